// See setter_json.hpp.
#include "setter_json.hpp"

#include "puzzles/answer_kind.hpp"

namespace gridsat::cli {

std::string place_text(const Puzzle& puzzle, int row, int col) {
  if (puzzle.answer_kind() == AnswerKind::Loop)
    if (auto edge = edge_at(puzzle.loop_shape(), row, col))
      return place_name({static_cast<char>(edge->kind), edge->i, edge->j});
  return "r" + std::to_string(row + 1) + "c" + std::to_string(col + 1);
}

nlohmann::ordered_json place_json(const Puzzle& puzzle, int row, int col) {
  if (puzzle.answer_kind() == AnswerKind::Loop)
    if (auto edge = edge_at(puzzle.loop_shape(), row, col))
      return nlohmann::ordered_json::array(
          {std::string(1, static_cast<char>(edge->kind)), edge->i, edge->j});
  return nlohmann::ordered_json::array({row + 1, col + 1});
}

nlohmann::ordered_json value_json(const Puzzle& puzzle, int value) {
  if (value == 0 && puzzle.blank_zero()) return nlohmann::ordered_json(nullptr);
  if (puzzle.letter_values()) return nlohmann::ordered_json(puzzle.value_text(value));
  return puzzle.json_number(value);
}

nlohmann::ordered_json cell_value_json(const Puzzle& puzzle, const CellValue& c) {
  nlohmann::ordered_json place = place_json(puzzle, c.row, c.col);
  place.push_back(value_json(puzzle, c.value));
  return place;
}

std::string cell_value_text(const Puzzle& puzzle, const CellValue& c) {
  return place_text(puzzle, c.row, c.col) + "=" +
         (puzzle.answer_kind() == AnswerKind::Loop ? std::to_string(c.value)
                                                   : puzzle.given_text(c.value));
}

nlohmann::ordered_json clue_json(const Puzzle& puzzle, const Clue& clue, bool detailed) {
  nlohmann::ordered_json j;
  switch (clue.kind) {
    case Clue::Kind::Given:
      j["given"] = {clue.row + 1, clue.col + 1};
      if (detailed) j["value"] = value_json(puzzle, clue.value);
      break;
    case Clue::Kind::Border:
      j["clue"] = side_name(clue.side);
      j["index"] = clue.index + 1;
      if (detailed) j["value"] = value_json(puzzle, clue.value);
      break;
    case Clue::Kind::Mark:  // a sign, a pearl, a number on a loop's cell
      return {{"mark", puzzle.describe_clue(clue)}};
    case Clue::Kind::Part:  // a cage, ...
      return {{"part", puzzle.describe_clue(clue)}};
  }
  if (detailed) j["text"] = puzzle.describe_clue(clue);
  return j;
}

nlohmann::ordered_json hint_json(const Puzzle& puzzle, const Hint& h) {
  nlohmann::ordered_json j;
  j["status"] = hint_status_name(h.status);
  if (h.stopped != StopReason::None) j["stopped"] = stop_name(h.stopped);
  if (h.status == Hint::Status::Found) {
    j["cell"] = place_json(puzzle, h.cell.row, h.cell.col);
    j["value"] = value_json(puzzle, h.cell.value);
    j["level"] = reasoning_name(h.level);
    j["because"] = nlohmann::ordered_json::array();
    for (const Clue& clue : h.because) j["because"].push_back(clue_json(puzzle, clue, true));
    for (const CellValue& f : h.because_filled)
      j["because"].push_back({{"filled", place_json(puzzle, f.row, f.col)},
                              {"value", value_json(puzzle, f.value)},
                              {"text", "filled " + cell_value_text(puzzle, f)}});
  } else if (h.status == Hint::Status::Contradiction) {
    j["wrong"] = nlohmann::ordered_json::array();
    for (const CellValue& c : h.wrong) j["wrong"].push_back(cell_value_json(puzzle, c));
    j["conflict"] = nlohmann::ordered_json::array();
    for (const CellValue& c : h.conflict) j["conflict"].push_back(cell_value_json(puzzle, c));
  }
  return j;
}

nlohmann::ordered_json rating_json(const Rating& r) {
  nlohmann::ordered_json j;
  j["status"] = verdict_name(r.status);
  if (r.stopped != StopReason::None) j["stopped"] = stop_name(r.stopped);
  if (r.status != Verdict::Unique) return j;
  j["score"] = r.score;
  j["grade"] = r.grade;
  j["hardest"] = reasoning_name(r.hardest);
  j["cells"] = r.cells;
  j["by_propagation"] = r.by_propagation;
  j["trial_steps"] = r.trial_steps;
  j["trial_removals"] = r.trial_removals;
  j["trial_depth"] = r.trial_depth;
  j["deep_rounds"] = r.deep_rounds;
  j["deep_removals"] = r.deep_removals;
  j["search_cells"] = r.search_cells;
  j["search_conflicts"] = r.search_conflicts;
  return j;
}

nlohmann::ordered_json contradiction_json(const Puzzle& puzzle, const Explanation& e) {
  nlohmann::ordered_json j = nlohmann::ordered_json::array();
  for (const Clue& clue : e.contradiction) j.push_back(clue_json(puzzle, clue, true));
  return j;
}

}  // namespace gridsat::cli

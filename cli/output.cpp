// Printing results. plain is FORMATS.md section 4 exactly (what scripts read); pretty draws the
// grid with box-drawing characters, heavy walls between boxes or jigsaw regions; json is the object
// of CLI.md, with canonical type names and `solutions` always present.
#include "output.hpp"

#include <sstream>

#include "formats/formats.hpp"
#include "puzzles/sudoku.hpp"

namespace gridsat::cli {

nlohmann::json grid_json(const Puzzle& puzzle, const Grid& grid) {
  nlohmann::json rows = nlohmann::json::array();
  bool letters = puzzle.type() == "abc";
  for (int r = 0; r < grid.rows; ++r) {
    nlohmann::json row = nlohmann::json::array();
    for (int c = 0; c < grid.cols; ++c) {
      int v = grid.at(r, c);
      if (letters)
        row.push_back(v == 0 ? nlohmann::json(nullptr) : nlohmann::json(puzzle.value_text(v)));
      else
        row.push_back(v);
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

namespace {

std::string status_name(Mode mode, const RunResult& r) {
  if (r.verdict == Verdict::Unique && mode == Mode::Solve) return "solved";
  return std::string(verdict_name(r.verdict));
}

std::string cell_name(std::pair<int, int> rc) {
  return "r" + std::to_string(rc.first + 1) + "c" + std::to_string(rc.second + 1);
}

}  // namespace

nlohmann::json result_json(const Puzzle& puzzle, Mode mode, const RunResult& result) {
  nlohmann::json j;
  j["type"] = std::string(puzzle.type());
  j["rows"] = puzzle.rows();
  j["cols"] = puzzle.cols();
  j["status"] = status_name(mode, result);
  nlohmann::json sols = nlohmann::json::array();
  std::size_t shown = mode == Mode::Solve ? 1 : 2;
  for (std::size_t i = 0; i < result.solutions.size() && i < shown; ++i)
    sols.push_back(grid_json(puzzle, result.solutions[i]));
  j["solutions"] = std::move(sols);
  if (mode != Mode::Solve && result.solutions.size() == 2) {
    nlohmann::json differ = nlohmann::json::array();
    for (auto [r, c] : differing_cells(result.solutions[0], result.solutions[1]))
      differ.push_back({r + 1, c + 1});
    j["differ"] = std::move(differ);
  }
  if (mode == Mode::Count) {
    j["count"] = result.count;
    j["complete"] = result.count_complete;
  }
  nlohmann::json stats = {{"vars", result.stats.vars},
                          {"clauses", result.stats.clauses},
                          {"encode_ms", result.stats.encode_ms},
                          {"solve_ms", result.stats.solve_ms},
                          {"conflicts", result.stats.conflicts}};
  if (result.stats.nodes > 0) stats["nodes"] = result.stats.nodes;
  j["stats"] = std::move(stats);
  return j;
}

std::string pretty_grid(const Puzzle& puzzle, const Grid& grid, const Grid* other, bool color) {
  const auto* sudoku = dynamic_cast<const Sudoku*>(&puzzle);
  // Region of each cell decides where the thick walls go.
  auto region = [&](int r, int c) -> int {
    if (!sudoku) return 0;
    if (!sudoku->regions.empty())
      return sudoku->regions[static_cast<std::size_t>(r * sudoku->n + c)];
    return (r / sudoku->box_rows) * (sudoku->n / sudoku->box_cols) + c / sudoku->box_cols;
  };
  std::size_t width = 1;
  for (int v : grid.cells) width = std::max(width, puzzle.value_text(v).size());
  const int R = grid.rows, C = grid.cols;
  std::ostringstream out;
  // Walls: the one above cell (r, c) and the one left of it are heavy on the frame and between
  // regions (boxes), light elsewhere.
  auto heavy_above = [&](int r, int c) {
    return r == 0 || r == R || region(r - 1, c) != region(r, c);
  };
  auto heavy_left = [&](int r, int c) {
    return c == 0 || c == C || region(r, c - 1) != region(r, c);
  };
  // The glyph where four walls meet at the top-left corner of cell (r, c): each arm light or heavy.
  auto junction = [&](int r, int c) -> const char* {
    if (r == 0) return c == 0 ? "┏" : c == C ? "┓" : heavy_left(0, c) ? "┳" : "┯";
    if (r == R) return c == 0 ? "┗" : c == C ? "┛" : heavy_left(R - 1, c) ? "┻" : "┷";
    if (c == 0) return heavy_above(r, 0) ? "┣" : "┠";
    if (c == C) return heavy_above(r, C - 1) ? "┫" : "┨";
    // Index: up 8, right 4, down 2, left 1 when that arm is heavy.
    static const char* const kCross[16] = {"┼", "┽", "╁", "╅", "┾", "┿", "╆", "╈",
                                           "╀", "╃", "╂", "╉", "╄", "╇", "╊", "╋"};
    int index = (heavy_left(r - 1, c) ? 8 : 0) | (heavy_above(r, c) ? 4 : 0) |
                (heavy_left(r, c) ? 2 : 0) | (heavy_above(r, c - 1) ? 1 : 0);
    return kCross[index];
  };
  auto hline = [&](int r) {  // the border above row r (r == R: the bottom)
    for (int c = 0; c < C; ++c) {
      out << junction(r, c);
      for (std::size_t k = 0; k < width + 2; ++k) out << (heavy_above(r, c) ? "━" : "─");
    }
    out << junction(r, C) << "\n";
  };
  for (int r = 0; r < R; ++r) {
    hline(r);
    for (int c = 0; c < C; ++c) {
      out << (heavy_left(r, c) ? "┃" : "│") << ' ';
      std::string text = grid.at(r, c) == kUnknown ? "." : puzzle.value_text(grid.at(r, c));
      text.insert(0, width - text.size(), ' ');
      bool given = puzzle.givens().at(r, c) != kUnknown;
      bool differs = other && other->at(r, c) != grid.at(r, c);
      if (color && differs)
        out << "\033[1;31m" << text << "\033[0m";
      else if (color && given)
        out << "\033[1m" << text << "\033[0m";
      else
        out << text;
      out << ' ';
    }
    out << "┃\n";
  }
  hline(R);
  return out.str();
}

void print_result(std::ostream& out, const std::string& format, const Puzzle& puzzle, Mode mode,
                  const RunResult& result, bool color) {
  if (format == "json") {
    out << result_json(puzzle, mode, result).dump() << "\n";
    return;
  }
  auto grid_text = [&](const Grid& g, const Grid* other) {
    return format == "pretty" ? pretty_grid(puzzle, g, other, color) : write_plain(puzzle, g);
  };
  if (mode == Mode::Count && (result.verdict != Verdict::Unknown || result.count > 0)) {
    out << result.count << "\n";  // 0 when there is no solution
    return;
  }
  switch (result.verdict) {
    case Verdict::None:
      out << "no solution\n";
      return;
    case Verdict::Unknown:
      out << "unknown\n";
      return;
    default:
      break;
  }
  if (mode == Mode::Solve || result.solutions.size() < 2) {
    out << grid_text(result.solutions.front(), nullptr);
    return;
  }
  const Grid& a = result.solutions[0];
  const Grid& b = result.solutions[1];
  out << "more than one solution\nsolution 1:\n"
      << grid_text(a, &b) << "solution 2:\n"
      << grid_text(b, &a) << "differ:";
  for (auto rc : differing_cells(a, b)) out << ' ' << cell_name(rc);
  out << "\n";
}

void print_stats(std::ostream& err, const RunResult& r) {
  err << "gridsat: stats: vars " << r.stats.vars << ", clauses " << r.stats.clauses << ", encode "
      << r.stats.encode_ms << " ms, solve " << r.stats.solve_ms << " ms, conflicts "
      << r.stats.conflicts;
  if (r.stats.nodes > 0) err << ", nodes " << r.stats.nodes;
  err << "\n";
}

}  // namespace gridsat::cli

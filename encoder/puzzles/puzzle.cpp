#include "puzzles/puzzle.hpp"

#include <charconv>
#include <stdexcept>

#include "puzzles/answer_kind.hpp"

namespace gridsat {

std::optional<int> Puzzle::parse_value(std::string_view text) const {
  int value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::vector<Cut> Puzzle::cuts(const Grid&) const {
  return {};
}

std::vector<Clue> Puzzle::removable_clues() const {
  std::vector<Clue> out;
  const Grid& grid = givens();
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c)
      if (int v = grid.at(r, c); v != kUnknown) out.push_back({Clue::Kind::Given, r, c, {}, 0, v});
  return out;
}

void Puzzle::set_clues(std::span<const Clue> clues) {
  Grid grid(rows(), cols());
  for (const Clue& clue : clues) {
    if (clue.kind != Clue::Kind::Given)
      throw std::invalid_argument("a " + std::string(type()) + " has no clues but its givens");
    grid.at(clue.row, clue.col) = clue.value;
  }
  set_givens(std::move(grid));
}

std::string Puzzle::describe_clue(const Clue& clue) const {
  if (clue.kind == Clue::Kind::Given)
    return "given r" + std::to_string(clue.row + 1) + "c" + std::to_string(clue.col + 1) + " = " +
           value_text(clue.value);
  return std::string(type()) + " clue " + std::to_string(clue.index + 1);
}

std::vector<int> Puzzle::cells_of_clue(const Clue& clue) const {
  if (clue.kind == Clue::Kind::Given) return {clue.row * givens().cols + clue.col};
  return {};
}

void Puzzle::keep_fixed_clues(std::span<const Clue> kept) {
  if (kept.size() != fixed_clues().size())
    throw std::invalid_argument("a " + std::string(type()) + " cannot switch off its fixed clues");
}

EncodingSize Puzzle::encoding_size(const EncodeOptions&) const {
  return {};
}

void Puzzle::draw(Picture&) const {}

std::unique_ptr<Puzzle> with_clues(const Puzzle& puzzle, std::span<const Clue> clues) {
  std::unique_ptr<Puzzle> copy = puzzle.clone();
  copy->set_clues(clues);
  return copy;
}

std::unique_ptr<Puzzle> with_parts(const Puzzle& puzzle, std::span<const Clue> clues) {
  std::vector<Clue> removable, fixed;
  for (const Clue& clue : clues)
    (clue.kind == Clue::Kind::Part ? fixed : removable).push_back(clue);
  std::unique_ptr<Puzzle> copy = puzzle.clone();
  copy->set_clues(removable);
  copy->keep_fixed_clues(fixed);
  return copy;
}

Picture picture_of(const Puzzle& puzzle) {
  Picture picture(puzzle.rows(), puzzle.cols());
  puzzle.draw(picture);
  return picture;
}

std::string describe(const Violation& v) {
  if (v.row < 0) return v.message;
  std::string s = "r";
  s += std::to_string(v.row + 1);
  s += 'c';
  s += std::to_string(v.col + 1);
  s += ": ";
  s += v.message;
  return s;
}

std::optional<Violation> check_solution(const Puzzle& puzzle, const Grid& solution) {
  if (auto v = check_answer_cells(puzzle, solution)) return v;  // by kind: shape, cells, givens
  return puzzle.check(solution);
}

}  // namespace gridsat

#include "puzzles/puzzle.hpp"

#include <charconv>

namespace gridsat {

std::optional<int> Puzzle::parse_value(std::string_view text) const {
  int value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
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
  if (solution.rows != puzzle.rows() || solution.cols != puzzle.cols())
    return Violation{"the solution is " + std::to_string(solution.rows) + "x" +
                     std::to_string(solution.cols) + ", the puzzle " +
                     std::to_string(puzzle.rows()) + "x" + std::to_string(puzzle.cols())};
  const Grid& givens = puzzle.givens();
  for (int r = 0; r < solution.rows; ++r) {
    for (int c = 0; c < solution.cols; ++c) {
      if (solution.at(r, c) == kUnknown) return Violation{"cell is empty", r, c};
      if (givens.at(r, c) != kUnknown && givens.at(r, c) != solution.at(r, c))
        return Violation{"cell differs from its given " + puzzle.value_text(givens.at(r, c)), r, c};
    }
  }
  return puzzle.check(solution);
}

}  // namespace gridsat

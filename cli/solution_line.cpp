// check_solution_line: split at the last run of white space, read each part, check the grid
// against the rules, and move every position into the line's own columns.
#include "solution_line.hpp"

#include "formats/formats.hpp"

namespace gridsat::cli {

SolutionLineCheck check_solution_line(std::string_view line, int line_number,
                                      const std::string& from, const std::string& type) {
  SolutionLineCheck out;
  auto fail = [&](int col, std::string message) {
    out.error = ParseError{line_number, col, std::move(message)};
    return std::move(out);
  };
  const std::size_t end = line.find_last_not_of(" \t\r");
  const std::size_t gap = end == std::string_view::npos ? end : line.find_last_of(" \t", end);
  if (gap == std::string_view::npos)
    return fail(1, "expected a puzzle, a space and its solution on the line");
  const std::string_view puzzle_text = line.substr(0, gap);
  const std::string_view solution_text = line.substr(gap + 1, end - gap);
  const int solution_col = static_cast<int>(gap) + 2;

  ReadResult read = read_puzzle(puzzle_text, from, type);
  if (read.error) return fail(std::max(read.error->col, 1), read.error->message);
  out.puzzle = std::move(read.puzzle);
  ParseError error;
  std::optional<Grid> grid = read_plain(*out.puzzle, solution_text, error);
  if (!grid) return fail(solution_col + std::max(error.col, 1) - 1, error.message);
  if (auto violation = check_solution(*out.puzzle, *grid)) {
    int col = solution_col;
    const auto rows = plain_cell_tokens(*out.puzzle, solution_text);
    const auto r = static_cast<std::size_t>(violation->row);
    const auto c = static_cast<std::size_t>(violation->col);
    // At the cell, or at the first cell of a row the violation is about.
    if (violation->row >= 0 && r < rows.size() && !rows[r].empty())
      col = solution_col + rows[r][violation->col >= 0 && c < rows[r].size() ? c : 0].col - 1;
    return fail(col, describe(*violation));
  }
  return out;
}

}  // namespace gridsat::cli

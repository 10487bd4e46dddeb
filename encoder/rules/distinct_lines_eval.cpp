// Distinct lines read plainly: every pair of lines compared cell by cell.
#include <algorithm>
#include <stdexcept>

#include "rules/distinct_lines.hpp"

namespace gridsat::rules {

namespace {

// "rows 1 and 2" for "row 1" and "row 2"; "region 1 and row 2" for names of different words.
std::string both(const std::string& a, const std::string& b) {
  const auto space = a.rfind(' ');
  if (space != std::string::npos && b.size() > space &&
      b.compare(0, space + 1, a, 0, space + 1) == 0)
    return a.substr(0, space) + "s " + a.substr(space + 1) + " and " + b.substr(space + 1);
  return a + " and " + b;
}

}  // namespace

DistinctLines::DistinctLines(GridShape shape, Groups lines, Grid givens, bool balanced)
    : shape_(shape), lines_(std::move(lines)), givens_(std::move(givens)), balanced_(balanced) {
  for (const std::vector<int>& line : lines_.cells)
    if (line.size() != lines_.cells.front().size())
      throw std::logic_error("distinct lines: the lines are of different lengths");
}

std::string DistinctLines::describe() const {
  return "no two of the lines equal";
}

std::optional<Violation> DistinctLines::evaluate(const Grid& s) const {
  auto value = [&](int cell) { return s.cells[static_cast<std::size_t>(cell)]; };
  for (std::size_t a = 0; a < lines_.cells.size(); ++a)
    for (std::size_t b = a + 1; b < lines_.cells.size(); ++b)
      if (std::equal(lines_.cells[a].begin(), lines_.cells[a].end(), lines_.cells[b].begin(),
                     [&](int x, int y) { return value(x) == value(y); }))
        return Violation{both(lines_.name(a), lines_.name(b)) + " are equal"};
  return std::nullopt;
}

}  // namespace gridsat::rules

// Numbered areas read plainly: flood-fill each area of the colour and count the numbers in it.
#include <algorithm>
#include <stdexcept>

#include "rules/areas.hpp"
#include "rules/groups.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Each cell's side neighbours, after checking the numbers: on the grid, one per cell, a size
// from `least` (or kAnySize).
std::vector<std::vector<int>> checked(GridShape shape, const std::vector<AreaNumber>& numbers,
                                      int least) {
  std::vector<char> taken(at(shape.cells()), 0);
  for (const AreaNumber& n : numbers) {
    if (n.cell < 0 || n.cell >= shape.cells() || (n.size != kAnySize && n.size < least))
      throw std::logic_error("a number needs a cell of the grid and a size >= " +
                             std::to_string(least));
    if (taken[at(n.cell)]++) throw std::logic_error("two numbers on one cell");
  }
  return neighbours(shape, Touch::Side);
}

}  // namespace

NumberedAreas::NumberedAreas(GridShape shape, int colour, std::vector<AreaNumber> numbers,
                             bool every_area, Noun noun)
    : shape_(shape),
      colour_(colour),
      numbers_(std::move(numbers)),
      every_area_(every_area),
      noun_(std::move(noun)),
      near_(checked(shape, numbers_, 1)) {}

AreasAround::AreasAround(GridShape shape, int colour, std::vector<AreaNumber> numbers, Noun noun)
    : shape_(shape),
      colour_(colour),
      numbers_(std::move(numbers)),
      noun_(std::move(noun)),
      near_(checked(shape, numbers_, 0)) {}

std::string NumberedAreas::describe() const {
  return std::string(every_area_ ? "every area of " + noun_.many + " holds exactly one number"
                                 : "no area of " + noun_.many + " holds two numbers") +
         ", and a number is the size of its area";
}

std::vector<int> NumberedAreas::area(const Grid& s, int cell, int colour) {
  if (s.cells[at(cell)] != colour) return {};
  std::vector<char> seen(s.cells.size(), 0);
  std::vector<int> out{cell};
  seen[at(cell)] = 1;
  for (std::size_t i = 0; i < out.size(); ++i) {
    const int r = out[i] / s.cols, c = out[i] % s.cols;
    const int near[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (const auto& [nr, nc] : near) {
      if (nr < 0 || nr >= s.rows || nc < 0 || nc >= s.cols) continue;
      const int next = nr * s.cols + nc;
      if (!seen[at(next)] && s.cells[at(next)] == colour) {
        seen[at(next)] = 1;
        out.push_back(next);
      }
    }
  }
  return out;
}

int NumberedAreas::middle_size(const Grid& s, int cell, int colour) {
  std::vector<int> cells = area(s, cell, colour);
  if (cells.empty()) return -1;
  std::sort(cells.begin(), cells.end());
  return cells[cells.size() / 2] == cell ? static_cast<int>(cells.size()) : -1;
}

std::optional<Violation> NumberedAreas::evaluate(const Grid& s) const {
  auto at_cell = [&](int cell, std::string message) {
    return Violation{std::move(message), cell / s.cols, cell % s.cols};
  };
  std::vector<int> number_at(s.cells.size(), -1);
  for (std::size_t k = 0; k < numbers_.size(); ++k)
    number_at[at(numbers_[k].cell)] = static_cast<int>(k);
  for (const AreaNumber& n : numbers_)
    if (s.cells[at(n.cell)] != colour_)
      return at_cell(n.cell, "the number at " + cell_name(n.cell, s.cols) + " stands on " +
                                 (colour_ ? "an unshaded cell" : "a shaded cell"));
  // Each area with its numbered cells; the breaks in pzprjs's order: an area without a number,
  // two numbers in one, a size.
  struct Area {
    std::vector<int> cells, numbered;
  };
  std::vector<Area> areas;
  std::vector<char> seen(s.cells.size(), 0);
  for (int start = 0; start < s.rows * s.cols; ++start) {
    if (seen[at(start)] || s.cells[at(start)] != colour_) continue;
    Area a{area(s, start, colour_), {}};
    for (int cell : a.cells) {
      seen[at(cell)] = 1;
      if (number_at[at(cell)] >= 0) a.numbered.push_back(cell);
    }
    areas.push_back(std::move(a));
  }
  const auto name = [&](const Area& a) {
    return "the area of " + noun_.many + " at " + cell_name(a.cells[0], s.cols);
  };
  for (const Area& a : areas)
    if (every_area_ && a.numbered.empty()) return at_cell(a.cells[0], name(a) + " holds no number");
  for (const Area& a : areas)
    if (a.numbered.size() > 1) return at_cell(a.numbered[1], name(a) + " holds two numbers");
  for (const Area& a : areas) {
    if (a.numbered.empty()) continue;
    const int size = numbers_[at(number_at[at(a.numbered[0])])].size;
    const int count = static_cast<int>(a.cells.size());
    if (size != kAnySize && size != count)
      return at_cell(a.numbered[0], "the area at " + cell_name(a.numbered[0], s.cols) + " holds " +
                                        std::to_string(count) + " " + noun_.of(count) + ", not " +
                                        std::to_string(size));
  }
  return std::nullopt;
}

std::string AreasAround::describe() const {
  return "the areas of " + noun_.many + " beside a number hold that many cells together";
}

int AreasAround::around(const Grid& s, int cell, int colour) {
  std::vector<char> seen(s.cells.size(), 0);
  int count = 0;
  const int r = cell / s.cols, c = cell % s.cols;
  const int near[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
  for (const auto& [nr, nc] : near) {
    if (nr < 0 || nr >= s.rows || nc < 0 || nc >= s.cols || seen[at(nr * s.cols + nc)]) continue;
    for (int member : NumberedAreas::area(s, nr * s.cols + nc, colour)) {
      seen[at(member)] = 1;
      ++count;
    }
  }
  return count;
}

std::optional<Violation> AreasAround::evaluate(const Grid& s) const {
  for (const AreaNumber& n : numbers_) {
    const std::string where = cell_name(n.cell, s.cols);
    if (s.cells[at(n.cell)] == colour_)
      return Violation{"the number at " + where + " stands on " +
                           (colour_ ? "a shaded cell" : "an unshaded cell"),
                       n.cell / s.cols, n.cell % s.cols};
    const int count = around(s, n.cell, colour_);
    if (n.size != kAnySize && count != n.size)
      return Violation{"the areas beside " + where + " hold " + std::to_string(count) + " " +
                           noun_.of(count) + ", not " + std::to_string(n.size),
                       n.cell / s.cols, n.cell % s.cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules

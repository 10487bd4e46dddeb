// Connected, ConnectedWithin and ReachesEdge read plainly: flood fills through side neighbours
// (and corner ones, for Connected through corners).
#include "rules/connected.hpp"

namespace gridsat::rules {
namespace {

// The cells reached from `starts` through side neighbours (and corner ones, with `corners`) that
// are `in` (flags per cell).
std::vector<char> flood(const Grid& s, const std::vector<char>& in, std::vector<int> starts,
                        bool corners = false) {
  std::vector<char> reached(s.cells.size(), 0);
  for (int cell : starts) reached[static_cast<std::size_t>(cell)] = 1;
  while (!starts.empty()) {
    const int cell = starts.back();
    starts.pop_back();
    const int r = cell / s.cols, c = cell % s.cols;
    const int next[8][2] = {{r - 1, c},     {r + 1, c},     {r, c - 1},     {r, c + 1},
                            {r - 1, c - 1}, {r - 1, c + 1}, {r + 1, c - 1}, {r + 1, c + 1}};
    for (int i = 0; i < (corners ? 8 : 4); ++i) {
      const int* rc = next[i];
      if (rc[0] < 0 || rc[0] >= s.rows || rc[1] < 0 || rc[1] >= s.cols) continue;
      const auto u = static_cast<std::size_t>(rc[0] * s.cols + rc[1]);
      if (in[u] && !reached[u]) {
        reached[u] = 1;
        starts.push_back(static_cast<int>(u));
      }
    }
  }
  return reached;
}

// The cells of `group` that have `colour`, as flags over the grid.
std::vector<char> of_colour(const Grid& s, const std::vector<int>& group, int colour) {
  std::vector<char> in(s.cells.size(), 0);
  for (int cell : group)
    in[static_cast<std::size_t>(cell)] = s.cells[static_cast<std::size_t>(cell)] == colour;
  return in;
}

// The first cell of `group` that is `in` and not reached, or -1.
int cut_off(const std::vector<int>& group, const std::vector<char>& in,
            const std::vector<char>& reached) {
  for (int cell : group)
    if (in[static_cast<std::size_t>(cell)] && !reached[static_cast<std::size_t>(cell)]) return cell;
  return -1;
}

// The group's first cell that is `in`, or -1.
int first_in(const std::vector<int>& group, const std::vector<char>& in) {
  for (int cell : group)
    if (in[static_cast<std::size_t>(cell)]) return cell;
  return -1;
}

}  // namespace

std::string Connected::describe() const {
  return "the " + noun_ + " are connected" + (corners_ ? ", corners counting" : "");
}

std::optional<Violation> Connected::evaluate(const Grid& s) const {
  const std::vector<int> all = whole_grid({s.rows, s.cols}).cells[0];
  const std::vector<char> in = of_colour(s, all, colour_);
  const int start = first_in(all, in);
  if (start < 0) return std::nullopt;
  const int cell = cut_off(all, in, flood(s, in, {start}, corners_));
  if (cell < 0) return std::nullopt;
  return Violation{"the " + noun_ + " are not connected: " + cell_name(cell, s.cols) +
                       " is cut off from " + cell_name(start, s.cols),
                   cell / s.cols, cell % s.cols};
}

std::string ConnectedWithin::describe() const {
  return "in each group (" + std::to_string(groups_.size()) + "), the " + noun_ + " are connected";
}

// Per group, a flood fill inside the group from its first cell of the colour.
std::optional<Violation> ConnectedWithin::evaluate(const Grid& s) const {
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    const std::vector<int>& group = groups_.cells[g];
    const std::vector<char> in = of_colour(s, group, colour_);
    const int start = first_in(group, in);
    if (start < 0) continue;
    const int cell = cut_off(group, in, flood(s, in, {start}));
    if (cell < 0) continue;
    return Violation{"the " + noun_ + " of " + groups_.name(g) + " are not connected: " +
                         cell_name(cell, s.cols) + " is cut off from " + cell_name(start, s.cols),
                     cell / s.cols, cell % s.cols};
  }
  return std::nullopt;
}

std::string ReachesEdge::describe() const {
  return "every area of " + noun_ + " reaches the edge of the grid";
}

// A flood fill from the cells of the colour on the border must reach every cell of the colour.
std::optional<Violation> ReachesEdge::evaluate(const Grid& s) const {
  const std::vector<int> all = whole_grid({s.rows, s.cols}).cells[0];
  const std::vector<char> in = of_colour(s, all, colour_);
  std::vector<int> border;
  for (int cell : all) {
    const int r = cell / s.cols, c = cell % s.cols;
    if (in[static_cast<std::size_t>(cell)] &&
        (r == 0 || c == 0 || r + 1 == s.rows || c + 1 == s.cols))
      border.push_back(cell);
  }
  const int cell = cut_off(all, in, flood(s, in, std::move(border)));
  if (cell < 0) return std::nullopt;
  return Violation{
      "the " + noun_ + " around " + cell_name(cell, s.cols) + " do not reach the edge of the grid",
      cell / s.cols, cell % s.cols};
}

}  // namespace gridsat::rules

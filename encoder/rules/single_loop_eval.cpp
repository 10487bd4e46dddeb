#include "rules/single_loop.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::string SingleLoop::describe() const {
  return options_.every_point
             ? "one single loop passes through every point, never crossing or touching "
               "itself"
             : "the edges on the loop form one single loop, never crossing or touching "
               "itself";
}

std::optional<Violation> SingleLoop::evaluate(const Grid& answer) const {
  const LoopGeometry& g = *geo_;
  const bool vertices = points_ != LoopPoints::Centres;
  // At a vertex "<text> point (i, j)<after>"; at a cell centre the cell's own words.
  auto broken = [&](int p, const std::string& vertex_text, const std::string& cell_text,
                    const std::string& after = "") {
    const int i = p / g.cols, j = p % g.cols;
    if (vertices)
      return Violation{vertex_text + " point (" + std::to_string(i) + ", " + std::to_string(j) +
                       ")" + after};
    return Violation{cell_text, i, j};
  };
  // Every point: no loose end, no branch, no crossing or touching.
  for (int p = 0; p < g.points(); ++p) {
    const int degree = g.degree(answer, p);
    if (degree == 0 && options_.every_point)
      return broken(p, "the loop does not pass through",
                    "the loop does not pass through this cell (a full loop passes every cell)",
                    " (a full loop passes through every point)");
    if (degree == 1) return broken(p, "the loop ends at", "the loop ends here");
    if (degree == 3) return broken(p, "the loop branches at", "the loop branches here");
    if (degree == 4)
      return broken(p, "the loop crosses or touches itself at", "the loop crosses itself here");
  }
  // One loop: the used edges exist and are connected (with degree 2 everywhere they are cycles).
  std::vector<int> parent(at(g.points()));
  for (std::size_t p = 0; p < parent.size(); ++p) parent[p] = static_cast<int>(p);
  auto find = [&](int x) {
    while (parent[at(x)] != x) x = parent[at(x)] = parent[at(parent[at(x)])];
    return x;
  };
  int used = 0;
  for (int e = 0; e < static_cast<int>(g.edges.size()); ++e)
    if (g.used(answer, e)) {
      ++used;
      parent[at(find(g.edges[at(e)].a))] = find(g.edges[at(e)].b);
    }
  if (used == 0) return Violation{vertices ? "no loop is drawn" : "there is no loop"};
  int loops = 0, first = -1, second = -1;
  for (int p = 0; p < g.points(); ++p) {
    if (g.degree(answer, p) == 0) continue;
    if (first < 0) first = find(p);
    if (second < 0 && find(p) != first) second = p;
    if (find(p) == p) ++loops;
  }
  if (loops == 1) return std::nullopt;
  if (vertices)
    return Violation{"the edges form " + std::to_string(loops) + " separate loops, not one"};
  return Violation{"this cell is on a second loop: the loop must be one single loop",
                   second / g.cols, second % g.cols};
}

}  // namespace gridsat::rules

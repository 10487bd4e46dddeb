#include "rules/pearls.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Directions as the geometry orders a point's edges: up, right, down, left.
constexpr int kUpDown = 0b0101;
constexpr int kAcross = 0b1010;

// The directions of the used edges at point p, as bits.
int used_dirs(const LoopGeometry& g, const Grid& answer, int p) {
  int dirs = 0;
  for (std::size_t d = 0; d < 4; ++d) {
    const int e = g.point_edges[at(p)][d];
    if (e >= 0 && g.used(answer, e)) dirs |= 1 << d;
  }
  return dirs;
}

// Whether the loop, leaving p along d, goes straight on through the next point.
bool goes_on(const LoopGeometry& g, const Grid& answer, int p, int d) {
  const int next = g.neighbour(p, d);
  const int e = next < 0 ? -1 : g.point_edges[at(next)][at(d)];
  return e >= 0 && g.used(answer, e);
}

std::string cell_name(const LoopGeometry& g, int p) {
  return "r" + std::to_string(p / g.cols + 1) + "c" + std::to_string(p % g.cols + 1);
}

}  // namespace

std::string Pearls::describe() const {
  return "the loop turns on a black pearl and goes straight on beside it, and goes straight "
         "through a white pearl and turns beside it";
}

std::optional<Violation> Pearls::evaluate(const Grid& answer) const {
  const LoopGeometry& g = *geo_;
  for (int p = 0; p < g.points(); ++p) {
    const int pearl = pearls_[at(p)];
    if (pearl != kWhite && pearl != kBlack) continue;
    const int dirs = used_dirs(g, answer, p);
    const bool straight = dirs == kUpDown || dirs == kAcross;
    const std::string which = pearl == kBlack ? "the black pearl" : "the white pearl";
    auto broken = [&](const std::string& text) { return Violation{text, p / g.cols, p % g.cols}; };
    if (dirs == 0) return broken("the loop does not pass through " + which);
    if (pearl == kBlack) {
      if (straight) return broken("the loop goes straight through " + which);
      for (int d = 0; d < 4; ++d)
        if (((dirs >> d) & 1) && !goes_on(g, answer, p, d))
          return broken("the loop turns in " + cell_name(g, g.neighbour(p, d)) + ", next to " +
                        which + ", instead of going straight on");
    } else {
      if (!straight) return broken("the loop turns on " + which);
      bool turn = false;
      for (int d = 0; d < 4; ++d) turn |= ((dirs >> d) & 1) && !goes_on(g, answer, p, d);
      if (!turn)
        return broken("the loop goes straight through both cells beside " + which +
                      ", without turning in either");
    }
  }
  return std::nullopt;
}

std::vector<int> implied_pearls(const LoopGeometry& g, const Grid& answer) {
  std::vector<int> out(at(g.points()), kUnknown);
  for (int p = 0; p < g.points(); ++p) {
    const int dirs = used_dirs(g, answer, p);
    if (g.degree(answer, p) != 2) continue;
    bool all_on = true, some_turn = false;
    for (int d = 0; d < 4; ++d)
      if ((dirs >> d) & 1) {
        const bool on = goes_on(g, answer, p, d);
        all_on &= on;
        some_turn |= !on;
      }
    if (dirs == kUpDown || dirs == kAcross) {
      if (some_turn) out[at(p)] = Pearls::kWhite;
    } else if (all_on) {
      out[at(p)] = Pearls::kBlack;
    }
  }
  return out;
}

}  // namespace gridsat::rules

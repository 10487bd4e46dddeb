// Inside and outside of a loop, for the native search: the deduction Tatham's loopy.c describes
// as a future enhancement and players use (the Jordan curve argument). Any set of cycles on a
// lattice is the boundary of the faces it encloses, so an edge on the loop separates faces of
// different sides and an edge off it faces of the same side. SideSets is a union-find with parity
// over the faces (and the outside): what is known of which faces lie on the same side.
//
// propagate_pattern reads four edges and the faces around them together (a numbered cell and its
// four neighbours; a lattice point and its four faces): it keeps the on/off patterns of the edges
// that a rule allows, that agree with the decided edges and with the sides known, decides the
// edges every remaining pattern agrees on and joins the faces whose relative side every
// remaining pattern agrees on. "Exactly one of these two edges" and "both or neither" then reach
// every other rule through the side sets, where candidates alone would lose them.
#pragma once

#include <array>
#include <cstddef>
#include <utility>
#include <vector>

#include "puzzles/native_rules.hpp"

namespace gridsat {

// Union-find with parity: parity(x) relative to its root says whether x lies on the other side
// of the loop from the root.
class SideSets {
 public:
  explicit SideSets(int n) : parent_(static_cast<std::size_t>(n)), parity_(parent_.size(), 0) {
    for (int i = 0; i < n; ++i) parent_[static_cast<std::size_t>(i)] = i;
  }
  // The root of x, with x's parity relative to it.
  std::pair<int, int> find(int x);
  // Joins a and b with "they differ" = d; false when that contradicts what is known.
  bool join(int a, int b, int d);

 private:
  std::vector<int> parent_;
  std::vector<char> parity_;
};

// The patterns of four edges around F faces: per pattern (bit k: edge k on) and per pair of faces
// (a, b), whether a and b lie on different sides (bit p of parity[mask] for pairs[p]).
template <std::size_t F>
struct PatternTable {
  std::array<std::pair<std::size_t, std::size_t>, F*(F - 1) / 2> pairs{};
  std::array<int, 16> parity{};

  // side(mask) gives each face's side relative to face 0.
  template <class Side>
  constexpr explicit PatternTable(Side side) {
    std::size_t p = 0;
    for (std::size_t a = 0; a < F; ++a)
      for (std::size_t b = a + 1; b < F; ++b) pairs[p++] = {a, b};
    for (int mask = 0; mask < 16; ++mask) {
      const auto s = side(mask);
      for (std::size_t q = 0; q < pairs.size(); ++q)
        if (s[pairs[q].first] != s[pairs[q].second])
          parity[static_cast<std::size_t>(mask)] |= 1 << q;
    }
  }
};

// A cell and its borders: faces 0..3 its neighbours across its borders (any order, edge k
// between face k and the cell), face 4 the cell itself; neighbour k lies on the other side
// exactly when border k is on.
inline constexpr PatternTable<5> kCellPatterns([](int mask) {
  return std::array<int, 5>{mask & 1, (mask >> 1) & 1, (mask >> 2) & 1, (mask >> 3) & 1, 0};
});
// A lattice point: edges up, right, down, left; faces north-west, north-east, south-east,
// south-west, edge k between faces k and k + 1: face k + 1 is across edges 0..k from face 0.
inline constexpr PatternTable<4> kPointPatterns([](int mask) {
  const int a = mask & 1, b = a ^ ((mask >> 1) & 1), c = b ^ ((mask >> 2) & 1);
  return std::array<int, 4>{0, a, b, c};
});

// The patterns of four edges with k of them on, per k (bit `mask` set for each).
inline constexpr std::array<int, 5> kPatternsWithOn = [] {
  std::array<int, 5> out{};
  for (int mask = 0; mask < 16; ++mask) {
    int on = 0;
    for (int k = 0; k < 4; ++k) on += (mask >> k) & 1;
    out[static_cast<std::size_t>(on)] |= 1 << mask;
  }
  return out;
}();

// Four edges `edge` (indices into `cells`, candidates bit 0 off and bit 1 on; -1 for none, always
// off) and the faces around them (`face`, indices into `sides`): keeps the patterns `allowed` (bit
// per mask) as above. Sets `changed` when it decides an edge or joins two faces; false on a
// contradiction.
template <std::size_t F>
bool propagate_pattern(std::vector<Candidates>& cells, SideSets& sides,
                       const std::array<int, 4>& edge, const std::array<int, F>& face,
                       const PatternTable<F>& table, int allowed, bool& changed) {
  int on = 0, off = 0, open = 0;
  for (std::size_t k = 0; k < 4; ++k) {
    if (edge[k] < 0) {
      off |= 1 << k;
      continue;
    }
    const Candidates c = cells[static_cast<std::size_t>(edge[k])];
    if (c == 0) return false;
    if (c == 3) ++open;
    if (c == 2) on |= 1 << k;
    if (c == 1) off |= 1 << k;
  }
  // Decided: every face relation follows from the edges, which the sides already hold.
  if (open == 0) return (allowed >> on) & 1;
  std::array<std::pair<int, int>, F> root{};
  for (std::size_t k = 0; k < F; ++k) root[k] = sides.find(face[k]);
  int same = 0, want = 0;  // the pairs already joined, and their relative sides
  for (std::size_t p = 0; p < table.pairs.size(); ++p) {
    const auto [a, b] = table.pairs[p];
    if (root[a].first != root[b].first) continue;
    same |= 1 << p;
    if (root[a].second != root[b].second) want |= 1 << p;
  }
  int allowed_or = 0, allowed_and = 15, differ = 0, agree = 0;
  bool any = false;
  for (int mask = 0; mask < 16; ++mask) {
    if (!((allowed >> mask) & 1) || (mask & on) != on || (mask & off) != 0) continue;
    const int parity = table.parity[static_cast<std::size_t>(mask)];
    if ((parity & same) != want) continue;
    any = true;
    allowed_or |= mask;
    allowed_and &= mask;
    differ |= parity;
    agree |= ~parity;
  }
  if (!any) return false;
  for (std::size_t k = 0; k < 4; ++k) {
    if (edge[k] < 0) continue;
    Candidates& c = cells[static_cast<std::size_t>(edge[k])];
    if (c != 3) continue;
    if ((allowed_and >> k) & 1) {
      c = 2;
      changed = true;
    } else if (!((allowed_or >> k) & 1)) {
      c = 1;
      changed = true;
    }
  }
  for (std::size_t p = 0; p < table.pairs.size(); ++p) {
    const bool d = (differ >> p) & 1, a = (agree >> p) & 1;
    if (((same >> p) & 1) || d == a) continue;
    const auto [x, y] = table.pairs[p];
    if (face[x] == face[y] || sides.find(face[x]).first == sides.find(face[y]).first) continue;
    if (!sides.join(face[x], face[y], d ? 1 : 0)) return false;
    changed = true;
  }
  return true;
}

}  // namespace gridsat

// Nonconsecutive: orthogonal neighbours never hold consecutive digits (a header flag).
//
// This header also holds what the whole neighbour family shares (kropki dots, X and V, their
// negative constraints, nonconsecutive, anti-knight, anti-king): each of them is a binary
// relation between the digits of two cells, laid on one pair (a dot) or on every pair of a fixed
// shape (all orthogonal neighbours, all knight's moves). One reading of such a relation serves all
// of them: its supports (which digits of one cell agree with each digit of the other), clauses
// from the supports, and arc consistency from the supports.
#pragma once

#include <array>
#include <cstdlib>
#include <utility>

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

class Nonconsecutive final : public SudokuConstraint {
 public:
  std::string_view kind() const override { return "nonconsecutive"; }
  std::string describe(int n) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(SudokuVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, int n, bool& changed) const override;
  void draw(Picture& picture) const override;
  std::string native_line(int n) const override;
  bool removable() const override { return false; }
};

ConstraintKind nonconsecutive_kind();

// ---- shared by the neighbour kinds (in their own namespace: other kinds' headers are included
// beside this one) ----
namespace neighbour {

// A symmetric relation between two digits as its supports: bit w-1 of supports[v-1] is set when
// the digits v and w may stand together (v, w in 1..n, n <= 64).
using Supports = std::array<Candidates, 64>;

template <class Allowed>
Supports relation_supports(int n, Allowed allowed) {
  Supports s{};
  for (int v = 1; v <= n; ++v)
    for (int w = 1; w <= n; ++w)
      if (allowed(v, w)) s[static_cast<std::size_t>(v - 1)] |= Candidates{1} << (w - 1);
  return s;
}

// The relations of the family.
inline bool consecutive(int x, int y) {
  return std::abs(x - y) == 1;
}
inline bool ratio_two(int x, int y) {
  return x == 2 * y || y == 2 * x;
}

// The steps (row, column) from a cell to the later cell of each pair of a shape: every pair of
// cells (a, b), a < b, one step apart is met once.
inline constexpr std::array<std::pair<int, int>, 2> kOrthogonalSteps{{{0, 1}, {1, 0}}};
inline constexpr std::array<std::pair<int, int>, 4> kKingSteps{{{0, 1}, {1, -1}, {1, 0}, {1, 1}}};
inline constexpr std::array<std::pair<int, int>, 4> kKnightSteps{
    {{1, -2}, {1, 2}, {2, -1}, {2, 1}}};

// Calls f(a, b) for every pair of cells of the n x n grid one of `steps` apart (a < b, row-major
// order of a, then the steps' order); stops early and returns false when f returns false.
template <std::size_t K, class F>
bool for_each_pair(int n, const std::array<std::pair<int, int>, K>& steps, F&& f) {
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (const auto& step : steps) {
        const int r2 = r + step.first, c2 = c + step.second;
        if (r2 < n && c2 >= 0 && c2 < n && !f(r * n + c, r2 * n + c2)) return false;
      }
  return true;
}

// The clauses of the relation between cells a and b: for each digit v, "a = v -> b holds one of
// supports[v]" and the same from b (Gent's support encoding). A digit with every digit as support
// needs no clause; one with none is a unit clause; one that excludes a single digit w is written
// as the binary clause "not (a = v and b = w)", which the cells' exactly-one makes equivalent.
void encode_pair(SudokuVars& vars, int a, int b, const Supports& supports);

// Arc consistency of the relation between cells a and b: each remaining digit of either cell keeps
// only while the other cell has a support for it. Sets `changed` on a removal; false when a cell is
// left without a digit.
bool propagate_pair(std::vector<Candidates>& cells, int a, int b, const Supports& supports,
                    bool& changed);

// "r1c1 and r1c2" for messages.
std::string pair_text(int a, int b, int n);

// The border between orthogonal neighbours a and b as an index 0 .. 2n^2-1 (the right or the
// lower side of the smaller cell), for the negative constraints' sets of marked borders.
inline std::size_t border_index(int a, int b) {
  const int low = a < b ? a : b, high = a < b ? b : a;
  return static_cast<std::size_t>(2 * low + (high - low == 1 ? 0 : 1));
}
// One flag per border of the n x n grid, set for the given pairs of orthogonal neighbours.
std::vector<char> marked_borders(int n, std::span<const std::pair<int, int>> pairs);

// A sign between two cells in its native line: `WORD rRcC rRcC`, the cells orthogonal neighbours
// (`what` names the sign in messages: "a kropki dot"). The pair, smaller cell first; throws
// ParseFailure at the offending token.
std::pair<int, int> read_sign_cells(std::span<const Token> line, int n, const std::string& what);

}  // namespace neighbour

}  // namespace gridsat

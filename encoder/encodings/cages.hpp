// Arithmetic cages over one-hot cells: the values of a cage's cells combine to a target with an
// operation (sum, product, difference or quotient of two cells, or "some operation"), as in
// Calcudoku / KenKen and killer sudoku. Two encodings behind one call, so that a caller (and the
// benchmarks) switch with one word:
//
//  tuples  every tuple of values that reaches the target (and respects the cage's "these two cells
//          differ" pairs) gets a selector literal; a selector implies its values, a value implies
//          one of the selectors that use it, and some selector holds. Unit propagation is then
//          domain consistent on the cage; the size grows with the number of tuples, which explodes
//          for long cages (9! ordered tuples for a killer cage of all nine digits).
//  dd      a layered decision diagram over partial results, one node variable per reachable
//          partial sum (or partial product dividing the target) per layer, with forward, backward
//          and support clauses. When every pair of the cage's cells must differ (killer cages,
//          straight KenKen cages) the layers are the values 1..N ("is v used?", state = count and
//          partial result), so the diagram knows the digits are distinct; otherwise the layers are
//          the cells. Either way the size is polynomial: layers x states x choices.
//  auto    dd for a cage whose cells all differ (its value-layered diagram is small and knows
//          the digits are distinct: killer cages, straight KenKen cages), otherwise tuples while
//          the cage has at most kAutoTupleLimit tuples and dd beyond. docs/calcudoku.md compares
//          the three on the shared sets.
//
// Differences and quotients exist only on two-cell cages; cages of one or two cells are always
// tuples (a handful of them). A cage without an operation means "some operation reaches the
// target": on two cells any of the four, on three or more `+` or `*` (tuples: the union of the
// tuples; dd: a sum diagram and a product diagram, each guarded by one side of a fresh literal).
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

enum class CageOp { None, Add, Sub, Mul, Div };

enum class CageEncoding { Tuples, Dd, Auto };

inline constexpr CageEncoding kAllCageEncodings[] = {CageEncoding::Tuples, CageEncoding::Dd};

// Above this many tuples `auto` switches a cage from tuples to a decision diagram. Past
// kTupleHardLimit (cages.cpp) even `tuples` does, rather than exhaust memory.
inline constexpr long long kAutoTupleLimit = 256;

std::string_view cage_encoding_name(CageEncoding encoding);  // "tuples" | "dd" | "auto"
std::optional<CageEncoding> parse_cage_encoding(std::string_view name);

// Whether `values` (the cage's cells, any order) reach `target` with `op`, read plainly: `-` is
// larger minus smaller and `/` larger over smaller (exact), both on two cells only; None means
// the value itself on one cell, any of the four operations on two, `+` or `*` on more.
bool cage_holds(CageOp op, long long target, std::span<const int> values);

// The constraint on one cage. Positions 0..size-1 are the cage's cells in the caller's order.
struct CageSpec {
  CageOp op = CageOp::Add;
  long long target = 0;
  int size = 0;
  // Pairs of positions whose cells must hold different values (killer: every pair; KenKen: the
  // pairs that share a row or a column).
  std::vector<std::pair<int, int>> distinct;
  // True when the caller's other clauses already forbid equal values on the `distinct` pairs
  // (KenKen's Latin rows and columns): the pairs then only prune, no clause repeats them.
  bool distinct_known = false;
};

// The cells of a cage as one-hot literals: lits[k][i] is true exactly when position k holds
// values[i]. The caller makes each position take exactly one value; values are positive.
struct CageCells {
  std::vector<std::vector<Lit>> lits;
  std::vector<int> values;
};

// Counts the tuples (one value of `values` per position) that satisfy the cage, stopping at
// `cap` (returns cap + 1 when there are more).
long long count_cage_tuples(const CageSpec& spec, const std::vector<int>& values, long long cap);

// Adds clauses that hold exactly when the cells' values satisfy the cage (its operation, its
// target and its distinct pairs), assuming each cell takes exactly one value. Returns the
// encoding it used (Tuples or Dd; never Auto).
CageEncoding encode_cage(Cnf& cnf, const CageSpec& spec, const CageCells& cells,
                         CageEncoding encoding);

}  // namespace gridsat

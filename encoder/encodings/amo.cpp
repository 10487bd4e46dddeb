// At-most-one encodings. Each one is a few lines over the clause store; the notes below say what
// the auxiliary variables mean, which is all one needs to see why the clauses are right and why
// unit propagation is complete (a true literal makes every other literal false):
//
//  pairwise    no auxiliaries; directly complete.
//  sequential  (Sinz 2005, "Towards an optimal CNF encoding of Boolean cardinality constraints")
//              s_i means "one of x_1..x_i is true". x_i sets s_i, s_i sets s_{i+1}, and a true
//              s_{i-1} forbids x_i: a true x_i propagates forward along the chain to forbid every
//              later literal and, through the contrapositives, backward to forbid every earlier
//              one.
//  bimander    (Nguyen & Mai Neng 2015, "A Bimander Encoding for the At-Most-One Constraint")
//              literals in pairs; each pair owns a binary code on the shared bits b_j and each
//              literal implies its pair's code. A true literal fixes every bit, which forbids
//              every literal of every other pair (their code differs in some bit); its partner in
//              the pair is forbidden by the pair's binary clause.
//  product     (Chen 2010, "A new SAT encoding of the at-most-one constraint") the literals on a
//              p x q grid, x at (i, j) implies row r_i and column c_j, and at most one row and one
//              column are true (recursively). A true x makes every other row and column false,
//              which forbids every literal not at (i, j), and only x is there.
//
// Small groups fall back to pairwise: below the sizes in amo_pairwise_up_to the named encoding
// would need as many clauses or more, plus auxiliaries and longer propagation chains. Pairwise
// 10 clauses vs sequential 11 at n = 5 (14 vs 15 at n = 6); bimander ties at n = 6 (15 vs 15 and
// two auxiliaries) and wins at 7 (17 vs 21); product 16 vs 15 at n = 6, 20 vs 21 at n = 7.
#include "encodings/amo.hpp"

#include <algorithm>
#include <vector>

namespace gridsat {

std::string_view amo_name(Amo encoding) {
  switch (encoding) {
    case Amo::Pairwise:
      return "pairwise";
    case Amo::Sequential:
      return "sequential";
    case Amo::Bimander:
      return "bimander";
    case Amo::Product:
      return "product";
    case Amo::Auto:
      return "auto";
  }
  return "pairwise";
}

std::optional<Amo> parse_amo(std::string_view name) {
  for (Amo a : kAllAmo)
    if (amo_name(a) == name) return a;
  return std::nullopt;
}

int amo_pairwise_up_to(Amo encoding) {
  switch (encoding) {
    case Amo::Pairwise:
      return 0;  // pairwise throughout: nothing to fall back from
    case Amo::Sequential:
      return 5;
    case Amo::Bimander:
    case Amo::Product:
      return 6;
    case Amo::Auto:
      return 32;
  }
  return 0;
}

namespace {

int ceil_log2(int value) {
  int bits = 0;
  while ((1 << bits) < value) ++bits;
  return bits;
}

void pairwise(Cnf& cnf, std::span<const Lit> lits) {
  for (std::size_t i = 0; i < lits.size(); ++i)
    for (std::size_t j = i + 1; j < lits.size(); ++j) cnf.add({-lits[i], -lits[j]});
}

// s[i] = "one of lits[0..i] is true", for i < n - 1.
void sequential(Cnf& cnf, std::span<const Lit> lits) {
  const int n = static_cast<int>(lits.size());
  const int s = cnf.new_vars(n - 1);  // s + i is s[i]
  cnf.add({-lits[0], s});
  for (int i = 1; i < n - 1; ++i) {
    cnf.add({-lits[i], s + i});
    cnf.add({-(s + i - 1), s + i});
    cnf.add({-lits[i], -(s + i - 1)});
  }
  cnf.add({-lits[n - 1], -(s + n - 2)});
}

// Pair g = literals 2g and 2g + 1; its code is g written on the bits.
void bimander(Cnf& cnf, std::span<const Lit> lits) {
  const int n = static_cast<int>(lits.size());
  const int pairs = (n + 1) / 2;
  const int bits = ceil_log2(pairs);
  const int first_bit = cnf.new_vars(bits);
  for (int i = 0; i + 1 < n; i += 2) cnf.add({-lits[i], -lits[i + 1]});
  for (int i = 0; i < n; ++i) {
    const int pair = i / 2;
    for (int b = 0; b < bits; ++b) {
      const Lit bit = first_bit + b;
      cnf.add({-lits[i], (pair >> b) & 1 ? bit : -bit});
    }
  }
}

void encode(Cnf& cnf, std::span<const Lit> lits, Amo encoding, int pairwise_up_to);

// Literal k sits at row k / cols, column k % cols of a grid about sqrt(n) on a side.
void product(Cnf& cnf, std::span<const Lit> lits, int pairwise_up_to) {
  const int n = static_cast<int>(lits.size());
  int side = 1;
  while (side * side < n) ++side;
  const int cols = (n + side - 1) / side;
  const int rows = (n + cols - 1) / cols;
  const int first_row = cnf.new_vars(rows);
  const int first_col = cnf.new_vars(cols);
  for (int k = 0; k < n; ++k) {
    cnf.add({-lits[k], first_row + k / cols});
    cnf.add({-lits[k], first_col + k % cols});
  }
  std::vector<Lit> row_lits(static_cast<std::size_t>(rows));
  std::vector<Lit> col_lits(static_cast<std::size_t>(cols));
  for (int r = 0; r < rows; ++r) row_lits[static_cast<std::size_t>(r)] = first_row + r;
  for (int c = 0; c < cols; ++c) col_lits[static_cast<std::size_t>(c)] = first_col + c;
  encode(cnf, row_lits, Amo::Product, pairwise_up_to);
  encode(cnf, col_lits, Amo::Product, pairwise_up_to);
}

void encode(Cnf& cnf, std::span<const Lit> lits, Amo encoding, int pairwise_up_to) {
  // Product needs at least three literals to make a grid smaller than its input (termination).
  if (encoding == Amo::Product || encoding == Amo::Auto)
    pairwise_up_to = std::max(pairwise_up_to, 2);
  if (lits.size() <= 1) return;
  if (static_cast<int>(lits.size()) <= pairwise_up_to) {
    pairwise(cnf, lits);
    return;
  }
  switch (encoding) {
    case Amo::Pairwise:
      pairwise(cnf, lits);
      return;
    case Amo::Sequential:
      sequential(cnf, lits);
      return;
    case Amo::Bimander:
      bimander(cnf, lits);
      return;
    case Amo::Product:
    case Amo::Auto:  // above its pairwise size
      product(cnf, lits, pairwise_up_to);
      return;
  }
}

}  // namespace

void at_most_one(Cnf& cnf, std::span<const Lit> lits, Amo encoding, int pairwise_up_to) {
  if (!cnf.answer().knows_any()) {
    encode(cnf, lits, encoding, pairwise_up_to);
    return;
  }
  // A shrinking CNF (Cnf::shrink_by): literals known false take no part; one known true makes
  // every other literal false.
  std::vector<Lit> open;
  open.reserve(lits.size());
  for (Lit lit : lits) {
    const int known = cnf.answer().known(lit);
    if (known < 0) continue;
    if (known > 0) {
      for (Lit other : lits)
        if (other != lit && cnf.answer().known(other) >= 0) cnf.add({-other});
      return;
    }
    open.push_back(lit);
  }
  if (open.size() >= 2) encode(cnf, open, encoding, pairwise_up_to);
}

void at_most_one(Cnf& cnf, std::span<const Lit> lits, Amo encoding) {
  encode(cnf, lits, encoding, amo_pairwise_up_to(encoding));
}

// The at-least-one clause; over no literals it is the empty clause, as it should be.
void exactly_one(Cnf& cnf, std::span<const Lit> lits, Amo encoding, int pairwise_up_to) {
  cnf.add(lits);
  at_most_one(cnf, lits, encoding, pairwise_up_to);
}

void exactly_one(Cnf& cnf, std::span<const Lit> lits, Amo encoding) {
  exactly_one(cnf, lits, encoding, amo_pairwise_up_to(encoding));
}

}  // namespace gridsat

// Cardinality constraints: at most / at least / exactly k of n literals.
//
// The bounds every caller may pass are settled first, without auxiliaries: k < 0 or k > n is
// impossible (the empty clause), "at most n" and "at least 0" are no constraint, "at most 0" and
// "at least n" are unit clauses, "at most n - 1" and "at least 1" are one clause. Only the bounds
// that need a counter, always 1 <= k <= n - 1, reach an encoding (the public functions at the
// bottom).
//
// Sequential counter (Sinz 2005). Register s(i, j) means "at least j of x_1..x_i are true".
// x_i and s(i-1, j-1) set s(i, j), s(i-1, j) carries on to s(i, j), and x_i with s(i-1, k) is
// the overflow that at-most-k forbids. Only the registers that can matter are made: j <= i
// (more than i of i is impossible) and j >= i - (n-1-k) (a lower count could not reach k by
// row n - 1, so it never feeds an overflow clause). That band holds k(n-k) registers, and
// at-most-k takes 2k(n-k) + n - 2k clauses (Sinz's 3n - 4 for k = 1).
// "At least k of x" is "at most n-k of not-x"; read through s(i, j) = not t(i, i+1-j) the
// counter for not-x has the very same band of registers, so exactly-k puts both clause sets on
// one set of k(n-k) registers: 4k(n-k) clauses.
//
// Totalizer (Bailleux & Boufkhad 2003). A balanced binary tree over the literals; each inner node
// holds the count of its leaves in unary, o_j = "at least j are true". Upward clauses
// a_i and b_j => o_(i+j) push counts toward the root, downward clauses not a_(i+1) and not
// b_(j+1) => not o_(i+j+1) pull them back. Counts above the cut m are not represented (outputs
// o_1..o_min(size, m)): m = k+1 for at-most-k (upward clauses, root unit not o_(k+1)), m = k for
// at-least-k (downward, root unit o_k), m = k+1 with both for exactly-k. The same constraint over
// the negated literals has bound n - k; the smaller cut is used.
//
// Both encodings are arc-consistent under unit propagation (generalized arc consistency): when
// the literals already true reach the upper bound, propagation sets all others false; when the
// false ones leave exactly the lower bound, it sets all others true; a violated bound is a
// conflict. tests/encodings checks this for every partial assignment of small inputs.
#include "encodings/cardinality.hpp"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <limits>
#include <vector>

namespace gridsat {

std::string_view card_name(Card encoding) {
  return encoding == Card::Sequential ? "sequential" : "totalizer";
}

std::optional<Card> parse_card(std::string_view name) {
  for (Card c : kAllCard)
    if (card_name(c) == name) return c;
  return std::nullopt;
}

namespace {

// Registers and outputs that are constant by construction stand in clauses as these two values;
// add_clause drops a clause holding kTrue and the kFalse literals of the others.
constexpr Lit kTrue = std::numeric_limits<Lit>::max();
constexpr Lit kFalse = -kTrue;

void add_clause(Cnf& cnf, std::initializer_list<Lit> terms) {
  std::array<Lit, 3> kept{};
  std::size_t size = 0;
  for (Lit lit : terms) {
    if (lit == kTrue) return;
    if (lit != kFalse) kept.at(size++) = lit;
  }
  cnf.add(std::span<const Lit>(kept.data(), size));
}

std::vector<Lit> negated(std::span<const Lit> lits) {
  std::vector<Lit> result(lits.begin(), lits.end());
  for (Lit& lit : result) lit = -lit;
  return result;
}

void impossible(Cnf& cnf) {
  cnf.add(std::span<const Lit>());
}

void all_true(Cnf& cnf, std::span<const Lit> lits) {
  for (Lit lit : lits) cnf.add({lit});
}

// ---- sequential counter ----

// The band of registers of a counter over n literals with bound k, 1 <= k <= n - 1.
class Registers {
 public:
  Registers(Cnf& cnf, int n, int k) : n_(n), k_(k), first_(static_cast<std::size_t>(n), 0) {
    for (int i = 1; i <= n - 1; ++i)
      first_[static_cast<std::size_t>(i)] = cnf.new_vars(hi(i) - lo(i) + 1);
  }
  int lo(int row) const { return std::max(1, row - (n_ - 1 - k_)); }
  int hi(int row) const { return std::min(row, k_); }
  // s(row, j) for 0 <= row <= n - 1 and any j.
  Lit at(int row, int j) const {
    if (j <= 0) return kTrue;        // at least none
    if (j > hi(row)) return kFalse;  // more than the row has (j > k is never asked)
    if (j < lo(row)) return kTrue;   // never asked: below the band only conclusions would be
    return first_[static_cast<std::size_t>(row)] + (j - lo(row));
  }

 private:
  int n_;
  int k_;
  std::vector<int> first_;  // first variable of each row; row 0 has none
};

// Sinz's clauses for "at most k of x" over registers reg(row, j), whose band is that of
// Registers(cnf, n, k).
template <class Reg>
void sinz_at_most(Cnf& cnf, std::span<const Lit> x, int k, const Reg& reg) {
  const int n = static_cast<int>(x.size());
  const int slack = n - 1 - k;
  for (int i = 1; i <= n - 1; ++i) {
    const Lit xi = x[static_cast<std::size_t>(i - 1)];
    for (int j = std::max(1, i - slack); j <= std::min(i, k); ++j) {
      add_clause(cnf, {-reg(i - 1, j), reg(i, j)});
      add_clause(cnf, {-xi, -reg(i - 1, j - 1), reg(i, j)});
    }
  }
  for (int i = 1; i <= n; ++i)
    add_clause(cnf, {-x[static_cast<std::size_t>(i - 1)], -reg(i - 1, k)});
}

void sequential(Cnf& cnf, std::span<const Lit> x, int k, bool upper, bool lower) {
  const int n = static_cast<int>(x.size());
  const Registers s(cnf, n, k);
  auto direct = [&s](int row, int j) { return s.at(row, j); };
  // t(row, j) = "at least j of not-x_1..not-x_row" = not s(row, row + 1 - j).
  auto flipped = [&s](int row, int j) { return -s.at(row, row + 1 - j); };
  if (upper) sinz_at_most(cnf, x, k, direct);
  if (lower) sinz_at_most(cnf, negated(x), n - k, flipped);
}

// ---- totalizer ----

// The unary count of `lits` cut at `cut`: outputs o_1..o_min(size, cut). A single literal is its
// own output.
std::vector<Lit> totalize(Cnf& cnf, std::span<const Lit> lits, int cut, bool up, bool down) {
  if (lits.size() == 1) return {lits[0]};
  const std::size_t half = lits.size() / 2;
  const std::vector<Lit> a = totalize(cnf, lits.first(half), cut, up, down);
  const std::vector<Lit> b = totalize(cnf, lits.subspan(half), cut, up, down);
  const int size = std::min(static_cast<int>(lits.size()), cut);
  const int first = cnf.new_vars(size);
  // o_0 is true; past the end of a child that was not cut, false. (Past the end of a cut child
  // would be unknown, but the loops below never reach there: every index stays <= cut.)
  auto at = [](const std::vector<Lit>& v, int i) {
    if (i == 0) return kTrue;
    return i <= static_cast<int>(v.size()) ? v[static_cast<std::size_t>(i - 1)] : kFalse;
  };
  auto out = [first](int i) { return first + i - 1; };
  const int na = static_cast<int>(a.size());
  const int nb = static_cast<int>(b.size());
  for (int i = 0; i <= na; ++i) {
    for (int j = 0; j <= nb; ++j) {
      if (up && i + j >= 1 && i + j <= size) add_clause(cnf, {-at(a, i), -at(b, j), out(i + j)});
      if (down && i + j + 1 <= size) add_clause(cnf, {at(a, i + 1), at(b, j + 1), -out(i + j + 1)});
    }
  }
  std::vector<Lit> outputs(static_cast<std::size_t>(size));
  for (int i = 1; i <= size; ++i) outputs[static_cast<std::size_t>(i - 1)] = out(i);
  return outputs;
}

// count <= k when `upper`, count >= k when `lower`; 1 <= k <= n - 1.
void totalizer_oriented(Cnf& cnf, std::span<const Lit> x, int k, bool upper, bool lower) {
  const std::vector<Lit> outputs = totalize(cnf, x, upper ? k + 1 : k, upper, lower);
  if (upper) cnf.add({-outputs[static_cast<std::size_t>(k)]});
  if (lower) cnf.add({outputs[static_cast<std::size_t>(k - 1)]});
}

void totalizer(Cnf& cnf, std::span<const Lit> x, int k, bool upper, bool lower) {
  const int n = static_cast<int>(x.size());
  const int direct_cut = upper ? k + 1 : k;
  const int flipped_cut = lower ? n - k + 1 : n - k;  // count(not x) <= n-k when lower, ...
  if (direct_cut <= flipped_cut)
    totalizer_oriented(cnf, x, k, upper, lower);
  else
    totalizer_oriented(cnf, negated(x), n - k, lower, upper);
}

// count <= k and/or count >= k through the chosen encoding; 1 <= k <= n - 1.
void encode(Cnf& cnf, std::span<const Lit> x, int k, bool upper, bool lower, Card encoding) {
  if (encoding == Card::Sequential)
    sequential(cnf, x, k, upper, lower);
  else
    totalizer(cnf, x, k, upper, lower);
}

}  // namespace

void at_most_k(Cnf& cnf, std::span<const Lit> lits, int k, Card encoding) {
  const int n = static_cast<int>(lits.size());
  if (k < 0) return impossible(cnf);
  if (k >= n) return;
  if (k == 0) return all_true(cnf, negated(lits));
  if (k == n - 1) return cnf.add(negated(lits));
  encode(cnf, lits, k, true, false, encoding);
}

void at_least_k(Cnf& cnf, std::span<const Lit> lits, int k, Card encoding) {
  const int n = static_cast<int>(lits.size());
  if (k > n) return impossible(cnf);
  if (k <= 0) return;
  if (k == n) return all_true(cnf, lits);
  if (k == 1) return cnf.add(lits);
  encode(cnf, lits, k, false, true, encoding);
}

void exactly_k(Cnf& cnf, std::span<const Lit> lits, int k, Card encoding) {
  const int n = static_cast<int>(lits.size());
  if (k < 0 || k > n) return impossible(cnf);
  if (k == 0) return all_true(cnf, negated(lits));
  if (k == n) return all_true(cnf, lits);
  if (k == 1 || k == n - 1) {  // one half is a single clause: no shared counter to gain
    at_most_k(cnf, lits, k, encoding);
    at_least_k(cnf, lits, k, encoding);
    return;
  }
  encode(cnf, lits, k, true, true, encoding);
}

std::vector<Lit> unary_count(Cnf& cnf, std::span<const Lit> lits) {
  if (lits.empty()) return {};
  return totalize(cnf, lits, static_cast<int>(lits.size()), true, true);
}

std::vector<Lit> unary_count(Cnf& cnf, std::span<const Lit> lits, int upto) {
  if (lits.empty() || upto < 1) return {};
  return totalize(cnf, lits, std::min(upto, static_cast<int>(lits.size())), true, true);
}

}  // namespace gridsat

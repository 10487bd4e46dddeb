// Cardinality constraints: at most / at least / exactly k of a set of literals are true.
//
//  sequential  Sinz's sequential counter (registers s[i][j] = "at least j of the first i"), only
//              the registers that can matter: k(n-k) auxiliaries; at most k 2k(n-k) + n - 2k
//              clauses, at least k 2k(n-k) - n + 2k, exactly k 4k(n-k) (one shared counter).
//  totalizer   Bailleux & Boufkhad's totalizer: a binary tree of unary sums with the outputs above
//              the bound cut off (k+1 for at most k, k for at least k, or the same over the
//              negated literals with n-k when smaller): at most n ceil(log2 n) auxiliaries,
//              O(n m) clauses for the cut m.
// Bounds that need no counter (k <= 0, k >= n - 1 for at most, k <= 1, k >= n for at least) are
// unit clauses, one clause, nothing or the empty clause. Both encodings are arc-consistent under
// unit propagation.
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

enum class Card { Sequential, Totalizer };

inline constexpr Card kAllCard[] = {Card::Sequential, Card::Totalizer};

std::string_view card_name(Card encoding);
std::optional<Card> parse_card(std::string_view name);

// k may be anything: k < 0 (at_least: k <= 0) and k >= n are handled (trivially true or false).
void at_most_k(Cnf& cnf, std::span<const Lit> lits, int k, Card encoding);
void at_least_k(Cnf& cnf, std::span<const Lit> lits, int k, Card encoding);
void exactly_k(Cnf& cnf, std::span<const Lit> lits, int k, Card encoding);
// The count of `lits` in unary, for rules that compare counts: outputs o_1..o_n, o_j true exactly
// when at least j of the literals are (a totalizer with both directions, uncut; no output for
// an empty list).
std::vector<Lit> unary_count(Cnf& cnf, std::span<const Lit> lits);
// The same count cut at `upto` (>= 1): outputs o_1..o_m, m = min(upto, n), o_j true exactly when
// at least j of the literals are; the totalizer's nodes stop at the cut, so a count compared
// with a small target costs O(n upto) clauses instead of O(n^2).
std::vector<Lit> unary_count(Cnf& cnf, std::span<const Lit> lits, int upto);

}  // namespace gridsat

// Cardinality constraints: at most / at least / exactly k of a set of literals are true.
//
//  sequential  Sinz's sequential counter (registers s[i][j] = "at least j of the first i"):
//              O(n k) clauses and auxiliaries.
//  totalizer   Bailleux & Boufkhad's totalizer: a binary tree of unary sums, O(n log n)
//              auxiliaries, O(n k) clauses with the outputs above k+1 cut off.
// Both are arc-consistent under unit propagation.
#pragma once

#include <optional>
#include <span>
#include <string_view>

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

}  // namespace gridsat

// At-most-one and exactly-one over a set of literals, behind one call shape so that callers and
// benchmarks switch encodings with one word. Every encoding is arc-consistent under unit
// propagation: once one literal is true, propagation makes all the others false.
//
//  pairwise    n(n-1)/2 binary clauses, no auxiliary variables; the strongest propagation, best for
//              the small groups of a 9 x 9 grid.
//  sequential  Sinz's sequential counter for k = 1: 3n - 4 clauses, n - 1 auxiliaries.
//  bimander    Nguyen & Mai Neng's bimander with groups of two: pairwise inside each group and the
//              group index in binary on b = ceil(log2(ceil(n/2))) auxiliaries;
//              floor(n/2) + n b clauses.
//  product     Chen's two-dimensional product encoding, recursive on its row and column vectors:
//              2n + 4 sqrt(n) + O(n^(1/4)) clauses, 2 sqrt(n) + O(n^(1/4)) auxiliaries.
//  auto        pairwise up to 32 literals, product above: pairwise propagates best where its
//              clauses are affordable (a 25 x 25 sudoku solves several times faster with it
//              than with product or sequential), and product keeps large grids small (a 64 x 64
//              sudoku: 60 MB of DIMACS instead of pairwise's 580 MB).
//
// Small groups, where an encoding would not save a clause over pairwise, are encoded pairwise
// (sequential up to 5 literals, bimander and product up to 6): see amo_pairwise_up_to.
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

enum class Amo { Pairwise, Sequential, Bimander, Product, Auto };

// Every AMO encoding, for loops in tests and benchmarks.
inline constexpr Amo kAllAmo[] = {Amo::Pairwise, Amo::Sequential, Amo::Bimander, Amo::Product,
                                  Amo::Auto};

std::string_view amo_name(Amo encoding);
std::optional<Amo> parse_amo(std::string_view name);

void at_most_one(Cnf& cnf, std::span<const Lit> lits, Amo encoding);
void exactly_one(Cnf& cnf, std::span<const Lit> lits, Amo encoding);

// The largest group that at_most_one encodes pairwise whatever the encoding asked for.
int amo_pairwise_up_to(Amo encoding);

// As above with that fall-back size chosen by the caller, so that tests can check each encoding's
// own clauses on groups small enough for brute force. Product encodes groups of two pairwise
// whatever `pairwise_up_to` says (its grid for two literals would be the pair again).
void at_most_one(Cnf& cnf, std::span<const Lit> lits, Amo encoding, int pairwise_up_to);
void exactly_one(Cnf& cnf, std::span<const Lit> lits, Amo encoding, int pairwise_up_to);

}  // namespace gridsat

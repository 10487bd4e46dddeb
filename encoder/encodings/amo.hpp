// At-most-one and exactly-one over a set of literals, behind one call shape so that callers and
// benchmarks switch encodings with one word.
//
//  pairwise    n(n-1)/2 binary clauses, no auxiliary variables; the strongest propagation, best for
//              the small groups of a 9 x 9 grid.
//  sequential  Sinz's sequential counter for k = 1: 3n clauses, n-1 auxiliaries.
//  bimander    Nguyen & Mai Neng's bimander: groups of two, pairwise inside a group, the group
//              index in binary; about n^2/4... n log n clauses, n/2 .. log n auxiliaries.
//  product     Chen's two-dimensional product encoding: 2n + 4 sqrt(n) clauses, 2 sqrt(n) aux.
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

enum class Amo { Pairwise, Sequential, Bimander, Product };

// Every AMO encoding, for loops in tests and benchmarks.
inline constexpr Amo kAllAmo[] = {Amo::Pairwise, Amo::Sequential, Amo::Bimander, Amo::Product};

std::string_view amo_name(Amo encoding);
std::optional<Amo> parse_amo(std::string_view name);

void at_most_one(Cnf& cnf, std::span<const Lit> lits, Amo encoding);
void exactly_one(Cnf& cnf, std::span<const Lit> lits, Amo encoding);

}  // namespace gridsat

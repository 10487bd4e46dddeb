// The brute-force judge of the connectivity tests (tests/encodings, tests/propagators): whether
// chosen nodes are connected, by a plain flood fill written apart from the code it judges.
#pragma once

#include <vector>

#include "encodings/connectivity.hpp"
#include "encodings/lattice.hpp"

namespace gridsat::test {

// The chosen nodes of `graph` are connected (no chosen node counts as connected).
bool connected(const Graph& graph, const std::vector<char>& chosen);

// The used edges of a lattice (a flag per lattice edge index) are one single loop or none:
// degree 0 or 2 at every point, and one component.
bool loop_or_empty(const Lattice& lattice, const std::vector<char>& used);

// Flag i of the result is bit i of `mask` (the i-th node chosen).
std::vector<char> bits_of(unsigned mask, int n);

}  // namespace gridsat::test

// The native rules for connected nodes and single loops (propagators/connectivity.hpp) against
// brute force: from a partial assignment they never lose a completion that keeps the rule,
// report a contradiction only when there is none, and on complete assignments they accept
// exactly the connected choices (the single loops, or no edge at all).
#include <catch2/catch.hpp>
#include <random>
#include <vector>

#include "encodings/lattice.hpp"
#include "propagators/connectivity.hpp"
#include "support/connected.hpp"

namespace gridsat {
namespace {

using test::bits_of;
using test::connected;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

bool fits(const std::vector<Tri>& state, const std::vector<char>& full) {
  for (std::size_t i = 0; i < state.size(); ++i)
    if (state[i] != Tri::Open && (state[i] == Tri::Yes) != (full[i] != 0)) return false;
  return true;
}

}  // namespace

TEST_CASE("connected nodes: every partial assignment of a 3 x 3 grid, against brute force") {
  const Graph graph = grid_graph(3, 3);
  std::vector<std::vector<char>> good;
  for (unsigned mask = 0; mask < 512; ++mask)
    if (connected(graph, bits_of(mask, 9))) good.push_back(bits_of(mask, 9));
  int narrowed = 0;
  for (int code = 0; code < 19683; ++code) {  // 3^9 partial assignments
    std::vector<Tri> state(9);
    for (int i = 0, c = code; i < 9; ++i, c /= 3)
      state[at(i)] = c % 3 == 0 ? Tri::Open : c % 3 == 1 ? Tri::Yes : Tri::No;
    const std::vector<Tri> before = state;
    std::vector<const std::vector<char>*> completions;
    for (const auto& g : good)
      if (fits(before, g)) completions.push_back(&g);
    CAPTURE(code);
    const bool ok = propagate_connected(graph, state);
    if (!ok) {
      CHECK(completions.empty());
      continue;
    }
    for (std::size_t i = 0; i < 9; ++i)
      if (before[i] != Tri::Open) REQUIRE(state[i] == before[i]);  // only Open cells change
    for (const auto* g : completions) REQUIRE(fits(state, *g));
    if (state != before) ++narrowed;
    bool complete = true;
    for (Tri t : before) complete = complete && t != Tri::Open;
    if (complete) CHECK(completions.size() == 1);  // a complete one passes only if connected
  }
  CHECK(narrowed > 1000);  // it does narrow (articulation points, unreachable nodes)
}

using test::loop_or_empty;

TEST_CASE("single loop: partial assignments of a 3 x 4 lattice, against brute force") {
  const LoopShape shape{3, 3, 2, 4};  // 3 x 4 points
  const Lattice l = lattice_of(shape);
  const int n = static_cast<int>(l.edges.size());
  const int cells = shape.grid_rows() * shape.grid_cols();
  // Edge states by answer cell (padding cells No), from states by lattice edge.
  auto by_cell = [&](const std::vector<Tri>& edges) {
    std::vector<Tri> out(at(cells), Tri::No);
    for (int e = 0; e < n; ++e) out[at(l.edges[at(e)].cell)] = edges[at(e)];
    return out;
  };
  std::vector<std::vector<char>> good;
  for (unsigned mask = 0; mask < (1u << n); ++mask)
    if (loop_or_empty(l, bits_of(mask, n))) good.push_back(bits_of(mask, n));
  REQUIRE(good.size() > 14);

  // Every complete assignment.
  for (unsigned mask = 0; mask < (1u << n); ++mask) {
    const auto used = bits_of(mask, n);
    std::vector<Tri> edges(at(n));
    for (int e = 0; e < n; ++e) edges[at(e)] = used[at(e)] ? Tri::Yes : Tri::No;
    std::vector<Tri> state = by_cell(edges);
    CAPTURE(mask);
    REQUIRE(propagate_loop(shape, state) == loop_or_empty(l, used));
  }
  // Random partial ones.
  std::mt19937 rng(15);
  int narrowed = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    std::vector<Tri> edges(at(n));
    for (Tri& t : edges) {
      const unsigned r = rng() % 6;
      t = r < 3 ? Tri::Open : r < 4 ? Tri::Yes : Tri::No;
    }
    std::vector<const std::vector<char>*> completions;
    for (const auto& g : good)
      if (fits(edges, g)) completions.push_back(&g);
    std::vector<Tri> state = by_cell(edges);
    const std::vector<Tri> before = state;
    CAPTURE(trial);
    if (!propagate_loop(shape, state)) {
      CHECK(completions.empty());
      continue;
    }
    std::vector<Tri> after(at(n));
    for (int e = 0; e < n; ++e) after[at(e)] = state[at(l.edges[at(e)].cell)];
    for (const auto* g : completions) REQUIRE(fits(after, *g));
    if (state != before) ++narrowed;
  }
  CHECK(narrowed > 100);
}

}  // namespace gridsat

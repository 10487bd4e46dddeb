#include "propagators/automaton.hpp"

#include <cstdint>

namespace gridsat {

namespace {

// Marks of states per layer without clearing between calls: a state is marked in a layer when its
// entry holds that layer's stamp (each call takes fresh stamps).
struct Marks {
  std::vector<std::uint64_t> stamp;
  std::uint64_t next = 1;
  void fit(std::size_t states) {
    if (stamp.size() < states) stamp.resize(states, 0);
  }
};

}  // namespace

bool filter_line_automaton(const LineAutomaton& a, std::span<const int> line,
                           std::vector<Candidates>& cells, bool& changed) {
  const std::size_t n = line.size();
  const auto states = static_cast<std::size_t>(a.num_states);
  auto cand = [&](std::size_t i) -> Candidates& {
    return cells[static_cast<std::size_t>(line[i])];
  };
  // Forward: the states reached before each cell, as lists (an automaton whose states each belong
  // to one layer, as the ones with the numbers used do, is walked only where the candidates go).
  thread_local Marks seen, live;
  thread_local std::vector<std::vector<int>> reach;
  seen.fit(states);
  live.fit(states);
  if (reach.size() < n + 1) reach.resize(n + 1);
  const std::uint64_t base = seen.next;
  seen.next += n + 1;
  reach[0].assign(1, a.start);
  seen.stamp[static_cast<std::size_t>(a.start)] = base;
  for (std::size_t i = 0; i < n; ++i) {
    reach[i + 1].clear();
    for (int q : reach[i])
      for (Candidates bits = cand(i); bits; bits &= bits - 1) {
        const int to = a.step(q, __builtin_ctzll(bits));
        if (to < 0 || seen.stamp[static_cast<std::size_t>(to)] == base + i + 1) continue;
        seen.stamp[static_cast<std::size_t>(to)] = base + i + 1;
        reach[i + 1].push_back(to);
      }
    if (reach[i + 1].empty()) return false;
  }
  // Backward: live states (reached, and acceptance reachable from them), layer by layer.
  const std::uint64_t lbase = live.next;
  live.next += n + 1;
  bool any = false;
  for (int q : reach[n])
    if (a.accepting[static_cast<std::size_t>(q)]) {
      live.stamp[static_cast<std::size_t>(q)] = lbase + n;
      any = true;
    }
  if (!any) return false;
  thread_local std::vector<int> now_live;
  for (std::size_t i = n; i-- > 0;) {
    Candidates supported = 0;
    now_live.clear();
    for (int q : reach[i])
      for (Candidates bits = cand(i); bits; bits &= bits - 1) {
        const int v = __builtin_ctzll(bits);
        const int to = a.step(q, v);
        if (to < 0 || live.stamp[static_cast<std::size_t>(to)] != lbase + i + 1) continue;
        if (now_live.empty() || now_live.back() != q) now_live.push_back(q);
        supported |= Candidates{1} << v;
      }
    // Marked after the layer: a state may be live both here and one layer on.
    for (int q : now_live) live.stamp[static_cast<std::size_t>(q)] = lbase + i;
    if (supported != cand(i)) {
      cand(i) = supported;
      changed = true;
    }
    if (supported == 0) return false;
  }
  return true;
}

}  // namespace gridsat

// Brute-force judges for the propagator tests. A constraint over k cells is given by its plain
// reading (a predicate on one value index per cell); from a vector of candidate bitsets the
// judges list every complete assignment the candidates allow and keep the ones the predicate
// accepts. The values each cell takes in those are its supported values: what a propagator may
// never remove, and what an exact one leaves.
#pragma once

#include <cstddef>
#include <functional>
#include <random>
#include <span>
#include <sstream>
#include <string>
#include <vector>

#include "puzzles/native_rules.hpp"

namespace gridsat::test {

// The plain reading of a constraint: values[i] is the value index cell i takes.
using Holds = std::function<bool(std::span<const int> values)>;

// Calls f for every complete assignment allowed by `cands` (value index per cell); none when
// some cell has no candidate.
template <class F>
void for_each_assignment(std::span<const Candidates> cands, F&& f) {
  std::vector<int> values(cands.size(), 0);
  const std::function<void(std::size_t)> walk = [&](std::size_t i) {
    if (i == cands.size()) {
      f(std::span<const int>(values));
      return;
    }
    for (Candidates rest = cands[i]; rest; rest &= rest - 1) {
      values[i] = lowest_index(rest);
      walk(i + 1);
    }
  };
  walk(0);
}

// Per cell, the values used by some assignment that `cands` allows and `holds` accepts; nothing
// when there is no such assignment (all zeros).
inline std::vector<Candidates> supports(std::span<const Candidates> cands, const Holds& holds) {
  std::vector<Candidates> out(cands.size(), 0);
  for_each_assignment(cands, [&](std::span<const int> values) {
    if (!holds(values)) return;
    for (std::size_t i = 0; i < values.size(); ++i) out[i] |= Candidates{1} << values[i];
  });
  return out;
}

inline bool any_support(const std::vector<Candidates>& support) {
  for (Candidates c : support)
    if (c == 0) return false;
  return true;
}

// Calls f for every vector of k candidate sets over m values (each a subset of 0 .. m - 1,
// empty ones included when `with_empty`): (2^m)^k vectors.
template <class F>
void for_each_candidate_set(int k, int m, bool with_empty, F&& f) {
  const Candidates first = with_empty ? 0 : 1;
  const Candidates last = (Candidates{1} << m) - 1;
  std::vector<Candidates> cands(static_cast<std::size_t>(k), first);
  for (;;) {
    f(cands);
    std::size_t i = 0;
    while (i < cands.size() && cands[i] == last) cands[i++] = first;
    if (i == cands.size()) return;
    ++cands[i];
  }
}

// A random non-empty subset of 0 .. m - 1, biased towards larger sets (most of what a search
// meets is wide).
inline Candidates random_candidates(std::mt19937& rng, int m) {
  const Candidates all = (Candidates{1} << m) - 1;
  Candidates c = 0;
  while (c == 0) {
    c = std::uniform_int_distribution<Candidates>(0, all)(rng);
    if (std::uniform_int_distribution<int>(0, 2)(rng) == 0)
      c |= std::uniform_int_distribution<Candidates>(0, all)(rng);
  }
  return c;
}

// "{1,3} {0} {}" for messages.
inline std::string describe(std::span<const Candidates> cands) {
  std::ostringstream out;
  for (std::size_t i = 0; i < cands.size(); ++i) {
    out << (i ? " {" : "{");
    bool first = true;
    for (Candidates rest = cands[i]; rest; rest &= rest - 1) {
      out << (first ? "" : ",") << lowest_index(rest);
      first = false;
    }
    out << "}";
  }
  return out.str();
}

// What a propagator did to candidates `before` (it returned `ok` and left `after`) against the
// assignments the constraint accepts. Empty when it is sound: it kept every supported value and
// reported a contradiction only when there is no supported assignment. With `exact`, it must
// moreover have removed every unsupported value (and reported a contradiction whenever there is
// no supported assignment).
// `support`: the supported values of `before`, as supports() lists them.
inline std::string judge(std::span<const Candidates> before, std::span<const Candidates> after,
                         bool ok, const std::vector<Candidates>& support, bool exact) {
  const bool possible = any_support(support);
  auto failed = [&](const char* what) {
    std::ostringstream why;
    why << what << ": candidates " << describe(before) << " became " << describe(after)
        << (ok ? " (accepted)" : " (rejected)") << "; supported: " << describe(support);
    return why.str();
  };
  if (!ok) return possible ? failed("rejected a satisfiable state") : "";
  if (exact && !possible) return failed("accepted an unsatisfiable state");
  for (std::size_t i = 0; i < before.size(); ++i) {
    if ((after[i] & support[i]) != support[i]) return failed("removed a supported value");
    if ((after[i] & ~before[i]) != 0) return failed("added a value");
    if (exact && after[i] != support[i]) return failed("kept an unsupported value");
  }
  return "";
}
inline std::string judge(std::span<const Candidates> before, std::span<const Candidates> after,
                         bool ok, const Holds& holds, bool exact) {
  return judge(before, after, ok, supports(before, holds), exact);
}

// A complete assignment as candidates: one bit per cell.
inline std::vector<Candidates> as_singles(std::span<const int> values) {
  std::vector<Candidates> out;
  for (int v : values) out.push_back(Candidates{1} << v);
  return out;
}

}  // namespace gridsat::test

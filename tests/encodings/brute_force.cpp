// The judges of brute_force.hpp: plain enumeration of input assignments (n <= 8, so at most 256
// full and 6561 partial ones), CaDiCaL for satisfiability and a deliberately naive unit
// propagator for arc consistency.
#include "encodings/brute_force.hpp"

#include <bit>
#include <cstdlib>

#include "sat/sat_solver.hpp"

namespace gridsat::test {
namespace {

using Mask = unsigned;

int count_true(Mask mask) {
  return std::popcount(mask);
}

// Input i is true in `mask` exactly when bit i is set.
std::string describe(Mask assigned, Mask values, int n) {
  std::string text;
  for (int i = 0; i < n; ++i) text += !(assigned >> i & 1) ? '.' : (values >> i & 1) ? '1' : '0';
  return "inputs " + text;
}

std::vector<Lit> assumptions_for(std::span<const Lit> inputs, Mask values) {
  std::vector<Lit> lits;
  for (std::size_t i = 0; i < inputs.size(); ++i)
    lits.push_back(values >> i & 1 ? inputs[i] : -inputs[i]);
  return lits;
}

std::vector<std::vector<Lit>> clauses_of(const Cnf& cnf) {
  std::vector<std::vector<Lit>> clauses;
  cnf.for_each_clause([&](std::span<const Lit> c) { clauses.emplace_back(c.begin(), c.end()); });
  return clauses;
}

// Values by variable: 1 true, -1 false, 0 unassigned. Propagates to a fixpoint by sweeping every
// clause until nothing changes; returns false on a conflict.
bool propagate(const std::vector<std::vector<Lit>>& clauses, std::vector<signed char>& value) {
  auto truth = [&value](Lit lit) { return lit > 0 ? value[lit] : -value[-lit]; };
  for (bool changed = true; changed;) {
    changed = false;
    for (const auto& clause : clauses) {
      int open = 0;
      Lit last_open = 0;
      bool satisfied = false;
      for (Lit lit : clause) {
        const int t = truth(lit);
        if (t > 0) {
          satisfied = true;
          break;
        }
        if (t == 0) {
          ++open;
          last_open = lit;
        }
      }
      if (satisfied) continue;
      if (open == 0) return false;
      if (open == 1) {
        value[std::abs(last_open)] = last_open > 0 ? 1 : -1;
        changed = true;
      }
    }
  }
  return true;
}

}  // namespace

Inputs make_inputs(int n) {
  Inputs result;
  result.cnf.new_var();  // unused by any constraint
  for (int i = 0; i < n; ++i) {
    const int var = result.cnf.new_var();
    result.lits.push_back(i % 2 == 0 ? var : -var);
  }
  return result;
}

std::string sat_exactly_when(const Cnf& cnf, std::span<const Lit> inputs, const CountRule& rule) {
  const int n = static_cast<int>(inputs.size());
  auto solver = make_cadical_solver({});
  solver->add_cnf(cnf);
  for (Mask values = 0; values < (1u << n); ++values) {
    const SatResult expected = rule(count_true(values)) ? SatResult::Sat : SatResult::Unsat;
    const SatResult got = solver->solve(assumptions_for(inputs, values));
    if (got != expected)
      return describe((1u << n) - 1, values, n) +
             (expected == SatResult::Sat ? ": satisfy the rule but the CNF is not SAT"
                                         : ": break the rule but the CNF is not UNSAT");
  }
  return "";
}

long long count_projected_models(const Cnf& cnf, std::span<const Lit> over, long long limit) {
  auto solver = make_cadical_solver({});
  solver->add_cnf(cnf);
  long long count = 0;
  while (count < limit) {
    const SatResult result = solver->solve();
    if (result == SatResult::Unsat) break;
    if (result != SatResult::Sat) return -1;
    ++count;
    std::vector<Lit> blocking;
    for (Lit lit : over) blocking.push_back(solver->value(std::abs(lit)) == (lit > 0) ? -lit : lit);
    solver->add_clause(blocking);
  }
  return count;
}

std::string projected_models_match(const Cnf& cnf, std::span<const Lit> inputs,
                                   const CountRule& rule) {
  const int n = static_cast<int>(inputs.size());
  long long expected = 0;
  for (Mask values = 0; values < (1u << n); ++values) expected += rule(count_true(values)) ? 1 : 0;
  const long long got = count_projected_models(cnf, inputs, (1ll << n) + 1);
  if (got == expected) return "";
  return "projected models: " + std::to_string(got) + ", brute force: " + std::to_string(expected);
}

std::string propagation_complete(const Cnf& cnf, std::span<const Lit> inputs,
                                 const CountRule& rule) {
  const int n = static_cast<int>(inputs.size());
  std::vector<Mask> accepted;
  for (Mask values = 0; values < (1u << n); ++values)
    if (rule(count_true(values))) accepted.push_back(values);
  const auto clauses = clauses_of(cnf);
  const Mask all = (1u << n) - 1;

  // Every partial assignment: digit i of `code` in base 3 is 0 unassigned, 1 false, 2 true.
  int partials = 1;
  for (int i = 0; i < n; ++i) partials *= 3;
  for (int code = 0; code < partials; ++code) {
    Mask assigned = 0;
    Mask values = 0;
    for (int i = 0, rest = code; i < n; ++i, rest /= 3) {
      if (rest % 3 != 0) assigned |= 1u << i;
      if (rest % 3 == 2) values |= 1u << i;
    }
    // What the rule says: is there a completion, and which inputs do all completions agree on.
    bool feasible = false;
    Mask some_true = 0;
    Mask all_true = all;
    for (Mask full : accepted) {
      if ((full & assigned) != values) continue;
      feasible = true;
      some_true |= full;
      all_true &= full;
    }
    // What propagation says.
    std::vector<signed char> value(static_cast<std::size_t>(cnf.num_vars()) + 1, 0);
    for (int i = 0; i < n; ++i) {
      if (!(assigned >> i & 1)) continue;
      const Lit lit = values >> i & 1 ? inputs[static_cast<std::size_t>(i)]
                                      : -inputs[static_cast<std::size_t>(i)];
      value[static_cast<std::size_t>(std::abs(lit))] = lit > 0 ? 1 : -1;
    }
    const bool consistent = propagate(clauses, value);
    const std::string where = describe(assigned, values, n);
    if (!feasible) {
      if (consistent) return where + ": no completion satisfies the rule, propagation misses it";
      continue;
    }
    if (!consistent) return where + ": propagation conflicts, yet a completion exists";
    for (int i = 0; i < n; ++i) {
      if (assigned >> i & 1) continue;
      const Lit lit = inputs[static_cast<std::size_t>(i)];
      const int truth =
          lit > 0 ? value[static_cast<std::size_t>(lit)] : -value[static_cast<std::size_t>(-lit)];
      const int forced = (all_true >> i & 1) ? 1 : !(some_true >> i & 1) ? -1 : 0;
      if (truth != forced)
        return where + ": input " + std::to_string(i + 1) + " is forced to " +
               std::to_string(forced) + " but propagation gives " + std::to_string(truth);
    }
  }
  return "";
}

}  // namespace gridsat::test

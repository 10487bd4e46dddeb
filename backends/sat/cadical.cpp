#include "sat/cadical.hpp"

#include <cadical.hpp>

#include <algorithm>
#include <climits>
#include <stdexcept>

#include "sat/alarm.hpp"

namespace gridsat {
namespace {

// CaDiCaL asks its terminator every tenth step; the budget reads the clock on every 16th call.
// On a huge instance a step can take a second: an Alarm (sat/alarm.hpp) stops the solver at the
// deadline, or when the interrupt or cancel flag is set and rung, and this is the fallback.
class Stopper : public CaDiCaL::Terminator {
 public:
  explicit Stopper(Budget& budget) : budget_(budget) {}
  bool terminate() override { return budget_.poll(); }

 private:
  Budget& budget_;
};

// CaDiCaL 1.5.3 has no statistics in its API: a learner that takes no clause but counts the
// offers, one per conflict, gives the conflict count.
class ConflictCounter : public CaDiCaL::Learner {
 public:
  bool learning(int) override {
    ++count;
    return false;
  }
  void learn(int) override {}
  long long count = 0;
};

}  // namespace

struct Cadical::State {
  explicit State(const Limits& limits) : budget(limits), stopper(budget) {}
  Budget budget;
  CaDiCaL::Solver solver;
  Stopper stopper;
  ConflictCounter counter;
  // An alarm that fired after CaDiCaL had finished its call may leave its forced termination
  // for the next call, which then returns at once: that call is made again.
  bool late_termination = false;
  // add_literals stopped at a limit before the whole formula was in.
  bool incomplete = false;
};

Cadical::Cadical(const Limits& limits, const CadicalOptions& options)
    : state_(std::make_unique<State>(limits)) {
  CaDiCaL::Solver& s = state_->solver;
  if (!options.tuning.configuration.empty() && !s.configure(options.tuning.configuration.c_str()))
    throw std::logic_error("no CaDiCaL configuration " + options.tuning.configuration);
  for (const auto& [name, value] : options.tuning.options)
    if (!s.set(name.c_str(), value)) throw std::logic_error("no CaDiCaL option " + name);
  s.set("quiet", 1);
  if (options.small) {
    s.set("lucky", 0);
    s.set("chrono", 0);
  }
  if (!options.proof_path.empty()) {
    s.set("binary", 0);
    if (!s.trace_proof(options.proof_path.c_str()))
      throw std::runtime_error("cannot write the proof to " + options.proof_path);
  }
  s.connect_learner(&state_->counter);
  s.connect_terminator(&state_->stopper);
}

Cadical::~Cadical() {
  // A solve call that ran out of memory (std::bad_alloc) leaves CaDiCaL in its SOLVING state,
  // where the disconnect calls are fatal API misuse; its destructor accepts that state.
  CaDiCaL::Solver& s = state_->solver;
  if (s.state() == CaDiCaL::SOLVING) return;
  s.disconnect_terminator();
  s.disconnect_learner();
}

void Cadical::add_literals(std::span<const Lit> flat) {
  // Loading ten million clauses takes seconds: the budget is asked between clauses every 65,536
  // literals, and a formula left half loaded is never solved (solve answers Unknown).
  constexpr std::size_t kAsk = std::size_t{1} << 16;
  std::size_t next_ask = kAsk;
  for (std::size_t i = 0; i < flat.size(); ++i) {
    state_->solver.add(flat[i]);
    if (flat[i] == 0 && i >= next_ask) {
      next_ask = i + kAsk;
      if (state_->budget.over()) {
        state_->incomplete = true;
        return;
      }
    }
  }
}

void Cadical::add_clause(std::span<const Lit> clause) {
  for (Lit lit : clause) state_->solver.add(lit);
  state_->solver.add(0);
}

void Cadical::freeze(int var) {
  state_->solver.freeze(var);
}

void Cadical::reserve(int vars) {
  state_->solver.reserve(vars);
}

void Cadical::limit_decisions(int decisions) {
  state_->solver.limit("decisions", decisions);
}

int Cadical::solve_once(std::span<const Lit> assumptions, long long conflicts) {
  State& state = *state_;
  const Limits& limits = state.budget.limits();
  long long max_conflicts = limits.max_conflicts;
  if (conflicts >= 0 && (max_conflicts < 0 || conflicts < max_conflicts)) max_conflicts = conflicts;
  if (max_conflicts >= 0)
    state.solver.limit("conflicts", static_cast<int>(std::min<long long>(max_conflicts, INT_MAX)));
  for (Lit lit : assumptions) state.solver.assume(lit);
  CaDiCaL::Solver& solver = state.solver;
  // The budget's own deadline, armed by its first over(): the alarm never stops a call that the
  // budget would let go on.
  Alarm alarm(state.budget.deadline(), {limits.interrupt, limits.cancel},
              [&solver] { solver.terminate(); });
  const int result = state.solver.solve();
  if (alarm.fired() && result != 0) state.late_termination = true;
  return result;
}

SatResult Cadical::answer(std::span<const Lit> assumptions, long long conflicts) {
  int result = solve_once(assumptions, conflicts);
  if (result == 0 && state_->late_termination && !state_->budget.over()) {
    state_->late_termination = false;
    result = solve_once(assumptions, conflicts);
  }
  return result == 10 ? SatResult::Sat : result == 20 ? SatResult::Unsat : SatResult::Unknown;
}

SatResult Cadical::solve(std::span<const Lit> assumptions) {
  Budget& budget = state_->budget;
  if (budget.over() || state_->incomplete) return SatResult::Unknown;
  const SatResult result = answer(assumptions, -1);
  if (result == SatResult::Unknown && !budget.over()) budget.conflicts_exhausted();
  return result;
}

SatResult Cadical::solve_within(std::span<const Lit> assumptions, long long conflicts) {
  const long long own = state_->budget.limits().max_conflicts;
  if (own >= 0 && own <= conflicts) return solve(assumptions);  // the limits' bound is the lower
  Budget& budget = state_->budget;
  if (budget.over() || state_->incomplete) return SatResult::Unknown;
  const SatResult result = answer(assumptions, conflicts);
  // A deadline or an interrupt that stopped the call becomes stop_reason; the bound does not.
  if (result == SatResult::Unknown) budget.over();
  return result;
}

bool Cadical::value(int var) const {
  return state_->solver.val(var) > 0;
}

bool Cadical::failed(Lit lit) const {
  return state_->solver.failed(lit);
}

long long Cadical::conflicts() const {
  return state_->counter.count;
}

StopReason Cadical::stop_reason() const {
  return state_->budget.reason();
}

void Cadical::rearm(const Limits& limits) {
  state_->budget.rearm(limits);
}

}  // namespace gridsat

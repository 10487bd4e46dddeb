// The incremental solver that switches a puzzle's removable clues by assumptions (see
// clue_solver.hpp for why the clauses of clues other than givens can be split off).
#include "clue_solver.hpp"
#include "conflict_counter.hpp"

#include <cadical.hpp>

#include <algorithm>
#include <chrono>
#include <optional>
#include <stdexcept>

#include "puzzles/answer.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

// ---- the solver ----

namespace {

class Stopper : public CaDiCaL::Terminator {
 public:
  explicit Stopper(const Limits& limits) : budget(limits) { budget.start(); }
  bool terminate() override { return budget.poll(); }
  Budget budget;
};

}  // namespace

struct ClueSolver::Engine {
  explicit Engine(const Limits& limits) : stopper(limits) {
    solver.set("quiet", 1);
    solver.connect_terminator(&stopper);
    solver.connect_learner(&conflicts);
  }
  ~Engine() { disconnect_callbacks(solver); }
  CaDiCaL::Solver solver;
  Stopper stopper;
  ConflictCounter conflicts;
};

ClueSolver::ClueSolver(const Puzzle& puzzle, const EncodeOptions& encode, const Limits& limits)
    : base_(with_clues(puzzle, {})), encode_(encode), engine_(std::make_unique<Engine>(limits)) {
  base_->encode(base_cnf_, encode_);
  next_var_ = base_cnf_.num_vars();
  for (Lit lit : base_cnf_.literals()) engine_->solver.add(lit);
  cell_lits_.resize(at(base_->rows() * base_->cols()));
  for (const CellVar& e : base_cnf_.answer().entries())
    cell_lits_[at(e.row * base_->cols() + e.col)].emplace_back(e.value, e.var);
}

ClueSolver::~ClueSolver() = default;

Lit ClueSolver::cell_literal(int row, int col, int value) const {
  const auto& lits = cell_lits_[at(row * base_->cols() + col)];
  for (auto [v, lit] : lits)
    if (v == value) return lit;
  // A boolean cell (binairo): one variable for the value 1, false for 0.
  if (lits.size() == 1 && lits.front().first == 1 && value == 0) return -lits.front().second;
  return 0;
}

std::vector<int> ClueSolver::values(int row, int col) const {
  const auto& lits = cell_lits_[at(row * base_->cols() + col)];
  if (lits.size() == 1 && lits.front().first == 1) return {0, 1};
  std::vector<int> out;
  for (auto [v, lit] : lits) out.push_back(v);
  std::sort(out.begin(), out.end());
  return out;
}

Lit ClueSolver::literal(const Clue& clue) {
  if (clue.kind == Clue::Kind::Given) {
    Lit lit = cell_literal(clue.row, clue.col, clue.value);
    if (lit == 0) {  // a value outside the cell's domain: a literal that is always false
      lit = new_var();
      add_clause(std::vector<Lit>{-lit});
    }
    return lit;
  }
  const auto key =
      std::tuple(static_cast<int>(clue.kind), static_cast<int>(clue.side), clue.index, clue.value);
  if (auto it = border_lits_.find(key); it != border_lits_.end()) return it->second;

  const Clue one[] = {clue};
  Cnf with;
  with_clues(*base_, one)->encode(with, encode_);
  const auto& b = base_cnf_.literals();
  const auto& w = with.literals();
  const auto& ba = base_cnf_.answer().entries();
  const auto& wa = with.answer().entries();
  bool same_answer = ba.size() == wa.size();
  for (std::size_t i = 0; same_answer && i < ba.size(); ++i)
    same_answer = ba[i].row == wa[i].row && ba[i].col == wa[i].col && ba[i].value == wa[i].value &&
                  ba[i].var == wa[i].var;
  if (!same_answer || w.size() < b.size() || !std::equal(b.begin(), b.end(), w.begin()) ||
      with.num_vars() < base_cnf_.num_vars())
    throw std::logic_error("the encoding of a " + std::string(base_->type()) +
                           " clue is not the clue-free encoding plus clauses of its own");
  const int base_vars = base_cnf_.num_vars();
  const int shift = next_var_ - base_vars;  // auxiliary v > base_vars becomes v + shift
  next_var_ += with.num_vars() - base_vars;
  const Lit act = new_var();
  for (std::size_t i = b.size(); i < w.size(); ++i) {
    Lit lit = w[i];
    if (lit == 0) {
      engine_->solver.add(-act);
      engine_->solver.add(0);
      continue;
    }
    const int var = std::abs(lit);
    if (var > base_vars) lit = lit > 0 ? lit + shift : lit - shift;
    engine_->solver.add(lit);
  }
  border_lits_.emplace(key, act);
  return act;
}

SatResult ClueSolver::solve(std::span<const Clue> clues, std::span<const Lit> extra) {
  std::vector<Lit> assumptions;
  assumptions.reserve(clues.size() + extra.size());
  for (const Clue& clue : clues) assumptions.push_back(literal(clue));
  assumptions.insert(assumptions.end(), extra.begin(), extra.end());
  return solve_literals(assumptions);
}

SatResult ClueSolver::solve_literals(std::span<const Lit> assumptions) {
  Budget& budget = engine_->stopper.budget;
  if (budget.over()) return SatResult::Unknown;
  const long long max_conflicts = budget.limits().max_conflicts;
  if (max_conflicts >= 0)
    engine_->solver.limit("conflicts",
                          static_cast<int>(std::min<long long>(max_conflicts, 1LL << 30)));
  for (Lit lit : assumptions) engine_->solver.assume(lit);
  const int result = engine_->solver.solve();
  if (result == 10) return SatResult::Sat;
  if (result == 20) return SatResult::Unsat;
  if (!budget.over()) budget.conflicts_exhausted();
  return SatResult::Unknown;
}

Grid ClueSolver::model() const {
  auto& solver = engine_->solver;
  return decode_grid(base_cnf_.answer(), base_->rows(), base_->cols(),
                     [&](int var) { return solver.val(var) > 0; });
}

void ClueSolver::add_clause(std::span<const Lit> clause) {
  for (Lit lit : clause) engine_->solver.add(lit);
  engine_->solver.add(0);
}

void ClueSolver::block(const Grid& grid, Lit guard) {
  std::vector<Lit> clause = blocking_clause(base_cnf_.answer(), grid);
  if (guard != 0) clause.push_back(-guard);
  add_clause(clause);
}

StopReason ClueSolver::stop_reason() const {
  return engine_->stopper.budget.reason();
}

long long ClueSolver::conflicts() const {
  return engine_->conflicts.count;
}

}  // namespace gridsat

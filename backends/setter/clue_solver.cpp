// The incremental solver that switches a puzzle's removable clues by assumptions (see
// clue_solver.hpp for why the clauses of clues other than givens can be split off).
#include "setter/clue_solver.hpp"

#include <algorithm>
#include <chrono>
#include <optional>
#include <stdexcept>

#include "driver/cuts.hpp"
#include "puzzles/answer.hpp"
#include "puzzles/answer_kind.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The clauses of `with` (the clue-free encoding `base` with one clue) that are the clue's own:
// `base`'s clauses must all be in `with`, in their order and with the same variables (the
// clue's auxiliary variables numbered after `base`'s), and the others are the clue's. Throws
// when `with` is not such an encoding: switching the clue by a literal would then be wrong.
std::vector<Lit> own_clauses(const Cnf& base, const Cnf& with, std::string_view type) {
  const auto& ba = base.answer().entries();
  const auto& wa = with.answer().entries();
  bool same_answer = ba.size() == wa.size() && with.num_vars() >= base.num_vars();
  for (std::size_t i = 0; same_answer && i < ba.size(); ++i)
    same_answer = ba[i].row == wa[i].row && ba[i].col == wa[i].col && ba[i].value == wa[i].value &&
                  ba[i].var == wa[i].var;
  const auto& b = base.literals();
  const auto& w = with.literals();
  std::vector<Lit> own;
  std::size_t bi = 0;  // the next clause of `base` to find
  for (std::size_t wi = 0; same_answer && wi < w.size();) {
    const std::size_t w_end = static_cast<std::size_t>(
        std::find(w.begin() + static_cast<std::ptrdiff_t>(wi), w.end(), 0) - w.begin());
    const std::size_t length = w_end - wi + 1;  // with its 0
    if (bi + length <= b.size() && std::equal(w.begin() + static_cast<std::ptrdiff_t>(wi),
                                              w.begin() + static_cast<std::ptrdiff_t>(w_end + 1),
                                              b.begin() + static_cast<std::ptrdiff_t>(bi)))
      bi += length;
    else
      own.insert(own.end(), w.begin() + static_cast<std::ptrdiff_t>(wi),
                 w.begin() + static_cast<std::ptrdiff_t>(w_end + 1));
    wi = w_end + 1;
  }
  if (!same_answer || bi != b.size())
    throw std::logic_error("the encoding of a " + std::string(type) +
                           " clue is not the clue-free encoding plus clauses of its own");
  return own;
}

}  // namespace

ClueSolver::ClueSolver(const Puzzle& puzzle, const EncodeOptions& encode, const Limits& limits,
                       bool switch_fixed)
    : base_(switch_fixed ? with_parts(puzzle, {}) : with_clues(puzzle, {})),
      encode_(embedded_options(encode)),
      solver_(std::make_unique<Cadical>(limits)) {
  base_->encode(base_cnf_, encode_);
  next_var_ = base_cnf_.num_vars();
  solver_->add_literals(base_cnf_.literals());
  rule_lits_ = base_cnf_.literals();
  std::tie(rows_, cols_) = answer_size(*base_);
  cell_lits_.resize(at(rows_ * cols_));
  for (const CellVar& e : base_cnf_.answer().entries())
    cell_lits_[at(e.row * cols_ + e.col)].emplace_back(e.value, e.var);
}

ClueSolver::~ClueSolver() = default;

Lit ClueSolver::cell_literal(int row, int col, int value) const {
  const auto& lits = cell_lits_[at(row * cols_ + col)];
  for (auto [v, lit] : lits)
    if (v == value) return lit;
  // A boolean cell (binairo): one variable for the value 1, false for 0.
  if (lits.size() == 1 && lits.front().first == 1 && value == 0) return -lits.front().second;
  return 0;
}

std::vector<int> ClueSolver::values(int row, int col) const {
  const auto& lits = cell_lits_[at(row * cols_ + col)];
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
      const Lit never[] = {-lit, 0};
      solver_->add_literals(never);
      rule_lits_.insert(rule_lits_.end(), std::begin(never), std::end(never));
    }
    return lit;
  }
  const auto key =
      std::tuple(static_cast<int>(clue.kind), static_cast<int>(clue.side), clue.index, clue.value);
  if (auto it = border_lits_.find(key); it != border_lits_.end()) return it->second;

  const Clue one[] = {clue};
  Cnf with;
  std::unique_ptr<Puzzle> alone = with_clues(*base_, {});
  if (clue.kind == Clue::Kind::Part)
    alone->keep_fixed_clues(one);
  else
    alone->set_clues(one);
  alone->encode(with, encode_);
  const std::vector<Lit> own = own_clauses(base_cnf_, with, base_->type());
  const int base_vars = base_cnf_.num_vars();
  const int shift = next_var_ - base_vars;  // auxiliary v > base_vars becomes v + shift
  next_var_ += with.num_vars() - base_vars;
  const Lit act = new_var();
  std::vector<Lit> guarded;  // the clue's clauses, each as (act -> clause)
  guarded.reserve(own.size() + own.size() / 4);
  for (Lit lit : own) {
    if (lit == 0) {
      guarded.push_back(-act);
      guarded.push_back(0);
      continue;
    }
    const int var = std::abs(lit);
    if (var > base_vars) lit = lit > 0 ? lit + shift : lit - shift;
    guarded.push_back(lit);
  }
  solver_->add_literals(guarded);
  rule_lits_.insert(rule_lits_.end(), guarded.begin(), guarded.end());
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
  return solve_with_cuts(*base_, base_cnf_.answer(), *solver_, assumptions);
}

SatResult ClueSolver::probe(std::span<const Lit> assumptions, long long conflicts) {
  const long long until = solver_->conflicts() + conflicts;
  return solve_with_cuts(
      *base_, base_cnf_.answer(),
      [&] {
        const long long left = until - solver_->conflicts();
        return left <= 0 ? SatResult::Unknown : solver_->solve_within(assumptions, left);
      },
      [&](int var) { return solver_->value(var); },
      [&](const std::vector<Lit>& clause) { solver_->add_clause(std::span<const Lit>(clause)); });
}

bool ClueSolver::budget_over() const {
  return solver_->stop_reason() != StopReason::None;
}

Grid ClueSolver::model() const {
  return decode_grid(base_cnf_.answer(), rows_, cols_,
                     [&](int var) { return solver_->value(var); });
}

bool ClueSolver::failed(Lit lit) const {
  return solver_->failed(lit);
}

void ClueSolver::add_clause(std::span<const Lit> clause) {
  solver_->add_clause(clause);
}

void ClueSolver::block(const Grid& grid, Lit guard) {
  std::vector<Lit> clause = blocking_clause(base_cnf_.answer(), grid);
  if (guard != 0) clause.push_back(-guard);
  add_clause(clause);
}

StopReason ClueSolver::stop_reason() const {
  return solver_->stop_reason();
}

long long ClueSolver::conflicts() const {
  return solver_->conflicts();
}

}  // namespace gridsat

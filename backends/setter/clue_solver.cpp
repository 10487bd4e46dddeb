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

}  // namespace

ClueSolver::ClueSolver(const Puzzle& puzzle, const EncodeOptions& encode, const Limits& limits)
    : base_(with_clues(puzzle, {})),
      encode_(embedded_options(encode)),
      solver_(std::make_unique<Cadical>(limits)) {
  base_->encode(base_cnf_, encode_);
  next_var_ = base_cnf_.num_vars();
  solver_->add_literals(base_cnf_.literals());
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
  std::vector<Lit> guarded;  // the clue's clauses, each as (act -> clause)
  guarded.reserve(w.size() - b.size() + w.size() / 4);
  for (std::size_t i = b.size(); i < w.size(); ++i) {
    Lit lit = w[i];
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

Grid ClueSolver::model() const {
  return decode_grid(base_cnf_.answer(), rows_, cols_,
                     [&](int var) { return solver_->value(var); });
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

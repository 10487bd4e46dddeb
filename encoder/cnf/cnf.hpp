// The CNF that every encoding writes into: variables, a flat clause store and the answer map.
//
// Clauses are kept in one flat vector of literals, each clause terminated by 0 — the layout that
// both DIMACS and CaDiCaL's `add` consume, so that handing a formula over costs no re-formatting.
// The answer map names the variables that carry the puzzle's answer ("cell r, c has value v", or
// for a loop "edge h|v i j is on the loop"), so that a model can be decoded by anyone who reads the
// DIMACS comments.
#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gridsat {

using Lit =
    int;  // DIMACS convention: variable v is the literal v, its negation -v; 0 is never a literal

// "Variable `var` is true exactly when cell (row, col) holds `value`" (0-based row and column).
// A cell with one entry of value 1 and no other entries is boolean: the variable false means 0.
struct CellVar {
  int row;
  int col;
  int value;
  int var;
};

// The edges of a loop answer (slitherlink, masyu): h_rows x h_cols horizontal edges ("h") and
// v_rows x v_cols vertical ones ("v") of a lattice of h_rows x v_cols points. The answer grid
// holds them as puzzles/answer_kind.hpp lays out: the h rows, then the v rows, grid_cols() wide.
struct LoopShape {
  int h_rows = 0;
  int h_cols = 0;
  int v_rows = 0;
  int v_cols = 0;

  int grid_rows() const { return h_rows + v_rows; }
  int grid_cols() const { return std::max(h_cols, v_cols); }
  bool operator==(const LoopShape&) const = default;
};

// What is known of an answer cell before its clauses are written: +1 the cell holds the value
// in every solution, -1 in none, 0 not known (see Cnf::shrink_by).
using CellKnowledge = std::function<int(int row, int col, int value)>;

class AnswerMap {
 public:
  void add(int row, int col, int value, int var) {
    entries_.push_back({row, col, value, var});
    if (knowledge_) learn(var, knowledge_(row, col, value));
  }
  const std::vector<CellVar>& entries() const { return entries_; }
  bool empty() const { return entries_.empty(); }

  // +1 / -1 when an answer literal's value is known in every solution, else 0.
  int known(Lit lit) const {
    const auto var = static_cast<std::size_t>(lit > 0 ? lit : -lit);
    if (var >= known_.size()) return 0;
    return lit > 0 ? known_[var] : -known_[var];
  }
  bool knows_any() const { return known_count_ > 0; }

  // A loop answer's map (puzzles/answer_kind.hpp name_edge sets it): every entry is a boolean
  // edge at its cell of the answer grid, named `c edge h|v i j` in DIMACS, and the grid that
  // decode_grid makes has the shape's size.
  void set_loop(const LoopShape& shape) { loop_ = shape; }
  const std::optional<LoopShape>& loop() const { return loop_; }

 private:
  friend class Cnf;
  void learn(int var, int value) {
    if (value == 0) return;
    const auto v = static_cast<std::size_t>(var);
    if (known_.size() <= v) known_.resize(v + 1, 0);
    known_[v] = static_cast<signed char>(value > 0 ? 1 : -1);
    ++known_count_;
  }
  std::vector<CellVar> entries_;
  std::optional<LoopShape> loop_;
  CellKnowledge knowledge_;
  std::vector<signed char> known_;  // by variable
  long long known_count_ = 0;
};

// Thrown by Cnf::add when the test set with Cnf::stop_when says to stop: an encoding cut short
// by a limit (a deadline, an interrupt). What was written so far is of no use.
struct EncodingStopped {};

class Cnf {
 public:
  int new_var() { return ++num_vars_; }
  // Reserves `count` consecutive variables and returns the first.
  int new_vars(int count) {
    int first = num_vars_ + 1;
    num_vars_ += count;
    return first;
  }
  int num_vars() const { return num_vars_; }
  std::size_t num_clauses() const { return num_clauses_; }

  void add(std::initializer_list<Lit> clause) {
    add(std::span<const Lit>(clause.begin(), clause.size()));
  }
  void add(std::span<const Lit> clause);
  void add(const std::vector<Lit>& clause) { add(std::span<const Lit>(clause)); }

  // The clauses, each followed by a 0.
  const std::vector<Lit>& literals() const { return literals_; }

  template <class F>
  void for_each_clause(F&& f) const {
    std::size_t start = 0;
    for (std::size_t i = 0; i < literals_.size(); ++i) {
      if (literals_[i] == 0) {
        f(std::span<const Lit>(literals_.data() + start, i - start));
        start = i + 1;
      }
    }
  }

  AnswerMap& answer() { return answer_; }
  const AnswerMap& answer() const { return answer_; }

  // Shrinking before encoding. Set before the puzzle is encoded, `knowledge` says what a
  // propagation of the puzzle's own rules has found (cells fixed, values ruled out); the answer
  // map records it for each answer variable as the encoder names it, and from then on add()
  // leaves out every clause that a known-true literal satisfies and every known-false literal
  // of the others, and at_most_one() skips the ruled-out literals. keep_known() then writes the
  // known literals as unit clauses, so that the result has exactly the models of the whole
  // encoding (every known literal holds in every solution) over far fewer clauses. A CNF written
  // out or certified is never shrunk: it must stand on its own against the rules.
  void shrink_by(CellKnowledge knowledge) { answer_.knowledge_ = std::move(knowledge); }
  // One unit clause per known answer literal (each variable once).
  void keep_known();

  void reserve(std::size_t literal_count) { literals_.reserve(literal_count); }

  // A test that add() runs every kStopCheckEvery literals: when it answers true, add() throws
  // EncodingStopped. So a limit cuts an encoding that would outlast it (a huge puzzle's takes
  // seconds) as it cuts a search; the test runs a few hundred times per second of encoding at
  // most, so it may read the clock.
  void stop_when(std::function<bool()> test) {
    stop_ = std::move(test);
    next_stop_check_ = literals_.size() + kStopCheckEvery;
  }
  static constexpr std::size_t kStopCheckEvery = std::size_t{1} << 16;

 private:
  int num_vars_ = 0;
  std::size_t num_clauses_ = 0;
  std::vector<Lit> literals_;
  AnswerMap answer_;
  std::function<bool()> stop_;
  std::size_t next_stop_check_ = 0;
};

}  // namespace gridsat

#include "support/constraint_judge.hpp"

#include <catch2/catch.hpp>
#include <numeric>
#include <random>

#include "formats/formats.hpp"

#include "sat/sat_solver.hpp"

namespace gridsat::test {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Calls f(grid) for every assignment of 1..n to `cells` over `background`.
template <class F>
void for_each_assignment(std::span<const int> cells, const Grid& background, F&& f) {
  const int n = background.cols;
  Grid grid = background;
  for (int cell : cells) grid.cells[at(cell)] = 1;
  while (true) {
    f(grid);
    std::size_t k = 0;
    while (k < cells.size() && grid.cells[at(cells[k])] == n) grid.cells[at(cells[k++])] = 1;
    if (k == cells.size()) return;
    ++grid.cells[at(cells[k])];
  }
}

std::string grid_text(const Grid& g, std::span<const int> cells) {
  std::string out;
  for (int cell : cells)
    out += cell_name(cell, g.cols) + "=" + std::to_string(g.cells[at(cell)]) + " ";
  return out;
}

Candidates all_values(int n) {
  return n >= 64 ? ~Candidates{0} : (Candidates{1} << n) - 1;
}

// The one-hot CNF of an n x n grid with the constraint's clauses (and, with `implied`, its
// implied ones) in CaDiCaL: does a complete grid satisfy them?
class ClauseJudge {
 public:
  ClauseJudge(const SudokuConstraint& constraint, int n, bool implied) : n_(n), x_(cnf_, n * n, n) {
    one_value_per_cell(cnf_, x_, Amo::Pairwise);
    SudokuVars vars(cnf_, x_, n);
    constraint.encode(vars, EncodeOptions{});
    if (implied) constraint.encode_implied(vars);
    solver_ = make_cadical_solver({});
    solver_->add_cnf(cnf_);
  }
  bool accepts(const Grid& g) {
    std::vector<Lit> fixed;
    for (int cell = 0; cell < n_ * n_; ++cell) fixed.push_back(x_.lit(cell, g.cells[at(cell)] - 1));
    return solver_->solve(fixed) == SatResult::Sat;
  }

 private:
  int n_;
  Cnf cnf_;
  OneHotGrid x_;
  std::unique_ptr<SatSolver> solver_;
};

}  // namespace

Grid latin_background(int n) {
  Grid g(n, n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) g.at(r, c) = (r + c) % n + 1;
  return g;
}

long long assignments(int n, std::size_t k) {
  long long all = 1;
  for (std::size_t i = 0; i < k; ++i) all *= n;
  return all;
}

ParseError bad_line(const std::string& section, const std::string& lines) {
  ReadResult read = read_puzzle("sudoku 4\n" + section + ":\n" + lines + "\n", "", "");
  REQUIRE(read.error);
  return *read.error;
}

long long accepted_assignments(const SudokuConstraint& constraint, std::span<const int> cells,
                               const Grid& background) {
  long long count = 0;
  for_each_assignment(cells, background, [&](const Grid& g) {
    if (!constraint.check(g)) ++count;
  });
  return count;
}

std::string judge_implied(const SudokuConstraint& constraint, std::span<const int> group,
                          const Grid& background) {
  ClauseJudge clauses(constraint, background.cols, true);
  std::vector<int> values(group.size());
  std::iota(values.begin(), values.end(), 1);
  Grid g = background;
  do {
    for (std::size_t k = 0; k < group.size(); ++k) g.cells[at(group[k])] = values[k];
    const bool ok = !constraint.check(g);
    if (clauses.accepts(g) != ok)
      return "check " + std::string(ok ? "accepts" : "rejects") +
             " but the CNF with the implied clauses does not agree: " + grid_text(g, group);
  } while (std::next_permutation(values.begin(), values.end()));
  return "";
}

std::string judge_constraint(const SudokuConstraint& constraint, std::span<const int> cells,
                             const Grid& background) {
  const int n = background.cols;
  ClauseJudge clauses(constraint, n, false);

  std::string failure;
  std::vector<Grid> accepted;
  for_each_assignment(cells, background, [&](const Grid& g) {
    if (!failure.empty()) return;
    const bool ok = !constraint.check(g);
    if (ok) accepted.push_back(g);
    const bool sat = clauses.accepts(g);
    if (sat != ok)
      failure = "check " + std::string(ok ? "accepts" : "rejects") + " but the CNF is " +
                (sat ? "satisfiable" : "not satisfiable") + ": " + grid_text(g, cells);
    std::vector<Candidates> cand(at(n * n));
    for (int cell = 0; cell < n * n; ++cell)
      cand[at(cell)] = Candidates{1} << (g.cells[at(cell)] - 1);
    bool changed = false;
    if (failure.empty() && constraint.propagate(cand, n, changed) != ok)
      failure = "check " + std::string(ok ? "accepts" : "rejects") + " but propagate " +
                (ok ? "fails" : "passes") + ": " + grid_text(g, cells);
  });
  if (!failure.empty()) return failure;

  // Partial assignments: digit d of `pattern` in base n+1 is 0 for an open cell, else its value.
  long long total = 1;
  for (std::size_t k = 0; k < cells.size() && total <= 200000; ++k) total *= n + 1;
  const bool sample = total > 200000;
  std::mt19937_64 rng(12345);
  const long long rounds = sample ? 200000 : total;
  for (long long round = 0; round < rounds; ++round) {
    std::vector<int> partial(cells.size());
    long long code = round;
    for (std::size_t k = 0; k < cells.size(); ++k) {
      partial[k] = sample ? static_cast<int>(rng() % static_cast<std::uint64_t>(n + 1))
                          : static_cast<int>(code % (n + 1));
      code /= n + 1;
    }
    std::vector<Candidates> cand(at(n * n));
    for (int cell = 0; cell < n * n; ++cell)
      cand[at(cell)] = Candidates{1} << (background.cells[at(cell)] - 1);
    for (std::size_t k = 0; k < cells.size(); ++k)
      cand[at(cells[k])] = partial[k] ? Candidates{1} << (partial[k] - 1) : all_values(n);
    std::vector<Candidates> support(cells.size(), 0);
    bool any = false;
    for (const Grid& g : accepted) {
      bool matches = true;
      for (std::size_t k = 0; k < cells.size() && matches; ++k)
        matches = !partial[k] || g.cells[at(cells[k])] == partial[k];
      if (!matches) continue;
      any = true;
      for (std::size_t k = 0; k < cells.size(); ++k)
        support[k] |= Candidates{1} << (g.cells[at(cells[k])] - 1);
    }
    bool changed = false;
    const bool ok = constraint.propagate(cand, n, changed);
    std::string shown;
    for (std::size_t k = 0; k < cells.size(); ++k)
      shown += cell_name(cells[k], n) + "=" + (partial[k] ? std::to_string(partial[k]) : "?") + " ";
    if (!ok && any) return "propagate fails though a completion is accepted: " + shown;
    if (!ok) continue;
    for (std::size_t k = 0; k < cells.size(); ++k)
      if ((support[k] & ~cand[at(cells[k])]) != 0)
        return "propagate removes a value of " + cell_name(cells[k], n) +
               " that an accepted completion has: " + shown;
  }
  return "";
}

}  // namespace gridsat::test

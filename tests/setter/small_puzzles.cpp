#include "setter/small_puzzles.hpp"

#include <catch2/catch.hpp>
#include <set>

#include "puzzles/answer_kind.hpp"
#include "sat/cadical.hpp"
#include "sat/unit_reducer.hpp"

namespace gridsat::test {
namespace {

// "cell (row, col) holds value" in `cnf`'s answer map (a boolean cell's 0 is its variable
// negated); 0 when there is none.
Lit answer_literal(const Cnf& cnf, int row, int col, int value) {
  const CellVar* only = nullptr;
  int entries = 0;
  for (const CellVar& e : cnf.answer().entries()) {
    if (e.row != row || e.col != col) continue;
    if (e.value == value) return e.var;
    only = &e;
    ++entries;
  }
  if (entries == 1 && only->value == 1 && value == 0) return -only->var;
  return 0;
}

Cnf fresh_encoding(const Puzzle& puzzle, const std::vector<Clue>& clues) {
  return encode_puzzle(*with_parts(puzzle, clues), reasoning_options(EncodeOptions{}));
}

}  // namespace

std::vector<SmallKind> small_kinds() {
  auto kind = [](const std::string& name, const char* type, int size,
                 const char* option = nullptr) {
    SmallKind k{name, {}};
    k.spec.type = type;
    k.spec.params.rows = k.spec.params.cols = size;
    if (option) k.spec.params.options[option] = "";
    return k;
  };
  return {
      kind("sudoku 4", "sudoku", 4),
      kind("killer 4", "sudoku", 4, "killer"),
      kind("jigsaw 4", "sudoku", 4, "jigsaw"),
      kind("calcudoku 4", "calcudoku", 4),
      kind("skyscrapers 4", "skyscrapers", 4),
      kind("abc 4", "abc", 4),
      kind("binairo 6", "binairo", 6),
      kind("futoshiki 4", "futoshiki", 4),
      kind("hitori 5", "hitori", 5),
      kind("kurodoko 5", "kurodoko", 5),
      kind("nurikabe 5", "nurikabe", 5),
      kind("slitherlink 4", "slitherlink", 4),
      kind("masyu 5", "masyu", 5),
      kind("nonogram 5", "nonogram", 5),
      kind("lightup 5", "lightup", 5),
      kind("tents 5", "tents", 5),
      kind("starbattle 5", "starbattle", 5),
      kind("kakuro 4", "kakuro", 4),
  };
}

Grid only_solution(const Puzzle& puzzle) {
  RunResult r = run(puzzle, Mode::Unique, RunOptions{});
  REQUIRE_FALSE(r.internal_error.has_value());
  REQUIRE(r.verdict == Verdict::Unique);
  return r.solutions.front();
}

std::vector<int> open_cells(const Puzzle& puzzle) {
  const auto [rows, cols] = answer_size(puzzle);
  // The clue-free encoding's unit clauses: a cell they fix is structure (a kakuro's black cell).
  const Cnf cnf = fresh_encoding(puzzle, {});
  std::set<Lit> units;
  cnf.for_each_clause([&](std::span<const Lit> c) {
    if (c.size() == 1) units.insert(c[0]);
  });
  std::vector<int> entries(static_cast<std::size_t>(rows * cols), 0);
  for (const CellVar& e : cnf.answer().entries())
    ++entries[static_cast<std::size_t>(e.row * cols + e.col)];
  std::vector<char> has_var(static_cast<std::size_t>(rows * cols), 0);
  for (std::size_t cell = 0; cell < entries.size(); ++cell) has_var[cell] = entries[cell] > 0;
  for (const CellVar& e : cnf.answer().entries()) {
    const std::size_t cell = static_cast<std::size_t>(e.row * cols + e.col);
    const bool boolean = entries[cell] == 1 && e.value == 1;
    if (units.count(e.var) || (boolean && units.count(-e.var))) has_var[cell] = 0;
  }
  const bool loop = puzzle.answer_kind() == AnswerKind::Loop;
  std::vector<int> out;
  for (int cell = 0; cell < rows * cols; ++cell)
    if (has_var[static_cast<std::size_t>(cell)] &&
        (loop || puzzle.givens().cells[static_cast<std::size_t>(cell)] == kUnknown))
      out.push_back(cell);
  return out;
}

bool has_model(const Puzzle& puzzle, const std::vector<Clue>& clues,
               const std::vector<CellValue>& filled, const CellValue* differs) {
  const Cnf cnf = fresh_encoding(puzzle, clues);
  Cadical solver;
  solver.add_literals(cnf.literals());
  for (const CellValue& f : filled) {
    const Lit lit = answer_literal(cnf, f.row, f.col, f.value);
    if (lit == 0) return false;  // a value the cell cannot hold
    const Lit unit[] = {lit};
    solver.add_clause(unit);
  }
  if (differs) {
    const Lit lit = answer_literal(cnf, differs->row, differs->col, differs->value);
    REQUIRE(lit != 0);
    const Lit other[] = {-lit};
    solver.add_clause(other);
  }
  return solver.solve() == SatResult::Sat;
}

bool propagation_fixes(const Puzzle& puzzle, const std::vector<Clue>& clues,
                       const std::vector<CellValue>& filled, const CellValue& cell) {
  const Cnf cnf = fresh_encoding(puzzle, clues);
  std::vector<Lit> units;
  for (const CellValue& f : filled) units.push_back(answer_literal(cnf, f.row, f.col, f.value));
  const Lit target = answer_literal(cnf, cell.row, cell.col, cell.value);
  REQUIRE(target != 0);
  UnitReducer reducer(cnf.literals(), cnf.num_vars());
  std::vector<Lit> open;
  REQUIRE(reducer.reduce(units, {}, open));
  return reducer.value(std::abs(target)) == (target > 0 ? 1 : -1);
}

}  // namespace gridsat::test

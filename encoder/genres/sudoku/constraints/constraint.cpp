#include "genres/sudoku/constraints/constraint.hpp"

#include <algorithm>
#include <cstdlib>

#include "puzzles/grid.hpp"

namespace gridsat {

SudokuVars::SudokuVars(Cnf& cnf, const OneHotGrid& x, int n)
    : cnf_(cnf), x_(x), n_(n), at_least_(static_cast<std::size_t>(n * n * n), 0) {}

Lit SudokuVars::at_least(int cell, int value) {
  Lit& lit = at_least_[static_cast<std::size_t>(cell * n_ + value - 1)];
  if (lit != 0) return lit;
  lit = cnf_.new_var();
  std::vector<Lit> some{-lit};  // at least v -> one of v..n
  for (int w = value; w <= n_; ++w) {
    some.push_back(is(cell, w));
    cnf_.add({-is(cell, w), lit});
  }
  cnf_.add(some);
  for (int w = 1; w < value; ++w) cnf_.add({-is(cell, w), -lit});  // below v -> not at least v
  return lit;
}

int read_cell(const Token& token, int n) {
  const std::string t = lowercase(token.text);
  const std::size_t c = t.find('c');
  if (t.size() < 4 || t[0] != 'r' || c == std::string::npos)
    throw ParseFailure(
        token, "expected a cell written rRcC (r1c1 is the top left), found '" + token.text + "'");
  auto row = parse_integer(std::string_view(t).substr(1, c - 1));
  auto col = parse_integer(std::string_view(t).substr(c + 1));
  if (!row || !col)
    throw ParseFailure(
        token, "expected a cell written rRcC (r1c1 is the top left), found '" + token.text + "'");
  if (*row < 1 || *row > n || *col < 1 || *col > n)
    throw ParseFailure(token, "cell " + token.text + " is outside the " + std::to_string(n) + "x" +
                                  std::to_string(n) + " grid");
  return static_cast<int>((*row - 1) * n + (*col - 1));
}

std::vector<int> read_cells(std::span<const Token> tokens, int n, std::size_t min) {
  std::vector<int> cells;
  for (const Token& t : tokens) {
    const int cell = read_cell(t, n);
    if (std::find(cells.begin(), cells.end(), cell) != cells.end())
      throw ParseFailure(t, "cell " + t.text + " is listed twice");
    cells.push_back(cell);
  }
  if (cells.size() < min) {
    const Token at = tokens.empty() ? Token{} : tokens.back();
    throw ParseFailure(at, "expected at least " + std::to_string(min) + " cells, found " +
                               std::to_string(cells.size()));
  }
  return cells;
}

std::string cells_text(std::span<const int> cells, int n) {
  std::string out;
  for (int cell : cells) out += (out.empty() ? "" : " ") + cell_name(cell, n);
  return out;
}

void require_touching(std::span<const Token> line, std::span<const int> cells, int n,
                      std::string_view what) {
  for (std::size_t k = 1; k < cells.size(); ++k)
    if (!king_neighbours(cells[k - 1], cells[k], n))
      throw ParseFailure(line[k], line[k - 1].text + " and " + line[k].text +
                                      " do not touch: " + std::string(what));
}

bool narrow(Candidates& cell, Candidates keep, bool& changed) {
  if ((cell & keep) != cell) {
    cell &= keep;
    changed = true;
  }
  return cell != 0;
}

bool orthogonal_neighbours(int a, int b, int n) {
  const int dr = std::abs(a / n - b / n), dc = std::abs(a % n - b % n);
  return dr + dc == 1;
}

bool king_neighbours(int a, int b, int n) {
  const int dr = std::abs(a / n - b / n), dc = std::abs(a % n - b % n);
  return a != b && dr <= 1 && dc <= 1;
}

}  // namespace gridsat

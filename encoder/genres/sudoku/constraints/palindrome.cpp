// Palindrome line. Each cell and its mirror (the k-th from either end) hold the same digit:
// "a holds v" if and only if "b holds v", two binary clauses per value, which is the direct
// encoding of equality and leaves unit propagation domain consistent on each pair (the pairs share
// no cell, so the whole line is too). The native rule intersects each pair's candidates.
#include "genres/sudoku/constraints/palindrome.hpp"

#include <algorithm>

#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::string Palindrome::describe(int n) const {
  return "palindrome " + cells_text(cells, n);
}

std::optional<Violation> Palindrome::check(const Grid& s) const {
  for (std::size_t k = 0; k < cells.size() / 2; ++k) {
    const int a = cells[k], b = cells[cells.size() - 1 - k];
    if (s.cells[at(a)] != s.cells[at(b)])
      return Violation{"palindrome from " + cell_name(cells.front(), s.cols) +
                           " is not the same "
                           "both ways: " +
                           cell_name(a, s.cols) + " = " + std::to_string(s.cells[at(a)]) + " but " +
                           cell_name(b, s.cols) + " = " + std::to_string(s.cells[at(b)]),
                       a / s.cols, a % s.cols};
  }
  return std::nullopt;
}

void Palindrome::encode(SudokuVars& vars, const EncodeOptions&) const {
  for (std::size_t k = 0; k < cells.size() / 2; ++k) {
    const int a = cells[k], b = cells[cells.size() - 1 - k];
    for (int v = 1; v <= vars.n(); ++v) {
      vars.cnf().add({-vars.is(a, v), vars.is(b, v)});
      vars.cnf().add({vars.is(a, v), -vars.is(b, v)});
    }
  }
}

bool Palindrome::propagate(std::vector<Candidates>& grid, int, bool& changed) const {
  for (std::size_t k = 0; k < cells.size() / 2; ++k) {
    Candidates& a = grid[at(cells[k])];
    Candidates& b = grid[at(cells[cells.size() - 1 - k])];
    const Candidates both = a & b;
    if (both != a || both != b) changed = true;
    a = b = both;
    if (both == 0) return false;
  }
  return true;
}

void Palindrome::draw(Picture& picture) const {
  picture.lines.push_back({LineStyle::Palindrome, cells, 1});
}

std::string Palindrome::native_line(int n) const {
  return cells_text(cells, n);
}

namespace {

ConstraintPtr read_palindrome(std::span<const Token> line, int n) {
  auto p = std::make_shared<Palindrome>();
  p->cells = read_cells(line, n, 2);
  require_touching(line, p->cells, n, "a palindrome runs through neighbours");
  return p;
}

// Palindromes the solution keeps, grown from the middle outwards: a middle cell, then at each
// step a pair of unused cells, one touching each end, with the same digit; 3 to 7 cells.
std::vector<ConstraintPtr> sample_palindromes(const Grid& s, Random& rng) {
  const int n = s.cols;
  std::vector<char> used(at(n * n), 0);
  std::vector<ConstraintPtr> out;
  auto neighbours = [&](int cell, const std::vector<int>& line) {
    std::vector<int> next;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int r = cell / n + dr, c = cell % n + dc;
        if ((dr || dc) && r >= 0 && r < n && c >= 0 && c < n && !used[at(r * n + c)] &&
            std::find(line.begin(), line.end(), r * n + c) == line.end())
          next.push_back(r * n + c);
      }
    return next;
  };
  for (int attempt = 0; attempt < 6 * n; ++attempt) {
    const int middle = rng.below(n * n);
    if (used[at(middle)]) continue;
    std::vector<int> line{middle};
    const int pairs = rng.between(1, 3);
    for (int k = 0; k < pairs; ++k) {
      std::vector<std::pair<int, int>> ends;
      for (int a : neighbours(line.front(), line))
        for (int b : neighbours(line.back(), line))
          if (a != b && s.cells[at(a)] == s.cells[at(b)]) ends.emplace_back(a, b);
      if (ends.empty()) break;
      const auto [a, b] = rng.pick(ends);
      line.insert(line.begin(), a);
      line.push_back(b);
    }
    if (line.size() < 3) continue;
    for (int c : line) used[at(c)] = 1;
    auto p = std::make_shared<Palindrome>();
    p->cells = std::move(line);
    out.push_back(std::move(p));
  }
  return out;
}

}  // namespace

ConstraintKind palindrome_kind() {
  return {"palindrome", "palindromes: the digits read the same from either end of the line",
          false,        read_palindrome,
          nullptr,      sample_palindromes};
}

}  // namespace gridsat

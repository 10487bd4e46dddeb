// Quadruple. For each digit d listed m times, at least m of the four cells hold d: a cardinality
// constraint over the four literals is(cell, d) (encodings/cardinality.hpp, with the encoding
// the options choose; m = 1 is one clause). The native rule is domain consistency, found by
// brute force over the few ways to place the listed digits: every injection of the (at most
// four) listed occurrences into the four cells that fits the candidates supports the placed
// digits in their cells and every candidate of the cells left free; a candidate no injection
// supports goes.
#include "genres/sudoku/constraints/quadruple.hpp"

#include <algorithm>

#include "encodings/cardinality.hpp"
#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::string digits_text(const std::vector<int>& digits) {
  std::string out;
  for (int d : digits) out += (out.empty() ? "" : " ") + std::to_string(d);
  return out;
}

}  // namespace

std::string Quadruple::describe(int n) const {
  return "quadruple " + digits_text(digits) + " at " + cell_name(corner, n);
}

std::optional<Violation> Quadruple::check(const Grid& s) const {
  const int n = s.cols;
  const auto four = cells(n);
  for (int d : digits) {
    const auto wanted = std::count(digits.begin(), digits.end(), d);
    const auto found =
        std::count_if(four.begin(), four.end(), [&](int cell) { return s.cells[at(cell)] == d; });
    if (found < wanted)
      return Violation{"quadruple at " + cell_name(corner, n) + " lacks " +
                           (wanted > 1 ? "a second " : "") + "digit " + std::to_string(d),
                       corner / n, corner % n};
  }
  return std::nullopt;
}

void Quadruple::encode(SudokuVars& vars, const EncodeOptions& options) const {
  const auto four = cells(vars.n());
  for (std::size_t k = 0; k < digits.size(); ++k) {
    if (k > 0 && digits[k] == digits[k - 1]) continue;  // sorted: once per digit
    const int d = digits[k];
    const int wanted = static_cast<int>(std::count(digits.begin(), digits.end(), d));
    std::vector<Lit> holders;
    for (int cell : four) holders.push_back(vars.is(cell, d));
    at_least_k(vars.cnf(), holders, wanted, options.card);
  }
}

bool Quadruple::propagate(std::vector<Candidates>& grid, int n, bool& changed) const {
  const auto four = cells(n);
  Candidates domain[4], support[4] = {0, 0, 0, 0};
  for (std::size_t k = 0; k < 4; ++k) domain[k] = grid[at(four[k])];
  const std::size_t m = digits.size();
  // place[j] = the cell of the j-th listed digit; `used` = the cells taken so far.
  std::vector<int> place(m + 1, 0);
  bool any = false;
  auto search = [&](auto& self, std::size_t j, unsigned used) -> void {
    if (j == m) {
      any = true;
      for (std::size_t k = 0; k < 4; ++k)
        support[k] |= (used >> k & 1u) ? Candidates{0} : domain[k];
      for (std::size_t i = 0; i < m; ++i) support[at(place[i])] |= Candidates{1} << (digits[i] - 1);
      return;
    }
    for (int k = 0; k < 4; ++k) {
      if ((used >> k & 1u) || !(domain[k] >> (digits[j] - 1) & 1u)) continue;
      // Equal digits in increasing cells only: the same placement is not counted twice.
      if (j > 0 && digits[j] == digits[j - 1] && k < place[j - 1]) continue;
      place[j] = k;
      self(self, j + 1, used | 1u << k);
    }
  };
  search(search, 0, 0);
  if (!any) return false;
  for (std::size_t k = 0; k < 4; ++k) {
    Candidates& c = grid[at(four[k])];
    if ((c & support[k]) != c) {
      c &= support[k];
      changed = true;
    }
    if (c == 0) return false;
  }
  return true;
}

void Quadruple::draw(Picture& picture) const {
  picture.corner_clues.push_back(
      {corner / picture.cols + 1, corner % picture.cols + 1, digits_text(digits)});
}

std::string Quadruple::native_line(int n) const {
  return cell_name(corner, n) + " " + digits_text(digits);
}

namespace {

ConstraintPtr read_quadruple(std::span<const Token> line, int n) {
  auto q = std::make_shared<Quadruple>();
  if (line.empty()) throw ParseFailure(Token{}, "expected a cell and digits");
  q->corner = read_cell(line[0], n);
  if (q->corner / n == n - 1 || q->corner % n == n - 1)
    throw ParseFailure(line[0], "a quadruple's cell " + line[0].text +
                                    " is the top left of a 2x2: it cannot lie in the last row "
                                    "or column");
  if (line.size() < 2)
    throw ParseFailure(line[0], "a quadruple lists 1 to 4 digits after " + line[0].text);
  if (line.size() > 5)
    throw ParseFailure(line[5], "a quadruple lists at most 4 digits (its four cells)");
  for (std::size_t k = 1; k < line.size(); ++k) {
    const auto d = parse_integer(line[k].text);
    if (!d || *d < 1 || *d > n)
      throw ParseFailure(
          line[k], "expected a digit 1.." + std::to_string(n) + ", found '" + line[k].text + "'");
    q->digits.push_back(static_cast<int>(*d));
  }
  std::sort(q->digits.begin(), q->digits.end());
  return q;
}

// Quadruples over random 2x2 squares (at most one per corner), each listing 2 to 4 of the
// square's digits chosen at random.
std::vector<ConstraintPtr> sample_quadruples(const Grid& s, Random& rng) {
  const int n = s.cols;
  std::vector<int> corners;
  for (int r = 0; r + 1 < n; ++r)
    for (int c = 0; c + 1 < n; ++c) corners.push_back(r * n + c);
  rng.shuffle(corners);
  corners.resize(at(std::min<int>(static_cast<int>(corners.size()), n * n / 3)));
  std::vector<ConstraintPtr> out;
  for (int corner : corners) {
    auto q = std::make_shared<Quadruple>();
    q->corner = corner;
    std::vector<int> all;
    for (int cell : q->cells(n)) all.push_back(s.cells[at(cell)]);
    rng.shuffle(all);
    all.resize(at(rng.between(2, 4)));
    std::sort(all.begin(), all.end());
    q->digits = std::move(all);
    out.push_back(std::move(q));
  }
  return out;
}

}  // namespace

ConstraintKind quadruple_kind() {
  return {"quadruple", "quadruples: the digits on a corner appear in the four cells around it",
          false,       read_quadruple,
          nullptr,     sample_quadruples};
}

}  // namespace gridsat

// Odd and even cells. Encoded as unit clauses: every digit of the wrong parity is excluded from
// the cell ("not is(cell, v)"), the plainest reading of a unary domain restriction; the native
// rule removes the same digits from the cell's candidates.
#include "genres/sudoku/constraints/parity.hpp"

#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

bool fits(int value, bool even) {
  return (value % 2 == 0) == even;
}

// The candidates of the digits 1..n of the wanted parity (bit v-1 is digit v).
Candidates parity_mask(int n, bool even) {
  Candidates mask = 0;
  for (int v = 1; v <= n && v <= 64; ++v)
    if (fits(v, even)) mask |= Candidates{1} << (v - 1);
  return mask;
}

}  // namespace

std::string Parity::describe(int n) const {
  return std::string(even ? "even" : "odd") + " " + cells_text(cells, n);
}

std::optional<Violation> Parity::check(const Grid& s) const {
  for (int cell : cells)
    if (!fits(s.cells[at(cell)], even))
      return Violation{cell_name(cell, s.cols) + " should be " + (even ? "even" : "odd") +
                           ", holds " + std::to_string(s.cells[at(cell)]),
                       cell / s.cols, cell % s.cols};
  return std::nullopt;
}

void Parity::encode(SudokuVars& vars, const EncodeOptions&) const {
  for (int cell : cells)
    for (int v = 1; v <= vars.n(); ++v)
      if (!fits(v, even)) vars.cnf().add({-vars.is(cell, v)});
}

bool Parity::propagate(std::vector<Candidates>& grid, int n, bool& changed) const {
  const Candidates keep = parity_mask(n, even);
  for (int cell : cells) {
    Candidates& c = grid[at(cell)];
    if ((c & keep) != c) {
      c &= keep;
      changed = true;
    }
    if (c == 0) return false;
  }
  return true;
}

void Parity::draw(Picture& picture) const {
  if (picture.shapes.empty())
    picture.shapes.assign(at(picture.rows * picture.cols), CellShape::None);
  for (int cell : cells) picture.shapes[at(cell)] = even ? CellShape::Square : CellShape::Circle;
}

std::string Parity::native_line(int n) const {
  return cells_text(cells, n);
}

namespace {

ConstraintPtr read_parity(std::span<const Token> line, int n, bool even) {
  auto p = std::make_shared<Parity>();
  p->cells = read_cells(line, n, 1);
  p->even = even;
  return p;
}

ConstraintPtr read_odd(std::span<const Token> line, int n) {
  return read_parity(line, n, false);
}

ConstraintPtr read_even(std::span<const Token> line, int n) {
  return read_parity(line, n, true);
}

// One cell per constraint (so that the generator takes them away one by one): about two thirds of
// the cells of the wanted parity, at random.
std::vector<ConstraintPtr> sample_parity(const Grid& s, Random& rng, bool even) {
  std::vector<ConstraintPtr> out;
  for (int cell = 0; cell < s.rows * s.cols; ++cell) {
    if (!fits(s.cells[at(cell)], even) || !rng.chance(2, 3)) continue;
    auto p = std::make_shared<Parity>();
    p->cells = {cell};
    p->even = even;
    out.push_back(std::move(p));
  }
  return out;
}

std::vector<ConstraintPtr> sample_odd(const Grid& s, Random& rng) {
  return sample_parity(s, rng, false);
}

std::vector<ConstraintPtr> sample_even(const Grid& s, Random& rng) {
  return sample_parity(s, rng, true);
}

}  // namespace

ConstraintKind odd_kind() {
  return {"odd",     "odd cells (a circle): the cell holds an odd digit", false, read_odd, nullptr,
          sample_odd};
}

ConstraintKind even_kind() {
  return {"even",  "even cells (a square): the cell holds an even digit",
          false,   read_even,
          nullptr, sample_even};
}

}  // namespace gridsat

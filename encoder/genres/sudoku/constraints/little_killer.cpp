// Little killer. A sum over cells that may repeat digits: the killer cage's encoding without its
// "distinct" pairs (encodings/cages.hpp, CageOp::Add with no distinct pair, the encoding the
// options choose: tuples of values that reach the sum, or the layered decision diagram over the
// cells' partial sums, layered by cell, as for Calcudoku's cages). The native rule runs the same
// layered reading over the candidates (the partial sums reachable after each cell, kept when the
// remaining cells can still complete them; a digit stays when it links two such sums): domain
// consistency on the sum in L x sum x n steps. propagators/cages.hpp's search would also do, but
// without distinct pairs its search over the completions of a nine-cell diagonal is slow.
#include "genres/sudoku/constraints/little_killer.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "encodings/cages.hpp"
#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The direction (dr, dc) of a diagonal's steps: its first two cells'.
std::pair<int, int> direction(const std::vector<int>& cells, int n) {
  return {cells[1] / n - cells[0] / n, cells[1] % n - cells[0] % n};
}

bool inside(int r, int c, int n) {
  return r >= 0 && r < n && c >= 0 && c < n;
}

}  // namespace

std::string LittleKiller::describe(int n) const {
  return "little killer " + std::to_string(sum) + " from " + cell_name(cells.front(), n);
}

std::optional<Violation> LittleKiller::check(const Grid& s) const {
  int total = 0;
  for (int cell : cells) total += s.cells[at(cell)];
  if (total != sum)
    return Violation{"little killer from " + cell_name(cells.front(), s.cols) + " sums to " +
                         std::to_string(total) + ", not " + std::to_string(sum),
                     cells.front() / s.cols, cells.front() % s.cols};
  return std::nullopt;
}

void LittleKiller::encode(SudokuVars& vars, const EncodeOptions& options) const {
  CageSpec spec;
  spec.op = CageOp::Add;
  spec.target = sum;
  spec.size = static_cast<int>(cells.size());
  CageCells lits;
  lits.values.resize(at(vars.n()));
  std::iota(lits.values.begin(), lits.values.end(), 1);
  for (int cell : cells) {
    std::vector<Lit> one_hot;
    for (int v = 1; v <= vars.n(); ++v) one_hot.push_back(vars.is(cell, v));
    lits.lits.push_back(std::move(one_hot));
  }
  encode_cage(vars.cnf(), spec, lits, options.cages);
}

bool LittleKiller::propagate(std::vector<Candidates>& grid, int, bool& changed) const {
  // reach[k][s]: the first k cells can add up to s (s <= sum) and the rest can complete it.
  const std::size_t length = cells.size(), top = at(sum) + 1;
  std::vector<std::vector<char>> forward(length + 1, std::vector<char>(top, 0));
  forward[0][0] = 1;
  for (std::size_t k = 0; k < length; ++k)
    for (std::size_t s = 0; s < top; ++s) {
      if (!forward[k][s]) continue;
      for (Candidates c = grid[at(cells[k])]; c; c &= c - 1) {
        const std::size_t t = s + at(lowest_index(c) + 1);
        if (t < top) forward[k + 1][t] = 1;
      }
    }
  if (!forward[length][at(sum)]) return false;
  std::vector<char> backward(top, 0), earlier(top, 0);  // sums from which the rest reaches `sum`
  backward[at(sum)] = 1;
  for (std::size_t k = length; k-- > 0;) {
    Candidates& cell = grid[at(cells[k])];
    Candidates keep = 0;
    std::fill(earlier.begin(), earlier.end(), 0);
    for (std::size_t s = 0; s < top; ++s) {
      if (!forward[k][s]) continue;
      for (Candidates c = cell; c; c &= c - 1) {
        const std::size_t t = s + at(lowest_index(c) + 1);
        if (t < top && backward[t]) {
          keep |= c & (~c + 1);
          earlier[s] = 1;
        }
      }
    }
    if (keep != cell) {
      cell = keep;
      changed = true;
    }
    if (cell == 0) return false;
    std::swap(backward, earlier);
  }
  return true;
}

void LittleKiller::draw(Picture& picture) const {
  const auto [dr, dc] = direction(cells, picture.cols);
  const int first = cells.front();
  picture.diagonal_clues.push_back(
      {first / picture.cols - dr, first % picture.cols - dc, dr, dc, std::to_string(sum)});
}

std::string LittleKiller::native_line(int n) const {
  return std::to_string(sum) + " " + cells_text(cells, n);
}

namespace {

ConstraintPtr read_little_killer(std::span<const Token> line, int n) {
  auto k = std::make_shared<LittleKiller>();
  const auto sum = parse_integer(line[0].text);
  if (!sum)
    throw ParseFailure(line[0], "expected the little killer's sum, found '" + line[0].text + "'");
  if (line.size() < 3)
    throw ParseFailure(line.back(), "a little killer lists its sum and at least 2 cells");
  k->cells = read_cells(line.subspan(1), n, 2);
  const auto [dr, dc] = direction(k->cells, n);
  if (std::abs(dr) != 1 || std::abs(dc) != 1)
    throw ParseFailure(line[2], line[1].text + " and " + line[2].text +
                                    " are not diagonal neighbours: a little killer runs "
                                    "along a diagonal");
  for (std::size_t i = 2; i < k->cells.size(); ++i)
    if (k->cells[i] / n - k->cells[i - 1] / n != dr || k->cells[i] % n - k->cells[i - 1] % n != dc)
      throw ParseFailure(line[i + 1],
                         line[i + 1].text + " does not continue the diagonal from " + line[1].text);
  const int first = k->cells.front(), last = k->cells.back();
  if (inside(first / n - dr, first % n - dc, n))
    throw ParseFailure(line[1], "a little killer starts at the edge of the grid: " +
                                    cell_name((first / n - dr) * n + first % n - dc, n) +
                                    " comes before " + line[1].text);
  if (inside(last / n + dr, last % n + dc, n))
    throw ParseFailure(line.back(), "a little killer runs to the edge of the grid: " +
                                        cell_name((last / n + dr) * n + last % n + dc, n) +
                                        " follows " + line.back().text);
  const long long size = static_cast<long long>(k->cells.size());
  if (*sum < size || *sum > size * n)
    throw ParseFailure(line[0], "no " + std::to_string(size) + " digits 1.." + std::to_string(n) +
                                    " add up to " + line[0].text);
  k->sum = static_cast<int>(*sum);
  return k;
}

// How many diagonals a sample keeps: about n / 2 on 9x9. With every diagonal the generator takes
// away nearly all the givens, and proving such a puzzle unique (no second solution) takes CDCL
// hundreds of thousands of conflicts on 9x9 (sums are weak clauses next to the groups); with a
// few sums and more givens each proof is quick.
int kept_little_killers(int n) {
  return std::max(3, n / 2);
}

// Random diagonals of two cells or more, each with its clue at a random end and the solution's
// sum.
std::vector<ConstraintPtr> sample_little_killers(const Grid& s, Random& rng) {
  const int n = s.cols;
  std::vector<ConstraintPtr> out;
  for (int dc : {1, -1})
    for (int start = 0; start < 2 * n - 1; ++start) {
      // Down-right diagonals start on the top row or the left column, down-left ones on the
      // top row or the right column.
      int r = start < n ? 0 : start - n + 1;
      int c = start < n ? (dc > 0 ? start : n - 1 - start) : (dc > 0 ? 0 : n - 1);
      auto k = std::make_shared<LittleKiller>();
      for (; inside(r, c, n); r += 1, c += dc) k->cells.push_back(r * n + c);
      if (k->cells.size() < 2) continue;
      if (rng.chance(1, 2)) std::reverse(k->cells.begin(), k->cells.end());
      for (int cell : k->cells) k->sum += s.cells[at(cell)];
      out.push_back(std::move(k));
    }
  rng.shuffle(out);
  out.resize(std::min(out.size(), at(kept_little_killers(n))));
  return out;
}

}  // namespace

ConstraintKind little_killer_kind() {
  return {"little-killer", "little killers: the digits along a diagonal add up to its clue",
          false,           read_little_killer,
          nullptr,         sample_little_killers};
}

}  // namespace gridsat

// Solo, Tatham's sudoku: `CxR[x][k][dX]:GIVENS[,REGIONS][,CAGES,SUMS]`, or the jigsaw `Nj[x]`.
// A box is C rows tall and R columns wide (`2x3` is 6 x 6 with boxes 2 rows by 3 columns, native
// `box=2x3`). As in Solo itself, R = 1 means a jigsaw (`9x1` is `9j`) and `CxRj` is a jigsaw of
// side C*R. `x` after the shape is the diagonal flag (`3x3x`; `3x` alone reads as 3x3 with
// diagonals). Symmetry (`a`, `rN`, `mN`, `mdN`) and difficulty (`d` + letter) are read and
// ignored. GIVENS and the killer SUMS are run-length grid codes (a cage's sum may stand in any of
// its cells; gridsat writes it in the first); REGIONS and CAGES are edge-run region codes.
#include <algorithm>

#include "formats/tatham.hpp"
#include "genres/sudoku/sudoku.hpp"

namespace gridsat {
namespace {

constexpr int kMaxSide = 64;  // as the native format: candidate bitsets hold 64 values

struct SoloShape {
  int n = 0;
  int box_rows = 0;  // C: a box is C rows tall ...
  int box_cols = 0;  // ... and R columns wide
  bool jigsaw = false;
  bool diagonal = false;
  bool killer = false;
};

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

SoloShape read_shape(const IdText& params) {
  SoloShape shape;
  std::size_t pos = 0;
  if (params.empty() || !is_digit(params[0]))
    throw params.error_at(0, "expected Solo's grid shape, such as 3x3 or 9j");
  int c = read_param_number(params, pos, kMaxSide, "the Solo size");
  int r = c;
  bool seen_r = false;
  if (pos + 1 < params.size() && params[pos] == 'x' && is_digit(params[pos + 1])) {
    ++pos;
    r = read_param_number(params, pos, kMaxSide, "the Solo size");
    seen_r = true;
  }
  if (c < 1 || r < 1) throw params.error_at(0, "a Solo box side must be at least 1");
  bool jigsaw_flag = false;
  while (pos < params.size()) {
    char ch = params[pos];
    if (ch == 'j' || ch == 'x' || ch == 'k' || ch == 'a') {
      jigsaw_flag |= ch == 'j';
      shape.diagonal |= ch == 'x';
      shape.killer |= ch == 'k';
      ++pos;
    } else if (ch == 'r' || ch == 'm') {  // symmetry: rN, mN, mdN
      ++pos;
      if (ch == 'm' && pos < params.size() && params[pos] == 'd') ++pos;
      while (pos < params.size() && is_digit(params[pos])) ++pos;
    } else if (!skip_difficulty(params, pos)) {
      throw unknown_param(params, pos, "Solo");
    }
  }
  shape.n = jigsaw_flag && !seen_r ? c : c * r;  // `9j` is side 9; `3x3j` and `3` are side 9 too
  if (shape.n > kMaxSide)
    throw params.error_at(0, "Solo of side " + std::to_string(shape.n) + " is too large (at most " +
                                 std::to_string(kMaxSide) + ")");
  shape.jigsaw = jigsaw_flag || r == 1;
  shape.box_rows = c;
  shape.box_cols = r;
  return shape;
}

// The jigsaw regions: exactly n regions of n cells.
std::vector<int> read_regions(const IdText& code, int n) {
  RegionCode regions = decode_edge_runs(code, n, false);
  if (regions.count != n)
    throw code.error_at(0, "the region code makes " + std::to_string(regions.count) +
                               " regions; a jigsaw of side " + std::to_string(n) + " needs " +
                               std::to_string(n));
  for (const std::vector<int>& cells : region_cells(regions))
    if (static_cast<int>(cells.size()) != n)
      throw code.error_at(0, "the jigsaw region with " + cell_name(cells.front(), n) + " has " +
                                 std::to_string(cells.size()) + " cells, expected " +
                                 std::to_string(n));
  return regions.labels;
}

// Killer cages from the cage code and the sums grid: one sum per cage, in any of its cells.
std::vector<KillerCage> read_cages(const IdText& cage_code, const IdText& sum_code, int n) {
  const RegionCode regions = decode_edge_runs(cage_code, n, false);
  const RunLengthGrid sums = decode_run_length(sum_code, n * n, 1, n * (n + 1) / 2, "cage sum");
  std::vector<KillerCage> cages;
  for (const std::vector<int>& cells : region_cells(regions)) {
    const int size = static_cast<int>(cells.size());
    const std::string name = "the killer cage with " + cell_name(cells.front(), n);
    if (size > n)
      throw cage_code.error_at(0, name + " has " + std::to_string(size) + " cells, more than the " +
                                      std::to_string(n) + " digits");
    KillerCage cage{cells, 0};
    int sum_column = 0;
    for (int cell : cells) {
      int value = sums.values[static_cast<std::size_t>(cell)];
      if (value == kUnknown) continue;
      int column = sums.columns[static_cast<std::size_t>(cell)];
      if (sum_column) throw ParseFailure(sum_code.line, column, "a second sum in " + name);
      cage.sum = value;
      sum_column = column;
    }
    if (!sum_column) throw sum_code.error_at(0, name + " has no sum");
    const int lo = size * (size + 1) / 2, hi = size * (2 * n - size + 1) / 2;
    if (cage.sum < lo || cage.sum > hi)
      throw ParseFailure(sum_code.line, sum_column,
                         "no " + std::to_string(size) + " distinct digits 1.." + std::to_string(n) +
                             " add up to " + std::to_string(cage.sum) + " (" + name + ")");
    cages.push_back(std::move(cage));
  }
  return cages;
}

std::unique_ptr<Puzzle> read_solo(const IdText& params, const IdText& desc) {
  const SoloShape shape = read_shape(params);
  const int n = shape.n;
  std::vector<std::string> part_names = {"givens"};
  if (shape.jigsaw) part_names.push_back("jigsaw regions");
  if (shape.killer) {
    part_names.push_back("killer cages");
    part_names.push_back("cage sums");
  }
  const std::vector<IdText> parts = desc.split(',');
  if (parts.size() < part_names.size())
    throw desc.error_at(desc.size(), "expected ',' and the " + part_names[parts.size()] +
                                         " after the " + part_names[parts.size() - 1]);
  if (parts.size() > part_names.size())
    throw desc.error_at(
        static_cast<std::size_t>(parts[part_names.size()].col - 1 - desc.col),
        "unexpected ',' after the " + part_names.back() +
            (shape.jigsaw || shape.killer ? "" : " (is the 'j' or 'k' flag missing?)"));
  auto s = std::make_unique<Sudoku>();
  s->n = n;
  s->diagonal = shape.diagonal;
  if (shape.jigsaw) {
    std::tie(s->box_rows, s->box_cols) = Sudoku::default_box(n);
  } else {
    s->box_rows = shape.box_rows;
    s->box_cols = shape.box_cols;
  }
  s->grid = Grid(n, n);
  s->grid.cells = decode_run_length(parts[0], n * n, 1, n, "given").values;
  std::size_t next = 1;
  if (shape.jigsaw) s->regions = read_regions(parts[next++], n);
  if (shape.killer) s->cages = read_cages(parts[next], parts[next + 1], n);
  return s;
}

// The cage code and the sums grid of a killer sudoku; every cell must be in exactly one cage.
std::string write_cages(const Sudoku& s) {
  const int n = s.n;
  std::vector<int> labels(static_cast<std::size_t>(n * n), -1);
  std::vector<int> sums(static_cast<std::size_t>(n * n), kUnknown);
  for (std::size_t k = 0; k < s.cages.size(); ++k) {
    const KillerCage& cage = s.cages[k];
    for (int cell : cage.cells) {
      if (labels[static_cast<std::size_t>(cell)] >= 0)
        throw ParseFailure(0, 0, "cell " + cell_name(cell, n) + " is in two killer cages");
      labels[static_cast<std::size_t>(cell)] = static_cast<int>(k);
    }
    sums[static_cast<std::size_t>(*std::min_element(cage.cells.begin(), cage.cells.end()))] =
        cage.sum;
  }
  for (int cell = 0; cell < n * n; ++cell)
    if (labels[static_cast<std::size_t>(cell)] < 0)
      throw ParseFailure(
          0, 0,
          "Solo's killer IDs put every cell in a cage, and " + cell_name(cell, n) + " is in none");
  try {
    return encode_edge_runs(labels, n, false) + "," + encode_run_length(sums);
  } catch (const ParseFailure& e) {
    throw ParseFailure(0, 0, "killer cages: " + e.error.message);
  }
}

std::optional<std::string> write_solo(const Puzzle& puzzle) {
  const auto* s = dynamic_cast<const Sudoku*>(&puzzle);
  if (!s) return std::nullopt;
  const int n = s->n;
  std::vector<int> regions = s->regions;
  if (regions.empty() && s->box_cols == 1) {
    // Boxes one column wide are `Nx1`, which Solo reads as a jigsaw: write the columns as regions.
    for (int cell = 0; cell < n * n; ++cell) regions.push_back(cell % n);
  }
  std::string params = regions.empty()
                           ? std::to_string(s->box_rows) + "x" + std::to_string(s->box_cols)
                           : std::to_string(n) + "j";
  if (s->diagonal) params += "x";
  if (!s->cages.empty()) params += "k";
  std::string desc = encode_run_length(s->grid.cells);
  if (!regions.empty()) desc += "," + encode_edge_runs(regions, n, false);
  if (!s->cages.empty()) desc += "," + write_cages(*s);
  return params + ":" + desc;
}

}  // namespace

TathamGame solo_game() {
  return {"solo", "sudoku", read_solo, write_solo};
}

}  // namespace gridsat

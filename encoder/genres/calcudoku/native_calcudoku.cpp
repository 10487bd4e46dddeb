// The native format for calcudoku: `calcudoku N` (aliases kenken, keen), `cages:` (N rows of
// labels, every cell in exactly one cage; `.` is no label here, it is reported as a cell in no
// cage), `targets:` (`label target[op]`), and an optional `grid:` of givens.
#include <sstream>

#include "formats/native_types.hpp"
#include "genres/calcudoku/calcudoku.hpp"
#include "genres/genre.hpp"

namespace gridsat {
namespace {

constexpr int kMaxCalcudoku = 64;  // candidate bitsets hold 64 values

// Fails on the first cell that no cage covers.
void require_covered(const NativeDoc& doc, int n, const std::vector<RawCage>& raw) {
  std::vector<bool> covered(static_cast<std::size_t>(n * n), false);
  for (const RawCage& cage : raw)
    for (int cell : cage.cells) covered[static_cast<std::size_t>(cell)] = true;
  for (int cell = 0; cell < n * n; ++cell) {
    if (covered[static_cast<std::size_t>(cell)]) continue;
    auto rows = doc.read_rows(*doc.section("cages"), n, n, false);
    throw ParseFailure(rows[static_cast<std::size_t>(cell / n)][static_cast<std::size_t>(cell % n)],
                       "r" + std::to_string(cell / n + 1) + "c" + std::to_string(cell % n + 1) +
                           " is in no cage (every calcudoku cell needs one)");
  }
}

std::unique_ptr<Puzzle> build_calcudoku(NativeDoc& doc) {
  if (!doc.square_size)
    throw ParseFailure(doc.size_token, "a calcudoku is square: give its size as N");
  const int n = doc.rows;
  if (n > kMaxCalcudoku)
    throw ParseFailure(doc.size_token, "calcudoku size " + std::to_string(n) +
                                           " is too large (at most " +
                                           std::to_string(kMaxCalcudoku) + ")");
  doc.reject_unused_options();
  doc.reject_sections_except({"grid", "cages", "targets"});
  if (!doc.section("cages") && !doc.section("targets"))
    throw ParseFailure(doc.type_token, "a calcudoku needs 'cages:' and 'targets:' sections");
  std::vector<RawCage> raw = read_cages(doc, n, true);
  require_covered(doc, n, raw);
  std::vector<CalcudokuCage> cages;
  for (const RawCage& r : raw) {
    CalcudokuCage cage{r.cells, r.op, r.target};
    if (auto problem = calcudoku_cage_problem(n, cage))
      throw ParseFailure(r.target_token, "cage '" + r.label + "': " + *problem);
    cages.push_back(std::move(cage));
  }
  Grid givens(n, n);
  if (const NativeSection* g = doc.section("grid"))
    givens = read_value_grid(doc.read_rows(*g, n, n, false), 1, n, true);
  return std::make_unique<Calcudoku>(n, std::move(cages), std::move(givens));
}

std::string write_calcudoku(const Puzzle& p) {
  const auto& s = dynamic_cast<const Calcudoku&>(p);
  std::ostringstream out;
  out << "calcudoku " << s.header_options() << "\n";
  std::vector<int> cage_of = s.cage_of_cell();
  out << "cages:\n";
  for (int r = 0; r < s.n; ++r)
    for (int c = 0; c < s.n; ++c) {
      int k = cage_of[static_cast<std::size_t>(r * s.n + c)];
      out << (k < 0 ? std::string(".") : region_label(k)) << (c + 1 < s.n ? " " : "\n");
    }
  out << "targets:";
  for (std::size_t k = 0; k < s.cages.size(); ++k) {
    if (k > 0 && k % 12 == 0) out << "\n        ";
    out << ' ' << region_label(static_cast<int>(k)) << ' ' << calcudoku_target_text(s.cages[k]);
  }
  out << "\n";
  bool any_given = false;
  for (int v : s.grid.cells) any_given = any_given || v != kUnknown;
  if (any_given) out << "grid:\n" << write_value_grid(s.grid, false);
  return out.str();
}

}  // namespace

NativeFormat calcudoku_native() {
  return {build_calcudoku, write_calcudoku};
}

}  // namespace gridsat

// Killer cages on a sudoku: the digits of a cage are distinct and add up to the cage's sum.
// Encoded with the cage encodings of encodings/cages.hpp (every pair of a cage's cells differs,
// which the encoding enforces itself: the value-layered diagram or the tuples know it), and
// propagated natively with the cage search that Calcudoku uses (all positions distinct).
#include <numeric>

#include "encodings/cages.hpp"
#include "genres/sudoku/sudoku.hpp"
#include "propagators/cages.hpp"

namespace gridsat {

void encode_killer_cages(Cnf& cnf, const Sudoku& s, const OneHotGrid& x,
                         const EncodeOptions& options) {
  const CageEncoding how = options.cages;
  CageCells cells;
  cells.values.resize(static_cast<std::size_t>(s.n));
  std::iota(cells.values.begin(), cells.values.end(), 1);
  for (const KillerCage& cage : s.cages) {
    if (!cage.on) continue;
    CageSpec spec;
    spec.op = CageOp::Add;
    spec.target = cage.sum;
    spec.size = static_cast<int>(cage.cells.size());
    for (int a = 0; a < spec.size; ++a)
      for (int b = a + 1; b < spec.size; ++b) spec.distinct.emplace_back(a, b);
    cells.lits.clear();
    for (int cell : cage.cells) cells.lits.push_back(x.cell_lits(cell));
    encode_cage(cnf, spec, cells, how);
  }
}

bool propagate_killer_cages(const Sudoku& s, std::vector<Candidates>& cells, bool& changed) {
  for (const KillerCage& cage : s.cages)
    if (cage.on && !propagate_cage({cage.cells, CageOp::Add, cage.sum, true, {}}, cells, changed))
      return false;
  return true;
}

}  // namespace gridsat

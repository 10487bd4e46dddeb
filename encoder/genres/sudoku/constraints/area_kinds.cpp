#include "genres/sudoku/constraints/disjoint_groups.hpp"
#include "genres/sudoku/constraints/extra_region.hpp"
#include "genres/sudoku/constraints/extreme.hpp"
#include "genres/sudoku/constraints/kinds.hpp"
#include "genres/sudoku/constraints/little_killer.hpp"
#include "genres/sudoku/constraints/parity.hpp"
#include "genres/sudoku/constraints/quadruple.hpp"
#include "genres/sudoku/constraints/sandwich.hpp"

namespace gridsat {

std::vector<ConstraintKind> area_kinds() {
  return {little_killer_kind(), sandwich_kind(),     quadruple_kind(),
          odd_kind(),           even_kind(),         min_kind(),
          max_kind(),           extra_region_kind(), disjoint_groups_kind()};
}

}  // namespace gridsat

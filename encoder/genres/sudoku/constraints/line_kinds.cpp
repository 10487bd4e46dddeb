#include "genres/sudoku/constraints/arrow.hpp"
#include "genres/sudoku/constraints/between.hpp"
#include "genres/sudoku/constraints/kinds.hpp"
#include "genres/sudoku/constraints/palindrome.hpp"
#include "genres/sudoku/constraints/renban.hpp"
#include "genres/sudoku/constraints/thermo.hpp"
#include "genres/sudoku/constraints/whispers.hpp"

namespace gridsat {

std::vector<ConstraintKind> line_kinds() {
  return {thermo_kind(), arrow_kind(),    palindrome_kind(),
          renban_kind(), whispers_kind(), between_kind()};
}

}  // namespace gridsat

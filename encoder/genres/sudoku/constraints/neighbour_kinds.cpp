#include "genres/sudoku/constraints/anti_king.hpp"
#include "genres/sudoku/constraints/anti_knight.hpp"
#include "genres/sudoku/constraints/kinds.hpp"
#include "genres/sudoku/constraints/kropki.hpp"
#include "genres/sudoku/constraints/nonconsecutive.hpp"
#include "genres/sudoku/constraints/xv.hpp"

namespace gridsat {

// Sections first, each followed by its negative flag; the flags read the sections' signs.
std::vector<ConstraintKind> neighbour_kinds() {
  return {kropki_kind(),      white_negative_kind(), black_negative_kind(), xv_kind(),
          xv_negative_kind(), nonconsecutive_kind(), anti_knight_kind(),    anti_king_kind()};
}

}  // namespace gridsat

// The three families of variant constraint kinds (constraint_kinds() concatenates them).
#pragma once

#include <vector>

#include "genres/sudoku/constraints/constraint.hpp"

namespace gridsat {

std::vector<ConstraintKind> line_kinds();       // thermo, arrow, palindrome, renban, ...
std::vector<ConstraintKind> neighbour_kinds();  // kropki, xv, nonconsecutive, anti-knight, ...
std::vector<ConstraintKind> area_kinds();       // little killer, sandwich, quadruple, odd, ...

}  // namespace gridsat

// Kurodoko as a declaration: black cells never touch, the white cells are connected (with
// every single cell's enclosure ruled out in a clause of its own: with the static connection it
// took the worst of 100 Tatham puzzles from 280,000 conflicts to 35,000), a numbered cell is
// white, and its number, less its own cell, is the white cells it sees (Sight: the prefix
// conjunctions of encodings/sight_lines, as Range checks a finished grid in range.c's
// find_errors).
//
// The native format keeps the genre's own `grid:` section, where `0` is a cell without a number;
// puzz.link `kurodoko` is pzprjs's decodeNumber16, `.` a number not shown.
#include "genres/kurodoko/kurodoko.hpp"

#include "genres/declared.hpp"
#include "puzzles/dzn.hpp"
#include "rules/connected.hpp"
#include "rules/never_touch.hpp"
#include "rules/sight.hpp"

namespace gridsat {
namespace {

using namespace rules;

const Noun kWhite{"white cell", "white cells"};
const Noun kBlack{"black cell", "black cells"};

RuleSet kurodoko_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> list = {
      std::make_shared<NeverTouch>(shape, Touch::Side, kBlack),
      std::make_shared<Connected>(shape, 0, "white cells", false, false, 1)};
  add_numbered_unshaded(p, list, kBlack);
  add_sight_counts(p, list, 0, 1, kWhite);
  return RuleSet(shape, std::move(list));
}

// A white cell shows the white cells it sees, itself included.
int kurodoko_view(const DeclaredShading& p, const Grid& solution, int cell) {
  if (solution.cells[static_cast<std::size_t>(cell)] == 1) return -1;
  return Sight::seen(solution, p.shape(), cell, 0) + 1;
}

// kurodoko.mzn's data: per cell -1 for no number, 0 for one not shown, or the number.
std::string kurodoko_dzn(const DeclaredShading& p) {
  Grid numbers = p.numbers();
  for (int& v : numbers.cells)
    if (v == kQuestionNumber) v = 0;
  return "h = " + std::to_string(p.rows()) + ";\nw = " + std::to_string(p.cols()) + ";\n" +
         dzn::givens("number", numbers, -1);
}

}  // namespace

constexpr ShadingDeclaration kKurodoko{.type = "kurodoko",
                                       .numbers = Numbers::InCells,
                                       .largest_number = row_and_column,
                                       .smallest_number = 1,
                                       .rules = kurodoko_rules,
                                       .measure = kurodoko_view,
                                       .puzzlink = "kurodoko",
                                       .largest_side = 100,
                                       .numbers_section = "grid",
                                       .zero_is_blank = true,
                                       .minizinc_data = kurodoko_dzn};

Genre kurodoko_unit() {
  return declared_genre<kKurodoko>({"kuromasu", "range"}, "kurodoko (kuromasu, range)", 27,
                                   {range_game()});
}

}  // namespace gridsat

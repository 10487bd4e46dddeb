// Nurimisaki (puzz.link `nurimisaki`): some cells hold a circle, perhaps with a number. Shade
// cells so that the unshaded cells form one area through their sides, no 2 x 2 block is all
// shaded or all unshaded, a circle is unshaded with exactly one unshaded neighbour (a dead end)
// and every other unshaded cell has more than one (or none), and a circle's number counts the
// unshaded cells it sees along its row and column, itself included, up to the first shaded cell
// or the edge; as pzprjs checks it, an answer shades at least one cell (docs/nurimisaki.md).
//
// A declaration (rules/declared.hpp). The circles are the puzzle, not removable clues: a circle
// taken away would forbid a dead end there (numbers_fixed).
#include <algorithm>

#include "genres/declared.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/dead_ends.hpp"
#include "rules/no_block.hpp"
#include "rules/sight.hpp"

namespace gridsat {
namespace {

using namespace rules;

RuleSet nurimisaki_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  const Noun unshaded{"unshaded cell", "unshaded cells"};
  std::vector<RulePtr> list = {
      std::make_shared<Count>(shape, whole_grid(shape), Relation::AtLeast, std::vector<int>{1}),
      std::make_shared<NoBlock>(shape, 1, "shaded cells"),
      std::make_shared<Connected>(shape, 0, "unshaded cells"),
      std::make_shared<NoBlock>(shape, 0, "unshaded cells")};
  add_numbered_unshaded(p, list);
  add_sight_counts(p, list, 0, 1, unshaded);
  // The generator's frame has no circle: its shadings are drawn by the other rules alone.
  std::vector<char> circles;
  for (int number : p.numbers().cells) circles.push_back(number != kUnknown);
  if (std::find(circles.begin(), circles.end(), 1) != circles.end())
    list.push_back(std::make_shared<DeadEnds>(shape, 0, std::move(circles), unshaded, "circle"));
  return RuleSet(shape, std::move(list));
}

// A dead end of the unshaded cells shows the unshaded cells it sees, itself included.
int nurimisaki_view(const DeclaredShading& p, const Grid& solution, int cell) {
  if (solution.cells[static_cast<std::size_t>(cell)] == 1) return -1;
  int alike = 0;
  for (const std::vector<int>& way : Sight::ways(p.shape(), cell))
    alike += !way.empty() && solution.cells[static_cast<std::size_t>(way.front())] == 0;
  if (alike != 1) return -1;
  return Sight::seen(solution, p.shape(), cell, 0) + 1;
}

}  // namespace

constexpr ShadingDeclaration kNurimisaki{.type = "nurimisaki",
                                         .numbers = Numbers::InCells,
                                         .largest_number = row_and_column,
                                         .smallest_number = 1,
                                         .rules = nurimisaki_rules,
                                         .measure = nurimisaki_view,
                                         .puzzlink = "nurimisaki",
                                         .numbers_fixed = true};

Genre nurimisaki_unit() {
  return declared_genre<kNurimisaki>({}, "nurimisaki", 10);
}

}  // namespace gridsat

// Cave (puzz.link `cave`; also Bag, Corral): some cells hold a number. Shade cells so that the
// unshaded cells (the cave) form one area through their sides, every area of shaded cells
// reaches the edge of the grid (the cave has no hole), a numbered cell is not shaded, and each
// number counts the unshaded cells it sees along its row and column, itself included, up to the
// first shaded cell or the edge each way; as pzprjs checks it, an answer shades at least one
// cell (docs/cave.md).
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer.
#include "genres/declared.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/sight.hpp"

namespace gridsat {
namespace {

using namespace rules;

RuleSet cave_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> list = {
      std::make_shared<Count>(shape, whole_grid(shape), Relation::AtLeast, std::vector<int>{1}),
      std::make_shared<Connected>(shape, 0, "unshaded cells"),
      std::make_shared<ReachesEdge>(shape, 1, "shaded cells")};
  add_numbered_unshaded(p, list);
  add_sight_counts(p, list, 0, 1, Noun{"unshaded cell", "unshaded cells"});
  return RuleSet(shape, std::move(list));
}

// An unshaded cell shows the unshaded cells it sees, itself included.
int cave_view(const DeclaredShading& p, const Grid& solution, int cell) {
  if (solution.cells[static_cast<std::size_t>(cell)] == 1) return -1;
  return Sight::seen(solution, p.shape(), cell, 0) + 1;
}

}  // namespace

constexpr ShadingDeclaration kCave{
    .type = "cave",
    .numbers = Numbers::InCells,
    .largest_number = row_and_column,  // a number counts its own cell
    .smallest_number = 1,
    .rules = cave_rules,
    .measure = cave_view,
    .puzzlink = "cave",
    .puzzlink_alias = "bag"};

Genre cave_unit() {
  return declared_genre<kCave>({"bag", "corral"}, "cave (bag, corral)", 14);
}

}  // namespace gridsat

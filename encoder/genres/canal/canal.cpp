// Canal View (puzz.link `canal`): some cells hold a number. Shade cells so that the shaded cells
// form one area through their sides with no 2 x 2 block of them, a numbered cell is not shaded,
// and each number counts the shaded cells it sees along its row and column, up to the first
// unshaded cell or the edge each way (docs/canal.md).
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer.
#include "genres/declared.hpp"
#include "rules/connected.hpp"
#include "rules/no_block.hpp"
#include "rules/sight.hpp"

namespace gridsat {
namespace {

using namespace rules;

// pzprjs's largest: a number in a corner sees the rest of its row and column.
int canal_largest(const DeclaredShading& p, int) {
  return p.rows() + p.cols() - 2;
}

RuleSet canal_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> list = {std::make_shared<Connected>(shape, 1, "shaded cells"),
                               std::make_shared<NoBlock>(shape, 1, "shaded cells")};
  add_numbered_unshaded(p, list);
  add_sight_counts(p, list, 1, 0);
  return RuleSet(shape, std::move(list));
}

// An unshaded cell shows the shaded cells it sees.
int canal_view(const DeclaredShading& p, const Grid& solution, int cell) {
  if (solution.cells[static_cast<std::size_t>(cell)] == 1) return -1;
  return Sight::seen(solution, p.shape(), cell, 1);
}

}  // namespace

constexpr ShadingDeclaration kCanal{.type = "canal",
                                    .numbers = Numbers::InCells,
                                    .largest_number = canal_largest,
                                    .rules = canal_rules,
                                    .measure = canal_view,
                                    .puzzlink = "canal"};

Genre canal_unit() {
  return declared_genre<kCanal>({"canal-view"}, "canal (canal view)", 26);
}

}  // namespace gridsat

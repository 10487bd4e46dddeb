// Aqre (puzz.link `aqre`): a grid cut into rooms, some numbered. Shade cells so that a numbered
// room holds exactly that many shaded cells, the shaded cells form one area through their sides,
// and no row or column has four shaded or four unshaded cells in a row (docs/aqre.md).
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer.
#include "genres/declared.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"

namespace gridsat {
namespace {

using namespace rules;

// Every four cells in a row along a row or a column.
Groups fours(GridShape shape) {
  Groups out;
  for (int r = 0; r < shape.rows; ++r)
    for (int c = 0; c + 4 <= shape.cols; ++c) {
      const int first = r * shape.cols + c;
      out.add(cell_name(first, shape.cols) + " to " + cell_name(first + 3, shape.cols),
              {first, first + 1, first + 2, first + 3});
    }
  for (int c = 0; c < shape.cols; ++c)
    for (int r = 0; r + 4 <= shape.rows; ++r) {
      const int first = r * shape.cols + c;
      const int last = first + 3 * shape.cols;
      out.add(cell_name(first, shape.cols) + " to " + cell_name(last, shape.cols),
              {first, first + shape.cols, first + 2 * shape.cols, last});
    }
  return out;
}

RuleSet aqre_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> list = {
      std::make_shared<Connected>(shape, 1, "shaded cells"),
      std::make_shared<Count>(shape, fours(shape), Relation::AtMost, std::vector<int>{3}),
      std::make_shared<Count>(shape, fours(shape), Relation::AtLeast, std::vector<int>{1})};
  add_room_counts(p, list);
  return RuleSet(shape, std::move(list));
}

}  // namespace

constexpr ShadingDeclaration kAqre{.type = "aqre",
                                   .rooms = true,
                                   .numbers = Numbers::InRooms,
                                   .largest_number = room_size,
                                   .rules = aqre_rules,
                                   .measure = shaded_in_room,
                                   .puzzlink = "aqre"};

Genre aqre_unit() {
  return declared_genre<kAqre>({}, "aqre", 13);
}

}  // namespace gridsat

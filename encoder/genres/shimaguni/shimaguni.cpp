// Shimaguni (puzz.link `shimaguni`; islands): a grid cut into rooms, some numbered. Shade cells
// so that every room holds one island (its shaded cells, at least one, connected through sides
// inside the room), a numbered room holds exactly that many shaded cells, shaded cells of two
// rooms never touch across their border, and two rooms side by side never hold islands of the
// same size (docs/shimaguni.md).
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer.
#include <set>

#include "genres/declared.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/different_counts.hpp"

namespace gridsat {
namespace {

using namespace rules;

// Every two side neighbours in different rooms (a group each), and every two rooms that meet
// along a border (room indices).
struct Borders {
  Groups across;
  std::vector<std::pair<int, int>> rooms;
};

Borders borders_of(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  const std::vector<int>& room = p.rooms();
  Borders out;
  std::set<std::pair<int, int>> met;
  for (int cell = 0; cell < shape.cells(); ++cell)
    for (int other : {cell % shape.cols + 1 < shape.cols ? cell + 1 : -1,
                      cell + shape.cols < shape.cells() ? cell + shape.cols : -1}) {
      if (other < 0) continue;
      const int a = room[static_cast<std::size_t>(cell)], b = room[static_cast<std::size_t>(other)];
      if (a == b) continue;
      out.across.add(cell_name(cell, shape.cols) + " and " + cell_name(other, shape.cols),
                     {cell, other});
      if (met.insert({std::min(a, b), std::max(a, b)}).second)
        out.rooms.emplace_back(std::min(a, b), std::max(a, b));
    }
  return out;
}

RuleSet shimaguni_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  Borders borders = borders_of(p);
  // In pzprjs's order of checks, the numbers last.
  std::vector<RulePtr> list;
  if (borders.across.size() > 0)
    list.push_back(std::make_shared<Count>(shape, std::move(borders.across), Relation::AtMost,
                                           std::vector<int>{1}));
  list.push_back(std::make_shared<ConnectedWithin>(shape, p.room_groups(), 1, "shaded cells"));
  if (!borders.rooms.empty())
    list.push_back(
        std::make_shared<DifferentCounts>(shape, p.room_groups(), std::move(borders.rooms)));
  list.push_back(
      std::make_shared<Count>(shape, p.room_groups(), Relation::AtLeast, std::vector<int>{1}));
  add_room_counts(p, list);
  return RuleSet(shape, std::move(list));
}

}  // namespace

constexpr ShadingDeclaration kShimaguni{.type = "shimaguni",
                                        .rooms = true,
                                        .numbers = Numbers::InRooms,
                                        .largest_number = room_size,
                                        .smallest_number = 1,
                                        .rules = shimaguni_rules,
                                        .measure = shaded_in_room,
                                        .puzzlink = "shimaguni",
                                        .smallest_room = 3,
                                        .refine_moves_cells = true};

Genre shimaguni_unit() {
  return declared_genre<kShimaguni>({"islands"}, "shimaguni (islands)", 12);
}

}  // namespace gridsat

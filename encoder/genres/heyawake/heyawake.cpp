// Heyawake (Nikoli; puzz.link `heyawake`): a grid cut into rooms, some numbered. Shade cells so
// that a numbered room holds exactly that many shaded cells, no two shaded cells share a side,
// the unshaded cells form one area through their sides, and no straight run of unshaded cells
// crosses two room borders (spans three rooms). As pzprjs checks it, an answer also shades at
// least one cell (docs/heyawake.md).
//
// A declaration (rules/declared.hpp): the genre is its rules over the shading layer.
#include "genres/declared.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/never_touch.hpp"

namespace gridsat {
namespace {

using namespace rules;

// The shortest runs of a row or column that cross two room borders: from the cell before one
// border to the cell after the next one along the line. Each must hold a shaded cell.
Groups runs_across_two_borders(const DeclaredShading& p) {
  Groups out;
  auto lines = [&](int count, int length, auto cell_at) {
    for (int line = 0; line < count; ++line) {
      std::vector<int> borders;  // k: a border between positions k - 1 and k
      for (int k = 1; k < length; ++k)
        if (p.rooms()[static_cast<std::size_t>(cell_at(line, k - 1))] !=
            p.rooms()[static_cast<std::size_t>(cell_at(line, k))])
          borders.push_back(k);
      for (std::size_t i = 0; i + 1 < borders.size(); ++i) {
        std::vector<int> run;
        for (int k = borders[i] - 1; k <= borders[i + 1]; ++k) run.push_back(cell_at(line, k));
        std::string name = cell_name(run.front(), p.cols()) + " to " +
                           cell_name(run.back(), p.cols()) + " (three rooms)";
        out.add(std::move(name), std::move(run));
      }
    }
  };
  lines(p.rows(), p.cols(), [&](int r, int k) { return r * p.cols() + k; });
  lines(p.cols(), p.rows(), [&](int c, int k) { return k * p.cols() + c; });
  return out;
}

RuleSet heyawake_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> list = {
      std::make_shared<NeverTouch>(shape, Touch::Side),
      std::make_shared<Connected>(shape, 0, "unshaded cells"),
      std::make_shared<Count>(shape, whole_grid(shape), Relation::AtLeast, std::vector<int>{1}),
      std::make_shared<Count>(shape, runs_across_two_borders(p), Relation::AtLeast,
                              std::vector<int>{1})};
  add_room_counts(p, list);
  return RuleSet(shape, std::move(list));
}

}  // namespace

constexpr ShadingDeclaration kHeyawake{.type = "heyawake",
                                       .rooms = true,
                                       .numbers = Numbers::InRooms,
                                       .largest_number = room_size,
                                       .rules = heyawake_rules,
                                       .measure = shaded_in_room,
                                       .puzzlink = "heyawake"};

Genre heyawake_unit() {
  return declared_genre<kHeyawake>({}, "heyawake", 39);
}

}  // namespace gridsat

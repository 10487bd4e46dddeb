// Aquarium (puzz.link `aquarium`): a grid cut into tanks, with numbers above the columns and
// left of the rows. Fill cells with water so that each number counts the water in its column or
// row, and the water settles in its tank: what is beside or below water in its tank is water,
// and each pool (water joined inside a tank) stands level; with puzz.link's `r` flag (the
// `regions` switch) each tank stands at one level. Some cell holds water (docs/aquarium.md).
//
// A declaration (rules/declared.hpp): the tanks are its rooms, the numbers its side clues.
#include "genres/declared.hpp"
#include "rules/count.hpp"
#include "rules/water.hpp"

namespace gridsat {
namespace {

using namespace rules;

const Noun kWater{"water cell", "water cells"};

RuleSet aquarium_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> rules = {std::make_shared<Water>(shape, p.rooms(), p.switched()),
                                std::make_shared<Count>(shape, whole_grid(shape), Relation::AtLeast,
                                                        std::vector<int>{1}, kWater)};
  Groups lines;
  std::vector<int> counts;
  for (std::size_t side = 0; side < 4; ++side)
    for (std::size_t i = 0; i < p.sides().clues()[side].size(); ++i)
      if (const int clue = p.sides().clues()[side][i]; clue != kUnknown) {
        const int index = static_cast<int>(i);
        lines.add((side < 2 ? "column " : "row ") + std::to_string(index + 1),
                  p.sides().line(side, index));
        counts.push_back(clue);
      }
  if (!counts.empty())
    rules.push_back(std::make_shared<Count>(shape, std::move(lines), Relation::Exactly,
                                            std::move(counts), kWater));
  return RuleSet(shape, std::move(rules));
}

// A column's clue counts its rows, a row's its columns.
int line_length(const DeclaredShading& p, std::size_t side) {
  return side < 2 ? p.rows() : p.cols();
}

int water_in(std::size_t, const std::vector<int>& line) {
  int count = 0;
  for (int v : line) count += v == 1;
  return count;
}

}  // namespace

constexpr ShadingDeclaration kAquarium{.type = "aquarium",
                                       .rooms = true,
                                       .numbers = Numbers::None,
                                       .rules = aquarium_rules,
                                       .shade_colour = "#4a90d9",
                                       .puzzlink = "aquarium",
                                       .side_clues = {true, false, true, false},
                                       .largest_side_clue = line_length,
                                       .measure_side = water_in,
                                       .switch_word = "regions",
                                       .switch_flag = 'r'};

Genre aquarium_unit() {
  return declared_genre<kAquarium>({}, "aquarium", 13);
}

}  // namespace gridsat

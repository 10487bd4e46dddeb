// Magnets as a declaration: its rules over the values layer, 0 neutral, 1 a + pole, 2 a - pole
// (pzprjs's numbers; a JSON answer writes -1 for a - pole).
// A domino holds both poles or none (Related's opposite), side neighbours of two dominoes never
// hold the same pole (different unless blank), and each side clue counts its line's poles
// (Occurs, one rule per pole and count). As pzprjs reads it, a room of one cell may hold a pole
// (its check asks a pole for a partner only in a larger room), and a room holds at most two
// cells here (pzprjs's rooms of three or more are refused); a cell outside the puzzle (pzprjs's
// empty cell, Tatham's singleton) is a given 0.
#include "genres/magnets/magnets.hpp"

#include <algorithm>
#include <map>

#include "genres/declared_values.hpp"
#include "rules/occurs.hpp"
#include "rules/related.hpp"

namespace gridsat {
namespace {

using namespace rules;

int two(const DeclaredValues&, int) {
  return 2;
}

// The pole a side counts: + (1) at the top and left, - (2) at the bottom and right.
int pole_of(std::size_t side) {
  return side == 0 || side == 2 ? 1 : 2;
}

int json_number(int value) {
  return value == 2 ? -1 : value;
}

// At most every other cell of a line holds a given pole (like poles never touch).
int half_line(const DeclaredValues& p, std::size_t side) {
  return ((side < 2 ? p.rows() : p.cols()) + 1) / 2;
}

int poles_in(std::size_t side, const std::vector<int>& line) {
  return static_cast<int>(std::count(line.begin(), line.end(), pole_of(side)));
}

ValueRuleSet magnets_rules(const DeclaredValues& p) {
  const GridShape shape = p.shape();
  std::vector<CellPair> pairs;
  for (const auto& [cell, next] : side_pairs(shape))
    pairs.push_back(
        {cell, next,
         p.rooms()[static_cast<std::size_t>(cell)] == p.rooms()[static_cast<std::size_t>(next)]
             ? PairKind::Opposite
             : PairKind::DifferentUnlessBlank});
  std::vector<ValueRulePtr> rules = {
      std::make_shared<Related>(shape, std::move(pairs), PairEncoding::Support, p.value_names())};
  // The lines of each pole and count, one rule for each; the neutral counts, implied, last.
  std::map<std::pair<int, int>, Groups> counted;
  const Groups lines[2] = {columns_of(shape), rows_of(shape)};
  for (std::size_t side = 0; side < 4; ++side)
    for (std::size_t i = 0; i < p.side_clues()[side].size(); ++i)
      if (const int clue = p.side_clues()[side][i]; clue != kUnknown) {
        const Groups& from = lines[side / 2];
        counted[{pole_of(side), clue}].add(from.names[i], p.side_line(side, static_cast<int>(i)));
        // Both poles counted: the neutral cells too (implied; Magnets' own solver counts them).
        const int other = p.side_clues()[side ^ 1][i];
        if (side % 2 == 0 && other != kUnknown)
          counted[{0, static_cast<int>(from.cells[i].size()) - clue - other}].add(
              from.names[i], p.side_line(side, static_cast<int>(i)));
      }
  for (const int pole : {1, 2, 0})
    for (auto& [key, groups] : counted)
      if (key.first == pole)
        rules.push_back(std::make_shared<Occurs>(
            shape, std::move(groups),
            std::vector<Occurrence>{{pole, key.second, p.value_text(pole), true}}));
  return ValueRuleSet(shape, p.domain(), std::move(rules));
}

}  // namespace

constexpr ValuesDeclaration kMagnets{
    .type = "magnets",
    .rooms = true,
    .largest_value = two,
    .smallest_value = 0,
    .symbols = "0+-",
    .json_number = json_number,
    .holes = true,
    .side_clues = {true, true, true, true},
    .largest_side_clue = half_line,
    .measure_side = poles_in,
    .rules = magnets_rules,
    .puzzlink = "magnets",
    .url = {UrlPart::PairedSides, UrlPart::Rooms, UrlPart::Circles, UrlPart::Holes},
    .legend = "top and left: + poles; bottom and right: - poles",
    .largest_room = 2};

Genre magnets_unit() {
  return declared_values_genre<kMagnets>({}, "magnets", 20, {magnets_game()});
}

}  // namespace gridsat

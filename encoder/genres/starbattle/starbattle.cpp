// Star battle's rules as a declaration over the shading layer (encoder/rules/): exactly K stars
// in every row, column and region (rules/count, with star battle's counting bound over 2 x 2
// blocks and its branching in the most constrained unit), and no two stars touching, not even
// diagonally (rules/never_touch, which is also "at most one star per 2 x 2 block"). The rule set
// gives the rules check, the encoding (one variable per cell, true = a star; the counts with
// encodings/cardinality, `--card`; a binary clause per touching pair) and the native rules.
#include "genres/starbattle/starbattle.hpp"

#include <stdexcept>

#include "formats/native_types.hpp"
#include "rules/count.hpp"
#include "rules/never_touch.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::optional<std::string> starbattle_size_error(int n, int k) {
  if (n < 1 || n > kMaxStarBattleSide)
    return "star battle size " + std::to_string(n) + " is out of range (1 to " +
           std::to_string(kMaxStarBattleSide) + ")";
  if (k < 1 || k > n)
    return "a star battle of size " + std::to_string(n) + " takes 1 to " + std::to_string(n) +
           " stars per row, column and region, not " + std::to_string(k);
  return std::nullopt;
}

std::optional<std::string> starbattle_regions_error(int n, const std::vector<int>& region) {
  if (region.size() != at(n * n)) return "the regions do not cover the grid";
  std::vector<int> size(at(n), 0);
  for (int g : region) {
    if (g < 0 || g >= n)
      return "a star battle of size " + std::to_string(n) + " has " + std::to_string(n) +
             " regions";
    ++size[at(g)];
  }
  for (int g = 0; g < n; ++g)
    if (size[at(g)] == 0)
      return "a star battle of size " + std::to_string(n) + " has " + std::to_string(n) +
             " regions, this one fewer";
  // Each region one 4-connected piece (formats/native_types' check, which the readers share).
  if (auto broken = disconnected_label(region, n))
    return "region " + std::to_string(region[at(*broken)] + 1) + " is not connected (" +
           cell_name(*broken, n) + ")";
  return std::nullopt;
}

StarBattle::StarBattle(int side, int k)
    : n(side), stars(k), region(at(side * side)), no_givens_(side, side) {
  for (int cell = 0; cell < n * n; ++cell) region[at(cell)] = cell / n;
}

std::string StarBattle::header_options() const {
  return std::to_string(n) + " stars=" + std::to_string(stars);
}

std::optional<int> StarBattle::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

void StarBattle::set_clues(std::span<const Clue> clues) {
  if (!clues.empty())
    throw std::invalid_argument("a star battle has no removable clues: its regions are the puzzle");
}

std::vector<std::vector<int>> StarBattle::region_cells() const {
  return rules::rooms_of(region, n).cells;
}

rules::Groups StarBattle::units() const {
  const rules::GridShape shape{n, n};
  rules::Groups out = rules::rows_of(shape);
  out.append(rules::columns_of(shape));
  const rules::Groups regions = rules::rooms_of(region, n);
  for (int k = 0; k < n; ++k)
    if (region_on_.empty() || region_on_[at(k)])
      out.add(regions.names[at(k)], regions.cells[at(k)]);
  return out;
}

std::vector<Clue> StarBattle::fixed_clues() const {
  std::vector<Clue> out;
  for (int k = 0; k < n; ++k)
    if (region_on_.empty() || region_on_[at(k)])
      out.push_back({Clue::Kind::Part, 0, 0, Side::Top, k, stars});
  return out;
}

void StarBattle::keep_fixed_clues(std::span<const Clue> kept) {
  region_on_.assign(at(n), 0);
  for (const Clue& clue : kept) {
    if (clue.kind != Clue::Kind::Part || clue.index < 0 || clue.index >= n)
      throw std::invalid_argument("a star battle's fixed clues are its regions");
    region_on_[at(clue.index)] = 1;
  }
}

std::string StarBattle::describe_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Part) return Puzzle::describe_clue(clue);
  const std::vector<int> cells = cells_of_clue(clue);
  return "region " + std::to_string(clue.index + 1) +
         (cells.empty() ? "" : " (" + cell_name(cells.front(), n) + ")") + " holds " +
         std::to_string(clue.value) + (clue.value == 1 ? " star" : " stars");
}

std::vector<int> StarBattle::cells_of_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Part || clue.index < 0 || clue.index >= n) return {};
  return region_cells()[at(clue.index)];
}

// ---- the rules ----

// The one-step lookahead players use ("a star here would leave that region no room") is left to
// the backtracker's lookahead mode (native/backtrack.cpp), which probes every open cell both
// ways: written into the count's propagation it cut the nodes of generated 14x14 puzzles by half
// to two thirds but made each node several times dearer, and 16x16 eight times slower.
rules::RuleSet StarBattle::rules() const {
  const rules::GridShape shape{n, n};
  const rules::Noun star{"star", "stars"};
  return rules::RuleSet(shape,
                        {std::make_shared<rules::NeverTouch>(shape, rules::Touch::King, star),
                         std::make_shared<rules::Count>(shape, units(), rules::Relation::Exactly,
                                                        std::vector<int>{stars}, star,
                                                        rules::CountOptions{true, true})});
}

std::optional<Violation> StarBattle::check(const Grid& s) const {
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (s.at(r, c) != 0 && s.at(r, c) != 1)
        return Violation{"value " + std::to_string(s.at(r, c)) + " is not 0 (empty) or 1 (a star)",
                         r, c};
  return rules().evaluate(s);
}

// There is no removable clue, so nothing has to come last.
void StarBattle::encode(Cnf& cnf, const EncodeOptions& options) const {
  rules().encode(cnf, options);
}

std::unique_ptr<NativeRules> StarBattle::native_rules() const {
  return rules().native(Grid{});
}

}  // namespace gridsat

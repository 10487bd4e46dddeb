// Star battle as a declaration over the shading layer (encoder/rules/): exactly K stars in every
// row, column and region (rules/count, with star battle's counting bound over 2 x 2 blocks and
// its branching in the most constrained unit), and no two stars touching, not even diagonally
// (rules/never_touch, which is also "at most one star per 2 x 2 block"). The rule set gives the
// rules check, the encoding (one variable per cell, true = a star; the counts with
// encodings/cardinality, `--card`; a binary clause per touching pair) and the native rules.
#include "genres/starbattle/starbattle.hpp"

#include <stdexcept>

#include "formats/native_types.hpp"
#include "puzzles/dzn.hpp"
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

namespace {

using namespace rules;

const Noun kStar{"star", "stars"};

Groups regions_of(const DeclaredShading& p) {
  return rooms_of(p.rooms(), p.room_count(), "region");
}

// The one-step lookahead players use ("a star here would leave that region no room") is left to
// the backtracker's lookahead mode (native/backtrack.cpp), which probes every open cell both
// ways: written into the count's propagation it cut the nodes of generated 14x14 puzzles by half
// to two thirds but made each node several times dearer, and 16x16 eight times slower.
RuleSet starbattle_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  Groups units = rows_of(shape);
  units.append(columns_of(shape));
  const Groups regions = regions_of(p);
  for (int k = 0; k < regions.size(); ++k)
    if (p.part_on(k)) units.add(regions.names[at(k)], regions.cells[at(k)]);
  return RuleSet(shape,
                 {std::make_shared<NeverTouch>(shape, Touch::King, kStar),
                  std::make_shared<Count>(shape, std::move(units), Relation::Exactly,
                                          std::vector<int>{p.parameter()}, kStar,
                                          CountOptions{.block_bound = true, .branch = true})});
}

int side(int rows, int) {
  return rows;
}

std::string header(const DeclaredShading& p) {
  return std::to_string(p.rows()) + " stars=" + std::to_string(p.parameter());
}

// Every region: K and its cells.
std::vector<DeclaredPart> regions(const DeclaredShading& p) {
  Groups groups = regions_of(p);
  std::vector<DeclaredPart> out;
  for (std::vector<int>& cells : groups.cells) out.push_back({p.parameter(), std::move(cells)});
  return out;
}

// "region 3 (r1c4) holds 2 stars"
std::string describe_region(const DeclaredShading& p, const DeclaredPart& region) {
  const int anchor = region.cells[0];  // its first cell in reading order
  return "region " + std::to_string(p.rooms()[at(anchor)] + 1) + " (" +
         cell_name(anchor, p.cols()) + ") holds " + std::to_string(region.value) + " " +
         kStar.of(region.value);
}

std::string starbattle_dzn(const DeclaredShading& p) {
  const int n = p.rows();
  return "n = " + std::to_string(n) + ";\nk = " + std::to_string(p.parameter()) + ";\n" +
         dzn::matrix("region", n, n, [&](int r, int c) { return p.rooms()[at(r * n + c)] + 1; });
}

}  // namespace

constexpr ShadingDeclaration kStarBattle{.type = "starbattle",
                                         .rooms = true,
                                         .numbers = Numbers::None,
                                         .rules = starbattle_rules,
                                         .shade_symbol = "★",
                                         .parameter = "stars",
                                         .largest_parameter = side,
                                         .header = header,
                                         .parts = regions,
                                         .describe_part = describe_region,
                                         .largest_side = kMaxStarBattleSide,
                                         .minizinc_data = starbattle_dzn};

std::unique_ptr<DeclaredShading> make_starbattle(int n, int k, const std::vector<int>& region) {
  auto p = std::make_unique<DeclaredShading>(kStarBattle, n, n);
  std::vector<int> labels = region;
  if (labels.empty())
    for (int cell = 0; cell < n * n; ++cell) labels.push_back(cell / n);
  if (p->set_rooms(labels)) throw std::invalid_argument("a star battle's region is in two pieces");
  p->set_parameter(k);
  return p;
}

}  // namespace gridsat

// Hitori as a declaration over the shading layer (encoder/rules/, docs/rules.md): shaded cells
// never touch by a side (NeverTouch); the unshaded cells are connected (Connected, with the
// enclosures of areas up to kEnclosureSize cells: short clauses implied by the connection, which
// the spanning tree and the cuts reach only through long chains; docs/hitori.md measures them);
// and of every two cells of a line with the same number, one is shaded (Count, at least one
// shaded cell per such pair, each pair a clause of two literals). The rule set gives the rules
// check, the encoding (one variable per cell, true = shaded; the connection statically, or left
// to the cuts of a lazy run), the cuts and the native rules (the connection through articulation
// points, branching on the first open pair, shaded first).
#include "genres/hitori/hitori.hpp"

#include "puzzles/dzn.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/never_touch.hpp"

namespace gridsat {
namespace {

using namespace rules;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

RuleSet hitori_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  const std::vector<std::pair<int, int>> all = equal_pairs(p);
  Groups pairs;
  for (std::size_t k = 0; k < all.size(); ++k) {
    if (!p.part_on(static_cast<int>(k))) continue;
    const auto [a, b] = all[k];
    pairs.add("the pair of " + std::to_string(p.number(a)) + "s " + cell_name(a, shape.cols) +
                  ", " + cell_name(b, shape.cols),
              {a, b});
  }
  std::vector<RulePtr> list = {
      std::make_shared<NeverTouch>(shape, Touch::Side),
      std::make_shared<Connected>(shape, 0, "unshaded cells", false, false, kEnclosureSize)};
  if (pairs.size() > 0)
    list.push_back(std::make_shared<Count>(shape, std::move(pairs), Relation::AtLeast,
                                           std::vector<int>{1}, Noun{},
                                           CountOptions{.branch = true, .pairs_apart = true}));
  return RuleSet(shape, std::move(list));
}

int largest(const DeclaredShading&, int) {
  return kMaxHitoriNumber;
}

// The numbers are the generator's own (hitori_genre.cpp), not measured from a solution.
int measured(const DeclaredShading&, const Grid&, int) {
  return -1;
}

// "N" for a square grid, otherwise "HxW".
std::string header(const DeclaredShading& p) {
  if (p.rows() == p.cols()) return std::to_string(p.rows());
  return std::to_string(p.rows()) + "x" + std::to_string(p.cols());
}

// Every equal pair: its number and its two cells.
std::vector<DeclaredPart> pairs(const DeclaredShading& p) {
  std::vector<DeclaredPart> out;
  for (const auto& [a, b] : equal_pairs(p)) out.push_back({p.number(a), {a, b}});
  return out;
}

// "3 twice: r1c1 r1c4 (one of them shaded)"
std::string describe_pair(const DeclaredShading& p, const DeclaredPart& pair) {
  return std::to_string(pair.value) + " twice: " + cell_name(pair.cells[0], p.cols()) + " " +
         cell_name(pair.cells[1], p.cols()) + " (one of them shaded)";
}

std::string hitori_dzn(const DeclaredShading& p) {
  return "h = " + std::to_string(p.rows()) + ";\nw = " + std::to_string(p.cols()) + ";\n" +
         dzn::givens("number", p.numbers(), 0) + dzn::givens("given", p.givens(), -1);
}

}  // namespace

constexpr ShadingDeclaration kHitori{.type = "hitori",
                                     .numbers = Numbers::InCells,
                                     .largest_number = largest,
                                     .smallest_number = 1,
                                     .rules = hitori_rules,
                                     .measure = measured,
                                     .numbers_fixed = true,
                                     .header = header,
                                     .parts = pairs,
                                     .describe_part = describe_pair,
                                     .largest_side = kMaxHitoriSide,
                                     .minizinc_data = hitori_dzn};

std::optional<std::string> hitori_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxHitoriSide || width > kMaxHitoriSide)
    return "hitori size " + std::to_string(height) + "x" + std::to_string(width) +
           " is out of range (sides 1 to " + std::to_string(kMaxHitoriSide) + ")";
  return std::nullopt;
}

std::unique_ptr<DeclaredShading> make_hitori(int height, int width, const Grid& numbers) {
  auto p = std::make_unique<DeclaredShading>(kHitori, height, width);
  for (int cell = 0; cell < height * width && !numbers.cells.empty(); ++cell)
    if (const int v = numbers.cells[at(cell)]; v != kUnknown) p->set_number(cell, v);
  return p;
}

std::vector<std::pair<int, int>> equal_pairs(const DeclaredShading& p) {
  std::vector<std::pair<int, int>> out;
  auto line = [&](int first, int step, int count) {
    for (int i = 0; i < count; ++i)
      for (int j = i + 1; j < count; ++j) {
        const int a = first + i * step, b = first + j * step;
        if (p.number(a) != kUnknown && p.number(a) == p.number(b)) out.emplace_back(a, b);
      }
  };
  for (int r = 0; r < p.rows(); ++r) line(r * p.cols(), 1, p.cols());
  for (int c = 0; c < p.cols(); ++c) line(c, p.cols(), p.rows());
  return out;
}

}  // namespace gridsat

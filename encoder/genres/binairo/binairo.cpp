// Binairo as a declaration over the shading layer (encoder/rules/): short runs over the rows
// and columns (no three equal cells in a row, as many of each value), and, unless the puzzle
// allows repeated lines, distinct rows and distinct columns, their encoding leaving out the pairs
// and positions the givens settle. The rule set gives the rules check, the encoding (one
// variable per cell, true = 1) and the native rules.
#include "genres/binairo/binairo.hpp"

#include "puzzles/dzn.hpp"
#include "rules/distinct_lines.hpp"
#include "rules/short_runs.hpp"

namespace gridsat {

std::optional<std::string> binairo_size_error(int height, int width) {
  const std::string size = std::to_string(height) + "x" + std::to_string(width);
  if (height % 2 != 0 || width % 2 != 0)
    return "binairo size " + size +
           ": both sides must be even (every row and column holds as many 0s as 1s)";
  if (height < 2 || width < 2 || height > kMaxBinairoSide || width > kMaxBinairoSide)
    return "binairo size " + size + " is out of range (sides 2 to " +
           std::to_string(kMaxBinairoSide) + ")";
  return std::nullopt;
}

namespace {

using namespace rules;

RuleSet binairo_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  Groups lines = rows_of(shape);
  lines.append(columns_of(shape));
  std::vector<RulePtr> rules = {std::make_shared<ShortRuns>(
      shape, std::move(lines), 2, true, std::array<std::string, 2>{"0s", "1s"})};
  if (unique_lines(p)) {
    rules.push_back(std::make_shared<DistinctLines>(shape, rows_of(shape), p.givens(), true));
    rules.push_back(std::make_shared<DistinctLines>(shape, columns_of(shape), p.givens(), true));
  }
  return RuleSet(shape, std::move(rules));
}

// "HxW", and " unique-lines=no" when rows and columns may repeat.
std::string header(const DeclaredShading& p) {
  std::string s = std::to_string(p.rows()) + "x" + std::to_string(p.cols());
  if (!unique_lines(p)) s += " unique-lines=no";
  return s;
}

std::string binairo_dzn(const DeclaredShading& p) {
  return "h = " + std::to_string(p.rows()) + ";\nw = " + std::to_string(p.cols()) +
         ";\nunique_lines = " + (unique_lines(p) ? "true" : "false") + ";\n" +
         dzn::givens("given", p.givens(), -1);
}

constexpr ShadingDeclaration binairo_declaration() {
  return {.type = "binairo",
          .numbers = Numbers::None,
          .rules = binairo_rules,
          .circles = true,
          .header = header,
          .largest_side = kMaxBinairoSide,
          .minizinc_data = binairo_dzn};
}

}  // namespace

constexpr ShadingDeclaration kBinairo = binairo_declaration();
constexpr ShadingDeclaration kBinairoRepeats = binairo_declaration();

std::unique_ptr<DeclaredShading> make_binairo(int height, int width, bool unique,
                                              const Grid& givens) {
  auto b = std::make_unique<DeclaredShading>(unique ? kBinairo : kBinairoRepeats, height, width);
  for (int cell = 0; cell < static_cast<int>(givens.cells.size()); ++cell)
    if (givens.cells[static_cast<std::size_t>(cell)] != kUnknown)
      b->set_given(cell / width, cell % width, givens.cells[static_cast<std::size_t>(cell)]);
  return b;
}

const DeclaredShading* as_binairo(const Puzzle& puzzle) {
  if (const DeclaredShading* p = declared_as(puzzle, kBinairo)) return p;
  return declared_as(puzzle, kBinairoRepeats);
}

bool unique_lines(const DeclaredShading& binairo) {
  return &binairo.declaration() == &kBinairo;
}

}  // namespace gridsat

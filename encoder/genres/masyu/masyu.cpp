// Masyu: its rules are a loop rule set of the vocabulary (encoder/rules/loop.hpp): one single
// loop through the cells' centres (rules/single_loop.hpp; through every cell with `full`), then
// the pearls (rules/pearls.hpp), the removable clues the setter switches on and off, written
// last. The rule set gives the check, the CNF (the edges named with name_edge), the lazy cuts
// and the native rules (the pearls on cell shapes, as Tatham's Pearl solver reasons, with the
// loop's inside and outside; the search branches at the pearls first).
#include "genres/masyu/masyu.hpp"

#include "rules/pearls.hpp"
#include "rules/single_loop.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::optional<std::string> masyu_size_error(int rows, int cols) {
  if (rows < 1 || cols < 1) return "a masyu grid needs at least one row and one column";
  if (rows == 1 || cols == 1)
    return "no loop fits in a masyu grid " + std::to_string(rows) + "x" + std::to_string(cols) +
           ": it needs at least two rows and two columns";
  if (rows > kMaxMasyuSide || cols > kMaxMasyuSide)
    return "masyu size " + std::to_string(rows) + "x" + std::to_string(cols) +
           " is too large (at most " + std::to_string(kMaxMasyuSide) + " a side)";
  return std::nullopt;
}

std::string masyu_cell_name(const Masyu& p, int cell) {
  return "r" + std::to_string(cell / p.width + 1) + "c" + std::to_string(cell % p.width + 1);
}

std::optional<PearlProblem> impossible_pearl(const Masyu& p) {
  const int H = p.height, W = p.width;
  for (int cell = 0; cell < H * W; ++cell) {
    const int r = cell / W, c = cell % W, v = p.pearls.cells[at(cell)];
    if (v == Masyu::kBlack) {
      const bool across = c >= 2 || c + 2 <= W - 1, down = r >= 2 || r + 2 <= H - 1;
      if (!across || !down)
        return PearlProblem{
            cell, "the black pearl at " + masyu_cell_name(p, cell) +
                      " has no room to turn: the loop leaves a black pearl for two cells straight "
                      "on, one way across and one way up or down, and this grid has no two "
                      "cells " +
                      (across ? "above or below it" : "left or right of it")};
    } else if (v == Masyu::kWhite) {
      const bool across = c >= 1 && c + 1 <= W - 1, down = r >= 1 && r + 1 <= H - 1;
      if (!across && !down)
        return PearlProblem{cell, "the white pearl at " + masyu_cell_name(p, cell) +
                                      " is in a corner of the grid, where the loop cannot go "
                                      "straight through it"};
    }
  }
  return std::nullopt;
}

Grid implied_pearls(int rows, int cols, const Grid& loop) {
  const rules::LoopGeometry geometry(centre_loop(rows, cols));
  Grid out(rows, cols);
  out.cells = rules::implied_pearls(geometry, loop);
  return out;
}

std::string Masyu::header_options() const {
  return std::to_string(height) + "x" + std::to_string(width) + (full ? " full" : "");
}

std::string Masyu::value_text(int value) const {
  if (value == kWhite) return "W";
  if (value == kBlack) return "B";
  return std::to_string(value);
}

std::string Masyu::shown_value(int value) const {
  if (value == kWhite) return "○";
  if (value == kBlack) return "●";
  return std::to_string(value);
}

rules::LoopRuleSet Masyu::rules() const {
  return rules_cache_.get(RulesKey{height, width, pearls, full}, [&] {
    auto geometry = std::make_shared<const rules::LoopGeometry>(loop_shape());
    return rules::LoopRuleSet(
        geometry, {std::make_shared<rules::SingleLoop>(geometry, LoopPoints::Centres,
                                                       rules::SingleLoop::Options{full, false}),
                   std::make_shared<rules::Pearls>(geometry, pearls.cells)});
  });
}

std::optional<Violation> Masyu::check(const Grid& solution) const {
  return rules().evaluate(solution);
}

void Masyu::encode(Cnf& cnf, const EncodeOptions& options) const {
  rules().encode(cnf, options);
}

std::vector<Cut> Masyu::cuts(const Grid& answer) const {
  return rules().cuts(answer);
}

std::unique_ptr<NativeRules> Masyu::native_rules() const {
  return rules().native();
}

}  // namespace gridsat

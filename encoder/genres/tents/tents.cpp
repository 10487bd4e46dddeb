// Tents' rules as a rule set of the vocabulary (encoder/rules): tents never touching, not even
// diagonally (NeverTouch, king), the trees paired one to one with the tents beside them (Paired,
// which also keeps the trees and the cells beside none free of tents), and the counts last, as
// removable clues (Count over the counted rows and columns, with the star battle players'
// counting bound: no 2 x 2 block holds two tents). The rules check, the encoding and the native
// search are the set's.
#include "genres/tents/tents.hpp"

#include <algorithm>
#include <stdexcept>

#include "puzzles/border_clues.hpp"
#include "rules/count.hpp"
#include "rules/never_touch.hpp"
#include "rules/paired.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::optional<std::string> tents_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxTentsSide || width > kMaxTentsSide)
    return "tents size " + std::to_string(height) + "x" + std::to_string(width) +
           " is out of range (sides 1 to " + std::to_string(kMaxTentsSide) + ")";
  return std::nullopt;
}

Tents::Tents(int rows, int cols)
    : height(rows),
      width(cols),
      trees(at(rows * cols), 0),
      row_counts(at(rows), kUnknown),
      col_counts(at(cols), kUnknown),
      grid(rows, cols) {}

std::string Tents::header_options() const {
  if (height == width) return std::to_string(height);
  return std::to_string(height) + "x" + std::to_string(width);
}

std::optional<int> Tents::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

int Tents::tree_count() const {
  return static_cast<int>(std::count(trees.begin(), trees.end(), 1));
}

std::vector<int> Tents::neighbours(int cell) const {
  std::vector<int> out;
  const int r = cell / width, c = cell % width;
  if (r > 0) out.push_back(cell - width);
  if (c > 0) out.push_back(cell - 1);
  if (c + 1 < width) out.push_back(cell + 1);
  if (r + 1 < height) out.push_back(cell + width);
  return out;
}

bool Tents::may_hold_tent(int cell) const {
  if (tree(cell)) return false;
  for (int u : neighbours(cell))
    if (tree(u)) return true;
  return false;
}

// ---- clues ----

std::vector<Clue> Tents::removable_clues() const {
  std::vector<Clue> out = Puzzle::removable_clues();  // the givens, row by row
  for (int r = 0; r < height; ++r)
    if (row_counts[at(r)] != kUnknown)
      out.push_back({Clue::Kind::Border, 0, 0, Side::Right, r, row_counts[at(r)]});
  for (int c = 0; c < width; ++c)
    if (col_counts[at(c)] != kUnknown)
      out.push_back({Clue::Kind::Border, 0, 0, Side::Bottom, c, col_counts[at(c)]});
  return out;
}

void Tents::set_clues(std::span<const Clue> clues) {
  Grid g(height, width);
  std::fill(row_counts.begin(), row_counts.end(), kUnknown);
  std::fill(col_counts.begin(), col_counts.end(), kUnknown);
  for (const Clue& clue : clues) {
    if (clue.kind == Clue::Kind::Given) {
      g.at(clue.row, clue.col) = clue.value;
    } else if (clue.kind == Clue::Kind::Border && clue.side == Side::Right && clue.index >= 0 &&
               clue.index < height) {
      row_counts[at(clue.index)] = clue.value;
    } else if (clue.kind == Clue::Kind::Border && clue.side == Side::Bottom && clue.index >= 0 &&
               clue.index < width) {
      col_counts[at(clue.index)] = clue.value;
    } else {
      throw std::invalid_argument(
          "a tents puzzle's clues are its givens and its row (right) and column (bottom) counts");
    }
  }
  grid = std::move(g);
}

std::string Tents::describe_clue(const Clue& clue) const {
  if (clue.kind == Clue::Kind::Given)
    return "given r" + std::to_string(clue.row + 1) + "c" + std::to_string(clue.col + 1) + " = " +
           (clue.value == 1 ? "tent" : "no tent");
  return "tent count " + std::to_string(clue.value) + " of " + line_name(clue.side, clue.index);
}

// ---- the rules ----

rules::RuleSet Tents::rules() const {
  return rules_cache_.get(RulesKey{height, width, trees, row_counts, col_counts},
                          [&] { return build_rules(); });
}

rules::RuleSet Tents::build_rules() const {
  using namespace rules;
  const GridShape shape{height, width};
  const Noun tent{"tent", "tents"};
  std::vector<RulePtr> out{std::make_shared<NeverTouch>(shape, Touch::King, tent),
                           std::make_shared<Paired>(shape, trees, tent, Noun{"tree", "trees"})};
  Groups counted;
  std::vector<int> targets;
  const Groups rows = rows_of(shape), cols = columns_of(shape);
  for (int r = 0; r < height; ++r)
    if (row_counts[at(r)] != kUnknown) {
      counted.add(rows.names[at(r)], rows.cells[at(r)]);
      targets.push_back(row_counts[at(r)]);
    }
  for (int c = 0; c < width; ++c)
    if (col_counts[at(c)] != kUnknown) {
      counted.add(cols.names[at(c)], cols.cells[at(c)]);
      targets.push_back(col_counts[at(c)]);
    }
  if (!targets.empty())
    out.push_back(std::make_shared<Count>(shape, std::move(counted), Relation::Exactly,
                                          std::move(targets), tent,
                                          CountOptions{.block_bound = true}));
  return RuleSet(shape, std::move(out));
}

std::optional<Violation> Tents::check(const Grid& s) const {
  return rules().evaluate(s);
}

void Tents::encode(Cnf& cnf, const EncodeOptions& options) const {
  rules().encode(cnf, options, grid);
}

std::unique_ptr<NativeRules> Tents::native_rules() const {
  return rules().native(grid);
}

}  // namespace gridsat

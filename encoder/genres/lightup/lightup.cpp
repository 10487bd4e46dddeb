// Light Up as a declaration whose numbers stand on walls. Its rules over the shading (1 = a
// bulb), on the maximal runs of white cells along rows and columns: a bulb lights exactly the
// runs it stands in (docs/lightup.md), so "no bulb lights another" is at most one bulb per run
// (Count with the amo option: encodings/amo under --amo), and "every white cell is lit" is at
// least one bulb among the cell and the rest of its two runs, a single clause (Count, branching
// on the unlit cell that the fewest cells can still light, as a solver by hand looks first);
// a numbered wall holds exactly its number of bulbs among its white neighbours (Count). The walls
// are given cells without a bulb. The same runs are how Tatham's Light Up lists what a square
// lights (lightup.c's ll_data and list_lights), and how Nikoli-style puzzles are usually put into
// SAT.
#include "genres/lightup/lightup.hpp"

#include "puzzles/dzn.hpp"
#include "rules/count.hpp"

namespace gridsat {
namespace {

using namespace rules;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

const Noun kBulb{"bulb", "bulbs"};

bool is_wall(const DeclaredShading& p, int cell) {
  return p.number(cell) != kLightupWhite;
}

// The maximal runs of white cells of each row (left to right) and each column (top to bottom),
// rows first, named by their ends when a message asks.
Groups white_runs(const DeclaredShading& p) {
  const int cols = p.cols();
  Groups runs;
  runs.name_of = [cols](const std::vector<int>& run) {
    return "the white cells " + cell_name(run.front(), cols) + " to " + cell_name(run.back(), cols);
  };
  auto line = [&](int first, int step, int count) {
    std::vector<int> run;
    for (int i = 0; i <= count; ++i) {
      const int cell = first + i * step;
      if (i < count && !is_wall(p, cell)) {
        run.push_back(cell);
        continue;
      }
      if (!run.empty()) runs.add(run);
      run.clear();
    }
  };
  for (int r = 0; r < p.rows(); ++r) line(r * cols, 1, cols);
  for (int c = 0; c < cols; ++c) line(c, cols, p.rows());
  return runs;
}

RuleSet lightup_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  const Groups runs = white_runs(p);
  // Per white cell: its row run (the first run holding it) and its column run (the second).
  std::vector<int> row_run(at(shape.cells()), -1), col_run(at(shape.cells()), -1);
  Groups shared, lighters;
  shared.name_of = runs.name_of;
  lighters.name_of = [cols = shape.cols](const std::vector<int>& group) {
    return "the cells that light " + cell_name(group.front(), cols);
  };
  for (std::size_t k = 0; k < runs.cells.size(); ++k) {
    for (int cell : runs.cells[k])
      (row_run[at(cell)] < 0 ? row_run : col_run)[at(cell)] = static_cast<int>(k);
    if (runs.cells[k].size() > 1) shared.add(runs.cells[k]);
  }
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (is_wall(p, cell)) continue;
    const std::vector<int>& row = runs.cells[at(row_run[at(cell)])];
    const std::vector<int>& col = runs.cells[at(col_run[at(cell)])];
    std::vector<int> group;
    group.reserve(row.size() + col.size() - 1);
    group.push_back(cell);
    for (const std::vector<int>* run : {&row, &col})
      for (int other : *run)
        if (other != cell) group.push_back(other);
    lighters.add(std::move(group));
  }
  std::vector<RulePtr> list;
  if (shared.size() > 0)
    list.push_back(std::make_shared<Count>(shape, std::move(shared), Relation::AtMost,
                                           std::vector<int>{1}, kBulb, CountOptions{.amo = true}));
  if (lighters.size() > 0)
    list.push_back(std::make_shared<Count>(shape, std::move(lighters), Relation::AtLeast,
                                           std::vector<int>{1}, kBulb,
                                           CountOptions{.branch = true}));
  add_number_counts(
      p, list,
      [&](int cell) {
        return NumberGroup{"the cells around " + cell_name(cell, shape.cols),
                           white_neighbours(p, cell)};
      },
      kBulb);
  return RuleSet(shape, std::move(list));
}

int most_four(const DeclaredShading&, int) {
  return 4;
}

// A wall shows the bulbs next to it.
int bulbs_around(const DeclaredShading& p, const Grid& solution, int cell) {
  if (!is_wall(p, cell)) return -1;
  return shaded_among(solution, white_neighbours(p, cell));
}

// wall: -2 white, -1 a wall without a number, 0..4 a numbered wall; given: -1, 0 or 1 per cell.
std::string lightup_dzn(const DeclaredShading& p) {
  std::string out =
      "h = " + std::to_string(p.rows()) + ";\nw = " + std::to_string(p.cols()) + ";\n";
  out += dzn::matrix("wall", p.rows(), p.cols(), [&](int r, int c) {
    const int v = p.numbers().at(r, c);
    return v == kLightupWhite ? -2 : v == kLightupWall ? -1 : v;
  });
  Grid white_givens(p.rows(), p.cols());
  for (int r = 0; r < p.rows(); ++r)
    for (int c = 0; c < p.cols(); ++c)
      if (p.numbers().at(r, c) == kLightupWhite) white_givens.at(r, c) = p.givens().at(r, c);
  out += dzn::givens("given", white_givens, -1);
  return out;
}

}  // namespace

constexpr ShadingDeclaration kLightup{.type = "lightup",
                                      .numbers = Numbers::InCells,
                                      .largest_number = most_four,
                                      .rules = lightup_rules,
                                      .measure = bulbs_around,
                                      .shade_symbol = "●",
                                      .walls = true,
                                      .largest_side = kMaxLightupSide,
                                      .minizinc_data = lightup_dzn};

std::optional<std::string> lightup_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxLightupSide || width > kMaxLightupSide)
    return "lightup size " + std::to_string(height) + "x" + std::to_string(width) +
           " is out of range (sides 1 to " + std::to_string(kMaxLightupSide) + ")";
  return std::nullopt;
}

std::unique_ptr<DeclaredShading> make_lightup(int height, int width) {
  return std::make_unique<DeclaredShading>(kLightup, height, width);
}

std::vector<int> white_neighbours(const DeclaredShading& p, int cell) {
  std::vector<int> out;
  const int w = p.cols(), r = cell / w, c = cell % w;
  if (r > 0 && !is_wall(p, cell - w)) out.push_back(cell - w);
  if (c > 0 && !is_wall(p, cell - 1)) out.push_back(cell - 1);
  if (c + 1 < w && !is_wall(p, cell + 1)) out.push_back(cell + 1);
  if (r + 1 < p.rows() && !is_wall(p, cell + w)) out.push_back(cell + w);
  return out;
}

}  // namespace gridsat

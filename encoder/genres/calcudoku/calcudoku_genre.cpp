// The calcudoku unit's entry (genres/genre.hpp) and what the generic tools ask of a calcudoku:
// its removable clues, the size of its encoding, its picture, its MiniZinc data, and how its
// puzzles are generated (cages, not givens: see generate_finish).
#include <algorithm>
#include <stdexcept>

#include "genres/calcudoku/calcudoku.hpp"
#include "genres/genre.hpp"
#include "puzzles/dzn.hpp"
#include "puzzles/random_areas.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

bool straight(const CalcudokuCage& cage, int n) {
  bool one_row = true, one_col = true;
  for (int cell : cage.cells) {
    one_row = one_row && cell / n == cage.cells.front() / n;
    one_col = one_col && cell % n == cage.cells.front() % n;
  }
  return one_row || one_col;
}

int op_code(CageOp op) {
  switch (op) {
    case CageOp::None:
      return 0;
    case CageOp::Add:
      return 1;
    case CageOp::Sub:
      return 2;
    case CageOp::Mul:
      return 3;
    case CageOp::Div:
      return 4;
  }
  return 0;
}

}  // namespace

std::vector<Clue> Calcudoku::removable_clues() const {
  std::vector<Clue> out;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (int v = grid.at(r, c); v != kUnknown) out.push_back({Clue::Kind::Given, r, c, {}, 0, v});
  return out;
}

std::string Calcudoku::describe_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Part || clue.index < 0 || at(clue.index) >= cages.size())
    return Puzzle::describe_clue(clue);
  std::string text = "cage";
  for (int cell : cages[at(clue.index)].cells) text += " " + cell_name(cell, n);
  return text + " = " + calcudoku_target_text(cages[at(clue.index)]);
}

std::vector<int> Calcudoku::cells_of_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Part || clue.index < 0 || at(clue.index) >= cages.size())
    return Puzzle::cells_of_clue(clue);
  return cages[at(clue.index)].cells;
}

std::vector<Clue> Calcudoku::fixed_clues() const {
  std::vector<Clue> out;
  for (std::size_t k = 0; k < cages.size(); ++k)
    if (cages[k].on)
      out.push_back({Clue::Kind::Part, 0, 0, Side::Top, static_cast<int>(k),
                     static_cast<int>(cages[k].target)});
  return out;
}

void Calcudoku::keep_fixed_clues(std::span<const Clue> kept) {
  for (CalcudokuCage& cage : cages) cage.on = false;
  for (const Clue& clue : kept) {
    if (clue.kind != Clue::Kind::Part || clue.index < 0 || at(clue.index) >= cages.size())
      throw std::invalid_argument("a calcudoku's fixed clues are its cages");
    cages[at(clue.index)].on = true;
  }
  *this = Calcudoku(n, cages, grid);  // the one-cell cages that are on are givens
}

EncodingSize Calcudoku::encoding_size(const EncodeOptions& options) const {
  const Calcudoku& k = *this;
  const double n = k.n;
  EncodingSize size = one_hot_size(n * n, n, options.amo);
  size += groups_size(2 * n, n, n, options.amo);
  size += clauses_of_width(n * n, 1);
  for (const CalcudokuCage& cage : k.cages) {
    CageShape shape;
    shape.op = cage.op;
    shape.target = cage.target;
    shape.size = static_cast<double>(cage.cells.size());
    shape.all_distinct = shape.size >= 2 && straight(cage, k.n);
    shape.distinct_known = true;
    shape.spec.op = cage.op;
    shape.spec.target = cage.target;
    shape.spec.size = static_cast<int>(cage.cells.size());
    shape.spec.distinct = k.line_pairs(cage);
    shape.spec.distinct_known = true;
    size += cage_size(shape, k.n, options.cages);
  }
  return size;
}

void Calcudoku::draw(Picture& p) const {
  p.cage = cage_of_cell();
  p.cages_are_regions = true;
  for (const CalcudokuCage& cage : cages) {
    int first = *std::min_element(cage.cells.begin(), cage.cells.end());
    p.label[at(first)] = calcudoku_target_text(cage);
  }
}

std::string Calcudoku::minizinc_data() const {
  std::ostringstream d;
  std::vector<int> cage_of(at(n * n), 0), ops, targets;
  for (std::size_t k = 0; k < cages.size(); ++k) {
    for (int cell : cages[k].cells) cage_of[at(cell)] = static_cast<int>(k) + 1;
    ops.push_back(op_code(cages[k].op));
    targets.push_back(static_cast<int>(cages[k].target));
  }
  d << "n = " << n << ";\ncages = " << cages.size() << ";\n";
  d << dzn::matrix("cage", n, n, [&](int r, int c) { return cage_of[at(r * n + c)]; });
  d << dzn::list("op", ops) << dzn::list("target", targets) << dzn::givens("given", grid, 0);
  return d.str();
}

// ---- generate ----
//
// A calcudoku's clues are its cages, which are not removed: random connected cages (1-4 cells,
// with operations drawn from what the values allow) are drawn up to 20 times, and if none is
// unique a cage where two solutions differ is split, until the puzzle is unique.

namespace {

CalcudokuCage calcudoku_cage(std::vector<int> cells, const Grid& solution, Random& rng) {
  CalcudokuCage cage;
  std::sort(cells.begin(), cells.end());
  cage.cells = std::move(cells);
  std::vector<long long> values;
  for (int cell : cage.cells) values.push_back(solution.cells[at(cell)]);
  if (values.size() == 1) {
    cage.op = CageOp::None;
    cage.target = values.front();
    return cage;
  }
  long long sum = 0, product = 1;
  for (long long v : values) {
    sum += v;
    product *= v;
  }
  if (values.size() == 2) {
    const long long hi = std::max(values[0], values[1]), lo = std::min(values[0], values[1]);
    if (hi % lo == 0 && rng.chance(1, 2)) {
      cage.op = CageOp::Div;
      cage.target = hi / lo;
      return cage;
    }
    switch (rng.below(4)) {
      case 0:
      case 1:
        cage.op = CageOp::Sub;
        cage.target = hi - lo;
        return cage;
      case 2:
        cage.op = CageOp::Add;
        cage.target = sum;
        return cage;
      default:
        cage.op = CageOp::Mul;
        cage.target = product;
        return cage;
    }
  }
  const bool multiply = values.size() <= 4 && rng.chance(1, 2);
  cage.op = multiply ? CageOp::Mul : CageOp::Add;
  cage.target = multiply ? product : sum;
  return cage;
}

std::unique_ptr<Calcudoku> calcudoku_from(const std::vector<std::vector<int>>& cells,
                                          const Grid& solution, Random& rng) {
  std::vector<CalcudokuCage> cages;
  for (const auto& c : cells) cages.push_back(calcudoku_cage(c, solution, rng));
  return std::make_unique<Calcudoku>(solution.rows, std::move(cages),
                                     Grid(solution.rows, solution.rows));
}

std::unique_ptr<Puzzle> generate_finish(const Grid& solution, const GenerateParams&, Random& rng,
                                        const SolutionsUpToTwo& solve) {
  const int n = solution.rows;
  auto size = [&] {
    const int x = rng.below(20);
    return x < 1 ? 1 : x < 11 ? 2 : x < 17 ? 3 : 4;
  };
  auto any = [](const std::vector<int>&, int) { return true; };
  std::vector<std::vector<int>> cells;
  for (int attempt = 0; attempt < 20; ++attempt) {
    cells = random_cages(n, rng, size, any);
    join_lone_cells(cells, n, 4, rng);
    auto puzzle = calcudoku_from(cells, solution, rng);
    if (solve(*puzzle).size() == 1) return puzzle;
  }
  // Split cages where two solutions differ until one solution is left.
  for (;;) {
    auto puzzle = calcudoku_from(cells, solution, rng);
    const std::vector<Grid> found = solve(*puzzle);
    if (found.size() == 1) return puzzle;
    if (found.size() != 2) throw std::logic_error("calcudoku generation lost its solution");
    std::vector<int> differ;
    for (int cell = 0; cell < n * n; ++cell)
      if (found[0].cells[at(cell)] != found[1].cells[at(cell)]) differ.push_back(cell);
    const int cell = rng.pick(differ);
    auto it = std::find_if(cells.begin(), cells.end(), [&](const std::vector<int>& c) {
      return std::find(c.begin(), c.end(), cell) != c.end();
    });
    // The cell and a random connected part grown from it become one cage; the rest falls apart
    // into its connected pieces.
    std::vector<int> old = *it;
    cells.erase(it);
    std::vector<int> part{cell};
    const int wished = static_cast<int>(old.size()) / 2;
    while (static_cast<int>(part.size()) < wished) {
      std::vector<int> frontier;
      for (int c : part)
        for (int next : neighbours(c, n, n))
          if (std::find(old.begin(), old.end(), next) != old.end() &&
              std::find(part.begin(), part.end(), next) == part.end() &&
              std::find(frontier.begin(), frontier.end(), next) == frontier.end())
            frontier.push_back(next);
      if (frontier.empty()) break;
      part.push_back(rng.pick(frontier));
    }
    std::vector<int> rest;
    for (int c : old)
      if (std::find(part.begin(), part.end(), c) == part.end()) rest.push_back(c);
    cells.push_back(part);
    while (!rest.empty()) {
      const std::vector<int> piece = component_of(rest.front(), rest, n);
      std::vector<int> left;
      for (int c : rest)
        if (std::find(piece.begin(), piece.end(), c) == piece.end()) left.push_back(c);
      rest = std::move(left);
      cells.push_back(std::move(piece));
    }
  }
}

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (params.rows != params.cols)
    return "calcudoku grids are square, not " + std::to_string(params.rows) + "x" +
           std::to_string(params.cols);
  if (params.rows < 3 || params.rows > 16)
    return "calcudoku sizes must be 3 to 16, not " + std::to_string(params.rows);
  return std::nullopt;
}

// A Latin square first: a calcudoku without cages.
std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  const int n = params.rows;
  return std::make_unique<Calcudoku>(n, std::vector<CalcudokuCage>{}, Grid(n, n));
}

}  // namespace

Genre calcudoku_unit() {
  Generator generator;
  generator.problem = generate_problem;
  generator.largest = {{"", 12}};
  generator.frame = generate_frame;
  generator.finish = generate_finish;
  return {"calcudoku",
          {"kenken", "keen"},
          "calcudoku (kenken, keen)",
          calcudoku_native(),
          {calcudoku_cages_format()},
          {keen_game()},
          {},
          generator};
}

}  // namespace gridsat

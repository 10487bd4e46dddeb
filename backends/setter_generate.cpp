// generate: a random solution, every clue it implies, then clues taken away in random order for
// as long as the puzzle stays unique.
//
//  - The solution: the puzzle without clues on one solver; the cells are visited in random
//    order, each offered a random value as an assumption (kept when the current model already
//    has it, else kept when the solver finds a model with it, else the model's value is kept).
//  - The clues: sudoku and binairo every cell as a given; skyscrapers and abc every border clue
//    (plus, only if those leave the puzzle ambiguous, givens at random cells where a second
//    solution differs); killer random cages (connected, no repeated digit, 2-5 cells) with their
//    sums, plus every given. Calcudoku is different: its clues are the cages, which are not
//    removed; random connected cages (1-4 cells, with operations drawn from what the values
//    allow) are drawn up to 20 times, and if none is unique a cage where two solutions
//    differ is split, until the puzzle is unique.
//  - The removal: one ClueSolver (clue_solver.hpp) with the solution blocked; a clue goes when the
//    other clues, assumed, leave no other solution (UNSAT). Givens go before border clues, so a
//    skyscrapers or abc puzzle keeps only the givens it needs. Without --minimal the removal
//    stops at the first clue that must stay (a quicker, easier puzzle; the givens of a puzzle
//    with border clues are all tried, they are extras); with it, every clue is
//    tried once, and that is enough: a clue that was needed once stays needed, because the
//    second solution that needed it also satisfies every smaller set of clues.
//  - Randomness comes from setter_random.hpp only, so that a seed gives the same puzzle with any
//    standard library; CaDiCaL is deterministic for the same clauses and assumptions.
#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "clue_solver.hpp"
#include "puzzles/abc.hpp"
#include "puzzles/binairo.hpp"
#include "puzzles/calcudoku.hpp"
#include "puzzles/skyscrapers.hpp"
#include "puzzles/sudoku.hpp"
#include "setter.hpp"
#include "setter_random.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The orthogonal neighbours of a cell of a rows x cols grid, in a fixed order.
std::vector<int> neighbours(int cell, int rows, int cols) {
  std::vector<int> out;
  const int r = cell / cols, c = cell % cols;
  if (r > 0) out.push_back(cell - cols);
  if (c > 0) out.push_back(cell - 1);
  if (c + 1 < cols) out.push_back(cell + 1);
  if (r + 1 < rows) out.push_back(cell + cols);
  return out;
}

// ---- the random solution ----

// A random solution of `empty` (a puzzle without clues), or nothing when it has none.
std::optional<Grid> random_solution(const Puzzle& empty, const GenerateSpec& spec, Random& rng) {
  ClueSolver solver(empty, spec.encode, spec.limits);
  SatResult r = solver.solve({});
  if (r == SatResult::Unknown) throw GenerateStopped(solver.stop_reason());
  if (r == SatResult::Unsat) return std::nullopt;
  Grid model = solver.model();
  std::vector<int> order(at(empty.rows() * empty.cols()));
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order);
  std::vector<Lit> fixed;
  for (int cell : order) {
    const int row = cell / empty.cols(), col = cell % empty.cols();
    const int value = rng.pick(solver.values(row, col));
    if (model.cells[at(cell)] != value) {
      fixed.push_back(solver.cell_literal(row, col, value));
      r = solver.solve_literals(fixed);
      fixed.pop_back();
      if (r == SatResult::Unknown) throw GenerateStopped(solver.stop_reason());
      if (r == SatResult::Sat) model = solver.model();
    }
    fixed.push_back(solver.cell_literal(row, col, model.cells[at(cell)]));
  }
  return model;
}

// ---- cages ----

// Random connected cages covering the grid. `size` draws a cage's wished size; `fits(cage, cell)`
// says whether a cell may join a cage.
template <class Size, class Fits>
std::vector<std::vector<int>> random_cages(int n, Random& rng, Size size, Fits fits) {
  std::vector<int> owner(at(n * n), -1);
  std::vector<int> order(at(n * n));
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order);
  std::vector<std::vector<int>> cages;
  for (int start : order) {
    if (owner[at(start)] >= 0) continue;
    const int id = static_cast<int>(cages.size());
    std::vector<int> cage{start};
    owner[at(start)] = id;
    const int wished = size();
    while (static_cast<int>(cage.size()) < wished) {
      std::vector<int> frontier;
      for (int cell : cage)
        for (int next : neighbours(cell, n, n))
          if (owner[at(next)] < 0 && fits(cage, next) &&
              std::find(frontier.begin(), frontier.end(), next) == frontier.end())
            frontier.push_back(next);
      if (frontier.empty()) break;
      const int next = rng.pick(frontier);
      cage.push_back(next);
      owner[at(next)] = id;
    }
    cages.push_back(std::move(cage));
  }
  return cages;
}

// The cells of `cells` reachable from `seed` (one of them) through orthogonal neighbours in it.
std::vector<int> component_of(int seed, const std::vector<int>& cells, int n) {
  std::vector<int> seen{seed}, todo{seed};
  while (!todo.empty()) {
    int cell = todo.back();
    todo.pop_back();
    for (int next : neighbours(cell, n, n))
      if (std::find(cells.begin(), cells.end(), next) != cells.end() &&
          std::find(seen.begin(), seen.end(), next) == seen.end()) {
        seen.push_back(next);
        todo.push_back(next);
      }
  }
  return seen;
}

bool is_connected(const std::vector<int>& cells, int n) {
  return cells.empty() || component_of(cells.front(), cells, n).size() == cells.size();
}

// Cells left alone when the cages around them filled up join a neighbouring cage with fewer than
// `most` cells (four times in five: a few 1-cell cages, which are givens, are welcome).
void join_lone_cells(std::vector<std::vector<int>>& cages, int n, int most, Random& rng) {
  for (std::size_t k = 0; k < cages.size(); ++k) {
    if (cages[k].size() != 1 || !rng.chance(4, 5)) continue;
    const int cell = cages[k].front();
    const auto near = neighbours(cell, n, n);
    std::vector<std::size_t> options;
    for (std::size_t j = 0; j < cages.size(); ++j) {
      if (j == k || cages[j].empty() || static_cast<int>(cages[j].size()) >= most) continue;
      if (std::any_of(cages[j].begin(), cages[j].end(), [&](int other) {
            return std::find(near.begin(), near.end(), other) != near.end();
          }))
        options.push_back(j);
    }
    if (options.empty()) continue;
    cages[rng.pick(options)].push_back(cell);
    cages[k].clear();
  }
  std::erase_if(cages, [](const std::vector<int>& cage) { return cage.empty(); });
}

// ---- killer ----

std::vector<KillerCage> killer_cages(const Grid& solution, Random& rng) {
  const int n = solution.rows;
  auto value = [&](int cell) { return solution.cells[at(cell)]; };
  auto cells = random_cages(
      n, rng, [&] { return rng.between(2, 5); },
      [&](const std::vector<int>& cage, int cell) {
        return std::none_of(cage.begin(), cage.end(),
                            [&](int other) { return value(other) == value(cell); });
      });
  // A lone cell joins a neighbouring cage that can take it, when there is one.
  for (std::size_t k = 0; k < cells.size(); ++k) {
    if (cells[k].size() != 1) continue;
    const int cell = cells[k].front();
    for (std::size_t j = 0; j < cells.size(); ++j) {
      if (j == k || cells[j].size() >= 5 || cells[j].empty()) continue;
      bool adjacent = false, repeats = false;
      for (int other : cells[j]) {
        auto near = neighbours(other, n, n);
        adjacent = adjacent || std::find(near.begin(), near.end(), cell) != near.end();
        repeats = repeats || value(other) == value(cell);
      }
      if (adjacent && !repeats) {
        cells[j].push_back(cell);
        cells[k].clear();
        break;
      }
    }
  }
  std::vector<KillerCage> cages;
  for (auto& c : cells) {
    if (c.empty()) continue;
    std::sort(c.begin(), c.end());
    KillerCage cage{c, 0};
    for (int cell : c) cage.sum += value(cell);
    cages.push_back(std::move(cage));
  }
  return cages;
}

// ---- jigsaw ----

// Random connected regions of n cells each: the boxes, then many random exchanges of two cells
// between neighbouring regions that keep both connected.
std::vector<int> jigsaw_regions(int n, int box_rows, int box_cols, Random& rng) {
  std::vector<int> region(at(n * n));
  for (int cell = 0; cell < n * n; ++cell) {
    const int r = cell / n, c = cell % n;
    region[at(cell)] = (r / box_rows) * (n / box_cols) + c / box_cols;
  }
  auto members = [&](int id) {
    std::vector<int> out;
    for (int cell = 0; cell < n * n; ++cell)
      if (region[at(cell)] == id) out.push_back(cell);
    return out;
  };
  for (int attempt = 0; attempt < 20 * n * n; ++attempt) {
    const int a = rng.below(n * n);
    const auto near = neighbours(a, n, n);
    const int b = rng.pick(near);
    const int from = region[at(a)], to = region[at(b)];
    if (from == to) continue;
    // a moves to `to`; some cell d of `to` next to `from` (after the move) moves to `from`.
    region[at(a)] = to;
    std::vector<int> choices;
    for (int d : members(to)) {
      if (d == a) continue;
      for (int m : neighbours(d, n, n))
        if (region[at(m)] == from) {
          choices.push_back(d);
          break;
        }
    }
    if (choices.empty()) {
      region[at(a)] = from;
      continue;
    }
    const int d = rng.pick(choices);
    region[at(d)] = from;
    if (!is_connected(members(from), n) || !is_connected(members(to), n)) {
      region[at(d)] = to;
      region[at(a)] = from;
    }
  }
  return region;
}

// ---- calcudoku ----

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

RunResult check_unique(const Puzzle& puzzle, const GenerateSpec& spec) {
  RunOptions options;
  options.encode = spec.encode;
  options.limits = spec.limits;
  RunResult r = run(puzzle, Mode::Unique, options);
  if (r.verdict == Verdict::Unknown) throw GenerateStopped(r.stopped);
  return r;
}

std::unique_ptr<Puzzle> generate_calcudoku(const GenerateSpec& spec, const Grid& solution,
                                           Random& rng) {
  const int n = spec.rows;
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
    if (check_unique(*puzzle, spec).verdict == Verdict::Unique) return puzzle;
  }
  // Split cages where two solutions differ until one solution is left.
  for (;;) {
    auto puzzle = calcudoku_from(cells, solution, rng);
    RunResult r = check_unique(*puzzle, spec);
    if (r.verdict == Verdict::Unique) return puzzle;
    if (r.verdict != Verdict::Multiple)
      throw std::logic_error("calcudoku generation lost its solution");
    std::vector<int> differ;
    for (auto [row, col] : differing_cells(r.solutions[0], r.solutions[1]))
      differ.push_back(row * n + col);
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

// ---- clue removal ----

std::vector<Clue> border_clues(const Puzzle& puzzle, const Grid& solution) {
  std::vector<Clue> out;
  const int n = puzzle.rows();
  const auto* sky = dynamic_cast<const Skyscrapers*>(&puzzle);
  for (Side side : kAllSides) {
    for (int i = 0; i < n; ++i) {
      std::vector<int> values;
      for (int cell : line_from_side(n, side, i)) values.push_back(solution.cells[at(cell)]);
      int clue = 0;
      if (sky) {
        clue = seen_along(values, sky->sum ? Seen::Sum : Seen::Count);
      } else {
        for (int v : values)
          if (v != 0) {
            clue = v;
            break;
          }
      }
      if (clue != 0) out.push_back({Clue::Kind::Border, 0, 0, side, i, clue});
    }
  }
  return out;
}

std::vector<Clue> all_givens(const Grid& solution) {
  std::vector<Clue> out;
  for (int r = 0; r < solution.rows; ++r)
    for (int c = 0; c < solution.cols; ++c)
      out.push_back({Clue::Kind::Given, r, c, Side::Top, 0, solution.at(r, c)});
  return out;
}

// `frame`: the puzzle's fixed part (no removable clues). Returns the clues that are kept.
std::vector<Clue> reduce_clues(const Puzzle& frame, const Grid& solution, std::vector<Clue> clues,
                               const GenerateSpec& spec, Random& rng) {
  ClueSolver solver(frame, spec.encode, spec.limits);
  solver.block(solution);
  auto solve = [&](const std::vector<Clue>& set) {
    SatResult r = solver.solve(set);
    if (r == SatResult::Unknown) throw GenerateStopped(solver.stop_reason());
    return r;
  };
  // Border clues alone may leave it ambiguous: add givens where a second solution differs.
  std::vector<Clue> givens;
  while (solve(clues) == SatResult::Sat) {
    const Grid other = solver.model();
    std::vector<int> differ;
    for (int cell = 0; cell < solution.rows * solution.cols; ++cell)
      if (other.cells[at(cell)] != solution.cells[at(cell)]) differ.push_back(cell);
    const int cell = rng.pick(differ);
    const Clue given{
        Clue::Kind::Given,       cell / solution.cols, cell % solution.cols, Side::Top, 0,
        solution.cells[at(cell)]};
    clues.push_back(given);
  }
  std::vector<Clue> order, borders;
  for (const Clue& clue : clues) (clue.kind == Clue::Kind::Given ? order : borders).push_back(clue);
  rng.shuffle(order);
  rng.shuffle(borders);
  order.insert(order.end(), borders.begin(), borders.end());
  std::vector<Clue> kept = clues;
  for (const Clue& clue : order) {
    std::vector<Clue> without;
    for (const Clue& k : kept)
      if (!(k == clue)) without.push_back(k);
    if (solve(without) == SatResult::Unsat)
      kept = std::move(without);
    else if (!spec.minimal && (clue.kind == Clue::Kind::Border || borders.empty()))
      break;
  }
  // The order of a puzzle's own listing, whatever the removal order was.
  std::vector<Clue> out;
  for (const Clue& clue : clues)
    if (std::find(kept.begin(), kept.end(), clue) != kept.end()) out.push_back(clue);
  return out;
}

// The empty puzzle (rules only) of a spec; killer cages and jigsaw regions come later.
std::unique_ptr<Puzzle> empty_puzzle(const GenerateSpec& spec, Random& rng) {
  const int n = spec.rows;
  if (spec.type == "sudoku") {
    auto s = std::make_unique<Sudoku>();
    s->n = n;
    std::tie(s->box_rows, s->box_cols) =
        spec.box_rows > 0 ? std::pair(spec.box_rows, spec.box_cols) : Sudoku::default_box(n);
    s->diagonal = spec.diagonal;
    s->grid = Grid(n, n);
    if (spec.jigsaw) s->regions = jigsaw_regions(n, s->box_rows, s->box_cols, rng);
    return s;
  }
  if (spec.type == "skyscrapers" || spec.type == "calcudoku") {
    auto s = std::make_unique<Skyscrapers>(n);  // calcudoku: a Latin square first
    s->sum = spec.sum && spec.type == "skyscrapers";
    return s;
  }
  if (spec.type == "abc")
    return std::make_unique<Abc>(n, spec.letters > 0 ? spec.letters : std::max(1, n - 2));
  auto b = std::make_unique<Binairo>();
  b->height = spec.rows;
  b->width = spec.cols;
  b->unique_lines = spec.unique_lines;
  b->grid = Grid(spec.rows, spec.cols);
  return b;
}

}  // namespace

std::optional<std::string> generate_spec_problem(const GenerateSpec& spec) {
  const std::string size = std::to_string(spec.rows) + "x" + std::to_string(spec.cols);
  if (spec.type == "binairo") return binairo_size_error(spec.rows, spec.cols);
  if (spec.type != "sudoku" && spec.type != "skyscrapers" && spec.type != "abc" &&
      spec.type != "calcudoku")
    return "cannot generate puzzles of type '" + spec.type + "'";
  if (spec.rows != spec.cols) return spec.type + " grids are square, not " + size;
  const int n = spec.rows;
  if (spec.type == "sudoku") {
    if (n < 4 || n > 36) return "a sudoku size must be 4 to 36, not " + std::to_string(n);
    if (spec.box_rows > 0 && spec.box_rows * spec.box_cols != n)
      return "a box of " + std::to_string(spec.box_rows) + "x" + std::to_string(spec.box_cols) +
             " does not fit a sudoku of size " + std::to_string(n);
    return std::nullopt;
  }
  if (n < 3 || n > 16) return spec.type + " sizes must be 3 to 16, not " + std::to_string(n);
  if (spec.type == "abc" && (spec.letters < 0 || spec.letters > n))
    return "abc needs 1 to " + std::to_string(n) + " letters";
  return std::nullopt;
}

std::unique_ptr<Puzzle> generate_frame(const GenerateSpec& spec) {
  Random rng(0);
  return empty_puzzle(spec, rng);
}

std::uint64_t puzzle_seed(std::uint64_t seed, std::uint64_t index) {
  // splitmix64 of the pair: neighbouring seeds and indices give unrelated streams.
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL * (index + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::unique_ptr<Puzzle> generate(const GenerateSpec& spec, std::uint64_t seed) {
  if (auto problem = generate_spec_problem(spec)) throw std::invalid_argument(*problem);
  Random rng(seed);
  std::unique_ptr<Puzzle> frame;
  std::optional<Grid> solution;
  // A random jigsaw layout may have no solution at all: draw another.
  for (int attempt = 0; !solution; ++attempt) {
    if (attempt == 100) throw std::runtime_error("no jigsaw layout with a solution found");
    frame = empty_puzzle(spec, rng);
    solution = random_solution(*frame, spec, rng);
  }
  if (spec.type == "calcudoku") return generate_calcudoku(spec, *solution, rng);

  std::vector<Clue> clues;
  if (spec.type == "skyscrapers" || spec.type == "abc") {
    clues = border_clues(*frame, *solution);
  } else {
    clues = all_givens(*solution);
    if (spec.killer) dynamic_cast<Sudoku&>(*frame).cages = killer_cages(*solution, rng);
  }
  const std::vector<Clue> kept = reduce_clues(*frame, *solution, std::move(clues), spec, rng);
  return with_clues(*frame, kept);
}

}  // namespace gridsat

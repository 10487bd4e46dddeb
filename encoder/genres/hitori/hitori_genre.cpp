// The hitori unit's entry (genres/genre.hpp): the declaration's puzzle (hitori.cpp) with the
// genre's own readers and writers, and how its puzzles are generated.
//
// Generation. A hitori's numbers are not clues that can be taken away one by one (every cell
// holds one), so the unit finishes the puzzle itself (Generator::finish), in the way of Tatham's
// Singles (new_game_desc in singles.c): a shading first, then numbers that make it the only one.
//  1. The shading: the setter's random valid shading (the frame is a hitori without numbers),
//     made maximal: cells in random order are shaded while no neighbour is shaded and the
//     unshaded cells stay connected. A unique hitori's shading is always maximal: if one more
//     cell could be shaded, shading it would be a second solution, whatever the numbers.
//  2. The numbers of the unshaded cells: a random Latin rectangle (an o x o Latin square, o =
//     max(H, W), drawn row by row as random perfect matchings of columns to unused numbers, cut
//     to H x W), so the unshaded cells never repeat a number in a line.
//  3. The number of each shaded cell: the number of a random unshaded cell of its row or column.
//     It must repeat one (a shaded cell whose number repeats no unshaded one could be unshaded).
//  4. Repair: while the puzzle has a second solution S', take a cell X shaded in ours and
//     unshaded in S' (there is one: an S' that shaded all of ours and more would make ours not
//     maximal, since any one of its extra cells could be added to ours) and
//     give X the number of a cell Y of its row or column unshaded in both: S' then shows that
//     number twice, ours still holds. New second solutions may appear; after 4 * H * W repairs
//     the numbers are drawn again, and after a few draws the shading is changed (a random
//     shaded cell unshaded, the shading made maximal again).
// The puzzle's solution is therefore the frame's solution with cells added (step 1) or, rarely,
// another maximal shading; `solution` seeds it.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "genres/genre.hpp"
#include "genres/hitori/hitori.hpp"

namespace gridsat {

// ---- generate ----

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

constexpr int kMinGenerate = 2;
constexpr int kMaxGenerate = 30;

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (params.rows < kMinGenerate || params.cols < kMinGenerate || params.rows > kMaxGenerate ||
      params.cols > kMaxGenerate)
    return "hitori puzzles are generated with sides " + std::to_string(kMinGenerate) + " to " +
           std::to_string(kMaxGenerate) + ", not " + std::to_string(params.rows) + "x" +
           std::to_string(params.cols);
  return std::nullopt;
}

// A hitori without numbers: its solutions are the valid shadings.
std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  return make_hitori(params.rows, params.cols);
}

struct Shape {
  int height;
  int width;
  int size() const { return height * width; }
  std::vector<int> neighbours(int cell) const {
    std::vector<int> out;
    const int r = cell / width, c = cell % width;
    if (r > 0) out.push_back(cell - width);
    if (r + 1 < height) out.push_back(cell + width);
    if (c > 0) out.push_back(cell - 1);
    if (c + 1 < width) out.push_back(cell + 1);
    return out;
  }
  // The other cells of the cell's row and column.
  std::vector<int> lines(int cell) const {
    std::vector<int> out;
    const int r = cell / width, c = cell % width;
    for (int k = 0; k < width; ++k)
      if (k != c) out.push_back(r * width + k);
    for (int k = 0; k < height; ++k)
      if (k != r) out.push_back(k * width + c);
    return out;
  }
};

// Whether the unshaded cells (shaded[cell] == 0) are connected.
bool unshaded_connected(const Shape& shape, const std::vector<int>& shaded) {
  const int n = shape.size();
  int start = -1, total = 0;
  for (int cell = 0; cell < n; ++cell)
    if (!shaded[at(cell)]) {
      ++total;
      if (start < 0) start = cell;
    }
  if (start < 0) return true;
  std::vector<char> seen(at(n), 0);
  std::vector<int> stack{start};
  seen[at(start)] = 1;
  int reached = 1;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    for (int u : shape.neighbours(cell))
      if (!shaded[at(u)] && !seen[at(u)]) {
        seen[at(u)] = 1;
        ++reached;
        stack.push_back(u);
      }
  }
  return reached == total;
}

// Shades cells in random order while the shading stays valid (step 1). One pass is enough: a
// cell that cannot be shaded now cannot be shaded after more cells are.
void make_maximal(const Shape& shape, std::vector<int>& shaded, Random& rng) {
  std::vector<int> order(at(shape.size()));
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order);
  for (int cell : order) {
    if (shaded[at(cell)]) continue;
    const auto near = shape.neighbours(cell);
    if (std::any_of(near.begin(), near.end(), [&](int u) { return shaded[at(u)] != 0; })) continue;
    shaded[at(cell)] = 1;
    if (!unshaded_connected(shape, shaded)) shaded[at(cell)] = 0;
  }
}

// A random o x o Latin square (numbers 1..o), row by row: each row a perfect matching of the
// columns to the numbers their column has not used, found by augmenting paths tried in random
// order (a Latin rectangle always extends: Hall's theorem on a regular bipartite graph).
std::vector<std::vector<int>> latin_square(int o, Random& rng) {
  std::vector<std::vector<int>> square;
  std::vector<std::vector<char>> used(at(o), std::vector<char>(at(o), 0));  // [column][number]
  for (int r = 0; r < o; ++r) {
    std::vector<int> holder(at(o), -1);  // number -> column
    std::vector<int> columns(at(o));
    std::iota(columns.begin(), columns.end(), 0);
    rng.shuffle(columns);
    for (int column : columns) {
      std::vector<char> visited(at(o), 0);
      // Kuhn's augmenting path from `column`, numbers in random order.
      auto augment = [&](auto&& self, int col) -> bool {
        std::vector<int> choices(at(o));
        std::iota(choices.begin(), choices.end(), 0);
        rng.shuffle(choices);
        for (int v : choices) {
          if (used[at(col)][at(v)] || visited[at(v)]) continue;
          visited[at(v)] = 1;
          if (holder[at(v)] < 0 || self(self, holder[at(v)])) {
            holder[at(v)] = col;
            return true;
          }
        }
        return false;
      };
      if (!augment(augment, column)) throw std::logic_error("Latin rectangle did not extend");
    }
    std::vector<int> row(at(o));
    for (int v = 0; v < o; ++v) {
      row[at(holder[at(v)])] = v + 1;
      used[at(holder[at(v)])][at(v)] = 1;
    }
    square.push_back(std::move(row));
  }
  return square;
}

// Steps 2 and 3.
Grid draw_numbers(const Shape& shape, const std::vector<int>& shaded, Random& rng) {
  const int o = std::max(shape.height, shape.width);
  const auto square = latin_square(o, rng);
  Grid numbers(shape.height, shape.width);
  for (int cell = 0; cell < shape.size(); ++cell)
    numbers.cells[at(cell)] = square[at(cell / shape.width)][at(cell % shape.width)];
  for (int cell = 0; cell < shape.size(); ++cell) {
    if (!shaded[at(cell)]) continue;
    std::vector<int> unshaded;
    for (int u : shape.lines(cell))
      if (!shaded[at(u)]) unshaded.push_back(u);
    numbers.cells[at(cell)] = numbers.cells[at(rng.pick(unshaded))];
  }
  return numbers;
}

std::unique_ptr<Puzzle> generate_finish(const Grid& solution, const GenerateParams&, Random& rng,
                                        const SolutionsUpToTwo& solve) {
  const Shape shape{solution.rows, solution.cols};
  const int n = shape.size();
  std::vector<int> shaded(solution.cells.begin(), solution.cells.end());
  make_maximal(shape, shaded, rng);
  for (int draw = 0; draw < 200; ++draw) {
    if (draw > 0 && draw % 4 == 0) {  // another shading near this one
      std::vector<int> black;
      for (int cell = 0; cell < n; ++cell)
        if (shaded[at(cell)]) black.push_back(cell);
      shaded[at(rng.pick(black))] = 0;
      make_maximal(shape, shaded, rng);
    }
    auto puzzle = make_hitori(shape.height, shape.width, draw_numbers(shape, shaded, rng));
    for (int repair = 0; repair < 4 * n; ++repair) {
      const std::vector<Grid> found = solve(*puzzle);
      if (found.empty()) throw std::logic_error("hitori generation lost its solution");
      if (found.size() == 1) return puzzle;
      const Grid& other = found[0].cells == shaded ? found[1] : found[0];
      std::vector<int> away;  // shaded in ours, unshaded in the other
      for (int cell = 0; cell < n; ++cell)
        if (shaded[at(cell)] && other.cells[at(cell)] == 0) away.push_back(cell);
      if (away.empty()) throw std::logic_error("hitori generation: the shading is not maximal");
      const int x = rng.pick(away);
      std::vector<int> both, ours;
      for (int y : shape.lines(x)) {
        if (shaded[at(y)]) continue;
        ours.push_back(y);
        if (other.cells[at(y)] == 0) both.push_back(y);
      }
      const int y = rng.pick(both.empty() ? ours : both);
      puzzle->set_number(x, puzzle->number(y));
    }
  }
  throw std::runtime_error("no unique hitori found for this shading");
}

}  // namespace

Genre hitori_unit() {
  Generator generator;
  generator.problem = generate_problem;
  generator.largest = {};  // measured: every accepted size, up to 30, within 10 s
  generator.frame = generate_frame;
  generator.finish = generate_finish;
  return {"hitori", {"singles"},      "hitori (singles)",  hitori_native(),
          {},       {singles_game()}, {hitori_puzzlink()}, generator};
}

}  // namespace gridsat

// The nurikabe unit's entry (genres/genre.hpp) and what the generic tools ask of a nurikabe: the
// size of its encoding, its picture, its MiniZinc data, and how its puzzles are generated.
//
// Generating (the numbers are not removable one by one, so the unit finishes the puzzle itself):
//  1. the frame is a puzzle with one obvious solution (a 1 at every cell of even row and column,
//     the rest black), so that the setter's random solution of it costs nothing; `finish` draws
//     its own random solution, where it can keep the islands' sizes in hand:
//  2. a random wall: from an all-black grid, a random cell of a random all-black 2 x 2 block
//     turns white (one whose loss keeps the wall connected, and that makes no island larger than
//     --max-island if it can) until no such block is left; then cells next to islands turn white
//     the same way, in random order, until 45% of the grid is white;
//  3. each white area gets its size as a number at a random cell of it: a puzzle whose solution is
//     that shading;
//  4. while a second solution T exists, the differences are repaired, each of which T breaks or
//     which add numbers: per island with a cell x that is white here and black in T (there is
//     one: both have as many white cells as the numbers add up to), its number moves to x, or x
//     turns black and the island falls apart into numbered pieces, or another cell of it turns
//     black; a black cell white in T walled in on all sides may become an island of 1; a black
//     cell white in T next to an island may join it. After too many rounds it starts again from
//     step 2.
#include <algorithm>
#include <stdexcept>

#include "genres/genre.hpp"
#include "genres/nurikabe/nurikabe.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

void Nurikabe::draw(Picture& p) const {
  p.cell_text.assign(at(height * width), "");
  for (int cell = 0; cell < height * width; ++cell) {
    const int v = numbers.cells[at(cell)];
    if (v != kUnknown) p.cell_text[at(cell)] = v == kAnyIslandSize ? "?" : std::to_string(v);
  }
}

std::string Nurikabe::minizinc_data() const {
  return "h = " + std::to_string(height) + ";\nw = " + std::to_string(width) + ";\n" +
         dzn::matrix("number", height, width, [&](int r, int c) { return numbers.at(r, c); });
}

// ---- generate ----

namespace {

int max_island(const GenerateParams& params) {
  if (params.has("max-island")) return std::stoi(params.get("max-island"));
  // Larger islands make the first, most ambiguous puzzles of step 4 much harder to solve: at
  // 40 x 40, islands of up to 13 cells gave no puzzle in 7 minutes, up to 10 gave one in 6.
  return std::clamp((params.rows + params.cols) / 6, 5, 10);
}

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (params.has("max-island")) {
    const std::string text = params.get("max-island");
    const auto v =
        text.empty() || text.size() > 6 || text.find_first_not_of("0123456789") != std::string::npos
            ? -1
            : std::stoi(text);
    if (v < 1) return "--max-island must be a whole number of 1 or more, not '" + text + "'";
  }
  if (params.rows < 2 || params.cols < 2 || params.rows > kMaxNurikabeSide ||
      params.cols > kMaxNurikabeSide)
    return "nurikabe sizes for generate must be 2 to " + std::to_string(kMaxNurikabeSide) +
           " per side, not " + std::to_string(params.rows) + "x" + std::to_string(params.cols);
  return std::nullopt;
}

// The frame: 1s at the cells of even row and column, every other cell black (each 2 x 2 block
// holds one 1, the black cells form the grid lines between them). Its solution is forced by the
// 1s alone; `finish` does not use it.
std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  auto p = std::make_unique<Nurikabe>(params.rows, params.cols);
  Grid numbers(params.rows, params.cols);
  for (int r = 0; r < params.rows; r += 2)
    for (int c = 0; c < params.cols; c += 2) numbers.at(r, c) = 1;
  p->set_numbers(std::move(numbers));
  return p;
}

// The white areas of a shading (1 = black).
std::vector<std::vector<int>> white_areas(const Grid& s) {
  const Graph grid = grid_graph(s.rows, s.cols);
  std::vector<char> white(s.cells.size());
  for (std::size_t i = 0; i < white.size(); ++i) white[i] = s.cells[i] == 0;
  const Components parts = components(grid, white);
  std::vector<std::vector<int>> out(at(parts.count));
  for (std::size_t i = 0; i < white.size(); ++i)
    if (parts.of[i] >= 0) out[at(parts.of[i])].push_back(static_cast<int>(i));
  return out;
}

// Whether the wall of `s` stays connected without `cell`.
bool wall_keeps(const Grid& s, int cell) {
  std::vector<char> black(s.cells.size());
  for (std::size_t i = 0; i < black.size(); ++i)
    black[i] = s.cells[i] == 1 && static_cast<int>(i) != cell;
  return components(grid_graph(s.rows, s.cols), black).count <= 1;
}

// The size of the island that black `cell` would make, turned white (at most limit + 1 counted).
int island_with(const Grid& s, const Graph& grid, int cell, int limit) {
  std::vector<int> seen{cell};
  for (std::size_t i = 0; i < seen.size() && static_cast<int>(seen.size()) <= limit; ++i)
    for (int near : grid.adjacent[at(seen[i])])
      if (s.cells[at(near)] == 0 && std::find(seen.begin(), seen.end(), near) == seen.end())
        seen.push_back(near);
  return static_cast<int>(seen.size());
}

// Whether `cell` (white) can turn black: it touches the wall (or there is none) and closes no
// 2 x 2 black block.
bool splittable(const Grid& s, int cell) {
  const int r = cell / s.cols, c = cell % s.cols;
  bool touches = std::find(s.cells.begin(), s.cells.end(), 1) == s.cells.end();
  for (const auto& [dr, dc] :
       {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}}) {
    const int r1 = r + dr, c1 = c + dc;
    if (r1 >= 0 && c1 >= 0 && r1 < s.rows && c1 < s.cols && s.at(r1, c1) == 1) touches = true;
  }
  if (!touches) return false;
  for (int dr : {-1, 0})
    for (int dc : {-1, 0}) {
      const int r0 = r + dr, c0 = c + dc;
      if (r0 < 0 || c0 < 0 || r0 + 1 >= s.rows || c0 + 1 >= s.cols) continue;
      int black = 0;
      for (int k = 0; k < 4; ++k) {
        const int other = (r0 + k / 2) * s.cols + c0 + k % 2;
        black += other == cell || s.cells[at(other)] == 1;
      }
      if (black == 4) return false;
    }
  return true;
}

// At most this share of a generated solution is white (published nurikabe are about half black
// and half white; a thinner wall leaves the islands too much freedom to be unique).
constexpr int kWhitePercent = 45;

// Step 2: a random valid shading with islands of at most `limit` cells where it can, or nothing
// when a 2 x 2 block could not be broken.
std::optional<Grid> random_wall(int rows, int cols, int limit, Random& rng) {
  const Graph grid = grid_graph(rows, cols);
  Grid s(rows, cols, 1);
  const int cells = rows * cols;
  int white = 0;
  // Breaks an all-black 2 x 2 block, if any is left.
  auto break_block = [&]() -> std::optional<bool> {
    std::vector<int> blocks;
    for (int r = 0; r + 1 < rows; ++r)
      for (int c = 0; c + 1 < cols; ++c)
        if (s.at(r, c) == 1 && s.at(r, c + 1) == 1 && s.at(r + 1, c) == 1 &&
            s.at(r + 1, c + 1) == 1)
          blocks.push_back(r * cols + c);
    if (blocks.empty()) return false;
    const int corner = rng.pick(blocks);
    std::vector<int> four = {corner, corner + 1, corner + cols, corner + cols + 1};
    rng.shuffle(four);
    for (int pass = 0; pass < 2; ++pass)  // within the limit first, then beyond it
      for (int cell : four)
        if ((pass == 1 || island_with(s, grid, cell, limit) <= limit) && wall_keeps(s, cell)) {
          s.cells[at(cell)] = 0;
          ++white;
          return true;
        }
    return std::nullopt;
  };
  for (;;) {
    const std::optional<bool> broke = break_block();
    if (!broke) return std::nullopt;
    if (!*broke) break;
  }
  // Islands grow to the white share, never beyond the limit.
  std::vector<int> order(at(cells));
  for (int i = 0; i < cells; ++i) order[at(i)] = i;
  rng.shuffle(order);
  for (int cell : order) {
    if (100 * white >= kWhitePercent * cells) break;
    if (s.cells[at(cell)] != 1) continue;
    const bool by_island =
        std::any_of(grid.adjacent[at(cell)].begin(), grid.adjacent[at(cell)].end(),
                    [&](int n) { return s.cells[at(n)] == 0; });
    if (by_island && island_with(s, grid, cell, limit) <= limit && wall_keeps(s, cell)) {
      s.cells[at(cell)] = 0;
      ++white;
    }
  }
  return s;
}

// The numbers of shading `s`: in each white area, at its anchor if it has one, else where its
// one old number stands, else at a random cell.
Grid renumber(const Grid& s, const Grid& old, const std::vector<int>& anchors, Random& rng) {
  Grid numbers(s.rows, s.cols);
  for (const std::vector<int>& area : white_areas(s)) {
    int place = -1, old_numbers = 0;
    for (int cell : area) {
      if (std::find(anchors.begin(), anchors.end(), cell) != anchors.end()) place = cell;
      if (old.cells[at(cell)] != kUnknown) ++old_numbers;
    }
    if (place < 0 && old_numbers == 1)
      for (int cell : area)
        if (old.cells[at(cell)] != kUnknown) place = cell;
    if (place < 0) place = rng.pick(area);
    numbers.cells[at(place)] = static_cast<int>(area.size());
  }
  return numbers;
}

std::unique_ptr<Puzzle> generate_finish(const Grid& solution, const GenerateParams& params,
                                        Random& rng, const SolutionsUpToTwo& solve) {
  const int limit = max_island(params);
  const Graph grid = grid_graph(solution.rows, solution.cols);
  for (int restart = 0; restart < 50; ++restart) {
    std::optional<Grid> wall = random_wall(solution.rows, solution.cols, limit, rng);
    if (!wall) continue;
    Grid s = std::move(*wall);
    Grid numbers(s.rows, s.cols);
    for (const std::vector<int>& area : white_areas(s))
      numbers.cells[at(rng.pick(area))] = static_cast<int>(area.size());
    const int moves = static_cast<int>(s.cells.size()) / 2 + 20;
    for (int move = 0; move < moves; ++move) {
      auto puzzle = std::make_unique<Nurikabe>(s.rows, s.cols);
      puzzle->set_numbers(numbers);
      const std::vector<Grid> found = solve(*puzzle);
      if (found.size() == 1) return puzzle;
      if (found.size() != 2) throw std::logic_error("nurikabe generation lost its solution");
      const Grid& other = found[0] == s ? found[1] : found[0];
      // (a) cells white here and black there; (b) black cells here, white there, walled in on
      // all sides, whose wall stays connected without them.
      std::vector<int> white_here, lone;
      for (int cell = 0; cell < static_cast<int>(s.cells.size()); ++cell) {
        if (s.cells[at(cell)] == 0 && other.cells[at(cell)] == 1) white_here.push_back(cell);
        if (s.cells[at(cell)] == 1 && other.cells[at(cell)] == 0 &&
            std::all_of(grid.adjacent[at(cell)].begin(), grid.adjacent[at(cell)].end(),
                        [&](int n) { return s.cells[at(n)] == 1; }) &&
            wall_keeps(s, cell))
          lone.push_back(cell);
      }
      // (b) some lone cells become islands of 1.
      rng.shuffle(lone);
      std::vector<int> anchors;  // cells that take their area's number
      for (std::size_t i = 0; i < lone.size() && i < 2; ++i)
        if (rng.chance(1, 3) && wall_keeps(s, lone[i]) &&
            std::all_of(grid.adjacent[at(lone[i])].begin(), grid.adjacent[at(lone[i])].end(),
                        [&](int n) { return s.cells[at(n)] == 1; })) {
          s.cells[at(lone[i])] = 0;
          anchors.push_back(lone[i]);
        }
      // (e) a black cell that is white there and touches an island here joins it (an island
      // whose every cell is needed to keep the wall connected and 2 x 2 free can only change by
      // growing).
      std::vector<int> grow_here;
      for (int cell = 0; cell < static_cast<int>(s.cells.size()); ++cell)
        if (s.cells[at(cell)] == 1 && other.cells[at(cell)] == 0 &&
            std::any_of(grid.adjacent[at(cell)].begin(), grid.adjacent[at(cell)].end(),
                        [&](int n) { return s.cells[at(n)] == 0; }))
          grow_here.push_back(cell);
      if (!grow_here.empty() && rng.chance(1, 3)) {
        const int y = rng.pick(grow_here);
        if (wall_keeps(s, y)) {
          s.cells[at(y)] = 0;
          anchors.push_back(y);
        }
      }
      // Per island of the shading where the other solution has a black cell: (a) its number
      // moves to such a cell, or (c) such a cell turns black and the island falls apart.
      rng.shuffle(white_here);
      std::vector<int> area_of(s.cells.size(), -1);
      const std::vector<std::vector<int>> before = white_areas(s);
      for (std::size_t a = 0; a < before.size(); ++a)
        for (int cell : before[a]) area_of[at(cell)] = static_cast<int>(a);
      std::vector<char> done(before.size(), 0);
      for (int x : white_here) {
        const int a = area_of[at(x)];
        if (done[at(a)]) continue;
        done[at(a)] = 1;
        const int roll = rng.below(5);
        if (roll < 2 && splittable(s, x)) {
          s.cells[at(x)] = 1;
          continue;
        }
        if (roll == 4) {
          // (d) another cell of the island turns black: an island that keeps its shape
          // ambiguous wherever its number stands changes shape.
          std::vector<int> other_cells;
          for (int cell : before[at(a)])
            if (splittable(s, cell)) other_cells.push_back(cell);
          if (!other_cells.empty()) {
            s.cells[at(rng.pick(other_cells))] = 1;
            continue;
          }
        }
        anchors.push_back(x);
      }
      numbers = renumber(s, numbers, anchors, rng);
    }
  }
  throw std::runtime_error("no unique nurikabe found in 50 random shadings");
}

}  // namespace

Genre nurikabe_unit() {
  Generator generator;
  generator.options = {
      {"max-island",
       "the largest island of the solution to start from (default: (rows + cols) / 6, from 5 to "
       "10)",
       true}};
  generator.problem = generate_problem;
  generator.largest = {{"", 28}};
  generator.frame = generate_frame;
  generator.finish = generate_finish;
  return {"nurikabe", {}, "nurikabe", nurikabe_native(), {}, {}, {nurikabe_puzzlink()}, generator};
}

}  // namespace gridsat

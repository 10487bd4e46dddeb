// The kakuro unit's entry (genres/genre.hpp) and what the generic tools ask of a kakuro: the size
// of its encoding, its picture, its MiniZinc data, and how its puzzles are generated.
//
// Generating. The sums are the puzzle's structure (a run without its sum is not a kakuro a player
// expects), so they are not removable clues one by one; the unit finishes each puzzle itself:
//  1. a random layout: row 0 and column 0 black (the border of clue cells), each inner cell black
//     with probability 1/5, in pairs symmetric under a half turn of the inner board; then, until
//     nothing changes, a white cell alone in its across or down run lets a black inner neighbour
//     along that run turn white (the run grows; or, one time in four and when there is none, the
//     cell itself turns black), and a run of more than six cells gets a black cell at least two
//     cells from its ends (symmetric pairs throughout). A layout that does not settle, with less
//     than half the inner board white, with an inner row or column all black, or whose white cells
//     are not connected, is drawn again;
//  2. random digits with no repeat in any run: a depth-first search in reading order with digits in
//     random order, given up past 200 000 nodes; then 3 steps per white cell of tightening: a
//     random cell takes a random free digit when that leaves its two runs no more digit sets (from
//     the table) than before;
//  3. while the solver finds a second solution T: three random cells where T differs each take
//     another digit, one not in their runs and not T's, choosing the digit that leaves their two
//     runs the fewest digit sets. The sums through them change and T no longer fits. An attempt
//     gets 1.5 rounds per white cell; then a new digit fill (three per layout), then a new layout,
//     nine attempts in all. The ninth, past its rounds, adds a given digit at a cell where T
//     differs until the puzzle is unique (the last resort: givens are written in the grid, and such
//     a puzzle has no puzz.link URL).
#include <algorithm>
#include <stdexcept>

#include "genres/genre.hpp"
#include "genres/kakuro/kakuro.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {

// ---- explanations: the runs ----

std::vector<Clue> Kakuro::fixed_clues() const {
  std::vector<Clue> out;
  for (std::size_t k = 0; k < runs_.size(); ++k)
    if (run_on(static_cast<int>(k)))
      out.push_back({Clue::Kind::Part, 0, 0, Side::Top, static_cast<int>(k), runs_[k].sum});
  return out;
}

void Kakuro::keep_fixed_clues(std::span<const Clue> kept) {
  run_on_.assign(runs_.size(), 0);
  for (const Clue& clue : kept) {
    if (clue.kind != Clue::Kind::Part || clue.index < 0 ||
        static_cast<std::size_t>(clue.index) >= runs_.size())
      throw std::invalid_argument("a kakuro's fixed clues are its runs");
    run_on_[static_cast<std::size_t>(clue.index)] = 1;
  }
}

std::string Kakuro::describe_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Part || clue.index < 0 ||
      static_cast<std::size_t>(clue.index) >= runs_.size())
    return Puzzle::describe_clue(clue);
  const KakuroRun& run = runs_[static_cast<std::size_t>(clue.index)];
  std::string text = std::string(run.across ? "across" : "down") + " run " +
                     cell_name(run.cells.front(), width) + ".." +
                     cell_name(run.cells.back(), width);
  return text + (run.sum == 0 ? " (digits differ)" : " = " + std::to_string(run.sum));
}

std::vector<int> Kakuro::cells_of_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Part || clue.index < 0 ||
      static_cast<std::size_t>(clue.index) >= runs_.size())
    return Puzzle::cells_of_clue(clue);
  const KakuroRun& run = runs_[static_cast<std::size_t>(clue.index)];
  std::vector<int> cells = run.cells;
  if (run.clue >= 0) cells.insert(cells.begin(), run.clue);
  return cells;
}

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

EncodingSize Kakuro::encoding_size(const EncodeOptions& options) const {
  double white = 0, blacks = 0;
  for (char b : black) (b ? blacks : white) += 1;
  EncodingSize size = one_hot_size(white, 9, options.amo);
  size += EncodingSize{blacks, 0, 0};
  size += clauses_of_width(blacks + white, 1);  // black units and givens
  for (const KakuroRun& run : runs_) {
    const double n = static_cast<double>(run.cells.size());
    if (run.sum == 0) {
      if (n >= 2) size += times(amo_size(n, options.amo, amo_pairwise_up_to(options.amo)), 9);
      continue;
    }
    CageShape shape;
    shape.op = CageOp::Add;
    shape.target = run.sum;
    shape.size = n;
    shape.all_distinct = true;
    shape.distinct_known = false;
    shape.distinct_pairs = n * (n - 1) / 2;
    shape.spec.op = CageOp::Add;
    shape.spec.target = run.sum;
    shape.spec.size = static_cast<int>(run.cells.size());
    for (int a = 0; a < shape.spec.size; ++a)
      for (int b = a + 1; b < shape.spec.size; ++b) shape.spec.distinct.emplace_back(a, b);
    size += cage_size(shape, 9, options.cages);
  }
  return size;
}

void Kakuro::draw(Picture& p) const {
  p.blocked.assign(black.begin(), black.end());
  p.sums.assign(at(height * width), {"", ""});
  for (int cell = 0; cell < height * width; ++cell) {
    if (!is_black(cell)) continue;
    if (across[at(cell)]) p.sums[at(cell)][0] = std::to_string(across[at(cell)]);
    if (down[at(cell)]) p.sums[at(cell)][1] = std::to_string(down[at(cell)]);
  }
}

std::string Kakuro::minizinc_data() const {
  std::vector<int> row, col, dir, len, sum;
  for (const KakuroRun& run : runs_) {
    row.push_back(run.cells.front() / width + 1);
    col.push_back(run.cells.front() % width + 1);
    dir.push_back(run.across ? 0 : 1);
    len.push_back(static_cast<int>(run.cells.size()));
    sum.push_back(run.sum);
  }
  return "h = " + std::to_string(height) + ";\nw = " + std::to_string(width) + ";\n" +
         dzn::matrix("black", height, width,
                     [&](int r, int c) { return is_black(r * width + c) ? 1 : 0; }) +
         dzn::givens("given", grid_, 0) + "runs = " + std::to_string(runs_.size()) + ";\n" +
         dzn::list("run_row", row) + dzn::list("run_col", col) + dzn::list("run_dir", dir) +
         dzn::list("run_len", len) + dzn::list("run_sum", sum);
}

// ---- generate ----

namespace {

constexpr int kMaxGenerateSide = 60;

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (params.rows < 3 || params.cols < 3 || params.rows > kMaxGenerateSide ||
      params.cols > kMaxGenerateSide)
    return "kakuro sizes for generate must be 3 to " + std::to_string(kMaxGenerateSide) +
           " per side (the first row and column are clue cells), not " +
           std::to_string(params.rows) + "x" + std::to_string(params.cols);
  return std::nullopt;
}

// The frame: an all-black grid, whose one solution (all 0) costs the setter nothing; `finish`
// draws its own layout and digits.
std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  auto p = std::make_unique<Kakuro>(params.rows, params.cols);
  std::fill(p->black.begin(), p->black.end(), 1);
  p->update_runs();
  return p;
}

// Whether the white cells of a layout are orthogonally connected (and there is one).
bool whites_connected(const std::vector<char>& black, int h, int w) {
  std::vector<int> stack;
  std::vector<char> seen(black.size(), 0);
  int whites = 0;
  for (std::size_t i = 0; i < black.size(); ++i)
    if (!black[i]) {
      ++whites;
      if (stack.empty() && !seen[i]) {
        stack.push_back(static_cast<int>(i));
        seen[i] = 1;
      }
    }
  if (whites == 0) return false;
  int reached = 0;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    ++reached;
    const int r = cell / w, c = cell % w;
    const int near[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (const auto& n : near) {
      if (n[0] < 0 || n[1] < 0 || n[0] >= h || n[1] >= w) continue;
      const int other = n[0] * w + n[1];
      if (!black[at(other)] && !seen[at(other)]) {
        seen[at(other)] = 1;
        stack.push_back(other);
      }
    }
  }
  return reached == whites;
}

// The longest run a generated layout keeps: long runs with middling sums have many digit sets
// (the ambiguity that step 3 repairs); published kakuro keep most runs at two to five cells.
constexpr int kLongestRun = 6;
// Step 3's budget: digit fills per layout, attempts (fills) in all, rounds per attempt as a share
// of the white cells, cells changed per round.
constexpr int kFills = 3;
constexpr int kAttempts = 9;
constexpr std::size_t kChangesPerRound = 3;

// Step 1: a layout (black per cell), or nothing when this draw is no good.
std::optional<std::vector<char>> random_layout(int h, int w, Random& rng) {
  std::vector<char> black(at(h * w), 0);
  auto set_black = [&](int r, int c, char value = 1) {
    black[at(r * w + c)] = value;
    black[at((h - r) * w + (w - c))] = value;  // the half-turn partner on the inner board
  };
  for (int c = 0; c < w; ++c) black[at(c)] = 1;
  for (int r = 0; r < h; ++r) black[at(r * w)] = 1;
  for (int r = 1; r < h; ++r)
    for (int c = 1; c < w; ++c)
      if (rng.chance(1, 5)) set_black(r, c);
  auto white = [&](int r, int c) {
    return r >= 0 && c >= 0 && r < h && c < w && !black[at(r * w + c)];
  };
  auto inner = [&](int r, int c) { return r >= 1 && c >= 1 && r < h && c < w; };
  int passes = 0;
  for (bool changed = true; changed;) {
    if (++passes > 4 * (h + w)) return std::nullopt;
    changed = false;
    for (int r = 1; r < h; ++r)
      for (int c = 1; c < w; ++c) {
        if (!white(r, c)) continue;
        // A cell alone in a run: a black inner neighbour along that run turns white (the run
        // grows), or when there is none, the cell turns black.
        for (int dir = 0; dir < 2; ++dir) {
          const int dr = dir == 0 ? 0 : 1, dc = dir == 0 ? 1 : 0;
          if (!white(r, c) || white(r - dr, c - dc) || white(r + dr, c + dc)) continue;
          std::vector<std::pair<int, int>> grow;
          if (inner(r - dr, c - dc)) grow.emplace_back(r - dr, c - dc);
          if (inner(r + dr, c + dc)) grow.emplace_back(r + dr, c + dc);
          if (grow.empty() || rng.chance(1, 4)) {
            set_black(r, c);
          } else {
            const auto [gr, gc] = rng.pick(grow);
            set_black(gr, gc, 0);
          }
          changed = true;
        }
      }
    // Runs longer than nine: a black cell at least two cells from either end.
    for (int dir = 0; dir < 2 && !changed; ++dir) {
      const int lines = dir == 0 ? h : w, length = dir == 0 ? w : h;
      for (int line = 1; line < lines && !changed; ++line) {
        int start = -1;
        for (int k = 1; k <= length; ++k) {
          const bool is_white = k < length && (dir == 0 ? white(line, k) : white(k, line));
          if (is_white && start < 0) start = k;
          if (!is_white && start >= 0) {
            if (k - start > kLongestRun) {
              const int cut = rng.between(start + 2, k - 3);
              if (dir == 0)
                set_black(line, cut);
              else
                set_black(cut, line);
              changed = true;
              break;
            }
            start = -1;
          }
        }
      }
    }
  }
  int whites = 0;
  for (char b : black) whites += !b;
  if (2 * whites < (h - 1) * (w - 1)) return std::nullopt;
  // Every inner row and column keeps a white cell (else the grid is smaller than asked).
  for (int r = 1; r < h; ++r)
    if (std::none_of(black.begin() + r * w + 1, black.begin() + (r + 1) * w,
                     [](char b) { return b == 0; }))
      return std::nullopt;
  for (int c = 1; c < w; ++c) {
    bool any = false;
    for (int r = 1; r < h; ++r) any = any || !black[at(r * w + c)];
    if (!any) return std::nullopt;
  }
  if (!whites_connected(black, h, w)) return std::nullopt;
  return black;
}

// Step 2: digits with no repeat in any run (0 on black cells), or nothing past the node cap.
std::optional<std::vector<int>> random_digits(const Kakuro& p, Random& rng) {
  std::vector<int> order;
  for (int cell = 0; cell < p.height * p.width; ++cell)
    if (!p.is_black(cell)) order.push_back(cell);
  std::vector<int> digits(at(p.height * p.width), 0);
  long long nodes = 0;
  auto used = [&](int cell) {
    unsigned mask = 0;
    for (int k : p.runs_of_cell()[at(cell)])
      if (k >= 0)
        for (int other : p.runs()[at(k)].cells)
          if (other != cell && digits[at(other)]) mask |= 1U << digits[at(other)];
    return mask;
  };
  auto fill = [&](auto&& self, std::size_t i) -> bool {
    if (i == order.size()) return true;
    if (++nodes > 200000) return false;
    std::vector<int> choices = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    rng.shuffle(choices);
    const unsigned taken = used(order[i]);
    for (int d : choices) {
      if (taken >> d & 1) continue;
      digits[at(order[i])] = d;
      if (self(self, i + 1)) return true;
      if (nodes > 200000) break;
    }
    digits[at(order[i])] = 0;
    return false;
  };
  if (!fill(fill, 0)) return std::nullopt;
  return digits;
}

// The puzzle of a layout whose sums are those of `digits`.
std::unique_ptr<Kakuro> with_sums(const Kakuro& layout, const std::vector<int>& digits,
                                  const Grid& givens) {
  auto p = std::make_unique<Kakuro>(layout);
  std::fill(p->across.begin(), p->across.end(), 0);
  std::fill(p->down.begin(), p->down.end(), 0);
  for (const KakuroRun& run : layout.runs()) {
    int total = 0;
    for (int cell : run.cells) total += digits[at(cell)];
    (run.across ? p->across : p->down)[at(run.clue)] = total;
  }
  p->update_runs();
  p->set_givens(givens);
  return p;
}

// How open the two runs through `cell` would leave a solver with digit d there: the number of
// digit sets of their sums and lengths, added.
std::size_t sets_with(const Kakuro& layout, const std::vector<int>& digits, int cell, int d) {
  std::size_t sets = 0;
  for (int k : layout.runs_of_cell()[at(cell)]) {
    if (k < 0) continue;
    const KakuroRun& run = layout.runs()[at(k)];
    int total = d - digits[at(cell)];
    for (int other : run.cells) total += digits[at(other)];
    sets += kakuro_combinations(total, static_cast<int>(run.cells.size())).size();
  }
  return sets;
}

// The digits `cell` may change to: none of its runs holds them, and not `avoid`.
std::vector<int> free_digits(const Kakuro& layout, const std::vector<int>& digits, int cell,
                             int avoid) {
  unsigned taken = 1U << digits[at(cell)];
  if (avoid > 0) taken |= 1U << avoid;
  for (int k : layout.runs_of_cell()[at(cell)])
    if (k >= 0)
      for (int other : layout.runs()[at(k)].cells) taken |= 1U << digits[at(other)];
  std::vector<int> out;
  for (int d = 1; d <= 9; ++d)
    if (!(taken >> d & 1)) out.push_back(d);
  return out;
}

// Of `choices`, the digits that leave `cell`'s runs the fewest digit sets.
std::vector<int> tightest(const Kakuro& layout, const std::vector<int>& digits, int cell,
                          const std::vector<int>& choices) {
  std::vector<int> best;
  std::size_t fewest = 0;
  for (int d : choices) {
    const std::size_t sets = sets_with(layout, digits, cell, d);
    if (best.empty() || sets < fewest) {
      best.clear();
      fewest = sets;
    }
    if (sets == fewest) best.push_back(d);
  }
  return best;
}

std::unique_ptr<Puzzle> generate_finish(const Grid&, const GenerateParams& params, Random& rng,
                                        const SolutionsUpToTwo& solve) {
  const int h = params.rows, w = params.cols;
  int attempt = 0;
  for (int draw = 0; draw < 1000; ++draw) {
    const std::optional<std::vector<char>> black = random_layout(h, w, rng);
    if (!black) continue;
    Kakuro layout(h, w);
    layout.black = *black;
    layout.update_runs();
    std::vector<int> whites;
    for (int cell = 0; cell < h * w; ++cell)
      if (!layout.is_black(cell)) whites.push_back(cell);
    const int cells = static_cast<int>(whites.size());
    for (int fill = 0; fill < kFills; ++fill, ++attempt) {
      std::optional<std::vector<int>> found_digits = random_digits(layout, rng);
      if (!found_digits) break;
      std::vector<int> digits = std::move(*found_digits);
      // Tighten: random cells take a digit that leaves their runs no more digit sets than now.
      for (int step = 0; step < 3 * cells; ++step) {
        const int x = rng.pick(whites);
        const std::vector<int> choices = free_digits(layout, digits, x, 0);
        if (choices.empty()) continue;
        const int d = rng.pick(choices);
        if (sets_with(layout, digits, x, d) <= sets_with(layout, digits, x, digits[at(x)]))
          digits[at(x)] = d;
      }
      const bool last = attempt == kAttempts - 1;
      const int rounds = cells + cells / 2;
      Grid givens(h, w);
      for (int round = 0;; ++round) {
        std::unique_ptr<Kakuro> puzzle = with_sums(layout, digits, givens);
        const std::vector<Grid> found = solve(*puzzle);
        if (found.size() == 1) return puzzle;
        if (found.size() != 2) throw std::logic_error("kakuro generation lost its solution");
        if (round >= rounds && !last) break;
        const Grid& other = found[0].cells == digits ? found[1] : found[0];
        std::vector<int> differ;
        for (int cell = 0; cell < h * w; ++cell)
          if (other.cells[at(cell)] != digits[at(cell)]) differ.push_back(cell);
        rng.shuffle(differ);
        bool moved = false;
        if (round < rounds)
          for (std::size_t i = 0; i < kChangesPerRound && i < differ.size(); ++i) {
            const int x = differ[i];
            const std::vector<int> best =
                tightest(layout, digits, x, free_digits(layout, digits, x, other.cells[at(x)]));
            if (best.empty()) continue;
            digits[at(x)] = rng.pick(best);
            moved = true;
          }
        if (!moved) givens.cells[at(differ.front())] = digits[at(differ.front())];
      }
    }
  }
  throw std::runtime_error("no kakuro layout found in 1000 draws");
}

}  // namespace

Genre kakuro_unit() {
  Generator generator;
  generator.problem = generate_problem;
  generator.largest = {{"", 13}};
  generator.frame = generate_frame;
  generator.finish = generate_finish;
  return {"kakuro",
          {"cross-sums"},
          "kakuro (cross sums; puzz.link kakuro)",
          kakuro_native(),
          {},
          {},
          {kakuro_puzzlink()},
          generator};
}

}  // namespace gridsat

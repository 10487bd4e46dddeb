// The tents unit's entry (genres/genre.hpp) and what the generic tools ask of a tents puzzle: the
// size of its encoding, its picture, its MiniZinc data, and how its puzzles are generated.
//
// Generation. The trees are the puzzle's structure and the counts its removable clues, so the
// unit gives the generic setter a frame (the trees) and the clues (every count of a solution):
//  1. The frame, in the way of Tatham's Tents (new_game_desc in tents.c): H*W/5 tents (at least
//     one) placed one by one at random cells that touch no placed tent; then a tree for each
//     tent on a distinct orthogonal neighbour, found as a perfect matching by augmenting paths
//     tried in random order (a neighbour of a tent is never a tent: they would touch). A
//     placement that does not reach the number, or whose tents cannot all get a tree, is drawn
//     again; after 50 failures the number drops by one.
//  2. The solution: the generic setter's random solution of the frame (some valid placement of
//     tents for these trees, often the one of step 1).
//  3. The clues: every row and column count of that solution. The generic removal then takes
//     counts away in random order while the puzzle stays unique; when all counts together leave
//     it ambiguous, the setter adds givens (a tent or an empty cell) where a second solution
//     differs. Tatham's generator instead draws the grid again until its solver finds it unique
//     with all counts; gridsat keeps the trees and lets givens settle it.
#include <algorithm>
#include <numeric>

#include "genres/genre.hpp"
#include "genres/tents/tents.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

// The rules' estimates and a unit per given.
EncodingSize Tents::encoding_size(const EncodeOptions& options) const {
  return rules().size(options, grid);
}

void Tents::draw(Picture& picture) const {
  picture.cell_text.assign(trees.size(), "");
  for (std::size_t cell = 0; cell < trees.size(); ++cell)
    if (trees[cell]) picture.cell_text[cell] = "\u2663";  // ♣
  picture.shade_symbol = "\u25B2";                        // ▲
  auto texts = [](const std::vector<int>& counts) {
    std::vector<std::string> out;
    bool any = false;
    for (int k : counts) {
      out.push_back(k == kUnknown ? "" : std::to_string(k));
      any = any || k != kUnknown;
    }
    return any ? out : std::vector<std::string>{};
  };
  picture.clues[1] = texts(col_counts);  // bottom
  picture.clues[3] = texts(row_counts);  // right
}

std::string Tents::minizinc_data() const {
  return "h = " + std::to_string(height) + ";\nw = " + std::to_string(width) + ";\n" +
         dzn::matrix("tree", height, width,
                     [&](int r, int c) { return trees[at(r * width + c)] ? 1 : 0; }) +
         dzn::list("row_count", row_counts) + dzn::list("col_count", col_counts) +
         dzn::givens("given", grid, -1);
}

// ---- generate ----

namespace {

constexpr int kMinGenerate = 2;
constexpr int kMaxGenerate = 50;

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (params.rows < kMinGenerate || params.cols < kMinGenerate || params.rows > kMaxGenerate ||
      params.cols > kMaxGenerate)
    return "tents puzzles are generated with sides " + std::to_string(kMinGenerate) + " to " +
           std::to_string(kMaxGenerate) + ", not " + std::to_string(params.rows) + "x" +
           std::to_string(params.cols);
  return std::nullopt;
}

// Kuhn's augmenting path from tent `u` to a free tree cell, neighbours in the order given.
bool place_tree(int u, const std::vector<std::vector<int>>& options, std::vector<int>& owner,
                std::vector<char>& seen) {
  for (int v : options[at(u)]) {
    if (seen[at(v)]) continue;
    seen[at(v)] = 1;
    if (owner[at(v)] < 0 || place_tree(owner[at(v)], options, owner, seen)) {
      owner[at(v)] = u;
      return true;
    }
  }
  return false;
}

// Step 1: the trees.
std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random& rng) {
  auto puzzle = std::make_unique<Tents>(params.rows, params.cols);
  const int n = params.rows * params.cols;
  int target = std::max(1, n / 5);
  for (int attempt = 1;; ++attempt) {
    if (attempt % 50 == 0 && target > 1) --target;
    std::vector<int> order(at(n));
    std::iota(order.begin(), order.end(), 0);
    rng.shuffle(order);
    std::vector<char> tent(at(n), 0);
    std::vector<int> tents;
    for (int cell : order) {
      if (static_cast<int>(tents.size()) == target) break;
      const int r = cell / params.cols, c = cell % params.cols;
      bool free = true;
      for (int dr = -1; dr <= 1 && free; ++dr)
        for (int dc = -1; dc <= 1 && free; ++dc) {
          const int r2 = r + dr, c2 = c + dc;
          if (r2 >= 0 && r2 < params.rows && c2 >= 0 && c2 < params.cols &&
              tent[at(r2 * params.cols + c2)])
            free = false;
        }
      if (!free) continue;
      tent[at(cell)] = 1;
      tents.push_back(cell);
    }
    if (static_cast<int>(tents.size()) < target) continue;
    std::vector<std::vector<int>> options;
    for (int cell : tents) {
      std::vector<int> near = puzzle->neighbours(cell);
      rng.shuffle(near);
      options.push_back(std::move(near));
    }
    std::vector<int> owner(at(n), -1);
    std::vector<char> seen(at(n));
    bool all = true;
    for (int u = 0; u < static_cast<int>(tents.size()) && all; ++u) {
      std::fill(seen.begin(), seen.end(), 0);
      all = place_tree(u, options, owner, seen);
    }
    if (!all) continue;
    for (int cell = 0; cell < n; ++cell) puzzle->trees[at(cell)] = owner[at(cell)] >= 0 ? 1 : 0;
    return puzzle;
  }
}

// Step 3: every count of the solution.
std::vector<Clue> generate_clues(Puzzle&, const Grid& solution, const GenerateParams&, Random&) {
  std::vector<Clue> out;
  for (int r = 0; r < solution.rows; ++r) {
    int k = 0;
    for (int c = 0; c < solution.cols; ++c) k += solution.at(r, c);
    out.push_back({Clue::Kind::Border, 0, 0, Side::Right, r, k});
  }
  for (int c = 0; c < solution.cols; ++c) {
    int k = 0;
    for (int r = 0; r < solution.rows; ++r) k += solution.at(r, c);
    out.push_back({Clue::Kind::Border, 0, 0, Side::Bottom, c, k});
  }
  return out;
}

}  // namespace

Genre tents_unit() {
  Generator generator;
  generator.problem = generate_problem;
  generator.largest = {};  // measured: every accepted size, up to 50, within 10 s
  generator.frame = generate_frame;
  generator.clues = generate_clues;
  return {"tents",
          {},
          "tents (trees and tents)",
          tents_native(),
          {},
          {tents_game()},
          {tents_puzzlink()},
          generator};
}

}  // namespace gridsat

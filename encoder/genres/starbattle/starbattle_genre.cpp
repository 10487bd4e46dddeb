// The star battle unit's entry (genres/genre.hpp): the declaration's puzzle (starbattle.cpp)
// with the genre's own readers and writers, and how its puzzles are generated.
//
// Generating. The regions are the puzzle, not clues that can be taken away one by one, so the
// unit finishes the puzzle itself (Generator::finish):
//  1. The stars: the frame is a star battle whose regions are its rows, so its solutions are
//     exactly the placements of K stars per row and column that never touch; the setter's random
//     solution of it is a random such placement.
//  2. The regions, grown around the stars: every star starts a piece of its own; unassigned cells
//     next to a piece join a random neighbouring piece, in random order, until the grid is
//     covered; then (K > 1) pieces are merged into regions of K stars: the piece short of stars
//     with the fewest possible partners merges with a random neighbouring piece whose stars still
//     fit, the partner with the fewest partners itself first. When a piece is left without one,
//     the growth starts again. Every region now holds exactly K stars of the placement, so the
//     placement is a solution.
//  3. Repair until unique: while the puzzle has a second solution T, take a cell x that holds a
//     star in T but not in ours, and move it into a neighbouring region, with a path to that
//     region and what the path cuts off (carve, below). Our placement keeps K stars per region
//     (no star of ours moves); T loses a star in x's old region and breaks. Up to three such
//     moves per round, from different regions into regions none of them leaves. New second
//     solutions may appear; after 4N^2 rounds (or when nothing can move) the regions are grown
//     again from step 2.
// Each round is one uniqueness run (solve): docs/starbattle.md gives the sizes that finish
// within seconds.
#include <algorithm>
#include <stdexcept>

#include "genres/genre.hpp"
#include "genres/starbattle/starbattle.hpp"

namespace gridsat {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

// ---- generate ----

namespace {

constexpr int kMinGenerate = 4;
constexpr int kMaxGenerate = 30;

// Stars per unit for generate: --stars, or about one per five cells of a side (6x6 and 8x8 take
// 1, 9x9 and 10x10 take 2, 14x14 takes 3), at most a quarter of the side (pzprjs's limit).
int stars_for(const GenerateParams& params) {
  if (params.has("stars")) return std::stoi(params.get("stars"));
  return std::clamp((params.rows + 1) / 5, 1, std::max(1, params.rows / 4));
}

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (params.rows != params.cols)
    return "a star battle is square, not " + std::to_string(params.rows) + "x" +
           std::to_string(params.cols);
  if (params.rows < kMinGenerate || params.rows > kMaxGenerate)
    return "star battles are generated with sides " + std::to_string(kMinGenerate) + " to " +
           std::to_string(kMaxGenerate) + ", not " + std::to_string(params.rows);
  if (params.has("stars")) {
    const std::string text = params.get("stars");
    if (text.empty() || text.size() > 3 ||
        text.find_first_not_of("0123456789") != std::string::npos)
      return "--stars must be a whole number, not '" + text + "'";
  }
  const int k = stars_for(params), most = std::max(1, params.rows / 4);
  if (k < 1 || k > most)
    return "a generated star battle of size " + std::to_string(params.rows) + " takes 1 to " +
           std::to_string(most) + " stars (at most a quarter of the side), not " +
           std::to_string(k);
  return std::nullopt;
}

// Step 1: the rows as regions.
std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  return make_starbattle(params.rows, stars_for(params));
}

std::vector<int> side_neighbours(int cell, int n) {
  std::vector<int> out;
  const int r = cell / n, c = cell % n;
  if (r > 0) out.push_back(cell - n);
  if (r + 1 < n) out.push_back(cell + n);
  if (c > 0) out.push_back(cell - 1);
  if (c + 1 < n) out.push_back(cell + 1);
  return out;
}

// Step 2: regions of k stars each around the stars of `s`, or nothing when the merging got stuck.
std::optional<std::vector<int>> grow_regions(const Grid& s, int k, Random& rng) {
  const int n = s.rows;
  std::vector<int> piece(at(n * n), -1);
  int pieces = 0;
  for (int cell = 0; cell < n * n; ++cell)
    if (s.cells[at(cell)] == 1) piece[at(cell)] = pieces++;
  // Random growth: a random unassigned cell next to a piece joins one of its neighbouring pieces.
  std::vector<int> frontier;
  for (int cell = 0; cell < n * n; ++cell)
    if (piece[at(cell)] < 0)
      for (int u : side_neighbours(cell, n))
        if (piece[at(u)] >= 0) {
          frontier.push_back(cell);
          break;
        }
  while (!frontier.empty()) {
    const std::size_t i = static_cast<std::size_t>(rng.below(static_cast<int>(frontier.size())));
    const int cell = frontier[i];
    frontier[i] = frontier.back();
    frontier.pop_back();
    if (piece[at(cell)] >= 0) continue;
    std::vector<int> owners;
    for (int u : side_neighbours(cell, n))
      if (piece[at(u)] >= 0) owners.push_back(piece[at(u)]);
    piece[at(cell)] = rng.pick(owners);
    for (int u : side_neighbours(cell, n))
      if (piece[at(u)] < 0) frontier.push_back(u);
  }
  // Merging pieces into regions of k stars.
  std::vector<int> group(at(pieces));  // piece -> its group (union by relabelling)
  std::vector<int> stars_of(at(pieces), 1);
  for (int g = 0; g < pieces; ++g) group[at(g)] = g;
  auto neighbours_of = [&](int g) {
    std::vector<int> out;
    for (int cell = 0; cell < n * n; ++cell) {
      if (group[at(piece[at(cell)])] != g) continue;
      for (int u : side_neighbours(cell, n)) {
        const int h = group[at(piece[at(u)])];
        if (h != g && std::find(out.begin(), out.end(), h) == out.end()) out.push_back(h);
      }
    }
    return out;
  };
  for (;;) {
    // The groups short of stars, and for each the partners whose stars still fit.
    int chosen = -1;
    std::vector<int> chosen_partners;
    for (int g = 0; g < pieces; ++g) {
      if (group[at(g)] != g || stars_of[at(g)] == k) continue;
      std::vector<int> partners;
      for (int h : neighbours_of(g))
        if (stars_of[at(h)] + stars_of[at(g)] <= k) partners.push_back(h);
      if (partners.empty()) return std::nullopt;
      if (chosen < 0 || partners.size() < chosen_partners.size()) {
        chosen = g;
        chosen_partners = std::move(partners);
      }
    }
    if (chosen < 0) break;
    rng.shuffle(chosen_partners);
    int partner = chosen_partners.front();
    std::size_t fewest = 0;
    for (int h : chosen_partners) {
      std::size_t options = 0;
      for (int x : neighbours_of(h))
        options += x != chosen && stars_of[at(x)] + stars_of[at(h)] <= k;
      if (stars_of[at(h)] + stars_of[at(chosen)] == k) options = 0;  // completes a region
      if (h == chosen_partners.front() || options < fewest) {
        partner = h;
        fewest = options;
      }
    }
    stars_of[at(chosen)] += stars_of[at(partner)];
    for (int& g : group)
      if (g == partner) g = chosen;
  }
  // Regions numbered 0..n-1 in reading order of their first cell.
  std::vector<int> number(at(pieces), -1);
  int regions = 0;
  std::vector<int> region(at(n * n));
  for (int cell = 0; cell < n * n; ++cell) {
    const int g = group[at(piece[at(cell)])];
    if (number[at(g)] < 0) number[at(g)] = regions++;
    region[at(cell)] = number[at(g)];
  }
  if (regions != n) return std::nullopt;
  return region;
}

// Step 3's move for a cell x that holds a star of the other solution only: the cells M that leave
// x's region g for a neighbouring region h, or nothing. M is a shortest path inside g from x to a
// cell of g next to another region, through cells without a star of ours (random among the
// shortest), together with the pieces of g that M cuts off from g's stars. g keeps all its stars
// of ours in one piece, so our solution stays one; the other loses at least x's star in g.
std::optional<std::vector<int>> carve(const std::vector<int>& region, const Grid& ours, int x,
                                      Random& rng) {
  const int n = ours.rows, g = region[at(x)];
  std::vector<int> parent(region.size(), -2);
  std::vector<int> queue{x};
  parent[at(x)] = -1;
  int end = -1, into = -1;
  for (std::size_t i = 0; i < queue.size() && end < 0; ++i) {
    const int y = queue[i];
    std::vector<int> near = side_neighbours(y, n);
    rng.shuffle(near);
    for (int u : near)
      if (region[at(u)] != g) {
        end = y;
        into = region[at(u)];
        break;
      }
    for (int u : near)
      if (region[at(u)] == g && parent[at(u)] == -2 && ours.cells[at(u)] != 1) {
        parent[at(u)] = y;
        queue.push_back(u);
      }
  }
  if (end < 0) return std::nullopt;
  std::vector<char> moved(region.size(), 0);
  for (int y = end; y >= 0; y = parent[at(y)]) moved[at(y)] = 1;
  // The pieces of g without the path: the one with our stars stays, the others go along.
  std::vector<int> piece(region.size(), -1);
  int pieces = 0, starred = -1;
  for (int start = 0; start < n * n; ++start) {
    if (region[at(start)] != g || moved[at(start)] || piece[at(start)] >= 0) continue;
    std::vector<int> stack{start};
    piece[at(start)] = pieces;
    bool has_star = false;
    while (!stack.empty()) {
      const int y = stack.back();
      stack.pop_back();
      has_star = has_star || ours.cells[at(y)] == 1;
      for (int u : side_neighbours(y, n))
        if (region[at(u)] == g && !moved[at(u)] && piece[at(u)] < 0) {
          piece[at(u)] = pieces;
          stack.push_back(u);
        }
    }
    if (has_star) {
      if (starred >= 0) return std::nullopt;  // the path splits our stars of g
      starred = pieces;
    }
    ++pieces;
  }
  if (starred < 0) return std::nullopt;
  std::vector<int> out = region;
  for (int y = 0; y < n * n; ++y)
    if (region[at(y)] == g && (moved[at(y)] || piece[at(y)] != starred)) out[at(y)] = into;
  return out;
}

std::unique_ptr<Puzzle> generate_finish(const Grid& solution, const GenerateParams& params,
                                        Random& rng, const SolutionsUpToTwo& solve) {
  const int n = solution.rows, k = stars_for(params);
  const int moves = 4 * n * n;
  // Up to three moves per uniqueness run, from different regions into regions none of them
  // leaves (so that no move gives back the star another one took from the other solution):
  // with one move per run a 16x16 took 85 s or more than two minutes, with three 26-37 s.
  constexpr int moves_per_round = 3;
  for (int restart = 0; restart < 200; ++restart) {
    std::optional<std::vector<int>> grown = grow_regions(solution, k, rng);
    if (!grown) continue;
    std::vector<int> region = std::move(*grown);
    for (int move = 0; move < moves; ++move) {
      auto puzzle = make_starbattle(n, k, region);
      const std::vector<Grid> found = solve(*puzzle);
      if (found.size() == 1) return puzzle;
      if (found.size() != 2) throw std::logic_error("star battle generation lost its solution");
      const Grid& other = found[0] == solution ? found[1] : found[0];
      // Step 3: the cells with a star of the other solution only, in random order; the first
      // whose move works.
      std::vector<int> cells;
      for (int x = 0; x < n * n; ++x)
        if (other.cells[at(x)] == 1 && solution.cells[at(x)] != 1) cells.push_back(x);
      rng.shuffle(cells);
      int moved = 0;
      std::vector<int> sources, targets;
      for (int x : cells) {
        if (moved == moves_per_round) break;
        const int g = region[at(x)];
        if (std::find(targets.begin(), targets.end(), g) != targets.end() ||
            std::find(sources.begin(), sources.end(), g) != sources.end())
          continue;
        std::optional<std::vector<int>> next = carve(region, solution, x, rng);
        if (!next) continue;
        const int h = (*next)[at(x)];
        if (std::find(sources.begin(), sources.end(), h) != sources.end()) continue;
        region = std::move(*next);
        sources.push_back(g);
        targets.push_back(h);
        ++moved;
      }
      if (moved == 0) break;
    }
  }
  throw std::runtime_error("no unique star battle found in 200 region layouts");
}

}  // namespace

Genre starbattle_unit() {
  Generator generator;
  generator.options = {
      {"stars",
       "stars per row, column and region (default: (size + 1) / 5, at least 1 and at most a "
       "quarter of the size)",
       true}};
  generator.problem = generate_problem;
  generator.largest = {{"", 14}};
  generator.frame = generate_frame;
  generator.finish = generate_finish;
  return {"starbattle",
          {"star-battle"},
          "starbattle (star-battle; stars=K)",
          starbattle_native(),
          {},
          {},
          {starbattle_puzzlink()},
          generator};
}

}  // namespace gridsat

// The light up unit's entry (genres/genre.hpp): the declaration's puzzle (lightup.cpp) with the
// genre's own readers and writers, and its generator: a random wall layout with Tatham's default
// two-way rotational symmetry, a random solution of its rules, every wall numbered (walls added
// where the numbers leave the layout ambiguous), the numbers thinned out by the generic removal.
#include <functional>

#include "genres/genre.hpp"
#include "genres/lightup/lightup.hpp"

namespace gridsat {

// ---- generate ----

namespace {

constexpr int kDefaultBlack = 20;  // Tatham's presets: 20% of the cells black

int black_percent(const GenerateParams& params) {
  if (!params.has("black")) return kDefaultBlack;
  const std::string text = params.get("black");
  if (text.empty() || text.size() > 3 || text.find_first_not_of("0123456789") != std::string::npos)
    return -1;
  return std::stoi(text);
}

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (auto problem = lightup_size_error(params.rows, params.cols)) return problem;
  const int black = black_percent(params);
  if (black < 0 || black > 90)
    return std::string("--black takes a percentage of black cells from 0 to 90");
  return std::nullopt;
}

// Walls at random, each with its partner under a half turn (Tatham's SYMM_ROT2), until about
// `black` percent of the cells are walls.
std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random& rng) {
  auto p = make_lightup(params.rows, params.cols);
  const int n = params.rows * params.cols;
  const int target = n * black_percent(params) / 100;
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
  rng.shuffle(order);
  int walls = 0;
  for (int cell : order) {
    if (walls >= target) break;
    if (p->number(cell) == kLightupWall) continue;
    p->set_number(cell, kLightupWall);
    p->set_number(n - 1 - cell, kLightupWall);
    walls += cell == n - 1 - cell ? 1 : 2;
  }
  return p;
}

// The number of every wall of `p`: the bulbs next to it in `solution`.
std::vector<Clue> numbers_of(const rules::DeclaredShading& p, const Grid& solution) {
  std::vector<Clue> out;
  for (int cell = 0; cell < p.rows() * p.cols(); ++cell)
    if (const int bulbs = kLightup.measure(p, solution, cell); bulbs >= 0)
      out.push_back({Clue::Kind::Mark, 0, 0, Side::Top, cell, bulbs});
  return out;
}

// Up to `limit` solutions of `puzzle` by a plain depth-first search over its native rules, or
// nothing when the search visits more than `node_limit` nodes first or `stop` (may be empty)
// says to give up: the generator's own check for a second solution while it adds walls.
struct Search {
  const NativeRules& rules;
  int rows;
  int cols;
  int limit;
  long nodes_left;
  const std::function<bool()>& stop;
  std::vector<Grid> found;

  // False when the node budget ran out or `stop` said to give up (looked at every 1024 nodes).
  bool descend(std::vector<Candidates> cells) {
    if (--nodes_left < 0) return false;
    if (stop && nodes_left % 1024 == 0 && stop()) return false;
    if (!rules.propagate(cells)) return true;
    std::vector<Alternative> branches;
    rules.choose(cells, branches);
    if (branches.empty()) {
      Grid g(rows, cols);
      for (std::size_t i = 0; i < cells.size(); ++i) g.cells[i] = cells[i] == rules::kShaded;
      found.push_back(std::move(g));
      return true;
    }
    for (const Alternative& branch : branches) {
      std::vector<Candidates> next = cells;
      next[static_cast<std::size_t>(branch.cell)] &= branch.value;
      if (!descend(std::move(next))) return false;
      if (static_cast<int>(found.size()) >= limit) return true;
    }
    return true;
  }
};

std::optional<std::vector<Grid>> solutions(const Puzzle& puzzle, int limit, long node_limit,
                                           const std::function<bool()>& stop) {
  const auto rules = puzzle.native_rules();
  Search search{*rules, puzzle.rows(), puzzle.cols(), limit, node_limit, stop, {}};
  if (!search.descend(rules->initial())) return std::nullopt;
  return search.found;
}

// How far the generator's own search may go per check for a second solution.
constexpr long kSearchNodes = 1000000;

// Every wall's number. Numbers alone often leave a layout ambiguous (an open area with no wall
// next to it); rather than give bulbs, which Light Up has no way to write, walls are added to
// the frame, as Tatham's generator does in effect by trying other layouts: while the numbered
// puzzle has a second solution (`solutions`), a cell without a bulb in `solution` becomes a
// numbered wall, one that `solution` lights around and that rules the second solution out (it
// had a bulb there, or the new number tells the two apart), those where the second solution has
// a bulb tried first. Only when no such cell exists (or the search gives up) is the rest left to
// the generic removal, which then gives cells.
std::vector<Clue> generate_clues(Puzzle& frame, const Grid& solution, const GenerateParams& params,
                                 Random& rng) {
  auto& p = static_cast<rules::DeclaredShading&>(frame);
  for (;;) {
    const auto found =
        solutions(*with_clues(p, numbers_of(p, solution)), 2, kSearchNodes, params.should_stop);
    if (!found || found->size() < 2) break;
    const Grid& other = (*found)[0] == solution ? (*found)[1] : (*found)[0];
    // Cells without a bulb in `solution`, those where `other` has one first.
    std::vector<int> cells, rest;
    for (int cell = 0; cell < p.rows() * p.cols(); ++cell) {
      if (p.number(cell) != kLightupWhite || solution.cells[static_cast<std::size_t>(cell)] == 1)
        continue;
      (other.cells[static_cast<std::size_t>(cell)] == 1 ? cells : rest).push_back(cell);
    }
    rng.shuffle(cells);
    rng.shuffle(rest);
    cells.insert(cells.end(), rest.begin(), rest.end());
    bool added = false;
    for (int cell : cells) {
      p.set_number(cell, kLightupWall);
      // `solution` must stay a solution, `other` must not.
      if (!check_solution(p, solution) &&
          check_solution(*with_clues(p, numbers_of(p, solution)), other)) {
        added = true;
        break;
      }
      p.set_number(cell, kLightupWhite);
    }
    if (!added) break;
  }
  return numbers_of(p, solution);
}

}  // namespace

Genre lightup_unit() {
  Generator generator;
  generator.options = {
      {"black", "percentage of black cells (walls), 0 to 90 (default 20, as Tatham's)", true}};
  generator.problem = generate_problem;
  generator.largest = {{"", 32}};
  generator.frame = generate_frame;
  generator.clues = generate_clues;
  return {"lightup", {"akari", "light-up"}, "lightup (akari, light-up)", lightup_native(),
          {},        {lightup_game()},      {akari_puzzlink()},          generator};
}

}  // namespace gridsat

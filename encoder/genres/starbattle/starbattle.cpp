// Star battle's rules three times: `check` (plain loops over the finished grid), `encode` (one
// variable per cell, true = a star: exactly K per row, column and region with
// encodings/cardinality, and "at most one star in every 2 x 2 block" as binary clauses), and the
// native propagator for the backtracker (the same rules on partial grids, with a counting bound
// from 2 x 2 blocks, and branching in the most constrained unit).
#include "genres/starbattle/starbattle.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include "formats/native_types.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::optional<std::string> starbattle_size_error(int n, int k) {
  if (n < 1 || n > kMaxStarBattleSide)
    return "star battle size " + std::to_string(n) + " is out of range (1 to " +
           std::to_string(kMaxStarBattleSide) + ")";
  if (k < 1 || k > n)
    return "a star battle of size " + std::to_string(n) + " takes 1 to " + std::to_string(n) +
           " stars per row, column and region, not " + std::to_string(k);
  return std::nullopt;
}

std::optional<std::string> starbattle_regions_error(int n, const std::vector<int>& region) {
  if (region.size() != at(n * n)) return "the regions do not cover the grid";
  std::vector<int> size(at(n), 0);
  for (int g : region) {
    if (g < 0 || g >= n)
      return "a star battle of size " + std::to_string(n) + " has " + std::to_string(n) +
             " regions";
    ++size[at(g)];
  }
  for (int g = 0; g < n; ++g)
    if (size[at(g)] == 0)
      return "a star battle of size " + std::to_string(n) + " has " + std::to_string(n) +
             " regions, this one fewer";
  // Each region one 4-connected piece (formats/native_types' check, which the readers share).
  if (auto broken = disconnected_label(region, n))
    return "region " + std::to_string(region[at(*broken)] + 1) + " is not connected (" +
           cell_name(*broken, n) + ")";
  return std::nullopt;
}

StarBattle::StarBattle(int side, int k)
    : n(side), stars(k), region(at(side * side)), no_givens_(side, side) {
  for (int cell = 0; cell < n * n; ++cell) region[at(cell)] = cell / n;
}

std::string StarBattle::header_options() const {
  return std::to_string(n) + " stars=" + std::to_string(stars);
}

std::optional<int> StarBattle::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

void StarBattle::set_clues(std::span<const Clue> clues) {
  if (!clues.empty())
    throw std::invalid_argument("a star battle has no removable clues: its regions are the puzzle");
}

std::vector<std::vector<int>> StarBattle::region_cells() const {
  std::vector<std::vector<int>> out(at(n));
  for (int cell = 0; cell < n * n; ++cell) out[at(region[at(cell)])].push_back(cell);
  return out;
}

std::vector<std::vector<int>> StarBattle::units() const {
  std::vector<std::vector<int>> out;
  for (int r = 0; r < n; ++r) {
    std::vector<int> row;
    for (int c = 0; c < n; ++c) row.push_back(r * n + c);
    out.push_back(std::move(row));
  }
  for (int c = 0; c < n; ++c) {
    std::vector<int> col;
    for (int r = 0; r < n; ++r) col.push_back(r * n + c);
    out.push_back(std::move(col));
  }
  std::vector<std::vector<int>> regions = region_cells();
  for (std::size_t k = 0; k < regions.size(); ++k)
    if (region_on_.empty() || region_on_[k]) out.push_back(std::move(regions[k]));
  return out;
}

std::vector<std::string> StarBattle::unit_names() const {
  std::vector<std::string> out;
  for (int r = 0; r < n; ++r) out.push_back("row " + std::to_string(r + 1));
  for (int c = 0; c < n; ++c) out.push_back("column " + std::to_string(c + 1));
  for (int k = 0; k < n; ++k)
    if (region_on_.empty() || region_on_[at(k)]) out.push_back("region " + std::to_string(k + 1));
  return out;
}

std::vector<Clue> StarBattle::fixed_clues() const {
  std::vector<Clue> out;
  for (int k = 0; k < n; ++k)
    if (region_on_.empty() || region_on_[at(k)])
      out.push_back({Clue::Kind::Part, 0, 0, Side::Top, k, stars});
  return out;
}

void StarBattle::keep_fixed_clues(std::span<const Clue> kept) {
  region_on_.assign(at(n), 0);
  for (const Clue& clue : kept) {
    if (clue.kind != Clue::Kind::Part || clue.index < 0 || clue.index >= n)
      throw std::invalid_argument("a star battle's fixed clues are its regions");
    region_on_[at(clue.index)] = 1;
  }
}

std::string StarBattle::describe_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Part) return Puzzle::describe_clue(clue);
  const std::vector<int> cells = cells_of_clue(clue);
  return "region " + std::to_string(clue.index + 1) +
         (cells.empty() ? "" : " (" + cell_name(cells.front(), n) + ")") + " holds " +
         std::to_string(clue.value) + (clue.value == 1 ? " star" : " stars");
}

std::vector<int> StarBattle::cells_of_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Part || clue.index < 0 || clue.index >= n) return {};
  return region_cells()[at(clue.index)];
}

// ---- check: the rules read plainly ----

std::optional<Violation> StarBattle::check(const Grid& s) const {
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (s.at(r, c) != 0 && s.at(r, c) != 1)
        return Violation{"value " + std::to_string(s.at(r, c)) + " is not 0 (empty) or 1 (a star)",
                         r, c};
  // No two stars touch: look right, down and along both diagonals downwards.
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      if (s.at(r, c) != 1) continue;
      const std::array<std::array<int, 2>, 4> next = {
          {{r, c + 1}, {r + 1, c - 1}, {r + 1, c}, {r + 1, c + 1}}};
      for (const auto& rc : next)
        if (rc[0] < n && rc[1] >= 0 && rc[1] < n && s.at(rc[0], rc[1]) == 1)
          return Violation{"stars " + cell_name(r * n + c, n) + " and " +
                               cell_name(rc[0] * n + rc[1], n) + " touch",
                           r, c};
    }
  auto count = [&](const std::vector<int>& cells) {
    int stars_in = 0;
    for (int cell : cells) stars_in += s.cells[at(cell)] == 1;
    return stars_in;
  };
  const std::vector<std::vector<int>> all = units();
  const std::vector<std::string> names = unit_names();
  for (std::size_t u = 0; u < all.size(); ++u) {
    const int found = count(all[u]);
    if (found == stars) continue;
    const std::string& what = names[u];
    const int first = all[u].front();
    return Violation{what + " holds " + std::to_string(found) + " star" + (found == 1 ? "" : "s") +
                         ", not " + std::to_string(stars),
                     first / n, first % n};
  }
  return std::nullopt;
}

// ---- encode ----

// The cells' variables (true = a star), named as the answer; exactly K stars in every row,
// column and region (encodings/cardinality.hpp, `--card`); then "no two stars touch", which is
// "at most one star in every 2 x 2 block" (two touching cells always share a 2 x 2 block, and
// two cells of one block always touch): the block's six pairs as binary clauses, each pair
// written once although a pair of side neighbours lies in two blocks. There is no removable
// clue, so nothing has to come last.
void StarBattle::encode(Cnf& cnf, const EncodeOptions& options) const {
  const int first = cnf.new_vars(n * n);
  auto star = [&](int cell) { return first + cell; };
  for (int cell = 0; cell < n * n; ++cell) cnf.answer().add(cell / n, cell % n, 1, star(cell));
  for (const std::vector<int>& unit : units()) {
    std::vector<Lit> lits;
    for (int cell : unit) lits.push_back(star(cell));
    exactly_k(cnf, lits, stars, options.card);
  }
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int cell = r * n + c;
      if (c + 1 < n) cnf.add({-star(cell), -star(cell + 1)});
      if (r + 1 < n) {
        cnf.add({-star(cell), -star(cell + n)});
        if (c + 1 < n) cnf.add({-star(cell), -star(cell + n + 1)});
        if (c > 0) cnf.add({-star(cell), -star(cell + n - 1)});
      }
    }
}

// ---- the native propagator ----

namespace {

constexpr Candidates kEmpty = 1;  // bit 0: value 0
constexpr Candidates kStar = 2;   // bit 1: value 1
constexpr Candidates kBoth = kEmpty | kStar;

// The rules on partial grids, until nothing changes:
//  - the eight neighbours of a star hold no star (two touching stars fail);
//  - per unit (row, column, region) with s stars and o open cells: more than K stars fails;
//    K stars empties the open cells; fewer than K - s open cells fails; exactly K - s open cells
//    are all stars;
//  - the block bound: cut the grid into 2 x 2 blocks (four ways, by the parity of the blocks'
//    corner); each block holds at most one star, so a unit's open cells hold at most as many
//    stars as the blocks they meet. Fewer than K - s fails; exactly K - s means every such block
//    holds one star of the unit, so a block that meets the unit's open cells in a single cell
//    has its star there (in a row this is the parity argument: an odd run of 2m - 1 open cells
//    that must hold m stars has them at every other cell).
// The one-step lookahead players use ("a star here would leave that region no room") is left to
// the backtracker's lookahead mode (native/backtrack.cpp), which probes every open cell both
// ways: written into propagate it cut the nodes of generated 14x14 puzzles by half to two thirds
// but made each node several times dearer, and 16x16 eight times slower.
class StarBattleRules final : public NativeRules {
 public:
  explicit StarBattleRules(const StarBattle& p) : n_(p.n), k_(p.stars), units_(p.units()) {
    neighbours_.resize(at(n_ * n_));
    for (int cell = 0; cell < n_ * n_; ++cell) {
      const int r = cell / n_, c = cell % n_;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const int r1 = r + dr, c1 = c + dc;
          if ((dr || dc) && r1 >= 0 && r1 < n_ && c1 >= 0 && c1 < n_)
            neighbours_[at(cell)].push_back(r1 * n_ + c1);
        }
    }
  }

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    return std::vector<Candidates>(at(n_ * n_), kBoth);
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    std::vector<int> open;
    std::vector<int> block_cells;  // per block of one tiling: open cells of the unit in it
    const int blocks_per_side = n_ / 2 + 1;
    block_cells.assign(at(blocks_per_side * blocks_per_side), 0);
    for (;;) {
      bool changed = false;
      for (int cell = 0; cell < n_ * n_; ++cell) {
        const Candidates c = cells[at(cell)];
        if (c == 0) return false;
        if (c == kStar)
          for (int u : neighbours_[at(cell)])
            if (!remove(cells[at(u)], kStar, changed)) return false;
      }
      for (const std::vector<int>& unit : units_) {
        int found = 0;
        open.clear();
        for (int cell : unit) {
          const Candidates c = cells[at(cell)];
          if (c == kStar) ++found;
          if (c == kBoth) open.push_back(cell);
        }
        if (found > k_) return false;
        const int missing = k_ - found;
        if (missing == 0) {
          for (int cell : open) remove(cells[at(cell)], kStar, changed);
          continue;
        }
        if (static_cast<int>(open.size()) < missing) return false;
        if (static_cast<int>(open.size()) == missing) {
          for (int cell : open) remove(cells[at(cell)], kEmpty, changed);
          continue;
        }
        for (int tiling = 0; tiling < 4; ++tiling) {
          const int dr = tiling / 2, dc = tiling % 2;
          auto block_of = [&](int cell) {
            return ((cell / n_ + dr) / 2) * blocks_per_side + (cell % n_ + dc) / 2;
          };
          int blocks = 0;
          for (int cell : open) blocks += block_cells[at(block_of(cell))]++ == 0;
          if (blocks == missing)
            for (int cell : open)
              if (block_cells[at(block_of(cell))] == 1) remove(cells[at(cell)], kEmpty, changed);
          for (int cell : open) block_cells[at(block_of(cell))] = 0;
          if (blocks < missing) return false;
        }
      }
      if (!changed) return true;
    }
  }

  // Branch in the most constrained unit that still misses stars (the fewest open cells beyond
  // the stars it misses, then the fewest open cells): on its first open cell, a star first.
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    out.clear();
    int best = -1, best_slack = 0, best_open = 0;
    for (const std::vector<int>& unit : units_) {
      int found = 0, open = 0, first = -1;
      for (int cell : unit) {
        const Candidates c = cells[at(cell)];
        if (c == kStar) ++found;
        if (c == kBoth) {
          if (first < 0) first = cell;
          ++open;
        }
      }
      if (open == 0) continue;
      const int slack = open - (k_ - found);
      if (best < 0 || slack < best_slack || (slack == best_slack && open < best_open)) {
        best = first;
        best_slack = slack;
        best_open = open;
      }
    }
    if (best < 0) return;
    out.push_back({best, kStar});
    out.push_back({best, kEmpty});
  }

 private:
  static bool remove(Candidates& cell, Candidates bits, bool& changed) {
    if (cell & bits) {
      cell &= ~bits;
      changed = true;
    }
    return cell != 0;
  }

  int n_;
  int k_;
  std::vector<std::vector<int>> units_;
  std::vector<std::vector<int>> neighbours_;
  std::vector<int> values_ = {0, 1};
};

}  // namespace

std::unique_ptr<NativeRules> StarBattle::native_rules() const {
  return std::make_unique<StarBattleRules>(*this);
}

}  // namespace gridsat

// Tents' rules three times: `check` (plain loops over the finished grid, and a tree-tent matching
// found by augmenting paths), `encode` (a variable per cell, true = tent; a pairing variable per
// tree and neighbouring cell: each tree exactly one pairing, each tent exactly one, a pairing
// implies its tent; no two tents among any two touching cells; the counts last, as cardinality
// constraints), and the native propagator for the backtracker (touching, counts with the room
// left in each line, the trees' neighbours, and two matchings as failure checks).
#include "genres/tents/tents.hpp"

#include <algorithm>
#include <stdexcept>

#include "puzzles/border_clues.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Kuhn's augmenting path from left vertex `u` over `adjacent` (left -> right vertices), with
// `owner` (right -> left or -1) and `seen` (right vertices visited in this search).
bool augment(int u, const std::vector<std::vector<int>>& adjacent, std::vector<int>& owner,
             std::vector<char>& seen) {
  for (int v : adjacent[at(u)]) {
    if (seen[at(v)]) continue;
    seen[at(v)] = 1;
    if (owner[at(v)] < 0 || augment(owner[at(v)], adjacent, owner, seen)) {
      owner[at(v)] = u;
      return true;
    }
  }
  return false;
}

// Whether every left vertex can be matched to its own right vertex.
bool saturates_left(const std::vector<std::vector<int>>& adjacent, int right_count,
                    std::vector<int>* owner_out = nullptr) {
  std::vector<int> owner(at(right_count), -1);
  std::vector<char> seen(at(right_count));
  for (int u = 0; u < static_cast<int>(adjacent.size()); ++u) {
    std::fill(seen.begin(), seen.end(), 0);
    if (!augment(u, adjacent, owner, seen)) return false;
  }
  if (owner_out) *owner_out = std::move(owner);
  return true;
}

}  // namespace

std::optional<std::string> tents_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxTentsSide || width > kMaxTentsSide)
    return "tents size " + std::to_string(height) + "x" + std::to_string(width) +
           " is out of range (sides 1 to " + std::to_string(kMaxTentsSide) + ")";
  return std::nullopt;
}

Tents::Tents(int rows, int cols)
    : height(rows),
      width(cols),
      trees(at(rows * cols), 0),
      row_counts(at(rows), kUnknown),
      col_counts(at(cols), kUnknown),
      grid(rows, cols) {}

std::string Tents::header_options() const {
  if (height == width) return std::to_string(height);
  return std::to_string(height) + "x" + std::to_string(width);
}

std::optional<int> Tents::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

int Tents::tree_count() const {
  return static_cast<int>(std::count(trees.begin(), trees.end(), 1));
}

std::vector<int> Tents::neighbours(int cell) const {
  std::vector<int> out;
  const int r = cell / width, c = cell % width;
  if (r > 0) out.push_back(cell - width);
  if (c > 0) out.push_back(cell - 1);
  if (c + 1 < width) out.push_back(cell + 1);
  if (r + 1 < height) out.push_back(cell + width);
  return out;
}

bool Tents::may_hold_tent(int cell) const {
  if (tree(cell)) return false;
  for (int u : neighbours(cell))
    if (tree(u)) return true;
  return false;
}

std::optional<std::vector<std::pair<int, int>>> tree_tent_matching(const Tents& p,
                                                                   const std::vector<int>& tents) {
  const int n = p.height * p.width;
  std::vector<int> tree_cells, tent_index(at(n), -1);
  int tent_total = 0;
  for (int cell = 0; cell < n; ++cell) {
    if (p.tree(cell)) tree_cells.push_back(cell);
    if (tents[at(cell)] == 1) tent_index[at(cell)] = tent_total++;
  }
  if (tent_total != static_cast<int>(tree_cells.size())) return std::nullopt;
  std::vector<std::vector<int>> adjacent;
  for (int t : tree_cells) {
    std::vector<int> near;
    for (int u : p.neighbours(t))
      if (tent_index[at(u)] >= 0) near.push_back(tent_index[at(u)]);
    adjacent.push_back(std::move(near));
  }
  std::vector<int> owner;
  if (!saturates_left(adjacent, tent_total, &owner)) return std::nullopt;
  std::vector<int> tent_cells;
  for (int cell = 0; cell < n; ++cell)
    if (tent_index[at(cell)] >= 0) tent_cells.push_back(cell);
  std::vector<std::pair<int, int>> pairs;
  for (int v = 0; v < tent_total; ++v)
    pairs.emplace_back(tree_cells[at(owner[at(v)])], tent_cells[at(v)]);
  std::sort(pairs.begin(), pairs.end());
  return pairs;
}

// ---- clues ----

std::vector<Clue> Tents::removable_clues() const {
  std::vector<Clue> out = Puzzle::removable_clues();  // the givens, row by row
  for (int r = 0; r < height; ++r)
    if (row_counts[at(r)] != kUnknown)
      out.push_back({Clue::Kind::Border, 0, 0, Side::Right, r, row_counts[at(r)]});
  for (int c = 0; c < width; ++c)
    if (col_counts[at(c)] != kUnknown)
      out.push_back({Clue::Kind::Border, 0, 0, Side::Bottom, c, col_counts[at(c)]});
  return out;
}

void Tents::set_clues(std::span<const Clue> clues) {
  Grid g(height, width);
  std::fill(row_counts.begin(), row_counts.end(), kUnknown);
  std::fill(col_counts.begin(), col_counts.end(), kUnknown);
  for (const Clue& clue : clues) {
    if (clue.kind == Clue::Kind::Given) {
      g.at(clue.row, clue.col) = clue.value;
    } else if (clue.kind == Clue::Kind::Border && clue.side == Side::Right && clue.index >= 0 &&
               clue.index < height) {
      row_counts[at(clue.index)] = clue.value;
    } else if (clue.kind == Clue::Kind::Border && clue.side == Side::Bottom && clue.index >= 0 &&
               clue.index < width) {
      col_counts[at(clue.index)] = clue.value;
    } else {
      throw std::invalid_argument(
          "a tents puzzle's clues are its givens and its row (right) and column (bottom) counts");
    }
  }
  grid = std::move(g);
}

std::string Tents::describe_clue(const Clue& clue) const {
  if (clue.kind == Clue::Kind::Given)
    return "given r" + std::to_string(clue.row + 1) + "c" + std::to_string(clue.col + 1) + " = " +
           (clue.value == 1 ? "tent" : "no tent");
  return "tent count " + std::to_string(clue.value) + " of " + line_name(clue.side, clue.index);
}

// ---- check: the rules read plainly ----

std::optional<Violation> Tents::check(const Grid& s) const {
  const int n = height * width;
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c)
      if (s.at(r, c) != 0 && s.at(r, c) != 1)
        return Violation{"value " + std::to_string(s.at(r, c)) + " is not 0 (no tent) or 1 (tent)",
                         r, c};
  for (int cell = 0; cell < n; ++cell)
    if (tree(cell) && s.cells[at(cell)] == 1)
      return Violation{"a tent stands on a tree", cell / width, cell % width};
  // Tents never touch, not even diagonally.
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) {
      if (s.at(r, c) != 1) continue;
      for (int dr = 0; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          if (dr == 0 && dc <= 0) continue;  // each touching pair once: right, and the row below
          const int r2 = r + dr, c2 = c + dc;
          if (r2 >= height || c2 < 0 || c2 >= width || s.at(r2, c2) != 1) continue;
          return Violation{"tents " + cell_name(r * width + c, width) + " and " +
                               cell_name(r2 * width + c2, width) + " touch",
                           r, c};
        }
    }
  // The counts.
  for (int r = 0; r < height; ++r) {
    if (row_counts[at(r)] == kUnknown) continue;
    int count = 0;
    for (int c = 0; c < width; ++c) count += s.at(r, c);
    if (count != row_counts[at(r)])
      return Violation{"row " + std::to_string(r + 1) + " has " + std::to_string(count) +
                           " tents, its count says " + std::to_string(row_counts[at(r)]),
                       r, width - 1};
  }
  for (int c = 0; c < width; ++c) {
    if (col_counts[at(c)] == kUnknown) continue;
    int count = 0;
    for (int r = 0; r < height; ++r) count += s.at(r, c);
    if (count != col_counts[at(c)])
      return Violation{"column " + std::to_string(c + 1) + " has " + std::to_string(count) +
                           " tents, its count says " + std::to_string(col_counts[at(c)]),
                       height - 1, c};
  }
  // One tent per tree, paired one to one along orthogonal adjacency.
  const int trees_total = tree_count();
  const auto tents_total = static_cast<int>(std::count(s.cells.begin(), s.cells.end(), 1));
  if (tents_total != trees_total)
    return Violation{"there are " + std::to_string(tents_total) + " tents for " +
                     std::to_string(trees_total) + " trees"};
  for (int cell = 0; cell < n; ++cell) {
    if (s.cells[at(cell)] != 1) continue;
    const auto near = neighbours(cell);
    if (std::none_of(near.begin(), near.end(), [&](int u) { return tree(u); }))
      return Violation{"the tent has no tree next to it", cell / width, cell % width};
  }
  std::vector<int> tents(s.cells.begin(), s.cells.end());
  if (!tree_tent_matching(*this, tents))
    return Violation{"the tents cannot be paired one to one with orthogonally adjacent trees"};
  return std::nullopt;
}

// ---- encode ----

// Per cell a variable (true = tent), named as the answer; the givens; no tent where none may
// stand (on a tree, or away from every tree); per tree and neighbouring free cell a pairing
// variable: each tree exactly one pairing (at most four literals, pairwise), a pairing implies
// its tent, a tent has at least one pairing and at most one (pairwise over its at most four
// trees) — together a perfect matching between trees and tents along adjacency. Then no two
// tents in touching cells (a binary clause per pair of cells of a 2x2 block: each such pair
// once, to the right, below and both diagonals below). Last, the removable counts: exactly k
// over the line's cells that may hold a tent, rows first, then columns.
void Tents::encode(Cnf& cnf, const EncodeOptions& options) const {
  const int n = height * width;
  const int first = cnf.new_vars(n);
  auto tent = [&](int cell) { return first + cell; };
  for (int cell = 0; cell < n; ++cell) cnf.answer().add(cell / width, cell % width, 1, tent(cell));
  for (int cell = 0; cell < n; ++cell) {
    const int given = grid.cells[at(cell)];
    if (given != kUnknown) cnf.add({given == 1 ? tent(cell) : -tent(cell)});
  }
  for (int cell = 0; cell < n; ++cell)
    if (!may_hold_tent(cell)) cnf.add({-tent(cell)});
  std::vector<std::vector<Lit>> into(at(n));  // per cell, the pairings of trees with it
  for (int t = 0; t < n; ++t) {
    if (!tree(t)) continue;
    std::vector<Lit> pairings;
    for (int u : neighbours(t)) {
      if (tree(u)) continue;
      const Lit p = cnf.new_var();
      cnf.add({-p, tent(u)});
      pairings.push_back(p);
      into[at(u)].push_back(p);
    }
    exactly_one(cnf, pairings, options.amo);
  }
  for (int cell = 0; cell < n; ++cell) {
    if (into[at(cell)].empty()) continue;
    std::vector<Lit> clause{-tent(cell)};
    clause.insert(clause.end(), into[at(cell)].begin(), into[at(cell)].end());
    cnf.add(clause);
    at_most_one(cnf, into[at(cell)], options.amo);
  }
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) {
      const int cell = r * width + c;
      if (!may_hold_tent(cell)) continue;
      const int others[4][2] = {{r, c + 1}, {r + 1, c - 1}, {r + 1, c}, {r + 1, c + 1}};
      for (const auto& rc : others) {
        if (rc[0] >= height || rc[1] < 0 || rc[1] >= width) continue;
        const int u = rc[0] * width + rc[1];
        if (may_hold_tent(u)) cnf.add({-tent(cell), -tent(u)});
      }
    }
  // The counts, last (removable clues).
  auto count = [&](int start, int step, int length, int k) {
    std::vector<Lit> lits;
    for (int i = 0; i < length; ++i)
      if (may_hold_tent(start + i * step)) lits.push_back(tent(start + i * step));
    exactly_k(cnf, lits, k, options.card);
  };
  for (int r = 0; r < height; ++r)
    if (row_counts[at(r)] != kUnknown) count(r * width, 1, width, row_counts[at(r)]);
  for (int c = 0; c < width; ++c)
    if (col_counts[at(c)] != kUnknown) count(c, width, height, col_counts[at(c)]);
}

// ---- the native propagator ----

namespace {

constexpr Candidates kNone = 1;  // bit 0: value 0, no tent
constexpr Candidates kTent = 2;  // bit 1: value 1
constexpr Candidates kBoth = kNone | kTent;

// The rules on partial grids, until nothing changes:
//  - a tent's eight neighbours hold no tent;
//  - a line with a count: more tents than the count fail; with as many, its other cells hold
//    none; the room left, counted per run of cells that may still hold a tent (a run of L cells
//    holds at most ceil(L/2) non-touching tents), below the count fails, and equal to it places
//    the tents of every run of odd length (every other cell from its ends); the whole grid is
//    one more such line with as many tents as trees (the room rule left out);
//  - a tree with no neighbour that may hold a tent fails, with one it places a tent there;
//  - the matching, as failure checks: the trees can be matched to distinct neighbours that may
//    hold tents, and the placed tents to distinct neighbouring trees. Both together are enough
//    for a matching that covers both at once (a bipartite graph with a matching covering a set A
//    of one side and one covering a set B of the other has one covering A and B: Mendelsohn and
//    Dulmage), so on a complete grid with as many tents as trees they are the rule itself.
class TentsRules final : public NativeRules {
 public:
  explicit TentsRules(const Tents& t) : t_(t), n_(t.height * t.width) {
    for (int cell = 0; cell < n_; ++cell) {
      if (t.tree(cell)) {
        tree_index_.push_back(cell);
        std::vector<int> near;
        for (int u : t.neighbours(cell))
          if (t.may_hold_tent(u)) near.push_back(u);
        tree_near_.push_back(std::move(near));
      }
      std::vector<int> touching;
      const int r = cell / t.width, c = cell % t.width;
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
          const int r2 = r + dr, c2 = c + dc;
          if ((dr || dc) && r2 >= 0 && r2 < t.height && c2 >= 0 && c2 < t.width)
            touching.push_back(r2 * t.width + c2);
        }
      touching_.push_back(std::move(touching));
    }
    for (int r = 0; r < t.height; ++r)
      if (t.row_counts[at(r)] != kUnknown) {
        Line line{{}, t.row_counts[at(r)]};
        for (int c = 0; c < t.width; ++c) line.cells.push_back(r * t.width + c);
        lines_.push_back(std::move(line));
      }
    for (int c = 0; c < t.width; ++c)
      if (t.col_counts[at(c)] != kUnknown) {
        Line line{{}, t.col_counts[at(c)]};
        for (int r = 0; r < t.height; ++r) line.cells.push_back(r * t.width + c);
        lines_.push_back(std::move(line));
      }
    tree_of_cell_.assign(at(n_), -1);
    for (std::size_t i = 0; i < tree_index_.size(); ++i)
      tree_of_cell_[at(tree_index_[i])] = static_cast<int>(i);
  }

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    std::vector<Candidates> cells(at(n_), kBoth);
    for (int cell = 0; cell < n_; ++cell) {
      if (!t_.may_hold_tent(cell)) cells[at(cell)] = kNone;
      const int given = t_.grid.cells[at(cell)];
      if (given != kUnknown) cells[at(cell)] &= given == 1 ? kTent : kNone;
    }
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    for (;;) {
      bool changed = false;
      for (int cell = 0; cell < n_; ++cell) {
        const Candidates c = cells[at(cell)];
        if (c == 0) return false;
        if (c == kTent)
          for (int u : touching_[at(cell)])
            if (!remove(cells[at(u)], kTent, changed)) return false;
      }
      for (const Line& line : lines_)
        if (!count_line(line, cells, changed)) return false;
      if (!whole_grid(cells, changed)) return false;
      for (const std::vector<int>& near : tree_near_) {
        int open = 0, last = -1;
        for (int u : near)
          if (cells[at(u)] & kTent) {
            ++open;
            last = u;
          }
        if (open == 0) return false;
        if (open == 1 && !remove(cells[at(last)], kNone, changed)) return false;
      }
      if (changed) continue;
      return matchings_hold(cells);
    }
  }

  // Branch on an undecided cell next to the tree with the fewest neighbours that may still hold
  // its tent (trees with a placed tent beside them last), trying a tent first.
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    out.clear();
    int best = -1, best_score = 1 << 30;
    for (const std::vector<int>& near : tree_near_) {
      int open = 0, placed = 0, undecided = -1;
      for (int u : near) {
        if (cells[at(u)] == kBoth) {
          ++open;
          if (undecided < 0) undecided = u;
        } else if (cells[at(u)] == kTent) {
          ++placed;
        }
      }
      if (undecided < 0) continue;
      const int score = open + 8 * placed;
      if (score < best_score) {
        best_score = score;
        best = undecided;
      }
    }
    if (best < 0) {
      for (int cell = 0; cell < n_ && best < 0; ++cell)
        if (cells[at(cell)] == kBoth) best = cell;
      if (best < 0) return;
    }
    out.push_back({best, kTent});
    out.push_back({best, kNone});
  }

 private:
  struct Line {
    std::vector<int> cells;
    int count = 0;
  };

  static bool remove(Candidates& cell, Candidates bits, bool& changed) {
    if (cell & bits) {
      cell &= ~bits;
      changed = true;
    }
    return cell != 0;
  }

  bool count_line(const Line& line, std::vector<Candidates>& cells, bool& changed) const {
    int tents = 0, room = 0, run = 0;
    for (int cell : line.cells) {
      const Candidates c = cells[at(cell)];
      tents += c == kTent;
      if (c & kTent) {
        ++run;
      } else {
        room += (run + 1) / 2;
        run = 0;
      }
    }
    room += (run + 1) / 2;
    if (tents > line.count || room < line.count) return false;
    if (tents == line.count) {
      for (int cell : line.cells)
        if (cells[at(cell)] == kBoth && !remove(cells[at(cell)], kTent, changed)) return false;
      return true;
    }
    if (room > line.count) return true;
    // Every run holds as many tents as it can: an odd run has them on its cells 0, 2, 4, ...
    const int length = static_cast<int>(line.cells.size());
    for (int i = 0; i < length;) {
      if (!(cells[at(line.cells[at(i)])] & kTent)) {
        ++i;
        continue;
      }
      int j = i;
      while (j < length && (cells[at(line.cells[at(j)])] & kTent)) ++j;
      if ((j - i) % 2 == 1)
        for (int k = i; k < j; ++k)
          if (!remove(cells[at(line.cells[at(k)])], (k - i) % 2 == 0 ? kNone : kTent, changed))
            return false;
      i = j;
    }
    return true;
  }

  bool whole_grid(std::vector<Candidates>& cells, bool& changed) const {
    const int trees = static_cast<int>(tree_index_.size());
    int tents = 0, open = 0;
    for (Candidates c : cells) {
      tents += c == kTent;
      open += c == kBoth;
    }
    if (tents > trees || tents + open < trees) return false;
    if (tents == trees || tents + open == trees) {
      const Candidates drop = tents == trees ? kTent : kNone;
      for (Candidates& c : cells)
        if (c == kBoth && !remove(c, drop, changed)) return false;
    }
    return true;
  }

  bool matchings_hold(const std::vector<Candidates>& cells) const {
    // The trees into distinct cells that may hold a tent.
    std::vector<std::vector<int>> adjacent;
    for (const std::vector<int>& near : tree_near_) {
      std::vector<int> open;
      for (int u : near)
        if (cells[at(u)] & kTent) open.push_back(u);
      adjacent.push_back(std::move(open));
    }
    if (!saturates_left(adjacent, n_)) return false;
    // The placed tents into distinct neighbouring trees.
    adjacent.clear();
    for (int cell = 0; cell < n_; ++cell) {
      if (cells[at(cell)] != kTent) continue;
      std::vector<int> near;
      for (int u : t_.neighbours(cell))
        if (tree_of_cell_[at(u)] >= 0) near.push_back(tree_of_cell_[at(u)]);
      adjacent.push_back(std::move(near));
    }
    return saturates_left(adjacent, static_cast<int>(tree_index_.size()));
  }

  Tents t_;  // a copy: the rules may outlive the puzzle they were made from
  int n_;
  std::vector<int> tree_index_;              // the trees' cells
  std::vector<int> tree_of_cell_;            // per cell, its tree's index or -1
  std::vector<std::vector<int>> tree_near_;  // per tree, the neighbours that may hold a tent
  std::vector<std::vector<int>> touching_;   // per cell, its up to eight neighbours
  std::vector<Line> lines_;                  // the rows and columns with counts
  std::vector<int> values_ = {0, 1};
};

}  // namespace

std::unique_ptr<NativeRules> Tents::native_rules() const {
  return std::make_unique<TentsRules>(*this);
}

}  // namespace gridsat

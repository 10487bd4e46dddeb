// Light Up's rules three times: `check` (plain loops over the finished bulbs), `encode` (one
// variable per cell, true = a bulb: walls false, at most one bulb per run of white cells, every
// white cell lit by a bulb of its row run or column run, each wall number an exactly-k over its
// white neighbours) and the native propagator for the backtracker (the rules a solver by hand
// uses: a lit cell holds no bulb, a number with just enough room fills it and a full number
// closes the rest, an unlit cell that only one cell can still light gets its bulb there).
//
// Why runs (docs/lightup.md): a bulb lights exactly the maximal run of white cells it stands in
// along its row and along its column. "No bulb lights another" is then "at most one bulb per
// run", and "every white cell is lit" is "a bulb in the cell's row run or column run", a single
// clause. The same runs are how Tatham's Light Up lists what a square lights (lightup.c's ll_data
// and list_lights), and how Nikoli-style puzzles are usually put into SAT.
#include "genres/lightup/lightup.hpp"

#include <stdexcept>

#include "encodings/amo.hpp"
#include "encodings/cardinality.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::optional<std::string> lightup_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxLightupSide || width > kMaxLightupSide)
    return "lightup size " + std::to_string(height) + "x" + std::to_string(width) +
           " is out of range (sides 1 to " + std::to_string(kMaxLightupSide) + ")";
  return std::nullopt;
}

Lightup::Lightup(int height, int width)
    : height_(height), width_(width), layout_(height, width), givens_(height, width) {}

void Lightup::set_cell(int row, int col, int value) {
  layout_.at(row, col) = value;
  givens_.at(row, col) = value == kLightupWhite ? kUnknown : 0;
}

void Lightup::set_given(int row, int col, int value) {
  if (layout_.at(row, col) != kLightupWhite)
    throw std::invalid_argument("a wall of a light up cannot be given");
  givens_.at(row, col) = value;
}

void Lightup::set_givens(Grid givens) {
  for (int r = 0; r < height_; ++r)
    for (int c = 0; c < width_; ++c) {
      const int v = givens.at(r, c);
      if (layout_.at(r, c) != kLightupWhite) {
        if (v != kUnknown && v != 0)
          throw std::invalid_argument("a wall of a light up never holds a bulb");
        continue;
      }
      givens_.at(r, c) = v;
    }
}

std::string Lightup::header_options() const {
  return std::to_string(height_) + "x" + std::to_string(width_);
}

std::optional<int> Lightup::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

std::vector<std::vector<int>> Lightup::segments() const {
  std::vector<std::vector<int>> out;
  auto line = [&](int first, int step, int count) {
    std::vector<int> run;
    for (int i = 0; i <= count; ++i) {
      const int cell = first + i * step;
      if (i < count && !is_wall(cell)) {
        run.push_back(cell);
        continue;
      }
      if (!run.empty()) out.push_back(run);
      run.clear();
    }
  };
  for (int r = 0; r < height_; ++r) line(r * width_, 1, width_);
  for (int c = 0; c < width_; ++c) line(c, width_, height_);
  return out;
}

std::vector<int> Lightup::white_neighbours(int index) const {
  std::vector<int> out;
  const int r = index / width_, c = index % width_;
  if (r > 0 && !is_wall(index - width_)) out.push_back(index - width_);
  if (c > 0 && !is_wall(index - 1)) out.push_back(index - 1);
  if (c + 1 < width_ && !is_wall(index + 1)) out.push_back(index + 1);
  if (r + 1 < height_ && !is_wall(index + width_)) out.push_back(index + width_);
  return out;
}

// ---- check: the rules read plainly ----

std::optional<Violation> Lightup::check(const Grid& s) const {
  const int n = height_ * width_;
  for (int cell = 0; cell < n; ++cell) {
    const int v = s.cells[at(cell)];
    if (v != 0 && v != 1)
      return Violation{"value " + std::to_string(v) + " is not 0 (no bulb) or 1 (a bulb)",
                       cell / width_, cell % width_};
    if (v == 1 && is_wall(cell))
      return Violation{"a bulb stands on a wall", cell / width_, cell % width_};
  }
  // What each bulb lights: walk the four ways from it up to a wall or the edge.
  std::vector<int> lit(at(n), 0);
  constexpr int kDr[4] = {1, 0, -1, 0};
  constexpr int kDc[4] = {0, 1, 0, -1};
  for (int cell = 0; cell < n; ++cell) {
    if (s.cells[at(cell)] != 1) continue;
    lit[at(cell)] = 1;
    for (int d = 0; d < 4; ++d)
      for (int r = cell / width_ + kDr[d], c = cell % width_ + kDc[d];
           r >= 0 && r < height_ && c >= 0 && c < width_ && !is_wall(r * width_ + c);
           r += kDr[d], c += kDc[d]) {
        const int other = r * width_ + c;
        if (s.cells[at(other)] == 1)
          return Violation{"the bulb at " + cell_name(cell, width_) + " lights the bulb at " +
                               cell_name(other, width_),
                           cell / width_, cell % width_};
        lit[at(other)] = 1;
      }
  }
  for (int cell = 0; cell < n; ++cell)
    if (!is_wall(cell) && !lit[at(cell)])
      return Violation{"this cell is not lit", cell / width_, cell % width_};
  for (int cell = 0; cell < n; ++cell) {
    const int number = layout_.cells[at(cell)];
    if (number < 0) continue;
    int bulbs = 0;
    for (int next : white_neighbours(cell)) bulbs += s.cells[at(next)] == 1;
    if (bulbs != number)
      return Violation{"the wall " + std::to_string(number) + " has " + std::to_string(bulbs) +
                           " bulb" + (bulbs == 1 ? "" : "s") + " next to it",
                       cell / width_, cell % width_};
  }
  return std::nullopt;
}

// ---- encode ----

// A variable per cell, named as the answer; a unit clause per wall; at most one bulb per run
// (encodings/amo.hpp); per white cell one clause "a bulb in my row run or my column run"; then
// the removable clues, each its own block: the given white cells (units), then the wall numbers
// (exactly_k over the wall's white neighbours, encodings/cardinality.hpp), row by row.
void Lightup::encode(Cnf& cnf, const EncodeOptions& options) const {
  const int n = height_ * width_;
  const int first = cnf.new_vars(n);
  auto bulb = [&](int cell) { return first + cell; };
  for (int cell = 0; cell < n; ++cell)
    cnf.answer().add(cell / width_, cell % width_, 1, bulb(cell));
  for (int cell = 0; cell < n; ++cell)
    if (is_wall(cell)) cnf.add({-bulb(cell)});
  const std::vector<std::vector<int>> runs = segments();
  std::vector<int> row_run(at(n), -1), col_run(at(n), -1);
  for (std::size_t i = 0; i < runs.size(); ++i) {
    const std::vector<int>& run = runs[i];
    // Every white cell stands in one row run and then (the rows come first) one column run.
    for (int cell : run)
      (row_run[at(cell)] < 0 ? row_run : col_run)[at(cell)] = static_cast<int>(i);
    if (run.size() < 2) continue;
    std::vector<Lit> lits;
    for (int cell : run) lits.push_back(bulb(cell));
    at_most_one(cnf, lits, options.amo);
  }
  for (int cell = 0; cell < n; ++cell) {
    if (is_wall(cell)) continue;
    std::vector<Lit> clause;
    for (int other : runs[at(row_run[at(cell)])]) clause.push_back(bulb(other));
    for (int other : runs[at(col_run[at(cell)])])
      if (other != cell) clause.push_back(bulb(other));
    cnf.add(clause);
  }
  for (int cell = 0; cell < n; ++cell) {
    const int given = givens_.cells[at(cell)];
    if (!is_wall(cell) && given != kUnknown) cnf.add({given == 1 ? bulb(cell) : -bulb(cell)});
  }
  for (int cell = 0; cell < n; ++cell) {
    const int number = layout_.cells[at(cell)];
    if (number < 0) continue;
    std::vector<Lit> around;
    for (int next : white_neighbours(cell)) around.push_back(bulb(next));
    exactly_k(cnf, around, number, options.card);
  }
}

// ---- the native propagator ----

namespace {

constexpr Candidates kNone = 1;  // bit 0: value 0, no bulb
constexpr Candidates kBulb = 2;  // bit 1: value 1
constexpr Candidates kBoth = kNone | kBulb;

// The rules on partial placements, to a fixpoint:
//  - a bulb's runs hold no other bulb (a second bulb in a run fails);
//  - a numbered wall with more bulbs around it than its number, or too little room, fails; one
//    with exactly its number of bulbs has no other bulb around it; one whose bulbs and open
//    neighbours make exactly its number gets a bulb on every open neighbour;
//  - a white cell that is not lit yet must be lit by a cell of its two runs that may still hold
//    a bulb: none fails, exactly one gets the bulb.
// A complete placement passes exactly when it keeps the rules: every run has at most one bulb,
// every white cell is lit, every number holds.
class LightupRules final : public NativeRules {
 public:
  explicit LightupRules(const Lightup& p) : givens_(p.givens()) {
    const int n = p.rows() * p.cols();
    runs_ = p.segments();
    runs_of_.resize(at(n));
    for (std::size_t i = 0; i < runs_.size(); ++i)
      for (int cell : runs_[i]) runs_of_[at(cell)].push_back(static_cast<int>(i));
    for (int cell = 0; cell < n; ++cell) {
      const int number = p.layout().cells[at(cell)];
      if (number >= 0) walls_.push_back({number, p.white_neighbours(cell)});
    }
  }

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    std::vector<Candidates> cells(givens_.cells.size(), kBoth);
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (givens_.cells[i] != kUnknown) cells[i] = givens_.cells[i] == 1 ? kBulb : kNone;
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    for (Candidates c : cells)
      if (c == 0) return false;
    for (;;) {
      bool changed = false;
      // A run with a bulb: the rest of it holds none.
      for (const std::vector<int>& run : runs_) {
        int bulbs = 0;
        for (int cell : run) bulbs += cells[at(cell)] == kBulb;
        if (bulbs > 1) return false;
        if (bulbs == 0) continue;
        for (int cell : run)
          if (cells[at(cell)] == kBoth) {
            cells[at(cell)] = kNone;
            changed = true;
          }
      }
      for (const Wall& wall : walls_) {
        int bulbs = 0, open = 0;
        for (int cell : wall.around) {
          bulbs += cells[at(cell)] == kBulb;
          open += cells[at(cell)] == kBoth;
        }
        if (bulbs > wall.number || bulbs + open < wall.number) return false;
        if (open == 0 || (bulbs != wall.number && bulbs + open != wall.number)) continue;
        const Candidates fill = bulbs == wall.number ? kNone : kBulb;
        for (int cell : wall.around)
          if (cells[at(cell)] == kBoth) cells[at(cell)] = fill;
        changed = true;
      }
      if (changed) continue;
      // Unlit cells: who can still light them.
      for (std::size_t cell = 0; cell < cells.size(); ++cell) {
        if (runs_of_[cell].empty()) continue;  // a wall
        if (cells[cell] == 0) return false;
        int lighters = 0, only = -1;
        bool lit = false;
        for (std::size_t k = 0; k < 2; ++k)
          for (int other : runs_[at(runs_of_[cell][k])]) {
            if (k == 1 && other == static_cast<int>(cell)) continue;  // in both of its runs
            if (cells[at(other)] == kBulb) lit = true;
            if (cells[at(other)] & kBulb) {
              ++lighters;
              only = other;
            }
          }
        if (lit) continue;
        if (lighters == 0) return false;
        if (lighters == 1) {
          cells[at(only)] = kBulb;
          changed = true;
        }
      }
      if (!changed) return true;
    }
  }

  // Branch on the unlit white cell that the fewest cells can still light: its first possible
  // lighter gets a bulb, or not. A number's open neighbours are often among them.
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    out.clear();
    int best = -1, best_count = 0;
    for (std::size_t cell = 0; cell < cells.size(); ++cell) {
      if (runs_of_[cell].empty()) continue;
      int count = 0, first = -1;
      bool lit = false;
      for (std::size_t k = 0; k < 2; ++k)
        for (int other : runs_[at(runs_of_[cell][k])]) {
          if (k == 1 && other == static_cast<int>(cell)) continue;
          if (cells[at(other)] == kBulb) lit = true;
          if (cells[at(other)] == kBoth) {
            ++count;
            if (first < 0) first = other;
          }
        }
      if (lit || first < 0) continue;
      if (best < 0 || count < best_count) {
        best = first;
        best_count = count;
      }
    }
    if (best < 0) {
      choose_fewest_candidates(cells, out);
      return;
    }
    out.push_back({best, kBulb});
    out.push_back({best, kNone});
  }

 private:
  struct Wall {
    int number = 0;
    std::vector<int> around;  // its white neighbours
  };

  Grid givens_;
  std::vector<std::vector<int>> runs_;
  std::vector<std::vector<int>> runs_of_;  // per cell: its row run and column run (none: a wall)
  std::vector<Wall> walls_;
  std::vector<int> values_ = {0, 1};
};

}  // namespace

std::unique_ptr<NativeRules> Lightup::native_rules() const {
  return std::make_unique<LightupRules>(*this);
}

namespace {

struct Search {
  const NativeRules& rules;
  int rows;
  int cols;
  int limit;
  long nodes_left;
  std::vector<Grid> found;
  const std::function<bool()>& stop;

  // False when the node budget ran out or `stop` said to give up (looked at every 1024 nodes).
  bool descend(std::vector<Candidates> cells) {
    if (--nodes_left < 0) return false;
    if (stop && nodes_left % 1024 == 0 && stop()) return false;
    if (!rules.propagate(cells)) return true;
    std::vector<Alternative> branches;
    rules.choose(cells, branches);
    if (branches.empty()) {
      Grid g(rows, cols);
      for (std::size_t i = 0; i < cells.size(); ++i) g.cells[i] = cells[i] == kBulb ? 1 : 0;
      found.push_back(std::move(g));
      return true;
    }
    for (const Alternative& branch : branches) {
      std::vector<Candidates> next = cells;
      next[at(branch.cell)] &= branch.value;
      if (!descend(std::move(next))) return false;
      if (static_cast<int>(found.size()) >= limit) return true;
    }
    return true;
  }
};

}  // namespace

std::optional<std::vector<Grid>> lightup_solutions(const Lightup& puzzle, int limit,
                                                   long node_limit,
                                                   const std::function<bool()>& stop) {
  const auto rules = puzzle.native_rules();
  Search search{*rules, puzzle.rows(), puzzle.cols(), limit, node_limit, {}, stop};
  if (!search.descend(rules->initial())) return std::nullopt;
  return search.found;
}

}  // namespace gridsat

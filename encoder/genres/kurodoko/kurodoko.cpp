// Kurodoko's rules three times: `check` (plain loops over the finished shading), `encode` (one
// variable per cell, true = black: a binary clause per pair of neighbours, the white cells
// connected through encodings/connectivity with the walled-in cells excluded up front, and per
// number the cells it sees, counted along its arms) and the native
// propagator for the backtracker (neighbours of a black cell are white, each number's possible
// views per direction, white connectivity).
//
// The count (docs/kurodoko.md says more): a number n sees n - 1 white cells besides itself along
// its four arms, encoded by encodings/sight_lines (prefix conjunctions "the first k cells of an
// arm are white" up to k = n - 1, one clause against n, exactly_k over them) and propagated by
// propagators/sight_lines; the same sight lines are how Tatham's Range checks a finished grid
// (range.c, find_errors). The rules vocabulary's Sight primitive is built from the same two.
//
// The numbers are removable clues (analyze, generate): encode writes them last, each as its own
// block (the cell white, then its count), after the rules that hold for every puzzle of the size;
// the connectivity root is therefore not a numbered cell (encode_connected picks the first white
// cell), so that the clue-free encoding is a prefix of every encoding with numbers.
#include "genres/kurodoko/kurodoko.hpp"

#include <algorithm>

#include "encodings/connectivity.hpp"
#include "encodings/sight_lines.hpp"
#include "propagators/connectivity.hpp"
#include "propagators/sight_lines.hpp"
#include "rules/sight.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// Down, right, up, left (the order of Kurodoko::arms, rules::Sight::ways).
constexpr int kDr[4] = {1, 0, -1, 0};
constexpr int kDc[4] = {0, 1, 0, -1};

}  // namespace

std::optional<std::string> kurodoko_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxKurodokoSide || width > kMaxKurodokoSide)
    return "kurodoko size " + std::to_string(height) + "x" + std::to_string(width) +
           " is out of range (sides 1 to " + std::to_string(kMaxKurodokoSide) + ")";
  return std::nullopt;
}

Kurodoko::Kurodoko(int height, int width)
    : height_(height), width_(width), numbers_(height, width), white_(height, width) {}

void Kurodoko::set_number(int row, int col, int value) {
  numbers_.at(row, col) = value;
  white_.at(row, col) = value == kUnknown ? kUnknown : 0;
}

void Kurodoko::set_givens(Grid givens) {
  // Kurodoko's only givens are its numbered cells (white); set_clues sets them. A grid that
  // says anything else cannot be held.
  for (std::size_t i = 0; i < givens.cells.size(); ++i)
    if (givens.cells[i] != kUnknown && givens.cells[i] != white_.cells[i])
      throw std::invalid_argument("a kurodoko has no givens besides its numbers");
}

std::string Kurodoko::header_options() const {
  return std::to_string(height_) + "x" + std::to_string(width_);
}

std::optional<int> Kurodoko::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

std::vector<std::vector<int>> Kurodoko::arms(int row, int col) const {
  return rules::Sight::ways({height_, width_}, row * width_ + col);
}

int Kurodoko::seen(const Grid& shading, int row, int col) const {
  return 1 + rules::Sight::seen(shading, {height_, width_}, row * width_ + col, 0);
}

std::optional<Violation> Kurodoko::check(const Grid& s) const {
  for (int r = 0; r < height_; ++r)
    for (int c = 0; c < width_; ++c)
      if (s.at(r, c) != 0 && s.at(r, c) != 1)
        return Violation{"value " + std::to_string(s.at(r, c)) + " is not 0 (white) or 1 (black)",
                         r, c};
  for (int r = 0; r < height_; ++r)
    for (int c = 0; c < width_; ++c) {
      if (s.at(r, c) != 1) continue;
      if (numbers_.at(r, c) != kUnknown) return Violation{"a numbered cell is black", r, c};
      if (c + 1 < width_ && s.at(r, c + 1) == 1)
        return Violation{"two black cells side by side (this one and the one on its right)", r, c};
      if (r + 1 < height_ && s.at(r + 1, c) == 1)
        return Violation{"two black cells one above the other (this one and the one below)", r, c};
    }
  if (auto v = white_connected(s)) return v;
  for (int r = 0; r < height_; ++r)
    for (int c = 0; c < width_; ++c) {
      const int n = numbers_.at(r, c);
      if (n == kUnknown || n == kHiddenKurodokoNumber) continue;
      const int count = seen(s, r, c);
      if (count != n)
        return Violation{"the " + std::to_string(n) + " sees " + std::to_string(count) +
                             " white cells (itself included)",
                         r, c};
    }
  return std::nullopt;
}

// A flood fill from the first white cell must reach every white cell.
std::optional<Violation> Kurodoko::white_connected(const Grid& s) const {
  std::vector<char> reached(s.cells.size(), 0);
  std::vector<int> stack;
  const auto first = std::find(s.cells.begin(), s.cells.end(), 0);
  if (first == s.cells.end()) return std::nullopt;  // no white cell at all
  const int start = static_cast<int>(first - s.cells.begin());
  reached[at(start)] = 1;
  stack.push_back(start);
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    const int r = cell / width_, c = cell % width_;
    for (int d = 0; d < 4; ++d) {
      const int nr = r + kDr[d], nc = c + kDc[d];
      if (nr < 0 || nr >= height_ || nc < 0 || nc >= width_) continue;
      const int next = nr * width_ + nc;
      if (s.cells[at(next)] != 0 || reached[at(next)]) continue;
      reached[at(next)] = 1;
      stack.push_back(next);
    }
  }
  for (std::size_t i = 0; i < s.cells.size(); ++i)
    if (s.cells[i] == 0 && !reached[i])
      return Violation{"the white cells are not all connected: this one is cut off from r" +
                           std::to_string(start / width_ + 1) + "c" +
                           std::to_string(start % width_ + 1),
                       static_cast<int>(i) / width_, static_cast<int>(i) % width_};
  return std::nullopt;
}

void Kurodoko::encode(Cnf& cnf, const EncodeOptions& options) const {
  const int cells = height_ * width_;
  const int first = cnf.new_vars(cells);
  auto black = [&](int cell) { return first + cell; };
  for (int cell = 0; cell < cells; ++cell)
    cnf.answer().add(cell / width_, cell % width_, 1, black(cell));
  // Black cells never touch.
  for (int r = 0; r < height_; ++r)
    for (int c = 0; c < width_; ++c) {
      const int cell = r * width_ + c;
      if (c + 1 < width_) cnf.add({-black(cell), -black(cell + 1)});
      if (r + 1 < height_) cnf.add({-black(cell), -black(cell + width_)});
    }
  // The white cells are connected (left to the cuts of the embedded solver when Lazy).
  const Graph graph = grid_graph(height_, width_);
  if (options.connectivity != Connectivity::Lazy) {
    std::vector<Lit> white(at(cells));
    for (int cell = 0; cell < cells; ++cell) white[at(cell)] = -black(cell);
    encode_connected(cnf, graph, white, std::nullopt);
  }
  // Implied by the rules, in every mode: no cell is walled in by black neighbours when some cell
  // lies two steps away (that cell touches a black neighbour, so it is white, and cut off).
  // The smallest cuts, known in advance: with the static encoding they took the worst of 100
  // Tatham puzzles from 280,000 conflicts to 35,000.
  for (int cell = 0; cell < cells; ++cell) {
    const auto& near = graph.adjacent[at(cell)];
    bool farther = false;
    for (int next : near)  // (a grid has no triangles: a neighbour's neighbour is 2 away)
      for (int two : graph.adjacent[at(next)]) farther = farther || two != cell;
    if (!farther) continue;
    std::vector<Lit> clause;
    for (int next : near) clause.push_back(-black(next));
    cnf.add(clause);
  }
  // The numbers, last (removable clues), one block each in row-major order.
  for (int r = 0; r < height_; ++r)
    for (int c = 0; c < width_; ++c) {
      const int n = numbers_.at(r, c);
      if (n == kUnknown) continue;
      cnf.add({-black(r * width_ + c)});
      if (n == kHiddenKurodokoNumber) continue;
      std::vector<std::vector<Lit>> ways;  // "this cell is white", nearest first
      for (const std::vector<int>& arm : arms(r, c)) {
        ways.emplace_back();
        for (int cell : arm) ways.back().push_back(-black(cell));
      }
      encode_sight(cnf, ways, n - 1, options.card);
    }
}

std::vector<Cut> Kurodoko::cuts(const Grid& answer) const {
  std::vector<char> white(answer.cells.size(), 0);
  for (std::size_t i = 0; i < white.size(); ++i) white[i] = answer.cells[i] == 0;
  std::vector<Cut> out;
  for (const NodeClause& clause : connectivity_cuts(grid_graph(height_, width_), white)) {
    Cut cut;
    for (const NodeLiteral& lit : clause)
      cut.push_back({lit.node / width_, lit.node % width_, lit.chosen ? 0 : 1});
    out.push_back(std::move(cut));
  }
  return out;
}

// ---- the native propagator ----
//
// Three rules, run to a fixpoint: the neighbours of a black cell are white; each number's view
// (below); the white cells can still be joined, and a cell every join passes through is white
// (propagators/connectivity). The search changes one cell at a time, so after a change only the
// rules that read that cell run again (propagate_after): the neighbours of a new black cell, the
// numbers whose arms hold it; connectivity, which reads everything, once more at the end.

namespace {

constexpr Candidates kWhite = 1;  // bit 0: value 0
constexpr Candidates kBlack = 2;  // bit 1: value 1

class KurodokoRules final : public NativeRules {
 public:
  explicit KurodokoRules(const Kurodoko& k)
      : graph_(grid_graph(k.rows(), k.cols())),
        givens_(k.givens()),
        watchers_(givens_.cells.size()) {
    for (int r = 0; r < k.rows(); ++r)
      for (int c = 0; c < k.cols(); ++c) {
        const int n = k.number(r, c);
        if (n == kUnknown || n == kHiddenKurodokoNumber) continue;
        Clue clue{n, k.arms(r, c)};
        // A view of at most n - 1 cells one way reads the arm up to its (n)th cell.
        for (std::vector<int>& arm : clue.arms) {
          if (static_cast<int>(arm.size()) > n) arm.resize(at(n));
          for (int cell : arm) watchers_[at(cell)].push_back(static_cast<int>(clues_.size()));
        }
        clues_.push_back(std::move(clue));
      }
  }

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    std::vector<Candidates> cells(givens_.cells.size(), kWhite | kBlack);
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (givens_.cells[i] != kUnknown) cells[i] = givens_.cells[i] == 1 ? kBlack : kWhite;
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    Run run(*this, cells);
    for (std::size_t cell = 0; cell < cells.size(); ++cell)
      run.changed.push_back(static_cast<int>(cell));
    for (std::size_t clue = 0; clue < clues_.size(); ++clue) run.wake_clue(static_cast<int>(clue));
    return run.to_fixpoint();
  }

  bool propagate_after(std::vector<Candidates>& cells,
                       std::span<const int> narrowed) const override {
    Run run(*this, cells);
    run.changed.assign(narrowed.begin(), narrowed.end());
    return run.to_fixpoint();
  }

  // Branch on the next cell of the tightest view: of the numbers that still look at an
  // undecided cell, the one with the fewest cells whose colour could still change its view
  // (undecided cells, and white cells beyond them, up to the next black cell or the edge);
  // there, the first undecided cell of its first such arm (the cells before it white). The
  // default choice when no number looks at an undecided cell. Black first: a black cell
  // settles its neighbours and ends a view. (On 16x11 to 25x25 puzzles generated with
  // --minimal this took the plain search tree to between a third and a tenth of what the
  // default choice needs.)
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    out.clear();
    int best = -1, best_slack = 0;
    for (const Clue& clue : clues_) {
      int slack = 0;
      const int frontier = sight_frontier(clue.arms, cells, kWhite, kBlack, slack);
      if (frontier >= 0 && (best < 0 || slack < best_slack)) {
        best = frontier;
        best_slack = slack;
      }
    }
    if (best < 0) {
      choose_fewest_candidates(cells, out);
      return;
    }
    out.push_back({best, kBlack});
    out.push_back({best, kWhite});
  }

 private:
  struct Clue {
    int number = 0;
    std::vector<std::vector<int>> arms;  // down, right, up, left; each cut after its n-th cell
  };

  // One propagation: the cells whose candidates changed and are not yet looked at, the numbers
  // to look at again.
  struct Run {
    const KurodokoRules& rules;
    std::vector<Candidates>& cells;
    std::vector<int> changed;
    std::vector<int> clue_queue;
    std::vector<char> queued;
    bool connectivity_due = true;

    Run(const KurodokoRules& r, std::vector<Candidates>& c)
        : rules(r), cells(c), queued(r.clues_.size(), 0) {}

    void wake_clue(int clue) {
      if (queued[at(clue)]) return;
      queued[at(clue)] = 1;
      clue_queue.push_back(clue);
    }

    // Takes `bits` out of a cell; false when nothing is left.
    bool remove(int cell, Candidates bits) {
      Candidates& c = cells[at(cell)];
      if (c & bits) {
        c &= ~bits;
        changed.push_back(cell);
        connectivity_due = true;
      }
      return c != 0;
    }

    bool to_fixpoint() {
      for (;;) {
        while (!changed.empty() || !clue_queue.empty()) {
          while (!changed.empty()) {
            const int cell = changed.back();
            changed.pop_back();
            if (cells[at(cell)] == 0) return false;
            if (cells[at(cell)] == kBlack)  // black cells never touch
              for (int next : rules.graph_.adjacent[at(cell)])
                if (!remove(next, kBlack)) return false;
            for (int clue : rules.watchers_[at(cell)]) wake_clue(clue);
          }
          if (!clue_queue.empty()) {
            const int clue = clue_queue.back();
            clue_queue.pop_back();
            queued[at(clue)] = 0;
            if (!view(rules.clues_[at(clue)])) return false;
          }
        }
        if (!connectivity_due) return true;
        connectivity_due = false;
        if (!connected()) return false;
      }
    }

    // One number n: its view of n - 1 white cells besides itself (propagators/sight_lines).
    bool view(const Clue& clue) {
      return propagate_sight(clue.arms, clue.number - 1, cells, kWhite, kBlack,
                             [this](int cell, Candidates bits) { return remove(cell, bits); });
    }

    // The white cells can still be joined, and a cell every join passes through is white.
    bool connected() {
      std::vector<Tri> nodes(cells.size());
      for (std::size_t i = 0; i < cells.size(); ++i)
        nodes[i] = cells[i] == kWhite ? Tri::Yes : cells[i] == kBlack ? Tri::No : Tri::Open;
      if (!propagate_connected(rules.graph_, nodes)) return false;
      for (std::size_t i = 0; i < cells.size(); ++i) {
        const int cell = static_cast<int>(i);
        if (nodes[i] == Tri::Yes && !remove(cell, kBlack)) return false;
        if (nodes[i] == Tri::No && !remove(cell, kWhite)) return false;
      }
      return true;
    }
  };

  Graph graph_;
  Grid givens_;
  std::vector<Clue> clues_;
  std::vector<std::vector<int>> watchers_;  // per cell: the numbers whose arms hold it
  std::vector<int> values_{0, 1};
};

}  // namespace

std::unique_ptr<NativeRules> Kurodoko::native_rules() const {
  return std::make_unique<KurodokoRules>(*this);
}

}  // namespace gridsat

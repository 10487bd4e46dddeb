// Skyscrapers: the rules read plainly (check), as clauses (a one-hot Latin square plus one
// visibility constraint per clue, encodings/visibility.hpp), and for the native backtracker.
//
// The backtracker's propagation: naked and hidden singles on rows and columns (DistinctGroups),
// and per clue a pass over its line's candidates that keeps a height in a cell only when some
// completion of the line, read from the clue's side, still meets the clue. That pass walks the
// line as the automaton of the encoding does, over states (count or sum so far, tallest so far)
// held as one bitset of "tallest" per count, forward from the clue and backward from the far end
// (where the tallest must be N); it ignores that the heights of a line differ, which keeps it
// cheap and sound. The Pyramids solver's clue deductions (a clue 1 puts N next to it, a clue N
// fixes the line to 1..N, a clue c bars heights above N - c + 1 + p from position p) are applied
// once to the starting candidates; the line pass would find them too, later.
#include "puzzles/skyscrapers.hpp"

#include <numeric>
#include <stdexcept>

#include "encodings/latin.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

Skyscrapers::Skyscrapers(int size) : n(size), grid(size, size) {
  for (auto& side : clues) side.assign(at(size), 0);
}

std::string Skyscrapers::header_options() const {
  return std::to_string(n) + (sum ? " sum" : "");
}

std::string line_name(Side side, int index) {
  bool column = side == Side::Top || side == Side::Bottom;
  return (column ? "column " : "row ") + std::to_string(index + 1);
}

int seen_along(const std::vector<int>& heights, Seen what) {
  int total = 0, tallest = 0;
  for (int h : heights) {
    if (h <= tallest) continue;
    tallest = h;
    total += what == Seen::Count ? 1 : h;
  }
  return total;
}

Visibility visibility_option(const EncodeOptions& options) {
  auto v = parse_visibility(options.visibility);
  if (!v)
    throw std::invalid_argument("unknown visibility encoding '" + options.visibility +
                                "' (choose order or automaton)");
  return *v;
}

std::optional<Violation> Skyscrapers::check(const Grid& s) const {
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (s.at(r, c) < 1 || s.at(r, c) > n)
        return Violation{
            "height " + std::to_string(s.at(r, c)) + " is outside 1.." + std::to_string(n), r, c};
  const auto groups = rows_and_columns(n);
  for (std::size_t g = 0; g < groups.size(); ++g) {
    std::vector<bool> seen(at(n) + 1, false);
    for (int cell : groups[g]) {
      int h = s.cells[at(cell)];
      if (seen[at(h)])
        return Violation{"height " + std::to_string(h) + " appears twice in " +
                             (g < at(n) ? "row " : "column ") + std::to_string(g % at(n) + 1),
                         cell / n, cell % n};
      seen[at(h)] = true;
    }
  }
  const Seen what = sum ? Seen::Sum : Seen::Count;
  for (Side sd : kAllSides) {
    for (int i = 0; i < n; ++i) {
      int clue = side(sd)[at(i)];
      if (clue == 0) continue;
      std::vector<int> line = line_from_side(n, sd, i);
      std::vector<int> heights;
      for (int cell : line) heights.push_back(s.cells[at(cell)]);
      int got = seen_along(heights, what);
      if (got != clue)
        return Violation{std::string(side_name(sd)) + " clue " + std::to_string(clue) + " of " +
                             line_name(sd, i) + ": " +
                             (sum ? "the visible heights add up to " + std::to_string(got)
                                  : std::to_string(got) + " buildings are visible"),
                         line.front() / n, line.front() % n};
    }
  }
  return std::nullopt;
}

void Skyscrapers::encode(Cnf& cnf, const EncodeOptions& options) const {
  const Visibility visibility = visibility_option(options);
  OneHotGrid x(cnf, n * n, n);
  for (int cell = 0; cell < n * n; ++cell)
    for (int v = 0; v < n; ++v) cnf.answer().add(cell / n, cell % n, v + 1, x.lit(cell, v));
  one_value_per_cell(cnf, x, options.amo);
  for (const auto& group : rows_and_columns(n)) each_value_once(cnf, x, group, options.amo);
  for (int cell = 0; cell < n * n; ++cell) {
    int v = grid.cells[at(cell)];
    if (v != kUnknown) cnf.add({x.lit(cell, v - 1)});
  }
  std::vector<std::vector<Lit>> cells;
  for (int cell = 0; cell < n * n; ++cell) cells.push_back(x.cell_lits(cell));
  HeightLines lines(cnf, std::move(cells), visibility, options.card);
  for (Side sd : kAllSides)
    for (int i = 0; i < n; ++i)
      if (int clue = side(sd)[at(i)]; clue != 0)
        lines.require(line_from_side(n, sd, i), sum ? Seen::Sum : Seen::Count, clue);
}

namespace {

using Mask = std::uint64_t;  // bit m: "the tallest so far is m" (m = 0..N), or bit h: height h

Mask bits_from(int k) {
  return ~Mask{0} << k;
}
Mask bits_below(int k) {
  return (Mask{1} << k) - 1;
}

// One clue and the cells of its line, nearest first.
struct ClueLine {
  std::vector<int> cells;
  int clue = 0;
};

// The candidate pass over one clue line described at the top of this file. States (t, m): t the
// count or sum so far (0..clue), m the tallest so far; ahead[i][t] holds the m reachable before
// cell i, behind[i][t] the m from which the far end can be reached with the tallest N and t ==
// clue. A height h stays in cell i when a reachable state before it steps, reading h, into a
// state that can still finish. Returns false when no height sequence meets the clue.
class LinePass {
 public:
  LinePass(int n, Seen what) : n_(n), what_(what) {}

  bool run(const ClueLine& line, std::vector<Candidates>& cells, bool& changed) {
    clue_ = line.clue;
    const int width = clue_ + 1;
    ahead_.assign(at((n_ + 1) * width), 0);
    behind_.assign(at((n_ + 1) * width), 0);
    heights_.resize(at(n_));
    for (int i = 0; i < n_; ++i) heights_[at(i)] = cells[at(line.cells[at(i)])] << 1;
    ahead(0, 0) = 1;
    for (int i = 0; i < n_; ++i) forward(i);
    behind(n_, clue_) = Mask{1} << n_;
    for (int i = n_ - 1; i >= 0; --i) backward(i);
    if ((ahead(0, 0) & behind(0, 0)) == 0) return false;
    for (int i = 0; i < n_; ++i) {
      Mask kept = supported(i);
      if (kept == heights_[at(i)]) continue;
      if (kept == 0) return false;
      cells[at(line.cells[at(i)])] = kept >> 1;
      changed = true;
    }
    return true;
  }

 private:
  Mask& ahead(int i, int t) { return ahead_[at(i * (clue_ + 1) + t)]; }
  Mask& behind(int i, int t) { return behind_[at(i * (clue_ + 1) + t)]; }
  int step(int h) const { return what_ == Seen::Count ? 1 : h; }

  void forward(int i) {
    const Mask hs = heights_[at(i)];
    if (hs == 0) return;
    const int lowest_h = __builtin_ctzll(hs);
    for (int t = 0; t <= clue_; ++t) {
      Mask m = ahead(i, t);
      if (m == 0) continue;
      ahead(i + 1, t) |= m & bits_from(lowest_h);  // a height no taller than the tallest so far
      Mask rising = hs & bits_from(__builtin_ctzll(m) + 1);
      for (; rising; rising &= rising - 1) {
        int h = __builtin_ctzll(rising);
        if (t + step(h) <= clue_) ahead(i + 1, t + step(h)) |= Mask{1} << h;
      }
    }
  }

  void backward(int i) {
    const Mask hs = heights_[at(i)];
    if (hs == 0) return;
    const int lowest_h = __builtin_ctzll(hs);
    for (int t = 0; t <= clue_; ++t) {
      Mask m = behind(i + 1, t) & bits_from(lowest_h);
      int tallest_rise = 0;
      for (Mask rising = hs; rising; rising &= rising - 1) {
        int h = __builtin_ctzll(rising);
        if (t + step(h) <= clue_ && (behind(i + 1, t + step(h)) >> h & 1)) tallest_rise = h;
      }
      if (tallest_rise > 0) m |= bits_below(tallest_rise);
      behind(i, t) = m;
    }
  }

  Mask supported(int i) {
    Mask kept = 0;
    for (Mask rest = heights_[at(i)]; rest; rest &= rest - 1) {
      int h = __builtin_ctzll(rest);
      for (int t = 0; t <= clue_; ++t) {
        Mask m = ahead(i, t);
        if (m == 0) continue;
        bool stays = (m & behind(i + 1, t) & bits_from(h)) != 0;
        bool rises = (m & bits_below(h)) != 0 && t + step(h) <= clue_ &&
                     (behind(i + 1, t + step(h)) >> h & 1);
        if (stays || rises) {
          kept |= Mask{1} << h;
          break;
        }
      }
    }
    return kept;
  }

  int n_;
  Seen what_;
  int clue_ = 0;
  std::vector<Mask> heights_;  // per cell of the line, bit h for height h
  std::vector<Mask> ahead_;
  std::vector<Mask> behind_;
};

class SkyscrapersRules final : public NativeRules {
 public:
  explicit SkyscrapersRules(const Skyscrapers& s) : puzzle_(s) {
    values_.resize(at(s.n));
    std::iota(values_.begin(), values_.end(), 1);
    distinct_.groups = rows_and_columns(s.n);
    distinct_.num_values = s.n;
    distinct_.index(s.n * s.n);
    for (Side sd : kAllSides)
      for (int i = 0; i < s.n; ++i)
        if (int clue = s.side(sd)[at(i)]; clue != 0)
          lines_.push_back({line_from_side(s.n, sd, i), clue});
  }

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    const int n = puzzle_.n;
    std::vector<Candidates> cells(at(n * n), bits_below(n));
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (puzzle_.grid.cells[i] != kUnknown)
        cells[i] = Candidates{1} << (puzzle_.grid.cells[i] - 1);
    if (!puzzle_.sum)
      for (const ClueLine& line : lines_) apply_clue_deductions(line, cells);
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    LinePass pass(puzzle_.n, puzzle_.sum ? Seen::Sum : Seen::Count);
    bool changed = true;
    while (changed) {
      changed = false;
      if (!distinct_.propagate(cells, changed)) return false;
      if (changed) continue;  // singles are cheap: run them to their fixpoint first
      for (const ClueLine& line : lines_)
        if (!pass.run(line, cells, changed)) return false;
    }
    return true;
  }

 private:
  // The Pyramids solver's deductions from a count clue alone (candidates only shrink; an empty
  // cell is left for propagate to report).
  void apply_clue_deductions(const ClueLine& line, std::vector<Candidates>& cells) const {
    const int n = puzzle_.n, c = line.clue;
    for (int p = 0; p < n; ++p) {
      Candidates& cell = cells[at(line.cells[at(p)])];
      if (c == 1 && p == 0)
        cell &= Candidates{1} << (n - 1);
      else if (c == n)
        cell &= Candidates{1} << p;
      else if (int tallest = n - c + 1 + p; tallest < n)
        cell &= bits_below(tallest);
    }
  }

  const Skyscrapers& puzzle_;
  std::vector<int> values_;
  DistinctGroups distinct_;
  std::vector<ClueLine> lines_;
};

}  // namespace

std::unique_ptr<NativeRules> Skyscrapers::native_rules() const {
  return std::make_unique<SkyscrapersRules>(*this);
}

}  // namespace gridsat

// Skyscrapers: the rules read plainly (check), as clauses (a one-hot Latin square plus one
// visibility constraint per clue, encodings/visibility.hpp), and for the native backtracker.
//
// The backtracker's propagation (propagators/all_different.hpp and lines.hpp), repeated until
// nothing changes: naked and hidden singles on rows and columns (DistinctGroups); Régin's
// all-different filter on them (PermutationFilter); and per row or column with a clue at one end
// or both, an exact pass over its candidates that keeps a height in a cell only when some
// arrangement of distinct heights meets the line's clues (SkylinePropagator::search). When that
// pass would need too many states (or N > 20), a cheaper pass per clue takes its place
// (SkylinePropagator::pass): it walks the line as the encoding's automaton does, over states
// (count or sum so far, tallest so far), ignoring that the heights differ. The Pyramids solver's
// clue deductions (a clue 1 puts N next to it, a clue N fixes the line to 1..N, a clue c bars
// heights above N - c + 1 + p from position p) are applied once to the starting candidates.
#include "genres/skyscrapers/skyscrapers.hpp"
#include "puzzles/border_clues.hpp"

#include <algorithm>
#include <numeric>
#include <optional>
#include <stdexcept>

#include "encodings/latin.hpp"
#include "propagators/all_different.hpp"
#include "propagators/lines.hpp"

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

int seen_along(const std::vector<int>& heights, Seen what) {
  int total = 0, tallest = 0;
  for (int h : heights) {
    if (h <= tallest) continue;
    tallest = h;
    total += what == Seen::Count ? 1 : h;
  }
  return total;
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
  const Visibility visibility = options.visibility;
  const OneHotGrid x = latin_square(cnf, n, options.amo);
  for (int cell = 0; cell < n * n; ++cell) {
    int v = grid.cells[at(cell)];
    if (v != kUnknown) cnf.add({x.lit(cell, v - 1)});
  }
  std::vector<std::vector<Lit>> cells;
  for (int cell = 0; cell < n * n; ++cell) cells.push_back(x.cell_lits(cell));
  HeightLines lines(cnf, std::move(cells), visibility, options.card, true);
  for (Side sd : kAllSides)
    for (int i = 0; i < n; ++i)
      if (int clue = side(sd)[at(i)]; clue != 0)
        lines.require(line_from_side(n, sd, i), sum ? Seen::Sum : Seen::Count, clue);
}

namespace {

class SkyscrapersRules final : public NativeRules {
 public:
  SkyscrapersRules(const Skyscrapers& s, std::size_t max_states)
      : puzzle_(s), skyline_(s.n, s.sum ? Seen::Sum : Seen::Count, max_states) {
    values_.resize(at(s.n));
    std::iota(values_.begin(), values_.end(), 1);
    distinct_.groups = rows_and_columns(s.n);
    distinct_.num_values = s.n;
    distinct_.index(s.n * s.n);
    for (Side sd : kAllSides)
      for (int i = 0; i < s.n; ++i)
        if (int clue = s.side(sd)[at(i)]; clue != 0)
          lines_.push_back({line_from_side(s.n, sd, i), clue});
    for (int i = 0; i < s.n; ++i) {
      SkylineLine row(line_from_side(s.n, Side::Left, i), s.side(Side::Left)[at(i)],
                      s.side(Side::Right)[at(i)]);
      SkylineLine col(line_from_side(s.n, Side::Top, i), s.side(Side::Top)[at(i)],
                      s.side(Side::Bottom)[at(i)]);
      for (SkylineLine* w : {&row, &col})
        if (w->front != 0 || w->back != 0) whole_.push_back(std::move(*w));
    }
  }

  const std::vector<int>& values() const override { return values_; }

  // Branch on a cell or on the places of a height in a row or column, whichever has fewer.
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    distinct_.choose(cells, out);
  }

  std::vector<Candidates> initial() const override {
    const int n = puzzle_.n;
    std::vector<Candidates> cells(at(n * n), (Candidates{1} << n) - 1);
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (puzzle_.grid.cells[i] != kUnknown)
        cells[i] = Candidates{1} << (puzzle_.grid.cells[i] - 1);
    if (!puzzle_.sum)
      for (const SeenClue& line : lines_) apply_count_clue_bounds(line, cells);
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    bool changed = true;
    while (changed) {
      changed = false;
      if (!distinct_.propagate(cells, changed)) return false;
      if (changed) continue;  // singles are cheap: run them to their fixpoint first
      for (const auto& group : distinct_.groups)
        if (!permutation_.run(group, cells, changed)) return false;
      if (changed) continue;
      for (std::size_t w = 0; w < whole_.size(); ++w)
        if (!search_line(w, cells, changed)) return false;
    }
    return true;
  }

 private:
  const Skyscrapers& puzzle_;
  std::vector<int> values_;
  DistinctGroups distinct_;
  std::vector<SeenClue> lines_;
  std::vector<SkylineLine> whole_;

  // The last search of each whole line: its candidates before and after. Most lines are the same
  // from one search node to the next, and a line's result is its own fixpoint, so either side of
  // the memo matching the line's candidates spares the search.
  struct Memo {
    std::vector<Candidates> in, out;
  };
  mutable std::vector<Memo> memo_;
  // Work space of the passes, kept from one search node to the next (the backtracker runs one
  // node at a time on one rules object).
  mutable SkylinePropagator skyline_;
  mutable PermutationFilter permutation_;

  bool search_line(std::size_t w, std::vector<Candidates>& cells, bool& changed) const {
    const SkylineLine& line = whole_[w];
    std::vector<Candidates> now;
    for (int cell : line.cells) now.push_back(cells[at(cell)]);
    if (memo_.size() != whole_.size()) memo_.resize(whole_.size());
    Memo& memo = memo_[w];
    if (now == memo.out) return true;
    if (now == memo.in) {
      for (std::size_t i = 0; i < now.size(); ++i) cells[at(line.cells[i])] = memo.out[i];
      changed = true;
      return true;
    }
    if (!skyline_.run(line, cells, changed)) return false;
    memo.in = std::move(now);
    memo.out.clear();
    for (int cell : line.cells) memo.out.push_back(cells[at(cell)]);
    return true;
  }
};

}  // namespace

std::unique_ptr<NativeRules> Skyscrapers::native_rules() const {
  return skyscrapers_rules(*this, kDefaultLineStates);
}

std::unique_ptr<NativeRules> skyscrapers_rules(const Skyscrapers& puzzle, std::size_t max_states) {
  return std::make_unique<SkyscrapersRules>(puzzle, max_states);
}

}  // namespace gridsat

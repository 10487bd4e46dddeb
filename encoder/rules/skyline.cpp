#include "rules/skyline.hpp"

#include "encodings/visibility.hpp"
#include "propagators/lines.hpp"
#include "rules/groups.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

struct Skyline::Lines {
  std::vector<SeenClue> counts;    // each count clue with its line, for the bounds
  std::vector<SkylineLine> whole;  // each row or column with a clue at one end or both
  CellIndex index;                 // per cell, the whole lines through it
  SkylinePropagator skyline;

  // The last pass over each whole line: its candidates before and after. Most lines are the same
  // from one search node to the next, and a line's result is its own fixpoint, so either side of
  // the memo matching the line's candidates spares the pass.
  struct Memo {
    std::vector<Candidates> in, out;
  };
  std::vector<Memo> memo;

  Lines(std::vector<SeenClue> count_clues, std::vector<SkylineLine> lines, int cells, int n,
        Seen what, std::size_t max_states)
      : counts(std::move(count_clues)),
        whole(std::move(lines)),
        index(cells, cells_of(whole)),
        skyline(n, what, max_states),
        memo(whole.size()) {}

  static std::vector<std::vector<int>> cells_of(const std::vector<SkylineLine>& lines) {
    std::vector<std::vector<int>> out;
    for (const SkylineLine& line : lines) out.push_back(line.cells);
    return out;
  }

  bool pass(std::size_t w, std::vector<Candidates>& cells, bool& changed) {
    const SkylineLine& line = whole[w];
    std::vector<Candidates> now;
    for (int cell : line.cells) now.push_back(cells[at(cell)]);
    Memo& m = memo[w];
    if (now == m.out) return true;
    if (now == m.in) {
      for (std::size_t i = 0; i < now.size(); ++i) cells[at(line.cells[i])] = m.out[i];
      changed = true;
      return true;
    }
    if (!skyline.run(line, cells, changed)) return false;
    m.in = std::move(now);
    m.out.clear();
    for (int cell : line.cells) m.out.push_back(cells[at(cell)]);
    return true;
  }
};

Skyline::Skyline(int n, std::array<std::vector<int>, 4> clues, Seen what, std::size_t max_states)
    : n_(n), clues_(std::move(clues)), what_(what), max_states_(max_states) {}

// Built on the first propagation, so that a rule set made for a check or an encoding pays
// nothing for the passes' work space.
Skyline::Lines& Skyline::lines() const {
  std::call_once(lines_once_, [&] {
    const int n = n_;
    std::vector<SeenClue> counts;
    std::vector<SkylineLine> whole;
    for (Side side : kAllSides)  // the count clues, for their own deductions
      for (int i = 0; i < n && what_ == Seen::Count; ++i)
        if (const int clue = clues_[static_cast<std::size_t>(side)][at(i)]; clue != 0)
          counts.push_back({line_from_side(n, side, i), clue});
    auto clue = [&](Side side, int i) { return clues_[static_cast<std::size_t>(side)][at(i)]; };
    for (int i = 0; i < n; ++i) {
      SkylineLine row(line_from_side(n, Side::Left, i), clue(Side::Left, i), clue(Side::Right, i));
      SkylineLine col(line_from_side(n, Side::Top, i), clue(Side::Top, i), clue(Side::Bottom, i));
      for (SkylineLine* line : {&row, &col})
        if (line->front != 0 || line->back != 0) whole.push_back(std::move(*line));
    }
    lines_ =
        std::make_unique<Lines>(std::move(counts), std::move(whole), n * n, n, what_, max_states_);
  });
  return *lines_;
}

Skyline::~Skyline() = default;

void Skyline::encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const {
  std::vector<std::vector<Lit>> cells(at(n_ * n_));
  for (int cell = 0; cell < n_ * n_; ++cell)
    for (int h = 1; h <= n_; ++h) cells[at(cell)].push_back(vars.is(cell, h));
  HeightLines lines(cnf, std::move(cells), options.visibility, options.card, true);
  for (Side side : kAllSides)
    for (int i = 0; i < n_; ++i)
      if (const int clue = clues_[static_cast<std::size_t>(side)][at(i)]; clue != 0)
        lines.require(line_from_side(n_, side, i), what_, clue);
}

bool Skyline::propagate(const ValueDomain&, std::vector<Candidates>& cells, bool& changed) const {
  Lines& lines = this->lines();
  for (const SeenClue& clue : lines.counts) {
    std::vector<Candidates> before;
    for (int cell : clue.cells) before.push_back(cells[at(cell)]);
    apply_count_clue_bounds(clue, cells);
    for (std::size_t i = 0; i < clue.cells.size(); ++i) {
      const Candidates now = cells[at(clue.cells[i])];
      if (now == 0) return false;
      changed = changed || now != before[i];
    }
  }
  for (std::size_t w = 0; w < lines.whole.size(); ++w)
    if (!lines.pass(w, cells, changed)) return false;
  return true;
}

bool Skyline::propagate_near(const ValueDomain&, std::vector<Candidates>& cells, bool& changed,
                             std::span<const int> touched) const {
  Lines& lines = this->lines();
  for (int w : lines.index.parts_of(touched))
    if (!lines.pass(at(w), cells, changed)) return false;
  return true;
}

}  // namespace gridsat::rules

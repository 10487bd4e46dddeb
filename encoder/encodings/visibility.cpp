// Visibility and first-seen over lines of one-hot cells, in the two formulations that
// visibility.hpp describes. The order formulation builds its clauses over constant-aware terms
// (kTrueLit stands for "height >= 1", "the nearest building is visible", "nothing before the
// first cell"), which keeps the boundary cases out of the loops.
#include "encodings/visibility.hpp"

#include <algorithm>
#include <stdexcept>

#include "encodings/line_automata.hpp"

namespace gridsat {

std::string_view visibility_name(Visibility encoding) {
  return encoding == Visibility::Order ? "order" : "automaton";
}

std::optional<Visibility> parse_visibility(std::string_view name) {
  for (Visibility v : kAllVisibility)
    if (visibility_name(v) == name) return v;
  return std::nullopt;
}

std::string_view side_name(Side side) {
  switch (side) {
    case Side::Top:
      return "top";
    case Side::Bottom:
      return "bottom";
    case Side::Left:
      return "left";
    case Side::Right:
      return "right";
  }
  return "top";
}

std::vector<int> line_from_side(int n, Side side, int index) {
  std::vector<int> cells(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k) {
    int far = n - 1 - k;
    int cell = 0;
    switch (side) {
      case Side::Top:
        cell = k * n + index;
        break;
      case Side::Bottom:
        cell = far * n + index;
        break;
      case Side::Left:
        cell = index * n + k;
        break;
      case Side::Right:
        cell = index * n + far;
        break;
    }
    cells[static_cast<std::size_t>(k)] = cell;
  }
  return cells;
}

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// sum(weights[k] for the true lits[k]) == target, by a sequential weighted counter:
// q[k][s] <=> the first k+1 items add up to at least s (s = 1 .. target+1), defined both ways.
void exact_weighted_sum(Cnf& cnf, const std::vector<Lit>& lits, const std::vector<int>& weights,
                        int target) {
  long long total = 0;
  for (int w : weights) total += w;
  if (target < 0 || target > total) {
    add_false(cnf);
    return;
  }
  const int top = target + 1;
  // prev(s): "the items before this one add up to >= s"; constants at the edges.
  std::vector<Lit> prev(at(top) + 1, -kTrueLit);
  auto before = [&](int s) { return s <= 0 ? kTrueLit : prev[at(s)]; };
  for (std::size_t k = 0; k < lits.size(); ++k) {
    const Lit item = lits[k];
    const int w = weights[k];
    std::vector<Lit> now(at(top) + 1, -kTrueLit);
    for (int s = 1; s <= top; ++s) {
      Lit q = cnf.new_var();
      now[at(s)] = q;
      add_simplified(cnf, {-before(s), q});
      add_simplified(cnf, {-item, -before(s - w), q});
      add_simplified(cnf, {-q, before(s), item});
      add_simplified(cnf, {-q, before(s), before(s - w)});
      if (s > 1) add_simplified(cnf, {-q, now[at(s) - 1]});
    }
    prev = std::move(now);
  }
  if (target >= 1) add_simplified(cnf, {before(target)});
  add_simplified(cnf, {-before(top)});
}

}  // namespace

HeightLines::HeightLines(Cnf& cnf, std::vector<std::vector<Lit>> cells, Visibility encoding,
                         Card card, bool permutations)
    : cnf_(cnf),
      cells_(std::move(cells)),
      at_least_(cells_.size()),
      encoding_(encoding),
      card_(card),
      permutations_(permutations) {}

const std::vector<Lit>& HeightLines::at_least(int cell) {
  std::vector<Lit>& ge = at_least_[at(cell)];
  if (!ge.empty()) return ge;
  const std::vector<Lit>& is = cells_[at(cell)];
  const int heights = static_cast<int>(is.size());
  // ge[h-1] <=> height >= h; ge[0] is always true; "height >= heights+1" is always false.
  ge.assign(at(heights), kTrueLit);
  for (int h = 2; h <= heights; ++h) ge[at(h - 1)] = cnf_.new_var();
  auto geq = [&](int h) { return h > heights ? -kTrueLit : ge[at(h - 1)]; };
  for (int h = 1; h <= heights; ++h) {
    Lit x = is[at(h - 1)];
    add_simplified(cnf_, {-geq(h + 1), geq(h)});
    add_simplified(cnf_, {-x, geq(h)});
    add_simplified(cnf_, {-x, -geq(h + 1)});
    add_simplified(cnf_, {-geq(h), geq(h + 1), x});
  }
  return ge;
}

void HeightLines::require(const std::vector<int>& line, Seen what, int clue) {
  if (encoding_ == Visibility::Order)
    require_order(line, what, clue);
  else
    require_automaton(line, what, clue);
}

void HeightLines::require_order(const std::vector<int>& line, Seen what, int clue) {
  const int n = static_cast<int>(line.size());
  if (n == 0) {
    if (clue != 0) add_false(cnf_);
    return;
  }
  const int heights = static_cast<int>(cells_[at(line[0])].size());
  auto ge = [&](int i, int h) -> Lit {
    if (h <= 1) return kTrueLit;
    if (h > heights) return -kTrueLit;
    return at_least(line[at(i)])[at(h - 1)];
  };
  // max_ge[i][h-1] <=> max(height of cells 0..i) >= h, for i = 0..n-1.
  std::vector<std::vector<Lit>> max_ge(at(n));
  max_ge[0].resize(at(heights));
  for (int h = 1; h <= heights; ++h) max_ge[0][at(h - 1)] = ge(0, h);
  for (int i = 1; i < n; ++i) {
    std::vector<Lit>& m = max_ge[at(i)];
    m.assign(at(heights), kTrueLit);
    for (int h = 2; h <= heights; ++h) {
      Lit p = max_ge[at(i - 1)][at(h - 1)];
      Lit q = cnf_.new_var();
      m[at(h - 1)] = q;
      add_simplified(cnf_, {-p, q});
      add_simplified(cnf_, {-ge(i, h), q});
      add_simplified(cnf_, {-q, p, ge(i, h)});
      add_simplified(cnf_, {-q, m[at(h - 2)]});
    }
  }
  if (permutations_)  // distinct heights: the first i+1 cells reach i+1
    for (int i = 0; i < n; ++i)
      for (int h = 2; h <= std::min(i + 1, heights); ++h)
        add_simplified(cnf_, {max_ge[at(i)][at(h - 1)]});
  auto max_before = [&](int i, int h) -> Lit {
    if (h <= 1) return i > 0 ? kTrueLit : -kTrueLit;
    if (h > heights) return -kTrueLit;
    return i == 0 ? -kTrueLit : max_ge[at(i - 1)][at(h - 1)];
  };
  // visible[i] <=> cell i is higher than every cell before it, in both directions: visible and
  // max_before >= h force height >= h+1; not visible and max_before < h force height < h.
  std::vector<Lit> visible(at(n), kTrueLit);
  for (int i = 1; i < n; ++i) {
    Lit v = cnf_.new_var();
    visible[at(i)] = v;
    for (int h = 1; h <= heights; ++h) {
      add_simplified(cnf_, {-v, -max_before(i, h), ge(i, h + 1)});
      add_simplified(cnf_, {v, max_before(i, h), -ge(i, h)});
    }
  }
  if (what == Seen::Count) {
    std::vector<Lit> behind(visible.begin() + 1, visible.end());
    exactly_k(cnf_, behind, clue - 1, card_);
    return;
  }
  // seen[h-1] <=> height h is among the visible ones: a visible cell of height h makes it true,
  // and when it is true the first cell to reach h must be exactly h (and some cell reaches h).
  std::vector<Lit> seen(at(heights));
  std::vector<int> weights(at(heights));
  for (int h = 1; h <= heights; ++h) {
    Lit s = cnf_.new_var();
    seen[at(h - 1)] = s;
    weights[at(h - 1)] = h;
    for (int i = 0; i < n; ++i) {
      Lit x = cells_[at(line[at(i)])][at(h - 1)];
      add_simplified(cnf_, {-x, -visible[at(i)], s});
      add_simplified(cnf_, {-s, max_before(i, h), -ge(i, h), x});
    }
    add_simplified(cnf_, {-s, max_ge[at(n - 1)][at(h - 1)]});
  }
  if (permutations_) add_simplified(cnf_, {seen.back()});  // the tallest is always seen
  exact_weighted_sum(cnf_, seen, weights, clue);
}

void HeightLines::require_automaton(const std::vector<int>& line, Seen what, int clue) {
  if (clue < 0) {
    add_false(cnf_);
    return;
  }
  const int heights = line.empty() ? 0 : static_cast<int>(cells_[at(line[0])].size());
  // State (total, highest): total = count or sum of the visible so far (0..clue), highest = the
  // tallest so far (0 before the first cell).
  const int maxes = heights + 1;
  LineAutomaton a((clue + 1) * maxes, heights);
  for (int total = 0; total <= clue; ++total) {
    for (int highest = 0; highest <= heights; ++highest) {
      int q = total * maxes + highest;
      a.accepting[at(q)] = total == clue;
      for (int h = 1; h <= heights; ++h) {
        if (h <= highest) {
          a.set(q, h - 1, q);
          continue;
        }
        int next_total = total + (what == Seen::Count ? 1 : h);
        if (next_total <= clue) a.set(q, h - 1, next_total * maxes + h);
      }
    }
  }
  std::vector<std::vector<Lit>> cells;
  cells.reserve(line.size());
  for (int cell : line) cells.push_back(cells_[at(cell)]);
  if (!permutations_) {
    encode_line_automaton(cnf_, cells, a);
    return;
  }
  // Distinct heights: before cell i the tallest so far is at least i.
  encode_line_automaton(cnf_, cells, a, [&](int i, int q) { return q % maxes >= i; });
}

void first_seen(Cnf& cnf, const std::vector<std::vector<Lit>>& line, int letter,
                Visibility encoding) {
  const int n = static_cast<int>(line.size());
  const int letters = n == 0 ? 0 : static_cast<int>(line[0].size()) - 1;
  if (letter < 1 || letter > letters) {
    add_false(cnf);
    return;
  }
  if (encoding == Visibility::Automaton) {
    // State 0: only blanks so far; state 1: the letter has been met first.
    LineAutomaton a(2, letters + 1);
    a.set(0, 0, 0);
    a.set(0, letter, 1);
    for (int v = 0; v <= letters; ++v) a.set(1, v, 1);
    a.accepting[1] = true;
    encode_line_automaton(cnf, line, a);
    return;
  }
  // blank[i] <=> cells 0..i are all blank (before the first cell: true).
  Lit before = kTrueLit;
  for (int i = 0; i < n; ++i) {
    Lit blank_here = line[at(i)][0];
    add_simplified(cnf, {-before, blank_here, line[at(i)][at(letter)]});
    Lit b = cnf.new_var();
    add_simplified(cnf, {-b, before});
    add_simplified(cnf, {-b, blank_here});
    add_simplified(cnf, {b, -before, -blank_here});
    before = b;
  }
  add_simplified(cnf, {-before});
}

}  // namespace gridsat

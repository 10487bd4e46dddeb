// Arrow. The rule is one linear equation, sum(arrow) - sum(10^(k-1-i) * circle_i) = 0, and it
// is encoded like a killer cage (encodings/cages.hpp; the `cages` option chooses the same way),
// except that the target is itself cells:
//  tuples  a selector per tuple of values that satisfies the equation, implying its values, and
//          each value implying one of its selectors: domain consistent under unit propagation.
//          An arrow into a one-cell circle has few tuples (at most C(9, L) on 9x9), so `auto`
//          uses this whenever there are at most kAutoTupleLimit.
//  dd      a layered decision diagram over the terms (the arrow's cells, then the circle's from
//          the most significant digit): a node literal per partial sum that can still reach 0,
//          forward clauses (node and value imply the next node), backward clauses (node and value
//          imply the previous node; with one-hot cells they also forbid two nodes of a layer),
//          "some node per layer" and, per value, the nodes that support it. This is the MDD
//          encoding of linear constraints (Abio, Nieuwenhuis, Oliveras, Rodriguez-Carbonell,
//          "BDDs for pseudo-Boolean constraints", 2012), polynomial where tuples explode (long
//          arrows into two-digit circles); cages.hpp's own diagram takes a fixed target only.
// The native rule is bounds reasoning first (the arrow's sum and the circle's number share one
// range; each cell keeps the values that leave the rest reachable), then, where the partial sums
// fit a 64-bit word, exact supports over them (the same diagram, built over the candidates
// left, as bit sets): a value stays when some choice of the other cells' candidates completes
// the equation.
#include "genres/sudoku/constraints/arrow.hpp"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>

#include "encodings/cages.hpp"
#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The weight of each circle cell: 10^(k-1-i).
std::vector<long long> circle_weights(std::size_t size) {
  std::vector<long long> w(size, 1);
  for (std::size_t i = size; i-- > 1;) w[i - 1] = w[i] * 10;
  return w;
}

long long circle_number(const Arrow& a, const Grid& s) {
  const auto w = circle_weights(a.circle.size());
  long long number = 0;
  for (std::size_t i = 0; i < a.circle.size(); ++i) number += w[i] * s.cells[at(a.circle[i])];
  return number;
}

}  // namespace

std::string Arrow::describe(int n) const {
  return "arrow " + native_line(n);
}

std::optional<Violation> Arrow::check(const Grid& s) const {
  long long sum = 0;
  for (int cell : arrow) sum += s.cells[at(cell)];
  const long long number = circle_number(*this, s);
  if (sum == number) return std::nullopt;
  return Violation{"arrow from " + cell_name(circle.front(), s.cols) + " sums to " +
                       std::to_string(sum) + ", not " + std::to_string(number),
                   circle.front() / s.cols, circle.front() % s.cols};
}

namespace {

struct Term {
  int cell;
  long long weight;
};

// The equation's terms: the arrow's cells (+1), then the circle's (-10^(k-1-i)).
std::vector<Term> arrow_terms(const Arrow& a) {
  std::vector<Term> terms;
  for (int cell : a.arrow) terms.push_back({cell, 1});
  const auto w = circle_weights(a.circle.size());
  for (std::size_t i = 0; i < a.circle.size(); ++i) terms.push_back({a.circle[i], -w[i]});
  return terms;
}

// The tuples of values (one per term) that satisfy the equation, up to `cap` of them (cap + 1
// entries mean "more"). Depth first, pruned by the range the remaining terms can still add.
std::vector<std::vector<int>> arrow_tuples(const std::vector<Term>& terms, int n, std::size_t cap) {
  std::vector<long long> rest_lo(terms.size() + 1, 0), rest_hi(terms.size() + 1, 0);
  for (std::size_t k = terms.size(); k-- > 0;) {
    const long long a = terms[k].weight, b = terms[k].weight * n;
    rest_lo[k] = rest_lo[k + 1] + std::min(a, b);
    rest_hi[k] = rest_hi[k + 1] + std::max(a, b);
  }
  std::vector<std::vector<int>> out;
  std::vector<int> tuple;
  auto walk = [&](auto& self, std::size_t k, long long sum) -> void {
    if (out.size() > cap) return;
    if (k == terms.size()) {
      if (sum == 0) out.push_back(tuple);
      return;
    }
    if (sum + rest_lo[k] > 0 || sum + rest_hi[k] < 0) return;
    for (int v = 1; v <= n; ++v) {
      tuple.push_back(v);
      self(self, k + 1, sum + terms[k].weight * v);
      tuple.pop_back();
    }
  };
  walk(walk, 0, 0);
  return out;
}

// Direct (table) encoding: a selector per satisfying tuple implies its values, and each value
// of each cell implies one of the selectors that give it; unit propagation is then domain
// consistent on the arrow (Bacchus, "GAC via unit propagation", CP 2007).
void encode_tuples(SudokuVars& vars, const std::vector<Term>& terms,
                   const std::vector<std::vector<int>>& tuples) {
  const int n = vars.n();
  Cnf& cnf = vars.cnf();
  std::vector<std::vector<std::vector<Lit>>> uses(
      terms.size(), std::vector<std::vector<Lit>>(static_cast<std::size_t>(n) + 1));
  for (const auto& tuple : tuples) {
    const Lit y = cnf.new_var();
    for (std::size_t k = 0; k < terms.size(); ++k) {
      cnf.add({-y, vars.is(terms[k].cell, tuple[k])});
      uses[k][at(tuple[k])].push_back(y);
    }
  }
  for (std::size_t k = 0; k < terms.size(); ++k)
    for (int v = 1; v <= n; ++v) {
      std::vector<Lit> clause{-vars.is(terms[k].cell, v)};
      clause.insert(clause.end(), uses[k][at(v)].begin(), uses[k][at(v)].end());
      cnf.add(clause);
    }
}

// The decision diagram (see the top of the file).
void encode_diagram(SudokuVars& vars, const std::vector<Term>& terms) {
  const int n = vars.n();
  Cnf& cnf = vars.cnf();
  const std::size_t layers = terms.size();

  // Partial sums reachable from 0 forwards and reaching 0 backwards: the alive nodes.
  std::vector<std::map<long long, Lit>> node(layers + 1);
  std::vector<std::vector<long long>> forward(layers + 1), backward(layers + 1);
  forward[0] = {0};
  for (std::size_t k = 1; k <= layers; ++k) {
    for (long long s : forward[k - 1])
      for (int v = 1; v <= n; ++v) forward[k].push_back(s + terms[k - 1].weight * v);
    std::sort(forward[k].begin(), forward[k].end());
    forward[k].erase(std::unique(forward[k].begin(), forward[k].end()), forward[k].end());
  }
  backward[layers] = {0};
  for (std::size_t k = layers; k > 0; --k) {
    for (long long s : backward[k])
      for (int v = 1; v <= n; ++v) backward[k - 1].push_back(s - terms[k - 1].weight * v);
    std::sort(backward[k - 1].begin(), backward[k - 1].end());
    backward[k - 1].erase(std::unique(backward[k - 1].begin(), backward[k - 1].end()),
                          backward[k - 1].end());
  }
  for (std::size_t k = 0; k <= layers; ++k) {
    std::vector<long long> alive;
    std::set_intersection(forward[k].begin(), forward[k].end(), backward[k].begin(),
                          backward[k].end(), std::back_inserter(alive));
    for (long long s : alive)  // the first and last layers' single node is true: literal 0
      node[k][s] = (k == 0 || k == layers) ? 0 : cnf.new_var();
  }

  for (std::size_t k = 1; k <= layers; ++k) {
    const Term& t = terms[k - 1];
    if (k < layers && !node[k].empty()) {
      std::vector<Lit> some;  // some node per layer
      for (const auto& entry : node[k]) some.push_back(entry.second);
      cnf.add(some);
    }
    for (int v = 1; v <= n; ++v) {
      const Lit x = vars.is(t.cell, v);
      std::vector<Lit> support{-x};
      bool supported_by_true = false;
      for (const auto& [s, from] : node[k - 1]) {
        const auto next = node[k].find(s + t.weight * v);
        std::vector<Lit> clause{-x};
        if (from != 0) clause.push_back(-from);
        if (next == node[k].end()) {  // no way on from s with v
          cnf.add(clause);
          continue;
        }
        if (next->second != 0) {  // forward: from and v imply next
          clause.push_back(next->second);
          cnf.add(clause);
        }
        if (from == 0)
          supported_by_true = true;
        else
          support.push_back(from);
      }
      if (!supported_by_true) cnf.add(support);
      for (const auto& [s, to] : node[k]) {  // backward: to and v imply the node before
        if (to == 0) continue;
        const auto prev = node[k - 1].find(s - t.weight * v);
        if (prev == node[k - 1].end())
          cnf.add({-to, -x});
        else if (prev->second != 0)
          cnf.add({-to, -x, prev->second});
      }
    }
  }
}

}  // namespace

void Arrow::encode(SudokuVars& vars, const EncodeOptions& options) const {
  const auto terms = arrow_terms(*this);
  // The cage encoding option chooses here too: tuples, the diagram, or (auto) tuples while
  // there are at most kAutoTupleLimit of them (every arrow into a one-cell circle on 9x9).
  const std::size_t cap = options.cages == CageEncoding::Dd     ? 0
                          : options.cages == CageEncoding::Auto ? kAutoTupleLimit
                                                                : 100000;
  if (options.cages != CageEncoding::Dd) {
    const auto tuples = arrow_tuples(terms, vars.n(), cap);
    if (tuples.size() <= cap) return encode_tuples(vars, terms, tuples);
  }
  encode_diagram(vars, terms);
}

bool Arrow::propagate(std::vector<Candidates>& grid, int, bool& changed) const {
  long long sum_lo = 0, sum_hi = 0, circle_lo = 0, circle_hi = 0;
  for (int cell : arrow) {
    sum_lo += lowest_value(grid[at(cell)]);
    sum_hi += highest_value(grid[at(cell)]);
  }
  const auto w = circle_weights(circle.size());
  for (std::size_t i = 0; i < circle.size(); ++i) {
    circle_lo += w[i] * lowest_value(grid[at(circle[i])]);
    circle_hi += w[i] * highest_value(grid[at(circle[i])]);
  }
  // Each value v of a cell is kept when, with the other cells anywhere in their ranges, the two
  // sides can still meet: [v + rest_lo, v + rest_hi] meets the other side's range.
  auto keep = [&](int cell, long long weight, long long lo_without, long long hi_without,
                  long long other_lo, long long other_hi) {
    Candidates& c = grid[at(cell)];
    Candidates kept = 0;
    for (Candidates rest = c; rest; rest &= rest - 1) {
      const int v = lowest_value(rest);
      if (weight * v + lo_without <= other_hi && weight * v + hi_without >= other_lo)
        kept |= rest & (~rest + 1);
    }
    if (kept != c) {
      c = kept;
      changed = true;
    }
    return kept != 0;
  };
  for (int cell : arrow) {
    const long long lo = lowest_value(grid[at(cell)]), hi = highest_value(grid[at(cell)]);
    if (!keep(cell, 1, sum_lo - lo, sum_hi - hi, circle_lo, circle_hi)) return false;
  }
  for (std::size_t i = 0; i < circle.size(); ++i) {
    const int cell = circle[i];
    const long long lo = w[i] * lowest_value(grid[at(cell)]);
    const long long hi = w[i] * highest_value(grid[at(cell)]);
    if (!keep(cell, w[i], circle_lo - lo, circle_hi - hi, sum_lo, sum_hi)) return false;
  }
  return supports(grid, changed);
}

// Exact supports of the equation (digits may repeat, so nothing else constrains it) when its
// partial sums fit one 64-bit word (every arrow into a one-cell circle on 9x9): the sums
// reachable from 0 forwards over the candidates, those that reach 0 backwards, and for each term
// the values that join a forward sum to a backward one. Bit i of a set is the sum lo + i, so
// adding a value is a shift. Wider equations keep the bounds alone (the supports cost more time
// there than the nodes they save).
bool Arrow::supports(std::vector<Candidates>& grid, bool& changed) const {
  using Sums = std::uint64_t;
  const auto terms = arrow_terms(*this);
  const std::size_t count = terms.size();
  long long lo = 0, hi = 0;  // every partial sum lies in lo .. hi
  for (const Term& t : terms) {
    const Candidates c = grid[at(t.cell)];
    const long long a = t.weight * lowest_value(c), b = t.weight * highest_value(c);
    lo += std::min({0LL, a, b});
    hi += std::max({0LL, a, b});
  }
  if (hi - lo + 1 > 64) return true;
  auto shift = [](Sums sums, long long by) -> Sums {
    if (by >= 64 || by <= -64) return 0;
    return by >= 0 ? sums << by : sums >> -by;
  };
  std::vector<Sums> forward(count + 1, 0), backward(count + 1, 0);
  forward[0] = Sums{1} << -lo;
  for (std::size_t k = 0; k < count; ++k)
    for (Candidates rest = grid[at(terms[k].cell)]; rest; rest &= rest - 1)
      forward[k + 1] |= shift(forward[k], terms[k].weight * lowest_value(rest));
  backward[count] = Sums{1} << -lo;
  for (std::size_t k = count; k-- > 0;)
    for (Candidates rest = grid[at(terms[k].cell)]; rest; rest &= rest - 1)
      backward[k] |= shift(backward[k + 1], -terms[k].weight * lowest_value(rest));
  for (std::size_t k = 0; k < count; ++k) {
    Candidates& c = grid[at(terms[k].cell)];
    Candidates kept = 0;
    for (Candidates rest = c; rest; rest &= rest - 1)
      if (shift(forward[k], terms[k].weight * lowest_value(rest)) & backward[k + 1])
        kept |= rest & (~rest + 1);
    if (kept != c) {
      c = kept;
      changed = true;
    }
    if (kept == 0) return false;
  }
  return true;
}

void Arrow::draw(Picture& picture) const {
  std::vector<int> cells = circle;
  cells.insert(cells.end(), arrow.begin(), arrow.end());
  picture.lines.push_back({LineStyle::Arrow, cells, static_cast<int>(circle.size())});
}

std::string Arrow::native_line(int n) const {
  return cells_text(circle, n) + " > " + cells_text(arrow, n);
}

namespace {

ConstraintPtr read_arrow(std::span<const Token> line, int n) {
  std::size_t split = 0;
  while (split < line.size() && line[split].text != ">") ++split;
  if (split == line.size())
    throw ParseFailure(line.empty() ? Token{} : line.front(),
                       "an arrow needs its circle: write the circle's cells, '>', then the "
                       "arrow's cells (r1c1 > r1c2 r1c3)");
  if (split == 0) throw ParseFailure(line[0], "the arrow has no circle before '>'");
  if (split > 3)
    throw ParseFailure(line[3],
                       "an arrow's circle covers 1 to 3 cells, not " + std::to_string(split));
  if (split + 1 == line.size()) throw ParseFailure(line[split], "the arrow has no cells after '>'");
  auto a = std::make_shared<Arrow>();
  a->circle = read_cells(line.subspan(0, split), n, 1);
  a->arrow = read_cells(line.subspan(split + 1), n, 1);
  for (std::size_t k = 0; k < a->arrow.size(); ++k)
    if (std::find(a->circle.begin(), a->circle.end(), a->arrow[k]) != a->circle.end())
      throw ParseFailure(line[split + 1 + k],
                         "cell " + line[split + 1 + k].text + " is in the circle and on the arrow");
  require_touching(line, a->circle, n, "a circle covers neighbouring cells");
  if (std::none_of(a->circle.begin(), a->circle.end(),
                   [&](int c) { return king_neighbours(c, a->arrow.front(), n); }))
    throw ParseFailure(line[split + 1],
                       line[split + 1].text + " does not touch the circle: an arrow starts there");
  for (std::size_t k = 1; k < a->arrow.size(); ++k)
    if (!king_neighbours(a->arrow[k - 1], a->arrow[k], n))
      throw ParseFailure(line[split + 1 + k],
                         line[split + k].text + " and " + line[split + 1 + k].text +
                             " do not touch: an arrow runs through neighbours");
  return a;
}

// The unused cells touching `cell`, in random order.
std::vector<int> free_neighbours(int cell, int n, const std::vector<char>& used, Random& rng) {
  std::vector<int> out;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      const int r = cell / n + dr, c = cell % n + dc;
      if ((dr || dc) && r >= 0 && r < n && c >= 0 && c < n && !used[at(r * n + c)])
        out.push_back(r * n + c);
    }
  rng.shuffle(out);
  return out;
}

// A path of unused cells from next to `from` whose digits add up to exactly `left`, at least
// `min_cells` long (depth-first, random order, a bounded number of steps).
bool arrow_path(const Grid& s, int from, long long left, std::size_t min_cells,
                std::vector<char>& used, std::vector<int>& path, Random& rng, int& budget) {
  for (int next : free_neighbours(from, s.cols, used, rng)) {
    if (--budget < 0) return false;
    const int v = s.cells[at(next)];
    if (v > left) continue;
    used[at(next)] = 1;
    path.push_back(next);
    if ((v == left && path.size() >= min_cells) ||
        (v < left && path.size() < 6 &&
         arrow_path(s, next, left - v, min_cells, used, path, rng, budget)))
      return true;
    path.pop_back();
    used[at(next)] = 0;
  }
  return false;
}

// Arrows the solution keeps: a random circle (one cell; on 9x9 and larger sometimes two cells
// side by side whose number is at most 29), then a random path from it adding up to the circle,
// up to 6 cells and at least 3 for circles of 6 or more (short arrows make puzzles that need
// few givens but many conflicts: 16,000 for one 9x9 seed against a few hundred), 2 for smaller
// ones, 1 for circles of 1 or 2. Arrows never share cells.
std::vector<ConstraintPtr> sample_arrows(const Grid& s, Random& rng) {
  const int n = s.cols;
  std::vector<char> used(at(n * n), 0);
  std::vector<ConstraintPtr> out;
  for (int attempt = 0; attempt < 4 * n; ++attempt) {
    const int cell = rng.below(n * n);
    if (used[at(cell)]) continue;
    auto a = std::make_shared<Arrow>();
    a->circle = {cell};
    if (n >= 9 && rng.chance(1, 3) && cell % n + 1 < n && !used[at(cell + 1)] &&
        s.cells[at(cell)] <= 2)
      a->circle.push_back(cell + 1);  // read left to right: 10a + b <= 29
    const long long target = circle_number(*a, s);
    for (int c : a->circle) used[at(c)] = 1;
    int budget = 2000;
    const std::size_t min_cells = target <= 2 ? 1 : target < 6 ? 2 : 3;
    if (arrow_path(s, a->circle.back(), target, min_cells, used, a->arrow, rng, budget)) {
      out.push_back(std::move(a));
    } else {
      for (int c : a->circle) used[at(c)] = 0;
    }
  }
  return out;
}

}  // namespace

ConstraintKind arrow_kind() {
  return {"arrow", "arrows: the digits on the arrow add up to the number in its circle",
          false,   read_arrow,
          nullptr, sample_arrows};
}

}  // namespace gridsat

// Futoshiki: the rules read plainly (check), as clauses (encode) and for the native backtracker.
//
// The encoding. Cells are one-hot (x(cell, v): the cell holds v), the Latin square is
// encodings/latin.hpp's (each cell one value, each value once per row and per column, with the
// redundant at-least-one clauses), then the givens as unit clauses, and last the relations, each
// a binary constraint between two neighbours written as clauses over their one-hot variables:
//  - a < b (and a > b, the same with the cells swapped), and a bar |a - b| = 1, in the support
//    encoding (Kasif 1990; Gent, "Arc consistency in SAT", ECAI 2002): for each value v of one
//    cell, the clause "x(a, v) -> a value of b that goes with v". For a < b that is
//    x(a, v) -> x(b, v+1) | ... | x(b, N), and x(b, v) -> x(a, 1) | ... | x(a, v-1); a value with
//    no partner gives a unit clause (a < b bars N from a and 1 from b). Unit propagation on these
//    clauses is arc consistency on the constraint: as soon as b loses its last value above v, a
//    loses v. Two alternatives stay selectable (encode_futoshiki) for tests and measurements:
//    the direct encoding (one binary clause -x(a, i) | -x(b, j) per forbidden pair, N(N+1)/2 per
//    sign), exact too but propagating only from a decided cell, and an order encoding of < (per
//    cell, N-1 ladder variables "value > k" channelled to the one-hot ones, and a < b as
//    "a > k -> b > k+1"). Measured by tests/futoshiki/encoding_bench_test.cpp (CaDiCaL deciding
//    uniqueness): on the 112 Unequal IDs of the tests direct needs 7862 conflicts, support 610,
//    order 526; on random 25 x 25 puzzles with a third of their signs 35171, 2066 and 3877; on
//    adjacent 12 x 12 ones with a tenth of their cells given, direct 449803 and support 299699
//    (order is support there: bars have no order form). Support is never far from the best and
//    adds no variables, so encode() uses it.
//  - no bar in adjacent mode, |a - b| != 1: the binary clauses -x(a, v) | -x(b, v +- 1). Its
//    supports would be long clauses that almost never propagate (a value loses its support only
//    when the other cell is down to v-1 and v+1), and the binary clauses already are arc
//    consistent with a decided neighbour.
// The order of the clauses: the Latin square, the givens, then the relations. The setter's clue
// solver (backends/clue_solver.hpp) takes the encoding of a puzzle with one more clue to be the
// encoding without it plus clauses of the clue's own, so relations, which a setter may want to
// switch like clues, come after everything else. For the same reason the puzzle has no
// shape_key: batch's shape cache needs the givens to be the last clauses.
//
// The native rules: DistinctGroups on rows and columns, and per link the arc-consistency filter
// of its relation on the candidate bitsets (bounds for < and >, "a neighbour value one apart"
// for a bar, "some neighbour value not one apart" without one), repeated to a fixpoint.
#include "genres/futoshiki/futoshiki.hpp"

#include <cstdlib>

#include "encodings/latin.hpp"
#include "propagators/all_different.hpp"

namespace gridsat {
namespace {

using Relation = Futoshiki::Relation;
using Direction = Futoshiki::Direction;
using Link = Futoshiki::Link;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// A link's relation as one constraint on an ordered pair, after the mode is applied and a > b
// has become b < a.
enum class Rule { Free, Less, Adjacent, NotAdjacent };

struct Constraint {
  int a = 0;
  int b = 0;
  Rule rule = Rule::Free;
};

std::vector<Constraint> constraints(const Futoshiki& p) {
  std::vector<Constraint> out;
  for (const Link& link : p.links()) {
    switch (link.relation) {
      case Relation::Less:
        out.push_back({link.first, link.second, Rule::Less});
        break;
      case Relation::Greater:
        out.push_back({link.second, link.first, Rule::Less});
        break;
      case Relation::Adjacent:
        out.push_back({link.first, link.second, Rule::Adjacent});
        break;
      case Relation::None:
        if (p.adjacent) out.push_back({link.first, link.second, Rule::NotAdjacent});
        break;
    }
  }
  return out;
}

std::string where(Direction d) {
  return d == Direction::Right ? "to its right" : "below it";
}

}  // namespace

Futoshiki::Futoshiki(int size, bool adjacent_mode)
    : n(size),
      adjacent(adjacent_mode),
      grid(size, size),
      right(at(size * size), Relation::None),
      down(at(size * size), Relation::None) {}

Relation Futoshiki::relation(int row, int col, Direction d) const {
  return (d == Direction::Right ? right : down)[at(row * n + col)];
}

void Futoshiki::set_relation(int row, int col, Direction d, Relation r) {
  (d == Direction::Right ? right : down)[at(row * n + col)] = r;
}

std::vector<Link> Futoshiki::links() const {
  std::vector<Link> out;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int cell = r * n + c;
      if (c + 1 < n) out.push_back({cell, cell + 1, Direction::Right, right[at(cell)]});
      if (r + 1 < n) out.push_back({cell, cell + n, Direction::Down, down[at(cell)]});
    }
  return out;
}

bool Futoshiki::allows(Relation relation, int first, int second) const {
  switch (relation) {
    case Relation::Less:
      return first < second;
    case Relation::Greater:
      return first > second;
    case Relation::Adjacent:
      return std::abs(first - second) == 1;
    case Relation::None:
      return !adjacent || std::abs(first - second) != 1;
  }
  return false;
}

std::vector<std::vector<int>> Futoshiki::groups() const {
  return rows_and_columns(n);
}

bool Futoshiki::operator==(const Futoshiki& o) const {
  return n == o.n && adjacent == o.adjacent && grid == o.grid && right == o.right && down == o.down;
}

std::string Futoshiki::header_options() const {
  return std::to_string(n) + (adjacent ? " adjacent" : "");
}

std::optional<Violation> Futoshiki::check(const Grid& s) const {
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (s.at(r, c) < 1 || s.at(r, c) > n)
        return Violation{
            "value " + std::to_string(s.at(r, c)) + " is outside 1.." + std::to_string(n), r, c};
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (int k = 0; k < c; ++k)
        if (s.at(r, k) == s.at(r, c))
          return Violation{"value " + std::to_string(s.at(r, c)) + " appears twice in row " +
                               std::to_string(r + 1),
                           r, c};
  for (int c = 0; c < n; ++c)
    for (int r = 0; r < n; ++r)
      for (int k = 0; k < r; ++k)
        if (s.at(k, c) == s.at(r, c))
          return Violation{"value " + std::to_string(s.at(r, c)) + " appears twice in column " +
                               std::to_string(c + 1),
                           r, c};
  for (const Link& link : links()) {
    const int a = s.cells[at(link.first)], b = s.cells[at(link.second)];
    if (allows(link.relation, a, b)) continue;
    const std::string va = std::to_string(a), vb = std::to_string(b);
    std::string message;
    switch (link.relation) {
      case Relation::Less:
        message = va + " is not less than the " + vb + " " + where(link.direction);
        break;
      case Relation::Greater:
        message = va + " is not greater than the " + vb + " " + where(link.direction);
        break;
      case Relation::Adjacent:
        message = "the bar " + where(link.direction) + " joins " + va + " and " + vb +
                  ", which do not differ by 1";
        break;
      case Relation::None:
        message = va + " and the " + vb + " " + where(link.direction) +
                  " differ by 1 but have no bar between them";
        break;
    }
    return Violation{message, link.first / n, link.first % n};
  }
  return std::nullopt;
}

void encode_futoshiki(const Futoshiki& p, Cnf& cnf, const EncodeOptions& options,
                      RelationEncoding relations) {
  const int n = p.n;
  const OneHotGrid x = latin_square(cnf, n, options.amo);
  for (int cell = 0; cell < n * n; ++cell) {
    const int v = p.grid.cells[at(cell)];
    if (v == kUnknown) continue;
    if (v < 1 || v > n)
      cnf.add(std::vector<Lit>{});  // a given no cell can hold
    else
      cnf.add({x.lit(cell, v - 1)});
  }

  // Whether value indices i (of a) and j (of b) go together under `rule`.
  auto fits = [](Rule rule, int i, int j) {
    switch (rule) {
      case Rule::Less:
        return i < j;
      case Rule::Adjacent:
        return std::abs(i - j) == 1;
      case Rule::NotAdjacent:
        return std::abs(i - j) != 1;
      case Rule::Free:
        break;
    }
    return true;
  };
  std::vector<Lit> clause;
  // Order: per cell in a < b, o(cell, k) (k = 0..n-2) is "its value index is above k", a ladder
  // channelled to the one-hot variables.
  std::vector<int> order(at(n * n), 0);
  auto above = [&](int cell, int k) -> Lit {
    if (order[at(cell)] == 0) {
      const int first = order[at(cell)] = cnf.new_vars(n - 1);
      for (int j = 0; j + 1 < n - 1; ++j) cnf.add({-(first + j + 1), first + j});
      for (int v = 0; v < n; ++v) {
        if (v > 0) cnf.add({-x.lit(cell, v), first + v - 1});
        if (v < n - 1) cnf.add({-x.lit(cell, v), -(first + v)});
        std::vector<Lit> c = {x.lit(cell, v)};
        if (v > 0) c.push_back(-(first + v - 1));
        if (v < n - 1) c.push_back(first + v);
        cnf.add(c);
      }
    }
    return order[at(cell)] + k;
  };
  for (const Constraint& k : constraints(p)) {
    if (relations == RelationEncoding::Order && k.rule == Rule::Less) {  // n >= 2: a link
      cnf.add({above(k.b, 0)});
      cnf.add({-above(k.a, n - 2)});
      for (int j = 0; j + 2 < n; ++j) cnf.add({-above(k.a, j), above(k.b, j + 1)});
      continue;
    }
    if (relations == RelationEncoding::Direct || k.rule == Rule::NotAdjacent) {
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
          if (!fits(k.rule, i, j)) cnf.add({-x.lit(k.a, i), -x.lit(k.b, j)});
      continue;
    }
    // Support: each value of a implies the values of b that fit it, and each value of b those
    // of a.
    for (int i = 0; i < n; ++i) {
      clause.assign(1, -x.lit(k.a, i));
      for (int j = 0; j < n; ++j)
        if (fits(k.rule, i, j)) clause.push_back(x.lit(k.b, j));
      cnf.add(clause);
    }
    for (int j = 0; j < n; ++j) {
      clause.assign(1, -x.lit(k.b, j));
      for (int i = 0; i < n; ++i)
        if (fits(k.rule, i, j)) clause.push_back(x.lit(k.a, i));
      cnf.add(clause);
    }
  }
}

void Futoshiki::encode(Cnf& cnf, const EncodeOptions& options) const {
  encode_futoshiki(*this, cnf, options, RelationEncoding::Support);
}

namespace {

bool is_single(Candidates c) {
  return c != 0 && (c & (c - 1)) == 0;
}

Candidates all_values(int n) {
  return n >= 64 ? ~Candidates{0} : (Candidates{1} << n) - 1;
}

class FutoshikiRules final : public NativeRules {
 public:
  explicit FutoshikiRules(const Futoshiki& p)
      : puzzle_(p), all_(all_values(p.n)), constraints_(constraints(p)) {
    for (int v = 1; v <= p.n; ++v) values_.push_back(v);
    distinct_.groups = p.groups();
    distinct_.num_values = p.n;
    distinct_.index(p.n * p.n);
    std::erase_if(constraints_, [](const Constraint& k) { return k.rule == Rule::Free; });
  }

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    std::vector<Candidates> cells(at(puzzle_.n * puzzle_.n), all_);
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const int v = puzzle_.grid.cells[i];
      if (v == kUnknown) continue;
      cells[i] = v >= 1 && v <= puzzle_.n ? Candidates{1} << (v - 1) : 0;
    }
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    bool changed = false;
    if (!distinct_.propagate(cells, changed)) return false;
    return fixpoint(cells);
  }

  bool propagate_after(std::vector<Candidates>& cells,
                       std::span<const int> narrowed) const override {
    bool changed = false;
    if (!distinct_.propagate(cells, changed, narrowed)) return false;
    return fixpoint(cells);
  }

  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    distinct_.choose(cells, out);
  }

 private:
  // The relations, then the groups again whenever a relation removed something.
  bool fixpoint(std::vector<Candidates>& cells) const {
    for (;;) {
      bool changed = false;
      for (const Constraint& k : constraints_)
        if (!filter(k, cells[at(k.a)], cells[at(k.b)], changed)) return false;
      if (!changed) return true;
      if (!distinct_.propagate(cells, changed)) return false;
    }
  }

  // Arc consistency of one constraint: each value left in a has a partner in b and the other
  // way round.
  bool filter(const Constraint& k, Candidates& a, Candidates& b, bool& changed) const {
    if (a == 0 || b == 0) return false;
    Candidates na = a, nb = b;
    switch (k.rule) {
      case Rule::Less: {
        // a below b's largest value, b above a's smallest.
        const int top_b = 63 - __builtin_clzll(b);
        na &= (Candidates{1} << top_b) - 1;
        nb &= ~((Candidates{2} << lowest_index(a)) - 1);
        break;
      }
      case Rule::Adjacent:
        na &= (b << 1) | (b >> 1);
        nb &= (na << 1) | (na >> 1);
        break;
      case Rule::NotAdjacent:
        na = not_adjacent(na, b);
        nb = not_adjacent(nb, na);
        break;
      case Rule::Free:
        break;
    }
    na &= all_;
    nb &= all_;
    if (na != a || nb != b) changed = true;
    a = na;
    b = nb;
    return a != 0 && b != 0;
  }

  // The values of `mine` that some value of `other` is not one apart from: v loses its last
  // support only when `other` lies within {v-1, v+1}, which needs `other` to hold one value, or
  // two values two apart.
  static Candidates not_adjacent(Candidates mine, Candidates other) {
    if (popcount(other) > 2) return mine;
    Candidates unsupported = 0;
    if (is_single(other)) {
      unsupported = (other << 1) | (other >> 1);
    } else {
      const Candidates low = other & (~other + 1);
      if ((other & ~low) == low << 2) unsupported = low << 1;
    }
    return mine & ~unsupported;
  }

  const Futoshiki& puzzle_;
  Candidates all_;
  std::vector<int> values_;
  std::vector<Constraint> constraints_;
  DistinctGroups distinct_;
};

}  // namespace

std::unique_ptr<NativeRules> Futoshiki::native_rules() const {
  return std::make_unique<FutoshikiRules>(*this);
}

}  // namespace gridsat

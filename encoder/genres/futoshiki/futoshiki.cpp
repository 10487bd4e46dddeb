// Futoshiki's rules are a rule set of the vocabulary (rules/): the Latin square (Distinct over
// the rows and columns, with the native search's Hall-set reasoning of propagators/all_different
// and its branching) and a relation per link (Related: a sign is "greater", a bar "one apart",
// and in adjacent mode a link without a bar "not one apart"). They give the check, the clauses and
// the native rules.
//
// The encoding. Cells are one-hot, the Latin square is each value at most once per row and per
// column with the redundant at-least-one clauses, then the givens as unit clauses, and last the
// relations, each in the support encoding (Kasif 1990; Gent, "Arc consistency in SAT", ECAI
// 2002): for each value v of one cell, the clause "it holds v -> a value of the other that goes
// with v"; unit propagation on these is arc consistency on the constraint. A link without a bar
// in adjacent mode is binary clauses against the pairs one apart: its supports would be long
// clauses that almost never propagate. The alternatives stay selectable as Related's options
// (encode_futoshiki): the direct encoding (a binary clause per forbidden pair), exact too but
// propagating only from a decided cell, and an order encoding of the signs (a ladder per cell).
// Measured by tests/futoshiki/encoding_bench_test.cpp (CaDiCaL deciding uniqueness): on the 112
// Unequal IDs of the tests direct needs 7862 conflicts, support 610, order 526; on random
// 25 x 25 puzzles with a third of their signs 35171, 2066 and 3877; on adjacent 12 x 12 ones
// with a tenth of their cells given, direct 449803 and support 299699 (order is support there:
// bars have no order form). Support is never far from the best and adds no variables, so encode()
// uses it.
//
// The order of the clauses: the Latin square, the givens, then the relations. The setter's clue
// solver (backends/clue_solver.hpp) takes the encoding of a puzzle with one more clue to be the
// encoding without it plus clauses of the clue's own, so relations, which a setter may want to
// switch like clues, come after everything else. For the same reason the puzzle has no
// shape_key: batch's shape cache needs the givens to be the last clauses.
#include "genres/futoshiki/futoshiki.hpp"

#include "rules/distinct.hpp"

namespace gridsat {
namespace {

using Relation = Futoshiki::Relation;
using Direction = Futoshiki::Direction;
using Link = Futoshiki::Link;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
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

bool Futoshiki::operator==(const Futoshiki& o) const {
  return n == o.n && adjacent == o.adjacent && grid == o.grid && right == o.right && down == o.down;
}

std::string Futoshiki::header_options() const {
  return std::to_string(n) + (adjacent ? " adjacent" : "");
}

rules::ValueRuleSet Futoshiki::rules(rules::PairEncoding encoding) const {
  using rules::CellPair;
  using rules::PairKind;
  const rules::GridShape shape{n, n};
  rules::Groups lines = rules::rows_of(shape);
  lines.append(rules::columns_of(shape));
  std::vector<CellPair> pairs;
  for (const Link& link : links()) switch (link.relation) {
      case Relation::Less:
        pairs.push_back({link.second, link.first, PairKind::Greater});
        break;
      case Relation::Greater:
        pairs.push_back({link.first, link.second, PairKind::Greater});
        break;
      case Relation::Adjacent:
        pairs.push_back({link.first, link.second, PairKind::Consecutive});
        break;
      case Relation::None:
        if (adjacent) pairs.push_back({link.first, link.second, PairKind::NotConsecutive});
        break;
    }
  return rules::ValueRuleSet(shape, rules::ValueDomain::one_to(std::vector<int>(at(n * n), n)),
                             {std::make_shared<rules::Distinct>(shape, std::move(lines), n),
                              std::make_shared<rules::Related>(shape, std::move(pairs), encoding)});
}

std::optional<Violation> Futoshiki::check(const Grid& s) const {
  return rules().evaluate(s);
}

void encode_futoshiki(const Futoshiki& p, Cnf& cnf, const EncodeOptions& options,
                      RelationEncoding relations) {
  const rules::ValueRuleSet set = p.rules(relations);
  set.encode(cnf, options, p.grid, 1);  // the structure, the givens, then the clues
}

void Futoshiki::encode(Cnf& cnf, const EncodeOptions& options) const {
  encode_futoshiki(*this, cnf, options, RelationEncoding::Support);
}

std::unique_ptr<NativeRules> Futoshiki::native_rules() const {
  return rules().native(grid);
}

}  // namespace gridsat

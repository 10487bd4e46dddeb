// The values layer of an answer: one number per cell (ripple effect's digits, a kropki square's),
// each cell taking one of the layer's values that its own domain allows (a ripple cell: 1 to its
// room's size). The rules of encoder/rules/ over it are stated in the same three readings as over
// the shading layer (rule.hpp): an evaluator that reads a finished answer plainly and includes
// neither encodings/ nor propagators/, clauses through encodings/, and a propagation on the
// native search's candidates (bit i: the layer's i-th value). tests/rules holds them against each
// other on every answer of small grids.
//
// The encoding is one-hot, as gridsat's values genres have always been (a sudoku's cells): a
// variable for each value a cell may take and nothing for the others, exactly one true per cell
// (encodings/amo, `--amo`). Comparisons and sums, when a rule needs them, build order literals
// over it, as the sudoku's variant rules do.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cnf/cnf.hpp"
#include "puzzles/native_rules.hpp"
#include "puzzles/puzzle.hpp"
#include "rules/shading.hpp"

namespace gridsat::rules {

// The values a layer holds: `values`, ascending (at most 64: a cell's candidates are 64 bits),
// and per cell (row-major) the indices into `values` it may take.
struct ValueDomain {
  std::vector<int> values;
  std::vector<Candidates> allowed;

  // Values 1..largest[cell] for each cell: the domain of most values genres.
  static ValueDomain one_to(const std::vector<int>& largest);
  // Values lowest..largest[cell] for each cell (magnets: -1 to 1).
  static ValueDomain from(int lowest, const std::vector<int>& largest);
  // The index of `value` in `values`, or -1.
  int index_of(int value) const;
  bool allows(int cell, int value) const;
};

// The layer's variables in one encoding: one per cell and value it allows, consecutive, named in
// the answer map as that cell's value; exactly one of a cell's is true.
class ValueVars {
 public:
  ValueVars(Cnf& cnf, GridShape shape, const ValueDomain& domain, Amo amo);
  // "cell holds value", or 0 when its domain does not allow the value.
  Lit is(int cell, int value) const;
  GridShape shape() const { return shape_; }
  const ValueDomain& domain() const { return domain_; }

 private:
  GridShape shape_;
  ValueDomain domain_;
  std::vector<Lit> first_;  // per cell: the variable of its smallest allowed value
};

class ValueRule {
 public:
  virtual ~ValueRule() = default;
  // For messages: "two equal numbers n in a row or column are more than n cells apart".
  virtual std::string describe() const = 0;
  // The rule on a complete answer (every cell one of its domain's values): the first break.
  virtual std::optional<Violation> evaluate(const Grid& values) const = 0;
  virtual void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const = 0;
  // As ShadingRule::propagate, candidates bit i standing for domain.values[i].
  virtual bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                         bool& changed) const = 0;
  // Whether propagate_near reads only near the touched cells (else it propagates everything): a
  // set without such a rule propagates whole after a decision, without rounds.
  virtual bool local() const { return false; }
  // The same, on candidates that were a fixpoint of this rule until the cells in `touched`
  // narrowed (as ShadingRule::propagate_near). The default propagates everything.
  virtual bool propagate_near(const ValueDomain& domain, std::vector<Candidates>& cells,
                              bool& changed, std::span<const int> touched) const {
    (void)touched;
    return propagate(domain, cells, changed);
  }
  // Whether propagate_near leaves the cells at the rule's own fixpoint (as ShadingRule::closed):
  // a round after one in which it alone narrowed cells spares it.
  virtual bool closed() const { return false; }
  // Where the native search branches, when this rule knows better than the fewest candidates
  // (as ShadingRule::choose).
  virtual bool choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const {
    (void)cells;
    (void)out;
    return false;
  }
  // A global rule that encode leaves out in a lazy run: the cuts of a complete answer (as
  // ShadingRule::cuts; a literal names a cell and one of its values).
  virtual std::vector<Cut> cuts(const Grid& answer) const {
    (void)answer;
    return {};
  }
};

using ValueRulePtr = std::shared_ptr<const ValueRule>;

// A values genre's rules: the domain, then the rules in order (as RuleSet for the shading layer).
class ValueRuleSet {
 public:
  ValueRuleSet(GridShape shape, ValueDomain domain, std::vector<ValueRulePtr> rules);

  GridShape shape() const { return shape_; }
  const ValueDomain& domain() const { return domain_; }
  const std::vector<ValueRulePtr>& rules() const { return rules_; }

  // The first cell whose value its domain does not allow, then the first broken rule.
  std::optional<Violation> evaluate(const Grid& answer) const;
  // The layer's variables (exactly one value per cell), then every rule's clauses.
  ValueVars encode(Cnf& cnf, const EncodeOptions& options) const;
  // The same with `givens` (a value or kUnknown per cell) as unit clauses between the rules
  // before `first_clue_rule` and the others: a puzzle whose later rules are its switchable clues
  // (signs, side clues) writes them last, as the setter's clue solver wants a clue's clauses. A
  // given its cell cannot take is the empty clause.
  ValueVars encode(Cnf& cnf, const EncodeOptions& options, const Grid& givens,
                   std::size_t first_clue_rule) const;
  // The native rules, starting from `givens` (a value or kUnknown per cell; empty: none). A
  // given its cell cannot take leaves the cell without candidates.
  std::unique_ptr<NativeRules> native(const Grid& givens) const;
  // Every rule's cuts of a complete answer.
  std::vector<Cut> cuts(const Grid& answer) const;

 private:
  GridShape shape_;
  ValueDomain domain_;
  std::vector<ValueRulePtr> rules_;
};

}  // namespace gridsat::rules

// A genre's rules as one declaration: its grid, the givens of its shading and its rules in order.
// The rule set gives what a Puzzle needs of its rules: the rules check, the encoding (the
// layer's variables, then each rule's clauses in the order declared), the lazy cuts of the
// global rules, and the native rules (each rule's propagation in turn until none narrows a cell,
// branching where the first rule that offers a choice says).
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "rules/rule.hpp"

namespace gridsat::rules {

using RulePtr = std::shared_ptr<const ShadingRule>;

class RuleSet {
 public:
  // Throws std::logic_error when a rule needs a fact (rule.hpp) that no rule of the set gives:
  // a declaration that cannot work.
  RuleSet(GridShape shape, std::vector<RulePtr> rules);

  GridShape shape() const { return shape_; }
  const std::vector<RulePtr>& rules() const { return rules_; }

  // The first broken rule of a complete answer (a value other than 0 and 1 first), or nothing.
  std::optional<Violation> evaluate(const Grid& answer) const;
  // The layer's variables, a unit clause per given cell (0 or 1 in `givens`; an empty grid:
  // none), then every rule's clauses.
  ShadingVars encode(Cnf& cnf, const EncodeOptions& options, const Grid& givens = {}) const;
  // The layer's variables, a unit per given cell and every rule's size estimate
  // (ShadingRule::size).
  EncodingSize size(const EncodeOptions& options, const Grid& givens = {}) const;
  // Every rule's cuts of a complete answer.
  std::vector<Cut> cuts(const Grid& answer) const;
  // The native rules, starting from `givens` (0, 1 or kUnknown per cell; an empty grid: none).
  std::unique_ptr<NativeRules> native(const Grid& givens) const;

 private:
  // Per cell, whether a rule keeps it unshaded (ShadingRule::kept_unshaded); empty for none.
  std::vector<char> kept_cells() const;

  GridShape shape_;
  std::vector<RulePtr> rules_;
};

// A rule set kept by a puzzle between calls (the lazy cuts at every model, the checks, the native
// search each ask for the rules), rebuilt when the state the rules are made from (`Key`,
// compared by value) is not the one they were built from. A copy starts empty. `Set` may be a
// ValueRuleSet (rules/values.hpp) whose rules keep no search state (not Distinct with
// hall_values, not Skyline), or a LoopRuleSet (rules/loop.hpp): the set is shared by every
// caller.
template <class Key, class Set = RuleSet>
class RuleSetCache {
 public:
  RuleSetCache() = default;
  RuleSetCache(const RuleSetCache&) {}
  RuleSetCache& operator=(const RuleSetCache&) {
    const std::lock_guard lock(mutex_);
    rules_.reset();
    return *this;
  }

  template <class Build>
  Set get(const Key& key, Build build) const {
    const std::lock_guard lock(mutex_);
    if (!rules_ || key_ != key) {
      rules_ = std::make_shared<const Set>(build());
      key_ = key;
    }
    return *rules_;
  }

 private:
  mutable std::mutex mutex_;
  mutable Key key_{};
  mutable std::shared_ptr<const Set> rules_;
};

}  // namespace gridsat::rules

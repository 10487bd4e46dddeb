#include "rules/values.hpp"

#include <algorithm>
#include <stdexcept>

#include "encodings/amo.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

ValueDomain ValueDomain::one_to(const std::vector<int>& largest) {
  return from(1, largest);
}

ValueDomain ValueDomain::from(int lowest, const std::vector<int>& largest) {
  ValueDomain d;
  const int most = largest.empty() ? lowest - 1 : *std::max_element(largest.begin(), largest.end());
  if (most - lowest >= 64) throw std::invalid_argument("a cell takes at most 64 values");
  for (int v = lowest; v <= most; ++v) d.values.push_back(v);
  for (int top : largest) {
    const int count = top - lowest + 1;
    d.allowed.push_back(count <= 0    ? 0
                        : count >= 64 ? ~Candidates{0}
                                      : (Candidates{1} << count) - 1);
  }
  return d;
}

int ValueDomain::index_of(int value) const {
  if (values.empty()) return -1;
  // Most domains are a run of numbers (1 to n, 0 to k): the index is the distance to the first.
  const int first = values.front();
  if (values.back() - first + 1 == static_cast<int>(values.size()))
    return value >= first && value <= values.back() ? value - first : -1;
  const auto it = std::lower_bound(values.begin(), values.end(), value);
  return it != values.end() && *it == value ? static_cast<int>(it - values.begin()) : -1;
}

bool ValueDomain::allows(int cell, int value) const {
  const int i = index_of(value);
  return i >= 0 && cell >= 0 && at(cell) < allowed.size() && ((allowed[at(cell)] >> i) & 1);
}

// Every cell's variables first, then each cell's exactly-one (whose encodings may add variables
// of their own), as the hand-written values genres have always laid them out.
ValueVars::ValueVars(Cnf& cnf, GridShape shape, const ValueDomain& domain, Amo amo)
    : shape_(shape), domain_(domain) {
  int total = 0;
  for (int cell = 0; cell < shape.cells(); ++cell) total += popcount(domain.allowed[at(cell)]);
  Lit next = cnf.new_vars(total);
  std::vector<std::vector<Lit>> lits(at(shape.cells()));
  for (int cell = 0; cell < shape.cells(); ++cell) {
    first_.push_back(next);
    const Candidates allowed = domain.allowed[at(cell)];
    for (std::size_t i = 0; i < domain.values.size(); ++i)
      if ((allowed >> i) & 1) {
        cnf.answer().add(cell / shape.cols, cell % shape.cols, domain.values[i], next);
        lits[at(cell)].push_back(next++);
      }
  }
  for (const std::vector<Lit>& cell : lits) exactly_one(cnf, cell, amo);
}

Lit ValueVars::is(int cell, int value) const {
  const int i = domain_.index_of(value);
  if (i < 0) return 0;
  const Candidates allowed = domain_.allowed[at(cell)];
  if (!((allowed >> i) & 1)) return 0;
  // The allowed values below i come first.
  return first_[at(cell)] + popcount(allowed & ((Candidates{1} << i) - 1));
}

ValueRuleSet::ValueRuleSet(GridShape shape, ValueDomain domain, std::vector<ValueRulePtr> rules)
    : shape_(shape), domain_(std::move(domain)), rules_(std::move(rules)) {
  if (domain_.values.size() > 64 || domain_.allowed.size() != at(shape.cells()))
    throw std::logic_error("a values layer takes at most 64 values and a domain per cell");
}

std::optional<Violation> ValueRuleSet::evaluate(const Grid& answer) const {
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    const int v = answer.cells[at(cell)];
    if (domain_.allows(cell, v)) continue;
    const Candidates allowed = domain_.allowed[at(cell)];
    // A cell with one value (kakuro's black cells: 0) says which; one whose values run from lo
    // to hi without a gap says so.
    const int lo = domain_.values[at(lowest_index(allowed))];
    const int hi = domain_.values[at(63 - __builtin_clzll(allowed))];
    const std::string text =
        popcount(allowed) == 1 ? cell_name(cell, shape_.cols) + " holds " + std::to_string(v) +
                                     ", not " + std::to_string(lo)
        : popcount(allowed) == hi - lo + 1
            ? "value " + std::to_string(v) + " is outside " + std::to_string(lo) + ".." +
                  std::to_string(hi)
            : "value " + std::to_string(v) + " cannot stand in " + cell_name(cell, shape_.cols);
    return Violation{text, cell / shape_.cols, cell % shape_.cols};
  }
  for (const ValueRulePtr& rule : rules_)
    if (auto broken = rule->evaluate(answer)) return broken;
  return std::nullopt;
}

ValueVars ValueRuleSet::encode(Cnf& cnf, const EncodeOptions& options) const {
  ValueVars vars(cnf, shape_, domain_, options.amo);
  for (const ValueRulePtr& rule : rules_) rule->encode(cnf, vars, options);
  return vars;
}

ValueVars ValueRuleSet::encode(Cnf& cnf, const EncodeOptions& options, const Grid& givens,
                               std::size_t first_clue_rule) const {
  ValueVars vars(cnf, shape_, domain_, options.amo);
  for (std::size_t k = 0; k < rules_.size() && k < first_clue_rule; ++k)
    rules_[k]->encode(cnf, vars, options);
  for (int cell = 0; cell < shape_.cells() && at(cell) < givens.cells.size(); ++cell)
    if (const int v = givens.cells[at(cell)]; v != kUnknown) {
      if (const Lit holds = vars.is(cell, v))
        cnf.add({holds});
      else
        cnf.add(std::vector<Lit>{});
    }
  for (std::size_t k = first_clue_rule; k < rules_.size(); ++k)
    rules_[k]->encode(cnf, vars, options);
  return vars;
}

namespace {

class ValuesNative final : public NativeRules {
 public:
  ValuesNative(const ValueRuleSet& set, const Grid& givens)
      : rules_(set.rules()), domain_(set.domain()), initial_(set.domain().allowed) {
    for (const ValueRulePtr& rule : rules_) local_ = local_ || rule->local();
    for (std::size_t cell = 0; cell < givens.cells.size() && cell < initial_.size(); ++cell) {
      const int v = givens.cells[cell];
      if (v == kUnknown) continue;
      const int i = domain_.index_of(v);
      initial_[cell] &= i < 0 ? 0 : Candidates{1} << i;
    }
  }

  const std::vector<int>& values() const override { return domain_.values; }
  std::vector<Candidates> initial() const override { return initial_; }

  // Every rule whole; then, where the rules are local, near the cells that round narrowed, as
  // after a decision; else whole again until none narrows more.
  bool propagate(std::vector<Candidates>& cells) const override {
    for (Candidates c : cells)
      if (c == 0) return false;
    thread_local std::vector<Candidates> before;
    if (local_) before.assign(cells.begin(), cells.end());
    for (;;) {
      bool changed = false;
      for (const ValueRulePtr& rule : rules_)
        if (!rule->propagate(domain_, cells, changed)) return false;
      if (!changed) return true;
      if (local_) break;
    }
    thread_local std::vector<int> touched;
    touched.clear();
    return near(cells, touched, before);
  }

  // Each rule near the cells narrowed since the last round, in rounds, until none narrows more.
  bool propagate_after(std::vector<Candidates>& cells,
                       std::span<const int> narrowed) const override {
    if (!local_) return propagate(cells);
    for (Candidates c : cells)
      if (c == 0) return false;
    // Work space kept from one search node to the next (one search at a time per thread).
    thread_local std::vector<int> touched;
    thread_local std::vector<Candidates> before;
    touched.assign(narrowed.begin(), narrowed.end());
    before.assign(cells.begin(), cells.end());
    return near(cells, touched, before);
  }

  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    out.clear();
    for (const ValueRulePtr& rule : rules_)
      if (rule->choose(cells, out)) return;
    choose_fewest_candidates(cells, out);
  }

 private:
  // The rounds near `touched`, which first takes the cells that differ from `before` (the
  // candidates when the rules were last at a fixpoint, kept up to date). A closed rule that alone
  // narrowed the round before sits the next one out (its own cells are at its fixpoint), and a
  // lone rule then ends the rounds.
  bool near(std::vector<Candidates>& cells, std::vector<int>& touched,
            std::vector<Candidates>& before) const {
    std::size_t spared = rules_.size();
    for (;;) {
      for (std::size_t cell = 0; cell < cells.size(); ++cell)
        if (cells[cell] != before[cell]) {
          touched.push_back(static_cast<int>(cell));
          before[cell] = cells[cell];
        }
      if (touched.empty()) return true;
      std::size_t narrowing = 0, last = 0;
      for (std::size_t i = 0; i < rules_.size(); ++i) {
        if (i == spared) continue;
        bool changed = false;
        if (!rules_[i]->propagate_near(domain_, cells, changed, touched)) return false;
        if (changed) ++narrowing, last = i;
      }
      touched.clear();
      if (narrowing == 0) return true;
      spared = narrowing == 1 && rules_[last]->closed() ? last : rules_.size();
      if (spared < rules_.size() && rules_.size() == 1) return true;
    }
  }

  std::vector<ValueRulePtr> rules_;
  ValueDomain domain_;
  std::vector<Candidates> initial_;
  bool local_ = false;  // some rule propagates near the narrowed cells
};

}  // namespace

std::unique_ptr<NativeRules> ValueRuleSet::native(const Grid& givens) const {
  return std::make_unique<ValuesNative>(*this, givens);
}

std::vector<Cut> ValueRuleSet::cuts(const Grid& answer) const {
  std::vector<Cut> out;
  for (const ValueRulePtr& rule : rules_)
    for (Cut& cut : rule->cuts(answer)) out.push_back(std::move(cut));
  return out;
}

}  // namespace gridsat::rules

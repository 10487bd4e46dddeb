#include "rules/rule_set.hpp"

#include <stdexcept>

namespace gridsat::rules {

RuleSet::RuleSet(GridShape shape, std::vector<RulePtr> rules)
    : shape_(shape), rules_(std::move(rules)) {
  unsigned given = kNoFacts;
  for (const RulePtr& rule : rules_) given |= rule->facts();
  for (const RulePtr& rule : rules_)
    if ((rule->needs() & ~given) != 0)
      throw std::logic_error("the rule \"" + rule->describe() +
                             "\" relies on a fact that no rule of the declaration gives");
}

std::optional<Violation> RuleSet::evaluate(const Grid& answer) const {
  for (int r = 0; r < answer.rows; ++r)
    for (int c = 0; c < answer.cols; ++c)
      if (answer.at(r, c) != 0 && answer.at(r, c) != 1)
        return Violation{"value " + std::to_string(answer.at(r, c)) + " is not 0 or 1", r, c};
  for (const RulePtr& rule : rules_)
    if (auto broken = rule->evaluate(answer)) return broken;
  return std::nullopt;
}

ShadingVars RuleSet::encode(Cnf& cnf, const EncodeOptions& options, const Grid& givens) const {
  ShadingVars vars(cnf, shape_);
  vars.keep_unshaded(kept_cells());
  for (int cell = 0; cell < static_cast<int>(givens.cells.size()); ++cell) {
    const int given = givens.cells[static_cast<std::size_t>(cell)];
    if (given == 0 || given == 1) cnf.add({given == 1 ? vars.shaded(cell) : -vars.shaded(cell)});
  }
  for (const RulePtr& rule : rules_) rule->encode(cnf, vars, options);
  return vars;
}

EncodingSize RuleSet::size(const EncodeOptions& options, const Grid& givens) const {
  const auto cells = static_cast<double>(shape_.cells());
  EncodingSize out{cells, 0, 0};
  for (int given : givens.cells)
    if (given == 0 || given == 1) out += clauses_of_width(1, 1);
  const std::vector<char> kept = kept_cells();
  for (const RulePtr& rule : rules_) out += rule->size(options, kept);
  return out;
}

std::vector<char> RuleSet::kept_cells() const {
  std::vector<char> kept;
  for (const RulePtr& rule : rules_)
    for (int cell : rule->kept_unshaded()) {
      kept.resize(static_cast<std::size_t>(shape_.cells()), 0);
      kept[static_cast<std::size_t>(cell)] = 1;
    }
  return kept;
}

std::vector<Cut> RuleSet::cuts(const Grid& answer) const {
  std::vector<Cut> out;
  for (const RulePtr& rule : rules_)
    for (Cut& cut : rule->cuts(answer)) out.push_back(std::move(cut));
  return out;
}

namespace {

class ShadingNative final : public NativeRules {
 public:
  ShadingNative(const RuleSet& set, const Grid& givens) : rules_(set.rules()) {
    for (const RulePtr& rule : rules_) cheap_ += !rule->costly();
    initial_.assign(static_cast<std::size_t>(set.shape().cells()), kEither);
    for (std::size_t cell = 0; cell < givens.cells.size() && cell < initial_.size(); ++cell)
      if (givens.cells[cell] == 0 || givens.cells[cell] == 1)
        initial_[cell] = Candidates{1} << givens.cells[cell];
  }

  const std::vector<int>& values() const override { return values_; }
  std::vector<Candidates> initial() const override { return initial_; }

  bool propagate(std::vector<Candidates>& cells) const override {
    for (Candidates c : cells)
      if (c == 0) return false;
    for (;;) {
      bool changed = false;
      for (const RulePtr& rule : rules_)
        if (!rule->costly() && !rule->propagate(cells, changed)) return false;
      if (changed) continue;  // the cheap rules first, to their fixpoint
      if (!costly_round(cells, changed)) return false;
      if (!changed) return true;
    }
  }

  // Rounds: each cheap rule propagates near the cells that narrowed since the round before (at
  // first the search's), until a round narrows nothing (a closed rule that alone narrowed the
  // round before sits the next one out: its own cells are at its fixpoint, and a lone cheap rule
  // ends the rounds); then the costly rules run whole, in turn, and what one narrows starts the
  // rounds again (with the cells a lone cheap rule narrowed, which it has seen).
  bool propagate_after(std::vector<Candidates>& cells,
                       std::span<const int> narrowed) const override {
    for (Candidates c : cells)
      if (c == 0) return false;
    std::vector<int> touched(narrowed.begin(), narrowed.end());
    std::vector<Candidates> before = cells;
    auto collect = [&] {  // the cells narrowed since `before`, which catches up
      touched.clear();
      for (std::size_t cell = 0; cell < cells.size(); ++cell)
        if (cells[cell] != before[cell]) {
          touched.push_back(static_cast<int>(cell));
          before[cell] = cells[cell];
        }
    };
    for (;;) {
      std::size_t spared = rules_.size();  // the rule that alone narrowed the last round, closed
      while (!touched.empty()) {
        std::size_t narrowing = 0, last = 0;
        for (std::size_t i = 0; i < rules_.size(); ++i) {
          if (rules_[i]->costly() || i == spared) continue;
          bool changed = false;
          if (!rules_[i]->propagate_near(cells, changed, touched)) return false;
          if (changed) ++narrowing, last = i;
        }
        if (narrowing == 0) break;  // nothing narrowed: `before` is current
        spared = narrowing == 1 && rules_[last]->closed() ? last : rules_.size();
        if (spared < rules_.size() && cheap_ == 1) break;  // no other cheap rule to tell
        collect();
      }
      bool changed = false;
      if (!costly_round(cells, changed)) return false;
      if (!changed) return true;
      collect();
    }
  }

  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    out.clear();
    for (const RulePtr& rule : rules_)
      if (rule->choose(cells, out)) return;
    choose_fewest_candidates(cells, out);
  }

 private:
  // The costly rules in order, each only once those before it narrow nothing: what one narrows
  // goes back to the cheap rules first.
  bool costly_round(std::vector<Candidates>& cells, bool& changed) const {
    for (const RulePtr& rule : rules_)
      if (rule->costly()) {
        if (!rule->propagate(cells, changed)) return false;
        if (changed) return true;
      }
    return true;
  }

  std::vector<RulePtr> rules_;
  int cheap_ = 0;  // the rules that are not costly
  std::vector<Candidates> initial_;
  std::vector<int> values_ = {0, 1};
};

}  // namespace

std::unique_ptr<NativeRules> RuleSet::native(const Grid& givens) const {
  return std::make_unique<ShadingNative>(*this, givens);
}

}  // namespace gridsat::rules

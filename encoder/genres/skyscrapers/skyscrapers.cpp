// Skyscrapers' rules are a rule set of the values layer (rules/): the Latin square (Distinct over
// the rows and columns, with propagators/all_different's Hall-set reasoning and branching) and
// the clues (rules/skyline.hpp: the visibility encodings of encodings/visibility, with
// `permutations`, and the exact line pass of propagators/lines, or past its budget the pass per
// clue, with the count clues' starting deductions). They give the check, the clauses and the
// native rules; encode writes the Latin square, then the givens, then the clues (the order the
// setter's clue solver wants: a clue's clauses last).
#include "genres/skyscrapers/skyscrapers.hpp"

#include "rules/distinct.hpp"
#include "rules/skyline.hpp"

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

rules::ValueRuleSet skyscrapers_rule_set(const Skyscrapers& p, std::size_t max_states) {
  const rules::GridShape shape{p.n, p.n};
  rules::Groups lines = rules::rows_of(shape);
  lines.append(rules::columns_of(shape));
  return rules::ValueRuleSet(shape,
                             rules::ValueDomain::one_to(std::vector<int>(at(p.n * p.n), p.n)),
                             {std::make_shared<rules::Distinct>(shape, std::move(lines), p.n),
                              std::make_shared<rules::Skyline>(
                                  p.n, p.clues, p.sum ? Seen::Sum : Seen::Count, max_states)});
}

std::optional<Violation> Skyscrapers::check(const Grid& s) const {
  return skyscrapers_rule_set(*this, 0).evaluate(s);
}

void Skyscrapers::encode(Cnf& cnf, const EncodeOptions& options) const {
  const rules::ValueRuleSet set = skyscrapers_rule_set(*this, 0);
  set.encode(cnf, options, grid, 1);  // the structure, the givens, then the clues
}

std::unique_ptr<NativeRules> Skyscrapers::native_rules() const {
  return skyscrapers_rules(*this, kDefaultLineStates);
}

std::unique_ptr<NativeRules> skyscrapers_rules(const Skyscrapers& puzzle, std::size_t max_states) {
  return skyscrapers_rule_set(puzzle, max_states).native(puzzle.grid);
}

}  // namespace gridsat

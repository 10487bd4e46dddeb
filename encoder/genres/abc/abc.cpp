// Easy as ABC's rules are a rule set of the values layer (rules/): the values 0 (a blank) to K,
// each letter once and N - K blanks in every row and column (Occurs: the letters' exactly-ones,
// then the blanks as a cardinality constraint, implied, but it lets propagation count blanks),
// and the clues (FirstSeen: encodings/visibility's first-seen constraint, propagators/lines'
// pass). They give the check, the clauses and the native rules; encode writes the rows and
// columns, then the givens, then the clues (the clue solver wants a clue's clauses last).
#include "genres/abc/abc.hpp"

#include "rules/first_seen.hpp"
#include "rules/occurs.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::string letter_text(int letter) {
  return std::string(1, static_cast<char>('A' + letter - 1));
}

std::optional<int> letter_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A' + 1;
  if (c >= 'a' && c <= 'z') return c - 'a' + 1;
  return std::nullopt;
}

Abc::Abc(int size, int num_letters) : n(size), letters(num_letters), grid(size, size) {
  for (auto& side : clues) side.assign(at(size), 0);
}

std::string Abc::header_options() const {
  return std::to_string(n) + " letters=" + std::to_string(letters);
}

std::string Abc::value_text(int value) const {
  return value == 0 ? "." : letter_text(value);
}

std::optional<int> Abc::parse_value(std::string_view text) const {
  if (text == "." || text == "-") return 0;
  if (text.size() != 1) return std::nullopt;
  auto v = letter_value(text[0]);
  if (!v || *v > letters) return std::nullopt;
  return v;
}

rules::ValueRuleSet Abc::rules() const {
  return rules_cache_.get(RulesKey{n, letters, clues}, [&] { return build_rules(); });
}

rules::ValueRuleSet Abc::build_rules() const {
  const rules::GridShape shape{n, n};
  rules::Groups lines = rules::rows_of(shape);
  lines.append(rules::columns_of(shape));
  rules::ValueDomain domain;
  std::vector<rules::Occurrence> occurrences;
  std::vector<std::string> names;
  for (int v = 0; v <= letters; ++v) {
    domain.values.push_back(v);
    occurrences.push_back(v == 0 ? rules::Occurrence{0, n - letters, "blank", true}
                                 : rules::Occurrence{v, 1, "letter " + letter_text(v)});
    names.push_back(value_text(v));
  }
  domain.allowed.assign(at(n * n), (Candidates{1} << (letters + 1)) - 1);
  return rules::ValueRuleSet(
      shape, std::move(domain),
      {std::make_shared<rules::Occurs>(shape, std::move(lines), std::move(occurrences)),
       std::make_shared<rules::FirstSeen>(n, letters, clues, std::move(names), "letter")});
}

std::optional<Violation> Abc::check(const Grid& s) const {
  return rules().evaluate(s);
}

void Abc::encode(Cnf& cnf, const EncodeOptions& options) const {
  const rules::ValueRuleSet set = rules();
  set.encode(cnf, options, grid, 1);  // the structure, the givens, then the clues
}

std::unique_ptr<NativeRules> Abc::native_rules() const {
  return rules().native(grid);
}

}  // namespace gridsat

#include "rules/on_numbers.hpp"

namespace gridsat::rules {

OnNumbers::OnNumbers(GridShape shape, ValueDomain domain, std::shared_ptr<const ShadingRule> rule,
                     int blank)
    : shape_(shape), domain_(std::move(domain)), rule_(std::move(rule)), blank_(blank) {}

void OnNumbers::encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const {
  const ShadingVars numbered(cnf, shape_, ShadingVars::Unnamed{});
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    const Lit blank = vars.is(cell, blank_);
    if (blank == 0) {
      cnf.add({numbered.shaded(cell)});
      continue;
    }
    cnf.add({numbered.shaded(cell), blank});
    cnf.add({-numbered.shaded(cell), -blank});
  }
  rule_->encode(cnf, numbered, options);
}

bool OnNumbers::propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                          bool& changed) const {
  const int index = domain.index_of(blank_);
  const Candidates blank = index < 0 ? 0 : Candidates{1} << index;
  std::vector<Candidates> shading(cells.size());
  for (std::size_t i = 0; i < cells.size(); ++i)
    shading[i] = ((cells[i] & blank) ? kUnshaded : 0) | ((cells[i] & ~blank) ? kShaded : 0);
  bool narrowed = false;
  if (!rule_->propagate(shading, narrowed)) return false;
  if (!narrowed) return true;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (shading[i] == kShaded && !remove(cells[i], blank, changed)) return false;
    if (shading[i] == kUnshaded && !remove(cells[i], ~blank, changed)) return false;
  }
  return true;
}

std::vector<Cut> OnNumbers::cuts(const Grid& answer) const {
  std::vector<Cut> out;
  for (const Cut& cut : rule_->cuts(shading(answer))) {
    Cut values;
    for (const AnswerLiteral& l : cut) {
      const int cell = l.row * shape_.cols + l.col;
      if (l.value == 0) {
        if (domain_.allows(cell, blank_)) values.push_back({l.row, l.col, blank_});
        continue;
      }
      for (int v : domain_.values)
        if (v != blank_ && domain_.allows(cell, v)) values.push_back({l.row, l.col, v});
    }
    out.push_back(std::move(values));
  }
  return out;
}

}  // namespace gridsat::rules

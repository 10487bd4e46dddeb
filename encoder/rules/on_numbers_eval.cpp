#include "rules/on_numbers.hpp"

namespace gridsat::rules {

Grid OnNumbers::shading(const Grid& values) const {
  Grid out(shape_.rows, shape_.cols, 0);
  for (std::size_t i = 0; i < values.cells.size(); ++i)
    out.cells[i] = values.cells[i] != blank_ ? 1 : 0;
  return out;
}

std::optional<Violation> OnNumbers::evaluate(const Grid& values) const {
  return rule_->evaluate(shading(values));
}

}  // namespace gridsat::rules

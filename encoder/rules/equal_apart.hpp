// Equal numbers apart by their size: two cells of one row or column that hold the same number n
// have at least n other cells between them (ripple effect, puzz.link `ripple`: pzprjs's
// checkRippleNumber looks n cells right and n cells down from every n).
//
// Encoded as one binary clause per pair of cells and number n they could both hold that stand
// n or fewer cells apart; propagated as a decided n taking n from the n cells on each side of it
// in its row and column. Both are linear in the cells times the largest number.
#pragma once

#include <vector>

#include "rules/values.hpp"

namespace gridsat::rules {

class EqualApart final : public ValueRule {
 public:
  explicit EqualApart(GridShape shape);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& values) const override;
  void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const override;
  bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                 bool& changed) const override;

 private:
  GridShape shape_;
};

}  // namespace gridsat::rules

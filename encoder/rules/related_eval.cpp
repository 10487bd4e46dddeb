// Relations read plainly: each pair's two numbers against its relation.
#include "rules/related.hpp"

namespace gridsat::rules {
namespace {

bool keeps(PairKind kind, int a, int b) {
  const bool consecutive = a - b == 1 || b - a == 1;
  const bool twice = a == 2 * b || b == 2 * a;
  switch (kind) {
    case PairKind::Consecutive:
      return consecutive;
    case PairKind::Double:
      return twice;
    case PairKind::Neither:
      return !consecutive && !twice;
  }
  return false;
}

}  // namespace

std::string Related::describe() const {
  return "numbers joined by a white dot differ by 1, by a black dot one is twice the other, and "
         "without a dot neither";
}

std::optional<Violation> Related::evaluate(const Grid& values) const {
  for (const CellPair& pair : pairs_) {
    const int a = values.cells[static_cast<std::size_t>(pair.first)];
    const int b = values.cells[static_cast<std::size_t>(pair.second)];
    if (keeps(pair.kind, a, b)) continue;
    const std::string cells = cell_name(pair.first, shape_.cols) + " and " +
                              cell_name(pair.second, shape_.cols) + " (" + std::to_string(a) +
                              " and " + std::to_string(b) + ")";
    const std::string why = pair.kind == PairKind::Consecutive ? " do not differ by 1"
                            : pair.kind == PairKind::Double    ? ": neither is twice the other"
                                                               : " are consecutive or one twice "
                                                                 "the other, without a dot";
    return Violation{cells + why, pair.second / shape_.cols, pair.second % shape_.cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules

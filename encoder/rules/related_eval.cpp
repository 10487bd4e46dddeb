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
    case PairKind::Different:
      return a != b;
    case PairKind::Greater:
      return a > b;
    case PairKind::NotConsecutive:
      return !consecutive;
    case PairKind::DifferentUnlessBlank:
      return a != b || a == 0;
    case PairKind::Opposite:
      return (a == 0) == (b == 0) && (a != b || a == 0);
  }
  return false;
}

}  // namespace

std::string Related::describe() const {
  return "listed pairs of cells keep their relation: numbers one apart (a white dot), one twice "
         "the other (a black dot), neither of those (no dot), different, the first greater, not "
         "one apart, different unless both blank, or both blank or two different numbers";
}

std::string Related::name(int value) const {
  return names_ ? names_(value) : std::to_string(value);
}

std::optional<Violation> Related::evaluate(const Grid& values) const {
  for (const CellPair& pair : pairs_) {
    const int a = values.cells[static_cast<std::size_t>(pair.first)];
    const int b = values.cells[static_cast<std::size_t>(pair.second)];
    if (keeps(pair.kind, a, b)) continue;
    const std::string first = cell_name(pair.first, shape_.cols);
    const std::string second = cell_name(pair.second, shape_.cols);
    std::string message;
    switch (pair.kind) {
      case PairKind::Greater:
        message = first + " (" + name(a) + ") is not greater than " + second + " (" + name(b) + ")";
        break;
      case PairKind::Different:
      case PairKind::DifferentUnlessBlank:
        message = first + " and " + second + " both hold " + name(a);
        break;
      case PairKind::Opposite:
        message = first + " and " + second + " (" + name(a) + " and " + name(b) +
                  ") are not both blank nor two different numbers";
        break;
      default: {
        message = first + " and " + second + " (" + name(a) + " and " + name(b) + ")" +
                  (pair.kind == PairKind::Consecutive ? " do not differ by 1"
                   : pair.kind == PairKind::Double    ? ": neither is twice the other"
                   : pair.kind == PairKind::NotConsecutive
                       ? " differ by 1, unmarked as one apart"
                       : " are consecutive or one twice the other, without a dot");
      }
    }
    return Violation{message, pair.second / shape_.cols, pair.second % shape_.cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules

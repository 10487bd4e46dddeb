// Cages read plainly: the values of each cage combined by its operation, and its differing pairs.
#include <algorithm>

#include "rules/cages.hpp"

namespace gridsat::rules {
namespace {

bool makes(Arithmetic op, long long target, const std::vector<long long>& v) {
  long long sum = 0, product = 1;  // a product past the target stops growing: it stays past it
  for (long long x : v) {
    sum += x;
    if (product <= target) product *= x;
  }
  const bool two = v.size() == 2;
  const long long big = two ? std::max(v[0], v[1]) : 0, small = two ? std::min(v[0], v[1]) : 0;
  const bool difference = two && big - small == target;
  const bool quotient = two && small != 0 && big == small * target;
  switch (op) {
    case Arithmetic::Sum:
      return sum == target;
    case Arithmetic::Product:
      return product == target;
    case Arithmetic::Difference:
      return difference;
    case Arithmetic::Quotient:
      return quotient;
    case Arithmetic::Any:
      if (v.size() == 1) return v[0] == target;
      return sum == target || product == target || difference || quotient;
  }
  return false;
}

}  // namespace

std::string Cages::describe() const {
  return "the values of each cage make its target with its operation";
}

std::optional<Violation> Cages::evaluate(const Grid& values) const {
  for (const Cage& cage : cages_) {
    std::vector<long long> v;
    for (int cell : cage.cells) v.push_back(values.cells[static_cast<std::size_t>(cell)]);
    const int cols = shape_.cols;
    const std::string name =
        cage.name.empty() ? "the cage of " + cell_name(cage.cells.front(), cols) : cage.name;
    for (const auto& [i, j] : cage.differ) {
      const std::size_t a = static_cast<std::size_t>(std::min(i, j));
      const std::size_t b = static_cast<std::size_t>(std::max(i, j));
      if (v[a] == v[b])
        return Violation{name + " holds " + std::to_string(v[a]) + " twice (" +
                             cell_name(cage.cells[a], cols) + " and " +
                             cell_name(cage.cells[b], cols) + ")",
                         cage.cells[b] / cols, cage.cells[b] % cols};
    }
    const int at = cage.shown_at >= 0 ? cage.shown_at : cage.cells.front();
    if (makes(cage.op, cage.target, v)) continue;
    if (cage.op == Arithmetic::Sum) {
      long long sum = 0;
      for (long long x : v) sum += x;
      return Violation{
          name + " adds up to " + std::to_string(sum) + ", not " + std::to_string(cage.target),
          at / cols, at % cols};
    }
    return Violation{name + " does not make " + cage.text, at / cols, at % cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules

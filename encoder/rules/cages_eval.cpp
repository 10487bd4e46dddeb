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
    const int first = cage.cells.front();
    const std::string name = "the cage of " + cell_name(first, shape_.cols);
    for (const auto& [a, b] : cage.differ)
      if (v[static_cast<std::size_t>(a)] == v[static_cast<std::size_t>(b)])
        return Violation{
            name + " holds " + std::to_string(v[static_cast<std::size_t>(a)]) + " twice in a line",
            first / shape_.cols, first % shape_.cols};
    if (!makes(cage.op, cage.target, v))
      return Violation{name + " does not make " + cage.text, first / shape_.cols,
                       first % shape_.cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules

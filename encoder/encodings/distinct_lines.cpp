// Pairwise-distinct lines through one-directional difference literals (see distinct_lines.hpp).
#include "encodings/distinct_lines.hpp"

#include <stdexcept>

namespace gridsat {

void lines_differ(Cnf& cnf, std::span<const Lit> a, std::span<const Lit> b) {
  if (a.size() != b.size() || a.empty())
    throw std::invalid_argument("lines_differ: lines must be non-empty and of the same length");
  std::vector<Lit> some_difference;
  some_difference.reserve(a.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    Lit d = cnf.new_var();
    cnf.add({-d, a[i], b[i]});    // d -> not both false
    cnf.add({-d, -a[i], -b[i]});  // d -> not both true
    some_difference.push_back(d);
  }
  cnf.add(some_difference);
}

void pairwise_distinct_lines(Cnf& cnf, const std::vector<std::vector<Lit>>& lines) {
  for (std::size_t i = 0; i < lines.size(); ++i)
    for (std::size_t j = i + 1; j < lines.size(); ++j) lines_differ(cnf, lines[i], lines[j]);
}

}  // namespace gridsat

#include "cnf/cnf.hpp"

#include <cstdlib>
#include <stdexcept>

namespace gridsat {

void Cnf::add(std::span<const Lit> clause) {
  for (Lit lit : clause) {
    if (lit == 0 || std::abs(lit) > num_vars_)
      throw std::logic_error("clause uses an unknown variable");
    literals_.push_back(lit);
  }
  literals_.push_back(0);
  ++num_clauses_;
}

}  // namespace gridsat

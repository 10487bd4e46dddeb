#include "cnf/cnf.hpp"

#include <cstdlib>
#include <stdexcept>

namespace gridsat {

void Cnf::add(std::span<const Lit> clause) {
  const std::size_t start = literals_.size();
  const bool filter = answer_.knows_any();
  for (Lit lit : clause) {
    if (lit == 0 || std::abs(lit) > num_vars_)
      throw std::logic_error("clause uses an unknown variable");
    if (filter) {
      const int known = answer_.known(lit);
      if (known > 0) {  // satisfied in every solution: not needed
        literals_.resize(start);
        return;
      }
      if (known < 0) continue;
    }
    literals_.push_back(lit);
  }
  literals_.push_back(0);
  ++num_clauses_;
  if (stop_ && literals_.size() >= next_stop_check_) {
    next_stop_check_ = literals_.size() + kStopCheckEvery;
    if (stop_()) throw EncodingStopped{};
  }
}

void Cnf::keep_known() {
  std::vector<bool> done(static_cast<std::size_t>(num_vars_) + 1, false);
  for (const CellVar& cv : answer_.entries()) {
    const auto var = static_cast<std::size_t>(cv.var);
    const int known = answer_.known(cv.var);
    if (known == 0 || done[var]) continue;
    done[var] = true;
    literals_.push_back(known > 0 ? cv.var : -cv.var);
    literals_.push_back(0);
    ++num_clauses_;
  }
}

}  // namespace gridsat

// CaDiCaL 1.5.3 has no statistics in its API: a learner that takes no clause but counts the
// offers, one per conflict, gives the conflict count.
#pragma once

#include <cadical.hpp>

namespace gridsat {

class ConflictCounter : public CaDiCaL::Learner {
 public:
  bool learning(int) override {
    ++count;
    return false;
  }
  void learn(int) override {}
  long long count = 0;
};

// Disconnects a solver's terminator and learner before it goes. A solve call that ran out of
// memory (std::bad_alloc) leaves CaDiCaL in its SOLVING state, where the disconnect calls are
// fatal API misuse; the destructor accepts that state, and never calls either of them.
inline void disconnect_callbacks(CaDiCaL::Solver& solver) {
  if (solver.state() == CaDiCaL::SOLVING) return;
  solver.disconnect_terminator();
  solver.disconnect_learner();
}

}  // namespace gridsat

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

}  // namespace gridsat

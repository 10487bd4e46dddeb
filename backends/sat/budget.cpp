#include "sat/budget.hpp"

namespace gridsat {

std::string_view stop_name(StopReason reason) {
  switch (reason) {
    case StopReason::None:
      return "";
    case StopReason::Timeout:
      return "timeout";
    case StopReason::Conflicts:
      return "conflicts";
    case StopReason::Memory:
      return "memory";
    case StopReason::Interrupt:
      return "interrupt";
    case StopReason::Solver:
      return "solver";
  }
  return "";
}

void Budget::start() {
  if (started_) return;
  started_ = true;
  if (limits_.timeout_seconds > 0)
    deadline_ = limits_.since.value_or(std::chrono::steady_clock::now()) +
                steady_seconds(limits_.timeout_seconds);
}

bool Budget::over() {
  start();
  if (interrupted()) {
    reason_ = StopReason::Interrupt;
    return true;
  }
  if (deadline_ && std::chrono::steady_clock::now() >= *deadline_) {
    reason_ = StopReason::Timeout;
    return true;
  }
  return false;
}

void Budget::rearm(const Limits& limits) {
  limits_ = limits;
  deadline_.reset();
  started_ = false;
  calls_ = 0;
  reason_ = StopReason::None;
}

}  // namespace gridsat

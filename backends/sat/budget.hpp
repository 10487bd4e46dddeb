// The limits of one run as a clock that remembers why it ran out. Every solver gridsat drives
// (the embedded CaDiCaL through its terminator, an external solver, the native search, the
// setter's solvers) asks one Budget whether to stop, so that a run cut short can always say why:
// an answer that is not known must never be printed as if it were.
#pragma once

#include <atomic>
#include <chrono>
#include <optional>
#include <string>

namespace gridsat {

struct Limits {
  double timeout_seconds = 0;  // 0: none; counted from the first solve call
  // When set, the timeout counts from here instead (the command's start: `--timeout` bounds the
  // whole run, reading and encoding included).
  std::optional<std::chrono::steady_clock::time_point> since;
  // Per solve call; -1: none. The native search counts its dead ends as conflicts.
  long long max_conflicts = -1;
  const std::atomic<bool>* interrupt = nullptr;  // set asynchronously (SIGINT) to stop
  // Set by a portfolio (driver/portfolio.hpp) once another solver has answered: stops this one
  // as an interrupt would, though its answer is never the one reported.
  const std::atomic<bool>* cancel = nullptr;
};

// `s` seconds as a steady_clock duration (timeouts and graces are given in seconds).
inline std::chrono::steady_clock::duration steady_seconds(double s) {
  return std::chrono::duration_cast<std::chrono::steady_clock::duration>(
      std::chrono::duration<double>(s));
}

// Why a run stopped before its answer was known. None: it was not cut short. Solver: the solver
// gave up on its own (an external solver that answered UNKNOWN).
enum class StopReason { None, Timeout, Conflicts, Memory, Interrupt, Solver };

// "timeout", "conflicts", "memory", "interrupt", "solver" (JSON's `stopped`), "" for None.
std::string_view stop_name(StopReason reason);

class Budget {
 public:
  explicit Budget(const Limits& limits = {}) : limits_(limits) {}

  // Arms the deadline (once: from `limits.since`, or from this first call).
  void start();
  // Whether the interrupt flag is set or the deadline has passed; remembers which.
  bool over();
  // As over(), reading the clock on every 16th call only: for CaDiCaL's terminator, which asks
  // very often.
  bool poll() { return (++calls_ & 15) == 0 || interrupted() ? over() : false; }
  // A solve call that returned without an answer and without over(): its conflict budget.
  void conflicts_exhausted() {
    if (reason_ == StopReason::None) reason_ = StopReason::Conflicts;
  }
  void out_of_memory() { reason_ = StopReason::Memory; }
  // The deadline start() armed (none before it, or without a timeout).
  std::optional<std::chrono::steady_clock::time_point> deadline() const { return deadline_; }
  // Why the last call that gave no answer stopped (None before any).
  StopReason reason() const { return reason_; }
  // A new puzzle on the same budget (the shape cache): forgets the reason and the deadline.
  void rearm(const Limits& limits);

  const Limits& limits() const { return limits_; }

 private:
  bool interrupted() const {
    return (limits_.interrupt && limits_.interrupt->load(std::memory_order_relaxed)) ||
           (limits_.cancel && limits_.cancel->load(std::memory_order_relaxed));
  }
  Limits limits_;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  bool started_ = false;
  unsigned calls_ = 0;
  StopReason reason_ = StopReason::None;
};

}  // namespace gridsat

// An action run once when a deadline passes or one of a few flags (the interrupt, a portfolio's
// cancel) is set. Why: CaDiCaL asks its terminator only every tenth step of its search (and the
// Budget reads the clock on every 16th question), so on a huge instance, where one step can take
// a second, a deadline would be seen many seconds late; CaDiCaL::Solver::terminate(), which an
// alarm calls, is seen at the very next step. One background thread serves every alarm of the
// process, waking only at deadlines; whoever sets a flag rings (Alarm::ring) to have it seen at
// once. Arming one costs a lock, rarely a system call, never a thread.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <initializer_list>
#include <optional>
#include <vector>

namespace gridsat {

class Alarm {
 public:
  using Clock = std::chrono::steady_clock;
  // Armed from here until destroyed; null flags are ignored. The action runs at most once, on
  // the alarm thread or in ring(), never after the destructor has returned.
  Alarm(std::optional<Clock::time_point> deadline,
        std::initializer_list<const std::atomic<bool>*> flags, std::function<void()> action);
  ~Alarm();
  Alarm(const Alarm&) = delete;
  Alarm& operator=(const Alarm&) = delete;

  // Whether the action ran (certain once the alarm is destroyed).
  bool fired() const { return fired_.load(); }

  // Fires, now, every armed alarm whose flag is set or whose deadline has passed: for whoever
  // has just set a flag (the interrupt's watchdog, a portfolio's winner). Not async-signal-safe.
  static void ring();

  // For the alarm thread: whether this one is due, and firing it (under the registry's lock).
  bool due(Clock::time_point now) const;
  void fire();
  std::optional<Clock::time_point> deadline() const { return deadline_; }

 private:
  std::optional<Clock::time_point> deadline_;
  std::vector<const std::atomic<bool>*> flags_;
  std::function<void()> action_;
  std::atomic<bool> fired_{false};
};

}  // namespace gridsat

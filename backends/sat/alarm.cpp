// The alarm thread (sat/alarm.hpp): one detached thread, started by the first alarm with a
// deadline, that sleeps until the earliest armed deadline and fires the alarms that are due.
// Flags are not polled: ring() looks at them when one is set. The registry is never destroyed:
// the thread may still look at it while the program runs its static destructors.
#include "sat/alarm.hpp"

#include <algorithm>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace gridsat {
namespace {

struct Registry {
  std::mutex mutex;
  std::condition_variable changed;
  std::vector<Alarm*> armed;
  bool running = false;
  // When the thread wakes next by itself (none: not until notified). An alarm due no sooner
  // needs no notification: arming one then costs no system call.
  std::optional<Alarm::Clock::time_point> wakes_at;
};

Registry& registry() {
  static auto* r = new Registry;
  return *r;
}

// Fires the due alarms; the earliest deadline of those left.
std::optional<Alarm::Clock::time_point> fire_due(Registry& r) {
  const auto now = Alarm::Clock::now();
  std::optional<Alarm::Clock::time_point> next;
  for (Alarm* alarm : r.armed) {
    if (alarm->fired()) continue;
    if (alarm->due(now))
      alarm->fire();
    else if (alarm->deadline())
      next = std::min(next.value_or(*alarm->deadline()), *alarm->deadline());
  }
  return next;
}

void serve(Registry& r) {
  std::unique_lock lock(r.mutex);
  for (;;) {
    // A wake with nothing left to wait for keeps the old wake time: alarms armed soon after,
    // with later deadlines (the next solve call, the next puzzle), then need no notification.
    if (const auto next = fire_due(r)) r.wakes_at = next;
    if (r.wakes_at && *r.wakes_at > Alarm::Clock::now()) {
      r.changed.wait_until(lock, *r.wakes_at);
    } else {
      r.wakes_at.reset();
      r.changed.wait(lock);
    }
  }
}

}  // namespace

Alarm::Alarm(std::optional<Clock::time_point> deadline,
             std::initializer_list<const std::atomic<bool>*> flags, std::function<void()> action)
    : deadline_(deadline), action_(std::move(action)) {
  for (const std::atomic<bool>* flag : flags)
    if (flag) flags_.push_back(flag);
  if (!deadline_ && flags_.empty()) return;  // nothing could ever make it due
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.armed.push_back(this);
  if (!deadline_) return;
  if (!r.running) {
    std::thread(serve, std::ref(r)).detach();
    r.running = true;
  }
  if (!r.wakes_at || *deadline_ < *r.wakes_at) {
    r.wakes_at = *deadline_;
    r.changed.notify_one();
  }
}

Alarm::~Alarm() {
  if (!deadline_ && flags_.empty()) return;
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.armed.erase(std::find(r.armed.begin(), r.armed.end(), this));
}

void Alarm::ring() {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  fire_due(r);
}

bool Alarm::due(Clock::time_point now) const {
  for (const std::atomic<bool>* flag : flags_)
    if (flag->load(std::memory_order_relaxed)) return true;
  return deadline_ && now >= *deadline_;
}

void Alarm::fire() {
  fired_.store(true);
  action_();
}

}  // namespace gridsat

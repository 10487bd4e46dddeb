// The alarm that stops CaDiCaL at a deadline or on a flag (sat/alarm.hpp): it fires at its
// deadline, not before; a flag is seen at once when rung; it never fires after it is destroyed;
// and a CaDiCaL solve cut by it says why (timeout, interrupt) and leaves the solver usable; a
// probe cut by its own conflict bound leaves the budget as it was.
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "sat/alarm.hpp"
#include "sat/cadical.hpp"

using namespace gridsat;
using Clock = std::chrono::steady_clock;

TEST_CASE("an alarm fires at its deadline, on a rung flag, and never after it is destroyed",
          "[robustness][alarm]") {
  std::atomic<int> fired{0};
  {
    const auto deadline = Clock::now() + std::chrono::milliseconds(100);
    std::atomic<Clock::time_point> at{};
    Alarm alarm(deadline, {}, [&] {
      at.store(Clock::now());
      ++fired;
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK(!alarm.fired());
    for (int i = 0; i < 2000 && !alarm.fired(); ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    CHECK(alarm.fired());
    CHECK(at.load() >= deadline);
  }
  CHECK(fired == 1);
  {
    std::atomic<bool> flag{false};
    Alarm alarm(std::nullopt, {nullptr, &flag}, [&] { ++fired; });
    Alarm::ring();  // nothing set: nothing fires
    CHECK(!alarm.fired());
    flag.store(true);
    Alarm::ring();
    CHECK(alarm.fired());
  }
  CHECK(fired == 2);
  {
    Alarm alarm(Clock::now() + std::chrono::milliseconds(30), {}, [&] { ++fired; });
  }  // gone before its deadline
  std::this_thread::sleep_for(std::chrono::milliseconds(80));
  CHECK(fired == 2);
}

TEST_CASE("a CaDiCaL solve cut by the alarm says why and the solver stays usable",
          "[robustness][alarm]") {
  // The pigeonhole principle for 12 pigeons in 11 holes: far too hard to finish within a second.
  auto pigeonhole = [](Cadical& s, int holes) {
    auto var = [&](int p, int h) { return p * holes + h + 1; };
    for (int p = 0; p <= holes; ++p) {
      std::vector<Lit> some;
      for (int h = 0; h < holes; ++h) some.push_back(var(p, h));
      s.add_clause(some);
    }
    for (int h = 0; h < holes; ++h)
      for (int p = 0; p <= holes; ++p)
        for (int q = p + 1; q <= holes; ++q) s.add_clause(std::vector<Lit>{-var(p, h), -var(q, h)});
  };
  SECTION("the deadline") {
    Limits limits;
    limits.timeout_seconds = 0.2;
    Cadical s(limits);
    pigeonhole(s, 11);
    const auto start = Clock::now();
    CHECK(s.solve() == SatResult::Unknown);
    CHECK(std::chrono::duration<double>(Clock::now() - start).count() < 2);
    CHECK(s.stop_reason() == StopReason::Timeout);
    // A new run without limits: an easy question (pigeons 0 and 1 both in hole 0) is answered,
    // not cut by what the alarm left.
    s.rearm({});
    CHECK(s.solve(std::vector<Lit>{1, 12}) == SatResult::Unsat);
  }
  SECTION("the interrupt, rung from another thread") {
    std::atomic<bool> interrupt{false};
    Limits limits;
    limits.interrupt = &interrupt;
    Cadical s(limits);
    pigeonhole(s, 11);
    std::thread ringer([&] {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      interrupt.store(true);
      Alarm::ring();
    });
    const auto start = Clock::now();
    CHECK(s.solve() == SatResult::Unknown);
    ringer.join();
    CHECK(std::chrono::duration<double>(Clock::now() - start).count() < 2);
    CHECK(s.stop_reason() == StopReason::Interrupt);
  }
  SECTION("a probe's own bound: Unknown, the budget untouched, the solver usable") {
    Cadical s;
    pigeonhole(s, 11);
    CHECK(s.solve_within({}, 50) == SatResult::Unknown);
    CHECK(s.conflicts() <= 60);
    CHECK(s.stop_reason() == StopReason::None);
    // The next question is answered, and a probe that needs few conflicts is not cut.
    CHECK(s.solve(std::vector<Lit>{1, 12}) == SatResult::Unsat);
    CHECK(s.solve_within(std::vector<Lit>{1, 12}, 50) == SatResult::Unsat);
    // Where the limits' own bound is the lower, it counts as the run's (exhausted conflicts).
    Limits limits;
    limits.max_conflicts = 20;
    Cadical bounded(limits);
    pigeonhole(bounded, 11);
    CHECK(bounded.solve_within({}, 50) == SatResult::Unknown);
    CHECK(bounded.stop_reason() == StopReason::Conflicts);
  }
}

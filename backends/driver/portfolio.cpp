#include "driver/portfolio.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <new>
#include <system_error>
#include <thread>

#include "sat/alarm.hpp"

namespace gridsat {

CadicalTuning portfolio_member(int k) {
  CadicalTuning tuning;
  if (k % 2 == 1) tuning.options.emplace_back("inprocessing", 0);
  if (k >= 2) {
    tuning.options.emplace_back("shuffle", 1);
    tuning.options.emplace_back("shufflerandom", 1);
    tuning.options.emplace_back("seed", k);
  }
  return tuning;
}

int portfolio_size(const Puzzle& puzzle, Mode mode, const RunOptions& options) {
  if (options.backend != Backend::Sat || options.member >= 0) return 1;
  if (options.threads > 0) return std::min(options.threads, kMostMembers);
  if (mode != Mode::Solve || std::thread::hardware_concurrency() < 2) return 1;
  return puzzle.rows() * puzzle.cols() >= kPortfolioCells ? 2 : 1;
}

RunResult race(int count, const Limits& limits,
               const std::function<RunResult(int k, const Limits& limits)>& racer) {
  std::atomic<bool> cancel{false};
  std::atomic<int> winner{-1};
  Limits raced = limits;
  raced.cancel = &cancel;
  std::vector<RunResult> results(static_cast<std::size_t>(count));
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(count));
  auto run_one = [&](int k) {
    const auto at = static_cast<std::size_t>(k);
    try {
      results[at] = racer(k, raced);
    } catch (const std::bad_alloc&) {
      results[at] = RunResult{};
      results[at].stopped = StopReason::Memory;
    } catch (...) {
      errors[at] = std::current_exception();
    }
    int none = -1;
    if ((results[at].verdict != Verdict::Unknown || errors[at]) &&
        winner.compare_exchange_strong(none, k)) {
      cancel.store(true);
      Alarm::ring();  // the others stop at their next step
    }
  };
  std::vector<std::thread> helpers;
  for (int k = 1; k < count; ++k) {
    try {
      helpers.emplace_back(run_one, k);
    } catch (const std::system_error&) {  // no thread to be had: race with fewer
      break;
    }
  }
  run_one(0);
  for (std::thread& t : helpers) t.join();
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
  const int w = winner.load();
  return std::move(results[static_cast<std::size_t>(w >= 0 ? w : 0)]);
}

}  // namespace gridsat

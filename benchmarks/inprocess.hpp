// Measuring gridsat in its own process: every instance of a set through one configuration
// (backend, fast path, encoding), timed per puzzle with the process's processor time (every
// racing thread counted) and the wall clock, every verdict held against the set's label and every
// answer against the rules (run() and run_cached() do that check; a failure counts as wrong).
#pragma once

#include <string>
#include <vector>

#include "driver/engine.hpp"
#include "driver/shape_cache.hpp"
#include "harness.hpp"
#include "instances.hpp"

namespace gridsat::bench {

struct Config {
  std::string label;
  RunOptions options;
  bool cached = true;  // run_cached with `strategy` (the batch path); false: run(), as `solve`
  CacheStrategy strategy = CacheStrategy::Auto;
};

// One point of the time-against-size plot.
struct Point {
  std::string type;
  int size = 0;
  double ms = 0;
};

// `points`, when given, receives one point per instance.
Row measure(const InstanceSet& set, const Config& config, Mode mode,
            std::vector<Point>* points = nullptr);

// Does verdict `v` agree with the set's label? (An unknown or an unlabelled one always does.)
bool agrees(Mode mode, Verdict v, const std::string& expected);

std::string mode_name(Mode mode);

}  // namespace gridsat::bench

#include "inprocess.hpp"

#include <iostream>

namespace gridsat::bench {

bool agrees(Mode mode, Verdict v, const std::string& expected) {
  if (expected.empty() || v == Verdict::Unknown) return true;
  if (expected == "none") return v == Verdict::None;
  if (mode == Mode::Solve) return v == Verdict::Solved;
  return expected == "unique" ? v == Verdict::Unique : v == Verdict::Multiple;
}

std::string mode_name(Mode mode) {
  return mode == Mode::Solve ? "solve" : mode == Mode::Unique ? "unique" : "count";
}

Row measure(const InstanceSet& set, const Config& config, Mode mode, std::vector<Point>* points) {
  Row row;
  row.group = set.group;
  row.set = set.group + "/" + set.name;
  row.config = config.label;
  row.mode = mode_name(mode);
  row.instances = set.instances.size();
  if (!set.instances.empty()) row.size = set.instances.front().puzzle->rows();
  ShapeCache cache(config.strategy);
  for (const Instance& inst : set.instances) {
    const double start = process_cpu_seconds(), wall_start = wall_seconds();
    RunResult r = config.cached ? run_cached(*inst.puzzle, mode, config.options, cache)
                                : run(*inst.puzzle, mode, config.options);
    const double ms = 1000.0 * (process_cpu_seconds() - start);
    row.ms.push_back(ms);
    row.wall_ms.push_back(1000.0 * (wall_seconds() - wall_start));
    if (points) points->push_back({set.group, inst.puzzle->rows(), ms});
    if (r.verdict != Verdict::Unknown) ++row.decided;
    if (r.internal_error || !agrees(mode, r.verdict, inst.expected)) {
      ++row.wrong;
      std::cerr << "bench: " << row.set << " " << inst.id << " (" << config.label
                << "): " << verdict_name(r.verdict) << ", expected " << inst.expected
                << (r.internal_error ? "; " + *r.internal_error : "") << "\n";
    }
    row.vars += r.stats.vars;
    row.clauses += static_cast<double>(r.stats.clauses);
  }
  if (!set.instances.empty()) {
    row.vars /= static_cast<double>(set.instances.size());
    row.clauses /= static_cast<double>(set.instances.size());
  }
  return row;
}

}  // namespace gridsat::bench

// gridsat_bench: runs the shared instance sets through gridsat's backends in one process (so that
// start-up is not what is measured) and prints markdown tables: per set and backend, instances,
// verdicts, puzzles per second, median / p90 / worst time per puzzle, and the CNF's size.
#include <sys/utsname.h>

#include <algorithm>
#include <boost/program_options.hpp>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <thread>

#include "engine.hpp"
#include "shape_cache.hpp"
#include "instances.hpp"

namespace gridsat::bench {
namespace {

namespace fs = std::filesystem;
namespace po = boost::program_options;

struct Config {
  std::string label;
  RunOptions options;
  bool cached = false;
};

struct Row {
  std::string set;
  std::string config;
  std::size_t instances = 0;
  std::size_t decided = 0;  // a verdict other than unknown
  std::size_t wrong = 0;    // a verdict that contradicts the set's label, or a failed check
  std::vector<double> ms;
  double vars = 0;
  double clauses = 0;
};

bool agrees(Mode mode, Verdict v, const std::string& expected) {
  if (expected.empty() || v == Verdict::Unknown) return true;
  if (expected == "none") return v == Verdict::None;
  if (mode == Mode::Solve) return v == Verdict::Solved;
  return expected == "unique" ? v == Verdict::Unique : v == Verdict::Multiple;
}

Row measure(const InstanceSet& set, const Config& config, Mode mode) {
  Row row{set.group + "/" + set.name, config.label, set.instances.size(), 0, 0, {}, 0, 0};
  ShapeCache cache;
  for (const Instance& inst : set.instances) {
    auto start = std::chrono::steady_clock::now();
    RunResult r = config.cached ? run_cached(*inst.puzzle, mode, config.options, cache) : run(*inst.puzzle, mode, config.options);
    row.ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    if (r.verdict != Verdict::Unknown) ++row.decided;
    if (r.internal_error || !agrees(mode, r.verdict, inst.expected)) {
      ++row.wrong;
      std::cerr << "bench: " << row.set << " " << inst.id << ": " << verdict_name(r.verdict)
                << " (expected " << inst.expected << ")"
                << (r.internal_error ? " " + *r.internal_error : "") << "\n";
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

double quantile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5)];
}

std::string fixed(double v, int digits) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(digits) << v;
  return s.str();
}

std::string table(const std::vector<Row>& rows) {
  std::ostringstream out;
  out << "| set | backend | instances | decided | wrong | puzzles/s | median ms | p90 ms | max ms | vars | clauses |\n"
      << "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
  for (const Row& r : rows) {
    double total = 0;
    for (double m : r.ms) total += m;
    out << "| " << r.set << " | " << r.config << " | " << r.instances << " | " << r.decided << " | "
        << r.wrong << " | " << fixed(total > 0 ? 1000.0 * static_cast<double>(r.ms.size()) / total : 0, 0)
        << " | " << fixed(quantile(r.ms, 0.5), 3) << " | " << fixed(quantile(r.ms, 0.9), 3) << " | "
        << fixed(quantile(r.ms, 1.0), 3) << " | " << fixed(r.vars, 0) << " | " << fixed(r.clauses, 0)
        << " |\n";
  }
  return out.str();
}

std::string machine() {
  std::string cpu = "unknown cpu";
  std::ifstream info("/proc/cpuinfo");
  for (std::string line; std::getline(info, line);)
    if (line.rfind("model name", 0) == 0) {
      cpu = line.substr(line.find(':') + 2);
      break;
    }
  utsname u{};
  uname(&u);
  std::time_t now = std::time(nullptr);
  char date[32];
  std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
  return std::string(date) + ", " + cpu + ", " + std::to_string(std::thread::hardware_concurrency()) +
         " cores, " + u.sysname + " " + u.release;
}

}  // namespace
}  // namespace gridsat::bench

int main(int argc, char** argv) {
  using namespace gridsat;
  using namespace gridsat::bench;
  std::string filter, output, backends = "sat,native", mode_name = "solve";
  std::size_t max_per_set = 0;
  double timeout = 60;
  po::options_description desc("gridsat_bench options");
  desc.add_options()("help,h", "show this help")(
      "filter", po::value(&filter), "only the sets whose group/name contains this text (e.g. sudoku/17-clue)")(
      "max", po::value(&max_per_set)->default_value(0), "at most N instances per set, evenly spread (0: all)")(
      "backends", po::value(&backends)->default_value("sat,native"), "comma-separated: sat, native")(
      "mode", po::value(&mode_name)->default_value("solve"), "solve | unique")(
      "timeout", po::value(&timeout)->default_value(60), "seconds per instance")(
      "output,o", po::value(&output), "also write the table to this markdown file");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "gridsat_bench: " << e.what() << "\n";
    return 64;
  }
  if (vm.count("help")) {
    std::cout << "usage: gridsat_bench [options]\n\n" << desc;
    return 0;
  }
  Mode mode = mode_name == "unique" ? Mode::Unique : Mode::Solve;
  std::vector<Config> configs;
  std::stringstream list(backends);
  for (std::string b; std::getline(list, b, ',');) {
    Config c{b, {}, b == "cached"};
    c.options.limits.timeout_seconds = timeout;
    if (b == "native")
      c.options.backend = Backend::Native;
    else if (b != "sat" && b != "cached") {
      std::cerr << "gridsat_bench: unknown backend " << b << "\n";
      return 64;
    }
    configs.push_back(c);
  }
  auto sets = load_sets(GRIDSAT_DATA_DIR, filter, max_per_set);
  std::vector<Row> rows;
  for (const InstanceSet& set : sets) {
    for (const std::string& bad : set.unreadable) std::cerr << "bench: unreadable " << set.group << "/" << bad << "\n";
    if (set.instances.empty()) continue;
    for (const Config& c : configs) {
      rows.push_back(measure(set, c, mode));
      std::cerr << "bench: " << rows.back().set << " " << c.label << " done\n";
    }
  }
  std::string result = "Measured " + machine() + "; mode " + mode_name + ", in-process, times per puzzle include encoding.\n\n" + table(rows);
  std::cout << result;
  if (!output.empty()) {
    std::filesystem::create_directories(std::filesystem::path(output).parent_path());
    std::ofstream(output) << result;
  }
  for (const Row& r : rows)
    if (r.wrong) return 1;
  return 0;
}

// Memory budget checks (see memory_limit.hpp). A refused puzzle costs the user a message; an
// accepted one that does not fit costs minutes of swapping and then the OOM killer, with nothing
// said. The estimate is an upper bound, so the comparison keeps only a 10% margin for the rest of
// the process (the parsed puzzle, the output).
#include "memory_limit.hpp"

#include <sys/resource.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "common.hpp"
#include "puzzles/encoding_size.hpp"

namespace gridsat::cli {
namespace {

constexpr double kUsableFraction = 0.9;

std::optional<double> read_number(const char* path) {
  std::ifstream in(path);
  std::string word;
  if (!(in >> word) || word == "max") return std::nullopt;
  return parse_bytes(word);
}

std::optional<double> meminfo_available() {
  std::ifstream in("/proc/meminfo");
  for (std::string key; in >> key;) {
    double kb = 0;
    std::string unit;
    if (!(in >> kb >> unit)) break;
    if (key == "MemAvailable:") return kb * 1024;
  }
  return std::nullopt;
}

void keep_least(std::optional<double>& least, std::optional<double> candidate) {
  if (candidate && (!least || *candidate < *least)) least = candidate;
}

std::string gigabytes(double bytes) {
  char buf[48];
  if (bytes < 1e9)
    std::snprintf(buf, sizeof buf, "%.0f MB", bytes / 1e6);
  else if (bytes < 1e12)
    std::snprintf(buf, sizeof buf, "%.3g GB", bytes / 1e9);
  else
    std::snprintf(buf, sizeof buf, bytes < 1e15 ? "%.3g TB" : "%.0f TB", bytes / 1e12);
  return buf;
}

std::string count(double n) {
  char buf[48];
  if (n < 1e6)
    std::snprintf(buf, sizeof buf, "%.0f", n);
  else if (n < 1e9)
    std::snprintf(buf, sizeof buf, "%.3g million", n / 1e6);
  else
    std::snprintf(buf, sizeof buf, n < 1e12 ? "%.3g billion" : "%.0f billion", n / 1e9);
  return buf;
}

}  // namespace

std::optional<double> parse_bytes(const std::string& text) {
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || !std::isfinite(value) || value < 0) return std::nullopt;
  std::string suffix(end);
  if (suffix.empty()) return value;
  if (suffix == "K" || suffix == "k") return value * 1024;
  if (suffix == "M" || suffix == "m") return value * 1024 * 1024;
  if (suffix == "G" || suffix == "g") return value * 1024 * 1024 * 1024;
  return std::nullopt;
}

std::optional<double> available_memory_bytes() {
  if (const char* forced = std::getenv("GRIDSAT_MEMORY_LIMIT")) return parse_bytes(forced);
  std::optional<double> least = meminfo_available();
  if (auto max = read_number("/sys/fs/cgroup/memory.max")) {
    const double used = read_number("/sys/fs/cgroup/memory.current").value_or(0);
    keep_least(least, std::max(0.0, *max - used));
  }
  for (int resource : {RLIMIT_AS, RLIMIT_DATA}) {
    rlimit limit{};
    if (getrlimit(resource, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
      keep_least(least, static_cast<double>(limit.rlim_cur));
  }
  return least;
}

std::optional<std::string> memory_problem(const Puzzle& puzzle, const EncodeOptions& options,
                                          int share) {
  const auto available = available_memory_bytes();
  if (!available) return std::nullopt;
  const double budget = *available * kUsableFraction / std::max(share, 1);
  const EncodingSize size = puzzle.encoding_size(options);
  const double needed = estimate_memory_bytes(size);
  if (needed <= budget) return std::nullopt;
  std::ostringstream s;
  s << "the puzzle is too large to encode: about " << count(size.clauses) << " clauses over "
    << count(size.vars) << " variables would need about " << gigabytes(needed) << " of memory, and "
    << gigabytes(budget) << " is available";
  if (share > 1) s << " to each of " << share << " threads";
  return s.str();
}

void require_fits_in_memory(const Puzzle& puzzle, const EncodeOptions& options,
                            const std::string& input_name, int share) {
  if (auto problem = memory_problem(puzzle, options, share))
    throw CliError{kDataErr, input_name + ": " + *problem};
}

}  // namespace gridsat::cli

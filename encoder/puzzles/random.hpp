// Reproducible randomness for the generator: std::mt19937_64 is specified to the bit by the C++
// standard, but std::uniform_int_distribution and std::shuffle are not (libstdc++ and libc++ draw
// differently), so the same seed would give other puzzles with another library. The few
// distributions needed are written here instead.
#pragma once

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

namespace gridsat {

class Random {
 public:
  explicit Random(std::uint64_t seed) : engine_(seed) {}

  // Uniform in 0 .. n-1 (n >= 1), by rejection so that no value is favoured.
  std::uint64_t below(std::uint64_t n) {
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    std::uint64_t x = engine_();
    while (x >= limit) x = engine_();
    return x % n;
  }
  int below(int n) { return static_cast<int>(below(static_cast<std::uint64_t>(n))); }
  // Uniform in lo .. hi.
  int between(int lo, int hi) { return lo + below(hi - lo + 1); }
  // True with probability num / den.
  bool chance(int num, int den) { return below(den) < num; }

  // Fisher-Yates.
  template <class T>
  void shuffle(std::vector<T>& items) {
    for (std::size_t i = items.size(); i > 1; --i) {
      std::size_t j = static_cast<std::size_t>(below(static_cast<std::uint64_t>(i)));
      std::swap(items[i - 1], items[j]);
    }
  }
  template <class T>
  const T& pick(const std::vector<T>& items) {
    return items[static_cast<std::size_t>(below(static_cast<std::uint64_t>(items.size())))];
  }

 private:
  std::mt19937_64 engine_;
};

}  // namespace gridsat

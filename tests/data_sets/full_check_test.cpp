// The whole check, hidden from the default run (`build/tests/test_data_sets "[.full]"`, one set
// with `-c NAME`): every puzzle of every shared sudoku set through both backends, with counts,
// mismatches and times per set.
// A developer runs it after touching an encoding or the backtracker; CI would need too long.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <sstream>

#include "data_sets/sudoku_sets.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Seconds each backend may spend on one puzzle (GRIDSAT_CHECK_TIMEOUT overrides): past it the
// verdict is "unknown", which counts as a mismatch.
double per_puzzle_timeout() {
  if (const char* text = std::getenv("GRIDSAT_CHECK_TIMEOUT")) return std::atof(text);
  return 600;
}

std::string ms_text(double ms) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(ms < 10 ? 3 : 1) << ms;
  return s.str();
}

void report(const SudokuSet& set, std::size_t agreements, std::size_t unknowns,
            const std::vector<double>& sat_ms, const std::vector<double>& native_ms,
            std::vector<double> nodes) {
  TimeSummary sat = summarize(sat_ms), native = summarize(native_ms), n = summarize(nodes);
  std::cout << std::left << std::setw(32) << set.name << std::right << std::setw(7)
            << set.cases.size() << " puzzles, " << std::setw(7) << agreements << " agree, "
            << unknowns << " timed out | sat CPU ms"
            << " median " << ms_text(sat.median) << " worst " << ms_text(sat.worst) << " total "
            << ms_text(sat.total) << " | native CPU ms median " << ms_text(native.median)
            << " worst " << ms_text(native.worst) << " total " << ms_text(native.total)
            << " | nodes median " << static_cast<long long>(n.median) << " worst "
            << static_cast<long long>(n.worst) << std::endl;
}

}  // namespace

TEST_CASE("every puzzle of every shared sudoku set: both backends agree with the labels",
          "[.full]") {
  const double timeout = per_puzzle_timeout();
  for (const SetInfo& info : all_sets()) {
    DYNAMIC_SECTION(info.name) {
      const SudokuSet set = read_sudoku_set(info.name, info.side);
      std::vector<double> sat_ms, native_ms, nodes;
      std::size_t agreements = 0, mismatches = 0, unknowns = 0;
      for (const SetCase& c : set.cases) {
        CaseCheck check = check_case(set, c, timeout);
        sat_ms.push_back(check.sat.ms);
        native_ms.push_back(check.native.ms);
        nodes.push_back(static_cast<double>(check.native.nodes));
        if (check.sat.verdict == Verdict::Unknown || check.native.verdict == Verdict::Unknown)
          ++unknowns;
        if (!check.problem) {
          ++agreements;
        } else if (++mismatches <= 20) {
          std::cout << set.name << " line " << c.line << ": " << *check.problem << std::endl;
        }
        if ((&c - set.cases.data() + 1) % 5000 == 0)
          std::cerr << set.name << ": " << (&c - set.cases.data() + 1) << " of " << set.cases.size()
                    << std::endl;
      }
      report(set, agreements, unknowns, sat_ms, native_ms, nodes);
      CHECK(mismatches == 0);
      CHECK(agreements == set.cases.size());
    }
  }
}

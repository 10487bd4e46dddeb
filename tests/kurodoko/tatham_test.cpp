// Range game IDs. The IDs Tatham's own generator printed (tests/kurodoko/data/range-ids.txt: 5x5,
// 7x7, Range's presets 9x6, 12x8, 13x9, 16x11, and 12x12) each have exactly one solution by both
// backends, the one Range's own solver draws, and check accepts it: the small ones and one of
// each larger size in the ordinary run, all of them in the hidden [.full] run. Every ID read and
// written back is Range's own text, through the native format and puzz.link too.
#include <catch2/catch.hpp>
#include <chrono>
#include <map>

#include "driver/engine.hpp"
#include "kurodoko/kurodoko_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::string params_of(const std::string& id) {
  const std::size_t start = id.find(':') + 1;
  return id.substr(start, id.find(':', start) - start);
}

void decide(const TathamCase& c) {
  INFO("line " << c.line << ": " << c.id);
  const auto k = read_kurodoko(c.id);
  const Grid solution = tatham_solution(*k, c);
  CHECK_FALSE(check_solution(*k, solution).has_value());
  require_verdict(*k, Verdict::Unique, &solution);
}

std::string written(const Puzzle& p, const std::string& to) {
  std::string error;
  const auto text = write_puzzle(p, to, error);
  INFO(error);
  REQUIRE(text.has_value());
  // One line for an ID or a URL: without its newline.
  return text->ends_with("\n") && text->find('\n') + 1 == text->size()
             ? text->substr(0, text->size() - 1)
             : *text;
}

}  // namespace

TEST_CASE("Range's own IDs have Range's solution, and only it, by both backends",
          "[kurodoko][tatham]") {
  const auto cases = range_cases();
  REQUIRE(cases.size() >= 40);
  std::map<std::string, int> decided;  // per size
  for (const TathamCase& c : cases) {
    const std::string size = params_of(c.id);
    const bool small = size == "5x5" || size == "7x7";
    if (!small && decided[size] >= 1) continue;
    decide(c);
    ++decided[size];
  }
  for (const char* size : {"5x5", "7x7", "9x6", "12x8", "13x9", "16x11", "12x12"})
    CHECK(decided[size] >= 1);
}

TEST_CASE("every committed Range ID, by both backends, each well under a second",
          "[kurodoko][tatham][.full]") {
  const auto cases = range_cases();
  for (const TathamCase& c : cases) {
    const auto start = std::chrono::steady_clock::now();
    decide(c);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    INFO(c.id);
    CHECK(seconds < 1.0);
  }
}

TEST_CASE("a Range ID read and written back is Range's own text", "[kurodoko][tatham]") {
  for (const TathamCase& c : range_cases()) {
    INFO("line " << c.line);
    const auto k = read_kurodoko(c.id);
    const std::string id = c.id.substr(c.id.find(':') + 1);  // without "range:"
    CHECK(written(*k, "tatham").ends_with(id));
    // Through the native format and puzz.link, and back.
    CHECK(same(*read_kurodoko(written(*k, "native")), *k));
    CHECK(same(*read_kurodoko(written(*k, "puzzlink")), *k));
    CHECK(written(*read_kurodoko(written(*k, "puzzlink")), "tatham").ends_with(id));
  }
  // `N` alone is N x N, as Range reads it; the game's name may be left out with --type.
  CHECK(same(*read_kurodoko("range:3:a2g"), *read_kurodoko("range:3x3:a2g")));
  CHECK(same(*read_kurodoko("3x3:a2g"), *read_kurodoko("range:3x3:a2g")));
  // Range writes `_` only between two numbers.
  Kurodoko k = kurodoko(2, 3);
  set(k, 0, 0, 2);
  set(k, 0, 1, 3);
  set(k, 1, 2, 4);
  CHECK(written(k, "tatham") == "range:3x2:2_3c4");
}

TEST_CASE("a bad Range ID is reported where it goes wrong", "[kurodoko][tatham]") {
  auto error = [](const std::string& id) {
    const ParseError e = read_error(id);
    return std::to_string(e.col) + ": " + e.message;
  };
  CHECK(error("range:x9:c") == "7: expected Range's grid size, such as 9x6");
  CHECK(error("range:101x2:c") == "7: Range width 101 is too large (at most 100)");
  CHECK(error("range:9x6q:c") == "10: unknown Range parameter 'q'");
  CHECK(error("range:0x6:c") == "7: kurodoko sides are 1 to 100, not 6x0");
  CHECK(error("range:3x2:a9d") == "12: number 9 is out of range 1..4");
  CHECK(error("range:3x2:a2c") == "14: the grid code covers 5 of the 6 cells");
  CHECK(error("range:3x2:a2e") == "13: the grid code runs past the 6 cells of the grid");
  CHECK(error("range:3x2:a2!c") ==
        "13: unexpected '!' in the grid code (expected a-z, a number or _)");
}

TEST_CASE("what Range cannot write is refused with the reason", "[kurodoko][tatham]") {
  Kurodoko hidden = kurodoko(3, 3);
  set(hidden, 1, 1, rules::kQuestionNumber);
  std::string error;
  CHECK_FALSE(write_puzzle(hidden, "tatham", error).has_value());
  CHECK(error.find("Range cannot write a number that is not shown (r2c2)") != std::string::npos);
  Kurodoko wide = kurodoko(100, 40);
  CHECK_FALSE(write_puzzle(wide, "tatham", error).has_value());
  CHECK(error.find("W + H - 1 <= 127") != std::string::npos);
}

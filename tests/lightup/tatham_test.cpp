// Light Up game IDs. The IDs Tatham's own generator printed (tests/lightup/data/lightup-ids.txt:
// 5x5, every preset of lightup.c — 7x7, 10x10 and 14x14, easy, tricky and hard — and 12x8) each
// have exactly one solution by both backends, the one Light Up's own solver draws, and check
// accepts it: the small ones and one of each larger kind in the ordinary run, all of them (each
// under a second) in the hidden [.full] run. Every ID read and written back is Tatham's own
// text, through the native format and puzz.link too.
#include <catch2/catch.hpp>
#include <chrono>
#include <map>

#include "driver/engine.hpp"
#include "lightup/lightup_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

void decide(const LightupCase& c) {
  INFO("line " << c.line << ": " << c.id);
  const auto p = read_lightup(c.id);
  CHECK_FALSE(check_solution(*p, c.solution).has_value());
  require_verdict(*p, Verdict::Unique, &c.solution);
}

std::string written(const Puzzle& p, const std::string& to) {
  std::string error;
  const auto text = write_puzzle(p, to, error);
  INFO(error);
  REQUIRE(text.has_value());
  return text->ends_with("\n") && text->find('\n') + 1 == text->size()
             ? text->substr(0, text->size() - 1)
             : *text;
}

std::string size_of(const std::string& id) {
  const std::size_t start = id.find(':') + 1;
  return id.substr(start, id.find(':', start) - start);
}

}  // namespace

TEST_CASE("Tatham's Light Up IDs have Tatham's solution, and only it, by both backends",
          "[lightup][tatham]") {
  const auto cases = lightup_cases();
  REQUIRE(cases.size() >= 40);
  // The file lists 4 IDs per preset in preset order: decide the first of each block of 4.
  std::map<std::string, int> decided;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const std::string size = size_of(cases[i].id);
    if (size != "5x5" && size != "7x7" && i % 4 != 0) continue;
    decide(cases[i]);
    ++decided[size];
  }
  CHECK(decided["5x5"] == 4);
  CHECK(decided["7x7"] == 12);
  CHECK(decided["10x10"] == 3);
  CHECK(decided["14x14"] == 3);
  CHECK(decided["12x8"] >= 1);
}

TEST_CASE("every committed Light Up ID, by both backends, each well under a second",
          "[lightup][tatham][.full]") {
  for (const LightupCase& c : lightup_cases()) {
    const auto start = std::chrono::steady_clock::now();
    decide(c);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    INFO(c.id);
    CHECK(seconds < 1.0);
  }
}

TEST_CASE("a Light Up ID read and written back is Tatham's own text", "[lightup][tatham]") {
  for (const LightupCase& c : lightup_cases()) {
    INFO("line " << c.line);
    const auto p = read_lightup(c.id);
    CHECK(written(*p, "tatham") == c.id);
    CHECK(native_text(*read_lightup(written(*p, "native"))) == native_text(*p));
    const auto via_url = read_lightup(written(*p, "puzzlink"));
    CHECK(written(*via_url, "tatham") == c.id);
  }
  // `N` alone is N x N; the generator's flags are read and ignored; the name may be left out.
  CHECK(native_text(*read_lightup("lightup:3:aBg")) == native_text(*read_lightup("3x3:aBg")));
  CHECK(native_text(*read_lightup("lightup:3x3b20s4d2:aBg")) ==
        native_text(*read_lightup("lightup:3x3:aBg")));
  CHECK(native_text(*read_lightup("lightup:3x3r:aBg")) ==
        native_text(*read_lightup("lightup:3x3:aBg")));
  // Digits are single cells: `12` is a 1 then a 2. A run longer than 26 is split after `z`.
  const auto digits = read_lightup("lightup:3x1:12a");
  CHECK(digits->numbers().at(0, 0) == 1);
  CHECK(digits->numbers().at(0, 1) == 2);
  CHECK(digits->numbers().at(0, 2) == kLightupWhite);
  Lightup wide = lightup(1, 30);
  set_cell(wide, 0, 29, 0);
  CHECK(written(wide, "tatham") == "lightup:30x1:zc0");
}

TEST_CASE("a bad Light Up ID is reported where it goes wrong", "[lightup][tatham]") {
  auto error = [](const std::string& id) {
    const ParseError e = read_error(id);
    return std::to_string(e.col) + ": " + e.message;
  };
  CHECK(error("lightup:x9:c") == "9: expected Light Up's grid size, such as 7x7");
  CHECK(error("lightup:101x2:c") == "9: Light Up width 101 is too large (at most 100)");
  CHECK(error("lightup:3x2q:c") == "12: unknown Light Up parameter 'q'");
  CHECK(error("lightup:3x2:a5d") ==
        "14: unexpected '5' in a Light Up grid (expected a-z, B or "
        "a number 0 to 4)");
  CHECK(error("lightup:3x2:a2c") == "16: the grid ends after 5 of 6 cells");
  CHECK(error("lightup:3x2:a2e") == "15: e (5 white cells) runs past the end of the 6 cells");
  CHECK(error("lightup:3x2:a2dB") == "16: unexpected 'B' after the 6 cells");
}

TEST_CASE("what Light Up cannot write is refused with the reason", "[lightup][tatham]") {
  Lightup given = lightup(2, 2);
  given.set_given(1, 1, 1);
  std::string error;
  CHECK_FALSE(write_puzzle(given, "tatham", error).has_value());
  CHECK(error.find("Light Up cannot write a given cell (r2c2)") != std::string::npos);
  CHECK_FALSE(write_puzzle(given, "puzzlink", error).has_value());
  CHECK(error.find("akari cannot write a given cell (r2c2)") != std::string::npos);
}

// Nurikabe puzzles whose answers are known without gridsat: pzprjs's own test puzzle with the
// answer its test script accepts, and small puzzles solved or counted by hand (the reasoning is
// in the comments). Each is decided by both backends, static and lazy.
#include <catch2/catch.hpp>

#include "nurikabe/nurikabe_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

RunOptions with(Connectivity connectivity) {
  RunOptions options;
  options.encode.connectivity = connectivity;
  return options;
}

void require_unique(const Puzzle& p, const Grid& solution) {
  for (Connectivity c : {Connectivity::Static, Connectivity::Lazy}) {
    INFO(connectivity_name(c));
    require_verdict(p, Verdict::Unique, &solution, with(c));
  }
}

}  // namespace

TEST_CASE("pzprjs's nurikabe test puzzle has the answer pzprjs accepts", "[nurikabe][examples]") {
  // pzprjs test/script/nurikabe.js: url 5/5/g5k2o1k3g, and the board its check passes (no
  // failcode): `+` and `.` are unshaded, `#` shaded.
  const auto p = parse("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g");
  const Grid answer = shading({"..###", ".#..#", ".####", ".#.#.", "###.."});
  CHECK_FALSE(check_solution(*p, answer).has_value());
  require_unique(*p, answer);
}

TEST_CASE("a 4x4 nurikabe solved by hand", "[nurikabe][examples]") {
  // 2 . . 4 / . . . . / 1 . . . / . . . .
  // The 1 walls in r2c1, r3c2, r4c1; r4c1 reaches the wall only through r4c2. The 2 can only
  // take r1c2, which closes r1c3 and r2c2. The 4 must leave r1c4 through r2c4. r1c3 reaches the
  // wall only through r2c3, so r2c3 is black. The 4 needs two more cells below r2c4: r3c4 and
  // then r3c3 or r4c4. With r4c4, the block r2c2 r2c3 r3c2 r3c3 is all black; so r3c3, and the
  // rest (r4c3, r4c4) is black.
  const Nurikabe p = nurikabe_from_rows({"2 . . 4", ". . . .", "1 . . .", ". . . ."});
  const Grid answer = shading({"..#.", "###.", ".#..", "####"});
  CHECK_FALSE(check_solution(p, answer).has_value());
  require_unique(p, answer);
}

TEST_CASE("puzzles with `?` counted by hand", "[nurikabe][examples]") {
  // ? . . 1 / . . . . : the 1 walls in r1c3 and r2c4, which meet only through r2c3 (black).
  // r1c2, r2c1, r2c2 are left: r2c1 black needs r2c2 black (the wall), r1c2 and r2c2 both black
  // close a 2x2 block, and a white cell cut off from the `?` has no number. What remains:
  // all three white; r2c2 black; r1c2 black; r2c1 and r2c2 black. Four solutions.
  const auto four = parse("https://puzz.link/p?nurikabe/4/2/.h1j");
  const std::set<std::vector<int>> expected = {
      shading({"..#.", "..##"}).cells, shading({"..#.", ".###"}).cells,
      shading({".##.", "..##"}).cells, shading({"..#.", "####"}).cells};
  CHECK(valid_shadings(dynamic_cast<const Nurikabe&>(*four)) == expected);
  for (Connectivity c : {Connectivity::Static, Connectivity::Lazy}) {
    INFO(connectivity_name(c));
    RunOptions options = with(c);
    RunResult r = run(*four, Mode::Count, options);
    CHECK(r.count == 4);
    CHECK(r.count_complete);
  }
  RunOptions native;
  native.backend = Backend::Native;
  CHECK(run(*four, Mode::Count, native).count == 4);

  // 1 . ? / . . . / . . 1: the two 1s wall in r1c2, r2c1, r2c3, r3c2, so the `?` is alone.
  // r2c2 white would be a numberless area; black, it makes r3c1 white (no 2x2), and r3c1 white
  // is a numberless area. No solution.
  const Nurikabe none = nurikabe_from_rows({"1 . ?", ". . .", ". . 1"});
  CHECK(valid_shadings(none).empty());
  require_verdict(none, Verdict::None, nullptr, with(Connectivity::Static));
  require_verdict(none, Verdict::None, nullptr, with(Connectivity::Lazy));

  // 1 . ? / . . . : r1c2 and r2c1 black, joined through r2c2 (black); r2c3 either way.
  const Nurikabe two = nurikabe_from_rows({"1 . ?", ". . ."});
  CHECK(valid_shadings(two) ==
        std::set<std::vector<int>>{shading({".#.", "###"}).cells, shading({".#.", "##."}).cells});
  require_verdict(two, Verdict::Multiple, nullptr, with(Connectivity::Static));
  require_verdict(two, Verdict::Multiple, nullptr, with(Connectivity::Lazy));
}

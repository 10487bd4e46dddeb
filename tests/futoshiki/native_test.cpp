// The native futoshiki text: what the writer draws reads back as the same puzzle (signs, bars,
// givens, both modes, two-digit sizes); the ways of writing a grid that the reader takes (spaced
// or run together, the rows alone); and errors at the offending token.
//
// Until the native format's table of types knows futoshiki, parse_futoshiki_doc parses the text
// under a stand-in type and renames it (futoshiki_helpers.cpp).
#include <catch2/catch.hpp>
#include <random>

#include "futoshiki/futoshiki_helpers.hpp"
#include "genres/genre.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

struct Error {
  int line = 0;
  int col = 0;
  std::string message;
  bool operator==(const Error&) const = default;
};

std::ostream& operator<<(std::ostream& out, const Error& e) {
  return out << e.line << ":" << e.col << ": " << e.message;
}

Error error_of(const std::string& text) {
  try {
    read_native(text);
  } catch (const ParseFailure& failure) {
    return {failure.error.line, failure.error.col, failure.error.message};
  }
  return {0, 0, "no error"};
}

}  // namespace

TEST_CASE("the native text draws the puzzle and reads back the same", "[futoshiki][native]") {
  std::mt19937 rng(5);
  for (int round = 0; round < 150; ++round) {
    const int n = 1 + round % 12;
    const bool adjacent = round % 3 == 1;
    Futoshiki p = random_futoshiki(n, adjacent, 0.4, 0.25, !adjacent, rng);
    const std::string text = write_futoshiki_native(p);
    INFO(text);
    const auto back = read_native(text);
    CHECK(*back == p);
    CHECK(write_futoshiki_native(*back) == text);
  }
}

TEST_CASE("the writer's layout", "[futoshiki][native]") {
  Futoshiki p(3, false);
  p.grid.at(0, 2) = 3;
  p.set_relation(0, 0, Direction::Right, Relation::Less);
  p.set_relation(1, 1, Direction::Right, Relation::Adjacent);
  p.set_relation(0, 0, Direction::Down, Relation::Less);
  p.set_relation(1, 2, Direction::Down, Relation::Greater);
  CHECK(write_futoshiki_native(p) ==
        "futoshiki 3\n"
        "grid:\n"
        ". < .   3\n"
        "^   .   .\n"
        ".   . | .\n"
        ".   .   v\n"
        ".   .   .\n");
  Futoshiki q(10, true);
  q.grid.at(0, 0) = 10;
  q.set_relation(0, 0, Direction::Right, Relation::Adjacent);
  q.set_relation(0, 1, Direction::Down, Relation::Adjacent);
  const std::string text = write_futoshiki_native(q);
  CHECK(text.starts_with(
      "futoshiki 10 adjacent\ngrid:\n10 |  .    .    .    .    .    .    .    .    .\n"
      " .    -    .    .    .    .    .    .    .    .\n"));
}

TEST_CASE("a grid may be run together, or given as its rows alone", "[futoshiki][native]") {
  const auto spaced = read_native(
      "futoshiki 4\ngrid:\n1 < . . .\n^ . . v\n. . . .\n. . . .\n"
      ". . > . 2\n. - . .\n. . . .\n");
  const auto together = read_native(
      "futoshiki 4\ngrid:\n1<...\n^..v\n....\n....\n..>.2\n"
      ".-..\n....\n");
  CHECK(*spaced == *together);
  CHECK(spaced->grid.at(0, 0) == 1);
  CHECK(spaced->grid.at(2, 3) == 2);
  CHECK(spaced->relation(0, 0, Direction::Right) == Relation::Less);
  CHECK(spaced->relation(0, 0, Direction::Down) == Relation::Less);
  CHECK(spaced->relation(0, 3, Direction::Down) == Relation::Greater);
  CHECK(spaced->relation(2, 1, Direction::Right) == Relation::Greater);
  CHECK(spaced->relation(2, 1, Direction::Down) == Relation::Adjacent);

  const auto rows = read_native("futoshiki 4\ngrid:\n1 2 . .\n. . 0 .\n. . . .\n3 < 4 . .\n");
  Futoshiki expected(4);
  expected.grid.at(0, 0) = 1;
  expected.grid.at(0, 1) = 2;
  expected.grid.at(3, 0) = 3;
  expected.grid.at(3, 1) = 4;
  expected.set_relation(3, 0, Direction::Right, Relation::Less);
  CHECK(*rows == expected);

  // From size 10 a run of digits is one number.
  std::string big_text = "futoshiki 10\ngrid:\n10<9 . . . . . . . .\n";
  for (int r = 1; r < 10; ++r) big_text += "..........\n..........\n";
  const auto big = read_native(big_text);
  CHECK(big->grid.at(0, 0) == 10);
  CHECK(big->grid.at(0, 1) == 9);
  CHECK(big->relation(0, 0, Direction::Right) == Relation::Less);

  // No grid: an empty Latin square.
  CHECK(*read_native("futoshiki 5 adjacent\n") == Futoshiki(5, true));
}

TEST_CASE("bad native futoshiki text is reported at the offending token", "[futoshiki][native]") {
  const std::string head = "futoshiki 3\ngrid:\n";
  CHECK(error_of("futoshiki 3x4\n") ==
        Error{1, 11, "a futoshiki grid is square: give its size as N"});
  CHECK(error_of("futoshiki 64\n") == Error{1, 11, "futoshiki size 64 is too large (at most 63)"});
  CHECK(error_of("futoshiki 3 adjacent=yes\n") == Error{1, 13, "'adjacent' takes no value"});
  CHECK(error_of("futoshiki 3 sum\n") == Error{1, 13, "unknown option 'sum' for futoshiki"});
  CHECK(error_of("futoshiki 3\ntop: 1 2 3\n") ==
        Error{2, 1, "section 'top:' does not apply to futoshiki"});
  CHECK(error_of(head + "< . . .\n. . .\n. . .\n. . .\n. . .\n") ==
        Error{3, 1, "'<' must stand between two cells"});
  CHECK(error_of(head + ". < < .\n. . .\n. . .\n. . .\n. . .\n") ==
        Error{3, 5, "'<' must stand between two cells"});
  CHECK(error_of(head + ". . . >\n. . .\n. . .\n. . .\n. . .\n") ==
        Error{3, 7, "'>' after the last cell of row 1"});
  CHECK(error_of(head + ". . . .\n. . .\n. . .\n. . .\n. . .\n") ==
        Error{3, 7, "row 1 has more than 3 cells"});
  CHECK(error_of(head + ". . <\n. . .\n. . .\n. . .\n. . .\n") ==
        Error{3, 6, "the row ends after a sign, without the cell to its right"});
  CHECK(error_of(head + ". .\n. . .\n. . .\n. . .\n. . .\n") ==
        Error{3, 4, "row 1 has 2 cells, expected 3"});
  CHECK(error_of(head + ". 4 .\n. . .\n. . .\n. . .\n. . .\n") ==
        Error{3, 3,
              "value 4 is out of range (1 to 3; up to size 9 each digit is a cell of its own)"});
  CHECK(error_of(head + ". x .\n. . .\n. . .\n. . .\n. . .\n") ==
        Error{3, 3, "unexpected 'x' in the grid"});
  CHECK(error_of(head + ". ^ .\n. . .\n. . .\n. . .\n. . .\n") ==
        Error{3, 3, "'^' belongs on the lines between the rows of cells"});
  CHECK(error_of(head + ". . .\n. < .\n. . .\n. . .\n. . .\n") ==
        Error{4, 3, "expected '^', 'v', '-' or '.' between rows 1 and 2, found '<'"});
  CHECK(error_of(head + ". . .\n. .\n. . .\n. . .\n. . .\n") ==
        Error{4, 4,
              "the line between rows 1 and 2 has 2 symbols, expected 3 (one per column, '.' for "
              "none)"});
  CHECK(error_of(head + ". . .\n. . . .\n. . .\n. . .\n. . .\n") ==
        Error{4, 7, "the line between rows 1 and 2 has more than 3 symbols"});
  CHECK(error_of(head + ". . .\n. . .\n. . .\n. . .\n. . .\n. . .\n") ==
        Error{8, 1, "'grid:' has more than 5 lines (3 rows of cells and the lines between them)"});
  CHECK(error_of(head + ". . .\n. . .\n. . .\n. . .\n") ==
        Error{7, 1,
              "'grid:' has 4 lines, expected 5 (3 rows of cells and the lines between them) or 3 "
              "(the rows alone)"});
  CHECK(error_of("futoshiki 3 adjacent\ngrid:\n. > . .\n. . .\n. . .\n. . .\n. . .\n") ==
        Error{3, 3,
              "'>' is a sign, but an adjacent futoshiki has only bars ('|' between cells of a row, "
              "'-' between rows)"});
  CHECK(error_of("futoshiki 3 adjacent\ngrid:\n. . .\n. v .\n. . .\n. . .\n. . .\n").col == 3);
  CHECK(error_of("futoshiki 3 adjacent\ngrid:\n. | .  .\n. - .\n. . .\n- . .\n. . 1\n") ==
        Error{0, 0, "no error"});
}

TEST_CASE("the unit's entry for the registry", "[futoshiki][native]") {
  const Genre unit = futoshiki_unit();
  CHECK(unit.name == "futoshiki");
  CHECK(unit.aliases == std::vector<std::string_view>{"unequal"});
  const std::string text =
      "futoshiki 3 adjacent\ngrid:\n1 | 2   .\n.   .   .\n.   .   .\n.   .   "
      ".\n.   .   .\n";
  NativeDoc doc = parse_futoshiki_doc(text);
  const std::unique_ptr<Puzzle> p = unit.native.build(doc);
  REQUIRE(p);
  CHECK(p->type() == "futoshiki");
  CHECK(unit.native.write(*p) == text);
  REQUIRE(unit.tatham.size() == 1);
  const TathamGame& game = unit.tatham.front();
  CHECK(game.name == "unequal");
  CHECK(game.type == "futoshiki");
  const auto id = game.write(*p);
  REQUIRE(id);
  CHECK(*id == "3a:1R,2L,0,0,0,0,0,0,0,");
  const std::string params = "3a", desc = id->substr(3);
  const auto back = game.read(IdText{params, 1, 1}, IdText{desc, 1, 4});
  CHECK(unit.native.write(*back) == text);
  CHECK(back->header_options() == "3 adjacent");
}

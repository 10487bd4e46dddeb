// Text that no format detects but one format nearly matches gets that format's own error, said to
// be from it, instead of "cannot tell the input format". The expected messages are each reader's
// own wording for what is wrong (written here by hand), prefixed with the format's name.
#include <catch2/catch.hpp>

#include "format_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

void require_near(const std::string& text, int line, const std::string& message) {
  ParseError e = read_error(text);
  INFO(text << "\n-> " << e.line << ":" << e.col << ": " << e.message);
  CHECK(e.line == line);
  CHECK(e.message == message);
}

}  // namespace

TEST_CASE("near matches report their format's error", "[formats][near]") {
  require_near(std::string(80, '.') + "\n", 1,
               "read as sudoku-line: a sudoku line has N*N cells; 80 is not a square");
  require_near(std::string(82, '.') + "\n", 1,
               "read as sudoku-line: a sudoku line has N*N cells; 82 is not a square");
  require_near("0 0\n", 1, "read as binairo-table: binairo rows: 0 is out of range (2 to 128)");
  require_near(
      "0 0 1 0\n1 0 0 0\n0 2 0 0\n", 4,
      "read as pyramids: expected four lines of clues (top, bottom, left, right), found 3");
  require_near("4\n5\nAB..\n....\n....\n....\n", 2,
               "read as abc-lines: number of letters 5 is out of range (1 to 4)");
  // A Tatham ID without its game: only --type or the game's name helps, not --from.
  ParseError tatham = read_error("4:1b2c\n");
  CHECK(tatham.message.starts_with(
      "read as tatham: a Tatham ID without the game's name needs --type (or write solo, "));
  // A SudokuPad short link: the puzzle is on SudokuPad's server; the long link works.
  for (const std::string link : {"https://sudokupad.app/abc123\n", "sudokupad.app/u3vkq9k2lj\n",
                                 "https://crackingthecryptic.com/puzzle/xyz\n"}) {
    ParseError e = read_error(link);
    INFO(link);
    CHECK(
        e.message.starts_with("read as fpuzzles: a SudokuPad short link names a puzzle kept "
                              "on SudokuPad's server"));
    CHECK(e.message.find("https://sudokupad.app/fpuzzles") != std::string::npos);
  }
}

TEST_CASE("text near no format, or near two, still cannot be told", "[formats][near]") {
  for (const std::string text : {"hello world\n", "12 x\n", "5\n"}) {
    ParseError e = read_error(text);
    INFO(text);
    CHECK(e.message == "cannot tell the input format; name it with --from");
  }
  // Detected formats are not affected: a whole 81-character line is a sudoku.
  ReadResult r = read_puzzle(std::string(81, '.') + "\n", "", "");
  REQUIRE(r.puzzle);
  CHECK(r.format == "sudoku-line");
}

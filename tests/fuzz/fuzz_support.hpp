// What the fuzz targets share: a failed invariant aborts (libFuzzer saves the input as a crash),
// the checks on a reader's error value, and the native round trip of a puzzle.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "formats/formats.hpp"

namespace gridsat::fuzz {

[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz invariant broken: %s\n", what.c_str());
  std::abort();
}

// A literal message costs nothing when the check holds (the hot loops use this one).
inline void require(bool ok, const char* what) {
  if (!ok) fail(what);
}

inline void require(bool ok, const std::string& what) {
  if (!ok) fail(what);
}

// Lines as the readers count them: ended by LF, CR LF or a lone CR.
inline int count_lines(std::string_view text) {
  int lines = 1;
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')))
      ++lines;
  return lines;
}

// A message, and a position (when there is one) on a line the text has.
inline void require_sane_error(const ParseError& error, std::string_view text) {
  require(!error.message.empty(), "an error without a message");
  require(error.line >= 0 && error.col >= 0, "a negative error position");
  require(error.line <= count_lines(text) + 1,
          "error line " + std::to_string(error.line) + " past the end of the text");
}

// The puzzle's shape is sane, and its native text reads back as the same puzzle.
inline void require_round_trip(const Puzzle& puzzle) {
  require(puzzle.rows() > 0 && puzzle.cols() > 0, "a puzzle without cells");
  const Grid& givens = puzzle.givens();
  require(givens.rows == puzzle.rows() && givens.cols == puzzle.cols() &&
              givens.cells.size() ==
                  static_cast<std::size_t>(givens.rows) * static_cast<std::size_t>(givens.cols),
          "the givens do not have the puzzle's shape");
  std::string error;
  auto native = write_puzzle(puzzle, "native", error);
  require(native.has_value(), "cannot write the puzzle as native: " + error);
  ReadResult again = read_puzzle(*native, "native", "");
  if (again.error)
    fail("the native text does not read back: " + std::to_string(again.error->line) + ":" +
         std::to_string(again.error->col) + ": " + again.error->message + "\n" + *native);
  require(again.puzzle->type() == puzzle.type(), "the type changed in the round trip");
  require(again.puzzle->rows() == puzzle.rows() && again.puzzle->cols() == puzzle.cols(),
          "the size changed in the round trip");
  require(again.puzzle->givens() == givens, "the givens changed in the round trip\n" + *native);
  require(again.puzzle->header_options() == puzzle.header_options(),
          "the options changed in the round trip\n" + *native);
}

}  // namespace gridsat::fuzz

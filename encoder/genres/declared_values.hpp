// What every declared values genre (rules/declared_values.hpp) shares besides its puzzle: the
// native format, the puzz.link URL and the generator, read from the declaration, so that a genre
// unit is its rules and `declared_values_genre<kDeclaration>(...)`.
//
// The native format (docs/ripple.md):
//
//     ripple 4x4            TYPE N or TYPE HxW
//     rooms:                the genres with rooms: a label per cell (words, or one character
//     a b b c               each run together), each room one connected piece
//     ...
//     givens:               optional: the given numbers, `.` for none
//     . 1 4 .
//     ...
//
// puzz.link: `TYPE/COLS/ROWS/BODY`, the body as pzprjs's decodeBorder (the rooms) then
// decodeNumber16 (a number per cell): formats/puzzlink_codes.hpp. No flag is read; a `?` (a
// number not shown) and pzprjs's cells outside the puzzle are refused.
//
// With dots (kropki), the native format gives them in `across:` (a row of the dots right of each
// cell but the last, for every row) and `down:` (the dots below each cell, for every row but the
// last): `.` none, `w` white, `b` black; the URL's body is the dots alone, three to a character
// (pzprjs's decodeCircle_kropki: formats/puzzlink_codes.hpp's decode_ternary), and holds no given.
//
// With side clues (doppelblock), the native format gives them in `top:`, `bottom:`, `left:` and
// `right:` (the sides the declaration marks, each optional: a number or `.` per line), and the
// URL's body is those clues alone in the number code, the marked sides in the order top, bottom,
// left, right (pzprjs's decodeNumber16ExCell: top then left), holding no given. With a blank, a
// given `x` is a cell without a number; with holes, a cell outside the puzzle. With symbols
// (magnets: `+`, `-`, `0`) the givens and answers are written with them.
//
// A declaration may list the parts of its URL's body instead (rules::UrlPart: magnets' two rows
// of side clues, its rooms, its circles and its cells outside the puzzle).
//
// The generator: a frame of random rectangular rooms (genres/declared_parts.hpp), a random
// solution, every cell given; the generic removal thins the givens out. With dots, the frame has
// none; the solution's dots are placed (all of them: a missing dot is a rule) and givens are added
// only where the dots leave the puzzle ambiguous. With side clues, every side clue of the solution
// is offered, givens added where they leave it ambiguous.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "genres/genre.hpp"
#include "rules/declared_values.hpp"

namespace gridsat {

std::unique_ptr<Puzzle> build_declared_values(const rules::ValuesDeclaration& d, NativeDoc& doc);
std::string write_declared_values(const rules::ValuesDeclaration& d, const Puzzle& puzzle);
std::unique_ptr<Puzzle> read_declared_values_url(const rules::ValuesDeclaration& d,
                                                 const PuzzlinkUrl& url);
std::optional<std::string> write_declared_values_url(const rules::ValuesDeclaration& d,
                                                     const Puzzle& puzzle);
std::optional<std::string> declared_values_problem(const rules::ValuesDeclaration& d,
                                                   const GenerateParams& params);
std::unique_ptr<Puzzle> declared_values_frame(const rules::ValuesDeclaration& d,
                                              const GenerateParams& params, Random& rng);
std::vector<Clue> declared_values_clues(const rules::ValuesDeclaration& d, Puzzle& frame,
                                        const Grid& solution, Random& rng);

// The registry entry of a declared values genre, as declared_genre (genres/declared.hpp).
template <const rules::ValuesDeclaration& D>
Genre declared_values_genre(std::vector<std::string_view> aliases, std::string_view summary,
                            int largest, std::vector<TathamGame> tatham = {}) {
  struct Bound {
    static std::unique_ptr<Puzzle> build(NativeDoc& doc) { return build_declared_values(D, doc); }
    static std::string write(const Puzzle& puzzle) { return write_declared_values(D, puzzle); }
    static std::unique_ptr<Puzzle> read_url(const PuzzlinkUrl& url) {
      return read_declared_values_url(D, url);
    }
    static std::optional<std::string> write_url(const Puzzle& puzzle) {
      return write_declared_values_url(D, puzzle);
    }
    static std::optional<std::string> problem(const GenerateParams& params) {
      return declared_values_problem(D, params);
    }
    static std::unique_ptr<Puzzle> frame(const GenerateParams& params, Random& rng) {
      return declared_values_frame(D, params, rng);
    }
    static std::vector<Clue> clues(Puzzle& frame, const Grid& solution, const GenerateParams&,
                                   Random& rng) {
      return declared_values_clues(D, frame, solution, rng);
    }
  };
  Generator generator;
  generator.problem = Bound::problem;
  generator.frame = Bound::frame;
  generator.clues = Bound::clues;
  generator.largest = {{"", largest}};
  generator.gives_cells = D.blank_givens;  // else a second solution may differ in a blank
  std::vector<PuzzlinkGenre> puzzlink;
  if (!D.puzzlink.empty())
    puzzlink.push_back({D.puzzlink, {}, D.type, Bound::read_url, Bound::write_url, 1});
  return {D.type,
          std::move(aliases),
          summary,
          {Bound::build, Bound::write},
          {},
          std::move(tatham),
          std::move(puzzlink),
          generator};
}

}  // namespace gridsat

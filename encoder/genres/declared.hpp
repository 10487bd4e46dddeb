// What every declared shading genre (rules/declared.hpp) shares besides its puzzle: the native
// format, the puzz.link URL, and the generator, each read from the declaration, so that a genre
// unit is its rules and `declared_genre<kDeclaration>(...)`.
//
// The native format (docs/heyawake.md):
//
//     heyawake 6x6          TYPE N or TYPE HxW
//     rooms:                the genres with rooms: a label per cell (words, or one character
//     a b b c c d           each run together), each room one connected piece
//     ...
//     numbers:              `.` none, `?` a number not given, or the number; a room's number
//     2 2 . 2 . 2           stands in any one of its cells (a URL's in the room's first); with
//     ...                   arrows, each number perhaps followed by ^ v < > (yajisan-kazusan)
//     givens:               optional: cells of the answer, 1 shaded, 0 unshaded, `.` open
//                           (with coloured numbers, each number's colour: needed)
//     top: 2 . 3            with side clues, a number or `.` per column (top, bottom) or row
//                           (left, right), on the sides the declaration marks
//
// The declaration's switch of the rules, if any, is an option of the header (`aquarium 6x6
// regions`).
//
// puzz.link: `TYPE/COLS/ROWS/BODY`, the body as pzprjs's decodeBorder (the rooms) then
// decodeRoomNumber16 (a number per room, rooms in reading order of their first cell) or
// decodeNumber16 (a number per cell; with coloured numbers the code 2n + colour) or
// decodeArrowNumber16 (with arrows), or for a genre without numbers and rooms decodeCircle (its
// given cells: 1 white = unshaded, 2 black = shaded), for one without numbers but with rooms
// nothing more (norinori), for one with side clues the walls, '/' and decodeNumber16ExCell
// (aquarium): formats/puzzlink_codes.hpp. The one flag read is the declaration's switch.
//
// The generator: a frame of random rectangular rooms (genres/declared.cpp) and, with arrows, an
// arrow at every cell that points at some cell, a random solution, and as the clues the number
// the declaration measures at every cell or room (for a genre without numbers, every cell given,
// or none where the rooms are the clues; with side clues, the clue of every line); where those
// leave the puzzle ambiguous, a room is cut in two where a second solution differs (or a cell
// moved into a neighbouring room: ShadingDeclaration::refine_moves_cells) and the clues are
// measured again (puzz.link holds no given answer cells besides circles). Where the numbers are
// fixed (ShadingDeclaration::numbers_fixed) they are all placed on the frame and kept (with their
// colours, given cells, where the numbers are coloured).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "genres/genre.hpp"
#include "rules/declared.hpp"

namespace gridsat {

std::unique_ptr<Puzzle> build_declared(const rules::ShadingDeclaration& d, NativeDoc& doc);
std::string write_declared(const rules::ShadingDeclaration& d, const Puzzle& puzzle);
std::unique_ptr<Puzzle> read_declared_url(const rules::ShadingDeclaration& d,
                                          const PuzzlinkUrl& url);
std::optional<std::string> write_declared_url(const rules::ShadingDeclaration& d,
                                              const Puzzle& puzzle);
std::optional<std::string> declared_generate_problem(const rules::ShadingDeclaration& d,
                                                     const GenerateParams& params);
std::unique_ptr<Puzzle> declared_frame(const rules::ShadingDeclaration& d,
                                       const GenerateParams& params, Random& rng);
std::vector<Clue> declared_clues(const rules::ShadingDeclaration& d, Puzzle& frame,
                                 const Grid& solution);
bool declared_refine(const rules::ShadingDeclaration& d, Puzzle& frame, const Grid& solution,
                     const Grid& other, Random& rng);

// The registry entry of a declared genre: `summary` for --help, `largest` the side generate
// was measured to finish within 10 s (genres/genre.hpp: Generator::largest), the Tatham games
// that hold it (their readers are the genre's own).
template <const rules::ShadingDeclaration& D>
Genre declared_genre(std::vector<std::string_view> aliases, std::string_view summary, int largest,
                     std::vector<TathamGame> tatham = {}) {
  struct Bound {
    static std::unique_ptr<Puzzle> build(NativeDoc& doc) { return build_declared(D, doc); }
    static std::string write(const Puzzle& puzzle) { return write_declared(D, puzzle); }
    static std::unique_ptr<Puzzle> read_url(const PuzzlinkUrl& url) {
      return read_declared_url(D, url);
    }
    static std::optional<std::string> write_url(const Puzzle& puzzle) {
      return write_declared_url(D, puzzle);
    }
    static std::optional<std::string> problem(const GenerateParams& params) {
      return declared_generate_problem(D, params);
    }
    static std::unique_ptr<Puzzle> frame(const GenerateParams& params, Random& rng) {
      return declared_frame(D, params, rng);
    }
    static std::vector<Clue> clues(Puzzle& frame, const Grid& solution, const GenerateParams&,
                                   Random&) {
      return declared_clues(D, frame, solution);
    }
    static bool refine(Puzzle& frame, const Grid& solution, const Grid& other, Random& rng) {
      return declared_refine(D, frame, solution, other, rng);
    }
  };
  Generator generator;
  generator.problem = Bound::problem;
  generator.frame = Bound::frame;
  generator.clues = Bound::clues;
  generator.largest = {{"", largest}};
  generator.gives_cells = false;
  if (D.rooms) generator.refine = Bound::refine;
  std::vector<PuzzlinkGenre> puzzlink;
  if (!D.puzzlink.empty())
    puzzlink.push_back({D.puzzlink,
                        D.puzzlink_alias.empty() ? std::vector<std::string_view>{}
                                                 : std::vector<std::string_view>{D.puzzlink_alias},
                        D.type, Bound::read_url, Bound::write_url,
                        D.rooms && D.has_side_clues() ? 2 : 1});
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

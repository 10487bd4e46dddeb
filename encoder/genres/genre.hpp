// A genre is one unit (encoder/genres/<name>/): its Puzzle class (rules, encoding, native rules,
// clues, size, picture; puzzles/puzzle.hpp) and this entry, which declares everything else about
// it: its names, its readers and writers, its generator (its answer kind is the Puzzle's). The
// registry (genres/registry.cpp) lists the entries; every generic feature (formats, generate,
// --help lists, bash completion, the bench) finds a genre there and nowhere else.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/genre_formats.hpp"
#include "puzzles/puzzle.hpp"
#include "puzzles/random.hpp"

namespace gridsat {

// What `generate` asks of a genre: the size and the genre's own options, by name ("diagonal" ->
// "", "box" -> "2x3").
struct GenerateParams {
  int rows = 9;
  int cols = 9;
  std::map<std::string, std::string> options;
  // Set by the generator while a genre makes its clues: true once a limit (--timeout, an
  // interrupt) says to stop. A genre's own long search looks at it and gives up; the generator
  // then stops as its solver calls would.
  std::function<bool()> should_stop = nullptr;
  bool has(const std::string& name) const { return options.count(name) > 0; }
  std::string get(const std::string& name) const {
    auto it = options.find(name);
    return it == options.end() ? "" : it->second;
  }
};

// An option of `generate` that only this genre takes.
struct GenerateOption {
  std::string_view name;  // without the dashes: "diagonal"
  std::string_view help;
  bool takes_value = false;  // --box 2x3; otherwise a switch
};

// The solutions of a puzzle, up to two (none: no solution); throws when a limit stops it.
using SolutionsUpToTwo = std::function<std::vector<Grid>(const Puzzle&)>;

// How the setter's generic generator (backends: a random solution, then clues taken away while
// the puzzle stays unique) makes puzzles of this genre.
struct Generator {
  std::vector<GenerateOption> options;
  // Other names for `--type` that mean this genre with a switch set: {"killer", "killer"}.
  std::vector<std::pair<std::string_view, std::string_view>> variants;
  // What is wrong with the size or options (a size no puzzle of the genre can have), or nothing.
  std::optional<std::string> (*problem)(const GenerateParams& params) = nullptr;
  // The puzzle's rules with no removable clue (a random jigsaw layout, ...).
  std::unique_ptr<Puzzle> (*frame)(const GenerateParams& params, Random& rng) = nullptr;
  // Every clue `solution` implies, for the generic removal to thin out; may add fixed parts
  // that depend on the solution to `frame` (killer cages). Clues that alone leave the puzzle
  // ambiguous get givens added where a second solution differs.
  std::vector<Clue> (*clues)(Puzzle& frame, const Grid& solution, const GenerateParams& params,
                             Random& rng) = nullptr;
  // Whether answer cells may be given where the clues alone leave a puzzle ambiguous; when not
  // (a genre whose formats hold no given cells), the frame is refined, or another frame and
  // solution are drawn.
  bool gives_cells = true;
  // Changes `frame` so that `other`, a second solution of the clues `solution` implies, breaks
  // while `solution` stays one (a room cut in two where they differ); false when it cannot.
  bool (*refine)(Puzzle& frame, const Grid& solution, const Grid& other, Random& rng) = nullptr;
  // Instead of `clues`, for a genre whose clues are not removable one by one (calcudoku's
  // cages): the whole puzzle with exactly one solution, `solution`.
  std::unique_ptr<Puzzle> (*finish)(const Grid& solution, const GenerateParams& params, Random& rng,
                                    const SolutionsUpToTwo& solve) = nullptr;
  // The largest square side N whose generation was measured to finish within 10 s on a 2-core
  // machine (scripts/measure-generate-sizes; the table is in docs/setter.md), keyed by variant
  // switch ("killer") or "" for the plain genre. `generate` without --timeout refuses a puzzle
  // of more cells than N x N. 0 or no entry: no limit known (every accepted size finished).
  std::map<std::string_view, int> largest;
};

struct Genre {
  std::string_view name;                  // canonical: "sudoku"
  std::vector<std::string_view> aliases;  // other names, for --type and the native header
  std::string_view summary;               // for --help: "sudoku (solo; box=RxC, diagonal, ...)"
  NativeFormat native;
  // Foreign formats that read only this genre (sudoku-line, ...), Tatham games, puzz.link types.
  std::vector<FormatEntry> formats;
  std::vector<TathamGame> tatham;
  std::vector<PuzzlinkGenre> puzzlink;
  std::optional<Generator> generator;
};

// Every genre, in the order --help lists them (genres/registry.cpp).
const std::vector<Genre>& genres();
// The genre of a canonical name, or null.
const Genre* find_genre(std::string_view name);

}  // namespace gridsat

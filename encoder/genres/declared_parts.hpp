// What the declared genres (shading and values alike) share in their formats and generators: the
// sides they read, the native sections of a value per cell, a puzz.link URL without flags, their
// rooms (the native `rooms:` section, the walls of a puzz.link body: pzprjs's decodeBorder, and
// the random rectangular rooms of a generator's frame) and their side clues (the native `top:`
// .. `right:` lines, pzprjs's excell numbers, the clues a solution shows). P is the declared
// puzzle: rows(), cols(), type(), rooms(), set_rooms(labels), and for side clues sides(),
// side_clue_error(side, index, value), set_side_clue(side, index, value).
#pragma once

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "encodings/visibility.hpp"
#include "formats/native_types.hpp"
#include "formats/puzzlink.hpp"
#include "formats/puzzlink_codes.hpp"
#include "genres/genre.hpp"
#include "puzzles/random.hpp"
#include "rules/side_clues.hpp"

namespace gridsat {

// What is wrong with sides rows x cols for a genre that reads sides 1 to `largest`, or nothing.
std::optional<std::string> declared_size_error(std::string_view type, int largest, int rows,
                                               int cols);
// The same for generate, which starts at 2x2.
std::optional<std::string> declared_generate_error(std::string_view type, int largest,
                                                   const GenerateParams& params);
// Refuses a URL with pzprjs flags (a variant of the rules) at the flags.
void refuse_flags(const PuzzlinkUrl& url, std::string_view puzzlink);

// A native section of a token per cell: `name:`, then `rows` lines of `cols` texts, each
// right-aligned to the widest.
template <class TextOf>
void write_cell_section(std::ostringstream& out, const char* name, int rows, int cols,
                        TextOf text_of) {
  out << name << ":\n";
  std::vector<std::string> texts;
  std::size_t width = 1;
  for (int cell = 0; cell < rows * cols; ++cell) {
    texts.push_back(text_of(cell));
    width = std::max(width, texts.back().size());
  }
  for (int cell = 0; cell < rows * cols; ++cell) {
    const std::string& text = texts[static_cast<std::size_t>(cell)];
    out << std::string(width - std::min(width, text.size()), ' ') << text
        << (cell % cols + 1 < cols ? " " : "\n");
  }
}

// The rooms of a `rooms:` section: a label per cell, each room one connected piece.
template <class P>
void read_native_rooms(P& p, const NativeDoc& doc) {
  const NativeSection* sec = doc.section("rooms");
  if (!sec)
    throw ParseFailure(
        doc.last_line + 1, 1,
        "a " + std::string(p.type()) + " needs a rooms: section with a room label for every cell");
  const std::vector<std::vector<Token>> rows = doc.read_rows(*sec, p.rows(), p.cols(), false);
  if (auto broken = p.set_rooms(label_numbers(rows))) {
    const Token& t = rows[static_cast<std::size_t>(*broken / p.cols())]
                         [static_cast<std::size_t>(*broken % p.cols())];
    throw ParseFailure(t, "room '" + t.text + "' is not one connected piece (" +
                              cell_name(*broken, p.cols()) + ")");
  }
}

// The rooms as puzz.link walls, from body[pos..] (pos advanced past them). A wall with the same
// room on both sides is refused (pzprjs's rules that look at walls would count it).
std::vector<int> read_url_rooms(const IdText& body, std::size_t& pos, int rows, int cols);
// The rooms of decoded walls, each cell flagged in `apart` (empty, or a flag per cell) a room of
// its own whatever the walls around it say (pzprjs's rooms leave its empty cells out); errors
// point at body's start.
std::vector<int> rooms_of_walls(Borders walls, const IdText& body, int rows, int cols,
                                const std::vector<char>& apart = {});

template <class P>
void read_url_rooms(P& p, const IdText& body, std::size_t& pos) {
  p.set_rooms(read_url_rooms(body, pos, p.rows(), p.cols()));
}

// A room label per cell: rectangles cut in two at a random line across their longer side while
// they hold more than six cells (or more than `largest_room`), and at random (one time in three)
// while they hold more than two, each part keeping at least `smallest_room` cells.
std::vector<int> random_rectangle_rooms(int rows, int cols, int smallest_room, Random& rng,
                                        int largest_room = 64);

// The native sections of the sides marked: `top:`, `bottom:`, `left:`, `right:`.
std::vector<std::string_view> side_sections(const rules::SideClues& sides);

// The side clues of the native sections (each optional): a number or `.` per row or column.
template <class P>
void read_native_sides(P& p, const NativeDoc& doc) {
  for (std::size_t side = 0; side < 4; ++side) {
    const NativeSection* sec = doc.section(side_name(kAllSides[side]));
    if (!sec) continue;
    const int count = static_cast<int>(p.sides().clues()[side].size());
    const std::vector<Token> tokens = doc.read_clue_line(*sec, count);
    for (int i = 0; i < count; ++i) {
      const Token& t = tokens[static_cast<std::size_t>(i)];
      if (t.text == ".") continue;
      const auto v = parse_integer(t.text);
      if (!v || *v < 0 || *v > 1'000'000)
        throw ParseFailure(t, "expected a clue (a number) or '.', found '" + t.text + "'");
      if (auto problem = p.side_clue_error(side, i, static_cast<int>(*v)))
        throw ParseFailure(t, *problem);
      p.set_side_clue(side, i, static_cast<int>(*v));
    }
  }
}

// The marked sides' lines, as read_native_sides reads them.
void write_native_sides(std::ostringstream& out, const rules::SideClues& sides);

// The side clues of a URL's body from body[pos..] as one number code (pzprjs's
// decodeNumber16ExCell), in the order `paired` gives (SideClues::positions); `?` is refused.
template <class P>
void read_url_sides(P& p, const IdText& body, std::size_t& pos, bool paired) {
  const auto where = p.sides().positions(paired);
  const NumberCode code = decode_numbers(body, pos, static_cast<int>(where.size()), "side clue");
  for (std::size_t k = 0; k < where.size(); ++k) {
    const int v = code.values[k];
    if (v == kUnknown) continue;
    if (v == kHiddenNumber)
      throw ParseFailure(body.line, code.columns[k],
                         "a " + std::string(p.type()) + " side clue is a number, not '?'");
    if (auto problem = p.side_clue_error(where[k].first, where[k].second, v))
      throw ParseFailure(body.line, code.columns[k], *problem);
    p.set_side_clue(where[k].first, where[k].second, v);
  }
}

// The side clues as read_url_sides reads them.
std::string write_url_sides(const rules::SideClues& sides, bool paired);

// The clues of every marked line that `solution` shows: `measure(side, line)` reads a line of
// the solution's values from its side, nearest first (the generator's clues).
template <class Measure>
std::vector<Clue> measured_side_clues(const rules::SideClues& sides, const Grid& solution,
                                      Measure measure) {
  std::vector<Clue> out;
  for (std::size_t side = 0; side < 4; ++side)
    for (int i = 0; sides.marked(side) && i < static_cast<int>(sides.clues()[side].size()); ++i) {
      std::vector<int> line;
      for (int cell : sides.line(side, i))
        line.push_back(solution.cells[static_cast<std::size_t>(cell)]);
      out.push_back({Clue::Kind::Border, 0, 0, kAllSides[side], i, measure(side, line)});
    }
  return out;
}

}  // namespace gridsat

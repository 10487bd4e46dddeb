// What the declared genres (shading and values alike) share in their formats and generators: the
// sides they read, the native sections of a value per cell, a puzz.link URL without flags, and
// their rooms: the native `rooms:` section, the walls of a puzz.link body (pzprjs's
// decodeBorder), and the random rectangular rooms of a generator's frame. P is the declared
// puzzle: rows(), cols(), type(), rooms(), set_rooms(labels).
#pragma once

#include <algorithm>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "formats/native_types.hpp"
#include "formats/puzzlink.hpp"
#include "genres/genre.hpp"
#include "puzzles/random.hpp"

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

}  // namespace gridsat

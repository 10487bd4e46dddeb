#include "genres/declared_values.hpp"

#include <sstream>

#include "encodings/visibility.hpp"
#include "formats/native_types.hpp"
#include "formats/puzzlink_codes.hpp"
#include "genres/declared_parts.hpp"

namespace gridsat {
namespace {

using rules::DeclaredValues;
using rules::UrlPart;
using rules::ValuesDeclaration;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::optional<std::string> size_error(const ValuesDeclaration& d, int rows, int cols) {
  return declared_size_error(d.type, d.largest_side, rows, cols);
}

// What is wrong with a room larger than the declaration allows (the first in reading order), or
// nothing.
std::optional<std::string> oversized_room(const ValuesDeclaration& d, const DeclaredValues& p) {
  std::vector<int> size(at(p.room_count()), 0);
  for (int room : p.rooms()) ++size[at(room)];
  for (int cell = 0; cell < p.rows() * p.cols(); ++cell)
    if (const int n = size[at(p.rooms()[at(cell)])]; n > d.largest_room)
      return "the room of " + cell_name(cell, p.cols()) + " holds " + std::to_string(n) +
             " cells; a " + std::string(d.type) + " room holds at most " +
             std::to_string(d.largest_room);
  return std::nullopt;
}

// The dots of the native `across:` and `down:` sections: `.` none, `w` white, `b` black.
void read_native_dots(DeclaredValues& p, const NativeDoc& doc) {
  std::vector<int> dots;
  auto read = [&](const char* name, int rows, int cols) {
    if (rows == 0 || cols == 0) return;
    const NativeSection* sec = doc.section(name);
    if (!sec)
      throw ParseFailure(doc.last_line + 1, 1,
                         "a " + std::string(p.type()) + " needs its " + name +
                             ": section of dots (`.` none, `w` white, `b` black)");
    for (const auto& row : doc.read_rows(*sec, rows, cols, false))
      for (const Token& t : row) {
        if (t.text != "." && t.text != "w" && t.text != "b")
          throw ParseFailure(
              t, "a dot is `.` (none), `w` (white) or `b` (black), not '" + t.text + "'");
        dots.push_back(t.text == "." ? 0 : t.text == "w" ? 1 : 2);
      }
  };
  read("across", p.rows(), p.cols() - 1);
  read("down", p.rows() - 1, p.cols());
  p.set_dots(std::move(dots));
}

// A given as the native format writes it: a number (`x` a blank or a hole: `#` starts a comment
// there), or a symbol.
std::optional<int> given_value(const ValuesDeclaration& d, const DeclaredValues& p,
                               const std::string& text) {
  if (text == "x" && (d.blank || d.holes)) return 0;
  if (!d.symbols.empty()) return p.parse_value(text);
  const auto v = parse_integer(text);
  if (!v || *v < (d.blank || d.number_offset > 0 ? 0 : std::min(1, d.smallest_value)) ||
      *v > 1'000'000)
    return std::nullopt;
  return static_cast<int>(*v) + d.number_offset;
}

// What a native given may be, for messages: "a number, 'x' or '.'", "'0', '+', '-', 'x' or '.'".
std::string given_words(const ValuesDeclaration& d, const DeclaredValues& p) {
  std::vector<std::string> items;
  if (d.symbols.empty()) items.push_back("a number");
  for (std::size_t i = 0; i < d.symbols.size(); ++i)
    items.push_back("'" + p.value_text(d.smallest_value + static_cast<int>(i)) + "'");
  if (d.blank || d.holes) items.push_back("'x'");
  items.push_back("'.'");
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i)
    out += (i == 0 ? "" : i + 1 == items.size() ? " or " : ", ") + items[i];
  return out;
}

// The parts of a URL's body: the declaration's, or the rooms, then the dots, the side clues or
// the givens.
std::vector<UrlPart> url_parts(const ValuesDeclaration& d) {
  std::vector<UrlPart> out;
  for (UrlPart part : d.url)
    if (part != UrlPart::None) out.push_back(part);
  if (!out.empty()) return out;
  if (d.rooms) out.push_back(UrlPart::Rooms);
  out.push_back(d.dots ? UrlPart::Dots : d.has_side_clues() ? UrlPart::SideClues : UrlPart::Givens);
  return out;
}

}  // namespace

std::unique_ptr<Puzzle> build_declared_values(const ValuesDeclaration& d, NativeDoc& doc) {
  if (auto problem = size_error(d, doc.rows, doc.cols))
    throw ParseFailure(doc.size_token, *problem);
  if (d.square && doc.rows != doc.cols)
    throw ParseFailure(doc.size_token, "a " + std::string(d.type) +
                                           " grid is square: " + std::string(d.type) + " N");
  doc.reject_unused_options();
  std::vector<std::string_view> sections = {"givens"};
  if (d.rooms) sections.push_back("rooms");
  if (d.dots) sections.insert(sections.end(), {"across", "down"});
  auto p = std::make_unique<DeclaredValues>(d, doc.rows, doc.cols);
  for (std::string_view side : side_sections(p->sides())) sections.push_back(side);
  doc.reject_sections_except(sections);
  if (d.rooms) {
    read_native_rooms(*p, doc);
    if (auto problem = oversized_room(d, *p))
      throw ParseFailure(doc.section("rooms")->keyword, *problem);
  }
  if (d.dots) read_native_dots(*p, doc);
  read_native_sides(*p, doc);
  if (const NativeSection* sec = doc.section("givens")) {
    const auto rows = doc.read_rows(*sec, p->rows(), p->cols(), false);
    for (int r = 0; r < p->rows(); ++r)
      for (int c = 0; c < p->cols(); ++c) {
        const Token& t = rows[at(r)][at(c)];
        if (t.text == ".") continue;
        const auto v = given_value(d, *p, t.text);
        if (!v)
          throw ParseFailure(t, "expected " + given_words(d, *p) + ", found '" + t.text + "'");
        const int cell = r * p->cols() + c;
        if (auto problem = p->given_error(cell, *v)) throw ParseFailure(t, *problem);
        p->set_given(cell, *v);
      }
  }
  return p;
}

std::string write_declared_values(const ValuesDeclaration& d, const Puzzle& puzzle) {
  const auto& p = dynamic_cast<const DeclaredValues&>(puzzle);
  std::ostringstream out;
  out << p.type() << " " << p.header_options() << "\n";
  auto section = [&](const char* name, auto text_of) {
    write_cell_section(out, name, p.rows(), p.cols(), text_of);
  };
  if (d.rooms) section("rooms", [&](int cell) { return region_label(p.rooms()[at(cell)]); });
  if (d.dots && !p.dots().empty()) {
    const char* text[] = {".", "w", "b"};
    std::size_t i = 0;
    auto dots = [&](const char* name, int rows, int cols) {
      if (rows > 0 && cols > 0)
        write_cell_section(out, name, rows, cols, [&](int) { return text[p.dots()[i++]]; });
    };
    dots("across", p.rows(), p.cols() - 1);
    dots("down", p.rows() - 1, p.cols());
  }
  write_native_sides(out, p.sides());
  bool givens = false;
  for (int v : p.givens().cells) givens = givens || v != kUnknown;
  if (givens)
    section("givens", [&](int cell) -> std::string {
      const int v = p.givens().cells[at(cell)];
      return v == kUnknown ? "." : v == 0 && (d.blank || d.holes) ? "x" : p.value_text(v);
    });
  return out.str();
}

std::unique_ptr<Puzzle> read_declared_values_url(const ValuesDeclaration& d,
                                                 const PuzzlinkUrl& url) {
  refuse_flags(url, d.puzzlink);
  if (auto problem = size_error(d, url.rows, url.cols)) throw url.cols_text.error_at(0, *problem);
  if (d.square && url.rows != url.cols)
    throw url.cols_text.error_at(0, "a " + std::string(d.type) + " grid is square, not " +
                                        std::to_string(url.cols) + " columns by " +
                                        std::to_string(url.rows) + " rows");
  auto p = std::make_unique<DeclaredValues>(d, url.rows, url.cols);
  const IdText& body = url.body;
  const int cells = url.rows * url.cols;
  std::size_t pos = 0;
  // A given read at `column`: checked against the cell's domain.
  auto give = [&](int cell, int v, int column) {
    if (auto problem = p->given_error(cell, v)) throw ParseFailure(body.line, column, *problem);
    p->set_given(cell, v);
  };
  std::string last;
  std::optional<Borders> walls;  // with holes, the rooms wait for them
  for (const UrlPart part : url_parts(d)) {
    const bool at_end = pos == body.size();
    switch (part) {
      case UrlPart::None:
        break;
      case UrlPart::Rooms:
        if (d.holes) {
          walls = decode_borders(body, pos, p->rows(), p->cols());
        } else {
          read_url_rooms(*p, body, pos);
          if (auto problem = oversized_room(d, *p)) throw body.error_at(0, *problem);
        }
        last = "the rooms";
        break;
      case UrlPart::SideClues:
        read_url_sides(*p, body, pos, false);
        last = "the side clues";
        break;
      case UrlPart::PairedSides:
        read_url_sides(*p, body, pos, true);
        last = "the side clues";
        break;
      case UrlPart::Dots:
        p->set_dots(decode_ternary(body, pos, p->border_count(), "dots"));
        last = "the dots";
        break;
      case UrlPart::Givens: {
        const NumberCode code = d.decimal_code ? decode_digits(body, pos, cells, "cell")
                                               : decode_numbers(body, pos, cells, "cell");
        for (int cell = 0; cell < cells; ++cell) {
          const int v = code.values[at(cell)];
          if (v == kUnknown) continue;
          if (v == kHiddenNumber)
            throw ParseFailure(body.line, code.columns[at(cell)],
                               "a " + std::string(d.type) + " given is a number, not '?'");
          give(cell, v + d.number_offset, code.columns[at(cell)]);
        }
        last = "the " + std::to_string(cells) +
               " cells (pzprjs's cells outside the puzzle are not read)";
        break;
      }
      case UrlPart::Circles: {
        if (at_end) break;
        const std::size_t from = pos;
        const std::vector<int> circles = decode_ternary(body, pos, cells, "circles");
        for (int cell = 0; cell < cells; ++cell)
          if (const int c = circles[at(cell)]; c != 0)
            give(cell, c, body.column(from + at(cell / 3)));
        last = "the circles";
        break;
      }
      case UrlPart::Holes: {
        if (at_end) break;
        const std::size_t from = pos;
        const std::vector<char> holes = decode_bits(body, pos, cells, "cells outside the puzzle");
        for (int cell = 0; cell < cells; ++cell)
          if (holes[at(cell)]) give(cell, 0, body.column(from + at(cell / 5)));
        last = "the cells outside the puzzle";
        break;
      }
    }
  }
  if (pos != body.size()) throw body.error_at(pos, "unexpected text after " + last);
  if (walls) {
    std::vector<char> holes;
    for (int v : p->givens().cells) holes.push_back(v == 0);
    p->set_rooms(rooms_of_walls(*walls, body, p->rows(), p->cols(), holes));
    if (auto problem = oversized_room(d, *p)) throw body.error_at(0, *problem);
  }
  return p;
}

std::optional<std::string> write_declared_values_url(const ValuesDeclaration& d,
                                                     const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const DeclaredValues*>(&puzzle);
  if (!p || &p->declaration() != &d) return std::nullopt;
  std::string out = std::string(d.puzzlink) + "/" + std::to_string(p->cols()) + "/" +
                    std::to_string(p->rows()) + "/";
  const std::vector<UrlPart> parts = url_parts(d);
  auto holds = [&](UrlPart part) {
    return std::find(parts.begin(), parts.end(), part) != parts.end();
  };
  const std::vector<int>& givens = p->givens().cells;
  const bool any_given =
      std::any_of(givens.begin(), givens.end(), [](int v) { return v != kUnknown; });
  if (any_given && !holds(UrlPart::Givens) && !holds(UrlPart::Circles))
    throw ParseFailure(0, 0,
                       "puzz.link " + std::string(d.puzzlink) +
                           " cannot hold given numbers, only " + (d.dots ? "dots" : "side clues"));
  // With holes, the cells out of the puzzle: the rooms that hold a given 0.
  std::vector<char> out_of_puzzle(givens.size(), 0);
  for (std::size_t cell = 0; cell < givens.size() && d.holes; ++cell)
    if (givens[cell] == 0)
      for (int other : p->room_cells(static_cast<int>(cell))) out_of_puzzle[at(other)] = 1;
  for (const UrlPart part : parts) {
    switch (part) {
      case UrlPart::None:
        break;
      case UrlPart::Rooms: {
        // pzprjs draws no wall beside a cell out of the puzzle.
        Borders walls = borders_between(p->rooms(), p->rows(), p->cols());
        for (int i = 0; i < p->border_count(); ++i) {
          const auto [a, b] = p->border_cells(i);
          if (out_of_puzzle[at(a)] || out_of_puzzle[at(b)]) {
            const std::size_t across = walls.side.size();
            (at(i) < across ? walls.side[at(i)] : walls.below[at(i) - across]) = 0;
          }
        }
        out += encode_borders(walls);
        break;
      }
      case UrlPart::SideClues:
        out += write_url_sides(p->sides(), false);
        break;
      case UrlPart::PairedSides:
        out += write_url_sides(p->sides(), true);
        break;
      case UrlPart::Dots:
        out += encode_ternary(p->dots());
        break;
      case UrlPart::Givens: {
        std::vector<int> numbers = givens;
        for (int& v : numbers)
          if (v != kUnknown) v -= d.number_offset;
        out += d.decimal_code ? encode_digits(numbers) : encode_numbers(numbers);
        break;
      }
      case UrlPart::Circles: {
        if (!any_given) break;
        std::vector<int> circles;
        for (int cell = 0; cell < p->rows() * p->cols(); ++cell) {
          const int v = givens[at(cell)];
          const bool hole = out_of_puzzle[at(cell)] && holds(UrlPart::Holes);
          if (v != kUnknown && !hole && v != 1 && v != 2)
            throw ParseFailure(0, 0,
                               "puzz.link " + std::string(d.puzzlink) + " cannot hold the given " +
                                   p->value_text(v) + " in " + cell_name(cell, p->cols()));
          circles.push_back(v == kUnknown || hole ? 0 : v);
        }
        out += encode_ternary(circles);
        break;
      }
      case UrlPart::Holes: {
        if (std::find(out_of_puzzle.begin(), out_of_puzzle.end(), 1) != out_of_puzzle.end())
          out += encode_bits(out_of_puzzle);
        break;
      }
    }
  }
  return out;
}

std::optional<std::string> declared_values_problem(const ValuesDeclaration& d,
                                                   const GenerateParams& params) {
  if (d.square && params.rows != params.cols)
    return std::string(d.type) + " is generated square (--size N)";
  return declared_generate_error(d.type, d.largest_side, params);
}

std::unique_ptr<Puzzle> declared_values_frame(const ValuesDeclaration& d,
                                              const GenerateParams& params, Random& rng) {
  auto p = std::make_unique<DeclaredValues>(d, params.rows, params.cols);
  if (d.rooms)
    p->set_rooms(
        random_rectangle_rooms(params.rows, params.cols, d.smallest_room, rng, d.largest_room));
  return p;
}

std::vector<Clue> declared_values_clues(const ValuesDeclaration& d, Puzzle& frame,
                                        const Grid& solution, Random& rng) {
  if (d.has_side_clues())
    return measured_side_clues(dynamic_cast<const DeclaredValues&>(frame).sides(), solution,
                               d.measure_side);
  if (!d.dots) {
    std::vector<Clue> out = every_cell_given(solution);
    if (!d.blank_givens) std::erase_if(out, [](const Clue& clue) { return clue.value == 0; });
    return out;
  }
  auto& p = dynamic_cast<DeclaredValues&>(frame);
  std::vector<int> dots;
  for (int i = 0; i < p.border_count(); ++i) {
    const auto [a, b] = p.border_cells(i);
    dots.push_back(d.measure_dot(solution.cells[at(a)], solution.cells[at(b)], rng));
  }
  p.set_dots(std::move(dots));
  return {};
}

}  // namespace gridsat

#include "genres/declared_values.hpp"

#include <sstream>

#include "encodings/visibility.hpp"
#include "formats/native_types.hpp"
#include "formats/puzzlink_codes.hpp"
#include "genres/declared_parts.hpp"

namespace gridsat {
namespace {

using rules::DeclaredValues;
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

// The side clues of the native sections `top:`, `bottom:`, `left:` and `right:` (those the
// declaration marks, each optional): a number or `.` per row or column.
void read_native_sides(DeclaredValues& p, const NativeDoc& doc) {
  for (std::size_t side = 0; side < 4; ++side) {
    const NativeSection* sec = doc.section(side_name(kAllSides[side]));
    if (!sec) continue;
    const std::vector<Token> tokens = doc.read_clue_line(*sec, p.rows());
    for (int i = 0; i < p.rows(); ++i) {
      const Token& t = tokens[at(i)];
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

// The side clues the declaration marks, in kAllSides' order, as one list (the URL's order).
std::vector<int> marked_side_clues(const ValuesDeclaration& d, const DeclaredValues& p) {
  std::vector<int> out;
  for (std::size_t side = 0; side < 4; ++side)
    if (d.side_clues[side])
      out.insert(out.end(), p.side_clues()[side].begin(), p.side_clues()[side].end());
  return out;
}

}  // namespace

std::unique_ptr<Puzzle> build_declared_values(const ValuesDeclaration& d, NativeDoc& doc) {
  if (auto problem = size_error(d, doc.rows, doc.cols))
    throw ParseFailure(doc.size_token, *problem);
  if (d.has_side_clues() && doc.rows != doc.cols)
    throw ParseFailure(doc.size_token, "a " + std::string(d.type) +
                                           " grid is square: " + std::string(d.type) + " N");
  doc.reject_unused_options();
  std::vector<std::string_view> sections = {"givens"};
  if (d.rooms) sections.push_back("rooms");
  if (d.dots) sections.insert(sections.end(), {"across", "down"});
  for (std::size_t side = 0; side < 4; ++side)
    if (d.side_clues[side]) sections.push_back(side_name(kAllSides[side]));
  doc.reject_sections_except(sections);
  auto p = std::make_unique<DeclaredValues>(d, doc.rows, doc.cols);
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
        const auto v =
            t.text == "#" && d.blank ? std::optional<long long>(0) : parse_integer(t.text);
        if (!v || *v < (d.blank ? 0 : 1) || *v > 1'000'000)
          throw ParseFailure(t, "expected a number" + std::string(d.blank ? ", '#'" : "") +
                                    " or '.', found '" + t.text + "'");
        const int cell = r * p->cols() + c;
        if (auto problem = p->given_error(cell, static_cast<int>(*v)))
          throw ParseFailure(t, *problem);
        p->set_given(cell, static_cast<int>(*v));
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
  for (std::size_t side = 0; side < 4; ++side) {
    if (!d.side_clues[side]) continue;
    out << side_name(kAllSides[side]) << ":";
    for (int clue : p.side_clues()[side])
      out << " " << (clue == kUnknown ? "." : std::to_string(clue));
    out << "\n";
  }
  bool givens = false;
  for (int v : p.givens().cells) givens = givens || v != kUnknown;
  if (givens)
    section("givens", [&](int cell) -> std::string {
      const int v = p.givens().cells[at(cell)];
      return v == kUnknown ? "." : p.value_text(v);
    });
  return out.str();
}

std::unique_ptr<Puzzle> read_declared_values_url(const ValuesDeclaration& d,
                                                 const PuzzlinkUrl& url) {
  refuse_flags(url, d.puzzlink);
  if (auto problem = size_error(d, url.rows, url.cols)) throw url.cols_text.error_at(0, *problem);
  if (d.has_side_clues() && url.rows != url.cols)
    throw url.cols_text.error_at(0, "a " + std::string(d.type) + " grid is square, not " +
                                        std::to_string(url.cols) + " columns by " +
                                        std::to_string(url.rows) + " rows");
  auto p = std::make_unique<DeclaredValues>(d, url.rows, url.cols);
  const IdText& body = url.body;
  std::size_t pos = 0;
  if (d.rooms) {
    read_url_rooms(*p, body, pos);
    if (auto problem = oversized_room(d, *p)) throw body.error_at(0, *problem);
  }
  if (d.has_side_clues()) {  // the side clues are the whole body (pzprjs's decodeNumber16ExCell)
    const int count = static_cast<int>(marked_side_clues(d, *p).size());
    const NumberCode code = decode_numbers(body, pos, count, "side clue");
    if (pos != body.size()) throw body.error_at(pos, "unexpected text after the side clues");
    std::size_t k = 0;
    for (std::size_t side = 0; side < 4; ++side)
      for (int i = 0; d.side_clues[side] && i < p->rows(); ++i, ++k) {
        const int v = code.values[k];
        if (v == kUnknown) continue;
        if (v == kHiddenNumber)
          throw ParseFailure(body.line, code.columns[k],
                             "a " + std::string(d.type) + " side clue is a number, not '?'");
        if (auto problem = p->side_clue_error(side, i, v))
          throw ParseFailure(body.line, code.columns[k], *problem);
        p->set_side_clue(side, i, v);
      }
    return p;
  }
  if (d.dots) {  // the dots are the whole body (pzprjs's decodeCircle_kropki)
    std::vector<int> dots = decode_ternary(body, pos, p->border_count(), "dots");
    if (pos != body.size()) throw body.error_at(pos, "unexpected text after the dots");
    p->set_dots(std::move(dots));
    return p;
  }
  const int cells = url.rows * url.cols;
  const NumberCode code = d.decimal_code ? decode_digits(body, pos, cells, "cell")
                                         : decode_numbers(body, pos, cells, "cell");
  if (pos != body.size())
    throw body.error_at(pos, "unexpected text after the " + std::to_string(cells) +
                                 " cells (pzprjs's cells outside the puzzle are not read)");
  for (int cell = 0; cell < cells; ++cell) {
    const int v = code.values[at(cell)];
    if (v == kUnknown) continue;
    if (v == kHiddenNumber)
      throw ParseFailure(body.line, code.columns[at(cell)],
                         "a " + std::string(d.type) + " given is a number, not '?'");
    if (auto problem = p->given_error(cell, v))
      throw ParseFailure(body.line, code.columns[at(cell)], *problem);
    p->set_given(cell, v);
  }
  return p;
}

std::optional<std::string> write_declared_values_url(const ValuesDeclaration& d,
                                                     const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const DeclaredValues*>(&puzzle);
  if (!p || &p->declaration() != &d) return std::nullopt;
  std::string out = std::string(d.puzzlink) + "/" + std::to_string(p->cols()) + "/" +
                    std::to_string(p->rows()) + "/";
  if (d.rooms) out += encode_borders(borders_between(p->rooms(), p->rows(), p->cols()));
  if (!d.dots && !d.has_side_clues())
    return out +
           (d.decimal_code ? encode_digits(p->givens().cells) : encode_numbers(p->givens().cells));
  for (int v : p->givens().cells)
    if (v != kUnknown)
      throw ParseFailure(0, 0,
                         "puzz.link " + std::string(d.puzzlink) +
                             " cannot hold given numbers, only " +
                             (d.dots ? "dots" : "side clues"));
  if (d.has_side_clues()) return out + encode_numbers(marked_side_clues(d, *p));
  return out + encode_ternary(p->dots());
}

std::optional<std::string> declared_values_problem(const ValuesDeclaration& d,
                                                   const GenerateParams& params) {
  if (d.has_side_clues() && params.rows != params.cols)
    return std::string(d.type) + " is generated square (--size N)";
  return declared_generate_error(d.type, d.largest_side, params);
}

std::unique_ptr<Puzzle> declared_values_frame(const ValuesDeclaration& d,
                                              const GenerateParams& params, Random& rng) {
  auto p = std::make_unique<DeclaredValues>(d, params.rows, params.cols);
  if (d.rooms) p->set_rooms(random_rectangle_rooms(params.rows, params.cols, d.smallest_room, rng));
  return p;
}

std::vector<Clue> declared_values_clues(const ValuesDeclaration& d, Puzzle& frame,
                                        const Grid& solution, Random& rng) {
  if (d.has_side_clues()) {
    std::vector<Clue> out;
    for (std::size_t side = 0; side < 4; ++side)
      for (int i = 0; d.side_clues[side] && i < solution.rows; ++i) {
        std::vector<int> line;
        for (int cell : line_from_side(solution.rows, kAllSides[side], i))
          line.push_back(solution.cells[at(cell)]);
        out.push_back({Clue::Kind::Border, 0, 0, kAllSides[side], i, d.measure_side(line)});
      }
    return out;
  }
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

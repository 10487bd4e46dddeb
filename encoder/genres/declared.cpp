#include "genres/declared.hpp"

#include <algorithm>
#include <sstream>

#include "formats/native_types.hpp"
#include "formats/puzzlink_codes.hpp"
#include "genres/declared_parts.hpp"

namespace gridsat {
namespace {

using rules::DeclaredShading;
using rules::Numbers;
using rules::ShadingDeclaration;

static_assert(rules::kQuestionNumber == kHiddenNumber, "'?' is one number in every format");

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::optional<std::string> size_error(const ShadingDeclaration& d, int rows, int cols) {
  return declared_size_error(d.type, d.largest_side, rows, cols);
}

// What is wrong with a puzzle read whose declaration fixes its numbers and that holds none.
std::optional<std::string> missing_numbers(const ShadingDeclaration& d, const DeclaredShading& p) {
  if (!d.numbers_fixed) return std::nullopt;
  for (int cell : p.numbers().cells)
    if (cell != kUnknown) return std::nullopt;
  return "a " + std::string(d.type) + " holds at least one number";
}

// The first numbered cell without its colour, where numbers are coloured, or -1.
int uncoloured_number(const ShadingDeclaration& d, const DeclaredShading& p) {
  if (!d.coloured_numbers) return -1;
  for (int cell = 0; cell < p.rows() * p.cols(); ++cell)
    if (p.number(cell) != kUnknown && p.givens().cells[at(cell)] == kUnknown) return cell;
  return -1;
}

// The native format's arrows, written after their number ("3<"), in pzprjs's order.
constexpr std::string_view kArrowSigns = " ^v<>";

const DeclaredShading& declared(const ShadingDeclaration& d, const Puzzle& puzzle) {
  const auto* p = declared_as(puzzle, d);
  if (!p) throw ParseFailure(0, 0, "not a " + std::string(d.type) + " puzzle");
  return *p;
}

}  // namespace

std::unique_ptr<Puzzle> build_declared(const ShadingDeclaration& d, NativeDoc& doc) {
  if (auto problem = size_error(d, doc.rows, doc.cols))
    throw ParseFailure(doc.size_token, *problem);
  const bool switched = !d.switch_word.empty() && doc.flag(d.switch_word);
  doc.reject_unused_options();
  auto p = std::make_unique<DeclaredShading>(d, doc.rows, doc.cols);
  std::vector<std::string_view> sections = side_sections(p->sides());
  sections.push_back("givens");
  if (d.rooms) sections.push_back("rooms");
  if (d.numbers != Numbers::None) sections.push_back(d.numbers_section);
  doc.reject_sections_except(sections);
  p->set_switched(switched);
  if (d.rooms) read_native_rooms(*p, doc);
  read_native_sides(*p, doc);
  std::vector<Token> number_tokens(at(p->rows() * p->cols()));
  if (const NativeSection* sec = doc.section(d.numbers_section)) {
    const auto rows = doc.read_rows(*sec, p->rows(), p->cols(), false);
    for (int r = 0; r < p->rows(); ++r)
      for (int c = 0; c < p->cols(); ++c) {
        const Token& t = rows[at(r)][at(c)];
        if (t.text == "." || (d.zero_is_blank && t.text == "0")) continue;
        const int cell = r * p->cols() + c;
        std::string text = t.text;
        const std::size_t sign = kArrowSigns.find(text.back());
        if (d.arrows && text.size() > 1 && sign != std::string_view::npos && sign > 0) {
          p->set_arrow(cell, static_cast<int>(sign));
          text.pop_back();
        }
        int value = rules::kQuestionNumber;
        if (d.number_lists) {
          if (text.empty() || text.size() > 4 ||
              text.find_first_not_of("012345678?") != std::string::npos)
            throw ParseFailure(t,
                               "expected a clue (up to four run lengths 0-8 or ? run "
                               "together, as 13 or 1?) or '.', found '" +
                                   t.text + "'");
          std::vector<int> list;
          for (char ch : text) list.push_back(ch == '?' ? rules::kQuestionNumber : ch - '0');
          value = rules::list_code(list);
        } else if (text != "?") {
          const auto v = parse_integer(text);
          if (!v || *v < 0 || *v > 1'000'000)
            throw ParseFailure(t, std::string("expected a number, '?'") +
                                      (d.arrows ? " (each perhaps with an arrow ^ v < >)" : "") +
                                      " or '.', found '" + t.text + "'");
          value = static_cast<int>(*v);
        }
        if (auto problem = p->number_error(cell, value)) throw ParseFailure(t, *problem);
        p->set_number(cell, value);
        number_tokens[at(cell)] = t;
      }
  }
  if (const NativeSection* sec = doc.section("givens")) {
    const auto rows = doc.read_rows(*sec, p->rows(), p->cols(), false);
    for (int r = 0; r < p->rows(); ++r)
      for (int c = 0; c < p->cols(); ++c) {
        const Token& t = rows[at(r)][at(c)];
        if (t.text == ".") continue;
        if (t.text != "0" && t.text != "1")
          throw ParseFailure(
              t, "a given cell is 1 (shaded), 0 (unshaded) or '.', not '" + t.text + "'");
        p->set_given(r, c, t.text == "1");
      }
  }
  if (auto problem = missing_numbers(d, *p)) throw ParseFailure(doc.size_token, *problem);
  if (const int cell = uncoloured_number(d, *p); cell >= 0)
    throw ParseFailure(number_tokens[at(cell)],
                       "the number at " + cell_name(cell, p->cols()) +
                           " needs its colour: 1 (dark) or 0 (light) at its cell in givens:");
  return p;
}

std::string write_declared(const ShadingDeclaration& d, const Puzzle& puzzle) {
  const DeclaredShading& p = declared(d, puzzle);
  std::ostringstream out;
  out << p.type() << " " << p.header_options() << "\n";
  auto section = [&](const char* name, auto text_of) {
    write_cell_section(out, name, p.rows(), p.cols(), text_of);
  };
  if (d.rooms) section("rooms", [&](int cell) { return region_label(p.rooms()[at(cell)]); });
  bool numbers = false, givens = false;
  for (int cell = 0; cell < p.rows() * p.cols(); ++cell) {
    numbers = numbers || p.number(cell) != kUnknown;
    givens = givens || p.givens().cells[at(cell)] != kUnknown;
  }
  if (numbers)
    section(std::string(d.numbers_section).c_str(), [&](int cell) -> std::string {
      const int v = p.number(cell);
      if (v == kUnknown) return ".";
      const std::string arrow =
          p.arrow(cell) == rules::kNoArrow ? "" : std::string(1, kArrowSigns[at(p.arrow(cell))]);
      return p.number_text(v) + arrow;
    });
  write_native_sides(out, p.sides());
  if (givens)
    section("givens", [&](int cell) -> std::string {
      const int v = p.givens().cells[at(cell)];
      return v == kUnknown ? "." : std::to_string(v);
    });
  return out.str();
}

// ---- puzz.link ----

std::unique_ptr<Puzzle> read_declared_url(const ShadingDeclaration& d, const PuzzlinkUrl& url) {
  const bool switched = d.switch_flag != 0 && url.flags.text == std::string(1, d.switch_flag);
  if (!switched) refuse_flags(url, d.puzzlink);
  if (auto problem = size_error(d, url.rows, url.cols)) throw url.cols_text.error_at(0, *problem);
  auto p = std::make_unique<DeclaredShading>(d, url.rows, url.cols);
  p->set_switched(switched);
  const IdText& body = url.body;
  std::size_t pos = 0;
  if (d.rooms) read_url_rooms(*p, body, pos);
  if (d.has_side_clues()) {  // pzprjs's aquarium: the walls, '/', the side clues
    if (d.rooms) {
      if (pos == body.size() || body.text[pos] != '/')
        throw body.error_at(pos, "expected '/' and the side clues after the walls");
      ++pos;
    }
    read_url_sides(*p, body, pos, false);
    if (pos != body.size()) throw body.error_at(pos, "unexpected text after the side clues");
    return p;
  }
  if (d.numbers == Numbers::None && d.rooms) {  // the rooms are the only clues (norinori)
    if (pos != body.size()) throw body.error_at(pos, "unexpected text after the walls");
    return p;
  }
  if (d.numbers == Numbers::None) {
    // The given cells as circles: 1 white (unshaded), 2 black (shaded).
    const std::vector<int> circles = decode_ternary(body, pos, url.rows * url.cols, "circles");
    if (pos != body.size()) throw body.error_at(pos, "unexpected text after the circles");
    for (int cell = 0; cell < url.rows * url.cols; ++cell)
      if (circles[at(cell)] != 0)
        p->set_given(cell / url.cols, cell % url.cols, circles[at(cell)] == 2);
    return p;
  }
  const bool in_rooms = d.numbers == Numbers::InRooms;
  const int places = in_rooms ? p->room_count() : url.rows * url.cols;
  NumberCode code;
  if (d.number_lists) {
    NumberListCode lists = decode_number_lists(body, pos, places);
    code.values.assign(at(places), kUnknown);
    code.columns = std::move(lists.columns);
    for (int i = 0; i < places; ++i)
      if (!lists.lists[at(i)].empty()) code.values[at(i)] = rules::list_code(lists.lists[at(i)]);
  } else if (d.arrows) {
    ArrowNumberCode arrowed = decode_arrow_numbers(body, pos, places);
    for (int cell = 0; cell < places; ++cell) p->set_arrow(cell, arrowed.arrows[at(cell)]);
    code = std::move(arrowed.numbers);
  } else {
    code = decode_numbers(body, pos, places, in_rooms ? "room" : "cell");
  }
  if (pos != body.size())
    throw body.error_at(pos, "unexpected text after the " + std::to_string(places) +
                                 (in_rooms ? " rooms' numbers" : " cells"));
  for (int i = 0; i < places; ++i) {
    int v = code.values[at(i)];
    if (v == kUnknown) continue;
    const int cell = in_rooms ? p->room_anchor(i) : i;
    if (d.coloured_numbers) {  // 2n + colour, n = 0 for `?`
      if (v == kHiddenNumber)
        throw ParseFailure(body.line, code.columns[at(i)],
                           "a " + std::string(d.type) + " number is 2n + its colour, not '.'");
      p->set_given(cell / url.cols, cell % url.cols, v % 2);
      v = v / 2 == 0 ? rules::kQuestionNumber : v / 2;
    }
    if (auto problem = p->number_error(cell, v))
      throw ParseFailure(body.line, code.columns[at(i)], *problem);
    p->set_number(cell, v);
  }
  if (auto problem = missing_numbers(d, *p)) throw body.error_at(0, *problem);
  return p;
}

std::optional<std::string> write_declared_url(const ShadingDeclaration& d, const Puzzle& puzzle) {
  const auto* p = declared_as(puzzle, d);
  if (!p) return std::nullopt;
  if (d.numbers == Numbers::None && !d.rooms) {
    std::vector<int> circles;
    for (int v : p->givens().cells) circles.push_back(v == kUnknown ? 0 : v == 1 ? 2 : 1);
    return std::string(d.puzzlink) + "/" + std::to_string(p->cols()) + "/" +
           std::to_string(p->rows()) + "/" + encode_ternary(circles);
  }
  for (int cell = 0; cell < p->rows() * p->cols(); ++cell)
    if (p->givens().cells[at(cell)] != kUnknown &&
        !(d.coloured_numbers && p->number(cell) != kUnknown))
      throw ParseFailure(
          0, 0, "puzz.link " + std::string(d.puzzlink) + " cannot hold given answer cells");
  std::string out = std::string(d.puzzlink) + "/" +
                    (p->switched() ? std::string(1, d.switch_flag) + "/" : "") +
                    std::to_string(p->cols()) + "/" + std::to_string(p->rows()) + "/";
  if (d.rooms) out += encode_borders(borders_between(p->rooms(), p->rows(), p->cols()));
  if (d.has_side_clues()) return out + (d.rooms ? "/" : "") + write_url_sides(p->sides(), false);
  if (d.numbers == Numbers::None) return out;
  std::vector<int> values;
  if (d.numbers == Numbers::InRooms) {
    values.assign(at(p->room_count()), kUnknown);
    for (int cell = 0; cell < p->rows() * p->cols(); ++cell)
      if (p->number(cell) != kUnknown) values[at(p->rooms()[at(cell)])] = p->number(cell);
  } else {
    values = p->numbers().cells;
  }
  if (d.coloured_numbers)
    for (std::size_t cell = 0; cell < values.size(); ++cell)
      if (values[cell] != kUnknown)
        values[cell] = (values[cell] == rules::kQuestionNumber ? 0 : 2 * values[cell]) +
                       p->givens().cells[cell];
  if (d.arrows) return out + encode_arrow_numbers(values, p->arrows().cells);
  if (d.number_lists) {
    std::vector<std::vector<int>> lists;
    for (int v : values)
      lists.push_back(v == kUnknown ? std::vector<int>{} : rules::number_list(v));
    return out + encode_number_lists(lists);
  }
  return out + encode_numbers(values);
}

// ---- generate ----

std::optional<std::string> declared_generate_problem(const ShadingDeclaration& d,
                                                     const GenerateParams& params) {
  return declared_generate_error(d.type, d.largest_side, params);
}

std::unique_ptr<Puzzle> declared_frame(const ShadingDeclaration& d, const GenerateParams& params,
                                       Random& rng) {
  auto p = std::make_unique<DeclaredShading>(d, params.rows, params.cols);
  if (d.arrows)  // at every cell, an arrow that points at some cell
    for (int cell = 0; cell < params.rows * params.cols; ++cell) {
      std::vector<int> ways;
      for (int arrow = rules::kArrowUp; arrow <= rules::kArrowRight; ++arrow)
        if (!rules::cells_pointed_at(p->shape(), cell, arrow).empty()) ways.push_back(arrow);
      if (!ways.empty()) p->set_arrow(cell, ways[at(rng.below(static_cast<int>(ways.size())))]);
    }
  if (!d.rooms) return p;
  p->set_rooms(random_rectangle_rooms(params.rows, params.cols, d.smallest_room, rng));
  return p;
}

std::vector<Clue> declared_clues(const ShadingDeclaration& d, Puzzle& frame, const Grid& solution) {
  const DeclaredShading& p = declared(d, frame);
  if (d.has_side_clues()) return measured_side_clues(p.sides(), solution, d.measure_side);
  if (d.numbers == Numbers::None) return d.rooms ? std::vector<Clue>{} : every_cell_given(solution);
  if (d.numbers_fixed) {
    // The numbers become the frame's, kept whole; nothing is left to take away.
    auto& fixed = dynamic_cast<DeclaredShading&>(frame);
    for (int cell = 0; cell < p.rows() * p.cols(); ++cell) {
      const int v = d.measure(p, solution, cell);
      const bool place = v >= 0 && !p.number_error(cell, v);
      fixed.set_number(cell, place ? v : kUnknown);
      if (d.coloured_numbers)
        fixed.set_given(cell / p.cols(), cell % p.cols(),
                        place ? solution.cells[at(cell)] : kUnknown);
    }
    return {};
  }
  std::vector<Clue> out;
  auto offer = [&](int cell) {
    const int v = d.measure(p, solution, cell);
    if (v >= 0 && !p.number_error(cell, v))
      out.push_back({Clue::Kind::Mark, 0, 0, Side::Top, cell, v});
  };
  if (d.numbers == Numbers::InRooms)
    for (int room = 0; room < p.room_count(); ++room) offer(p.room_anchor(room));
  else
    for (int cell = 0; cell < p.rows() * p.cols(); ++cell) offer(cell);
  return out;
}

// Cuts the room of a cell where the two solutions differ between that cell and a neighbour in
// the same room, across the whole room (a rectangle stays two rectangles); the cut part must be
// one connected piece, and `solution` must keep the rules over the new rooms. The numbers measured
// on the two rooms then tell the solutions apart unless `other` spreads its shaded cells over them
// as `solution` does.
bool declared_refine(const ShadingDeclaration& d, Puzzle& frame, const Grid& solution,
                     const Grid& other, Random& rng) {
  auto* p = dynamic_cast<DeclaredShading*>(&frame);
  if (!p || &p->declaration() != &d || !d.rooms) return false;
  const int cols = p->cols();
  std::vector<int> differ;
  for (int cell = 0; cell < p->rows() * cols; ++cell)
    if (solution.cells[at(cell)] != other.cells[at(cell)]) differ.push_back(cell);
  rng.shuffle(differ);
  // x's side neighbours: up, down, left, right.
  auto sides = [&](int x) {
    const int r = x / cols, c = x % cols;
    std::vector<int> out;
    if (r > 0) out.push_back(x - cols);
    if (r + 1 < p->rows()) out.push_back(x + cols);
    if (c > 0) out.push_back(x - 1);
    if (c + 1 < cols) out.push_back(x + 1);
    return out;
  };
  // Makes `labels` the rooms when each is one piece, no room is lost, and the solution keeps the
  // frame's rules over them (heyawake's runs across two borders depend on the rooms).
  auto try_rooms = [&](const std::vector<int>& labels) {
    const std::vector<int> before = p->rooms();
    const int count = p->room_count();
    if (p->set_rooms(labels)) return false;
    if (p->room_count() >= count && !p->rules().evaluate(solution)) return true;
    p->set_rooms(before);
    return false;
  };
  for (int x : differ) {
    const int room = p->rooms()[at(x)];
    // The cuts beside x: (horizontal, the first row or column after the line).
    std::vector<std::pair<bool, int>> cuts;
    for (int y : sides(x)) {
      if (p->rooms()[at(y)] != room) continue;
      const bool horizontal = y / cols != x / cols;
      cuts.emplace_back(horizontal, horizontal ? std::max(x, y) / cols : std::max(x, y) % cols);
    }
    rng.shuffle(cuts);
    for (auto [horizontal, line] : cuts) {
      std::vector<int> labels = p->rooms();
      for (int cell = 0; cell < p->rows() * cols; ++cell)
        if (labels[at(cell)] == room && (horizontal ? cell / cols : cell % cols) >= line)
          labels[at(cell)] = p->room_count();
      if (try_rooms(labels)) return true;
    }
  }
  // No cut keeps the solution: move a cell where the solutions differ into a neighbouring room.
  if (!d.refine_moves_cells) return false;
  for (int x : differ) {
    std::vector<int> near = sides(x);
    rng.shuffle(near);
    for (int y : near) {
      if (p->rooms()[at(y)] == p->rooms()[at(x)]) continue;
      std::vector<int> labels = p->rooms();
      labels[at(x)] = labels[at(y)];
      if (try_rooms(labels)) return true;
    }
  }
  return false;
}

}  // namespace gridsat

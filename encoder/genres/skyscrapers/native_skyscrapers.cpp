// The native format for skyscrapers: `skyscrapers N [sum]`, an optional `grid:` of givens and the
// clue lines `top:` `bottom:` `left:` `right:` (N clues each, `.` or `0` = no clue). A clue that no
// line of N heights can produce is bad data, reported at the clue.
#include <sstream>

#include "formats/native_types.hpp"
#include "genres/genre.hpp"
#include "genres/skyscrapers/skyscrapers.hpp"

namespace gridsat {
namespace {

constexpr int kMaxSkyscrapers = 63;  // the backtracker's line pass holds heights 0..N in 64 bits

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

void read_clues(const NativeDoc& doc, Skyscrapers& s) {
  for (Side sd : kAllSides) {
    const NativeSection* sec = doc.section(side_name(sd));
    if (!sec) continue;
    std::vector<Token> tokens = doc.read_clue_line(*sec, s.n);
    for (int i = 0; i < s.n; ++i) {
      const Token& t = tokens[at(i)];
      if (t.text == ".") continue;
      auto v = parse_integer(t.text);
      if (!v)
        throw ParseFailure(t,
                           "expected a clue (a number, or '.' for none), found '" + t.text + "'");
      if (*v == 0) continue;
      if (*v < s.min_clue() || *v > s.max_clue())
        throw ParseFailure(t, "clue " + t.text + " is impossible: a line of " +
                                  std::to_string(s.n) +
                                  (s.sum ? " heights shows a sum of " : " heights shows ") +
                                  std::to_string(s.min_clue()) + " to " +
                                  std::to_string(s.max_clue()) + (s.sum ? "" : " buildings"));
      s.side(sd)[at(i)] = static_cast<int>(*v);
    }
  }
}

std::unique_ptr<Puzzle> build_skyscrapers(NativeDoc& doc) {
  if (!doc.square_size)
    throw ParseFailure(doc.size_token, "a skyscrapers grid is square: give its size as N");
  if (doc.rows > kMaxSkyscrapers)
    throw ParseFailure(doc.size_token, "skyscrapers size " + std::to_string(doc.rows) +
                                           " is too large (at most " +
                                           std::to_string(kMaxSkyscrapers) + ")");
  auto s = std::make_unique<Skyscrapers>(doc.rows);
  s->sum = doc.flag("sum");
  doc.reject_unused_options();
  doc.reject_sections_except({"grid", "top", "bottom", "left", "right"});
  if (const NativeSection* g = doc.section("grid"))
    s->grid = read_value_grid(doc.read_rows(*g, s->n, s->n, false), 1, s->n, true);
  read_clues(doc, *s);
  return s;
}

std::string write_skyscrapers(const Puzzle& p) {
  const auto& s = dynamic_cast<const Skyscrapers&>(p);
  std::ostringstream out;
  out << "skyscrapers " << s.header_options() << "\n";
  bool any_given = false;
  for (int v : s.grid.cells) any_given = any_given || v != kUnknown;
  if (any_given) out << "grid:\n" << write_value_grid(s.grid, false);
  for (Side sd : kAllSides) {
    const std::vector<int>& clues = s.side(sd);
    bool any = false;
    for (int c : clues) any = any || c != 0;
    if (!any) continue;
    out << side_name(sd) << ":";
    for (int c : clues) out << ' ' << (c == 0 ? "." : std::to_string(c));
    out << '\n';
  }
  return out.str();
}

}  // namespace

NativeFormat skyscrapers_native() {
  return {build_skyscrapers, write_skyscrapers};
}

}  // namespace gridsat

// The native format for Easy as ABC: `abc N letters=K` (K required, 1 <= K <= N), an optional
// `grid:` of givens (a letter, `-` a given blank, `.` unknown) and the clue lines `top:` `bottom:`
// `left:` `right:` (N letters each, `.` or `0` = no clue). Letters are read in either case; a
// letter past the K-th is bad data, reported where it stands.
#include <algorithm>
#include <sstream>

#include "formats/native_types.hpp"
#include "genres/abc/abc.hpp"
#include "genres/genre.hpp"

namespace gridsat {
namespace {

constexpr int kMaxAbc = 63;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// 1..K for a letter within the puzzle's letters; fails naming `what` otherwise.
int read_letter(const Token& t, int letters, const std::string& what) {
  auto v = t.text.size() == 1 ? letter_value(t.text[0]) : std::nullopt;
  if (!v) throw ParseFailure(t, "expected " + what + ", found '" + t.text + "'");
  if (*v > letters)
    throw ParseFailure(t, "letter " + letter_text(*v) + " is past the " + std::to_string(letters) +
                              " letters of this puzzle (A to " + letter_text(letters) + ")");
  return *v;
}

int read_letters_option(NativeDoc& doc, int n) {
  NativeOption* o = doc.option("letters");
  if (!o)
    throw ParseFailure(doc.type_token,
                       "an abc puzzle needs its number of letters in the header: letters=K");
  auto k = parse_integer(o->value);
  if (!k) throw ParseFailure(o->token, "expected letters=K, found '" + o->token.text + "'");
  if (*k < 1 || *k > n || *k > 26)
    throw ParseFailure(o->token, "letters=" + o->value + " is out of range (1 to " +
                                     std::to_string(std::min(n, 26)) + " for a " +
                                     std::to_string(n) + "x" + std::to_string(n) + " grid)");
  return static_cast<int>(*k);
}

void read_givens(const NativeDoc& doc, Abc& p) {
  const NativeSection* g = doc.section("grid");
  if (!g) return;
  auto rows = doc.read_rows(*g, p.n, p.n, false);
  for (int r = 0; r < p.n; ++r) {
    for (int c = 0; c < p.n; ++c) {
      const Token& t = rows[at(r)][at(c)];
      if (t.text == ".") continue;
      p.grid.at(r, c) =
          t.text == "-" ? 0 : read_letter(t, p.letters, "a letter, '-' (blank) or '.' (unknown)");
    }
  }
}

void read_clues(const NativeDoc& doc, Abc& p) {
  for (Side sd : kAllSides) {
    const NativeSection* sec = doc.section(side_name(sd));
    if (!sec) continue;
    std::vector<Token> tokens = doc.read_clue_line(*sec, p.n);
    for (int i = 0; i < p.n; ++i) {
      const Token& t = tokens[at(i)];
      if (t.text == "." || t.text == "0") continue;
      p.side(sd)[at(i)] = read_letter(t, p.letters, "a letter clue, or '.' for none");
    }
  }
}

std::unique_ptr<Puzzle> build_abc(NativeDoc& doc) {
  if (!doc.square_size)
    throw ParseFailure(doc.size_token, "an abc grid is square: give its size as N");
  if (doc.rows > kMaxAbc)
    throw ParseFailure(doc.size_token, "abc size " + std::to_string(doc.rows) +
                                           " is too large (at most " + std::to_string(kMaxAbc) +
                                           ")");
  auto p = std::make_unique<Abc>(doc.rows, read_letters_option(doc, doc.rows));
  doc.reject_unused_options();
  doc.reject_sections_except({"grid", "top", "bottom", "left", "right"});
  read_givens(doc, *p);
  read_clues(doc, *p);
  return p;
}

std::string write_abc(const Puzzle& puzzle) {
  const auto& p = dynamic_cast<const Abc&>(puzzle);
  std::ostringstream out;
  out << "abc " << p.header_options() << "\n";
  bool any_given = false;
  for (int v : p.grid.cells) any_given = any_given || v != kUnknown;
  if (any_given) {
    out << "grid:\n";
    for (int r = 0; r < p.n; ++r)
      for (int c = 0; c < p.n; ++c) {
        int v = p.grid.at(r, c);
        out << (v == kUnknown ? "." : v == 0 ? "-" : letter_text(v)) << (c + 1 < p.n ? " " : "\n");
      }
  }
  for (Side sd : kAllSides) {
    const std::vector<int>& clues = p.side(sd);
    bool any = false;
    for (int c : clues) any = any || c != 0;
    if (!any) continue;
    out << side_name(sd) << ":";
    for (int c : clues) out << ' ' << (c == 0 ? "." : letter_text(c));
    out << '\n';
  }
  return out.str();
}

}  // namespace

NativeFormat abc_native() {
  return {build_abc, write_abc};
}

}  // namespace gridsat

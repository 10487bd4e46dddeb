// The native format for futoshiki: `futoshiki N [adjacent]`, then an optional `grid:` that draws
// the puzzle as a player would, 2N-1 lines:
//  - lines 1, 3, 5, ... hold the N cells of a row (a value 1..N, or `.` or `0` for an empty cell),
//    and between two cells optionally `<` or `>` (the sign between them) or `|` (a bar: the two
//    differ by exactly 1);
//  - the lines between them hold N symbols, one per column, for the relation between the cell
//    above and the cell below: `^` (upper < lower: the sign's point is at the smaller value),
//    `v` (upper > lower), `-` (a bar) or `.` (nothing).
// A grid of only N lines has nothing between its rows. Symbols may be written apart or run
// together; a run of digits is one digit per cell up to N = 9 and one number from N = 10 (then
// numbers must be written apart). In adjacent mode the relations are bars only (no bar between
// two cells means they do not differ by 1), so `<` `>` `^` `v` are errors there; plain puzzles
// may carry bars too (a bar still means "differ by 1", no bar means nothing).
//
// The writer draws every cell in a column of its own, the symbols between them aligned, e.g.
//
//     futoshiki 4
//     grid:
//     . < .   .   .
//     ^   .   .   v
//     .   .   3 > .
//     ...
#include "genres/futoshiki/native_futoshiki.hpp"

#include <algorithm>

#include "genres/genre.hpp"

namespace gridsat {
namespace {

using Relation = Futoshiki::Relation;
using Direction = Futoshiki::Direction;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

bool is_digit_token(const Token& t) {
  return t.text.size() == 1 && t.text[0] >= '0' && t.text[0] <= '9';
}

// The characters of a line's tokens, each a token at its own column; with `join_digits`, a run
// of digits inside one token is one token.
std::vector<Token> symbols(const TextLine& line, bool join_digits) {
  std::vector<Token> out;
  for (const Token& token : line.tokens) {
    bool digit_before = false;
    for (Token& c : split_chars(token)) {
      const bool digit = is_digit_token(c);
      if (join_digits && digit && digit_before)
        out.back().text += c.text;
      else
        out.push_back(std::move(c));
      digit_before = digit;
    }
  }
  return out;
}

std::string count(int k, const std::string& what) {
  return std::to_string(k) + " " + what + (k == 1 ? "" : "s");
}

// Where a line ends, for "too few" errors.
ParseFailure at_end_of(const TextLine& line, const std::string& message) {
  return ParseFailure(line.number, static_cast<int>(line.text.size()) + 1, message);
}

class GridReader {
 public:
  explicit GridReader(Futoshiki& f) : f_(f), n_(f.n) {}

  void cell_line(const TextLine& line, int row) {
    int col = 0;
    bool after_sign = false;
    Relation pending = Relation::None;
    for (const Token& t : symbols(line, n_ >= 10)) {
      const char c = t.text[0];
      if (c == '<' || c == '>' || c == '|') {
        if (col == 0 || after_sign)
          throw ParseFailure(t, "'" + t.text + "' must stand between two cells");
        if (col == n_)
          throw ParseFailure(
              t, "'" + t.text + "' after the last cell of row " + std::to_string(row + 1));
        if (c != '|') no_sign_in_adjacent_mode(t);
        pending = c == '<' ? Relation::Less : c == '>' ? Relation::Greater : Relation::Adjacent;
        after_sign = true;
        continue;
      }
      if (c == '^' || c == 'v' || c == 'V' || c == '-')
        throw ParseFailure(t, "'" + t.text + "' belongs on the lines between the rows of cells");
      if (col == n_)
        throw ParseFailure(
            t, "row " + std::to_string(row + 1) + " has more than " + count(n_, "cell"));
      f_.grid.at(row, col) = cell_value(t);
      if (col > 0) f_.set_relation(row, col - 1, Direction::Right, pending);
      pending = Relation::None;
      after_sign = false;
      ++col;
    }
    if (after_sign)
      throw at_end_of(line, "the row ends after a sign, without the cell to its right");
    if (col < n_)
      throw at_end_of(line, "row " + std::to_string(row + 1) + " has " + count(col, "cell") +
                                ", expected " + std::to_string(n_));
  }

  // The relations between row `row` and the row below it.
  void between_line(const TextLine& line, int row) {
    const std::vector<Token> found = symbols(line, false);
    for (std::size_t i = 0; i < found.size(); ++i) {
      const Token& t = found[i];
      if (static_cast<int>(i) == n_)
        throw ParseFailure(t, "the line between rows " + std::to_string(row + 1) + " and " +
                                  std::to_string(row + 2) + " has more than " +
                                  count(n_, "symbol"));
      Relation r = Relation::None;
      if (t.text == "^") {
        r = Relation::Less;
      } else if (t.text == "v" || t.text == "V") {
        r = Relation::Greater;
      } else if (t.text == "-") {
        r = Relation::Adjacent;
      } else if (t.text != ".") {
        throw ParseFailure(t, "expected '^', 'v', '-' or '.' between rows " +
                                  std::to_string(row + 1) + " and " + std::to_string(row + 2) +
                                  ", found '" + t.text + "'");
      }
      if (r == Relation::Less || r == Relation::Greater) no_sign_in_adjacent_mode(t);
      f_.set_relation(row, static_cast<int>(i), Direction::Down, r);
    }
    if (static_cast<int>(found.size()) < n_)
      throw at_end_of(line, "the line between rows " + std::to_string(row + 1) + " and " +
                                std::to_string(row + 2) + " has " +
                                count(static_cast<int>(found.size()), "symbol") + ", expected " +
                                std::to_string(n_) + " (one per column, '.' for none)");
  }

 private:
  int cell_value(const Token& t) const {
    if (t.text == ".") return kUnknown;
    if (!std::all_of(t.text.begin(), t.text.end(), [](char c) { return c >= '0' && c <= '9'; }))
      throw ParseFailure(t, "unexpected '" + t.text + "' in the grid");
    const auto v = parse_integer(t.text);
    if (v && *v == 0) return kUnknown;
    if (!v || *v > n_)
      throw ParseFailure(t,
                         "value " + t.text + " is out of range (1 to " + std::to_string(n_) +
                             (n_ < 10 ? "; up to size 9 each digit is a cell of its own)" : ")"));
    return static_cast<int>(*v);
  }

  void no_sign_in_adjacent_mode(const Token& t) const {
    if (f_.adjacent)
      throw ParseFailure(t, "'" + t.text +
                                "' is a sign, but an adjacent futoshiki has only bars ('|' "
                                "between cells of a row, '-' between rows)");
  }

  Futoshiki& f_;
  int n_;
};

void read_grid(const NativeSection& section, Futoshiki& f) {
  if (!section.inline_tokens.empty())
    throw ParseFailure(section.inline_tokens.front(),
                       "'grid:' takes its rows on the following lines");
  const int n = f.n;
  const int lines = static_cast<int>(section.lines.size());
  const std::string layout = count(n, "row") + " of cells and the lines between them";
  if (lines > 2 * n - 1)
    throw ParseFailure(section.lines[at(2 * n - 1)].tokens.front(),
                       "'grid:' has more than " + count(2 * n - 1, "line") + " (" + layout + ")");
  // 2N-1 lines, or the N rows of cells alone.
  const bool rows_alone = lines == n && n > 1;
  if (lines != 2 * n - 1 && !rows_alone) {
    const int line = section.lines.empty() ? section.keyword.line : section.lines.back().number + 1;
    throw ParseFailure(line, 1,
                       "'grid:' has " + count(lines, "line") + ", expected " +
                           std::to_string(2 * n - 1) + " (" + layout + ")" +
                           (n > 1 ? " or " + std::to_string(n) + " (the rows alone)" : ""));
  }
  GridReader reader(f);
  for (int i = 0; i < lines; ++i) {
    const TextLine& line = section.lines[at(i)];
    if (rows_alone)
      reader.cell_line(line, i);
    else if (i % 2 == 0)
      reader.cell_line(line, i / 2);
    else
      reader.between_line(line, i / 2);
  }
}

std::string right_symbol(Relation r) {
  switch (r) {
    case Relation::Less:
      return "<";
    case Relation::Greater:
      return ">";
    case Relation::Adjacent:
      return "|";
    case Relation::None:
      break;
  }
  return " ";
}

std::string down_symbol(Relation r) {
  switch (r) {
    case Relation::Less:
      return "^";
    case Relation::Greater:
      return "v";
    case Relation::Adjacent:
      return "-";
    case Relation::None:
      break;
  }
  return ".";
}

void trim_right(std::string& s) {
  while (!s.empty() && s.back() == ' ') s.pop_back();
}

}  // namespace

std::unique_ptr<Futoshiki> build_futoshiki(NativeDoc& doc) {
  if (!doc.square_size)
    throw ParseFailure(doc.size_token, "a futoshiki grid is square: give its size as N");
  if (doc.rows > kMaxFutoshiki)
    throw ParseFailure(doc.size_token, "futoshiki size " + std::to_string(doc.rows) +
                                           " is too large (at most " +
                                           std::to_string(kMaxFutoshiki) + ")");
  auto f = std::make_unique<Futoshiki>(doc.rows);
  f->adjacent = doc.flag("adjacent");
  doc.reject_unused_options();
  doc.reject_sections_except({"grid"});
  if (const NativeSection* g = doc.section("grid")) read_grid(*g, *f);
  return f;
}

std::string write_futoshiki_native(const Futoshiki& f) {
  const int n = f.n;
  const std::size_t width = std::to_string(n).size();
  auto pad = [&](const std::string& s) { return std::string(width - s.size(), ' ') + s; };
  std::string out = "futoshiki " + f.header_options() + "\ngrid:\n";
  for (int r = 0; r < n; ++r) {
    std::string line;
    for (int c = 0; c < n; ++c) {
      const int v = f.grid.at(r, c);
      line += pad(v == kUnknown ? "." : std::to_string(v));
      if (c + 1 < n) line += " " + right_symbol(f.relation(r, c, Direction::Right)) + " ";
    }
    trim_right(line);
    out += line + "\n";
    if (r + 1 == n) break;
    line.clear();
    for (int c = 0; c < n; ++c) {
      if (c > 0) line += "   ";
      line += pad(down_symbol(f.relation(r, c, Direction::Down)));
    }
    out += line + "\n";
  }
  return out;
}

NativeFormat futoshiki_native() {
  NativeFormat format;
  format.build = [](NativeDoc& doc) -> std::unique_ptr<Puzzle> { return build_futoshiki(doc); };
  format.write = [](const Puzzle& p) {
    return write_futoshiki_native(dynamic_cast<const Futoshiki&>(p));
  };
  return format;
}

}  // namespace gridsat

#include "formats/formats.hpp"

#include <algorithm>
#include <new>

#include "formats/genre_formats.hpp"
#include "formats/registry.hpp"
#include "puzzles/answer_kind.hpp"

namespace gridsat {
namespace {

const FormatEntry* find_format(std::string_view name) {
  for (const FormatEntry& f : format_table())
    if (f.name == name) return &f;
  return nullptr;
}

}  // namespace

std::optional<std::string> canonical_type(std::string_view name) {
  std::string lower = lowercase(name);
  for (const GenreFormats& g : genre_formats()) {
    if (g.name == lower) return std::string(g.name);
    for (std::string_view alias : g.aliases)
      if (alias == lower) return std::string(g.name);
  }
  return std::nullopt;
}

ReadResult read_puzzle(std::string_view text, std::string_view from, std::string_view type) {
  ReadResult result;
  try {
    std::string canonical;
    if (!type.empty()) {
      auto t = canonical_type(type);
      if (!t) throw ParseFailure(0, 0, "unknown puzzle type '" + std::string(type) + "'");
      canonical = *t;
    }
    reject_binary(text);
    const FormatEntry* format = nullptr;
    bool near_match = false;  // not detected: the one format the text is almost in
    if (!from.empty()) {
      format = find_format(lowercase(from));
      if (!format || !format->read)
        throw ParseFailure(0, 0, "unknown input format '" + std::string(from) + "'");
    } else {
      for (const FormatEntry& f : format_table())
        if (f.detect && f.detect(text, canonical)) {
          format = &f;
          break;
        }
      if (!format) {
        if (split_lines(text).empty()) throw ParseFailure(1, 1, "empty input");
        const FormatEntry* near = nullptr;
        int near_matches = 0;
        for (const FormatEntry& f : format_table())
          if (f.near && f.near(text, canonical)) {
            near = &f;
            ++near_matches;
          }
        if (near_matches != 1)
          throw ParseFailure(1, 1, "cannot tell the input format; name it with --from");
        format = near;  // the one near match: its reader says what is wrong
        near_match = true;
      }
    }
    result.format = format->name;
    try {
      result.puzzle = format->read(text, canonical);
    } catch (ParseFailure& e) {
      if (near_match) e.error.message = "read as " + result.format + ": " + e.error.message;
      throw;
    }
    if (!canonical.empty() && result.puzzle->type() != canonical)
      throw ParseFailure(
          0, 0,
          "the input is a " + std::string(result.puzzle->type()) + " puzzle, not " + canonical);
  } catch (const ParseFailure& e) {
    result.puzzle.reset();
    result.error = e.error;
  } catch (const std::bad_alloc&) {
    result.puzzle.reset();
    result.error = ParseError{0, 0, "out of memory while reading the puzzle"};
  }
  return result;
}

std::optional<std::string> write_puzzle(const Puzzle& puzzle, std::string_view to,
                                        std::string& error) {
  const FormatEntry* format = find_format(lowercase(to));
  if (!format || !format->write) {
    error = "cannot write format '" + std::string(to) + "'";
    return std::nullopt;
  }
  try {
    return format->write(puzzle);
  } catch (const ParseFailure& e) {
    error = e.error.message;
    return std::nullopt;
  }
}

std::vector<FormatInfo> list_formats() {
  std::vector<FormatInfo> out;
  for (const FormatEntry& f : format_table())
    out.push_back({f.name, f.summary, f.read != nullptr, f.write != nullptr, f.detect != nullptr});
  return out;
}

// ---- plain solutions, by answer kind (puzzles/answer_kind.hpp) ----

std::string write_plain(const Puzzle& puzzle, const Grid& grid) {
  if (puzzle.answer_kind() == AnswerKind::Loop) return loop_drawing(puzzle, grid);
  const bool shading = puzzle.answer_kind() == AnswerKind::Shading && !shading_symbols(puzzle);
  std::string out;
  for (int r = 0; r < grid.rows; ++r) {
    for (int c = 0; c < grid.cols; ++c) {
      if (c > 0) out += ' ';
      const int v = grid.at(r, c);
      out += shading ? shading_text(v) : v == kUnknown ? "?" : puzzle.value_text(v);
    }
    out += '\n';
  }
  return out;
}

namespace {

// The characters of a line (UTF-8 aware, split_chars), one string each, so that columns count
// characters.
std::vector<std::string> columns_of(std::string_view line) {
  std::vector<std::string> out;
  for (Token& ch : split_chars({std::string(line), 0, 1})) out.push_back(std::move(ch.text));
  return out;
}

bool is_blank(const std::vector<std::string>& line) {
  for (const std::string& ch : line)
    if (ch != " " && ch != "\t") return false;
  return true;
}

std::string edge_name(EdgeKind kind, int i, int j) {
  return place_name({static_cast<char>(kind), i, j});
}

// A loop drawn as loop_drawing() draws it: 2P-1 lines for a lattice of P x Q points, the points
// kLoopSpan (or any other common number of) columns apart, as the first line shows.
Grid read_loop_drawing(const LoopShape& shape, std::string_view text, bool partial) {
  struct Line {
    std::vector<std::string> chars;
    int number;
  };
  std::vector<Line> lines;
  int number = 0;
  for (std::size_t pos = 0; pos <= text.size();) {
    std::size_t end = std::min(text.find('\n', pos), text.size());
    std::string_view raw = text.substr(pos, end - pos);
    if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
    lines.push_back({columns_of(raw), ++number});
    pos = end + 1;
  }
  while (!lines.empty() && is_blank(lines.back().chars)) lines.pop_back();
  std::size_t first = 0;
  while (first < lines.size() && is_blank(lines[first].chars)) ++first;
  lines.erase(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(first));
  const int P = lattice_rows(shape), Q = lattice_cols(shape);
  if (static_cast<int>(lines.size()) != 2 * P - 1)
    throw ParseFailure(lines.empty() ? 0 : lines.front().number, lines.empty() ? 0 : 1,
                       "the loop drawing has " + std::to_string(lines.size()) +
                           " lines, expected " + std::to_string(2 * P - 1) + " (" +
                           std::to_string(P) + " rows of points and the lines between them)");
  // The drawing may be indented as a whole: its first line starts with a point.
  std::size_t indent = 0;
  while (lines.front().chars[indent] == " ") ++indent;
  for (Line& line : lines) {
    for (std::size_t k = 0; k < indent && k < line.chars.size(); ++k)
      if (line.chars[k] != " ")
        throw ParseFailure(line.number, static_cast<int>(k) + 1, "text left of the drawing");
    const auto cut = static_cast<std::ptrdiff_t>(std::min(indent, line.chars.size()));
    line.chars.erase(line.chars.begin(), line.chars.begin() + cut);
    while (!line.chars.empty() && (line.chars.back() == " " || line.chars.back() == "\t"))
      line.chars.pop_back();
  }
  std::size_t span = kLoopSpan;  // columns between two points
  if (Q > 1) {
    const std::size_t width = lines.front().chars.size();
    if (width < static_cast<std::size_t>(2 * Q - 1) ||
        (width - 1) % static_cast<std::size_t>(Q - 1))
      throw ParseFailure(lines.front().number, static_cast<int>(indent + 1),
                         "the first line of the loop drawing should hold " + std::to_string(Q) +
                             " points, evenly spaced");
    span = (width - 1) / static_cast<std::size_t>(Q - 1) - 1;
  }
  const std::size_t width = static_cast<std::size_t>(Q - 1) * (span + 1) + 1;
  auto at = [](const Line& line, std::size_t col) -> std::string {
    return col < line.chars.size() ? line.chars[col] : " ";
  };
  auto fail = [&](const Line& line, std::size_t col, const std::string& message) {
    return ParseFailure(line.number, static_cast<int>(indent + col) + 1, message);
  };
  Grid g = loop_grid(shape);
  for (int l = 0; l < 2 * P - 1; ++l) {
    const Line& line = lines[static_cast<std::size_t>(l)];
    if (line.chars.size() > width) throw fail(line, width, "text right of the loop drawing");
    const int i = l / 2;
    if (l % 2 == 0) {  // points and the h edges between them
      for (int j = 0; j + 1 < Q; ++j) {
        const std::size_t from = static_cast<std::size_t>(j) * (span + 1) + 1;
        int drawn = 0, blank = 0, unknown = 0;
        for (std::size_t k = from; k < from + span; ++k) {
          std::string ch = at(line, k);
          if (ch == "-" || ch == "─" || ch == "━" || ch == "=") ++drawn;
          if (ch == " ") ++blank;
          if (ch == "?" && partial) ++unknown;
        }
        if (drawn + blank + unknown != static_cast<int>(span) || (drawn && (blank || unknown)))
          throw fail(line, from,
                     "edge " + edge_name(EdgeKind::H, i, j) + " is neither '-' nor blank" +
                         (partial ? " nor '?'" : ""));
        auto [r, c] = cell_of(shape, {EdgeKind::H, i, j});
        g.at(r, c) = unknown ? kUnknown : drawn ? 1 : 0;
      }
    } else {  // the v edges, and the cells between them (clues, not read)
      for (int j = 0; j < Q; ++j) {
        const std::size_t col = static_cast<std::size_t>(j) * (span + 1);
        std::string ch = at(line, col);
        const bool unknown = partial && ch == "?";
        if (ch != " " && ch != "|" && ch != "│" && ch != "┃" && !unknown)
          throw fail(line, col,
                     "edge " + edge_name(EdgeKind::V, i, j) + " is neither '|' nor blank" +
                         (partial ? " nor '?'" : ""));
        auto [r, c] = cell_of(shape, {EdgeKind::V, i, j});
        g.at(r, c) = unknown ? kUnknown : ch == " " ? 0 : 1;
      }
    }
  }
  return g;
}

// A loop as JSON writes one solution: {"h": [[0, 1, ...], ...], "v": [[...], ...]}.
class LoopJsonReader {
 public:
  LoopJsonReader(const LoopShape& shape, std::string_view text) : shape_(shape), text_(text) {}

  Grid read() {
    Grid g = loop_grid(shape_);
    bool seen[2] = {false, false};
    expect('{');
    for (bool more = true; more;) {
      const std::size_t key_at = skip();
      std::string key = string();
      if (key != "h" && key != "v") throw fail(key_at, "expected the key \"h\" or \"v\"");
      const bool h = key == "h";
      if (seen[h ? 0 : 1]) throw fail(key_at, "\"" + key + "\" appears twice");
      seen[h ? 0 : 1] = true;
      expect(':');
      rows(g, h ? EdgeKind::H : EdgeKind::V, key_at);
      more = next(',', '}');
    }
    if (skip() != text_.size()) throw fail(pos_, "text after the loop's JSON object");
    if (!seen[0] || !seen[1]) throw fail(pos_, "the loop's JSON needs both \"h\" and \"v\"");
    return g;
  }

 private:
  const LoopShape& shape_;
  std::string_view text_;
  std::size_t pos_ = 0;

  ParseFailure fail(std::size_t at, const std::string& message) const {
    int line = 1, col = 1;
    for (std::size_t k = 0; k < at && k < text_.size(); ++k) {
      if (text_[k] == '\n') {
        ++line;
        col = 1;
      } else if ((static_cast<unsigned char>(text_[k]) & 0xC0) != 0x80) {
        ++col;
      }
    }
    return ParseFailure(line, col, message);
  }
  // Skips white space; returns the position of what follows.
  std::size_t skip() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                   text_[pos_] == '\n' || text_[pos_] == '\r'))
      ++pos_;
    return pos_;
  }
  void expect(char c) {
    if (skip() >= text_.size() || text_[pos_] != c)
      throw fail(pos_, std::string("expected '") + c + "'");
    ++pos_;
  }
  // `separator` (true: more follows) or `end` (false).
  bool next(char separator, char end) {
    if (skip() < text_.size() && (text_[pos_] == separator || text_[pos_] == end))
      return text_[pos_++] == separator;
    throw fail(pos_, std::string("expected '") + separator + "' or '" + end + "'");
  }
  std::string string() {
    expect('"');
    const std::size_t end = text_.find('"', pos_);
    if (end == std::string_view::npos) throw fail(pos_, "unterminated string");
    std::string s(text_.substr(pos_, end - pos_));
    pos_ = end + 1;
    return s;
  }
  // An array of `kind` rows, each an array of 0 and 1, of the shape's size.
  void rows(Grid& g, EdgeKind kind, std::size_t key_at) {
    const bool h = kind == EdgeKind::H;
    const int want_rows = h ? shape_.h_rows : shape_.v_rows;
    const int want_cols = h ? shape_.h_cols : shape_.v_cols;
    const std::string name(1, static_cast<char>(kind));
    expect('[');
    int i = 0;
    if (skip() < text_.size() && text_[pos_] == ']') {
      ++pos_;
    } else {
      for (bool more = true; more; ++i) {
        const std::size_t row_at = skip();
        if (i == want_rows)
          throw fail(row_at,
                     "\"" + name + "\" has more than " + std::to_string(want_rows) + " rows");
        expect('[');
        int j = 0;
        if (skip() < text_.size() && text_[pos_] == ']') {
          ++pos_;
        } else {
          for (bool in_row = true; in_row; ++j) {
            const std::size_t at = skip();
            if (j == want_cols)
              throw fail(at, "row " + std::to_string(i) + " of \"" + name + "\" has more than " +
                                 std::to_string(want_cols) + " edges");
            if (at >= text_.size() || (text_[at] != '0' && text_[at] != '1'))
              throw fail(at, "an edge is 0 or 1");
            auto [r, c] = cell_of(shape_, {kind, i, j});
            g.at(r, c) = text_[at] - '0';
            ++pos_;
            in_row = next(',', ']');
          }
        }
        if (j != want_cols)
          throw fail(row_at, "row " + std::to_string(i) + " of \"" + name + "\" has " +
                                 std::to_string(j) + " edges, expected " +
                                 std::to_string(want_cols));
        more = next(',', ']');
      }
    }
    if (i != want_rows)
      throw fail(key_at, "\"" + name + "\" has " + std::to_string(i) + " rows, expected " +
                             std::to_string(want_rows));
  }
};

Grid read_loop(const LoopShape& shape, std::string_view text, bool partial) {
  const std::size_t start = text.find_first_not_of(" \t\r\n");
  if (start != std::string_view::npos && text[start] == '{')
    return LoopJsonReader(shape, text).read();
  return read_loop_drawing(shape, text, partial);
}

}  // namespace

namespace {

// The pieces of a token between `separator` characters, each a token at its own column.
std::vector<Token> split_on(const Token& token, const std::string& separator) {
  std::vector<Token> pieces{{"", token.line, token.col}};
  for (const Token& ch : split_chars(token)) {
    if (ch.text == separator)
      pieces.push_back({"", ch.line, ch.col + 1});
    else
      pieces.back().text += ch.text;
  }
  return pieces;
}

// A whole solution on one line, as data sets write them: Tatham's form (rows separated by `/`,
// cells by `,`: `1,0/0,1`) or every cell run together (`5341...`, the sudoku-line shape), cut into
// rows of `cols` cells. Nothing when the token is neither.
std::optional<std::vector<std::vector<Token>>> one_line_rows(const Token& token, int rows,
                                                             int cols) {
  std::vector<std::vector<Token>> out;
  if (token.text.find('/') != std::string::npos) {
    for (const Token& row : split_on(token, "/"))
      out.push_back(row.text.find(',') != std::string::npos ? split_on(row, ",")
                                                            : split_chars(row));
    return out;
  }
  std::vector<Token> cells = split_chars(token);
  if (rows < 2 || static_cast<long long>(cells.size()) != static_cast<long long>(rows) * cols)
    return std::nullopt;
  for (int r = 0; r < rows; ++r)
    out.emplace_back(cells.begin() + r * cols, cells.begin() + (r + 1) * cols);
  return out;
}

// The rows of a plain solution, each its cell tokens: one row per line (rulers and `|` dropped,
// rows run together or in groups when values are one character), or a one-line form
// (one_line_rows). Where + and - are values (magnets) a line of them is a row, not a ruler.
std::vector<std::vector<Token>> solution_rows(const Puzzle& puzzle,
                                              const std::vector<TextLine>& lines) {
  const int rows = puzzle.rows(), cols = puzzle.cols();
  const bool signs = puzzle.parse_value("+").has_value();
  std::vector<std::vector<Token>> out;
  for (const TextLine& line : lines) {
    if (!signs && line.text.find_first_not_of("-+|= \t") == std::string::npos) continue;  // a ruler
    std::vector<Token> cells;
    for (const Token& t : line.tokens)
      if (t.text != "|") cells.push_back(t);
    if (lines.size() == 1 && cells.size() == 1)
      if (auto whole = one_line_rows(cells.front(), rows, cols)) return *whole;
    if (cells.size() == 1 && cols > 1) cells = split_chars(cells.front());
    // Up to 9 columns every genre's values are one character: `534 | 678 | 912` is a row.
    if (static_cast<int>(cells.size()) != cols && cols <= 9) cells = split_groups(cells, cols);
    out.push_back(std::move(cells));
  }
  return out;
}

// A shading solution takes `#` and `.` besides the genre's values, and doppelblock's values `#`:
// '#' is a cell there, not a comment.
std::vector<TextLine> solution_lines(const Puzzle& puzzle, std::string_view text) {
  const bool hash_cells =
      puzzle.answer_kind() == AnswerKind::Shading || puzzle.parse_value("#").has_value();
  return split_lines(text, hash_cells ? 0 : '#');
}

}  // namespace

std::vector<std::vector<Token>> plain_cell_tokens(const Puzzle& puzzle, std::string_view text) {
  if (puzzle.answer_kind() == AnswerKind::Loop) return {};
  return solution_rows(puzzle, solution_lines(puzzle, text));
}

namespace {

// read_plain, and with `partial` read_partial.
std::optional<Grid> read_grid(const Puzzle& puzzle, std::string_view text, ParseError& error,
                              bool partial) {
  try {
    reject_binary(text);
    if (puzzle.answer_kind() == AnswerKind::Loop)
      return read_loop(puzzle.loop_shape(), text, partial);
    const bool shading = puzzle.answer_kind() == AnswerKind::Shading;
    Grid g(puzzle.rows(), puzzle.cols());
    const std::vector<TextLine> lines = solution_lines(puzzle, text);
    const std::vector<std::vector<Token>> rows = solution_rows(puzzle, lines);
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
      const std::vector<Token>& cells = rows[static_cast<std::size_t>(r)];
      const Token where = cells.empty() ? Token{"", lines.front().number, 1} : cells.front();
      if (r == g.rows) throw ParseFailure(where, "more than " + std::to_string(g.rows) + " rows");
      if (static_cast<int>(cells.size()) != g.cols)
        throw ParseFailure(where, "row " + std::to_string(r + 1) + " has " +
                                      std::to_string(cells.size()) + " cells, expected " +
                                      std::to_string(g.cols));
      for (int c = 0; c < g.cols; ++c) {
        const Token& t = cells[static_cast<std::size_t>(c)];
        if (partial && (t.text == "?" || (t.text == "." && !shading && !puzzle.parse_value(".")))) {
          g.at(r, c) = kUnknown;
          continue;
        }
        auto v = shading ? parse_shading(t.text) : std::nullopt;
        if (!v) v = puzzle.parse_value(t.text);
        if (!v || (shading && *v != 0 && *v != 1))
          throw ParseFailure(t, "'" + t.text + "' is not a value of this puzzle");
        g.at(r, c) = *v;
      }
    }
    if (static_cast<int>(rows.size()) != g.rows) {
      // Where the missing row would start: after the last line (line 1 of an empty file).
      const int line = lines.empty() ? 1 : lines.back().number + 1;
      throw ParseFailure(line, 1,
                         "the solution has " + std::to_string(rows.size()) + " rows, expected " +
                             std::to_string(g.rows));
    }
    return g;
  } catch (const ParseFailure& e) {
    error = e.error;
    return std::nullopt;
  }
}

}  // namespace

std::optional<Grid> read_plain(const Puzzle& puzzle, std::string_view text, ParseError& error) {
  return read_grid(puzzle, text, error, false);
}

std::optional<Grid> read_partial(const Puzzle& puzzle, std::string_view text, ParseError& error) {
  return read_grid(puzzle, text, error, true);
}

// ---- the tables ----

namespace {

std::unique_ptr<Puzzle> read_native(std::string_view text, std::string_view) {
  NativeDoc doc = parse_native(text);
  return find_genre_formats(doc.type)->native.build(doc);
}

bool detect_native(std::string_view text, std::string_view) {
  return looks_native(text);
}

std::string write_native(const Puzzle& puzzle) {
  return find_genre_formats(puzzle.type())->native.write(puzzle);
}

}  // namespace

const GenreFormats* find_genre_formats(std::string_view name) {
  for (const GenreFormats& genre : genre_formats())
    if (genre.name == name) return &genre;
  return nullptr;
}

const std::vector<FormatEntry>& format_table() {
  // The shared formats first, then each genre's own, in detection order within each genre.
  static const std::vector<FormatEntry> table = [] {
    std::vector<FormatEntry> all = {
        {"native", "gridsat's own format (.gsp): every puzzle type", read_native, detect_native,
         write_native},
        puzzlink_format(),
        tatham_format(),
    };
    for (const GenreFormats& genre : genre_formats())
      all.insert(all.end(), genre.formats.begin(), genre.formats.end());
    return all;
  }();
  return table;
}

}  // namespace gridsat

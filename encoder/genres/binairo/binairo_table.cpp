// binairo-table: the binary puzzle table. Line 1 is `H W`; then H rows of W cells, each `0`, `1`
// or `-` (empty), separated by white space or run together. Rows and columns must be distinct
// (the table has no way to say otherwise, so a puzzle with unique-lines=no cannot be written).
// Detected by its shape (`H W`, then rows of one-character cells without digits other than 0
// and 1), which no other format shares.
#include "formats/registry.hpp"
#include "genres/binairo/binairo.hpp"

namespace gridsat {
namespace {

bool is_table_cell(const std::string& text) {
  return text == "0" || text == "1" || text == "-";
}

// The cells of one row: its tokens, or the characters of a single run-together token.
std::vector<Token> row_cells(const TextLine& line, int width) {
  if (line.tokens.size() == 1 && width > 1) return split_chars(line.tokens.front());
  return line.tokens;
}

int read_side(const Token& t, const std::string& what) {
  auto v = parse_integer(t.text);
  if (!v) throw ParseFailure(t, "expected the number of " + what + ", found '" + t.text + "'");
  if (*v < 2 || *v > kMaxBinairoSide)
    throw ParseFailure(t, "binairo " + what + ": " + t.text + " is out of range (2 to " +
                              std::to_string(kMaxBinairoSide) + ")");
  return static_cast<int>(*v);
}

std::unique_ptr<Puzzle> read_binairo_table(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "binairo")
    throw ParseFailure(0, 0, "binairo-table holds binairo puzzles, not " + std::string(type));
  std::vector<TextLine> lines = split_lines(text);
  if (lines.empty()) throw ParseFailure(1, 1, "empty input: expected a line 'H W'");
  const TextLine& header = lines.front();
  if (header.tokens.size() != 2)
    throw ParseFailure(header.tokens.front(), "expected the size 'H W' on the first line");
  const int height = read_side(header.tokens[0], "rows");
  const int width = read_side(header.tokens[1], "columns");
  if (auto problem = binairo_size_error(height, width))
    throw ParseFailure(header.tokens[0], *problem);
  Grid grid(height, width);
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const int r = static_cast<int>(i) - 1;
    if (r == height)
      throw ParseFailure(lines[i].tokens.front(), "more than " + std::to_string(height) + " rows");
    std::vector<Token> cells = row_cells(lines[i], width);
    if (static_cast<int>(cells.size()) != width)
      throw ParseFailure(lines[i].tokens.front(), "row " + std::to_string(r + 1) + " has " +
                                                      std::to_string(cells.size()) +
                                                      " cells, expected " + std::to_string(width));
    for (int c = 0; c < width; ++c) {
      const Token& t = cells[static_cast<std::size_t>(c)];
      if (!is_table_cell(t.text))
        throw ParseFailure(
            t, "unexpected '" + t.text + "' in a binairo-table row (expected 0, 1 or -)");
      if (t.text != "-") grid.at(r, c) = t.text == "1";
    }
  }
  const int got = static_cast<int>(lines.size()) - 1;
  if (got != height)
    throw ParseFailure(
        lines.back().number + 1, 1,
        "the table has " + std::to_string(got) + " rows, expected " + std::to_string(height));
  return make_binairo(height, width, true, grid);
}

// The shape, not the details: `H W`, then lines of one-character cells (or one run-together
// token each) with no digit but 0 and 1. Row lengths, the row count and unknown characters are
// left to the reader, which says what is wrong with them.
bool detect_binairo_table(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "binairo") return false;
  std::vector<TextLine> lines = split_lines(text);
  if (lines.size() < 2 || lines[0].tokens.size() != 2) return false;
  auto h = parse_integer(lines[0].tokens[0].text);
  auto w = parse_integer(lines[0].tokens[1].text);
  if (!h || !w || *h < 1 || *w < 1) return false;
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const TextLine& line = lines[i];
    if (line.text.find_first_of("23456789") != std::string::npos) return false;
    if (line.tokens.size() > 1)
      for (const Token& t : line.tokens)
        if (split_chars(t).size() != 1) return false;
  }
  return true;
}

// Almost a table: a first line of two whole numbers (any, `0 0` too) and, if there are more lines,
// no digit but 0 and 1 on them.
bool near_binairo_table(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "binairo") return false;
  std::vector<TextLine> lines = split_lines(text);
  if (lines.empty() || lines[0].tokens.size() != 2) return false;
  if (!parse_integer(lines[0].tokens[0].text) || !parse_integer(lines[0].tokens[1].text))
    return false;
  for (std::size_t i = 1; i < lines.size(); ++i)
    if (lines[i].text.find_first_of("23456789") != std::string::npos) return false;
  return true;
}

std::string write_binairo_table(const Puzzle& p) {
  const rules::DeclaredShading* b = as_binairo(p);
  if (!b) throw ParseFailure(0, 0, "binairo-table holds only binairo puzzles");
  if (!unique_lines(*b))
    throw ParseFailure(0, 0,
                       "binairo-table cannot express unique-lines=no (its rows and columns "
                       "are always distinct)");
  std::string out = std::to_string(b->rows()) + " " + std::to_string(b->cols()) + "\n";
  for (int r = 0; r < b->rows(); ++r) {
    for (int c = 0; c < b->cols(); ++c) {
      if (c > 0) out += ' ';
      int v = b->givens().at(r, c);
      out += v == kUnknown ? '-' : static_cast<char>('0' + v);
    }
    out += '\n';
  }
  return out;
}

}  // namespace

FormatEntry binairo_table_format() {
  return {"binairo-table",     "the binary puzzle table: 'H W', then H rows of 0, 1 or -",
          read_binairo_table,  detect_binairo_table,
          write_binairo_table, near_binairo_table};
}

}  // namespace gridsat

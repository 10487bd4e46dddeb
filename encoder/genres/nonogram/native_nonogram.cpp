// The native format for nonograms: `nonogram N` (N x N) or `nonogram HxW` (H rows, W columns),
// then
//   top:   W lines, column 1 to W, each the column's runs top to bottom ("2 1 3");
//   left:  H lines, row 1 to H, each the row's runs left to right;
//   grid:  (optional) H rows of givens: 1 filled, 0 empty, . not given.
// A line without runs is written `0` (or `-`). Tokens on the keyword's own line (`top: 3 1`)
// are the section's first line. Both clue sections are required. The writer writes the same,
// the grid only when some cell is given:
//
//     nonogram 3
//     top:
//     1 1
//     1
//     3
//     left:
//     1 1
//     1
//     3
#include "formats/native_types.hpp"
#include "genres/genre.hpp"
#include "genres/nonogram/nonogram.hpp"

namespace gridsat {
namespace {

// The lines of a clue section (the keyword line's tokens first, when there are any), each read
// as one line's runs; exactly `count` lines, each fitting `length` cells.
std::vector<std::vector<int>> read_runs_section(const NativeSection& section, int count, int length,
                                                const char* line_name) {
  std::vector<std::vector<Token>> lines;
  if (!section.inline_tokens.empty()) lines.push_back(section.inline_tokens);
  for (const TextLine& line : section.lines) lines.push_back(line.tokens);
  std::vector<std::vector<int>> out;
  for (const auto& tokens : lines) {
    if (static_cast<int>(out.size()) == count)
      throw ParseFailure(tokens.front(), "'" + section.name + ":' has more than " +
                                             std::to_string(count) + " lines (one per " +
                                             line_name + ")");
    std::vector<int> runs;
    if (!(tokens.size() == 1 && (tokens[0].text == "0" || tokens[0].text == "-"))) {
      for (const Token& t : tokens) {
        const auto v = parse_integer(t.text);
        if (!v || *v < 1 || *v > kMaxNonogramSide)
          throw ParseFailure(t, "expected a run length (1 to " + std::to_string(length) +
                                    "), or a lone 0 for a " + line_name + " without runs, not '" +
                                    t.text + "'");
        runs.push_back(static_cast<int>(*v));
      }
      if (runs_length(runs) > length)
        throw ParseFailure(tokens.front(), "the runs " + runs_text(runs) + " of " + line_name +
                                               " " + std::to_string(out.size() + 1) +
                                               " do not fit in " + std::to_string(length) +
                                               " cells");
    }
    out.push_back(std::move(runs));
  }
  if (static_cast<int>(out.size()) != count) {
    const int line = section.lines.empty() ? section.keyword.line : section.lines.back().number + 1;
    throw ParseFailure(line, 1,
                       "'" + section.name + ":' has " + std::to_string(out.size()) +
                           " lines, expected " + std::to_string(count) + " (one per " + line_name +
                           ")");
  }
  return out;
}

std::unique_ptr<Puzzle> build_nonogram(NativeDoc& doc) {
  if (auto problem = nonogram_size_error(doc.rows, doc.cols))
    throw ParseFailure(doc.size_token, *problem);
  doc.reject_unused_options();
  doc.reject_sections_except({"top", "left", "grid"});
  const NativeSection* top = doc.section("top");
  const NativeSection* left = doc.section("left");
  if (!top || !left)
    throw ParseFailure(doc.last_line + 1, 1,
                       std::string("a nonogram needs a ") + (top ? "left:" : "top:") +
                           " section (the runs of every " + (top ? "row" : "column") + ")");
  auto p = std::make_unique<Nonogram>(doc.rows, doc.cols);
  p->col_runs = read_runs_section(*top, doc.cols, doc.rows, "column");
  p->row_runs = read_runs_section(*left, doc.rows, doc.cols, "row");
  if (const NativeSection* g = doc.section("grid")) {
    const auto rows = doc.read_rows(*g, doc.rows, doc.cols, false);
    for (int r = 0; r < doc.rows; ++r)
      for (int c = 0; c < doc.cols; ++c) {
        const Token& t = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
        int v;
        if (t.text == "1" || t.text == "#")
          v = 1;
        else if (t.text == "0" || t.text == "x")
          v = 0;
        else if (t.text == ".")
          v = kUnknown;
        else
          throw ParseFailure(
              t,
              "a nonogram given is 1 (filled), 0 (empty) or . (not given), not '" + t.text + "'");
        p->grid.at(r, c) = v;
      }
  }
  return p;
}

std::string write_nonogram(const Puzzle& puzzle) {
  const auto& p = dynamic_cast<const Nonogram&>(puzzle);
  std::string out = "nonogram " + p.header_options() + "\ntop:\n";
  for (const auto& runs : p.col_runs) out += runs_text(runs) + "\n";
  out += "left:\n";
  for (const auto& runs : p.row_runs) out += runs_text(runs) + "\n";
  bool given = false;
  for (int v : p.grid.cells) given = given || v != kUnknown;
  if (given) {
    out += "grid:\n";
    for (int r = 0; r < p.height; ++r) {
      for (int c = 0; c < p.width; ++c) {
        const int v = p.grid.at(r, c);
        out += v == kUnknown ? '.' : v == 1 ? '1' : '0';
      }
      out += '\n';
    }
  }
  return out;
}

}  // namespace

NativeFormat nonogram_native() {
  return {build_nonogram, write_nonogram};
}

}  // namespace gridsat

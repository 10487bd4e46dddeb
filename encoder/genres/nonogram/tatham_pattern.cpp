// Pattern, Tatham's nonogram: `W[xH]:DESC`, as Pattern's decode_params, validate_desc, new_game
// and new_game_desc (pattern.c) define it.
//
// PARAMS: the width W, then `x` and the height H (without it the grid is W x W). Pattern has no
// other parameter; gridsat also skips a difficulty flag (`d` and a letter), as for every game.
// Pattern refuses a grid of fewer than two squares.
// DESC: W + H clue lists separated by `/`: first the W columns, left to right, each its runs top
// to bottom; then the H rows, top to bottom, each its runs left to right. A clue list is its runs
// as positive decimal numbers separated by `.`, or nothing for a line without runs. The runs of a
// line must fit in it (each run and one cell after it, within the line's length plus one).
// Optionally `,` and the given squares: letters walking the cells in reading order, each
// `a`..`y` (`A`..`Y`) skipping 0..24 cells and then giving the next cell as empty (lower case)
// or filled (upper case); `z` or `Z` skips 25 cells and gives nothing. A letter that skips to the
// very end gives nothing either (how new_game_desc ends the walk). The walk must reach the end of
// the grid exactly, with nothing after it.
//
// The writer writes what new_game_desc writes: `WxH:`, the clue lists, and the `,` part only when
// some cell is given.
#include <cctype>

#include <tuple>

#include "formats/tatham.hpp"
#include "genres/nonogram/nonogram.hpp"

namespace gridsat {
namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

struct Params {
  int width = 0;
  int height = 0;
};

Params read_params(const IdText& params) {
  Params p;
  std::size_t pos = 0;
  std::tie(p.width, p.height) = read_grid_size(params, pos, kMaxNonogramSide, "Pattern", "15x15");
  skip_difficulty(params, pos);
  if (pos < params.size()) throw unknown_param(params, pos, "Pattern");
  if (p.width < 1 || p.height < 1 || p.width * p.height < 2)
    throw params.error_at(0, "Pattern grids have at least two squares, sides of at least 1");
  return p;
}

// One clue list (`3.1.2`, or empty) of a line of `length` cells.
std::vector<int> read_clue(const IdText& clue, int length, const std::string& line_name) {
  std::vector<int> runs;
  if (clue.empty()) return runs;
  std::size_t start = 0;
  for (const IdText& piece : clue.split('.')) {
    if (piece.empty())
      throw clue.error_at(start,
                          "expected a run length (a positive number) in the clue of " + line_name);
    for (std::size_t i = 0; i < piece.size(); ++i)
      if (!is_digit(piece[i]))
        throw piece.error_at(i, "unexpected " + quote_char(piece[i]) + " in the clue of " +
                                    line_name + " (runs are numbers separated by '.')");
    if (piece.size() > 4) throw piece.error_at(0, "the run is longer than its line");
    const int v = std::stoi(std::string(piece.text));
    if (v <= 0) throw piece.error_at(0, "all clues must be positive (" + line_name + ")");
    runs.push_back(v);
    if (runs_length(runs) > length)
      throw piece.error_at(0, "the runs of " + line_name + " do not fit in its " +
                                  std::to_string(length) + " cells");
    start += piece.size() + 1;
  }
  return runs;
}

std::unique_ptr<Puzzle> read_pattern(const IdText& params, const IdText& desc) {
  const Params p = read_params(params);
  auto puzzle = std::make_unique<Nonogram>(p.height, p.width);
  std::size_t comma = desc.text.find(',');
  const IdText clues = desc.sub(0, comma);
  const std::vector<IdText> lists = clues.split('/');
  const int want = p.width + p.height;
  if (static_cast<int>(lists.size()) < want)
    throw desc.error_at(clues.size(),
                        "too few row/column specifications: " + std::to_string(lists.size()) +
                            " of the " + std::to_string(want) + " (" + std::to_string(p.width) +
                            " columns, then " + std::to_string(p.height) + " rows)");
  if (static_cast<int>(lists.size()) > want) {
    std::size_t pos = 0;
    for (int i = 0; i < want; ++i) pos += lists[static_cast<std::size_t>(i)].size() + 1;
    throw desc.error_at(pos - 1, "too many row/column specifications: Pattern's " +
                                     std::to_string(p.width) + "x" + std::to_string(p.height) +
                                     " grid has " + std::to_string(want));
  }
  for (int i = 0; i < want; ++i) {
    const IdText& list = lists[static_cast<std::size_t>(i)];
    if (i < p.width)
      puzzle->col_runs[static_cast<std::size_t>(i)] =
          read_clue(list, p.height, "column " + std::to_string(i + 1));
    else
      puzzle->row_runs[static_cast<std::size_t>(i - p.width)] =
          read_clue(list, p.width, "row " + std::to_string(i - p.width + 1));
  }
  if (comma == std::string_view::npos) return puzzle;
  const IdText squares = desc.sub(comma + 1);
  const int cells = p.width * p.height;
  int cell = 0;
  for (std::size_t i = 0; i < squares.size(); ++i) {
    const char c = squares[i];
    if (cell >= cells) throw squares.error_at(i, "too much data in clue-squares section");
    if (!std::isalpha(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) > 127)
      throw squares.error_at(i, "unrecognised character " + quote_char(c) +
                                    " in clue-squares section (letters a-z, A-Z)");
    const bool full = std::isupper(static_cast<unsigned char>(c)) != 0;
    const int skip = std::tolower(static_cast<unsigned char>(c)) - 'a';
    cell += skip;
    if (cell > cells) throw squares.error_at(i, "too much data in clue-squares section");
    if (skip < 25 && cell < cells) puzzle->grid.cells[static_cast<std::size_t>(cell++)] = full;
  }
  if (cell < cells)
    throw squares.error_at(squares.size(), "too little data in clue-squares section: it covers " +
                                               std::to_string(cell) + " of the " +
                                               std::to_string(cells) + " cells");
  return puzzle;
}

std::optional<std::string> write_pattern(const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const Nonogram*>(&puzzle);
  if (!p) return std::nullopt;
  if (p->width * p->height < 2) throw ParseFailure(0, 0, "Pattern grids have at least two squares");
  std::string out = std::to_string(p->width) + "x" + std::to_string(p->height) + ":";
  auto list = [&](const std::vector<int>& runs) {
    for (std::size_t j = 0; j < runs.size(); ++j) out += (j ? "." : "") + std::to_string(runs[j]);
  };
  for (int c = 0; c < p->width; ++c) {
    if (c > 0) out += '/';
    list(p->col_runs[static_cast<std::size_t>(c)]);
  }
  for (int r = 0; r < p->height; ++r) {
    out += '/';
    list(p->row_runs[static_cast<std::size_t>(r)]);
  }
  bool given = false;
  for (int v : p->grid.cells) given = given || v != kUnknown;
  if (!given) return out;
  out += ',';
  int run = 0;
  for (int v : p->grid.cells) {
    if (v == kUnknown) {
      if (++run == 25) {
        out += 'z';
        run = 0;
      }
    } else {
      out += static_cast<char>(run + (v == 1 ? 'A' : 'a'));
      run = 0;
    }
  }
  if (run > 0) out += static_cast<char>(run + 'a');
  return out;
}

}  // namespace

TathamGame pattern_game() {
  return {"pattern", "nonogram", read_pattern, write_pattern};
}

}  // namespace gridsat

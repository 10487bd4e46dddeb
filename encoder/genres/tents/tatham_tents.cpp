// Tents, Tatham's: `W[xH][dX]:GRID,C1,...,CW,R1,...,RH`, as Tents' decode_params,
// validate_desc and new_game read it and new_game_desc writes it.
//
// PARAMS: the width W, then `x` and the height H (without it the grid is W x W), then the
// difficulty `d` and a letter (e easy, t tricky), read and ignored. Tents needs sides of at
// least 4 (validate_params).
// GRID: the cells in reading order, as runs: `_` a tree, `a`..`y` 1..25 empty cells and then a
// tree, `z` 25 empty cells (and no tree); `!` and `-` turn the cell just placed into a tent or an
// empty cell that the player may not change (the answer's givens; Tents' own generator never
// writes them). The last symbol must place its tree exactly on the virtual cell W*H, one past
// the grid.
// Then W + H decimal counts, each after a comma: the columns left to right, then the rows top
// to bottom (Tents draws the column counts below the grid and the row counts to its right).
//
// The writer writes what new_game_desc writes (with `!` and `-` after a run for givens); a
// puzzle without every count, or with a side below 4, is refused: Tents has no such puzzles.
#include <tuple>

#include "formats/tatham.hpp"
#include "genres/tents/tents.hpp"

namespace gridsat {
namespace {

constexpr int kMinTatham = 4;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

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
  std::tie(p.width, p.height) = read_grid_size(params, pos, kMaxTentsSide, "Tents", "8x8");
  skip_difficulty(params, pos);
  if (pos < params.size()) throw unknown_param(params, pos, "Tents");
  if (p.width < kMinTatham || p.height < kMinTatham)
    throw params.error_at(
        0, "Tents grids are at least " + std::to_string(kMinTatham) + " cells wide and high");
  return p;
}

// The grid runs; returns where the counts start (the first ',').
std::size_t read_grid(const IdText& desc, Tents& t) {
  const int cells = t.height * t.width;
  int i = 0;  // the next cell
  std::size_t pos = 0;
  bool ended = false;
  for (; pos < desc.size() && desc[pos] != ','; ++pos) {
    const char c = desc[pos];
    if (ended)
      throw desc.error_at(pos, "the grid goes on after its end (the tree one past the last cell)");
    if (c == '!' || c == '-') {
      if (i == 0) throw desc.error_at(pos, "'" + std::string(1, c) + "' before any cell");
      t.trees[at(i - 1)] = 0;
      t.grid.cells[at(i - 1)] = c == '!' ? 1 : 0;
      continue;
    }
    int run = 0;
    bool places_tree = true;
    if (c == '_') {
      run = 0;
    } else if (c >= 'a' && c <= 'y') {
      run = c - 'a' + 1;
    } else if (c == 'z') {
      run = 25;
      places_tree = false;
    } else {
      throw desc.error_at(pos, "unexpected " + quote_char(c) +
                                   " in a Tents grid (_ a tree, a-y empty cells and a tree, z 25 "
                                   "empty cells, ! a tent, - an empty cell)");
    }
    i += run;
    if (!places_tree && i == cells)
      throw desc.error_at(pos,
                          "'z' may not reach the end of the grid (the last run places the "
                          "tree one past the last cell: use 'y' or fewer)");
    if (i > cells)
      throw desc.error_at(pos, "the grid has more than the " + std::to_string(cells) +
                                   " cells of a " + std::to_string(t.width) + "x" +
                                   std::to_string(t.height) + " grid");
    if (!places_tree) continue;
    if (i == cells) {
      ended = true;
      continue;
    }
    t.trees[at(i)] = 1;
    ++i;
  }
  if (!ended)
    throw desc.error_at(pos, "the grid ends after " + std::to_string(i) + " of the " +
                                 std::to_string(cells) +
                                 " cells (its last symbol places a tree one past the last cell)");
  return pos;
}

void read_counts(const IdText& desc, std::size_t pos, Tents& t) {
  const int total = t.width + t.height;
  for (int k = 0; k < total; ++k) {
    if (pos >= desc.size())
      throw desc.error_at(pos, "expected " + std::to_string(total) + " counts (" +
                                   std::to_string(t.width) + " columns, then " +
                                   std::to_string(t.height) + " rows), found " + std::to_string(k));
    if (desc[pos] != ',')
      throw desc.error_at(pos, "expected ',' before a count, found " + quote_char(desc[pos]));
    const std::size_t start = ++pos;
    long long v = 0;
    while (pos < desc.size() && is_digit(desc[pos])) {
      v = v * 10 + (desc[pos] - '0');
      if (v > kMaxTentsSide) throw desc.error_at(start, "tent count is too large");
      ++pos;
    }
    if (pos == start) throw desc.error_at(pos, "expected a count (a decimal number)");
    const bool column = k < t.width;
    const int length = column ? t.height : t.width;
    if (v > (length + 1) / 2)
      throw desc.error_at(start, "tent count " + std::to_string(v) + " is impossible: a line of " +
                                     std::to_string(length) + " cells holds at most " +
                                     std::to_string((length + 1) / 2) + " tents that do not touch");
    if (column)
      t.col_counts[at(k)] = static_cast<int>(v);
    else
      t.row_counts[at(k - t.width)] = static_cast<int>(v);
  }
  if (pos < desc.size())
    throw desc.error_at(pos, "unexpected " + quote_char(desc[pos]) + " after the last count");
}

std::unique_ptr<Puzzle> read_tents(const IdText& params, const IdText& desc) {
  const Params p = read_params(params);
  auto t = std::make_unique<Tents>(p.height, p.width);
  const std::size_t pos = read_grid(desc, *t);
  read_counts(desc, pos, *t);
  return t;
}

std::optional<std::string> write_tents(const Puzzle& puzzle) {
  const auto* t = dynamic_cast<const Tents*>(&puzzle);
  if (!t) return std::nullopt;
  if (t->width < kMinTatham || t->height < kMinTatham)
    throw ParseFailure(0, 0, "Tents grids are at least 4 cells wide and high");
  for (int k : t->row_counts)
    if (k == kUnknown) throw ParseFailure(0, 0, "Tents gives every row's count; a row has none");
  for (int k : t->col_counts)
    if (k == kUnknown)
      throw ParseFailure(0, 0, "Tents gives every column's count; a column has none");
  std::string desc;
  const int cells = t->height * t->width;
  int run = 0;
  auto close_run = [&]() {  // the pending empty cells and a tree after them
    desc += run == 0 ? '_' : static_cast<char>('a' + run - 1);
    run = 0;
  };
  for (int cell = 0; cell <= cells; ++cell) {
    const int given = cell < cells ? t->grid.cells[at(cell)] : kUnknown;
    if (cell == cells || t->tree(cell)) {
      close_run();
    } else if (given != kUnknown) {
      close_run();
      desc += given == 1 ? '!' : '-';
    } else {
      ++run;
      while (run > 25) {
        desc += 'z';
        run -= 25;
      }
    }
  }
  for (int k : t->col_counts) desc += "," + std::to_string(k);
  for (int k : t->row_counts) desc += "," + std::to_string(k);
  return std::to_string(t->width) + "x" + std::to_string(t->height) + ":" + desc;
}

}  // namespace

TathamGame tents_game() {
  return {"tents", "tents", read_tents, write_tents};
}

}  // namespace gridsat

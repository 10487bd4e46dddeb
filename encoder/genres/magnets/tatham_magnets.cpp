// Tatham's Magnets: `WxH[dX][S]:DESC` (W columns, H rows, at least 2 each; `d` and a difficulty
// letter, `S` stripped clues: read and ignored). DESC is five fields: the + counts of the columns
// (left to right), of the rows (top to bottom), the - counts of the columns and of the rows, one
// character per line (`.` none, `0`-`9`, `a`-`z` 10 to 35, `A`-`Z` 36 to 61), each field ended by
// `,`; then a letter per cell, row by row: `L` the left cell of a domino, `R` its right, `T` the
// top, `B` the bottom, `*` a singleton (neutral: here a cell outside the puzzle, a given 0); a
// `,` among the cells is skipped. The writer writes what Magnets' generator writes.
#include "formats/tatham.hpp"
#include "genres/magnets/magnets.hpp"

namespace gridsat {
namespace {

using rules::DeclaredValues;

constexpr int kMaxSide = 60;

int count_of(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'z') return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z') return c - 'A' + 36;
  return -1;
}

char count_char(int n) {
  return static_cast<char>(n < 10 ? '0' + n : n < 36 ? 'a' + n - 10 : 'A' + n - 36);
}

// The sides of the four count fields, in DESC's order: top (+), left (+), bottom (-), right (-).
constexpr std::size_t kFieldSides[4] = {0, 2, 1, 3};

std::unique_ptr<Puzzle> read_magnets(const IdText& params, const IdText& desc) {
  std::size_t pos = 0;
  const auto [width, height] = read_grid_size(params, pos, kMaxSide, "Magnets", "6x5");
  if (pos < params.size()) skip_difficulty(params, pos);
  if (pos < params.size() && params[pos] == 'S') ++pos;
  if (pos < params.size()) throw unknown_param(params, pos, "Magnets");
  if (width < 2 || height < 2)
    throw params.error_at(0, "Magnets grids are at least 2x2, not " + std::to_string(width) + "x" +
                                 std::to_string(height));
  auto p = std::make_unique<DeclaredValues>(kMagnets, height, width);
  std::size_t i = 0;
  for (const std::size_t side : kFieldSides) {
    const int lines = static_cast<int>(p->side_clues()[side].size());
    for (int k = 0; k < lines; ++k, ++i) {
      if (i >= desc.size()) throw desc.error_at(i, "the counts end early");
      if (desc[i] == '.') continue;
      const int n = count_of(desc[i]);
      if (n < 0)
        throw desc.error_at(
            i, "unexpected " + quote_char(desc[i]) + " in a count (`.`, 0-9, a-z or A-Z)");
      if (auto problem = p->side_clue_error(side, k, n)) throw desc.error_at(i, *problem);
      p->set_side_clue(side, k, n);
    }
    if (i >= desc.size() || desc[i] != ',')
      throw desc.error_at(i, "expected ',' after the " + std::to_string(lines) + " counts");
    ++i;
  }
  const int cells = width * height;
  std::vector<int> partner(static_cast<std::size_t>(cells), -1);
  std::vector<int> column(static_cast<std::size_t>(cells), 0);
  for (int cell = 0; cell < cells; ++i) {
    if (i >= desc.size())
      throw desc.error_at(
          i, "the dominoes end early: " + std::to_string(cells) + " cells take a letter each");
    const char c = desc[i];
    if (c == ',') continue;
    const int offset = c == 'L' ? 1 : c == 'R' ? -1 : c == 'T' ? width : c == 'B' ? -width : 0;
    if (offset == 0 && c != '*')
      throw desc.error_at(i, "unexpected " + quote_char(c) + " among the dominoes (L, R, T, B, *)");
    partner[static_cast<std::size_t>(cell)] = cell + offset;
    column[static_cast<std::size_t>(cell)] = desc.column(i);
    ++cell;
  }
  if (i < desc.size()) throw desc.error_at(i, "unexpected text after the dominoes");
  std::vector<int> labels(static_cast<std::size_t>(cells));
  for (int cell = 0; cell < cells; ++cell) {
    const int other = partner[static_cast<std::size_t>(cell)];
    const bool beside = other == cell + 1   ? cell % width + 1 < width
                        : other == cell - 1 ? cell % width > 0
                                            : other >= 0 && other < cells;
    if (!beside || partner[static_cast<std::size_t>(other)] != cell)
      throw ParseFailure(desc.line, column[static_cast<std::size_t>(cell)],
                         "the domino of " + cell_name(cell, width) + " has no other end there");
    labels[static_cast<std::size_t>(cell)] = std::min(cell, other);
    if (other == cell) p->set_given(cell, 0);
  }
  p->set_rooms(labels);
  return p;
}

std::optional<std::string> write_magnets(const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const DeclaredValues*>(&puzzle);
  if (!p || &p->declaration() != &kMagnets) return std::nullopt;
  std::string out = std::to_string(p->cols()) + "x" + std::to_string(p->rows()) + ":";
  for (const std::size_t side : kFieldSides) {
    for (const int n : p->side_clues()[side]) {
      if (n > 61) throw ParseFailure(0, 0, "Magnets cannot write a count above 61");
      out += n == kUnknown ? '.' : count_char(n);
    }
    out += ',';
  }
  const int cols = p->cols();
  for (int cell = 0; cell < p->rows() * cols; ++cell) {
    const std::vector<int> room = p->room_cells(cell);
    const int given = p->givens().cells[static_cast<std::size_t>(cell)];
    if (given != kUnknown && (given != 0 || room.size() != 1))
      throw ParseFailure(0, 0,
                         "Magnets holds no given pole or neutral cell but its singletons (" +
                             cell_name(cell, cols) + ")");
    if (room.size() == 1) {
      if (given != 0)
        throw ParseFailure(0, 0,
                           "Magnets' single cells are neutral; " + cell_name(cell, cols) +
                               " may hold a pole (give it as # to write it)");
      out += '*';
      continue;
    }
    const int other = room[0] == cell ? room[1] : room[0];
    out += other == cell + 1 ? 'L' : other == cell - 1 ? 'R' : other > cell ? 'T' : 'B';
  }
  return out;
}

}  // namespace

TathamGame magnets_game() {
  return {"magnets", "magnets", read_magnets, write_magnets};
}

}  // namespace gridsat

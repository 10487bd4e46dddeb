// Unequal, Tatham's futoshiki: `N[a][dX]:DESC`, as Unequal's decode_params, new_game_desc and
// validate_desc (load_game) define it.
//
// PARAMS: the size N (Unequal allows 3 to 32), then `a` for adjacent mode, then the difficulty
// `d` and a letter (Unequal's are t, e, k, x, r), read and ignored.
// DESC: the N*N cells in reading order, each a decimal number (0 = empty, else a given 1..N)
// followed by flag letters, cells separated by `,` (Unequal writes a `,` after the last cell
// too; it may be left out). A flag names a side of its cell, U R D L (up, right, down, left),
// and means "this cell is greater than that neighbour" in plain mode and "a bar joins this cell
// and that neighbour" in adjacent mode, where both cells of a bar carry the flag (R on one, L on
// the other). Two cells that each claim to be the greater contradict each other, as does a bar
// flagged on one side only; a flag must not point off the grid. As in Unequal's reader, lower
// case letters `a`..`z` before a cell's number skip 1..26 cells, which stay empty (Unequal never
// writes them).
//
// The writer emits what new_game_desc emits: no difficulty, every cell's number (0 when
// empty) with its flags in the order U R D L, each cell followed by `,`.
#include "genres/futoshiki/tatham_unequal.hpp"

#include <algorithm>
#include <array>

namespace gridsat {
namespace {

using Relation = Futoshiki::Relation;
using Direction = Futoshiki::Direction;
using Link = Futoshiki::Link;

constexpr int kMinUnequal = 3;
constexpr int kMaxUnequal = 32;
constexpr std::size_t kNone = std::string_view::npos;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// The flag letters in Unequal's order, their steps, and the flag of the neighbour facing back.
enum Side { Up, Right, Down, Left };
constexpr std::array<char, 4> kFlag = {'U', 'R', 'D', 'L'};
constexpr std::array<int, 4> kRowStep = {-1, 0, 1, 0};
constexpr std::array<int, 4> kColStep = {0, 1, 0, -1};
constexpr std::array<Side, 4> kOpposite = {Down, Left, Up, Right};

struct Params {
  int n = 0;
  bool adjacent = false;
};

Params read_params(const IdText& params) {
  Params p;
  std::size_t pos = 0;
  p.n = read_param_number(params, pos, kMaxUnequal, "Unequal grid size");
  if (p.n < kMinUnequal)
    throw params.error_at(0, "Unequal grids are " + std::to_string(kMinUnequal) + " to " +
                                 std::to_string(kMaxUnequal) + " cells wide");
  if (pos < params.size() && params[pos] == 'a') {
    p.adjacent = true;
    ++pos;
  }
  skip_difficulty(params, pos);
  if (pos < params.size()) {
    if (params[pos] == 'a')
      throw params.error_at(pos, "the adjacent flag 'a' goes before the difficulty");
    throw unknown_param(params, pos, "Unequal");
  }
  return p;
}

// Per cell, where each of its flags stands in DESC (kNone when it has none).
using FlagPlaces = std::vector<std::array<std::size_t, 4>>;

void read_cells(const IdText& desc, Futoshiki& f, FlagPlaces& flags) {
  const int n = f.n;
  const long long cells = static_cast<long long>(n) * n;
  long long i = 0;  // the next cell
  std::size_t p = 0;
  while (p < desc.size()) {
    const std::size_t start = p;
    for (; p < desc.size() && desc[p] >= 'a' && desc[p] <= 'z'; ++p) i += desc[p] - 'a' + 1;
    if (i >= cells) {
      if (p == start)
        throw desc.error_at(start, "unexpected " + quote_char(desc[start]) + " after the last of " +
                                       std::to_string(cells) + " cells");
      throw desc.error_at(
          start, "skipping cells runs past the last of " + std::to_string(cells) + " cells");
    }
    if (p >= desc.size() || !is_digit(desc[p]))
      throw desc.error_at(p, "expected the number of " + cell_name(static_cast<int>(i), n) +
                                 " (0 for an empty cell)" +
                                 (p < desc.size() ? ", found " + quote_char(desc[p]) : ""));
    const std::size_t number = p;
    long long value = 0;
    for (; p < desc.size() && is_digit(desc[p]); ++p)
      value = std::min<long long>(value * 10 + (desc[p] - '0'), 1'000'000'000LL);
    if (value > n)
      throw desc.error_at(number, "number " + std::string(desc.text.substr(number, p - number)) +
                                      " of " + cell_name(static_cast<int>(i), n) +
                                      " is out of range 0.." + std::to_string(n));
    const auto cell = static_cast<std::size_t>(i);
    f.grid.cells[cell] = value == 0 ? kUnknown : static_cast<int>(value);
    for (; p < desc.size(); ++p) {
      const auto side = std::find(kFlag.begin(), kFlag.end(), desc[p]);
      if (side == kFlag.end()) break;
      std::size_t& place = flags[cell][static_cast<std::size_t>(side - kFlag.begin())];
      if (place == kNone) place = p;
    }
    ++i;
    if (i < cells && (p >= desc.size() || desc[p] != ','))
      throw desc.error_at(p, p >= desc.size() ? "the description ends after " + std::to_string(i) +
                                                    " of " + std::to_string(cells) + " cells"
                                              : "expected a flag (U, R, D, L) or ',' after " +
                                                    cell_name(static_cast<int>(i - 1), n) +
                                                    ", found " + quote_char(desc[p]));
    if (p < desc.size() && desc[p] == ',') ++p;
  }
  if (i < cells)
    throw desc.error_at(desc.size(), "the description ends after " + std::to_string(i) + " of " +
                                         std::to_string(cells) + " cells");
}

// Checks the flags as load_game does, cell by cell in reading order, and sets the relations.
void read_flags(const IdText& desc, Futoshiki& f, const FlagPlaces& flags) {
  const int n = f.n;
  for (int cell = 0; cell < n * n; ++cell) {
    const int r = cell / n, c = cell % n;
    for (int s = Up; s <= Left; ++s) {
      const std::size_t place = flags[at(cell)][at(s)];
      if (place == kNone) continue;
      const int nr = r + kRowStep[at(s)], nc = c + kColStep[at(s)];
      if (nr < 0 || nc < 0 || nr >= n || nc >= n)
        throw desc.error_at(place, "flag " + quote_char(kFlag[at(s)]) + " of " +
                                       cell_name(cell, n) + " points off the grid");
      const int other = nr * n + nc;
      const Side back = kOpposite[at(s)];
      const std::size_t facing = flags[at(other)][at(back)];
      if (f.adjacent && facing == kNone)
        throw desc.error_at(place, "the bar flag " + quote_char(kFlag[at(s)]) + " of " +
                                       cell_name(cell, n) + " needs a " +
                                       quote_char(kFlag[at(back)]) + " on " + cell_name(other, n) +
                                       ", its other end");
      if (!f.adjacent && facing != kNone)
        throw desc.error_at(std::max(place, facing),
                            cell_name(cell, n) + " and " + cell_name(other, n) +
                                " each carry a flag saying they are the greater of the two");
      // The relation is stored on the left or upper cell of the pair.
      const bool stored_here = s == Right || s == Down;
      const Direction d = s == Up || s == Down ? Direction::Down : Direction::Right;
      const int first = stored_here ? cell : other;
      const Relation rel = f.adjacent    ? Relation::Adjacent
                           : stored_here ? Relation::Greater
                                         : Relation::Less;
      f.set_relation(first / n, first % n, d, rel);
    }
  }
}

// The flag letters of `cell` as Unequal writes them.
std::string flags_of(const Futoshiki& f, int cell) {
  const int n = f.n, r = cell / n, c = cell % n;
  const Relation bar = Relation::Adjacent;
  const Relation up = r > 0 ? f.relation(r - 1, c, Direction::Down) : Relation::None;
  const Relation left = c > 0 ? f.relation(r, c - 1, Direction::Right) : Relation::None;
  const Relation right = f.relation(r, c, Direction::Right);
  const Relation down = f.relation(r, c, Direction::Down);
  std::string out;
  if (f.adjacent ? up == bar : up == Relation::Less) out += 'U';
  if (f.adjacent ? right == bar : right == Relation::Greater) out += 'R';
  if (f.adjacent ? down == bar : down == Relation::Greater) out += 'D';
  if (f.adjacent ? left == bar : left == Relation::Less) out += 'L';
  return out;
}

}  // namespace

std::unique_ptr<Futoshiki> read_unequal(const IdText& params, const IdText& desc) {
  const Params p = read_params(params);
  auto f = std::make_unique<Futoshiki>(p.n, p.adjacent);
  FlagPlaces flags(at(p.n * p.n), {kNone, kNone, kNone, kNone});
  read_cells(desc, *f, flags);
  read_flags(desc, *f, flags);
  return f;
}

std::optional<std::string> unequal_limitation(const Futoshiki& f) {
  if (f.n < kMinUnequal || f.n > kMaxUnequal)
    return "Unequal grids are " + std::to_string(kMinUnequal) + " to " +
           std::to_string(kMaxUnequal) + " cells wide, this one " + std::to_string(f.n);
  for (const Link& link : f.links()) {
    const std::string side = link.direction == Direction::Right ? "right" : "lower";
    if (f.adjacent && (link.relation == Relation::Less || link.relation == Relation::Greater))
      return "Unequal's adjacent mode has bars only, but " + cell_name(link.first, f.n) +
             " has a sign with its " + side + " neighbour";
    if (!f.adjacent && link.relation == Relation::Adjacent)
      return "Unequal has bars only in adjacent mode, where no bar means \"not adjacent\", but " +
             cell_name(link.first, f.n) + " has a bar with its " + side +
             " neighbour in plain mode";
  }
  return std::nullopt;
}

std::optional<std::string> write_unequal(const Futoshiki& f) {
  if (unequal_limitation(f)) return std::nullopt;
  std::string out = std::to_string(f.n) + (f.adjacent ? "a" : "") + ":";
  for (int cell = 0; cell < f.n * f.n; ++cell) {
    const int v = f.grid.cells[at(cell)];
    out += std::to_string(v == kUnknown ? 0 : v) + flags_of(f, cell) + ',';
  }
  return out;
}

TathamGame unequal_game() {
  return {"unequal", "futoshiki",
          [](const IdText& params, const IdText& desc) -> std::unique_ptr<Puzzle> {
            return read_unequal(params, desc);
          },
          [](const Puzzle& puzzle) -> std::optional<std::string> {
            const auto* f = dynamic_cast<const Futoshiki*>(&puzzle);
            if (!f) return std::nullopt;
            if (auto why = unequal_limitation(*f)) throw ParseFailure(0, 0, *why);
            return write_unequal(*f);
          }};
}

}  // namespace gridsat

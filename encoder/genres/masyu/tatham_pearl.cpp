// Pearl, Tatham's masyu: `WxH[dX][n]:DESC`, as Pearl's decode_params, new_game_desc and
// validate_desc define it.
//
// PARAMS: the width W (columns), then `x` and the height H (rows); `N` alone is N x N. The
// difficulty `d` and a letter (Pearl's are e easy, t tricky) and Pearl's `n` flag ("allow
// unsoluble", a generation setting) are read and ignored. Pearl itself refuses grids under 5 x 5;
// gridsat reads any grid of at least 2 x 2 (a smaller one holds no loop) and writes only what
// Pearl accepts.
// DESC: the W*H cells in reading order: `B` a black pearl, `W` a white one, `a`..`z` 1..26 cells
// without a pearl. It must cover exactly W*H cells. A pearl no loop can satisfy is bad data, at
// the pearl's letter.
//
// The writer emits what new_game_desc emits: the size as `WxH` (no difficulty), and each run of
// empty cells as letters of at most 26 (`z`, then the rest).
#include "formats/tatham.hpp"
#include "genres/masyu/masyu.hpp"

namespace gridsat {
namespace {

constexpr int kMinPearl = 5;  // Pearl's validate_params

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

struct PearlParams {
  int width = 0;
  int height = 0;
};

PearlParams read_params(const IdText& params) {
  PearlParams p;
  std::size_t pos = 0;
  p.width = read_param_number(params, pos, kMaxMasyuSide, "Pearl width");
  p.height = p.width;
  if (pos < params.size() && params[pos] == 'x') {
    ++pos;
    p.height = read_param_number(params, pos, kMaxMasyuSide, "Pearl height");
  }
  skip_difficulty(params, pos);
  if (pos < params.size() && params[pos] == 'n') ++pos;
  if (pos < params.size()) throw unknown_param(params, pos, "Pearl");
  if (auto problem = masyu_size_error(p.height, p.width)) throw params.error_at(0, *problem);
  return p;
}

std::unique_ptr<Puzzle> read_pearl(const IdText& params, const IdText& desc) {
  const PearlParams p = read_params(params);
  auto m = std::make_unique<Masyu>(p.height, p.width);
  const int cells = p.width * p.height;
  std::vector<std::size_t> where(at(cells), 0);  // the letter of each pearl
  int cell = 0;
  for (std::size_t i = 0; i < desc.size(); ++i) {
    const char c = desc[i];
    int run = 0;
    if (c >= 'a' && c <= 'z') {
      run = c - 'a' + 1;
    } else if (c != 'B' && c != 'W') {
      throw desc.error_at(i, "unexpected " + quote_char(c) +
                                 " in a Pearl description (B a black pearl, W a white one, a-z "
                                 "1-26 cells without one)");
    }
    if (cell + std::max(run, 1) > cells)
      throw desc.error_at(i, "the description runs past the " + std::to_string(cells) +
                                 " cells of a " + std::to_string(p.width) + "x" +
                                 std::to_string(p.height) + " grid");
    if (run > 0) {
      cell += run;
      continue;
    }
    m->pearls.cells[at(cell)] = c == 'B' ? Masyu::kBlack : Masyu::kWhite;
    where[at(cell)] = i;
    ++cell;
  }
  if (cell < cells)
    throw desc.error_at(desc.size(), "the description ends after " + std::to_string(cell) +
                                         " of the " + std::to_string(cells) + " cells");
  if (auto problem = impossible_pearl(*m))
    throw desc.error_at(where[at(problem->cell)], problem->message);
  return m;
}

std::optional<std::string> pearl_limitation(const Masyu& m) {
  if (m.width < kMinPearl || m.height < kMinPearl)
    return "Pearl grids are at least " + std::to_string(kMinPearl) + "x" +
           std::to_string(kMinPearl) + ", this one " + std::to_string(m.width) + "x" +
           std::to_string(m.height);
  if (m.full) return std::string("Pearl has no loop through every cell (this masyu is full)");
  return std::nullopt;
}

std::string write_pearl(const Masyu& m) {
  std::string out = std::to_string(m.width) + "x" + std::to_string(m.height) + ":";
  int blanks = 0;
  auto flush = [&] {
    for (; blanks > 0; blanks -= std::min(blanks, 26))
      out += static_cast<char>('a' + std::min(blanks, 26) - 1);
  };
  for (int cell = 0; cell < m.height * m.width; ++cell) {
    const int v = m.pearls.cells[at(cell)];
    if (v != Masyu::kWhite && v != Masyu::kBlack) {
      ++blanks;
      continue;
    }
    flush();
    out += v == Masyu::kBlack ? 'B' : 'W';
  }
  flush();
  return out;
}

}  // namespace

TathamGame pearl_game() {
  return {"pearl", "masyu", read_pearl, [](const Puzzle& puzzle) -> std::optional<std::string> {
            const auto* m = dynamic_cast<const Masyu*>(&puzzle);
            if (!m) return std::nullopt;
            if (auto why = pearl_limitation(*m)) throw ParseFailure(0, 0, *why);
            return write_pearl(*m);
          }};
}

}  // namespace gridsat

#include "formats/puzzlink_exterior.hpp"

#include "encodings/visibility.hpp"

namespace gridsat {
namespace {

constexpr int kMaxSize = 63;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

int puzzlink_square_size(const PuzzlinkUrl& url, std::string_view genre) {
  if (!url.flags.empty())
    throw url.flags.error_at(0, "puzz.link " + std::string(genre) + " takes no flag '" +
                                    std::string(url.flags.text) + "'");
  if (url.rows != url.cols)
    throw url.rows_text.error_at(0, "a " + std::string(genre) +
                                        " grid is square: " + std::to_string(url.cols) +
                                        " columns but " + std::to_string(url.rows) + " rows");
  if (url.cols > kMaxSize)
    throw url.cols_text.error_at(0, "size " + std::to_string(url.cols) + " is too large (at most " +
                                        std::to_string(kMaxSize) + ")");
  return url.cols;
}

std::array<std::vector<int>, 4> read_exterior_clues(const IdText& body, std::size_t& pos, int n,
                                                    int lo, int hi, std::string_view what) {
  const ExteriorClues ex = decode_exterior(body, pos, n, n);
  std::array<std::vector<int>, 4> clues;
  const NumberCode* sides[4] = {&ex.top, &ex.bottom, &ex.left, &ex.right};
  for (std::size_t s = 0; s < 4; ++s) {
    clues[s].assign(at(n), 0);
    for (int i = 0; i < n; ++i) {
      const int v = sides[s]->values[at(i)];
      if (v == kUnknown || v == kHiddenNumber || v == 0) continue;
      if (v < lo || v > hi)
        throw ParseFailure(body.line, sides[s]->columns[at(i)],
                           std::string(side_name(static_cast<Side>(s))) + " clue " +
                               std::to_string(v) + " is impossible: " + std::string(what));
      clues[s][at(i)] = v;
    }
  }
  return clues;
}

Grid read_exterior_givens(const IdText& body, std::size_t& pos, int n, int hi) {
  Grid g(n, n);
  if (pos == body.size()) return g;
  const NumberCode cells = decode_numbers(body, pos, n * n, "cell");
  if (pos != body.size())
    throw body.error_at(pos, "unexpected text after the " + std::to_string(n * n) + " cells");
  for (std::size_t i = 0; i < cells.values.size(); ++i) {
    const int v = cells.values[i];
    if (v == kUnknown || v == kHiddenNumber || v == 0) continue;
    if (v > hi)
      throw ParseFailure(
          body.line, cells.columns[i],
          "given " + std::to_string(v) + " is out of range 1.." + std::to_string(hi));
    g.cells[i] = v;
  }
  return g;
}

std::string write_exterior_body(const std::array<std::vector<int>, 4>& clues, const Grid& givens) {
  auto none_as_unknown = [](std::vector<int> v) {
    for (int& x : v)
      if (x == 0) x = kUnknown;
    return v;
  };
  std::string out = encode_exterior(none_as_unknown(clues[0]), none_as_unknown(clues[1]),
                                    none_as_unknown(clues[2]), none_as_unknown(clues[3]));
  bool any_given = false;
  for (int v : givens.cells) any_given = any_given || v != kUnknown;
  if (any_given) out += encode_numbers(givens.cells);
  return out;
}

}  // namespace gridsat

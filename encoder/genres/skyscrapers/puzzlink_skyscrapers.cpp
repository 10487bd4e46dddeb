// puzz.link skyscrapers (alias building) and easyasabc, the two genres with clues outside the
// grid. `skyscrapers/N/N/BODY`: BODY the exterior clues (top, bottom, left, right, each read left
// to right or top to bottom) in the cell-number code, then optionally the givens in the same code.
// `easyasabc/N/N/K/BODY`: K the number of letters, then the exterior clues with 1 = A, 2 = B, ...
// and optionally the givens (letters only: the code has no blank). A `.` (a number not shown)
// and a 0 give nothing: no clue, no given. A clue that the grid cannot produce is an error at its
// place in the URL.
#include <algorithm>
#include <array>

#include "formats/puzzlink.hpp"
#include "genres/abc/abc.hpp"
#include "genres/skyscrapers/skyscrapers.hpp"

namespace gridsat {
namespace {

constexpr int kMaxSize = 63;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

int square_size(const PuzzlinkUrl& url, std::string_view genre) {
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

// The four clue lists, checked against lo..hi (0 and hidden clues are no clue).
std::array<std::vector<int>, 4> read_clues(const IdText& body, std::size_t& pos, int n, int lo,
                                           int hi, std::string_view what) {
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

// The givens after the clues, if any, each within 1..hi.
Grid read_givens(const IdText& body, std::size_t& pos, int n, int hi) {
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

std::string write_body(const std::array<std::vector<int>, 4>& clues, const Grid& givens) {
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

std::unique_ptr<Puzzle> read_skyscrapers(const PuzzlinkUrl& url) {
  const int n = square_size(url, "skyscrapers");
  auto s = std::make_unique<Skyscrapers>(n);
  std::size_t pos = 0;
  s->clues = read_clues(
      url.body, pos, n, 1, n,
      "a line of " + std::to_string(n) + " heights shows 1 to " + std::to_string(n) + " buildings");
  s->grid = read_givens(url.body, pos, n, n);
  return s;
}

std::optional<std::string> write_skyscrapers(const Puzzle& puzzle) {
  const auto* s = dynamic_cast<const Skyscrapers*>(&puzzle);
  if (!s) return std::nullopt;
  if (s->sum) throw ParseFailure(0, 0, "puzz.link skyscrapers has no sum variant");
  const std::string size = std::to_string(s->n);
  return "skyscrapers/" + size + "/" + size + "/" + write_body(s->clues, s->grid);
}

std::unique_ptr<Puzzle> read_easyasabc(const PuzzlinkUrl& url) {
  const int n = square_size(url, "easyasabc");
  std::size_t slash = url.body.text.find('/');
  if (slash == std::string_view::npos)
    throw url.body.error_at(0, "expected the number of letters and '/' before the clues");
  const IdText count = url.body.sub(0, slash);
  auto k = parse_integer(count.text);
  if (!k)
    throw count.error_at(0,
                         "expected the number of letters, found '" + std::string(count.text) + "'");
  if (*k < 1 || *k > n || *k > 26)
    throw count.error_at(0, "number of letters " + std::string(count.text) +
                                " is out of range (1 to " + std::to_string(std::min(n, 26)) + ")");
  auto p = std::make_unique<Abc>(n, static_cast<int>(*k));
  const IdText body = url.body.sub(slash + 1);
  std::size_t pos = 0;
  p->clues = read_clues(body, pos, n, 1, p->letters,
                        "this puzzle has the letters A to " + letter_text(p->letters) + " (1 to " +
                            std::to_string(p->letters) + ")");
  p->grid = read_givens(body, pos, n, p->letters);
  return p;
}

std::optional<std::string> write_easyasabc(const Puzzle& puzzle) {
  const auto* p = dynamic_cast<const Abc*>(&puzzle);
  if (!p) return std::nullopt;
  for (int v : p->grid.cells)
    if (v == 0) throw ParseFailure(0, 0, "puzz.link easyasabc cannot express a given blank");
  const std::string size = std::to_string(p->n);
  return "easyasabc/" + size + "/" + size + "/" + std::to_string(p->letters) + "/" +
         write_body(p->clues, p->grid);
}

}  // namespace

PuzzlinkGenre skyscrapers_genre() {
  return {"skyscrapers", {"building"}, "skyscrapers", read_skyscrapers, write_skyscrapers};
}

PuzzlinkGenre easyasabc_genre() {
  return {"easyasabc", {}, "abc", read_easyasabc, write_easyasabc};
}

}  // namespace gridsat

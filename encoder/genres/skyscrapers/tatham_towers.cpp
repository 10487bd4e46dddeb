// Towers, Tatham's skyscrapers: `W[dX]:CLUES[,GIVENS]`. CLUES are exactly 4W fields separated by
// `/`, each a decimal clue or empty (no clue), in the order top (columns left to right), bottom
// (columns left to right), left (rows top to bottom), right (rows top to bottom) — not clockwise.
// GIVENS, present only when some cell is given, is the run-length grid code of the W*W cells with
// values 1..W. The difficulty is read and ignored. A clue above W (or 0) is an error at its place.
// The writer emits what Towers emits: no difficulty, empty fields for no clue, `,GIVENS` only
// when there are givens.
#include "formats/tatham.hpp"
#include "genres/skyscrapers/skyscrapers.hpp"

namespace gridsat {
namespace {

constexpr int kMaxTowers = 63;

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

int read_params(const IdText& params) {
  std::size_t pos = 0;
  const int n = read_param_number(params, pos, kMaxTowers, "Towers grid size");
  if (n < 1) throw params.error_at(0, "a Towers grid has at least one cell");
  while (pos < params.size())
    if (!skip_difficulty(params, pos)) throw unknown_param(params, pos, "Towers");
  return n;
}

void read_clues(const IdText& text, Skyscrapers& s) {
  const std::vector<IdText> fields = text.split('/');
  const int n = s.n;
  if (static_cast<int>(fields.size()) != 4 * n)
    throw text.error_at(fields.size() < at(4 * n) ? text.size() : 0,
                        "expected " + std::to_string(4 * n) + " clue fields separated by '/' (" +
                            std::to_string(n) + " per side), found " +
                            std::to_string(fields.size()));
  for (int f = 0; f < 4 * n; ++f) {
    const IdText& field = fields[at(f)];
    if (field.empty()) continue;
    for (std::size_t i = 0; i < field.size(); ++i)
      if (field[i] < '0' || field[i] > '9')
        throw field.error_at(i, "unexpected " + quote_char(field[i]) + " in a Towers clue");
    auto v = parse_integer(field.text);
    if (!v || *v < 1 || *v > n)
      throw field.error_at(0, "clue " + std::string(field.text) + " is impossible: a line of " +
                                  std::to_string(n) + " heights shows 1 to " + std::to_string(n) +
                                  " buildings");
    s.side(static_cast<Side>(f / n))[at(f % n)] = static_cast<int>(*v);
  }
}

std::unique_ptr<Puzzle> read_towers(const IdText& params, const IdText& desc) {
  const int n = read_params(params);
  auto s = std::make_unique<Skyscrapers>(n);
  const std::size_t comma = desc.text.find(',');
  read_clues(desc.sub(0, comma), *s);
  if (comma != std::string_view::npos) {
    const RunLengthGrid givens = decode_run_length(desc.sub(comma + 1), n * n, 1, n, "given");
    s->grid.cells = givens.values;
  }
  return s;
}

std::optional<std::string> write_towers(const Puzzle& puzzle) {
  const auto* s = dynamic_cast<const Skyscrapers*>(&puzzle);
  if (!s) return std::nullopt;
  if (s->sum) throw ParseFailure(0, 0, "Towers has no sum variant");
  std::string out = std::to_string(s->n) + ":";
  bool first = true;
  for (Side sd : kAllSides)
    for (int clue : s->side(sd)) {
      if (!first) out += '/';
      first = false;
      if (clue != 0) out += std::to_string(clue);
    }
  bool any_given = false;
  for (int v : s->grid.cells) any_given = any_given || v != kUnknown;
  if (any_given) out += "," + encode_run_length(s->grid.cells);
  return out;
}

}  // namespace

TathamGame towers_game() {
  return {"towers", "skyscrapers", read_towers, write_towers};
}

}  // namespace gridsat

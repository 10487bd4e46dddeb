// The native format for sudoku: `sudoku N [box=RxC] [diagonal] [flag ...]`, `grid:`, jigsaw
// `regions:`, killer `cages:` + `targets:`, and a section per kind of variant constraint
// (`thermo:`, one constraint per line) with the whole-grid kinds as header flags (`anti-knight`).
#include <sstream>
#include <stdexcept>

#include "formats/native_types.hpp"
#include "genres/genre.hpp"
#include "genres/sudoku/sudoku.hpp"

namespace gridsat {
namespace {

// Killer cages of a sudoku from `cages:`/`targets:` (none when the sections are absent).
std::vector<KillerCage> read_killer_cages(const NativeDoc& doc, int n) {
  std::vector<KillerCage> cages;
  for (const RawCage& raw : read_cages(doc, n, true)) {
    if (raw.op != CageOp::None && raw.op != CageOp::Add)
      throw ParseFailure(raw.target_token, "killer cages are sums: '" + raw.target_token.text +
                                               "' has another operation");
    int size = static_cast<int>(raw.cells.size());
    if (size > n)
      throw ParseFailure(raw.first, "killer cage '" + raw.label + "' has more cells than digits");
    long long lo = size * (size + 1) / 2, hi = size * (2 * n - size + 1) / 2;
    if (raw.target < lo || raw.target > hi)
      throw ParseFailure(raw.target_token, "no " + std::to_string(size) +
                                               " distinct digits add up to " +
                                               std::to_string(raw.target));
    cages.push_back({raw.cells, static_cast<int>(raw.target)});
  }
  return cages;
}

void write_killer_cages(std::ostream& out, const Sudoku& s) {
  if (s.cages.empty()) return;
  std::vector<std::string> label(static_cast<std::size_t>(s.n * s.n), ".");
  for (std::size_t k = 0; k < s.cages.size(); ++k)
    for (int cell : s.cages[k].cells)
      label[static_cast<std::size_t>(cell)] = region_label(static_cast<int>(k));
  out << "cages:\n";
  for (int r = 0; r < s.n; ++r)
    for (int c = 0; c < s.n; ++c)
      out << label[static_cast<std::size_t>(r * s.n + c)] << (c + 1 < s.n ? " " : "\n");
  out << "targets:";
  for (std::size_t k = 0; k < s.cages.size(); ++k)
    out << ' ' << region_label(static_cast<int>(k)) << ' ' << s.cages[k].sum;
  out << '\n';
}

// The variant constraints: one per line of each kind's section (a first one may follow the
// keyword on its line), then the header flags, which may read the sections' (negative ones).
void read_variants(NativeDoc& doc, Sudoku& s) {
  std::vector<ConstraintPtr> read;
  for (const ConstraintKind& kind : constraint_kinds()) {
    if (kind.flag) continue;
    const NativeSection* sec = doc.section(kind.name);
    if (!sec) continue;
    if (!sec->inline_tokens.empty()) read.push_back(kind.read(sec->inline_tokens, s.n));
    for (const TextLine& line : sec->lines) read.push_back(kind.read(line.tokens, s.n));
    if (sec->inline_tokens.empty() && sec->lines.empty())
      throw ParseFailure(sec->keyword, "'" + sec->name + ":' lists no constraint");
  }
  for (const ConstraintKind& kind : constraint_kinds()) {
    if (!kind.flag) continue;
    if (NativeOption* o = doc.option(kind.name)) {
      if (!o->value.empty())
        throw ParseFailure(o->token, "'" + std::string(kind.name) + "' takes no value");
      try {
        read.push_back(kind.make({s.n, s.box_rows, s.box_cols, !s.regions.empty(), read}));
      } catch (const std::invalid_argument& e) {
        throw ParseFailure(o->token, e.what());
      }
    }
  }
  for (ConstraintPtr& rule : read) s.variants.push_back({std::move(rule), true});
}

void write_variants(std::ostream& out, const Sudoku& s) {
  const auto active = s.active_variants();
  for (const ConstraintKind& kind : constraint_kinds()) {
    if (kind.flag) continue;
    bool first = true;
    for (const ConstraintPtr& v : active) {
      if (v->kind() != kind.name) continue;
      if (first) out << kind.name << ":\n";
      first = false;
      out << v->native_line(s.n) << '\n';
    }
  }
}

constexpr int kMaxSudoku = 64;  // candidate bitsets and one-hot domains hold 64 values

void read_box(NativeDoc& doc, Sudoku& s) {
  NativeOption* box = doc.option("box");
  if (!box) return;
  std::string v = lowercase(box->value);
  std::size_t x = v.find('x');
  auto r = parse_integer(std::string_view(v).substr(0, x == std::string::npos ? 0 : x));
  auto c = x == std::string::npos ? std::nullopt : parse_integer(std::string_view(v).substr(x + 1));
  if (!r || !c) throw ParseFailure(box->token, "expected box=RxC, found '" + box->token.text + "'");
  if (*r < 1 || *c < 1 || *r * *c != s.n)
    throw ParseFailure(box->token, "box " + box->value + " does not tile a " + std::to_string(s.n) +
                                       "x" + std::to_string(s.n) + " grid (R*C must be " +
                                       std::to_string(s.n) + ")");
  s.box_rows = static_cast<int>(*r);
  s.box_cols = static_cast<int>(*c);
}

void read_regions(const NativeDoc& doc, Sudoku& s, bool has_box) {
  const NativeSection* sec = doc.section("regions");
  if (!sec) return;
  if (has_box) throw ParseFailure(sec->keyword, "'box=' and 'regions:' cannot be combined");
  auto rows = doc.read_rows(*sec, s.n, s.n, false);
  s.regions = label_numbers(rows);
  auto token = [&](int cell) -> const Token& {
    return rows[static_cast<std::size_t>(cell / s.n)][static_cast<std::size_t>(cell % s.n)];
  };
  // Labels are numbered as they first appear: label n is the first one too many.
  std::vector<int> size, first;  // per region: its cells, its first cell
  for (int cell = 0; cell < s.n * s.n; ++cell) {
    const int g = s.regions[static_cast<std::size_t>(cell)];
    if (g == s.n) throw ParseFailure(token(cell), "more than " + std::to_string(s.n) + " regions");
    if (g == static_cast<int>(size.size())) {
      size.push_back(0);
      first.push_back(cell);
    }
    ++size[static_cast<std::size_t>(g)];
  }
  for (std::size_t g = 0; g < size.size(); ++g)
    if (size[g] != s.n) {
      const Token& t = token(first[g]);
      throw ParseFailure(t, "region '" + t.text + "' has " + std::to_string(size[g]) +
                                " cells, expected " + std::to_string(s.n));
    }
  if (static_cast<int>(size.size()) != s.n)
    throw ParseFailure(sec->keyword, "expected " + std::to_string(s.n) + " regions, found " +
                                         std::to_string(size.size()));
  if (auto broken = disconnected_label(s.regions, s.n))
    throw ParseFailure(sec->keyword, "a region is not connected (cell r" +
                                         std::to_string(*broken / s.n + 1) + "c" +
                                         std::to_string(*broken % s.n + 1) + ")");
}

std::unique_ptr<Puzzle> build_sudoku(NativeDoc& doc) {
  if (!doc.square_size)
    throw ParseFailure(doc.size_token, "a sudoku is square: give its size as N");
  if (doc.rows > kMaxSudoku)
    throw ParseFailure(doc.size_token, "sudoku size " + std::to_string(doc.rows) +
                                           " is too large (at most " + std::to_string(kMaxSudoku) +
                                           ")");
  auto s = std::make_unique<Sudoku>();
  s->n = doc.rows;
  std::tie(s->box_rows, s->box_cols) = Sudoku::default_box(s->n);
  bool has_box = doc.option("box") != nullptr;
  read_box(doc, *s);
  s->diagonal = doc.flag("diagonal");
  std::vector<std::string_view> sections = {"grid", "regions", "cages", "targets"};
  for (const ConstraintKind& kind : constraint_kinds())
    if (!kind.flag) sections.push_back(kind.name);
  doc.reject_sections_except(sections);
  read_regions(doc, *s, has_box);
  read_variants(doc, *s);
  doc.reject_unused_options();
  s->grid = Grid(s->n, s->n);
  if (const NativeSection* g = doc.section("grid"))
    s->grid = read_value_grid(doc.read_rows(*g, s->n, s->n, true), 1, s->n, true);
  s->cages = read_killer_cages(doc, s->n);
  return s;
}

std::string write_sudoku(const Puzzle& p) {
  const auto& s = dynamic_cast<const Sudoku&>(p);
  std::ostringstream out;
  out << "sudoku " << s.header_options() << "\n";
  out << "grid:\n" << write_value_grid(s.grid, s.n <= 9);
  if (!s.regions.empty()) {
    out << "regions:\n";
    for (int r = 0; r < s.n; ++r)
      for (int c = 0; c < s.n; ++c)
        out << region_label(s.regions[static_cast<std::size_t>(r * s.n + c)])
            << (c + 1 < s.n ? " " : "\n");
  }
  write_killer_cages(out, s);
  write_variants(out, s);
  return out.str();
}

}  // namespace

NativeFormat sudoku_native() {
  return {build_sudoku, write_sudoku};
}

}  // namespace gridsat

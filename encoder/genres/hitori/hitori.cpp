// Hitori's rules three times: `check` (plain loops and a flood fill over the finished shading),
// `encode` (one variable per cell, true = shaded: a binary clause per pair of equal numbers in a
// line, a binary clause per pair of neighbours, the enclosures of small areas as clauses implied
// by the connection, and the unshaded cells connected through encodings/connectivity:
// statically, or left to the cuts of the embedded solver's lazy runs),
// and the native propagator for the backtracker (the same three rules on partial shadings, the
// connection through propagators/connectivity's articulation points).
#include "genres/hitori/hitori.hpp"

#include <set>

#include "propagators/connectivity.hpp"
#include "rules/connected.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::optional<std::string> hitori_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxHitoriSide || width > kMaxHitoriSide)
    return "hitori size " + std::to_string(height) + "x" + std::to_string(width) +
           " is out of range (sides 1 to " + std::to_string(kMaxHitoriSide) + ")";
  return std::nullopt;
}

Hitori::Hitori(int rows, int cols)
    : height(rows), width(cols), numbers(rows, cols), grid(rows, cols) {}

std::string Hitori::header_options() const {
  if (height == width) return std::to_string(height);
  return std::to_string(height) + "x" + std::to_string(width);
}

std::optional<int> Hitori::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

std::vector<std::vector<int>> Hitori::enclosures(int largest) const {
  return rules::enclosure_borders({height, width}, largest);
}

std::vector<std::pair<int, int>> Hitori::equal_pairs() const {
  std::vector<std::pair<int, int>> all = all_equal_pairs(), out;
  for (std::size_t k = 0; k < all.size(); ++k)
    if (pair_on_.empty() || pair_on_[k]) out.push_back(all[k]);
  return out;
}

std::vector<std::pair<int, int>> Hitori::all_equal_pairs() const {
  std::vector<std::pair<int, int>> out;
  auto line = [&](int first, int step, int count) {
    for (int i = 0; i < count; ++i)
      for (int j = i + 1; j < count; ++j) {
        const int a = first + i * step, b = first + j * step;
        const int v = numbers.cells[at(a)];
        if (v != kUnknown && v == numbers.cells[at(b)]) out.emplace_back(a, b);
      }
  };
  for (int r = 0; r < height; ++r) line(r * width, 1, width);
  for (int c = 0; c < width; ++c) line(c, width, height);
  return out;
}

// ---- check: the rules read plainly ----

std::optional<Violation> Hitori::check(const Grid& s) const {
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c)
      if (s.at(r, c) != 0 && s.at(r, c) != 1)
        return Violation{
            "value " + std::to_string(s.at(r, c)) + " is not 0 (unshaded) or 1 (shaded)", r, c};
  // Shaded cells never touch.
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) {
      if (s.at(r, c) != 1) continue;
      if (c + 1 < width && s.at(r, c + 1) == 1)
        return Violation{"shaded cells r" + std::to_string(r + 1) + "c" + std::to_string(c + 1) +
                             " and r" + std::to_string(r + 1) + "c" + std::to_string(c + 2) +
                             " touch",
                         r, c};
      if (r + 1 < height && s.at(r + 1, c) == 1)
        return Violation{"shaded cells r" + std::to_string(r + 1) + "c" + std::to_string(c + 1) +
                             " and r" + std::to_string(r + 2) + "c" + std::to_string(c + 1) +
                             " touch",
                         r, c};
    }
  // No number twice among the unshaded cells of a row or a column (a pair switched off for an
  // explanation excepted).
  std::set<std::pair<int, int>> off;
  if (!pair_on_.empty()) {
    const std::vector<std::pair<int, int>> all = all_equal_pairs();
    for (std::size_t k = 0; k < all.size(); ++k)
      if (!pair_on_[k]) off.insert(all[k]);
  }
  auto repeated = [&](bool row, int index) -> std::optional<Violation> {
    const int count = row ? width : height;
    for (int i = 0; i < count; ++i)
      for (int j = i + 1; j < count; ++j) {
        const int ri = row ? index : i, ci = row ? i : index;
        const int rj = row ? index : j, cj = row ? j : index;
        const int v = numbers.at(ri, ci);
        if (v == kUnknown || v != numbers.at(rj, cj) || s.at(ri, ci) != 0 || s.at(rj, cj) != 0 ||
            off.count({ri * width + ci, rj * width + cj}))
          continue;
        return Violation{"the number " + std::to_string(v) + " is unshaded twice in " +
                             (row ? "row " : "column ") + std::to_string(index + 1) + " (" +
                             cell_name(ri * width + ci, width) + " and " +
                             cell_name(rj * width + cj, width) + ")",
                         rj, cj};
      }
    return std::nullopt;
  };
  for (int r = 0; r < height; ++r)
    if (auto v = repeated(true, r)) return v;
  for (int c = 0; c < width; ++c)
    if (auto v = repeated(false, c)) return v;
  // The unshaded cells are connected (the rules vocabulary's reading: a flood fill).
  return rules::Connected({height, width}, 0, "unshaded cells").evaluate(s);
}

// ---- encode ----

// Cells' variables first (true = shaded), named as the answer; the givens; a clause per pair of
// equal numbers in a line ("one of them is shaded"); a clause per pair of neighbours ("not both
// shaded"); per area of up to kEnclosureSize cells, "its border is not all shaded" (implied by
// the connection, in both modes: short clauses unit propagation uses, which the rank encoding
// and the cuts only reach through long chains; docs/hitori.md measures them); then, unless the
// run is lazy, the unshaded cells connected (encode_connected with the canonical root, the first
// unshaded cell in row-major order: no cell is unshaded in every hitori, though one of the first
// two always is, so the root is never a free choice). The numbers are rules, not removable
// clues, so nothing has to come last.
void Hitori::encode(Cnf& cnf, const EncodeOptions& options) const {
  const int n = height * width;
  const int first = cnf.new_vars(n);
  auto shaded = [&](int cell) { return first + cell; };
  for (int cell = 0; cell < n; ++cell)
    cnf.answer().add(cell / width, cell % width, 1, shaded(cell));
  for (int cell = 0; cell < n; ++cell) {
    const int given = grid.cells[at(cell)];
    if (given != kUnknown) cnf.add({given == 1 ? shaded(cell) : -shaded(cell)});
  }
  for (const auto& [a, b] : equal_pairs()) cnf.add({shaded(a), shaded(b)});
  for (int cell = 0; cell < n; ++cell) {
    if (cell % width + 1 < width) cnf.add({-shaded(cell), -shaded(cell + 1)});
    if (cell + width < n) cnf.add({-shaded(cell), -shaded(cell + width)});
  }
  for (const std::vector<int>& border : enclosures(kEnclosureSize)) {
    std::vector<Lit> clause;
    for (int cell : border) clause.push_back(-shaded(cell));
    cnf.add(clause);
  }
  if (options.connectivity == Connectivity::Lazy) return;
  std::vector<Lit> unshaded;
  for (int cell = 0; cell < n; ++cell) unshaded.push_back(-shaded(cell));
  encode_connected(cnf, grid_graph(height, width), unshaded, std::nullopt);
}

// The lazy runs' cuts: for each component of unshaded cells of a disconnected answer,
// "a cell of it is shaded, or a cell of another component is shaded, or a shaded cell around it
// is unshaded" (encodings/connectivity.hpp). They speak of shading only, never of the numbers,
// so they hold for every hitori of this size.
std::vector<Cut> Hitori::cuts(const Grid& answer) const {
  const int n = height * width;
  std::vector<char> unshaded(at(n));
  for (int cell = 0; cell < n; ++cell) unshaded[at(cell)] = answer.cells[at(cell)] == 0;
  std::vector<Cut> out;
  for (const NodeClause& clause : connectivity_cuts(grid_graph(height, width), unshaded)) {
    Cut cut;
    for (const NodeLiteral& l : clause)
      cut.push_back({l.node / width, l.node % width, l.chosen ? 0 : 1});
    out.push_back(std::move(cut));
  }
  return out;
}

// ---- the native propagator ----

namespace {

constexpr Candidates kUnshaded = 1;  // bit 0: value 0
constexpr Candidates kShaded = 2;    // bit 1: value 1
constexpr Candidates kBoth = kUnshaded | kShaded;

// The rules on partial shadings, until nothing changes:
//  - a shaded cell's neighbours are unshaded (two shaded neighbours fail);
//  - of two cells of a line with the same number, when one is unshaded the other is shaded (two
//    unshaded ones fail);
//  - the unshaded cells can still be joined through undecided ones, an undecided cell that no
//    unshaded cell can reach is shaded, and an undecided cell that every join of two unshaded
//    cells passes through (an articulation point) is unshaded (propagate_connected).
// A cell whose number is unique in its row and column is not made unshaded: that is how
// puzzles are usually made, not a rule (such a cell may be shaded when the rest allows it).
class HitoriRules final : public NativeRules {
 public:
  explicit HitoriRules(const Hitori& h)
      : graph_(grid_graph(h.height, h.width)), givens_(h.grid), partners_(at(h.height * h.width)) {
    for (const auto& [a, b] : h.equal_pairs()) {
      partners_[at(a)].push_back(b);
      partners_[at(b)].push_back(a);
    }
  }

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    std::vector<Candidates> cells(givens_.cells.size(), kBoth);
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (givens_.cells[i] != kUnknown) cells[i] = givens_.cells[i] == 1 ? kShaded : kUnshaded;
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    const int n = graph_.size();
    std::vector<Tri> nodes(at(n));
    for (;;) {
      bool changed = false;
      for (int cell = 0; cell < n; ++cell) {
        const Candidates c = cells[at(cell)];
        if (c == 0) return false;
        if (c == kShaded) {
          for (int u : graph_.adjacent[at(cell)])
            if (!remove(cells[at(u)], kShaded, changed)) return false;
        } else if (c == kUnshaded) {
          for (int u : partners_[at(cell)])
            if (!remove(cells[at(u)], kUnshaded, changed)) return false;
        }
      }
      if (changed) continue;  // the local rules first, to their fixpoint
      for (int cell = 0; cell < n; ++cell) {
        const Candidates c = cells[at(cell)];
        nodes[at(cell)] = c == kUnshaded ? Tri::Yes : c == kShaded ? Tri::No : Tri::Open;
      }
      if (!propagate_connected(graph_, nodes)) return false;
      for (int cell = 0; cell < n; ++cell) {
        if (cells[at(cell)] != kBoth || nodes[at(cell)] == Tri::Open) continue;
        cells[at(cell)] = nodes[at(cell)] == Tri::Yes ? kUnshaded : kShaded;
        changed = true;
      }
      if (!changed) return true;
    }
  }

  // Branch on an undecided cell with a partner (a cell of its line with the same number) that is
  // undecided too, the one with the most such partners, trying "shaded" first: shading it
  // unshades its neighbours and so settles their pairs. Cells without partners are settled by
  // connection and neighbours alone and come last.
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    out.clear();
    int best = -1, best_score = -1;
    for (int cell = 0; cell < graph_.size(); ++cell) {
      if (cells[at(cell)] != kBoth) continue;
      int score = 0;
      for (int u : partners_[at(cell)]) score += cells[at(u)] == kBoth;
      if (score > best_score) {
        best = cell;
        best_score = score;
      }
    }
    if (best < 0) return;
    out.push_back({best, kShaded});
    out.push_back({best, kUnshaded});
  }

 private:
  static bool remove(Candidates& cell, Candidates bits, bool& changed) {
    if (cell & bits) {
      cell &= ~bits;
      changed = true;
    }
    return cell != 0;
  }

  Graph graph_;
  Grid givens_;
  std::vector<std::vector<int>> partners_;  // per cell, the cells of its lines with its number
  std::vector<int> values_ = {0, 1};
};

}  // namespace

std::unique_ptr<NativeRules> Hitori::native_rules() const {
  return std::make_unique<HitoriRules>(*this);
}

}  // namespace gridsat

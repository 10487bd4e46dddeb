#include "genres/sudoku/sudoku.hpp"

#include <numeric>

#include "encodings/latin.hpp"
#include "propagators/all_different.hpp"

namespace gridsat {

std::pair<int, int> Sudoku::default_box(int n) {
  int r = 1;
  for (int d = 1; d * d <= n; ++d)
    if (n % d == 0) r = d;
  return {r, n / r};
}

std::string Sudoku::header_options() const {
  std::string s = std::to_string(n);
  if (regions.empty() && std::pair(box_rows, box_cols) != default_box(n))
    s += " box=" + std::to_string(box_rows) + "x" + std::to_string(box_cols);
  if (diagonal) s += " diagonal";
  for (const SudokuConstraint* v : active_variants())
    if (const ConstraintKind* kind = find_constraint_kind(v->kind()); kind && kind->flag)
      s += " " + std::string(v->kind());
  return s;
}

std::vector<std::vector<int>> Sudoku::groups() const {
  std::vector<std::vector<int>> g = rows_and_columns(n);
  g.reserve(static_cast<std::size_t>(3 * n + 2));
  if (regions.empty()) {
    for (int br = 0; br < n / box_rows; ++br) {
      for (int bc = 0; bc < n / box_cols; ++bc) {
        std::vector<int> box;
        box.reserve(static_cast<std::size_t>(n));
        for (int r = 0; r < box_rows; ++r)
          for (int c = 0; c < box_cols; ++c)
            box.push_back((br * box_rows + r) * n + bc * box_cols + c);
        g.push_back(std::move(box));
      }
    }
  } else {
    std::vector<std::vector<int>> by_region(static_cast<std::size_t>(n));
    for (int cell = 0; cell < n * n; ++cell)
      by_region[static_cast<std::size_t>(regions[static_cast<std::size_t>(cell)])].push_back(cell);
    for (auto& region : by_region) g.push_back(std::move(region));
  }
  if (diagonal) {
    std::vector<int> main, anti;
    for (int i = 0; i < n; ++i) {
      main.push_back(i * n + i);
      anti.push_back(i * n + (n - 1 - i));
    }
    g.push_back(std::move(main));
    g.push_back(std::move(anti));
  }
  for (const SudokuConstraint* v : active_variants())
    for (auto& group : v->groups(n)) g.push_back(std::move(group));
  return g;
}

std::vector<const SudokuConstraint*> Sudoku::active_variants() const {
  std::vector<const SudokuConstraint*> out;
  for (bool removable : {false, true})
    for (const Variant& v : variants)
      if (v.on && v.rule->removable() == removable) out.push_back(v.rule.get());
  return out;
}

std::vector<std::string> Sudoku::group_names() const {
  std::vector<std::string> names;
  for (int r = 1; r <= n; ++r) names.push_back("row " + std::to_string(r));
  for (int c = 1; c <= n; ++c) names.push_back("column " + std::to_string(c));
  const char* unit = regions.empty() ? "box " : "region ";
  for (int b = 1; b <= n; ++b) names.push_back(unit + std::to_string(b));
  if (diagonal) {
    names.push_back("the main diagonal");
    names.push_back("the anti-diagonal");
  }
  for (const SudokuConstraint* v : active_variants()) {
    const auto groups = v->groups(n);
    for (std::size_t k = 0; k < groups.size(); ++k)
      names.push_back(v->describe(n) + (groups.size() > 1 ? " " + std::to_string(k + 1) : ""));
  }
  return names;
}

std::optional<Violation> Sudoku::check(const Grid& s) const {
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (s.at(r, c) < 1 || s.at(r, c) > n)
        return Violation{
            "value " + std::to_string(s.at(r, c)) + " is outside 1.." + std::to_string(n), r, c};
  const auto all = groups();
  std::vector<std::size_t> seen_in(static_cast<std::size_t>(n) + 1, all.size());
  for (std::size_t g = 0; g < all.size(); ++g) {
    for (int cell : all[g]) {
      int v = s.cells[static_cast<std::size_t>(cell)];
      if (seen_in[static_cast<std::size_t>(v)] == g)
        return Violation{"value " + std::to_string(v) + " appears twice in " + group_names()[g],
                         cell / n, cell % n};
      seen_in[static_cast<std::size_t>(v)] = g;
    }
  }
  for (const KillerCage& cage : cages) {
    if (!cage.on) continue;
    int sum = 0;
    std::vector<bool> seen(static_cast<std::size_t>(n) + 1, false);
    for (int cell : cage.cells) {
      int v = s.cells[static_cast<std::size_t>(cell)];
      if (seen[static_cast<std::size_t>(v)])
        return Violation{"value " + std::to_string(v) + " repeats inside a killer cage", cell / n,
                         cell % n};
      seen[static_cast<std::size_t>(v)] = true;
      sum += v;
    }
    if (sum != cage.sum)
      return Violation{
          "killer cage sums to " + std::to_string(sum) + ", not " + std::to_string(cage.sum),
          cage.cells.front() / n, cage.cells.front() % n};
  }
  for (const SudokuConstraint* v : active_variants())
    if (auto broken = v->check(s)) return broken;
  return std::nullopt;
}

void Sudoku::encode(Cnf& cnf, const EncodeOptions& options) const {
  OneHotGrid x(cnf, n * n, n);
  for (int cell = 0; cell < n * n; ++cell)
    for (int v = 0; v < n; ++v) cnf.answer().add(cell / n, cell % n, v + 1, x.lit(cell, v));
  one_value_per_cell(cnf, x, options.amo);
  for (const auto& group : groups()) each_value_once(cnf, x, group, options.amo);
  for (int cell = 0; cell < n * n; ++cell) {
    int v = grid.cells[static_cast<std::size_t>(cell)];
    if (v != kUnknown) cnf.add({x.lit(cell, v - 1)});
  }
  encode_killer_cages(cnf, *this, x, options);
  // Removable constraints last, each after everything else: analyze's clue solver switches a
  // clue by the clauses it appends to the clue-free encoding.
  SudokuVars vars(cnf, x, n);
  for (const SudokuConstraint* v : active_variants()) {
    v->encode(vars, options);
    v->encode_implied(vars);
  }
}

namespace {

class SudokuRules final : public NativeRules {
 public:
  explicit SudokuRules(const Sudoku& s) : puzzle_(s) {
    values_.resize(static_cast<std::size_t>(s.n));
    std::iota(values_.begin(), values_.end(), 1);
    distinct_.groups = s.groups();
    distinct_.num_values = s.n;
    distinct_.index(s.n * s.n);
    variants_ = s.active_variants();
  }
  const std::vector<int>& values() const override { return values_; }
  std::vector<Candidates> initial() const override {
    const int n = puzzle_.n;
    Candidates all = n >= 64 ? ~Candidates{0} : (Candidates{1} << n) - 1;
    std::vector<Candidates> cells(static_cast<std::size_t>(n * n), all);
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (puzzle_.grid.cells[i] != kUnknown)
        cells[i] = Candidates{1} << (puzzle_.grid.cells[i] - 1);
    return cells;
  }
  bool propagate(std::vector<Candidates>& cells) const override {
    bool changed = true;
    while (changed) {
      changed = false;
      if (!distinct_.propagate(cells, changed)) return false;
      changed = false;  // the groups are at their fixpoint: go round again for the others only
      if (!propagate_killer_cages(puzzle_, cells, changed)) return false;
      for (const SudokuConstraint* v : variants_)
        if (!v->propagate(cells, puzzle_.n, changed)) return false;
    }
    return true;
  }
  bool propagate_after(std::vector<Candidates>& cells,
                       std::span<const int> narrowed) const override {
    bool changed = false;  // the groups start from the narrowed cells; the others need a full pass
    if (!distinct_.propagate(cells, changed, narrowed)) return false;
    return (puzzle_.cages.empty() && variants_.empty()) || propagate(cells);
  }
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    distinct_.choose(cells, out);
  }

 private:
  const Sudoku& puzzle_;
  std::vector<int> values_;
  DistinctGroups distinct_;
  std::vector<const SudokuConstraint*> variants_;
};

}  // namespace

std::unique_ptr<NativeRules> Sudoku::native_rules() const {
  return std::make_unique<SudokuRules>(*this);
}

}  // namespace gridsat

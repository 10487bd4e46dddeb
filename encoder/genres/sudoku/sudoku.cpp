#include "genres/sudoku/sudoku.hpp"

#include "encodings/latin.hpp"
#include "rules/cages.hpp"
#include "rules/distinct.hpp"

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
  for (const ConstraintPtr& v : active_variants())
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
  for (const ConstraintPtr& v : active_variants())
    for (auto& group : v->groups(n)) g.push_back(std::move(group));
  return g;
}

std::vector<ConstraintPtr> Sudoku::active_variants() const {
  std::vector<ConstraintPtr> out;
  for (bool removable : {false, true})
    for (const Variant& v : variants)
      if (v.on && v.rule->removable() == removable) out.push_back(v.rule);
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
  for (const ConstraintPtr& v : active_variants()) {
    const auto groups = v->groups(n);
    for (std::size_t k = 0; k < groups.size(); ++k)
      names.push_back(v->describe(n) + (groups.size() > 1 ? " " + std::to_string(k + 1) : ""));
  }
  return names;
}

namespace {

// The variant constraints (constraints/) as one rule of the values layer, each keeping its own
// three readings: one SudokuVars per encoding, so that the order literals one variant makes
// serve the others.
class VariantRules final : public rules::ValueRule {
 public:
  VariantRules(int n, std::vector<ConstraintPtr> variants)
      : n_(n), variants_(std::move(variants)) {}

  std::string describe() const override { return "the variant constraints"; }
  std::optional<Violation> evaluate(const Grid& values) const override {
    for (const ConstraintPtr& v : variants_)
      if (auto broken = v->check(values)) return broken;
    return std::nullopt;
  }
  void encode(Cnf& cnf, const rules::ValueVars& vars, const EncodeOptions& options) const override {
    const OneHotGrid x(vars.is(0, 1), n_ * n_, n_);
    SudokuVars sudoku(cnf, x, n_);
    for (const ConstraintPtr& v : variants_) {
      v->encode(sudoku, options);
      v->encode_implied(sudoku);
    }
  }
  bool propagate(const rules::ValueDomain&, std::vector<Candidates>& cells,
                 bool& changed) const override {
    for (const ConstraintPtr& v : variants_)
      if (!v->propagate(cells, n_, changed)) return false;
    return true;
  }

 private:
  int n_;
  std::vector<ConstraintPtr> variants_;
};

}  // namespace

rules::ValueRuleSet Sudoku::rules() const {
  using namespace rules;
  const GridShape shape{n, n};
  Groups all;
  {
    std::vector<std::vector<int>> cells = groups();
    std::vector<std::string> names = group_names();
    for (std::size_t g = 0; g < cells.size(); ++g)
      all.add(std::move(names[g]), std::move(cells[g]));
  }
  std::vector<ValueRulePtr> list{std::make_shared<Distinct>(shape, std::move(all), n, true)};
  std::vector<Cage> killer;
  for (const KillerCage& cage : cages) {
    if (!cage.on) continue;
    Cage c{cage.cells, Arithmetic::Sum, cage.sum, {}, std::to_string(cage.sum)};
    for (int a = 0; a < static_cast<int>(cage.cells.size()); ++a)
      for (int b = a + 1; b < static_cast<int>(cage.cells.size()); ++b) c.differ.emplace_back(a, b);
    c.name = "the killer cage of " + cell_name(cage.cells.front(), n);
    killer.push_back(std::move(c));
  }
  if (!killer.empty()) list.push_back(std::make_shared<Cages>(shape, std::move(killer), false));
  if (std::vector<ConstraintPtr> active = active_variants(); !active.empty())
    list.push_back(std::make_shared<VariantRules>(n, std::move(active)));
  return ValueRuleSet(shape,
                      ValueDomain::one_to(std::vector<int>(static_cast<std::size_t>(n * n), n)),
                      std::move(list));
}

std::optional<Violation> Sudoku::check(const Grid& solution) const {
  return rules().evaluate(solution);
}

void Sudoku::encode(Cnf& cnf, const EncodeOptions& options) const {
  // The groups, the givens, then the cages and the variants: analyze's clue solver switches a
  // clue by the clauses it appends to the clue-free encoding.
  rules().encode(cnf, options, grid, 1);
}

std::unique_ptr<NativeRules> Sudoku::native_rules() const {
  return rules().native(grid);
}

}  // namespace gridsat

// Calcudoku's rules are a rule set of the values layer (rules/): the Latin square (Distinct over
// the rows and columns, with the Latin squares' propagation and branching) and the cages that are
// on (rules/cages.hpp: encodings/cages per cage, its pairs in a line known to differ by the
// Latin square; propagators/cages' search over each cage's completions). They give the check,
// the clauses (the Latin square, the explicit givens, then the cages: one-cell cages stay cages
// in the CNF) and the native rules (which start from every given, one-cell cages included).
#include "genres/calcudoku/calcudoku.hpp"

#include <algorithm>
#include <numeric>

#include "rules/cages.hpp"
#include "rules/distinct.hpp"

namespace gridsat {
namespace {

std::string op_name(CageOp op) {
  switch (op) {
    case CageOp::Sub:
      return "'-' (a difference)";
    case CageOp::Div:
      return "'/' (a quotient)";
    default:
      return "this operation";
  }
}

rules::Arithmetic arithmetic(CageOp op) {
  switch (op) {
    case CageOp::Add:
      return rules::Arithmetic::Sum;
    case CageOp::Sub:
      return rules::Arithmetic::Difference;
    case CageOp::Mul:
      return rules::Arithmetic::Product;
    case CageOp::Div:
      return rules::Arithmetic::Quotient;
    case CageOp::None:
      break;
  }
  return rules::Arithmetic::Any;
}

}  // namespace

// ---- the puzzle ----

Calcudoku::Calcudoku(int size, std::vector<CalcudokuCage> cage_list, Grid givens)
    : n(size), cages(std::move(cage_list)), grid(std::move(givens)) {
  if (grid.rows != n || grid.cols != n) grid = Grid(n, n);
  for (CalcudokuCage& cage : cages) std::sort(cage.cells.begin(), cage.cells.end());
  std::stable_sort(cages.begin(), cages.end(), [](const CalcudokuCage& a, const CalcudokuCage& b) {
    return !a.cells.empty() && (b.cells.empty() || a.cells.front() < b.cells.front());
  });
  all_givens_ = grid;
  for (const CalcudokuCage& cage : cages) {
    if (!cage.on || cage.cells.size() != 1 || cage.op == CageOp::Sub || cage.op == CageOp::Div)
      continue;
    int& given = all_givens_.cells[static_cast<std::size_t>(cage.cells[0])];
    if (given == kUnknown && cage.target >= 1 && cage.target <= n)
      given = static_cast<int>(cage.target);
  }
}

std::vector<int> Calcudoku::cage_of_cell() const {
  std::vector<int> of(static_cast<std::size_t>(n * n), -1);
  for (std::size_t k = 0; k < cages.size(); ++k)
    for (int cell : cages[k].cells) of[static_cast<std::size_t>(cell)] = static_cast<int>(k);
  return of;
}

std::vector<std::pair<int, int>> Calcudoku::line_pairs(const CalcudokuCage& cage) const {
  std::vector<std::pair<int, int>> pairs;
  for (std::size_t a = 0; a < cage.cells.size(); ++a)
    for (std::size_t b = a + 1; b < cage.cells.size(); ++b)
      if (cage.cells[a] / n == cage.cells[b] / n || cage.cells[a] % n == cage.cells[b] % n)
        pairs.emplace_back(static_cast<int>(a), static_cast<int>(b));
  return pairs;
}

std::string calcudoku_target_text(const CalcudokuCage& cage) {
  std::string text = std::to_string(cage.target);
  switch (cage.op) {
    case CageOp::Add:
      return text + "+";
    case CageOp::Sub:
      return text + "-";
    case CageOp::Mul:
      return text + "*";
    case CageOp::Div:
      return text + "/";
    case CageOp::None:
      return text;
  }
  return text;
}

rules::ValueRuleSet Calcudoku::rules() const {
  const rules::GridShape shape{n, n};
  rules::Groups lines = rules::rows_of(shape);
  lines.append(rules::columns_of(shape));
  std::vector<rules::Cage> on;
  for (const CalcudokuCage& cage : cages)
    if (cage.on)
      on.push_back({cage.cells, arithmetic(cage.op), cage.target, line_pairs(cage),
                    calcudoku_target_text(cage)});
  return rules::ValueRuleSet(
      shape, rules::ValueDomain::one_to(std::vector<int>(static_cast<std::size_t>(n * n), n)),
      {std::make_shared<rules::Distinct>(shape, std::move(lines), n),
       std::make_shared<rules::Cages>(shape, std::move(on), true)});
}

std::optional<Violation> Calcudoku::check(const Grid& s) const {
  return rules().evaluate(s);
}

void Calcudoku::encode(Cnf& cnf, const EncodeOptions& options) const {
  rules().encode(cnf, options, grid, 1);  // the Latin square, the givens, then the cages
}

std::unique_ptr<NativeRules> Calcudoku::native_rules() const {
  return rules().native(all_givens_);
}

std::optional<std::string> calcudoku_cage_problem(int n, const CalcudokuCage& cage) {
  const int size = static_cast<int>(cage.cells.size());
  if (size == 0) return "a cage without cells";
  if (cage.target <= 0)
    return "a cage target must be positive, found " + calcudoku_target_text(cage);
  if ((cage.op == CageOp::Sub || cage.op == CageOp::Div) && size != 2)
    return op_name(cage.op) + " needs a cage of exactly 2 cells; this one has " +
           std::to_string(size);
  Calcudoku probe(n, {cage}, Grid(n, n));
  CageSpec spec;
  spec.op = cage.op;
  spec.target = cage.target;
  spec.size = size;
  spec.distinct = probe.line_pairs(probe.cages.front());
  std::vector<int> values(static_cast<std::size_t>(n));
  std::iota(values.begin(), values.end(), 1);
  if (count_cage_tuples(spec, values, 0) == 0)
    return "no values 1.." + std::to_string(n) + " in a cage of " + std::to_string(size) +
           (size == 1 ? " cell" : " cells") + " make " + calcudoku_target_text(cage);
  return std::nullopt;
}

}  // namespace gridsat

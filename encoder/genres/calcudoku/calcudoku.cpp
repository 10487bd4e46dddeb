// Calcudoku: the rules read plainly (check), as clauses (a one-hot Latin square plus one cage
// encoding per cage, encodings/cages.hpp) and as native propagation (rows and columns as
// distinct groups, and a search over each cage's completions that keeps only the candidates some
// completion uses: encoder/propagators/cages.hpp, apart from the encoding's tuple enumeration,
// so that the backtracker stays an independent second opinion).
#include "genres/calcudoku/calcudoku.hpp"

#include <algorithm>
#include <cctype>
#include <numeric>
#include <stdexcept>

#include "encodings/latin.hpp"
#include "propagators/all_different.hpp"
#include "propagators/cages.hpp"

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

std::optional<Violation> Calcudoku::check(const Grid& s) const {
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (s.at(r, c) < 1 || s.at(r, c) > n)
        return Violation{
            "value " + std::to_string(s.at(r, c)) + " is outside 1.." + std::to_string(n), r, c};
  for (int r = 0; r < n; ++r) {
    std::vector<bool> seen(static_cast<std::size_t>(n) + 1, false);
    for (int c = 0; c < n; ++c) {
      if (seen[static_cast<std::size_t>(s.at(r, c))])
        return Violation{"value " + std::to_string(s.at(r, c)) + " appears twice in row " +
                             std::to_string(r + 1),
                         r, c};
      seen[static_cast<std::size_t>(s.at(r, c))] = true;
    }
  }
  for (int c = 0; c < n; ++c) {
    std::vector<bool> seen(static_cast<std::size_t>(n) + 1, false);
    for (int r = 0; r < n; ++r) {
      if (seen[static_cast<std::size_t>(s.at(r, c))])
        return Violation{"value " + std::to_string(s.at(r, c)) + " appears twice in column " +
                             std::to_string(c + 1),
                         r, c};
      seen[static_cast<std::size_t>(s.at(r, c))] = true;
    }
  }
  for (const CalcudokuCage& cage : cages) {
    if (!cage.on) continue;
    std::vector<int> values;
    for (int cell : cage.cells) values.push_back(s.cells[static_cast<std::size_t>(cell)]);
    if (!cage_value_ok(cage.op, cage.target, values))
      return Violation{"the cage of r" + std::to_string(cage.cells.front() / n + 1) + "c" +
                           std::to_string(cage.cells.front() % n + 1) + " does not make " +
                           calcudoku_target_text(cage),
                       cage.cells.front() / n, cage.cells.front() % n};
  }
  return std::nullopt;
}

void Calcudoku::encode(Cnf& cnf, const EncodeOptions& options) const {
  const CageEncoding how = options.cages;
  const OneHotGrid x = latin_square(cnf, n, options.amo);
  for (int cell = 0; cell < n * n; ++cell) {
    int v = grid.cells[static_cast<std::size_t>(cell)];
    if (v != kUnknown) cnf.add({x.lit(cell, v - 1)});
  }
  CageCells cells;
  cells.values.resize(static_cast<std::size_t>(n));
  std::iota(cells.values.begin(), cells.values.end(), 1);
  last_encodings_.clear();
  for (const CalcudokuCage& cage : cages) {
    if (!cage.on) continue;
    CageSpec spec;
    spec.op = cage.op;
    spec.target = cage.target;
    spec.size = static_cast<int>(cage.cells.size());
    spec.distinct = line_pairs(cage);
    spec.distinct_known = true;  // the Latin rows and columns already say it
    cells.lits.clear();
    for (int cell : cage.cells) cells.lits.push_back(x.cell_lits(cell));
    last_encodings_.push_back(encode_cage(cnf, spec, cells, how));
  }
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

// ---- native rules ----

namespace {

class CalcudokuRules final : public NativeRules {
 public:
  explicit CalcudokuRules(const Calcudoku& puzzle) : puzzle_(puzzle) {
    values_.resize(static_cast<std::size_t>(puzzle.n));
    std::iota(values_.begin(), values_.end(), 1);
    distinct_.groups = rows_and_columns(puzzle.n);
    distinct_.num_values = puzzle.n;
    distinct_.index(puzzle.n * puzzle.n);
    for (const CalcudokuCage& cage : puzzle.cages)
      differ_.push_back(differ_masks(puzzle.line_pairs(cage), cage.cells.size()));
  }
  const std::vector<int>& values() const override { return values_; }
  std::vector<Candidates> initial() const override {
    const int n = puzzle_.n;
    Candidates all = n >= 64 ? ~Candidates{0} : (Candidates{1} << n) - 1;
    std::vector<Candidates> cells(static_cast<std::size_t>(n * n), all);
    const Grid& givens = puzzle_.givens();
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (givens.cells[i] != kUnknown) cells[i] = Candidates{1} << (givens.cells[i] - 1);
    return cells;
  }
  bool propagate(std::vector<Candidates>& cells) const override {
    // A cage is searched again only when one of its cells lost candidates since its last search
    // in this call (`seen` holds the candidates each cage last saw; 0 = never searched).
    thread_local std::vector<Candidates> seen;
    seen.assign(cells.size(), 0);
    bool changed = true;
    while (changed) {
      changed = false;
      if (!distinct_.propagate(cells, changed)) return false;
      for (std::size_t k = 0; k < puzzle_.cages.size(); ++k) {
        const CalcudokuCage& cage = puzzle_.cages[k];
        if (!cage.on) continue;
        bool dirty = false;
        for (int cell : cage.cells)
          dirty = dirty ||
                  seen[static_cast<std::size_t>(cell)] != cells[static_cast<std::size_t>(cell)];
        if (!dirty) continue;
        if (!propagate_cage({cage.cells, cage.op, cage.target, false, differ_[k]}, cells, changed))
          return false;
        for (int cell : cage.cells)
          seen[static_cast<std::size_t>(cell)] = cells[static_cast<std::size_t>(cell)];
      }
    }
    return true;
  }
  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    distinct_.choose(cells, out);
  }

 private:
  const Calcudoku& puzzle_;
  std::vector<int> values_;
  DistinctGroups distinct_;
  std::vector<std::vector<std::uint64_t>> differ_;
};

}  // namespace

std::unique_ptr<NativeRules> Calcudoku::native_rules() const {
  return std::make_unique<CalcudokuRules>(*this);
}

}  // namespace gridsat

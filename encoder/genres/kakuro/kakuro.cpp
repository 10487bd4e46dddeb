// Kakuro: the layout's runs, and its rules as a rule set of the values layer (rules/): the
// values 0 (black cells) and 1 to 9 (white cells), each run with a sum a cage of the vocabulary
// (rules/cages.hpp: its digits differ and add up to the sum; encodings/cages per run, as killer
// sudoku's cages, and a propagation that keeps a digit while some completion of the run uses
// it), each run without one all different (rules/distinct.hpp). The check, the clauses and the
// native rules are the set's three readings.
#include "genres/kakuro/kakuro.hpp"

#include <memory>

#include "rules/cages.hpp"
#include "rules/distinct.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

const std::vector<unsigned>& kakuro_combinations(int sum, int length) {
  // [length][sum], built once from the 512 digit sets.
  static const std::vector<std::vector<std::vector<unsigned>>> table = [] {
    std::vector<std::vector<std::vector<unsigned>>> t(
        10, std::vector<std::vector<unsigned>>(kMaxKakuroSum + 1));
    for (unsigned set = 0; set < 512; ++set) {
      int s = 0, n = 0;
      for (int d = 1; d <= 9; ++d)
        if (set >> (d - 1) & 1) s += d, ++n;
      t[at(n)][at(s)].push_back(set);
    }
    return t;
  }();
  static const std::vector<unsigned> none;
  if (length < 0 || length > 9 || sum < 0 || sum > kMaxKakuroSum) return none;
  return table[at(length)][at(sum)];
}

Kakuro::Kakuro(int h, int w)
    : height(h),
      width(w),
      black(at(h * w), 0),
      across(at(h * w), 0),
      down(at(h * w), 0),
      grid_(h, w) {
  update_runs();
}

void Kakuro::update_runs() {
  runs_.clear();
  run_on_.clear();
  run_of_.assign(at(height * width), {-1, -1});
  if (grid_.rows != height || grid_.cols != width) grid_ = Grid(height, width);
  for (int dir = 0; dir < 2; ++dir) {
    const bool is_across = dir == 0;
    const int lines = is_across ? height : width, length = is_across ? width : height;
    for (int line = 0; line < lines; ++line) {
      auto cell_at = [&](int k) { return is_across ? line * width + k : k * width + line; };
      for (int k = 0; k < length;) {
        if (is_black(cell_at(k))) {
          ++k;
          continue;
        }
        KakuroRun run;
        run.across = is_across;
        if (k > 0) {
          run.clue = cell_at(k - 1);
          run.sum = is_across ? across[at(run.clue)] : down[at(run.clue)];
        }
        for (; k < length && !is_black(cell_at(k)); ++k) {
          run.cells.push_back(cell_at(k));
          run_of_[at(cell_at(k))][at(dir)] = static_cast<int>(runs_.size());
        }
        runs_.push_back(std::move(run));
      }
    }
  }
}

std::optional<KakuroProblem> Kakuro::problem() const {
  for (int cell = 0; cell < height * width; ++cell) {
    if (!is_black(cell)) {
      if (across[at(cell)] || down[at(cell)])
        return KakuroProblem{cell, "a white cell cannot hold a sum"};
      continue;
    }
    const int r = cell / width, c = cell % width;
    for (int dir = 0; dir < 2; ++dir) {
      const int sum = dir == 0 ? across[at(cell)] : down[at(cell)];
      if (sum == 0) continue;
      const char* name = dir == 0 ? "across" : "down";
      if (sum < 0 || sum > kMaxKakuroSum)
        return KakuroProblem{
            cell, std::string(name) + " sum " + std::to_string(sum) + " is out of range (1 to 45)"};
      const bool open = dir == 0 ? c + 1 < width && !is_black(cell + 1)
                                 : r + 1 < height && !is_black(cell + width);
      if (!open)
        return KakuroProblem{cell, std::string(name) + " sum " + std::to_string(sum) +
                                       " has no white cell " +
                                       (dir == 0 ? "right of it" : "below it")};
    }
  }
  for (const KakuroRun& run : runs_)
    if (run.cells.size() > 9)
      return KakuroProblem{run.cells.front(),
                           "a run of " + std::to_string(run.cells.size()) +
                               " white cells: more than nine digits cannot all differ"};
  return std::nullopt;
}

void Kakuro::set_givens(Grid givens) {
  if (givens.rows != height || givens.cols != width) givens = Grid(height, width);
  grid_ = std::move(givens);
}

std::string Kakuro::header_options() const {
  return std::to_string(height) + "x" + std::to_string(width);
}

std::string kakuro_clue_text(const Kakuro& p, int cell) {
  const int a = p.across[at(cell)], d = p.down[at(cell)];
  return (d ? std::to_string(d) : "") + "\\" + (a ? std::to_string(a) : "");
}

// ---- the rules ----

rules::ValueRuleSet Kakuro::rules() const {
  const rules::GridShape shape{height, width};
  rules::ValueDomain domain;
  for (int v = 0; v <= 9; ++v) domain.values.push_back(v);
  for (char b : black) domain.allowed.push_back(b ? Candidates{1} : Candidates{0x3FE});
  std::vector<rules::Cage> sums;
  rules::Groups apart;
  for (std::size_t k = 0; k < runs_.size(); ++k) {
    const KakuroRun& run = runs_[k];
    if (!run_on(static_cast<int>(k))) continue;
    const std::string name = std::string("the ") + (run.across ? "across" : "down") + " run from " +
                             cell_name(run.cells.front(), width);
    if (run.sum == 0) {
      if (run.cells.size() > 1) apart.add(name, run.cells);
      continue;
    }
    rules::Cage cage{run.cells, rules::Arithmetic::Sum, run.sum, {}, std::to_string(run.sum), name,
                     run.clue};
    for (int a = 0; a < static_cast<int>(run.cells.size()); ++a)
      for (int b = a + 1; b < static_cast<int>(run.cells.size()); ++b)
        cage.differ.emplace_back(a, b);
    sums.push_back(std::move(cage));
  }
  return rules::ValueRuleSet(shape, std::move(domain),
                             {std::make_shared<rules::Cages>(shape, std::move(sums), false),
                              std::make_shared<rules::Distinct>(shape, std::move(apart))});
}

std::optional<Violation> Kakuro::check(const Grid& s) const {
  return rules().evaluate(s);
}

void Kakuro::encode(Cnf& cnf, const EncodeOptions& options) const {
  rules().encode(cnf, options, grid_, 0);
}

std::unique_ptr<NativeRules> Kakuro::native_rules() const {
  return rules().native(grid_);
}

}  // namespace gridsat

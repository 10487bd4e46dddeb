// Kakuro: the layout's runs, the rules read plainly (check), as clauses (encode: one-hot digits,
// each run's sum by the cage encodings of encodings/cages.hpp that killer sudoku uses) and as
// native propagation (the classic table of digit sets per sum and length; kakuro_rules.cpp).
#include "genres/kakuro/kakuro.hpp"

#include <numeric>
#include <stdexcept>

#include "encodings/cages.hpp"

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

// ---- the rules, plainly ----

std::optional<Violation> Kakuro::check(const Grid& s) const {
  for (int cell = 0; cell < height * width; ++cell) {
    const int v = s.cells[at(cell)], r = cell / width, c = cell % width;
    if (is_black(cell) && v != 0)
      return Violation{"a black cell holds " + std::to_string(v) + ", not 0", r, c};
    if (!is_black(cell) && (v < 1 || v > 9))
      return Violation{"a white cell holds " + std::to_string(v) + ", not a digit 1 to 9", r, c};
  }
  for (std::size_t k = 0; k < runs_.size(); ++k) {
    const KakuroRun& run = runs_[k];
    if (!run_on(static_cast<int>(k))) continue;
    const char* name = run.across ? "across" : "down";
    int total = 0;
    for (std::size_t i = 0; i < run.cells.size(); ++i) {
      const int v = s.cells[at(run.cells[i])];
      total += v;
      for (std::size_t j = 0; j < i; ++j)
        if (s.cells[at(run.cells[j])] == v)
          return Violation{"digit " + std::to_string(v) + " appears twice in the " + name +
                               " run from " + cell_name(run.cells.front(), width),
                           run.cells[i] / width, run.cells[i] % width};
    }
    if (run.sum != 0 && total != run.sum)
      return Violation{"the " + std::string(name) + " run from " +
                           cell_name(run.cells.front(), width) + " adds up to " +
                           std::to_string(total) + ", not " + std::to_string(run.sum),
                       run.clue / width, run.clue % width};
  }
  return std::nullopt;
}

// ---- the clauses ----

void Kakuro::encode(Cnf& cnf, const EncodeOptions& options) const {
  // Every cell in reading order: a black cell one variable for its 0 (always true), a white cell
  // nine one-hot digit variables with exactly one true.
  std::vector<std::vector<Lit>> digit(at(height * width));
  for (int cell = 0; cell < height * width; ++cell) {
    const int r = cell / width, c = cell % width;
    if (is_black(cell)) {
      const int v = cnf.new_var();
      cnf.answer().add(r, c, 0, v);
      cnf.add({v});
      continue;
    }
    const int first = cnf.new_vars(9);
    for (int d = 1; d <= 9; ++d) {
      digit[at(cell)].push_back(first + d - 1);
      cnf.answer().add(r, c, d, first + d - 1);
    }
    exactly_one(cnf, digit[at(cell)], options.amo);
  }
  for (int cell = 0; cell < height * width; ++cell)
    if (const int v = grid_.cells[at(cell)]; v != kUnknown && !is_black(cell) && v >= 1 && v <= 9)
      cnf.add({digit[at(cell)][at(v - 1)]});
  // Each run: with a sum, a killer cage (distinct digits adding up to the sum); without one,
  // at most one cell per digit.
  CageCells cells;
  cells.values.resize(9);
  std::iota(cells.values.begin(), cells.values.end(), 1);
  for (std::size_t k = 0; k < runs_.size(); ++k) {
    const KakuroRun& run = runs_[k];
    if (!run_on(static_cast<int>(k))) continue;
    const int n = static_cast<int>(run.cells.size());
    if (run.sum == 0) {
      if (n < 2) continue;
      for (int d = 0; d < 9; ++d) {
        std::vector<Lit> lits;
        for (int cell : run.cells) lits.push_back(digit[at(cell)][at(d)]);
        at_most_one(cnf, lits, options.amo);
      }
      continue;
    }
    CageSpec spec;
    spec.op = CageOp::Add;
    spec.target = run.sum;
    spec.size = n;
    for (int a = 0; a < n; ++a)
      for (int b = a + 1; b < n; ++b) spec.distinct.emplace_back(a, b);
    cells.lits.clear();
    for (int cell : run.cells) cells.lits.push_back(digit[at(cell)]);
    encode_cage(cnf, spec, cells, options.cages);
  }
}

}  // namespace gridsat

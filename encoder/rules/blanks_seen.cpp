#include "rules/blanks_seen.hpp"

#include <algorithm>

#include "encodings/cardinality.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

BlanksSeen::BlanksSeen(GridShape shape, int offset) : shape_(shape), offset_(offset) {
  const int steps[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
  for (int cell = 0; cell < shape.cells(); ++cell) {
    std::vector<std::vector<int>> lines;
    for (const auto& [dr, dc] : steps) {
      std::vector<int> line;
      for (int y = cell / shape.cols + dr, x = cell % shape.cols + dc;
           y >= 0 && y < shape.rows && x >= 0 && x < shape.cols; y += dr, x += dc)
        line.push_back(y * shape.cols + x);
      lines.push_back(std::move(line));
    }
    ways_.push_back(std::move(lines));
  }
}

void BlanksSeen::encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions&) const {
  const ValueDomain& domain = vars.domain();
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    int most = -1;  // the cell's largest number
    for (int v : domain.values)
      if (v != 0 && vars.is(cell, v)) most = std::max(most, v - offset_);
    if (most < 0) continue;
    std::vector<Lit> prefixes;  // "the first j cells this way are blank", every way
    for (const std::vector<int>& line : ways_[at(cell)]) {
      Lit before = 0;
      for (int x : line) {
        const Lit blank = vars.is(x, 0);
        if (!blank) break;  // never blank: the run ends here
        Lit run = blank;
        if (before) {
          run = cnf.new_var();
          cnf.add({-run, before});
          cnf.add({-run, blank});
          cnf.add({-before, -blank, run});
        }
        prefixes.push_back(run);
        before = run;
      }
    }
    const std::vector<Lit> count =
        prefixes.empty() ? std::vector<Lit>{} : unary_count(cnf, prefixes, most + 1);
    for (int v : domain.values) {
      const Lit holds = v == 0 ? 0 : vars.is(cell, v);
      if (!holds) continue;
      const int n = v - offset_;
      if (n > static_cast<int>(count.size()) || n < 0) {
        cnf.add({-holds});
        continue;
      }
      if (n > 0) cnf.add({-holds, count[at(n - 1)]});
      if (n < static_cast<int>(count.size())) cnf.add({-holds, -count[at(n)]});
    }
  }
}

// Per cell, each way's run of blank cells lies between the surely blank cells from it (least)
// and the cells that may be blank (most); the number is the sum of the four runs. Numbers
// outside the sums' range go; a cell sure to hold a number from lo to hi then bounds each run by
// the others: at least lo less the others' most (those cells are blank), at most hi less the
// others' least (where that is its least, the next cell holds a number). Kurodoko's reasoning.
bool BlanksSeen::propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                           bool& changed) const {
  const int index = domain.index_of(0);
  const Candidates blank = index < 0 ? 0 : Candidates{1} << index;
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    Candidates& here = cells[at(cell)];
    if ((here & ~blank) == 0) continue;  // blank: it sees nothing it must count
    const std::vector<std::vector<int>>& ways = ways_[at(cell)];
    int least[4], most[4], all_least = 0, all_most = 0;
    for (std::size_t d = 0; d < 4; ++d) {
      const std::vector<int>& line = ways[d];
      std::size_t k = 0;
      while (k < line.size() && cells[at(line[k])] == blank) ++k;
      least[d] = static_cast<int>(k);
      while (k < line.size() && (cells[at(line[k])] & blank) != 0) ++k;
      most[d] = static_cast<int>(k);
      all_least += least[d];
      all_most += most[d];
    }
    int low = 1 << 20, high = -1;
    for (std::size_t i = 0; i < domain.values.size(); ++i) {
      const int v = domain.values[i];
      if (v == 0 || !((here >> i) & 1)) continue;
      const int n = v - offset_;
      if ((n < all_least || n > all_most) && !remove(here, Candidates{1} << i, changed))
        return false;
      if ((here >> i) & 1) low = std::min(low, n), high = std::max(high, n);
    }
    if ((here & blank) != 0 || high < 0) continue;  // may be blank: no number is sure
    for (std::size_t d = 0; d < 4; ++d) {
      const std::vector<int>& line = ways[d];
      const int at_least = low - (all_most - most[d]);
      const int at_most = high - (all_least - least[d]);
      for (int k = least[d]; k < at_least; ++k)
        if (!remove(cells[at(line[at(k)])], ~blank, changed)) return false;
      if (at_most <= least[d] && least[d] < static_cast<int>(line.size()) &&
          !remove(cells[at(line[at(least[d])])], blank, changed))
        return false;
    }
  }
  return true;
}

}  // namespace gridsat::rules

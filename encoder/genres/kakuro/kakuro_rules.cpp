// Kakuro's native rules for the backtracker, written from the rules (never from the CNF). A cell's
// candidates are the values 0..9 (bit v = value v): a black cell has only 0, a white cell 1..9.
// Per run, as a player reasons with the classic table of digit sets per (sum, length):
//  - the digits of decided cells leave the run's other cells (no repeat), and two decided cells
//    with one digit are a conflict;
//  - with a sum: the open cells must take a set of `open` different digits adding up to the sum
//    minus the decided digits. Of the table's sets for that (sum, length), a set is kept when it
//    avoids the decided digits, every open cell has a candidate in it, and the open cells can take
//    its digits one each (a matching, by augmenting paths over at most nine cells); no set kept is
//    a conflict. An open cell keeps only the digits of kept sets, and a digit every kept set holds
//    that only one open cell can take goes there.
// Runs are revisited through a work list: a run whose cell lost candidates is queued again (each
// white cell lies in at most two runs). The search branches on the cell with the fewest
// candidates (the backtracker's default).
#include <array>

#include "genres/kakuro/kakuro.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

constexpr Candidates kBlack = 1;       // the value 0
constexpr Candidates kDigits = 0x3FE;  // the values 1..9

// Whether cells with digit masks cand[0..n) can take the digits of `set` one each (n = |set|).
bool has_matching(const std::array<Candidates, 9>& cand, int n, Candidates set) {
  std::array<int, 10> owner{};  // per digit: the cell that takes it, -1 none
  owner.fill(-1);
  for (int cell = 0; cell < n; ++cell) {
    // Augmenting path from `cell` by depth-first search over digits.
    std::array<char, 10> seen{};
    auto augment = [&](auto&& self, int x) -> bool {
      for (int d = 1; d <= 9; ++d) {
        if (!(cand[at(x)] & set & (Candidates{1} << d)) || seen[at(d)]) continue;
        seen[at(d)] = 1;
        if (owner[at(d)] < 0 || self(self, owner[at(d)])) {
          owner[at(d)] = x;
          return true;
        }
      }
      return false;
    };
    if (!augment(augment, cell)) return false;
  }
  return true;
}

class KakuroRules final : public NativeRules {
 public:
  explicit KakuroRules(const Kakuro& puzzle) : puzzle_(puzzle) {
    for (int v = 0; v <= 9; ++v) values_.push_back(v);
  }
  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    std::vector<Candidates> cells(at(puzzle_.height * puzzle_.width));
    for (std::size_t i = 0; i < cells.size(); ++i) {
      cells[i] = puzzle_.black[i] ? kBlack : kDigits;
      const int g = puzzle_.givens().cells[i];
      if (!puzzle_.black[i] && g >= 1 && g <= 9) cells[i] = Candidates{1} << g;
    }
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    for (std::size_t i = 0; i < cells.size(); ++i) {
      cells[i] &= puzzle_.black[i] ? kBlack : kDigits;
      if (!cells[i]) return false;
    }
    std::vector<int> all(puzzle_.runs().size());
    for (std::size_t k = 0; k < all.size(); ++k) all[k] = static_cast<int>(k);
    return run_queue(cells, all);
  }

  bool propagate_after(std::vector<Candidates>& cells,
                       std::span<const int> narrowed) const override {
    std::vector<int> queue;
    for (int cell : narrowed)
      for (int run : puzzle_.runs_of_cell()[at(cell)])
        if (run >= 0) queue.push_back(run);
    return run_queue(cells, queue);
  }

 private:
  bool run_queue(std::vector<Candidates>& cells, std::vector<int> queue) const {
    const std::size_t runs = puzzle_.runs().size();
    std::vector<char> queued(runs, 0);
    std::vector<int> fresh;
    for (int k : queue) queued[at(k)] = 1;
    std::vector<int> list;
    for (std::size_t k = 0; k < runs; ++k)
      if (queued[k]) list.push_back(static_cast<int>(k));
    for (std::size_t head = 0; head < list.size(); ++head) {
      const int k = list[head];
      queued[at(k)] = 0;
      if (!puzzle_.run_on(k)) continue;  // switched off for an explanation
      fresh.clear();
      if (!filter(puzzle_.runs()[at(k)], cells, fresh)) return false;
      for (int cell : fresh)
        for (int other : puzzle_.runs_of_cell()[at(cell)])
          if (other >= 0 && !queued[at(other)]) {
            queued[at(other)] = 1;
            list.push_back(other);
          }
    }
    return true;
  }

  // Filters one run; `changed` gets the cells that lost candidates.
  bool filter(const KakuroRun& run, std::vector<Candidates>& cells,
              std::vector<int>& changed) const {
    const int n = static_cast<int>(run.cells.size());
    auto narrow = [&](int cell, Candidates keep) {
      Candidates& c = cells[at(cell)];
      if ((c & keep) == c) return true;
      c &= keep;
      changed.push_back(cell);
      return c != 0;
    };
    // Decided digits leave the other cells, until nothing more is decided.
    Candidates used = 0;
    int used_sum = 0, decided = 0;
    for (bool again = true; again;) {
      again = false;
      used = 0;
      used_sum = 0;
      decided = 0;
      for (int cell : run.cells) {
        const Candidates c = cells[at(cell)];
        if (popcount(c) != 1) continue;
        if (used & c) return false;
        used |= c;
        used_sum += lowest_index(c);
        ++decided;
      }
      for (int cell : run.cells) {
        const Candidates c = cells[at(cell)];
        if (popcount(c) == 1) continue;
        if (!narrow(cell, ~used)) return false;
        if (popcount(cells[at(cell)]) == 1) again = true;
      }
    }
    if (run.sum == 0) return true;
    const int open = n - decided, rest = run.sum - used_sum;
    if (rest < 0) return false;
    std::array<Candidates, 9> cand{};
    std::array<int, 9> open_cell{};
    Candidates reach = 0;
    int k = 0;
    for (int cell : run.cells)
      if (popcount(cells[at(cell)]) != 1) {
        open_cell[at(k)] = cell;
        cand[at(k)] = cells[at(cell)];
        reach |= cells[at(cell)];
        ++k;
      }
    if (open > 9) return false;
    Candidates allowed = 0, required = kDigits;
    bool any = false;
    for (unsigned set9 : kakuro_combinations(rest, open)) {
      const Candidates set = Candidates{set9} << 1;
      if ((set & used) || (set & ~reach)) continue;
      bool each = true;
      for (int i = 0; i < open && each; ++i) each = (cand[at(i)] & set) != 0;
      if (!each || !has_matching(cand, open, set)) continue;
      any = true;
      allowed |= set;
      required &= set;
    }
    if (!any) return false;
    for (int i = 0; i < open; ++i)
      if (!narrow(open_cell[at(i)], allowed)) return false;
    // A digit every kept set needs, with one open cell left to take it.
    for (int d = 1; d <= 9; ++d) {
      const Candidates bit = Candidates{1} << d;
      if (!(required & bit)) continue;
      int place = -1, count = 0;
      for (int i = 0; i < open; ++i)
        if (cells[at(open_cell[at(i)])] & bit) place = open_cell[at(i)], ++count;
      if (count == 0) return false;
      if (count == 1 && !narrow(place, bit)) return false;
    }
    return true;
  }

  const Kakuro& puzzle_;
  std::vector<int> values_;
};

}  // namespace

std::unique_ptr<NativeRules> Kakuro::native_rules() const {
  return std::make_unique<KakuroRules>(*this);
}

}  // namespace gridsat

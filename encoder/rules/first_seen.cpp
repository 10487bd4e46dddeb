#include "rules/first_seen.hpp"

#include "encodings/visibility.hpp"
#include "propagators/lines.hpp"

namespace gridsat::rules {

FirstSeen::FirstSeen(int n, int largest, std::array<std::vector<int>, 4> clues,
                     std::vector<std::string> names, std::string noun)
    : n_(n),
      largest_(largest),
      clues_(std::move(clues)),
      names_(std::move(names)),
      noun_(std::move(noun)),
      index_(0, {}) {
  std::vector<std::vector<int>> read;
  for (Side side : kAllSides)
    for (int i = 0; i < n; ++i)
      if (const int clue = clues_[static_cast<std::size_t>(side)][static_cast<std::size_t>(i)]) {
        lines_.emplace_back(line_from_side(n, side, i), clue);
        read.push_back(lines_.back().first);
      }
  index_ = CellIndex(n * n, read);
}

void FirstSeen::encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const {
  for (const auto& [cells, clue] : lines_) {
    std::vector<std::vector<Lit>> line;
    for (int cell : cells) {
      line.emplace_back();
      for (int v = 0; v <= largest_; ++v) line.back().push_back(vars.is(cell, v));
    }
    first_seen(cnf, line, clue, options.visibility);
  }
}

bool FirstSeen::propagate(const ValueDomain&, std::vector<Candidates>& cells, bool& changed) const {
  for (const auto& [line, clue] : lines_)
    if (!propagate_first_seen(line, clue, cells, changed)) return false;
  return true;
}

bool FirstSeen::propagate_near(const ValueDomain&, std::vector<Candidates>& cells, bool& changed,
                               std::span<const int> touched) const {
  for (int k : index_.parts_of(touched)) {
    const auto& [line, clue] = lines_[static_cast<std::size_t>(k)];
    if (!propagate_first_seen(line, clue, cells, changed)) return false;
  }
  return true;
}

}  // namespace gridsat::rules

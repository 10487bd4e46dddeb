#include "driver/shrink.hpp"

#include <algorithm>

#include "puzzles/answer_kind.hpp"

namespace gridsat {

Shrink::Shrink(const Puzzle& puzzle) : puzzle_(puzzle), rules_(puzzle.native_rules()) {
  cells_ = rules_->initial();
  consistent_ = rules_->propagate(cells_);
}

std::optional<RunResult> Shrink::answer(Mode mode, const RunOptions& options) const {
  RunResult result;
  if (consistent_) {
    for (Candidates c : cells_)
      if (popcount(c) != 1) return std::nullopt;
    const auto [rows, cols] = answer_size(puzzle_);
    Grid grid(rows, cols);
    for (std::size_t i = 0; i < cells_.size(); ++i)
      grid.cells[i] = rules_->values()[static_cast<std::size_t>(lowest_index(cells_[i]))];
    result.count = 1;
    result.solutions.push_back(std::move(grid));
  }
  settle(result, mode, options, true, StopReason::None);
  return result;
}

void Shrink::encode(const EncodeOptions& options, Cnf& cnf) const {
  const std::vector<int>& values = rules_->values();
  const int cols = answer_size(puzzle_).second;
  cnf.shrink_by([&](int row, int col, int value) {
    const auto at = std::find(values.begin(), values.end(), value);
    if (at == values.end()) return 0;
    const Candidates bit = Candidates{1} << (at - values.begin());
    const Candidates candidates = cells_[static_cast<std::size_t>(row * cols + col)];
    if ((candidates & bit) == 0) return -1;
    return candidates == bit ? 1 : 0;
  });
  puzzle_.encode(cnf, options);
  cnf.keep_known();
  cnf.shrink_by(nullptr);
}

}  // namespace gridsat

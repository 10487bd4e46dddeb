#include "driver/shrink.hpp"

#include <algorithm>

#include "puzzles/answer_kind.hpp"

namespace gridsat {

bool encode_for_solving(const Puzzle& puzzle, const EncodeOptions& options, Cnf& cnf) {
  if (!puzzle.shrinks_before_encoding()) {
    puzzle.encode(cnf, options);
    return true;
  }
  const std::unique_ptr<NativeRules> rules = puzzle.native_rules();
  std::vector<Candidates> cells = rules->initial();
  if (!rules->propagate(cells)) return false;
  const std::vector<int>& values = rules->values();
  const int cols = answer_size(puzzle).second;
  Cnf shrunk;
  shrunk.shrink_by([&](int row, int col, int value) {
    const auto at = std::find(values.begin(), values.end(), value);
    if (at == values.end()) return 0;
    const Candidates bit = Candidates{1} << (at - values.begin());
    const Candidates candidates = cells[static_cast<std::size_t>(row * cols + col)];
    if ((candidates & bit) == 0) return -1;
    return candidates == bit ? 1 : 0;
  });
  puzzle.encode(shrunk, options);
  shrunk.keep_known();
  shrunk.shrink_by(nullptr);
  cnf = std::move(shrunk);
  return true;
}

}  // namespace gridsat

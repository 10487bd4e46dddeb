// Runs around a cell, read plainly: the eight cells around each clue walked clockwise, runs of
// shaded cells joined across the walk's start, and the clue's lengths struck off them one by one.
#include <algorithm>

#include "rules/ring_runs.hpp"

namespace gridsat::rules {

std::string RingRuns::describe() const {
  return "a clue lists the runs of shaded cells around it";
}

std::optional<Violation> RingRuns::evaluate(const Grid& shading) const {
  const int dr[] = {-1, -1, -1, 0, 1, 1, 1, 0};
  const int dc[] = {-1, 0, 1, 1, 1, 0, -1, -1};
  for (const RingClue& clue : clues_) {
    const int r = clue.cell / shape_.cols, c = clue.cell % shape_.cols;
    bool shaded[8];
    for (int k = 0; k < 8; ++k) {
      const int rr = r + dr[k], cc = c + dc[k];
      shaded[k] =
          rr >= 0 && cc >= 0 && rr < shape_.rows && cc < shape_.cols && shading.at(rr, cc) == 1;
    }
    std::vector<int> runs;
    int start = 0;  // a walk starting after an unshaded cell keeps each run whole
    while (start < 8 && shaded[(start + 7) % 8]) ++start;
    for (int k = 0, run = 0; k < 8; ++k) {
      if (shaded[(start + k) % 8]) ++run;
      if ((!shaded[(start + k) % 8] || k == 7) && run > 0) {
        runs.push_back(run);
        run = 0;
      }
    }
    // No shaded cell around: only the clue 0 (a `?` is a run of at least one cell).
    if (runs.empty() && clue.runs == std::vector<int>{0}) continue;
    bool keeps = runs.size() == clue.runs.size();
    for (int want : clue.runs) {
      if (!keeps || want == kAnyRun) continue;
      const auto it = std::find(runs.begin(), runs.end(), want);
      if (it == runs.end())
        keeps = false;
      else
        runs.erase(it);
    }
    if (keeps) continue;
    std::string text;
    for (int want : clue.runs)
      text +=
          (text.empty() ? "" : " ") + (want == kAnyRun ? std::string("?") : std::to_string(want));
    return Violation{
        "the runs of shaded cells around " + cell_name(clue.cell, shape_.cols) + " are not " + text,
        r, c};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules

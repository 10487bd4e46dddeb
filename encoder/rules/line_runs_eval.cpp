// Line runs read plainly: each line's runs counted and compared with its list.
#include <stdexcept>

#include "rules/line_runs.hpp"

namespace gridsat::rules {

std::vector<int> runs_of(const std::vector<int>& line) {
  std::vector<int> runs;
  int run = 0;
  for (int v : line) {
    if (v == 1) {
      ++run;
    } else if (run > 0) {
      runs.push_back(run);
      run = 0;
    }
  }
  if (run > 0) runs.push_back(run);
  return runs;
}

std::string runs_text(const std::vector<int>& runs) {
  if (runs.empty()) return "0";
  std::string out;
  for (std::size_t j = 0; j < runs.size(); ++j) out += (j ? " " : "") + std::to_string(runs[j]);
  return out;
}

std::string LineRuns::describe() const {
  return "each line holds its runs of shaded cells, in order";
}

// A line within one row is marked by its row, one within one column by its column.
std::optional<Violation> LineRuns::evaluate(const Grid& s) const {
  for (std::size_t k = 0; k < lines_.cells.size(); ++k) {
    const std::vector<int>& cells = lines_.cells[k];
    std::vector<int> line;
    for (int cell : cells) line.push_back(s.cells[static_cast<std::size_t>(cell)]);
    const std::vector<int> runs = runs_of(line);
    if (runs == runs_[k]) continue;
    const int first = cells.empty() ? -1 : cells.front(), cols = shape_.cols;
    const bool row = first >= 0 && first / cols == cells.back() / cols;
    const bool column = first >= 0 && first % cols == cells.back() % cols;
    return Violation{lines_.name(k) + " has the runs " + runs_text(runs) + ", its clue is " +
                         runs_text(runs_[k]),
                     row ? first / cols : -1, column && !row ? first % cols : -1};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules

#include "puzzles/labels.hpp"

namespace gridsat {

std::optional<int> disconnected_label(const std::vector<int>& labels, int rows, int cols) {
  std::vector<bool> seen(labels.size(), false);
  std::vector<bool> label_done;
  for (std::size_t start = 0; start < labels.size(); ++start) {
    int label = labels[start];
    if (label < 0 || seen[start]) continue;
    if (static_cast<std::size_t>(label) >= label_done.size())
      label_done.resize(static_cast<std::size_t>(label) + 1, false);
    if (label_done[static_cast<std::size_t>(label)]) return static_cast<int>(start);
    label_done[static_cast<std::size_t>(label)] = true;
    std::vector<int> stack{static_cast<int>(start)};
    seen[start] = true;
    while (!stack.empty()) {
      int cell = stack.back();
      stack.pop_back();
      int r = cell / cols, c = cell % cols;
      const int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
      for (const auto& [nr, nc] : next) {
        if (nr < 0 || nc < 0 || nr >= rows || nc >= cols) continue;
        std::size_t k = static_cast<std::size_t>(nr * cols + nc);
        if (!seen[k] && labels[k] == label) {
          seen[k] = true;
          stack.push_back(static_cast<int>(k));
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace gridsat

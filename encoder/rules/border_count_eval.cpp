#include "rules/border_count.hpp"

namespace gridsat::rules {

std::string BorderCount::describe() const {
  return "a numbered cell has that many of its borders on the loop";
}

std::vector<int> border_counts(const LoopGeometry& geometry, const Grid& answer) {
  std::vector<int> out;
  for (const auto& borders : geometry.face_edges) {
    int on = 0;
    for (int e : borders) on += geometry.used(answer, e);
    out.push_back(on);
  }
  return out;
}

std::optional<Violation> BorderCount::evaluate(const Grid& answer) const {
  const std::vector<int> on = border_counts(*geo_, answer);
  const int cols = geo_->cols - 1;
  for (std::size_t f = 0; f < numbers_.size(); ++f) {
    const int number = numbers_[f];
    if (number == kUnknown || on[f] == number) continue;
    const int face = static_cast<int>(f);
    return Violation{"the " + std::to_string(number) + " has " + std::to_string(on[f]) +
                         " of its borders on the loop",
                     face / cols, face % cols};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules

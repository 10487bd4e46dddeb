#include "rules/side_clues.hpp"

#include <algorithm>

#include "encodings/visibility.hpp"
#include "puzzles/border_clues.hpp"
#include "rules/groups.hpp"

namespace gridsat::rules {

SideClues::SideClues(GridShape shape, SideMarks marked) : shape_(shape), marked_(marked) {
  for (std::size_t side = 0; side < 4; ++side)
    clues_[side].assign(static_cast<std::size_t>(side < 2 ? shape.cols : shape.rows), kUnknown);
}

std::vector<int> SideClues::line(std::size_t side, int index) const {
  return side_line(shape_, side, index);
}

std::optional<std::string> SideClues::error(std::string_view type, std::size_t side, int index,
                                            int value, int most) const {
  const std::string where =
      std::string(side_name(kAllSides[side])) + " clue of " + line_name(kAllSides[side], index);
  if (!marked_[side]) return "a " + std::string(type) + " has no " + where;
  if (value < 0 || value > most)
    return "the " + where + " is " + std::to_string(value) + "; it can be 0 to " +
           std::to_string(most);
  return std::nullopt;
}

void SideClues::clear() {
  for (auto& side : clues_) std::fill(side.begin(), side.end(), kUnknown);
}

std::vector<Clue> SideClues::removable() const {
  std::vector<Clue> out;
  for (std::size_t side = 0; side < 4; ++side)
    for (std::size_t i = 0; i < clues_[side].size(); ++i)
      if (const int clue = clues_[side][i]; clue != kUnknown)
        out.push_back({Clue::Kind::Border, 0, 0, kAllSides[side], static_cast<int>(i), clue});
  return out;
}

std::vector<std::pair<std::size_t, int>> SideClues::positions(bool paired) const {
  std::vector<std::pair<std::size_t, int>> out;
  if (paired) {
    for (int c = 0; c < shape_.cols; ++c) out.insert(out.end(), {{1, c}, {0, c}});
    for (int r = 0; r < shape_.rows; ++r) out.insert(out.end(), {{3, r}, {2, r}});
    return out;
  }
  for (std::size_t side = 0; side < 4; ++side)
    for (std::size_t i = 0; marked_[side] && i < clues_[side].size(); ++i)
      out.push_back({side, static_cast<int>(i)});
  return out;
}

void SideClues::draw(Picture& picture) const {
  if (!any()) return;
  for (std::size_t side = 0; side < 4; ++side)
    for (int clue : clues_[side])
      picture.clues[side].push_back(clue == kUnknown ? "" : std::to_string(clue));
}

}  // namespace gridsat::rules

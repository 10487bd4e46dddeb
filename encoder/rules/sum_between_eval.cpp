// Sums between blanks, read plainly: each clued line's blanks counted, the numbers between the
// two added up.
#include "rules/sum_between.hpp"

namespace gridsat::rules {

std::string SumBetween::describe() const {
  return std::string("a row or column with a clue holds two blanks") +
         (distinct_ ? " and different numbers" : "") +
         ", and the numbers between the blanks add up to the clue";
}

std::optional<Violation> SumBetween::evaluate(const Grid& values) const {
  for (std::size_t side = 0; side < 4; ++side)
    for (int i = 0; i < n_; ++i) {
      const int clue = clues_[side][static_cast<std::size_t>(i)];
      if (clue == kUnknown) continue;
      const std::vector<int> line = side_line(n_, side, i);
      int blanks = 0, sum = 0;
      const std::string name = side_clue_name(side, i, std::to_string(clue));
      const Violation at{"", line.front() / n_, line.front() % n_};
      for (std::size_t k = 0; k < line.size(); ++k) {
        const int v = values.cells[static_cast<std::size_t>(line[k])];
        if (v == 0)
          ++blanks;
        else if (blanks == 1)
          sum += v;
        for (std::size_t j = 0; distinct_ && v != 0 && j < k; ++j)
          if (values.cells[static_cast<std::size_t>(line[j])] == v)
            return Violation{name + ": the line holds " + std::to_string(v) + " twice", at.row,
                             at.col};
      }
      if (blanks != 2)
        return Violation{
            name + ": the line holds " +
                (blanks == 1 ? std::string("one blank") : std::to_string(blanks) + " blanks") +
                ", not two",
            at.row, at.col};
      if (sum != clue)
        return Violation{name + ": the numbers between the blanks add up to " + std::to_string(sum),
                         at.row, at.col};
    }
  return std::nullopt;
}

}  // namespace gridsat::rules

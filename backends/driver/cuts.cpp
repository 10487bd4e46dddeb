#include "driver/cuts.hpp"

#include <string>

namespace gridsat {

CutLiterals::CutLiterals(const Puzzle& puzzle, const AnswerMap& answer) {
  const auto [rows, cols] = answer_size(puzzle);
  cols_ = cols;
  cells_.resize(static_cast<std::size_t>(rows * cols));
  for (const CellVar& e : answer.entries())
    cells_[static_cast<std::size_t>(e.row * cols + e.col)].emplace_back(e.value, e.var);
}

std::vector<Lit> CutLiterals::clause(const Cut& cut) const {
  std::vector<Lit> out;
  out.reserve(cut.size());
  for (const AnswerLiteral& a : cut) {
    const auto& lits = cells_.at(static_cast<std::size_t>(a.row * cols_ + a.col));
    Lit lit = 0;
    for (auto [value, var] : lits)
      if (value == a.value) lit = var;
    // A boolean cell: one variable for the value 1, false for 0.
    if (lit == 0 && a.value == 0 && lits.size() == 1 && lits.front().first == 1)
      lit = -lits.front().second;
    if (lit == 0)
      throw std::logic_error("a cut names answer cell (" + std::to_string(a.row) + ", " +
                             std::to_string(a.col) + ") = " + std::to_string(a.value) +
                             ", which the encoding has no variable for");
    out.push_back(lit);
  }
  return out;
}

}  // namespace gridsat

#include "rules/sight.hpp"

#include <stdexcept>

#include "encodings/sight_lines.hpp"
#include "propagators/sight_lines.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

Sight::Sight(GridShape shape, int colour, std::vector<SightClue> clues, Noun noun)
    : shape_(shape), colour_(colour), clues_(std::move(clues)), noun_(std::move(noun)) {
  if (shape.rows + shape.cols > kLargestSight)
    throw std::logic_error("sight lines are stated on grids up to rows + cols = " +
                           std::to_string(kLargestSight));
  for (const SightClue& clue : clues_) {
    if (clue.cell < 0 || clue.cell >= shape.cells())
      throw std::logic_error("a sight clue outside its grid");
    std::vector<std::vector<int>> ways = Sight::ways(shape, clue.cell);
    // A view of at most t cells one way reads the way up to its (t+1)-th cell.
    for (std::vector<int>& way : ways)
      if (clue.target >= 0 && static_cast<int>(way.size()) > clue.target + 1)
        way.resize(at(clue.target + 1));
    ways_.push_back(std::move(ways));
  }
}

void Sight::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  for (std::size_t k = 0; k < clues_.size(); ++k) {
    std::vector<std::vector<Lit>> ways;
    for (const std::vector<int>& way : ways_[k]) ways.push_back(vars.of(way, colour_));
    encode_sight(cnf, ways, clues_[k].target, options.card);
  }
}

bool Sight::propagate(std::vector<Candidates>& cells, bool& changed) const {
  const Candidates mine = Candidates{1} << colour_, other = kEither & ~mine;
  auto narrow = [&](int cell, Candidates bits) { return remove(cells[at(cell)], bits, changed); };
  for (std::size_t k = 0; k < clues_.size(); ++k)
    if (!propagate_sight(ways_[k], clues_[k].target, cells, mine, other, narrow)) return false;
  return true;
}

bool Sight::choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const {
  const Candidates mine = Candidates{1} << colour_, other = kEither & ~mine;
  int best = -1, best_slack = 0;
  for (const std::vector<std::vector<int>>& ways : ways_) {
    int slack = 0;
    const int frontier = sight_frontier(ways, cells, mine, other, slack);
    if (frontier >= 0 && (best < 0 || slack < best_slack)) {
      best = frontier;
      best_slack = slack;
    }
  }
  if (best < 0) return false;
  out.clear();
  out.push_back({best, other});
  out.push_back({best, mine});
  return true;
}

}  // namespace gridsat::rules

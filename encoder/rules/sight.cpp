#include "rules/sight.hpp"

#include <algorithm>
#include <stdexcept>

#include "encodings/sight_lines.hpp"
#include "propagators/sight_lines.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

Sight::Sight(GridShape shape, int colour, std::vector<SightClue> clues, Noun noun, int own)
    : shape_(shape),
      colour_(colour),
      clues_(std::move(clues)),
      noun_(std::move(noun)),
      own_(own),
      readers_(0, {}) {
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
  std::vector<std::vector<int>> read;  // per clue, the cells of its ways
  for (const std::vector<std::vector<int>>& ways : ways_) {
    read.emplace_back();
    for (const std::vector<int>& way : ways)
      read.back().insert(read.back().end(), way.begin(), way.end());
  }
  readers_ = CellIndex(shape.cells(), read);
}

void Sight::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  for (std::size_t k = 0; k < clues_.size(); ++k) {
    std::vector<std::vector<Lit>> ways;
    for (const std::vector<int>& way : ways_[k]) ways.push_back(vars.of(way, colour_));
    encode_sight(cnf, ways, clues_[k].target, options.card);
  }
}

// Per clue, up to 3 clauses per literal it may see (the prefix conjunctions) and exactly_k over
// them.
EncodingSize Sight::size(const EncodeOptions& options, std::span<const char>) const {
  EncodingSize out;
  for (const SightClue& clue : clues_) {
    const double visible = std::min(shape_.rows + shape_.cols - 2.0, 4.0 * clue.target);
    out += EncodingSize{visible, 3 * visible + 4, 8 * visible + 8};
    out += exactly_k_size(visible, clue.target, options.card);
  }
  return out;
}

bool Sight::propagate(std::vector<Candidates>& cells, bool& changed) const {
  const Candidates mine = Candidates{1} << colour_, other = kEither & ~mine;
  auto narrow = [&](int cell, Candidates bits) { return remove(cells[at(cell)], bits, changed); };
  for (std::size_t k = 0; k < clues_.size(); ++k)
    if (!propagate_sight(ways_[k], clues_[k].target, cells, mine, other, narrow)) return false;
  return true;
}

bool Sight::propagate_near(std::vector<Candidates>& cells, bool& changed,
                           std::span<const int> touched) const {
  const Candidates mine = Candidates{1} << colour_, other = kEither & ~mine;
  auto narrow = [&](int cell, Candidates bits) { return remove(cells[at(cell)], bits, changed); };
  for (int k : readers_.parts_of(touched))
    if (!propagate_sight(ways_[at(k)], clues_[at(k)].target, cells, mine, other, narrow))
      return false;
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

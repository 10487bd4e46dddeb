#include "rules/border_count.hpp"

#include <stdexcept>

#include "encodings/cardinality.hpp"
#include "propagators/loop_sides.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

BorderCount::BorderCount(LoopGeometryPtr geometry, std::vector<int> numbers)
    : geo_(std::move(geometry)), numbers_(std::move(numbers)) {
  if (numbers_.size() != geo_->face_edges.size())
    throw std::logic_error("border counts: one number (or none) per cell of the grid");
}

void BorderCount::encode(Cnf& cnf, const LoopVars& vars, const EncodeOptions& options) const {
  std::vector<Lit> borders(4);
  for (std::size_t f = 0; f < numbers_.size(); ++f) {
    const int number = numbers_[f];
    if (number == kUnknown) continue;
    for (std::size_t k = 0; k < 4; ++k)
      borders[k] = vars.edge(geo_->edges[at(geo_->face_edges[f][k])].cell);
    if (number < 0 || number > 4)
      cnf.add(std::vector<Lit>{});  // no cell has that many borders
    else
      exactly_k(cnf, borders, number, options.card);
  }
}

EncodingSize BorderCount::size(const EncodeOptions& options) const {
  double numbers = 0;
  for (int number : numbers_) numbers += number != kUnknown;
  return times(exactly_k_size(4, 2, options.card), numbers);  // each at its largest
}

bool BorderCount::propagate(LoopState& state, bool& changed) const {
  for (std::size_t f = 0; f < numbers_.size(); ++f) {
    const int number = numbers_[f];
    if (number == kUnknown) continue;
    if (number < 0 || number > 4) return false;
    std::array<int, 4> edge{};
    std::array<int, 5> face{};
    for (std::size_t k = 0; k < 4; ++k) {
      edge[k] = geo_->edges[at(geo_->face_edges[f][k])].cell;
      face[k] = geo_->face_neighbours[f][k];
    }
    face[4] = static_cast<int>(f);
    if (!propagate_pattern(state.cells, state.sides, edge, face, kCellPatterns,
                           kPatternsWithOn[at(number)], changed))
      return false;
  }
  return true;
}

bool BorderCount::choose(const std::vector<Candidates>& cells,
                         std::vector<Alternative>& out) const {
  int best = -1, best_number = -1;
  for (std::size_t f = 0; f < numbers_.size(); ++f)
    for (int e : geo_->face_edges[f]) {
      const int cell = geo_->edges[at(e)].cell;
      if (cells[at(cell)] == kEdgeOpen && numbers_[f] > best_number) {
        best_number = numbers_[f];
        best = cell;
      }
    }
  if (best < 0) return false;
  out.push_back({best, kEdgeOn});
  out.push_back({best, kEdgeOff});
  return true;
}

}  // namespace gridsat::rules

#include "rules/connected.hpp"

#include "encodings/connectivity.hpp"
#include "propagators/connectivity.hpp"

namespace gridsat::rules {

Connected::Connected(GridShape shape, int colour, std::string noun, bool always_static)
    : shape_(shape),
      colour_(colour),
      noun_(std::move(noun)),
      always_static_(always_static),
      graph_(std::make_shared<const Graph>(grid_graph(shape.rows, shape.cols))) {}

void Connected::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  if (options.connectivity == Connectivity::Lazy && !always_static_) return;
  std::vector<int> all(static_cast<std::size_t>(shape_.cells()));
  for (int cell = 0; cell < shape_.cells(); ++cell) all[static_cast<std::size_t>(cell)] = cell;
  encode_connected(cnf, *graph_, vars.of(all, colour_), std::nullopt);
}

std::vector<Cut> Connected::cuts(const Grid& answer) const {
  std::vector<char> chosen(answer.cells.size());
  for (std::size_t cell = 0; cell < chosen.size(); ++cell)
    chosen[cell] = answer.cells[cell] == colour_;
  std::vector<Cut> out;
  for (const NodeClause& clause : connectivity_cuts(*graph_, chosen)) {
    Cut cut;
    for (const NodeLiteral& l : clause)
      cut.push_back({l.node / shape_.cols, l.node % shape_.cols, l.chosen ? colour_ : 1 - colour_});
    out.push_back(std::move(cut));
  }
  return out;
}

bool Connected::propagate(std::vector<Candidates>& cells, bool& changed) const {
  const Candidates mine = Candidates{1} << colour_, other = kEither & ~mine;
  std::vector<Tri> nodes(cells.size());
  for (std::size_t cell = 0; cell < cells.size(); ++cell)
    nodes[cell] = cells[cell] == mine ? Tri::Yes : cells[cell] == other ? Tri::No : Tri::Open;
  if (!propagate_connected(*graph_, nodes)) return false;
  for (std::size_t cell = 0; cell < cells.size(); ++cell)
    if (cells[cell] == kEither && nodes[cell] != Tri::Open)
      remove(cells[cell], nodes[cell] == Tri::Yes ? other : mine, changed);
  return true;
}

}  // namespace gridsat::rules

// The bench's MiniZinc runs: each genre writes its data (Puzzle::minizinc_data) for its model,
// encoder/genres/<type>/<type>.mzn.
#include "minizinc.hpp"

#include <sstream>

namespace gridsat::bench {

std::optional<MiniZincInput> minizinc_input(const Puzzle& puzzle) {
  std::string data = puzzle.minizinc_data();
  if (data.empty()) return std::nullopt;
  const std::string type(puzzle.type());
  return MiniZincInput{type + "/" + type + ".mzn", std::move(data)};
}

std::optional<Grid> read_minizinc_grid(const std::string& output, int rows, int cols) {
  std::istringstream in(output);
  Grid g(rows, cols);
  for (int& cell : g.cells)
    if (!(in >> cell)) return std::nullopt;
  return g;
}

}  // namespace gridsat::bench

// The slitherlink unit's entry (genres/genre.hpp) and what the generic tools ask of a
// slitherlink: its clues as messages name them, the size of its encoding, its MiniZinc data, and
// how its puzzles are generated. Its picture needs nothing of its own: the loop answer kind draws
// the lattice, the loop and the givens (its clues) in the cells.
//
// Generating: the frame is the empty grid, whose random solution (the setter's random model of
// the rules) is a random single loop; every cell's count of borders on that loop is a clue, and
// the generic removal takes clues away while the loop stays the only one.
#include <cmath>
#include <stdexcept>

#include "genres/genre.hpp"
#include "genres/slitherlink/slitherlink.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {

// The numbers as Mark clues (index: the cell, row-major; value: the number), not as givens: the
// setter takes a given for "answer cell (r, c) holds v", and a loop's answer cells are its edges.
// As Marks, the clue solver switches each number on by the clauses its encoding adds (written
// last by encode).
std::vector<Clue> Slitherlink::removable_clues() const {
  std::vector<Clue> out;
  for (int cell = 0; cell < height * width; ++cell) {
    const int v = grid.cells[static_cast<std::size_t>(cell)];
    if (v != kUnknown)
      out.push_back({Clue::Kind::Mark, cell / width, cell % width, Side::Top, cell, v});
  }
  return out;
}

void Slitherlink::set_clues(std::span<const Clue> clues) {
  grid = Grid(height, width);
  for (const Clue& clue : clues) {
    if (clue.kind != Clue::Kind::Mark || clue.index < 0 || clue.index >= height * width)
      throw std::invalid_argument("a slitherlink's clues are its numbers; it has no " +
                                  describe_clue(clue));
    grid.cells[static_cast<std::size_t>(clue.index)] = clue.value;
  }
}

std::vector<int> Slitherlink::cells_of_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Mark) return Puzzle::cells_of_clue(clue);
  return {clue.index};
}

std::string Slitherlink::describe_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Mark) return Puzzle::describe_clue(clue);
  return "clue r" + std::to_string(clue.index / width + 1) + "c" +
         std::to_string(clue.index % width + 1) + " = " + std::to_string(clue.value);
}

EncodingSize Slitherlink::encoding_size(const EncodeOptions& options) const {
  const double h = height, w = width;
  const double edges = (h + 1) * w + h * (w + 1), points = (h + 1) * (w + 1), faces = h * w;
  EncodingSize size{edges + faces, 1, edges};  // edge and inside variables, "some edge"
  // Degree: per point four "a used edge has a partner" clauses and four "not three" ones.
  size += clauses_of_width(4 * points, 4);
  size += clauses_of_width(4 * points, 3);
  size += clauses_of_width(4 * edges, 3);  // edge <-> the faces on its sides differ
  if (options.connectivity == Connectivity::Static || options.connectivity == Connectivity::Auto) {
    // Two spanning trees (inside; outside and the outer face), binary ranks compared per arc.
    const double nodes = faces + 1, bits = std::ceil(std::log2(nodes + 1)) + 1;
    const double arcs = 2 * (2 * edges);
    size += EncodingSize{2 * (nodes * (bits + 1) + arcs * 2 * bits),
                         2 * (nodes * 3 + arcs * (6 * bits + 3)),
                         2 * (nodes * 8 + arcs * (15 * bits + 8))};
  }
  if (full) size += clauses_of_width(points, 4);             // every point on the loop
  size += times(exactly_k_size(4, 2, options.card), faces);  // the clues, at their largest
  return size;
}

std::string Slitherlink::minizinc_data() const {
  return "h = " + std::to_string(height) + ";\nw = " + std::to_string(width) +
         ";\nfull = " + (full ? "true" : "false") + ";\n" + dzn::givens("clue", grid, -1);
}

// ---- generate ----

namespace {

std::optional<std::string> generate_problem(const GenerateParams& params) {
  return slitherlink_size_error(params.rows, params.cols);
}

std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  return std::make_unique<Slitherlink>(params.rows, params.cols);
}

// Every cell's count of borders on the loop `solution` (an answer grid of edges).
std::vector<Clue> generate_clues(Puzzle& frame, const Grid& solution, const GenerateParams&,
                                 Random&) {
  const auto& p = static_cast<const Slitherlink&>(frame);
  std::vector<Clue> out;
  for (int r = 0; r < p.height; ++r)
    for (int c = 0; c < p.width; ++c) {
      int on = 0;
      for (auto [row, col] : cell_borders(p, r, c)) on += solution.at(row, col) == 1;
      out.push_back({Clue::Kind::Mark, r, c, Side::Top, r * p.width + c, on});
    }
  return out;
}

}  // namespace

Genre slitherlink_unit() {
  Generator generator;
  generator.problem = generate_problem;
  generator.largest = {{"", 27}};
  generator.frame = generate_frame;
  generator.clues = generate_clues;
  return {"slitherlink",
          {"slither", "loopy"},
          "slitherlink (slither, loopy)",
          slitherlink_native(),
          {},
          {loopy_game()},
          {slither_genre()},
          generator};
}

}  // namespace gridsat

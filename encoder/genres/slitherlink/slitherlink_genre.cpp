// The slitherlink unit's entry (genres/genre.hpp) and what the generic tools ask of a
// slitherlink: its clues as messages name them, its MiniZinc data, and how its puzzles are
// generated. Its picture needs nothing of its own: the loop answer kind draws
// the lattice, the loop and the givens (its clues) in the cells.
//
// Generating: the frame is the empty grid, whose random solution (the setter's random model of
// the rules) is a random single loop; every cell's count of borders on that loop is a clue, and
// the generic removal takes clues away while the loop stays the only one.
#include <stdexcept>

#include "genres/genre.hpp"
#include "genres/slitherlink/slitherlink.hpp"
#include "puzzles/dzn.hpp"
#include "rules/border_count.hpp"

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
  const std::vector<int> on = rules::border_counts(p.rules().geometry(), solution);
  std::vector<Clue> out;
  for (int cell = 0; cell < p.height * p.width; ++cell)
    out.push_back({Clue::Kind::Mark, cell / p.width, cell % p.width, Side::Top, cell,
                   on[static_cast<std::size_t>(cell)]});
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

// The binairo unit's entry (genres/genre.hpp) and what the generic tools ask of a binairo: the
// size of its encoding, its picture, its MiniZinc data, and how its puzzles are generated (every
// cell of a random solution as a given, then thinned out).
#include <cmath>

#include "genres/binairo/binairo.hpp"
#include "genres/genre.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {

EncodingSize Binairo::encoding_size(const EncodeOptions& options) const {
  const Binairo& b = *this;
  const double h = b.height, w = b.width;
  EncodingSize size{h * w, h * w, h * w};
  size += clauses_of_width(2 * (h * std::max(w - 2, 0.0) + w * std::max(h - 2, 0.0)), 3);
  size += times(exactly_k_size(w, w / 2, options.card), h);
  size += times(exactly_k_size(h, h / 2, options.card), w);
  if (b.unique_lines) {  // a difference literal per position of every pair of lines
    const double pairs = h * (h - 1) / 2 * w + w * (w - 1) / 2 * h;
    size += EncodingSize{pairs, 3 * pairs + h * h + w * w, 8 * pairs + w * h * h + h * w * w};
  }
  return size;
}

void Binairo::draw(Picture& p) const {
  p.circles = true;
}

std::string Binairo::minizinc_data() const {
  return "h = " + std::to_string(height) + ";\nw = " + std::to_string(width) +
         ";\nunique_lines = " + (unique_lines ? "true" : "false") + ";\n" +
         dzn::givens("given", grid, -1);
}

// ---- generate ----

namespace {

bool unique_lines(const GenerateParams& params) {
  return params.get("unique-lines") != "no";
}

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (params.has("unique-lines") && params.get("unique-lines") != "yes" &&
      params.get("unique-lines") != "no")
    return "--unique-lines must be yes or no";
  return binairo_size_error(params.rows, params.cols);
}

std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  auto b = std::make_unique<Binairo>();
  b->height = params.rows;
  b->width = params.cols;
  b->unique_lines = unique_lines(params);
  b->grid = Grid(params.rows, params.cols);
  return b;
}

std::vector<Clue> generate_clues(Puzzle&, const Grid& solution, const GenerateParams&, Random&) {
  return every_cell_given(solution);
}

}  // namespace

Genre binairo_unit() {
  Generator generator;
  generator.options = {{"unique-lines", "no two equal rows or columns (yes | no)", true}};
  generator.problem = generate_problem;
  generator.frame = generate_frame;
  generator.clues = generate_clues;
  return {"binairo",
          {"takuzu", "unruly"},
          "binairo (takuzu, unruly)",
          binairo_native(),
          {binairo_table_format()},
          {unruly_game()},
          {},
          generator};
}

}  // namespace gridsat

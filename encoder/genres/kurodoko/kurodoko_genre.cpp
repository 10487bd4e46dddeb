// The kurodoko unit's entry (genres/genre.hpp) and what the generic tools ask of a kurodoko: its
// removable clues (the numbers), the size of its encoding, its picture, its MiniZinc data, and
// how its puzzles are generated (a random shading of the clue-free rules, every white cell's
// number, thinned out by the generic removal).
#include <cmath>
#include <stdexcept>

#include "genres/genre.hpp"
#include "genres/kurodoko/kurodoko.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {

std::vector<Clue> Kurodoko::removable_clues() const {
  std::vector<Clue> out;
  for (int r = 0; r < height_; ++r)
    for (int c = 0; c < width_; ++c)
      if (const int n = numbers_.at(r, c); n != kUnknown)
        out.push_back({Clue::Kind::Mark, 0, 0, Side::Top, r * width_ + c, n});
  return out;
}

void Kurodoko::set_clues(std::span<const Clue> clues) {
  Grid none(height_, width_);
  numbers_ = none;
  white_ = none;
  for (const Clue& clue : clues) {
    if (clue.kind != Clue::Kind::Mark || clue.index < 0 || clue.index >= height_ * width_)
      throw std::invalid_argument("a kurodoko's clues are its numbers");
    set_number(clue.index / width_, clue.index % width_, clue.value);
  }
}

std::vector<int> Kurodoko::cells_of_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Mark) return Puzzle::cells_of_clue(clue);
  return {clue.index};
}

std::string Kurodoko::describe_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Mark) return Puzzle::describe_clue(clue);
  const std::string cell =
      "r" + std::to_string(clue.index / width_ + 1) + "c" + std::to_string(clue.index % width_ + 1);
  if (clue.value == kHiddenKurodokoNumber) return "number " + cell + " (not shown)";
  return "number " + cell + " = " + std::to_string(clue.value);
}

// Cells; a binary clause per pair of neighbours and one per walled-in cell; the static connectivity
// (ranks of ceil(log2 n) bits per cell, per arc a parent literal and a comparator of about 2
// variables and 3 clauses a bit); per number a unit, up to 3 clauses per visible literal and
// exactly_k over them.
EncodingSize Kurodoko::encoding_size(const EncodeOptions& options) const {
  const double h = height_, w = width_, cells = h * w;
  const double bits = std::ceil(std::log2(std::max(cells, 2.0)));
  const double arcs = 2 * (h * (w - 1) + w * (h - 1));
  EncodingSize size{cells, 0, 0};
  size += clauses_of_width(arcs / 2, 2);
  size += clauses_of_width(cells, 4);  // no cell walled in
  if (options.connectivity != Connectivity::Lazy)
    size += EncodingSize{cells * (bits + 1) + arcs * (2 * bits + 1),
                         3 * cells + arcs * (3 * bits + 2) + cells,
                         8 * cells + arcs * (8 * bits + 4) + cells * 5};
  for (int r = 0; r < height_; ++r)
    for (int c = 0; c < width_; ++c) {
      const int n = numbers_.at(r, c);
      if (n == kUnknown) continue;
      size += clauses_of_width(1, 1);
      if (n == kHiddenKurodokoNumber) continue;
      const double visible = std::min(h + w - 2, 4.0 * (n - 1));
      size += EncodingSize{visible, 3 * visible + 4, 8 * visible + 8};
      size += exactly_k_size(visible, n - 1, options.card);
    }
  return size;
}

// The numbers written in their cells (`?` for one not shown), over the shading.
void Kurodoko::draw(Picture& picture) const {
  picture.cell_text.assign(numbers_.cells.size(), "");
  for (std::size_t cell = 0; cell < numbers_.cells.size(); ++cell) {
    const int n = numbers_.cells[cell];
    if (n != kUnknown)
      picture.cell_text[cell] = n == kHiddenKurodokoNumber ? "?" : std::to_string(n);
  }
}

std::string Kurodoko::minizinc_data() const {
  return "h = " + std::to_string(height_) + ";\nw = " + std::to_string(width_) + ";\n" +
         dzn::givens("number", numbers_, -1);
}

// ---- generate ----

namespace {

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (auto problem = kurodoko_size_error(params.rows, params.cols)) return problem;
  if (params.rows * params.cols < 2) return std::string("a kurodoko needs at least 2 cells");
  return std::nullopt;
}

std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  return std::make_unique<Kurodoko>(params.rows, params.cols);
}

// Every white cell's number. They make the solution unique by themselves: a black cell has a
// white neighbour (there are 2 cells or more, and black cells never touch), whose number would
// grow if the black cell were white; and no numbered cell can be black.
std::vector<Clue> generate_clues(Puzzle& frame, const Grid& solution, const GenerateParams&,
                                 Random&) {
  const auto& k = static_cast<const Kurodoko&>(frame);
  std::vector<Clue> out;
  for (int r = 0; r < k.rows(); ++r)
    for (int c = 0; c < k.cols(); ++c)
      if (solution.at(r, c) == 0)
        out.push_back(
            {Clue::Kind::Mark, 0, 0, Side::Top, r * k.cols() + c, k.seen(solution, r, c)});
  return out;
}

}  // namespace

Genre kurodoko_unit() {
  Generator generator;
  generator.problem = generate_problem;
  generator.largest = {{"", 27}};
  generator.frame = generate_frame;
  generator.clues = generate_clues;
  return {"kurodoko", {"kuromasu", "range"}, "kurodoko (kuromasu, range)", kurodoko_native(),
          {},         {range_game()},        {kurodoko_puzzlink()},        generator};
}

}  // namespace gridsat

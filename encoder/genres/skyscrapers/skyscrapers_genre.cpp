// The skyscrapers unit's entry (genres/genre.hpp) and what the generic tools ask of it: its
// removable clues (givens and border clues), the size of its encoding, its picture, its MiniZinc
// data, and how its puzzles are generated (every border clue of a random solution, then thinned
// out).
#include <algorithm>
#include <cmath>

#include "genres/genre.hpp"
#include "genres/skyscrapers/skyscrapers.hpp"
#include "puzzles/border_clues.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {

std::vector<Clue> Skyscrapers::removable_clues() const {
  return givens_and_border_clues(grid, clues);
}

void Skyscrapers::set_clues(std::span<const Clue> chosen) {
  split_border_clues(chosen, n, n, grid, clues);
}

std::string Skyscrapers::describe_clue(const Clue& clue) const {
  if (clue.kind == Clue::Kind::Given) return Puzzle::describe_clue(clue);
  return describe_border_clue(clue, value_text(clue.value));
}

EncodingSize Skyscrapers::encoding_size(const EncodeOptions& options) const {
  const Skyscrapers& s = *this;
  const double n = s.n;
  EncodingSize size = one_hot_size(n * n, n, options.amo);
  size += groups_size(2 * n, n, n, options.amo);
  size += clauses_of_width(n * n, 1);
  size += {n * n * n, 3 * n * n * n, 7 * n * n * n};  // order literals of every cell, at most
  const bool automaton = options.visibility == Visibility::Automaton;
  for (const auto& side : s.clues)
    for (int clue : side) {
      if (clue == 0) continue;
      const double c = clue;
      if (automaton)  // states (count or sum so far, tallest so far) per layer, n values out;
        // a sum is at least the tallest height in it, which leaves about half the pairs
        size += diagram_size(n * (c + 1) * (n + 1) / (s.sum ? 2 : 1), n);
      else if (s.sum)  // prefix maxima, visibility, then a weighted counter up to the clue
        size += EncodingSize{2 * n * n + n * (c + 1), 8 * n * n + 4 * n * (c + 1),
                             24 * n * n + 12 * n * (c + 1)};
      else {
        size += EncodingSize{2 * n * n, 6 * n * n, 20 * n * n};
        size += exactly_k_size(n, c, options.card);
      }
    }
  return size;
}

void Skyscrapers::draw(Picture& p) const {
  for (std::size_t side = 0; side < 4; ++side)
    for (int clue : clues[side]) p.clues[side].push_back(clue == 0 ? "" : std::to_string(clue));
}

std::string Skyscrapers::minizinc_data() const {
  return "n = " + std::to_string(n) + ";\nuse_sum = " + (sum ? "true" : "false") + ";\n" +
         dzn::list("top", side(Side::Top)) + dzn::list("bottom", side(Side::Bottom)) +
         dzn::list("left", side(Side::Left)) + dzn::list("right", side(Side::Right)) +
         dzn::givens("given", grid, 0);
}

// ---- generate ----

namespace {

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (params.rows != params.cols)
    return "skyscrapers grids are square, not " + std::to_string(params.rows) + "x" +
           std::to_string(params.cols);
  if (params.rows < 3 || params.rows > 16)
    return "skyscrapers sizes must be 3 to 16, not " + std::to_string(params.rows);
  return std::nullopt;
}

std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  auto s = std::make_unique<Skyscrapers>(params.rows);
  s->sum = params.has("sum-clues");
  return s;
}

std::vector<Clue> generate_clues(Puzzle& frame, const Grid& solution, const GenerateParams&,
                                 Random&) {
  const bool sums = static_cast<const Skyscrapers&>(frame).sum;
  return border_clues_of(solution, [&](const std::vector<int>& heights) {
    return seen_along(heights, sums ? Seen::Sum : Seen::Count);
  });
}

}  // namespace

Genre skyscrapers_unit() {
  Generator generator;
  generator.options = {{"sum-clues", "clues are sums of the visible heights", false}};
  generator.problem = generate_problem;
  generator.largest = {{"", 14}};
  generator.frame = generate_frame;
  generator.clues = generate_clues;
  return {"skyscrapers",
          {"pyramids", "towers"},
          "skyscrapers (towers, pyramids; sum)",
          skyscrapers_native(),
          {pyramids_format()},
          {towers_game()},
          {skyscrapers_genre()},
          generator};
}

}  // namespace gridsat

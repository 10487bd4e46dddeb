// The binairo unit's entry (genres/genre.hpp) and how its puzzles are generated (every cell of a
// random solution as a given, then thinned out).
#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "genres/binairo/binairo.hpp"
#include "genres/genre.hpp"

namespace gridsat {

namespace {

bool unique_lines(const GenerateParams& params) {
  return params.get("unique-lines") != "no";
}

// How many lines of `length` cells hold as many 0s as 1s with no three equal cells in a row
// (capped at `cap`): a count over (cells so far, 1s so far, the last cell, its run of 1 or 2).
long long balanced_lines(int length, long long cap) {
  // ways[ones][last][run - 1]
  std::vector<std::array<std::array<long long, 2>, 2>> ways(static_cast<std::size_t>(length) + 1);
  ways[1][1][0] = ways[0][0][0] = 1;  // the first cell, a 1 or a 0
  for (int cell = 1; cell < length; ++cell) {
    std::vector<std::array<std::array<long long, 2>, 2>> next(ways.size());
    for (std::size_t ones = 0; ones < ways.size(); ++ones)
      for (int last = 0; last < 2; ++last)
        for (int run = 0; run < 2; ++run) {
          const long long w =
              ways[ones][static_cast<std::size_t>(last)][static_cast<std::size_t>(run)];
          if (w == 0) continue;
          for (int v = 0; v < 2; ++v) {
            if (v == last && run == 1) continue;  // a third equal cell in a row
            const std::size_t o = ones + static_cast<std::size_t>(v);
            if (o >= next.size()) continue;
            long long& to = next[o][static_cast<std::size_t>(v)][v == last ? 1u : 0u];
            to = std::min(cap, to + w);
          }
        }
    ways = std::move(next);
  }
  const auto& half = ways[static_cast<std::size_t>(length / 2)];
  return std::min(cap, half[0][0] + half[0][1] + half[1][0] + half[1][1]);
}

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (params.has("unique-lines") && params.get("unique-lines") != "yes" &&
      params.get("unique-lines") != "no")
    return "--unique-lines must be yes or no";
  if (auto error = binairo_size_error(params.rows, params.cols)) return error;
  // With no two equal rows (columns), each row needs its own line of the right length.
  if (unique_lines(params)) {
    const long long rows = balanced_lines(params.cols, params.rows);
    const long long cols = balanced_lines(params.rows, params.cols);
    if (rows < params.rows || cols < params.cols) {
      const bool by_cols = cols < params.cols;
      const int length = by_cols ? params.rows : params.cols;
      return "no binairo of size " + std::to_string(params.rows) + "x" +
             std::to_string(params.cols) + " has all its " + (by_cols ? "columns" : "rows") +
             " different: only " + std::to_string(by_cols ? cols : rows) + " lines of " +
             std::to_string(length) + " cells are balanced with no three in a row, for " +
             std::to_string(by_cols ? params.cols : params.rows) + " " +
             (by_cols ? "columns" : "rows") + " (make the grid " + (by_cols ? "taller" : "wider") +
             ", or use --unique-lines no)";
    }
  }
  return std::nullopt;
}

std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  return make_binairo(params.rows, params.cols, unique_lines(params));
}

std::vector<Clue> generate_clues(Puzzle&, const Grid& solution, const GenerateParams&, Random&) {
  return every_cell_given(solution);
}

}  // namespace

Genre binairo_unit() {
  Generator generator;
  generator.options = {{"unique-lines", "no two equal rows or columns (yes | no)", true}};
  generator.problem = generate_problem;
  generator.largest = {{"", 34}};
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

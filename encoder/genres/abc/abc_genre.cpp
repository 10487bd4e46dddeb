// The abc unit's entry (genres/genre.hpp) and what the generic tools ask of it: its removable
// clues (givens and border clues), the size of its encoding, its picture, its MiniZinc data, and
// how its puzzles are generated (every border clue of a random solution, then thinned out).
#include <algorithm>
#include <cmath>

#include "genres/abc/abc.hpp"
#include "genres/genre.hpp"
#include "puzzles/border_clues.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {

std::vector<Clue> Abc::removable_clues() const {
  return givens_and_border_clues(grid, clues);
}

void Abc::set_clues(std::span<const Clue> chosen) {
  split_border_clues(chosen, n, n, grid, clues);
}

std::string Abc::describe_clue(const Clue& clue) const {
  if (clue.kind == Clue::Kind::Given) return Puzzle::describe_clue(clue);
  return describe_border_clue(clue, value_text(clue.value));
}

EncodingSize Abc::encoding_size(const EncodeOptions& options) const {
  const Abc& a = *this;
  const double n = a.n, letters = a.letters;
  EncodingSize size = one_hot_size(n * n, letters + 1, options.amo);
  size += groups_size(2 * n, n, letters, options.amo);
  size += times(exactly_k_size(n, n - letters, options.card), 2 * n);
  size += clauses_of_width(n * n, 1);
  const bool automaton = options.visibility == Visibility::Automaton;
  for (const auto& side : a.clues)
    for (int clue : side)
      if (clue != 0)
        size += automaton ? diagram_size(2 * n, letters + 1)
                          : EncodingSize{n, 4 * n * (letters + 1), 12 * n * (letters + 1)};
  return size;
}

void Abc::draw(Picture& p) const {
  for (std::size_t side = 0; side < 4; ++side)
    for (int clue : clues[side]) p.clues[side].push_back(clue == 0 ? "" : letter_text(clue));
}

std::string Abc::minizinc_data() const {
  return "n = " + std::to_string(n) + ";\nk = " + std::to_string(letters) + ";\n" +
         dzn::list("top", side(Side::Top)) + dzn::list("bottom", side(Side::Bottom)) +
         dzn::list("left", side(Side::Left)) + dzn::list("right", side(Side::Right)) +
         dzn::givens("given", grid, -1);
}

// ---- generate ----

namespace {

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (params.rows != params.cols)
    return "abc grids are square, not " + std::to_string(params.rows) + "x" +
           std::to_string(params.cols);
  if (params.rows < 3 || params.rows > 16)
    return "abc sizes must be 3 to 16, not " + std::to_string(params.rows);
  if (params.has("letters")) {
    const std::string k = params.get("letters");
    if (k.empty() || k.size() > 2 || k.find_first_not_of("0123456789") != std::string::npos ||
        std::stoi(k) < 1 || std::stoi(k) > params.rows)
      return "abc needs 1 to " + std::to_string(params.rows) + " letters";
  }
  return std::nullopt;
}

std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  const int n = params.rows;
  const int letters = params.has("letters") ? std::stoi(params.get("letters")) : std::max(1, n - 2);
  return std::make_unique<Abc>(n, letters);
}

std::vector<Clue> generate_clues(Puzzle& frame, const Grid& solution, const GenerateParams&,
                                 Random&) {
  (void)frame;
  return border_clues_of(solution, [](const std::vector<int>& letters) {
    for (int v : letters)
      if (v != 0) return v;
    return 0;
  });
}

}  // namespace

Genre abc_unit() {
  Generator generator;
  generator.options = {{"letters", "the number of letters (default: size - 2)", true}};
  generator.problem = generate_problem;
  generator.largest = {};  // measured: every accepted size, up to 16, within 10 s
  generator.frame = generate_frame;
  generator.clues = generate_clues;
  return {"abc",
          {"easy-as-abc"},
          "abc (easy-as-abc)",
          abc_native(),
          {abc_lines_format()},
          {},
          {easyasabc_genre()},
          generator};
}

}  // namespace gridsat

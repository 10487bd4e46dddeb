// The nonogram unit's entry (genres/genre.hpp) and what the generic tools ask of a nonogram: the
// size of its encoding, its picture, its MiniZinc data, and how its puzzles are generated.
//
// Generating. The clue lists are not removable one by one (every line has one), but the givens
// are, so the unit uses the setter's generic path:
//  1. the frame is a nonogram whose lines have no clue yet (`lines_free`) and whose rows hold
//     exactly round(W * density / 100) filled cells each (--density, default 50): the setter's
//     random solution of it is a random fill at that density (random nonograms of density 1/2
//     are the hard ones: Batenburg and Kosters, 2009);
//  2. `clues` writes that fill's runs into the frame's lines and offers no givens; the setter
//     then adds a given where a second solution differs from the fill, as long as there is one,
//     and takes away again every given the others make unnecessary (setter_generate.cpp).
// So a generated nonogram is unique, and has givens only where its clue lists alone would leave
// two solutions.
#include <algorithm>
#include <stdexcept>

#include "genres/genre.hpp"
#include "genres/nonogram/nonogram.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {

// ---- explanations: the lines' clue lists ----

std::vector<Clue> Nonogram::fixed_clues() const {
  std::vector<Clue> out;
  if (lines_free) return out;
  for (int k = 0; k < height + width; ++k)
    if (line_on(k)) out.push_back({Clue::Kind::Part, 0, 0, Side::Top, k, 0});
  return out;
}

void Nonogram::keep_fixed_clues(std::span<const Clue> kept) {
  if (lines_free) return Puzzle::keep_fixed_clues(kept);
  line_on_.assign(static_cast<std::size_t>(height + width), 0);
  for (const Clue& clue : kept) {
    if (clue.kind != Clue::Kind::Part || clue.index < 0 || clue.index >= height + width)
      throw std::invalid_argument("a nonogram's fixed clues are its lines' clue lists");
    line_on_[static_cast<std::size_t>(clue.index)] = 1;
  }
}

std::string Nonogram::describe_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Part || clue.index < 0 || clue.index >= height + width)
    return Puzzle::describe_clue(clue);
  const bool row = clue.index < height;
  const int k = row ? clue.index : clue.index - height;
  return (row ? "row " : "column ") + std::to_string(k + 1) + ": " +
         runs_text(row ? row_runs[static_cast<std::size_t>(k)]
                       : col_runs[static_cast<std::size_t>(k)]);
}

std::vector<int> Nonogram::cells_of_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Part || clue.index < 0 || clue.index >= height + width)
    return Puzzle::cells_of_clue(clue);
  std::vector<int> cells;
  if (clue.index < height)
    for (int c = 0; c < width; ++c) cells.push_back(clue.index * width + c);
  else
    for (int r = 0; r < height; ++r) cells.push_back(r * width + clue.index - height);
  return cells;
}
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

// Per line of n cells with runs of total length m: the automaton's layers hold at most
// n * (m + 1) live states with two ways out each, plus the sequential at-most-one per layer; the
// start encoding is smaller (k * slack order literals and k * (slack + r) cover literals). The
// automaton's bound covers both.
// The rules' estimate and a unit per cell.
EncodingSize Nonogram::encoding_size(const EncodeOptions& options) const {
  EncodingSize size = rules().size(options);
  size += clauses_of_width(static_cast<double>(height) * width, 1);
  return size;
}

// The clue lists around the grid: each column's above it, each row's left of it.
void Nonogram::draw(Picture& picture) const {
  picture.shade_symbol = "";
  if (lines_free) return;
  picture.clues[0].clear();
  for (const auto& runs : col_runs) picture.clues[0].push_back(runs_text(runs));
  picture.clues[2].clear();
  for (const auto& runs : row_runs) picture.clues[2].push_back(runs_text(runs));
}

// The runs padded with zeros to the longest clue list: `row_runs[r, 1..row_count[r]]`.
std::string Nonogram::minizinc_data() const {
  auto lists = [](const std::string& name, const std::vector<std::vector<int>>& runs) {
    std::size_t longest = 1;
    for (const auto& r : runs) longest = std::max(longest, r.size());
    std::vector<int> counts;
    for (const auto& r : runs) counts.push_back(static_cast<int>(r.size()));
    return "max_" + name + " = " + std::to_string(longest) + ";\n" +
           dzn::list(name + "_count", counts) +
           dzn::matrix(name, static_cast<int>(runs.size()), static_cast<int>(longest),
                       [&](int i, int j) {
                         const auto& r = runs[at(i)];
                         return at(j) < r.size() ? r[at(j)] : 0;
                       });
  };
  return "h = " + std::to_string(height) + ";\nw = " + std::to_string(width) + ";\n" +
         lists("row_runs", row_runs) + lists("col_runs", col_runs) + dzn::givens("given", grid, -1);
}

// ---- generate ----

namespace {

constexpr int kMinGenerate = 2;
constexpr int kMaxGenerate = 100;

// --density P: the percentage of each row's cells filled (default 50).
int density(const GenerateParams& params) {
  return params.has("density") ? std::stoi(params.get("density")) : 50;
}

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (params.has("density")) {
    const std::string d = params.get("density");
    if (d.empty() || d.size() > 2 || d.find_first_not_of("0123456789") != std::string::npos ||
        std::stoi(d) < 1)
      return "--density is a percentage from 1 to 99, not '" + d + "'";
  }
  if (params.rows < kMinGenerate || params.cols < kMinGenerate || params.rows > kMaxGenerate ||
      params.cols > kMaxGenerate)
    return "nonograms are generated with sides " + std::to_string(kMinGenerate) + " to " +
           std::to_string(kMaxGenerate) + ", not " + std::to_string(params.rows) + "x" +
           std::to_string(params.cols);
  return std::nullopt;
}

std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  auto p = std::make_unique<Nonogram>(params.rows, params.cols);
  p->lines_free = true;
  p->fill_per_row = (density(params) * params.cols + 50) / 100;
  return p;
}

std::vector<Clue> generate_clues(Puzzle& frame, const Grid& solution, const GenerateParams&,
                                 Random&) {
  auto& p = dynamic_cast<Nonogram&>(frame);
  p.lines_free = false;
  p.fill_per_row = -1;
  for (int r = 0; r < p.height; ++r) {
    std::vector<int> line;
    for (int c = 0; c < p.width; ++c) line.push_back(solution.at(r, c));
    p.row_runs[at(r)] = runs_of(line);
  }
  for (int c = 0; c < p.width; ++c) {
    std::vector<int> line;
    for (int r = 0; r < p.height; ++r) line.push_back(solution.at(r, c));
    p.col_runs[at(c)] = runs_of(line);
  }
  return {};
}

}  // namespace

Genre nonogram_unit() {
  Generator generator;
  generator.options = {{"density", "the percentage of each row's cells filled (default 50)", true}};
  generator.problem = generate_problem;
  generator.largest = {{"", 45}};
  generator.frame = generate_frame;
  generator.clues = generate_clues;
  return {"nonogram", {"pattern"},      "nonogram (pattern)",  nonogram_native(),
          {},         {pattern_game()}, {nonogram_puzzlink()}, generator};
}

}  // namespace gridsat

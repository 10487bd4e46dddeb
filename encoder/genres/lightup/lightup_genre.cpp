// The light up unit's entry (genres/genre.hpp) and what the generic tools ask of a light up: its
// removable clues (the given cells and the wall numbers), the size of its encoding, its picture,
// its MiniZinc data, and how its puzzles are generated (a random wall layout with Tatham's
// default two-way rotational symmetry, a random solution of its rules, every wall numbered, the
// numbers thinned out by the generic removal).
#include <stdexcept>

#include "genres/genre.hpp"
#include "genres/lightup/lightup.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {

std::vector<Clue> Lightup::removable_clues() const {
  std::vector<Clue> out;
  for (int r = 0; r < height_; ++r)
    for (int c = 0; c < width_; ++c)
      if (layout_.at(r, c) == kLightupWhite && givens_.at(r, c) != kUnknown)
        out.push_back({Clue::Kind::Given, r, c, Side::Top, 0, givens_.at(r, c)});
  for (int r = 0; r < height_; ++r)
    for (int c = 0; c < width_; ++c)
      if (const int n = layout_.at(r, c); n >= 0)
        out.push_back({Clue::Kind::Mark, 0, 0, Side::Top, r * width_ + c, n});
  return out;
}

void Lightup::set_clues(std::span<const Clue> clues) {
  for (int r = 0; r < height_; ++r)
    for (int c = 0; c < width_; ++c)
      set_cell(r, c, is_wall(r * width_ + c) ? kLightupWall : kLightupWhite);
  for (const Clue& clue : clues) {
    if (clue.kind == Clue::Kind::Given) {
      if (clue.row < 0 || clue.row >= height_ || clue.col < 0 || clue.col >= width_ ||
          (clue.value != 0 && clue.value != 1))
        throw std::invalid_argument("a light up's given is a bulb (1) or none (0) on a cell");
      set_given(clue.row, clue.col, clue.value);
      continue;
    }
    if (clue.kind != Clue::Kind::Mark || clue.index < 0 || clue.index >= height_ * width_ ||
        !is_wall(clue.index) || clue.value < 0 || clue.value > 4)
      throw std::invalid_argument("a light up's clues are its given cells and wall numbers");
    set_cell(clue.index / width_, clue.index % width_, clue.value);
  }
}

std::vector<int> Lightup::cells_of_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Mark) return Puzzle::cells_of_clue(clue);
  return {clue.index};
}

std::string Lightup::describe_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Mark) return Puzzle::describe_clue(clue);
  return "number r" + std::to_string(clue.index / width_ + 1) + "c" +
         std::to_string(clue.index % width_ + 1) + " = " + std::to_string(clue.value);
}

// A variable and at most a unit per cell; per run an at-most-one; per white cell a clause of its
// two runs (at most H + W - 1 literals); per number an exactly-k over at most 4 literals.
EncodingSize Lightup::encoding_size(const EncodeOptions& options) const {
  const double cells = static_cast<double>(height_) * width_;
  EncodingSize size{cells, 0, 0};
  size += clauses_of_width(cells, 1);
  for (const std::vector<int>& run : segments())
    if (run.size() > 1)
      size +=
          amo_size(static_cast<double>(run.size()), options.amo, amo_pairwise_up_to(options.amo));
  size += clauses_of_width(cells, height_ + width_ - 1);
  for (int n : layout_.cells)
    if (n >= 0) size += exactly_k_size(4, n, options.card);
  return size;
}

// The walls drawn black with their numbers on them, the bulbs as "●", the given white cells
// (only the generator makes them) as a small mark.
void Lightup::draw(Picture& picture) const {
  const std::size_t n = layout_.cells.size();
  picture.shade_symbol = "●";
  picture.blocked.assign(n, 0);
  picture.cell_text.assign(n, "");
  for (std::size_t cell = 0; cell < n; ++cell) {
    const int v = layout_.cells[cell];
    if (v == kLightupWhite) continue;
    picture.blocked[cell] = 1;
    if (v >= 0) picture.cell_text[cell] = std::to_string(v);
  }
}

// wall: -2 white, -1 a wall without a number, 0..4 a numbered wall; given: -1, 0 or 1 per cell.
std::string Lightup::minizinc_data() const {
  std::string out = "h = " + std::to_string(height_) + ";\nw = " + std::to_string(width_) + ";\n";
  out += dzn::matrix("wall", height_, width_, [&](int r, int c) {
    const int v = layout_.at(r, c);
    return v == kLightupWhite ? -2 : v == kLightupWall ? -1 : v;
  });
  Grid white_givens(height_, width_);
  for (int r = 0; r < height_; ++r)
    for (int c = 0; c < width_; ++c)
      if (layout_.at(r, c) == kLightupWhite) white_givens.at(r, c) = givens_.at(r, c);
  out += dzn::givens("given", white_givens, -1);
  return out;
}

// ---- generate ----

namespace {

constexpr int kDefaultBlack = 20;  // Tatham's presets: 20% of the cells black

int black_percent(const GenerateParams& params) {
  if (!params.has("black")) return kDefaultBlack;
  const std::string text = params.get("black");
  if (text.empty() || text.size() > 3 || text.find_first_not_of("0123456789") != std::string::npos)
    return -1;
  return std::stoi(text);
}

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (auto problem = lightup_size_error(params.rows, params.cols)) return problem;
  const int black = black_percent(params);
  if (black < 0 || black > 90)
    return std::string("--black takes a percentage of black cells from 0 to 90");
  return std::nullopt;
}

// Walls at random, each with its partner under a half turn (Tatham's SYMM_ROT2), until about
// `black` percent of the cells are walls.
std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random& rng) {
  auto p = std::make_unique<Lightup>(params.rows, params.cols);
  const int n = params.rows * params.cols;
  const int target = n * black_percent(params) / 100;
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) order[static_cast<std::size_t>(i)] = i;
  rng.shuffle(order);
  int walls = 0;
  for (int cell : order) {
    if (walls >= target) break;
    if (p->is_wall(cell)) continue;
    const int mirror = n - 1 - cell;
    p->set_cell(cell / params.cols, cell % params.cols, kLightupWall);
    p->set_cell(mirror / params.cols, mirror % params.cols, kLightupWall);
    walls += cell == mirror ? 1 : 2;
  }
  return p;
}

// The number of every wall of `p`: the bulbs next to it in `solution`.
std::vector<Clue> numbers_of(const Lightup& p, const Grid& solution) {
  std::vector<Clue> out;
  for (int cell = 0; cell < p.rows() * p.cols(); ++cell) {
    if (!p.is_wall(cell)) continue;
    int bulbs = 0;
    for (int next : p.white_neighbours(cell))
      bulbs += solution.cells[static_cast<std::size_t>(next)] == 1;
    out.push_back({Clue::Kind::Mark, 0, 0, Side::Top, cell, bulbs});
  }
  return out;
}

// How far the generator's own search may go per check for a second solution.
constexpr long kSearchNodes = 1000000;

// Every wall's number. Numbers alone often leave a layout ambiguous (an open area with no wall
// next to it); rather than give bulbs, which Light Up has no way to write, walls are added to
// the frame, as Tatham's generator does in effect by trying other layouts: while the numbered
// puzzle has a second solution (lightup_solutions), a cell without a bulb in `solution` becomes a
// numbered wall, one that `solution` lights around and that rules the second solution out (it
// had a bulb there, or the new number tells the two apart), those where the second solution has
// a bulb tried first. Only
// when no such cell exists (or the search gives up) is the rest left to the generic removal,
// which then gives cells.
std::vector<Clue> generate_clues(Puzzle& frame, const Grid& solution, const GenerateParams& params,
                                 Random& rng) {
  auto& p = static_cast<Lightup&>(frame);
  for (;;) {
    const auto numbered = with_clues(p, numbers_of(p, solution));
    const auto found = lightup_solutions(static_cast<const Lightup&>(*numbered), 2, kSearchNodes,
                                         params.should_stop);
    if (!found || found->size() < 2) break;
    const Grid& other = (*found)[0] == solution ? (*found)[1] : (*found)[0];
    // Cells without a bulb in `solution`, those where `other` has one first.
    std::vector<int> cells, rest;
    for (int cell = 0; cell < p.rows() * p.cols(); ++cell) {
      if (p.is_wall(cell) || solution.cells[static_cast<std::size_t>(cell)] == 1) continue;
      (other.cells[static_cast<std::size_t>(cell)] == 1 ? cells : rest).push_back(cell);
    }
    rng.shuffle(cells);
    rng.shuffle(rest);
    cells.insert(cells.end(), rest.begin(), rest.end());
    bool added = false;
    for (int cell : cells) {
      p.set_cell(cell / p.cols(), cell % p.cols(), kLightupWall);
      // `solution` must stay a solution, `other` must not.
      if (!p.check(solution) && with_clues(p, numbers_of(p, solution))->check(other)) {
        added = true;
        break;
      }
      p.set_cell(cell / p.cols(), cell % p.cols(), kLightupWhite);
    }
    if (!added) break;
  }
  return numbers_of(p, solution);
}

}  // namespace

Genre lightup_unit() {
  Generator generator;
  generator.options = {
      {"black", "percentage of black cells (walls), 0 to 90 (default 20, as Tatham's)", true}};
  generator.problem = generate_problem;
  generator.largest = {{"", 32}};
  generator.frame = generate_frame;
  generator.clues = generate_clues;
  return {"lightup", {"akari", "light-up"}, "lightup (akari, light-up)", lightup_native(),
          {},        {lightup_game()},      {akari_puzzlink()},          generator};
}

}  // namespace gridsat

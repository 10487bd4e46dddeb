// The masyu unit's entry (genres/genre.hpp) and what the generic tools ask of it: its removable
// clues (the pearls), the size of its encoding, its MiniZinc data, and how its puzzles are made.
//
// Generating. A random loop through the cell centres is the boundary of a random region of the
// lattice's faces (the unit squares whose corners are four cell centres), grown one face at a
// time from a random face, a face joining only where it shares one unbroken run of sides with the
// region and touches it nowhere else, so that the region stays a disc and its boundary one
// simple loop (the way Tatham's loop generator grows faces). The loop gets every pearl it allows
// (implied_pearls: black where it turns with straight cells on both arms, white where it runs
// straight with a turn beside), and those pearls are thinned out in random order while the loop
// stays the only solution. Unlike a Latin square, a loop does not always admit a unique puzzle:
// where it winds through cells that no pearl can mark (staircases, long straight runs), another
// loop may satisfy every pearl it allows. When that happens the other loop is taken instead (it
// satisfies those pearls, so it allows all of them and more); when it allows exactly the same
// ones, a fresh loop is drawn. This is why masyu uses the generator's `finish` (a puzzle made
// with the solver at hand) rather than `clues` and the generic removal: the generic removal
// repairs an ambiguous clue set with givens of answer cells, which for a loop would be edges, and
// a masyu has no way to give an edge. The removal here is the generic one's --minimal pass (each
// pearl tried once; a pearl needed once stays needed), so the puzzles are minimal.
#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "genres/genre.hpp"
#include "genres/masyu/masyu.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

const char* colour_name(int pearl) {
  return pearl == Masyu::kBlack ? "black" : "white";
}

}  // namespace

std::vector<Clue> Masyu::removable_clues() const {
  std::vector<Clue> out;
  for (int cell = 0; cell < height * width; ++cell) {
    const int v = pearls.cells[at(cell)];
    if (v == kUnknown) continue;
    out.push_back({Clue::Kind::Mark, cell / width, cell % width, Side::Top, cell, v});
  }
  return out;
}

void Masyu::set_clues(std::span<const Clue> clues) {
  pearls = Grid(height, width);
  for (const Clue& clue : clues) {
    if (clue.kind != Clue::Kind::Mark || clue.index < 0 || clue.index >= height * width)
      throw std::invalid_argument("a masyu's clues are its pearls; it has no " +
                                  describe_clue(clue));
    pearls.cells[at(clue.index)] = clue.value;
  }
}

std::vector<int> Masyu::cells_of_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Mark) return Puzzle::cells_of_clue(clue);
  return {clue.index};
}

std::string Masyu::describe_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Mark) return Puzzle::describe_clue(clue);
  return std::string(colour_name(clue.value)) + " pearl " + masyu_cell_name(*this, clue.index);
}

EncodingSize Masyu::encoding_size(const EncodeOptions& options) const {
  return rules().size(options);
}

std::string Masyu::minizinc_data() const {
  return "h = " + std::to_string(height) + ";\nw = " + std::to_string(width) +
         ";\nfull = " + (full ? "true" : "false") + ";\n" + dzn::givens("pearl", pearls, 0);
}

// ---- generate ----

namespace {

constexpr int kMinGenerate = 3;
constexpr int kMaxGenerate = 30;

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (auto problem = masyu_size_error(params.rows, params.cols)) return problem;
  if (params.rows < kMinGenerate || params.cols < kMinGenerate || params.rows > kMaxGenerate ||
      params.cols > kMaxGenerate)
    return "masyu sizes for generate are " + std::to_string(kMinGenerate) + " to " +
           std::to_string(kMaxGenerate) + " a side, not " + std::to_string(params.rows) + "x" +
           std::to_string(params.cols);
  return std::nullopt;
}

std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  return std::make_unique<Masyu>(params.rows, params.cols);
}

// The faces of the lattice of an H x W grid's cell centres: (H-1) x (W-1) unit squares.
class FaceRegion {
 public:
  FaceRegion(int rows, int cols) : rows_(rows - 1), cols_(cols - 1), in_(at(rows_ * cols_), 0) {}

  int faces() const { return rows_ * cols_; }
  bool has(int r, int c) const {
    return r >= 0 && c >= 0 && r < rows_ && c < cols_ && in_[at(r * cols_ + c)];
  }
  void add(int face) { in_[at(face)] = 1; }

  // Whether adding the face keeps the region a disc with a simple boundary: the face's sides it
  // shares with the region form one unbroken run of one to three sides, and a corner of the face
  // outside that run touches no face of the region.
  bool can_add(int face) const {
    const int r = face / cols_, c = face % cols_;
    if (in_[at(face)]) return false;
    // Sides N E S W; corner k lies between side k and side k+1 (NE, SE, SW, NW).
    const bool side[4] = {has(r - 1, c), has(r, c + 1), has(r + 1, c), has(r, c - 1)};
    const bool diagonal[4] = {has(r - 1, c + 1), has(r + 1, c + 1), has(r + 1, c - 1),
                              has(r - 1, c - 1)};
    int count = 0, starts = 0;
    for (int k = 0; k < 4; ++k) {
      count += side[k];
      if (side[k] && !side[(k + 3) % 4]) ++starts;  // a run begins at side k
    }
    if (count == 0 || count == 4 || starts != 1) return false;
    for (int k = 0; k < 4; ++k)
      if (!side[k] && !side[(k + 1) % 4] && diagonal[k]) return false;
    return true;
  }

  // The loop around the region, as an answer grid of centre_loop(rows + 1, cols + 1): h[i][j]
  // is the side between faces (i-1, j) and (i, j), v[i][j] between faces (i, j-1) and (i, j).
  Grid loop() const {
    const int H = rows_ + 1, W = cols_ + 1;
    const LoopShape shape = centre_loop(H, W);
    Grid g = loop_grid(shape);
    for (int i = 0; i < H; ++i)
      for (int j = 0; j + 1 < W; ++j) {
        auto [r, c] = cell_of(shape, {EdgeKind::H, i, j});
        g.at(r, c) = has(i - 1, j) != has(i, j) ? 1 : 0;
      }
    for (int i = 0; i + 1 < H; ++i)
      for (int j = 0; j < W; ++j) {
        auto [r, c] = cell_of(shape, {EdgeKind::V, i, j});
        g.at(r, c) = has(i, j - 1) != has(i, j) ? 1 : 0;
      }
    return g;
  }

 private:
  int rows_, cols_;
  std::vector<char> in_;
};

// A random loop through the centres of a rows x cols grid: a region of a third to two thirds of
// the faces, grown as FaceRegion says.
Grid random_loop(int rows, int cols, Random& rng) {
  FaceRegion region(rows, cols);
  const int faces = region.faces();
  const int target = std::max(1, faces * rng.between(33, 67) / 100);
  region.add(rng.below(faces));
  std::vector<int> open;
  for (int size = 1; size < target; ++size) {
    open.clear();
    for (int f = 0; f < faces; ++f)
      if (region.can_add(f)) open.push_back(f);
    if (open.empty()) break;
    region.add(rng.pick(open));
  }
  return region.loop();
}

std::unique_ptr<Masyu> with_pearls(int rows, int cols, Grid pearls) {
  auto m = std::make_unique<Masyu>(rows, cols);
  m->pearls = std::move(pearls);
  return m;
}

// Takes pearls away in random order while the puzzle keeps one solution, each tried once. (Trying
// them in groups first does not pay: on 20 x 20 puzzles nearly every pair of pearls is needed
// together, so most groups fail and the calls grow by half.)
void thin_out(Masyu& puzzle, Random& rng, const SolutionsUpToTwo& solve) {
  std::vector<int> order;
  for (int cell = 0; cell < puzzle.height * puzzle.width; ++cell)
    if (puzzle.pearls.cells[at(cell)] != kUnknown) order.push_back(cell);
  rng.shuffle(order);
  for (int cell : order) {
    const int pearl = puzzle.pearls.cells[at(cell)];
    puzzle.pearls.cells[at(cell)] = kUnknown;
    if (solve(puzzle).size() != 1) puzzle.pearls.cells[at(cell)] = pearl;
  }
}

std::unique_ptr<Puzzle> generate_finish(const Grid&, const GenerateParams& params, Random& rng,
                                        const SolutionsUpToTwo& solve) {
  const int rows = params.rows, cols = params.cols;
  for (int attempt = 0; attempt < 100; ++attempt) {
    Grid loop = random_loop(rows, cols, rng);
    for (int step = 0; step < 2 * rows * cols; ++step) {
      Grid pearls = implied_pearls(rows, cols, loop);
      auto puzzle = with_pearls(rows, cols, pearls);
      const std::vector<Grid> solutions = solve(*puzzle);
      if (solutions.size() == 1) {
        thin_out(*puzzle, rng, solve);
        return puzzle;
      }
      if (solutions.empty()) break;  // cannot be: the loop solves it
      const Grid& other = solutions[0] == loop ? solutions[1] : solutions[0];
      if (implied_pearls(rows, cols, other) == pearls) break;  // no more pearls to gain
      loop = other;
    }
  }
  throw std::runtime_error("no masyu with exactly one solution found for this size");
}

}  // namespace

Genre masyu_unit() {
  Generator generator;
  generator.problem = generate_problem;
  generator.largest = {{"", 21}};
  generator.frame = generate_frame;
  generator.finish = generate_finish;
  return {"masyu", {"pearl", "mashu"}, "masyu (pearl, mashu)", masyu_native(),
          {},      {pearl_game()},     {mashu_genre()},        generator};
}

}  // namespace gridsat

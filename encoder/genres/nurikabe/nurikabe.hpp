// Nurikabe: shade cells of an H x W grid so that every number lies in a white area (orthogonally
// connected unshaded cells) of exactly that many cells holding no other number, every white area
// holds a number, all shaded (black) cells are orthogonally connected, and no 2 x 2 block is all
// black. A `?` (a number not shown, as pzprjs writes it) asks for a white area with exactly one
// number, of any size.
//
// The answer is a shading: one boolean variable per cell, true = black. The islands are encoded
// by owners (which number each white cell belongs to; see nurikabe.cpp and docs/nurikabe.md),
// the black wall by encodings/connectivity.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/puzzle.hpp"

namespace gridsat {

// A `?` in the numbers grid: a number that is not shown (any island size).
inline constexpr int kAnyIslandSize = 0;
// The largest side gridsat accepts (the island encodings grow with the numbers' squares).
inline constexpr int kMaxNurikabeSide = 200;

// What is wrong with an H x W nurikabe size, or nothing.
std::optional<std::string> nurikabe_size_error(int height, int width);

// Where the encoding changes its ways (nurikabe.cpp, docs/nurikabe.md): islands with more
// layers than this (a number in the hundreds) are connected otherwise; lazy encodes a wall of at
// most this many layers (few black cells) all the same; the wall's cell count is a counter when
// it takes at most this many variables per cell of the grid.
inline constexpr long long kMaxIslandLayers = 200'000;
inline constexpr long long kMaxLazyWallLayers = 100'000;
inline constexpr long long kLazyWallShare = 8;
inline constexpr long long kMaxWallCount = 20;

struct WallPlan;

class Nurikabe final : public Puzzle {
 public:
  // How Lazy leaves the rules to cuts (cuts() finds every broken rule whichever was used).
  enum class LazyIslands {
    Static,  // only the black wall is lazy; the islands are encoded completely
    Cuts,    // the black wall and the islands' connectivity are lazy (owners and sizes stay)
  };

  int height = 1;
  int width = 1;
  // The numbers: kUnknown for a cell without one, kAnyIslandSize for `?`, otherwise 1..H*W.
  Grid numbers{1, 1};
  LazyIslands lazy_islands = LazyIslands::Static;
  // An island whose unary layers (cells it can reach times number - 1) would exceed this is
  // connected by cuts when lazy, by encode_connected's spanning tree when static.
  long long island_layer_limit = kMaxIslandLayers;
  // Lazy encodes the wall all the same when its unary layers are at most this many and the
  // wall is at most 1 / lazy_wall_share of the grid (no `?`): a huge island.
  long long lazy_wall_limit = kMaxLazyWallLayers;
  long long lazy_wall_share = kLazyWallShare;

  Nurikabe() = default;
  Nurikabe(int height, int width);

  std::string_view type() const override { return "nurikabe"; }
  int rows() const override { return height; }
  int cols() const override { return width; }
  // No cell of the answer is given: the numbers are clues on cells (check holds a shaded number
  // to the rules, with a message that says so). All kUnknown.
  const Grid& givens() const override { return no_givens_; }
  std::string header_options() const override;
  std::optional<int> parse_value(std::string_view text) const override;
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::vector<Cut> cuts(const Grid& answer) const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Nurikabe>(*this); }
  AnswerKind answer_kind() const override { return AnswerKind::Shading; }

  // The numbers are the puzzle, not removable clues: a number taken away leaves an island that
  // must join another one, a different puzzle rather than one with less information.
  std::vector<Clue> removable_clues() const override { return {}; }
  void set_clues(std::span<const Clue> clues) override;
  // Whether Lazy encodes the wall all the same (the numbers add up to `walls` black cells).
  bool lazy_wall_in_cnf(const WallPlan& plan, bool any_size, long long walls) const;

  EncodingSize encoding_size(const EncodeOptions& options) const override;
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;

  // Sets the numbers (and the size to theirs).
  void set_numbers(Grid numbers);
  // The numbered cells, row-major.
  std::vector<int> clue_cells() const;

 protected:
  // A nurikabe has no givens to replace.
  void set_givens(Grid) override {}

 private:
  Grid no_givens_{1, 1};
};

// The cells each number's island can reach: breadth-first from the number through cells that
// are neither another number nor next to one (such a cell, white, would join two numbers), at
// most number - 1 steps (any number of steps for `?`). One per numbered cell, row-major; cells
// in breadth-first order (the number's own first) with their distances. A number next to
// another number reaches nothing, not even its own cell.
struct IslandReach {
  int clue = 0;    // the numbered cell
  int number = 0;  // its number (kAnyIslandSize for `?`)
  std::vector<int> cells;
  std::vector<int> dist;
};
std::vector<IslandReach> island_reaches(const Nurikabe& puzzle);

// What the numbers add up to: the white cells of every solution, unless a `?` leaves it open.
struct IslandTotal {
  bool any_size = false;  // a `?`: `white` says nothing
  long long white = 0;
};
IslandTotal island_total(const std::vector<IslandReach>& reaches);
// Whether the wall's count of `walls` black cells is a counter: when it takes at most
// kMaxWallCount variables per cell (about n * min(k, n - k) over the n cells without a number).
bool wall_count_fits(const Grid& numbers, long long walls);

// How encode connects the black wall (the static encoding), worked out once for encode and
// encoding_size. The graph leaves out the numbered cells (always white) and makes each group of
// adjacent cells no island reaches (always black) one node; the first such group is the root.
// With a root, the wall is joined to it by unary distance layers (reach within d steps, d up to
// `last_layer`); without one but with no `?` (the bound known), by unary layers from the first
// black node (every node at distance 0); unless they would take more than kMaxWallLayers
// variables: then, and with a `?` and no root, by encode_connected's spanning tree with binary
// ranks.
inline constexpr long long kMaxWallLayers = 4'000'000;
struct WallPlan {
  Graph graph;
  std::vector<int> node;        // per cell: its node, -1 for a numbered cell
  std::vector<int> first_cell;  // per node: a cell of it (the black variable it stands for)
  std::optional<int> root;
  std::vector<int> dist;  // per node: breadth-first distance from the root (-1: none; no root: 0)
  int last_layer = 0;     // no black node lies further from the root along the wall
  long long layers = 0;   // the layer variables unary layers take
  bool unary = false;
};
WallPlan plan_wall(const Nurikabe& puzzle, const std::vector<IslandReach>& reaches);

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct PuzzlinkGenre;
struct Genre;
NativeFormat nurikabe_native();
PuzzlinkGenre nurikabe_puzzlink();
Genre nurikabe_unit();

}  // namespace gridsat

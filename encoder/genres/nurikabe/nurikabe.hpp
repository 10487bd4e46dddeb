// Nurikabe: shade cells of an H x W grid so that every number lies in a white area (orthogonally
// connected unshaded cells) of exactly that many cells holding no other number, every white area
// holds a number, all shaded (black) cells are orthogonally connected, and no 2 x 2 block is all
// black. A `?` (a number not shown, as pzprjs writes it) asks for a white area with exactly one
// number, of any size.
//
// The answer is a shading: one boolean variable per cell, true = black. The rules are three
// primitives of encoder/rules (rules()): no 2 x 2 black block, numbered areas of white cells in
// the islands style (rules/islands.cpp: each number owns the cells its island reaches), and the
// black wall connected in the wall style (rules/wall.cpp: folded where no island reaches, joined
// by distance layers no longer than the wall can be).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "puzzles/puzzle.hpp"
#include "rules/areas.hpp"
#include "rules/connected.hpp"
#include "rules/rule_set.hpp"

namespace gridsat {

// A `?` in the numbers grid: a number that is not shown (any island size).
inline constexpr int kAnyIslandSize = 0;
// The largest side gridsat accepts (the island encodings grow with the numbers' squares).
inline constexpr int kMaxNurikabeSide = 200;

// What is wrong with an H x W nurikabe size, or nothing.
std::optional<std::string> nurikabe_size_error(int height, int width);

// Where the encoding changes its ways (rules/islands.cpp, rules/wall.cpp, docs/nurikabe.md).
inline constexpr long long kMaxIslandLayers = rules::kMaxIslandLayers;
inline constexpr long long kMaxLazyWallLayers = rules::kMaxLazyWallLayers;
inline constexpr long long kLazyWallShare = rules::kLazyWallShare;

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
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  void draw(Picture& picture) const override;
  std::string minizinc_data() const override;

  // Sets the numbers (and the size to theirs).
  void set_numbers(Grid numbers);
  // The numbered cells, row-major.
  std::vector<int> clue_cells() const;
  // The rules: no 2 x 2 black block, the white areas numbered, the black wall connected.
  rules::RuleSet rules() const;

 protected:
  // A nurikabe has no givens to replace.
  void set_givens(Grid) override {}

 private:
  Grid no_givens_{1, 1};
  struct RulesKey {
    Grid numbers{1, 1};
    LazyIslands lazy_islands = LazyIslands::Static;
    long long island_layer_limit = 0;
    long long lazy_wall_limit = 0;
    long long lazy_wall_share = 0;
    bool operator==(const RulesKey&) const = default;
  };
  rules::RuleSetCache<RulesKey> rules_cache_;
};

// The unit's readers and writers (this folder) and its entry in the registry (genres/genre.hpp).
struct NativeFormat;
struct PuzzlinkGenre;
struct Genre;
NativeFormat nurikabe_native();
PuzzlinkGenre nurikabe_puzzlink();
Genre nurikabe_unit();

}  // namespace gridsat

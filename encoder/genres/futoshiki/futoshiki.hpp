// Futoshiki (Tatham's Unequal): an N x N Latin square of values 1..N with relations between
// orthogonal neighbours. An inequality sign between two cells holds. In adjacent mode (Unequal's
// `a` flag) the relations are bars: two cells joined by a bar differ by exactly 1, and two cells
// without a bar do not. Givens optional.
//
// Its formats: Tatham's Unequal game IDs (tatham_unequal.hpp) and the native text
// `futoshiki N [adjacent]` with a drawn grid (native_futoshiki.hpp).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "puzzles/puzzle.hpp"
#include "rules/related.hpp"
#include "rules/values.hpp"

namespace gridsat {

class Futoshiki final : public Puzzle {
 public:
  // What stands between a cell and its right or lower neighbour, read "cell RELATION neighbour":
  // Less is "cell < neighbour", Greater "cell > neighbour", Adjacent a bar ("they differ by
  // exactly 1"). None is no constraint, except in adjacent mode, where it means "they do not differ
  // by 1". A sign in adjacent mode means just the sign (no reader makes one: Unequal cannot).
  enum class Relation : unsigned char { None, Less, Greater, Adjacent };

  // The two neighbours a cell holds the relation to.
  enum class Direction : unsigned char { Right, Down };

  // One pair of orthogonal neighbours (cells row-major): `first` is the left or upper cell,
  // `second` the right or lower one, and the relation reads "first RELATION second".
  struct Link {
    int first = 0;
    int second = 0;
    Direction direction = Direction::Right;
    Relation relation = Relation::None;
  };

  int n = 0;
  bool adjacent = false;
  Grid grid;  // the givens, kUnknown elsewhere
  // Per cell (row-major), its relation to the cell on its right and to the cell below it. The
  // last column's `right` and the last row's `down` are always None.
  std::vector<Relation> right;
  std::vector<Relation> down;

  Futoshiki() = default;
  explicit Futoshiki(int size, bool adjacent_mode = false);  // no givens, no relations

  Relation relation(int row, int col, Direction d) const;
  // The relation of (row, col) to its neighbour in direction d; that neighbour must exist.
  void set_relation(int row, int col, Direction d, Relation r);
  // Every pair of neighbours, in reading order of `first`, the right pair before the lower one.
  std::vector<Link> links() const;
  bool operator==(const Futoshiki& other) const;

  // The rules over the values layer: the Latin square, then the relations of the links, encoded
  // as `encoding` says.
  rules::ValueRuleSet rules(rules::PairEncoding encoding = rules::PairEncoding::Support) const;

  std::string_view type() const override { return "futoshiki"; }
  int rows() const override { return n; }
  int cols() const override { return n; }
  const Grid& givens() const override { return grid; }
  std::string header_options() const override;  // "5" or "5 adjacent"
  std::optional<Violation> check(const Grid& solution) const override;
  void encode(Cnf& cnf, const EncodeOptions& options) const override;
  std::unique_ptr<NativeRules> native_rules() const override;
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<Futoshiki>(*this); }
  EncodingSize encoding_size(const EncodeOptions& options) const override;
  std::string minizinc_data() const override;
  // The givens, then (not in adjacent mode, whose bars are structure) the signs.
  std::vector<Clue> removable_clues() const override;
  void set_clues(std::span<const Clue> clues) override;
  std::string describe_clue(const Clue& clue) const override;
  std::vector<int> cells_of_clue(const Clue& clue) const override;  // a sign: its two cells
  // The signs and bars as marks between cells: "<" ">" "┃" between columns, "∧" "∨" "━" between
  // rows ("∧": the upper cell is the smaller).
  void draw(Picture& picture) const override;

 protected:
  void set_givens(Grid givens) override { grid = std::move(givens); }
};

// How the relations become clauses over the one-hot cell variables (futoshiki.cpp says why
// encode() uses Support): rules::Related's options. All are exact; tests hold each against
// check().
using RelationEncoding = rules::PairEncoding;
void encode_futoshiki(const Futoshiki& puzzle, Cnf& cnf, const EncodeOptions& options,
                      RelationEncoding relations);

// The unit's readers and writers (this folder; their functions are declared in
// tatham_unequal.hpp and native_futoshiki.hpp) and its entry for the registry (genres/genre.hpp).
struct NativeFormat;
struct TathamGame;
struct Genre;
NativeFormat futoshiki_native();
TathamGame unequal_game();
Genre futoshiki_unit();

}  // namespace gridsat

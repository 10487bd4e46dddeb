// Masyu's pearls, on one single loop through the cells' centres (the rule is stated on such a
// loop: a rule set holds it with SingleLoop, whose degree 0 or 2 its clauses rely on). The loop
// passes through every pearl; on a black pearl it turns, and goes straight through the next cell
// on both arms; on a white pearl it goes straight, and turns in at least one of the two cells
// beside it along the loop.
//
// encode: a handful of binary and ternary clauses per pearl over the edges around it, the usual
// reading's "straight across", "turns" with their definitions substituted, which degree 0 or 2
// makes exact. With L R U D the pearl's edges and LL the edge beyond the left neighbour (the one
// that continues L straight on), and so on (an edge off the grid is false):
//  - black: L | R, -L | -R, U | D, -U | -D (one edge across and one up or down), and L -> LL,
//    R -> RR, U -> UU, D -> DD (the neighbour it enters goes straight on);
//  - white: L <-> R, U <-> D, L | U (on the loop, straight), and L -> -LL | -RR, U -> -UU | -DD
//    (one of the two neighbours turns).
// propagate: on cell shapes, as Tatham's Pearl solver reasons: each cell is one of seven shapes
// (empty, two straights, four corners) narrowed by its decided edges and its pearl; a black
// pearl's neighbour along a used edge goes straight that way, and a black pearl cannot leave
// towards a cell that cannot go straight on; a white pearl whose two neighbours on one axis
// cannot turn is not straight on that axis, and when it is and one cannot turn the other must;
// the edges every remaining shape of one of their cells agrees on are decided.
// choose: an open edge at the pearl with the fewest open edges, used then unused; without one,
// every open edge at the loose end with the fewest (one of them is the loop's next step). On
// generated 15 x 15 and 20 x 20 puzzles that need search this takes a fraction of the nodes of
// following the loop from its ends alone.
#pragma once

#include "rules/loop.hpp"

namespace gridsat::rules {

class Pearls final : public LoopRule {
 public:
  static constexpr int kWhite = 1;
  static constexpr int kBlack = 2;

  // `pearls`: per point (row-major), kWhite, kBlack or kUnknown for none.
  Pearls(LoopGeometryPtr geometry, std::vector<int> pearls);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& answer) const override;
  void encode(Cnf& cnf, const LoopVars& vars, const EncodeOptions& options) const override;
  bool propagate(LoopState& state, bool& changed) const override;
  bool choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override;
  EncodingSize size(const EncodeOptions& options) const override;

 private:
  LoopGeometryPtr geo_;
  std::vector<int> pearls_;
};

// Every pearl a complete loop allows, per point: black where it turns and goes straight through
// the next cell on both arms, white where it goes straight and turns next to the pearl on at
// least one side (the pearls of a complete answer, for the generator). A loop keeps a puzzle's
// pearls exactly when they are a subset of these.
std::vector<int> implied_pearls(const LoopGeometry& geometry, const Grid& answer);

}  // namespace gridsat::rules

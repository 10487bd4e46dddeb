// Rectangles: every area of cells of one colour (connected through sides) is a rectangle
// (chocona's shaded areas; mochikoro's and nurimisaki's unshaded ones). An area is a rectangle
// exactly when no 2 x 2 block holds three of its cells and one cell of the other colour: an
// area that is not a rectangle has a concave corner, and the block around it holds three cells
// of the area and one outside it, which (being the area's neighbour or a corner between two
// of its cells) is not of the colour; conversely a block with three cells of the colour has them
// connected, in one area whose corner the fourth cell cuts. Areas may touch at corners.
//
// Encoded as four clauses per block, one per cell x: "the other three have the colour -> so
// has x"; its propagation: a block whose three known cells have the colour gives the fourth the
// colour too, and a block with two of the colour and one of the other leaves its fourth cell
// the other colour.
//
// Squares: every area of one colour is a square (tasquare's shaded areas). It is Rectangles
// and, at each top-left corner of an area (a cell of the colour whose upper and left neighbours
// are not), a run to the right as long as the run down: with the prefix conjunctions "the k
// cells right of x have the colour" (R_k) and "the k cells below" (D_k), the corner and R_k
// give the k-th cell below the colour, and D_k the k-th to the right (past the grid's edge: the
// run cannot be that long). A rectangle wider than high would have R_h and a cell of another
// colour h below its corner. Its propagation: Rectangles', and an area with no open neighbour
// left must be a square.
#pragma once

#include <vector>

#include "rules/rule.hpp"

namespace gridsat::rules {

class Rectangles final : public ShadingRule {
 public:
  // `colour`: 1 for the shaded areas, 0 for the unshaded ones; `noun` names them ("shaded
  // cells").
  Rectangles(GridShape shape, int colour, std::string noun);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;

 private:
  GridShape shape_;
  int colour_;
  std::string noun_;
};

class Squares final : public ShadingRule {
 public:
  Squares(GridShape shape, int colour, std::string noun);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;

 private:
  Rectangles rectangles_;
  GridShape shape_;
  int colour_;
  std::string noun_;
  std::vector<std::vector<int>> near_;  // each cell's side neighbours
};

}  // namespace gridsat::rules

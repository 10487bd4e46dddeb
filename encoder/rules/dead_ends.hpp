// Dead ends: a cell of one colour has exactly one side neighbour of that colour exactly when it
// is marked (nurimisaki's circles are the ends of the unshaded paths, and no other unshaded cell
// is one: pzprjs's checkCirclePromontory and checkNonCircleNotPromontory). A marked cell need not
// have the colour here; the genre says so where it must.
//
// Encoded per cell x over its side neighbours N: marked, "x of the colour" implies one of N of
// the colour and no two of them; unmarked, "x and n of the colour" implies another of N of the
// colour, for each n in N (none of the colour stays allowed: a lone cell is no dead end). Its
// propagation is exact on each cell's neighbourhood (at most five cells): a value stays where
// some completion of the cell and its neighbours keeps the cell's rule.
#pragma once

#include <string>
#include <vector>

#include "rules/rule.hpp"

namespace gridsat::rules {

class DeadEnds final : public ShadingRule {
 public:
  // `marked`: per cell (row-major), nonzero where the cell is marked; `mark` names a marked cell
  // in messages ("circle").
  DeadEnds(GridShape shape, int colour, std::vector<char> marked, Noun noun = {},
           std::string mark = "marked cell");

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;

 private:
  GridShape shape_;
  int colour_;
  std::vector<char> marked_;
  Noun noun_;
  std::string mark_;
  std::vector<std::vector<int>> near_;  // each cell's side neighbours
};

}  // namespace gridsat::rules

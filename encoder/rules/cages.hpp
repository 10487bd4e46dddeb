// Arithmetic cages: the values of a cage's cells combine to its target with its operation
// (calcudoku, KenKen, Keen), and listed pairs of its cells (those sharing a row or a column)
// hold different values.
//
// The operations as the rules state them: `-` is the larger minus the smaller and `/` the larger
// over the smaller (exact), both on two cells only; no operation is the value itself on one
// cell, any of the four on two, `+` or `*` on more. A cage's cells hold positive values: the
// domain is 1 to n, or 0 to n where no cage's cell may hold the 0 (kakuro's black cells, in no
// run, hold it).
//
// Encoded per cage by encodings/cages (`--cages`: a clause per allowed tuple of values, or a
// decision diagram over them; `auto` picks by the number of tuples), its differing pairs left
// to pruning where the rule set's other rules forbid equal values there (`pairs_known`: a Latin
// square's rows and columns); propagated by propagators/cages (a value stays in a cell while
// some completion of the cage uses it), near a decision only the cages of narrowed cells.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "rules/groups.hpp"
#include "rules/values.hpp"

namespace gridsat::rules {

enum class Arithmetic { Any, Sum, Difference, Product, Quotient };

struct Cage {
  std::vector<int> cells;  // row-major
  Arithmetic op = Arithmetic::Any;
  long long target = 0;
  std::vector<std::pair<int, int>> differ;  // positions in `cells` that hold different values
  std::string text;                         // the target as messages give it: "12+"
  // What messages call the cage ("the down run from r2c3"; empty: "the cage of" its first cell),
  // and the cell where a wrong total shows (its clue; -1: its first cell).
  std::string name = {};
  int shown_at = -1;
};

class Cages final : public ValueRule {
 public:
  Cages(GridShape shape, std::vector<Cage> cages, bool pairs_known);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& values) const override;
  void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const override;
  bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                 bool& changed) const override;
  bool local() const override { return true; }
  bool propagate_near(const ValueDomain& domain, std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;

 private:
  bool propagate_cage(std::size_t k, const ValueDomain& domain, std::vector<Candidates>& cells,
                      bool& changed) const;

  GridShape shape_;
  std::vector<Cage> cages_;
  bool pairs_known_;
  std::vector<std::vector<std::uint64_t>> differ_;  // per cage and position, the positions apart
  CellIndex index_;                                 // per cell, its cages
};

}  // namespace gridsat::rules

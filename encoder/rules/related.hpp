// Relations between the values of two cells: listed pairs of cells, each with the relation its
// two numbers keep (kropki's dots: a white dot, numbers one apart; a black dot, one number twice
// the other; no dot, neither; suguru's and kojun's neighbours: different; kojun's cell above
// another of its room and futoshiki's signs: greater; futoshiki's adjacent mode: a bar, one
// apart, and no bar, not one apart; over a domain with a blank 0, different unless both are
// blank, and opposite: both blank or two different numbers, a magnet's ends).
//
// "Different", "neither", "not consecutive" and "different unless blank" forbid few pairs of
// numbers: one binary clause against each (for different, one per number both cells may hold). The
// others are encoded by support clauses (I. P. Gent, "Arc consistency in SAT", ECAI 2002): for each
// number one cell may hold, "it holds it" implies one of the numbers of the other cell that keep
// the relation with it, both ways; unit propagation on them removes exactly the numbers without
// support. Two other encodings stay selectable, measured against it on futoshiki (futoshiki.cpp has
// the figures): the direct one (a binary clause against every forbidden pair, whatever the kind)
// and an order encoding of "greater" (per cell a ladder "its number is above the k-th", channelled
// to the cell's one-hot variables, and a > b as "b above the k-th -> a above the (k+1)-th").
//
// The native propagation makes each pair arc consistent: a number stays in a cell while the other
// cell still has a number that keeps the relation with it (for "greater" by the bounds alone,
// which is the same: the domain's values ascend).
#pragma once

#include <functional>

#include <string>
#include <vector>

#include "rules/groups.hpp"
#include "rules/values.hpp"

namespace gridsat::rules {

enum class PairKind {
  Consecutive,     // the numbers differ by 1 (kropki's white dot)
  Double,          // one number is twice the other (kropki's black dot)
  Neither,         // neither of the two (kropki without a dot between the cells)
  Different,       // the numbers differ
  Greater,         // the first number is greater than the second
  NotConsecutive,  // the numbers do not differ by 1 (futoshiki's adjacent mode without a bar)
  // With a blank (0) in the domain:
  DifferentUnlessBlank,  // the numbers differ, or both cells are blank (two like magnet poles
                         // never side by side; sukoro's equal numbers apart)
  Opposite,              // both blank, or two different numbers (a magnet's two ends, + and -,
                         // or a neutral domino)
};

enum class PairEncoding { Support, Direct, Order };

struct CellPair {
  int first = 0;
  int second = 0;
  PairKind kind = PairKind::Neither;
};

class Related final : public ValueRule {
 public:
  // `names` writes a value in messages (a declared genre's: magnets' poles + and -, view's
  // numbers shown one below their values); empty: the number.
  Related(GridShape shape, std::vector<CellPair> pairs,
          PairEncoding encoding = PairEncoding::Support,
          std::function<std::string(int)> names = {});

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& values) const override;
  void encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const override;
  bool propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                 bool& changed) const override;
  bool local() const override { return true; }
  bool propagate_near(const ValueDomain& domain, std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;

 private:
  bool revise(const ValueDomain& domain, const CellPair& pair, std::vector<Candidates>& cells,
              bool& changed) const;
  std::string name(int value) const;

  GridShape shape_;
  std::vector<CellPair> pairs_;
  PairEncoding encoding_;
  CellIndex index_;  // per cell, the pairs that hold it
  std::function<std::string(int)> names_;
};

}  // namespace gridsat::rules

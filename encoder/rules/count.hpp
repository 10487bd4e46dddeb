// Count: every group of a list holds exactly, at most or at least its target number of shaded
// cells (star battle's rows, columns and regions; heyawake's and norinori's rooms; the shaded
// cells around a clue).
//
// Encoded with encodings/cardinality (`--card`: the sequential counter of Sinz 2005 or the
// totalizer of Bailleux and Boufkhad 2003), one constraint per group in order, over the cells no
// other rule keeps unshaded (ShadingVars). Its propagation per group: with s shaded and o open
// cells, past the target fails, at the target (at most, exactly) the open cells are unshaded, and
// with just enough open cells left (at least, exactly) they are all shaded. Options:
//  - amo (light up's runs): a group of at most one shaded cell is encoded by encodings/amo under
//    `--amo` instead of a counter (pairwise for short groups, a sequential or product encoding
//    for long ones); its propagation is the same.
//  - block bound, for star battle (needs kAtMostOnePerBlock): cut the grid into 2 x 2 blocks
//    four ways (by the parity of the blocks' corner); each block holds at most one shaded cell,
//    so a group's open cells hold at most as many as the blocks they meet. Fewer than it misses
//    fails; exactly that many means every such block holds one, so a block that meets the
//    group's open cells in a single cell has its shaded cell there (in a row: an odd run of
//    2m - 1 open cells that must hold m has them at every other cell). The star battle players'
//    counting argument.
//  - pairs apart, for hitori (needs kNoSideNeighbours): on groups of two cells that hold at least
//    one shaded cell, the units the two rules imply together: a cell beside both cells of such a
//    pair is unshaded (the middle of "3 5 3"), a cell paired with both cells of a side-neighbour
//    pair is shaded (the third 3 of "3 3 ... 3"). Propagation decides them from the numbers at
//    once, as players do, where the CNF otherwise needs a trial of three cells (docs/hints.md:
//    Singles' easy puzzles are rated easy then).
//  - branch (exact and at-least counts): the native search branches in the most constrained group
//    that still misses shaded cells (the fewest open cells beyond those it misses, then the
//    fewest open cells), on its first open cell, shaded first: star battle's rows, light up's
//    unlit cells.
#pragma once

#include <string>
#include <vector>

#include "rules/groups.hpp"
#include "rules/rule.hpp"

namespace gridsat::rules {

enum class Relation { Exactly, AtMost, AtLeast };

struct CountOptions {
  bool block_bound = false;
  bool branch = false;
  bool amo = false;
  bool pairs_apart = false;
};

class Count final : public ShadingRule {
 public:
  // `targets`: one per group, or a single one for every group.
  Count(GridShape shape, Groups groups, Relation relation, std::vector<int> targets, Noun noun = {},
        CountOptions options = {});

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  bool propagate_near(std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;
  bool choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override;
  unsigned needs() const override {
    return (options_.block_bound ? kAtMostOnePerBlock : kNoFacts) |
           (options_.pairs_apart ? kNoSideNeighbours : kNoFacts);
  }
  EncodingSize size(const EncodeOptions& options, std::span<const char> kept) const override;

 private:
  int target(std::size_t group) const {
    return targets_.size() == 1 ? targets_[0] : targets_[group];
  }
  bool uses_amo(std::size_t group) const {
    return options_.amo && relation_ == Relation::AtMost && target(group) == 1;
  }
  bool propagate_group(std::size_t g, std::vector<Candidates>& cells, bool& changed) const;
  // A group of two cells holding at least one shaded cell (pairs apart's).
  bool holds_pair(std::size_t g) const {
    return relation_ != Relation::AtMost && groups_.cells[g].size() == 2 && target(g) == 1;
  }
  void encode_pairs_apart(Cnf& cnf, const ShadingVars& vars) const;
  bool block_bound(const std::vector<int>& open, int missing, std::vector<Candidates>& cells,
                   bool& changed) const;

  GridShape shape_;
  Groups groups_;
  Relation relation_;
  std::vector<int> targets_;
  Noun noun_;
  CountOptions options_;
  CellIndex groups_at_;  // per cell, the groups that hold it
};

}  // namespace gridsat::rules

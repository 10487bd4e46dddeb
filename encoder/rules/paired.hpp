// Paired: each marked cell (a tree) is paired with one shaded cell beside it (a tent) and each
// shaded cell with one marked cell beside it, one to one: a perfect matching between the marked
// and the shaded cells along side adjacency (tents; GENRES.md's "matching by adjacency"). A
// shaded cell may touch other marked cells as well. No marked cell is shaded, nor any cell beside
// no marked cell: the rule keeps both unshaded whatever the rest (kept_unshaded), and the other
// rules of a set leave them out of their clauses.
//
// Encoded as tents always were: a unit per cell kept unshaded; a pairing variable per marked cell
// and unmarked neighbour, which implies that neighbour shaded; each marked cell exactly one
// pairing, each shaded cell at least one and at most one (`--amo`; at most four literals each).
// Its propagation: the cells kept unshaded; a marked cell with no neighbour left that may be
// shaded fails, with one it shades it; as many shaded cells as marked ones (too many or too few
// left fails, just enough settles the open cells); then, where that narrowed nothing, two
// matchings as failure checks: the marked cells into distinct neighbours that may be shaded, and
// the shaded cells into distinct marked neighbours. A bipartite graph with a matching covering a
// set A of one side and one covering a set B of the other has one covering both (Mendelsohn and
// Dulmage, 1958), so on a complete shading the two checks are the rule itself. The propagation
// reads the whole grid, so it is costly: it runs once the cheap rules are still (tents' native
// search took 1.4 to 1.7 times as long on the 30x30 bench puzzles otherwise). The native search
// branches beside the marked cell with the fewest open neighbours (those already paired last),
// shaded first.
#pragma once

#include <string>
#include <vector>

#include "rules/rule.hpp"

namespace gridsat::rules {

class Paired final : public ShadingRule {
 public:
  // `marked`: per cell (row-major), nonzero where a marked cell stands; `noun` names the shaded
  // cells in messages ("tent"), `mark` the marked ones ("tree").
  Paired(GridShape shape, std::vector<char> marked, Noun noun = {},
         Noun mark = {"marked cell", "marked cells"});

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  bool choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override;
  EncodingSize size(const EncodeOptions& options, std::span<const char> kept) const override;
  std::vector<int> kept_unshaded() const override { return kept_; }
  bool costly() const override { return true; }

 private:
  bool marked(int cell) const { return marked_[static_cast<std::size_t>(cell)] != 0; }
  bool matchings_hold(const std::vector<Candidates>& cells) const;

  GridShape shape_;
  std::vector<char> marked_;
  Noun noun_;
  Noun mark_;
  std::vector<std::vector<int>> near_;      // each cell's side neighbours
  std::vector<int> marks_;                  // the marked cells, in reading order
  std::vector<int> mark_of_;                // per cell, its index in marks_, or -1
  std::vector<std::vector<int>> partners_;  // per mark, its unmarked neighbours
  std::vector<int> kept_;                   // the cells kept unshaded, in reading order
};

}  // namespace gridsat::rules

// Sight: a clue cell looks along its row and column, the four ways out of it; each way it sees
// the run of cells of one colour that starts next to it, up to the first cell of the other
// colour or the grid's edge. Every clue sees exactly its number of such cells, the four ways
// together (kurodoko's and cave's numbers count the white cells they see, themselves aside;
// canal view's count the shaded ones).
//
// Encoded as kurodoko is (encodings/sight_lines: per way the prefix conjunctions "the first k
// cells have the colour" up to the clue's number, one clause against one more, and exactly_k
// over them), and propagated as kurodoko is (propagators/sight_lines: the counts each way can
// still see that the other three can complete). When a clue still looks at an open cell the
// native search branches there: the first open cell of the clue with the fewest cells that could
// still change its view, the other colour first (it ends the view and, in kurodoko, settles its
// neighbours).
#pragma once

#include <vector>

#include "rules/groups.hpp"
#include "rules/rule.hpp"

namespace gridsat::rules {

// A clue: its cell and how many cells of the colour it sees.
struct SightClue {
  int cell = 0;
  int target = 0;
};

class Sight final : public ShadingRule {
 public:
  // `colour`: 1 to count shaded cells, 0 unshaded ones; `noun` names them; `own` is added to
  // the counts in messages, where a clue's number counts its own cell too. Throws
  // std::logic_error for a grid whose rows + cols pass propagators/sight_lines' kLargestSight,
  // or a clue outside it.
  Sight(GridShape shape, int colour, std::vector<SightClue> clues, Noun noun = {}, int own = 0);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  bool propagate_near(std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;
  bool choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override;
  EncodingSize size(const EncodeOptions& options, std::span<const char> kept) const override;

  // The cells a clue at `cell` looks along each way (down, right, up, left), nearest first.
  static std::vector<std::vector<int>> ways(GridShape shape, int cell);
  // How many cells of `colour` the clue at `cell` sees in a complete shading.
  static int seen(const Grid& shading, GridShape shape, int cell, int colour);

 private:
  GridShape shape_;
  int colour_;
  std::vector<SightClue> clues_;
  std::vector<std::vector<std::vector<int>>> ways_;  // per clue, each cut after its (t+1)-th cell
  Noun noun_;
  int own_;
  CellIndex readers_;  // per cell, the clues whose ways hold it
};

}  // namespace gridsat::rules

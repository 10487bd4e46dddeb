// Connected: the cells of one colour (the unshaded cells of hitori, kurodoko and heyawake; the
// shaded wall of nurikabe) form one area through side neighbours, or through side and corner
// neighbours (mochikoro's unshaded cells). No cell of the colour at all keeps the rule.
//
// Encoded through encodings/connectivity (`--connectivity`): statically as a spanning tree with
// binary ranks, rooted at the first cell of the colour; or, in a lazy run, left out of the CNF
// and enforced by the cuts of a disconnected answer (the TSP's subtour cuts; they name only
// cells of this layer, so they hold for every puzzle of the grid's size). Its propagation is
// propagators/connectivity's: the cells that must have the colour can still be joined through
// cells that may, and a cell every such join passes through (an articulation point) has it. It
// is costly, so it runs once the cheap rules have nothing left to narrow (rule_set.hpp).
//
// Option `enclosures` (k >= 1): for the unshaded cells where shaded cells never share a side,
// the clause "not every cell around this area is shaded" for each connected area of at most k
// cells that, with the cells around it, leaves some cell of the grid out. Implied: around such
// an area the shaded cells would make the area's cells beside them unshaded and the cells beyond
// them unshaded too, cut off from each other. Short clauses that unit propagation uses at once,
// where the spanning tree and the cuts reach the same only through long chains (hitori's and
// kurodoko's encodings had them from the start; docs/hitori.md and docs/kurodoko.md measure
// them).
//
// The wall style (wall.cpp, nurikabe's tuned encoding), for a rule set that fixes this colour's
// cells (KnownCells, rule.hpp): the cells that always have the colour fold into one node each
// group, and the area is joined to such a node (or, with the count known, to its first cell) by
// unary distance layers no longer than the area can be; with the count, implied clauses too.
#pragma once

#include <memory>
#include <optional>

#include "rules/groups.hpp"
#include "rules/rule.hpp"

namespace gridsat {
struct Graph;  // encodings/connectivity.hpp
}

namespace gridsat::rules {

// The wall style's data: what the set fixes (from the rule of the set that gives it, for this
// colour: NumberedAreas::known_other of the other colour's areas); and, in lazy runs, the wall
// encoded all the same when its layers are at most `lazy_layers` and its cells at most 1 /
// `lazy_share` of the grid (a huge island's few black cells).
inline constexpr long long kMaxLazyWallLayers = 100'000;
inline constexpr long long kLazyWallShare = 8;
struct WallOptions {
  KnownCells known;
  long long lazy_layers = kMaxLazyWallLayers;
  long long lazy_share = kLazyWallShare;
};

class Connected final : public ShadingRule {
 public:
  // `colour`: 1 for the shaded cells, 0 for the unshaded ones; `noun` names them ("unshaded
  // cells"). `always_static`: encoded statically in lazy runs too (yin-yang, whose two areas
  // the cuts of a lazy run took 240 times longer to settle on janko.at's Yin-Yang 115).
  // `corners`: cells that touch at a corner are neighbours too (mochikoro's unshaded cells).
  // `enclosures`: the largest areas whose enclosure is ruled out in clauses of their own (0:
  // none, up to 3); needs colour 0, no corners and a rule that keeps shaded cells apart
  // (kNoSideNeighbours). Throws std::logic_error otherwise.
  Connected(GridShape shape, int colour, std::string noun, bool always_static = false,
            bool corners = false, int enclosures = 0);
  // The wall style: side neighbours, the colour's cells as `wall.known` says (kKnownCells).
  Connected(GridShape shape, int colour, std::string noun, WallOptions wall);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  std::vector<Cut> cuts(const Grid& answer) const override;
  bool costly() const override { return true; }
  unsigned needs() const override {
    return (enclosures_ > 0 ? kNoSideNeighbours : kNoFacts) | (wall_ ? kKnownCells : kNoFacts);
  }
  EncodingSize size(const EncodeOptions& options, std::span<const char> kept) const override;

 private:
  GridShape shape_;
  int colour_;
  std::string noun_;
  bool always_static_;
  bool corners_;
  int enclosures_;
  std::shared_ptr<const Graph> graph_;  // the cells, side (and corner) neighbours linked
  std::optional<WallOptions> wall_;

  // The wall style (wall.cpp).
  void encode_wall(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const;
  EncodingSize wall_size(const EncodeOptions& options) const;
};

// How the wall style connects the area, worked out once for encode and size. The graph leaves
// out the cells that never have the colour and makes each group of adjacent cells that always
// have it one node; the first such group is the root. With a root, the area is joined to it by
// unary distance layers (reach within d steps, d up to `last_layer`); without one but with the
// count known, by unary layers from the first node of the colour (every node at distance 0);
// unless they would take more than kMaxWallLayers variables: then, and with neither, by
// encode_connected's spanning tree with binary ranks.
inline constexpr long long kMaxWallLayers = 4'000'000;
struct WallPlan {
  std::shared_ptr<Graph> graph;
  std::vector<int> node;        // per cell: its node, -1 for a cell that never has the colour
  std::vector<int> first_cell;  // per node: a cell of it (the variable it stands for)
  std::optional<int> root;
  std::vector<int> dist;  // per node: breadth-first distance from the root (-1: none; no root: 0)
  int last_layer = 0;     // no node of the colour lies further from the root along the area
  long long layers = 0;   // the layer variables unary layers take
  bool unary = false;
};
WallPlan plan_wall(GridShape shape, const KnownCells& known);

// The cells around (sorted) each connected area of at most `largest` cells (side neighbours)
// whose cells and the cells around it leave some cell of the grid out; sorted, each once.
std::vector<std::vector<int>> enclosure_borders(GridShape shape, int largest);

// Connected within groups: in each group, the cells of one colour form one area through side
// neighbours inside the group (shimaguni's islands, one per room). Per group it is Connected on
// the group's cells alone: encoded, cut and propagated through the same modules on the graph
// the group induces (no cell of the colour in a group keeps the rule).
class ConnectedWithin final : public ShadingRule {
 public:
  ConnectedWithin(GridShape shape, Groups groups, int colour, std::string noun);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  std::vector<Cut> cuts(const Grid& answer) const override;
  bool costly() const override { return true; }

 private:
  GridShape shape_;
  Groups groups_;
  int colour_;
  std::string noun_;
  std::vector<std::shared_ptr<const Graph>> graphs_;  // per group, its cells in its order
};

// Reaches the edge: every area of one colour touches the grid's edge (cave's shaded cells, so
// that the cave has no hole). It is Connected on the grid with one node more, the outside, which
// has the colour and neighbours every cell of the border: encoded, cut and propagated through
// encodings/connectivity and propagators/connectivity as above, the outside the spanning tree's
// root (a constant-true variable) and left out of the cuts (a literal that is always false).
class ReachesEdge final : public ShadingRule {
 public:
  ReachesEdge(GridShape shape, int colour, std::string noun);

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  std::vector<Cut> cuts(const Grid& answer) const override;
  bool costly() const override { return true; }

 private:
  GridShape shape_;
  int colour_;
  std::string noun_;
  std::shared_ptr<const Graph> graph_;  // the cells, then the outside
};

}  // namespace gridsat::rules

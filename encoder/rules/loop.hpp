// The loop layer of an answer: one boolean per edge of a lattice of points (slitherlink: the
// grid's vertices, masyu: the cells' centres), 1 where the edge is on the loop, laid out as
// puzzles/answer_kind.hpp lays out a loop answer (the h edges row by row, then the v edges; a
// padding cell always 0). The rules of encoder/rules/ over it are stated in the same three
// readings as over the shading layer (rule.hpp): an evaluator that reads a finished answer
// plainly and includes neither encodings/ nor propagators/, clauses through encodings/, and a
// propagation on the native search's candidates, the answer's cells (bit 0: the edge is off, bit
// 1: on). tests/rules holds them against each other on every answer of small lattices.
//
// The native rules of the layer share more than candidates: any set of cycles is the boundary of
// the faces it encloses, so the layer's propagation also keeps which faces lie on the same side
// of the loop (LoopState::sides, propagators/loop_sides.hpp), and a rule that learns "exactly one
// of these two edges" (a slitherlink 1 in a corner of a 3) says so there, where every other rule
// reads it.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "cnf/cnf.hpp"
#include "puzzles/answer_kind.hpp"
#include "puzzles/native_rules.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat {
class SideSets;  // propagators/loop_sides.hpp
}

namespace gridsat::rules {

// The native search's candidates of an edge.
inline constexpr Candidates kEdgeOff = 1;
inline constexpr Candidates kEdgeOn = 2;
inline constexpr Candidates kEdgeOpen = 3;

// The lattice under a loop answer: its points (P x Q, point i * Q + j), its faces (the unit
// squares between four points, (P - 1) x (Q - 1), face r * (Q - 1) + c below and right of point
// (r, c); the outside beyond the border is face `faces`), and its edges in the answer's order,
// each with its answer cell, its two points and its two faces.
struct LoopGeometry {
  struct Link {
    int cell = 0;  // answer-grid cell: row * shape.grid_cols() + col
    int a = 0;     // points: (i, j) and (i, j + 1) for an h edge, (i + 1, j) for a v edge
    int b = 0;
    int face1 = 0;  // above (h) or left (v)
    int face2 = 0;  // below (h) or right (v)
  };

  explicit LoopGeometry(const LoopShape& shape);

  LoopShape shape;
  int rows = 0;  // points
  int cols = 0;
  int faces = 0;            // inner faces; the outside is face `faces`
  std::vector<Link> edges;  // h edges row by row, then v edges
  // Per point: its edges up, right, down, left (indices into edges, -1 where there is none), and
  // the faces north-west, north-east, south-east, south-west of it; edge k lies between faces k
  // and k + 1.
  std::vector<std::array<int, 4>> point_edges;
  std::vector<std::array<int, 4>> point_faces;
  // Per inner face: its edges top, bottom, left, right, and the faces across them.
  std::vector<std::array<int, 4>> face_edges;
  std::vector<std::array<int, 4>> face_neighbours;

  int points() const { return rows * cols; }
  int outside() const { return faces; }
  int answer_cells() const { return shape.grid_rows() * shape.grid_cols(); }
  // Whether edge `e` is on the loop in a complete answer.
  bool used(const Grid& answer, int e) const {
    return answer.cells[static_cast<std::size_t>(edges[static_cast<std::size_t>(e)].cell)] == 1;
  }
  // The number of used edges at point p.
  int degree(const Grid& answer, int p) const;
  // The point next to p along direction d (0 up, 1 right, 2 down, 3 left), or -1.
  int neighbour(int p, int d) const;
};

using LoopGeometryPtr = std::shared_ptr<const LoopGeometry>;

// The native rules' state during one propagation: the answer cells' candidates and what is known
// of the faces' sides (one entry per face and the outside).
struct LoopState {
  std::vector<Candidates>& cells;
  SideSets& sides;
};

// The layer's variables in one encoding: one per edge, named in the answer map with name_edge,
// indexed by answer cell (padding cells 0).
class LoopVars {
 public:
  LoopVars(Cnf& cnf, const LoopShape& shape);
  Lit edge(int answer_cell) const { return vars_[static_cast<std::size_t>(answer_cell)]; }
  std::span<const Lit> all() const { return vars_; }

 private:
  std::vector<Lit> vars_;
};

class LoopRule {
 public:
  virtual ~LoopRule() = default;
  // For messages: "a numbered cell has that many of its borders on the loop".
  virtual std::string describe() const = 0;
  // The rule on a complete answer (edges 0 or 1, padding 0): the first break, or nothing.
  virtual std::optional<Violation> evaluate(const Grid& answer) const = 0;
  virtual void encode(Cnf& cnf, const LoopVars& vars, const EncodeOptions& options) const = 0;
  // The rule's cheap propagation (as ShadingRule::propagate), reading and narrowing the state's
  // cells and sides; sets `changed` when it learns anything.
  virtual bool propagate(LoopState& state, bool& changed) const = 0;
  // The dear part, run once the cheap parts of every rule have nothing left to learn.
  virtual bool propagate_global(LoopState& state, bool& changed) const {
    (void)state;
    (void)changed;
    return true;
  }
  // The lazy cuts of a complete answer, where encode leaves a global part to them (as
  // ShadingRule::cuts).
  virtual std::vector<Cut> cuts(const Grid& answer) const {
    (void)answer;
    return {};
  }
  // Where the native search branches, when this rule knows (as ShadingRule::choose).
  virtual bool choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const {
    (void)cells;
    (void)out;
    return false;
  }
  // An upper estimate of what encode writes.
  virtual EncodingSize size(const EncodeOptions& options) const {
    (void)options;
    return {};
  }
};

using LoopRulePtr = std::shared_ptr<const LoopRule>;

// A loop genre's rules: the lattice and the rules in order (as RuleSet for the shading layer).
class LoopRuleSet {
 public:
  LoopRuleSet(LoopGeometryPtr geometry, std::vector<LoopRulePtr> rules);

  const LoopGeometry& geometry() const { return *geometry_; }
  const std::vector<LoopRulePtr>& rules() const { return rules_; }

  // The first broken rule of a complete answer (its cells 0 or 1, padding 0: check_solution's
  // part), or nothing.
  std::optional<Violation> evaluate(const Grid& answer) const;
  // The layer's variables, then every rule's clauses in order.
  LoopVars encode(Cnf& cnf, const EncodeOptions& options) const;
  // The variables and every rule's estimate.
  EncodingSize size(const EncodeOptions& options) const;
  std::vector<Cut> cuts(const Grid& answer) const;
  // The native rules: each rule's cheap propagation in turn until none learns anything, then the
  // global ones, until nothing changes; branching where the first rule that offers a choice says,
  // else on the first open edge.
  std::unique_ptr<NativeRules> native() const;

 private:
  LoopGeometryPtr geometry_;
  std::vector<LoopRulePtr> rules_;
};

}  // namespace gridsat::rules

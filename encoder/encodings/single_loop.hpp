// "The edges that are on form one single closed loop" on a lattice of points (slitherlink: the
// grid's vertices; masyu: the cell centres): every point has degree 0 or 2, and the used edges
// are one cycle. Edges are numbered as puzzles/answer_kind.hpp lays them out (LoopShape).
//
// What both encodings write:
//  - degree: at every point no single used edge (each used edge has a used partner at the
//    point) and at most two used edges;
//  - the faces: each face of the lattice (the unit squares between four points, and the outside
//    beyond the border) gets a literal "inside the loop", the outside false, and every edge is
//    used exactly when the faces on its two sides differ (an exclusive or: crossing the loop
//    goes from outside to inside). Any loop is the boundary of its inside (the Jordan curve
//    theorem on the lattice), so this costs nothing and lets the solver reason about inside and
//    outside, the technique slitherlink players use most.
//  - at least one used edge (a loop exists).
// Then, with the faces, "one single loop" is exactly: the inside faces are connected, the outside
// faces are connected to the outside, and no point has all four edges used (the boundary of a
// connected region whose complement is connected, with no pinch point, is one simple cycle).
//
//  static  encodings/connectivity's static encoding, twice: on the inside faces (root: the first
//          inside face) and on the outside faces plus the outside (root: the outside).
//  lazy    nothing more in the CNF; loop_cuts() below, between solver calls: for each component
//          of the used edges (points S), "an edge of this component is unused, or an edge of
//          another component is unused, or some edge leaving S is used" — the subtour
//          elimination cut of the TSP (Dantzig, Fulkerson and Johnson, 1954), over edges only.
#pragma once

#include <span>
#include <vector>

#include "cnf/cnf.hpp"
#include "encodings/connectivity.hpp"

namespace gridsat {

// Writes the single-loop rule over `edge_var`: the variable of every edge, indexed by the edge's
// cell in the answer grid (row * shape.grid_cols() + col; padding cells hold 0). `Auto` is static.
void encode_single_loop(Cnf& cnf, const LoopShape& shape, std::span<const Lit> edge_var,
                        Connectivity connectivity);

// "The edge at answer cell (row, col) is used" (used = true) or "is unused".
struct EdgeLiteral {
  int row = 0;
  int col = 0;
  bool used = true;
  bool operator==(const EdgeLiteral&) const = default;
};
using EdgeClause = std::vector<EdgeLiteral>;

// For the cells of a loop answer grid (complete, 0/1 edges in the layout of answer_kind.hpp,
// row-major: pass `answer.cells`) whose used edges form two components or more: one cut per
// component as above, each false under the answer and true under every single loop. None when
// the used edges are connected (or none is used).
std::vector<EdgeClause> loop_cuts(const LoopShape& shape, std::span<const int> answer_cells);

}  // namespace gridsat

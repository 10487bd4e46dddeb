// The native backtracker's side of connectivity and loops (encodings/connectivity.hpp and
// encodings/single_loop.hpp are the CNF side): rules for partial assignments, written from the
// rules alone.
//
//  - connected nodes: the nodes that must be chosen can still be joined through nodes that may be
//    chosen; and a node that may be chosen but every such join passes through (an articulation
//    point, by Hopcroft and Tarjan's depth-first search, with a count of must-be-chosen nodes on
//    each side) must be chosen.
//  - single loop: at every point, degree 0 or 2 (two used edges close the point's other edges;
//    one used edge and one open edge use it; no open edge and one used edge is a contradiction);
//    and a closed cycle of used edges is the whole loop: any other used edge is a contradiction,
//    and the remaining open edges are unused. An open edge whose two ends are the two ends of one
//    path of used edges would close that path early, so it is unused unless the path holds every
//    used edge.
#pragma once

#include <vector>

#include "cnf/cnf.hpp"  // LoopShape
#include "encodings/connectivity.hpp"

namespace gridsat {

// A node's or an edge's state in a partial assignment.
enum class Tri : signed char { No = 0, Yes = 1, Open = -1 };

// Connected nodes: narrows `nodes` (Open -> Yes for the articulation points described above).
// Returns false when the Yes nodes cannot be joined through Yes and Open nodes.
bool propagate_connected(const Graph& graph, std::vector<Tri>& nodes);

// Single loop over the edges of `shape`, indexed by answer-grid cell (row * shape.grid_cols() +
// col; padding cells are No). Narrows Open edges; returns false on a contradiction. A complete
// assignment passes exactly when its used edges are one single loop or no edge at all (the
// caller requires a loop to exist if its rules do).
bool propagate_loop(const LoopShape& shape, std::vector<Tri>& edges);

}  // namespace gridsat

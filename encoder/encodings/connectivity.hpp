// "The chosen nodes of a graph are connected": the rule behind nurikabe's black wall, the white
// cells of hitori and kurodoko, and (through the faces inside and outside it) a single loop.
// Puzzle-agnostic: a graph is adjacency lists, a node is chosen when its literal is true.
//
// Two encodings behind one option (--connectivity):
//
//  static  complete in the CNF, so that any solver that reads the DIMACS answers correctly:
//          a spanning tree of the chosen nodes. Every chosen node other than the root points to
//          a chosen neighbour (its parent) whose rank is strictly smaller; ranks are binary
//          numbers of ceil(log2 n) bits compared by a lexicographic comparator per arc, so that
//          following parents always ends at the root, and the encoding has O(arcs * log n)
//          clauses rather than the O(n^2) of unary distance labels. The root is a node known to
//          be chosen, or else the first chosen node in node order (a prefix "some earlier node is
//          chosen" chain), so that the root is not a free choice. Ranks along parent arcs are the
//          classic way to encode reachability and acyclicity in SAT (compared, unary against
//          binary, by Zhou, "In pursuit of an efficient SAT encoding for the Hamiltonian cycle
//          problem", CP 2020); binary ranks keep 30x30 grids small.
//  lazy    nothing in the CNF: the embedded solver solves, the model's chosen nodes are split
//          into components, and for each component C a clause is added that the model breaks
//          and every connected choice keeps: "a node u of C is not chosen, or a node w of another
//          component is not chosen, or some neighbour of C (all unchosen in the model) is
//          chosen" — any path from u to w leaves C through one of C's neighbours. Then it solves
//          again, keeping all it learned. This is the cutting-plane way of the TSP's subtour
//          elimination (Dantzig, Fulkerson and Johnson, 1954) and of lazy clause generation;
//          the cuts mention only chosen literals, so they hold for every puzzle of the shape.
//          gridsat uses it with the embedded solver (engine, shape cache, setter) and never in
//          a CNF that leaves gridsat (encode, certificates).
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "cnf/cnf.hpp"

namespace gridsat {

enum class Connectivity {
  Auto,    // lazy with the embedded solver, static in a CNF that is written out
  Static,  // complete in the CNF
  Lazy,    // cuts added between solver calls
};

std::string_view connectivity_name(Connectivity encoding);  // "auto" | "static" | "lazy"
std::optional<Connectivity> parse_connectivity(std::string_view name);

// An undirected graph on nodes 0..size()-1.
struct Graph {
  std::vector<std::vector<int>> adjacent;
  int size() const { return static_cast<int>(adjacent.size()); }
  void link(int a, int b) {
    adjacent[static_cast<std::size_t>(a)].push_back(b);
    adjacent[static_cast<std::size_t>(b)].push_back(a);
  }
};

// The cells of a rows x cols grid (node r * cols + c), orthogonal neighbours linked.
Graph grid_graph(int rows, int cols);

// Static encoding: the nodes whose literal in `chosen` (one per node) is true are connected.
// `root`: a node the caller's clauses make chosen (a numbered cell, the outside of a loop), or
// nothing (the first chosen node is the root; no chosen node at all is allowed).
void encode_connected(Cnf& cnf, const Graph& graph, std::span<const Lit> chosen,
                      std::optional<int> root);

// "Node `node` is chosen" (chosen = true) or "is not chosen".
struct NodeLiteral {
  int node = 0;
  bool chosen = true;
  bool operator==(const NodeLiteral&) const = default;
};
using NodeClause = std::vector<NodeLiteral>;

// Lazy encoding: for a choice (one flag per node), the clauses described above, one per component
// when the chosen nodes form two components or more; none when they are connected (or none is
// chosen). Each clause is false under `chosen` and true under every connected choice.
std::vector<NodeClause> connectivity_cuts(const Graph& graph, const std::vector<char>& chosen);

// The components of the chosen nodes: a component number per node (-1 for unchosen nodes), and
// how many there are.
struct Components {
  std::vector<int> of;
  int count = 0;
};
Components components(const Graph& graph, const std::vector<char>& chosen);

}  // namespace gridsat

// "The area joined to a source cell": over a graph of cells with a literal per cell that says it
// has the colour, the cells of the colour joined to `source` through cells of the colour, and
// how many they are. Puzzle-agnostic. Serves the numbers of nurikabe-like genres (the source is
// a member of the area: mochikoro's, norinuri's islands) and of kurotto (the source only joins
// the areas around it and is not counted).
//
// in[v] for each cell v within `steps` of the source (size - 1 steps for a member source, size
// for a joining one; any number for no size): the source's in is true; in[v] -> v has the colour
// (the source too when it is a member); and the set is closed: in[v] and a neighbour u of the
// colour -> in[u] (u out of reach: u has not the colour). A closed set is a union of whole
// areas, so in is the source's area once it is joined to the source: unary reach layers
// r_d[v] ("v is joined to the source within d steps inside in"; r_d[v] -> in[v] and -> r_{d-1}
// of v or of a neighbour; in[v] -> r_steps[v]), the distance labels of reachability encodings
// (docs/nurikabe.md's islands are the same idea), or, for no size or past kMaxReachLayers layer
// variables, encodings/connectivity's spanning tree rooted at the source. The size is
// exactly_k over the in of the cells other than a joining source (`card`).
#pragma once

#include <span>
#include <vector>

#include "cnf/cnf.hpp"
#include "encodings/cardinality.hpp"

namespace gridsat {

// No size: the area may hold any number of cells.
inline constexpr int kAnyAreaSize = -1;
// Past this many reach-layer variables for one area, it is joined by a spanning tree.
inline constexpr long long kMaxReachLayers = 60'000;

struct AreaVars {
  std::vector<int> cells;  // the cells within reach, breadth-first from the source (first)
  std::vector<Lit> in;     // per cell of `cells`: it lies in the area (the source's is true)
};

// `near`: each cell's neighbours; `coloured`: per cell, "it has the colour". `member`: the source
// belongs to the area (has the colour and counts); else it only joins the areas around it.
AreaVars encode_area(Cnf& cnf, const std::vector<std::vector<int>>& near,
                     std::span<const Lit> coloured, int source, bool member, int size, Card card);

}  // namespace gridsat

// How big a puzzle's CNF will be, known before encoding it: an upper estimate of its variables,
// clauses and literals, worked out from the puzzle's sizes (N, the cages, the clues) and the
// encoding choices, without building anything. The cli compares the memory this takes (the CNF
// store plus the SAT solver's copy) with the memory the machine has and refuses, with a message,
// what would not fit, instead of being killed half way through an encoding.
//
// The figures follow the encoders' shapes (one-hot cells, exactly-one per group and value, the
// chosen at-most-one encoding counted exactly; cardinality counters, line encodings and cage
// diagrams by their size bounds), so they are upper bounds that stay within a small factor of the
// real size for the puzzles people solve, and grow as fast as the real size for the ones that
// explode (a cage diagram over thousands of cells). tests/robustness checks both directions.
#pragma once

#include <cstdint>

#include "encodings/amo.hpp"
#include "encodings/cages.hpp"
#include "encodings/cardinality.hpp"

namespace gridsat {

struct EncodingSize {
  double vars = 0;
  double clauses = 0;
  double literals = 0;

  EncodingSize& operator+=(const EncodingSize& other) {
    vars += other.vars;
    clauses += other.clauses;
    literals += other.literals;
    return *this;
  }
};

// The building blocks the genres add up (Puzzle::encoding_size), one per encoder shape.
EncodingSize clauses_of_width(double clauses, double width);
EncodingSize times(EncodingSize size, double factor);
// at_most_one over k literals, as amo.cpp builds it (pairwise below the encoding's threshold).
EncodingSize amo_size(double k, Amo encoding, int pairwise_up_to);
EncodingSize exactly_one_size(double k, Amo encoding);
// exactly_k over n literals: a sequential counter or a totalizer.
EncodingSize exactly_k_size(double n, double k, Card card);
// Cells of `values` one-hot values: the variables and exactly one value per cell.
EncodingSize one_hot_size(double cells, double values, Amo amo);
// `groups` groups of `group_size` cells, each value exactly once in each.
EncodingSize groups_size(double groups, double group_size, double values, Amo amo);
// encode_connected (encodings/connectivity) over `nodes` nodes and `edges` edges: ranks, a parent
// literal and a comparator per arc, the "earlier" chain, one clause per node and per edge.
EncodingSize spanning_tree_size(double nodes, double edges);
// A layered diagram: `nodes` state literals, each with `choices` ways out.
EncodingSize diagram_size(double nodes, double choices);

// A cage as its encoder sees it.
struct CageShape {
  CageOp op = CageOp::Add;
  long long target = 0;
  double size = 0;
  bool all_distinct = false;
  bool distinct_known = false;
  double distinct_pairs = 0;
  CageSpec spec;  // for counting its tuples
};
// encode_cage's choice, taken at its most expensive where it depends on counting the tuples.
EncodingSize cage_size(const CageShape& cage, int n, CageEncoding encoding);

// The memory that encoding and solving a CNF of this size takes: gridsat's clause store plus the
// embedded CaDiCaL's clauses, watches and per-variable arrays (measured on 64x64 sudokus and
// 128x128 binairos), plus the encoders' working sets, which scale with the variables.
double estimate_memory_bytes(const EncodingSize& size);

}  // namespace gridsat

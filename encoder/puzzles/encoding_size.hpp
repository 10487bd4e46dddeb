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

#include "puzzles/puzzle.hpp"

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

// Zero for a puzzle type the estimator does not know (nothing is refused then).
EncodingSize estimate_encoding_size(const Puzzle& puzzle, const EncodeOptions& options);

// The memory that encoding and solving a CNF of this size takes: gridsat's clause store plus the
// embedded CaDiCaL's clauses, watches and per-variable arrays (measured on 64x64 sudokus and
// 128x128 binairos), plus the encoders' working sets, which scale with the variables.
double estimate_memory_bytes(const EncodingSize& size);

}  // namespace gridsat

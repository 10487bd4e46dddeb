// Same-shaped puzzles share one incremental CaDiCaL solver. A batch of 9 x 9 sudokus differs
// only in the givens, yet run() builds a new solver and adds ~12,000 clauses for every puzzle:
// that, not the search, is most of its time (perf on the 17-clue set: CaDiCaL's clause adding
// and malloc/free take ~70%, propagation ~5%). Here the clauses that do not depend on the givens
// are added once per shape (and thread), and each puzzle's givens are passed as assumptions.
//
// Why the answers stay right: every clause the solver holds or learns follows from the shape's
// clauses alone, so it holds for every puzzle of that shape; givens are assumptions, never
// clauses. The blocking clauses of `unique` and `count` are guarded by a fresh activation literal
// per puzzle, assumed while that puzzle runs and fixed false afterwards, which retires them. And
// the engine still holds every answer against the puzzle's rules check (run_cached).
//
// How a puzzle's shape is found:
//  - a sudoku without killer cages: its key (size, boxes or regions, diagonal, encoding options)
//    is read from the puzzle without encoding it; the givens' literals come from the answer map.
//    The first puzzle of each shape is also encoded whole and compared with shape + givens, so
//    a change to Sudoku::encode that breaks the split turns the fast key off instead of giving
//    wrong answers. Per puzzle this costs no encoding at all.
//  - any other puzzle: it is encoded, its unit clauses become the assumptions and the other
//    clauses are its shape, looked up by hash and compared in full. A shape gets its own solver
//    the second time it is seen; one-off shapes (puzzles whose clues are not unit clauses) are
//    solved on a fresh solver, as run() does.
//
// A ShapeCache is not thread-safe: give each worker thread its own.
#pragma once

#include <cstddef>
#include <memory>

#include "engine.hpp"

namespace gridsat {

struct ShapeCacheCounters {
  long long fast_hits = 0;     // solved on a cached solver, found without encoding (sudoku key)
  long long generic_hits = 0;  // solved on a cached solver, found by the encoded shape
  long long misses = 0;        // solved on a fresh solver (first sighting of a generic shape)
  long long solvers_built = 0;
};

class ShapeCache {
 public:
  // `max_shapes`: solvers kept at once (the least recently used one goes first).
  explicit ShapeCache(std::size_t max_shapes = 4);
  ~ShapeCache();
  ShapeCache(const ShapeCache&) = delete;
  ShapeCache& operator=(const ShapeCache&) = delete;

  // Backend::Sat only (the caller checks): encodes or looks up the shape, solves, decodes.
  // Does not run the rules check; run_cached() does.
  RunResult run(const Puzzle& puzzle, Mode mode, const RunOptions& options);

  const ShapeCacheCounters& counters() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace gridsat

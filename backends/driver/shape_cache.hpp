// Same-shaped puzzles share the work that does not depend on their givens. A batch of 9 x 9
// sudokus differs only in the givens, yet run() encodes ~12,000 clauses, builds a solver and
// adds them all for every puzzle: that, not the search, is most of its time (perf on the
// 17-clue set: CaDiCaL's clause adding and malloc/free ~70%, propagation ~5%). Here a shape's
// clauses are kept once per shape (and thread), and each puzzle only contributes its givens.
// Two strategies, measured side by side by the benchmark harness, and a choice between them:
//
//  Reduce: the shape is compiled once for unit propagation (unit_reducer.hpp);
//    per puzzle the givens are propagated and a fresh CaDiCaL gets only the open part of the
//    formula, renumbered. Puzzles that propagation alone solves never reach a SAT solver.
//  Auto (the default): per shape and mode, whichever of the two has cost less on recent
//    puzzles (see StrategyCosts in shape_cache.cpp).
//  Assumptions: one incremental CaDiCaL per shape holds the shape's clauses; each puzzle's
//    givens are passed as assumptions. Every clause that solver holds or learns follows from
//    the shape alone, so it stays valid for every puzzle of that shape. Blocking clauses
//    (unique, count) are guarded by a fresh activation literal per puzzle, assumed while that
//    puzzle runs and fixed false afterwards, which retires them; the solver is rebuilt after
//    a few thousand puzzles to keep those retired variables bounded.
//
// How a puzzle's shape is found:
//  - a genre that offers a shape key (Puzzle::shape_key: a sudoku without killer cages gives its
//    size, boxes or regions and diagonal; the encoding options are added): the key is read from
//    the puzzle without encoding it; the givens' literals come from the answer map. The first
//    puzzle of each shape is also encoded whole and compared with shape + givens, so a change
//    to an encoder that breaks the split turns the fast key off instead of giving wrong
//    answers. Per puzzle this costs no encoding at all.
//  - any other puzzle: it is encoded; its unit clauses stand for the givens and the other
//    clauses are its shape, looked up by hash and compared in full.
// Either way the engine still holds every answer against the puzzle's rules check
// (run_cached), and the verdicts are those of run().
//
// A ShapeCache is not thread-safe: give each worker thread its own.
#pragma once

#include <cstddef>
#include <memory>

#include "driver/engine.hpp"

namespace gridsat {

enum class CacheStrategy { Reduce, Assumptions, Auto };

struct ShapeCacheCounters {
  long long read_key = 0;        // shape found from the puzzle's shape key, without encoding
  long long encoded_key = 0;     // shape found by encoding the puzzle
  long long shapes_built = 0;    // shapes compiled (or solvers built for them)
  long long reduced = 0;         // puzzles solved by the Reduce strategy
  long long assumed = 0;         // puzzles solved by the Assumptions strategy
  long long by_propagation = 0;  // Reduce: puzzles decided without calling the SAT solver
};

class ShapeCache {
 public:
  // `max_shapes`: shapes kept at once (the least recently used one goes first).
  explicit ShapeCache(CacheStrategy strategy = CacheStrategy::Auto, std::size_t max_shapes = 4);
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

// A portfolio: the same puzzle solved by differently tuned CaDiCaL solvers at once, one per
// thread; the first to reach a known verdict wins and the others are stopped through their
// terminators (Limits::cancel). On a hard instance the running time of one CDCL configuration
// varies a lot with its heuristics (a heavy tail: the same 25 x 25 sudoku takes 0.3 s or 20 s
// depending on phases and restarts), so two configurations racing on two cores cut the tail in
// wall time. The idea is the portfolio of ManySAT (Hamadi, Jabbour, Sais, 2009) and of plingeling
// and painless, without clause sharing.
//
// Which answer is printed: a unique or unsatisfiable puzzle has one verdict and one answer,
// whichever solver wins. A puzzle with several solutions may show a different one from run to
// run (the winner's first) when it races; one thread (-j 1) is deterministic.
#pragma once

#include <functional>

#include "driver/engine.hpp"

namespace gridsat {

// Member k of a race (k from 0): 0 is CaDiCaL's default, the one a single thread uses; 1 the
// same without inprocessing (search only: the best single setting on the hard 25 x 25 sudokus);
// from 2 on, each of those two in turn with the variables shuffled at random by seed k (CaDiCaL's
// `shuffle`, `shufflerandom`, `seed`), whose decision orders, and so running times, spread like
// independent runs (docs/sudoku.md measures the spread).
CadicalTuning portfolio_member(int k);
// The most members a race runs.
constexpr int kMostMembers = 64;

// How many solvers run() races for `puzzle`: options.threads when set (at most kMostMembers),
// else (0, automatic) two for `solve` when the machine has two cores or more and the puzzle is
// large enough for a thread to pay (kPortfolioCells answer cells or more), else one. `unique`
// and `count` race only when asked: on the 25 x 25 set the race lost to one solver there (the
// second solver's half of the processor did not pay for the proof that no other solution
// exists; benchmarks/results). The native and external backends always run one, and so does a
// run of one member (RunOptions::member).
int portfolio_size(const Puzzle& puzzle, Mode mode, const RunOptions& options);
constexpr int kPortfolioCells = 400;  // a 20 x 20 grid

// Runs racer(k, limits_k) for k = 0 .. count-1, racer 0 on the calling thread and each other one
// on a thread of its own; limits_k is `limits` with a cancel flag shared by the race, raised
// once one racer returns a known verdict. Returns the first known verdict's result, else racer
// 0's. An exception a racer throws (other than running out of memory, which only stops it) is
// rethrown here once all have stopped.
RunResult race(int count, const Limits& limits,
               const std::function<RunResult(int k, const Limits& limits)>& racer);

}  // namespace gridsat

// What the benchmark sections share: clocks, the row every table is made of, markdown, and
// running another program with a time limit (external SAT solvers, MiniZinc, gridsat itself).
//
// Times in process are the process's processor time (CLOCK_PROCESS_CPUTIME_ID: every thread of
// a portfolio counted), not the wall clock: the machine these figures come from is shared, and
// other processes' load stretches the wall clock of a microsecond-long solve far more than the
// work it does. The wall time is kept beside it (the tables of the backends give both), since a
// portfolio spends processor time on two cores to save wall time. Programs run as
// processes are timed both ways; the tables give their processor time (user + system, children
// included), and the wall time where it is the point (end to end per process).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace gridsat::bench {

namespace fs = std::filesystem;

double thread_cpu_seconds();
double process_cpu_seconds();                           // all threads of this process
double wall_seconds();                                  // a monotonic clock
double quantile(std::vector<double> values, double q);  // q in [0, 1]; 0 for no values
std::string fixed(double value, int digits);
// Milliseconds with as many digits as a reader needs: 0.0123, 1.23, 123.
std::string ms_text(double ms);

// One row of a table: one set (or a group of sets) under one configuration.
struct Row {
  std::string group;   // the puzzle type folder: sudoku, skyscrapers, ...
  std::string set;     // e.g. sudoku/17-clue
  std::string config;  // backend, encoding or solver
  std::string mode;    // solve | unique
  int size = 0;        // the grid's side (rows) of the set's instances
  std::size_t instances = 0;
  std::size_t decided = 0;      // a verdict other than unknown (or: solved within the time limit)
  std::size_t wrong = 0;        // a verdict against the set's label, or an answer the rules reject
  std::vector<double> ms;       // per instance: processor time
  std::vector<double> wall_ms;  // per instance, when measured
  double vars = 0;              // means over the instances
  double clauses = 0;

  double median() const { return quantile(ms, 0.5); }
};

// | set | <config header> | mode | instances | solved | puzzles/s | median | p90 | max | wall
// median | wall max | vars | clauses | (mode, wall times, vars and clauses only when asked for).
std::string markdown_table(const std::vector<Row>& rows, const std::string& config_header,
                           bool with_mode, bool with_size, bool with_wall = false);

struct ProcessRun {
  bool started = false;    // the program could be run at all
  bool timed_out = false;  // killed at the time limit
  int exit_code = -1;      // when it exited
  double wall_ms = 0;
  double cpu_ms = 0;  // user + system, its children included
};

// Runs `argv` (searched in PATH) with standard input from /dev/null, standard output to
// `stdout_path` ("" discards it) and standard error discarded; kills its whole process group
// after `timeout_seconds`.
ProcessRun run_process(const std::vector<std::string>& argv, double timeout_seconds,
                       const std::string& stdout_path = "");

// Is `program` an executable file in PATH?
bool installed(const std::string& program);

// "2026-05-01, AMD EPYC ..., 2 cores, Linux 6.1": where and when the figures were measured.
std::string machine_description();

}  // namespace gridsat::bench

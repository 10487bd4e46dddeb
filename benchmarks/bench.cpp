// gridsat_bench: the benchmark harness (scripts/bench runs it). Every shared instance set goes
// through gridsat's backends in one process; the fast paths, the encoding alternatives, the
// external SAT solvers on gridsat's own DIMACS and MiniZinc with Gecode are compared side by side
// in the same run; the results go to markdown tables, a plot of time against size, and a table
// of the project's speed targets with the figure measured for each.
//
// Sections (--sections, default all): backends, fastpath, encodings, external, minizinc,
// encode64; targets and the plot are made from what the others measured.
#include <unistd.h>

#include <boost/program_options.hpp>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

#include "cnf/dimacs.hpp"
#include "formats/formats.hpp"
#include "harness.hpp"
#include "inprocess.hpp"
#include "minizinc.hpp"
#include "puzzles/answer_kind.hpp"

namespace gridsat::bench {
namespace {

namespace po = boost::program_options;

struct Options {
  fs::path data = GRIDSAT_DATA_DIR;
  fs::path own_data = GRIDSAT_BENCH_DIR "/instances";  // the harness's own sets, same layout
  fs::path results = GRIDSAT_BENCH_DIR "/results";
  fs::path models = GRIDSAT_BENCH_DIR "/../encoder/genres";  // <type>/<type>.mzn
  std::string gridsat = GRIDSAT_BINARY;
  std::string filter;
  std::set<std::string> sections;
  std::size_t max = 1000;         // instances per set, in process
  std::size_t fresh_max = 200;    // instances per set for run() (a new solver per puzzle)
  std::size_t external_max = 12;  // instances per set for programs run as processes
  double timeout = 60;            // seconds per instance (sat, external solvers, MiniZinc)
  double native_timeout = 20;     // seconds per instance for the native backend
  bool quick = false;
};

bool wanted(const Options& o, const std::string& section) {
  return o.sections.empty() || o.sections.count(section);
}

fs::path work_dir() {
  fs::path dir = fs::temp_directory_path() / ("gridsat-bench-" + std::to_string(getpid()));
  fs::create_directories(dir);
  return dir;
}

// The Tatham sets come ten puzzles per file and difficulty: one set per type and size reads better.
std::vector<InstanceSet> merge_tatham(std::vector<InstanceSet> sets) {
  std::vector<InstanceSet> out;
  std::map<std::pair<std::string, int>, std::size_t> merged;
  for (InstanceSet& s : sets) {
    if (s.name.rfind("tatham/", 0) != 0 || s.instances.empty()) {
      if (!s.instances.empty()) out.push_back(std::move(s));
      continue;
    }
    const int n = s.instances.front().puzzle->rows();
    const int m = s.instances.front().puzzle->cols();
    auto key = std::pair(s.group, n * 1000 + m);
    auto it = merged.find(key);
    if (it == merged.end()) {
      InstanceSet t{s.group, "tatham-" + std::to_string(n) + "x" + std::to_string(m), {}, {}};
      merged[key] = out.size();
      out.push_back(std::move(t));
      it = merged.find(key);
    }
    for (Instance& i : s.instances) out[it->second].instances.push_back(std::move(i));
  }
  return out;
}

std::vector<InstanceSet> load(const Options& o, const std::string& filter, std::size_t max) {
  std::vector<InstanceSet> sets;
  std::vector<InstanceSet> loaded = load_sets(o.data, filter, max);
  for (InstanceSet& s : load_sets(o.own_data, filter, max)) loaded.push_back(std::move(s));
  for (InstanceSet& s : merge_tatham(std::move(loaded))) {
    for (const std::string& bad : s.unreadable)
      std::cerr << "bench: unreadable " << s.group << "/" << bad << "\n";
    if (max && s.instances.size() > max) {  // merged Tatham sets: spread the pick again
      std::vector<Instance> kept;
      for (std::size_t k = 0; k < max; ++k)
        kept.push_back(std::move(s.instances[k * s.instances.size() / max]));
      s.instances = std::move(kept);
    }
    if (!s.instances.empty()) sets.push_back(std::move(s));
  }
  return sets;
}

// Only the instances labelled `status` (or all, for ""), at most `max` spread over the set.
InstanceSet pick(InstanceSet& set, std::size_t max, const std::string& status = "") {
  InstanceSet out{set.group, set.name, {}, {}};
  std::vector<Instance*> matching;
  for (Instance& i : set.instances)
    if (status.empty() || i.expected == status) matching.push_back(&i);
  const std::size_t n = std::min(max, matching.size());
  for (std::size_t k = 0; k < n; ++k) {
    Instance& i = *matching[k * matching.size() / n];
    ReadResult r = read_puzzle(i.text, i.from, "");
    out.instances.push_back({i.id, std::move(r.puzzle), i.expected, i.text, i.from});
  }
  return out;
}

// --filter holds for every section: a set whose name (group/name) does not contain it is skipped.
bool skipped(const Options& o, const std::string& set_name) {
  return !o.filter.empty() && set_name.find(o.filter) == std::string::npos;
}

RunOptions with_timeout(double seconds) {
  RunOptions r;
  r.limits.timeout_seconds = seconds;
  return r;
}

void progress(const std::string& what) {
  std::cerr << "bench: " << what << "\n";
}

// ---------------------------------------------------------------------------------------------
// backends: every set through sat (the batch path), sat-fresh (a new solver per puzzle, what
// `gridsat solve` does inside) and native, solve and unique.

struct Collected {
  std::vector<Row> backends, fastpath, encodings, external, minizinc;
  std::vector<Point> points;  // sat, solve, per instance
  std::vector<std::string> encode64;
  std::string notes;
};

// Grids this large (25 x 25 and up) take seconds per puzzle whatever the path: one solver per
// puzzle (sat-fresh) measures nothing new there (the batch path runs them so already), and the
// backtracker needs minutes on the hardest. They are run with the portfolio too (`sat -j 2`, two
// racing solvers, what `gridsat solve` does on a machine of two cores), processor time counting
// both threads.
constexpr int kLargeSide = 25;

void run_backends(const Options& o, Collected& c) {
  bool skipped_large = false;
  for (InstanceSet& set : load(o, o.filter, o.max)) {
    const bool large = set.instances.front().puzzle->rows() >= kLargeSide;
    for (Mode mode : {Mode::Solve, Mode::Unique}) {
      Config sat{"sat", with_timeout(o.timeout), true, CacheStrategy::Auto};
      c.backends.push_back(measure(set, sat, mode, mode == Mode::Solve ? &c.points : nullptr));
      if (large) {
        RunOptions two = with_timeout(o.timeout);
        two.threads = 2;
        c.backends.push_back(measure(set, {"sat -j 2", two, false}, mode));
        skipped_large = true;
        progress(set.group + "/" + set.name + " " + mode_name(mode) + " done");
        continue;
      }
      if (mode == Mode::Solve) {
        InstanceSet few = pick(set, o.fresh_max);
        c.backends.push_back(measure(few, {"sat-fresh", with_timeout(o.timeout), false}, mode));
      }
      RunOptions native = with_timeout(o.native_timeout);
      native.backend = Backend::Native;
      c.backends.push_back(measure(set, {"native", native, false}, mode));
      progress(set.group + "/" + set.name + " " + mode_name(mode) + " done");
    }
  }
  if (skipped_large)
    c.notes +=
        "The sets of 25 x 25 and larger run on the sat backend only, with one thread (sat) and "
        "two racing solvers (sat -j 2): a new solver per puzzle is what the batch path does "
        "there already, and the native backtracker needs up to four minutes on the hardest "
        "25 x 25 (docs/sudoku.md).\n";
}

// ---------------------------------------------------------------------------------------------
// fastpath: the same sudoku sets before (run(): encode, new solver, add, solve per puzzle) and
// after (the shape cache, each strategy).

void run_fastpath(const Options& o, Collected& c) {
  const char* sets[] = {"sudoku/17-clue", "sudoku/forum-hardest-1905", "sudoku/magictour",
                        "sudoku/forum-hardest-1106", "sudoku/tarek206-16x16"};
  for (const char* name : sets) {
    if (!o.filter.empty() && std::string(name).find(o.filter) == std::string::npos) continue;
    for (InstanceSet& set : load(o, name, o.max)) {
      for (Mode mode : {Mode::Solve, Mode::Unique}) {
        InstanceSet few = pick(set, o.fresh_max);
        c.fastpath.push_back(
            measure(few, {"before: run(), new solver each", with_timeout(o.timeout), false}, mode));
        for (auto [label, strategy] : {std::pair{"reduce", CacheStrategy::Reduce},
                                       std::pair{"assumptions", CacheStrategy::Assumptions},
                                       std::pair{"auto (default)", CacheStrategy::Auto}})
          c.fastpath.push_back(
              measure(set, {label, with_timeout(o.timeout), true, strategy}, mode));
      }
      progress("fastpath " + set.name + " done");
    }
  }
}

// ---------------------------------------------------------------------------------------------
// encodings: each alternative on the sets that use it (sat backend, batch path, solve).

// The genres whose rules hold a connected area or a single loop (encodings/connectivity.hpp).
constexpr const char* kConnectedGenres[] = {"nurikabe", "hitori", "kurodoko", "slitherlink",
                                            "masyu"};
// The genres whose largest set stands for them among the hard sets (external solvers, MiniZinc).
constexpr const char* kLargestSetGenres[] = {"nurikabe",   "hitori",   "kurodoko", "slitherlink",
                                             "masyu",      "nonogram", "lightup",  "tents",
                                             "starbattle", "kakuro"};

struct EncodingStudy {
  std::string option;  // amo | card | visibility | sum
  std::vector<std::string> values;
  std::vector<std::pair<std::string, std::size_t>> sets;  // filter, max instances
};

void run_encodings(const Options& o, Collected& c) {
  const std::size_t m = o.quick ? 3 : 1;  // --quick divides the samples
  const EncodingStudy studies[] = {
      {"amo",
       {"pairwise", "sequential", "bimander", "product", "auto"},
       {{"sudoku/magictour", 300 / m},
        {"sudoku/tarek206-16x16", 60 / m},
        {"sudoku/gecode-25x25", 6 / m},
        {"calcudoku/tatham-9x9", 40 / m}}},
      {"card",
       {"sequential", "totalizer"},
       {{"binairo/generated", 60 / m},
        {"binairo/tatham-14x14", 40 / m},
        {"abc/generated", 60 / m}}},
      {"visibility",
       {"order", "automaton"},
       {{"skyscrapers/generated", 40 / m},
        {"skyscrapers/tatham-6x6", 40 / m},
        {"abc/generated", 60 / m}}},
      {"sum",
       {"tuples", "dd", "auto"},
       {{"calcudoku/generated", 60 / m},
        {"calcudoku/tatham-9x9", 40 / m},
        {"killer/generated", 60 / m},
        {"killer/tatham-9x9", 20 / m}}},
  };
  for (const EncodingStudy& study : studies) {
    for (const auto& [filter, max] : study.sets) {
      if (skipped(o, filter)) continue;
      // Tatham sets are merged after loading: load the group's Tatham files, keep the one set.
      const std::string group = filter.substr(0, filter.find('/'));
      const std::string name = filter.substr(filter.find('/') + 1);
      const bool tatham = name.rfind("tatham-", 0) == 0;
      for (InstanceSet& set : load(o, tatham ? group + "/tatham/" : filter, 0)) {
        if (tatham && set.name != name) continue;  // the other sizes of the group
        InstanceSet few = pick(set, std::max<std::size_t>(1, max));
        for (const std::string& value : study.values) {
          RunOptions r = with_timeout(std::min(o.timeout, 30.0));
          if (study.option == "amo") r.encode.amo = *parse_amo(value);
          if (study.option == "card") r.encode.card = *parse_card(value);
          if (study.option == "visibility") r.encode.visibility = *parse_visibility(value);
          if (study.option == "sum") r.encode.cages = *parse_cage_encoding(value);
          Row row = measure(few, {"--" + study.option + " " + value, r, true}, Mode::Solve);
          c.encodings.push_back(std::move(row));
        }
        progress("encodings " + study.option + " " + set.group + "/" + set.name + " done");
      }
    }
  }
  // --connectivity: every set of the genres that use it, decided (unique), static against lazy.
  for (const char* group : kConnectedGenres) {
    for (InstanceSet& set : load(o, std::string(group) + "/", 0)) {
      if (skipped(o, set.group + "/" + set.name)) continue;
      InstanceSet few = pick(set, std::max<std::size_t>(1, 20 / m));
      for (Connectivity value : {Connectivity::Static, Connectivity::Lazy}) {
        RunOptions r = with_timeout(std::min(o.timeout, 30.0));
        r.encode.connectivity = value;
        const std::string label = "--connectivity " + std::string(connectivity_name(value));
        c.encodings.push_back(measure(few, {label, r, true}, Mode::Unique));
      }
      progress("encodings connectivity " + set.group + "/" + set.name + " done");
    }
  }
}

// ---------------------------------------------------------------------------------------------
// external: gridsat's DIMACS for hard instances of every type, solved by the embedded CaDiCaL
// in process (a new solver on the whole CNF, as the external ones get it) and by each external
// solver as a process (processor time, reading the file included).

Row new_row(const InstanceSet& set, const std::string& config) {
  Row row;
  row.group = set.group;
  row.set = set.group + "/" + set.name;
  row.config = config;
  row.mode = "solve";
  row.instances = set.instances.size();
  return row;
}

const char* kExternalSolvers[] = {"cadical", "kissat", "minisat", "cryptominisat5"};

std::vector<InstanceSet> hard_sets(const Options& o, std::size_t max) {
  const std::pair<const char*, std::size_t> picks[] = {{"sudoku/forum-hardest-1106", max},
                                                       {"sudoku/tarek206-16x16", max / 2 + 1},
                                                       {"sudoku/gecode-25x25", max / 4 + 1},
                                                       {"killer/tatham-9x9", max},
                                                       {"calcudoku/tatham-9x9", max},
                                                       {"skyscrapers/generated", max},
                                                       {"abc/generated", max},
                                                       {"binairo/tatham-14x14", max}};
  std::vector<InstanceSet> out;
  for (const auto& [filter, n] : picks) {
    if (skipped(o, filter)) continue;
    const std::string group = std::string(filter).substr(0, std::string(filter).find('/'));
    const std::string name = std::string(filter).substr(group.size() + 1);
    const bool tatham = name.rfind("tatham-", 0) == 0;
    for (InstanceSet& set : load(o, tatham ? group + "/tatham/" : filter, 0)) {
      if (set.name != name) continue;
      // Generated sets mix sizes: take the largest puzzles, labelled unique.
      if (set.name == "generated") {
        int largest = 0;
        for (const Instance& i : set.instances) largest = std::max(largest, i.puzzle->rows());
        InstanceSet big{set.group, set.name + "-" + std::to_string(largest), {}, {}};
        for (Instance& i : set.instances)
          if (i.puzzle->rows() >= largest - 1 && i.expected == "unique")
            big.instances.push_back(std::move(i));
        out.push_back(pick(big, n));
      } else {
        out.push_back(pick(set, n, "unique"));
      }
    }
  }
  // The newer genres: each one's set of the largest puzzles.
  for (const char* group : kLargestSetGenres) {
    std::vector<InstanceSet> sets = load(o, std::string(group) + "/", 0);
    std::erase_if(sets, [&](const InstanceSet& s) { return skipped(o, s.group + "/" + s.name); });
    auto cells = [](const InstanceSet& s) {
      return s.instances.front().puzzle->rows() * s.instances.front().puzzle->cols();
    };
    auto largest = std::max_element(sets.begin(), sets.end(), [&](const auto& a, const auto& b) {
      return cells(a) < cells(b);
    });
    if (largest != sets.end()) out.push_back(pick(*largest, max / 2 + 1, "unique"));
  }
  // Variant sudoku: each family's set of minimal 9 x 9 puzzles.
  for (InstanceSet& set : load(o, "variants/", 0))
    if (!skipped(o, set.group + "/" + set.name)) out.push_back(pick(set, max, "unique"));
  return out;
}

void run_external(const Options& o, Collected& c) {
  const fs::path dir = work_dir();
  for (InstanceSet& set : hard_sets(o, o.external_max)) {
    std::vector<fs::path> files;
    Row embedded = new_row(set, "gridsat (embedded CaDiCaL, in process)");
    for (std::size_t k = 0; k < set.instances.size(); ++k) {
      const Instance& inst = set.instances[k];
      Cnf cnf = encode_puzzle(*inst.puzzle, {});
      fs::path file = dir / (set.name + "-" + std::to_string(k) + ".cnf");
      {
        std::ofstream out(file);
        write_dimacs(out, cnf, {});
      }
      files.push_back(file);
      const double start = thread_cpu_seconds();
      Limits limits;
      limits.timeout_seconds = o.timeout;
      auto solver = make_cadical_solver(limits);
      solver->add_cnf(cnf);
      SatResult r = solver->solve();
      embedded.ms.push_back(1000.0 * (thread_cpu_seconds() - start));
      if (r != SatResult::Unknown) ++embedded.decided;
      embedded.vars += cnf.num_vars();
      embedded.clauses += static_cast<double>(cnf.num_clauses());
    }
    const double n = std::max<double>(1, static_cast<double>(set.instances.size()));
    embedded.vars /= n;
    embedded.clauses /= n;
    c.external.push_back(embedded);
    // gridsat's own way on the same puzzles: shrunk before encoding, two racing solvers.
    RunOptions two = with_timeout(o.timeout);
    two.threads = 2;
    Row own =
        measure(set, {"gridsat solve -j 2 (shrunk, in process; cpu of both threads)", two, false},
                Mode::Solve);
    own.mode = "solve";
    c.external.push_back(own);
    for (const char* solver : kExternalSolvers) {
      Row row = new_row(set, solver);
      if (!installed(solver)) {
        row.config = std::string(solver) + " (not installed)";
        row.instances = 0;
        c.external.push_back(row);
        continue;
      }
      for (const fs::path& file : files) {
        std::vector<std::string> argv = {solver, file.string()};
        if (std::string(solver) == "minisat") argv.push_back((dir / "minisat.out").string());
        ProcessRun run = run_process(argv, o.timeout);
        row.ms.push_back(run.cpu_ms);
        if (!run.timed_out && (run.exit_code == 10 || run.exit_code == 20)) ++row.decided;
        if (!run.timed_out && run.exit_code == 20)
          ++row.wrong;  // every instance here has a solution
      }
      c.external.push_back(row);
    }
    for (const fs::path& f : files) fs::remove(f);
    progress("external " + set.name + " done");
  }
  fs::remove_all(dir);
}

// ---------------------------------------------------------------------------------------------
// minizinc: end to end per process on the same hard instances: `gridsat solve FILE` against
// `minizinc --solver gecode MODEL DATA` (flattening included, as a user runs it).

struct MiniZincRow {
  std::string set;
  std::size_t instances = 0, gridsat_solved = 0, minizinc_solved = 0, wrong = 0;
  std::vector<double> gridsat_wall, minizinc_wall, gridsat_cpu, minizinc_cpu, ratio, cpu_ratio;
};
std::vector<MiniZincRow> g_minizinc;

void run_minizinc(const Options& o, Collected& c) {
  if (!installed("minizinc")) {
    c.notes +=
        "MiniZinc is not installed: its comparison was skipped (apt-get install minizinc).\n";
    return;
  }
  const fs::path dir = work_dir();
  for (InstanceSet& set : hard_sets(o, std::max<std::size_t>(2, o.external_max / 3))) {
    MiniZincRow row;
    row.set = set.group + "/" + set.name;
    for (std::size_t k = 0; k < set.instances.size(); ++k) {
      const Instance& inst = set.instances[k];
      auto input = minizinc_input(*inst.puzzle);
      if (!input) continue;
      ++row.instances;
      const fs::path puzzle_file = dir / "puzzle.txt", data = dir / "data.dzn",
                     out = dir / "out.txt";
      std::ofstream(puzzle_file) << inst.text << "\n";
      std::ofstream(data) << input->data;
      ProcessRun g = run_process(
          {o.gridsat, "solve", "--from", inst.from, "--format", "plain", puzzle_file.string()},
          o.timeout);
      // fzn-gecode was seen running on after run_process killed minizinc at the time limit:
      // MiniZinc's own limit stops its solver, and the kill remains a backstop.
      const std::string minizinc_limit = std::to_string(static_cast<long>(o.timeout * 1000));
      ProcessRun m = run_process({"minizinc", "--solver", "gecode", "--time-limit", minizinc_limit,
                                  (o.models / input->model).string(), data.string()},
                                 o.timeout + 5, out.string());
      if (!g.timed_out && g.exit_code == 0) ++row.gridsat_solved;
      std::ifstream mo(out);
      std::string text((std::istreambuf_iterator<char>(mo)), std::istreambuf_iterator<char>());
      const auto [rows, cols] = answer_size(*inst.puzzle);  // a loop's answer is its edges
      auto grid = read_minizinc_grid(text, rows, cols);
      if (!m.timed_out && grid) {
        ++row.minizinc_solved;
        if (check_solution(*inst.puzzle, *grid)) ++row.wrong;  // the model would be wrong
      }
      // A run cut at the time limit counts as the limit (its children's processor time is lost
      // with them): the speed-up is then a floor, marked so.
      const double limit_ms = 1000 * o.timeout;
      row.gridsat_wall.push_back(g.timed_out ? limit_ms : g.wall_ms);
      row.gridsat_cpu.push_back(g.timed_out ? limit_ms : g.cpu_ms);
      row.minizinc_wall.push_back(m.timed_out ? limit_ms : m.wall_ms);
      row.minizinc_cpu.push_back(m.timed_out ? limit_ms : m.cpu_ms);
      row.ratio.push_back(row.minizinc_wall.back() / std::max(row.gridsat_wall.back(), 1e-3));
      row.cpu_ratio.push_back(row.minizinc_cpu.back() / std::max(row.gridsat_cpu.back(), 1e-3));
    }
    if (row.instances) g_minizinc.push_back(row);
    progress("minizinc " + row.set + " done");
  }
  fs::remove_all(dir);
  (void)c;
}

std::string minizinc_table() {
  std::ostringstream out;
  out << "| set | instances | gridsat solved | gridsat median ms (cpu / wall) | MiniZinc+Gecode "
         "solved | MiniZinc median ms (cpu / wall) | speed-up, cpu | speed-up, wall |\n"
         "|---|---:|---:|---:|---:|---:|---:|---:|\n";
  for (const MiniZincRow& r : g_minizinc) {
    std::string solved = std::to_string(r.minizinc_solved);
    if (r.wrong) solved += " (" + std::to_string(r.wrong) + " wrong)";
    const std::string floor = r.minizinc_solved < r.instances ? "≥ " : "";
    out << "| " << r.set << " | " << r.instances << " | " << r.gridsat_solved << " | "
        << ms_text(quantile(r.gridsat_cpu, 0.5)) << " / " << ms_text(quantile(r.gridsat_wall, 0.5))
        << " | " << solved << " | " << ms_text(quantile(r.minizinc_cpu, 0.5)) << " / "
        << ms_text(quantile(r.minizinc_wall, 0.5)) << " | " << floor
        << fixed(quantile(r.cpu_ratio, 0.5), 0) << "x | " << floor
        << fixed(quantile(r.ratio, 0.5), 0) << "x |\n";
  }
  out << "\nSpeed-up: the median over the instances of MiniZinc's time divided by gridsat's, each "
         "a whole process (`gridsat solve FILE` against `minizinc --solver gecode MODEL DATA`, "
         "flattening included); a run cut at the time limit counts as the limit (≥: a floor).\n";
  return out.str();
}

// ---------------------------------------------------------------------------------------------
// encode64: `gridsat encode` of a 64 x 64 sudoku (a valid grid, half its cells given) as a
// process, wall time, with the default encoding and with --amo auto.

double g_encode64_seconds = -1;
double g_encode64_auto_seconds = -1;

void run_encode64(const Options& o, Collected& c) {
  const fs::path dir = work_dir();
  const int n = 64, b = 8;
  std::ostringstream p;
  p << "sudoku 64\ngrid:\n";
  for (int r = 0; r < n; ++r) {
    for (int col = 0; col < n; ++col) {
      // The pattern grid: row r shifted by b * (r % b) + r / b, a valid sudoku.
      int v = (b * (r % b) + r / b + col) % n + 1;
      p << (col ? " " : "") << (((r * 7 + col * 13) % 2) ? std::to_string(v) : ".");
    }
    p << "\n";
  }
  const fs::path puzzle = dir / "s64.gsp", cnf = dir / "s64.cnf";
  std::ofstream(puzzle) << p.str();
  for (const char* amo : {"", "auto", "pairwise"}) {
    std::vector<std::string> argv = {o.gridsat, "encode", puzzle.string(), "-o", cnf.string()};
    if (*amo) {
      argv.push_back("--amo");
      argv.push_back(amo);
    }
    ProcessRun run = run_process(argv, 120);
    std::error_code ec;
    const auto bytes = fs::file_size(cnf, ec);
    std::string line = std::string("| gridsat encode") +
                       (*amo ? " --amo " + std::string(amo) : " (default options)") + " | " +
                       (run.timed_out        ? "timed out"
                        : run.exit_code == 0 ? "ok"
                                             : "exit " + std::to_string(run.exit_code)) +
                       " | " + fixed(run.wall_ms / 1000, 2) + " | " + fixed(run.cpu_ms / 1000, 2) +
                       " | " + (ec ? "-" : fixed(static_cast<double>(bytes) / 1e6, 0)) + " |";
    c.encode64.push_back(line);
    if (*amo == 0 && run.exit_code == 0) g_encode64_seconds = run.wall_ms / 1000;
    if (std::string(amo) == "auto" && run.exit_code == 0)
      g_encode64_auto_seconds = run.wall_ms / 1000;
    fs::remove(cnf, ec);
  }
  fs::remove_all(dir);
}

// ---------------------------------------------------------------------------------------------
// The plot: median time per puzzle against the grid's side, one line per puzzle type.

std::string write_plot(const Options& o, const std::vector<Point>& points) {
  std::map<std::string, std::map<int, std::vector<double>>> by_type;
  for (const Point& p : points) by_type[p.type][p.size].push_back(p.ms);
  const fs::path data = o.results / "time-vs-size.dat", script = o.results / "time-vs-size.gp";
  std::ofstream d(data);
  std::vector<std::string> types;
  for (const auto& [type, sizes] : by_type) {
    d << "# " << type << "\n";
    for (const auto& [size, ms] : sizes)
      d << size << " " << quantile(ms, 0.5) << " " << ms.size() << "\n";
    d << "\n\n";
    types.push_back(type);
  }
  d.close();
  std::ofstream g(script);
  g << "set terminal svg size 900,560 dynamic font 'sans,12'\n"
    << "set output '" << (o.results / "time-vs-size.svg").string() << "'\n"
    << "set title 'gridsat, sat backend (batch path), solve: median time per puzzle'\n"
    << "set xlabel 'grid side N (N x N)'\nset ylabel 'milliseconds of processor time'\n"
    << "set logscale y\nset grid\nset key left top\n"
    << "plot ";
  for (std::size_t i = 0; i < types.size(); ++i)
    g << (i ? ", " : "") << "'" << data.string() << "' index " << i
      << " using 1:2 with linespoints lw 2 pt 7 title '" << types[i] << "'";
  g << "\n";
  g.close();
  if (!installed("gnuplot")) return "gnuplot is not installed: the plot was not drawn.\n";
  ProcessRun run = run_process({"gnuplot", script.string()}, 60);
  return run.exit_code == 0 ? "" : "gnuplot failed: the plot was not drawn.\n";
}

// ---------------------------------------------------------------------------------------------
// Targets: each of the project's speed targets with the figure this run measured.

const Row* find(const std::vector<Row>& rows, const std::string& set_part,
                const std::string& config, const std::string& mode) {
  for (const Row& r : rows)
    if (r.set.find(set_part) != std::string::npos && r.config == config && r.mode == mode)
      return &r;
  return nullptr;
}

std::string targets_table(const Collected& c) {
  std::ostringstream out;
  out << "| target | measured | met |\n|---|---|:---:|\n";
  auto line = [&](const std::string& target, const std::string& measured, bool known, bool met) {
    out << "| " << target << " | " << (known ? measured : "not measured in this run") << " | "
        << (known ? (met ? "yes" : "**no**") : "-") << " |\n";
  };
  auto median_target = [&](const std::string& what, const std::string& set,
                           const std::string& config, double limit_ms) {
    const Row* r = find(c.backends, set, config, "solve");
    line(
        what,
        r ? ms_text(r->median()) + " ms median (" + std::to_string(r->instances) + " puzzles)" : "",
        r != nullptr, r && r->median() < limit_ms && r->decided == r->instances);
  };
  median_target("9x9 17-clue, sat, in process incl. encoding: median < 0.1 ms", "sudoku/17-clue",
                "sat", 0.1);
  median_target("9x9 forum-hardest, sat: median < 1 ms", "sudoku/forum-hardest-1905", "sat", 1.0);
  median_target("9x9 17-clue, native: median < 0.03 ms", "sudoku/17-clue", "native", 0.03);
  median_target("9x9 forum-hardest, native: median < 0.5 ms", "sudoku/forum-hardest-1905", "native",
                0.5);
  {
    const Row* r = find(c.backends, "sudoku/gecode-25x25", "sat", "solve");
    line("25x25 sudoku (large/gecode-25x25), sat: every puzzle solved, median < 1 s",
         r ? std::to_string(r->decided) + "/" + std::to_string(r->instances) + " solved, median " +
                 ms_text(r->median()) + " ms, max " + ms_text(quantile(r->ms, 1)) + " ms"
           : "",
         r != nullptr, r && r->decided == r->instances && r->median() < 1000);
  }
  // The 25 x 25 set as `gridsat solve` and `unique` run it by default on two cores: solve races
  // two solvers (sat -j 2), unique runs one (sat); wall and processor time.
  auto large_target = [&](const std::string& what, const std::string& config,
                          const std::string& mode, double median_ms, double worst_ms) {
    const Row* r = find(c.backends, "sudoku/gecode-25x25", config, mode);
    line(what,
         r ? std::to_string(r->decided) + "/" + std::to_string(r->instances) +
                 " decided; wall median " + ms_text(quantile(r->wall_ms, 0.5)) + " ms, max " +
                 ms_text(quantile(r->wall_ms, 1)) + " ms; processor median " +
                 ms_text(r->median()) + " ms, max " + ms_text(quantile(r->ms, 1)) + " ms"
           : "",
         r != nullptr,
         r && r->decided == r->instances && quantile(r->wall_ms, 0.5) < median_ms &&
             quantile(r->wall_ms, 1) < worst_ms);
  };
  large_target("25x25 (gecode-25x25) solve, sat -j 2: wall median < 0.5 s, worst < 3 s", "sat -j 2",
               "solve", 500, 3000);
  large_target("25x25 (gecode-25x25) unique, sat: wall median < 1 s, worst < 5 s", "sat", "unique",
               1000, 5000);
  large_target("25x25 (gecode-25x25) unique, sat -j 2: wall median < 1 s, worst < 5 s", "sat -j 2",
               "unique", 1000, 5000);
  auto worst_target = [&](const std::string& what, const std::string& set, const std::string& mode,
                          double limit_ms) {
    const Row* r = find(c.backends, set, "sat", mode);
    line(what,
         r ? "worst " + ms_text(quantile(r->ms, 1)) + " ms (" + std::to_string(r->instances) +
                 " puzzles)"
           : "",
         r != nullptr, r && r->decided == r->instances && quantile(r->ms, 1) < limit_ms);
  };
  worst_target("9x9 killer sudoku with large cages, sat: solved in < 1 s", "killer/large-cages",
               "solve", 1000);
  worst_target("12x12 skyscrapers with all 48 clues, sat: uniqueness decided in < 1 s",
               "skyscrapers/all-clues-12x12", "unique", 1000);
  worst_target("30x30 binairo, sat: decided unique in < 1 s", "binairo/large-30x30", "unique",
               1000);
  for (const char* config : {"sat", "native"})
    for (const char* set : {"sudoku/17-clue", "sudoku/forum-hardest-1905"}) {
      const Row* s = find(c.backends, set, config, "solve");
      const Row* u = find(c.backends, set, config, "unique");
      const double ratio = s && u && s->median() > 0 ? u->median() / s->median() : 0;
      line(std::string("unique <= 1.5 x solve: ") + set + ", " + config,
           s && u ? fixed(ratio, 2) + " (" + ms_text(u->median()) + " / " + ms_text(s->median()) +
                        " ms median)"
                  : "",
           s && u, ratio > 0 && ratio <= 1.5);
    }
  line("encode of a 64x64 sudoku writes its DIMACS in < 2 s (the command's default options)",
       fixed(g_encode64_seconds, 2) + " s wall", g_encode64_seconds >= 0, g_encode64_seconds < 2);
  line("encode of a 64x64 sudoku writes its DIMACS in < 2 s (--amo auto)",
       fixed(g_encode64_auto_seconds, 2) + " s wall", g_encode64_auto_seconds >= 0,
       g_encode64_auto_seconds < 2);
  for (const MiniZincRow& r : g_minizinc) {
    const double cpu = quantile(r.cpu_ratio, 0.5), wall = quantile(r.ratio, 0.5);
    const std::string floor = r.minizinc_solved < r.instances ? "≥ " : "";
    line("every type >= 20x faster than MiniZinc+Gecode end to end per process: " + r.set,
         floor + fixed(cpu, 0) + "x processor time, " + floor + fixed(wall, 0) +
             "x wall (medians of per-instance ratios, " + std::to_string(r.instances) + " puzzles)",
         true, cpu >= 20);
  }
  return out.str();
}

}  // namespace
}  // namespace gridsat::bench

int main(int argc, char** argv) {
  using namespace gridsat::bench;
  Options o;
  std::string sections, results;
  po::options_description desc("gridsat_bench options");
  desc.add_options()("help,h", "show this help")("sections", po::value(&sections),
                                                 "comma-separated: backends, fastpath, encodings, "
                                                 "external, minizinc, encode64 (default: all)")(
      "filter", po::value(&o.filter),
      "only the sets whose group/name contains this (e.g. sudoku/17-clue), in every section")(
      "max", po::value(&o.max)->default_value(o.max), "instances per set in process (0: all)")(
      "fresh-max", po::value(&o.fresh_max)->default_value(o.fresh_max),
      "instances per set for the new-solver-per-puzzle path")(
      "external-max", po::value(&o.external_max)->default_value(o.external_max),
      "instances per set for external solvers (MiniZinc: a third as many)")(
      "timeout", po::value(&o.timeout)->default_value(o.timeout), "seconds per instance")(
      "native-timeout", po::value(&o.native_timeout)->default_value(o.native_timeout),
      "seconds per instance, native backend")(
      "quick", po::bool_switch(&o.quick),
      "small samples everywhere (a smoke run of a few minutes)")(
      "results", po::value(&results), "where the tables go (default: benchmarks/results)");
  po::variables_map vm;
  try {
    po::store(po::parse_command_line(argc, argv, desc), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    std::cerr << "gridsat_bench: " << e.what() << "\n";
    return 64;
  }
  if (vm.count("help")) {
    std::cout << "usage: gridsat_bench [options]\n\n" << desc;
    return 0;
  }
  if (!results.empty()) o.results = results;
  std::stringstream list(sections);
  for (std::string s; std::getline(list, s, ',');) o.sections.insert(s);
  if (o.quick) {
    o.max = std::min<std::size_t>(o.max, 100);
    o.fresh_max = std::min<std::size_t>(o.fresh_max, 20);
    o.external_max = std::min<std::size_t>(o.external_max, 2);
    o.timeout = std::min(o.timeout, 20.0);
    o.native_timeout = std::min(o.native_timeout, 5.0);
  }
  fs::create_directories(o.results);
  const std::string machine = machine_description();
  Collected c;
  if (wanted(o, "backends")) run_backends(o, c);
  if (wanted(o, "fastpath")) run_fastpath(o, c);
  if (wanted(o, "encodings")) run_encodings(o, c);
  if (wanted(o, "external")) run_external(o, c);
  if (wanted(o, "minizinc")) run_minizinc(o, c);
  if (wanted(o, "encode64")) run_encode64(o, c);

  const std::string header =
      "Measured " + machine +
      ". In-process times are processor time per puzzle, encoding included.\n\n";
  auto write = [&](const std::string& name, const std::string& title, const std::string& body) {
    if (body.empty()) return;
    std::ofstream(o.results / name) << "# " << title << "\n\n" << header << body;
  };
  std::string backends = markdown_table(c.backends, "backend", true, true, true);
  std::string fastpath = markdown_table(c.fastpath, "path", true, false);
  std::string encodings = markdown_table(c.encodings, "encoding", false, true);
  std::string external = markdown_table(c.external, "solver", false, true);
  std::string mzn = minizinc_table();
  std::string e64;
  if (!c.encode64.empty()) {
    e64 = "| command | result | wall s | cpu s | DIMACS MB |\n|---|---|---:|---:|---:|\n";
    for (const std::string& l : c.encode64) e64 += l + "\n";
  }
  std::string plot_note = c.points.empty() ? "" : write_plot(o, c.points);
  std::string targets = targets_table(c);
  if (!c.backends.empty()) write("backends.md", "Backends: every set, solve and unique", backends);
  if (!c.fastpath.empty())
    write("fastpath.md", "Fast paths: the same puzzles before and after", fastpath);
  if (!c.encodings.empty())
    write("encodings.md", "Encoding alternatives (sat backend, solve)", encodings);
  if (!c.external.empty())
    write("external.md",
          "External SAT solvers on gridsat's DIMACS (processor time; processes read the file)",
          external);
  if (!g_minizinc.empty())
    write("minizinc.md", "gridsat against MiniZinc with Gecode, end to end per process", mzn);
  if (!e64.empty()) write("encode64.md", "Encoding a 64 x 64 sudoku", e64);
  write("targets.md", "Targets", targets + "\n" + c.notes + plot_note);

  std::ostringstream summary;
  summary << header << "### Targets\n\n" << targets << "\n" << c.notes << plot_note;
  if (!c.fastpath.empty())
    summary << "\n### Fast paths (before: a new solver per puzzle; after: the shape cache)\n\n"
            << fastpath;
  if (!c.backends.empty()) {
    std::vector<gridsat::bench::Row> main_rows;
    for (const auto& r : c.backends)
      if (r.set.find("tatham") == std::string::npos) main_rows.push_back(r);
    summary << "\n### Backends (Tatham sets in benchmarks/results/backends.md)\n\n"
            << markdown_table(main_rows, "backend", true, true, true);
  }
  if (!c.encodings.empty()) summary << "\n### Encoding alternatives\n\n" << encodings;
  if (!c.external.empty()) summary << "\n### External SAT solvers on the same CNF\n\n" << external;
  if (!g_minizinc.empty()) summary << "\n### MiniZinc with Gecode\n\n" << mzn;
  if (!e64.empty()) summary << "\n### 64 x 64 encode\n\n" << e64;
  std::ofstream(o.results / "summary.md") << summary.str();
  std::cout << summary.str();
  std::size_t wrong = 0;
  for (const auto* rows : {&c.backends, &c.fastpath, &c.encodings})
    for (const auto& r : *rows) wrong += r.wrong;
  return wrong ? 1 : 0;
}

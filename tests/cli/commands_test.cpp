// Every subcommand as a user runs it: the exit statuses of CLI.md, the exact plain output of
// FORMATS.md section 4, standard input, help and version, and one-line messages for usage errors.
#include <catch2/catch.hpp>
#include <chrono>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cli/cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const std::string kUnique4 = generated_sudoku("sudoku-4x4-unique-001.gsp");
const std::string kMultiple4 = generated_sudoku("sudoku-4x4-multiple-001.gsp");
const std::string kNone4 = generated_sudoku("sudoku-4x4-none-001.gsp");

// An error run: the status, nothing on standard output, exactly one line on standard error.
void require_error(const CliRun& run, int status, const std::string& message) {
  INFO("stderr: " << run.err);
  CHECK(run.status == status);
  CHECK(run.out.empty());
  CHECK(run.err == "gridsat: " + message + "\n");
}

// A run that failed with `status` and one `gridsat: ...` line, whatever its wording.
void require_one_line_error(const CliRun& run, int status) {
  INFO("stderr: " << run.err);
  CHECK(run.status == status);
  CHECK(run.out.empty());
  REQUIRE(run.err.starts_with("gridsat: "));
  CHECK(run.err.find('\n') == run.err.size() - 1);
}

// Reads a plain grid printed by gridsat and checks it against the puzzle's rules.
Grid require_valid_grid(const Puzzle& puzzle, const std::string& text) {
  ParseError error;
  auto grid = read_plain(puzzle, text, error);
  INFO(text << error.message);
  REQUIRE(grid.has_value());
  auto violation = check_solution(puzzle, *grid);
  INFO((violation ? describe(*violation) : ""));
  REQUIRE(!violation);
  return *grid;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

}  // namespace

TEST_CASE("solve prints the plain grid and exits 0, 1 for none", "[cli][solve]") {
  CliRun solved = run_cli({"solve", kUnique4});
  CHECK(solved.status == 0);
  CHECK(solved.out == solution_text(kUnique4));  // "2 1 3 4\n3 4 2 1\n..." exactly
  CHECK(solved.err.empty());

  CliRun none = run_cli({"solve", kNone4});
  CHECK(none.status == 1);
  CHECK(none.out == "no solution\n");
  CHECK(none.err.empty());

  // A puzzle with many solutions is still "solved" by solve: one valid grid.
  CliRun some = run_cli({"solve", kMultiple4});
  CHECK(some.status == 0);
  require_valid_grid(*parse(read_text(kMultiple4)), some.out);
}

TEST_CASE("a race of any number of solvers (-j N), or one member alone (--member K)",
          "[cli][solve]") {
  for (const std::vector<std::string>& extra :
       std::vector<std::vector<std::string>>{{"-j", "5"}, {"--member", "6"}, {"--member", "0"}}) {
    std::vector<std::string> args = {"unique", kUnique4};
    args.insert(args.end(), extra.begin(), extra.end());
    const CliRun run = run_cli(args);
    CHECK(run.status == 0);
    CHECK(run.out == run_cli({"unique", kUnique4}).out);
  }
  const CliRun bad = run_cli({"solve", kUnique4, "--member", "64"});
  CHECK(bad.status == 64);
  CHECK(bad.err.find("--member must be between 0 and 63") != std::string::npos);
}

TEST_CASE("the plain grid of a 16x16 sudoku writes values above 9 as numbers", "[cli][solve]") {
  auto path = generated_sudoku("sudoku-16x16-unique-001.gsp");
  CliRun run = run_cli({"solve", path});
  CHECK(run.status == 0);
  CHECK(run.out == solution_text(path));
  auto lines = lines_of(run.out);
  REQUIRE(lines.size() == 16);
  for (const auto& line : lines) {
    std::istringstream cells(line);
    int count = 0;
    for (std::string cell; cells >> cell; ++count) CHECK(std::stoi(cell) >= 1);
    CHECK(count == 16);
    CHECK(line.find("  ") == std::string::npos);  // cells separated by exactly one space
  }
}

TEST_CASE("unique exits 0 / 1 / 2 and shows two solutions and where they differ", "[cli][unique]") {
  CliRun unique = run_cli({"unique", kUnique4});
  CHECK(unique.status == 0);
  CHECK(unique.out == solution_text(kUnique4));

  CliRun none = run_cli({"unique", kNone4});
  CHECK(none.status == 1);
  CHECK(none.out == "no solution\n");

  CliRun multiple = run_cli({"unique", kMultiple4});
  CHECK(multiple.status == 2);
  CHECK(multiple.err.empty());
  // more than one solution / solution 1: / 4 rows / solution 2: / 4 rows / differ: r.c. ...
  auto lines = lines_of(multiple.out);
  REQUIRE(lines.size() == 12);
  CHECK(lines[0] == "more than one solution");
  CHECK(lines[1] == "solution 1:");
  CHECK(lines[6] == "solution 2:");
  auto puzzle = parse(read_text(kMultiple4));
  auto join = [&](std::size_t from) {
    return lines[from] + "\n" + lines[from + 1] + "\n" + lines[from + 2] + "\n" + lines[from + 3] +
           "\n";
  };
  Grid a = require_valid_grid(*puzzle, join(2));
  Grid b = require_valid_grid(*puzzle, join(7));
  CHECK(a != b);
  std::string differ = "differ:";
  for (auto [r, c] : differing_cells(a, b))
    differ += " r" + std::to_string(r + 1) + "c" + std::to_string(c + 1);
  CHECK(lines[11] == differ);
}

TEST_CASE("count prints the number of solutions and stops at --limit", "[cli][count]") {
  auto puzzle = parse(read_text(kMultiple4));
  RunOptions native;
  native.backend = Backend::Native;
  RunResult truth = run(*puzzle, Mode::Count, native);
  REQUIRE(truth.count_complete);
  REQUIRE(truth.count >= 2);

  CliRun all = run_cli({"count", kMultiple4});
  CHECK(all.status == 0);
  CHECK(all.out == std::to_string(truth.count) + "\n");
  CHECK(all.err.empty());

  CliRun limited = run_cli({"count", "--limit", "1", kMultiple4});
  CHECK(limited.status == 0);
  CHECK(limited.out == "at least 1\n");  // the limit is an answer, but not the exact count
  CHECK(limited.err == "gridsat: stopped counting at the limit (1)\n");

  CHECK(run_cli({"count", kUnique4}).out == "1\n");
  CliRun none = run_cli({"count", kNone4});
  CHECK(none.status == 0);
  CHECK(none.out == "0\n");
}

TEST_CASE("a time limit gives status unknown (exit 3) quickly", "[cli][unknown]") {
  // An external "solver" that never answers: the limit has to stop it.
  for (std::string mode : {"solve", "unique", "count"}) {
    INFO(mode);
    auto start = std::chrono::steady_clock::now();
    CliRun run = run_cli(
        {mode, "--backend", "external", "--solver", "sleep 30", "--timeout", "0.3", kUnique4});
    double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    CHECK(run.status == 3);
    CHECK(run.out == (mode == "count" ? "at least 0\n" : "unknown\n"));
    CHECK(run.err.find("stopped by the time limit (--timeout 0.3 s)") != std::string::npos);
    CHECK(seconds < 5);
  }
}

TEST_CASE("the puzzle is read from standard input with '-' or no FILE", "[cli][stdin]") {
  std::string text = read_text(kUnique4);
  for (std::vector<std::string> args :
       {std::vector<std::string>{"solve"}, std::vector<std::string>{"solve", "-"}}) {
    CliRun run = run_cli(args, text);
    CHECK(run.status == 0);
    CHECK(run.out == solution_text(kUnique4));
  }
  CHECK(run_cli({"unique", "-"}, read_text(kMultiple4)).status == 2);
  CHECK(run_cli({"convert", "--to", "sudoku-line"}, text).out == "..34.......31...\n");
  CHECK(run_cli({"encode"}, text).out == run_cli({"encode", kUnique4}).out);
  // Messages name standard input.
  require_error(run_cli({"solve"}, "sudoku 4\ngrid:\n1 . . 9\n....\n....\n....\n"), 65,
                "<stdin>:3:7: value 9 is out of range (1 to 4)");
  require_error(run_cli({"solve", "-"}, ""), 65, "<stdin>:1:1: empty input");
}

TEST_CASE("a UTF-8 byte-order mark and CRLF line ends are accepted", "[cli][input]") {
  std::string text = read_text(kUnique4);
  std::string crlf;
  for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  CHECK(run_cli({"solve"}, "\xEF\xBB\xBF" + text).out == solution_text(kUnique4));
  CHECK(run_cli({"solve"}, crlf).out == solution_text(kUnique4));
  CHECK(run_cli({"solve"}, "\xEF\xBB\xBF" + crlf).out == solution_text(kUnique4));
}

TEST_CASE("help of every command, the version, and usage", "[cli][help]") {
  for (std::string command : {"solve", "unique", "count", "encode", "decode", "check", "convert"}) {
    INFO(command);
    CliRun run = run_cli({command, "--help"});
    CHECK(run.status == 0);
    CHECK(run.out.starts_with("usage: gridsat " + command + " "));
    CHECK(run.out.find("--help") != std::string::npos);
    CHECK(run.out.find("example:") != std::string::npos);
    CHECK(run.err.empty());
    CHECK(run_cli({command, "-h"}).out == run.out);
  }
  CliRun help = run_cli({"--help"});
  CHECK(help.status == 0);
  CHECK(help.out.starts_with("usage: gridsat COMMAND"));
  for (std::string command : {"solve", "unique", "count", "encode", "decode", "check", "convert"})
    CHECK(help.out.find("  " + command + " ") != std::string::npos);

  CliRun version = run_cli({"--version"});
  CHECK(version.status == 0);
  CHECK(version.err.empty());
  std::string v = gridsat_version();
  CHECK(std::count(v.begin(), v.end(), '.') == 2);
  CHECK(version.out.starts_with("gridsat " + v + " (CaDiCaL "));
  CHECK(version.out.ends_with(")\n"));

  CliRun bare = run_cli({});
  CHECK(bare.status == 64);
  CHECK(bare.out.empty());
  CHECK(bare.err.starts_with("usage: gridsat COMMAND"));
}

TEST_CASE("usage errors exit 64 with one line", "[cli][usage]") {
  require_error(run_cli({"frobnicate"}), 64, "unknown command 'frobnicate' (see gridsat --help)");
  require_error(run_cli({"solve", "--frobnicate", kUnique4}), 64,
                "unrecognised option '--frobnicate' (see --help)");
  require_error(run_cli({"solve", "--format", "xml", kUnique4}), 64,
                "unknown --format 'xml' (plain, pretty, json, svg, abc-lines, sudoku-boxes, "
                "binairo-table, pyramids, calcudoku-cages)");
  require_error(run_cli({"solve", "--backend", "quantum", kUnique4}), 64,
                "unknown --backend 'quantum' (sat, native, external)");
  require_error(run_cli({"solve", "--backend", "external", kUnique4}), 64,
                "--backend external needs --solver CMD");
  require_error(run_cli({"solve", "--amo", "telepathy", kUnique4}), 64,
                "unknown --amo 'telepathy' (pairwise, sequential, bimander, product, auto)");
  require_error(run_cli({"solve", "--timeout", "-1", kUnique4}), 64,
                "--timeout must not be negative");
  for (std::string bad : {"nan", "inf", "1e300"})
    require_error(run_cli({"solve", "--timeout", bad, kUnique4}), 64,
                  "--timeout must be a number of seconds up to 1000000000");
  require_error(run_cli({"count", "--limit", "0", kUnique4}), 64, "--limit must be at least 1");
  require_error(run_cli({"solve", "--color", "blue", kUnique4}), 64,
                "unknown --color 'blue' (auto, always, never)");
  require_error(run_cli({"solve", "--type", "chess", kUnique4}), 64,
                "unknown --type 'chess' (see gridsat --help)");
  require_error(run_cli({"check", kUnique4}), 64,
                "check needs PUZZLE and SOLUTION, or a SETFILE of PUZZLE SOLUTION lines; " +
                    kUnique4 + " is one puzzle (see --help)");
  require_error(run_cli({"decode", kUnique4}), 64, "decode needs PUZZLE and MODEL (see --help)");
  // Wording from Boost.Program_options; the status and the single line are what matter.
  require_one_line_error(run_cli({"solve", kUnique4, kUnique4}), 64);
  require_one_line_error(run_cli({"solve", "--timeout", "soon", kUnique4}), 64);
  require_one_line_error(run_cli({"solve", "--format"}), 64);
  require_one_line_error(run_cli({"solve", "--from", "morse", kUnique4}), 64);
  require_one_line_error(run_cli({"convert", "--to", "morse", kUnique4}), 64);
  // A usage error is found before the input is read.
  require_error(run_cli({"solve", "--format", "xml", "/no/such/file"}), 64,
                "unknown --format 'xml' (plain, pretty, json, svg, abc-lines, sudoku-boxes, "
                "binairo-table, pyramids, calcudoku-cages)");
}

TEST_CASE("an input that cannot be opened exits 66", "[cli][input]") {
  ScratchDir dir;
  std::string missing = (dir.path() / "missing.gsp").string();
  std::string message = missing + ": cannot open: No such file or directory";
  for (std::string command : {"solve", "unique", "count", "encode", "convert"})
    require_error(run_cli({command, missing}), 66, message);
  require_error(run_cli({"solve", dir.path().string()}), 66,
                dir.path().string() + ": is a directory");
  require_error(run_cli({"check", kUnique4, missing}), 66, message);
  require_error(run_cli({"decode", kUnique4, missing}), 66, message);
  require_error(run_cli({"encode", "--exclude", missing, kUnique4}), 66, message);
  if (geteuid() != 0) {  // root reads anything
    fs::path locked = dir.write("locked.gsp", read_text(kUnique4));
    fs::permissions(locked, fs::perms::none);
    require_error(run_cli({"solve", locked}), 66,
                  locked.string() + ": cannot open: Permission denied");
  }
}

TEST_CASE("a failed write to standard output exits 74", "[cli][output]") {
  for (std::string command :
       {"solve '" + kUnique4 + "' > /dev/full", "encode '" + kUnique4 + "' > /dev/full",
        "convert '" + kUnique4 + "' > /dev/full", "solve '" + kUnique4 + "' >&-"}) {
    INFO(command);
    ProgramRun run = run_cli_shell(command);
    CHECK(run.status == 74);
    CHECK(run.err == "gridsat: error writing standard output\n");
  }
}

TEST_CASE("check says valid, or which rule breaks where (65)", "[cli][check]") {
  ScratchDir dir;
  fs::path good = dir.write("good.txt", solution_text(kUnique4));
  CliRun valid = run_cli({"check", kUnique4, good});
  CHECK(valid.status == 0);
  CHECK(valid.out == "valid\n");
  // Run together, with rulers, as the plain reader allows.
  fs::path ruled =
      dir.write("ruled.txt", "2 1 | 3 4\n3 4 | 2 1\n----+----\n4 2 | 1 3\n1 3 | 4 2\n");
  CHECK(run_cli({"check", kUnique4, ruled}).out == "valid\n");
  fs::path compact = dir.write("compact.txt", "2134\n3421\n\n4213\n1342\n");
  CHECK(run_cli({"check", kUnique4, compact}).out == "valid\n");
  fs::path grouped = dir.write("grouped.txt", "21 | 34\n34 | 21\n-----\n42 | 13\n13 | 42\n");
  CHECK(run_cli({"check", kUnique4, grouped}).out == "valid\n");
  // The one-line forms of data sets: Tatham's rows by '/' and cells by ',', and a sudoku line.
  fs::path tatham = dir.write("tatham.txt", "2,1,3,4/3,4,2,1/4,2,1,3/1,3,4,2\n");
  CHECK(run_cli({"check", kUnique4, tatham}).out == "valid\n");
  fs::path line = dir.write("line.txt", "2134342142131342\n");
  CHECK(run_cli({"check", kUnique4, line}).out == "valid\n");
  // A broken rule in them is pointed at in the line, at the cell.
  fs::path tatham_bad = dir.write("tatham-bad.txt", "2,1,3,4/3,4,2,1/4,2,1,3/1,3,2,4\n");
  require_error(run_cli({"check", kUnique4, tatham_bad}), 65,
                tatham_bad.string() + ":1:29: r4c3: column 3 holds 2 twice (r2c3 and r4c3)");
  fs::path line_bad = dir.write("line-bad.txt", "2134342142131324\n");
  require_error(run_cli({"check", kUnique4, line_bad}), 65,
                line_bad.string() + ":1:15: r4c3: column 3 holds 2 twice (r2c3 and r4c3)");
  fs::path tatham_short = dir.write("tatham-short.txt", "2,1,3,4/3,4,2,1/4,2,1\n");
  require_error(run_cli({"check", kUnique4, tatham_short}), 65,
                tatham_short.string() + ":1:17: row 3 has 3 cells, expected 4");

  // Row 4 swaps two cells: column 3 then holds 2 twice; the message points at row 4's third cell.
  fs::path swapped = dir.write("swapped.txt", "2 1 3 4\n3 4 2 1\n4 2 1 3\n1 3 2 4\n");
  require_error(run_cli({"check", kUnique4, swapped}), 65,
                swapped.string() + ":4:5: r4c3: column 3 holds 2 twice (r2c3 and r4c3)");
  // The given 3 of r1c3 replaced (and the grid otherwise kept Latin).
  fs::path against_given =
      dir.write("given.txt", "# a comment\n2 1 4 3\n3 4 2 1\n4 2 1 3\n1 3 4 2\n");
  require_error(run_cli({"check", kUnique4, against_given}), 65,
                against_given.string() + ":2:5: r1c3: cell differs from its given 3");
  fs::path range = dir.write("range.txt", "2134\n3421\n4213\n1349\n");
  require_error(run_cli({"check", kUnique4, range}), 65,
                range.string() + ":4:4: r4c4: value 9 is outside 1..4");
  // A Latin square that is no sudoku: the first box holds 2 twice.
  fs::path empty = dir.write("empty.gsp", "sudoku 4\n");
  fs::path box = dir.write("box.txt", "1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 3\n");
  require_error(run_cli({"check", empty, box}), 65,
                box.string() + ":2:1: r2c1: box 1 holds 2 twice (r1c2 and r2c1)");
  // A grid that is not a grid at all.
  fs::path short_grid = dir.write("short.txt", "2 1 3 4\n3 4 2 1\n");
  require_error(run_cli({"check", kUnique4, short_grid}), 65,
                short_grid.string() + ":3:1: the solution has 2 rows, expected 4");
  fs::path letters = dir.write("letters.txt", "2 1 3 4\n3 x 2 1\n4 2 1 3\n1 3 4 2\n");
  require_error(run_cli({"check", kUnique4, letters}), 65,
                letters.string() + ":2:3: 'x' is not a value of this puzzle");
}

TEST_CASE("convert rewrites a puzzle and the result reads back the same", "[cli][convert]") {
  ScratchDir dir;
  for (std::string name :
       {"sudoku-4x4-unique-002.gsp", "sudoku-9x9-jigsaw-unique-001.gsp",
        "sudoku-9x9-diagonal-unique-001.gsp", "sudoku-6x6-box3x2-unique-001.gsp"}) {
    INFO(name);
    auto path = generated_sudoku(name);
    CliRun native = run_cli({"convert", "--to", "native", path});
    REQUIRE(native.status == 0);
    CHECK(native.err.empty());
    CHECK(native.out.starts_with("sudoku "));  // the canonical type, also for "solo"
    fs::path copy = dir.write(name, native.out);
    CHECK(run_cli({"solve", copy}).out == solution_text(path));
    CHECK(run_cli({"convert", copy}).out == native.out);  // native is the default and a fixpoint
  }
  CHECK(run_cli({"convert", "--to", "sudoku-line", kUnique4}).out == "..34.......31...\n");
  auto jigsaw = generated_sudoku("sudoku-9x9-jigsaw-unique-001.gsp");
  require_error(
      run_cli({"convert", "--to", "sudoku-line", jigsaw}), 65,
      jigsaw.string() + ": sudoku-line cannot express this sudoku's variant or box shape");
}

TEST_CASE("cross-check agrees on good backends and exits 70 on a lying one", "[cli][cross-check]") {
  CliRun agreed = run_cli({"unique", "--cross-check", kMultiple4});
  CHECK(agreed.status == 2);
  CHECK(run_cli({"unique", "--cross-check", "--backend", "native", kUnique4}).status == 0);
  // An external "solver" that says UNSAT for a solvable puzzle: the native backend disagrees.
  require_error(
      run_cli({"solve", "--cross-check", "--backend", "external", "--solver",
               "echo s UNSATISFIABLE", kUnique4}),
      70, "cross-check failed: the external backend says unsat, the native backend says solved");
}

TEST_CASE("an external model that breaks its CNF is the solver's fault: exit 69, no answer",
          "[cli][external]") {
  // A "solver" whose model sets variable 1 and nothing else: the clause that r1c2 holds a value
  // (the eighth clause gridsat writes, after r1c1's seven) has no true literal. Before the model
  // was checked against the CNF, the rules check caught it and blamed gridsat (70, "internal
  // error").
  CliRun lying = run_cli(
      {"solve", "--backend", "external", "--solver", "echo s SATISFIABLE; echo v 1 0", kUnique4});
  require_error(lying, 69,
                "external solver 'echo s SATISFIABLE; echo v 1 0' returned a model that "
                "falsifies clause 8 of the DIMACS it was given; exit status 0");
  CHECK(lying.out.empty());
}

TEST_CASE("an external solver that cannot run or answer exits 69", "[cli][external]") {
  // The rest of the line is the shell's own wording ("sh: 1: ...: not found" from dash).
  CliRun missing =
      run_cli({"solve", "--backend", "external", "--solver", "no-such-solver-here", kUnique4});
  require_one_line_error(missing, 69);
  CHECK(missing.err.starts_with(
      "gridsat: external solver 'no-such-solver-here' could not be run; exit status 127: "));
  require_error(run_cli({"solve", "--backend", "external", "--solver", "true", kUnique4}), 69,
                "external solver 'true' printed no answer; exit status 0");
  require_error(
      run_cli(
          {"solve", "--backend", "external", "--solver", "echo v 1 x 0; echo oops >&2", kUnique4}),
      69,
      "external solver 'echo v 1 x 0; echo oops >&2' printed no model (line 1: expected a literal, "
      "found 'x'); exit status 0: oops");
}

TEST_CASE("pretty format draws the boxes, --stats and --verbose speak on stderr only",
          "[cli][output]") {
  CliRun pretty = run_cli({"solve", "--format", "pretty", "--color", "never", kUnique4});
  CHECK(pretty.status == 0);
  CHECK(pretty.out ==
        "┏━━━┯━━━┳━━━┯━━━┓\n"
        "┃ 2 │ 1 ┃ 3 │ 4 ┃\n"
        "┠───┼───╂───┼───┨\n"
        "┃ 3 │ 4 ┃ 2 │ 1 ┃\n"
        "┣━━━┿━━━╋━━━┿━━━┫\n"
        "┃ 4 │ 2 ┃ 1 │ 3 ┃\n"
        "┠───┼───╂───┼───┨\n"
        "┃ 1 │ 3 ┃ 4 │ 2 ┃\n"
        "┗━━━┷━━━┻━━━┷━━━┛\n");
  CliRun colored = run_cli({"solve", "--format", "pretty", "--color", "always", kUnique4});
  CHECK(colored.out.find("\033[1m3\033[0m") != std::string::npos);  // the given 3 in bold

  CliRun stats = run_cli({"solve", "--stats", kUnique4});
  CHECK(stats.status == 0);
  CHECK(stats.out == solution_text(kUnique4));
  // The native propagation fills this puzzle in: no CNF was needed (driver/shrink.hpp).
  CHECK(stats.err.starts_with("gridsat: stats: vars n/a, clauses n/a, "));
  CHECK(stats.err.find(", conflicts ") != std::string::npos);
  CHECK(std::count(stats.err.begin(), stats.err.end(), '\n') == 1);
  // The native backtracker has no CNF: n/a, not 0 variables.
  CliRun native = run_cli({"solve", "--stats", "--backend", "native", kUnique4});
  CHECK(native.err.starts_with("gridsat: stats: vars n/a, clauses n/a, encode "));
  // decode's figures are those of the CNF the model answers; check has no solver figures.
  ScratchDir dir;
  ProgramRun cadical = run_program({"cadical", "-q"}, run_cli({"encode", kUnique4}).out);
  REQUIRE(cadical.status == 10);
  const fs::path model = dir.write("model.txt", cadical.out);
  CliRun decoded = run_cli({"decode", "--stats", kUnique4, model.string()});
  CHECK(decoded.status == 0);
  CHECK(decoded.err.starts_with("gridsat: stats: vars 64, clauses "));
  require_error(run_cli({"check", "--stats", kUnique4, model.string()}), 64,
                "unrecognised option '--stats' (see --help)");

  CliRun verbose = run_cli({"solve", "--verbose", kUnique4});
  CHECK(verbose.out == solution_text(kUnique4));
  CHECK(verbose.err == "gridsat: " + kUnique4 + ": read as native (sudoku)\n");
  CliRun line = run_cli({"solve", "-v"}, "..34.......31...\n");
  CHECK(line.err == "gridsat: <stdin>: read as sudoku-line (sudoku)\n");
}

TEST_CASE("encoding names are checked once, before any work, --sum is --cage-encoding's old name",
          "[cli][options]") {
  const std::string calcudoku =
      (fs::path(GRIDSAT_TEST_DATA_DIR).parent_path().parent_path() / "examples/calcudoku-4x4.gsp")
          .string();
  for (std::vector<std::string> bad : {std::vector<std::string>{"--visibility", "regular"},
                                       {"--cage-encoding", "bdd"},
                                       {"--sum", "sets"},
                                       {"--amo", "ladder"},
                                       {"--card", "adder"}}) {
    std::vector<std::string> args = {"solve"};
    args.insert(args.end(), bad.begin(), bad.end());
    args.push_back(calcudoku);
    CliRun run = run_cli(args);
    INFO(bad[0] << " " << bad[1] << ": " << run.err);
    CHECK(run.status == 64);
    CHECK(run.out.empty());
    CHECK(run.err.find("'" + bad[1] + "'") != std::string::npos);
  }
  const std::string dd = run_cli({"encode", "--cage-encoding", "dd", calcudoku}).out;
  CHECK(dd.find(" sum=dd") != std::string::npos);
  CHECK(run_cli({"encode", "--sum", "dd", calcudoku}).out == dd);
  CHECK(run_cli({"encode", "--cage-encoding", "DD", calcudoku}).out == dd);  // any case
  CHECK(run_cli({"encode", "--cage-encoding", "tuples", calcudoku}).out != dd);
  CHECK(run_cli({"solve", "--sum", "dd", "--cage-encoding", "tuples", calcudoku}).status == 64);
}

namespace gridsat::test {

TEST_CASE("gridsat help COMMAND, --solver without its backend, batch without FILE", "[cli]") {
  // `gridsat help solve` is solve's own help.
  const CliRun help = run_cli({"help", "solve"});
  CHECK(help.status == 0);
  CHECK(help.out.rfind("usage: gridsat solve", 0) == 0);
  // --solver belongs to the external backend: alone it is a usage error, not ignored.
  require_error(run_cli({"solve", "--solver", "cadical", kUnique4}), 64,
                "--solver is the command of --backend external; add --backend external");
  // analyze's --help lists only the forms analyze writes.
  const CliRun analyze = run_cli({"analyze", "--help"});
  CHECK(analyze.out.find("plain | pretty | json (") != std::string::npos);
  CHECK(analyze.out.find("svg") == std::string::npos);
  // batch without FILE reads standard input (CLI.md).
  const CliRun batch = run_cli({"batch", "--no-progress"}, read_text(kUnique4));
  CHECK(batch.status == 0);
  CHECK(nlohmann::json::parse(batch.out)["status"] == "solved");
}

}  // namespace gridsat::test

TEST_CASE("a URL or a Tatham ID given as the argument is the puzzle, a file of that name wins",
          "[cli][argument]") {
  // foreign-ids.md's puzz.link sudoku test vector and its one solution.
  const std::string url = "https://puzz.link/p?sudoku/4/4/g1k23k3g";
  const CliRun solved = run_cli({"unique", url});
  CHECK(solved.status == 0);
  CHECK(solved.out == "2 1 4 3\n4 3 1 2\n3 4 2 1\n1 2 3 4\n");
  // What is wrong with it is said at its place in the argument.
  const CliRun bad = run_cli({"solve", "https://puzz.link/p?sudoku/4/4/g1k2!3k3g"});
  CHECK(bad.status == 65);
  CHECK(bad.err ==
        "gridsat: <argument>:1:36: unexpected '!' in the puzzle data (expected 0-9, "
        "a-z, '-', '+' or '.')\n");
  // A Tatham ID: the same grid in Solo's code (a blank, 1, five blanks, 2, 3, five blanks, 3, a
  // blank; `_` parts two numbers).
  const CliRun solo = run_cli({"convert", "--to", "puzzlink", "solo:2x2:a1e2_3e3a"});
  CHECK(solo.status == 0);
  CHECK(solo.out == url + "\n");
  // Anything else that names no file is still a file that cannot be opened.
  CHECK(run_cli({"solve", "no-such-puzzle.gsp"}).status == 66);
  // A file whose name looks like an ID is read as the file.
  ScratchDir dir;
  dir.write("solo:2x2:a1e2_3e3a", "sudoku 4\ngrid:\n1...\n....\n....\n....\n");
  const ProgramRun file = run_program({"/bin/sh", "-c",
                                       "cd '" + dir.path().string() + "' && '" + GRIDSAT_BINARY +
                                           "' convert --to native solo:2x2:a1e2_3e3a"});
  CHECK(file.status == 0);
  CHECK(file.out == "sudoku 4\ngrid:\n1...\n....\n....\n....\n");
}

// gridsat next to real SAT solvers: `encode`, then the Debian cadical / minisat / picosat binaries,
// then `decode` must give the puzzle's solution; `encode --exclude SOLUTION` is UNSAT exactly for
// a unique puzzle; `--backend external` works with each solver's own output conventions; and
// `encode -o FILE` / `convert -o FILE` write the file whole or not at all.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "cli/cli_support.hpp"
#include "cnf/dimacs.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

const std::vector<std::string> kUniquePuzzles = {
    "sudoku-4x4-unique-002.gsp", "sudoku-6x6-box3x2-unique-001.gsp",
    "sudoku-9x9-diagonal-unique-001.gsp", "sudoku-9x9-jigsaw-unique-002.gsp",
    "sudoku-9x9-unique-003.gsp"};

// A SAT solver binary's run on a CNF file (cadical and picosat print s/v lines on standard output).
ProgramRun sat_solver(const std::string& solver, const fs::path& cnf) {
  ProgramRun run = run_program({solver, cnf.string()});
  INFO(solver << ": " << run.err);
  REQUIRE(!run.timed_out);
  REQUIRE((run.status == 10 || run.status == 20));
  return run;
}

CliRun encode(const std::vector<std::string>& extra, const fs::path& puzzle) {
  std::vector<std::string> args = {"encode"};
  args.insert(args.end(), extra.begin(), extra.end());
  args.push_back(puzzle.string());
  CliRun run = run_cli(args);
  INFO(run.err);
  REQUIRE(run.status == 0);
  CHECK(run.err.empty());
  return run;
}

}  // namespace

TEST_CASE("encode writes DIMACS with the puzzle line and a complete cell map", "[cli][encode]") {
  auto path = generated_sudoku("sudoku-4x4-unique-002.gsp");  // written as "solo 4"
  std::string cnf_text = encode({}, path).out;
  DimacsError error;
  auto cnf = read_dimacs(cnf_text, error);
  INFO(error.message);
  REQUIRE(cnf.has_value());

  std::istringstream in(cnf_text);
  std::string first;
  std::getline(in, first);
  CHECK(first == "c gridsat " + gridsat_version() + " sudoku 4");  // canonical type, size
  // `c cell r<row>c<col> <value> <var>`: one line per (cell, value), before `p cnf`.
  std::map<std::pair<std::string, int>, int> cells;
  std::set<int> vars;
  bool seen_header = false;
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("p cnf ")) seen_header = true;
    if (!line.starts_with("c cell ")) continue;
    CHECK(!seen_header);
    std::istringstream fields(line.substr(7));
    std::string cell;
    int value = 0, var = 0;
    REQUIRE(fields >> cell >> value >> var);
    CHECK(cells.emplace(std::pair(cell, value), var).second);
    CHECK(vars.insert(var).second);
    CHECK((var >= 1 && var <= cnf->num_vars));
    CHECK((value >= 1 && value <= 4));
  }
  CHECK(seen_header);
  CHECK(cells.size() == 4 * 4 * 4);
  for (int r = 1; r <= 4; ++r)
    for (int c = 1; c <= 4; ++c)
      for (int v = 1; v <= 4; ++v)
        CHECK(cells.count({"r" + std::to_string(r) + "c" + std::to_string(c), v}) == 1);
  // The same text from a file, from standard input and with the encoding named explicitly.
  CHECK(run_cli({"encode"}, read_text(path)).out == cnf_text);
  CHECK(encode({"--amo", "auto"}, path).out == cnf_text);
}

TEST_CASE("encode, cadical and picosat, decode: the known solution", "[cli][roundtrip]") {
  ScratchDir dir;
  for (const std::string& name : kUniquePuzzles) {
    INFO(name);
    auto path = generated_sudoku(name);
    fs::path cnf = dir.path() / (name + ".cnf");
    encode({"-o", cnf.string()}, path);
    for (std::string solver : {"cadical", "picosat"}) {
      INFO(solver);
      ProgramRun solved = sat_solver(solver, cnf);
      CHECK(solved.status == 10);
      fs::path model = dir.write(name + "." + solver + ".model", solved.out);
      CliRun decoded = run_cli({"decode", path.string(), model.string()});
      INFO(decoded.err);
      CHECK(decoded.status == 0);
      CHECK(decoded.out == solution_text(path));
    }
  }
}

TEST_CASE("minisat's result file decodes too: SAT and UNSAT", "[cli][roundtrip]") {
  ScratchDir dir;
  auto path = generated_sudoku("sudoku-9x9-unique-003.gsp");
  fs::path cnf = dir.path() / "p.cnf";
  encode({"-o", cnf.string()}, path);
  fs::path result = dir.path() / "result";
  ProgramRun sat = run_program({"minisat", "-verb=0", cnf.string(), result.string()});
  CHECK(sat.status == 10);
  CHECK(read_text(result).starts_with("SAT\n"));
  CliRun decoded = run_cli({"decode", path.string(), result.string()});
  CHECK(decoded.status == 0);
  CHECK(decoded.out == solution_text(path));

  fs::path blocked = dir.path() / "blocked.cnf";
  fs::path solution = dir.write("solution", solution_text(path));
  encode({"--exclude", solution.string(), "-o", blocked.string()}, path);
  ProgramRun unsat = run_program({"minisat", "-verb=0", blocked.string(), result.string()});
  CHECK(unsat.status == 20);
  CliRun none = run_cli({"decode", path.string(), result.string()});
  CHECK(none.status == 1);
  CHECK(none.out == "no solution\n");
}

TEST_CASE("encode --exclude is UNSAT exactly when the puzzle is unique", "[cli][exclude]") {
  ScratchDir dir;
  SECTION("a unique puzzle: its solution excluded leaves nothing") {
    for (const std::string& name : kUniquePuzzles) {
      INFO(name);
      auto path = generated_sudoku(name);
      fs::path solution = dir.write(name + ".solution", solution_text(path));
      CliRun cnf = encode({"--exclude", solution.string()}, path);
      CHECK(cnf.out.find("c excluded solution from " + solution.string() + "\n") !=
            std::string::npos);
      CHECK(sat_solver("cadical", dir.write(name + ".cnf", cnf.out)).status == 20);
      // Without the exclusion the same CNF is satisfiable.
      CHECK(sat_solver("cadical", dir.write(name + ".plain.cnf", encode({}, path).out)).status ==
            10);
    }
  }
  SECTION("a puzzle with several solutions: another one is found, and it is valid") {
    for (std::string name : {"sudoku-9x9-multiple-001.gsp", "sudoku-6x6-multiple-001.gsp"}) {
      INFO(name);
      auto path = generated_sudoku(name);
      CliRun first = run_cli({"solve", path.string()});
      REQUIRE(first.status == 0);
      fs::path solution = dir.write(name + ".first", first.out);
      fs::path cnf = dir.write(name + ".cnf", encode({"--exclude", solution.string()}, path).out);
      ProgramRun solved = sat_solver("cadical", cnf);
      REQUIRE(solved.status == 10);
      fs::path model = dir.write(name + ".model", solved.out);
      CliRun second = run_cli({"decode", path.string(), model.string()});
      CHECK(second.status == 0);
      CHECK(second.out != first.out);
      CHECK(run_cli({"check", path.string(), dir.write(name + ".second", second.out)}).out ==
            "valid\n");
    }
  }
  SECTION("a grid that is not a solution cannot be excluded") {
    auto path = generated_sudoku("sudoku-4x4-unique-001.gsp");
    fs::path wrong = dir.write("wrong", "2 1 3 4\n3 4 2 1\n4 2 1 3\n1 3 2 4\n");
    CliRun run = run_cli({"encode", "--exclude", wrong.string(), path.string()});
    CHECK(run.status == 65);
    CHECK(run.out.empty());
    CHECK(run.err ==
          "gridsat: " + wrong.string() + ":4:5: r4c3: column 3 holds 2 twice (r2c3 and r4c3)\n");
  }
}

TEST_CASE("decode rejects models that break a rule or are not models", "[cli][decode]") {
  ScratchDir dir;
  auto path = generated_sudoku("sudoku-4x4-unique-001.gsp");  // r1c3 = 3 is given
  auto decode = [&](const std::string& name, const std::string& model) {
    fs::path file = dir.write(name, model);
    return std::pair(run_cli({"decode", path.string(), file.string()}), file.string());
  };
  auto [unknown, unknown_file] = decode("unknown", "s UNKNOWN\n");
  CHECK(unknown.status == 3);
  CHECK(unknown.out == "unknown\n");
  // Variables 1, 5, 9, 13 are "value 1" of r1c1..r1c4: r1c3 breaks its given.
  auto [given, given_file] = decode("given", "s SATISFIABLE\nv 1 5 9 13 0\n");
  CHECK(given.status == 65);
  CHECK(given.out.empty());
  CHECK(given.err == "gridsat: " + given_file +
                         ": the model breaks a rule: r1c3: cell differs from its given 3\n");
  auto [two, two_file] = decode("two", "v 1 2 0\n");
  CHECK(two.status == 65);
  CHECK(two.err == "gridsat: " + two_file +
                       ": the model breaks a rule: r1c1: the cell has two values (1 and 2)\n");
  auto [range, range_file] = decode("range", "s SATISFIABLE\nv 1 -2 65 0\n");
  CHECK(range.status == 65);
  CHECK(range.err == "gridsat: " + range_file +
                         ":2:8: variable 65 is out of range (the CNF has 64 variables)\n");
  auto [word, word_file] = decode("word", "s SATISFIABLE\nv 1 two 3 0\n");
  CHECK(word.status == 65);
  CHECK(word.err == "gridsat: " + word_file + ":2:5: expected a literal, found 'two'\n");
  auto [empty, empty_file] = decode("empty", "");
  CHECK(empty.status == 65);
  CHECK(empty.err ==
        "gridsat: " + empty_file +
            ":1:1: no model: expected 's SATISFIABLE' and 'v' lines, or a list of literals\n");
  auto [binary, binary_file] = decode("binary", std::string("v 1 \0 0\n", 8));
  CHECK(binary.status == 65);
  CHECK(binary.err ==
        "gridsat: " + binary_file + ":1:5: unexpected control character (binary data?)\n");
  auto [empty_cells, empty_cells_file] = decode("partial", "s SATISFIABLE\nv 2 0\n");
  CHECK(empty_cells.status == 65);
  CHECK(empty_cells.err ==
        "gridsat: " + empty_cells_file + ": the model breaks a rule: r1c2: cell is empty\n");
}

TEST_CASE("the external backend with cadical, minisat and picosat", "[cli][external]") {
  const std::vector<std::string> solvers = {"cadical", "cadical -q", "picosat",
                                            "minisat /dev/stdin /dev/stdout",
                                            "minisat -verb=0 /dev/stdin /dev/stdout"};
  auto unique = generated_sudoku("sudoku-6x6-unique-002.gsp");
  auto multiple = generated_sudoku("sudoku-6x6-multiple-001.gsp");
  auto none = generated_sudoku("sudoku-6x6-none-001.gsp");
  RunOptions native;
  native.backend = Backend::Native;
  long long solutions = run(*parse(read_text(multiple)), Mode::Count, native).count;
  REQUIRE(solutions >= 2);
  for (const std::string& solver : solvers) {
    INFO(solver);
    auto external = [&](const std::string& mode, const fs::path& path) {
      CliRun run = run_cli({mode, "--backend", "external", "--solver", solver, path.string()});
      INFO(run.err);
      CHECK(run.err.empty());
      return run;
    };
    CliRun u = external("unique", unique);
    CHECK(u.status == 0);
    CHECK(u.out == solution_text(unique));
    CHECK(external("unique", multiple).status == 2);
    CliRun n = external("solve", none);
    CHECK(n.status == 1);
    CHECK(n.out == "no solution\n");
    CliRun c = external("count", multiple);
    CHECK(c.status == 0);
    CHECK(c.out == std::to_string(solutions) + "\n");
  }
}

TEST_CASE("encode -o writes the whole file or nothing", "[cli][output]") {
  ScratchDir dir;
  auto path = generated_sudoku("sudoku-9x9-unique-003.gsp");
  std::string expected = encode({}, path).out;

  fs::path target = dir.path() / "p.cnf";
  CliRun written = run_cli({"encode", "-o", target.string(), path.string()});
  CHECK(written.status == 0);
  CHECK(written.out.empty());
  CHECK(read_text(target) == expected);
  CHECK(dir.entries() == std::vector<std::string>{"p.cnf"});  // no temporary file left
  // The permissions of any new file (the umask's), not the 0600 of a temporary file.
  fs::path plain = dir.write("plain", "");
  CHECK(fs::status(target).permissions() == fs::status(plain).permissions());
  fs::remove(plain);

  // A failing run (the excluded grid is no solution) leaves an existing file as it was ...
  fs::path bad = dir.write("bad.solution", "1 1 1 1 1 1 1 1 1\n");
  CliRun failed =
      run_cli({"encode", "--exclude", bad.string(), "-o", target.string(), path.string()});
  CHECK(failed.status == 65);
  CHECK(read_text(target) == expected);
  // ... and creates nothing where there was nothing; no temporary file either.
  fs::path fresh = dir.path() / "fresh.cnf";
  CHECK(
      run_cli({"encode", "--exclude", bad.string(), "-o", fresh.string(), path.string()}).status ==
      65);
  CHECK(!fs::exists(fresh));
  CHECK(dir.entries() == std::vector<std::string>{"bad.solution", "p.cnf"});

  // A puzzle that does not parse: the same.
  fs::path broken = dir.write("broken.gsp", "sudoku 4\ngrid:\n1 2\n");
  CHECK(run_cli({"encode", "-o", fresh.string(), broken.string()}).status == 65);
  CHECK(!fs::exists(fresh));

  // Where the file cannot be made: 74, and nothing created.
  CliRun nowhere =
      run_cli({"encode", "-o", (dir.path() / "no" / "dir.cnf").string(), path.string()});
  CHECK(nowhere.status == 74);
  CHECK(nowhere.err == "gridsat: " + (dir.path() / "no" / "dir.cnf").string() +
                           ": cannot create: No such file or directory\n");
  CliRun directory = run_cli({"encode", "-o", dir.path().string(), path.string()});
  CHECK(directory.status == 74);
  CHECK(directory.err == "gridsat: " + dir.path().string() + ": is a directory\n");
  CHECK(dir.entries() == std::vector<std::string>{"bad.solution", "broken.gsp", "p.cnf"});

  // convert -o goes the same way.
  fs::path converted = dir.path() / "p.txt";
  CHECK(
      run_cli({"convert", "--to", "sudoku-line", "-o", converted.string(), path.string()}).status ==
      0);
  CHECK(read_text(converted) == run_cli({"convert", "--to", "sudoku-line", path.string()}).out);
}

TEST_CASE("encode -o through a symbolic link or into a FIFO keeps them what they are",
          "[cli][output]") {
  ScratchDir dir;
  auto path = generated_sudoku("sudoku-4x4-unique-001.gsp");
  std::string expected = encode({}, path).out;
  REQUIRE(expected.size() < 60000);  // fits in a pipe's buffer: the FIFO needs no reader thread

  fs::path real = dir.write("real.cnf", "old\n");
  fs::path link = dir.path() / "link.cnf";
  fs::create_symlink(real, link);
  CHECK(run_cli({"encode", "-o", link.string(), path.string()}).status == 0);
  CHECK(fs::is_symlink(link));
  CHECK(read_text(real) == expected);

  // A FIFO (as /dev/stdout or /dev/null would be): written into, never replaced by a file.
  fs::path fifo = dir.path() / "fifo";
  REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
  int reader = open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
  REQUIRE(reader >= 0);
  CliRun run = run_cli({"encode", "-o", fifo.string(), path.string()});
  CHECK(run.status == 0);
  std::string received;
  char buf[4096];
  for (ssize_t got; (got = read(reader, buf, sizeof buf)) > 0;)
    received.append(buf, static_cast<std::size_t>(got));
  close(reader);
  CHECK(received == expected);
  CHECK(fs::is_fifo(fifo));
}

// The model reader on what real solvers print: SAT-competition output, MiniSat's result file and
// its chatty standard output, plain literal lists; and the errors, with their positions.
#include <catch2/catch.hpp>

#include "sat/model.hpp"

using namespace gridsat;

namespace {

SolverModel read_ok(const std::string& text, int max_var = 0) {
  DimacsError error;
  auto model = read_model(text, error, max_var);
  INFO(text << " -> " << error.line << ":" << error.col << ": " << error.message);
  REQUIRE(model.has_value());
  return *model;
}

DimacsError read_bad(const std::string& text, int max_var = 0) {
  DimacsError error;
  auto model = read_model(text, error, max_var);
  INFO(text);
  REQUIRE(!model.has_value());
  return error;
}

// values[1..n] as +1 / -1.
std::vector<int> signs(const SolverModel& m, int n) {
  std::vector<int> out;
  for (int v = 1; v <= n; ++v)
    out.push_back(
        m.values.size() > static_cast<std::size_t>(v) ? m.values[static_cast<std::size_t>(v)] : 0);
  return out;
}

}  // namespace

TEST_CASE("model reader: SAT-competition output", "[cli][model]") {
  SolverModel m = read_ok("c CaDiCaL\ns SATISFIABLE\nv -1 2 -3\nv 4 0\nc done\n");
  CHECK(m.status == SatResult::Sat);
  CHECK(signs(m, 4) == std::vector<int>{-1, 1, -1, 1});
  CHECK(m.value(2));
  CHECK(!m.value(1));
  CHECK(!m.value(99));  // not given: false
  CHECK(read_ok("s UNSATISFIABLE\n").status == SatResult::Unsat);
  CHECK(read_ok("s UNKNOWN\n").status == SatResult::Unknown);
  CHECK(read_ok("s INDETERMINATE\n").status == SatResult::Unknown);
  CHECK(read_ok("s satisfiable\nV 1 0\n").status == SatResult::Sat);  // any case
}

TEST_CASE("model reader: MiniSat's result file and standard output", "[cli][model]") {
  // minisat CNF RESULT writes this to RESULT.
  SolverModel file = read_ok("SAT\n-1 2 -3 0\n");
  CHECK(file.status == SatResult::Sat);
  CHECK(signs(file, 3) == std::vector<int>{-1, 1, -1});
  CHECK(read_ok("UNSAT\n").status == SatResult::Unsat);
  CHECK(read_ok("INDET\n").status == SatResult::Unknown);
  // `minisat /dev/stdin /dev/stdout` on a pipe: the result file first, then what it printed.
  SolverModel piped = read_ok(
      "SAT\n1 -2 3 0\n"
      "WARNING: for repeatability, setting FPU to use double precision\n"
      "============================[ Problem Statistics ]=============================\n"
      "|  Number of variables:             3                                         |\n"
      "restarts              : 1\n"
      "conflicts             : 0              (0 /sec)\n"
      "CPU time              : 0.001 s\n"
      "\n"
      "SATISFIABLE\n");
  CHECK(piped.status == SatResult::Sat);
  CHECK(signs(piped, 3) == std::vector<int>{1, -1, 1});
  CHECK(read_ok("UNSAT\nUNSATISFIABLE\n").status == SatResult::Unsat);
}

TEST_CASE("model reader: a plain list of literals is a model", "[cli][model]") {
  SolverModel m = read_ok("1 -2\n+3 0\n");
  CHECK(m.status == SatResult::Sat);
  CHECK(signs(m, 3) == std::vector<int>{1, -1, 1});
}

TEST_CASE("model reader: what is not a model, and where", "[cli][model]") {
  auto check_error = [](const std::string& text, int line, int col, const std::string& message,
                        int max_var = 0) {
    DimacsError e = read_bad(text, max_var);
    CHECK(e.line == line);
    CHECK(e.col == col);
    CHECK(e.message == message);
  };
  check_error("", 1, 1, "no model: expected 's SATISFIABLE' and 'v' lines, or a list of literals");
  check_error("hello world\n", 1, 1,
              "no model: expected 's SATISFIABLE' and 'v' lines, or a list of literals");
  check_error("s SATISFIABLE\n", 1, 1, "the solver says SATISFIABLE but gives no literals");
  check_error("c x\ns MAYBE\n", 2, 1, "unknown status line 's MAYBE'");
  check_error("s SATISFIABLE\nv 1 2x 0\n", 2, 5, "expected a literal, found '2x'");
  check_error("1 -2 three\n", 1, 6, "expected a literal, found 'three'");
  check_error("v 1 -1 0\n", 1, 5, "variable 1 is given both true and false");
  check_error("s SATISFIABLE\ns UNSATISFIABLE\n", 2, 1,
              "a second status line that contradicts the first (line 1)");
  check_error("v 1 12 0\n", 1, 5, "variable 12 is out of range (the CNF has 10 variables)", 10);
  check_error("v -100000001 0\n", 1, 3, "variable -100000001 is out of range (at most 100000000)");
  check_error("v 99999999999999999999 0\n", 1, 3,
              "variable 99999999999999999999 is out of range (at most 100000000)");
  check_error(std::string("v 1\0 0\n", 7), 1, 4, "unexpected control character (binary data?)");
  check_error("v 1 \xff 0\n", 1, 5, "invalid UTF-8 (binary data?)");
}

TEST_CASE("first_falsified_clause finds the first clause a model leaves false", "[model]") {
  // (1 | 2), (-1 | 3), (-2 | -3), then the unit clause 1 (as an assumption): every one of the 27
  // models over three variables (each true, false or not given, which reads as false), against
  // the clauses evaluated by hand.
  Cnf cnf;
  cnf.new_vars(3);
  cnf.add({1, 2});
  cnf.add({-1, 3});
  cnf.add({-2, -3});
  const std::vector<Lit> units{1};
  for (int code = 0; code < 27; ++code) {
    SolverModel model;
    model.status = SatResult::Sat;
    model.values.assign(4, 0);
    for (int v = 1, c = code; v <= 3; ++v, c /= 3)
      model.values[static_cast<std::size_t>(v)] = static_cast<signed char>(c % 3 - 1);
    const bool x1 = model.values[1] > 0, x2 = model.values[2] > 0, x3 = model.values[3] > 0;
    std::optional<std::size_t> expected;
    if (!(x1 || x2))
      expected = 1;
    else if (!(!x1 || x3))
      expected = 2;
    else if (!(!x2 || !x3))
      expected = 3;
    else if (!x1)
      expected = 4;
    INFO("model " << code);
    CHECK(first_falsified_clause(cnf, units, model) == expected);
  }
}

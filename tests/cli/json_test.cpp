// `--format json` against the schema of CLI.md: field names and types, the canonical type name
// whatever alias the file used, `solutions` always present, `differ` 1-based and row-major,
// `count` for count, and exit statuses that do not depend on the format.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli/cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;
using nlohmann::json;

namespace {

// Runs gridsat with --format json; requires one JSON object on one line and returns it.
json run_json(std::vector<std::string> args, int expected_status,
              const std::string& expected_err = "") {
  args.insert(args.begin() + 1, {"--format", "json"});
  CliRun run = run_cli(args);
  INFO(run.out << run.err);
  CHECK(run.status == expected_status);
  CHECK(run.err == expected_err);
  REQUIRE(!run.out.empty());
  CHECK(run.out.find('\n') == run.out.size() - 1);
  json j = json::parse(run.out);
  REQUIRE(j.is_object());
  return j;
}

// The fields every result has, with their types.
void require_schema(const json& j, const std::string& type, int rows, int cols) {
  REQUIRE(j.contains("type"));
  CHECK(j["type"] == type);
  CHECK(j["rows"].is_number_integer());
  CHECK(j["rows"] == rows);
  CHECK(j["cols"] == cols);
  REQUIRE(j["status"].is_string());
  REQUIRE(j.contains("solutions"));
  REQUIRE(j["solutions"].is_array());
  CHECK(j["solutions"].size() <= 2);
  for (const json& grid : j["solutions"]) {
    REQUIRE(grid.is_array());
    REQUIRE(grid.size() == static_cast<std::size_t>(rows));
    for (const json& row : grid) {
      REQUIRE(row.is_array());
      CHECK(row.size() == static_cast<std::size_t>(cols));
    }
  }
  REQUIRE(j["stats"].is_object());
  for (const char* key : {"vars", "clauses", "conflicts"})
    CHECK(j["stats"][key].is_number_integer());
  for (const char* key : {"encode_ms", "solve_ms"}) CHECK(j["stats"][key].is_number());
  CHECK(j["stats"]["cnf"].is_boolean());
}

// A JSON grid of integers as a Grid.
Grid grid_of(const json& rows) {
  Grid g(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const json& cell = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      REQUIRE(cell.is_number_integer());
      g.at(r, c) = cell.get<int>();
    }
  return g;
}

Grid plain_solution(const fs::path& puzzle_path) {
  auto puzzle = parse(read_text(puzzle_path));
  ParseError error;
  auto grid = read_plain(*puzzle, solution_text(puzzle_path), error);
  REQUIRE(grid.has_value());
  return *grid;
}

}  // namespace

TEST_CASE("json: solve, unique and count on a unique puzzle", "[cli][json]") {
  auto path = generated_sudoku("sudoku-4x4-unique-001.gsp");
  Grid truth = plain_solution(path);

  json solved = run_json({"solve", path}, 0);
  require_schema(solved, "sudoku", 4, 4);
  CHECK(solved["status"] == "solved");
  REQUIRE(solved["solutions"].size() == 1);
  CHECK(grid_of(solved["solutions"][0]) == truth);
  CHECK(!solved.contains("differ"));
  CHECK(!solved.contains("count"));
  // Decided by the native propagation alone: no CNF (driver/shrink.hpp).
  CHECK(solved["stats"]["vars"].get<int>() == 0);
  CHECK(solved["stats"]["cnf"] == false);
  CHECK(solved["stats"].contains("conflicts"));

  json unique = run_json({"unique", path}, 0);
  require_schema(unique, "sudoku", 4, 4);
  CHECK(unique["status"] == "unique");
  REQUIRE(unique["solutions"].size() == 1);
  CHECK(grid_of(unique["solutions"][0]) == truth);

  json count = run_json({"count", path}, 0);
  require_schema(count, "sudoku", 4, 4);
  REQUIRE(count["count"].is_number_integer());
  CHECK(count["count"] == 1);
}

TEST_CASE("json: multiple solutions come with the 1-based, row-major cells that differ",
          "[cli][json]") {
  auto path = generated_sudoku("sudoku-9x9-multiple-001.gsp");
  auto puzzle = parse(read_text(path));
  json j = run_json({"unique", path}, 2);
  require_schema(j, "sudoku", 9, 9);
  CHECK(j["status"] == "multiple");
  REQUIRE(j["solutions"].size() == 2);
  Grid a = grid_of(j["solutions"][0]), b = grid_of(j["solutions"][1]);
  CHECK(!check_solution(*puzzle, a));
  CHECK(!check_solution(*puzzle, b));
  REQUIRE(j["differ"].is_array());
  json expected = json::array();
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c)
      if (a.at(r, c) != b.at(r, c)) expected.push_back({r + 1, c + 1});
  CHECK(j["differ"] == expected);
  CHECK(!j["differ"].empty());
  // Two solutions need a search: a CNF was built and counted.
  CHECK(j["stats"]["cnf"] == true);
  CHECK(j["stats"]["vars"].get<int>() > 0);

  json count =
      run_json({"count", "--limit", "5", path}, 0, "gridsat: stopped counting at the limit (5)\n");
  CHECK(count["count"] == 5);
  CHECK(count["status"] == "multiple");
  CHECK(count["differ"].size() > 0);
}

TEST_CASE("json: no solution still has an empty solutions list, exit statuses as plain",
          "[cli][json]") {
  auto path = generated_sudoku("sudoku-6x6-none-001.gsp");
  for (std::string command : {"solve", "unique"}) {
    json j = run_json({command, path}, 1);
    require_schema(j, "sudoku", 6, 6);
    CHECK(j["status"] == "unsat");
    CHECK(j["solutions"] == json::array());
    CHECK(!j.contains("differ"));
  }
  json count = run_json({"count", path}, 0);
  CHECK(count["count"] == 0);
  CHECK(count["solutions"] == json::array());
  // The statuses match the plain format's for every verdict.
  for (std::string name :
       {"sudoku-6x6-none-001.gsp", "sudoku-6x6-unique-001.gsp", "sudoku-6x6-multiple-001.gsp"}) {
    auto p = generated_sudoku(name);
    CHECK(run_cli({"unique", "--format", "json", p}).status == run_cli({"unique", p}).status);
  }
}

TEST_CASE("json: type is the canonical name even when the file uses an alias", "[cli][json]") {
  auto path = generated_sudoku("sudoku-4x4-unique-002.gsp");
  REQUIRE(read_text(path).find("\nsolo 4") != std::string::npos);
  json j = run_json({"solve", path}, 0);
  require_schema(j, "sudoku", 4, 4);
  CHECK(grid_of(j["solutions"][0]) == plain_solution(path));

  // Binairo under the alias takuzu: cells are the integers 0 and 1.
  auto binairo = shared_data() / "binairo" / "generated" / "binairo-6x10-unique-002.gsp";
  REQUIRE(lowercase(read_text(binairo)).find("\ntakuzu ") != std::string::npos);
  json b = run_json({"unique", binairo}, 0);
  require_schema(b, "binairo", 6, 10);
  CHECK(b["status"] == "unique");
  for (const json& row : b["solutions"][0])
    for (const json& cell : row) CHECK((cell == 0 || cell == 1));
  CHECK(grid_of(b["solutions"][0]) == plain_solution(binairo));
}

TEST_CASE("json: abc cells are one-letter strings, null for a blank", "[cli][json]") {
  if (!canonical_type("abc")) {
    WARN("the abc type is not registered yet; this test checks it once it is");
    return;
  }
  auto path = shared_data() / "abc" / "generated" / "abc-n5-unique-001.gsp";
  json j = run_json({"solve", path}, 0);
  require_schema(j, "abc", 5, 5);
  int blanks = 0;
  for (const json& row : j["solutions"][0])
    for (const json& cell : row) {
      if (cell.is_null()) {
        ++blanks;
        continue;
      }
      REQUIRE(cell.is_string());
      std::string letter = cell.get<std::string>();
      CHECK(letter.size() == 1);
      CHECK((letter >= "A" && letter <= "D"));  // letters=4
    }
  CHECK(blanks == 5);  // one blank per row: N - K = 1
}

TEST_CASE("json: decode reports like solve", "[cli][json]") {
  ScratchDir dir;
  auto path = generated_sudoku("sudoku-4x4-unique-001.gsp");
  fs::path unsat = dir.write("unsat.model", "s UNSATISFIABLE\n");
  json none = run_json({"decode", path, unsat.string()}, 1);
  require_schema(none, "sudoku", 4, 4);
  CHECK(none["status"] == "unsat");
  CHECK(none["solutions"] == json::array());
}

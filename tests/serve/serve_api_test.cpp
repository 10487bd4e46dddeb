// gridsat serve's API (docs/http.md): POST /api/COMMAND answers the JSON of `gridsat COMMAND
// --format json` (the same code makes both; the grids are also held against the examples' known
// solutions), errors are JSON with the status that fits and gridsat's own words, a certificate
// comes as a tar archive that tar unpacks and `gridsat verify` accepts, and every answer keeps
// other sites' pages out.
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <sstream>

#include "serve/serve_support.hpp"
#include "support/scratch_dir.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

fs::path examples() {
  return test_data().parent_path().parent_path() / "examples";
}

nlohmann::json without_stats(nlohmann::json j) {
  j.erase("stats");
  return j;
}

// A plain solution file (rows of numbers) as JSON rows.
nlohmann::json grid_of(const std::string& plain) {
  nlohmann::json rows = nlohmann::json::array();
  std::istringstream lines(plain);
  for (std::string line; std::getline(lines, line);) {
    nlohmann::json row = nlohmann::json::array();
    std::istringstream cells(line);
    for (int v; cells >> v;) row.push_back(v);
    if (!row.empty()) rows.push_back(row);
  }
  return rows;
}

std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

const char* kTwoSolutions = "serve/sudoku-two-solutions.gsp";

// A tar archive's bytes, unpacked by tar into `dir`.
void unpack(const std::string& archive, const ScratchDir& dir) {
  const fs::path tar = dir.write("certificate.tar", archive);
  const std::string command =
      "tar -xf '" + tar.string() + "' -C '" + dir.path().string() + "' 2>&1";
  REQUIRE(std::system(command.c_str()) == 0);
}

std::string example_text() {
  return read_text(examples() / "sudoku-9x9.gsp");
}

}  // namespace

TEST_CASE("POST /api/COMMAND answers the JSON of gridsat COMMAND --format json", "[serve]") {
  ServerProcess server;
  for (const char* name :
       {"sudoku-9x9", "killer-9x9", "calcudoku-4x4", "skyscrapers-5x5", "binairo-6x6"}) {
    const fs::path puzzle = examples() / (std::string(name) + ".gsp");
    const nlohmann::json known = grid_of(read_text(examples() / (std::string(name) + ".solution")));
    for (const char* command : {"solve", "unique", "count"}) {
      INFO(name << " " << command);
      const HttpAnswer answer =
          http_post(server.port(), std::string("/api/") + command, read_text(puzzle));
      REQUIRE(answer.status == 200);
      CHECK(answer.header("content-type") == "application/json");
      const nlohmann::json api = nlohmann::json::parse(answer.body);
      const CliRun cli = run_cli({command, "--format", "json", puzzle.string()});
      CHECK(without_stats(api) == without_stats(nlohmann::json::parse(cli.out)));
      if (std::string(command) == "count") {
        CHECK(api["count"] == 1);
        CHECK(api["complete"] == true);
      } else {
        CHECK(api["status"] == (std::string(command) == "solve" ? "solved" : "unique"));
        CHECK(api["solutions"][0] == known);
      }
    }
  }
  // analyze, and options given as query parameters (count's --limit, the backend).
  const std::string two = read_text(test_data() / kTwoSolutions);
  const nlohmann::json analyzed =
      nlohmann::json::parse(http_post(server.port(), "/api/analyze", two).body);
  CHECK(analyzed ==
        nlohmann::json::parse(
            run_cli({"analyze", "--format", "json", (test_data() / kTwoSolutions).string()}).out));
  CHECK(analyzed["undecided"] == nlohmann::json::parse("[[4,6],[4,9],[5,6],[5,9]]"));
  const nlohmann::json counted = nlohmann::json::parse(
      http_post(server.port(), "/api/count?limit=1&backend=native", two).body);
  CHECK(counted["count"] == 1);
  CHECK(counted["complete"] == false);
}

TEST_CASE("unique on a puzzle with two solutions names and shades the cells where they differ",
          "[serve]") {
  ServerProcess server;
  const HttpAnswer answer =
      http_post(server.port(), "/api/unique?svg", read_text(test_data() / kTwoSolutions));
  REQUIRE(answer.status == 200);
  const nlohmann::json j = nlohmann::json::parse(answer.body);
  CHECK(j["status"] == "multiple");
  // The four empty cells of the puzzle, as its comment says.
  CHECK(j["differ"] == nlohmann::json::parse("[[4,6],[4,9],[5,6],[5,9]]"));
  REQUIRE(j["solutions"].size() == 2);
  for (const auto& [row, col] : {std::pair{3, 5}, {3, 8}, {4, 5}, {4, 8}}) {
    const int a = j["solutions"][0][row][col], b = j["solutions"][1][row][col];
    CHECK(((a == 1 && b == 3) || (a == 3 && b == 1)));
  }
  // The picture: both solutions, the four cells shaded in each.
  const std::string svg = j["svg"];
  CHECK(svg.find("<svg") != std::string::npos);
  CHECK(count_of(svg, "fill=\"#ffd8d0\"") == 8);
}

TEST_CASE("errors are JSON in gridsat's words with the status that fits", "[serve]") {
  ServerProcess server({"--max-body", "4K"});
  const int port = server.port();
  auto error_of = [](const HttpAnswer& a) {
    return nlohmann::json::parse(a.body).at("error").get<std::string>();
  };
  // The puzzle does not read: 422, at its line and column, named by `name` when given.
  std::string bad = example_text();
  bad.replace(bad.find("6..195..."), 9, "6..1X5...");  // the grid's second row: line 6
  HttpAnswer a = http_post(port, "/api/solve", bad);
  CHECK(a.status == 422);
  CHECK(error_of(a) == "puzzle:6:5: unexpected 'X' in the grid");
  a = http_post(port, "/api/unique?name=my%20puzzle.gsp", bad);
  CHECK(error_of(a) == "my puzzle.gsp:6:5: unexpected 'X' in the grid");
  bad.replace(bad.find('X'), 1, "\xC3\x28");  // a lead byte without its continuation
  a = http_post(port, "/api/solve", bad);
  CHECK(a.status == 422);
  CHECK(error_of(a) == "puzzle:6:5: invalid UTF-8 (binary data?)");
  a = http_post(port, "/api/solve?from=tatham", read_text(examples() / "sudoku-9x9.gsp"));
  CHECK(a.status == 422);
  // Options: unknown, badly valued, or naming files and programs: 400.
  const std::string sudoku = read_text(examples() / "sudoku-9x9.gsp");
  for (const char* target :
       {"/api/solve?colour=red", "/api/solve?timeout=soon", "/api/solve?timeout=-1",
        "/api/count?limit=0", "/api/unique?certify=/tmp/x", "/api/solve?file=/etc/passwd",
        "/api/solve?solver=sh", "/api/solve?backend=external", "/api/convert?output=/tmp/x",
        "/api/convert?to=nothing", "/api/solve?from=nothing", "/api/solve?cross-check=maybe",
        "/api/solve?timeout=%zz", "/api/solve?type=%0a"}) {
    INFO(target);
    a = http_post(port, target, sudoku);
    CHECK(a.status == 400);
    CHECK(!error_of(a).empty());
  }
  CHECK(error_of(http_post(port, "/api/solve?solver=sh", sudoku)).find("runs no other program") !=
        std::string::npos);
  // Routes and methods.
  CHECK(http_post(port, "/api/nothing", sudoku).status == 404);
  CHECK(http_get(port, "/nothing").status == 404);
  a = http_get(port, "/api/unique");
  CHECK(a.status == 405);
  CHECK(a.header("allow") == "POST");
  CHECK(http_post(port, "/", "").status == 405);
  // Too large: 413 at once; the server goes on answering.
  a = http_post(port, "/api/solve", std::string(10000, '.'));
  CHECK(a.status == 413);
  CHECK(error_of(a).find("larger than 4096 bytes") != std::string::npos);
  a = http_post(port, "/api/solve", sudoku);
  CHECK(a.status == 200);
}

TEST_CASE("certify answers a tar archive that tar unpacks and gridsat verify accepts", "[serve]") {
  ServerProcess server;
  ScratchDir dir;
  const HttpAnswer answer =
      http_post(server.port(), "/api/certify", read_text(examples() / "killer-9x9.gsp"));
  REQUIRE(answer.status == 200);
  CHECK(answer.header("content-type") == "application/x-tar");
  CHECK(answer.header("content-disposition") == "attachment; filename=\"certificate.tar\"");
  unpack(answer.body, dir);
  const CliRun verify = run_cli({"verify", (dir.path() / "certificate").string()});
  INFO(verify.out << verify.err);
  CHECK(verify.status == 0);
  CHECK(verify.out.starts_with("valid:"));
  CHECK(read_text(dir.path() / "certificate" / "solution.txt") ==
        read_text(examples() / "killer-9x9.solution"));
  // Not unique: no certificate, unique's JSON.
  const HttpAnswer two =
      http_post(server.port(), "/api/certify", read_text(test_data() / kTwoSolutions));
  REQUIRE(two.status == 200);
  CHECK(nlohmann::json::parse(two.body)["status"] == "multiple");
  // The server's temporary folder is gone with the answer.
  for (const auto& entry : fs::directory_iterator(fs::temp_directory_path()))
    if (entry.path().filename().string().starts_with("gridsat-certificate-"))
      CHECK_FALSE(fs::exists(entry.path() / "proof.drat"));
}

TEST_CASE("hint and rate answer as their commands do, the filled cells come in the query",
          "[serve]") {
  ServerProcess server;
  ScratchDir dir;
  const fs::path puzzle = examples() / "sudoku-9x9.gsp";
  const nlohmann::json rated =
      nlohmann::json::parse(http_post(server.port(), "/api/rate", read_text(puzzle)).body);
  CHECK(rated == nlohmann::json::parse(run_cli({"rate", "--format", "json", puzzle.string()}).out));
  CHECK(rated["status"] == "unique");
  CHECK(rated.contains("grade"));
  // The first hint, then a hint with its cell filled (the solution's value there, the rest '?').
  const nlohmann::json first =
      nlohmann::json::parse(http_post(server.port(), "/api/hint", read_text(puzzle)).body);
  CHECK(first == nlohmann::json::parse(run_cli({"hint", "--format", "json", puzzle.string()}).out));
  REQUIRE(first["status"] == "hint");
  const nlohmann::json known = grid_of(read_text(examples() / "sudoku-9x9.solution"));
  const int row = first["cell"][0].get<int>() - 1, col = first["cell"][1].get<int>() - 1;
  CHECK(first["value"] == known[row][col]);
  std::string state;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c)
      state += (c ? " " : "") + (r == row && c == col ? known[r][c].dump() : std::string("?"));
    state += "\n";
  }
  std::string query;
  for (const char ch : state)
    query += ch == ' ' ? std::string("+") : ch == '\n' ? std::string("%0A") : std::string(1, ch);
  const HttpAnswer second =
      http_post(server.port(), "/api/hint?svg&state=" + query, read_text(puzzle));
  REQUIRE(second.status == 200);
  nlohmann::json next = nlohmann::json::parse(second.body);
  CHECK(next["svg"].get<std::string>().find("<svg") != std::string::npos);
  next.erase("svg");
  const fs::path state_file = dir.write("state.txt", state);
  CHECK(next == nlohmann::json::parse(run_cli({"hint", "--format", "json", "--state",
                                               state_file.string(), puzzle.string()})
                                          .out));
  REQUIRE(next["status"] == "hint");
  CHECK(next["cell"] != first["cell"]);
  // A state that is not a grid of this puzzle: 422 in gridsat's words, naming it.
  const HttpAnswer bad = http_post(server.port(), "/api/hint?state=1+2", read_text(puzzle));
  CHECK(bad.status == 422);
  CHECK(nlohmann::json::parse(bad.body)["error"].get<std::string>().starts_with("state:"));
}

TEST_CASE("a puzzle without a solution is explained, and certified to have none", "[serve]") {
  ServerProcess server;
  ScratchDir dir;
  const fs::path none = shared_data() / "sudoku/generated/sudoku-4x4-none-001.gsp";
  // explain: the contradiction of unique --explain.
  const nlohmann::json explained =
      nlohmann::json::parse(http_post(server.port(), "/api/unique?explain", read_text(none)).body);
  CHECK(explained["status"] == "unsat");
  REQUIRE(explained.contains("contradiction"));
  CHECK_FALSE(explained["contradiction"].empty());
  const nlohmann::json cli = nlohmann::json::parse(
      run_cli({"unique", "--explain", "--format", "json", none.string()}).out);
  CHECK(explained["contradiction"] == cli["contradiction"]);
  // certify: the certificate that it has none, which verify accepts.
  const HttpAnswer answer = http_post(server.port(), "/api/certify", read_text(none));
  REQUIRE(answer.status == 200);
  CHECK(answer.header("content-type") == "application/x-tar");
  CHECK(answer.header("x-gridsat-verdict") == "unsat");
  unpack(answer.body, dir);
  CHECK_FALSE(fs::exists(dir.path() / "certificate" / "solution.txt"));
  const CliRun verify = run_cli({"verify", (dir.path() / "certificate").string()});
  INFO(verify.out << verify.err);
  CHECK(verify.status == 0);
  CHECK(verify.out.find("no solution") != std::string::npos);
}

TEST_CASE("every answer keeps other sites' pages out", "[serve]") {
  ServerProcess server;
  const int port = server.port();
  const std::string sudoku = read_text(examples() / "sudoku-9x9.gsp");
  for (const HttpAnswer& a : {http_get(port, "/"), http_post(port, "/api/solve", sudoku),
                              http_post(port, "/api/solve", "x")}) {
    CHECK(a.header("x-frame-options") == "DENY");
    CHECK(a.header("x-content-type-options") == "nosniff");
    CHECK(a.header("content-security-policy").find("frame-ancestors 'none'") != std::string::npos);
    CHECK(a.header("access-control-allow-origin").empty());
  }
  // A page of another site may not post, nor reach the server under another name (DNS
  // rebinding); the server's own page and clients without a browser may.
  CHECK(http_post(port, "/api/solve", sudoku, {"Origin: http://evil.example"}).status == 403);
  CHECK(http_post(port, "/api/solve", sudoku, {"Sec-Fetch-Site: cross-site"}).status == 403);
  CHECK(
      http_post(port, "/api/solve", sudoku,
                {"Origin: http://127.0.0.1:" + std::to_string(port), "Sec-Fetch-Site: same-origin"})
          .status == 200);
  const std::string evil_host =
      "GET / HTTP/1.1\r\nHost: evil.example:" + std::to_string(port) + "\r\n\r\n";
  CHECK(http_exchange(port, evil_host).status == 403);
  const std::string local =
      "GET / HTTP/1.1\r\nHost: localhost:" + std::to_string(port) + "\r\n\r\n";
  CHECK(http_exchange(port, local).status == 200);
}

TEST_CASE("the page, its script and the list of commands are served from the program", "[serve]") {
  ServerProcess server;
  const HttpAnswer page = http_get(server.port(), "/");
  REQUIRE(page.status == 200);
  CHECK(page.header("content-type") == "text/html; charset=utf-8");
  CHECK(page.body.find("<script src=\"/app.js\"") != std::string::npos);
  CHECK(http_get(server.port(), "/app.js").status == 200);
  CHECK(http_get(server.port(), "/app.css").header("content-type") == "text/css; charset=utf-8");
  const nlohmann::json info = nlohmann::json::parse(http_get(server.port(), "/api/commands").body);
  std::vector<std::string> names;
  for (const auto& c : info["commands"]) names.push_back(c["name"]);
  CHECK(names == std::vector<std::string>{"solve", "unique", "count", "analyze", "certify", "hint",
                                          "rate", "convert"});
  const auto& count = info["commands"][2];
  const std::vector<std::string> options = count["options"];
  CHECK(std::find(options.begin(), options.end(), "limit") != options.end());
  CHECK(std::find(options.begin(), options.end(), "timeout") != options.end());
  CHECK(std::find(options.begin(), options.end(), "solver") == options.end());
  CHECK(info["limits"]["max_body"] == 1 << 20);
  CHECK(std::find(info["types"].begin(), info["types"].end(), "sudoku") != info["types"].end());
}

TEST_CASE("convert answers the puzzle in another format, or its picture", "[serve]") {
  ServerProcess server;
  // The example's grid rows run together, as a sudoku line is written.
  std::string line;
  std::istringstream rows(example_text().substr(example_text().find("grid:\n") + 6));
  for (std::string row; std::getline(rows, row);) line += row;
  HttpAnswer a = http_post(server.port(), "/api/convert?to=sudoku-line", example_text());
  REQUIRE(a.status == 200);
  CHECK(a.header("content-type") == "text/plain; charset=utf-8");
  CHECK(a.body == line + "\n");
  a = http_post(server.port(), "/api/convert?to=svg", example_text());
  REQUIRE(a.status == 200);
  CHECK(a.header("content-type") == "image/svg+xml");
  CHECK(a.body.find("<svg") != std::string::npos);
  CHECK(a.body.find("<title>sudoku 9") != std::string::npos);
}

TEST_CASE("a client that expects 100-continue is told to send its body, or gets 413 first",
          "[serve]") {
  ServerProcess server({"--max-body", "4K"});
  const std::string body = example_text();
  for (const std::size_t length : {body.size(), std::size_t{100000}}) {
    INFO(length);
    const int fd = connect_to(server.port());
    REQUIRE(send_all(fd, "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1:" +
                             std::to_string(server.port()) + "\r\nExpect: 100-continue\r\n" +
                             "Content-Length: " + std::to_string(length) + "\r\n\r\n"));
    char first[64] = {};
    REQUIRE(recv(fd, first, sizeof first - 1, 0) > 0);
    if (length == body.size()) {
      CHECK(std::string(first) == "HTTP/1.1 100 Continue\r\n\r\n");
      REQUIRE(send_all(fd, body));
      CHECK(parse_answer(read_until_closed(fd, 60)).status == 200);
    } else {
      CHECK(std::string(first).starts_with("HTTP/1.1 413 "));
    }
    close(fd);
  }
}

// gridsat batch through the built binary: input order kept with several threads, every answer
// right (held against the rules and the sets' labels here, not only by the program), bad lines
// reported and skipped over, --resume after a partial or killed run, the native backend, the
// summary and the exit statuses.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <thread>

#include "support/support.hpp"

namespace gridsat::test {
namespace {

using nlohmann::json;

// A scratch folder of its own for each test, removed afterwards.
struct Scratch {
  fs::path dir;
  explicit Scratch(const std::string& name)
      : dir(fs::temp_directory_path() /
            ("gridsat-batch-" + std::to_string(getpid()) + "-" + name)) {
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~Scratch() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  fs::path write(const std::string& name, const std::string& text) const {
    std::ofstream(dir / name, std::ios::binary) << text;
    return dir / name;
  }
};

// The puzzle lines of a sudoku-line file (comments skipped), first `count` of them from `skip`.
std::vector<std::string> puzzle_lines(const fs::path& file, std::size_t skip, std::size_t count) {
  std::vector<std::string> out;
  std::istringstream in(read_text(file));
  std::size_t seen = 0;
  for (std::string line; std::getline(in, line) && out.size() < count;)
    if (!line.empty() && line[0] != '#' && seen++ >= skip) out.push_back(line);
  return out;
}

std::vector<json> json_lines(const std::string& text) {
  std::vector<json> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(json::parse(line));
  return out;
}

Grid grid_from(const json& rows) {
  Grid g(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) g.at(r, c) = rows[r][c].get<int>();
  return g;
}

// A mixed line file: unique puzzles (17-clue, hardest), multiple-solution ones (serg), a line
// that is no puzzle, and comments. Returns the file and the expected status of each puzzle line.
struct Mixed {
  fs::path file;
  std::vector<std::string> lines;     // puzzle lines, in order (the bad one included)
  std::vector<std::string> expected;  // "unique" | "multiple" | "error"
};

Mixed mixed_file(const Scratch& scratch) {
  const fs::path sudoku = shared_data() / "sudoku";
  auto easy = puzzle_lines(sudoku / "17-clue.txt", 100, 12);
  auto hard = puzzle_lines(sudoku / "forum-hardest-1106.txt", 20, 8);
  auto serg = puzzle_lines(sudoku / "serg-benchmark.txt", 0, 400);
  auto serg_status = puzzle_lines(sudoku / "serg-benchmark.status", 0, 400);
  Mixed m;
  std::string text = "# a mixed batch\n";
  std::size_t s = 0;
  for (std::size_t i = 0; i < easy.size(); ++i) {
    m.lines.push_back(easy[i]);
    m.expected.push_back("unique");
    if (i < hard.size()) {
      m.lines.push_back(hard[i]);
      m.expected.push_back("unique");
    }
    while (s < serg.size() && serg_status[s] != "multiple") ++s;
    if (i % 3 == 0 && s < serg.size()) {
      m.lines.push_back(serg[s++]);
      m.expected.push_back("multiple");
    }
    if (i == 5) {
      m.lines.push_back("12x45");
      m.expected.push_back("error");
    }
  }
  for (std::size_t i = 0; i < m.lines.size(); ++i)
    text += m.lines[i] + (i % 7 == 3 ? "\n\n# comment\n" : "\n");
  m.file = scratch.write("mixed.txt", text);
  return m;
}

// The 1-based file line of every puzzle line of `file`.
std::vector<int> puzzle_line_numbers(const fs::path& file) {
  std::vector<int> numbers;
  std::istringstream in(read_text(file));
  int number = 0;
  for (std::string line; std::getline(in, line);) {
    ++number;
    if (!line.empty() && line[0] != '#') numbers.push_back(number);
  }
  return numbers;
}

// Every line in input order, with the expected status, a right answer and the stats.
void require_mixed_results(const Mixed& m, const std::vector<json>& out) {
  const std::vector<int> numbers = puzzle_line_numbers(m.file);
  REQUIRE(out.size() == m.lines.size());
  for (std::size_t i = 0; i < out.size(); ++i) {
    INFO("line " << i << ": " << out[i].dump());
    REQUIRE(out[i]["index"] == i);
    REQUIRE(out[i]["id"] == m.file.string() + ":" + std::to_string(numbers[i]));
    REQUIRE(out[i]["status"] == m.expected[i]);
    if (m.expected[i] == "error") {
      REQUIRE(out[i]["error"].get<std::string>().rfind(
                  m.file.string() + ":" + std::to_string(numbers[i]) + ":", 0) == 0);
      continue;
    }
    auto puzzle = parse(m.lines[i], "sudoku-line");
    const json& sols = out[i]["solutions"];
    REQUIRE(sols.size() == (m.expected[i] == "multiple" ? 2u : 1u));
    for (const json& s : sols) REQUIRE_FALSE(check_solution(*puzzle, grid_from(s)));
    if (sols.size() == 2) REQUIRE(grid_from(sols[0]) != grid_from(sols[1]));
    REQUIRE(out[i]["stats"]["encode_ms"].get<double>() >= 0);
    REQUIRE(out[i]["stats"]["solve_ms"].get<double>() >= 0);
  }
}

// What a result says, without its timings (which differ from run to run) and, for a puzzle with
// several solutions, without which two were found (that depends on what the thread's solver saw
// before).
json comparable(json j) {
  j.erase("stats");
  if (j["status"] == "multiple") {
    j.erase("solutions");
    j.erase("differ");
  }
  return j;
}

}  // namespace

TEST_CASE("batch keeps input order on two threads and every answer is right") {
  Scratch scratch("order");
  Mixed m = mixed_file(scratch);
  CliRun r = run_cli({"batch", "-j", "2", "--mode", "unique", m.file.string()});
  INFO(r.err);
  REQUIRE(r.status == 65);  // the bad line, reported at the end
  require_mixed_results(m, json_lines(r.out));
  REQUIRE(r.err.find("gridsat: batch: " + std::to_string(m.lines.size()) + " puzzles") !=
          std::string::npos);
  REQUIRE(r.err.find("1 error") != std::string::npos);
  REQUIRE(r.err.find("on 2 threads") != std::string::npos);
}

TEST_CASE("batch with the native backend gives the same results") {
  Scratch scratch("native");
  Mixed m = mixed_file(scratch);
  CliRun sat = run_cli({"batch", "-j", "2", "--mode", "unique", m.file.string()});
  CliRun native =
      run_cli({"batch", "-j", "2", "--mode", "unique", "--backend", "native", m.file.string()});
  INFO(native.err);
  REQUIRE(native.status == 65);
  auto out = json_lines(native.out);
  require_mixed_results(m, out);
  auto sat_out = json_lines(sat.out);
  for (std::size_t i = 0; i < out.size(); ++i) {
    REQUIRE(out[i]["status"] == sat_out[i]["status"]);
    if (out[i]["status"] == "unique") REQUIRE(out[i]["solutions"] == sat_out[i]["solutions"]);
    if (out[i]["status"] != "error") REQUIRE(out[i]["stats"].contains("nodes"));
  }
}

TEST_CASE("batch solve on a clean file exits 0, one file per argument is one puzzle") {
  Scratch scratch("files");
  auto lines = puzzle_lines(shared_data() / "sudoku" / "17-clue.txt", 0, 3);
  std::vector<std::string> args = {"batch", "-j", "2"};
  for (std::size_t i = 0; i < lines.size(); ++i)
    args.push_back(scratch.write("p" + std::to_string(i) + ".txt", lines[i] + "\n").string());
  fs::path gsp = shared_data() / "sudoku" / "generated";
  std::string native_file;
  for (const fs::path& p : files_in(gsp, ".gsp"))
    if (gsp_status(read_text(p)) == "unique") {
      native_file = p.string();
      break;
    }
  REQUIRE_FALSE(native_file.empty());
  args.push_back(native_file);
  CliRun r = run_cli(args);
  INFO(r.err);
  REQUIRE(r.status == 0);
  auto out = json_lines(r.out);
  REQUIRE(out.size() == 4);
  for (std::size_t i = 0; i < out.size(); ++i) {
    REQUIRE(out[i]["index"] == i);
    REQUIRE(out[i]["id"] == args[3 + i]);
    REQUIRE(out[i]["status"] == "solved");
  }
}

TEST_CASE("batch --resume finishes a partial output and matches a full run") {
  Scratch scratch("resume");
  Mixed m = mixed_file(scratch);
  const std::string full = (scratch.dir / "full.jsonl").string();
  CliRun r = run_cli({"batch", "-j", "2", "--mode", "unique", "-o", full, m.file.string()});
  REQUIRE(r.status == 65);
  REQUIRE(r.out.empty());
  auto expected = json_lines(read_text(full));
  require_mixed_results(m, expected);

  // A run cut short: a few lines out of order, a line of another input, a half-written line.
  std::istringstream lines(read_text(full));
  std::vector<std::string> all;
  for (std::string line; std::getline(lines, line);) all.push_back(line);
  std::string partial = all[3] + "\n" + all[0] + "\n" + all[7] + "\n" +
                        R"({"index": 1, "id": "elsewhere.txt:4", "status": "solved"})" + "\n" +
                        all[5].substr(0, all[5].size() / 2);
  const std::string resumed = scratch.write("resumed.jsonl", partial).string();
  r = run_cli({"batch", "-j", "2", "--mode", "unique", "--resume", "-o", resumed, m.file.string()});
  INFO(r.err);
  REQUIRE(r.status == 65);
  REQUIRE(r.err.find("3 already done") != std::string::npos);
  REQUIRE(r.err.find(std::to_string(m.lines.size() - 3) + " puzzles") != std::string::npos);
  auto out = json_lines(read_text(resumed));
  require_mixed_results(m, out);  // every index once, in order
  for (std::size_t i = 0; i < out.size(); ++i)
    REQUIRE(comparable(out[i]) == comparable(expected[i]));
  // The three lines kept from before are the very same text.
  REQUIRE(read_text(resumed).find(all[7] + "\n") != std::string::npos);

  // Nothing left to do: the file stays as it is.
  const std::string before = read_text(resumed);
  r = run_cli({"batch", "--mode", "unique", "--resume", "-o", resumed, m.file.string()});
  REQUIRE(r.status == 0);
  REQUIRE(read_text(resumed) == before);

  // Every line says the run that wrote it; results of another mode or count limit are not
  // taken over (they answer another question), and the file is left as it is.
  for (const json& line : out) CHECK(line["mode"] == "unique");
  r = run_cli({"batch", "--mode", "count", "--resume", "-o", resumed, m.file.string()});
  CHECK(r.status == 64);
  CHECK(r.err.find("holds results of --mode unique, not of --mode count --limit 1000") !=
        std::string::npos);
  CHECK(read_text(resumed) == before);
  const std::string counted = (scratch.dir / "counted.jsonl").string();
  REQUIRE(run_cli({"batch", "--mode", "count", "--limit", "5", "-o", counted, m.file.string()})
              .status == 65);
  r = run_cli(
      {"batch", "--mode", "count", "--limit", "6", "--resume", "-o", counted, m.file.string()});
  CHECK(r.status == 64);
  CHECK(r.err.find("--mode count --limit 5, not of --mode count --limit 6") != std::string::npos);
  // A line without its mode (an older gridsat's) cannot be told apart: refused too.
  const std::string older =
      scratch
          .write("older.jsonl", all[0].substr(0, all[0].find(R"("mode")")) +
                                    all[0].substr(all[0].find(R"("rows")")) + "\n")
          .string();
  r = run_cli({"batch", "--mode", "unique", "--resume", "-o", older, m.file.string()});
  CHECK(r.status == 64);
  CHECK(r.err.find("do not say which --mode wrote them") != std::string::npos);
}

TEST_CASE("a killed batch keeps complete lines in order, and --resume completes it") {
  Scratch scratch("killed");
  auto lines = puzzle_lines(shared_data() / "sudoku" / "forum-hardest-1905-11plus.txt", 0, 1500);
  std::string text;
  for (const std::string& l : lines) text += l + "\n";
  const fs::path input = scratch.write("hard.txt", text);
  const std::string output = (scratch.dir / "out.jsonl").string();
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    int null = open("/dev/null", O_WRONLY);
    dup2(null, 2);
    execl(GRIDSAT_BINARY, GRIDSAT_BINARY, "batch", "-j", "2", "-o", output.c_str(), input.c_str(),
          static_cast<char*>(nullptr));
    _exit(127);
  }
  // Killed once it has written something (a loaded machine, or a sanitizer build, may take
  // seconds to start), or after 60 s whatever it has done.
  for (int waited = 0; waited < 6000; ++waited) {
    std::error_code error;
    if (fs::exists(output) && fs::file_size(output, error) > 0 && !error) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  // Whatever was written is whole lines for the first inputs (a last line may be cut short).
  std::istringstream written(read_text(output));
  std::size_t complete = 0;
  for (std::string line; std::getline(written, line);) {
    json j = json::parse(line, nullptr, false);
    if (j.is_discarded()) break;
    REQUIRE(j["index"] == complete);
    ++complete;
  }
  CliRun r = run_cli({"batch", "-j", "2", "--resume", "-o", output, input.string()});
  INFO(r.err);
  REQUIRE(r.status == 0);
  auto out = json_lines(read_text(output));
  REQUIRE(out.size() == lines.size());
  for (std::size_t i = 0; i < out.size(); ++i) {
    REQUIRE(out[i]["index"] == i);
    REQUIRE(out[i]["status"] == "solved");
  }
}

TEST_CASE("batch exit statuses: unknown, usage, missing input") {
  Scratch scratch("status");
  auto hard = puzzle_lines(shared_data() / "sudoku" / "forum-hardest-1106.txt", 0, 4);
  std::string text;
  for (const std::string& l : hard) text += l + "\n";
  const fs::path file = scratch.write("hard.txt", text);
  // No conflict allowed: the hardest puzzles need search, so some stay unknown.
  CliRun r = run_cli({"batch", "--max-conflicts", "0", file.string()});
  REQUIRE(r.status == 3);
  REQUIRE(r.out.find(R"("status":"unknown")") != std::string::npos);
  REQUIRE(run_cli({"batch", "--resume", file.string()}).status == 64);
  // No FILE: standard input (CLI.md), here empty, so one error line.
  const CliRun empty = run_cli({"batch"});
  REQUIRE(empty.status == 65);
  REQUIRE(empty.out.find("empty input") != std::string::npos);
  REQUIRE(run_cli({"batch", "--mode", "guess", file.string()}).status == 64);
  REQUIRE(run_cli({"batch", (scratch.dir / "missing.txt").string()}).status == 66);
}

TEST_CASE("batch count mode counts up to the limit") {
  Scratch scratch("count");
  auto serg = puzzle_lines(shared_data() / "sudoku" / "serg-benchmark.txt", 0, 200);
  auto status = puzzle_lines(shared_data() / "sudoku" / "serg-benchmark.status", 0, 200);
  std::string text;
  std::vector<std::string> picked;
  for (std::size_t i = 0; i < serg.size() && picked.size() < 4; ++i)
    if (status[i] == "multiple") {
      picked.push_back(serg[i]);
      text += serg[i] + "\n";
    }
  const fs::path file = scratch.write("multi.txt", text);
  CliRun sat = run_cli({"batch", "--mode", "count", "--limit", "3", file.string()});
  CliRun native =
      run_cli({"batch", "--mode", "count", "--limit", "3", "--backend", "native", file.string()});
  REQUIRE(sat.status == 0);
  auto a = json_lines(sat.out), b = json_lines(native.out);
  REQUIRE(a.size() == picked.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    REQUIRE(a[i]["count"].get<int>() >= 2);
    REQUIRE(a[i]["count"] == b[i]["count"]);
    REQUIRE(a[i]["complete"] == b[i]["complete"]);
  }
}

}  // namespace gridsat::test

namespace gridsat::test {

TEST_CASE("batch -j past the cores is capped and its summary's time covers the whole run",
          "[batch]") {
  // 400 puzzles of the 17-clue set, enough work that the run lasts well past its start.
  std::istringstream all(read_text(shared_data() / "sudoku" / "17-clue.txt"));
  std::string lines;
  int count = 0;
  for (std::string line; count < 400 && std::getline(all, line);)
    if (!line.empty() && line[0] != '#') {
      lines += line + "\n";
      ++count;
    }
  const fs::path file = fs::temp_directory_path() / ("gridsat-batch-j-" + std::to_string(getpid()));
  std::ofstream(file) << lines;
  const auto started = std::chrono::steady_clock::now();
  const CliRun run = run_cli({"batch", "-j", "1000", "--no-progress", file.string()});
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  REQUIRE(run.status == 0);
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  CHECK(run.err.find("-j 1000 capped at the " + std::to_string(cores) + " core") !=
        std::string::npos);
  CHECK(run.err.find(" on " + std::to_string(cores) + " thread") != std::string::npos);
  // "N puzzles in S s": S is most of the program's own run, not the tail after the workers began.
  const std::size_t in = run.err.find(" puzzles in ");
  REQUIRE(in != std::string::npos);
  const double seconds = std::stod(run.err.substr(in + 12));
  CHECK(seconds >= 0.5 * wall - 0.2);
  fs::remove(file);
}

}  // namespace gridsat::test

namespace gridsat::test {

// A SOLUTION field of a plain batch line: rows by '/', cells by ','.
Grid grid_from_field(const std::string& field) {
  std::vector<std::vector<int>> rows(1);
  std::string cell;
  for (char ch : field + "/") {
    if (ch == ',' || ch == '/') {
      rows.back().push_back(std::stoi(cell));
      cell.clear();
      if (ch == '/') rows.emplace_back();
    } else {
      cell += ch;
    }
  }
  rows.pop_back();
  Grid g(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c) g.at(r, c) = rows[r][static_cast<std::size_t>(c)];
  return g;
}

TEST_CASE("batch --format json is the default output, plain writes ID STATUS SOLUTION lines",
          "[batch]") {
  Scratch scratch("format");
  const Mixed m = mixed_file(scratch);
  const std::vector<int> numbers = puzzle_line_numbers(m.file);
  CliRun json_run =
      run_cli({"batch", "--mode", "unique", "-j", "1", "--format", "json", m.file.string()});
  CliRun default_run = run_cli({"batch", "--mode", "unique", "-j", "1", m.file.string()});
  auto a = json_lines(json_run.out), b = json_lines(default_run.out);
  REQUIRE(a.size() == b.size());
  for (std::size_t i = 0; i < a.size(); ++i) CHECK(comparable(a[i]) == comparable(b[i]));

  CliRun plain = run_cli({"batch", "--mode", "unique", "--format", "plain", m.file.string()});
  REQUIRE(plain.status == 65);  // the one bad line
  std::istringstream lines(plain.out);
  std::size_t i = 0;
  for (std::string line; std::getline(lines, line); ++i) {
    INFO("line " << i << ": " << line);
    REQUIRE(i < m.lines.size());
    std::istringstream fields(line);
    std::string id, status;
    fields >> id >> status;
    CHECK(id == m.file.string() + ":" + std::to_string(numbers[i]));
    REQUIRE(status == m.expected[i]);
    if (status == "error") continue;
    auto puzzle = parse(m.lines[i], "sudoku-line");
    std::vector<Grid> solutions;
    for (std::string field; fields >> field;) solutions.push_back(grid_from_field(field));
    REQUIRE(solutions.size() == (status == "multiple" ? 2u : 1u));
    for (const Grid& g : solutions) CHECK_FALSE(check_solution(*puzzle, g));
  }
  CHECK(i == m.lines.size());

  // A loop's solution is its answer grid of edges: the full slither of the issue's URL, whose one
  // loop is known (the only Hamiltonian cycle of its 4 x 4 points with three borders of r1c2).
  const fs::path loop = scratch.write("slither-f.txt", "https://puzz.link/p?slither/f/3/3/gdk\n");
  CliRun loop_run = run_cli({"batch", "--mode", "unique", "--format", "plain", loop.string()});
  CHECK(loop_run.status == 0);
  CHECK(loop_run.out ==
        loop.string() + " unique 1,0,1,0/0,1,0,0/0,1,0,0/1,0,1,0/1,1,1,1/1,0,0,1/1,1,1,1\n");

  CHECK(run_cli({"batch", "--format", "pretty", m.file.string()}).status == 64);
  CHECK(run_cli({"batch", "--format", "plain", "--resume", "-o", (scratch.dir / "out.txt").string(),
                 m.file.string()})
            .status == 64);
}

}  // namespace gridsat::test

namespace gridsat::test {

TEST_CASE("batch --stats sums the puzzles' figures after the summary", "[batch]") {
  Scratch scratch("stats");
  // The forum's hardest: no puzzle decided by the propagation alone, so each has a CNF.
  auto lines = puzzle_lines(shared_data() / "sudoku" / "forum-hardest-1106.txt", 0, 20);
  std::string text;
  for (const std::string& l : lines) text += l + "\n";
  const fs::path file = scratch.write("twenty.txt", text);
  CliRun run = run_cli({"batch", "--stats", file.string()});
  REQUIRE(run.status == 0);
  CHECK(run.err.find("gridsat: stats (the largest CNF; times and conflicts summed over 20 "
                     "puzzles): vars 729, clauses ") != std::string::npos);
  CliRun native = run_cli({"batch", "--stats", "--backend", "native", file.string()});
  CHECK(native.err.find("summed over 20 puzzles): vars n/a, clauses n/a") != std::string::npos);
  CHECK(run_cli({"batch", file.string()}).err.find("stats") == std::string::npos);
}

}  // namespace gridsat::test

namespace gridsat::test {

TEST_CASE("batch streams a line file past 64 MiB, from a file and from standard input", "[batch]") {
  Scratch scratch("stream");
  auto lines = puzzle_lines(shared_data() / "sudoku" / "17-clue.txt", 0, 6);
  // 70 MiB: puzzles among comment lines (cheap to read, nothing to solve), CR LF line ends in the
  // middle, and one line of 65 MiB, longer than any puzzle may be.
  const std::string comment = "# " + std::string(1 << 20, '-') + "\n";
  std::string text = lines[0] + "\n";
  for (int i = 0; i < 35; ++i) text += comment;
  text += lines[1] + "\r\n" + lines[2] + "\n";
  text += std::string((65 << 20), '1') + "\n";
  text += lines[3] + "\n";
  for (int i = 0; i < 34; ++i) text += comment;
  text += lines[4] + "\n" + lines[5];  // the last line without its end
  REQUIRE(text.size() > (std::size_t{64} << 20));
  const fs::path file = scratch.write("large.txt", text);

  auto require_lines = [&](const CliRun& run, const std::string& name) {
    CHECK(run.status == 65);  // the one line too long
    auto out = json_lines(run.out);
    REQUIRE(out.size() == 7);
    const std::vector<std::string> puzzles{lines[0], lines[1], lines[2], "",
                                           lines[3], lines[4], lines[5]};
    const std::vector<int> numbers{1, 37, 38, 39, 40, 75, 76};
    for (std::size_t i = 0; i < out.size(); ++i) {
      INFO(i << ": " << out[i].dump().substr(0, 200));
      CHECK(out[i]["index"] == i);
      CHECK(out[i]["id"] == name + ":" + std::to_string(numbers[i]));
      if (i == 3) {
        CHECK(out[i]["status"] == "error");
        CHECK(out[i]["error"] == name + ":39:1: the line is longer than 64 MiB");
        continue;
      }
      REQUIRE(out[i]["status"] == "solved");
      CHECK_FALSE(
          check_solution(*parse(puzzles[i], "sudoku-line"), grid_from(out[i]["solutions"][0])));
    }
  };
  require_lines(run_cli({"batch", "-j", "2", file.string()}), file.string());
  require_lines(run_cli({"batch", "-j", "1"}, text), "<stdin>");
}

}  // namespace gridsat::test

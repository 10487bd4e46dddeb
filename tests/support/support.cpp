#include "support/support.hpp"

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "formats/text.hpp"

namespace gridsat::test {

fs::path shared_data() {
  return GRIDSAT_DATA_DIR;
}
fs::path test_data() {
  return GRIDSAT_TEST_DATA_DIR;
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  INFO("reading " << path);
  REQUIRE(in);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<fs::path> files_in(const fs::path& dir, const std::string& suffix) {
  std::vector<fs::path> out;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (entry.is_regular_file() && name.ends_with(suffix)) out.push_back(entry.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string gsp_status(const std::string& text) {
  const std::string key = "# status:";
  auto pos = text.find(key);
  REQUIRE(pos != std::string::npos);
  std::istringstream rest(text.substr(pos + key.size()));
  std::string status;
  rest >> status;
  return status;
}

std::vector<TathamCase> read_tatham_set(const fs::path& path) {
  std::vector<TathamCase> cases;
  std::istringstream in(read_text(path));
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    auto space = line.find(' ');
    REQUIRE(space != std::string::npos);
    TathamCase c;
    c.id = line.substr(0, space);
    c.line = number;
    std::istringstream rows(line.substr(space + 1));
    std::string row;
    while (std::getline(rows, row, '/')) {
      std::vector<std::string> cells;
      std::istringstream cs(row);
      std::string cell;
      while (std::getline(cs, cell, ',')) cells.push_back(cell);
      c.solution.push_back(cells);
    }
    cases.push_back(std::move(c));
  }
  return cases;
}

Grid tatham_solution(const Puzzle& puzzle, const TathamCase& c) {
  Grid g(static_cast<int>(c.solution.size()),
         c.solution.empty() ? 0 : static_cast<int>(c.solution[0].size()));
  for (int r = 0; r < g.rows; ++r) {
    REQUIRE(static_cast<int>(c.solution[static_cast<std::size_t>(r)].size()) == g.cols);
    for (int col = 0; col < g.cols; ++col) {
      auto v = puzzle.parse_value(
          c.solution[static_cast<std::size_t>(r)][static_cast<std::size_t>(col)]);
      REQUIRE(v.has_value());
      g.at(r, col) = *v;
    }
  }
  return g;
}

std::unique_ptr<Puzzle> parse(const std::string& text, const std::string& from,
                              const std::string& type) {
  ReadResult r = read_puzzle(text, from, type);
  if (r.error)
    FAIL("parse error " << r.error->line << ":" << r.error->col << ": " << r.error->message);
  return std::move(r.puzzle);
}

Verdict expected_verdict(const std::string& status) {
  if (status == "unique") return Verdict::Unique;
  if (status == "multiple") return Verdict::Multiple;
  REQUIRE(status == "none");
  return Verdict::None;
}

void require_verdict(const Puzzle& puzzle, Verdict expected, const Grid* solution,
                     const RunOptions& sat_options) {
  RunOptions native = sat_options;
  native.backend = Backend::Native;
  for (const RunOptions* options : {&sat_options, static_cast<const RunOptions*>(&native)}) {
    RunResult r = run(puzzle, Mode::Unique, *options);
    INFO((options->backend == Backend::Native ? "native" : "sat") << " backend");
    CHECK_FALSE(r.internal_error.has_value());
    REQUIRE(verdict_name(r.verdict) == verdict_name(expected));
    for (const Grid& g : r.solutions) CHECK_FALSE(check_solution(puzzle, g).has_value());
    if (solution && expected == Verdict::Unique) CHECK(r.solutions.front() == *solution);
  }
}

CliRun run_cli(const std::vector<std::string>& args, const std::string& input) {
  char in_path[] = "/tmp/gridsat-test-in-XXXXXX";
  char out_path[] = "/tmp/gridsat-test-out-XXXXXX";
  char err_path[] = "/tmp/gridsat-test-err-XXXXXX";
  int in_fd = mkstemp(in_path), out_fd = mkstemp(out_path), err_fd = mkstemp(err_path);
  REQUIRE((in_fd >= 0 && out_fd >= 0 && err_fd >= 0));
  REQUIRE(::write(in_fd, input.data(), input.size()) == static_cast<ssize_t>(input.size()));
  lseek(in_fd, 0, SEEK_SET);
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    dup2(in_fd, 0);
    dup2(out_fd, 1);
    dup2(err_fd, 2);
    std::vector<char*> argv;
    std::string binary = GRIDSAT_BINARY;
    argv.push_back(binary.data());
    std::vector<std::string> copy = args;
    for (std::string& a : copy) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  close(in_fd);
  close(out_fd);
  close(err_fd);
  CliRun run;
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.out = read_text(out_path);
  run.err = read_text(err_path);
  unlink(in_path);
  unlink(out_path);
  unlink(err_path);
  return run;
}

// Width and height from a PNG's IHDR chunk (bytes 16..23, big-endian).
std::pair<int, int> png_size(const std::string& png) {
  REQUIRE(png.size() > 24);
  REQUIRE(png.compare(0, 8, "\x89PNG\r\n\x1a\n") == 0);
  REQUIRE(png.compare(12, 4, "IHDR") == 0);
  auto word = [&](std::size_t at) {
    int v = 0;
    for (std::size_t k = 0; k < 4; ++k) v = v * 256 + static_cast<unsigned char>(png[at + k]);
    return v;
  };
  return {word(16), word(20)};
}

std::string write(const Puzzle& p, const std::string& to) {
  std::string error;
  auto text = write_puzzle(p, to, error);
  INFO(error);
  REQUIRE(text.has_value());
  return *text;
}

void require_read_error(const std::string& text, int line, int col, const std::string& words,
                        const std::string& from, const std::string& type) {
  ReadResult r = read_puzzle(text, from, type);
  INFO(text);
  REQUIRE(r.error.has_value());
  INFO(r.error->message);
  CHECK(r.error->line == line);
  CHECK(r.error->col == col);
  CHECK(r.error->message.find(words) != std::string::npos);
}

}  // namespace gridsat::test

// Shared by the test programs: the instance sets of data/, verdicts from both backends,
// and running the gridsat binary as a user would.
#pragma once

#include <algorithm>
#include <filesystem>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "driver/engine.hpp"
#include "formats/formats.hpp"

namespace gridsat::test {

namespace fs = std::filesystem;

// The sanitizer pass (GRIDSAT_SANITIZE) runs every test, but the longest on smaller samples: it
// looks for memory errors and undefined behaviour, which the first instances of a sample already
// exercise, at several times the cost of each; the release pass keeps the whole samples.
#ifdef GRIDSAT_TEST_SANITIZED
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
// `full` in the release pass, `sanitized` in the sanitizer pass.
constexpr int sample_size(int full, int sanitized) {
  return kSanitized ? sanitized : full;
}
// All of `items` (an array or a vector) in the release pass, the first `sanitized` of them (at
// most all) in the sanitizer pass.
template <typename Items>
auto sample_of(const Items& items, std::size_t sanitized) {
  const std::size_t all = std::size(items);
  return std::span(std::data(items), kSanitized ? std::min(sanitized, all) : all);
}

fs::path shared_data();  // data/ (the instance sets; -DGRIDSAT_SHARED_DATA)
fs::path test_data();    // tests/data
std::string read_text(const fs::path& path);
// Width and height from a PNG's IHDR chunk (what rsvg-convert makes of an SVG).
std::pair<int, int> png_size(const std::string& png);
// The files of `dir` whose name ends with `suffix`, sorted by name.
std::vector<fs::path> files_in(const fs::path& dir, const std::string& suffix);

// The `# status: ...` label of a generated .gsp file ("unique", "multiple" or "none").
std::string gsp_status(const std::string& text);

// One line of a */tatham/*.txt set: `game:ID SOLUTION`, SOLUTION rows split by '/', cells by ','.
struct TathamCase {
  std::string id;
  std::vector<std::vector<std::string>> solution;  // cell texts
  int line = 0;
};
std::vector<TathamCase> read_tatham_set(const fs::path& path);
// The grid of a TathamCase solution, read with the puzzle's own value parser.
Grid tatham_solution(const Puzzle& puzzle, const TathamCase& c);

// Reads a puzzle and fails the test (with the error) when it does not parse.
std::unique_ptr<Puzzle> parse(const std::string& text, const std::string& from = "",
                              const std::string& type = "");

Verdict expected_verdict(const std::string& status);  // "unique" | "multiple" | "none"

// Decides uniqueness with the sat and the native backends and requires `expected` from both,
// answers that pass the rules check, and (when given) the known solution.
void require_verdict(const Puzzle& puzzle, Verdict expected, const Grid* solution = nullptr,
                     const RunOptions& sat_options = {});

// The puzzle written in format `to`; fails the test when it cannot be written.
std::string write(const Puzzle& p, const std::string& to);
// Reading `text` (format `from`, type `type`; empty: detected) must fail at this line and column
// with a message containing `words`.
void require_read_error(const std::string& text, int line, int col, const std::string& words,
                        const std::string& from = "", const std::string& type = "");

// Runs the built gridsat binary.
struct CliRun {
  int status = -1;
  std::string out;
  std::string err;
};
CliRun run_cli(const std::vector<std::string>& args, const std::string& input = "");

}  // namespace gridsat::test

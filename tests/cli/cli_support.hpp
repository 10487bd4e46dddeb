// What the command-line tests share beyond tests/support: a scratch directory, running programs
// other than gridsat (cadical, minisat) with a time limit, and the shared sudoku fixtures.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "support/support.hpp"

namespace gridsat::test {

// A fresh directory under the system's temporary folder, removed with everything in it.
class ScratchDir {
 public:
  ScratchDir();
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const fs::path& path() const { return path_; }
  // Writes `text` to path()/name and returns the path.
  fs::path write(const std::string& name, const std::string& text) const;
  // The names of the entries in the directory, sorted (hidden ones too).
  std::vector<std::string> entries() const;

 private:
  fs::path path_;
};

// Runs `argv` (looked up on PATH), `input` on its standard input; killed after `timeout_s`.
struct ProgramRun {
  int status = -1;  // exit status, or 128 + signal
  bool timed_out = false;
  std::string out;
  std::string err;
};
ProgramRun run_program(const std::vector<std::string>& argv, const std::string& input = "",
                       double timeout_s = 20);

// gridsat, run through /bin/sh so that `shell_tail` can redirect (e.g. "> /dev/full").
ProgramRun run_cli_shell(const std::string& args_and_redirects);

// A file of ../shared/data/sudoku/generated.
fs::path generated_sudoku(const std::string& name);
// The plain grid of a generated unique puzzle's `.solution` twin.
std::string solution_text(const fs::path& puzzle);

// The version `gridsat --version` reports ("0.1.0").
std::string gridsat_version();

}  // namespace gridsat::test

// What the command-line tests share beyond tests/support: running programs other than gridsat
// (cadical, minisat) with a time limit, and the shared sudoku fixtures.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "support/scratch_dir.hpp"
#include "support/support.hpp"

namespace gridsat::test {

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

// A file of data/sudoku/generated.
fs::path generated_sudoku(const std::string& name);
// The plain grid of a generated unique puzzle's `.solution` twin.
std::string solution_text(const fs::path& puzzle);

// The version `gridsat --version` reports ("0.1.0").
std::string gridsat_version();

}  // namespace gridsat::test

// Child processes for the command-line tests. Output goes to files, not
// pipes, so that a child can print any amount without the test having to drain it concurrently.
#include "cli/cli_support.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <thread>

namespace gridsat::test {

ProgramRun run_program(const std::vector<std::string>& argv, const std::string& input,
                       double timeout_s) {
  ScratchDir io;
  fs::path in = io.write("in", input), out = io.path() / "out", err = io.path() / "err";
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    int in_fd = open(in.c_str(), O_RDONLY);
    int out_fd = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int err_fd = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in_fd < 0 || out_fd < 0 || err_fd < 0) _exit(126);
    dup2(in_fd, 0);
    dup2(out_fd, 1);
    dup2(err_fd, 2);
    setpgid(0, 0);
    std::vector<std::string> copy = argv;
    std::vector<char*> args;
    for (std::string& a : copy) args.push_back(a.data());
    args.push_back(nullptr);
    execvp(args[0], args.data());
    _exit(127);
  }
  ProgramRun run;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(timeout_s);
  int status = 0;
  while (waitpid(pid, &status, WNOHANG) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
      run.timed_out = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  run.out = read_text(out);
  run.err = read_text(err);
  return run;
}

ProgramRun run_cli_shell(const std::string& args_and_redirects) {
  return run_program(
      {"/bin/sh", "-c", std::string("'") + GRIDSAT_BINARY + "' " + args_and_redirects});
}

fs::path generated_sudoku(const std::string& name) {
  return shared_data() / "sudoku" / "generated" / name;
}

std::string solution_text(const fs::path& puzzle) {
  fs::path solution = puzzle;
  solution.replace_extension(".solution");
  return read_text(solution);
}

std::string gridsat_version() {
  CliRun run = run_cli({"--version"});
  REQUIRE(run.status == 0);
  // "gridsat 0.1.0 (CaDiCaL ...)"
  std::string rest = run.out.substr(std::string("gridsat ").size());
  return rest.substr(0, rest.find(' '));
}

}  // namespace gridsat::test

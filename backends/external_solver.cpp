// An external SAT solver as a backend: each solve writes the accumulated clauses (plus the
// assumptions as unit clauses) to a temporary DIMACS file, runs the command with that file on its
// standard input, and reads its model from standard output.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "cnf/dimacs.hpp"
#include "model.hpp"
#include "sat_solver.hpp"

namespace gridsat {
namespace {

class TempFile {
 public:
  TempFile() {
    const char* dir = std::getenv("TMPDIR");
    path_ = std::string(dir && *dir ? dir : "/tmp") + "/gridsat-XXXXXX";
    int fd = mkstemp(path_.data());
    if (fd < 0) throw std::runtime_error("cannot create a temporary file");
    close(fd);
  }
  ~TempFile() { std::remove(path_.c_str()); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

class ExternalSolver final : public SatSolver {
 public:
  ExternalSolver(std::string command, const Limits& limits)
      : command_(std::move(command)), limits_(limits) {
    if (limits.timeout_seconds > 0)
      deadline_ = std::chrono::steady_clock::now() +
                  std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                      std::chrono::duration<double>(limits.timeout_seconds));
  }

  void add_cnf(const Cnf& cnf) override {
    cnf_.new_vars(std::max(0, cnf.num_vars() - cnf_.num_vars()));
    cnf.for_each_clause([&](std::span<const Lit> c) { cnf_.add(c); });
  }
  void add_clause(std::span<const Lit> clause) override { cnf_.add(clause); }

  SatResult solve(std::span<const Lit> assumptions) override {
    TempFile input, output;
    {
      std::ofstream out(input.path());
      DimacsHeader header;
      for (Lit a : assumptions) header.extra_clauses.push_back({a});
      write_dimacs(out, cnf_, header);
      if (!out) throw std::runtime_error("cannot write the DIMACS for the external solver");
    }
    pid_t pid = fork();
    if (pid < 0) throw std::runtime_error("cannot start the external solver");
    if (pid == 0) {
      int in = open(input.path().c_str(), O_RDONLY);
      int out = open(output.path().c_str(), O_WRONLY | O_TRUNC);
      if (in < 0 || out < 0) _exit(127);
      dup2(in, 0);
      dup2(out, 1);
      int devnull = open("/dev/null", O_WRONLY);
      if (devnull >= 0) dup2(devnull, 2);
      setpgid(0, 0);
      execl("/bin/sh", "sh", "-c", command_.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    int status = 0;
    for (;;) {
      pid_t done = waitpid(pid, &status, WNOHANG);
      if (done == pid) break;
      if (stop_requested()) {
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
        waitpid(pid, &status, 0);
        return SatResult::Unknown;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
      throw std::runtime_error("the external solver '" + command_ + "' could not be run");
    std::ifstream in(output.path());
    std::stringstream text;
    text << in.rdbuf();
    DimacsError error;
    auto model = read_model(text.str(), error);
    if (!model)
      throw std::runtime_error("the external solver's output is not a model: line " +
                               std::to_string(error.line) + ": " + error.message);
    model_ = std::move(*model);
    return model_.status;
  }

  bool value(int var) const override { return model_.value(var); }
  SolverStats stats() const override { return {}; }

 private:
  bool stop_requested() const {
    if (limits_.interrupt && limits_.interrupt->load()) return true;
    return deadline_ && std::chrono::steady_clock::now() >= *deadline_;
  }

  std::string command_;
  Limits limits_;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  Cnf cnf_;
  SolverModel model_;
};

}  // namespace

std::unique_ptr<SatSolver> make_external_solver(const std::string& command, const Limits& limits) {
  return std::make_unique<ExternalSolver>(command, limits);
}

}  // namespace gridsat

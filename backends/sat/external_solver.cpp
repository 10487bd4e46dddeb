// An external SAT solver as a backend: each solve writes the accumulated clauses (plus the
// assumptions as unit clauses) to a temporary DIMACS file, runs the command through /bin/sh with
// that file on its standard input, and reads its model from its standard output.
//
// Standard output is a pipe, not a file: a solver that writes its model to a file name
// (`minisat /dev/stdin /dev/stdout`) reopens /dev/stdout, and with a pipe that lands after what it
// printed before instead of overwriting it. Both pipes are drained while the solver runs (it would
// block on a full pipe otherwise); standard error is kept to explain a failure. The solver runs in
// its own process group, so that a time limit or Ctrl-C ends it and whatever it started.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <optional>
#include <string>

#include "cnf/dimacs.hpp"
#include "sat/model.hpp"
#include "sat/sat_solver.hpp"

namespace gridsat {
namespace {

using Clock = std::chrono::steady_clock;

class TempFile {
 public:
  TempFile() {
    const char* dir = std::getenv("TMPDIR");
    path_ = std::string(dir && *dir ? dir : "/tmp") + "/gridsat-XXXXXX";
    int fd = mkstemp(path_.data());
    if (fd < 0) throw ExternalSolverError("cannot create a temporary file for the external solver");
    close(fd);
  }
  ~TempFile() { std::remove(path_.c_str()); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// A pipe whose ends close themselves; both ends are close-on-exec until dup2'd into place.
struct Pipe {
  int read = -1, write = -1;
  Pipe() {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) throw ExternalSolverError("cannot create a pipe");
    read = fds[0];
    write = fds[1];
  }
  ~Pipe() {
    if (read >= 0) close(read);
    if (write >= 0) close(write);
  }
  Pipe(const Pipe&) = delete;
  Pipe& operator=(const Pipe&) = delete;
  void close_write() {
    close(write);
    write = -1;
  }
};

// What the command left behind.
struct Finished {
  bool stopped = false;  // killed for the time limit or an interrupt
  int status = 0;        // as waitpid reports it
  std::string out, err;
};

// The first non-blank line of the solver's standard error, to explain a failure.
std::string first_line(const std::string& text) {
  std::size_t start = text.find_first_not_of(" \t\r\n");
  if (start == std::string::npos) return "";
  std::size_t end = text.find_first_of("\r\n", start);
  return text.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

class ExternalSolver final : public SatSolver {
 public:
  ExternalSolver(std::string command, const Limits& limits)
      : command_(std::move(command)), budget_(limits) {}

  void add_cnf(const Cnf& cnf) override {
    cnf_.new_vars(std::max(0, cnf.num_vars() - cnf_.num_vars()));
    cnf.for_each_clause([&](std::span<const Lit> c) { cnf_.add(c); });
  }
  void add_clause(std::span<const Lit> clause) override { cnf_.add(clause); }

  SatResult solve(std::span<const Lit> assumptions) override {
    if (stop_requested()) return SatResult::Unknown;
    TempFile input;
    {
      std::ofstream out(input.path());
      DimacsHeader header;
      for (Lit a : assumptions) header.extra_clauses.push_back({a});
      write_dimacs(out, cnf_, header);
      out.flush();
      if (!out) throw ExternalSolverError("cannot write the DIMACS for the external solver");
    }
    Finished run = run_command(input.path());
    if (run.stopped) return SatResult::Unknown;
    if (WIFEXITED(run.status) && (WEXITSTATUS(run.status) == 126 || WEXITSTATUS(run.status) == 127))
      throw failure("could not be run", run);
    DimacsError error;
    auto model = read_model(run.out, error, cnf_.num_vars());
    if (!model) {
      std::string where = "line " + std::to_string(error.line) + ": " + error.message;
      throw failure(run.out.empty() ? "printed no answer" : "printed no model (" + where + ")",
                    run);
    }
    // A model that breaks the CNF is the solver's fault, not an answer to decode: said here, so
    // that it is not taken for a bug of gridsat's encoding (which the rules check would report).
    if (model->status == SatResult::Sat)
      if (auto clause = first_falsified_clause(cnf_, assumptions, *model))
        throw failure("returned a model that falsifies clause " + std::to_string(*clause) +
                          " of the DIMACS it was given",
                      run);
    model_ = std::move(*model);
    return model_.status;
  }

  bool value(int var) const override { return model_.value(var); }
  SolverStats stats() const override { return {}; }
  StopReason stop_reason() const override { return budget_.reason(); }

 private:
  bool stop_requested() { return budget_.over(); }

  ExternalSolverError failure(const std::string& what, const Finished& run) const {
    std::string message = "external solver '" + command_ + "' " + what;
    if (WIFEXITED(run.status))
      message += "; exit status " + std::to_string(WEXITSTATUS(run.status));
    else if (WIFSIGNALED(run.status))
      message += "; killed by signal " + std::to_string(WTERMSIG(run.status));
    if (std::string err = first_line(run.err); !err.empty()) message += ": " + err;
    return ExternalSolverError(message);
  }

  Finished run_command(const std::string& input_path) {
    Pipe out, err;
    int in = open(input_path.c_str(), O_RDONLY | O_CLOEXEC);
    if (in < 0) throw ExternalSolverError("cannot reopen the DIMACS for the external solver");
    pid_t pid = fork();
    if (pid < 0) {
      close(in);
      throw ExternalSolverError("cannot start the external solver");
    }
    if (pid == 0) {
      setpgid(0, 0);
      dup2(in, 0);
      dup2(out.write, 1);
      dup2(err.write, 2);
      execl("/bin/sh", "sh", "-c", command_.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    setpgid(pid, pid);  // also here: whichever runs first, the group exists before any kill
    close(in);
    out.close_write();
    err.close_write();

    Finished run;
    pollfd fds[2] = {{out.read, POLLIN, 0}, {err.read, POLLIN, 0}};
    std::string* sinks[2] = {&run.out, &run.err};
    int open_pipes = 2;
    // Reads what is ready within `wait_ms`; false when nothing was.
    auto drain = [&](int wait_ms) {
      int ready = poll(fds, 2, wait_ms);
      if (ready <= 0) return false;
      for (int k = 0; k < 2; ++k) {
        if (fds[k].fd < 0 || fds[k].revents == 0) continue;
        char buf[1 << 16];
        ssize_t got = ::read(fds[k].fd, buf, sizeof buf);
        if (got > 0) {
          // Standard error only explains a failure: keep its start, not an endless log.
          if (k == 0 || sinks[k]->size() < 4096) sinks[k]->append(buf, static_cast<size_t>(got));
        } else if (got == 0 || errno != EINTR) {
          fds[k].fd = -1;  // end of file: poll ignores negative descriptors
          --open_pipes;
        }
      }
      return true;
    };
    // The command has ended (a zombie until reaped, so its process group cannot be reused yet).
    auto leader_exited = [pid] {
      siginfo_t info{};
      return waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
             info.si_pid == pid;
    };
    for (;;) {
      if (stop_requested()) {
        run.stopped = true;
        break;
      }
      if (open_pipes == 0) {
        if (leader_exited()) break;
        usleep(1000);
        continue;
      }
      drain(20);
      if (open_pipes > 0 && leader_exited()) {
        // Whatever it started may hold the pipes open: take what is there and stop reading.
        for (int rounds = 0; rounds < 1000 && open_pipes > 0 && drain(0); ++rounds) {
        }
        break;
      }
    }
    kill(-pid, SIGKILL);  // the command, if stopped, and anything it left running
    while (waitpid(pid, &run.status, 0) < 0 && errno == EINTR) {
    }
    return run;
  }

  std::string command_;
  Budget budget_;
  Cnf cnf_;
  SolverModel model_;
};

}  // namespace

std::unique_ptr<SatSolver> make_external_solver(const std::string& command, const Limits& limits) {
  return std::make_unique<ExternalSolver>(command, limits);
}

}  // namespace gridsat

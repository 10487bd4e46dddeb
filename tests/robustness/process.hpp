// Running the gridsat binary in the background, for the tests that interrupt it: start it with its
// output in files, wait for a condition, send it a signal, collect its status and the time it took.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "support/scratch_dir.hpp"

namespace gridsat::test {

class Gridsat {
 public:
  // Starts `gridsat args...` with standard output and error going to files in `dir`, and
  // standard input from /dev/null (`endless_input`: a pipe that this object keeps open and never
  // writes to, an input that never ends); with `address_space` bytes at most (RLIMIT_AS) when
  // not 0. `stuck_output`: standard output is a pipe that this object keeps open and never reads
  // (a reader that stopped reading: the program's writes block once the pipe is full), and out()
  // is empty.
  Gridsat(const std::vector<std::string>& args, const std::filesystem::path& dir,
          long address_space = 0, bool endless_input = false, bool stuck_output = false);
  ~Gridsat();  // kills it if it is still running
  Gridsat(const Gridsat&) = delete;
  Gridsat& operator=(const Gridsat&) = delete;

  void signal(int sig) const;
  // Waits up to `seconds`; the exit status, 128 + the signal that ended it, or -1 if it is still
  // running then.
  int wait(double seconds);
  double seconds_since_start() const;
  std::string out() const;
  std::string err() const;

 private:
  pid_t pid_ = -1;
  int input_ = -1;   // the write end of an endless input
  int output_ = -1;  // the read end of a stuck output
  int status_ = -1;
  std::filesystem::path out_, err_;
  std::chrono::steady_clock::time_point start_;
};

// Polls `ready` every millisecond for up to `seconds`; whether it became true.
bool wait_until(const std::function<bool()>& ready, double seconds);

std::string file_text(const std::filesystem::path& path);

}  // namespace gridsat::test

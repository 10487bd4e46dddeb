// Background gridsat processes for the robustness tests (see process.hpp).
#include "process.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace gridsat::test {

namespace fs = std::filesystem;

Gridsat::Gridsat(const std::vector<std::string>& args, const fs::path& dir, long address_space,
                 bool endless_input, bool stuck_output)
    : out_(dir / "stdout.txt"), err_(dir / "stderr.txt"), start_(std::chrono::steady_clock::now()) {
  int pipe_ends[2] = {-1, -1}, stuck_ends[2] = {-1, -1};
  if (endless_input && pipe(pipe_ends) != 0) throw std::runtime_error("pipe failed");
  if (stuck_output && pipe(stuck_ends) != 0) throw std::runtime_error("pipe failed");
  pid_ = fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    int in = endless_input ? pipe_ends[0] : open("/dev/null", O_RDONLY);
    if (endless_input) close(pipe_ends[1]);
    if (stuck_output) close(stuck_ends[0]);
    int out = stuck_output ? stuck_ends[1] : open(out_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int err = open(err_.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    if (address_space > 0) {
      const rlimit limit{static_cast<rlim_t>(address_space), static_cast<rlim_t>(address_space)};
      setrlimit(RLIMIT_AS, &limit);
    }
    std::vector<std::string> copy = args;
    std::string binary = GRIDSAT_BINARY;
    std::vector<char*> argv{binary.data()};
    for (std::string& a : copy) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(binary.c_str(), argv.data());
    _exit(127);
  }
  if (endless_input) {
    close(pipe_ends[0]);
    input_ = pipe_ends[1];
  }
  if (stuck_output) {
    close(stuck_ends[1]);
    output_ = stuck_ends[0];
    std::error_code ignored;
    fs::remove(out_, ignored);  // no earlier run's output
  }
}

Gridsat::~Gridsat() {
  if (status_ < 0 && pid_ > 0) {
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
  if (input_ >= 0) close(input_);
  if (output_ >= 0) close(output_);
}

void Gridsat::signal(int sig) const {
  kill(pid_, sig);
}

int Gridsat::wait(double seconds) {
  if (status_ >= 0) return status_;
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (;;) {
    int raw = 0;
    pid_t got = waitpid(pid_, &raw, WNOHANG);
    if (got == pid_) {
      status_ = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
      return status_;
    }
    if (std::chrono::steady_clock::now() >= until) return -1;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

double Gridsat::seconds_since_start() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

std::string Gridsat::out() const {
  return file_text(out_);
}

std::string Gridsat::err() const {
  return file_text(err_);
}

bool wait_until(const std::function<bool()>& ready, double seconds) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  while (!ready()) {
    if (std::chrono::steady_clock::now() >= until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

std::string file_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace gridsat::test

#include "harness.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <mutex>
#include <sstream>
#include <thread>

namespace gridsat::bench {

double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

double process_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

double wall_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double quantile(std::vector<double> values, double q) {
  if (values.empty()) return 0;
  const auto k = static_cast<std::size_t>(q * static_cast<double>(values.size() - 1) + 0.5);
  std::nth_element(values.begin(), values.begin() + static_cast<long>(k), values.end());
  return values[k];
}

std::string fixed(double value, int digits) {
  std::ostringstream s;
  s << std::fixed << std::setprecision(digits) << value;
  return s.str();
}

std::string ms_text(double ms) {
  if (ms < 0.1) return fixed(ms, 4);
  if (ms < 10) return fixed(ms, 3);
  if (ms < 1000) return fixed(ms, 1);
  return fixed(ms, 0);
}

std::string rate_text(double per_second) {
  if (per_second >= 100) return fixed(per_second, 0);
  if (per_second >= 1) return fixed(per_second, 1);
  return fixed(per_second, 3);
}

std::string markdown_table(const std::vector<Row>& rows, const std::string& config_header,
                           bool with_mode, bool with_size, bool with_wall) {
  std::ostringstream out;
  out << "| set | " << config_header << " |" << (with_mode ? " mode |" : "")
      << " instances | solved | puzzles/s | median ms | p90 ms | max ms |"
      << (with_wall ? " wall median ms | wall max ms |" : "")
      << (with_size ? " vars | clauses |" : "") << "\n|---|---|" << (with_mode ? "---|" : "")
      << "---:|---:|---:|---:|---:|---:|" << (with_wall ? "---:|---:|" : "")
      << (with_size ? "---:|---:|" : "") << "\n";
  for (const Row& r : rows) {
    std::string solved = std::to_string(r.decided);
    if (r.wrong) solved += " (" + std::to_string(r.wrong) + " wrong)";
    auto q = [&](double at) {
      return r.ms.empty() ? std::string("-") : ms_text(quantile(r.ms, at));
    };
    // Throughput: the instances over the time they took together, one after the other.
    double total_ms = 0;
    for (double ms : r.ms) total_ms += ms;
    const std::string rate = total_ms > 0 ? rate_text(1000.0 * r.ms.size() / total_ms) : "-";
    out << "| " << r.set << " | " << r.config << " |" << (with_mode ? " " + r.mode + " |" : "")
        << " " << (r.ms.empty() ? std::string("-") : std::to_string(r.instances)) << " | "
        << (r.ms.empty() ? std::string("-") : solved) << " | " << rate << " | " << q(0.5) << " | "
        << q(0.9) << " | " << q(1.0) << " |";
    if (with_wall) {
      auto w = [&](double at) {
        return r.wall_ms.empty() ? std::string("-") : ms_text(quantile(r.wall_ms, at));
      };
      out << " " << w(0.5) << " | " << w(1.0) << " |";
    }
    if (with_size)
      out << " " << (r.vars > 0 ? fixed(r.vars, 0) : "-") << " | "
          << (r.clauses > 0 ? fixed(r.clauses, 0) : "-") << " |";
    out << "\n";
  }
  return out.str();
}

ProcessRun run_process(const std::vector<std::string>& argv, double timeout_seconds,
                       const std::string& stdout_path) {
  ProcessRun run;
  const auto start = std::chrono::steady_clock::now();
  pid_t pid = fork();
  if (pid < 0) return run;
  if (pid == 0) {
    setpgid(0, 0);  // its own group: a timeout kills its children too (minizinc runs gecode)
    int in = open("/dev/null", O_RDONLY);
    int out = stdout_path.empty() ? open("/dev/null", O_WRONLY)
                                  : open(stdout_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int err = open("/dev/null", O_WRONLY);
    if (in < 0 || out < 0 || err < 0) _exit(126);
    dup2(in, 0);
    dup2(out, 1);
    dup2(err, 2);
    std::vector<char*> args;
    std::vector<std::string> copy = argv;
    for (std::string& a : copy) args.push_back(a.data());
    args.push_back(nullptr);
    execvp(args[0], args.data());
    _exit(127);
  }
  setpgid(pid, pid);
  std::mutex mutex;
  std::condition_variable done_cv;
  bool done = false;
  int status = 0;
  rusage usage{};
  std::chrono::steady_clock::time_point end;
  std::thread waiter([&] {
    rusage u{};
    int st = 0;
    while (wait4(pid, &st, 0, &u) < 0 && errno == EINTR) {
    }
    std::lock_guard lock(mutex);
    end = std::chrono::steady_clock::now();
    status = st;
    usage = u;
    done = true;
    done_cv.notify_one();
  });
  {
    std::unique_lock lock(mutex);
    const auto limit = std::chrono::duration<double>(timeout_seconds);
    if (!done_cv.wait_for(lock, limit, [&] { return done; })) {
      run.timed_out = true;
      kill(-pid, SIGKILL);
      kill(pid, SIGKILL);
    }
  }
  waiter.join();
  run.wall_ms = std::chrono::duration<double, std::milli>(end - start).count();
  run.cpu_ms =
      1000.0 * (static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                1e-6 * static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec));
  if (WIFEXITED(status)) {
    run.exit_code = WEXITSTATUS(status);
    run.started = run.exit_code != 127;
  } else {
    run.started = true;
  }
  return run;
}

bool installed(const std::string& program) {
  const char* path = std::getenv("PATH");
  std::istringstream dirs(path ? path : "/usr/bin:/bin");
  for (std::string dir; std::getline(dirs, dir, ':');)
    if (!dir.empty() && access((fs::path(dir) / program).c_str(), X_OK) == 0) return true;
  return false;
}

std::string machine_description() {
  std::string cpu = "unknown processor";
  std::ifstream info("/proc/cpuinfo");
  for (std::string line; std::getline(info, line);)
    if (line.rfind("model name", 0) == 0) {
      cpu = line.substr(line.find(':') + 2);
      break;
    }
  utsname u{};
  uname(&u);
  std::time_t now = std::time(nullptr);
  char date[32];
  std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
  double load[1] = {0};
  getloadavg(load, 1);
  return std::string(date) + ", " + cpu + ", " +
         std::to_string(std::thread::hardware_concurrency()) + " cores, " + u.sysname + " " +
         u.release + ", load average " + fixed(load[0], 1) + " at the start";
}

}  // namespace gridsat::bench

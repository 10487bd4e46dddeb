// What the tests of gridsat serve share: the server as a child process on a port of its own
// choosing, and a small HTTP client on plain sockets, which can also send what no well-behaved
// client would (half a request, bytes that are not HTTP).
#pragma once

#include <sys/types.h>

#include <map>
#include <string>
#include <vector>

namespace gridsat::test {

// `gridsat serve --port 0 ARGS...`, started and waited for until it says where it listens.
class ServerProcess {
 public:
  explicit ServerProcess(const std::vector<std::string>& args = {});
  ~ServerProcess();  // SIGKILL when still running
  ServerProcess(const ServerProcess&) = delete;
  ServerProcess& operator=(const ServerProcess&) = delete;

  int port() const { return port_; }
  pid_t pid() const { return pid_; }
  // Sends `signal` and waits (at most `timeout_s`) for the exit; the exit status, or
  // 128 + the signal that ended it, or -1 when it did not end in time.
  int stop(int signal, double timeout_s = 20);
  // What it wrote on standard error so far.
  std::string err() const;
  // The resident memory of the process in KiB (/proc/PID/status VmRSS).
  long rss_kib() const;

 private:
  pid_t pid_ = -1;
  int port_ = 0;
  std::string err_path_;
};

struct HttpAnswer {
  int status = 0;                              // 0: the connection closed with no answer
  std::map<std::string, std::string> headers;  // names in lower case
  std::string body;
  // A header's value, "" when absent.
  std::string header(const std::string& lower_case_name) const {
    const auto at = headers.find(lower_case_name);
    return at == headers.end() ? "" : at->second;
  }
};

// Sends `raw` (a whole request, or anything) on a new connection to 127.0.0.1:port and reads
// until the server closes it (at most `timeout_s`).
HttpAnswer http_exchange(int port, const std::string& raw, double timeout_s = 60);
// A POST with `body`, Host 127.0.0.1:port, and `headers` ("Name: value") besides.
HttpAnswer http_post(int port, const std::string& target, const std::string& body,
                     const std::vector<std::string>& headers = {});
HttpAnswer http_get(int port, const std::string& target,
                    const std::vector<std::string>& headers = {});

// A connection left open for a test to drive by hand.
int connect_to(int port);
bool send_all(int fd, const std::string& bytes);  // false when the server closed it
// Reads what comes until the server closes the connection or `timeout_s` passes; `closed` says
// which.
std::string read_until_closed(int fd, double timeout_s, bool* closed = nullptr);
HttpAnswer parse_answer(const std::string& raw);

}  // namespace gridsat::test

#include "serve/serve_support.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <thread>

#include "support/support.hpp"

namespace gridsat::test {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

ServerProcess::ServerProcess(const std::vector<std::string>& args) {
  char err_path[] = "/tmp/gridsat-serve-err-XXXXXX";
  const int err_fd = mkstemp(err_path);
  REQUIRE(err_fd >= 0);
  err_path_ = err_path;
  int out[2];
  REQUIRE(pipe(out) == 0);
  pid_ = fork();
  REQUIRE(pid_ >= 0);
  if (pid_ == 0) {
    dup2(out[1], 1);
    dup2(err_fd, 2);
    close(out[0]);
    std::vector<std::string> copy{GRIDSAT_BINARY, "serve", "--port", "0"};
    copy.insert(copy.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& a : copy) argv.push_back(a.data());
    argv.push_back(nullptr);
    execv(GRIDSAT_BINARY, argv.data());
    _exit(127);
  }
  close(out[1]);
  close(err_fd);
  // "serving http://127.0.0.1:PORT/ (...)" on standard output once it listens.
  std::string line;
  const auto start = Clock::now();
  char c;
  while (seconds_since(start) < 30) {
    pollfd p{out[0], POLLIN, 0};
    if (poll(&p, 1, 100) <= 0) continue;
    if (read(out[0], &c, 1) != 1) break;
    if (c == '\n') break;
    line += c;
  }
  close(out[0]);
  const std::size_t colon = line.rfind(':');
  INFO("gridsat serve said: " << line << "\n" << err());
  REQUIRE(line.starts_with("serving http://"));
  REQUIRE(colon != std::string::npos);
  port_ = std::atoi(line.c_str() + colon + 1);
  REQUIRE(port_ > 0);
}

ServerProcess::~ServerProcess() {
  if (pid_ > 0) {
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
  }
  std::remove(err_path_.c_str());
}

int ServerProcess::stop(int signal, double timeout_s) {
  kill(pid_, signal);
  const auto start = Clock::now();
  int status = 0;
  while (seconds_since(start) < timeout_s) {
    if (waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return -1;
}

std::string ServerProcess::err() const {
  return read_text(err_path_);
}

long ServerProcess::rss_kib() const {
  std::ifstream in("/proc/" + std::to_string(pid_) + "/status");
  for (std::string key; in >> key;) {
    if (key == "VmRSS:") {
      long kib = 0;
      in >> kib;
      return kib;
    }
    std::string rest;
    std::getline(in, rest);
  }
  return -1;
}

int connect_to(int port) {
  const int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  REQUIRE(fd >= 0);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_port = htons(static_cast<uint16_t>(port));
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
  return fd;
}

bool send_all(int fd, const std::string& bytes) {
  std::size_t sent = 0;
  while (sent < bytes.size()) {
    const ssize_t n = send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) return false;
    sent += static_cast<std::size_t>(n);
  }
  return true;
}

std::string read_until_closed(int fd, double timeout_s, bool* closed) {
  std::string got;
  char buf[16384];
  const auto start = Clock::now();
  bool ended = false;
  while (!ended && seconds_since(start) < timeout_s) {
    pollfd p{fd, POLLIN, 0};
    if (poll(&p, 1, 50) <= 0) continue;
    const ssize_t n = recv(fd, buf, sizeof buf, 0);
    if (n <= 0)
      ended = true;
    else
      got.append(buf, static_cast<std::size_t>(n));
  }
  if (closed) *closed = ended;
  return got;
}

HttpAnswer parse_answer(const std::string& raw) {
  HttpAnswer answer;
  const std::size_t head_end = raw.find("\r\n\r\n");
  if (!raw.starts_with("HTTP/1.1 ") || head_end == std::string::npos) return answer;
  answer.status = std::atoi(raw.c_str() + 9);
  std::istringstream head(raw.substr(0, head_end));
  std::string line;
  std::getline(head, line);  // the status line
  while (std::getline(head, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::size_t colon = line.find(':');
    if (colon == std::string::npos) continue;
    std::string name = line.substr(0, colon);
    for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    answer.headers[name] = line.substr(line.find_first_not_of(' ', colon + 1));
  }
  answer.body = raw.substr(head_end + 4);
  return answer;
}

HttpAnswer http_exchange(int port, const std::string& raw, double timeout_s) {
  const int fd = connect_to(port);
  send_all(fd, raw);
  const std::string got = read_until_closed(fd, timeout_s);
  close(fd);
  return parse_answer(got);
}

namespace {

std::string request(const std::string& method, int port, const std::string& target,
                    const std::string& body, const std::vector<std::string>& headers) {
  std::string r =
      method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) + "\r\n";
  for (const std::string& h : headers) r += h + "\r\n";
  if (method == "POST") r += "Content-Length: " + std::to_string(body.size()) + "\r\n";
  return r + "\r\n" + body;
}

}  // namespace

HttpAnswer http_post(int port, const std::string& target, const std::string& body,
                     const std::vector<std::string>& headers) {
  return http_exchange(port, request("POST", port, target, body, headers));
}

HttpAnswer http_get(int port, const std::string& target, const std::vector<std::string>& headers) {
  return http_exchange(port, request("GET", port, target, "", headers));
}

}  // namespace gridsat::test

// gridsat serve left running: a request's time limit stops its solver, a client that goes away
// cancels its work, requests beyond the workers and the queue get 503 at once, slow senders are
// cut off without holding a worker, malformed requests are refused and leave it answering, it
// listens on loopback only unless --host says otherwise, and SIGINT / SIGTERM stop it cleanly.
// Light versions of the load run of scripts/serve-load.
#include <signal.h>
#include <unistd.h>

#include <array>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <thread>

#include "serve/serve_support.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

using Clock = std::chrono::steady_clock;

// An empty 9x9 sudoku: counting its solutions goes on for ages.
std::string empty_sudoku() {
  std::string text = "sudoku 9\ngrid:\n";
  for (int r = 0; r < 9; ++r) text += ".........\n";
  return text;
}

std::string example_sudoku() {
  return read_text(test_data().parent_path().parent_path() / "examples" / "sudoku-9x9.gsp");
}

std::string post_head(int port, const std::string& target, std::size_t length) {
  return "POST " + target + " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
         "\r\nContent-Length: " + std::to_string(length) + "\r\n\r\n";
}

// A connection with a long count under way (until the server's --timeout).
int start_long_count(int port) {
  const std::string body = empty_sudoku();
  const int fd = connect_to(port);
  REQUIRE(send_all(fd, post_head(port, "/api/count?limit=1000000000", body.size()) + body));
  return fd;
}

// Polls until a solve is answered 200, at most `timeout_s`; whether it was.
bool answered_within(int port, double timeout_s) {
  const auto start = Clock::now();
  while (std::chrono::duration<double>(Clock::now() - start).count() < timeout_s) {
    if (http_post(port, "/api/solve", example_sudoku()).status == 200) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  return false;
}

// The local address `ss -ltn` shows for a listening port ("127.0.0.1:PORT"), or "".
std::string listening_address(int port) {
  std::unique_ptr<FILE, int (*)(FILE*)> ss(popen("ss -ltnH", "r"), pclose);
  REQUIRE(ss);
  std::array<char, 512> line{};
  const std::string tail = ":" + std::to_string(port);
  while (fgets(line.data(), line.size(), ss.get())) {
    std::istringstream words(line.data());
    std::string state, recv_q, send_q, local;
    words >> state >> recv_q >> send_q >> local;
    if (local.ends_with(tail)) return local;
  }
  return "";
}

}  // namespace

TEST_CASE("a request's time limit stops its solver: unknown, stopped by the timeout", "[serve]") {
  ServerProcess server({"--timeout", "1"});
  // The request's own limit, and the server's when the request asks for more.
  for (const char* target :
       {"/api/count?limit=1000000000&timeout=0.3", "/api/count?limit=1000000000&timeout=100"}) {
    INFO(target);
    const HttpAnswer answer = http_post(server.port(), target, empty_sudoku());
    REQUIRE(answer.status == 200);
    const nlohmann::json j = nlohmann::json::parse(answer.body);
    CHECK(j["status"] == "unknown");
    CHECK(j["stopped"] == "timeout");
    CHECK(j["complete"] == false);
  }
}

TEST_CASE(
    "past the workers and the queue a request gets 503, and a client that leaves frees its worker",
    "[serve]") {
  ServerProcess server({"--jobs", "1", "--queue", "0", "--timeout", "300"});
  const int port = server.port();
  const int busy = start_long_count(port);
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const HttpAnswer refused = http_post(port, "/api/solve", example_sudoku());
  CHECK(refused.status == 503);
  CHECK(refused.header("retry-after") == "1");
  CHECK(nlohmann::json::parse(refused.body)["error"].get<std::string>().find("busy") !=
        std::string::npos);
  // The count would run for 300 s; closing its connection stops it and frees the worker.
  close(busy);
  CHECK(answered_within(port, 20));
}

TEST_CASE("a slow sender is cut off after --read-timeout and holds no worker", "[serve]") {
  ServerProcess server({"--jobs", "1", "--read-timeout", "1"});
  const int port = server.port();
  std::vector<int> slow;
  for (int i = 0; i < 4; ++i) {  // half a head, and nothing more
    slow.push_back(connect_to(port));
    REQUIRE(send_all(slow.back(), "POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1:"));
  }
  const int trickle = connect_to(port);  // a whole head, then a body a byte at a time
  const std::string body = example_sudoku();
  REQUIRE(send_all(trickle, post_head(port, "/api/solve", body.size())));
  CHECK(http_post(port, "/api/solve", body).status == 200);
  bool cut = true;
  for (std::size_t i = 0; i < 40 && cut; ++i) {
    cut = send_all(trickle, body.substr(i, 1));
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  bool closed = false;
  read_until_closed(trickle, 10, &closed);
  CHECK(closed);  // well before its 40 bytes (4 s) were in
  close(trickle);
  for (int fd : slow) {
    bool ended = false;
    const std::string got = read_until_closed(fd, 10, &ended);
    CHECK(ended);
    CHECK(got.empty());
    close(fd);
  }
  CHECK(http_post(port, "/api/solve", body).status == 200);
}

TEST_CASE("malformed requests are refused and leave the server answering", "[serve]") {
  ServerProcess server({"--max-body", "64K"});
  const int port = server.port();
  const std::string host = "Host: 127.0.0.1:" + std::to_string(port) + "\r\n";
  const std::vector<std::pair<std::string, int>> cases = {
      {"GARBAGE\r\n\r\n", 400},
      {"GET / HTTP/9.9\r\n\r\n", 400},
      {"GET /\x01 HTTP/1.1\r\n\r\n", 400},
      {"POST /api/solve HTTP/1.1\r\n" + host + "Content-Length: abc\r\n\r\n", 400},
      {"POST /api/solve HTTP/1.1\r\n" + host + "Content-Length: -5\r\n\r\n", 400},
      {"POST /api/solve HTTP/1.1\r\n" + host + "Content-Length: 99999999999999999999\r\n\r\n", 400},
      {"POST /api/solve HTTP/1.1\r\n" + host + "Content-Length: 10000000\r\n\r\n", 413},
      {"POST /api/solve HTTP/1.1\r\n" + host + "Transfer-Encoding: chunked\r\n\r\nzz\r\n", 400},
      {"GET / HTTP/1.1\r\nX-Long: " + std::string(20000, 'a') + "\r\n\r\n", 431},
      {"GET / HTTP/1.1\r\nBad\xFFName: 1\r\n\r\n", 400},
  };
  for (const auto& [raw, status] : cases) {
    INFO(raw.substr(0, 60));
    const HttpAnswer answer = http_exchange(port, raw, 20);
    CHECK(answer.status == status);
    CHECK(nlohmann::json::parse(answer.body).contains("error"));
  }
  // A chunked body past the limit is cut off as it arrives.
  std::string chunked =
      "POST /api/solve HTTP/1.1\r\n" + host + "Transfer-Encoding: chunked\r\n\r\n";
  for (int i = 0; i < 20; ++i) chunked += "1000\r\n" + std::string(4096, '.') + "\r\n";
  CHECK(http_exchange(port, chunked + "0\r\n\r\n", 20).status == 413);
  // A client that connects and leaves, or says nothing before closing.
  close(connect_to(port));
  CHECK(http_exchange(port, "", 1).status == 0);
  CHECK(http_post(port, "/api/solve", example_sudoku()).status == 200);
}

TEST_CASE("serve listens on loopback only unless --host says otherwise", "[serve]") {
  ServerProcess local;
  CHECK(listening_address(local.port()) == "127.0.0.1:" + std::to_string(local.port()));
  CHECK(local.err().find("warning") == std::string::npos);
  ServerProcess wide({"--host", "0.0.0.0"});
  CHECK(listening_address(wide.port()) == "0.0.0.0:" + std::to_string(wide.port()));
  CHECK(wide.err().find("warning: serving on 0.0.0.0, not only on this machine") !=
        std::string::npos);
}

TEST_CASE("SIGTERM and SIGINT stop the server cleanly, answering the request under way",
          "[serve]") {
  for (int signal : {SIGTERM, SIGINT}) {
    INFO("signal " << signal);
    ServerProcess server({"--timeout", "300"});
    const int fd = start_long_count(server.port());
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    CHECK(server.stop(signal) == 0);
    const HttpAnswer answer = parse_answer(read_until_closed(fd, 10));
    close(fd);
    REQUIRE(answer.status == 200);
    const nlohmann::json j = nlohmann::json::parse(answer.body);
    CHECK(j["status"] == "unknown");
    CHECK(j["stopped"] == "interrupt");
    CHECK(server.err().find(signal == SIGTERM ? "stopped by SIGTERM" : "stopped by SIGINT") !=
          std::string::npos);
  }
}

TEST_CASE("serve's options are checked before it listens", "[serve]") {
  for (const std::vector<std::string>& args :
       std::vector<std::vector<std::string>>{{"--port", "70000"},
                                             {"--jobs", "0"},
                                             {"--queue", "-1"},
                                             {"--timeout", "-1"},
                                             {"--read-timeout", "0"},
                                             {"--max-body", "lots"},
                                             {"extra"}}) {
    std::vector<std::string> argv{"serve"};
    argv.insert(argv.end(), args.begin(), args.end());
    const CliRun run = run_cli(argv);
    INFO(run.err);
    CHECK(run.status == 64);
  }
  // A port taken: said, exit 74.
  ServerProcess first;
  const CliRun second = run_cli({"serve", "--port", std::to_string(first.port())});
  CHECK(second.status == 74);
  CHECK(second.err.find("cannot listen on 127.0.0.1 port " + std::to_string(first.port())) !=
        std::string::npos);
}

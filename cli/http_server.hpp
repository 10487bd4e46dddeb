// A small HTTP/1.1 server that is safe to leave running (gridsat serve): it knows nothing of
// puzzles. One thread reads and writes every connection; a bounded pool of worker threads does
// the requests that need work; what the server does with a request is its Handler's.
//
// What keeps it safe: a request's head and body must arrive within the read timeout (a slow
// sender is cut off, and never holds a worker: workers only see whole requests); a body longer
// than the limit is refused with 413 as soon as its length is known; at most `jobs` requests are
// worked on and `queue` wait, and a request beyond those gets 503 at once (no unbounded queue);
// connections beyond `max_connections` are closed as they come; every answer closes its
// connection, after a short linger that lets the client read it. A client that closes its
// connection before its answer cancels its request: the flag the Handler's work polls is set
// (the solvers' Limits::interrupt), as it is for every request when the server stops.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gridsat::cli {

struct HttpRequest {
  std::string method;  // "GET", "POST", ...
  std::string target;  // as sent: path and query, percent-encoded
  std::vector<std::pair<std::string, std::string>> headers;  // names in lower case
  std::string body;

  // The value of a header ("" when absent).
  std::string header(const std::string& lower_case_name) const;
};

struct HttpResponse {
  int status = 200;
  std::string content_type = "application/json";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // besides the server's own
};

struct HttpLimits {
  std::size_t max_body = std::size_t{1} << 20;  // bytes
  double read_timeout = 10;                     // seconds for a whole request to arrive
  int jobs = 2;                                 // requests worked on at once
  int queue = 256;                              // requests waiting for a worker
  int max_connections = 512;                    // open at once
};

class HttpHandler {
 public:
  virtual ~HttpHandler() = default;
  // On the connections' thread, for every request: an answer at once (a page, an error), or
  // nothing when the request needs a worker.
  virtual std::optional<HttpResponse> answer_now(const HttpRequest& request) = 0;
  // On a worker thread. `cancel` is set when the client goes away or the server stops.
  virtual HttpResponse work(const HttpRequest& request, const std::atomic<bool>& cancel) = 0;
  // The answer to a request that cannot be taken: `busy` (no room in the queue), or not
  // started before the server stopped.
  virtual HttpResponse refused(bool busy) = 0;
  // The answer to a request that does not read as HTTP, or is too large (413).
  virtual HttpResponse malformed(int status, const std::string& why) = 0;
};

// Serves on `host`:`port` (port 0: one the system picks) until `stop` is set, then stops taking
// connections, sets every request's cancel flag, answers what is under way and returns.
// `listening` is called with the port once the server listens. A host that cannot be listened
// on is a std::runtime_error saying why.
void serve_http(const std::string& host, int port, const HttpLimits& limits, HttpHandler& handler,
                const std::function<void(int port)>& listening, const std::atomic<bool>& stop);

}  // namespace gridsat::cli

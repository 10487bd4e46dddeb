// What `gridsat serve` answers (docs/http.md): the page for setters (cli/page/, built into the
// program), `GET /api/commands` (what the server offers, for the page to build its buttons), and
// `POST /api/<command>` with the puzzle as the body and the command's own options as query
// parameters, answered with the JSON of `gridsat <command> --format json` through the same code
// (command_work.hpp). Errors are `{"error": "..."}` with 400 (a bad request or option), 403
// (another site's page, or a Host this server is not), 404, 405, 413 (a body over the limit),
// 422 (the puzzle does not read: FILE:LINE:COL as gridsat says it), 500 (a bug) or 503 (busy, or
// stopping).
//
// Commands are rows of one table (serve_api.cpp): a command is offered by adding its row, which
// names its command-line options (the query parameters it takes) and its work. Options that name
// files or programs (--certify DIR, -o, --solver, --backend external) are refused: a request
// never reaches the file system or a shell. The one file the server writes is a certificate, in
// a temporary folder of its own, sent as a tar archive and removed.
#pragma once

#include <string>

#include "http_server.hpp"

namespace gridsat::cli {

struct ServeSettings {
  std::string host = "127.0.0.1";  // as given to --host
  bool loopback = true;            // the host is a loopback address: only local names are let in
  double timeout = 60;             // seconds a request may run at most
  HttpLimits http;
};

class GridsatApi : public HttpHandler {
 public:
  explicit GridsatApi(ServeSettings settings) : settings_(std::move(settings)) {}
  // The port the server listens on, once known (before the first request).
  void listening_on(int port) { port_ = port; }

  std::optional<HttpResponse> answer_now(const HttpRequest& request) override;
  HttpResponse work(const HttpRequest& request, const std::atomic<bool>& cancel) override;
  HttpResponse refused(bool busy) override;
  HttpResponse malformed(int status, const std::string& why) override;

 private:
  // Why a request may not be answered (a Host that is not this server, a POST from another
  // site's page), or "".
  std::string foreign(const HttpRequest& request) const;

  ServeSettings settings_;
  int port_ = 0;
};

}  // namespace gridsat::cli

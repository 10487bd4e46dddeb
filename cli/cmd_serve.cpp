// gridsat serve: the page for setters and its HTTP API (serve_api.hpp, docs/http.md) on this
// machine. It listens on 127.0.0.1 unless --host says otherwise (with a warning: there is no
// password), says where on standard output, and stops cleanly on SIGINT or SIGTERM: no new
// connection is taken, the requests under way are cancelled through their solvers' interrupt
// flag and answered, and the program exits 0.
#include <malloc.h>

#include <csignal>
#include <iostream>
#include <thread>

#include "common.hpp"
#include "http_server.hpp"
#include "memory_limit.hpp"
#include "serve_api.hpp"
#include "setter_commands.hpp"

namespace gridsat::cli {
namespace {

bool is_loopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.starts_with("127.");
}

std::string url_of(const std::string& host, int port) {
  const std::string shown = host.find(':') != std::string::npos ? "[" + host + "]" : host;
  return "http://" + shown + ":" + std::to_string(port) + "/";
}

}  // namespace

int cmd_serve(const std::vector<std::string>& args) {
  ServeSettings settings;
  int port = 8080;
  std::string max_body = "1M";
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  po::options_description desc("gridsat serve options");
  desc.add_options()("port", po::value(&port)->default_value(8080),
                     "the TCP port to listen on (0: any free one, said on standard output)")(
      "host", po::value(&settings.host)->default_value("127.0.0.1"),
      "the address to listen on; anything but a loopback address lets other machines in (a "
      "warning says so: there is no password)")(
      "jobs", po::value(&settings.http.jobs)->default_value(cores),
      "requests worked on at once (default: the number of cores)")(
      "queue", po::value(&settings.http.queue)->default_value(256),
      "requests that may wait for a worker; beyond them a request gets 503 at once")(
      "timeout", po::value(&settings.timeout)->default_value(60),
      "the most SECONDS a request may run (a request's own timeout may be shorter); its "
      "answer is then 'unknown', as on the command line; 0 is no limit")(
      "max-body", po::value(&max_body)->default_value("1M"),
      "the largest request body in bytes (K, M suffixes); a larger one gets 413")(
      "read-timeout", po::value(&settings.http.read_timeout)->default_value(10),
      "SECONDS a client has to send a whole request; a slower one is disconnected");
  po::positional_options_description none;
  if (!parse_command(args, desc, none, "gridsat serve [options]",
                     "gridsat serve --port 8080   (then open http://127.0.0.1:8080/)\n\n"
                     "The page: paste or drop a puzzle, see it drawn, solve it, decide whether it\n"
                     "is unique, analyze it, download a certificate. The API: POST /api/COMMAND\n"
                     "with the puzzle as the body and the command's options as query parameters\n"
                     "answers the JSON of 'gridsat COMMAND --format json' (docs/http.md)."))
    return kOk;
  if (port < 0 || port > 65535) throw CliError{kUsage, "--port must be 0 to 65535"};
  if (settings.http.jobs < 1) throw CliError{kUsage, "--jobs must be at least 1"};
  if (settings.http.queue < 0) throw CliError{kUsage, "--queue must not be negative"};
  if (!(settings.timeout >= 0) || settings.timeout > 1e9)
    throw CliError{kUsage, "--timeout must be a number of seconds from 0 to 1000000000"};
  if (!(settings.http.read_timeout > 0) || settings.http.read_timeout > 3600)
    throw CliError{kUsage, "--read-timeout must be more than 0 and at most 3600 seconds"};
  const std::optional<double> body = parse_bytes(max_body);
  if (!body || *body < 1 || *body > 1024.0 * 1024 * 1024)
    throw CliError{kUsage,
                   "--max-body must be a number of bytes from 1 to 1G ('" + max_body + "')"};
  settings.http.max_body = static_cast<std::size_t>(*body);
  settings.loopback = is_loopback(settings.host);
  if (!settings.loopback)
    std::cerr << "gridsat: warning: serving on " << settings.host
              << ", not only on this machine: anyone who can reach it may use the server (there "
                 "is no password)\n";

#ifdef __GLIBC__
  // Large blocks (request bodies, a puzzle's text and CNF) straight from the system and back to
  // it when freed. By default glibc raises this threshold after the first such block is freed,
  // and later ones come from its heaps, where up to twice that stays resident for good.
  mallopt(M_MMAP_THRESHOLD, 256 * 1024);
#endif
  GridsatApi api(settings);
  set_signal_grace(2);  // time to answer the requests under way (unknown, stopped: interrupt)
  try {
    serve_http(
        settings.host, port, settings.http, api,
        [&](int listening) {
          api.listening_on(listening);
          std::cout << "serving " << url_of(settings.host, listening) << " (Ctrl-C stops it)"
                    << std::endl;
        },
        g_interrupted);
  } catch (const std::runtime_error& e) {
    throw CliError{kIoErr, e.what()};
  }
  std::cerr << "gridsat: stopped by " << (g_signal.load() == SIGTERM ? "SIGTERM" : "SIGINT")
            << "\n";
  return kOk;
}

}  // namespace gridsat::cli

// The routes of gridsat serve and the table of the commands it offers (serve_api.hpp). A POST
// is taken apart on the connections' thread (route, query parameters, the command's options
// parsed and checked exactly as its command line checks them), so that a bad request never waits
// for a worker; the worker parses it again, cheaply, reads the puzzle and does the command's work
// with the request's own limits: the server's --timeout or less, and the request's cancel flag as
// the solvers' interrupt, independent of any other request.
#include "serve_api.hpp"

#include <stdlib.h>

#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "certify.hpp"
#include "command_work.hpp"
#include "common.hpp"
#include "formats/formats.hpp"
#include "genres/genre.hpp"
#include "output.hpp"
#include "page_assets.hpp"
#include "setter_json.hpp"
#include "svg.hpp"
#include "tar_archive.hpp"

namespace gridsat::cli {
namespace {

namespace fs = std::filesystem;

// A request that cannot be answered with its command's work: the HTTP status and why.
struct ApiError {
  int status;
  std::string message;
};

template <typename Json>
HttpResponse json_response(int status, const Json& j) {
  // A message may quote bytes of the request that are not UTF-8: they become U+FFFD.
  return {status,
          "application/json",
          j.dump(-1, ' ', false, Json::error_handler_t::replace) + "\n",
          {}};
}

HttpResponse error_response(int status, const std::string& message) {
  return json_response(status, nlohmann::json{{"error", message}});
}

// The HTTP status of a command-line exit status (common.hpp's ExitCode).
int http_status(int exit_status) {
  switch (exit_status) {
    case kUsage:
      return 400;
    case kDataErr:
    case kNoInput:
      return 422;
    default:
      return exit_status >= 128 ? 503 : 500;  // 128 + a signal: the server is stopping
  }
}

// What a request asks of its command: the options of its command line, where the options parse
// them (SolveArgs serves solve, unique, count, certify and, its common part, analyze and convert).
struct ApiArgs {
  SolveArgs solve;
  std::string to = "native";  // convert
  std::string output;         // convert -o: refused
  std::string state;          // hint: the filled cells themselves (the command line's is a file)
};

// A request taken apart.
struct Call;

struct ApiCommand {
  std::string_view name;
  std::string_view summary;  // the title of its button
  bool button;               // on the page (convert draws the puzzle instead)
  void (*options)(po::options_description& desc, ApiArgs& args);
  RunOptions (*run_options)(const ApiArgs& args);  // checked: CliError 64 when wrong
  HttpResponse (*work)(const Puzzle& puzzle, const Call& call);
};

struct Call {
  const ApiCommand* command = nullptr;
  ApiArgs args;
  RunOptions run;
  bool svg = false;                   // the picture too, as "svg" in the JSON
  std::string input_name = "puzzle";  // how messages name the body
  int share = 1;                      // puzzles encoded at once (the workers)
};

// The command-line options a request may not give, and why.
const std::pair<std::string_view, std::string_view> kNotOffered[] = {
    {"file", "the puzzle is the request's body"},
    {"certify", "POST /api/certify answers with the certificate"},
    {"output", "the answer is the response"},
    {"solver", "the server runs no other program"},
    {"format", "the answer is JSON (add svg for its picture)"},
    {"color", "the answer is JSON"},
    {"stats", "the JSON has its stats"},
    {"verbose", "the server reports nothing on the side"},
    {"help", "GET /api/commands lists what each command takes"},
};

std::string title_of(const Puzzle& puzzle, const std::string& status) {
  return std::string(puzzle.type()) + " " + puzzle.header_options() + ": " + status;
}

// A puzzle without a solution, explained (explain=1): the clues that cannot hold together as
// "contradiction", highlighted in the picture (cmd_solve.cpp's print_explained).
void add_explanation(const Puzzle& puzzle, const Call& call, nlohmann::json& j) {
  const Explanation e = explain_puzzle(puzzle, call.run);
  if (e.status != Verdict::None) {
    j["explain_stopped"] = std::string(stop_name(e.stopped));
    return;
  }
  j["contradiction"] = contradiction_json(puzzle, e);
  if (!call.svg) return;
  const Highlight highlight = clue_highlight(puzzle, e.contradiction);
  j["svg"] = render_svg(puzzle, {}, title_of(puzzle, "none"), "no solution", &highlight);
}

HttpResponse solve_answer(Mode mode, const Puzzle& puzzle, const Call& call) {
  const CommonOptions& o = call.args.solve.common;
  const RunResult result = solve_puzzle(
      puzzle, {mode, call.run, o.cross_check, o.paranoid, call.input_name, call.share});
  nlohmann::json j = result_json(puzzle, mode, result);
  if (call.svg) j["svg"] = result_svg(puzzle, mode, result);
  if (call.args.solve.explain && result.verdict == Verdict::None) add_explanation(puzzle, call, j);
  return json_response(200, j);
}

HttpResponse analyze_answer(const Puzzle& puzzle, const Call& call) {
  const Analysis a = analyze_puzzle(puzzle, call.run, call.input_name, call.share);
  nlohmann::ordered_json j = analysis_json(puzzle, a);
  if (call.svg) {
    const std::string title = title_of(puzzle, std::string(verdict_name(a.status)));
    if (a.status == Verdict::Unique || a.status == Verdict::Multiple)
      j["svg"] = render_svg(puzzle, {decided_grid(puzzle, a)}, title,
                            a.status == Verdict::Multiple ? "the rest is undecided" : "");
    else
      j["svg"] = render_svg(puzzle, {}, title, a.status == Verdict::None ? "no solution" : "");
  }
  return json_response(200, j);
}

// A folder of the server's own under the temporary directory, removed with what it holds.
class TemporaryFolder {
 public:
  TemporaryFolder() {
    std::string pattern = (fs::temp_directory_path() / "gridsat-certificate-XXXXXX").string();
    if (!mkdtemp(pattern.data()))
      throw CliError{kIoErr, "cannot make a temporary folder for the certificate"};
    path_ = pattern;
  }
  ~TemporaryFolder() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  TemporaryFolder(const TemporaryFolder&) = delete;
  TemporaryFolder& operator=(const TemporaryFolder&) = delete;
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

constexpr std::uintmax_t kMaxCertificate = std::uintmax_t{256} << 20;

// unique, and for a unique puzzle its certificate (cmd_certify.cpp) as a tar archive of the
// folder `gridsat verify` checks, for a puzzle without a solution the certificate that it has
// none (the same without solution.txt); any other answer (or a proof cut short) is unique's JSON.
HttpResponse certify_answer(const Puzzle& puzzle, const Call& call) {
  const CommonOptions& o = call.args.solve.common;
  const RunResult result = solve_puzzle(
      puzzle, {Mode::Unique, call.run, o.cross_check, o.paranoid, call.input_name, call.share});
  nlohmann::json j = result_json(puzzle, Mode::Unique, result);
  if (call.svg) j["svg"] = result_svg(puzzle, Mode::Unique, result);
  const bool unique = result.verdict == Verdict::Unique;
  if (!unique && result.verdict != Verdict::None) return json_response(200, j);
  TemporaryFolder folder;
  const std::string dir = folder.path().string();
  if (auto stopped =
          unique ? write_certificate(puzzle, result.solutions.front(), o, dir, call.run.limits)
                 : write_none_certificate(puzzle, o, dir, call.run.limits)) {
    j["stopped"] = std::string(stop_name(*stopped));  // decided, but no certificate
    return json_response(200, j);
  }
  std::vector<std::pair<std::string, std::string>> files;
  std::uintmax_t total = 0;
  for (const char* name : {"puzzle.gsp", "solution.txt", "puzzle.cnf", "proof.drat"}) {
    const fs::path path = folder.path() / name;
    if (!unique && std::string_view(name) == "solution.txt") continue;
    std::error_code ec;
    total += fs::file_size(path, ec);
    if (ec) throw CliError{kIoErr, std::string("the certificate's ") + name + ": " + ec.message()};
    if (total > kMaxCertificate)
      throw CliError{kDataErr,
                     "the certificate is larger than the 256 MiB the server sends; "
                     "gridsat unique --certify DIR writes it"};
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    files.emplace_back(name, text.str());
  }
  HttpResponse response{
      200, "application/x-tar", tar_archive("certificate", files, std::time(nullptr)), {}};
  response.headers.emplace_back("Content-Disposition", "attachment; filename=\"certificate.tar\"");
  response.headers.emplace_back("X-Gridsat-Verdict", std::string(verdict_name(result.verdict)));
  return response;
}

HttpResponse hint_answer(const Puzzle& puzzle, const Call& call) {
  const Grid state =
      call.args.state.empty() ? Grid() : read_state(puzzle, text_input("state", call.args.state));
  const Hint h = hint_puzzle(puzzle, call.run, state, call.input_name, call.share);
  nlohmann::ordered_json j = hint_json(puzzle, h);
  if (call.svg) j["svg"] = hint_svg(puzzle, state, h);
  return json_response(200, j);
}

HttpResponse rate_answer(const Puzzle& puzzle, const Call& call) {
  const Rating r = rate_puzzle(puzzle, call.run, call.input_name, call.share);
  nlohmann::ordered_json j = rating_json(r);
  if (call.svg) j["svg"] = render_svg(puzzle, {}, title_of(puzzle, "rate"), "");
  return json_response(200, j);
}

HttpResponse convert_answer(const Puzzle& puzzle, const Call& call) {
  const std::string& to = call.args.to;
  const bool svg = lowercase(to) == "svg";
  return {200,
          svg ? "image/svg+xml" : "text/plain; charset=utf-8",
          converted(puzzle, to, call.run.limits, false, call.input_name),
          {}};
}

// analyze's, hint's and rate's run: their common options.
RunOptions analyze_run_options(const ApiArgs& a) {
  return a.solve.common.run_options();
}

// A picture is asked for as the puzzle is typed: its "no solution" look (converted) gets 2 s.
RunOptions convert_run_options(const ApiArgs& a) {
  check_convert_target(a.to);
  RunOptions options;
  options.limits.timeout_seconds = 2;
  return options;
}

// Every command the server offers.
const ApiCommand kCommands[] = {
    {"solve", "find one solution", true,
     [](po::options_description& d, ApiArgs& a) { add_solve_options(d, Mode::Solve, a.solve); },
     [](const ApiArgs& a) { return solve_run_options(Mode::Solve, a.solve, false); },
     [](const Puzzle& p, const Call& c) { return solve_answer(Mode::Solve, p, c); }},
    {"unique", "none, one, or two solutions side by side with the cells where they differ", true,
     [](po::options_description& d, ApiArgs& a) { add_solve_options(d, Mode::Unique, a.solve); },
     [](const ApiArgs& a) { return solve_run_options(Mode::Unique, a.solve, false); },
     [](const Puzzle& p, const Call& c) { return solve_answer(Mode::Unique, p, c); }},
    {"count", "count the solutions, up to the limit", true,
     [](po::options_description& d, ApiArgs& a) { add_solve_options(d, Mode::Count, a.solve); },
     [](const ApiArgs& a) { return solve_run_options(Mode::Count, a.solve, false); },
     [](const Puzzle& p, const Call& c) { return solve_answer(Mode::Count, p, c); }},
    {"analyze", "forced cells and suggested givens, or redundant clues and solver effort", true,
     [](po::options_description& d, ApiArgs& a) { add_analyze_options(d, a.solve.common); },
     analyze_run_options, analyze_answer},
    {"certify", "a certificate of uniqueness to download (gridsat verify checks it)", true,
     [](po::options_description& d, ApiArgs& a) { add_solve_options(d, Mode::Unique, a.solve); },
     [](const ApiArgs& a) { return solve_run_options(Mode::Unique, a.solve, true); },
     certify_answer},
    {"hint", "the next cell that follows, what it rests on, and the reasoning it takes", true,
     [](po::options_description& d, ApiArgs& a) { add_hint_options(d, a.solve.common, a.state); },
     analyze_run_options, hint_answer},
    {"rate", "a difficulty score and grade, from the reasoning that solving takes", true,
     [](po::options_description& d, ApiArgs& a) { add_rate_options(d, a.solve.common); },
     analyze_run_options, rate_answer},
    {"convert", "the puzzle in another format, or its picture (to=svg)", false,
     [](po::options_description& d, ApiArgs& a) {
       add_convert_options(d, a.solve.common, a.to, a.output);
     },
     convert_run_options, convert_answer},
};

const ApiCommand* find_command(std::string_view name) {
  for (const ApiCommand& command : kCommands)
    if (command.name == name) return &command;
  return nullptr;
}

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// A query's part percent-decoded ('+' is a space); a broken escape or a control character other
// than a line break or a tab (a multi-line value: hint's `state` grid, as the page sends it) is a
// bad request.
std::string decoded(std::string_view part) {
  std::string out;
  for (std::size_t i = 0; i < part.size(); ++i) {
    char c = part[i];
    if (c == '+') {
      c = ' ';
    } else if (c == '%') {
      const int high = i + 2 < part.size() ? hex_digit(part[i + 1]) : -1;
      const int low = high >= 0 ? hex_digit(part[i + 2]) : -1;
      if (low < 0)
        throw ApiError{400, "a broken %-escape in the query: '" + std::string(part) + "'"};
      c = static_cast<char>(high * 16 + low);
      i += 2;
    }
    if ((static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\r' && c != '\t') || c == 0x7F)
      throw ApiError{400, "a control character in the query"};
    out += c;
  }
  return out;
}

std::vector<std::pair<std::string, std::string>> query_pairs(std::string_view query) {
  std::vector<std::pair<std::string, std::string>> pairs;
  while (!query.empty()) {
    const std::size_t amp = query.find('&');
    const std::string_view part = query.substr(0, amp);
    query = amp == std::string_view::npos ? "" : query.substr(amp + 1);
    if (part.empty()) continue;
    const std::size_t eq = part.find('=');
    pairs.emplace_back(decoded(part.substr(0, eq)),
                       eq == std::string_view::npos ? "" : decoded(part.substr(eq + 1)));
  }
  return pairs;
}

// A switch given as `name`, `name=1|true|yes|on` (set) or `name=0|false|no|off` (not set).
bool switch_value(const std::string& name, const std::string& value) {
  const std::string v = lowercase(value);
  if (v.empty() || v == "1" || v == "true" || v == "yes" || v == "on") return true;
  if (v == "0" || v == "false" || v == "no" || v == "off") return false;
  throw ApiError{400, "'" + name + "' is a switch: give it alone, or as " + name + "=1 or =0"};
}

// The options a command's row lets a request give.
std::vector<std::string> offered_options(const ApiCommand& command) {
  ApiArgs args;
  po::options_description desc;
  command.options(desc, args);
  std::vector<std::string> names;
  for (const auto& option : desc.options()) {
    const std::string& name = option->long_name();
    bool refused = false;
    for (const auto& [no, why] : kNotOffered) refused = refused || name == no;
    if (!refused && name != "sum") names.push_back(name);  // --sum: --cage-encoding's old name
  }
  return names;
}

// The request's command, its options (parsed by the command's own option table) and the run
// they ask for; what is wrong is an ApiError or a CliError (64).
Call prepare(std::string_view path, std::string_view query) {
  Call call;
  call.command = find_command(path.substr(std::string_view("/api/").size()));
  if (!call.command) throw ApiError{404, "no command " + std::string(path)};
  po::options_description desc;
  call.command->options(desc, call.args);
  std::vector<std::string> args;
  for (const auto& [name, value] : query_pairs(query)) {
    if (name == "svg") {
      call.svg = switch_value(name, value);
      continue;
    }
    if (name == "name") {  // how messages name the puzzle, e.g. the file it came from
      if (!value.empty()) call.input_name = value.substr(0, 200);
      continue;
    }
    for (const auto& [no, why] : kNotOffered)
      if (name == no)
        throw ApiError{400, "'" + name + "' is not offered over HTTP: " + std::string(why)};
    const po::option_description* option = desc.find_nothrow(name, false);
    if (!option || name.empty()) {
      std::string known;
      for (const std::string& n : offered_options(*call.command))
        known += (known.empty() ? "" : ", ") + n;
      throw ApiError{400, "unknown parameter '" + name + "' of " + std::string(call.command->name) +
                              " (known: " + known + ", svg, name)"};
    }
    if (option->semantic()->max_tokens() == 0) {
      if (switch_value(name, value)) args.push_back("--" + name);
    } else {
      args.push_back("--" + name + "=" + value);
    }
  }
  try {
    po::variables_map vm;
    po::store(po::command_line_parser(args).options(desc).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw ApiError{400, e.what()};
  }
  const CommonOptions& o = call.args.solve.common;
  if (o.backend == "external")
    throw ApiError{400,
                   "backend=external is not offered over HTTP: the server runs no other "
                   "program (sat or native)"};
  call.run = call.command->run_options(call.args);
  // The workers share the cores: a request races two solvers only when it asks for them.
  if (call.run.threads == 0) call.run.threads = 1;
  o.check_input_names();
  return call;
}

nlohmann::json commands_json(const ServeSettings& settings) {
  nlohmann::json commands = nlohmann::json::array();
  for (const ApiCommand& command : kCommands)
    commands.push_back({{"name", command.name},
                        {"summary", command.summary},
                        {"button", command.button},
                        {"options", offered_options(command)}});
  nlohmann::json readable = nlohmann::json::array(), writable = nlohmann::json::array();
  for (const FormatInfo& f : list_formats()) {
    if (f.readable) readable.push_back(f.name);
    if (f.writable) writable.push_back(f.name);
  }
  nlohmann::json types = nlohmann::json::array();
  for (const Genre& genre : genres()) types.push_back(genre.name);
  return {{"gridsat", GRIDSAT_VERSION},
          {"commands", std::move(commands)},
          {"formats", std::move(readable)},
          {"writable", std::move(writable)},
          {"types", std::move(types)},
          {"limits",
           {{"timeout", settings.timeout},
            {"max_body", settings.http.max_body},
            {"jobs", settings.http.jobs},
            {"queue", settings.http.queue}}}};
}

bool is_ip_literal(const std::string& name) {
  if (name.size() > 2 && name.front() == '[' && name.back() == ']')
    return name.find_first_not_of("0123456789abcdef:.", 1) == name.size() - 1;
  return !name.empty() && name.find_first_not_of("0123456789.") == std::string::npos;
}

}  // namespace

std::string GridsatApi::foreign(const HttpRequest& request) const {
  const std::string host = lowercase(request.header("host"));
  if (!host.empty()) {  // no Host: not a browser, nothing to be misled
    const std::size_t colon = host.rfind(':');
    const bool has_port = colon != std::string::npos && host.find(']', colon) == std::string::npos;
    const std::string name = has_port ? host.substr(0, colon) : host;
    const std::string port = has_port ? host.substr(colon + 1) : "80";
    std::string own = lowercase(settings_.host);
    if (own.find(':') != std::string::npos) own = "[" + own + "]";  // an IPv6 address
    const bool known_name = name == "localhost" || name == "127.0.0.1" || name == "[::1]" ||
                            name == own || (!settings_.loopback && is_ip_literal(name));
    if (!known_name || port != std::to_string(port_))
      return "Host '" + host +
             "' is not this server (a page of another site may not use it; gridsat serve "
             "--host names the server)";
  }
  if (request.method != "POST") return "";
  const std::string origin = lowercase(request.header("origin"));
  if (!origin.empty() && origin != "http://" + host)
    return "a page of " + origin + " may not use this server";
  const std::string site = lowercase(request.header("sec-fetch-site"));
  if (!site.empty() && site != "same-origin" && site != "none")
    return "a page of another site may not use this server";
  return "";
}

std::optional<HttpResponse> GridsatApi::answer_now(const HttpRequest& request) {
  if (std::string why = foreign(request); !why.empty()) return error_response(403, why);
  const std::string_view target = request.target;
  const std::size_t question = target.find('?');
  std::string_view path = target.substr(0, question);
  const std::string_view query =
      question == std::string_view::npos ? "" : target.substr(question + 1);
  if (path == "/") path = "/index.html";
  const bool get = request.method == "GET";
  auto not_allowed = [](const char* allow) {
    HttpResponse r = error_response(405, std::string("this address takes ") + allow);
    r.headers.emplace_back("Allow", allow);
    return r;
  };
  for (const PageAsset& asset : page_assets()) {
    if (asset.path != path) continue;
    if (!get) return not_allowed("GET");
    return HttpResponse{200, std::string(asset.content_type), std::string(asset.body), {}};
  }
  if (path == "/api/commands") {
    if (!get) return not_allowed("GET");
    return json_response(200, commands_json(settings_));
  }
  if (!path.starts_with("/api/")) return error_response(404, "nothing at " + std::string(path));
  try {
    prepare(path, query);
    if (request.method != "POST") return not_allowed("POST");
  } catch (const ApiError& e) {
    return error_response(e.status, e.message);
  } catch (const CliError& e) {
    return error_response(http_status(e.status), e.message);
  }
  return std::nullopt;  // a worker's
}

HttpResponse GridsatApi::work(const HttpRequest& request, const std::atomic<bool>& cancel) {
  try {
    const std::string_view target = request.target;
    const std::size_t question = target.find('?');
    Call call = prepare(target.substr(0, question),
                        question == std::string_view::npos ? "" : target.substr(question + 1));
    Limits& limits = call.run.limits;
    if (settings_.timeout > 0 &&
        (limits.timeout_seconds <= 0 || limits.timeout_seconds > settings_.timeout))
      limits.timeout_seconds = settings_.timeout;
    limits.since = std::chrono::steady_clock::now();
    limits.interrupt = &cancel;
    call.share = settings_.http.jobs;
    const Input input = text_input(call.input_name, request.body);
    const std::unique_ptr<Puzzle> puzzle = puzzle_from_input(input, call.args.solve.common, false);
    return call.command->work(*puzzle, call);
  } catch (const ApiError& e) {
    return error_response(e.status, e.message);
  } catch (const CliError& e) {
    return error_response(http_status(e.status), e.message);
  } catch (const std::bad_alloc&) {
    return error_response(503, "out of memory");
  } catch (const std::exception& e) {
    return error_response(500, std::string("internal error: ") + e.what());
  }
}

HttpResponse GridsatApi::refused(bool busy) {
  if (!busy) return error_response(503, "the server is stopping");
  HttpResponse r = error_response(
      503, "the server is busy: " + std::to_string(settings_.http.jobs) +
               " requests are worked on and " + std::to_string(settings_.http.queue) +
               " wait (gridsat serve --jobs, --queue); try "
               "again later");
  r.headers.emplace_back("Retry-After", "1");
  return r;
}

HttpResponse GridsatApi::malformed(int status, const std::string& why) {
  return error_response(status, why);
}

}  // namespace gridsat::cli

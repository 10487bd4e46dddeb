// The HTTP server of http_server.hpp on Boost.Beast (HTTP/1.1 parsing and writing) and
// Boost.Asio (sockets, timers): header-only, from Debian's Boost, so nothing is added to the
// binary's dependencies.
//
// One thread runs every connection, each a small state machine:
//
//   reading --(whole request)--> [answered at once] or working --(answer)--> writing --> lingering
//
// Reading has a deadline (the read timeout) for the request's head and body together, so a
// client that sends slowly is closed when it runs out, whatever its pace. Working has no deadline
// of the connection's own: the Handler's work has its time limit, and the one read kept open
// during it notices a client that goes away, which sets the request's cancel flag. Writing and
// lingering share a deadline: the answer is written, the sending side shut, and what the client
// still sends is read and dropped until it closes, so that its operating system does not reset
// the connection under an answer it has not read yet (an early 413 to a client still sending its
// body). Every connection is closed after one answer.
#include "http_server.hpp"

#include <malloc.h>

#include <algorithm>
#include <array>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

#include "sat/alarm.hpp"
#include "sat/budget.hpp"

namespace gridsat::cli {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;
using boost::system::error_code;

std::string HttpRequest::header(const std::string& lower_case_name) const {
  for (const auto& [name, value] : headers)
    if (name == lower_case_name) return value;
  return "";
}

namespace {

constexpr std::size_t kHeadLimit = 16 * 1024;       // bytes of request line and header fields
constexpr std::size_t kWaitingChatter = 64 * 1024;  // bytes a waiting client may send unasked
constexpr auto kLinger = std::chrono::seconds(2);   // for the client to read an answer and close
constexpr auto kStopPoll = std::chrono::milliseconds(50);
constexpr auto kIdleRelease = std::chrono::milliseconds(200);
// For an answer under way when the server stops: well within the 2 s after a signal
// (common.hpp) before the program ends regardless.
constexpr auto kStopGrace = std::chrono::milliseconds(1000);

// Headers on every answer: nothing is cached, no content type is guessed, and no page of another
// site may frame this one, load its scripts, or read its answers (no CORS header is ever sent).
const std::pair<const char*, const char*> kSafetyHeaders[] = {
    {"Cache-Control", "no-store"},
    {"X-Content-Type-Options", "nosniff"},
    {"X-Frame-Options", "DENY"},
    {"Referrer-Policy", "no-referrer"},
    {"Cross-Origin-Resource-Policy", "same-origin"},
    {"Cross-Origin-Opener-Policy", "same-origin"},
    {"Content-Security-Policy",
     "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
     "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"},
};

// A task does its work and returns what delivers the result. The worker counts as free before
// it delivers, so that a client that has its answer finds the worker free for its next request.
using Task = std::function<std::function<void()>()>;

// A fixed number of threads working on a bounded queue of tasks. Every task given is run once:
// the destructor runs what is still queued before it joins.
class WorkerPool {
 public:
  WorkerPool(int threads, int queue) : capacity_(std::max(threads, 1) + std::max(queue, 0)) {
    for (int i = 0; i < std::max(threads, 1); ++i) threads_.emplace_back([this] { work(); });
  }
  ~WorkerPool() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    wake_.notify_all();
    for (std::thread& t : threads_) t.join();
  }
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  // False, and the task is not taken, when every thread is busy and the queue is full.
  bool try_submit(Task task) {
    {
      std::lock_guard lock(mutex_);
      if (running_ + static_cast<int>(tasks_.size()) >= capacity_) return false;
      tasks_.push_back(std::move(task));
    }
    wake_.notify_one();
    return true;
  }

 private:
  void work() {
    std::unique_lock lock(mutex_);
    for (;;) {
      wake_.wait(lock, [this] { return stopping_ || !tasks_.empty(); });
      if (tasks_.empty()) return;  // stopping, and nothing left
      Task task = std::move(tasks_.front());
      tasks_.pop_front();
      ++running_;
      lock.unlock();
      std::function<void()> deliver = task();
      task = nullptr;  // what it holds goes before the next is taken
      lock.lock();
      --running_;
      lock.unlock();
      deliver();
      deliver = nullptr;
      lock.lock();
    }
  }

  const int capacity_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Task> tasks_;
  int running_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

class Connection;

struct Server {
  Server(const HttpLimits& l, HttpHandler& h, const std::atomic<bool>& s)
      : limits(l), handler(h), stop(s), pool(l.jobs, l.queue) {}
  // Before io: a connection that io's end destroys leaves this set.
  std::set<Connection*> connections;  // touched on the connections' thread only
  asio::io_context io;
  tcp::acceptor acceptor{io};
  asio::steady_timer stop_poll{io};
  asio::steady_timer accept_pause{io};
  asio::steady_timer idle{io};
  HttpLimits limits;
  HttpHandler& handler;
  const std::atomic<bool>& stop;
  bool stopping = false;
  WorkerPool pool;  // last: joined first, while the rest still stands
};

// A while after the last connection ends, the memory freed under load goes back to the system:
// glibc keeps what it freed for reuse, and a server left running would otherwise hold the peak
// of its busiest minute for good.
void release_when_idle(Server& server) {
  if (server.stopping) return;
  server.idle.expires_after(kIdleRelease);
  server.idle.async_wait([&server](error_code ec) {
    if (ec || !server.connections.empty()) return;
#ifdef __GLIBC__
    malloc_trim(0);
#endif
  });
}

class Connection : public std::enable_shared_from_this<Connection> {
 public:
  Connection(Server& server, tcp::socket socket)
      : server_(server), socket_(std::move(socket)), deadline_(server.io) {
    server_.connections.insert(this);
  }
  ~Connection() {
    server_.connections.erase(this);
    if (server_.connections.empty()) release_when_idle(server_);
  }
  Connection(const Connection&) = delete;
  Connection& operator=(const Connection&) = delete;

  void start() { read_head(); }

  // The server stops: a request still arriving is dropped, one being worked on is cancelled
  // (its answer still comes), an answer being written gets a short while to finish, and a
  // connection that lingers after its answer is closed.
  void stop() {
    if (state_ == State::Reading || state_ == State::Lingering) close();
    if (state_ == State::Working) cancel();
    if (state_ == State::Writing) arm_deadline(kStopGrace);
  }

 private:
  enum class State { Reading, Working, Writing, Lingering, Closed };

  void arm_deadline(std::chrono::steady_clock::duration after) {
    deadline_.expires_after(after);
    deadline_.async_wait([self = shared_from_this()](error_code ec) {
      if (!ec) self->close();  // not cancelled or re-armed: out of time
    });
  }

  void close() {
    state_ = State::Closed;
    deadline_.cancel();
    error_code ignored;
    socket_.close(ignored);  // pending reads and writes end with operation_aborted
  }

  void read_head() {
    state_ = State::Reading;
    parser_.emplace();
    parser_->header_limit(kHeadLimit);
    parser_->body_limit(server_.limits.max_body);
    arm_deadline(steady_seconds(server_.limits.read_timeout));
    http::async_read_header(socket_, buffer_, *parser_,
                            [self = shared_from_this()](error_code ec, std::size_t) {
                              if (ec) return self->read_failed(ec);
                              self->continue_if_expected();
                            });
  }

  // A client that sends `Expect: 100-continue` waits to be told before it sends the body.
  void continue_if_expected() {
    if (!beast::iequals(parser_->get()[http::field::expect], "100-continue")) return read_body();
    static const std::string kContinue = "HTTP/1.1 100 Continue\r\n\r\n";
    asio::async_write(socket_, asio::buffer(kContinue),
                      [self = shared_from_this()](error_code ec, std::size_t) {
                        if (ec) return self->close();
                        self->read_body();
                      });
  }

  void read_body() {
    http::async_read(socket_, buffer_, *parser_,
                     [self = shared_from_this()](error_code ec, std::size_t) {
                       if (ec) return self->read_failed(ec);
                       self->dispatch();
                     });
  }

  void read_failed(error_code ec) {
    if (state_ != State::Reading) return;  // closed by the deadline or the server's stop
    HttpHandler& handler = server_.handler;
    if (ec == http::error::body_limit)
      return answer(handler.malformed(413, "the request body is larger than " +
                                               std::to_string(server_.limits.max_body) +
                                               " bytes (gridsat serve --max-body)"));
    if (ec == http::error::header_limit)
      return answer(handler.malformed(431, "the request line and headers are larger than " +
                                               std::to_string(kHeadLimit) + " bytes"));
    // What is not HTTP's to say is the connection's: closed, reset, or nothing readable came
    // before the client closed it.
    const bool parse_error =
        &ec.category() == &http::make_error_code(http::error::bad_method).category() &&
        ec != http::error::end_of_stream && ec != http::error::partial_message;
    if (!parse_error) return close();
    answer(handler.malformed(400, "malformed HTTP request: " + ec.message()));
  }

  void dispatch() {
    auto message = parser_->release();
    HttpRequest request;
    request.method = std::string(message.method_string());
    request.target = std::string(message.target());
    for (const auto& field : message) {
      std::string name(field.name_string());
      std::transform(name.begin(), name.end(), name.begin(),
                     [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
      request.headers.emplace_back(std::move(name), std::string(field.value()));
    }
    request.body = std::move(message.body());
    if (server_.stopping) return answer(server_.handler.refused(false));
    std::optional<HttpResponse> now;
    try {
      now = server_.handler.answer_now(request);
    } catch (const std::exception& e) {
      now = server_.handler.malformed(500, std::string("internal error: ") + e.what());
    }
    if (now) return answer(std::move(*now));

    state_ = State::Working;
    deadline_.cancel();                              // the work has its own time limit
    auto guard = asio::make_work_guard(server_.io);  // the server waits for every answer
    auto task = [self = shared_from_this(), request = std::move(request), cancel = cancel_,
                 guard = std::move(guard)]() mutable -> std::function<void()> {
      HttpHandler& handler = self->server_.handler;
      auto response = std::make_shared<HttpResponse>();
      try {
        *response = cancel->load() ? handler.refused(false) : handler.work(request, *cancel);
      } catch (const std::exception& e) {
        *response = handler.malformed(500, std::string("internal error: ") + e.what());
      }
      // The answer goes to the connections' thread, and the last hold on the connection with it.
      return [self = std::move(self), response, guard = std::move(guard)]() mutable {
        asio::io_context& io = self->server_.io;
        asio::post(io, [self = std::move(self), response] { self->answer(std::move(*response)); });
        guard.reset();
      };
    };
    if (!server_.pool.try_submit(std::move(task))) return answer(server_.handler.refused(true));
    watch();
  }

  // The one read kept open after the request: it notices a client that goes away while its
  // request is worked on, and drains what a client sends while its answer is written.
  void watch() {
    watching_ = true;
    socket_.async_read_some(asio::buffer(scratch_),
                            [self = shared_from_this()](error_code ec, std::size_t n) {
                              self->watching_ = false;
                              self->watched(ec, n);
                            });
  }

  // Stops the request's work: its solvers see the flag at their next step (sat/alarm.hpp).
  void cancel() {
    cancel_->store(true);
    Alarm::ring();
  }
  void watched(error_code ec, std::size_t n) {
    if (state_ == State::Closed) return;
    if (ec) {
      if (state_ == State::Working) cancel();  // the client is gone: stop its work
      if (state_ == State::Lingering) close();
      return;
    }
    if (state_ == State::Working) {
      chatter_ += n;  // a client that keeps sending is not waiting for an answer
      if (chatter_ > kWaitingChatter) return cancel();
    }
    watch();
  }

  void answer(HttpResponse r) {
    if (state_ == State::Closed) return;
    state_ = State::Writing;
    arm_deadline(server_.stopping ? kStopGrace
                                  : steady_seconds(server_.limits.read_timeout) + kLinger);
    response_ = {};
    response_.version(11);
    response_.result(static_cast<unsigned>(r.status));
    response_.set(http::field::content_type, r.content_type);
    for (const auto& [name, value] : kSafetyHeaders) response_.set(name, value);
    for (const auto& [name, value] : r.headers) response_.set(name, value);
    response_.keep_alive(false);
    response_.body() = std::move(r.body);
    response_.prepare_payload();
    http::async_write(socket_, response_, [self = shared_from_this()](error_code ec, std::size_t) {
      if (ec || self->state_ == State::Closed) return self->close();
      self->linger();
    });
  }

  void linger() {
    state_ = State::Lingering;
    response_ = {};
    error_code ignored;
    socket_.shutdown(tcp::socket::shutdown_send, ignored);
    if (server_.stopping) return close();
    if (!watching_) watch();
  }

  Server& server_;
  tcp::socket socket_;
  asio::steady_timer deadline_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  http::response<http::string_body> response_;
  std::shared_ptr<std::atomic<bool>> cancel_ = std::make_shared<std::atomic<bool>>(false);
  std::array<char, 16 * 1024> scratch_{};
  std::size_t chatter_ = 0;
  bool watching_ = false;
  State state_ = State::Reading;
};

void accept_next(Server& server);

void poll_stop(Server& server) {
  server.stop_poll.expires_after(kStopPoll);
  server.stop_poll.async_wait([&server](error_code ec) {
    if (ec) return;
    if (!server.stop.load()) return poll_stop(server);
    server.stopping = true;
    error_code ignored;
    server.acceptor.close(ignored);
    server.accept_pause.cancel();
    server.idle.cancel();
    // A connection may end (and leave the set) while it is told to stop.
    const std::vector<Connection*> open(server.connections.begin(), server.connections.end());
    for (Connection* c : open)
      if (server.connections.count(c)) c->stop();
  });
}

void accept_next(Server& server) {
  server.acceptor.async_accept([&server](error_code ec, tcp::socket socket) {
    if (server.stopping || ec == asio::error::operation_aborted) return;
    if (ec) {  // out of descriptors, say: try again a little later rather than spin
      server.accept_pause.expires_after(std::chrono::milliseconds(100));
      server.accept_pause.async_wait([&server](error_code e) {
        if (!e) accept_next(server);
      });
      return;
    }
    if (static_cast<int>(server.connections.size()) < server.limits.max_connections) {
      error_code ignored;
      socket.set_option(tcp::no_delay(true), ignored);
      std::make_shared<Connection>(server, std::move(socket))->start();
    }  // else the socket closes here
    accept_next(server);
  });
}

tcp::endpoint endpoint_of(asio::io_context& io, const std::string& host, int port) {
  error_code ec;
  const asio::ip::address address = asio::ip::make_address(host, ec);
  if (!ec) return {address, static_cast<unsigned short>(port)};
  tcp::resolver resolver(io);
  auto found = resolver.resolve(host, std::to_string(port), ec);
  if (ec || found.empty())
    throw std::runtime_error("cannot find the address of '" + host + "': " + ec.message());
  return found.begin()->endpoint();
}

}  // namespace

void serve_http(const std::string& host, int port, const HttpLimits& limits, HttpHandler& handler,
                const std::function<void(int port)>& listening, const std::atomic<bool>& stop) {
  Server server(limits, handler, stop);
  const tcp::endpoint endpoint = endpoint_of(server.io, host, port);
  error_code ec;
  server.acceptor.open(endpoint.protocol(), ec);
  if (!ec) server.acceptor.set_option(tcp::acceptor::reuse_address(true), ec);
  if (!ec) server.acceptor.bind(endpoint, ec);
  if (!ec) server.acceptor.listen(asio::socket_base::max_listen_connections, ec);
  if (ec)
    throw std::runtime_error("cannot listen on " + host + " port " + std::to_string(port) + ": " +
                             ec.message());
  listening(server.acceptor.local_endpoint().port());
  accept_next(server);
  poll_stop(server);
  try {
    server.io.run();  // until the server stops and every connection has ended
  } catch (...) {
    server.stopping = true;  // what io's end destroys touches nothing else
    throw;
  }
}

}  // namespace gridsat::cli

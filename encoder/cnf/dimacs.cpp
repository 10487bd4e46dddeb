#include "cnf/dimacs.hpp"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <ostream>

namespace gridsat {
namespace {

// Collects output in a fixed buffer and hands it to the stream in large blocks.
class BlockWriter {
 public:
  explicit BlockWriter(std::ostream& out) : out_(out) {}
  ~BlockWriter() { flush(); }
  BlockWriter(const BlockWriter&) = delete;
  BlockWriter& operator=(const BlockWriter&) = delete;

  void put(std::string_view text) {
    if (text.size() > kSize - used_) flush();
    if (text.size() > kSize) {
      out_.write(text.data(), static_cast<std::streamsize>(text.size()));
      return;
    }
    text.copy(buf_ + used_, text.size());
    used_ += text.size();
  }
  void put(char c) {
    if (used_ == kSize) flush();
    buf_[used_++] = c;
  }
  void put_int(long long value) {
    if (kSize - used_ < 24) flush();
    auto [end, ec] = std::to_chars(buf_ + used_, buf_ + kSize, value);
    (void)ec;
    used_ = static_cast<std::size_t>(end - buf_);
  }
  void flush() {
    out_.write(buf_, static_cast<std::streamsize>(used_));
    used_ = 0;
  }

 private:
  static constexpr std::size_t kSize = 1 << 16;
  std::ostream& out_;
  char buf_[kSize];
  std::size_t used_ = 0;
};

}  // namespace

void write_dimacs(std::ostream& out, const Cnf& cnf, const DimacsHeader& header) {
  BlockWriter w(out);
  for (const std::string& line : header.comments) {
    w.put("c ");
    w.put(line);
    w.put('\n');
  }
  const std::optional<LoopShape>& loop = cnf.answer().loop();
  for (const CellVar& cv : cnf.answer().entries()) {
    if (loop) {  // the answer grid's h rows, then its v rows (puzzles/answer_kind.hpp), 0-based
      const bool h = cv.row < loop->h_rows;
      w.put(h ? "c edge h " : "c edge v ");
      w.put_int(h ? cv.row : cv.row - loop->h_rows);
      w.put(' ');
      w.put_int(cv.col);
      w.put(' ');
      w.put_int(cv.var);
      w.put('\n');
      continue;
    }
    w.put("c cell r");
    w.put_int(cv.row + 1);
    w.put('c');
    w.put_int(cv.col + 1);
    w.put(' ');
    if (header.value_label)
      w.put(header.value_label(cv.value));
    else
      w.put_int(cv.value);
    w.put(' ');
    w.put_int(cv.var);
    w.put('\n');
  }
  w.put("p cnf ");
  w.put_int(cnf.num_vars());
  w.put(' ');
  w.put_int(static_cast<long long>(cnf.num_clauses() + header.extra_clauses.size()));
  w.put('\n');
  bool line_start = true;
  for (Lit lit : cnf.literals()) {
    if (!line_start) w.put(' ');
    w.put_int(lit);
    line_start = lit == 0;
    if (line_start) w.put('\n');
  }
  for (const auto& clause : header.extra_clauses) {
    for (Lit lit : clause) {
      w.put_int(lit);
      w.put(' ');
    }
    w.put("0\n");
  }
}

std::optional<DimacsFormula> read_dimacs(std::string_view text, DimacsError& error) {
  DimacsFormula f;
  bool have_header = false;
  long long declared_clauses = 0;
  std::vector<Lit> clause;
  int line = 1;
  std::size_t line_start = 0;
  std::size_t i = 0;
  auto fail = [&](std::size_t pos, std::string message) {
    error = {line, static_cast<int>(pos - line_start) + 1, std::move(message)};
    return std::nullopt;
  };
  while (i < text.size()) {
    char c = text[i];
    if (c == '\n') {
      ++line;
      line_start = ++i;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\r') {
      ++i;
      continue;
    }
    if (c == 'c' || c == '%') {  // comment (and the '%' trailer of some benchmark files)
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    if (c == 'p') {
      if (have_header) return fail(i, "a second 'p' line");
      std::size_t end = text.find('\n', i);
      std::string_view p =
          text.substr(i, end == std::string_view::npos ? text.size() - i : end - i);
      int vars = 0;
      long long clauses = 0;
      char fmt[8] = {};
      if (std::sscanf(std::string(p).c_str(), "p %7s %d %lld", fmt, &vars, &clauses) != 3 ||
          std::string_view(fmt) != "cnf" || vars < 0 || clauses < 0)
        return fail(i, "expected 'p cnf VARIABLES CLAUSES'");
      f.num_vars = vars;
      declared_clauses = clauses;
      have_header = true;
      i += p.size();
      continue;
    }
    if (!have_header) return fail(i, "clause before the 'p cnf' line");
    long long value = 0;
    auto [end, ec] = std::from_chars(text.data() + i, text.data() + text.size(), value);
    if (ec != std::errc() || end == text.data() + i) return fail(i, "expected a literal");
    if (std::llabs(value) > f.num_vars)
      return fail(i, "literal " + std::to_string(value) + " exceeds the declared variable count");
    i = static_cast<std::size_t>(end - text.data());
    if (value == 0) {
      f.clauses.push_back(std::move(clause));
      clause.clear();
    } else {
      clause.push_back(static_cast<Lit>(value));
    }
  }
  if (!have_header) return fail(i, "no 'p cnf' line");
  if (!clause.empty()) return fail(i, "the last clause has no terminating 0");
  if (static_cast<long long>(f.clauses.size()) != declared_clauses)
    return fail(i, "declared " + std::to_string(declared_clauses) + " clauses, found " +
                       std::to_string(f.clauses.size()));
  return f;
}

}  // namespace gridsat

// The run-length grid code and the edge-run region code of Tatham's game IDs. Regions are found
// with a small union-find over the cells: each open edge joins its two cells, exactly as the code
// describes the partition (walls are only the edges that are not opened).
#include "formats/tatham_codes.hpp"

#include <algorithm>
#include <numeric>

#include "puzzles/grid.hpp"

namespace gridsat {
namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// A decimal at text[i..], advancing i past it. Saturates at `cap` so that long digit strings
// cannot overflow; callers compare against bounds far below it.
long long read_decimal(const IdText& code, std::size_t& i, long long cap) {
  long long value = 0;
  while (i < code.size() && is_digit(code[i])) {
    value = std::min(cap, value * 10 + (code[i] - '0'));
    ++i;
  }
  return value;
}

// The digits of a number as written, shortened for messages.
std::string number_text(const IdText& code, std::size_t start, std::size_t end) {
  std::string_view digits = code.text.substr(start, end - start);
  if (digits.size() > 12) return std::string(digits.substr(0, 12)) + "...";
  return std::string(digits);
}

class UnionFind {
 public:
  explicit UnionFind(int size) : parent_(static_cast<std::size_t>(size)) {
    std::iota(parent_.begin(), parent_.end(), 0);
  }
  int find(int x) {
    while (parent_[static_cast<std::size_t>(x)] != x) {
      int& p = parent_[static_cast<std::size_t>(x)];
      p = parent_[static_cast<std::size_t>(p)];
      x = p;
    }
    return x;
  }
  void join(int a, int b) { parent_[static_cast<std::size_t>(find(a))] = find(b); }

 private:
  std::vector<int> parent_;
};

// The two cells (row-major) on either side of inner edge `e` of an n x n grid: first the vertical
// edges in reading order, then the horizontal ones column by column.
std::pair<int, int> edge_cells(long long e, int n) {
  const long long per_kind = static_cast<long long>(n) * (n - 1);
  if (e < per_kind) {
    int y = static_cast<int>(e / (n - 1)), x = static_cast<int>(e % (n - 1));
    return {y * n + x, y * n + x + 1};
  }
  e -= per_kind;
  int x = static_cast<int>(e / (n - 1)), y = static_cast<int>(e % (n - 1));
  return {y * n + x, (y + 1) * n + x};
}

// Labels numbered in order of each region's smallest cell, from the union-find roots.
RegionCode regions_of(UnionFind& joined, int cells) {
  RegionCode out;
  out.labels.assign(static_cast<std::size_t>(cells), -1);
  std::vector<int> label_of_root(static_cast<std::size_t>(cells), -1);
  for (int cell = 0; cell < cells; ++cell) {
    int& label = label_of_root[static_cast<std::size_t>(joined.find(cell))];
    if (label < 0) label = out.count++;
    out.labels[static_cast<std::size_t>(cell)] = label;
  }
  return out;
}

// Writes runs of equal symbols of three or more as the symbol and its count (Keen's form).
std::string with_repeat_counts(const std::string& raw) {
  std::string out;
  for (std::size_t i = 0; i < raw.size();) {
    std::size_t j = i;
    while (j < raw.size() && raw[j] == raw[i]) ++j;
    std::size_t run = j - i;
    out += raw[i];
    if (run == 2) out += raw[i];
    if (run > 2) out += std::to_string(run);
    i = j;
  }
  return out;
}

}  // namespace

// ---- IdText ----

IdText IdText::sub(std::size_t pos, std::size_t count) const {
  pos = std::min(pos, text.size());
  return {text.substr(pos, count), line, column(pos)};
}

std::vector<IdText> IdText::split(char sep) const {
  std::vector<IdText> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == sep) {
      parts.push_back(sub(start, i - start));
      start = i + 1;
    }
  }
  return parts;
}

ParseFailure IdText::error_at(std::size_t index, const std::string& message) const {
  return ParseFailure(line, column(index), message);
}

IdText single_id(const std::vector<TextLine>& lines, std::string_view what) {
  if (lines.empty()) throw ParseFailure(1, 1, "empty input: expected " + std::string(what));
  if (lines.size() > 1)
    throw ParseFailure(lines[1].tokens.front(),
                       "unexpected second line: the input is one " + std::string(what));
  const TextLine& line = lines.front();
  if (line.tokens.size() > 1)
    throw ParseFailure(line.tokens[1], "unexpected text after the " + std::string(what));
  const Token& t = line.tokens.front();
  return {t.text, t.line, t.col};
}

std::string quote_char(char c) {
  auto u = static_cast<unsigned char>(c);
  if (u > 0x20 && u < 0x7f) return std::string("'") + c + "'";
  if (u == ' ') return "' ' (a space)";
  const char* hex = "0123456789ABCDEF";
  return std::string("byte 0x") + hex[u >> 4] + hex[u & 15] +
         (u < 0x20 || u == 0x7f ? " (a control character)" : " (not ASCII)");
}

// ---- run-length grid code ----

RunLengthGrid decode_run_length(const IdText& code, int cells, int lo, int hi,
                                std::string_view what) {
  RunLengthGrid grid;
  grid.values.assign(static_cast<std::size_t>(cells), kUnknown);
  grid.columns.assign(static_cast<std::size_t>(cells), 0);
  const std::string past_end =
      "the grid code runs past the " + std::to_string(cells) + " cells of the grid";
  long long pos = 0;
  for (std::size_t i = 0; i < code.size();) {
    char ch = code[i];
    if (ch >= 'a' && ch <= 'z') {
      pos += ch - 'a' + 1;
      if (pos > cells) throw code.error_at(i, past_end);
      ++i;
    } else if (ch == '_') {
      ++i;
    } else if (is_digit(ch)) {
      std::size_t start = i;
      long long value = read_decimal(code, i, 1'000'000'000'000LL);
      if (pos >= cells) throw code.error_at(start, past_end);
      if (value < lo || value > hi)
        throw code.error_at(start, std::string(what) + " " + number_text(code, start, i) +
                                       " is out of range " + std::to_string(lo) + ".." +
                                       std::to_string(hi));
      grid.values[static_cast<std::size_t>(pos)] = static_cast<int>(value);
      grid.columns[static_cast<std::size_t>(pos)] = code.column(start);
      ++pos;
    } else {
      throw code.error_at(
          i, "unexpected " + quote_char(ch) + " in the grid code (expected a-z, a number or _)");
    }
  }
  if (pos != cells)
    throw code.error_at(code.size(), "the grid code covers " + std::to_string(pos) + " of the " +
                                         std::to_string(cells) + " cells");
  return grid;
}

std::string encode_run_length(const std::vector<int>& values) {
  std::string out;
  int run = 0;
  bool after_number = false;
  for (std::size_t i = 0; i <= values.size(); ++i) {
    if (i < values.size() && values[i] == kUnknown) {
      ++run;
      continue;
    }
    if (run > 0) {
      for (; run > 0; run -= std::min(run, 26))
        out += static_cast<char>('a' + std::min(run, 26) - 1);
    } else if (after_number && i < values.size()) {
      out += '_';
    }
    if (i == values.size()) break;
    out += std::to_string(values[i]);
    after_number = true;
  }
  return out;
}

// ---- edge-run region code ----

RegionCode decode_edge_runs(const IdText& code, int n, bool repeat_counts) {
  const long long total = 2LL * n * (n - 1);
  const std::string past_end =
      "the region code runs past the " + std::to_string(total) + " inner edges of the grid";
  UnionFind joined(n * n);
  long long pos = 0;  // the next edge; `total` is the virtual wall that ends the code
  for (std::size_t i = 0; i < code.size();) {
    const std::size_t at = i;
    const char ch = code[i++];
    int open = 0;
    bool wall = true;
    if (ch == '_') {
      open = 0;
    } else if (ch >= 'a' && ch <= 'y') {
      open = ch - 'a' + 1;
    } else if (ch == 'z') {
      open = 25;
      wall = false;
    } else if (is_digit(ch) && repeat_counts) {
      throw code.error_at(at, "a repeat count must follow a symbol (_ or a-z)");
    } else {
      throw code.error_at(at, "unexpected " + quote_char(ch) + " in the region code (expected " +
                                  (repeat_counts ? "_, a-z or a repeat count)" : "_ or a-z)"));
    }
    long long repeat = 1;
    if (repeat_counts && i < code.size() && is_digit(code[i])) {
      const std::size_t count_at = i;
      repeat = read_decimal(code, i, total + 2);  // more than that runs past the end anyway
      if (repeat == 0) throw code.error_at(count_at, "a repeat count of 0");
    }
    for (long long r = 0; r < repeat; ++r) {
      if (pos + open > total) throw code.error_at(at, past_end);
      for (int k = 0; k < open; ++k, ++pos) {
        auto [a, b] = edge_cells(pos, n);
        joined.join(a, b);
      }
      if (wall) {
        if (pos > total) throw code.error_at(at, past_end);
        ++pos;
      }
    }
  }
  if (pos == total)
    throw code.error_at(code.size(),
                        "the region code ends without its final wall ('z' places no wall)");
  if (pos != total + 1)
    throw code.error_at(code.size(), "the region code ends after " + std::to_string(pos) +
                                         " of the " + std::to_string(total) + " inner edges");
  return regions_of(joined, n * n);
}

std::string encode_edge_runs(const std::vector<int>& labels, int n, bool repeat_counts) {
  if (labels.size() != static_cast<std::size_t>(n) * static_cast<std::size_t>(n))
    throw ParseFailure(0, 0, "region labels do not fit the grid");
  const long long total = 2LL * n * (n - 1);
  UnionFind joined(n * n);
  std::string raw;
  int run = 0;
  for (long long e = 0; e <= total; ++e) {
    if (e < total) {
      auto [a, b] = edge_cells(e, n);
      if (labels[static_cast<std::size_t>(a)] == labels[static_cast<std::size_t>(b)]) {
        joined.join(a, b);
        ++run;
        continue;
      }
    }
    for (; run > 25; run -= 25) raw += 'z';
    raw += run == 0 ? '_' : static_cast<char>('a' + run - 1);
    run = 0;
  }
  // Every label must be one connected piece, or the code would split it into several regions.
  std::vector<int> root_of_label;
  for (int cell = 0; cell < n * n; ++cell) {
    int label = labels[static_cast<std::size_t>(cell)];
    if (label < 0)
      throw ParseFailure(0, 0,
                         "cell r" + std::to_string(cell / n + 1) + "c" +
                             std::to_string(cell % n + 1) + " is in no region");
    if (static_cast<std::size_t>(label) >= root_of_label.size())
      root_of_label.resize(static_cast<std::size_t>(label) + 1, -1);
    int& root = root_of_label[static_cast<std::size_t>(label)];
    if (root < 0) root = joined.find(cell);
    if (root != joined.find(cell))
      throw ParseFailure(0, 0,
                         "the region of cell r" + std::to_string(cell / n + 1) + "c" +
                             std::to_string(cell % n + 1) + " is not connected");
  }
  return repeat_counts ? with_repeat_counts(raw) : raw;
}

std::vector<std::vector<int>> region_cells(const RegionCode& regions) {
  std::vector<std::vector<int>> cells(static_cast<std::size_t>(regions.count));
  for (std::size_t cell = 0; cell < regions.labels.size(); ++cell)
    cells[static_cast<std::size_t>(regions.labels[cell])].push_back(static_cast<int>(cell));
  return cells;
}

}  // namespace gridsat

// f-puzzles: the JSON that f-puzzles (and the solver userscripts that extend it) writes for a
// variant sudoku, the f-puzzles links that carry it (`https://www.f-puzzles.com/?load=` + the
// JSON compressed by lz-string to base64), SudokuPad links that carry the same data
// (`https://sudokupad.app/fpuzzles<data>`, `...?puzzleid=fpuzzles<data>`, the Cracking the
// Cryptic app), and a bare compressed string under --from fpuzzles. docs/fpuzzles.md has the
// key table.
//
// The schema was learned from public readers of it (the fpuzzles_json.rs board of rangsk's
// SudokuSolverRust, the FPuzzlesInterfaces / ConstraintLoader of SudokuVariantSolverJS):
// `size`, `grid` (rows of cells: `value` + `given`, `region` omitted for a cell in its default
// box), flags (`antiknight`, `diagonal+`, ...), arrays of constraint objects with cell names
// "R1C1", edge clues (sandwich, little killer) named by a cell just outside the grid (row or
// column 0 or size+1), and `negative` listing the dot kinds whose absence means something.
//
// Each constraint is built through its kind's native reader (constraints/*: the contract fixes
// the native syntax), so f-puzzles data is checked by exactly the rules that check native text;
// fpuzzles_write.cpp goes the other way, from each constraint's native line. Keys of no meaning to
// the rules are ignored (kIgnored); every other key gridsat does not read is an error naming it.
#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <stdexcept>

#include "formats/lz_string.hpp"
#include "formats/native_types.hpp"
#include "formats/registry.hpp"
#include "genres/sudoku/fpuzzles.hpp"
#include "genres/sudoku/sudoku.hpp"

namespace gridsat {
namespace {

using Json = nlohmann::json;

constexpr int kMaxSide = 64;   // as the native format
constexpr int kMaxDepth = 32;  // f-puzzles JSON nests 4 deep; deeper input is refused early

// Top-level keys that say nothing about the rules: text, decoration, solver settings, progress.
const std::set<std::string, std::less<>> kIgnored = {"title",
                                                     "author",
                                                     "ruleset",
                                                     "solution",
                                                     "text",
                                                     "line",
                                                     "rectangle",
                                                     "circle",
                                                     "cage",
                                                     "version",
                                                     "disabledlogic",
                                                     "truecandidatesoptions",
                                                     "highlights",
                                                     "fogofwar",
                                                     "cellPencil",
                                                     "notes",
                                                     "highlightConflicts",
                                                     "activeConstraints"};

// Keys of constraints f-puzzles or its userscripts know and gridsat has not.
const std::map<std::string, std::string, std::less<>> kUnsupported = {
    {"clone", "clones"},
    {"xsum", "X-sums"},
    {"skyscraper", "skyscrapers"},
    {"rowindexer", "row indexers"},
    {"columnindexer", "column indexers"},
    {"boxindexer", "box indexers"},
    {"sum", "sum dots"},
    {"entropicline", "entropic lines"},
    {"regionsumline", "region sum lines"},
    {"modularline", "modular lines"},
    {"nabner", "nabner lines"},
    {"doublearrow", "double arrows"},
    {"zipperline", "zipper lines"},
    {"chaos", "chaos construction"},
    {"slowthermometer", "slow thermometers"}};

// Keys this reader takes (besides kIgnored), in the order it reads them.
const std::vector<std::string_view> kRead = {"size",
                                             "grid",
                                             "diagonal+",
                                             "diagonal-",
                                             "antiknight",
                                             "antiking",
                                             "nonconsecutive",
                                             "disjointgroups",
                                             "negative",
                                             "thermometer",
                                             "arrow",
                                             "palindrome",
                                             "renban",
                                             "whispers",
                                             "betweenline",
                                             "difference",
                                             "ratio",
                                             "xv",
                                             "littlekillersum",
                                             "sandwichsum",
                                             "quadruple",
                                             "odd",
                                             "even",
                                             "minimum",
                                             "maximum",
                                             "extraregion",
                                             "killercage"};

std::string trim(std::string_view s) {
  const auto b = s.find_first_not_of(" \t\r\n");
  if (b == std::string_view::npos) return "";
  const auto e = s.find_last_not_of(" \t\r\n");
  return std::string(s.substr(b, e - b + 1));
}

std::string cell_text(int cell, int n) {
  return "R" + std::to_string(cell / n + 1) + "C" + std::to_string(cell % n + 1);
}

// ---- links ----

std::string url_decode(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%') {
      auto hex = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
      };
      if (i + 2 >= s.size() || hex(s[i + 1]) < 0 || hex(s[i + 2]) < 0)
        throw ParseFailure(1, 1, "bad URL escape '" + std::string(s.substr(i, 3)) + "' in link");
      out += static_cast<char>(hex(s[i + 1]) * 16 + hex(s[i + 2]));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

// The compressed data of an f-puzzles or SudokuPad link, or nothing when `text` is no such link.
std::optional<std::string> link_data(const std::string& text) {
  if (text.find_first_of(" \t\r\n") != std::string::npos) return std::nullopt;
  const std::string lower = lowercase(text);
  std::size_t start = std::string::npos;
  if (lower.find("f-puzzles.com") != std::string::npos) {
    const auto load = lower.find("load=");
    if (load != std::string::npos) start = load + 5;
  } else if (lower.find("sudokupad.app") != std::string::npos ||
             lower.find("crackingthecryptic.com") != std::string::npos) {
    const auto host = lower.find("://");
    const auto f = lower.find("fpuzzles", host == std::string::npos ? 0 : host + 3);
    if (f != std::string::npos) start = f + 8;
  }
  if (start == std::string::npos) return std::nullopt;
  const auto end = text.find_first_of("&#?", start);
  return text.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

// A SudokuPad (or Cracking the Cryptic) link that carries no f-puzzles data.
bool sudokupad_short_link(const std::string& text) {
  if (text.find_first_of(" \t\r\n") != std::string::npos || link_data(text)) return false;
  const std::string lower = lowercase(text);
  return lower.find("sudokupad.app/") != std::string::npos ||
         lower.find("crackingthecryptic.com/") != std::string::npos;
}

// ---- reading ----

// Where a top-level key stands in raw JSON text (for messages), or (0, 0) for a link.
struct Where {
  std::string_view text;
  bool raw = false;
  std::pair<int, int> of(std::string_view key) const {
    if (!raw) return {0, 0};
    const auto at = text.find("\"" + std::string(key) + "\"");
    if (at == std::string_view::npos) return {0, 0};
    int line = 1, col = 1;
    for (std::size_t i = 0; i < at; ++i) {
      if (text[i] == '\n') {
        ++line;
        col = 1;
      } else if ((static_cast<unsigned char>(text[i]) & 0xc0) != 0x80) {
        ++col;
      }
    }
    return {line, col};
  }
};

// Nesting deeper than kMaxDepth (outside strings): refused before the JSON parser sees it.
void check_depth(std::string_view text) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxDepth)
        throw ParseFailure(
            0, 0, "the f-puzzles JSON nests deeper than " + std::to_string(kMaxDepth) + " levels");
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
}

class FpReader {
 public:
  FpReader(const Json& doc, Where where) : doc_(doc), where_(where) {}
  std::unique_ptr<Sudoku> read();

 private:
  [[noreturn]] void fail(std::string_view key, const std::string& message) const {
    const auto [line, col] = where_.of(key);
    throw ParseFailure(line, col, message);
  }
  [[noreturn]] void fail_item(std::string_view key, std::size_t item,
                              const std::string& message) const {
    fail(key,
         "f-puzzles '" + std::string(key) + "' item " + std::to_string(item + 1) + ": " + message);
  }
  // (row, col), 0-based; `edge`: also the ring just outside the grid (rows/columns 0 and n+1,
  // returned as -1 and n).
  std::pair<int, int> cell(const Json& name, std::string_view key, std::size_t item,
                           bool edge = false) const;
  int inside(const Json& name, std::string_view key, std::size_t item) const {
    auto [r, c] = cell(name, key, item);
    return r * n_ + c;
  }
  std::vector<int> cell_list(const Json& names, std::string_view key, std::size_t item,
                             std::string_view field) const;
  const Json& field(const Json& obj, std::string_view key, std::size_t item,
                    std::string_view name) const;
  std::vector<std::vector<int>> lines(const Json& obj, std::string_view key,
                                      std::size_t item) const;
  std::optional<std::string> value_text(const Json& obj, std::string_view key,
                                        std::size_t item) const;
  const Json& items(std::string_view key) const;
  bool flag(std::string_view key) const;
  // One constraint through its kind's native reader.
  void add(std::string_view kind, const std::vector<std::string>& words, std::string_view key,
           std::size_t item);
  void read_grid(Sudoku& s);
  void read_regions(Sudoku& s, const std::vector<int>& region, const std::vector<bool>& given);
  void read_cages(Sudoku& s);

  const Json& doc_;
  Where where_;
  int n_ = 9;
  std::vector<ConstraintPtr> sections_;
  std::set<std::string, std::less<>> flags_;
};

std::pair<int, int> FpReader::cell(const Json& name, std::string_view key, std::size_t item,
                                   bool edge) const {
  if (!name.is_string()) fail_item(key, item, "a cell name must be a string like \"R1C1\"");
  const std::string text = name.get<std::string>();
  const std::string lower = lowercase(text);
  std::size_t c_at = lower.find('c');
  auto digits = [&](std::size_t from, std::size_t to) -> int {
    if (to <= from || to - from > 4) return -1;
    int v = 0;
    for (std::size_t i = from; i < to; ++i) {
      if (lower[i] < '0' || lower[i] > '9') return -1;
      v = v * 10 + (lower[i] - '0');
    }
    return v;
  };
  const int r =
      lower.size() > 1 && lower[0] == 'r' && c_at != std::string::npos ? digits(1, c_at) : -1;
  const int c = r >= 0 ? digits(c_at + 1, lower.size()) : -1;
  if (r < 0 || c < 0) fail_item(key, item, "'" + text + "' is not a cell name like R1C1");
  const int lo = edge ? 0 : 1, hi = edge ? n_ + 1 : n_;
  if (r < lo || r > hi || c < lo || c > hi)
    fail_item(key, item,
              "cell " + text + " is outside the " + std::to_string(n_) + "x" + std::to_string(n_) +
                  " grid");
  return {r - 1, c - 1};
}

const Json& FpReader::field(const Json& obj, std::string_view key, std::size_t item,
                            std::string_view name) const {
  if (!obj.is_object()) fail_item(key, item, "expected an object");
  auto it = obj.find(std::string(name));
  if (it == obj.end()) fail_item(key, item, "has no '" + std::string(name) + "'");
  return *it;
}

std::vector<int> FpReader::cell_list(const Json& names, std::string_view key, std::size_t item,
                                     std::string_view what) const {
  if (!names.is_array())
    fail_item(key, item, "'" + std::string(what) + "' must be a list of cells");
  std::vector<int> cells;
  for (const Json& name : names) {
    const int c = inside(name, key, item);
    if (std::find(cells.begin(), cells.end(), c) != cells.end())
      fail_item(key, item, "passes through cell " + cell_text(c, n_) + " twice");
    cells.push_back(c);
  }
  return cells;
}

std::vector<std::vector<int>> FpReader::lines(const Json& obj, std::string_view key,
                                              std::size_t item) const {
  const Json& ls = field(obj, key, item, "lines");
  if (!ls.is_array() || ls.empty()) fail_item(key, item, "'lines' must be a non-empty list");
  std::vector<std::vector<int>> out;
  for (const Json& line : ls) out.push_back(cell_list(line, key, item, "lines"));
  return out;
}

std::optional<std::string> FpReader::value_text(const Json& obj, std::string_view key,
                                                std::size_t item) const {
  if (!obj.is_object()) fail_item(key, item, "expected an object");
  auto it = obj.find("value");
  if (it == obj.end() || it->is_null()) return std::nullopt;
  if (it->is_string()) {
    std::string v = trim(it->get<std::string>());
    if (v.empty()) return std::nullopt;
    return v;
  }
  if (it->is_number_integer()) return std::to_string(it->get<long long>());
  fail_item(key, item, "'value' must be a number or a string");
}

const Json& FpReader::items(std::string_view key) const {
  static const Json empty = Json::array();
  auto it = doc_.find(std::string(key));
  if (it == doc_.end() || it->is_null()) return empty;
  if (!it->is_array()) fail(key, "f-puzzles '" + std::string(key) + "' must be a list");
  return *it;
}

bool FpReader::flag(std::string_view key) const {
  auto it = doc_.find(std::string(key));
  if (it == doc_.end() || it->is_null()) return false;
  if (!it->is_boolean()) fail(key, "f-puzzles '" + std::string(key) + "' must be true or false");
  return it->get<bool>();
}

void FpReader::add(std::string_view kind_name, const std::vector<std::string>& words,
                   std::string_view key, std::size_t item) {
  const ConstraintKind* kind = find_constraint_kind(kind_name);
  if (!kind || kind->flag || !kind->read)
    fail_item(key, item, "this gridsat has no '" + std::string(kind_name) + "' constraint");
  std::vector<Token> tokens;
  for (const std::string& w : words) tokens.push_back({w, 0, 0});
  try {
    sections_.push_back(kind->read(tokens, n_));
  } catch (const ParseFailure& e) {
    fail_item(key, item, e.error.message);
  }
}

void FpReader::read_regions(Sudoku& s, const std::vector<int>& region,
                            const std::vector<bool>& has_region) {
  const int n = n_;
  const auto [dr, dc] = Sudoku::default_box(n);
  std::map<int, std::vector<int>> groups;
  for (int cell = 0; cell < n * n; ++cell) {
    if (!has_region[static_cast<std::size_t>(cell)])
      fail("grid", "f-puzzles 'grid' cell " + cell_text(cell, n) +
                       " is in no region (gridsat's sudokus have n regions of n cells)");
    int id = region[static_cast<std::size_t>(cell)];
    groups[id].push_back(cell);
  }
  for (const auto& [id, cells] : groups)
    if (static_cast<int>(cells.size()) != n)
      fail("grid", "f-puzzles 'grid' region " + std::to_string(id) + " (cell " +
                       cell_text(cells.front(), n) + ") has " + std::to_string(cells.size()) +
                       " cells, not " + std::to_string(n));
  // Labels renumbered by first appearance, to compare with box tilings.
  std::vector<int> labels(static_cast<std::size_t>(n * n));
  std::map<int, int> renumber;
  for (int cell = 0; cell < n * n; ++cell) {
    auto [it, fresh] =
        renumber.emplace(region[static_cast<std::size_t>(cell)], static_cast<int>(renumber.size()));
    (void)fresh;
    labels[static_cast<std::size_t>(cell)] = it->second;
  }
  auto tiling = [n](int rows, int cols) {
    std::vector<int> t(static_cast<std::size_t>(n * n));
    std::map<int, int> first;
    for (int cell = 0; cell < n * n; ++cell) {
      const int box = (cell / n) / rows * (n / cols) + (cell % n) / cols;
      auto [it, fresh] = first.emplace(box, static_cast<int>(first.size()));
      (void)fresh;
      t[static_cast<std::size_t>(cell)] = it->second;
    }
    return t;
  };
  std::vector<std::pair<int, int>> shapes = {{dr, dc}};
  for (int rows = 1; rows <= n; ++rows)
    if (n % rows == 0 && std::pair(rows, n / rows) != std::pair(dr, dc))
      shapes.emplace_back(rows, n / rows);
  for (auto [rows, cols] : shapes) {
    if (tiling(rows, cols) == labels) {
      s.box_rows = rows;
      s.box_cols = cols;
      return;
    }
  }
  if (auto broken = disconnected_label(labels, n))
    fail("grid",
         "f-puzzles 'grid': the region of cell " + cell_text(*broken, n) + " is not connected");
  s.regions = labels;
}

void FpReader::read_grid(Sudoku& s) {
  const int n = n_;
  auto it = doc_.find("grid");
  if (it == doc_.end() || !it->is_array() || static_cast<int>(it->size()) != n)
    fail("grid", "f-puzzles 'grid' must be a list of " + std::to_string(n) + " rows");
  s.grid = Grid(n, n);
  const auto [dr, dc] = Sudoku::default_box(n);
  std::vector<int> region(static_cast<std::size_t>(n * n));
  std::vector<bool> has_region(static_cast<std::size_t>(n * n), true);
  bool custom = false;
  for (int r = 0; r < n; ++r) {
    const Json& row = (*it)[static_cast<std::size_t>(r)];
    if (!row.is_array() || static_cast<int>(row.size()) != n)
      fail("grid", "f-puzzles 'grid' row " + std::to_string(r + 1) + " must be a list of " +
                       std::to_string(n) + " cells");
    for (int c = 0; c < n; ++c) {
      const Json& cell = row[static_cast<std::size_t>(c)];
      const int index = r * n + c;
      const std::string name = "f-puzzles 'grid' cell " + cell_text(index, n);
      if (!cell.is_object()) fail("grid", name + " must be an object");
      const int box = r / dr * (n / dc) + c / dc;
      region[static_cast<std::size_t>(index)] = box;
      if (auto g = cell.find("region"); g != cell.end()) {
        if (g->is_null()) {
          has_region[static_cast<std::size_t>(index)] = false;
          custom = true;
        } else if (g->is_number_integer()) {
          const long long v = g->get<long long>();
          if (v < 0 || v >= n)
            fail("grid",
                 name + ": region " + std::to_string(v) + " is not 0.." + std::to_string(n - 1));
          region[static_cast<std::size_t>(index)] = static_cast<int>(v);
          custom = custom || v != box;
        } else {
          fail("grid", name + ": 'region' must be a number");
        }
      }
      bool given = false;
      if (auto g = cell.find("given"); g != cell.end() && !g->is_null()) {
        if (!g->is_boolean()) fail("grid", name + ": 'given' must be true or false");
        given = g->get<bool>();
      }
      if (auto v = cell.find("value"); given && v != cell.end() && !v->is_null()) {
        if (!v->is_number_integer() || v->get<long long>() < 0 || v->get<long long>() > n)
          fail("grid", name + ": value " + v->dump() + " is not a digit 1.." + std::to_string(n));
        const int value = static_cast<int>(v->get<long long>());
        if (value > 0) s.grid.cells[static_cast<std::size_t>(index)] = value;
      }
      if (auto p = cell.find("givenPencilMarks");
          p != cell.end() && !p->is_null() && !(p->is_array() && p->empty()))
        fail("grid", name +
                         ": given pencil marks (a cell limited to some digits) are a "
                         "constraint gridsat does not have");
    }
  }
  if (custom) read_regions(s, region, has_region);
}

void FpReader::read_cages(Sudoku& s) {
  const int n = n_;
  std::vector<int> owner(static_cast<std::size_t>(n * n), -1);
  const Json& cages = items("killercage");
  for (std::size_t i = 0; i < cages.size(); ++i) {
    const std::vector<int> cells =
        cell_list(field(cages[i], "killercage", i, "cells"), "killercage", i, "cells");
    if (cells.empty()) fail_item("killercage", i, "a cage needs cells");
    const auto value = value_text(cages[i], "killercage", i);
    if (!value) {  // no sum: only "no digit repeats", an extra region
      std::vector<std::string> words;
      for (int c : cells) words.push_back(cell_name(c, n));
      add("extra-region", words, "killercage", i);
      continue;
    }
    const auto sum = parse_integer(*value);
    if (!sum) fail_item("killercage", i, "sum '" + *value + "' is not a number");
    const long long size = static_cast<long long>(cells.size());
    if (size > n) fail_item("killercage", i, "a cage has more cells than digits");
    const long long lo = size * (size + 1) / 2, hi = size * (2LL * n - size + 1) / 2;
    if (*sum < lo || *sum > hi)
      fail_item("killercage", i,
                "no " + std::to_string(size) + " distinct digits add up to " + *value);
    std::vector<int> labels(static_cast<std::size_t>(n * n), -1);
    for (int c : cells) {
      if (owner[static_cast<std::size_t>(c)] >= 0)
        fail_item("killercage", i,
                  "cell " + cell_text(c, n) + " is already in cage " +
                      std::to_string(owner[static_cast<std::size_t>(c)] + 1) +
                      " (gridsat's killer cages do not overlap)");
      owner[static_cast<std::size_t>(c)] = static_cast<int>(i);
      labels[static_cast<std::size_t>(c)] = 0;
    }
    if (disconnected_label(labels, n)) fail_item("killercage", i, "the cage is not connected");
    s.cages.push_back({cells, static_cast<int>(*sum)});
  }
}

std::unique_ptr<Sudoku> FpReader::read() {
  if (!doc_.is_object()) throw ParseFailure(1, 1, "f-puzzles data must be a JSON object");
  for (const auto& [key, value] : doc_.items()) {
    (void)value;
    if (kIgnored.count(key) || std::find(kRead.begin(), kRead.end(), key) != kRead.end()) continue;
    if (auto u = kUnsupported.find(key); u != kUnsupported.end())
      fail(key,
           "f-puzzles key '" + key + "' (" + u->second + ") is a constraint gridsat does not have");
    fail(key, "unknown f-puzzles key '" + key + "'");
  }
  auto size = doc_.find("size");
  if (size == doc_.end()) throw ParseFailure(1, 1, "f-puzzles data has no 'size'");
  if (!size->is_number_integer() || size->get<long long>() < 1 || size->get<long long>() > kMaxSide)
    fail("size", "f-puzzles 'size' must be a number 1.." + std::to_string(kMaxSide));
  n_ = static_cast<int>(size->get<long long>());
  auto s = std::make_unique<Sudoku>();
  s->n = n_;
  std::tie(s->box_rows, s->box_cols) = Sudoku::default_box(n_);
  read_grid(*s);
  const int n = n_;

  // Diagonals: both are the classic variant; one alone is an extra region.
  const bool plus = flag("diagonal+"), minus = flag("diagonal-");
  if (plus && minus) {
    s->diagonal = true;
  } else if (plus || minus) {
    std::vector<std::string> words;
    for (int k = 0; k < n; ++k) words.push_back(cell_name(k * n + (minus ? k : n - 1 - k), n));
    add("extra-region", words, plus ? "diagonal+" : "diagonal-", 0);
  }

  // Lines.
  auto line_kind = [&](std::string_view key, std::string_view kind) {
    const Json& list = items(key);
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (key == "whispers") {
        if (auto v = value_text(list[i], key, i); v && *v != std::to_string((n + 1) / 2))
          fail_item(key, i,
                    "whispers of difference " + *v + " (gridsat's differ by at least " +
                        std::to_string((n + 1) / 2) + ")");
      }
      for (const auto& line : lines(list[i], key, i)) {
        std::vector<std::string> words;
        for (int c : line) words.push_back(cell_name(c, n));
        add(kind, words, key, i);
      }
    }
  };
  line_kind("thermometer", "thermo");
  line_kind("palindrome", "palindrome");
  line_kind("renban", "renban");
  line_kind("whispers", "whispers");
  line_kind("betweenline", "between");

  const Json& arrows = items("arrow");
  for (std::size_t i = 0; i < arrows.size(); ++i) {
    if (!arrows[i].is_object() || !arrows[i].contains("cells"))
      fail_item("arrow", i, "the arrow has no circle ('cells')");
    const std::vector<int> circle =
        cell_list(field(arrows[i], "arrow", i, "cells"), "arrow", i, "cells");
    if (circle.empty()) fail_item("arrow", i, "the arrow has no circle ('cells' is empty)");
    for (const auto& line : lines(arrows[i], "arrow", i)) {
      if (line.empty() || std::find(circle.begin(), circle.end(), line[0]) == circle.end())
        fail_item("arrow", i, "a line of the arrow does not start in its circle");
      std::size_t k = 0;
      while (k < line.size() && std::find(circle.begin(), circle.end(), line[k]) != circle.end())
        ++k;
      if (k == line.size())
        fail_item("arrow", i, "a line of the arrow has no cells beyond the circle");
      std::vector<std::string> words;
      for (int c : circle) words.push_back(cell_name(c, n));
      words.push_back(">");
      for (; k < line.size(); ++k) words.push_back(cell_name(line[k], n));
      add("arrow", words, "arrow", i);
    }
  }

  // Dots.
  auto pair_of = [&](const Json& item, std::string_view key, std::size_t i) {
    const std::vector<int> cells = cell_list(field(item, key, i, "cells"), key, i, "cells");
    if (cells.size() != 2) fail_item(key, i, "a dot lies between exactly two cells");
    std::vector<std::string> words = {cell_name(std::min(cells[0], cells[1]), n),
                                      cell_name(std::max(cells[0], cells[1]), n)};
    return words;
  };
  const Json& differences = items("difference");
  for (std::size_t i = 0; i < differences.size(); ++i) {
    auto words = pair_of(differences[i], "difference", i);
    if (auto v = value_text(differences[i], "difference", i); v && *v != "1")
      fail_item("difference", i,
                "a white dot of difference " + *v +
                    " (gridsat's white dots "
                    "are consecutive digits)");
    words.insert(words.begin(), "white");
    add("kropki", words, "difference", i);
  }
  const Json& ratios = items("ratio");
  for (std::size_t i = 0; i < ratios.size(); ++i) {
    auto words = pair_of(ratios[i], "ratio", i);
    if (auto v = value_text(ratios[i], "ratio", i); v && *v != "2")
      fail_item("ratio", i, "a black dot of ratio " + *v + " (gridsat's black dots are ratio 2)");
    words.insert(words.begin(), "black");
    add("kropki", words, "ratio", i);
  }
  const Json& xvs = items("xv");
  for (std::size_t i = 0; i < xvs.size(); ++i) {
    auto words = pair_of(xvs[i], "xv", i);
    const auto v = value_text(xvs[i], "xv", i);
    const std::string sign = v ? lowercase(*v) : "";
    if (sign != "x" && sign != "v")
      fail_item("xv", i, "the value must be X or V, not '" + (v ? *v : std::string()) + "'");
    words.insert(words.begin(), sign);
    add("xv", words, "xv", i);
  }

  // Sums outside the grid.
  const Json& killers = items("littlekillersum");
  for (std::size_t i = 0; i < killers.size(); ++i) {
    const auto [r0, c0] =
        cell(field(killers[i], "littlekillersum", i, "cell"), "littlekillersum", i, true);
    const Json& dir = field(killers[i], "littlekillersum", i, "direction");
    const std::string d = dir.is_string() ? dir.get<std::string>() : "";
    int dr = 0, dc = 0;
    if (d == "DR")
      dr = 1, dc = 1;
    else if (d == "DL")
      dr = 1, dc = -1;
    else if (d == "UR")
      dr = -1, dc = 1;
    else if (d == "UL")
      dr = -1, dc = -1;
    else
      fail_item("littlekillersum", i, "direction must be DR, DL, UR or UL, not " + dir.dump());
    auto in = [n](int r, int c) { return r >= 0 && r < n && c >= 0 && c < n; };
    if (in(r0, c0)) fail_item("littlekillersum", i, "the clue must lie outside the grid");
    const auto value = value_text(killers[i], "littlekillersum", i);
    if (!value) fail_item("littlekillersum", i, "the clue has no sum");
    std::vector<std::string> words = {*value};
    std::vector<int> cells;
    for (int r = r0 + dr, c = c0 + dc; in(r, c); r += dr, c += dc) cells.push_back(r * n + c);
    if (cells.empty()) fail_item("littlekillersum", i, "the clue's diagonal misses the grid");
    if (auto listed = killers[i].find("cells"); listed != killers[i].end() && !listed->is_null()) {
      std::vector<int> given = cell_list(*listed, "littlekillersum", i, "cells");
      std::vector<int> a = cells;
      std::sort(a.begin(), a.end());
      std::sort(given.begin(), given.end());
      if (a != given)
        fail_item("littlekillersum", i,
                  "'cells' is not the diagonal from the clue's cell and "
                  "direction");
    }
    for (int c : cells) words.push_back(cell_name(c, n));
    add("little-killer", words, "littlekillersum", i);
  }
  const Json& sandwiches = items("sandwichsum");
  for (std::size_t i = 0; i < sandwiches.size(); ++i) {
    const auto [r, c] =
        cell(field(sandwiches[i], "sandwichsum", i, "cell"), "sandwichsum", i, true);
    const bool column = (r == -1 || r == n) && c >= 0 && c < n;
    const bool row = (c == -1 || c == n) && r >= 0 && r < n;
    if (!column && !row)
      fail_item("sandwichsum", i, "the clue must lie just outside a row or a column");
    const auto value = value_text(sandwiches[i], "sandwichsum", i);
    if (!value) fail_item("sandwichsum", i, "the clue has no sum");
    add("sandwich", {column ? "c" + std::to_string(c + 1) : "r" + std::to_string(r + 1), *value},
        "sandwichsum", i);
  }

  // Areas.
  const Json& quads = items("quadruple");
  for (std::size_t i = 0; i < quads.size(); ++i) {
    const std::vector<int> cells =
        cell_list(field(quads[i], "quadruple", i, "cells"), "quadruple", i, "cells");
    if (cells.size() != 4) fail_item("quadruple", i, "a quadruple covers four cells");
    const int corner = *std::min_element(cells.begin(), cells.end());
    std::vector<int> square = {corner, corner + 1, corner + n, corner + n + 1};
    std::vector<int> sorted = cells;
    std::sort(sorted.begin(), sorted.end());
    if (corner % n == n - 1 || sorted != square)
      fail_item("quadruple", i, "the four cells are not a 2x2 square");
    const Json& values = field(quads[i], "quadruple", i, "values");
    if (!values.is_array()) fail_item("quadruple", i, "'values' must be a list of digits");
    std::vector<std::string> words = {cell_name(corner, n)};
    for (const Json& v : values) {
      if (v.is_number_integer())
        words.push_back(std::to_string(v.get<long long>()));
      else if (v.is_string())
        words.push_back(v.get<std::string>());
      else
        fail_item("quadruple", i, "'values' must be a list of digits");
    }
    add("quadruple", words, "quadruple", i);
  }
  auto single_cells = [&](std::string_view key, std::string_view kind) {
    const Json& list = items(key);
    for (std::size_t i = 0; i < list.size(); ++i)
      add(kind, {cell_name(inside(field(list[i], key, i, "cell"), key, i), n)}, key, i);
  };
  single_cells("odd", "odd");
  single_cells("even", "even");
  // f-puzzles compares a minimum (maximum) cell only with its neighbours that are not minimum
  // (maximum) cells too; gridsat's min/max cells compare with every neighbour. A cell with no
  // neighbour of its own kind is one min/max constraint; the comparisons of one that has are
  // two-cell thermometers (rising from the smaller cell), the same rule exactly.
  auto extremes = [&](std::string_view key, std::string_view kind, bool maximum) {
    const Json& list = items(key);
    std::vector<int> cells;
    for (std::size_t i = 0; i < list.size(); ++i)
      cells.push_back(inside(field(list[i], key, i, "cell"), key, i));
    auto marked = [&](int c) { return std::find(cells.begin(), cells.end(), c) != cells.end(); };
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const int c = cells[i];
      std::vector<int> others;
      bool paired = false;
      for (int m : {c - n, c + n, c - 1, c + 1}) {
        if (m < 0 || m >= n * n || !orthogonal_neighbours(c, m, n)) continue;
        if (marked(m))
          paired = true;
        else
          others.push_back(m);
      }
      if (!paired) {
        add(kind, {cell_name(c, n)}, key, i);
        continue;
      }
      for (int m : others)
        add("thermo",
            maximum ? std::vector{cell_name(m, n), cell_name(c, n)}
                    : std::vector{cell_name(c, n), cell_name(m, n)},
            key, i);
    }
  };
  extremes("minimum", "min", false);
  extremes("maximum", "max", true);
  const Json& regions = items("extraregion");
  for (std::size_t i = 0; i < regions.size(); ++i) {
    std::vector<std::string> words;
    for (int c : cell_list(field(regions[i], "extraregion", i, "cells"), "extraregion", i, "cells"))
      words.push_back(cell_name(c, n));
    add("extra-region", words, "extraregion", i);
  }
  read_cages(*s);

  // Whole-grid rules. f-puzzles' nonconsecutive with white dots present is the negative white
  // dot rule (the dots are the exceptions), as its solvers read it.
  std::set<std::string, std::less<>> negative;
  const Json& neg = items("negative");
  for (std::size_t i = 0; i < neg.size(); ++i) {
    const std::string what = neg[i].is_string() ? neg[i].get<std::string>() : neg[i].dump();
    if (what != "difference" && what != "ratio" && what != "xv")
      fail_item("negative", i,
                "'" + what +
                    "' has no negative constraint in gridsat "
                    "(difference, ratio and xv have)");
    negative.insert(what);
  }
  if (flag("nonconsecutive")) {
    if (negative.count("difference") || !differences.empty())
      negative.insert("difference");
    else
      flags_.insert("nonconsecutive");
  }
  if (negative.count("difference")) flags_.insert("white-negative");
  if (negative.count("ratio")) flags_.insert("black-negative");
  if (negative.count("xv")) flags_.insert("xv-negative");
  if (flag("antiknight")) flags_.insert("anti-knight");
  if (flag("antiking")) flags_.insert("anti-king");
  if (flag("disjointgroups")) flags_.insert("disjoint");

  // The native reader's order: section kinds, then flags, each in constraint_kinds() order.
  std::vector<ConstraintPtr> ordered;
  for (const ConstraintKind& kind : constraint_kinds())
    for (const ConstraintPtr& c : sections_)
      if (c->kind() == kind.name) ordered.push_back(c);
  std::set<std::string, std::less<>> made;
  for (const ConstraintKind& kind : constraint_kinds()) {
    if (!kind.flag || !flags_.count(kind.name) || !kind.make) continue;
    try {
      ordered.push_back(kind.make({n, s->box_rows, s->box_cols, !s->regions.empty(), sections_}));
    } catch (const std::invalid_argument& e) {
      fail("disjointgroups", "f-puzzles '" + std::string(kind.name) + "': " + e.what());
    }
    made.insert(std::string(kind.name));
  }
  for (const std::string& f : flags_)
    if (!made.count(f))
      throw ParseFailure(0, 0, "this gridsat has no '" + f + "' constraint (f-puzzles data)");
  for (ConstraintPtr& c : ordered) s->variants.push_back({std::move(c), true});
  return s;
}

std::unique_ptr<Puzzle> read_json(std::string_view json, bool raw) {
  check_depth(json);
  Json doc;
  try {
    doc = Json::parse(json.begin(), json.end());
  } catch (const Json::parse_error& e) {
    // e.byte: 1-based offset of the character the parser stopped at.
    const std::size_t at = std::min<std::size_t>(e.byte == 0 ? 0 : e.byte - 1, json.size());
    int line = 1, col = 1;
    for (std::size_t i = 0; i < at; ++i) {
      if (json[i] == '\n') {
        ++line;
        col = 1;
      } else if ((static_cast<unsigned char>(json[i]) & 0xc0) != 0x80) {
        ++col;
      }
    }
    std::string what = e.what();
    if (const auto column = what.find("column"); column != std::string::npos)
      if (const auto colon = what.find(": ", column); colon != std::string::npos)
        what = what.substr(colon + 2);
    if (raw) throw ParseFailure(line, col, "f-puzzles JSON: " + what);
    throw ParseFailure(0, 0,
                       "the link's f-puzzles data is not valid JSON (line " + std::to_string(line) +
                           ", column " + std::to_string(col) + "): " + what);
  } catch (const Json::exception& e) {  // a number too large for any type, ...
    std::string what = e.what();
    if (const auto close = what.find("] "); close != std::string::npos)
      what = what.substr(close + 2);
    throw ParseFailure(0, 0, (raw ? "f-puzzles JSON: " : "the link's f-puzzles data: ") + what);
  }
  return FpReader(doc, Where{json, raw}).read();
}

std::unique_ptr<Puzzle> read_compressed(const std::string& data) {
  std::string json;
  try {
    json = lz::utf16_to_utf8(lz::decompress(data));
  } catch (const lz::LzError& e) {
    throw ParseFailure(0, 0, std::string("the link's f-puzzles data: ") + e.what());
  }
  return read_json(json, false);
}

std::unique_ptr<Puzzle> read_fpuzzles(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "sudoku")
    throw ParseFailure(0, 0, "f-puzzles holds sudoku puzzles, not " + std::string(type));
  const std::string t = trim(text);
  if (t.empty()) throw ParseFailure(0, 0, "empty input: expected f-puzzles JSON or a link");
  if (t[0] == '{') return read_json(text, true);
  if (auto data = link_data(t)) {
    if (data->empty()) throw ParseFailure(1, 1, "the link carries no f-puzzles data");
    return read_compressed(url_decode(*data));
  }
  const bool short_link = sudokupad_short_link(t);
  if (!short_link && t.find_first_of(" \t\r\n") == std::string::npos &&
      t.find("://") == std::string::npos)
    return read_compressed(t);  // a bare lz-string
  if (short_link)
    throw ParseFailure(1, 1,
                       "a SudokuPad short link names a puzzle kept on SudokuPad's server, and "
                       "gridsat does not use the network: give the long link that carries the "
                       "puzzle (https://sudokupad.app/fpuzzles...), an f-puzzles link "
                       "(?load=...) or the f-puzzles JSON");
  throw ParseFailure(1, 1,
                     "expected f-puzzles JSON, an f-puzzles link (?load=...) or a SudokuPad "
                     "link with f-puzzles data");
}

// A SudokuPad or Cracking the Cryptic link without f-puzzles data (a short link to a puzzle on
// SudokuPad's server): almost this format, so that the reader says what is missing.
bool near_fpuzzles(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "sudoku") return false;
  return text.size() < 4096 && sudokupad_short_link(trim(text));
}

bool detect_fpuzzles(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "sudoku") return false;
  if (text.size() > (std::size_t{16} << 20)) return false;
  const std::string t = trim(text);
  if (t.empty()) return false;
  if (t[0] == '{')
    return t.find("\"size\"") != std::string::npos && t.find("\"grid\"") != std::string::npos;
  return link_data(t).has_value();
}

}  // namespace

FormatEntry fpuzzles_format() {
  return {"fpuzzles",
          "f-puzzles JSON or link (?load=), SudokuPad link with f-puzzles data (variant sudoku); "
          "writes an f-puzzles link",
          read_fpuzzles,
          detect_fpuzzles,
          write_fpuzzles,
          near_fpuzzles};
}

}  // namespace gridsat

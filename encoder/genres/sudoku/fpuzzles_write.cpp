// Writing f-puzzles links (`convert --to fpuzzles`): the puzzle as the JSON f-puzzles reads
// (fpuzzles.cpp reads it), compressed by lz-string to base64 after `?load=`. Each constraint is
// written from its native line, the inverse of the reader's path; what f-puzzles cannot hold
// (sizes past 16, neighbouring minimum cells, ...) is an error naming it.
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "formats/lz_string.hpp"
#include "genres/sudoku/fpuzzles.hpp"
#include "genres/sudoku/sudoku.hpp"

namespace gridsat {
namespace {

using OrderedJson = nlohmann::ordered_json;

constexpr int kMaxWriteSide = 16;  // f-puzzles opens 3x3 .. 16x16

std::string cell_text(int cell, int n) {
  return "R" + std::to_string(cell / n + 1) + "C" + std::to_string(cell % n + 1);
}

[[noreturn]] void cannot(const std::string& what) {
  throw ParseFailure(0, 0, "f-puzzles cannot express " + what);
}

std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// A native cell `rRcC` as a row-major index.
int native_cell(const std::string& w, int n) {
  const auto c = w.find('c');
  if (w.size() < 4 || w[0] != 'r' || c == std::string::npos)
    throw ParseFailure(0, 0, "internal: unexpected native cell '" + w + "'");
  const int r = std::stoi(w.substr(1, c - 1)) - 1, col = std::stoi(w.substr(c + 1)) - 1;
  return r * n + col;
}

}  // namespace

std::string write_fpuzzles(const Puzzle& puzzle) {
  const auto* s = dynamic_cast<const Sudoku*>(&puzzle);
  if (!s) throw ParseFailure(0, 0, "f-puzzles holds only sudoku puzzles");
  const int n = s->n;
  if (n < 3 || n > kMaxWriteSide)
    cannot("a " + std::to_string(n) + "x" + std::to_string(n) + " sudoku (it opens 3x3 to 16x16)");
  auto name = [n](int cell) { return cell_text(cell, n); };
  OrderedJson j;
  j["size"] = n;
  const bool custom_regions =
      !s->regions.empty() || std::pair(s->box_rows, s->box_cols) != Sudoku::default_box(n);
  OrderedJson grid = OrderedJson::array();
  for (int r = 0; r < n; ++r) {
    OrderedJson row = OrderedJson::array();
    for (int c = 0; c < n; ++c) {
      OrderedJson cell = OrderedJson::object();
      const int v = s->grid.at(r, c);
      if (v != kUnknown && v > 0) {
        cell["value"] = v;
        cell["given"] = true;
      }
      if (custom_regions)
        cell["region"] = s->regions.empty() ? r / s->box_rows * (n / s->box_cols) + c / s->box_cols
                                            : s->regions[static_cast<std::size_t>(r * n + c)];
      row.push_back(cell);
    }
    grid.push_back(row);
  }
  j["grid"] = grid;
  if (s->diagonal) {
    j["diagonal+"] = true;
    j["diagonal-"] = true;
  }
  auto push = [&j](const char* key, OrderedJson item) {
    if (!j.contains(key)) j[key] = OrderedJson::array();
    j[key].push_back(std::move(item));
  };
  auto names = [&](const std::vector<int>& cells) {
    OrderedJson a = OrderedJson::array();
    for (int c : cells) a.push_back(name(c));
    return a;
  };
  auto cells_from = [&](const std::vector<std::string>& words, std::size_t from) {
    std::vector<int> cells;
    for (std::size_t k = from; k < words.size(); ++k) cells.push_back(native_cell(words[k], n));
    return cells;
  };
  std::vector<std::string> negative;
  bool white_dots = false;
  for (const ConstraintPtr& v : s->active_variants()) {
    const std::string kind(v->kind());
    const auto w = words_of(v->native_line(n));
    if (kind == "kropki" && !w.empty() && w[0] == "white") white_dots = true;
    static const std::map<std::string, const char*> line_keys = {{"thermo", "thermometer"},
                                                                 {"palindrome", "palindrome"},
                                                                 {"renban", "renban"},
                                                                 {"whispers", "whispers"},
                                                                 {"between", "betweenline"}};
    static const std::map<std::string, const char*> flag_keys = {
        {"anti-knight", "antiknight"},
        {"anti-king", "antiking"},
        {"nonconsecutive", "nonconsecutive"},
        {"disjoint", "disjointgroups"}};
    static const std::map<std::string, const char*> negatives = {
        {"white-negative", "difference"}, {"black-negative", "ratio"}, {"xv-negative", "xv"}};
    if (auto lk = line_keys.find(kind); lk != line_keys.end()) {
      push(lk->second, {{"lines", OrderedJson::array({names(cells_from(w, 0))})}});
    } else if (auto fk = flag_keys.find(kind); fk != flag_keys.end()) {
      j[fk->second] = true;
    } else if (auto nk = negatives.find(kind); nk != negatives.end()) {
      negative.push_back(nk->second);
    } else if (kind == "arrow") {
      const auto gt = std::find(w.begin(), w.end(), ">");
      const auto split = static_cast<std::size_t>(gt - w.begin());
      std::vector<int> circle = cells_from(std::vector<std::string>(w.begin(), gt), 0);
      std::vector<int> shaft = cells_from(w, split + 1);
      if (circle.empty() || shaft.empty()) cannot("an arrow without a circle or a shaft");
      int start = circle.front();
      for (int c : circle)
        if (king_neighbours(c, shaft.front(), n)) start = c;
      std::vector<int> line = {start};
      line.insert(line.end(), shaft.begin(), shaft.end());
      push("arrow", {{"lines", OrderedJson::array({names(line)})}, {"cells", names(circle)}});
    } else if (kind == "kropki") {
      push(w.at(0) == "white" ? "difference" : "ratio", {{"cells", names(cells_from(w, 1))}});
    } else if (kind == "xv") {
      push("xv", {{"cells", names(cells_from(w, 1))}, {"value", w.at(0) == "x" ? "X" : "V"}});
    } else if (kind == "little-killer") {
      const std::vector<int> cells = cells_from(w, 1);
      const int r = cells.at(0) / n, c = cells[0] % n;
      int dr = 0, dc = 0;
      if (cells.size() > 1) {
        dr = cells[1] / n - r;
        dc = cells[1] % n - c;
      } else {  // one cell: a corner, its diagonal leaving the grid both ways
        for (auto [a, b] :
             {std::pair(1, 1), std::pair(1, -1), std::pair(-1, 1), std::pair(-1, -1)}) {
          auto out = [n](int y, int x) { return y < 0 || y >= n || x < 0 || x >= n; };
          if (out(r - a, c - b) && out(r + a, c + b)) {
            dr = a;
            dc = b;
            break;
          }
        }
      }
      const std::string dir = std::string(dr > 0 ? "D" : "U") + (dc > 0 ? "R" : "L");
      const std::string clue = "R" + std::to_string(r - dr + 1) + "C" + std::to_string(c - dc + 1);
      push("littlekillersum",
           {{"cell", clue}, {"cells", names(cells)}, {"direction", dir}, {"value", w.at(0)}});
    } else if (kind == "sandwich") {
      const std::string& line = w.at(0);
      const std::string index = line.substr(1);
      push("sandwichsum",
           {{"cell", line[0] == 'c' ? "R0C" + index : "R" + index + "C0"}, {"value", w.at(1)}});
    } else if (kind == "quadruple") {
      const int corner = native_cell(w.at(0), n);
      OrderedJson values = OrderedJson::array();
      for (std::size_t k = 1; k < w.size(); ++k) values.push_back(std::stoi(w[k]));
      push("quadruple", {{"cells", names({corner, corner + 1, corner + n, corner + n + 1})},
                         {"values", values}});
    } else if (kind == "odd" || kind == "even" || kind == "min" || kind == "max") {
      const char* key = kind == "odd"    ? "odd"
                        : kind == "even" ? "even"
                        : kind == "min"  ? "minimum"
                                         : "maximum";
      const std::vector<int> cells = cells_from(w, 0);
      if (kind == "min" || kind == "max") {
        for (const ConstraintPtr& o : s->active_variants())
          if (o != v && o->kind() == kind)
            for (int c : cells)
              for (int m : cells_from(words_of(o->native_line(n)), 0))
                if (orthogonal_neighbours(c, m, n))
                  cannot("neighbouring " + kind + " cells " + name(c) + " and " + name(m) +
                         " (f-puzzles does not compare them with each other)");
      }
      for (int c : cells) push(key, {{"cell", name(c)}});
    } else if (kind == "extra-region") {
      push("extraregion", {{"cells", names(cells_from(w, 0))}});
    } else {
      cannot("gridsat's '" + kind + "' constraint");
    }
  }
  if (j.contains("nonconsecutive") && white_dots)
    cannot("non-consecutive together with white dots (it reads them as the negative rule)");
  for (const KillerCage& cage : s->cages)
    push("killercage", {{"cells", names(cage.cells)}, {"value", std::to_string(cage.sum)}});
  if (!negative.empty()) j["negative"] = negative;
  const std::string json = j.dump();
  return "https://www.f-puzzles.com/?load=" + lz::compress(lz::utf8_to_utf16(json)) + "\n";
}

}  // namespace gridsat

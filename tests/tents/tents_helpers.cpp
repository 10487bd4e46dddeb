#include "tents/tents_helpers.hpp"

#include <catch2/catch.hpp>
#include <sstream>

namespace gridsat::test {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::vector<TentsCase> tents_cases() {
  std::vector<TentsCase> cases;
  std::istringstream in(read_text(test_data().parent_path() / "tents/data/tents-ids.txt"));
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');
    REQUIRE(space != std::string::npos);
    TentsCase c;
    c.id = line.substr(0, space);
    c.line = number;
    std::vector<std::string> rows;
    std::istringstream tents(line.substr(space + 1));
    std::string row;
    while (std::getline(tents, row, '/')) rows.push_back(row);
    REQUIRE_FALSE(rows.empty());
    c.solution = Grid(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
    for (int r = 0; r < c.solution.rows; ++r) {
      const std::string& text = rows[at(r)];
      REQUIRE(static_cast<int>(text.size()) == c.solution.cols);
      for (int col = 0; col < c.solution.cols; ++col) {
        const char ch = text[at(col)];
        REQUIRE((ch == '#' || ch == '.'));
        c.solution.at(r, col) = ch == '#' ? 1 : 0;
      }
    }
    cases.push_back(std::move(c));
  }
  return cases;
}

std::unique_ptr<Tents> read_tents(const std::string& text, const std::string& from) {
  std::unique_ptr<Puzzle> p = parse(text, from);
  auto* t = dynamic_cast<Tents*>(p.get());
  REQUIRE(t != nullptr);
  p.release();
  return std::unique_ptr<Tents>(t);
}

std::string read_error(const std::string& text, const std::string& from) {
  ReadResult r = read_puzzle(text, from, "");
  if (!r.error) return "no error";
  return std::to_string(r.error->line) + ":" + std::to_string(r.error->col) + ": " +
         r.error->message;
}

std::string plain_shading(const Grid& grid) {
  std::string out;
  for (int r = 0; r < grid.rows; ++r) {
    for (int c = 0; c < grid.cols; ++c)
      out += std::string(c ? " " : "") + (grid.at(r, c) ? "#" : ".");
    out += "\n";
  }
  return out;
}

std::vector<Grid> all_solutions(const Tents& p) {
  std::vector<Grid> out;
  Grid g(p.height, p.width, 0);
  const int n = p.height * p.width;
  auto walk = [&](auto&& self, int cell) -> void {
    if (cell == n) {
      if (!check_solution(p, g)) out.push_back(g);
      return;
    }
    self(self, cell + 1);
    if (!p.may_hold_tent(cell)) return;
    const int r = cell / p.width, c = cell % p.width;
    for (int dc = -1; dc <= 1; ++dc)
      if (r > 0 && c + dc >= 0 && c + dc < p.width && g.at(r - 1, c + dc) == 1) return;
    if (c > 0 && g.at(r, c - 1) == 1) return;
    g.cells[at(cell)] = 1;
    self(self, cell + 1);
    g.cells[at(cell)] = 0;
  };
  walk(walk, 0);
  return out;
}

Tents random_trees(int rows, int cols, double density, std::mt19937& rng) {
  Tents t(rows, cols);
  std::uniform_real_distribution<double> coin(0, 1);
  for (char& tree : t.trees) tree = coin(rng) < density ? 1 : 0;
  return t;
}

}  // namespace gridsat::test

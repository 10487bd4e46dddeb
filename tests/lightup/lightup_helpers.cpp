#include "lightup/lightup_helpers.hpp"

#include <catch2/catch.hpp>
#include <sstream>

namespace gridsat::test {

Lightup lightup(int height, int width) {
  return *make_lightup(height, width);
}

void set_cell(Lightup& p, int row, int col, int value) {
  p.set_number(row * p.cols() + col, value);
}

bool is_wall(const Lightup& p, int cell) {
  return p.number(cell) != kLightupWhite;
}

std::unique_ptr<Lightup> read_lightup(const std::string& text, const std::string& from) {
  ReadResult r = read_puzzle(text, from, "lightup");
  if (r.error)
    FAIL("parse error " << r.error->line << ":" << r.error->col << ": " << r.error->message);
  auto* p = dynamic_cast<Lightup*>(r.puzzle.get());
  REQUIRE(p != nullptr);
  r.puzzle.release();
  return std::unique_ptr<Lightup>(p);
}

ParseError read_error(const std::string& text, const std::string& from, const std::string& type) {
  ReadResult r = read_puzzle(text, from, type);
  if (!r.error) return {0, 0, "no error"};
  return *r.error;
}

std::vector<LightupCase> lightup_cases() {
  std::istringstream in(read_text(test_data().parent_path() / "lightup/data/lightup-ids.txt"));
  std::vector<LightupCase> out;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    const std::size_t space = line.find(' ');
    REQUIRE(space != std::string::npos);
    std::vector<std::string> rows;
    std::istringstream sol(line.substr(space + 1));
    for (std::string row; std::getline(sol, row, '/');) rows.push_back(row);
    out.push_back({line.substr(0, space), bulbs(rows), number});
  }
  return out;
}

Grid bulbs(const std::vector<std::string>& rows) {
  Grid g(static_cast<int>(rows.size()), rows.empty() ? 0 : static_cast<int>(rows[0].size()));
  for (int r = 0; r < g.rows; ++r) {
    REQUIRE(static_cast<int>(rows[static_cast<std::size_t>(r)].size()) == g.cols);
    for (int c = 0; c < g.cols; ++c)
      g.at(r, c) = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == '#';
  }
  return g;
}

std::string plain_bulbs(const Grid& g) {
  std::string out;
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) out += std::string(c ? " " : "") + (g.at(r, c) ? "#" : ".");
    out += "\n";
  }
  return out;
}

std::vector<Grid> brute_force_solutions(const Lightup& puzzle) {
  const int cells = puzzle.rows() * puzzle.cols();
  REQUIRE(cells <= 20);
  std::vector<Grid> out;
  for (long code = 0; code < (1L << cells); ++code) {
    Grid g(puzzle.rows(), puzzle.cols());
    for (int i = 0; i < cells; ++i) g.cells[static_cast<std::size_t>(i)] = (code >> i) & 1;
    if (!check_solution(puzzle, g)) out.push_back(g);
  }
  return out;
}

std::string native_text(const Puzzle& puzzle) {
  std::string error;
  const auto text = write_puzzle(puzzle, "native", error);
  REQUIRE(text.has_value());
  return *text;
}

}  // namespace gridsat::test

#include "nonogram/nonogram_helpers.hpp"

#include <catch2/catch.hpp>
#include <sstream>

namespace gridsat::test {

std::vector<std::pair<int, std::string>> pattern_ids() {
  std::vector<std::pair<int, std::string>> out;
  std::istringstream in(read_text(test_data().parent_path() / "nonogram/data/pattern-ids.txt"));
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.starts_with("pattern:")) out.emplace_back(number, line);
  }
  return out;
}

std::unique_ptr<Nonogram> read_nonogram(const std::string& text, const std::string& from) {
  std::unique_ptr<Puzzle> p = parse(text, from);
  auto* n = dynamic_cast<Nonogram*>(p.get());
  REQUIRE(n != nullptr);
  p.release();
  return std::unique_ptr<Nonogram>(n);
}

std::string nonogram_read_error(const std::string& text, const std::string& from) {
  ReadResult r = read_puzzle(text, from, "");
  if (!r.error) return "no error";
  return std::to_string(r.error->line) + ":" + std::to_string(r.error->col) + ": " +
         r.error->message;
}

std::string shading_text(const Grid& grid) {
  std::string out;
  for (int r = 0; r < grid.rows; ++r) {
    for (int c = 0; c < grid.cols; ++c)
      out += std::string(c ? " " : "") + (grid.at(r, c) ? "#" : ".");
    out += "\n";
  }
  return out;
}

Grid shading(const std::string& rows) {
  std::vector<std::string> lines;
  std::istringstream in(rows);
  std::string row;
  while (std::getline(in, row, '/')) lines.push_back(row);
  Grid g(static_cast<int>(lines.size()), static_cast<int>(lines.at(0).size()));
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      g.at(r, c) = lines[static_cast<std::size_t>(r)].at(static_cast<std::size_t>(c)) == '#';
  return g;
}

Nonogram clued_by(const Grid& g) {
  Nonogram p(g.rows, g.cols);
  for (int r = 0; r < g.rows; ++r) {
    std::vector<int> line;
    for (int c = 0; c < g.cols; ++c) line.push_back(g.at(r, c));
    p.row_runs[static_cast<std::size_t>(r)] = runs_of(line);
  }
  for (int c = 0; c < g.cols; ++c) {
    std::vector<int> line;
    for (int r = 0; r < g.rows; ++r) line.push_back(g.at(r, c));
    p.col_runs[static_cast<std::size_t>(c)] = runs_of(line);
  }
  return p;
}

}  // namespace gridsat::test

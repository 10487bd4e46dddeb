#include "hitori/hitori_helpers.hpp"

#include <catch2/catch.hpp>
#include <sstream>

namespace gridsat::test {

std::vector<SinglesCase> singles_cases() {
  std::vector<SinglesCase> cases;
  std::istringstream in(read_text(test_data().parent_path() / "hitori/data/singles-ids.txt"));
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');
    REQUIRE(space != std::string::npos);
    SinglesCase c;
    c.id = line.substr(0, space);
    c.line = number;
    std::vector<std::string> rows;
    std::istringstream shading(line.substr(space + 1));
    std::string row;
    while (std::getline(shading, row, '/')) rows.push_back(row);
    REQUIRE_FALSE(rows.empty());
    c.solution = Grid(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
    for (int r = 0; r < c.solution.rows; ++r) {
      const std::string& text = rows[static_cast<std::size_t>(r)];
      REQUIRE(static_cast<int>(text.size()) == c.solution.cols);
      for (int col = 0; col < c.solution.cols; ++col) {
        const char ch = text[static_cast<std::size_t>(col)];
        REQUIRE((ch == '#' || ch == '.'));
        c.solution.at(r, col) = ch == '#' ? 1 : 0;
      }
    }
    cases.push_back(std::move(c));
  }
  return cases;
}

std::unique_ptr<Hitori> read_hitori(const std::string& text, const std::string& from) {
  std::unique_ptr<Puzzle> p = parse(text, from);
  auto* h = dynamic_cast<Hitori*>(p.get());
  REQUIRE(h != nullptr);
  p.release();
  return std::unique_ptr<Hitori>(h);
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

Hitori random_hitori(int rows, int cols, int top, double blank, std::mt19937& rng) {
  Hitori h = *make_hitori(rows, cols);
  std::uniform_real_distribution<double> coin(0, 1);
  std::uniform_int_distribution<int> number(1, top);
  for (int cell = 0; cell < rows * cols; ++cell) {
    const int v = coin(rng) < blank ? kUnknown : number(rng);
    h.set_number(cell, v);
  }
  return h;
}

void fill_numbers(Hitori& h, int value) {
  for (int cell = 0; cell < h.rows() * h.cols(); ++cell) h.set_number(cell, value);
}

void set_numbers(Hitori& h, const std::vector<int>& numbers) {
  for (std::size_t cell = 0; cell < numbers.size(); ++cell)
    h.set_number(static_cast<int>(cell), numbers[cell]);
}

void set_given_at(Hitori& h, int cell, int value) {
  h.set_given(cell / h.cols(), cell % h.cols(), value);
}

}  // namespace gridsat::test

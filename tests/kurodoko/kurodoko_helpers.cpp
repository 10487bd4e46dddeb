#include "kurodoko/kurodoko_helpers.hpp"

#include <catch2/catch.hpp>

namespace gridsat::test {

Kurodoko kurodoko(int rows, int cols) {
  return Kurodoko(kKurodoko, rows, cols);
}

int number_at(const Kurodoko& k, int row, int col) {
  return k.number(row * k.cols() + col);
}

void set(Kurodoko& k, int row, int col, int value) {
  k.set_number(row * k.cols() + col, value);
}

bool same(const Kurodoko& a, const Kurodoko& b) {
  return a.rows() == b.rows() && a.cols() == b.cols() && a.numbers() == b.numbers() &&
         a.givens() == b.givens();
}

std::unique_ptr<Kurodoko> read_kurodoko(const std::string& text, const std::string& from) {
  ReadResult r = read_puzzle(text, from, "kurodoko");
  if (r.error)
    FAIL("parse error " << r.error->line << ":" << r.error->col << ": " << r.error->message);
  auto* k = dynamic_cast<Kurodoko*>(r.puzzle.get());
  REQUIRE(k != nullptr);
  r.puzzle.release();
  return std::unique_ptr<Kurodoko>(k);
}

ParseError read_error(const std::string& text, const std::string& from, const std::string& type) {
  ReadResult r = read_puzzle(text, from, type);
  if (!r.error) return {0, 0, "no error"};
  return *r.error;
}

std::vector<TathamCase> range_cases() {
  return read_tatham_set(test_data().parent_path() / "kurodoko/data/range-ids.txt");
}

Grid shading(const std::vector<std::string>& rows) {
  Grid g(static_cast<int>(rows.size()), rows.empty() ? 0 : static_cast<int>(rows[0].size()));
  for (int r = 0; r < g.rows; ++r) {
    REQUIRE(static_cast<int>(rows[static_cast<std::size_t>(r)].size()) == g.cols);
    for (int c = 0; c < g.cols; ++c)
      g.at(r, c) = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == '#';
  }
  return g;
}

std::string plain_shading(const Grid& g) {
  std::string out;
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) out += std::string(c ? " " : "") + (g.at(r, c) ? "#" : ".");
    out += "\n";
  }
  return out;
}

std::vector<Grid> brute_force_solutions(const Kurodoko& puzzle) {
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

}  // namespace gridsat::test

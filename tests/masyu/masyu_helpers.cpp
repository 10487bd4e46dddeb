#include "masyu/masyu_helpers.hpp"

#include <catch2/catch.hpp>

#include "formats/formats.hpp"
#include "puzzles/answer_kind.hpp"

namespace gridsat::test {

std::unique_ptr<Masyu> read_masyu(const std::string& text, const std::string& from) {
  ReadResult r = read_puzzle(text, from, "");
  if (r.error)
    FAIL("parse error " << r.error->line << ":" << r.error->col << ": " << r.error->message);
  auto* m = dynamic_cast<Masyu*>(r.puzzle.get());
  REQUIRE(m != nullptr);
  r.puzzle.release();
  return std::unique_ptr<Masyu>(m);
}

ReadError read_error(const std::string& text, const std::string& from) {
  ReadResult r = read_puzzle(text, from, "");
  if (!r.error) return {0, 0, "no error"};
  return {r.error->line, r.error->col, r.error->message};
}

std::vector<TathamCase> pearl_cases() {
  return read_tatham_set(test_data().parent_path() / "masyu/data/pearl-ids.txt");
}

std::string native_text(const Puzzle& puzzle) {
  std::string error;
  const auto text = write_puzzle(puzzle, "native", error);
  REQUIRE(text.has_value());
  return *text;
}

Masyu masyu_from_rows(const std::vector<std::string>& rows) {
  Masyu m(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()));
  for (int r = 0; r < m.height; ++r)
    for (int c = 0; c < m.width; ++c) {
      const char ch = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      m.pearls.at(r, c) = ch == 'W' ? Masyu::kWhite : ch == 'B' ? Masyu::kBlack : kUnknown;
    }
  return m;
}

std::vector<Grid> all_edge_sets(int rows, int cols) {
  const LoopShape shape = centre_loop(rows, cols);
  std::vector<std::pair<int, int>> edges;
  for (int r = 0; r < shape.grid_rows(); ++r)
    for (int c = 0; c < shape.grid_cols(); ++c)
      if (edge_at(shape, r, c)) edges.emplace_back(r, c);
  REQUIRE(edges.size() < 24);
  std::vector<Grid> out;
  for (long code = 0; code < (1L << edges.size()); ++code) {
    Grid g = loop_grid(shape);
    for (std::size_t k = 0; k < edges.size(); ++k)
      g.at(edges[k].first, edges[k].second) = static_cast<int>(code >> k & 1);
    out.push_back(std::move(g));
  }
  return out;
}

Grid loop_from_drawing(const Masyu& puzzle, const std::string& drawing) {
  ParseError error;
  const auto g = read_plain(puzzle, drawing, error);
  if (!g) FAIL("drawing error " << error.line << ":" << error.col << ": " << error.message);
  return *g;
}

long long count_solutions(const Puzzle& puzzle, Backend backend, Connectivity connectivity) {
  RunOptions options;
  options.backend = backend;
  options.encode.connectivity = connectivity;
  options.count_limit = 100000;
  const RunResult r = run(puzzle, Mode::Count, options);
  CHECK_FALSE(r.internal_error.has_value());
  CHECK(r.count_complete);
  return r.count;
}

}  // namespace gridsat::test

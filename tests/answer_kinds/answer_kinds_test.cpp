// The answer kinds of puzzles/answer_kind.hpp, on the toy puzzles of toys.hpp (no loop genre exists
// yet): the loop layout in the answer grid, decoding and blocking (counting every loop with the
// solver), the DIMACS `c edge` lines, the plain drawing and reading it back (and the JSON object),
// differences; shading written `#` and `.` and read either way, binairo keeping 0 and 1.
#include <catch2/catch.hpp>
#include <sstream>

#include "answer_kinds/toys.hpp"
#include "cnf/dimacs.hpp"
#include "formats/formats.hpp"
#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// A loop answer grid from its h and v rows.
Grid loop_of(const LoopShape& shape, const LoopEdges& edges) {
  Grid g = loop_grid(shape);
  for (std::size_t i = 0; i < edges.h.size(); ++i)
    for (std::size_t j = 0; j < edges.h[i].size(); ++j) {
      auto [r, c] = cell_of(shape, {EdgeKind::H, static_cast<int>(i), static_cast<int>(j)});
      g.at(r, c) = edges.h[i][j];
    }
  for (std::size_t i = 0; i < edges.v.size(); ++i)
    for (std::size_t j = 0; j < edges.v[i].size(); ++j) {
      auto [r, c] = cell_of(shape, {EdgeKind::V, static_cast<int>(i), static_cast<int>(j)});
      g.at(r, c) = edges.v[i][j];
    }
  return g;
}

// On 3 x 3 points: A goes round the top two cells, B round all but the top right one.
const LoopEdges kA{{{1, 1}, {1, 1}, {0, 0}}, {{1, 0, 1}, {0, 0, 0}}};
const LoopEdges kB{{{1, 0}, {0, 1}, {1, 1}}, {{1, 1, 0}, {1, 0, 1}}};

// Every answer the CNF allows, decoded and blocked one by one (the engine's way of counting),
// each held to the rules.
std::vector<Grid> all_answers(const Puzzle& puzzle) {
  Cnf cnf;
  puzzle.encode(cnf, {});
  auto solver = make_cadical_solver({});
  solver->add_cnf(cnf);
  std::vector<Grid> out;
  while (solver->solve() == SatResult::Sat) {
    Grid g = decode_grid(cnf.answer(), puzzle.rows(), puzzle.cols(),
                         [&](int var) { return solver->value(var); });
    INFO(write_plain(puzzle, g));
    REQUIRE_FALSE(check_answer_cells(puzzle, g));
    REQUIRE_FALSE(puzzle.check(g));
    out.push_back(g);
    REQUIRE(out.size() < 100);
    solver->add_clause(blocking_clause(cnf.answer(), g));
  }
  return out;
}

Grid read_ok(const Puzzle& puzzle, const std::string& text) {
  ParseError error;
  auto g = read_plain(puzzle, text, error);
  INFO(text << "\n-> " << error.line << ":" << error.col << ": " << error.message);
  REQUIRE(g.has_value());
  return *g;
}

ParseError read_error(const Puzzle& puzzle, const std::string& text) {
  ParseError error;
  auto g = read_plain(puzzle, text, error);
  INFO(text);
  CHECK_FALSE(g.has_value());
  return error;
}

}  // namespace

TEST_CASE("loop layout: h rows then v rows, padding 0, edges and cells both ways",
          "[answer_kinds][loop]") {
  // GENRES.md: slitherlink h (H+1) x W, v H x (W+1); masyu h H x (W-1), v (H-1) x W.
  CHECK(border_loop(4, 6) == LoopShape{5, 6, 4, 7});
  CHECK(centre_loop(4, 6) == LoopShape{4, 5, 3, 6});
  CHECK(ToyLoop().loop_shape() == border_loop(2, 2));  // Puzzle::loop_shape's default
  CHECK(loop_points(ToyLoop()) == LoopPoints::Vertices);
  CHECK(loop_points(ToyLoop(true)) == LoopPoints::Centres);
  for (const LoopShape& s : {border_loop(4, 6), centre_loop(4, 6), border_loop(1, 1)}) {
    CHECK(is_lattice(s));
    int edges = 0;
    for (int r = 0; r < s.grid_rows(); ++r)
      for (int c = 0; c < s.grid_cols(); ++c)
        if (auto e = edge_at(s, r, c)) {
          ++edges;
          CHECK(cell_of(s, *e) == std::pair(r, c));
          CHECK(has_edge(s, *e));
        } else {
          CHECK((r < s.h_rows && c == s.h_cols));  // the padding ends the h rows
        }
    CHECK(edges == s.h_rows * s.h_cols + s.v_rows * s.v_cols);
  }
  const LoopShape s = border_loop(2, 2);
  CHECK(s.grid_rows() == 5);
  CHECK(s.grid_cols() == 3);
  CHECK(cell_of(s, {EdgeKind::H, 2, 1}) == std::pair(2, 1));
  CHECK(cell_of(s, {EdgeKind::V, 1, 2}) == std::pair(4, 2));
  CHECK(edge_at(s, 3, 0) == Edge{EdgeKind::V, 0, 0});
  CHECK_FALSE(edge_at(s, 0, 2));
  CHECK_FALSE(edge_at(s, 5, 0));
  CHECK(answer_size(ToyLoop()) == std::pair(5, 3));
  CHECK(answer_size(ToyShade(3)) == std::pair(3, 3));
  Grid b = loop_of(s, kB);
  CHECK(loop_edges(s, b).h == kB.h);
  CHECK(loop_edges(s, b).v == kB.v);
  CHECK(b.at(0, 2) == 0);
}

TEST_CASE("loop answers decode, block and count like any other", "[answer_kinds][loop]") {
  // Every single loop on 3 x 3 points: 4 squares, 4 dominoes, 4 L shapes, the whole.
  CHECK(all_answers(ToyLoop()).size() == 13);
  CHECK(all_answers(ToyLoop(true)).size() == 13);
  ToyLoop three;
  three.set_clue(0, 0, 3);  // the top left cell has three borders on the loop
  std::vector<Grid> answers = all_answers(three);
  CHECK(answers.size() == 4);
  CHECK(std::count(answers.begin(), answers.end(), loop_of(three.loop_shape(), kA)) == 1);
  CHECK(std::count(answers.begin(), answers.end(), loop_of(three.loop_shape(), kB)) == 1);
  ToyLoop pearl(true);
  pearl.set_clue(0, 0, 1);  // the loop passes the top left cell
  CHECK(all_answers(pearl).size() == 7);
  // The decoded grid has the loop layout whatever size the caller names, its padding 0.
  Cnf cnf;
  ToyLoop().encode(cnf, {});
  REQUIRE(cnf.answer().loop());
  Grid all = decode_grid(cnf.answer(), 2, 2, [](int) { return true; });
  CHECK(all == loop_grid(ToyLoop().loop_shape(), 1));
  CHECK(all.at(1, 2) == 0);
  CHECK(blocking_clause(cnf.answer(), all).size() == 12);
}

TEST_CASE("DIMACS names loop variables `c edge h|v i j var`, 0-based", "[answer_kinds][loop]") {
  Cnf cnf;
  ToyLoop().encode(cnf, {});
  std::ostringstream out;
  write_dimacs(out, cnf, {});
  std::vector<std::string> names;
  std::istringstream lines(out.str());
  for (std::string line; std::getline(lines, line);) {
    CHECK_FALSE(line.starts_with("c cell"));
    if (line.starts_with("c edge")) names.push_back(line);
  }
  // The toy makes its variables in the answer grid's order: h rows, then v rows.
  CHECK(names == std::vector<std::string>{"c edge h 0 0 1", "c edge h 0 1 2", "c edge h 1 0 3",
                                          "c edge h 1 1 4", "c edge h 2 0 5", "c edge h 2 1 6",
                                          "c edge v 0 0 7", "c edge v 0 1 8", "c edge v 0 2 9",
                                          "c edge v 1 0 10", "c edge v 1 1 11", "c edge v 1 2 12"});
  // A model read back by those names is the answer the decoder makes.
  Grid b = loop_of(ToyLoop().loop_shape(), kB);
  std::vector<bool> model(13, false);
  for (Lit lit : solution_literals(cnf.answer(), b))
    if (lit > 0) model[static_cast<std::size_t>(lit)] = true;
  CHECK(decode_grid(cnf.answer(), 2, 2,
                    [&](int var) { return model[static_cast<std::size_t>(var)]; }) == b);
}

TEST_CASE("plain loop: a drawing of the lattice, with the clues, read back",
          "[answer_kinds][loop]") {
  ToyLoop toy;
  toy.set_clue(0, 0, 3);
  const Grid a = loop_of(toy.loop_shape(), kA), b = loop_of(toy.loop_shape(), kB);
  const std::string drawing_a =
      "+---+---+\n"
      "| 3     |\n"
      "+---+---+\n"
      "\n"  // no edge and no clue between the last two rows of points
      "+   +   +\n";
  const std::string drawing_b =
      "+---+   +\n"
      "| 3 |\n"
      "+   +---+\n"
      "|       |\n"
      "+---+---+\n";
  CHECK(write_plain(toy, a) == drawing_a);
  CHECK(write_plain(toy, b) == drawing_b);
  CHECK(read_ok(toy, drawing_a) == a);
  CHECK(read_ok(toy, drawing_b) == b);
  // Through the cell centres: a one-character clue stands at its point, the cells are the points.
  ToyLoop pearl(true);
  pearl.set_clue(0, 0, 1);
  CHECK(write_plain(pearl, b) ==
        "o---+   +\n"
        "|   |\n"
        "+   +---+\n"
        "|       |\n"
        "+---+---+\n");
  CHECK(read_ok(pearl, write_plain(pearl, b)) == b);
  // Any even spacing, indented, blank lines and CRLF around, box-drawing lines.
  CHECK(read_ok(toy, "+-+ +\n|3|\n+ +-+\n|   |\n+-+-+\n") == b);
  CHECK(read_ok(toy, "\n  +---+   +\r\n  | 3 |\r\n  +   +---+\n  |       |\n  +---+---+\n\n") == b);
  CHECK(read_ok(toy, "┌───┐   ·\n│ 3 │\n│   └───┐\n│       │\n└───────┘\n") == b);
  // What is wrong, and where.
  ParseError e = read_error(toy, "+---+---+\n|       |\n+---+---+\n");
  CHECK(e.message ==
        "the loop drawing has 3 lines, expected 5 (3 rows of points and the lines "
        "between them)");
  e = read_error(toy, "+---+---+\n| 3     |\n+-x-+---+\n\n+   +   +\n");
  CHECK((e.line == 3 && e.col == 2));
  CHECK(e.message == "edge h[1][0] is neither '-' nor blank");
  e = read_error(toy, "+---+---+\n| 3     |\n+---+---+\n    x\n+   +   +\n");
  CHECK(e.message == "edge v[1][1] is neither '|' nor blank");
  CHECK((e.line == 4 && e.col == 5));
  e = read_error(toy, "+---+---+\n| 3     |\n+---+---+\n\n+   +   +   +\n");
  CHECK(e.message == "text right of the loop drawing");
  e = read_error(toy, "+---+--+\n|       |\n+---+---+\n\n+   +   +\n");
  CHECK(e.message == "the first line of the loop drawing should hold 3 points, evenly spaced");
}

TEST_CASE("a loop is also read from its JSON object", "[answer_kinds][loop]") {
  ToyLoop toy;
  const Grid b = loop_of(toy.loop_shape(), kB);
  CHECK(read_ok(toy, R"({"h": [[1,0],[0,1],[1,1]], "v": [[1,1,0],[1,0,1]]})") == b);
  CHECK(read_ok(toy, "\n{ \"v\" : [ [1, 1, 0],\n [1, 0, 1] ],\n  \"h\":[[1,0],[0,1],[1,1]] }\n") ==
        b);
  ParseError e = read_error(toy, R"({"h": [[1,0],[0,1],[1,1]]})");
  CHECK(e.message == "the loop's JSON needs both \"h\" and \"v\"");
  e = read_error(toy, R"({"h": [[1,0],[0,1],[1,1]], "v": [[1,1,0],[1,0,1,1]]})");
  CHECK(e.message == "row 1 of \"v\" has more than 3 edges");
  e = read_error(toy, R"({"h": [[1,0],[0,1]], "v": [[1,1,0],[1,0,1]]})");
  CHECK(e.message == "\"h\" has 2 rows, expected 3");
  e = read_error(toy, "{\"h\": [[1,0],[0,2],[1,1]],\n \"v\": [[1,1,0],[1,0,1]]}");
  CHECK(e.message == "an edge is 0 or 1");
  CHECK((e.line == 1 && e.col == 17));
  e = read_error(toy, R"({"h": [[1,0],[0,1],[1,1]], "v": [[1,1,0],[1,0,1]], "x": 1})");
  CHECK(e.message == "expected the key \"h\" or \"v\"");
  e = read_error(toy, R"({"h": [[1,0],[0,1],[1,1]], "v": [[1,1,0],[1,0,1]]} 1)");
  CHECK(e.message == "text after the loop's JSON object");
}

TEST_CASE("loop: differences are edges, and the cells' check is by kind", "[answer_kinds][loop]") {
  ToyLoop toy;
  const LoopShape s = toy.loop_shape();
  const Grid a = loop_of(s, kA), b = loop_of(s, kB);
  std::vector<std::string> names;
  for (const AnswerPlace& p : answer_differences(toy, a, b)) names.push_back(place_name(p));
  CHECK(names == std::vector<std::string>{"h[0][1]", "h[1][0]", "h[2][0]", "h[2][1]", "v[0][1]",
                                          "v[0][2]", "v[1][0]", "v[1][2]"});
  CHECK(answer_differences(toy, a, a).empty());
  CHECK_FALSE(check_answer_cells(toy, a));
  Grid bad = a;
  bad.at(4, 1) = 2;
  auto v = check_answer_cells(toy, bad);
  REQUIRE(v);
  CHECK(describe(*v) == "v[1][1]: edge is neither 0 nor 1");
  bad = a;
  bad.at(0, 2) = 1;
  REQUIRE(check_answer_cells(toy, bad));
  CHECK(check_answer_cells(toy, bad)->message == "the answer grid's padding is not 0");
  v = check_answer_cells(toy, Grid(2, 2, 0));
  REQUIRE(v);
  CHECK(v->message == "the solution is 2x2, the puzzle's loop answer 5x3");
}

TEST_CASE("shading: `#` and `.` written, both spellings read, differences are cells",
          "[answer_kinds][shading]") {
  ToyShade toy(2);
  Grid g(2, 2, 0);
  g.at(0, 0) = g.at(1, 1) = 1;
  CHECK_FALSE(shading_symbols(toy));
  CHECK(write_plain(toy, g) == "# .\n. #\n");
  const std::vector<std::string> spellings = {"# .\n. #\n", "#.\n.#\n", "1 0\n0 1\n", "1 .\n0 #",
                                              "| # . |\n| . # |\n"};
  for (const std::string& text : spellings) CHECK(read_ok(toy, text) == g);
  ParseError e = read_error(toy, "# .\n. 2\n");
  CHECK(e.message == "'2' is not a value of this puzzle");
  CHECK((e.line == 2 && e.col == 3));
  CHECK(all_answers(toy).size() == 2);
  Grid h = g;
  h.at(0, 0) = 0;
  std::vector<AnswerPlace> d = answer_differences(toy, g, h);
  REQUIRE(d.size() == 1);
  CHECK(place_name(d.front()) == "r1c1");
}

TEST_CASE("binairo is shading with symbols: 0 and 1 as always, `#` and `.` read too",
          "[answer_kinds][shading][binairo]") {
  auto puzzle = parse("binairo 2x2\ngrid:\n1 .\n. .\n");
  CHECK(puzzle->answer_kind() == AnswerKind::Shading);
  CHECK(shading_symbols(*puzzle));
  Grid g(2, 2, 0);
  g.at(0, 0) = g.at(1, 1) = 1;
  CHECK(write_plain(*puzzle, g) == "1 0\n0 1\n");
  CHECK(read_ok(*puzzle, "1 0\n0 1\n") == g);
  CHECK(read_ok(*puzzle, "#.\n.#\n") == g);
}

// The renderers by answer kind, and the signs between cells, on the toy puzzles of toys.hpp: JSON
// of a loop ({"h", "v"}, differ as edges), plain and pretty loops, shading filled in pretty and
// SVG, signs (Picture::marks) in pretty and SVG, every SVG rendered to PNG by rsvg-convert.
//
// The renderers are part of the gridsat program (cli/), which no test links, and the toys are no
// genre the program knows: this test compiles the renderers in.
#include "../../cli/output.cpp"
#include "../../cli/picture.cpp"
#include "../../cli/seed_output.cpp"
#include "../../cli/svg.cpp"
// (the renderers first: they open no namespace of the tests')

#include <catch2/catch.hpp>
#include <cstdlib>

#include "answer_kinds/toys.hpp"
#include "support/scratch_dir.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

Grid b_loop(const Puzzle& toy) {  // round all but the top right cell of 2 x 2
  Grid g = loop_grid(toy.loop_shape());
  const LoopShape s = toy.loop_shape();
  for (Edge e : {Edge{EdgeKind::H, 0, 0}, Edge{EdgeKind::H, 1, 1}, Edge{EdgeKind::H, 2, 0},
                 Edge{EdgeKind::H, 2, 1}, Edge{EdgeKind::V, 0, 0}, Edge{EdgeKind::V, 0, 1},
                 Edge{EdgeKind::V, 1, 0}, Edge{EdgeKind::V, 1, 2}}) {
    auto [r, c] = cell_of(s, e);
    g.at(r, c) = 1;
  }
  return g;
}

Grid a_loop(const Puzzle& toy) {  // round the top two cells
  Grid g = loop_grid(toy.loop_shape());
  const LoopShape s = toy.loop_shape();
  for (Edge e : {Edge{EdgeKind::H, 0, 0}, Edge{EdgeKind::H, 0, 1}, Edge{EdgeKind::H, 1, 0},
                 Edge{EdgeKind::H, 1, 1}, Edge{EdgeKind::V, 0, 0}, Edge{EdgeKind::V, 0, 2}}) {
    auto [r, c] = cell_of(s, e);
    g.at(r, c) = 1;
  }
  return g;
}

RunResult two_answers(const Grid& a, const Grid& b) {
  RunResult r;
  r.verdict = Verdict::Multiple;
  r.solutions = {a, b};
  r.count = 2;
  return r;
}

std::size_t count_of(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size()))
    ++n;
  return n;
}

// Width and height of the PNG rsvg-convert makes of `svg` (from its IHDR chunk).
std::pair<int, int> rendered_size(const std::string& svg) {
  ScratchDir dir;
  fs::path in = dir.write("p.svg", svg), out = dir.path() / "p.png";
  std::string command = "rsvg-convert -o '" + out.string() + "' '" + in.string() + "' 2>&1";
  INFO("rsvg-convert (Debian: librsvg2-bin, scripts/setup)");
  REQUIRE(std::system(command.c_str()) == 0);
  const std::string png = read_text(out);
  REQUIRE(png.size() > 100);
  return png_size(png);
}

int panel_side(int cells) {  // docs/output.md: 48-pixel cells, 16 pixels of margin
  return 2 * cli::kSvgMargin + cells * cli::kSvgCell;
}

}  // namespace

TEST_CASE("json of a loop: {\"h\", \"v\"} per solution, differ as [\"h\"|\"v\", i, j]",
          "[answer_kinds][loop][json]") {
  ToyLoop toy;
  CHECK(cli::grid_json(toy, b_loop(toy)).dump() ==
        R"({"h":[[1,0],[0,1],[1,1]],"v":[[1,1,0],[1,0,1]]})");
  nlohmann::json j = cli::result_json(toy, Mode::Unique, two_answers(a_loop(toy), b_loop(toy)));
  CHECK(j["status"] == "multiple");
  CHECK(j["rows"] == 2);
  CHECK(j["solutions"][1] == cli::grid_json(toy, b_loop(toy)));
  CHECK(j["differ"].dump() ==
        R"([["h",0,1],["h",1,0],["h",2,0],["h",2,1],["v",0,1],["v",0,2],["v",1,0],["v",1,2]])");
  // What JSON writes, a solution file reads.
  ParseError error;
  CHECK(read_plain(toy, j["solutions"][0].dump(), error) == a_loop(toy));
}

TEST_CASE("plain and pretty loops, differ lists edges", "[answer_kinds][loop][pretty]") {
  ToyLoop toy;
  toy.set_clue(0, 0, 3);
  std::ostringstream plain;
  cli::print_result(plain, "plain", toy, Mode::Unique, two_answers(a_loop(toy), b_loop(toy)),
                    false);
  CHECK(plain.str() ==
        "more than one solution\n"
        "solution 1:\n"
        "+---+---+\n"
        "| 3     |\n"
        "+---+---+\n"
        "\n"
        "+   +   +\n"
        "solution 2:\n"
        "+---+   +\n"
        "| 3 |\n"
        "+   +---+\n"
        "|       |\n"
        "+---+---+\n"
        "differ: h[0][1] h[1][0] h[2][0] h[2][1] v[0][1] v[0][2] v[1][0] v[1][2]\n");
  const std::string pretty = cli::pretty_grid(toy, b_loop(toy), nullptr, false);
  CHECK(pretty ==
        "┌───┐   ·\n"
        "│ 3 │\n"
        "│   └───┐\n"
        "│       │\n"
        "└───────┘\n");
  ParseError error;
  CHECK(read_plain(toy, pretty, error) == b_loop(toy));  // the pretty drawing reads back too
  // The puzzle alone (no solution): its points and clues.
  CHECK(cli::pretty_grid(toy, toy.givens(), nullptr, false) ==
        "·   ·   ·\n"
        "  3\n"
        "·   ·   ·\n"
        "\n"
        "·   ·   ·\n");
  // Through the cell centres: the pearl at its point, on the loop.
  ToyLoop pearl(true);
  pearl.set_clue(0, 0, 1);
  CHECK(cli::pretty_grid(pearl, b_loop(pearl), nullptr, false) ==
        "○───┐   ·\n"
        "│   │\n"
        "│   └───┐\n"
        "│       │\n"
        "└───────┘\n");
  // In colour, the edges where two solutions differ are red.
  const Grid other = a_loop(toy);
  std::string colored = cli::pretty_grid(toy, b_loop(toy), &other, true);
  CHECK(count_of(colored, "\033[1;31m") == 8);
}

TEST_CASE("svg of a loop: its segments, differing edges red, it renders",
          "[answer_kinds][loop][svg]") {
  ToyLoop toy;
  toy.set_clue(0, 0, 3);
  std::string one = cli::render_svg(toy, {b_loop(toy)}, "toyloop: solved");
  CHECK(count_of(one, "stroke-linecap=\"round\"") == 8);  // one segment per edge on the loop
  CHECK(one.find(">3</text>") != std::string::npos);      // the clue
  CHECK(rendered_size(one) == std::pair(panel_side(2), panel_side(2)));
  std::string two = cli::render_svg(toy, {a_loop(toy), b_loop(toy)});
  // Of the 8 edges that differ, A has 3 on its loop, B 5: each panel draws its own red and the
  // other's dashed.
  CHECK(count_of(two, "stroke=\"#d03020\" stroke-width=\"5\"") == 3 + 5);
  CHECK(count_of(two, "stroke=\"#d03020\" stroke-width=\"1.5\"") == 5 + 3);
  CHECK(rendered_size(two) == std::pair(2 * panel_side(2), panel_side(2)));
  ToyLoop pearl(true);
  CHECK(rendered_size(cli::render_svg(pearl, {b_loop(pearl)})) ==
        std::pair(panel_side(3), panel_side(3)));
  CHECK(rendered_size(cli::render_svg(pearl, {})) == std::pair(panel_side(3), panel_side(3)));
}

TEST_CASE("shading drawn as filled cells in pretty and svg", "[answer_kinds][shading]") {
  ToyShade toy(2);
  Grid g(2, 2, 0);
  g.at(0, 0) = g.at(1, 1) = 1;
  CHECK(cli::pretty_grid(toy, g, nullptr, false) ==
        "┏━━━┯━━━┓\n"
        "┃███│   ┃\n"
        "┠───┼───┨\n"
        "┃   │███┃\n"
        "┗━━━┷━━━┛\n");
  std::ostringstream plain;
  RunResult one;
  one.verdict = Verdict::Solved;
  one.solutions = {g};
  cli::print_result(plain, "plain", toy, Mode::Solve, one, false);
  CHECK(plain.str() == "# .\n. #\n");
  CHECK(cli::grid_json(toy, g).dump() == "[[1,0],[0,1]]");
  std::string svg = cli::render_svg(toy, {g});
  CHECK(count_of(svg, "fill=\"#202020\"") == 2);
  CHECK(rendered_size(svg) == std::pair(panel_side(2), panel_side(2)));
}

TEST_CASE("signs between cells: in the wall in pretty, on a white patch in svg",
          "[answer_kinds][marks]") {
  ToyMarks toy;
  // 1 < 2 across the top; down the left 1 < 2 (drawn ∧), down the right 2 > 1 (drawn ∨).
  toy.marks = {{0, 1, "<"}, {0, 2, "<"}, {1, 3, ">"}};
  Grid g(2, 2);
  g.at(0, 0) = g.at(1, 1) = 1;
  g.at(0, 1) = g.at(1, 0) = 2;
  CHECK(cli::pretty_grid(toy, g, nullptr, false) ==
        "┏━━━┯━━━┓\n"
        "┃ 1 < 2 ┃\n"
        "┠─∧─┼─∨─┨\n"
        "┃ 2 │ 1 ┃\n"
        "┗━━━┷━━━┛\n");
  // A wider sign takes the spaces beside the wall; one too wide for the wall is cut to "…".
  toy.marks = {{2, 3, "<=>"}, {0, 1, "->"}, {0, 2, "long"}};
  CHECK(cli::pretty_grid(toy, g, nullptr, false) ==
        "┏━━━┯━━━┓\n"
        "┃ 1-> 2 ┃\n"
        "┠─…─┼───┨\n"
        "┃ 2<=>1 ┃\n"
        "┗━━━┷━━━┛\n");
  toy.marks = {{0, 1, "<"}, {0, 2, "<"}, {1, 3, ">"}};
  std::string svg = cli::render_svg(toy, {g});
  CHECK(svg.find(">&lt;</text>") != std::string::npos);
  CHECK(svg.find(">∧</text>") != std::string::npos);
  CHECK(svg.find(">∨</text>") != std::string::npos);
  CHECK(count_of(svg, "fill=\"#ffffff\"/>") == 1 + 3);  // the background, a patch per sign
  CHECK(rendered_size(svg) == std::pair(panel_side(2), panel_side(2)));
}

// Variant sudoku's drawings (puzzles/picture.hpp: lines, kropki dots and X / V, cell shapes,
// tinted extra regions, diagonal and corner clues, rules in words) as the two renderers promise
// them in docs/output.md: SVG in f-puzzles' look, each shape where the geometry says (cell
// centres at 40 + 48 k, borders at 16 + 48 k without clue bands), under the values and well formed
// (rsvg-convert draws it at the size the geometry gives); pretty with the signs in the walls, a
// small symbol after a shaped cell's value and a legend of the rest under the grid; plain
// unchanged. The pictures are built by hand on a toy puzzle (any picture, whatever the genres
// draw today), and one native sudoku with thermometers goes through the gridsat program.
//
// The renderers are part of the gridsat program (cli/), which no test links: this test compiles
// them in, as tests/answer_kinds/renderers_test.cpp does.
#include "../../cli/output.cpp"
#include "../../cli/picture.cpp"
#include "../../cli/svg.cpp"
// (the renderers first: they open no namespace of the tests')

#include <catch2/catch.hpp>
#include <cctype>
#include <cmath>
#include <map>
#include <sstream>

#include "cli/cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// A 4 x 4 grid in 2 x 2 boxes whose picture is `drawing` (its variant fields) and whose rules
// are nothing: the renderers only read the picture, the values and the givens.
class PictureToy final : public Puzzle {
 public:
  Picture drawing{4, 4};

  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<PictureToy>(*this); }
  std::string_view type() const override { return "picturetoy"; }
  int rows() const override { return 4; }
  int cols() const override { return 4; }
  const Grid& givens() const override { return givens_; }
  std::string header_options() const override { return "4"; }
  std::unique_ptr<NativeRules> native_rules() const override { return nullptr; }
  std::optional<Violation> check(const Grid&) const override { return std::nullopt; }
  void encode(Cnf&, const EncodeOptions&) const override {}
  void draw(Picture& picture) const override {
    picture = drawing;
    for (int cell = 0; cell < 16; ++cell)
      picture.region[static_cast<std::size_t>(cell)] = (cell / 8) * 2 + (cell % 4) / 2;
  }

 protected:
  void set_givens(Grid givens) override { givens_ = std::move(givens); }

 private:
  Grid givens_{4, 4};
};

// The sudoku solved in the native test below (and a valid 4 x 4 sudoku for the toys).
Grid solved() {
  Grid g(4, 4);
  const int rows[4][4] = {{1, 2, 3, 4}, {3, 4, 2, 1}, {4, 3, 1, 2}, {2, 1, 4, 3}};
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) g.at(r, c) = rows[r][c];
  return g;
}

// One element of an SVG: its tag, attributes, the text up to the next tag, and where it starts.
struct Element {
  std::string tag;
  std::map<std::string, std::string> attr;
  std::string text;
  std::size_t at = 0;
  double num(const std::string& name) const {
    auto it = attr.find(name);
    REQUIRE(it != attr.end());
    return std::stod(it->second);
  }
  bool has(const std::string& name, const std::string& value) const {
    auto it = attr.find(name);
    return it != attr.end() && it->second == value;
  }
};

// The elements of an SVG in document order; every attribute value must be quoted, every tag
// closed by `>`, else the test fails (a first check that the output is well formed).
std::vector<Element> elements(const std::string& svg) {
  std::vector<Element> out;
  for (std::size_t at = svg.find('<'); at != std::string::npos; at = svg.find('<', at + 1)) {
    if (svg.compare(at, 2, "</") == 0 || svg.compare(at, 2, "<?") == 0) continue;
    Element e;
    e.at = at;
    std::size_t k = at + 1;
    while (k < svg.size() && std::isalnum(static_cast<unsigned char>(svg[k]))) e.tag += svg[k++];
    for (;;) {
      while (k < svg.size() && svg[k] == ' ') ++k;
      REQUIRE(k < svg.size());
      if (svg[k] == '>' || svg.compare(k, 2, "/>") == 0) break;
      const std::size_t eq = svg.find("=\"", k);
      REQUIRE(eq != std::string::npos);
      const std::size_t close = svg.find('"', eq + 2);
      REQUIRE(close != std::string::npos);
      e.attr[svg.substr(k, eq - k)] = svg.substr(eq + 2, close - eq - 2);
      k = close + 1;
    }
    if (svg[k] == '>') e.text = svg.substr(k + 1, svg.find('<', k) - k - 1);
    out.push_back(std::move(e));
  }
  return out;
}

struct Pt {
  double x, y;
};
std::vector<Pt> points(const Element& e) {
  std::vector<Pt> out;
  std::istringstream in(e.attr.at("points"));
  for (std::string pair; in >> pair;) {
    const std::size_t comma = pair.find(',');
    out.push_back({std::stod(pair.substr(0, comma)), std::stod(pair.substr(comma + 1))});
  }
  return out;
}
bool near(double a, double b) {
  return std::abs(a - b) < 0.01;
}
bool same(const std::vector<Pt>& a, const std::vector<Pt>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t k = 0; k < a.size(); ++k)
    if (!near(a[k].x, b[k].x) || !near(a[k].y, b[k].y)) return false;
  return true;
}

// The polylines of `svg` whose stroke is `colour`.
std::vector<Element> polylines(const std::vector<Element>& all, const std::string& colour) {
  std::vector<Element> out;
  for (const Element& e : all)
    if (e.tag == "polyline" && e.has("stroke", colour)) out.push_back(e);
  return out;
}
// The circles centred at (x, y).
std::vector<Element> circles_at(const std::vector<Element>& all, double x, double y) {
  std::vector<Element> out;
  for (const Element& e : all)
    if (e.tag == "circle" && near(e.num("cx"), x) && near(e.num("cy"), y)) out.push_back(e);
  return out;
}

std::size_t count_of(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + what.size()))
    ++n;
  return n;
}

// Width and height of the PNG rsvg-convert makes of `svg` (from its IHDR chunk): it refuses an
// SVG that is not well formed.
std::pair<int, int> rendered_size(const std::string& svg) {
  ScratchDir dir;
  fs::path in = dir.write("p.svg", svg), out = dir.path() / "p.png";
  ProgramRun convert = run_program({"rsvg-convert", "-o", out.string(), in.string()});
  INFO("rsvg-convert (Debian: librsvg2-bin, scripts/setup) said: " << convert.err);
  REQUIRE(convert.status == 0);
  const std::string png = read_text(out);
  REQUIRE(png.size() > 100);
  return png_size(png);
}

}  // namespace

TEST_CASE("svg lines: thermometer with its bulb, arrows with circle and head, coloured lines",
          "[variant][svg]") {
  PictureToy toy;
  toy.drawing.lines = {
      {LineStyle::Thermo, {0, 1, 2}, 1},       // r1c1 r1c2 r1c3
      {LineStyle::Arrow, {4, 5, 6}, 1},        // circle r2c1, arrow r2c2 r2c3
      {LineStyle::Arrow, {8, 9, 10, 15}, 2},   // circle r3c1 r3c2, arrow r3c3 r4c4
      {LineStyle::Palindrome, {3, 7, 11}, 1},  // column 4 down to r3c4
      {LineStyle::Renban, {12, 13}, 1},          {LineStyle::Whispers, {13, 14}, 1},
      {LineStyle::Between, {12, 13, 14, 15}, 1},
  };
  const std::string svg = cli::render_svg(toy, {solved()});
  const std::vector<Element> all = elements(svg);

  // Thermometer: a thick light grey line through the three centres, a bulb on r1c1.
  const auto thermo = polylines(all, "#cfcfcf");
  REQUIRE(thermo.size() == 1);
  CHECK(same(points(thermo[0]), {{40, 40}, {88, 40}, {136, 40}}));
  CHECK(thermo[0].num("stroke-width") > 8);
  const auto bulb = circles_at(all, 40, 40);
  REQUIRE(bulb.size() == 1);
  CHECK(bulb[0].has("fill", "#cfcfcf"));
  CHECK(bulb[0].num("r") > 15);

  // Arrow with a one-cell circle: a ring on r2c1 (radius 0.4 cells = 19.2), a thin line from its
  // right edge through r2c2 to r2c3, a head on r2c3 opening back to the left, symmetric.
  const auto ring = circles_at(all, 40, 88);
  REQUIRE(ring.size() == 1);
  CHECK(ring[0].has("fill", "none"));
  CHECK(near(ring[0].num("r"), 19.2));
  const auto grey = polylines(all, "#9a9a9a");
  auto shaft = std::find_if(grey.begin(), grey.end(), [](const Element& e) {
    return same(points(e), {{59.2, 88}, {88, 88}, {136, 88}});
  });
  CHECK(shaft != grey.end());
  auto head = std::find_if(grey.begin(), grey.end(), [](const Element& e) {
    const auto p = points(e);
    return p.size() == 3 && near(p[1].x, 136) && near(p[1].y, 88);
  });
  REQUIRE(head != grey.end());
  const auto h = points(*head);
  CHECK(h[0].x < 136);
  CHECK(near(h[0].x, h[2].x));
  CHECK(near(h[0].y - 88, 88 - h[2].y));
  CHECK(h[0].y != h[2].y);

  // Arrow with a two-cell circle: a pill (a rectangle rounded by the circle's radius) over r3c1
  // and r3c2, 48 + 2 * 19.2 long, centred between them; its line leaves the pill's right end and
  // ends on r4c4 (diagonally from r3c3).
  auto pill = std::find_if(all.begin(), all.end(),
                           [](const Element& e) { return e.tag == "rect" && e.attr.count("rx"); });
  REQUIRE(pill != all.end());
  CHECK(near(pill->num("width"), 86.4));
  CHECK(near(pill->num("height"), 38.4));
  CHECK(near(pill->num("rx"), 19.2));
  CHECK(near(pill->num("x"), 64 - 43.2));
  CHECK(near(pill->num("y"), 136 - 19.2));
  CHECK(pill->attr.at("transform") == "rotate(0 64 136)");
  CHECK(std::any_of(grey.begin(), grey.end(), [](const Element& e) {
    return same(points(e), {{107.2, 136}, {136, 136}, {184, 184}});
  }));

  // Palindrome grey, renban pink, whispers green: each through its centres.
  const auto palindrome = polylines(all, "#c0c0c0");
  REQUIRE(palindrome.size() == 1);
  CHECK(same(points(palindrome[0]), {{184, 40}, {184, 88}, {184, 136}}));
  const auto renban = polylines(all, "#f067f0");
  REQUIRE(renban.size() == 1);
  CHECK(same(points(renban[0]), {{40, 184}, {88, 184}}));
  const auto whispers = polylines(all, "#67f067");
  REQUIRE(whispers.size() == 1);
  CHECK(same(points(whispers[0]), {{88, 184}, {136, 184}}));

  // Between: a circle on each end (r4c1, r4c4), a thin line from one circle's edge to the other.
  CHECK(circles_at(all, 40, 184).size() == 1);
  CHECK(circles_at(all, 184, 184).size() == 1);
  CHECK(std::any_of(grey.begin(), grey.end(), [](const Element& e) {
    return same(points(e), {{59.2, 184}, {88, 184}, {136, 184}, {164.8, 184}});
  }));

  // Every line is drawn before (under) the first value.
  auto first_value = std::find_if(
      all.begin(), all.end(), [](const Element& e) { return e.tag == "text" && e.text == "1"; });
  REQUIRE(first_value != all.end());
  for (const Element& e : all)
    if (e.tag == "polyline") CHECK(e.at < first_value->at);
  CHECK(rendered_size(svg) == std::pair(224, 224));  // 16 + 4 * 48 + 16: no band
}

TEST_CASE("svg arrow whose circle bends: a grey band with a white one inside", "[variant][svg]") {
  PictureToy toy;
  toy.drawing.lines = {{LineStyle::Arrow, {0, 1, 5, 10}, 3}};  // circle r1c1 r1c2 r2c2
  const std::string svg = cli::render_svg(toy, {});
  const std::vector<Element> all = elements(svg);
  const auto outer = polylines(all, "#9a9a9a");
  const auto inner = polylines(all, "#ffffff");
  REQUIRE(inner.size() == 1);
  CHECK(same(points(inner[0]), {{40, 40}, {88, 40}, {88, 88}}));
  CHECK(std::any_of(outer.begin(), outer.end(), [&](const Element& e) {
    return same(points(e), points(inner[0])) &&
           e.num("stroke-width") > inner[0].num("stroke-width");
  }));
  CHECK(rendered_size(svg) == std::pair(224, 224));
}

TEST_CASE("svg signs and shapes: kropki dots and X / V on the borders, odd / even / min / max",
          "[variant][svg]") {
  PictureToy toy;
  toy.drawing.marks = {
      {0, 1, "", MarkStyle::WhiteDot},  // right of r1c1
      {1, 5, "", MarkStyle::BlackDot},  // below r1c2
      {5, 6, "X", MarkStyle::Text},
      {6, 10, "V", MarkStyle::Text},
  };
  toy.drawing.shapes.assign(16, CellShape::None);
  toy.drawing.shapes[4] = CellShape::Circle;  // r2c1
  toy.drawing.shapes[3] = CellShape::Square;  // r1c4
  toy.drawing.shapes[10] = CellShape::Min;    // r3c3
  toy.drawing.shapes[8] = CellShape::Max;     // r3c1
  toy.drawing.tint.assign(16, -1);
  for (int cell : {5, 6, 9, 10}) toy.drawing.tint[static_cast<std::size_t>(cell)] = 0;
  const std::string svg = cli::render_svg(toy, {solved()});
  const std::vector<Element> all = elements(svg);

  // Dots at the midpoints of the borders: white with a black outline, and black.
  const auto white = circles_at(all, 64, 40);
  REQUIRE(white.size() == 1);
  CHECK(white[0].has("fill", "#ffffff"));
  CHECK(white[0].has("stroke", "#000000"));
  CHECK(white[0].num("r") < 10);
  const auto black = circles_at(all, 88, 64);
  REQUIRE(black.size() == 1);
  CHECK(black[0].has("fill", "#000000"));
  // X and V as letters centred on their borders (x at the border, or the column's centre).
  auto letter = [&](const std::string& s) {
    return std::find_if(all.begin(), all.end(),
                        [&](const Element& e) { return e.tag == "text" && e.text == s; });
  };
  REQUIRE(letter("X") != all.end());
  CHECK(near(letter("X")->num("x"), 112));
  REQUIRE(letter("V") != all.end());
  CHECK(near(letter("V")->num("x"), 136));

  // Odd: a grey circle in r2c1 (40, 88); even: a grey square in r1c4, centred on (184, 40).
  const auto odd = circles_at(all, 40, 88);
  REQUIRE(odd.size() == 1);
  CHECK(odd[0].has("fill", "#d6d6d6"));
  auto even = std::find_if(all.begin(), all.end(), [](const Element& e) {
    return e.tag == "rect" && e.has("fill", "#d6d6d6");
  });
  REQUIRE(even != all.end());
  CHECK(near(even->num("x") + even->num("width") / 2, 184));
  CHECK(near(even->num("y") + even->num("height") / 2, 40));
  CHECK(even->num("width") < 48);
  // Min and max: a chevron inside each side, its point outwards on a maximum (r3c1, centre
  // (40, 136)) and inwards on a minimum (r3c3, centre (136, 136)).
  const auto chevrons = polylines(all, "#7a7a7a");
  REQUIRE(chevrons.size() == 8);
  int outward = 0, inward = 0;
  for (const Element& e : chevrons) {
    const auto p = points(e);
    REQUIRE(p.size() == 3);
    const double cx = p[1].x < 88 ? 40 : 136, cy = 136;
    const double tip = std::hypot(p[1].x - cx, p[1].y - cy);
    const double base = std::hypot((p[0].x + p[2].x) / 2 - cx, (p[0].y + p[2].y) / 2 - cy);
    if (cx == 40 && tip > base) ++outward;
    if (cx == 136 && tip < base) ++inward;
    CHECK(tip < 24);  // inside the cell
  }
  CHECK(outward == 4);
  CHECK(inward == 4);
  // The extra region: its four cells tinted, under the shapes and the values.
  int tinted = 0;
  for (const Element& e : all)
    if (e.tag == "rect" && e.has("fill", "#dbe9f7")) {
      ++tinted;
      CHECK(e.at < even->at);
    }
  CHECK(tinted == 4);
  CHECK(rendered_size(svg) == std::pair(224, 224));
}

TEST_CASE("svg clues: a diagonal clue in a band with its arrow, corner clues, rules under",
          "[variant][svg]") {
  PictureToy toy;
  toy.drawing.diagonal_clues = {{-1, 0, 1, 1, "6"}};  // above r1c1, towards r1c2 r2c3 r3c4
  toy.drawing.corner_clues = {{1, 1, "1 3"}, {2, 2, "1 2 3 4"}};
  toy.drawing.rules = {"anti-knight", "anti-king"};
  const std::string svg = cli::render_svg(toy, {});
  const std::vector<Element> all = elements(svg);
  // A band on top for the clue (48 pixels more), a line per rule under the grid (20 pixels each).
  CHECK(rendered_size(svg) == std::pair(224, 224 + 48 + 2 * 20));
  // The number in the band over column 1, an arrow from it down and right towards r1c2's corner.
  auto six = std::find_if(all.begin(), all.end(),
                          [](const Element& e) { return e.tag == "text" && e.text == "6"; });
  REQUIRE(six != all.end());
  CHECK(std::abs(six->num("x") - 40) < 10);
  CHECK(six->num("y") < 64);  // above the grid
  const auto black = polylines(all, "#000000");
  REQUIRE(black.size() == 2);  // the shaft and its head
  const auto shaft = points(black[0]);
  REQUIRE(shaft.size() == 2);
  CHECK(shaft[1].x - shaft[0].x > 0);
  CHECK(near(shaft[1].x - shaft[0].x, shaft[1].y - shaft[0].y));  // diagonal, down and right
  CHECK(shaft[1].x <= 64);
  CHECK(shaft[1].y <= 64);  // ends before the grid's top left corner (64, 64)
  CHECK(same({points(black[1])[1]}, {shaft[1]}));  // the head on the tip

  // Corner clues: white circles on the corners (64, 64 + 48) and (112, 112 + 48), the digits
  // in them: two on a line, four on two lines.
  const auto c1 = circles_at(all, 64, 112), c2 = circles_at(all, 112, 160);
  REQUIRE(c1.size() == 1);
  REQUIRE(c2.size() == 1);
  CHECK(c1[0].has("fill", "#ffffff"));
  CHECK(c1[0].num("r") < 24);
  CHECK(svg.find(">1 3</text>") != std::string::npos);
  CHECK(svg.find(">1 2</text>") != std::string::npos);
  CHECK(svg.find(">3 4</text>") != std::string::npos);
  // The rules in words, a line each under the grid (its bottom at 16 + 5 * 48 = 256).
  auto rule = [&](const std::string& words) {
    return std::find_if(all.begin(), all.end(),
                        [&](const Element& e) { return e.tag == "text" && e.text == words; });
  };
  REQUIRE(rule("anti-knight") != all.end());
  REQUIRE(rule("anti-king") != all.end());
  CHECK(rule("anti-knight")->num("y") > 256);
  CHECK(rule("anti-king")->num("y") - rule("anti-knight")->num("y") == 20);
  CHECK(rule("anti-king")->num("y") < 256 + 40);

  // Sharing its cell with a column's clue (a sandwich sum over column 1), the number moves smaller
  // into the corner away from the arrow, and the column's clue keeps the centre.
  PictureToy shared;
  shared.drawing.clues[0] = {"19", "", "", ""};
  shared.drawing.diagonal_clues = {{-1, 0, 1, 1, "6"}};
  const std::vector<Element> both = elements(cli::render_svg(shared, {}));
  auto text_of = [&](const std::string& words) {
    return std::find_if(both.begin(), both.end(),
                        [&](const Element& e) { return e.tag == "text" && e.text == words; });
  };
  REQUIRE(text_of("6") != both.end());
  REQUIRE(text_of("19") != both.end());
  CHECK(text_of("19")->num("x") == 40);
  CHECK(text_of("6")->num("x") < 40 - 12);
  CHECK(text_of("6")->num("font-size") < text_of("19")->num("font-size"));

  // A clue on a main diagonal stands at the corner, in the bands of both sides.
  PictureToy corners;
  corners.drawing.diagonal_clues = {{-1, -1, 1, 1, "10"}};
  CHECK(rendered_size(cli::render_svg(corners, {})) == std::pair(224 + 48, 224 + 48));
  corners.drawing.diagonal_clues = {{4, 4, -1, -1, "10"}, {-1, 4, 1, -1, "9"}};
  CHECK(rendered_size(cli::render_svg(corners, {})) == std::pair(224 + 48, 224 + 2 * 48));

  // A rule too long for one line goes on to the next between words, at about 24 characters (192
  // pixels of 14-pixel text): two lines for the sentence, then the short rule.
  toy.drawing = Picture(4, 4);
  toy.drawing.rules = {"nonconsecutive: orthogonal neighbours differ by 2 or more",
                       "disjoint groups"};
  const std::string wrapped = cli::render_svg(toy, {});
  CHECK(rendered_size(wrapped) == std::pair(224, 224 + 4 * 20));
  CHECK(wrapped.find(">nonconsecutive:</text>") != std::string::npos);
  CHECK(wrapped.find(">orthogonal neighbours</text>") != std::string::npos);
  CHECK(wrapped.find(">differ by 2 or more</text>") != std::string::npos);
  CHECK(wrapped.find(">disjoint groups</text>") != std::string::npos);
}

// The toy with every drawing, all honest for the solution: 1 < 2 on the thermometer, the arrow's
// 4 = 2 + 2, a palindrome 2 2 2, renban 1 2, whispers 1 and 3 (4 x 4 whispers differ by 2), 2
// between 1 and 4, r2c1 = 3 odd, r1c4 = 4 even, r3c3 = 1 below its neighbours 3, 2, 2, 4 and r3c1
// = 4 above its 3, 3, 2, the extra region 4 2 3 1, the diagonal from r1c2 2 + 2 + 2 = 6, the
// corner of r1c1-r2c2 holding 1 and 3; white dot 1 2, black dot 2 4, V 3 + 2; the X (4 + 3) and
// the rules are only words to draw.
PictureToy full_toy() {
  PictureToy toy;
  Picture& p = toy.drawing;
  p.lines = {{LineStyle::Thermo, {0, 1}, 1},         {LineStyle::Arrow, {3, 6, 11}, 1},
             {LineStyle::Palindrome, {1, 6, 11}, 1}, {LineStyle::Renban, {10, 11}, 1},
             {LineStyle::Whispers, {0, 4}, 1},       {LineStyle::Between, {13, 12, 8}, 1}};
  p.marks = {{0, 1, "", MarkStyle::WhiteDot},
             {1, 5, "", MarkStyle::BlackDot},
             {2, 6, "V", MarkStyle::Text},
             {14, 15, "X", MarkStyle::Text}};
  p.shapes.assign(16, CellShape::None);
  p.shapes[4] = CellShape::Circle;
  p.shapes[3] = CellShape::Square;
  p.shapes[10] = CellShape::Min;
  p.shapes[8] = CellShape::Max;
  p.tint.assign(16, -1);
  for (int cell : {5, 6, 9, 10}) p.tint[static_cast<std::size_t>(cell)] = 0;
  p.diagonal_clues = {{-1, 0, 1, 1, "6"}};
  p.corner_clues = {{1, 1, "1 3"}};
  p.rules = {"anti-knight", "anti-king"};
  return toy;
}

TEST_CASE("pretty: dots and X / V in the walls, shapes after the values, a legend of the rest",
          "[variant][pretty]") {
  const PictureToy toy = full_toy();
  const Grid g = solved();
  CHECK(cli::pretty_grid(toy, g, nullptr, false) ==
        "┏━━━┯━━━┳━━━┯━━━┓\n"
        "┃ 1 ○ 2 ┃ 3 │ 4▫┃\n"
        "┠───┼─●─╂─V─┼───┨\n"
        "┃ 3°│ 4 ┃ 2 │ 1 ┃\n"
        "┣━━━┿━━━╋━━━┿━━━┫\n"
        "┃ 4⁺│ 3 ┃ 1⁻│ 2 ┃\n"
        "┠───┼───╂───┼───┨\n"
        "┃ 2 │ 1 ┃ 4 X 3 ┃\n"
        "┗━━━┷━━━┻━━━┷━━━┛\n"
        "thermo r1c1 → r1c2\n"
        "arrow (r1c4) r2c3 r3c4\n"
        "palindrome r1c2 r2c3 r3c4\n"
        "renban r3c3 r3c4\n"
        "whispers r1c1 r2c1\n"
        "between (r4c2) r4c1 (r3c1)\n"
        "odd (°) r2c1\n"
        "even (▫) r1c4\n"
        "min (⁻) r3c3\n"
        "max (⁺) r3c1\n"
        "extra region r2c2 r2c3 r3c2 r3c3\n"
        "diagonal 6 ↘ r1c2\n"
        "corner r1c1-r2c2: 1 3\n"
        "anti-knight\n"
        "anti-king\n");

  // Colour paints the signs and the shapes as clues (cyan), and leaves the layout alone.
  const std::string coloured = cli::pretty_grid(toy, g, nullptr, true);
  CHECK(coloured.find("\033[36m○\033[0m") != std::string::npos);
  CHECK(coloured.find("\033[36m°\033[0m") != std::string::npos);

  // An arrow with a two-cell circle, and the two kinds of diagonal arrow pointing up.
  PictureToy more;
  more.drawing.lines = {{LineStyle::Arrow, {0, 1, 2, 3}, 2}};
  more.drawing.diagonal_clues = {{4, 0, -1, 1, "7"}, {4, 4, -1, -1, "10"}};
  const std::string text = cli::pretty_grid(more, g, nullptr, false);
  CHECK(
      text.ends_with("┛\n"
                     "arrow (r1c1 r1c2) r1c3 r1c4\n"
                     "diagonal 7 ↗ r4c2\n"
                     "diagonal 10 ↖ r4c4\n"));

  // The whole picture in SVG is well formed too, and as big as its bands say.
  CHECK(rendered_size(cli::render_svg(toy, {g})) == std::pair(224, 224 + 48 + 2 * 20));
}

TEST_CASE("a native sudoku with thermometers: plain unchanged, pretty legend, svg thermometers",
          "[variant][native]") {
  // The first thermometer fills row 1 with 1 2 3 4; the second rises down column 4 from the 1
  // left in it after the 4 on top: 1 2 3. The top right box then needs 2 in r2c3; the given 3
  // leaves r2c2 = 4. Column 1 has 2 and 4 left, row 3 already holds a 2 (r3c4): r3c1 = 4,
  // r4c1 = 2. Row 3 needs 1 and 3 in c2, c3, and column 3 (3 and 2 so far) takes 1: r3c3 = 1,
  // r3c2 = 3; row 4 is 2 1 4 3.
  ScratchDir dir;
  const std::string text =
      "sudoku 4\ngrid:\n....\n3...\n....\n....\nthermo:\nr1c1 r1c2 r1c3 r1c4\nr2c4 r3c4 r4c4\n";
  const fs::path file = dir.write("thermo.gsp", text);
  CliRun plain = run_cli({"solve", file.string()});
  CHECK(plain.status == 0);
  CHECK(plain.out == "1 2 3 4\n3 4 2 1\n4 3 1 2\n2 1 4 3\n");

  CliRun pretty = run_cli({"solve", "--format", "pretty", "--color", "never", file.string()});
  CHECK(pretty.status == 0);
  CHECK(
      pretty.out.ends_with("┗━━━┷━━━┻━━━┷━━━┛\n"
                           "thermo r1c1 → r1c2 → r1c3 → r1c4\n"
                           "thermo r2c4 → r3c4 → r4c4\n"));

  CliRun svg = run_cli({"solve", "--format", "svg", file.string()});
  CHECK(svg.status == 0);
  const std::vector<Element> all = elements(svg.out);
  const auto thermos = polylines(all, "#cfcfcf");
  REQUIRE(thermos.size() == 2);
  CHECK(same(points(thermos[0]), {{40, 40}, {88, 40}, {136, 40}, {184, 40}}));
  CHECK(same(points(thermos[1]), {{184, 88}, {184, 136}, {184, 184}}));
  REQUIRE(circles_at(all, 40, 40).size() == 1);  // the bulbs
  REQUIRE(circles_at(all, 184, 88).size() == 1);
  CHECK(circles_at(all, 184, 88)[0].has("fill", "#cfcfcf"));
  CHECK(rendered_size(svg.out) == std::pair(224, 224));

  // Without the given the puzzle has two solutions (r2c1 and r2c2 swap, and rows 3 and 4 with
  // them): the two pretty grids share one legend, after the cells where they differ.
  const fs::path open = dir.write(
      "open.gsp",
      "sudoku 4\ngrid:\n....\n....\n....\n....\nthermo:\nr1c1 r1c2 r1c3 r1c4\nr2c4 r3c4 r4c4\n");
  CliRun two = run_cli({"unique", "--format", "pretty", "--color", "never", open.string()});
  CHECK(two.status == 2);
  CHECK(count_of(two.out, "thermo r1c1") == 1);
  CHECK(two.out.find("differ:") < two.out.find("thermo r1c1"));
  CHECK(run_cli({"unique", open.string()}).out.find("thermo") == std::string::npos);
}

TEST_CASE(
    "a native sudoku with arrow, kropki, V, odd, little killer and quadruple: check draws them",
    "[variant][native]") {
  // The sudoku above's solution keeps every constraint here, by hand: the arrow's circle 4 = 2 + 2
  // (r2c3, r3c4), r1c1 1 and r1c2 2 consecutive (white), r1c2 2 and r2c2 4 in ratio 2 (black),
  // r1c3 3 + r2c3 2 = 5 (V), r2c1 = 3 odd, the diagonal from r1c2 2 + 2 + 2 = 6, and 1 and 3 among
  // the four cells round the corner of r1c1-r2c2.
  ScratchDir dir;
  const fs::path puzzle = dir.write("kinds.gsp",
                                    "sudoku 4\ngrid:\n....\n....\n....\n....\n"
                                    "arrow:\nr1c4 > r2c3 r3c4\n"
                                    "kropki:\nwhite r1c1 r1c2\nblack r1c2 r2c2\n"
                                    "xv:\nv r1c3 r2c3\n"
                                    "odd:\nr2c1\n"
                                    "little-killer:\n6 r1c2 r2c3 r3c4\n"
                                    "quadruple:\nr1c1 1 3\n");
  const fs::path solution = dir.write("solution.txt", "1 2 3 4\n3 4 2 1\n4 3 1 2\n2 1 4 3\n");
  CliRun pretty = run_cli(
      {"check", "--format", "pretty", "--color", "never", puzzle.string(), solution.string()});
  CHECK(pretty.status == 0);
  CHECK(pretty.out ==
        "┏━━━┯━━━┳━━━┯━━━┓\n"
        "┃ 1 ○ 2 ┃ 3 │ 4 ┃\n"
        "┠───┼─●─╂─V─┼───┨\n"
        "┃ 3°│ 4 ┃ 2 │ 1 ┃\n"
        "┣━━━┿━━━╋━━━┿━━━┫\n"
        "┃ 4 │ 3 ┃ 1 │ 2 ┃\n"
        "┠───┼───╂───┼───┨\n"
        "┃ 2 │ 1 ┃ 4 │ 3 ┃\n"
        "┗━━━┷━━━┻━━━┷━━━┛\n"
        "arrow (r1c4) r2c3 r3c4\n"
        "odd (°) r2c1\n"
        "diagonal 6 ↘ r1c2\n"
        "corner r1c1-r2c2: 1 3\n"
        "valid\n");
  CHECK(run_cli({"check", puzzle.string(), solution.string()}).out == "valid\n");

  // SVG: the little killer's band on top (cell centres 48 lower), the arrow's ring on r1c4, the
  // dots on their borders, the quadruple's circle on the corner (64, 112).
  CliRun svg = run_cli({"check", "--format", "svg", puzzle.string(), solution.string()});
  CHECK(svg.status == 0);
  const std::vector<Element> all = elements(svg.out);
  REQUIRE(circles_at(all, 184, 88).size() == 1);
  CHECK(circles_at(all, 184, 88)[0].has("fill", "none"));
  REQUIRE(circles_at(all, 64, 88).size() == 1);
  CHECK(circles_at(all, 64, 88)[0].has("fill", "#ffffff"));
  REQUIRE(circles_at(all, 88, 112).size() == 1);
  CHECK(circles_at(all, 88, 112)[0].has("fill", "#000000"));
  REQUIRE(circles_at(all, 64, 112).size() == 1);  // the quadruple
  CHECK(circles_at(all, 40, 136).size() == 1);    // the odd cell
  CHECK(rendered_size(svg.out) == std::pair(224, 224 + 48));
}

// The f-puzzles format (encoder/genres/sudoku/fpuzzles.cpp): published puzzles read from their
// links, SudokuPad links and JSON alike and solved to their published answers; each key read as
// the native constraint it means (expected native lines written by hand from f-puzzles'
// meaning); bad input one error each; `convert --to fpuzzles` read back as the same puzzle.
#include <catch2/catch.hpp>

#include <random>

#include "formats/formats.hpp"
#include "formats/lz_string.hpp"
#include "support/support.hpp"

namespace gridsat::test {
namespace {

struct Published {
  std::string name;
  std::string lz;
  std::string solution;
};

std::vector<Published> published() {
  std::vector<Published> out;
  std::istringstream in(
      read_text(fs::path(GRIDSAT_TEST_DATA_DIR) / ".." / "fpuzzles" / "data" / "published.txt"));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    if (line.rfind("= ", 0) == 0) {
      out.push_back({line.substr(2), "", ""});
    } else if (!out.empty() && out.back().lz.empty()) {
      out.back().lz = line;
    } else if (!out.empty()) {
      out.back().solution = line;
    }
  }
  return out;
}

std::string native(const Puzzle& p) {
  std::string error;
  auto text = write_puzzle(p, "native", error);
  REQUIRE(text);
  return *text;
}

// The error of reading `text` as f-puzzles (detected when `from` is empty).
ParseError read_error(const std::string& text, const std::string& from = "fpuzzles") {
  ReadResult r = read_puzzle(text, from, "");
  REQUIRE(r.error);
  CHECK_FALSE(r.puzzle);
  return *r.error;
}

// A 9x9 f-puzzles JSON with empty cells and the given extra keys (`extra` starts with a comma).
std::string json9(const std::string& extra, int n = 9) {
  std::string grid = "[";
  for (int r = 0; r < n; ++r) {
    grid += r ? ",[" : "[";
    for (int c = 0; c < n; ++c) grid += c ? ",{}" : "{}";
    grid += "]";
  }
  grid += "]";
  return "{\"size\":" + std::to_string(n) + ",\"grid\":" + grid + extra + "}";
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Puzzles whose constraints gridsat has not (the source's comments say which).
bool unsupported(const std::string& name) {
  for (const char* u : {"Tangled Arrows", "Cloneways", "Equal Sums", "159 Arrows", "\"Dab\"",
                        "Tiny Scar", "Renban Skyscrapers", "Entropic Lines"})
    if (contains(name, u)) return true;
  return false;
}

}  // namespace

TEST_CASE(
    "published f-puzzles puzzles: link, SudokuPad link and JSON read alike and solve to "
    "the published answer",
    "[fpuzzles]") {
  const auto puzzles = published();
  REQUIRE(puzzles.size() >= 30);
  int solved = 0, refused = 0;
  for (const Published& p : puzzles) {
    INFO(p.name);
    const std::string link = "https://www.f-puzzles.com/?load=" + p.lz;
    if (unsupported(p.name)) {
      const ParseError e = read_error(link, "");
      CHECK(contains(e.message, "gridsat does not have"));
      ++refused;
      continue;
    }
    auto from_link = parse(link);  // detected
    REQUIRE(from_link);
    const std::string text = native(*from_link);
    const std::string json = lz::utf16_to_utf8(lz::decompress(p.lz));
    CHECK(native(*parse(json)) == text);
    CHECK(native(*parse("https://sudokupad.app/fpuzzles" + p.lz)) == text);
    CHECK(native(*parse("https://app.crackingthecryptic.com/sudoku/?puzzleid=fpuzzles" + p.lz)) ==
          text);
    CHECK(native(*parse(p.lz, "fpuzzles")) == text);  // a bare lz-string, with --from
    std::string escaped;                              // URL-encoded, with more parameters after it
    for (char c : p.lz)
      escaped += c == '+' ? "%2B" : c == '/' ? "%2F" : c == '=' ? "%3D" : std::string(1, c);
    CHECK(native(*parse("https://f-puzzles.com/?load=" + escaped + "&embed=1")) == text);
    const int n = from_link->rows();
    if (static_cast<int>(p.solution.size()) != n * n) continue;  // 16x16: ambiguous digits
    Grid expected(n, n);
    for (int k = 0; k < n * n; ++k)
      expected.cells[static_cast<std::size_t>(k)] = p.solution[static_cast<std::size_t>(k)] - '0';
    // The native backtracker takes seconds on these four (0.7 s to 25 s each, measured): they
    // are decided by the sat backend alone here, to keep this program quick.
    bool slow_native = false;
    for (const char* slow : {"\"Boxes\"", "\"Eddies\"", "\"Orbit\"", "\"159\" by"})
      slow_native = slow_native || contains(p.name, slow);
    if (slow_native) {
      RunResult r = run(*from_link, Mode::Unique, RunOptions{});
      REQUIRE(verdict_name(r.verdict) == verdict_name(Verdict::Unique));
      CHECK(r.solutions.front() == expected);
      CHECK_FALSE(check_solution(*from_link, r.solutions.front()).has_value());
    } else {
      require_verdict(*from_link, Verdict::Unique, &expected);
    }
    ++solved;
  }
  CHECK(refused == 8);
  CHECK(solved >= 20);
}

TEST_CASE("a hand-solved 4x4 f-puzzles JSON", "[fpuzzles]") {
  // tests/variant_lines/thermo_test.cpp's puzzle (solved by hand there): row 1 rises 1 2 3 4,
  // column 4 then 4 1 2 3, and the rest follows.
  const std::string json =
      "{\"size\": 4, \"title\": \"t\", \"author\": \"a\", \"ruleset\": \"r\",\n"
      " \"grid\": [[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],\n"
      " \"thermometer\": [{\"lines\": [[\"R1C1\",\"R1C2\",\"R1C3\",\"R1C4\"]]},\n"
      "   {\"lines\": [[\"R2C4\",\"R3C4\",\"R4C4\"], [\"R3C1\",\"R4C2\"]]}],\n"
      // The editor's state, which carries no rule: read past, as the title is.
      " \"activeConstraints\": [\"Thermometer\"]}\n";
  auto puzzle = parse(json);
  Grid expected(4, 4);
  expected.cells = {1, 2, 3, 4, 4, 3, 2, 1, 3, 1, 4, 2, 2, 4, 1, 3};
  require_verdict(*puzzle, Verdict::Unique, &expected);
  CHECK(native(*puzzle) ==
        "sudoku 4\ngrid:\n....\n....\n....\n....\nthermo:\nr1c1 r1c2 r1c3 r1c4\n"
        "r2c4 r3c4 r4c4\nr3c1 r4c2\n");
}

TEST_CASE("each f-puzzles key reads as the constraint it means", "[fpuzzles]") {
  // Expected native lines written by hand from the keys' meaning in f-puzzles.
  struct Case {
    std::string extra;
    std::vector<std::string> lines;
  };
  const std::vector<Case> cases = {
      {",\"diagonal+\":true,\"diagonal-\":true", {"sudoku 9 diagonal\n"}},
      {",\"diagonal-\":true", {"extra-region:\nr1c1 r2c2 r3c3 r4c4 r5c5 r6c6 r7c7 r8c8 r9c9\n"}},
      {",\"diagonal+\":true", {"extra-region:\nr1c9 r2c8 r3c7 r4c6 r5c5 r6c4 r7c3 r8c2 r9c1\n"}},
      {",\"antiknight\":true,\"antiking\":true", {"anti-knight", "anti-king"}},
      {",\"nonconsecutive\":true", {" nonconsecutive"}},
      {",\"disjointgroups\":true", {" disjoint"}},
      {",\"arrow\":[{\"lines\":[[\"R1C1\",\"R2C2\",\"R3C3\"],[\"R1C1\",\"R1C2\"]],"
       "\"cells\":[\"R1C1\"]}]",
       {"arrow:\nr1c1 > r2c2 r3c3\nr1c1 > r1c2\n"}},
      {",\"arrow\":[{\"lines\":[[\"R5C6\",\"R6C7\"]],\"cells\":[\"R5C5\",\"R5C6\"]}]",
       {"arrow:\nr5c5 r5c6 > r6c7\n"}},
      {",\"palindrome\":[{\"lines\":[[\"R1C1\",\"R1C2\",\"R1C3\"]]}]",
       {"palindrome:\nr1c1 r1c2 r1c3\n"}},
      {",\"renban\":[{\"lines\":[[\"R2C1\",\"R2C2\",\"R3C3\"]]}]", {"renban:\nr2c1 r2c2 r3c3\n"}},
      {",\"whispers\":[{\"lines\":[[\"R4C4\",\"R4C5\"]],\"value\":\"5\"}]",
       {"whispers:\nr4c4 r4c5\n"}},
      {",\"betweenline\":[{\"lines\":[[\"R9C1\",\"R9C2\",\"R9C3\"]]}]",
       {"between:\nr9c1 r9c2 r9c3\n"}},
      {",\"difference\":[{\"cells\":[\"R1C2\",\"R1C1\"]}],\"ratio\":[{\"cells\":[\"R2C1\","
       "\"R3C1\"],\"value\":\"2\"}]",
       {"kropki:\nwhite r1c1 r1c2\nblack r2c1 r3c1\n"}},
      {",\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"X\"},{\"cells\":[\"R5C5\",\"R6C5\"],"
       "\"value\":\"v\"}]",
       {"xv:\nx r1c1 r1c2\nv r5c5 r6c5\n"}},
      {",\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"]}],\"negative\":[\"difference\"]",
       {"white-negative"}},
      {",\"nonconsecutive\":true,\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"]}]",
       {"white-negative"}},
      {",\"negative\":[\"ratio\",\"xv\"]", {"black-negative", "xv-negative"}},
      {",\"littlekillersum\":[{\"cell\":\"R0C2\",\"direction\":\"DR\",\"value\":\"40\"},"
       "{\"cell\":\"R10C10\",\"direction\":\"UL\",\"value\":\"45\"}]",
       {"little-killer:\n40 r1c3 r2c4 r3c5 r4c6 r5c7 r6c8 r7c9\n"
        "45 r9c9 r8c8 r7c7 r6c6 r5c5 r4c4 r3c3 r2c2 r1c1\n"}},
      {",\"littlekillersum\":[{\"cell\":\"R3C10\",\"direction\":\"DL\",\"value\":\"20\","
       "\"cells\":[\"R4C9\",\"R5C8\",\"R6C7\",\"R7C6\",\"R8C5\",\"R9C4\"]}]",
       {"little-killer:\n20 r4c9 r5c8 r6c7 r7c6 r8c5 r9c4\n"}},
      {",\"sandwichsum\":[{\"cell\":\"R0C3\",\"value\":\"10\"},{\"cell\":\"R5C0\",\"value\":0}]",
       {"sandwich:\nc3 10\nr5 0\n"}},
      {",\"quadruple\":[{\"cells\":[\"R2C3\",\"R2C2\",\"R3C2\",\"R3C3\"],\"values\":[1,2,2]}]",
       {"quadruple:\nr2c2 1 2 2\n"}},
      {",\"odd\":[{\"cell\":\"R1C1\"}],\"even\":[{\"cell\":\"R9C9\"}]",
       {"odd:\nr1c1\n", "even:\nr9c9\n"}},
      {",\"minimum\":[{\"cell\":\"R5C5\"}],\"maximum\":[{\"cell\":\"R1C1\"}]",
       {"min:\nr5c5\n", "max:\nr1c1\n"}},
      // Neighbouring maximum cells: f-puzzles compares each only with its other neighbours
      // (Fortress Sudoku's published answer has them so), as two-cell thermometers.
      {",\"maximum\":[{\"cell\":\"R1C1\"},{\"cell\":\"R1C2\"}]",
       {"thermo:\nr2c1 r1c1\nr2c2 r1c2\nr1c3 r1c2\n"}},
      {",\"extraregion\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R2C1\"]}]",
       {"extra-region:\nr1c1 r1c2 r2c1\n"}},
      {",\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"},{\"cells\":[\"R9C8\","
       "\"R9C9\"]}]",
       {"cages:\na a . . . . . . .\n", "targets: a 3\n", "extra-region:\nr9c8 r9c9\n"}},
  };
  for (const Case& c : cases) {
    INFO(c.extra);
    auto puzzle = parse(json9(c.extra));
    const std::string text = native(*puzzle);
    INFO(text);
    for (const std::string& line : c.lines) CHECK(contains(text, line));
  }
  // Givens (given: true) count; a value the solver typed (no given) does not; regions that tile
  // 3x2 boxes on a 6x6 are boxes, not a jigsaw.
  std::string json = json9("", 6);
  const std::string first = "{\"value\":5,\"given\":true}";
  json.replace(json.find("{}"), 2, first);
  json.replace(json.find("{}"), 2, "{\"value\":3}");
  auto p = parse(json);
  CHECK(p->givens().at(0, 0) == 5);
  CHECK(p->givens().at(0, 1) == kUnknown);
  std::string boxes = "{\"size\":6,\"grid\":[";
  for (int r = 0; r < 6; ++r) {
    boxes += r ? ",[" : "[";
    for (int c = 0; c < 6; ++c)
      boxes +=
          (c ? "," : "") + std::string("{\"region\":") + std::to_string(r / 3 * 3 + c / 2) + "}";
    boxes += "]";
  }
  boxes += "]}";
  CHECK(native(*parse(boxes)).rfind("sudoku 6 box=3x2\n", 0) == 0);
}

TEST_CASE("bad f-puzzles input is one error naming the key and item", "[fpuzzles]") {
  struct Bad {
    std::string text;
    std::string message;
  };
  const std::vector<Bad> bad = {
      {json9(",\"foo\":1"), "unknown f-puzzles key 'foo'"},
      {json9(",\"clone\":[]"), "'clone' (clones) is a constraint gridsat does not have"},
      // "Slow Thermo" by Philip Newman in rangsk's SudokuSolver tests (SudokuTests/Puzzles.cs).
      {json9(",\"slowthermometer\":[]"),
       "'slowthermometer' (slow thermometers) is a constraint gridsat does not have"},
      {json9(",\"arrow\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]"),
       "'arrow' item 1: the arrow has no circle"},
      {json9(",\"arrow\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"cells\":[]}]"), "no circle"},
      {json9(",\"arrow\":[{\"lines\":[[\"R1C1\"]],\"cells\":[\"R1C1\"]}]"), "no cells beyond"},
      {json9(",\"thermometer\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]},{\"lines\":[[\"R1C1\",\"R1C2\","
             "\"R1C1\"]]}]"),
       "'thermometer' item 2: passes through cell R1C1 twice"},
      {json9(",\"thermometer\":[{\"lines\":[[\"R10C1\",\"R9C1\"]]}]"),
       "'thermometer' item 1: cell R10C1 is outside the 9x9 grid"},
      {json9(",\"odd\":[{\"cell\":\"X1\"}]"), "'odd' item 1: 'X1' is not a cell name"},
      {json9(",\"difference\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"}]"),
       "white dot of difference 3"},
      {json9(",\"ratio\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"}]"),
       "black dot of ratio 3"},
      {json9(",\"xv\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"Y\"}]"), "must be X or V"},
      {json9(",\"xv\":[{\"cells\":[\"R1C1\"],\"value\":\"X\"}]"), "exactly two cells"},
      {json9(",\"littlekillersum\":[{\"cell\":\"R0C1\",\"direction\":\"D\",\"value\":\"5\"}]"),
       "direction must be"},
      {json9(",\"littlekillersum\":[{\"cell\":\"R1C1\",\"direction\":\"DR\",\"value\":\"5\"}]"),
       "outside the grid"},
      {json9(",\"sandwichsum\":[{\"cell\":\"R0C0\",\"value\":\"5\"}]"), "just outside a row"},
      {json9(",\"quadruple\":[{\"cells\":[\"R1C1\",\"R1C2\",\"R1C3\",\"R1C4\"],\"values\":[1]}]"),
       "not a 2x2 square"},
      {json9(",\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"30\"}]"),
       "no 2 distinct digits add up to 30"},
      {json9(",\"killercage\":[{\"cells\":[\"R1C1\",\"R1C2\"],\"value\":\"3\"},{\"cells\":"
             "[\"R1C2\",\"R1C3\"],\"value\":\"4\"}]"),
       "do not overlap"},
      {json9(",\"negative\":[\"sum\"]"), "'negative' item 1"},
      {json9(",\"whispers\":[{\"lines\":[[\"R1C1\",\"R1C2\"]],\"value\":\"4\"}]"),
       "whispers of difference 4"},
      {json9(",\"antiknight\":1"), "'antiknight' must be true or false"},
      {"{\"size\":0,\"grid\":[]}", "'size' must be a number"},
      // Found by the fuzz target: a number too large for JSON's number types.
      {"{\"size\":777777777E77777.7,\"grid\":[]}", "f-puzzles JSON: number overflow"},
      {"{\"size\":2,\"grid\":[[{\"value\":3,\"given\":true},{}],[{},{}]]}", "is not a digit 1..2"},
      {"{\"size\":4,\"grid\":[[{\"region\":0},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},"
       "{\"region\":0}]]}",
       "has 5 cells, not 4"},
      {"https://www.f-puzzles.com/?load=N4Ig%zz", "bad URL escape"},
      {"https://www.f-puzzles.com/?load=N4Ig*", "not in lz-string's base64 alphabet"},
      {"https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QGEsIAHYmAExFQE",
       "ends before its end mark"},
  };
  for (const Bad& b : bad) {
    INFO(b.text);
    const ParseError e = read_error(b.text);
    CHECK_THAT(e.message, Catch::Contains(b.message));
  }
  // A JSON syntax error reports its line and column: the '}' closing no array, line 3 col 10.
  const ParseError syntax = read_error("{\n\"size\": 9,\n\"grid\": [}\n");
  CHECK(syntax.line == 3);
  CHECK(syntax.col == 10);
  // A key's error points at the key in raw JSON (line 2 here).
  const ParseError at_key = read_error("{\"size\":4,\"grid\":[],\n \"foo\": 1}");
  CHECK(at_key.line == 2);
  CHECK(at_key.col == 2);
  // Detection: JSON with size and grid, f-puzzles and SudokuPad links; not other JSON.
  CHECK(read_puzzle(json9(""), "", "").format == "fpuzzles");
  CHECK(read_puzzle("{\"a\": 1}", "", "").format != "fpuzzles");
}

TEST_CASE("convert --to fpuzzles writes a link that reads back as the same puzzle", "[fpuzzles]") {
  const std::vector<std::string> natives = {
      "sudoku 9 diagonal anti-knight anti-king\ngrid:\n5........\n.........\n.........\n"
      ".........\n.........\n.........\n.........\n.........\n........1\n",
      "sudoku 6 box=3x2 disjoint\ngrid:\n1.....\n......\n......\n......\n......\n.....2\n",
      "sudoku 9 nonconsecutive\n",
      "sudoku 9 white-negative black-negative xv-negative\nkropki:\nwhite r1c1 r1c2\n"
      "black r5c5 r6c5\nxv:\nx r2c2 r2c3\nv r9c8 r9c9\n",
      "sudoku 9\nthermo:\nr1c1 r1c2 r2c3\narrow:\nr5c5 > r6c6 r7c7\nr3c1 r3c2 > r4c3 r5c3\n"
      "palindrome:\nr9c1 r9c2 r9c3\nrenban:\nr8c1 r8c2 r8c3\nwhispers:\nr7c1 r7c2\n"
      "between:\nr6c1 r6c2 r6c3\n",
      "sudoku 9\nlittle-killer:\n40 r1c3 r2c4 r3c5 r4c6 r5c7 r6c8 r7c9\n"
      "20 r4c9 r5c8 r6c7 r7c6 r8c5 r9c4\n"
      "sandwich:\nc3 10\nr5 0\nquadruple:\nr2c2 1 2 2\nodd:\nr1c1\neven:\nr9c9\nmin:\nr5c5\n"
      "max:\nr1c1\nextra-region:\nr1c1 r1c2 r2c1\n",
      "sudoku 6\nregions:\na a a b b b\na a a b b b\nc c d d d d\nc c d d e e\nc c f f e e\n"
      "f f f f e e\ncages:\na a . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n"
      ". . . . b b\ntargets: a 3 b 11\n",
  };
  for (const std::string& text : natives) {
    INFO(text);
    auto original = parse(text, "native");
    const std::string canonical = native(*original);
    std::string error;
    auto link = write_puzzle(*original, "fpuzzles", error);
    INFO(error);
    REQUIRE(link);
    CHECK(link->rfind("https://www.f-puzzles.com/?load=", 0) == 0);
    CHECK(native(*parse(*link)) == canonical);
  }
  // What f-puzzles cannot hold is an error.
  auto big = parse("sudoku 25\n", "native");
  std::string error;
  CHECK_FALSE(write_puzzle(*big, "fpuzzles", error));
  CHECK(contains(error, "25x25"));
  // Through the CLI.
  const CliRun run = run_cli({"convert", "--to", "fpuzzles", "-"}, natives[0]);
  CHECK(run.status == 0);
  CHECK(run.out.rfind("https://www.f-puzzles.com/?load=", 0) == 0);
}

TEST_CASE("damaged f-puzzles input is a puzzle or one error, never a crash", "[fpuzzles]") {
  // A small fuzz of the reader under the normal build (tests/fuzz runs the real one): every
  // prefix of a JSON file and of a link, and random byte changes; an error must lie in the text.
  const std::string json =
      read_text(fs::path(GRIDSAT_TEST_DATA_DIR) / ".." / "fpuzzles" / "data" / "many-keys.json");
  REQUIRE(read_puzzle(json, "fpuzzles", "").puzzle);
  auto lines_of = [](const std::string& t) {
    return 1 + static_cast<int>(std::count(t.begin(), t.end(), '\n'));
  };
  auto sane = [&](const std::string& t) {
    ReadResult r = read_puzzle(t, "fpuzzles", "");
    CHECK((r.puzzle != nullptr) != r.error.has_value());
    if (r.error) {
      CHECK_FALSE(r.error->message.empty());
      CHECK(r.error->line <= lines_of(t) + 1);
    }
  };
  for (std::size_t k = 0; k < json.size(); k += 5) sane(json.substr(0, k));
  std::string error;
  const auto link = write_puzzle(*read_puzzle(json, "fpuzzles", "").puzzle, "fpuzzles", error);
  REQUIRE(link);
  for (std::size_t k = 30; k < link->size(); k += 3) sane(link->substr(0, k));
  std::mt19937 rng(5);
  for (int i = 0; i < 300; ++i) {
    std::string t = i % 2 ? json : *link;
    for (int m = 0; m < 3; ++m)
      t[rng() % t.size()] =
          static_cast<char>(i % 2 ? "{}[],:\"0123456789RC"[rng() % 18] : "ABCxyz09+/="[rng() % 11]);
    sane(t);
  }
}

}  // namespace gridsat::test

// generate: the same seed gives the same puzzle, every puzzle is unique (decided from scratch by
// both backends), --minimal puzzles lose uniqueness without any one of their clues, and the
// command line writes DIR/0001.gsp ... that `gridsat unique` accepts.
#include <catch2/catch.hpp>

#include <unistd.h>
#include <algorithm>
#include <filesystem>
#include <set>

#include "genres/abc/abc.hpp"
#include "genres/calcudoku/calcudoku.hpp"
#include "genres/skyscrapers/skyscrapers.hpp"
#include "genres/sudoku/sudoku.hpp"
#include "setter/setter.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::string native_text(const Puzzle& puzzle) {
  std::string error;
  auto text = write_puzzle(puzzle, "native", error);
  REQUIRE(text.has_value());
  return *text;
}

struct Case {
  const char* name;
  GenerateSpec spec;
};

std::vector<Case> cases() {
  auto spec = [](const char* type, int rows, int cols) {
    GenerateSpec s;
    s.type = type;
    s.params.rows = rows;
    s.params.cols = cols;
    return s;
  };
  std::vector<Case> out;
  out.push_back({"sudoku 4x4", spec("sudoku", 4, 4)});
  out.push_back({"sudoku 6x6", spec("sudoku", 6, 6)});
  GenerateSpec tall = spec("sudoku", 6, 6);
  tall.params.options["box"] = "3x2";
  out.push_back({"sudoku 6x6 boxes 3x2", tall});
  GenerateSpec diagonal = spec("sudoku", 6, 6);
  diagonal.params.options["diagonal"] = "";
  out.push_back({"diagonal sudoku 6x6", diagonal});
  GenerateSpec jigsaw = spec("sudoku", 6, 6);
  jigsaw.params.options["jigsaw"] = "";
  out.push_back({"jigsaw sudoku 6x6", jigsaw});
  GenerateSpec killer = spec("sudoku", 6, 6);
  killer.params.options["killer"] = "";
  out.push_back({"killer sudoku 6x6", killer});
  out.push_back({"skyscrapers 5", spec("skyscrapers", 5, 5)});
  GenerateSpec sum = spec("skyscrapers", 4, 4);
  sum.params.options["sum-clues"] = "";
  out.push_back({"sum skyscrapers 4", sum});
  GenerateSpec abc = spec("abc", 5, 5);
  abc.params.options["letters"] = "3";
  out.push_back({"abc 5 letters 3", abc});
  out.push_back({"calcudoku 5", spec("calcudoku", 5, 5)});
  out.push_back({"binairo 6x6", spec("binairo", 6, 6)});
  out.push_back({"binairo 6x8", spec("binairo", 6, 8)});
  GenerateSpec unruly = spec("binairo", 6, 6);
  unruly.params.options["unique-lines"] = "no";
  out.push_back({"binairo 6x6 without unique lines", unruly});
  return out;
}

}  // namespace

TEST_CASE("generate: reproducible by seed, unique, of the asked shape", "[setter][generate]") {
  for (const Case& c : cases()) {
    INFO(c.name);
    REQUIRE(!generate_spec_problem(c.spec));
    std::set<std::string> texts;
    for (std::uint64_t seed : {1, 2, 3}) {
      INFO("seed " << seed);
      auto puzzle = generate(c.spec, seed);
      REQUIRE(puzzle);
      CHECK(puzzle->type() == c.spec.type);
      CHECK(puzzle->rows() == c.spec.params.rows);
      CHECK(puzzle->cols() == c.spec.params.cols);
      const std::string text = native_text(*puzzle);
      CHECK(native_text(*generate(c.spec, seed)) == text);
      texts.insert(text);
      // Read back from its own text, it is unique for both backends.
      require_verdict(*parse(text), Verdict::Unique);
    }
    CHECK(texts.size() >= 2);  // different seeds, (almost always) different puzzles
  }
}

TEST_CASE("generate: the variants carry their parts", "[setter][generate]") {
  GenerateSpec killer;
  killer.params.rows = killer.params.cols = 6;
  killer.params.options["killer"] = "";
  auto k = generate(killer, 5);
  auto& ks = dynamic_cast<const Sudoku&>(*k);
  CHECK(!ks.cages.empty());
  std::vector<int> covered(36, 0);
  for (const auto& cage : ks.cages)
    for (int cell : cage.cells) ++covered[static_cast<std::size_t>(cell)];
  CHECK(std::all_of(covered.begin(), covered.end(), [](int n) { return n == 1; }));

  GenerateSpec jigsaw;
  jigsaw.params.rows = jigsaw.params.cols = 6;
  jigsaw.params.options["jigsaw"] = "";
  auto j = generate(jigsaw, 5);
  CHECK(dynamic_cast<const Sudoku&>(*j).regions.size() == 36);

  GenerateSpec calc;
  calc.type = "calcudoku";
  calc.params.rows = calc.params.cols = 6;
  auto c = generate(calc, 5);
  auto& cc = dynamic_cast<const Calcudoku&>(*c);
  for (const auto& cage : cc.cages) CHECK(!calcudoku_cage_problem(6, cage));
}

TEST_CASE("generate --minimal: no clue can be removed", "[setter][generate]") {
  for (Case c : cases()) {
    if (c.spec.type == "calcudoku") continue;  // its clues are cages, never removed
    INFO(c.name);
    c.spec.minimal = true;
    for (std::uint64_t seed : {11, 12}) {
      auto puzzle = generate(c.spec, seed);
      REQUIRE(run(*puzzle, Mode::Unique, RunOptions{}).verdict == Verdict::Unique);
      const std::vector<Clue> clues = removable_clues(*puzzle);
      for (std::size_t i = 0; i < clues.size(); ++i) {
        INFO(describe_clue(*puzzle, clues[i]));
        std::vector<Clue> without = clues;
        without.erase(without.begin() + static_cast<std::ptrdiff_t>(i));
        CHECK(run(*with_clues(*puzzle, without), Mode::Unique, RunOptions{}).verdict ==
              Verdict::Multiple);
      }
      // Without --minimal the same seed keeps at least as many clues.
      GenerateSpec quick = c.spec;
      quick.minimal = false;
      CHECK(removable_clues(*generate(quick, seed)).size() >= clues.size());
    }
  }
}

TEST_CASE("generate on the command line: -o DIR, seeds, formats, errors",
          "[setter][generate][cli]") {
  char dir_template[] = "/tmp/gridsat-generate-XXXXXX";
  REQUIRE(mkdtemp(dir_template));
  const fs::path dir = fs::path(dir_template) / "out";
  CliRun r = run_cli({"generate", "--type", "skyscrapers", "--size", "5", "--seed", "9", "--count",
                      "3", "-o", dir.string()});
  REQUIRE(r.status == 0);
  CHECK(r.out.empty());
  auto files = files_in(dir, ".gsp");
  REQUIRE(files.size() == 3);
  CHECK(files[0].filename() == "0001.gsp");
  CHECK(files[2].filename() == "0003.gsp");
  for (const auto& f : files) CHECK(run_cli({"unique", f.string()}).status == 0);

  // The same seed on standard output: the same puzzles, and puzzle 2 does not depend on --count.
  CliRun again =
      run_cli({"generate", "--type", "skyscrapers", "--size", "5", "--seed", "9", "--count", "3"});
  REQUIRE(again.status == 0);
  CHECK(again.out == read_text(files[0]) + "\n" + read_text(files[1]) + "\n" + read_text(files[2]));

  CliRun line = run_cli(
      {"generate", "--type", "sudoku", "--size", "3x3", "--seed", "4", "--to", "sudoku-line"});
  REQUIRE(line.status == 0);
  CHECK(line.out.size() == 82);
  CHECK(run_cli({"unique"}, line.out).status == 0);

  CHECK(run_cli({"generate", "--type", "sudoku", "--size", "9", "--box", "2x2"}).status == 64);
  CHECK(run_cli({"generate", "--type", "binairo", "--size", "5"}).status == 64);
  CHECK(run_cli({"generate", "--type", "nonsense", "--size", "5"}).status == 64);
  CHECK(run_cli({"generate", "--size", "5"}).status == 64);
  CHECK(run_cli({"generate", "--help"}).status == 0);
  fs::remove_all(dir_template);
}

TEST_CASE("generate refuses a binairo size that no puzzle with different lines has",
          "[setter][generate][cli]") {
  // Columns of 4 cells, balanced and without three in a row: 0011 0101 0110 1001 1010 1100, six
  // of them (counted by hand), so 8 or 10 different columns cannot exist; rows of 2 cells: two.
  char dir_template[] = "/tmp/gridsat-generate-XXXXXX";
  REQUIRE(mkdtemp(dir_template));
  const fs::path dir = fs::path(dir_template) / "out";
  for (const char* size : {"4x8", "4x10", "2x4", "2x6", "8x4"}) {
    INFO(size);
    const CliRun r = run_cli(
        {"generate", "--type", "binairo", "--size", size, "--seed", "2", "-o", dir.string()});
    CHECK(r.status == 64);
    CHECK(r.err.find("--unique-lines no") != std::string::npos);
    CHECK_FALSE(fs::exists(dir));  // refused before any work
  }
  // Six columns of 4 take all six lines; without the rule any even size works.
  CHECK(run_cli({"generate", "--type", "binairo", "--size", "4x6", "--seed", "2"}).status == 0);
  CHECK(run_cli({"generate", "--type", "binairo", "--size", "4x8", "--unique-lines", "no", "--seed",
                 "2"})
            .status == 0);
  fs::remove_all(dir_template);
}

TEST_CASE("generate --difficulty: puzzles of the grade asked, reproducible by seed",
          "[setter][generate]") {
  GenerateSpec spec;
  spec.type = "skyscrapers";
  spec.params.rows = spec.params.cols = 5;
  for (const char* grade : {"medium", "hard"}) {
    INFO(grade);
    spec.difficulty = grade;
    const auto puzzle = generate(spec, 2);
    CHECK(rate(*puzzle, RateOptions{}).grade == grade);
    CHECK(native_text(*generate(spec, 2)) == native_text(*puzzle));
    require_verdict(*puzzle, Verdict::Unique);
  }
  // Easy hitori: propagation decides Tatham's easy deductions (hitori's pairs apart), so an easy
  // 6x6 comes within the attempts (none of 300 did before).
  spec.type = "hitori";
  spec.params.rows = spec.params.cols = 6;
  spec.difficulty = "easy";
  const auto easy = generate(spec, 3);
  CHECK(rate(*easy, RateOptions{}).score == 0);
  require_verdict(*easy, Verdict::Unique);
  // A 4x4 sudoku is never extreme: the attempts run out, saying what came instead.
  spec.type = "sudoku";
  spec.params.rows = spec.params.cols = 4;
  spec.difficulty = "extreme";
  spec.difficulty_attempts = 5;
  CHECK_THROWS_WITH(generate(spec, 1), "no extreme puzzle in 5 attempts (they rated easy 5)");
  spec.difficulty = "impossible";
  CHECK(generate_spec_problem(spec) ==
        "unknown difficulty 'impossible' (easy, medium, hard, fiendish, extreme)");
}

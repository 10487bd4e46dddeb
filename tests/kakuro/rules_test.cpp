// Kakuro's statements of its rules held against each other on small grids, exhaustively: for
// layouts of up to seven white cells (clue cells on the border, blank blocks inside, runs that
// start at the grid's edge and so have no sum, runs of one cell) and sums drawn from random
// digits (exact, a little off, or left out) with a given now and then, the answers check accepts
// by brute force over every digit of every white cell are exactly
//  - the models of the encoding with each cage encoding (tuples, dd, auto) and two at-most-one
//    encodings, projected on the answer;
//  - the solutions of the native backtracker (the whole search);
// and on the smaller layouts every complete answer is accepted by the native rules exactly when
// check accepts it. Also: what check reports, and the table of digit sets.
#include <catch2/catch.hpp>
#include <random>

#include "kakuro/kakuro_helpers.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// A layout from rows of `#` (black) and `.` (white).
Kakuro layout(const std::vector<std::string>& rows) {
  Kakuro p(static_cast<int>(rows.size()), static_cast<int>(rows.front().size()));
  for (int cell = 0; cell < p.height * p.width; ++cell)
    p.black[at(cell)] = rows[at(cell / p.width)][at(cell % p.width)] == '#';
  p.update_runs();
  return p;
}

// Sums (and sometimes a given) from random digits 1..9 (repeats allowed: some sums then have
// no answer).
Kakuro with_random_sums(Kakuro p, std::mt19937& rng) {
  std::uniform_int_distribution<int> digit(1, 9), roll(0, 7), off(-2, 2);
  std::vector<int> d(at(p.height * p.width), 0);
  for (int cell = 0; cell < p.height * p.width; ++cell)
    if (!p.is_black(cell)) d[at(cell)] = digit(rng);
  for (const KakuroRun& run : p.runs()) {
    if (run.clue < 0) continue;
    int total = 0;
    for (int cell : run.cells) total += d[at(cell)];
    const int r = roll(rng);
    if (r == 0) continue;  // no sum
    if (r == 1) total = std::clamp(total + off(rng), 1, kMaxKakuroSum);
    (run.across ? p.across : p.down)[at(run.clue)] = total;
  }
  p.update_runs();
  Grid givens(p.height, p.width);
  if (roll(rng) < 2)
    for (int cell = 0; cell < p.height * p.width; ++cell)
      if (!p.is_black(cell)) {
        givens.cells[at(cell)] = roll(rng) < 4 ? d[at(cell)] : digit(rng);
        break;
      }
  p.set_givens(givens);
  REQUIRE_FALSE(p.problem().has_value());
  return p;
}

std::string text_of(const Kakuro& p) {
  std::string out;
  for (int cell = 0; cell < p.height * p.width; ++cell) {
    const int g = p.givens().cells[at(cell)];
    out += p.is_black(cell) ? kakuro_clue_text(p, cell) : g == kUnknown ? "." : std::to_string(g);
    out += (cell + 1) % p.width == 0 ? "\n" : " ";
  }
  return out;
}

bool native_accepts(const NativeRules& rules, const Grid& g) {
  std::vector<Candidates> cells = rules.initial();
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] &= Candidates{1} << g.cells[i];
  return rules.propagate(cells);
}

void compare_all(const Kakuro& p, bool per_answer) {
  INFO("puzzle:\n" << text_of(p));
  const std::set<std::vector<int>> valid = valid_answers(p);
  for (CageEncoding cages : {CageEncoding::Tuples, CageEncoding::Dd, CageEncoding::Auto})
    for (Amo amo : {Amo::Pairwise, Amo::Sequential}) {
      INFO(cage_encoding_name(cages) << " " << amo_name(amo));
      EncodeOptions options;
      options.cages = cages;
      options.amo = amo;
      CHECK(sat_answers(p, options) == valid);
    }
  CHECK(native_answers(p) == valid);
  if (!per_answer) return;
  // Every complete answer (black cells 0, digits on white cells) against the native rules.
  const auto rules = p.native_rules();
  std::vector<int> whites;
  for (int cell = 0; cell < p.height * p.width; ++cell)
    if (!p.is_black(cell)) whites.push_back(cell);
  Grid g(p.height, p.width, 0);
  for (int cell : whites) g.cells[at(cell)] = 1;
  for (;;) {
    const bool ok = valid.count(g.cells) > 0;
    if (native_accepts(*rules, g) != ok) FAIL_CHECK("native rules disagree on " << g.cells.size());
    std::size_t k = 0;
    for (; k < whites.size(); ++k) {
      int& v = g.cells[at(whites[k])];
      if (v < 9) {
        ++v;
        break;
      }
      v = 1;
    }
    if (k == whites.size()) break;
  }
}

const std::vector<std::vector<std::string>> kSmall = {
    {"###", "#..", "#.."},     // four white cells, every run with a clue
    {"..", "#."},              // runs from the edge (no sum), runs of one cell
    {"##.#", "#..#", "#.##"},  // blank blocks inside
    {"#.#", "..#", "#.."},     // crossings of one-cell runs
};
const std::vector<std::vector<std::string>> kLarger = {
    {"####", "#...", "#..."},          // six white cells, 2 x 3
    {"###", "#..", "#..", "#.."},      // six white cells, 3 x 2
    {"####", "#..#", "#...", "##.."},  // seven white cells around a blank block
    {"#####", "#..#.", "##..."},       // a run from the edge, and runs behind a blank block
};

}  // namespace

TEST_CASE("the table of digit sets per sum and length", "[kakuro][rules]") {
  auto sets = [](int sum, int length) {
    std::set<std::string> out;
    for (unsigned m : kakuro_combinations(sum, length)) {
      std::string s;
      for (int d = 1; d <= 9; ++d)
        if (m >> (d - 1) & 1) s += static_cast<char>('0' + d);
      out.insert(s);
    }
    return out;
  };
  // The sums every player knows by heart: 3 in 2, 4 in 2, 17 in 2, 6 in 3, 23 in 3, 24 in 3, 45
  // in 9; and 10 in 3 by hand (1+2+7, 1+3+6, 1+4+5, 2+3+5).
  CHECK(sets(3, 2) == std::set<std::string>{"12"});
  CHECK(sets(4, 2) == std::set<std::string>{"13"});
  CHECK(sets(17, 2) == std::set<std::string>{"89"});
  CHECK(sets(6, 3) == std::set<std::string>{"123"});
  CHECK(sets(23, 3) == std::set<std::string>{"689"});
  CHECK(sets(24, 3) == std::set<std::string>{"789"});
  CHECK(sets(45, 9) == std::set<std::string>{"123456789"});
  CHECK(sets(10, 3) == std::set<std::string>{"127", "136", "235", "145"});
  CHECK(sets(2, 2).empty());
  CHECK(sets(18, 2).empty());
  CHECK(sets(0, 0).size() == 1);
}

TEST_CASE("check, encode and the native rules agree on every answer of small layouts",
          "[kakuro][rules]") {
  std::mt19937 rng(161);
  compare_all(layout(kSmall.front()), true);  // no sums at all: only the no-repeat rule
  for (const auto& rows : kSmall) {
    for (int i = 0; i < 12; ++i) compare_all(with_random_sums(layout(rows), rng), true);
  }
}

TEST_CASE("encode and the native search agree with brute force on layouts of six and seven cells",
          "[kakuro][rules]") {
  std::mt19937 rng(162);
  // 9^7 answers per seven-cell layout: the sanitizer pass takes one of each six-cell layout.
  for (const auto& rows : sample_of(kLarger, 2))
    for (int i = 0; i < sample_size(3, 1); ++i)
      compare_all(with_random_sums(layout(rows), rng), false);
}

TEST_CASE("the answer names every cell: black cells 0, white cells 1..9", "[kakuro][rules]") {
  const Kakuro p = kakuro_from_rows({"\\  4\\ 3\\", "\\3 .  .", "\\4 .  ."});
  Cnf cnf;
  p.encode(cnf, EncodeOptions{});
  std::vector<int> per_cell(9, 0);
  for (const CellVar& v : cnf.answer().entries()) {
    per_cell[at(v.row * 3 + v.col)] += 1;
    if (p.is_black(v.row * 3 + v.col)) CHECK(v.value == 0);
    if (!p.is_black(v.row * 3 + v.col)) CHECK((v.value >= 1 && v.value <= 9));
  }
  CHECK(per_cell == std::vector<int>{1, 1, 1, 1, 9, 9, 1, 9, 9});
}

TEST_CASE("check names the broken rule and where", "[kakuro][rules]") {
  // 3 across in two cells is 1 + 2, 4 is 1 + 3; down 4 = 1 + 3 and 3 = 2 + 1 (by hand: the only
  // answer is 1 2 / 3 1).
  const Kakuro p = kakuro_from_rows({"\\  4\\ 3\\", "\\3 .  .", "\\4 .  ."});
  auto broken = [&](const std::vector<std::string>& rows) {
    auto v = check_solution(p, digits(rows));
    return v ? describe(*v) : std::string("valid");
  };
  CHECK(broken({"0 0 0", "0 1 2", "0 3 1"}) == "valid");
  CHECK(broken({"0 0 0", "0 2 1", "0 3 1"}) == "r1c2: the down run from r2c2 adds up to 5, not 4");
  CHECK(broken({"0 0 0", "0 1 2", "0 1 3"}) ==
        "r3c2: the down run from r2c2 holds 1 twice (r2c2 and r3c2)");
  CHECK(broken({"0 0 0", "0 1 2", "0 2 2"}) ==
        "r3c3: the across run from r3c2 holds 2 twice (r3c2 and r3c3)");
  CHECK(broken({"0 5 0", "0 1 2", "0 3 1"}) == "r1c2: r1c2 holds 5, not 0");
  CHECK(valid_answers(p) == std::set<std::vector<int>>{digits({"0 0 0", "0 1 2", "0 3 1"}).cells});
}

TEST_CASE("the encoding size estimate bounds the real encoding", "[kakuro][rules]") {
  std::vector<Kakuro> puzzles = {
      kakuro_from_rows({"\\  4\\ 3\\", "\\3 .  .", "\\4 .  ."}),
      kakuro_from_rows({".  .  .", "\\3 .  .", "\\ . \\"}),
  };
  for (const fs::path& file : files_in(test_data().parent_path().parent_path() / "benchmarks" /
                                           "instances" / "kakuro" / "generated",
                                       ".gsp"))
    if (puzzles.size() < 5) puzzles.push_back(dynamic_cast<const Kakuro&>(*parse(read_text(file))));
  for (const Kakuro& p : puzzles)
    for (CageEncoding cages : {CageEncoding::Tuples, CageEncoding::Dd, CageEncoding::Auto})
      for (Amo amo : kAllAmo) {
        INFO(text_of(p) << cage_encoding_name(cages) << " " << amo_name(amo));
        EncodeOptions options;
        options.cages = cages;
        options.amo = amo;
        Cnf cnf;
        p.encode(cnf, options);
        const EncodingSize estimate = p.encoding_size(options);
        CHECK(estimate.vars >= cnf.num_vars());
        CHECK(estimate.clauses >= static_cast<double>(cnf.num_clauses()));
        CHECK(estimate.literals >= static_cast<double>(cnf.literals().size() - cnf.num_clauses()));
      }
}

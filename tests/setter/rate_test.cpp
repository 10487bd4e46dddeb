// rate against Tatham's grades: his generators grade each puzzle by the strongest deduction his
// own solver needs, and the grade is the letter after "d" in each set's file name (keen-5dh:
// hard). rate never sees the name; the score must order the puzzles as the grades do, by
// Spearman's rank correlation, per game. The small sizes run every time; every set, and the
// figures of docs/hints.md, under [.full] (scripts/rate-correlation prints the same table).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <numeric>
#include <sstream>

#include "setter/setter.hpp"
#include "setter/small_puzzles.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// Each game's grades, easiest first, by their letter.
const std::map<std::string, std::string>& grade_letters() {
  static const std::map<std::string, std::string> letters = {
      {"solo", "tbiaeu"},    // trivial, basic, intermediate, advanced, extreme, unreasonable
      {"keen", "enhxu"},     // easy, normal, hard, extreme, unreasonable
      {"towers", "ehxu"},    // easy, hard, extreme, unreasonable
      {"unruly", "ten"},     // trivial, easy, normal
      {"unequal", "tekxr"},  // trivial, easy, tricky, extreme, recursive
      {"lightup", "eth"},    // tests/data/graded: easy, tricky, hard (Tatham's 0, 1, 2)
      {"tents", "et"},       // easy, tricky
      {"loopy", "enth"},     // easy, normal, tricky, hard
      {"pearl", "et"},       // easy, tricky
  };
  return letters;
}

// Ranks 1..n, ties sharing the mean of their places.
std::vector<double> ranks(const std::vector<double>& xs) {
  std::vector<std::size_t> order(xs.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return xs[a] < xs[b]; });
  std::vector<double> out(xs.size());
  for (std::size_t i = 0; i < order.size();) {
    std::size_t j = i;
    while (j + 1 < order.size() && xs[order[j + 1]] == xs[order[i]]) ++j;
    for (std::size_t k = i; k <= j; ++k) out[order[k]] = (static_cast<double>(i + j) / 2) + 1;
    i = j + 1;
  }
  return out;
}

// Spearman's rank correlation: Pearson's on the ranks.
double spearman(const std::vector<double>& a, const std::vector<double>& b) {
  const std::vector<double> ra = ranks(a), rb = ranks(b);
  const double n = static_cast<double>(a.size());
  const double ma = std::accumulate(ra.begin(), ra.end(), 0.0) / n;
  const double mb = std::accumulate(rb.begin(), rb.end(), 0.0) / n;
  double cov = 0, va = 0, vb = 0;
  for (std::size_t i = 0; i < ra.size(); ++i) {
    cov += (ra[i] - ma) * (rb[i] - mb);
    va += (ra[i] - ma) * (ra[i] - ma);
    vb += (rb[i] - mb) * (rb[i] - mb);
  }
  return cov / std::sqrt(va * vb);
}

// The game IDs of a set: the first word of each line that is not a comment (the shared sets
// follow it with the solution, the Unequal set has none).
std::vector<std::string> game_ids(const fs::path& path) {
  std::vector<std::string> ids;
  std::istringstream in(read_text(path));
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') ids.push_back(line.substr(0, line.find(' ')));
  return ids;
}

// The letter after the first "d" that a letter follows in a set's parameters ("4dem": 'e'),
// or 0.
char grade_letter(const std::string& params) {
  for (std::size_t i = 0; i + 1 < params.size(); ++i)
    if (params[i] == 'd' && std::islower(static_cast<unsigned char>(params[i + 1])))
      return params[i + 1];
  return 0;
}

// The sets of a game whose parameters (the file name between "game-" and ".txt") start with one
// of `prefixes` (all sets when empty): per puzzle its grade (0 the easiest) and its score.
struct Graded {
  std::vector<double> grades, scores;
};
Graded rate_sets(const std::string& game, const std::vector<std::string>& prefixes) {
  const std::string& letters = grade_letters().at(game);
  std::vector<fs::path> dirs;
  for (const fs::path& dir : fs::directory_iterator(shared_data()))
    if (fs::is_directory(dir / "tatham")) dirs.push_back(dir / "tatham");
  dirs.push_back(test_data() / "unequal");
  dirs.push_back(test_data() / "graded");
  Graded out;
  for (const fs::path& dir : dirs)
    for (const fs::path& path : files_in(dir, ".txt")) {
      const std::string file = path.filename().string(), head = game + "-", tail = ".txt";
      if (!file.starts_with(head) || !file.ends_with(tail)) continue;
      const std::string p = file.substr(head.size(), file.size() - head.size() - tail.size());
      const bool wanted = prefixes.empty() || std::any_of(prefixes.begin(), prefixes.end(),
                                                          [&](const std::string& prefix) {
                                                            return p.starts_with(prefix);
                                                          });
      const char letter = grade_letter(p);
      if (!wanted || letter == 0) continue;
      const std::size_t grade = letters.find(letter);
      REQUIRE(grade != std::string::npos);
      for (const std::string& id : game_ids(path)) {
        INFO(file << ": " << id);
        const Rating r = rate(*parse(id), RateOptions{});
        REQUIRE(r.status == Verdict::Unique);
        out.grades.push_back(static_cast<double>(grade));
        out.scores.push_back(r.score);
      }
    }
  return out;
}

}  // namespace

TEST_CASE("rate: the small Tatham sets, ordered as Tatham grades them", "[setter][rate]") {
  const std::map<std::string, std::vector<std::string>> slices = {
      {"keen", {"4d", "5d"}},        {"towers", {"4d", "5d"}},  {"solo", {"2x3d"}},
      {"unruly", {"8x8d"}},          {"unequal", {"4d", "5d"}}, {"lightup", {"7x7d"}},
      {"tents", {"8x8d", "10x10d"}}, {"loopy", {"5x5d"}},       {"pearl", {"6x6d", "8x8d"}}};
  for (const auto& [game, prefixes] : slices) {
    const Graded g = rate_sets(game, prefixes);
    const double rho = spearman(g.grades, g.scores);
    INFO(game << ": " << g.grades.size() << " puzzles, Spearman " << rho);
    CHECK(g.grades.size() >= 30);
    CHECK(rho >= 0.7);
  }
}

TEST_CASE("rate: every Tatham set, ordered as Tatham grades them", "[.full][setter][rate]") {
  for (const auto& [game, letters] : grade_letters()) {
    const Graded g = rate_sets(game, {});
    const double rho = spearman(g.grades, g.scores);
    WARN(game << ": " << g.grades.size() << " puzzles, Spearman " << rho);
    CHECK(rho >= 0.7);
  }
}

TEST_CASE("rate: what the score says", "[setter][rate]") {
  // A sudoku with one empty cell: propagation alone.
  const auto puzzle = generate(small_kinds().front().spec, 5);
  std::vector<Clue> all = every_cell_given(only_solution(*puzzle));
  all.erase(all.begin());
  const Rating easy = rate(*with_clues(*puzzle, all), RateOptions{});
  CHECK(easy.status == Verdict::Unique);
  CHECK(easy.score == 0);
  CHECK(easy.grade == "easy");
  CHECK(easy.cells == 1);
  CHECK(easy.by_propagation == 1);
  // Several solutions are not rated.
  CHECK(rate(*with_clues(*puzzle, {}), RateOptions{}).status == Verdict::Multiple);
  // The grades cover every score, in order.
  CHECK(grade_of(0) == "easy");
  CHECK(grade_of(1) == "easy");  // a trial that fails on the tried cell alone
  CHECK(grade_of(2) == "medium");
  CHECK(grade_of(2.5) == "medium");
  CHECK(grade_of(3.2) == "hard");
  CHECK(grade_of(5) == "fiendish");
  CHECK(grade_of(9) == "extreme");
  // Tatham's hardest Keen needs trials with longer chains than his easiest.
  const auto hard = parse(read_tatham_set(shared_data() / "calcudoku/tatham/keen-6du.txt")[0].id);
  const auto simple = parse(read_tatham_set(shared_data() / "calcudoku/tatham/keen-6de.txt")[0].id);
  CHECK(rate(*hard, RateOptions{}).score > rate(*simple, RateOptions{}).score);
  // An easy Loopy whose last step is "this line would close the loop too soon", which the
  // static loop encoding's propagation does not see: the closed loop's refutation makes it a
  // trial (it went to the search, scoring 8.9, without it).
  const auto loopy = parse(game_ids(test_data() / "graded/loopy-5x5de.txt").front());
  const Rating closing = rate(*loopy, RateOptions{});
  CHECK(closing.hardest == Reasoning::Trial);
  CHECK(closing.score < 3);
}

// The unit's two secondary statements of the puzzle: the MiniZinc model (the bench's comparison)
// finds exactly the loops brute force and Loopy find, and the encoding size estimate (the cli's
// memory guard) bounds the real CNF within a small factor, with every connectivity and
// cardinality encoding.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <set>
#include <sstream>

#include "driver/engine.hpp"
#include "slitherlink/slitherlink_helpers.hpp"
#include "support/scratch_dir.hpp"

using namespace gridsat;
using namespace gridsat::test;

TEST_CASE("the MiniZinc model finds the same loops", "[slitherlink][minizinc]") {
  if (std::system("minizinc --version > /dev/null 2>&1") != 0) {
    WARN("minizinc is not installed: skipped");
    return;
  }
  const fs::path model =
      test_data().parent_path().parent_path() / "encoder/genres/slitherlink/slitherlink.mzn";
  ScratchDir dir;
  // Every solution (-a): each printed as the answer grid on one line, then a line of dashes.
  auto solutions = [&](const Slitherlink& p) {
    const fs::path data = dir.write("p.dzn", p.minizinc_data());
    const fs::path out = dir.path() / "out.txt";
    const std::string command = "minizinc --solver gecode -a '" + model.string() + "' '" +
                                data.string() + "' > '" + out.string() + "' 2> /dev/null";
    REQUIRE(std::system(command.c_str()) == 0);
    std::set<std::vector<int>> found;
    std::istringstream in(read_text(out));
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '-' || line[0] == '=') continue;
      std::istringstream cells(line);
      std::vector<int> g;
      for (int v; cells >> v;) g.push_back(v);
      CHECK(found.insert(g).second);  // each loop once
    }
    return found;
  };
  // No clue on 3 x 3 cells: every cycle of the 4 x 4 grid points (213, rules_test.cpp).
  CHECK(solutions(Slitherlink(3, 3)).size() == 213);
  // The puzzle solved by hand in rules_test.cpp: the two Ls.
  Slitherlink two(2, 2);
  two.grid.at(0, 0) = two.grid.at(1, 1) = 3;
  CHECK(solutions(two) ==
        std::set<std::vector<int>>{{1, 0, 0, 0, 1, 0, 1, 1, 0, 1, 1, 0, 1, 0, 1},
                                   {1, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 1, 0, 1, 1}});
  // Loopy's 5 x 5 puzzles: Loopy's loop, and only it.
  int done = 0;
  for (const TathamCase& c : loopy_cases()) {
    const auto p = read_loopy_id(c.id);
    if (p->height * p->width > 25) continue;
    INFO(c.id);
    CHECK(solutions(*p) == std::set<std::vector<int>>{tatham_solution(*p, c).cells});
    ++done;
  }
  CHECK(done >= 12);
}

TEST_CASE("the encoding size estimate bounds the real encoding", "[slitherlink][limits]") {
  std::mt19937 rng(17);
  for (auto [h, w] : {std::pair{1, 1}, std::pair{3, 7}, std::pair{10, 10}, std::pair{25, 25},
                      std::pair{40, 30}}) {
    Slitherlink p(h, w);
    p.grid = clues_of(p, random_loop(h, w, rng));
    for (Connectivity c : {Connectivity::Auto, Connectivity::Static, Connectivity::Lazy})
      for (Card card : kAllCard) {
        EncodeOptions o;
        o.connectivity = c;
        o.card = card;
        INFO(h << "x" << w << " " << connectivity_name(c) << " " << card_name(card));
        Cnf cnf;
        p.encode(cnf, o);
        const EncodingSize estimate = p.encoding_size(o);
        const auto clauses = static_cast<double>(cnf.num_clauses());
        CHECK(estimate.vars >= cnf.num_vars());
        CHECK(estimate.clauses >= clauses);
        CHECK(estimate.literals >= static_cast<double>(cnf.literals().size()) - clauses);
        CHECK(estimate.vars < 10.0 * cnf.num_vars() + 20000);
        CHECK(estimate.clauses < 10.0 * clauses + 20000);
      }
  }
}

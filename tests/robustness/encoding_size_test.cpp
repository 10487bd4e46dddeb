// The size estimate that the cli uses to refuse puzzles too large for memory
// (encoder/puzzles/encoding_size.hpp), held against real encodings: on every generated puzzle of
// the shared sets, under every encoding choice, it must be an upper bound of the variables and
// clauses and stay within a small factor of them (a loose estimate would refuse puzzles that fit).
// And it must grow with the puzzles that explode: a cage over a whole 64x64 grid.
#include <catch2/catch.hpp>
#include <map>

#include "puzzles/encoding_size.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::vector<fs::path> generated_puzzles() {
  std::vector<fs::path> all;
  for (const char* type : {"sudoku", "killer", "calcudoku", "skyscrapers", "abc", "binairo"})
    for (const fs::path& p : files_in(shared_data() / type / "generated", ".gsp")) all.push_back(p);
  return all;
}

std::vector<EncodeOptions> option_sets() {
  std::vector<EncodeOptions> sets;
  for (Amo amo : {Amo::Auto, Amo::Pairwise, Amo::Sequential, Amo::Bimander, Amo::Product})
    for (Card card : kAllCard) {
      EncodeOptions o;
      o.amo = amo;
      o.card = card;
      sets.push_back(o);
    }
  for (const char* visibility : {"order", "automaton"})
    for (const char* sum : {"auto", "tuples", "dd"}) {
      EncodeOptions o;
      o.visibility = *parse_visibility(visibility);
      o.cages = *parse_cage_encoding(sum);
      sets.push_back(o);
    }
  return sets;
}

}  // namespace

TEST_CASE("the encoding size estimate bounds the real encoding, within a small factor",
          "[robustness][limits]") {
  auto puzzles = generated_puzzles();
  REQUIRE(puzzles.size() > 100);
  std::map<std::string, double> worst;  // type -> largest estimate / actual clauses
  int index = 0;
  for (const fs::path& path : puzzles) {
    auto puzzle = parse(read_text(path));
    // Every option set on a few puzzles of each kind, the default on all.
    auto sets = option_sets();
    if (index++ % 7 != 0) sets.resize(1);
    for (const EncodeOptions& options : sets) {
      INFO(path.filename().string()
           << " amo=" << amo_name(options.amo) << " card=" << card_name(options.card)
           << " visibility=" << visibility_name(options.visibility)
           << " cages=" << cage_encoding_name(options.cages));
      Cnf cnf = encode_puzzle(*puzzle, options);
      EncodingSize estimate = puzzle->encoding_size(options);
      std::size_t literals = cnf.literals().size();
      CHECK(estimate.vars >= cnf.num_vars());
      CHECK(estimate.clauses >= static_cast<double>(cnf.num_clauses()));
      CHECK(estimate.literals >= static_cast<double>(literals - cnf.num_clauses()));
      const double ratio = estimate.clauses / static_cast<double>(cnf.num_clauses());
      CHECK(estimate.clauses < 10.0 * static_cast<double>(cnf.num_clauses()) + 20000);
      CHECK(estimate.vars < 10.0 * cnf.num_vars() + 20000);
      auto& w = worst[std::string(puzzle->type())];
      w = std::max(w, ratio);
    }
  }
  for (const auto& [type, ratio] : worst) WARN(type << ": estimate / clauses at most " << ratio);
}

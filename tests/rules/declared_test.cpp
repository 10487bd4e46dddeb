// The generic harness of the declared genres (rules/declared.hpp): every registered genre whose
// puzzles are declared has its rules' three readings held against each other by
// tests/rules/agreement on every shading of small grids, with the rooms its generator draws and
// numbers measured from a random shading (so that some puzzles have solutions), a few layouts
// per shape.
#include <catch2/catch.hpp>

#include "genres/genre.hpp"
#include "rules/agreement.hpp"
#include "rules/declared.hpp"
#include "rules/declared_values.hpp"
#include "support/support.hpp"

using namespace gridsat;
using namespace gridsat::rules;
using gridsat::test::hold_three_ways;
using gridsat::test::hold_values_three_ways;

namespace {

// The registered genres whose generator frames are puzzles of class P (declared genres).
template <class P>
std::vector<const Genre*> genres_declared_as() {
  std::vector<const Genre*> out;
  for (const Genre& genre : genres()) {
    if (!genre.generator || !genre.generator->frame) continue;
    Random probe(1);
    GenerateParams params;
    params.rows = params.cols = 3;
    if (dynamic_cast<P*>(genre.generator->frame(params, probe).get())) out.push_back(&genre);
  }
  return out;
}

}  // namespace

TEST_CASE("every declared genre's rules agree three ways on small grids", "[rules][declared]") {
  const GridShape shapes[] = {{3, 3}, {3, 4}, {4, 3}, {4, 4}};
  const std::vector<const Genre*> declared = genres_declared_as<DeclaredShading>();
  for (const Genre* g : declared) {
    const Genre& genre = *g;
    GenerateParams params;
    long long valid = 0, held = 0;
    for (GridShape s : shapes) {
      if (s.cells() > (gridsat::test::kSanitized ? 12 : 16)) continue;
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        INFO(genre.name << " " << s.rows << "x" << s.cols << " seed " << seed);
        Random rng(seed);
        params.rows = s.rows;
        params.cols = s.cols;
        if (genre.generator->problem && genre.generator->problem(params)) continue;  // not square
        auto frame = genre.generator->frame(params, rng);
        auto& p = dynamic_cast<DeclaredShading&>(*frame);
        Grid shading(s.rows, s.cols, 0);
        for (int& v : shading.cells) v = rng.below(3) == 0;
        const ShadingDeclaration& d = p.declaration();
        for (int cell = 0; cell < s.cells() && d.numbers != Numbers::None; ++cell) {
          const bool place = d.numbers == Numbers::InCells ||
                             cell == p.room_anchor(p.rooms()[static_cast<std::size_t>(cell)]);
          if (place && rng.below(2) == 0) {
            const int v = d.measure(p, shading, cell);
            if (v >= 0 && !p.number_error(cell, v)) p.set_number(cell, v);
          }
        }
        if (d.has_side_clues())  // the side clues of the shading, one line in two
          for (const Clue& clue : genre.generator->clues(p, shading, params, rng))
            if (clue.kind == Clue::Kind::Border && rng.below(2) == 0)
              p.set_side_clue(static_cast<std::size_t>(clue.side), clue.index, clue.value);
        const auto seen = hold_three_ways(p.rules());
        CHECK(seen.shadings == (1LL << s.cells()));
        valid += seen.valid;
        ++held;
      }
    }
    // Star battle is generated from 4 x 4, past the sanitizers' 12 cells; its own tests
    // (tests/starbattle) hold its rules on every 3 x 3 and 4 x 4 shading.
    INFO(genre.name);
    if (held > 0 || !gridsat::test::kSanitized) CHECK(valid > 0);
  }
  CHECK(declared.size() >= 2);
}

TEST_CASE("every declared values genre's rules agree three ways on small grids",
          "[rules][declared][values]") {
  const GridShape shapes[] = {{2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}};
  const std::vector<const Genre*> declared = genres_declared_as<DeclaredValues>();
  for (const Genre* g : declared) {
    const Genre& genre = *g;
    GenerateParams params;
    long long valid = 0, held = 0;
    for (GridShape s : shapes) {
      for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        INFO(genre.name << " " << s.rows << "x" << s.cols << " seed " << seed);
        Random rng(seed);
        params.rows = s.rows;
        params.cols = s.cols;
        if (genre.generator->problem && genre.generator->problem(params)) continue;  // not square
        auto frame = genre.generator->frame(params, rng);
        auto& p = dynamic_cast<DeclaredValues&>(*frame);
        if (p.declaration().has_side_clues() && seed % 2 == 0) {
          // The side clues of a random filling, where in range (mostly no answer keeps them).
          Grid filling(s.rows, s.cols);
          const ValueDomain domain = p.domain();
          for (int& v : filling.cells)
            v = domain.values[rng.below(static_cast<int>(domain.values.size()))];
          for (const Clue& clue : genre.generator->clues(p, filling, params, rng))
            if (!p.side_clue_error(static_cast<std::size_t>(clue.side), clue.index, clue.value))
              p.set_side_clue(static_cast<std::size_t>(clue.side), clue.index, clue.value);
        }
        if (p.declaration().dots) {
          // The dots of the cyclic square (r + c) mod n + 1, n the longer side, or of a random
          // filling: the first keeps a Latin square's rules, the second mostly not.
          const int n = std::max(s.rows, s.cols);
          std::vector<int> dots;
          for (int i = 0; i < p.border_count(); ++i) {
            const auto [a, b] = p.border_cells(i);
            auto value = [&](int cell) {
              return seed % 2 == 1 ? (cell / s.cols + cell % s.cols) % n + 1 : 1 + rng.below(n);
            };
            dots.push_back(p.declaration().measure_dot(value(a), value(b), rng));
          }
          p.set_dots(std::move(dots));
        }
        const ValueRuleSet set = p.rules();
        // Every answer, where there are few enough (the rooms the frame draws vary).
        long long answers = 1;
        for (Candidates allowed : set.domain().allowed) answers *= popcount(allowed);
        if (answers > (gridsat::test::kSanitized ? 50'000 : 300'000)) continue;
        const auto seen = hold_values_three_ways(set);
        valid += seen.valid;
        ++held;
      }
    }
    INFO(genre.name);
    CHECK(held >= 3);
    CHECK(valid > 0);
  }
  CHECK(declared.size() >= 2);
}

TEST_CASE("a declaration that cannot work is refused when its first puzzle is made",
          "[rules][declared]") {
  constexpr ShadingDeclaration no_rules{.type = "broken"};
  CHECK_THROWS_AS(DeclaredShading(no_rules, 2, 2), std::logic_error);
  constexpr ShadingDeclaration room_arrows{
      .type = "broken",
      .numbers = Numbers::InRooms,
      .largest_number = [](const DeclaredShading&, int) { return 9; },
      .rules = [](const DeclaredShading& p) { return RuleSet(p.shape(), {}); },
      .measure = [](const DeclaredShading&, const Grid&, int) { return 0; },
      .arrows = true};
  CHECK_THROWS_AS(DeclaredShading(room_arrows, 2, 2), std::logic_error);
  constexpr ValuesDeclaration no_values{.type = "broken"};
  CHECK_THROWS_AS(DeclaredValues(no_values, 2, 2), std::logic_error);
}

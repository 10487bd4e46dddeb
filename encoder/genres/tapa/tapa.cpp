// Tapa (puzz.link `tapa`): some cells hold a clue, a list of numbers. Shade cells so that the
// runs of shaded cells among the eight around a clue have the clue's lengths (in any order;
// "1 3" is a run of one and a run of three, apart), a `?` standing for a run of any length; clue
// cells stay unshaded, the shaded cells form one area through their sides with at least one
// cell, and no 2 x 2 block is all shaded (docs/tapa.md).
//
// A declaration (rules/declared.hpp): the clues are its numbers, each a list (number_lists).
#include "genres/declared.hpp"
#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/no_block.hpp"
#include "rules/ring_runs.hpp"

namespace gridsat {
namespace {

using namespace rules;

int largest_run(const DeclaredShading&, int) {
  return 8;
}

RuleSet tapa_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> list = {
      std::make_shared<NoBlock>(shape, 1, "shaded cells"),
      std::make_shared<Count>(shape, whole_grid(shape), Relation::AtLeast, std::vector<int>{1}),
      std::make_shared<Connected>(shape, 1, "shaded cells")};
  add_numbered_unshaded(p, list, {});
  std::vector<RingClue> clues;
  for (int cell = 0; cell < shape.cells(); ++cell)
    if (const int code = p.number(cell); code != kUnknown) {
      std::vector<int> runs = number_list(code);
      for (int& run : runs)
        if (run == kQuestionNumber) run = kAnyRun;
      clues.push_back({cell, std::move(runs)});
    }
  if (!clues.empty()) list.push_back(std::make_shared<RingRuns>(shape, std::move(clues)));
  return RuleSet(shape, std::move(list));
}

// An unshaded cell shows the runs of shaded cells around it.
int clue_at(const DeclaredShading&, const Grid& solution, int cell) {
  if (solution.cells[static_cast<std::size_t>(cell)] == 1) return -1;
  return list_code(runs_around(solution, cell));
}

}  // namespace

constexpr ShadingDeclaration kTapa{.type = "tapa",
                                   .numbers = Numbers::InCells,
                                   .largest_number = largest_run,
                                   .rules = tapa_rules,
                                   .measure = clue_at,
                                   .puzzlink = "tapa",
                                   .number_lists = true};

Genre tapa_unit() {
  return declared_genre<kTapa>({}, "tapa", 31);
}

}  // namespace gridsat

// Yin-yang (puzz.link `yinyang`): some cells hold a white or a black circle. Put a circle of one
// colour in every other cell so that the black circles form one area through their sides, the
// white ones too, and no 2 x 2 block is all black or all white (pzprjs's checks: ms2x2, mu2x2,
// msDivide, muDivide). docs/yinyang.md.
//
// A declaration (rules/declared.hpp): the shading is the colour (1 black), and the given
// circles are given cells, the puzzle's only clues. Both areas are encoded statically in every
// run (rules/connected.hpp): the lazy cuts were far slower here.
#include "genres/declared.hpp"
#include "rules/connected.hpp"
#include "rules/no_block.hpp"

namespace gridsat {
namespace {

using namespace rules;

RuleSet yinyang_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  return RuleSet(shape, {std::make_shared<NoBlock>(shape, 1, "black circles"),
                         std::make_shared<NoBlock>(shape, 0, "white circles"),
                         std::make_shared<Connected>(shape, 1, "black circles", true),
                         std::make_shared<Connected>(shape, 0, "white circles", true)});
}

}  // namespace

constexpr ShadingDeclaration kYinyang{.type = "yinyang",
                                      .numbers = Numbers::None,
                                      .rules = yinyang_rules,
                                      .circles = true,
                                      .puzzlink = "yinyang"};

Genre yinyang_unit() {
  return declared_genre<kYinyang>({"yin-yang"}, "yinyang (yin-yang)", 15);
}

}  // namespace gridsat

// Slitherlink: its rules are a loop rule set of the vocabulary (encoder/rules/loop.hpp): one
// single loop along the grid's borders (rules/single_loop.hpp; through every grid point with
// `full`), then the numbers (rules/border_count.hpp), the removable part the setter switches on
// and off, written last. The rule set gives the check, the CNF (the edges named with name_edge,
// the `c edge` lines of the DIMACS), the lazy cuts and the native rules; the inside and outside
// of the loop, the technique players use most, is the layer's own (the faces' sides).
#include "genres/slitherlink/slitherlink.hpp"

#include "rules/border_count.hpp"
#include "rules/single_loop.hpp"

namespace gridsat {

std::optional<std::string> slitherlink_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxSlitherlinkSide || width > kMaxSlitherlinkSide)
    return "a slitherlink is 1 to " + std::to_string(kMaxSlitherlinkSide) +
           " cells on each side, not " + std::to_string(height) + "x" + std::to_string(width);
  return std::nullopt;
}

std::string Slitherlink::header_options() const {
  return std::to_string(height) + "x" + std::to_string(width) + (full ? " full" : "");
}

std::vector<std::pair<int, int>> cell_borders(const Slitherlink& p, int r, int c) {
  return {{r, c}, {r + 1, c}, {p.height + 1 + r, c}, {p.height + 1 + r, c + 1}};
}

rules::LoopRuleSet Slitherlink::rules() const {
  return rules_cache_.get(RulesKey{height, width, grid, full}, [&] {
    auto geometry = std::make_shared<const rules::LoopGeometry>(loop_shape());
    return rules::LoopRuleSet(
        geometry, {std::make_shared<rules::SingleLoop>(geometry, LoopPoints::Vertices,
                                                       rules::SingleLoop::Options{full}),
                   std::make_shared<rules::BorderCount>(geometry, grid.cells)});
  });
}

std::optional<Violation> Slitherlink::check(const Grid& solution) const {
  return rules().evaluate(solution);
}

void Slitherlink::encode(Cnf& cnf, const EncodeOptions& options) const {
  rules().encode(cnf, options);
}

std::vector<Cut> Slitherlink::cuts(const Grid& answer) const {
  return rules().cuts(answer);
}

std::unique_ptr<NativeRules> Slitherlink::native_rules() const {
  return rules().native();
}

EncodingSize Slitherlink::encoding_size(const EncodeOptions& options) const {
  return rules().size(options);
}

}  // namespace gridsat

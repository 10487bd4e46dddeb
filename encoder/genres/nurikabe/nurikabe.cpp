// Nurikabe's rules as a rule set of encoder/rules: no 2 x 2 black block (NoBlock), every white
// area holding exactly one number of its size (NumberedAreas in the islands style: each number
// owns the cells its island can reach, joined to it by distance layers; rules/islands.cpp), and
// the black cells connected (Connected in the wall style, from what the islands fix of the
// wall: the numbered cells never black, the cells no island reaches always, the wall's count;
// rules/wall.cpp). The rules check, the encoding, the cuts of a lazy run and the native rules are
// the set's; docs/nurikabe.md tells the encoding's long form and its measurements.
#include "genres/nurikabe/nurikabe.hpp"

#include <stdexcept>

#include "rules/no_block.hpp"

namespace gridsat {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::optional<std::string> nurikabe_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxNurikabeSide || width > kMaxNurikabeSide)
    return "nurikabe size " + std::to_string(height) + "x" + std::to_string(width) +
           " is out of range (sides 1 to " + std::to_string(kMaxNurikabeSide) + ")";
  return std::nullopt;
}

Nurikabe::Nurikabe(int h, int w) : height(h), width(w), numbers(h, w), no_givens_(h, w) {}

void Nurikabe::set_numbers(Grid grid) {
  height = grid.rows;
  width = grid.cols;
  numbers = std::move(grid);
  no_givens_ = Grid(height, width);
}

std::vector<int> Nurikabe::clue_cells() const {
  std::vector<int> out;
  for (int cell = 0; cell < height * width; ++cell)
    if (numbers.cells[at(cell)] != kUnknown) out.push_back(cell);
  return out;
}

void Nurikabe::set_clues(std::span<const Clue> clues) {
  if (!clues.empty())
    throw std::invalid_argument("a nurikabe has no removable clues: its numbers are the puzzle");
}

std::string Nurikabe::header_options() const {
  return std::to_string(height) + "x" + std::to_string(width);
}

std::optional<int> Nurikabe::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

rules::RuleSet Nurikabe::rules() const {
  return rules_cache_.get(
      RulesKey{numbers, lazy_islands, island_layer_limit, lazy_wall_limit, lazy_wall_share}, [&] {
        using namespace rules;
        const GridShape shape{height, width};
        std::vector<AreaNumber> list;
        for (int cell : clue_cells()) {
          const int v = numbers.cells[at(cell)];
          list.push_back({cell, v == kAnyIslandSize ? kAnySize : v});
        }
        const auto islands = std::make_shared<NumberedAreas>(
            shape, 0, std::move(list),
            IslandOptions{lazy_islands == LazyIslands::Cuts, island_layer_limit},
            Noun{"white cell", "white cells"});
        const WallOptions wall{islands->known_other(), lazy_wall_limit, lazy_wall_share};
        return RuleSet(shape, {std::make_shared<NoBlock>(shape, 1, "black cells"), islands,
                               std::make_shared<Connected>(shape, 1, "black cells", wall)});
      });
}

std::optional<Violation> Nurikabe::check(const Grid& solution) const {
  return rules().evaluate(solution);
}

void Nurikabe::encode(Cnf& cnf, const EncodeOptions& options) const {
  rules().encode(cnf, options);
}

std::vector<Cut> Nurikabe::cuts(const Grid& answer) const {
  return rules().cuts(answer);
}

std::unique_ptr<NativeRules> Nurikabe::native_rules() const {
  return rules().native({});
}

EncodingSize Nurikabe::encoding_size(const EncodeOptions& options) const {
  return rules().size(options);
}

}  // namespace gridsat

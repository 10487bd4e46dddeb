#include "genres/mosaic/mosaic.hpp"

#include "genres/declared.hpp"

namespace gridsat {
namespace {

using namespace rules;

// The 3 x 3 block around a cell, the cell included (fewer at the edges), in reading order.
std::vector<int> block_of(GridShape shape, int cell) {
  std::vector<int> out;
  const int r = cell / shape.cols, c = cell % shape.cols;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc)
      if (r + dr >= 0 && r + dr < shape.rows && c + dc >= 0 && c + dc < shape.cols)
        out.push_back((r + dr) * shape.cols + c + dc);
  return out;
}

int block_size(const DeclaredShading& p, int cell) {
  return static_cast<int>(block_of(p.shape(), cell).size());
}

RuleSet mosaic_rules(const DeclaredShading& p) {
  const GridShape shape = p.shape();
  std::vector<RulePtr> list;
  add_number_counts(p, list, [&](int cell) {
    return NumberGroup{"the block around " + cell_name(cell, shape.cols), block_of(shape, cell)};
  });
  return RuleSet(shape, std::move(list));
}

int shaded_in_block(const DeclaredShading& p, const Grid& solution, int cell) {
  return shaded_among(solution, block_of(p.shape(), cell));
}

}  // namespace

constexpr ShadingDeclaration kMosaic{.type = "mosaic",
                                     .numbers = Numbers::InCells,
                                     .largest_number = block_size,
                                     .rules = mosaic_rules,
                                     .measure = shaded_in_block};

Genre mosaic_unit() {
  return declared_genre<kMosaic>({"fillapix"}, "mosaic (fillapix)", 0, {mosaic_game()});
}

}  // namespace gridsat

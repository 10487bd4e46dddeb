// Hitori's rules as a declaration over the shading layer (encoder/rules/, docs/rules.md): shaded
// cells never touch by a side (NeverTouch); the unshaded cells are connected (Connected, with the
// enclosures of areas up to kEnclosureSize cells: short clauses implied by the connection, which
// the spanning tree and the cuts reach only through long chains; docs/hitori.md measures them);
// and of every two cells of a line with the same number, one is shaded (Count, at least one
// shaded cell per such pair, each pair a clause of two literals). The rule set gives the rules
// check, the encoding (one variable per cell, true = shaded; the connection statically, or left
// to the cuts of a lazy run), the cuts and the native rules (the connection through articulation
// points, branching on the first open pair, shaded first).
#include "genres/hitori/hitori.hpp"

#include "rules/connected.hpp"
#include "rules/count.hpp"
#include "rules/never_touch.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::optional<std::string> hitori_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxHitoriSide || width > kMaxHitoriSide)
    return "hitori size " + std::to_string(height) + "x" + std::to_string(width) +
           " is out of range (sides 1 to " + std::to_string(kMaxHitoriSide) + ")";
  return std::nullopt;
}

Hitori::Hitori(int rows, int cols)
    : height(rows), width(cols), numbers(rows, cols), grid(rows, cols) {}

std::string Hitori::header_options() const {
  if (height == width) return std::to_string(height);
  return std::to_string(height) + "x" + std::to_string(width);
}

std::optional<int> Hitori::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

std::vector<std::pair<int, int>> Hitori::equal_pairs() const {
  std::vector<std::pair<int, int>> all = all_equal_pairs(), out;
  for (std::size_t k = 0; k < all.size(); ++k)
    if (pair_on_.empty() || pair_on_[k]) out.push_back(all[k]);
  return out;
}

std::vector<std::pair<int, int>> Hitori::all_equal_pairs() const {
  std::vector<std::pair<int, int>> out;
  auto line = [&](int first, int step, int count) {
    for (int i = 0; i < count; ++i)
      for (int j = i + 1; j < count; ++j) {
        const int a = first + i * step, b = first + j * step;
        const int v = numbers.cells[at(a)];
        if (v != kUnknown && v == numbers.cells[at(b)]) out.emplace_back(a, b);
      }
  };
  for (int r = 0; r < height; ++r) line(r * width, 1, width);
  for (int c = 0; c < width; ++c) line(c, width, height);
  return out;
}

rules::RuleSet Hitori::rules() const {
  return rules_.get({numbers, pair_on_}, [&] { return build_rules(); });
}

rules::RuleSet Hitori::build_rules() const {
  const rules::GridShape shape{height, width};
  rules::Groups pairs;
  for (const auto& [a, b] : equal_pairs())
    pairs.add("the pair of " + std::to_string(numbers.cells[at(a)]) + "s " + cell_name(a, width) +
                  ", " + cell_name(b, width),
              {a, b});
  std::vector<rules::RulePtr> list = {
      std::make_shared<rules::NeverTouch>(shape, rules::Touch::Side),
      std::make_shared<rules::Connected>(shape, 0, "unshaded cells", false, false, kEnclosureSize)};
  if (pairs.size() > 0)
    list.push_back(std::make_shared<rules::Count>(shape, std::move(pairs), rules::Relation::AtLeast,
                                                  std::vector<int>{1}, rules::Noun{},
                                                  rules::CountOptions{false, true}));
  return rules::RuleSet(shape, std::move(list));
}

std::optional<Violation> Hitori::check(const Grid& s) const {
  return rules().evaluate(s);
}

// The rules, then the givens (they exist only for the setter's tools).
void Hitori::encode(Cnf& cnf, const EncodeOptions& options) const {
  const rules::ShadingVars vars = rules().encode(cnf, options);
  for (int cell = 0; cell < height * width; ++cell) {
    const int given = grid.cells[at(cell)];
    if (given != kUnknown) cnf.add({given == 1 ? vars.shaded(cell) : -vars.shaded(cell)});
  }
}

std::vector<Cut> Hitori::cuts(const Grid& answer) const {
  return rules().cuts(answer);
}

std::unique_ptr<NativeRules> Hitori::native_rules() const {
  return rules().native(grid);
}

}  // namespace gridsat

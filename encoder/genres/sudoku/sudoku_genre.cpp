// The sudoku unit's entry (genres/genre.hpp) and what the generic tools ask of a sudoku: the size
// of its encoding, its picture, its MiniZinc data, and how its puzzles are generated.
#include <algorithm>
#include <stdexcept>

#include "genres/genre.hpp"
#include "genres/sudoku/sudoku.hpp"
#include "puzzles/dzn.hpp"
#include "puzzles/picture.hpp"
#include "puzzles/random_areas.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

EncodingSize Sudoku::encoding_size(const EncodeOptions& options) const {
  const Sudoku& s = *this;
  const double n = s.n;
  EncodingSize size = one_hot_size(n * n, n, options.amo);
  size += groups_size(3 * n + (s.diagonal ? 2 : 0), n, n, options.amo);
  size += clauses_of_width(n * n, 1);  // givens
  for (const KillerCage& cage : s.cages) {
    CageShape shape;
    shape.op = CageOp::Add;
    shape.target = cage.sum;
    shape.size = static_cast<double>(cage.cells.size());
    shape.all_distinct = true;
    shape.distinct_pairs = shape.size * (shape.size - 1) / 2;
    shape.spec.op = CageOp::Add;
    shape.spec.target = cage.sum;
    shape.spec.size = static_cast<int>(cage.cells.size());
    for (int a = 0; a < shape.spec.size; ++a)
      for (int b = a + 1; b < shape.spec.size; ++b) shape.spec.distinct.emplace_back(a, b);
    size += cage_size(shape, s.n, options.cages);
  }
  return size;
}

void Sudoku::draw(Picture& p) const {
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      int cell = r * n + c;
      p.region[at(cell)] =
          !regions.empty() ? regions[at(cell)] : (r / box_rows) * (n / box_cols) + c / box_cols;
    }
  p.diagonal = diagonal;
  for (std::size_t k = 0; k < cages.size(); ++k) {
    const KillerCage& cage = cages[k];
    for (int cell : cage.cells) p.cage[at(cell)] = static_cast<int>(k);
    int first = *std::min_element(cage.cells.begin(), cage.cells.end());
    p.label[at(first)] = std::to_string(cage.sum);
  }
  for (const ConstraintPtr& v : active_variants()) v->draw(p);
}

// ---- clues: the givens, then every variant constraint that is a clue ----

namespace {

// True when a negative constraint makes the constraints of `kind` structure.
bool negated(const std::vector<Variant>& variants, std::string_view kind) {
  return std::any_of(variants.begin(), variants.end(),
                     [&](const Variant& v) { return v.on && v.rule->negates() == kind; });
}

bool is_clue(const std::vector<Variant>& variants, const Variant& v) {
  return v.rule->removable() && !negated(variants, v.rule->kind());
}

}  // namespace

std::vector<Clue> Sudoku::removable_clues() const {
  std::vector<Clue> out = Puzzle::removable_clues();
  for (std::size_t k = 0; k < variants.size(); ++k)
    if (variants[k].on && is_clue(variants, variants[k]))
      out.push_back({Clue::Kind::Mark, 0, 0, Side::Top, static_cast<int>(k), 0});
  return out;
}

void Sudoku::set_clues(std::span<const Clue> clues) {
  std::vector<Clue> givens;
  std::vector<bool> listed(variants.size(), false);
  for (const Clue& clue : clues) {
    if (clue.kind != Clue::Kind::Mark) {
      givens.push_back(clue);
    } else if (clue.index >= 0 && at(clue.index) < variants.size()) {
      listed[at(clue.index)] = true;
    } else {
      throw std::invalid_argument("no variant constraint " + std::to_string(clue.index + 1));
    }
  }
  for (std::size_t k = 0; k < variants.size(); ++k)
    if (is_clue(variants, variants[k])) variants[k].on = listed[k];
  Puzzle::set_clues(givens);
}

std::string Sudoku::describe_clue(const Clue& clue) const {
  if (clue.kind == Clue::Kind::Part && clue.index >= 0 && at(clue.index) < cages.size()) {
    std::string text = "killer cage";
    for (int cell : cages[at(clue.index)].cells) text += " " + cell_name(cell, n);
    return text + " = " + std::to_string(cages[at(clue.index)].sum);
  }
  if (clue.kind != Clue::Kind::Mark || clue.index < 0 || at(clue.index) >= variants.size())
    return Puzzle::describe_clue(clue);
  return variants[at(clue.index)].rule->describe(n);
}

std::vector<int> Sudoku::cells_of_clue(const Clue& clue) const {
  if (clue.kind == Clue::Kind::Part && clue.index >= 0 && at(clue.index) < cages.size())
    return cages[at(clue.index)].cells;
  if (clue.kind == Clue::Kind::Mark && clue.index >= 0 && at(clue.index) < variants.size()) {
    Picture drawn(n, n);  // the cells its drawing touches
    variants[at(clue.index)].rule->draw(drawn);
    return drawn_cells(drawn);
  }
  return Puzzle::cells_of_clue(clue);
}

namespace {

// Whether a killer cage's clauses are the last before the removable constraints: no constraint
// that is structure is encoded after them.
bool cages_last(const Sudoku& s) {
  return std::none_of(s.variants.begin(), s.variants.end(),
                      [&](const Variant& v) { return v.on && !is_clue(s.variants, v); });
}

}  // namespace

std::vector<Clue> Sudoku::fixed_clues() const {
  std::vector<Clue> out;
  if (!cages_last(*this)) return out;
  for (std::size_t k = 0; k < cages.size(); ++k)
    if (cages[k].on)
      out.push_back({Clue::Kind::Part, 0, 0, Side::Top, static_cast<int>(k), cages[k].sum});
  return out;
}

void Sudoku::keep_fixed_clues(std::span<const Clue> kept) {
  if (!cages_last(*this)) return Puzzle::keep_fixed_clues(kept);
  for (KillerCage& cage : cages) cage.on = false;
  for (const Clue& clue : kept) {
    if (clue.kind != Clue::Kind::Part || clue.index < 0 || at(clue.index) >= cages.size())
      throw std::invalid_argument("a sudoku's fixed clues are its killer cages");
    cages[at(clue.index)].on = true;
  }
}

std::string Sudoku::minizinc_data() const {
  std::ostringstream d;
  d << "n = " << n << ";\nbox_rows = " << box_rows << ";\nbox_cols = " << box_cols
    << ";\ndiagonal = " << (diagonal ? "true" : "false") << ";\n";
  d << dzn::givens("given", grid, 0);
  d << dzn::matrix("region", n, n,
                   [&](int r, int c) { return regions.empty() ? 0 : regions[at(r * n + c)] + 1; });
  std::vector<int> cage_of(at(n * n), 0), sums;
  for (std::size_t k = 0; k < cages.size(); ++k) {
    for (int cell : cages[k].cells) cage_of[at(cell)] = static_cast<int>(k) + 1;
    sums.push_back(cages[k].sum);
  }
  d << "cages = " << cages.size() << ";\n";
  d << dzn::matrix("cage", n, n, [&](int r, int c) { return cage_of[at(r * n + c)]; });
  d << dzn::list("cage_sum", sums);
  d << variants_minizinc_data(*this);
  return d.str();
}

std::string Sudoku::shape_key() const {
  if (!cages.empty() || !variants.empty()) return "";
  std::string key = "sudoku " + std::to_string(n) + " " + std::to_string(box_rows) + "x" +
                    std::to_string(box_cols) + (diagonal ? " diagonal" : "");
  if (!regions.empty()) {
    key += " regions";
    for (int r : regions) key += " " + std::to_string(r);
  }
  return key;
}

// ---- generate ----

namespace {

std::vector<KillerCage> killer_cages(const Grid& solution, Random& rng) {
  const int n = solution.rows;
  auto value = [&](int cell) { return solution.cells[at(cell)]; };
  auto cells = random_cages(
      n, rng, [&] { return rng.between(2, 5); },
      [&](const std::vector<int>& cage, int cell) {
        return std::none_of(cage.begin(), cage.end(),
                            [&](int other) { return value(other) == value(cell); });
      });
  // A lone cell joins a neighbouring cage that can take it, when there is one.
  for (std::size_t k = 0; k < cells.size(); ++k) {
    if (cells[k].size() != 1) continue;
    const int cell = cells[k].front();
    for (std::size_t j = 0; j < cells.size(); ++j) {
      if (j == k || cells[j].size() >= 5 || cells[j].empty()) continue;
      bool adjacent = false, repeats = false;
      for (int other : cells[j]) {
        auto near = neighbours(other, n, n);
        adjacent = adjacent || std::find(near.begin(), near.end(), cell) != near.end();
        repeats = repeats || value(other) == value(cell);
      }
      if (adjacent && !repeats) {
        cells[j].push_back(cell);
        cells[k].clear();
        break;
      }
    }
  }
  std::vector<KillerCage> cages;
  for (auto& c : cells) {
    if (c.empty()) continue;
    std::sort(c.begin(), c.end());
    KillerCage cage{c, 0};
    for (int cell : c) cage.sum += value(cell);
    cages.push_back(std::move(cage));
  }
  return cages;
}

// Random connected regions of n cells each: the boxes, then many random exchanges of two cells
// between neighbouring regions that keep both connected.
std::vector<int> jigsaw_regions(int n, int box_rows, int box_cols, Random& rng) {
  std::vector<int> region(at(n * n));
  for (int cell = 0; cell < n * n; ++cell) {
    const int r = cell / n, c = cell % n;
    region[at(cell)] = (r / box_rows) * (n / box_cols) + c / box_cols;
  }
  auto members = [&](int id) {
    std::vector<int> out;
    for (int cell = 0; cell < n * n; ++cell)
      if (region[at(cell)] == id) out.push_back(cell);
    return out;
  };
  for (int attempt = 0; attempt < 20 * n * n; ++attempt) {
    const int a = rng.below(n * n);
    const auto near = neighbours(a, n, n);
    const int b = rng.pick(near);
    const int from = region[at(a)], to = region[at(b)];
    if (from == to) continue;
    // a moves to `to`; some cell d of `to` next to `from` (after the move) moves to `from`.
    region[at(a)] = to;
    std::vector<int> choices;
    for (int d : members(to)) {
      if (d == a) continue;
      for (int m : neighbours(d, n, n))
        if (region[at(m)] == from) {
          choices.push_back(d);
          break;
        }
    }
    if (choices.empty()) {
      region[at(a)] = from;
      continue;
    }
    const int d = rng.pick(choices);
    region[at(d)] = from;
    if (!is_connected(members(from), n) || !is_connected(members(to), n)) {
      region[at(d)] = to;
      region[at(a)] = from;
    }
  }
  return region;
}

// "RxC" as a box shape, or nothing.
std::optional<std::pair<int, int>> box_shape(const std::string& text) {
  const auto x = text.find_first_of("xX");
  if (x == std::string::npos || x == 0 || x + 1 == text.size() || x > 3 || text.size() - x > 4 ||
      text.find_first_not_of("0123456789xX") != std::string::npos)
    return std::nullopt;
  return std::pair(std::stoi(text.substr(0, x)), std::stoi(text.substr(x + 1)));
}

// The side and the box shape asked for. A sudoku is square: a size R x C that cannot be a grid
// (R != C, or below 4) is the shape of its boxes (--size 2x3 is a 6 x 6 sudoku).
struct Asked {
  int n = 0;
  std::optional<std::pair<int, int>> box;
};

Asked asked(const GenerateParams& params) {
  Asked a{params.rows, std::nullopt};
  if (params.rows != params.cols || params.rows < 4) {
    a.n = params.rows * params.cols;
    a.box = std::pair(params.rows, params.cols);
  }
  if (params.has("box")) a.box = box_shape(params.get("box"));
  return a;
}

// The kinds of --variant thermo,kropki, or what is wrong with the list.
std::vector<const ConstraintKind*> asked_variants(const GenerateParams& params,
                                                  std::string* problem = nullptr) {
  std::vector<const ConstraintKind*> kinds;
  const std::string list = params.get("variant");
  std::size_t start = 0;
  while (params.has("variant") && start <= list.size()) {
    std::size_t comma = list.find(',', start);
    if (comma == std::string::npos) comma = list.size();
    const std::string name = lowercase(list.substr(start, comma - start));
    start = comma + 1;
    const ConstraintKind* kind = find_constraint_kind(name);
    if (!kind || (!kind->flag && !kind->sample)) {
      if (problem) {
        *problem = "--variant takes a list of";
        for (const ConstraintKind& k : constraint_kinds())
          if (k.flag || k.sample) *problem += " " + std::string(k.name);
        *problem += ", not '" + name + "'";
      }
      return {};
    }
    if (std::find(kinds.begin(), kinds.end(), kind) == kinds.end()) kinds.push_back(kind);
  }
  return kinds;
}

std::optional<std::string> generate_problem(const GenerateParams& params) {
  std::string variant_problem;
  asked_variants(params, &variant_problem);
  if (!variant_problem.empty()) return variant_problem;
  const Asked a = asked(params);
  if (a.n < 4 || a.n > 36) return "a sudoku size must be 4 to 36, not " + std::to_string(a.n);
  if (params.has("box") && !a.box) return "--box must be RxC, not '" + params.get("box") + "'";
  if (a.box && a.box->first * a.box->second != a.n)
    return "a box of " + std::to_string(a.box->first) + "x" + std::to_string(a.box->second) +
           " does not fit a sudoku of size " + std::to_string(a.n);
  const auto [box_rows, box_cols] = a.box ? *a.box : Sudoku::default_box(a.n);
  for (const ConstraintKind* kind : asked_variants(params)) {
    if (!kind->flag || kind->sample) continue;
    try {
      kind->make({a.n, box_rows, box_cols, params.has("jigsaw"), {}});
    } catch (const std::invalid_argument& e) {
      return e.what();
    }
  }
  return std::nullopt;
}

std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random& rng) {
  const Asked a = asked(params);
  const int n = a.n;
  auto s = std::make_unique<Sudoku>();
  s->n = n;
  std::tie(s->box_rows, s->box_cols) = a.box ? *a.box : Sudoku::default_box(n);
  s->diagonal = params.has("diagonal");
  s->grid = Grid(n, n);
  if (params.has("jigsaw")) s->regions = jigsaw_regions(n, s->box_rows, s->box_cols, rng);
  for (const ConstraintKind* kind : asked_variants(params))
    if (kind->flag && !kind->sample)
      s->variants.push_back(
          {kind->make({n, s->box_rows, s->box_cols, !s->regions.empty(), {}}), true});
  return s;
}

// Every cell as a given; a killer gets its random cages first, a variant its random constraints
// that the solution keeps (removable clues like the givens, or structure: extra regions, and the
// negative flags with every dot they need).
std::vector<Clue> generate_clues(Puzzle& frame, const Grid& solution, const GenerateParams& params,
                                 Random& rng) {
  auto& s = static_cast<Sudoku&>(frame);
  if (params.has("killer")) s.cages = killer_cages(solution, rng);
  for (const ConstraintKind* kind : asked_variants(params))
    if (kind->sample)
      for (ConstraintPtr& rule : kind->sample(solution, rng)) s.variants.push_back({rule, true});
  std::vector<Clue> clues = every_cell_given(solution);
  for (const Clue& clue : s.removable_clues())
    if (clue.kind == Clue::Kind::Mark) clues.push_back(clue);
  return clues;
}

}  // namespace

Genre sudoku_unit() {
  Generator generator;
  generator.options = {
      {"box", "the box shape RxC", true},
      {"diagonal", "both diagonals distinct", false},
      {"jigsaw", "random regions instead of boxes", false},
      {"killer", "random cages with their sums", false},
      {"variant", "variant constraints, a list: thermo,kropki,anti-knight,...", true}};
  generator.variants = {{"killer", "killer"}, {"jigsaw", "jigsaw"}};
  generator.problem = generate_problem;
  generator.largest = {{"", 27}, {"killer", 22}, {"jigsaw", 17}};
  generator.frame = generate_frame;
  generator.clues = generate_clues;
  return {"sudoku",
          {"solo"},
          "sudoku (solo; box=RxC, diagonal, killer cages, jigsaw regions, variant constraints)",
          sudoku_native(),
          {sudoku_line_format(), sudoku_boxes_format(), fpuzzles_format()},
          {solo_game()},
          {sudoku_genre()},
          generator};
}

}  // namespace gridsat

// The futoshiki unit's entry (genres/genre.hpp) and what the generic tools ask of it: its
// removable clues (the givens and, in the ordinary mode, the signs; an adjacent-mode bar is
// structure, since taking one away says "these two do not differ by 1"), the size of its
// encoding, its picture, its MiniZinc data, and how its puzzles are generated (every given and
// every sign of a random solution, thinned out by the generic removal).
#include "genres/futoshiki/futoshiki.hpp"
#include "genres/futoshiki/tatham_unequal.hpp"
#include "genres/genre.hpp"
#include "puzzles/dzn.hpp"

namespace gridsat {
namespace {

using Relation = Futoshiki::Relation;
using Link = Futoshiki::Link;
using Direction = Futoshiki::Direction;

// A sign as a removable clue: Mark, its link (cell * 2, + 1 for the lower neighbour) as the
// index, the relation as the value.
Clue sign_clue(const Link& link) {
  return {Clue::Kind::Mark,
          0,
          0,
          Side::Top,
          link.first * 2 + (link.direction == Direction::Down ? 1 : 0),
          static_cast<int>(link.relation)};
}

}  // namespace

std::vector<Clue> Futoshiki::removable_clues() const {
  std::vector<Clue> out = Puzzle::removable_clues();
  if (adjacent) return out;
  for (const Link& link : links())
    if (link.relation != Relation::None) out.push_back(sign_clue(link));
  return out;
}

void Futoshiki::set_clues(std::span<const Clue> clues) {
  std::vector<Clue> givens;
  if (!adjacent) {
    std::fill(right.begin(), right.end(), Relation::None);
    std::fill(down.begin(), down.end(), Relation::None);
  }
  for (const Clue& clue : clues) {
    if (clue.kind != Clue::Kind::Mark) {
      givens.push_back(clue);
      continue;
    }
    const int cell = clue.index / 2;
    const Direction d = clue.index % 2 == 1 ? Direction::Down : Direction::Right;
    set_relation(cell / n, cell % n, d, static_cast<Relation>(clue.value));
  }
  Puzzle::set_clues(givens);
}

std::string Futoshiki::describe_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Mark) return Puzzle::describe_clue(clue);
  const int cell = clue.index / 2;
  const int next = cell + (clue.index % 2 == 1 ? n : 1);
  const auto relation = static_cast<Relation>(clue.value);
  const char* sign = relation == Relation::Less      ? " < "
                     : relation == Relation::Greater ? " > "
                                                     : " | ";
  return "sign " + cell_name(cell, n) + sign + cell_name(next, n);
}

std::vector<int> Futoshiki::cells_of_clue(const Clue& clue) const {
  if (clue.kind != Clue::Kind::Mark) return Puzzle::cells_of_clue(clue);
  const int cell = clue.index / 2;
  return {cell, cell + (clue.index % 2 == 1 ? n : 1)};
}

EncodingSize Futoshiki::encoding_size(const EncodeOptions& options) const {
  const double size = n;
  EncodingSize total = one_hot_size(size * size, size, options.amo);
  total += groups_size(2 * size, size, size, options.amo);
  total += clauses_of_width(size * size, 1);  // givens
  // Each link at most: the support clauses of both cells (2N clauses of up to N + 1 literals).
  total += times(clauses_of_width(2 * size, size + 1), 2 * size * (size - 1));
  return total;
}

void Futoshiki::draw(Picture& picture) const {
  for (const Link& link : links()) {
    const bool across = link.direction == Direction::Right;  // the sign stands between columns
    std::string text;
    switch (link.relation) {
      case Relation::Less:
        text = across ? "<" : "∧";
        break;
      case Relation::Greater:
        text = across ? ">" : "∨";
        break;
      case Relation::Adjacent:
        text = across ? "┃" : "━";
        break;
      case Relation::None:
        continue;
    }
    picture.marks.push_back({link.first, link.second, text});
  }
}

std::string Futoshiki::minizinc_data() const {
  auto relation_code = [&](const std::vector<Relation>& relations) {
    return [&](int r, int c) {
      return static_cast<int>(relations[static_cast<std::size_t>(r * n + c)]);
    };
  };
  return "n = " + std::to_string(n) + ";\nadjacent = " + (adjacent ? "true" : "false") + ";\n" +
         dzn::givens("given", grid, 0) + dzn::matrix("right", n, n, relation_code(right)) +
         dzn::matrix("down", n, n, relation_code(down));
}

// ---- generate ----

namespace {

std::optional<std::string> generate_problem(const GenerateParams& params) {
  if (params.rows != params.cols)
    return "futoshiki grids are square, not " + std::to_string(params.rows) + "x" +
           std::to_string(params.cols);
  if (params.rows < 3 || params.rows > 16)
    return "futoshiki sizes must be 3 to 16, not " + std::to_string(params.rows);
  return std::nullopt;
}

// A Latin square: in adjacent mode too, whose rule "no bar: not 1 apart" would otherwise hold
// between every two neighbours of the random solution.
std::unique_ptr<Puzzle> generate_frame(const GenerateParams& params, Random&) {
  return std::make_unique<Futoshiki>(params.rows);
}

// Every given, and every sign the solution shows; in adjacent mode the frame becomes adjacent
// and gets the solution's bars.
std::vector<Clue> generate_clues(Puzzle& frame, const Grid& solution, const GenerateParams& params,
                                 Random&) {
  auto& f = static_cast<Futoshiki&>(frame);
  f.adjacent = params.has("adjacent");
  std::vector<Clue> out = every_cell_given(solution);
  for (Link link : f.links()) {
    const int a = solution.cells[static_cast<std::size_t>(link.first)];
    const int b = solution.cells[static_cast<std::size_t>(link.second)];
    const int row = link.first / f.n, col = link.first % f.n;
    if (f.adjacent) {
      if (a - b == 1 || b - a == 1) f.set_relation(row, col, link.direction, Relation::Adjacent);
      continue;
    }
    link.relation = a < b ? Relation::Less : Relation::Greater;
    out.push_back(sign_clue(link));
  }
  return out;
}

}  // namespace

Genre futoshiki_unit() {
  Genre genre;
  genre.name = "futoshiki";
  genre.aliases = {"unequal"};
  genre.summary = "futoshiki (unequal; adjacent)";
  genre.native = futoshiki_native();
  genre.tatham = {unequal_game()};
  Generator generator;
  generator.options = {{"adjacent", "bars between neighbours that differ by 1 (no sign)", false}};
  generator.problem = generate_problem;
  generator.largest = {{"", 12}};
  generator.frame = generate_frame;
  generator.clues = generate_clues;
  genre.generator = generator;
  return genre;
}

}  // namespace gridsat

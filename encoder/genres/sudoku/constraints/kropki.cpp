// Kropki dots and their negative constraints. A dot is a binary relation between its two cells
// (white: |x - y| = 1; black: x = 2y or y = 2x), encoded by its supports, "a = v -> b in S(v)"
// from both cells (Gent, "Arc consistency in SAT", 2002; nonconsecutive.cpp holds the shared
// encoding and says why): a white dot's S(v) is {v-1, v+1}, a black dot's {v/2, 2v}, and a digit
// with no partner on the grid (5, 7 and 9 under a black dot of a 9x9) becomes a unit clause. This
// is the encoding's arc consistency, which the short clauses give at once, where forbidding the
// n^2 - 2n or so disallowed pairs would take many more clauses and only forward-check. The native
// rule is the same arc consistency on candidate bitsets.
//
// A negative constraint lays the opposite relation (not consecutive, not in ratio 2) on every
// pair of orthogonal neighbours that has no dot of either colour, the way setters read it (a 1-2
// pair under a black dot needs no white dot under white-negative).
#include "genres/sudoku/constraints/kropki.hpp"

#include "genres/sudoku/constraints/nonconsecutive.hpp"
#include "puzzles/grid.hpp"

namespace gridsat {

using namespace neighbour;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

bool dot_holds(bool black, int x, int y) {
  return black ? ratio_two(x, y) : consecutive(x, y);
}

Supports dot_supports(bool black, int n) {
  return relation_supports(n, [black](int x, int y) { return dot_holds(black, x, y); });
}

Supports no_dot_supports(bool black, int n) {
  return relation_supports(n, [black](int x, int y) { return !dot_holds(black, x, y); });
}

const char* colour(bool black) {
  return black ? "black" : "white";
}

}  // namespace

std::string Kropki::describe(int n) const {
  return std::string(colour(black)) + " dot " + cell_name(a, n) + " " + cell_name(b, n);
}

std::optional<Violation> Kropki::check(const Grid& s) const {
  const int x = s.cells[at(a)], y = s.cells[at(b)];
  if (dot_holds(black, x, y)) return std::nullopt;
  return Violation{std::string(colour(black)) + " dot between " + pair_text(a, b, s.cols) + ": " +
                       std::to_string(x) + " and " + std::to_string(y) +
                       (black ? ", neither is double the other" : " are not consecutive"),
                   b / s.cols, b % s.cols};
}

void Kropki::encode(SudokuVars& vars, const EncodeOptions&) const {
  encode_pair(vars, a, b, dot_supports(black, vars.n()));
}

bool Kropki::propagate(std::vector<Candidates>& cells, int n, bool& changed) const {
  return propagate_pair(cells, a, b, dot_supports(black, n), changed);
}

void Kropki::draw(Picture& picture) const {
  picture.marks.push_back({a, b, "", black ? MarkStyle::BlackDot : MarkStyle::WhiteDot});
}

std::string Kropki::native_line(int n) const {
  return std::string(colour(black)) + " " + cell_name(a, n) + " " + cell_name(b, n);
}

std::string KropkiNegative::describe(int) const {
  return black ? "black-negative: neighbours without a dot are never in ratio 2"
               : "white-negative: neighbours without a dot are never consecutive";
}

std::optional<Violation> KropkiNegative::check(const Grid& s) const {
  const int n = s.cols;
  const std::vector<char> marked = marked_borders(n, dotted);
  std::optional<Violation> broken;
  for_each_pair(n, kOrthogonalSteps, [&](int a, int b) {
    const int x = s.cells[at(a)], y = s.cells[at(b)];
    if (marked[border_index(a, b)] || !dot_holds(black, x, y)) return true;
    broken = Violation{std::string(kind()) + ": " + pair_text(a, b, n) + " have no dot but hold " +
                           std::to_string(x) + " and " + std::to_string(y) +
                           (black ? ", one double the other" : ", consecutive"),
                       b / n, b % n};
    return false;
  });
  return broken;
}

void KropkiNegative::encode(SudokuVars& vars, const EncodeOptions&) const {
  const int n = vars.n();
  const std::vector<char> marked = marked_borders(n, dotted);
  const Supports supports = no_dot_supports(black, n);
  for_each_pair(n, kOrthogonalSteps, [&](int a, int b) {
    if (!marked[border_index(a, b)]) encode_pair(vars, a, b, supports);
    return true;
  });
}

bool KropkiNegative::propagate(std::vector<Candidates>& cells, int n, bool& changed) const {
  const std::vector<char> marked = marked_borders(n, dotted);
  const Supports supports = no_dot_supports(black, n);
  return for_each_pair(n, kOrthogonalSteps, [&](int a, int b) {
    return marked[border_index(a, b)] || propagate_pair(cells, a, b, supports, changed);
  });
}

void KropkiNegative::draw(Picture& picture) const {
  picture.rules.push_back(describe(picture.cols));
}

std::string KropkiNegative::native_line(int) const {
  return "";
}

namespace {

ConstraintPtr read_kropki(std::span<const Token> line, int n) {
  if (line.empty()) throw ParseFailure(Token{}, "expected a kropki dot: white|black rRcC rRcC");
  const std::string word = lowercase(line[0].text);
  if (word != "white" && word != "black")
    throw ParseFailure(line[0], "expected 'white' or 'black' before a dot's two cells, found '" +
                                    line[0].text + "'");
  auto dot = std::make_shared<Kropki>();
  dot->black = word == "black";
  std::tie(dot->a, dot->b) = read_sign_cells(line, n, "a kropki dot");
  return dot;
}

// The pairs of the solution's orthogonal neighbours that a dot could join, about two in three of
// them dotted: enough that the dots and a few givens decide the grid. A 1-2 pair takes either
// colour.
std::vector<ConstraintPtr> sample_kropki(const Grid& s, Random& rng) {
  const int n = s.cols;
  std::vector<ConstraintPtr> out;
  for_each_pair(n, kOrthogonalSteps, [&](int a, int b) {
    const int x = s.cells[at(a)], y = s.cells[at(b)];
    const bool white = consecutive(x, y), black = ratio_two(x, y);
    if ((white || black) && rng.chance(2, 3)) {
      auto dot = std::make_shared<Kropki>();
      dot->a = a;
      dot->b = b;
      dot->black = white && black ? rng.chance(1, 2) : black;
      out.push_back(std::move(dot));
    }
    return true;
  });
  return out;
}

ConstraintPtr make_negative(const FlagContext& context, bool black) {
  auto negative = std::make_shared<KropkiNegative>();
  negative->black = black;
  for (const ConstraintPtr& other : context.others)
    if (const auto* dot = dynamic_cast<const Kropki*>(other.get()))
      negative->dotted.emplace_back(dot->a, dot->b);
  return negative;
}

// For generate --variant white-negative (black-negative): a dot on every pair of the solution's
// neighbours that the flag would otherwise forbid, dots of the other colour on about half of
// theirs, and the flag over them: all of it structure (a missing dot says something).
std::vector<ConstraintPtr> sample_negative(const Grid& s, Random& rng, bool black) {
  const int n = s.cols;
  std::vector<ConstraintPtr> out;
  for_each_pair(n, kOrthogonalSteps, [&](int a, int b) {
    const int x = s.cells[at(a)], y = s.cells[at(b)];
    const bool white_pair = consecutive(x, y), black_pair = ratio_two(x, y);
    const bool needed = black ? black_pair : white_pair;
    const bool other = black ? white_pair : black_pair;
    if (needed || (other && rng.chance(1, 2))) {
      auto dot = std::make_shared<Kropki>();
      dot->a = a;
      dot->b = b;
      dot->black = white_pair && black_pair ? rng.chance(1, 2) : black_pair;
      out.push_back(std::move(dot));
    }
    return true;
  });
  out.push_back(make_negative({n, 0, 0, false, out}, black));
  return out;
}

std::vector<ConstraintPtr> sample_white_negative(const Grid& s, Random& rng) {
  return sample_negative(s, rng, false);
}

std::vector<ConstraintPtr> sample_black_negative(const Grid& s, Random& rng) {
  return sample_negative(s, rng, true);
}

ConstraintPtr make_white_negative(const FlagContext& context) {
  return make_negative(context, false);
}

ConstraintPtr make_black_negative(const FlagContext& context) {
  return make_negative(context, true);
}

}  // namespace

ConstraintKind kropki_kind() {
  return {"kropki",
          "kropki dots between neighbours: white r1c1 r1c2 (consecutive), black (one double the "
          "other)",
          false,
          read_kropki,
          nullptr,
          sample_kropki};
}

ConstraintKind white_negative_kind() {
  return {"white-negative",
          "neighbours without a kropki dot are never consecutive",
          true,
          nullptr,
          make_white_negative,
          sample_white_negative};
}

ConstraintKind black_negative_kind() {
  return {"black-negative",
          "neighbours without a kropki dot are never in ratio 2",
          true,
          nullptr,
          make_black_negative,
          sample_black_negative};
}

}  // namespace gridsat

// X and V, and the negative constraint. A sign is the binary relation x + y = sum between its two
// cells, encoded by its supports from both cells (Gent, "Arc consistency in SAT", 2002;
// nonconsecutive.cpp holds the shared encoding and says why): S(v) is the single digit sum - v, so
// each clause "a = v -> b = sum - v" is binary, and a digit whose partner is off the grid
// (sum - v < 1 or > n: 1 to 3 under an X of a 6x6) is a unit clause. Arc consistency in n clauses
// per side. The native rule is the same arc consistency on candidate bitsets.
//
// The negative constraint lays "the sum is neither 5 nor 10" on every pair of orthogonal
// neighbours without an X or a V; its support clause for v excludes the digits 5 - v and 10 - v
// (at most two), so it is written as the long support clause, or as one binary clause when a
// single digit is excluded.
#include "genres/sudoku/constraints/xv.hpp"

#include "genres/sudoku/constraints/nonconsecutive.hpp"
#include "puzzles/grid.hpp"

namespace gridsat {

using namespace neighbour;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

const char* letter(int sum) {
  return sum == 5 ? "V" : "X";
}

Supports sum_supports(int sum, int n) {
  return relation_supports(n, [sum](int x, int y) { return x + y == sum; });
}

bool signed_sum(int x, int y) {
  return x + y == 5 || x + y == 10;
}

Supports no_sign_supports(int n) {
  return relation_supports(n, [](int x, int y) { return !signed_sum(x, y); });
}

}  // namespace

std::string Xv::describe(int n) const {
  return std::string(letter(sum)) + " " + cell_name(a, n) + " " + cell_name(b, n) + " (sum " +
         std::to_string(sum) + ")";
}

std::optional<Violation> Xv::check(const Grid& s) const {
  const int x = s.cells[at(a)], y = s.cells[at(b)];
  if (x + y == sum) return std::nullopt;
  return Violation{std::string(letter(sum)) + " between " + pair_text(a, b, s.cols) + ": " +
                       std::to_string(x) + " + " + std::to_string(y) + " is " +
                       std::to_string(x + y) + ", not " + std::to_string(sum),
                   b / s.cols, b % s.cols};
}

void Xv::encode(SudokuVars& vars, const EncodeOptions&) const {
  encode_pair(vars, a, b, sum_supports(sum, vars.n()));
}

bool Xv::propagate(std::vector<Candidates>& cells, int n, bool& changed) const {
  return propagate_pair(cells, a, b, sum_supports(sum, n), changed);
}

void Xv::draw(Picture& picture) const {
  picture.marks.push_back({a, b, letter(sum), MarkStyle::Text});
}

std::string Xv::native_line(int n) const {
  return std::string(sum == 5 ? "v" : "x") + " " + cell_name(a, n) + " " + cell_name(b, n);
}

std::string XvNegative::describe(int) const {
  return "xv-negative: neighbours without an X or a V never add up to 5 or 10";
}

std::optional<Violation> XvNegative::check(const Grid& s) const {
  const int n = s.cols;
  const std::vector<char> signed_border = marked_borders(n, marked);
  std::optional<Violation> broken;
  for_each_pair(n, kOrthogonalSteps, [&](int a, int b) {
    const int x = s.cells[at(a)], y = s.cells[at(b)];
    if (signed_border[border_index(a, b)] || !signed_sum(x, y)) return true;
    broken = Violation{"xv-negative: " + pair_text(a, b, n) + " have no X or V but " +
                           std::to_string(x) + " + " + std::to_string(y) + " is " +
                           std::to_string(x + y),
                       b / n, b % n};
    return false;
  });
  return broken;
}

void XvNegative::encode(SudokuVars& vars, const EncodeOptions&) const {
  const int n = vars.n();
  const std::vector<char> signed_border = marked_borders(n, marked);
  const Supports supports = no_sign_supports(n);
  for_each_pair(n, kOrthogonalSteps, [&](int a, int b) {
    if (!signed_border[border_index(a, b)]) encode_pair(vars, a, b, supports);
    return true;
  });
}

bool XvNegative::propagate(std::vector<Candidates>& cells, int n, bool& changed) const {
  const std::vector<char> signed_border = marked_borders(n, marked);
  const Supports supports = no_sign_supports(n);
  return for_each_pair(n, kOrthogonalSteps, [&](int a, int b) {
    return signed_border[border_index(a, b)] || propagate_pair(cells, a, b, supports, changed);
  });
}

void XvNegative::draw(Picture& picture) const {
  picture.rules.push_back(describe(picture.cols));
}

std::string XvNegative::native_line(int) const {
  return "";
}

namespace {

ConstraintPtr read_xv(std::span<const Token> line, int n) {
  if (line.empty()) throw ParseFailure(Token{}, "expected an X or a V: x|v rRcC rRcC");
  const std::string word = lowercase(line[0].text);
  if (word != "x" && word != "v")
    throw ParseFailure(
        line[0],
        "expected 'x' (sum 10) or 'v' (sum 5) before the two cells, found '" + line[0].text + "'");
  auto sign = std::make_shared<Xv>();
  sign->sum = word == "v" ? 5 : 10;
  std::tie(sign->a, sign->b) = read_sign_cells(line, n, word == "v" ? "a V" : "an X");
  if (sign->sum > 2 * n - 1)
    throw ParseFailure(line[0], "no two different digits of 1.." + std::to_string(n) +
                                    " add up to " + std::to_string(sign->sum));
  return sign;
}

// The pairs of the solution's orthogonal neighbours adding up to 10 or 5, about two in three of
// them marked: enough that the signs and a few givens decide the grid.
std::vector<ConstraintPtr> sample_xv(const Grid& s, Random& rng) {
  const int n = s.cols;
  std::vector<ConstraintPtr> out;
  for_each_pair(n, kOrthogonalSteps, [&](int a, int b) {
    const int total = s.cells[at(a)] + s.cells[at(b)];
    if ((total == 5 || total == 10) && rng.chance(2, 3)) {
      auto sign = std::make_shared<Xv>();
      sign->a = a;
      sign->b = b;
      sign->sum = total;
      out.push_back(std::move(sign));
    }
    return true;
  });
  return out;
}

ConstraintPtr make_xv_negative(const FlagContext& context) {
  auto negative = std::make_shared<XvNegative>();
  for (const ConstraintPtr& other : context.others)
    if (const auto* sign = dynamic_cast<const Xv*>(other.get()))
      negative->marked.emplace_back(sign->a, sign->b);
  return negative;
}

// For generate --variant xv-negative: an X or a V on every pair of the solution's neighbours
// adding up to 10 or 5, and the flag over them: all of it structure.
std::vector<ConstraintPtr> sample_xv_negative(const Grid& s, Random&) {
  const int n = s.cols;
  std::vector<ConstraintPtr> out;
  for_each_pair(n, kOrthogonalSteps, [&](int a, int b) {
    const int total = s.cells[at(a)] + s.cells[at(b)];
    if (total == 5 || total == 10) {
      auto sign = std::make_shared<Xv>();
      sign->a = a;
      sign->b = b;
      sign->sum = total;
      out.push_back(std::move(sign));
    }
    return true;
  });
  out.push_back(make_xv_negative({n, 0, 0, false, out}));
  return out;
}

}  // namespace

ConstraintKind xv_kind() {
  return {"xv",    "X and V between neighbours: x r1c1 r1c2 (sum 10), v r1c1 r1c2 (sum 5)",
          false,   read_xv,
          nullptr, sample_xv};
}

ConstraintKind xv_negative_kind() {
  return {"xv-negative",
          "neighbours without an X or a V never add up to 5 or 10",
          true,
          nullptr,
          make_xv_negative,
          sample_xv_negative};
}

}  // namespace gridsat

// Anti-king: the relation "different" on every pair of touching cells (by a side or a corner).
// Each pair gets the binary clauses "not both v", one per digit: the support clause of a digit v
// would be "b holds anything but v", which the cells' exactly-one makes the same clause
// (nonconsecutive.cpp explains the support form; Gent, "Arc consistency in SAT", 2002). Pairs
// by a side repeat what the rows and columns of a sudoku already say, but the rule is written
// whole, so that it holds on its own. The native rule is the same relation's arc consistency: a
// fixed cell's digit leaves the cells around it.
#include "genres/sudoku/constraints/anti_king.hpp"

#include "genres/sudoku/constraints/nonconsecutive.hpp"

namespace gridsat {

using namespace neighbour;

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

Supports different(int n) {
  return relation_supports(n, [](int x, int y) { return x != y; });
}

}  // namespace

std::string AntiKing::describe(int) const {
  return "anti-king: touching cells (also diagonally) never hold the same digit";
}

std::optional<Violation> AntiKing::check(const Grid& s) const {
  const int n = s.cols;
  std::optional<Violation> broken;
  for_each_pair(n, kKingSteps, [&](int a, int b) {
    if (s.cells[at(a)] != s.cells[at(b)]) return true;
    broken = Violation{"anti-king: " + pair_text(a, b, n) + ", a king's move apart, both hold " +
                           std::to_string(s.cells[at(a)]),
                       b / n, b % n};
    return false;
  });
  return broken;
}

void AntiKing::encode(SudokuVars& vars, const EncodeOptions&) const {
  const Supports supports = different(vars.n());
  for_each_pair(vars.n(), kKingSteps, [&](int a, int b) {
    encode_pair(vars, a, b, supports);
    return true;
  });
}

bool AntiKing::propagate(std::vector<Candidates>& cells, int n, bool& changed) const {
  const Supports supports = different(n);
  return for_each_pair(
      n, kKingSteps, [&](int a, int b) { return propagate_pair(cells, a, b, supports, changed); });
}

void AntiKing::draw(Picture& picture) const {
  picture.rules.push_back("anti-king: touching cells (also diagonally) never hold the same digit");
}

std::string AntiKing::native_line(int) const {
  return "";
}

namespace {

ConstraintPtr make_anti_king(const FlagContext&) {
  return std::make_shared<AntiKing>();
}

}  // namespace

ConstraintKind anti_king_kind() {
  return {"anti-king",    "touching cells (also diagonally) never hold the same digit",
          true,           nullptr,
          make_anti_king, nullptr};
}

}  // namespace gridsat

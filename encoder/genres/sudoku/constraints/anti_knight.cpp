// Anti-knight: the relation "different" on every pair of cells a knight's move apart (two rows
// and one column, or one row and two columns). Each pair gets the binary clauses "not both v",
// one per digit: the support clause of a digit v would be "b holds anything but v", which the
// cells' exactly-one makes the same clause (nonconsecutive.cpp explains the support form; Gent,
// "Arc consistency in SAT", 2002); this is also how anti-knight is usually given to a SAT solver,
// as more pairs of an all-different. The native rule is the same relation's arc consistency: a
// fixed cell's digit leaves the cells a knight's move away.
#include "genres/sudoku/constraints/anti_knight.hpp"

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

std::string AntiKnight::describe(int) const {
  return "anti-knight: cells a knight's move apart never hold the same digit";
}

std::optional<Violation> AntiKnight::check(const Grid& s) const {
  const int n = s.cols;
  std::optional<Violation> broken;
  for_each_pair(n, kKnightSteps, [&](int a, int b) {
    if (s.cells[at(a)] != s.cells[at(b)]) return true;
    broken = Violation{"anti-knight: " + pair_text(a, b, n) +
                           ", a knight's move apart, both hold " + std::to_string(s.cells[at(a)]),
                       b / n, b % n};
    return false;
  });
  return broken;
}

void AntiKnight::encode(SudokuVars& vars, const EncodeOptions&) const {
  const Supports supports = different(vars.n());
  for_each_pair(vars.n(), kKnightSteps, [&](int a, int b) {
    encode_pair(vars, a, b, supports);
    return true;
  });
}

bool AntiKnight::propagate(std::vector<Candidates>& cells, int n, bool& changed) const {
  const Supports supports = different(n);
  return for_each_pair(n, kKnightSteps, [&](int a, int b) {
    return propagate_pair(cells, a, b, supports, changed);
  });
}

void AntiKnight::draw(Picture& picture) const {
  picture.rules.push_back("anti-knight: cells a knight's move apart never hold the same digit");
}

std::string AntiKnight::native_line(int) const {
  return "";
}

namespace {

ConstraintPtr make_anti_knight(const FlagContext&) {
  return std::make_shared<AntiKnight>();
}

}  // namespace

ConstraintKind anti_knight_kind() {
  return {"anti-knight",
          "cells a knight's move apart never hold the same digit",
          true,
          nullptr,
          make_anti_knight,
          nullptr};
}

}  // namespace gridsat

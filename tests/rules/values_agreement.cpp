// The three readings of a values rule set held against each other (agreement.hpp): the
// evaluator, the CNF (every model enumerated, or every answer assumed in turn where many are
// valid; every `--amo` encoding) and the native rules, on every complete answer of a small grid,
// then on random partial answers, and from each of those after one more cell is decided, the
// search's propagate_after against a whole propagate.
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "puzzles/answer.hpp"
#include "rules/agreement.hpp"
#include "sat/sat_solver.hpp"

namespace gridsat::test {
namespace {

using rules::ValueDomain;
using rules::ValueRuleSet;

// The value indices each cell allows, in order.
std::vector<std::vector<int>> choices_of(const ValueDomain& d) {
  std::vector<std::vector<int>> out;
  for (Candidates allowed : d.allowed) {
    out.emplace_back();
    for (int i = 0; i < 64; ++i)
      if ((allowed >> i) & 1) out.back().push_back(i);
  }
  return out;
}

bool cnf_agrees(const ValueRuleSet& set, EncodeOptions options, Amo amo,
                const std::vector<Grid>& all, const std::vector<char>& kept, long long valid) {
  options.amo = amo;
  Cnf cnf;
  const rules::ValueVars vars = set.encode(cnf, options);
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  const rules::GridShape shape = set.shape();
  if (valid > 2000) {
    for (std::size_t k = 0; k < all.size(); ++k) {
      std::vector<Lit> assumed;
      for (int cell = 0; cell < shape.cells(); ++cell)
        assumed.push_back(vars.is(cell, all[k].cells[static_cast<std::size_t>(cell)]));
      if ((solver->solve(assumed) == SatResult::Sat) != (kept[k] != 0)) return false;
    }
    return true;
  }
  std::set<std::vector<int>> models, expected;
  for (std::size_t k = 0; k < all.size(); ++k)
    if (kept[k]) expected.insert(all[k].cells);
  while (solver->solve() == SatResult::Sat) {
    const Grid g = decode_grid(cnf.answer(), shape.rows, shape.cols,
                               [&](int var) { return solver->value(var); });
    if (!models.insert(g.cells).second || models.size() > expected.size()) return false;
    const std::vector<Lit> block = blocking_clause(cnf.answer(), g);
    solver->add_clause(std::span<const Lit>(block));
  }
  return models == expected;
}

}  // namespace

Agreement hold_values_three_ways(const ValueRuleSet& set, int partials, long long most,
                                 EncodeOptions options) {
  const rules::GridShape shape = set.shape();
  const ValueDomain& domain = set.domain();
  const auto choices = choices_of(domain);
  const int n = shape.cells();
  long long total = 1;
  for (const auto& c : choices) total *= static_cast<long long>(c.size());
  REQUIRE(total <= most);
  Agreement seen;
  Disagreements wrong;
  const auto native = set.native(Grid{});
  std::vector<Grid> all;
  std::vector<char> kept;
  std::vector<int> digit(static_cast<std::size_t>(n), 0);
  std::vector<Candidates> cells(static_cast<std::size_t>(n));
  for (long long k = 0; k < total; ++k) {
    Grid g(shape.rows, shape.cols, 0);
    for (int cell = 0; cell < n; ++cell) {
      const int i = choices[static_cast<std::size_t>(cell)]
                           [static_cast<std::size_t>(digit[static_cast<std::size_t>(cell)])];
      g.cells[static_cast<std::size_t>(cell)] = domain.values[static_cast<std::size_t>(i)];
      cells[static_cast<std::size_t>(cell)] = Candidates{1} << i;
    }
    for (int cell = 0; cell < n; ++cell) {  // the next answer, as an odometer
      auto& d = digit[static_cast<std::size_t>(cell)];
      if (++d < static_cast<int>(choices[static_cast<std::size_t>(cell)].size())) break;
      d = 0;
    }
    const bool ok = !set.evaluate(g).has_value();
    if (native->propagate(cells) != ok)
      wrong.add("answer " + std::to_string(k) + ": the evaluator says " + (ok ? "kept" : "broken") +
                ", the native rules the opposite");
    seen.valid += ok;
    hold_cuts(set.cuts(g), g, ok, "answer " + std::to_string(k), wrong);
    all.push_back(std::move(g));
    kept.push_back(ok);
  }
  seen.shadings = total;
  // The cuts of a sample of broken answers hold in every valid one.
  std::mt19937 sample(5);
  for (int k = 0; k < 200 && seen.valid < 20000; ++k) {
    const Grid& broken = all[sample() % all.size()];
    for (const Cut& cut : set.cuts(broken))
      for (std::size_t a = 0; a < all.size(); ++a)
        if (kept[a] && !cut_holds(cut, all[a]))
          wrong.add("a cut of a broken answer breaks a valid one");
  }
  for (Amo amo : kAllAmo)
    if (!cnf_agrees(set, options, amo, all, kept, seen.valid))
      wrong.add("the CNF's models (amo " + std::string(amo_name(amo)) +
                ") are not the answers the evaluator keeps");
  std::mt19937 rng(11);
  for (int k = 0; k < partials; ++k) {
    ++seen.partials;
    for (int cell = 0; cell < n; ++cell) {
      const Candidates allowed = domain.allowed[static_cast<std::size_t>(cell)];
      Candidates c = 0;
      while (c == 0) c = allowed & (rng() % 3 == 0 ? allowed : static_cast<Candidates>(rng()));
      // Half the cells decided, so that the rules have something to infer.
      if (rng() % 2 == 0) {
        Candidates one = c;
        for (int skip = static_cast<int>(rng() % 64); skip > 0 && (one & (one - 1)); --skip)
          one &= one - 1;
        c = one & (~one + 1);
      }
      cells[static_cast<std::size_t>(cell)] = c;
    }
    const std::vector<Candidates> before = cells;
    std::vector<Candidates> possible(static_cast<std::size_t>(n), 0);
    bool any = false;
    for (std::size_t a = 0; a < all.size(); ++a) {
      if (!kept[a]) continue;
      bool fits = true;
      for (int cell = 0; cell < n && fits; ++cell) {
        const int i = domain.index_of(all[a].cells[static_cast<std::size_t>(cell)]);
        fits = (before[static_cast<std::size_t>(cell)] >> i) & 1;
      }
      if (!fits) continue;
      any = true;
      for (int cell = 0; cell < n; ++cell)
        possible[static_cast<std::size_t>(cell)] |=
            Candidates{1} << domain.index_of(all[a].cells[static_cast<std::size_t>(cell)]);
    }
    const std::string which = "partial answer " + std::to_string(k);
    if (!native->propagate(cells)) {
      if (any) wrong.add(which + ": the native rules fail, yet a valid answer extends it");
      continue;
    }
    for (int cell = 0; cell < n; ++cell)
      if (possible[static_cast<std::size_t>(cell)] & ~cells[static_cast<std::size_t>(cell)])
        wrong.add(which + ": the native rules remove a value of cell " + std::to_string(cell) +
                  " that a valid answer extending it has");
    // The search's step from this fixpoint: an open cell decided, then propagate_after, which
    // must reach what a whole propagate reaches.
    std::vector<int> open;
    for (int cell = 0; cell < n; ++cell)
      if (popcount(cells[static_cast<std::size_t>(cell)]) > 1) open.push_back(cell);
    if (open.empty()) continue;
    const int cell = open[rng() % open.size()];
    std::vector<Candidates> whole = cells;
    Candidates& decided = whole[static_cast<std::size_t>(cell)];
    for (int skip = static_cast<int>(rng() % 64); skip > 0 && (decided & (decided - 1)); --skip)
      decided &= decided - 1;
    decided &= ~decided + 1;
    std::vector<Candidates> after = whole;
    const bool whole_ok = native->propagate(whole);
    if (native->propagate_after(after, std::span(&cell, 1)) != whole_ok ||
        (whole_ok && after != whole))
      wrong.add(which + " with cell " + std::to_string(cell) +
                " decided: propagate_after and propagate differ");
  }
  INFO(shape.rows << "x" << shape.cols << ": " << wrong.count
                  << " disagreements, the first: " << wrong.first);
  CHECK(wrong.count == 0);
  return seen;
}

}  // namespace gridsat::test

#include "rules/agreement.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <string>

#include "puzzles/answer.hpp"
#include "sat/sat_solver.hpp"

namespace gridsat::test {
namespace {

using Mask = std::uint32_t;  // a shading: bit i set when cell i is shaded

Grid grid_of(rules::GridShape shape, Mask mask) {
  Grid g(shape.rows, shape.cols, 0);
  for (int i = 0; i < shape.cells(); ++i) g.cells[static_cast<std::size_t>(i)] = (mask >> i) & 1;
  return g;
}

Mask mask_of(const Grid& g) {
  Mask mask = 0;
  for (std::size_t i = 0; i < g.cells.size(); ++i)
    if (g.cells[i] == 1) mask |= Mask{1} << i;
  return mask;
}

// Whether the rules' CNF has as models, projected on the shading, exactly the shadings `valid`
// (sorted) of the `n` cells. Few valid shadings: every model enumerated with blocking clauses;
// many: every shading assumed in turn (enumeration slows as the blocking clauses pile up).
bool cnf_agrees(const rules::RuleSet& set, EncodeOptions options, const std::vector<Mask>& valid) {
  options.connectivity = Connectivity::Static;
  Cnf cnf;
  const rules::ShadingVars vars = set.encode(cnf, options);
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  const rules::GridShape shape = set.shape();
  const int n = shape.cells();
  if (valid.size() > 2000) {
    std::size_t next = 0;
    std::vector<Lit> assumed(static_cast<std::size_t>(n));
    for (Mask mask = 0; mask < (Mask{1} << n); ++mask) {
      for (int i = 0; i < n; ++i)
        assumed[static_cast<std::size_t>(i)] = (mask >> i) & 1 ? vars.shaded(i) : -vars.shaded(i);
      const bool kept = next < valid.size() && valid[next] == mask;
      if (kept) ++next;
      if ((solver->solve(assumed) == SatResult::Sat) != kept) return false;
    }
    return true;
  }
  std::set<Mask> models;
  while (solver->solve() == SatResult::Sat) {
    const Grid g = decode_grid(cnf.answer(), shape.rows, shape.cols,
                               [&](int var) { return solver->value(var); });
    if (!models.insert(mask_of(g)).second || models.size() > valid.size()) return false;
    const std::vector<Lit> block = blocking_clause(cnf.answer(), g);
    solver->add_clause(std::span<const Lit>(block));
  }
  return std::equal(models.begin(), models.end(), valid.begin(), valid.end());
}

}  // namespace

bool cut_holds(const Cut& cut, const Grid& answer) {
  for (const AnswerLiteral& l : cut)
    if (answer.at(l.row, l.col) == l.value) return true;
  return false;
}

void hold_cuts(const std::vector<Cut>& cuts, const Grid& answer, bool kept,
               const std::string& which, Disagreements& wrong) {
  if (kept && !cuts.empty()) wrong.add(which + ": kept, yet cut");
  for (const Cut& cut : cuts)
    if (cut_holds(cut, answer)) wrong.add(which + ": a cut it keeps");
}

Agreement hold_three_ways(const rules::RuleSet& set, int partials, bool every_amo) {
  const rules::GridShape shape = set.shape();
  const int n = shape.cells();
  REQUIRE(n <= 20);
  Agreement seen;
  Disagreements wrong;
  const auto native = set.native(Grid{});
  std::vector<Mask> valid;
  std::vector<Candidates> cells(static_cast<std::size_t>(n));
  for (Mask mask = 0; mask < (Mask{1} << n); ++mask) {
    ++seen.shadings;
    const Grid g = grid_of(shape, mask);
    const bool kept = !set.evaluate(g).has_value();
    for (int i = 0; i < n; ++i)
      cells[static_cast<std::size_t>(i)] = Candidates{1} << ((mask >> i) & 1);
    const std::string which = "shading " + std::to_string(mask);
    if (native->propagate(cells) != kept)
      wrong.add(which + ": the evaluator says " + (kept ? "kept" : "broken") +
                ", the native rules the opposite");
    if (kept) valid.push_back(mask);
    hold_cuts(set.cuts(g), g, kept, which, wrong);
  }
  seen.valid = static_cast<long long>(valid.size());
  // The cuts of a sample of broken shadings hold in every valid one.
  std::mt19937 rng(7);
  for (int k = 0; k < 200; ++k) {
    const Mask mask = static_cast<Mask>(rng() % (Mask{1} << n));
    for (const Cut& cut : set.cuts(grid_of(shape, mask)))
      for (Mask v : valid)
        if (!cut_holds(cut, grid_of(shape, v)))
          wrong.add("a cut of shading " + std::to_string(mask) + " breaks valid shading " +
                    std::to_string(v));
  }
  for (Card card : kAllCard) {
    EncodeOptions options;
    options.card = card;
    if (!cnf_agrees(set, options, valid))
      wrong.add("the CNF's models (card " + std::string(card_name(card)) +
                ") are not the shadings the evaluator keeps");
  }
  for (Amo amo : kAllAmo) {
    EncodeOptions options;
    options.amo = amo;
    if (every_amo && !cnf_agrees(set, options, valid))
      wrong.add("the CNF's models (amo " + std::string(amo_name(amo)) +
                ") are not the shadings the evaluator keeps");
  }
  // Partial shadings: 0 unshaded, 1 shaded, 2 open.
  auto hold_partial = [&](const std::vector<int>& partial) {
    ++seen.partials;
    Mask fixed = 0, shaded = 0;
    for (int i = 0; i < n; ++i) {
      const int v = partial[static_cast<std::size_t>(i)];
      cells[static_cast<std::size_t>(i)] = v == 2 ? rules::kEither : Candidates{1} << v;
      if (v != 2) fixed |= Mask{1} << i;
      if (v == 1) shaded |= Mask{1} << i;
    }
    Mask can_shade = 0, can_leave = 0;
    bool any = false;
    for (Mask v : valid)
      if ((v & fixed) == shaded) {
        any = true;
        can_shade |= v;
        can_leave |= ~v;
      }
    const std::string which = "partial shading (fixed " + std::to_string(fixed) + ", shaded " +
                              std::to_string(shaded) + ")";
    if (!native->propagate(cells)) {
      if (any) wrong.add(which + ": the native rules fail, yet a valid shading extends it");
      return;
    }
    for (int i = 0; i < n; ++i) {
      const Candidates c = cells[static_cast<std::size_t>(i)];
      if ((((can_shade >> i) & 1) && !(c & rules::kShaded)) ||
          (((can_leave >> i) & 1) && !(c & rules::kUnshaded)))
        wrong.add(which + ": the native rules remove a value of cell " + std::to_string(i) +
                  " that a valid shading extending it has");
    }
    // The search's step from this fixpoint: an open cell decided, then propagate_after, which
    // must reach what a whole propagate reaches.
    std::vector<int> open;
    for (int i = 0; i < n; ++i)
      if (cells[static_cast<std::size_t>(i)] == rules::kEither) open.push_back(i);
    if (open.empty()) return;
    const int cell = open[rng() % open.size()];
    std::vector<Candidates> whole = cells;
    whole[static_cast<std::size_t>(cell)] = Candidates{1} << (rng() % 2);
    std::vector<Candidates> after = whole;
    const bool whole_ok = native->propagate(whole);
    if (native->propagate_after(after, std::span(&cell, 1)) != whole_ok ||
        (whole_ok && after != whole))
      wrong.add(which + " with cell " + std::to_string(cell) +
                " decided: propagate_after and propagate differ");
  };
  std::vector<int> partial(static_cast<std::size_t>(n), 0);
  if (n <= 9) {
    long long all = 1;
    for (int i = 0; i < n; ++i) all *= 3;
    for (long long code = 0; code < all; ++code) {
      long long rest = code;
      for (int i = 0; i < n; ++i, rest /= 3)
        partial[static_cast<std::size_t>(i)] = static_cast<int>(rest % 3);
      hold_partial(partial);
    }
  } else {
    for (int k = 0; k < partials; ++k) {
      // Mostly open cells, so that the rules have something to infer.
      for (int& v : partial) v = rng() % 5 < 3 ? 2 : static_cast<int>(rng() % 2);
      hold_partial(partial);
    }
  }
  INFO(shape.rows << "x" << shape.cols << ": " << wrong.count
                  << " disagreements, the first: " << wrong.first);
  CHECK(wrong.count == 0);
  return seen;
}

}  // namespace gridsat::test

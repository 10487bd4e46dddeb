// The three readings of a loop rule set held against each other (agreement.hpp): every
// assignment of a small lattice's edges, then random partial ones.
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "puzzles/answer.hpp"
#include "rules/agreement.hpp"
#include "sat/sat_solver.hpp"

namespace gridsat::test {
namespace {

using Mask = std::uint32_t;  // bit e: edge e (in the geometry's order) is on the loop

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

Grid grid_of(const rules::LoopGeometry& geo, Mask mask) {
  Grid g = loop_grid(geo.shape, 0);
  for (std::size_t e = 0; e < geo.edges.size(); ++e)
    g.cells[at(geo.edges[e].cell)] = static_cast<int>((mask >> e) & 1);
  return g;
}

Mask mask_of(const rules::LoopGeometry& geo, const Grid& g) {
  Mask mask = 0;
  for (std::size_t e = 0; e < geo.edges.size(); ++e)
    if (g.cells[at(geo.edges[e].cell)] == 1) mask |= Mask{1} << e;
  return mask;
}

// Whether the CNF's models, with the cuts added for each model the rules refuse (the driver's
// lazy loop), are exactly `valid`.
bool cnf_agrees(const rules::LoopRuleSet& set, const EncodeOptions& options,
                const std::set<Mask>& valid) {
  const rules::LoopGeometry& geo = set.geometry();
  Cnf cnf;
  const rules::LoopVars vars = set.encode(cnf, options);
  auto solver = make_cadical_solver(Limits{});
  solver->add_cnf(cnf);
  std::set<Mask> models;
  const int rows = geo.shape.grid_rows(), cols = geo.shape.grid_cols();
  for (int rounds = 0; solver->solve() == SatResult::Sat; ++rounds) {
    if (rounds > 100000) return false;
    const Grid g = decode_grid(cnf.answer(), rows, cols, [&](int v) { return solver->value(v); });
    if (set.evaluate(g)) {
      const std::vector<Cut> cuts = set.cuts(g);
      if (cuts.empty()) return false;  // a model the rules refuse and nothing to cut it
      for (const Cut& cut : cuts) {
        std::vector<Lit> clause;
        for (const AnswerLiteral& l : cut) {
          const Lit x = vars.edge(l.row * cols + l.col);
          clause.push_back(l.value == 1 ? x : -x);
        }
        solver->add_clause(std::span<const Lit>(clause));
      }
      continue;
    }
    if (!models.insert(mask_of(geo, g)).second) return false;
    const std::vector<Lit> block = blocking_clause(cnf.answer(), g);
    solver->add_clause(std::span<const Lit>(block));
  }
  return models == valid;
}

}  // namespace

Agreement hold_loop_three_ways(const rules::LoopRuleSet& set, int partials) {
  const rules::LoopGeometry& geo = set.geometry();
  const int n = static_cast<int>(geo.edges.size());
  REQUIRE(n <= 20);
  Agreement seen;
  Disagreements wrong;
  const auto native = set.native();
  std::set<Mask> valid;
  for (Mask mask = 0; mask < (Mask{1} << n); ++mask) {
    ++seen.shadings;
    const Grid g = grid_of(geo, mask);
    const bool kept = !set.evaluate(g).has_value();
    std::vector<Candidates> cells = native->initial();
    for (int e = 0; e < n; ++e)
      cells[at(geo.edges[at(e)].cell)] = (mask >> e) & 1 ? rules::kEdgeOn : rules::kEdgeOff;
    const std::string which = "edges " + std::to_string(mask);
    if (native->propagate(cells) != kept)
      wrong.add(which + ": the evaluator says " + (kept ? "kept" : "broken") +
                ", the native rules the opposite");
    if (kept) valid.insert(mask);
    hold_cuts(set.cuts(g), g, kept, which, wrong);
  }
  seen.valid = static_cast<long long>(valid.size());
  std::mt19937 rng(7);
  for (int k = 0; k < 300; ++k) {
    const Mask mask = static_cast<Mask>(rng() % (Mask{1} << n));
    for (const Cut& cut : set.cuts(grid_of(geo, mask)))
      for (Mask v : valid)
        if (!cut_holds(cut, grid_of(geo, v)))
          wrong.add("a cut of edges " + std::to_string(mask) + " breaks valid edges " +
                    std::to_string(v));
  }
  for (Connectivity connectivity : {Connectivity::Static, Connectivity::Lazy})
    for (Card card : kAllCard) {
      EncodeOptions options;
      options.card = card;
      options.connectivity = connectivity;
      if (!cnf_agrees(set, options, valid))
        wrong.add("the CNF's models (card " + std::string(card_name(card)) + ", connectivity " +
                  std::string(connectivity_name(connectivity)) +
                  ") are not the answers the evaluator keeps");
    }
  // Partial assignments: each edge open (more often), off or on.
  for (int k = 0; k < partials; ++k) {
    ++seen.partials;
    std::vector<Candidates> cells = native->initial();
    Mask fixed = 0, on = 0;
    for (int e = 0; e < n; ++e) {
      const unsigned draw = rng() % 5;
      if (draw < 3) continue;
      fixed |= Mask{1} << e;
      if (draw == 4) on |= Mask{1} << e;
      cells[at(geo.edges[at(e)].cell)] = draw == 4 ? rules::kEdgeOn : rules::kEdgeOff;
    }
    Mask can_on = 0, can_off = 0;
    bool any = false;
    for (Mask v : valid)
      if ((v & fixed) == on) {
        any = true;
        can_on |= v;
        can_off |= ~v;
      }
    const std::string which =
        "partial edges (fixed " + std::to_string(fixed) + ", on " + std::to_string(on) + ")";
    if (!native->propagate(cells)) {
      if (any) wrong.add(which + ": the native rules fail, yet a valid answer extends it");
      continue;
    }
    for (int e = 0; e < n; ++e) {
      const Candidates c = cells[at(geo.edges[at(e)].cell)];
      if ((((can_on >> e) & 1) && !(c & rules::kEdgeOn)) ||
          (((can_off >> e) & 1) && !(c & rules::kEdgeOff)))
        wrong.add(which + ": the native rules remove a value of edge " + std::to_string(e) +
                  " that a valid answer extending it has");
    }
  }
  INFO(geo.rows << "x" << geo.cols << " points: " << wrong.count
                << " disagreements, the first: " << wrong.first);
  CHECK(wrong.count == 0);
  return seen;
}

}  // namespace gridsat::test

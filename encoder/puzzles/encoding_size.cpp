// Upper estimates of CNF sizes, type by type (see encoding_size.hpp). Each helper mirrors one
// encoder's shape: the at-most-one encodings exactly (amo.cpp), the rest by the size of what they
// build (counter registers, line layers, diagram states). Doubles throughout: the point is to
// notice 10^12 clauses, not to count them one by one, and doubles cannot overflow on the way.
#include "puzzles/encoding_size.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "encodings/cages.hpp"

namespace gridsat {

EncodingSize clauses_of_width(double clauses, double width) {
  return {0, clauses, clauses * width};
}

EncodingSize times(EncodingSize size, double factor) {
  return {size.vars * factor, size.clauses * factor, size.literals * factor};
}

EncodingSize amo_size(double k, Amo encoding, int pairwise_up_to) {
  if (encoding == Amo::Product || encoding == Amo::Auto)
    pairwise_up_to = std::max(pairwise_up_to, 2);
  if (k <= 1) return {};
  if (k <= pairwise_up_to || encoding == Amo::Pairwise) return clauses_of_width(k * (k - 1) / 2, 2);
  switch (encoding) {
    case Amo::Sequential:
      return {k - 1, 3 * k - 4, 2 * (3 * k - 4)};
    case Amo::Bimander: {
      const double bits = std::ceil(std::log2(std::ceil(k / 2)));
      return {bits, std::floor(k / 2) + k * bits, 2 * (std::floor(k / 2) + k * bits)};
    }
    default: {  // Product (and Auto above its pairwise size): a grid of about sqrt(k) a side
      double side = std::ceil(std::sqrt(k));
      const double cols = std::ceil(k / side), rows = std::ceil(k / cols);
      EncodingSize size{rows + cols, 2 * k, 4 * k};
      size += amo_size(rows, Amo::Product, pairwise_up_to);
      size += amo_size(cols, Amo::Product, pairwise_up_to);
      return size;
    }
  }
}

EncodingSize exactly_one_size(double k, Amo encoding) {
  EncodingSize size = amo_size(k, encoding, amo_pairwise_up_to(encoding));
  size += clauses_of_width(1, k);
  return size;
}

// exactly_k over n literals: a counter with at most k + 1 registers per input (sequential), or a
// totalizer tree whose nodes keep at most k + 1 outputs, each from a pair of its children's.
EncodingSize spanning_tree_size(double nodes, double edges) {
  const double bits = std::max(1.0, std::ceil(std::log2(std::max(nodes, 2.0))));
  const double arcs = 2 * edges;
  EncodingSize size{nodes * (bits + 1) + arcs * (2 * bits + 1), 0, 0};
  size += clauses_of_width(arcs * (1 + 3 * bits), 2);
  size += clauses_of_width(arcs * 3 * bits, 3);
  size += clauses_of_width(arcs + 3 * nodes + edges, 3);
  size += clauses_of_width(nodes, 6);
  size += clauses_of_width(nodes * bits, 1);
  return size;
}

EncodingSize exactly_k_size(double n, double k, Card card) {
  const double registers = n * std::min(n, k + 1);
  if (card == Card::Totalizer) {
    const double depth = std::ceil(std::log2(std::max(n, 2.0)));
    const double outputs = std::min(n, k + 1);
    return {registers * depth, n * outputs * outputs * 2, 3 * n * outputs * outputs * 2};
  }
  return {registers, 3 * registers + 2, 3 * (3 * registers + 2)};
}

// Cells of `values` one-hot values: the variables and exactly one value per cell.
EncodingSize one_hot_size(double cells, double values, Amo amo) {
  EncodingSize size{cells * values, 0, 0};
  size += times(exactly_one_size(values, amo), cells);
  return size;
}

// `groups` groups of `group_size` cells, each value exactly once in each.
EncodingSize groups_size(double groups, double group_size, double values, Amo amo) {
  return times(exactly_one_size(group_size, amo), groups * values);
}

// A layered diagram: `nodes` state literals, each with `choices` ways out (one forward clause of
// three literals per way) and support clauses in both directions.
EncodingSize diagram_size(double nodes, double choices) {
  const double edges = nodes * choices;
  return {nodes, 3 * edges + 2 * nodes, 9 * edges + 2 * nodes * (choices + 2)};
}

namespace {

// How many divisors of `target` are products of values 1..n: the states of a product diagram.
double smooth_divisors(long long target, int n) {
  if (target <= 0) return 1;
  double count = 1;
  for (long long p = 2; p <= n; ++p) {
    bool prime = true;
    for (long long q = 2; q * q <= p; ++q) prime = prime && p % q != 0;
    if (!prime) continue;
    int exponent = 0;
    for (; target % p == 0; target /= p) ++exponent;
    count *= exponent + 1;
  }
  return count;
}

// The decision diagram of encode_dd: cell layers (n choices each), or for a cage whose cells all
// differ value layers (take the value or skip it) with a count in the state.
EncodingSize cage_diagram_size(const CageShape& cage, int n) {
  const bool either = cage.op == CageOp::None;
  const double target = static_cast<double>(std::max(cage.target, 0LL));
  EncodingSize size{either ? 1.0 : 0.0, 0, 0};
  double sum_nodes = 0, product_nodes = 0;
  const double divisors = smooth_divisors(cage.target, n);
  if (cage.all_distinct) {
    size += {static_cast<double>(n), n * (cage.size + 1), n * 2 * (cage.size + 1)};
    for (int i = 1; i < n; ++i)  // after i value layers: c values taken, their sum in a range
      for (int c = 0; c <= std::min<double>(i, cage.size); ++c) {
        sum_nodes += std::min(target + 1, c * (i - c) + 1.0);
        product_nodes += divisors;
      }
    if (cage.op == CageOp::Add || either) size += diagram_size(sum_nodes, 2);
    if (cage.op == CageOp::Mul || either) size += diagram_size(product_nodes, 2);
  } else {
    for (int i = 1; i < cage.size; ++i) {
      sum_nodes += std::min(target, static_cast<double>(i) * n) + 1;
      product_nodes += divisors;
    }
    if (cage.op == CageOp::Add || either) size += diagram_size(sum_nodes, n);
    if (cage.op == CageOp::Mul || either) size += diagram_size(product_nodes, n);
  }
  return size;
}

// A selector per tuple, implying its values; each value implies its selectors.
EncodingSize cage_tuples_size(double tuples, double cage_size, int n) {
  return {tuples, tuples * (cage_size + 1) + cage_size * n + 1,
          tuples * (3 * cage_size + 1) + cage_size * n * (tuples + 1)};
}

}  // namespace

EncodingSize cage_size(const CageShape& cage, int n, CageEncoding encoding) {
  constexpr double kTupleHardLimit = 10'000;  // cages.cpp: beyond it, tuples become a diagram
  EncodingSize size;
  if (!cage.distinct_known) size += clauses_of_width(cage.distinct_pairs * n, 2);
  const bool diagram_applies =
      cage.size >= 3 &&
      (cage.op == CageOp::Add || cage.op == CageOp::Mul || cage.op == CageOp::None);
  if (!diagram_applies) {
    size +=
        cage_tuples_size(std::pow(static_cast<double>(n), std::min(cage.size, 2.0)), cage.size, n);
    return size;
  }
  const EncodingSize diagram = cage_diagram_size(cage, n);
  if (encoding == CageEncoding::Dd || (encoding == CageEncoding::Auto && cage.all_distinct)) {
    size += diagram;
    return size;
  }
  // As encode_cage decides: count the tuples up to the limit (a capped walk, cheap).
  const long long limit = encoding == CageEncoding::Auto ? kAutoTupleLimit : kTupleHardLimit;
  std::vector<int> values(static_cast<std::size_t>(n));
  std::iota(values.begin(), values.end(), 1);
  const long long tuples = count_cage_tuples(cage.spec, values, limit);
  size += tuples > limit ? diagram : cage_tuples_size(static_cast<double>(tuples), cage.size, n);
  return size;
}

double estimate_memory_bytes(const EncodingSize& size) {
  return 320 * size.vars + 72 * size.clauses + 8 * size.literals;
}

}  // namespace gridsat

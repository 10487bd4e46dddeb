// Upper estimates of CNF sizes, type by type (see encoding_size.hpp). Each helper mirrors one
// encoder's shape: the at-most-one encodings exactly (amo.cpp), the rest by the size of what they
// build (counter registers, line layers, diagram states). Doubles throughout: the point is to
// notice 10^12 clauses, not to count them one by one, and doubles cannot overflow on the way.
#include "puzzles/encoding_size.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "encodings/cages.hpp"
#include "encodings/visibility.hpp"
#include "puzzles/abc.hpp"
#include "puzzles/binairo.hpp"
#include "puzzles/calcudoku.hpp"
#include "puzzles/skyscrapers.hpp"
#include "puzzles/sudoku.hpp"

namespace gridsat {
namespace {

EncodingSize clauses_of_width(double clauses, double width) {
  return {0, clauses, clauses * width};
}

EncodingSize times(EncodingSize size, double factor) {
  return {size.vars * factor, size.clauses * factor, size.literals * factor};
}

// at_most_one over k literals, as amo.cpp builds it (pairwise below the encoding's threshold).
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

struct CageShape {
  CageOp op = CageOp::Add;
  long long target = 0;
  double size = 0;
  bool all_distinct = false;
  bool distinct_known = false;
  double distinct_pairs = 0;
  CageSpec spec;  // for counting its tuples
};

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

// encode_cage's choice, taken at its most expensive where it depends on counting the tuples.
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

CageEncoding cage_encoding(const EncodeOptions& options) {
  return parse_cage_encoding(options.sum).value_or(CageEncoding::Auto);
}

EncodingSize sudoku_size(const Sudoku& s, const EncodeOptions& options) {
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
    size += cage_size(shape, s.n, cage_encoding(options));
  }
  return size;
}

// Whether the cage's cells share one row or one column (then every two of them differ).
bool straight(const CalcudokuCage& cage, int n) {
  bool one_row = true, one_col = true;
  for (int cell : cage.cells) {
    one_row = one_row && cell / n == cage.cells.front() / n;
    one_col = one_col && cell % n == cage.cells.front() % n;
  }
  return one_row || one_col;
}

EncodingSize calcudoku_size(const Calcudoku& k, const EncodeOptions& options) {
  const double n = k.n;
  EncodingSize size = one_hot_size(n * n, n, options.amo);
  size += groups_size(2 * n, n, n, options.amo);
  size += clauses_of_width(n * n, 1);
  for (const CalcudokuCage& cage : k.cages) {
    CageShape shape;
    shape.op = cage.op;
    shape.target = cage.target;
    shape.size = static_cast<double>(cage.cells.size());
    shape.all_distinct = shape.size >= 2 && straight(cage, k.n);
    shape.distinct_known = true;
    shape.spec.op = cage.op;
    shape.spec.target = cage.target;
    shape.spec.size = static_cast<int>(cage.cells.size());
    shape.spec.distinct = k.line_pairs(cage);
    shape.spec.distinct_known = true;
    size += cage_size(shape, k.n, cage_encoding(options));
  }
  return size;
}

EncodingSize skyscrapers_size(const Skyscrapers& s, const EncodeOptions& options) {
  const double n = s.n;
  EncodingSize size = one_hot_size(n * n, n, options.amo);
  size += groups_size(2 * n, n, n, options.amo);
  size += clauses_of_width(n * n, 1);
  size += {n * n * n, 3 * n * n * n, 7 * n * n * n};  // order literals of every cell, at most
  const bool automaton = options.visibility == "automaton";
  for (const auto& side : s.clues)
    for (int clue : side) {
      if (clue == 0) continue;
      const double c = clue;
      if (automaton)  // states (count or sum so far, tallest so far) per layer, n values out;
        // a sum is at least the tallest height in it, which leaves about half the pairs
        size += diagram_size(n * (c + 1) * (n + 1) / (s.sum ? 2 : 1), n);
      else if (s.sum)  // prefix maxima, visibility, then a weighted counter up to the clue
        size += EncodingSize{2 * n * n + n * (c + 1), 8 * n * n + 4 * n * (c + 1),
                             24 * n * n + 12 * n * (c + 1)};
      else {
        size += EncodingSize{2 * n * n, 6 * n * n, 20 * n * n};
        size += exactly_k_size(n, c, options.card);
      }
    }
  return size;
}

EncodingSize abc_size(const Abc& a, const EncodeOptions& options) {
  const double n = a.n, letters = a.letters;
  EncodingSize size = one_hot_size(n * n, letters + 1, options.amo);
  size += groups_size(2 * n, n, letters, options.amo);
  size += times(exactly_k_size(n, n - letters, options.card), 2 * n);
  size += clauses_of_width(n * n, 1);
  const bool automaton = options.visibility == "automaton";
  for (const auto& side : a.clues)
    for (int clue : side)
      if (clue != 0)
        size += automaton ? diagram_size(2 * n, letters + 1)
                          : EncodingSize{n, 4 * n * (letters + 1), 12 * n * (letters + 1)};
  return size;
}

EncodingSize binairo_size(const Binairo& b, const EncodeOptions& options) {
  const double h = b.height, w = b.width;
  EncodingSize size{h * w, h * w, h * w};
  size += clauses_of_width(2 * (h * std::max(w - 2, 0.0) + w * std::max(h - 2, 0.0)), 3);
  size += times(exactly_k_size(w, w / 2, options.card), h);
  size += times(exactly_k_size(h, h / 2, options.card), w);
  if (b.unique_lines) {  // a difference literal per position of every pair of lines
    const double pairs = h * (h - 1) / 2 * w + w * (w - 1) / 2 * h;
    size += EncodingSize{pairs, 3 * pairs + h * h + w * w, 8 * pairs + w * h * h + h * w * w};
  }
  return size;
}

}  // namespace

EncodingSize estimate_encoding_size(const Puzzle& puzzle, const EncodeOptions& options) {
  if (auto* s = dynamic_cast<const Sudoku*>(&puzzle)) return sudoku_size(*s, options);
  if (auto* k = dynamic_cast<const Calcudoku*>(&puzzle)) return calcudoku_size(*k, options);
  if (auto* s = dynamic_cast<const Skyscrapers*>(&puzzle)) return skyscrapers_size(*s, options);
  if (auto* a = dynamic_cast<const Abc*>(&puzzle)) return abc_size(*a, options);
  if (auto* b = dynamic_cast<const Binairo*>(&puzzle)) return binairo_size(*b, options);
  return {};
}

double estimate_memory_bytes(const EncodingSize& size) {
  return 320 * size.vars + 72 * size.clauses + 8 * size.literals;
}

}  // namespace gridsat

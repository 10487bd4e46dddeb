// Arithmetic cages: the tuple enumeration, the tuples encoding and the decision-diagram encoding
// (see cages.hpp for the idea of each).
#include "encodings/cages.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

namespace gridsat {

std::string_view cage_encoding_name(CageEncoding encoding) {
  switch (encoding) {
    case CageEncoding::Tuples:
      return "tuples";
    case CageEncoding::Dd:
      return "dd";
    case CageEncoding::Auto:
      return "auto";
  }
  return "auto";
}

std::optional<CageEncoding> parse_cage_encoding(std::string_view name) {
  for (CageEncoding e : {CageEncoding::Tuples, CageEncoding::Dd, CageEncoding::Auto})
    if (cage_encoding_name(e) == name) return e;
  return std::nullopt;
}

bool cage_holds(CageOp op, long long target, std::span<const int> values) {
  if (values.empty()) return false;
  long long sum = 0;
  long long product = 1;
  bool product_fits = true;  // product <= target so far (it only grows: values are positive)
  for (int v : values) {
    if (v <= 0) return false;
    sum += v;
    if (product_fits) {
      product *= v;
      product_fits = product <= target;
    }
  }
  const bool is_sum = sum == target;
  const bool is_product = product_fits && product == target;
  if (values.size() == 1) {
    return op == CageOp::Sub || op == CageOp::Div ? false : values[0] == target;
  }
  long long hi = std::max(values[0], values[1]), lo = std::min(values[0], values[1]);
  const bool two = values.size() == 2;
  const bool is_difference = two && hi - lo == target;
  const bool is_quotient = two && hi % lo == 0 && hi / lo == target;
  switch (op) {
    case CageOp::Add:
      return is_sum;
    case CageOp::Mul:
      return is_product;
    case CageOp::Sub:
      return is_difference;
    case CageOp::Div:
      return is_quotient;
    case CageOp::None:
      return is_sum || is_product || is_difference || is_quotient;
  }
  return false;
}

namespace {

// Every tuple of value indices that satisfies a cage, by depth-first search in position order.
// Partial sums and partial quotients (target / product so far) prune the search; the leaf is
// always confirmed with cage_holds.
class TupleWalk {
 public:
  TupleWalk(const CageSpec& spec, const std::vector<int>& values)
      : spec_(spec), values_(values), earlier_(static_cast<std::size_t>(spec.size)) {
    for (auto [a, b] : spec.distinct) {
      if (a == b || a < 0 || b < 0 || a >= spec.size || b >= spec.size)
        throw std::invalid_argument("cage distinct pair out of range");
      earlier_[static_cast<std::size_t>(std::max(a, b))].push_back(std::min(a, b));
    }
    const bool long_cage = spec.size >= 3;
    track_sum_ = spec.op == CageOp::Add || (spec.op == CageOp::None && long_cage);
    track_product_ = spec.op == CageOp::Mul || (spec.op == CageOp::None && long_cage);
    if (!values.empty()) {
      min_value_ = *std::min_element(values.begin(), values.end());
      max_value_ = *std::max_element(values.begin(), values.end());
    }
    chosen_.assign(static_cast<std::size_t>(spec.size), 0);
    tuple_values_.assign(static_cast<std::size_t>(spec.size), 0);
  }

  // Calls visit(indices) for each satisfying tuple until visit returns false.
  template <class Visit>
  void run(Visit&& visit) {
    if (spec_.size == 0 || values_.empty()) return;
    stop_ = false;
    descend(0, 0, spec_.target, track_sum_, track_product_, visit);
  }

 private:
  template <class Visit>
  void descend(int pos, long long sum, long long quotient, bool sum_alive, bool product_alive,
               Visit& visit) {
    if (pos == spec_.size) {
      if (cage_holds(spec_.op, spec_.target, tuple_values_) && !visit(chosen_)) stop_ = true;
      return;
    }
    const long long rest = spec_.size - pos - 1;  // cells after this one
    for (std::size_t i = 0; i < values_.size() && !stop_; ++i) {
      bool clash = false;
      for (int other : earlier_[static_cast<std::size_t>(pos)])
        clash = clash || chosen_[static_cast<std::size_t>(other)] == static_cast<int>(i);
      if (clash) continue;
      const long long v = values_[i];
      bool sum_ok = sum_alive;
      if (sum_ok) {
        long long s = sum + v;
        sum_ok = s + rest * min_value_ <= spec_.target && s + rest * max_value_ >= spec_.target;
      }
      bool product_ok = product_alive && quotient % v == 0;
      if ((track_sum_ || track_product_) && !sum_ok && !product_ok) continue;
      chosen_[static_cast<std::size_t>(pos)] = static_cast<int>(i);
      tuple_values_[static_cast<std::size_t>(pos)] = static_cast<int>(v);
      descend(pos + 1, sum + v, product_ok ? quotient / v : quotient, sum_ok, product_ok, visit);
    }
  }

  const CageSpec& spec_;
  const std::vector<int>& values_;
  std::vector<std::vector<int>> earlier_;  // per position: earlier positions it must differ from
  bool track_sum_ = false;
  bool track_product_ = false;
  long long min_value_ = 1;
  long long max_value_ = 1;
  std::vector<int> chosen_;
  std::vector<int> tuple_values_;
  bool stop_ = false;
};

// Forcing tuples on a cage with millions of them would exhaust memory; past this many the
// encoder uses the decision diagram even when asked for tuples.
constexpr long long kTupleHardLimit = 10'000;

void add_contradiction(Cnf& cnf, Lit guard) {
  if (guard != 0) {
    cnf.add({-guard});
    return;
  }
  Lit z = cnf.new_var();
  cnf.add({z});
  cnf.add({-z});
}

void encode_tuples(Cnf& cnf, const CageSpec& spec, const CageCells& cells) {
  std::vector<std::vector<int>> tuples;
  TupleWalk(spec, cells.values).run([&](const std::vector<int>& t) {
    tuples.push_back(t);
    return true;
  });
  const std::size_t k = static_cast<std::size_t>(spec.size);
  if (tuples.empty()) {
    add_contradiction(cnf, 0);
    return;
  }
  if (tuples.size() == 1) {
    for (std::size_t p = 0; p < k; ++p)
      cnf.add({cells.lits[p][static_cast<std::size_t>(tuples[0][p])]});
    return;
  }
  const Lit first = cnf.new_vars(static_cast<int>(tuples.size()));
  std::vector<Lit> some_tuple;
  // supporters[p][i]: the selectors of the tuples that put value i at position p.
  std::vector<std::vector<std::vector<Lit>>> supporters(
      k, std::vector<std::vector<Lit>>(cells.values.size()));
  for (std::size_t t = 0; t < tuples.size(); ++t) {
    const Lit s = first + static_cast<Lit>(t);
    some_tuple.push_back(s);
    for (std::size_t p = 0; p < k; ++p) {
      const std::size_t i = static_cast<std::size_t>(tuples[t][p]);
      cnf.add({-s, cells.lits[p][i]});
      supporters[p][i].push_back(s);
    }
  }
  cnf.add(some_tuple);
  for (std::size_t p = 0; p < k; ++p) {
    for (std::size_t i = 0; i < cells.values.size(); ++i) {
      std::vector<Lit> clause{-cells.lits[p][i]};
      clause.insert(clause.end(), supporters[p][i].begin(), supporters[p][i].end());
      cnf.add(clause);
    }
  }
}

// ---- decision diagrams ----

enum class Fold { Sum, Product };

// One way through a layer: `lit` true selects it; it adds `value` to the partial result (and one
// to the count) unless it is a skip.
struct Choice {
  Lit lit;
  long long value;
  bool skip;
};
using Layer = std::vector<Choice>;

struct State {
  long long acc;
  int count;
  auto operator<=>(const State&) const = default;
};

// Clause builder where a node literal 0 stands for the constant true (the root and the sink).
class GuardedClause {
 public:
  explicit GuardedClause(Lit guard) {
    if (guard != 0) lits_.push_back(-guard);
  }
  GuardedClause& lit(Lit l) {
    lits_.push_back(l);
    return *this;
  }
  GuardedClause& node(Lit n) {  // the node holds
    if (n == 0)
      satisfied_ = true;
    else
      lits_.push_back(n);
    return *this;
  }
  GuardedClause& not_node(Lit n) {  // the node does not hold
    if (n != 0) lits_.push_back(-n);
    return *this;
  }
  void emit(Cnf& cnf) const {
    if (!satisfied_) cnf.add(lits_);
  }

 private:
  std::vector<Lit> lits_;
  bool satisfied_ = false;
};

class DiagramEncoder {
 public:
  DiagramEncoder(Cnf& cnf, Fold fold, long long target, int need_count, Lit guard)
      : cnf_(cnf), fold_(fold), target_(target), need_(need_count), guard_(guard) {}

  void encode(const std::vector<Layer>& layers) {
    const std::size_t k = layers.size();
    std::vector<std::map<State, Lit>> nodes(k + 1);
    // Forward: the states reachable from the root that can still reach the target.
    std::vector<std::vector<State>> reach(k + 1);
    reach[0].push_back({fold_ == Fold::Sum ? 0 : 1, 0});
    for (std::size_t i = 0; i < k; ++i) {
      std::map<State, bool> seen;
      for (const State& s : reach[i])
        for (const Choice& c : layers[i])
          if (auto t = next(s, c)) seen[*t] = true;
      for (const auto& [t, _] : seen) reach[i + 1].push_back(t);
    }
    // Backward: keep the states from which the sink is reachable.
    for (const State& s : reach[k])
      if (accepting(s)) nodes[k][s] = 0;
    for (std::size_t i = k; i-- > 0;)
      for (const State& s : reach[i])
        for (const Choice& c : layers[i])
          if (auto t = next(s, c); t && nodes[i + 1].count(*t)) {
            nodes[i][s] = 0;
            break;
          }
    if (nodes[0].empty()) {
      add_contradiction(cnf_, guard_);
      return;
    }
    for (std::size_t i = 1; i < k; ++i)
      for (auto& [s, lit] : nodes[i]) lit = cnf_.new_var();
    for (std::size_t i = 0; i < k; ++i) encode_layer(layers[i], nodes[i], nodes[i + 1], i > 0);
  }

 private:
  std::optional<State> next(const State& s, const Choice& c) const {
    if (c.skip) return s;
    State t{s.acc, s.count + 1};
    if (need_ >= 0 && t.count > need_) return std::nullopt;
    if (fold_ == Fold::Sum) {
      t.acc = s.acc + c.value;
      if (t.acc > target_) return std::nullopt;
    } else {
      if (c.value <= 0 || (target_ / s.acc) % c.value != 0) return std::nullopt;
      t.acc = s.acc * c.value;
    }
    return t;
  }
  bool accepting(const State& s) const {
    return s.acc == target_ && (need_ < 0 || s.count == need_);
  }

  void encode_layer(const Layer& layer, const std::map<State, Lit>& from,
                    const std::map<State, Lit>& to, bool from_is_free) {
    // edge_from[t][j]: the node that choice j leads from into node t.
    std::map<State, std::vector<std::optional<Lit>>> edge_from;
    for (const auto& [t, _] : to) edge_from[t].assign(layer.size(), std::nullopt);
    std::vector<GuardedClause> choice_support(layer.size(), GuardedClause(guard_));
    for (std::size_t j = 0; j < layer.size(); ++j) choice_support[j].lit(-layer[j].lit);
    for (const auto& [s, ns] : from) {
      GuardedClause out(guard_);
      out.not_node(ns);
      for (std::size_t j = 0; j < layer.size(); ++j) {
        const Choice& c = layer[j];
        auto t = next(s, c);
        auto it = t ? to.find(*t) : to.end();
        GuardedClause forward(guard_);
        forward.not_node(ns).lit(-c.lit);
        if (it != to.end()) {
          forward.node(it->second);
          edge_from[it->first][j] = ns;
          choice_support[j].node(ns);
          out.lit(c.lit);
        }
        forward.emit(cnf_);
      }
      out.emit(cnf_);
    }
    for (const auto& [t, nt] : to) {
      GuardedClause in(guard_);
      in.not_node(nt);
      for (std::size_t j = 0; j < layer.size(); ++j) {
        GuardedClause backward(guard_);
        backward.not_node(nt).lit(-layer[j].lit);
        if (const auto& ns = edge_from[t][j]) {
          backward.node(*ns);
          in.lit(layer[j].lit);
        }
        backward.emit(cnf_);
      }
      in.emit(cnf_);
    }
    for (const GuardedClause& c : choice_support) c.emit(cnf_);
    if (from_is_free) {
      GuardedClause some(guard_);
      for (const auto& [s, ns] : from) some.node(ns);
      some.emit(cnf_);
    }
  }

  Cnf& cnf_;
  Fold fold_;
  long long target_;
  int need_;
  Lit guard_;
};

bool all_pairs_distinct(const CageSpec& spec) {
  const std::size_t k = static_cast<std::size_t>(spec.size);
  std::vector<std::vector<bool>> differ(k, std::vector<bool>(k, false));
  for (auto [a, b] : spec.distinct)
    differ[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] =
        differ[static_cast<std::size_t>(b)][static_cast<std::size_t>(a)] = true;
  for (std::size_t a = 0; a < k; ++a)
    for (std::size_t b = a + 1; b < k; ++b)
      if (!differ[a][b]) return false;
  return true;
}

void encode_dd(Cnf& cnf, const CageSpec& spec, const CageCells& cells) {
  const std::size_t k = static_cast<std::size_t>(spec.size);
  const std::size_t d = cells.values.size();
  if (!spec.distinct_known)
    for (auto [a, b] : spec.distinct)
      for (std::size_t i = 0; i < d; ++i)
        cnf.add({-cells.lits[static_cast<std::size_t>(a)][i],
                 -cells.lits[static_cast<std::size_t>(b)][i]});
  std::vector<Layer> layers;
  int need = -1;
  if (k >= 2 && all_pairs_distinct(spec)) {
    // Value layers: u_i <=> some cell holds values[i]; with distinct cells the used values are
    // exactly the cells' values, so the cage is "k used values reaching the target".
    need = spec.size;
    for (std::size_t i = 0; i < d; ++i) {
      Lit used = cnf.new_var();
      std::vector<Lit> some_cell{-used};
      for (std::size_t p = 0; p < k; ++p) {
        cnf.add({-cells.lits[p][i], used});
        some_cell.push_back(cells.lits[p][i]);
      }
      cnf.add(some_cell);
      layers.push_back({{used, cells.values[i], false}, {-used, 0, true}});
    }
  } else {
    for (std::size_t p = 0; p < k; ++p) {
      Layer layer;
      for (std::size_t i = 0; i < d; ++i)
        layer.push_back({cells.lits[p][i], cells.values[i], false});
      layers.push_back(std::move(layer));
    }
  }
  const bool either = spec.op == CageOp::None;
  const Lit choose_sum = either ? cnf.new_var() : 0;
  if (spec.op == CageOp::Add || either)
    DiagramEncoder(cnf, Fold::Sum, spec.target, need, choose_sum).encode(layers);
  if (spec.op == CageOp::Mul || either)
    DiagramEncoder(cnf, Fold::Product, spec.target, need, -choose_sum).encode(layers);
}

}  // namespace

long long count_cage_tuples(const CageSpec& spec, const std::vector<int>& values, long long cap) {
  long long count = 0;
  TupleWalk(spec, values).run([&](const std::vector<int>&) { return ++count <= cap; });
  return count;
}

CageEncoding encode_cage(Cnf& cnf, const CageSpec& spec, const CageCells& cells,
                         CageEncoding encoding) {
  if (static_cast<int>(cells.lits.size()) != spec.size)
    throw std::invalid_argument("cage spec and cells disagree on the cage size");
  for (const auto& lits : cells.lits)
    if (lits.size() != cells.values.size())
      throw std::invalid_argument("every cage cell needs one literal per value");
  // Difference, quotient, one or two cells: few tuples, always tuples.
  const bool diagram_applies =
      spec.size >= 3 &&
      (spec.op == CageOp::Add || spec.op == CageOp::Mul || spec.op == CageOp::None);
  CageEncoding use = CageEncoding::Tuples;
  if (diagram_applies) {
    if (encoding == CageEncoding::Dd)
      use = CageEncoding::Dd;
    else if (encoding == CageEncoding::Auto)
      use = all_pairs_distinct(spec) ||
                    count_cage_tuples(spec, cells.values, kAutoTupleLimit) > kAutoTupleLimit
                ? CageEncoding::Dd
                : CageEncoding::Tuples;
    else if (count_cage_tuples(spec, cells.values, kTupleHardLimit) > kTupleHardLimit)
      use = CageEncoding::Dd;
  }
  if (use == CageEncoding::Tuples)
    encode_tuples(cnf, spec, cells);
  else
    encode_dd(cnf, spec, cells);
  return use;
}

}  // namespace gridsat

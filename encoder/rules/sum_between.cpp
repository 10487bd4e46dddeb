#include "rules/sum_between.hpp"

#include <map>
#include <tuple>

#include "encodings/amo.hpp"
#include "encodings/line_automata.hpp"
#include "encodings/visibility.hpp"
#include "propagators/automaton.hpp"

namespace gridsat::rules {

struct SumBetween::Line {
  std::vector<int> cells;  // nearest the clue first
  int clue = 0;
  LineAutomaton plain;
  std::unique_ptr<LineAutomaton> exact;  // with the numbers used; null: past the budget
};

namespace {

// States: 0 no blank yet, 1 + s between the blanks with sum s (s <= clue), clue + 2 past both;
// letters: the domain's values by index.
LineAutomaton plain_automaton(int clue, const std::vector<int>& values) {
  const int count = static_cast<int>(values.size());
  const int past = clue + 2;
  LineAutomaton a(clue + 3, count);
  for (int v = 0; v < count; ++v) {
    const int value = values[static_cast<std::size_t>(v)];
    if (value == 0) {
      a.set(0, v, 1);
      a.set(1 + clue, v, past);
      continue;
    }
    a.set(0, v, 0);
    a.set(past, v, past);
    for (int s = 0; s + value <= clue; ++s) a.set(1 + s, v, 1 + s + value);
  }
  a.accepting[static_cast<std::size_t>(past)] = true;
  return a;
}

// The same states with the set of numbers used so far (bit v: the domain's v-th value), each
// number at most once, the states the start reaches in `length` cells; null past `budget` states.
std::unique_ptr<LineAutomaton> exact_automaton(int clue, const std::vector<int>& values, int length,
                                               std::size_t budget) {
  struct State {
    int phase;  // 0 before the blanks, 1 between, 2 past
    int sum;
    std::uint64_t used;
  };
  const int count = static_cast<int>(values.size());
  std::vector<State> states = {{0, 0, 0}};
  std::map<std::tuple<std::uint64_t, int, int>, int> id;
  auto key = [](const State& s) { return std::tuple(s.used, s.sum, s.phase); };
  id[key(states[0])] = 0;
  std::vector<std::vector<int>> next;  // per state, per value
  std::vector<int> depth = {0};
  for (std::size_t q = 0; q < states.size(); ++q) {
    next.emplace_back(static_cast<std::size_t>(count), -1);
    if (depth[q] == length) continue;
    for (int v = 0; v < count; ++v) {
      const State s = states[q];
      const int value = values[static_cast<std::size_t>(v)];
      State t = s;
      if (value == 0) {
        if (s.phase == 2 || (s.phase == 1 && s.sum != clue)) continue;
        t.phase = s.phase + 1;
      } else {
        if (s.used >> v & 1) continue;
        t.used |= std::uint64_t{1} << v;
        if (s.phase == 1) t.sum += value;
        if (t.sum > clue) continue;
      }
      auto [it, fresh] = id.emplace(key(t), static_cast<int>(states.size()));
      if (fresh) {
        if (states.size() == budget) return nullptr;
        states.push_back(t);
        depth.push_back(depth[q] + 1);
      }
      next[q][static_cast<std::size_t>(v)] = it->second;
    }
  }
  auto a = std::make_unique<LineAutomaton>(static_cast<int>(states.size()), count);
  for (std::size_t q = 0; q < states.size(); ++q) {
    for (int v = 0; v < count; ++v)
      a->set(static_cast<int>(q), v, next[q][static_cast<std::size_t>(v)]);
    a->accepting[q] = states[q].phase == 2;
  }
  return a;
}

// The exact automata's budget per line: a 12 x 12 doppelblock's lines stay below it.
constexpr std::size_t kExactStates = 20'000;

}  // namespace

SumBetween::SumBetween(int n, std::array<std::vector<int>, 4> clues, const ValueDomain& domain,
                       bool distinct)
    : n_(n), clues_(std::move(clues)), distinct_(distinct), values_(domain.values), index_(0, {}) {
  std::vector<std::vector<int>> read;
  for (Side side : kAllSides)
    for (int i = 0; i < n; ++i) {
      const int clue = clues_[static_cast<std::size_t>(side)][static_cast<std::size_t>(i)];
      if (clue == kUnknown) continue;
      lines_.push_back({line_from_side(n, side, i), clue, plain_automaton(clue, values_), nullptr});
      read.push_back(lines_.back().cells);
    }
  index_ = CellIndex(n * n, read);
}

SumBetween::~SumBetween() = default;

const std::vector<SumBetween::Line>& SumBetween::lines() const {
  if (distinct_)
    std::call_once(exact_once_, [&] {
      for (Line& line : lines_) line.exact = exact_automaton(line.clue, values_, n_, kExactStates);
    });
  return lines_;
}

void SumBetween::encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const {
  for (const Line& line : lines_) {
    std::vector<std::vector<Lit>> lits;
    for (int cell : line.cells) {
      lits.emplace_back();
      for (int value : values_) {
        const Lit x = vars.is(cell, value);
        lits.back().push_back(x != 0 ? x : -kTrueLit);
      }
    }
    encode_line_automaton(cnf, lits, line.plain);
    if (!distinct_) continue;
    for (std::size_t v = 0; v < values_.size(); ++v) {
      if (values_[v] == 0) continue;
      std::vector<Lit> holders;
      for (const auto& cell : lits)
        if (cell[v] != -kTrueLit) holders.push_back(cell[v]);
      at_most_one(cnf, holders, options.amo);
    }
  }
}

bool SumBetween::propagate_line(const Line& line, std::vector<Candidates>& cells,
                                bool& changed) const {
  return filter_line_automaton(line.exact ? *line.exact : line.plain, line.cells, cells, changed);
}

bool SumBetween::propagate(const ValueDomain&, std::vector<Candidates>& cells,
                           bool& changed) const {
  for (const Line& line : lines())
    if (!propagate_line(line, cells, changed)) return false;
  return true;
}

bool SumBetween::propagate_near(const ValueDomain&, std::vector<Candidates>& cells, bool& changed,
                                std::span<const int> touched) const {
  const std::vector<Line>& all = lines();
  for (int k : index_.parts_of(touched))
    if (!propagate_line(all[static_cast<std::size_t>(k)], cells, changed)) return false;
  return true;
}

}  // namespace gridsat::rules

#include <algorithm>
#include <set>

#include "encodings/distinct_lines.hpp"
#include "rules/distinct_lines.hpp"

namespace gridsat::rules {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::vector<Candidates> line_state(const std::vector<int>& line,
                                   const std::vector<Candidates>& cells) {
  std::vector<Candidates> state;
  state.reserve(line.size());
  for (int cell : line) state.push_back(cells[at(cell)]);
  return state;
}

}  // namespace

int DistinctLines::given(int cell) const {
  return givens_.cells.empty() ? kUnknown : givens_.cells[at(cell)];
}

void DistinctLines::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const {
  std::vector<std::vector<Lit>> lits;
  for (const std::vector<int>& line : lines_.cells) lits.push_back(vars.of(line));
  for (std::size_t a = 0; a < lits.size(); ++a)
    for (std::size_t b = a + 1; b < lits.size(); ++b) {
      const std::vector<int>& line_a = lines_.cells[a];
      const std::vector<int>& line_b = lines_.cells[b];
      std::vector<Lit> open_a, open_b;
      bool differ = false;
      for (std::size_t i = 0; i < line_a.size() && !differ; ++i) {
        const int ga = given(line_a[i]), gb = given(line_b[i]);
        if (ga != kUnknown && gb != kUnknown) {
          differ = ga != gb;
          continue;
        }
        open_a.push_back(lits[a][i]);
        open_b.push_back(lits[b][i]);
      }
      if (differ) continue;
      if (open_a.empty())
        lines_differ(cnf, lits[a], lits[b]);
      else
        lines_differ(cnf, open_a, open_b);
    }
}

// A difference literal per position of every pair (two clauses of 3 literals), and a clause of
// L per pair, with room to spare (the estimate binairo always gave).
EncodingSize DistinctLines::size(const EncodeOptions&, std::span<const char>) const {
  const double n = static_cast<double>(lines_.cells.size());
  const double length = lines_.cells.empty() ? 0 : static_cast<double>(lines_.cells[0].size());
  const double positions = n * (n - 1) / 2 * length;
  return {positions, 3 * positions + n * n, 8 * positions + length * n * n};
}

bool DistinctLines::propagate(std::vector<Candidates>& cells, bool& changed) const {
  std::set<std::vector<Candidates>> complete;
  std::vector<std::pair<std::size_t, std::vector<Candidates>>> few_open;
  const std::ptrdiff_t most_open = balanced_ ? 2 : 1;
  for (std::size_t g = 0; g < lines_.cells.size(); ++g) {
    std::vector<Candidates> state = line_state(lines_.cells[g], cells);
    const auto open = std::count(state.begin(), state.end(), kEither);
    if (open == 0) {
      if (!complete.insert(std::move(state)).second) return false;  // two equal complete lines
    } else if (open <= most_open) {
      few_open.emplace_back(g, std::move(state));
    }
  }
  // Narrowing open cells leaves the complete lines (which have none) as they are.
  for (auto& [g, state] : few_open)
    if (!complete_few_open(lines_.cells[g], std::move(state), complete, cells, changed))
      return false;
  return true;
}

// Tries the (at most four) ways to fill the open cells of `line` (one, or two when balanced),
// whose candidates are `state`; keeps those that copy no complete line (and, balanced, balance
// the line); narrows the open cells to what the survivors use.
bool DistinctLines::complete_few_open(const std::vector<int>& line, std::vector<Candidates> state,
                                      const std::set<std::vector<Candidates>>& complete,
                                      std::vector<Candidates>& cells, bool& changed) const {
  std::vector<std::size_t> open;
  int shaded = 0;
  for (std::size_t i = 0; i < state.size(); ++i) {
    if (state[i] == kEither)
      open.push_back(i);
    else
      shaded += state[i] == kShaded;
  }
  const int half = static_cast<int>(line.size() / 2);
  std::vector<Candidates> keep(open.size(), 0);
  const unsigned ways = 1u << open.size();
  for (unsigned way = 0; way < ways; ++way) {
    int more = 0;
    for (std::size_t k = 0; k < open.size(); ++k) {
      const bool on = (way >> k & 1u) != 0;
      state[open[k]] = on ? kShaded : kUnshaded;
      more += on;
    }
    if (balanced_ && (line.size() % 2 != 0 || shaded + more != half)) continue;
    if (complete.count(state) != 0) continue;
    for (std::size_t k = 0; k < open.size(); ++k) keep[k] |= state[open[k]];
  }
  for (std::size_t k = 0; k < open.size(); ++k)
    if (!remove(cells[at(line[open[k]])], ~keep[k] & kEither, changed)) return false;
  return true;
}

}  // namespace gridsat::rules

#include <algorithm>

#include "encodings/cardinality.hpp"
#include "rules/short_runs.hpp"

namespace gridsat::rules {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

void ShortRuns::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  const std::size_t window = at(longest_ + 1);
  for (const std::vector<int>& line : lines_.cells) {
    const std::vector<Lit> lits = vars.of(line);
    for (std::size_t i = 0; i + window <= lits.size(); ++i) {
      std::vector<Lit> some_shaded(lits.begin() + static_cast<std::ptrdiff_t>(i),
                                   lits.begin() + static_cast<std::ptrdiff_t>(i + window));
      std::vector<Lit> some_unshaded;
      for (Lit lit : some_shaded) some_unshaded.push_back(-lit);
      cnf.add(some_shaded);
      cnf.add(some_unshaded);
    }
    if (!balanced_ || lits.empty()) continue;
    if (lits.size() % 2 != 0) {  // an odd line cannot be balanced: two opposite units
      cnf.add({lits[0]});
      cnf.add({-lits[0]});
      continue;
    }
    exactly_k(cnf, lits, static_cast<int>(lits.size() / 2), options.card);
  }
}

EncodingSize ShortRuns::size(const EncodeOptions& options, std::span<const char>) const {
  EncodingSize out;
  for (const std::vector<int>& line : lines_.cells) {
    const double n = static_cast<double>(line.size());
    out += clauses_of_width(2 * std::max(n - longest_, 0.0), longest_ + 1);
    if (balanced_) out += exactly_k_size(n, static_cast<double>(line.size() / 2), options.card);
  }
  return out;
}

bool ShortRuns::propagate(std::vector<Candidates>& cells, bool& changed) const {
  std::vector<int> queue(lines_.cells.size());
  for (std::size_t k = 0; k < queue.size(); ++k) queue[k] = static_cast<int>(k);
  return run(cells, changed, std::move(queue));
}

bool ShortRuns::propagate_near(std::vector<Candidates>& cells, bool& changed,
                               std::span<const int> touched) const {
  const std::vector<int>& near = index_.parts_of(touched);
  return run(cells, changed, std::vector<int>(near.begin(), near.end()));
}

// Propagates the queued lines through their automaton, queueing the crossing lines of every cell
// that changes, until the queue is empty (true) or a line fails (false).
bool ShortRuns::run(std::vector<Candidates>& cells, bool& changed, std::vector<int> queue) const {
  std::vector<char> queued(lines_.cells.size(), 0);
  for (int k : queue) queued[at(k)] = 1;
  std::vector<Candidates> before;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int k = queue[head];
    queued[at(k)] = 0;
    const std::vector<int>& line = lines_.cells[at(k)];
    before.clear();
    for (int cell : line) before.push_back(cells[at(cell)]);
    bool narrowed = false;
    if (!automaton(line, cells, narrowed)) return false;
    if (!narrowed) continue;
    changed = true;
    for (std::size_t i = 0; i < line.size(); ++i) {
      if (cells[at(line[i])] == before[i]) continue;
      for (int other : index_.of(line[i]))
        if (other != k && !queued[at(other)]) {
          queued[at(other)] = 1;
          queue.push_back(other);
        }
    }
  }
  return true;
}

// The line automaton: a state after cell i is (shaded cells so far when balanced, else 0; the
// last colour; its run 1..longest). Backward, which states can still finish the line; forward,
// from the start through states that can finish, which colour each cell takes on some way.
bool ShortRuns::automaton(const std::vector<int>& line, std::vector<Candidates>& cells,
                          bool& changed) const {
  const int length = static_cast<int>(line.size());
  const int half = length / 2;
  const int per_count = 2 * longest_;
  const int states = (balanced_ ? half + 1 : 1) * per_count;
  if (balanced_ && length % 2 != 0) return false;
  auto cand = [&](int i) { return cells[at(line[at(i)])]; };
  // The state after cell i takes colour x, coming from `from` (-1: the line's start), or -1.
  auto step = [&](int i, int from, int x) {
    int shaded = x, run = 1;
    if (from >= 0) {
      shaded += from / per_count;
      if ((from / longest_) % 2 == x) run = from % longest_ + 2;
    }
    if (run > longest_) return -1;
    if (!balanced_) return x * longest_ + run - 1;
    if (shaded > half || i + 1 - shaded > half) return -1;
    return shaded * per_count + x * longest_ + run - 1;
  };
  auto slot = [&](std::vector<char>& table, int i, int state) -> char& {
    return table[at(i * states + state)];
  };
  std::vector<char> reach(at((length + 1) * states), 0);
  std::vector<char> finish = reach;
  for (int state = 0; state < states; ++state)
    slot(finish, length, state) = !balanced_ || state / per_count == half;
  for (int i = length - 1; i >= 1; --i)
    for (int state = 0; state < states; ++state)
      for (int x = 0; x < 2; ++x) {
        const int next = step(i, state, x);
        if ((cand(i) >> x & 1) && next >= 0 && slot(finish, i + 1, next))
          slot(finish, i, state) = 1;
      }
  for (int i = 0; i < length; ++i) {
    Candidates keep = 0;
    for (int from = i == 0 ? -1 : 0; from < (i == 0 ? 0 : states); ++from) {
      if (from >= 0 && !slot(reach, i, from)) continue;
      for (int x = 0; x < 2; ++x) {
        const int next = step(i, from, x);
        if (!(cand(i) >> x & 1) || next < 0 || !slot(finish, i + 1, next)) continue;
        keep |= Candidates{1} << x;
        slot(reach, i + 1, next) = 1;
      }
    }
    if (!remove(cells[at(line[at(i)])], ~keep & kEither, changed)) return false;
  }
  return true;
}

}  // namespace gridsat::rules

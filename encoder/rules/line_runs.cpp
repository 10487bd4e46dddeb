#include <algorithm>
#include <stdexcept>

#include "encodings/runs.hpp"
#include "puzzles/encoding_size.hpp"
#include "rules/line_runs.hpp"

namespace gridsat::rules {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

LineRuns::LineRuns(GridShape shape, Groups lines, std::vector<std::vector<int>> runs,
                   bool automaton)
    : shape_(shape),
      lines_(std::move(lines)),
      runs_(std::move(runs)),
      automaton_(automaton),
      index_(shape_.cells(), lines_.cells) {
  if (runs_.size() != lines_.cells.size())
    throw std::logic_error("line runs: one list of runs per line");
  for (std::size_t k = 0; k < runs_.size(); ++k) {
    const LineAutomaton a = runs_automaton(runs_[k]);
    Automaton automaton;
    for (int q = 0; q < a.num_states; ++q) {
      automaton.on_unshaded.push_back(a.step(q, 0));
      automaton.on_shaded.push_back(a.step(q, 1));
    }
    automaton.accept = a.num_states - 1;
    automata_.push_back(std::move(automaton));
  }
}

void LineRuns::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const {
  for (std::size_t k = 0; k < runs_.size(); ++k)
    encode_runs(cnf, vars.of(lines_.cells[k]), runs_[k],
                automaton_ ? RunsEncoding::Automaton : RunsEncoding::Starts);
}

// Per line, a diagram over its cells and the automaton's states, with a sequential at-most-one
// over them: an upper estimate of both encodings.
EncodingSize LineRuns::size(const EncodeOptions&, std::span<const char>) const {
  EncodingSize out;
  for (std::size_t k = 0; k < runs_.size(); ++k) {
    const double states = static_cast<double>(lines_.cells[k].size()) * (runs_length(runs_[k]) + 1);
    out += diagram_size(states, 2);
    out += amo_size(states, Amo::Sequential, 0);
  }
  return out;
}

bool LineRuns::propagate(std::vector<Candidates>& cells, bool& changed) const {
  std::vector<int> queue(runs_.size());
  for (std::size_t k = 0; k < queue.size(); ++k) queue[k] = static_cast<int>(k);
  return run(cells, changed, std::move(queue));
}

bool LineRuns::propagate_near(std::vector<Candidates>& cells, bool& changed,
                              std::span<const int> touched) const {
  const std::vector<int>& near = index_.parts_of(touched);
  return run(cells, changed, std::vector<int>(near.begin(), near.end()));
}

// Solves the queued lines, queueing the crossing lines of every cell that changes, until the
// queue is empty (true) or a line has no placement left (false).
bool LineRuns::run(std::vector<Candidates>& cells, bool& changed, std::vector<int> queue) const {
  std::vector<char> queued(runs_.size(), 0);
  for (int k : queue) queued[at(k)] = 1;
  std::vector<char> reach;
  std::vector<Candidates> keep;
  std::size_t head = 0;
  while (head < queue.size()) {
    const int k = queue[head++];
    queued[at(k)] = 0;
    if (!solve_line(k, cells, reach, keep)) return false;
    const std::vector<int>& line = lines_.cells[at(k)];
    for (std::size_t i = 0; i < line.size(); ++i) {
      const int cell = line[i];
      if (keep[i] == cells[at(cell)]) continue;
      cells[at(cell)] = keep[i];
      changed = true;
      for (int other : index_.of(cell))
        if (other != k && !queued[at(other)]) {
          queued[at(other)] = 1;
          queue.push_back(other);
        }
    }
    if (head > 4096 && head * 2 > queue.size()) {  // keep the queue short
      queue.erase(queue.begin(), queue.begin() + static_cast<std::ptrdiff_t>(head));
      head = 0;
    }
  }
  return true;
}

// Fills `keep` with the candidates of line k's cells that some placement of its runs supports.
bool LineRuns::solve_line(int k, const std::vector<Candidates>& cells, std::vector<char>& reach,
                          std::vector<Candidates>& keep) const {
  const std::vector<int>& line = lines_.cells[at(k)];
  const Automaton& a = automata_[at(k)];
  const int n = static_cast<int>(line.size());
  const int states = static_cast<int>(a.on_unshaded.size());
  const std::size_t stride = at(states);
  reach.assign(at(n + 1) * stride, 0);
  keep.assign(at(n), 0);
  reach[0] = 1;
  // Forward. State q can only be reached after at least q cells, so q <= i.
  for (int i = 0; i < n; ++i) {
    const Candidates c = cells[at(line[at(i)])];
    const char* before = reach.data() + at(i) * stride;
    char* after = reach.data() + at(i + 1) * stride;
    const int top = std::min(i, states - 1);
    bool any = false;
    for (int q = 0; q <= top; ++q) {
      if (!before[q]) continue;
      if (c & kUnshaded) {
        const int to = a.on_unshaded[at(q)];
        if (to >= 0) after[to] = 1, any = true;
      }
      if (c & kShaded) {
        const int to = a.on_shaded[at(q)];
        if (to >= 0) after[to] = 1, any = true;
      }
    }
    if (!any) return false;
  }
  // Backward: keep the states that reach acceptance; record the values used.
  char* last = reach.data() + at(n) * stride;
  for (int q = 0; q < states; ++q)
    if (q != a.accept) last[q] = 0;
  if (!last[a.accept]) return false;
  for (int i = n - 1; i >= 0; --i) {
    const Candidates c = cells[at(line[at(i)])];
    char* before = reach.data() + at(i) * stride;
    const char* after = reach.data() + at(i + 1) * stride;
    const int top = std::min(i, states - 1);
    Candidates kept = 0;
    for (int q = 0; q <= top; ++q) {
      if (!before[q]) continue;
      bool live = false;
      if (c & kUnshaded) {
        const int to = a.on_unshaded[at(q)];
        if (to >= 0 && after[to]) live = true, kept |= kUnshaded;
      }
      if (c & kShaded) {
        const int to = a.on_shaded[at(q)];
        if (to >= 0 && after[to]) live = true, kept |= kShaded;
      }
      before[q] = live;
    }
    if (kept == 0) return false;
    keep[at(i)] = kept;
  }
  return true;
}

}  // namespace gridsat::rules

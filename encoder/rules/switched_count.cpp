#include "rules/switched_count.hpp"

#include <algorithm>
#include <stdexcept>

#include "encodings/cardinality.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

SwitchedCount::SwitchedCount(GridShape shape, Groups groups, std::vector<int> targets,
                             std::vector<int> switches, int on, Noun noun, bool apart)
    : shape_(shape),
      groups_(std::move(groups)),
      targets_(std::move(targets)),
      switches_(std::move(switches)),
      on_(on),
      noun_(std::move(noun)),
      apart_(apart) {
  if (targets_.size() != groups_.cells.size() || switches_.size() != groups_.cells.size())
    throw std::logic_error("a switched count needs one target and one switch per group");
  for (std::size_t g = 0; g < switches_.size(); ++g) {
    const std::vector<int>& group = groups_.cells[g];
    if (switches_[g] < 0 || switches_[g] >= shape_.cells() ||
        std::find(group.begin(), group.end(), switches_[g]) != group.end())
      throw std::logic_error("a switched count's switch cell lies in the grid, outside its group");
    for (std::size_t i = 1; apart_ && i < group.size(); ++i) {
      const int a = group[i - 1], b = group[i];
      const bool beside = (a / shape_.cols == b / shape_.cols && std::abs(a - b) == 1) ||
                          std::abs(a - b) == shape_.cols;
      if (!beside) throw std::logic_error("a switched count kept apart counts along lines");
    }
  }
}

void SwitchedCount::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const {
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    const Lit key = on_ == 1 ? vars.shaded(switches_[g]) : -vars.shaded(switches_[g]);
    const std::vector<Lit> lits = vars.of(groups_.cells[g]);
    const int want = targets_[g], n = static_cast<int>(lits.size());
    if (want < 0 || want > n) {
      cnf.add({-key});
      continue;
    }
    const std::vector<Lit> count = unary_count(cnf, lits, want + 1);
    if (want >= 1) cnf.add({-key, count[at(want - 1)]});
    if (want < n) cnf.add({-key, -count[at(want)]});
  }
}

bool SwitchedCount::propagate(std::vector<Candidates>& cells, bool& changed) const {
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    Candidates& key = cells[at(switches_[g])];
    const Candidates on = on_ == 1 ? kShaded : kUnshaded;
    if (!(key & on)) continue;
    int found = 0, open = 0;
    for (int cell : groups_.cells[g]) {
      found += cells[at(cell)] == kShaded;
      open += cells[at(cell)] == kEither;
    }
    const int want = targets_[g];
    const int most = found + (apart_ ? most_apart(groups_.cells[g], cells) : open);
    if (found > want || most < want) {
      if (!remove(key, on, changed)) return false;
      continue;
    }
    if (key != on || open == 0) continue;
    if (found == want || (most == want && !apart_)) {
      for (int cell : groups_.cells[g])
        if (cells[at(cell)] == kEither)
          remove(cells[at(cell)], found == want ? kShaded : kUnshaded, changed);
    } else if (most == want) {
      // Every odd run holds its ceil(m / 2): shaded at its ends and every other cell between.
      const std::vector<int>& line = groups_.cells[g];
      for (std::size_t i = 0; i < line.size();) {
        std::size_t end = i;
        while (end < line.size() && cells[at(line[end])] == kEither) ++end;
        if ((end - i) % 2 == 1)
          for (std::size_t k = i; k < end; ++k)
            remove(cells[at(line[k])], (k - i) % 2 == 0 ? kUnshaded : kShaded, changed);
        i = std::max(end, i + 1);
      }
    }
  }
  return true;
}

int SwitchedCount::most_apart(const std::vector<int>& line, const std::vector<Candidates>& cells) {
  int most = 0, run = 0;
  for (int cell : line) {
    if (cells[at(cell)] == kEither) {
      ++run;
      continue;
    }
    most += (run + 1) / 2;
    run = 0;
  }
  return most + (run + 1) / 2;
}

bool SwitchedCount::choose(const std::vector<Candidates>& cells,
                           std::vector<Alternative>& out) const {
  const Candidates on = on_ == 1 ? kShaded : kUnshaded;
  int best = -1, best_slack = 0, open_switch = -1;
  for (std::size_t g = 0; g < groups_.cells.size(); ++g) {
    const Candidates key = cells[at(switches_[g])];
    if (key == kEither && open_switch < 0) open_switch = switches_[g];
    if (key != on) continue;
    int found = 0, open = 0, first = -1;
    for (int cell : groups_.cells[g]) {
      found += cells[at(cell)] == kShaded;
      if (cells[at(cell)] != kEither) continue;
      if (first < 0) first = cell;
      ++open;
    }
    const int slack = open - (targets_[g] - found);
    if (first >= 0 && (best < 0 || slack < best_slack)) {
      best = first;
      best_slack = slack;
    }
  }
  if (open_switch >= 0) {
    out.push_back({open_switch, on});
    out.push_back({open_switch, static_cast<Candidates>(kEither & ~on)});
    return true;
  }
  if (best < 0) return false;
  out.push_back({best, kShaded});
  out.push_back({best, kUnshaded});
  return true;
}

}  // namespace gridsat::rules

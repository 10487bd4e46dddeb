#include "rules/dead_ends.hpp"

#include "rules/groups.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

DeadEnds::DeadEnds(GridShape shape, int colour, std::vector<char> marked, Noun noun,
                   std::string mark)
    : shape_(shape),
      colour_(colour),
      marked_(std::move(marked)),
      noun_(std::move(noun)),
      mark_(std::move(mark)),
      near_(neighbours(shape, Touch::Side)) {}

void DeadEnds::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const {
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    const std::vector<int>& near = near_[at(cell)];
    const Lit x = colour_ == 1 ? vars.shaded(cell) : -vars.shaded(cell);
    const std::vector<Lit> n = vars.of(near, colour_);
    if (marked_[at(cell)]) {
      std::vector<Lit> some{-x};
      some.insert(some.end(), n.begin(), n.end());
      cnf.add(some);
      for (std::size_t i = 0; i < n.size(); ++i)
        for (std::size_t j = i + 1; j < n.size(); ++j) cnf.add({-x, -n[i], -n[j]});
    } else {
      for (std::size_t i = 0; i < n.size(); ++i) {
        std::vector<Lit> another{-x, -n[i]};
        for (std::size_t j = 0; j < n.size(); ++j)
          if (j != i) another.push_back(n[j]);
        cnf.add(another);
      }
    }
  }
}

bool DeadEnds::propagate(std::vector<Candidates>& cells, bool& changed) const {
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    // The cell and its neighbours; each completion of them, kept when it keeps the cell's rule.
    std::vector<int> local{cell};
    local.insert(local.end(), near_[at(cell)].begin(), near_[at(cell)].end());
    const int k = static_cast<int>(local.size());
    std::vector<Candidates> seen(local.size(), 0);
    bool any = false;
    for (int code = 0; code < (1 << k); ++code) {
      bool fits = true;
      for (int i = 0; i < k && fits; ++i) fits = (cells[at(local[at(i)])] >> ((code >> i) & 1)) & 1;
      if (!fits) continue;
      int alike = 0;
      for (int i = 1; i < k; ++i) alike += ((code >> i) & 1) == colour_;
      const bool coloured = (code & 1) == colour_;
      if (coloured && (marked_[at(cell)] ? alike != 1 : alike == 1)) continue;
      any = true;
      for (int i = 0; i < k; ++i) seen[at(i)] |= Candidates{1} << ((code >> i) & 1);
    }
    if (!any) return false;
    for (int i = 0; i < k; ++i)
      if (!remove(cells[at(local[at(i)])], ~seen[at(i)] & kEither, changed)) return false;
  }
  return true;
}

}  // namespace gridsat::rules

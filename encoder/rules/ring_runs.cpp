#include "rules/ring_runs.hpp"

#include <algorithm>

namespace gridsat::rules {
namespace {

// The ring round a cell, clockwise from its upper left.
constexpr int kDr[] = {-1, -1, -1, 0, 1, 1, 1, 0};
constexpr int kDc[] = {-1, 0, 1, 1, 1, 0, -1, -1};

// The runs of the ring shading `bits` (bit i: ring cell i), clockwise, joined across bit 7 and
// bit 0; {0} for none.
std::vector<int> runs_of(unsigned bits) {
  if (bits == 0xFF) return {8};
  std::vector<int> runs;
  int first = 0;  // a clear bit to start after
  while (bits >> first & 1) ++first;
  for (int k = 1, run = 0; k <= 8; ++k) {
    if (bits >> ((first + k) % 8) & 1) {
      ++run;
    } else if (run > 0) {
      runs.push_back(run);
      run = 0;
    }
  }
  if (runs.empty()) runs.push_back(0);
  return runs;
}

bool matches(const std::vector<int>& clue, std::vector<int> runs) {
  if (runs == std::vector<int>{0}) return clue == std::vector<int>{0};  // a `?` is a run
  if (runs.size() != clue.size()) return false;
  for (int want : clue) {
    if (want == kAnyRun) continue;
    const auto it = std::find(runs.begin(), runs.end(), want);
    if (it == runs.end()) return false;
    runs.erase(it);
  }
  return true;
}

}  // namespace

std::vector<int> runs_around(const Grid& shading, int cell) {
  const int r = cell / shading.cols, c = cell % shading.cols;
  unsigned bits = 0;
  for (int k = 0; k < 8; ++k) {
    const int rr = r + kDr[k], cc = c + kDc[k];
    if (rr >= 0 && cc >= 0 && rr < shading.rows && cc < shading.cols && shading.at(rr, cc) == 1)
      bits |= 1u << k;
  }
  return runs_of(bits);
}

RingRuns::RingRuns(GridShape shape, std::vector<RingClue> clues)
    : shape_(shape), clues_(std::move(clues)), index_(0, {}) {
  std::vector<std::vector<int>> read;
  for (const RingClue& clue : clues_) {
    rings_.push_back(ring(clue.cell));
    unsigned outside = 0;
    for (int k = 0; k < 8; ++k)
      if (rings_.back()[static_cast<std::size_t>(k)] < 0) outside |= 1u << k;
    allowed_.emplace_back();
    for (unsigned bits = 0; bits < 256; ++bits)
      if (!(bits & outside) && matches(clue.runs, runs_of(bits))) allowed_.back().push_back(bits);
    std::vector<int> inside;
    for (int cell : rings_.back())
      if (cell >= 0) inside.push_back(cell);
    read.push_back(std::move(inside));
  }
  index_ = CellIndex(shape.cells(), read);
}

std::vector<int> RingRuns::ring(int cell) const {
  std::vector<int> out;
  const int r = cell / shape_.cols, c = cell % shape_.cols;
  for (int k = 0; k < 8; ++k) {
    const int rr = r + kDr[k], cc = c + kDc[k];
    const bool in = rr >= 0 && cc >= 0 && rr < shape_.rows && cc < shape_.cols;
    out.push_back(in ? rr * shape_.cols + cc : -1);
  }
  return out;
}

// One clause per ring shading (of the cells inside the grid) the clue does not allow.
void RingRuns::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions&) const {
  for (std::size_t k = 0; k < clues_.size(); ++k) {
    const std::vector<int>& ring = rings_[k];
    unsigned outside = 0;
    for (int i = 0; i < 8; ++i)
      if (ring[static_cast<std::size_t>(i)] < 0) outside |= 1u << i;
    std::vector<char> ok(256, 0);
    for (unsigned bits : allowed_[k]) ok[bits] = 1;
    for (unsigned bits = 0; bits < 256; ++bits) {
      if ((bits & outside) || ok[bits]) continue;
      std::vector<Lit> clause;
      for (int i = 0; i < 8; ++i)
        if (const int cell = ring[static_cast<std::size_t>(i)]; cell >= 0)
          clause.push_back(bits >> i & 1 ? -vars.shaded(cell) : vars.shaded(cell));
      cnf.add(clause);
    }
  }
}

bool RingRuns::propagate_clue(std::size_t k, std::vector<Candidates>& cells, bool& changed) const {
  const std::vector<int>& ring = rings_[k];
  unsigned can_shade = 0, can_clear = 0;
  for (int i = 0; i < 8; ++i) {
    const int cell = ring[static_cast<std::size_t>(i)];
    const Candidates c = cell < 0 ? kUnshaded : cells[static_cast<std::size_t>(cell)];
    if (c & kShaded) can_shade |= 1u << i;
    if (c & kUnshaded) can_clear |= 1u << i;
  }
  unsigned seen_shaded = 0, seen_clear = 0;
  bool any = false;
  for (unsigned bits : allowed_[k]) {
    if ((bits & ~can_shade) || (~bits & 0xFF & ~can_clear)) continue;
    any = true;
    seen_shaded |= bits;
    seen_clear |= ~bits & 0xFF;
  }
  if (!any) return false;
  for (int i = 0; i < 8; ++i) {
    const int cell = ring[static_cast<std::size_t>(i)];
    if (cell < 0) continue;
    Candidates& c = cells[static_cast<std::size_t>(cell)];
    if (!(seen_shaded >> i & 1) && !remove(c, kShaded, changed)) return false;
    if (!(seen_clear >> i & 1) && !remove(c, kUnshaded, changed)) return false;
  }
  return true;
}

bool RingRuns::propagate(std::vector<Candidates>& cells, bool& changed) const {
  for (std::size_t k = 0; k < clues_.size(); ++k)
    if (!propagate_clue(k, cells, changed)) return false;
  return true;
}

bool RingRuns::propagate_near(std::vector<Candidates>& cells, bool& changed,
                              std::span<const int> touched) const {
  for (int k : index_.parts_of(touched))
    if (!propagate_clue(static_cast<std::size_t>(k), cells, changed)) return false;
  return true;
}

}  // namespace gridsat::rules

// Nurikabe's native rules for the backtracker, written from the rules (never from the CNF): the
// deductions a human solver makes, on cells that are white, black or open.
//
//  - no 2 x 2 black block: three black cells of a block make the fourth white;
//  - the black wall connected (propagators/connectivity: the black cells can still be joined
//    through open cells, and an open cell every join passes through is black);
//  - the white areas: an area with two numbers, or larger than its number, is a contradiction; a
//    complete island is walled in (its open neighbours black); an open cell next to two islands
//    with numbers, or next to an island that it would make too large, is black; an island or a
//    numberless area that must grow and has one way out takes it;
//  - reach: every number's island spreads from its cells over open cells and numberless white
//    areas, never next to another number's island, as far as its remaining size allows (a
//    numberless area costs all its cells at once); an open cell no island reaches is black, and
//    a numberless white area no island reaches is a contradiction.
//
// On a complete grid these accept exactly the valid answers: the 2 x 2 and wall rules are the
// rules themselves; a white area with no number is reached by no island (it touches none), one
// with two numbers or the wrong size fails above.
//
// Branching (choose): an open cell next to the island with the least room left, white first.
#include <algorithm>
#include <limits>
#include <queue>

#include "genres/nurikabe/nurikabe.hpp"
#include "propagators/connectivity.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

constexpr Candidates kWhite = 1;  // value index 0: value 0
constexpr Candidates kBlack = 2;  // value index 1: value 1
constexpr Candidates kOpen = kWhite | kBlack;
constexpr int kUnbounded = std::numeric_limits<int>::max() / 2;

// The white areas of a partial grid.
struct Areas {
  std::vector<int> of;                  // per cell, its area (-1: not white)
  std::vector<std::vector<int>> cells;  // per area
  std::vector<int> number_cell;         // per area: its numbered cell, -1 for none
  std::vector<int> room;                // per area with a number: cells it may still add
};

class NurikabeRules final : public NativeRules {
 public:
  explicit NurikabeRules(const Nurikabe& p)
      : width_(p.width),
        cells_(p.height * p.width),
        numbers_(p.numbers),
        grid_(grid_graph(p.height, p.width)) {
    for (int r = 0; r + 1 < p.height; ++r)
      for (int c = 0; c + 1 < p.width; ++c) corners_.push_back(r * p.width + c);
    reachable_.assign(at(cells_), 0);
    for (const IslandReach& island : island_reaches(p))
      for (int cell : island.cells) reachable_[at(cell)] = 1;
  }

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    std::vector<Candidates> cells(at(cells_), kOpen);
    for (int cell = 0; cell < cells_; ++cell) {
      if (numbers_.cells[at(cell)] != kUnknown)
        cells[at(cell)] = kWhite;
      else if (!reachable_[at(cell)])
        cells[at(cell)] = kBlack;
    }
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    for (Candidates c : cells)
      if (c == 0) return false;
    bool changed = true;
    while (changed) {
      changed = false;
      if (!blocks(cells, changed)) return false;
      if (changed) continue;
      if (!islands(cells, changed)) return false;
      if (changed) continue;
      if (!wall(cells, changed)) return false;
    }
    return true;
  }

  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    out.clear();
    int best = -1;
    long long best_score = std::numeric_limits<long long>::max();
    {
      const Areas areas = find_areas(cells);
      for (std::size_t a = 0; a < areas.cells.size(); ++a) {
        if (areas.number_cell[a] < 0 || areas.room[a] <= 0) continue;
        for (int cell : areas.cells[a])
          for (int near : grid_.adjacent[at(cell)]) {
            if (cells[at(near)] != kOpen) continue;
            const long long score = static_cast<long long>(areas.room[a]) * cells_ + near;
            if (score < best_score) {
              best_score = score;
              best = near;
            }
          }
      }
    }
    if (best < 0) {
      choose_fewest_candidates(cells, out);
      return;
    }
    out.push_back({best, kWhite});
    out.push_back({best, kBlack});
  }

 private:
  static bool set(Candidates& cell, Candidates value, bool& changed) {
    if (cell == value) return true;
    if (!(cell & value)) return false;
    cell = value;
    changed = true;
    return true;
  }

  // No 2 x 2 block all black.
  bool blocks(std::vector<Candidates>& cells, bool& changed) const {
    for (int corner : corners_) {
      const int block[4] = {corner, corner + 1, corner + width_, corner + width_ + 1};
      int black = 0, open = -1;
      for (int cell : block) {
        if (cells[at(cell)] == kBlack)
          ++black;
        else if (cells[at(cell)] == kOpen)
          open = cell;
      }
      if (black == 4) return false;
      if (black == 3 && open >= 0 && !set(cells[at(open)], kWhite, changed)) return false;
    }
    return true;
  }

  // The black cells connected.
  bool wall(std::vector<Candidates>& cells, bool& changed) const {
    std::vector<Tri> nodes(at(cells_));
    for (int cell = 0; cell < cells_; ++cell)
      nodes[at(cell)] = cells[at(cell)] == kBlack   ? Tri::Yes
                        : cells[at(cell)] == kWhite ? Tri::No
                                                    : Tri::Open;
    if (!propagate_connected(grid_, nodes)) return false;
    for (int cell = 0; cell < cells_; ++cell) {
      if (cells[at(cell)] != kOpen) continue;
      if (nodes[at(cell)] == Tri::Yes && !set(cells[at(cell)], kBlack, changed)) return false;
      if (nodes[at(cell)] == Tri::No && !set(cells[at(cell)], kWhite, changed)) return false;
    }
    return true;
  }

  Areas find_areas(const std::vector<Candidates>& cells) const {
    Areas areas;
    areas.of.assign(at(cells_), -1);
    for (int start = 0; start < cells_; ++start) {
      if (cells[at(start)] != kWhite || areas.of[at(start)] >= 0) continue;
      const int id = static_cast<int>(areas.cells.size());
      std::vector<int> members{start};
      areas.of[at(start)] = id;
      for (std::size_t i = 0; i < members.size(); ++i)
        for (int near : grid_.adjacent[at(members[i])])
          if (cells[at(near)] == kWhite && areas.of[at(near)] < 0) {
            areas.of[at(near)] = id;
            members.push_back(near);
          }
      int numbered = -1, count = 0;
      for (int cell : members)
        if (numbers_.cells[at(cell)] != kUnknown) {
          numbered = cell;
          ++count;
        }
      int room = 0;
      if (count > 1) {
        room = -1;  // two numbers: a contradiction
      } else if (numbered >= 0) {
        const int number = numbers_.cells[at(numbered)];
        room = number == kAnyIslandSize ? kUnbounded : number - static_cast<int>(members.size());
      }
      areas.cells.push_back(std::move(members));
      areas.number_cell.push_back(count > 1 ? -2 : numbered);
      areas.room.push_back(room);
    }
    return areas;
  }

  bool islands(std::vector<Candidates>& cells, bool& changed) const {
    const Areas areas = find_areas(cells);
    const std::size_t count = areas.cells.size();
    auto numbered = [&](int area) { return areas.number_cell[at(area)] >= 0; };
    // Sizes and two numbers.
    for (std::size_t a = 0; a < count; ++a)
      if (areas.number_cell[a] == -2 || (areas.number_cell[a] >= 0 && areas.room[a] < 0))
        return false;
    // Per open cell: the numbered areas it touches and the cells of the numberless areas it
    // touches; one touching two numbered areas, or one numbered area it would overfill, is black.
    std::vector<int> touches(at(cells_), -1);  // its numbered area, -2 for two or more
    std::vector<char> blocked(at(cells_), 0);
    for (int cell = 0; cell < cells_; ++cell) {
      if (cells[at(cell)] != kOpen) continue;
      int numbered_area = -1, extra = 1;
      bool two = false;
      std::vector<int> seen;
      for (int near : grid_.adjacent[at(cell)]) {
        const int a = areas.of[at(near)];
        if (a < 0 || std::find(seen.begin(), seen.end(), a) != seen.end()) continue;
        seen.push_back(a);
        if (numbered(a)) {
          if (numbered_area >= 0) two = true;
          numbered_area = a;
        } else {
          extra += static_cast<int>(areas.cells[at(a)].size());
        }
      }
      touches[at(cell)] = two ? -2 : numbered_area;
      if (two || (numbered_area >= 0 && extra > areas.room[at(numbered_area)])) {
        blocked[at(cell)] = 1;
        if (!set(cells[at(cell)], kBlack, changed)) return false;
      }
    }
    if (changed) return true;
    // Areas that must grow: a complete island is walled in; one that must grow with one way out
    // takes it.
    for (std::size_t a = 0; a < count; ++a) {
      std::vector<int> exits;
      for (int cell : areas.cells[a])
        for (int near : grid_.adjacent[at(cell)])
          if (cells[at(near)] == kOpen &&
              std::find(exits.begin(), exits.end(), near) == exits.end())
            exits.push_back(near);
      // A numberless area must reach a number; an island short of its number must grow; a `?`
      // island may stop anywhere.
      const bool must_grow =
          !numbered(static_cast<int>(a)) || (areas.room[a] > 0 && areas.room[a] != kUnbounded);
      if (numbered(static_cast<int>(a)) && areas.room[a] == 0) {
        for (int e : exits)
          if (!set(cells[at(e)], kBlack, changed)) return false;
      } else if (must_grow && exits.empty()) {
        return false;
      } else if (must_grow && exits.size() == 1) {
        // A white cell joins areas: the others' exits are stale now.
        return set(cells[at(exits[0])], kWhite, changed);
      }
    }
    if (changed) return true;
    // Reach: from each numbered area with room, cheapest spreads over open cells (1 each) and
    // numberless areas (their size), never into a cell next to another numbered area.
    std::vector<char> reached(at(cells_), 0);
    std::vector<char> area_reached(count, 0);
    std::vector<int> cost(at(cells_), kUnbounded);
    using Entry = std::pair<int, int>;  // (cost, cell)
    for (std::size_t a = 0; a < count; ++a) {
      if (!numbered(static_cast<int>(a))) continue;
      area_reached[a] = 1;
      const int room = areas.room[a];
      if (room <= 0) continue;
      std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
      std::vector<int> touched;
      for (int cell : areas.cells[a]) {
        cost[at(cell)] = 0;
        touched.push_back(cell);
        queue.push({0, cell});
      }
      while (!queue.empty()) {
        const auto [c0, v] = queue.top();
        queue.pop();
        if (c0 > cost[at(v)]) continue;
        for (int near : grid_.adjacent[at(v)]) {
          int step = 0;
          if (cells[at(near)] == kOpen) {
            if (touches[at(near)] == -2 ||
                (touches[at(near)] >= 0 && touches[at(near)] != static_cast<int>(a)))
              continue;
            step = 1;
          } else if (cells[at(near)] == kWhite) {
            const int b = areas.of[at(near)];
            if (b == static_cast<int>(a)) continue;
            if (numbered(b)) continue;  // cannot happen through an allowed cell
            // Entering a numberless area adds all of it; its cells then spread at that cost.
            if (cost[at(near)] <= c0 + static_cast<int>(areas.cells[at(b)].size())) continue;
            const int total = c0 + static_cast<int>(areas.cells[at(b)].size());
            if (total > room) continue;
            area_reached[at(b)] = 1;
            for (int cell : areas.cells[at(b)]) {
              if (cost[at(cell)] == kUnbounded) touched.push_back(cell);
              cost[at(cell)] = total;
              queue.push({total, cell});
            }
            continue;
          } else {
            continue;
          }
          const int total = c0 + step;
          if (total > room || total >= cost[at(near)]) continue;
          if (cost[at(near)] == kUnbounded) touched.push_back(near);
          cost[at(near)] = total;
          reached[at(near)] = 1;
          queue.push({total, near});
        }
      }
      for (int cell : touched) cost[at(cell)] = kUnbounded;
    }
    for (std::size_t a = 0; a < count; ++a)
      if (!area_reached[a]) return false;  // a white area no number can take in
    for (int cell = 0; cell < cells_; ++cell)
      if (cells[at(cell)] == kOpen && !reached[at(cell)] && !set(cells[at(cell)], kBlack, changed))
        return false;
    return true;
  }

  int width_;
  int cells_;
  Grid numbers_;
  Graph grid_;
  std::vector<int> corners_;
  std::vector<char> reachable_;  // some number's island can reach the cell at all
  std::vector<int> values_ = {0, 1};
};

}  // namespace

std::unique_ptr<NativeRules> Nurikabe::native_rules() const {
  return std::make_unique<NurikabeRules>(*this);
}

}  // namespace gridsat

#include "rules/areas.hpp"

#include <climits>

#include "encodings/areas.hpp"
#include "rules/groups.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

int area_size(const AreaNumber& number) {
  return number.size == kAnySize ? kAnyAreaSize : number.size;
}

}  // namespace

void NumberedAreas::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  if (islands_) return encode_islands(cnf, vars, options);
  const int n = shape_.cells();
  const std::vector<Lit> colour = vars.of(whole_grid(shape_).cells[0], colour_);
  std::vector<Lit> claim(at(n));
  for (Lit& l : claim) l = cnf.new_var();
  std::vector<std::vector<Lit>> cover(at(n));  // per cell, the in_k that may hold it
  for (const AreaNumber& number : numbers_) {
    const AreaVars area =
        encode_area(cnf, near_, colour, number.cell, true, area_size(number), options.card);
    cnf.add({claim[at(number.cell)]});
    for (std::size_t i = 0; i < area.cells.size(); ++i) {
      if (i > 0) cnf.add({-area.in[i], -claim[at(area.cells[i])]});
      cover[at(area.cells[i])].push_back(area.in[i]);
    }
  }
  if (!every_area_) return;
  for (int cell = 0; cell < n; ++cell) {
    std::vector<Lit> clause{-colour[at(cell)]};
    clause.insert(clause.end(), cover[at(cell)].begin(), cover[at(cell)].end());
    cnf.add(clause);
  }
}

bool NumberedAreas::propagate(std::vector<Candidates>& cells, bool& changed) const {
  if (islands_) return propagate_islands(cells, changed);
  const Candidates mine = Candidates{1} << colour_, other = kEither & ~mine;
  const int n = shape_.cells();
  for (const AreaNumber& number : numbers_)
    if (!remove(cells[at(number.cell)], other, changed)) return false;
  const Pieces pieces = known_pieces(cells, mine, near_);
  // The number each piece holds (-1 none).
  std::vector<int> piece_number(pieces.cells.size(), -1);
  for (std::size_t k = 0; k < numbers_.size(); ++k) {
    int& held = piece_number[at(pieces.of[at(numbers_[k].cell)])];
    if (held >= 0) return false;
    held = static_cast<int>(k);
  }
  // The number whose piece borders an open cell, -1 for none, -2 for two.
  auto bordering = [&](int cell) {
    int found = -1;
    for (int u : near_[at(cell)]) {
      const int p = pieces.of[at(u)];
      if (p < 0 || piece_number[at(p)] < 0) continue;
      if (found >= 0 && found != piece_number[at(p)]) return -2;
      found = piece_number[at(p)];
    }
    return found;
  };
  for (int cell = 0; cell < n; ++cell)
    if (cells[at(cell)] == kEither && bordering(cell) == -2) remove(cells[at(cell)], mine, changed);
  // Per number: its piece closes at its size, and must be able to grow to it; the cells it can
  // reach within its size are marked.
  std::vector<char> reachable(at(n), 0);
  std::vector<int> dist(at(n), -1);
  for (std::size_t p = 0; p < pieces.cells.size(); ++p) {
    const int k = piece_number[p];
    if (k < 0) continue;
    const int size = numbers_[at(k)].size;
    const int have = static_cast<int>(pieces.cells[p].size());
    if (size != kAnySize && have > size) return false;
    if (size != kAnySize && have == size) {
      for (int v : pieces.cells[p]) {
        reachable[at(v)] = 1;
        for (int u : near_[at(v)])
          if (cells[at(u)] == kEither) remove(cells[at(u)], mine, changed);
      }
      continue;
    }
    // Breadth-first from the piece through cells that may have the colour and join no other
    // number's piece; a cell d steps out adds at least d cells to the area.
    const int slack = size == kAnySize ? INT_MAX : size - have;
    std::vector<int> seen = pieces.cells[p];
    for (int v : seen) dist[at(v)] = 0;
    for (std::size_t i = 0; i < seen.size(); ++i) {
      const int v = seen[i];
      reachable[at(v)] = 1;
      if (dist[at(v)] == slack) continue;
      for (int u : near_[at(v)]) {
        if (dist[at(u)] >= 0 || !(cells[at(u)] & mine)) continue;
        const int q = pieces.of[at(u)];
        if (q >= 0 && piece_number[at(q)] >= 0) continue;  // another number's piece
        if (const int b = q < 0 ? bordering(u) : -1; b != -1 && b != k) continue;
        dist[at(u)] = dist[at(v)] + 1;
        seen.push_back(u);
      }
    }
    // The area lies within the cells reached: there must be enough, and with just enough it is
    // all of them.
    for (int v : seen) dist[at(v)] = -1;
    if (size != kAnySize && static_cast<int>(seen.size()) < size) return false;
    if (size != kAnySize && static_cast<int>(seen.size()) == size)
      for (int v : seen) remove(cells[at(v)], other, changed);
  }
  if (!every_area_) return true;
  for (int cell = 0; cell < n; ++cell) {
    if (reachable[at(cell)]) continue;
    if (cells[at(cell)] == mine) return false;
    if (cells[at(cell)] == kEither) remove(cells[at(cell)], mine, changed);
  }
  return true;
}

void AreasAround::encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const {
  const std::vector<Lit> colour = vars.of(whole_grid(shape_).cells[0], colour_);
  for (const AreaNumber& number : numbers_) {
    cnf.add({-colour[at(number.cell)]});
    if (number.size != kAnySize)
      encode_area(cnf, near_, colour, number.cell, false, number.size, options.card);
  }
}

bool AreasAround::propagate(std::vector<Candidates>& cells, bool& changed) const {
  const Candidates mine = Candidates{1} << colour_;
  for (const AreaNumber& number : numbers_)
    if (!remove(cells[at(number.cell)], mine, changed)) return false;
  const Pieces pieces = known_pieces(cells, mine, near_);
  std::vector<int> dist(cells.size(), -1), counted(pieces.cells.size(), -1);
  for (std::size_t k = 0; k < numbers_.size(); ++k) {
    const AreaNumber& number = numbers_[k];
    if (number.size == kAnySize) continue;
    // The pieces beside the number, each once.
    int have = 0;
    std::vector<int> beside;
    for (int u : near_[at(number.cell)]) {
      const int p = pieces.of[at(u)];
      if (p < 0 || counted[at(p)] == static_cast<int>(k)) continue;
      counted[at(p)] = static_cast<int>(k);
      beside.push_back(p);
      have += static_cast<int>(pieces.cells[at(p)].size());
    }
    if (have > number.size) return false;
    if (have == number.size) {
      for (int u : near_[at(number.cell)])
        if (cells[at(u)] == kEither) remove(cells[at(u)], mine, changed);
      for (int p : beside)
        for (int v : pieces.cells[at(p)])
          for (int u : near_[at(v)])
            if (cells[at(u)] == kEither) remove(cells[at(u)], mine, changed);
      continue;
    }
    // Every cell of the areas beside lies within `size` steps of the number through cells that
    // may have the colour: there must be enough of them.
    std::vector<int> seen{number.cell};
    dist[at(number.cell)] = 0;
    for (std::size_t i = 0; i < seen.size(); ++i) {
      const int v = seen[i];
      if (dist[at(v)] == number.size) continue;
      for (int u : near_[at(v)])
        if (dist[at(u)] < 0 && (cells[at(u)] & mine)) {
          dist[at(u)] = dist[at(v)] + 1;
          seen.push_back(u);
        }
    }
    for (int v : seen) dist[at(v)] = -1;
    if (static_cast<int>(seen.size()) - 1 < number.size) return false;
    if (static_cast<int>(seen.size()) - 1 == number.size)  // the areas are all of them
      for (std::size_t i = 1; i < seen.size(); ++i)
        remove(cells[at(seen[i])], kEither & ~mine, changed);
  }
  return true;
}

}  // namespace gridsat::rules

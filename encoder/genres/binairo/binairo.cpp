// Binairo's rules three times: `check` (plain loops over the finished grid), `encode` (one
// variable per cell: no-three as two clauses per window of three, balance with exactly_k, distinct
// lines with the difference-literal block, skipping what the givens already settle) and the
// native propagator for the backtracker (the deductions a human uses: pairs and gaps, balance
// completion, whole-line consistency, and the distinct-line rule for a line with two cells left).
#include "genres/binairo/binairo.hpp"

#include <algorithm>
#include <set>

#include "encodings/cardinality.hpp"
#include "encodings/distinct_lines.hpp"

namespace gridsat {

namespace {

std::string line_name(int index, int height) {
  return index < height ? "row " + std::to_string(index + 1)
                        : "column " + std::to_string(index - height + 1);
}

}  // namespace

std::optional<std::string> binairo_size_error(int height, int width) {
  const std::string size = std::to_string(height) + "x" + std::to_string(width);
  if (height % 2 != 0 || width % 2 != 0)
    return "binairo size " + size +
           ": both sides must be even (every row and column holds as many 0s as 1s)";
  if (height < 2 || width < 2 || height > kMaxBinairoSide || width > kMaxBinairoSide)
    return "binairo size " + size + " is out of range (sides 2 to " +
           std::to_string(kMaxBinairoSide) + ")";
  return std::nullopt;
}

std::string Binairo::header_options() const {
  std::string s = std::to_string(height) + "x" + std::to_string(width);
  if (!unique_lines) s += " unique-lines=no";
  return s;
}

std::optional<int> Binairo::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

std::vector<std::vector<int>> Binairo::lines() const {
  std::vector<std::vector<int>> out;
  for (int r = 0; r < height; ++r) {
    std::vector<int> row;
    for (int c = 0; c < width; ++c) row.push_back(r * width + c);
    out.push_back(std::move(row));
  }
  for (int c = 0; c < width; ++c) {
    std::vector<int> col;
    for (int r = 0; r < height; ++r) col.push_back(r * width + c);
    out.push_back(std::move(col));
  }
  return out;
}

std::optional<Violation> Binairo::check(const Grid& s) const {
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c)
      if (s.at(r, c) != 0 && s.at(r, c) != 1)
        return Violation{"value " + std::to_string(s.at(r, c)) + " is not 0 or 1", r, c};
  const auto all = lines();
  auto value = [&](int cell) { return s.cells[static_cast<std::size_t>(cell)]; };
  for (std::size_t g = 0; g < all.size(); ++g) {
    const std::vector<int>& line = all[g];
    const std::string name = line_name(static_cast<int>(g), height);
    for (std::size_t i = 0; i + 2 < line.size(); ++i) {
      int v = value(line[i]);
      if (value(line[i + 1]) == v && value(line[i + 2]) == v)
        return Violation{"three " + std::to_string(v) + "s next to each other in " + name,
                         line[i] / width, line[i] % width};
    }
    int ones = 0;
    for (int cell : line) ones += value(cell);
    int zeros = static_cast<int>(line.size()) - ones;
    if (ones != zeros)
      return Violation{name + " holds " + std::to_string(zeros) + " 0s and " +
                       std::to_string(ones) + " 1s; it needs " + std::to_string(line.size() / 2) +
                       " of each"};
  }
  if (!unique_lines) return std::nullopt;
  for (std::size_t a = 0; a < all.size(); ++a) {
    for (std::size_t b = a + 1; b < all.size(); ++b) {
      bool both_rows = static_cast<int>(b) < height;
      bool both_cols = static_cast<int>(a) >= height;
      if (!both_rows && !both_cols) continue;
      bool equal = std::equal(all[a].begin(), all[a].end(), all[b].begin(), all[b].end(),
                              [&](int x, int y) { return value(x) == value(y); });
      if (equal)
        return Violation{(both_rows
                              ? "rows " + std::to_string(a + 1) + " and " + std::to_string(b + 1)
                              : "columns " + std::to_string(static_cast<int>(a) - height + 1) +
                                    " and " + std::to_string(static_cast<int>(b) - height + 1)) +
                         " are equal"};
    }
  }
  return std::nullopt;
}

void Binairo::encode(Cnf& cnf, const EncodeOptions& options) const {
  const int first = cnf.new_vars(height * width);
  auto var = [&](int cell) { return first + cell; };
  for (int cell = 0; cell < height * width; ++cell)
    cnf.answer().add(cell / width, cell % width, 1, var(cell));
  for (int cell = 0; cell < height * width; ++cell) {
    int given = grid.cells[static_cast<std::size_t>(cell)];
    if (given != kUnknown) cnf.add({given == 1 ? var(cell) : -var(cell)});
  }
  std::vector<std::vector<Lit>> row_lits, col_lits;
  for (const std::vector<int>& line : lines()) {
    std::vector<Lit> lits;
    for (int cell : line) lits.push_back(var(cell));
    for (std::size_t i = 0; i + 2 < lits.size(); ++i) {
      cnf.add({lits[i], lits[i + 1], lits[i + 2]});     // not three 0s
      cnf.add({-lits[i], -lits[i + 1], -lits[i + 2]});  // not three 1s
    }
    exactly_k(cnf, lits, static_cast<int>(lits.size() / 2), options.card);
    (static_cast<int>(row_lits.size()) < height ? row_lits : col_lits).push_back(std::move(lits));
  }
  if (unique_lines) {
    const auto all = lines();
    distinct_given_lines(cnf, {all.begin(), all.begin() + height}, row_lits);
    distinct_given_lines(cnf, {all.begin() + height, all.end()}, col_lits);
  }
}

// Every two of these lines differ, through lines_differ over the positions where the givens
// leave a difference possible. A pair whose givens already differ somewhere needs nothing: the
// given units make the lines different in every model. A position where both givens agree
// cannot be where the lines differ, so its difference literal would only ever be false; it is
// left out. If no position is left (two equal, fully given lines), the whole lines are used and
// the given units make the CNF unsatisfiable, as the rules say.
void Binairo::distinct_given_lines(Cnf& cnf, const std::vector<std::vector<int>>& cells,
                                   const std::vector<std::vector<Lit>>& lits) const {
  auto given = [&](int cell) { return grid.cells[static_cast<std::size_t>(cell)]; };
  for (std::size_t a = 0; a < cells.size(); ++a) {
    for (std::size_t b = a + 1; b < cells.size(); ++b) {
      std::vector<Lit> open_a, open_b;
      bool differ = false;
      for (std::size_t i = 0; i < cells[a].size() && !differ; ++i) {
        const int ga = given(cells[a][i]), gb = given(cells[b][i]);
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
}

// ---- the native propagator ----

namespace {

constexpr Candidates kZero = 1;  // bit 0: value 0
constexpr Candidates kOne = 2;   // bit 1: value 1
constexpr Candidates kBoth = kZero | kOne;

class BinairoRules final : public NativeRules {
 public:
  explicit BinairoRules(const Binairo& b)
      : height_(b.height), unique_lines_(b.unique_lines), lines_(b.lines()), givens_(b.grid) {}

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    std::vector<Candidates> cells(givens_.cells.size(), kBoth);
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (givens_.cells[i] != kUnknown) cells[i] = givens_.cells[i] == 1 ? kOne : kZero;
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    bool changed = true;
    while (changed) {
      changed = false;
      for (const std::vector<int>& line : lines_)
        if (!pairs_and_gaps(line, cells, changed) || !balance(line, cells, changed)) return false;
      if (changed) continue;  // the cheap rules first, to their fixpoint
      for (const std::vector<int>& line : lines_)
        if (!line_consistency(line, cells, changed)) return false;
      if (unique_lines_ && !distinct(cells, changed)) return false;
    }
    return true;
  }

 private:
  static bool remove(Candidates& cell, Candidates bits, bool& changed) {
    if (cell & bits) {
      cell &= ~bits;
      changed = true;
    }
    return cell != 0;
  }

  // In every window of three, two cells fixed to the same value exclude it from the third: this
  // covers pairs (xx. and .xx) and gaps (x.x), and a window of three equal values fails.
  static bool pairs_and_gaps(const std::vector<int>& line, std::vector<Candidates>& cells,
                             bool& changed) {
    for (std::size_t i = 0; i + 2 < line.size(); ++i) {
      Candidates* w[3] = {&cells[static_cast<std::size_t>(line[i])],
                          &cells[static_cast<std::size_t>(line[i + 1])],
                          &cells[static_cast<std::size_t>(line[i + 2])]};
      for (Candidates value : {kZero, kOne})
        for (int odd = 0; odd < 3; ++odd)
          if (*w[(odd + 1) % 3] == value && *w[(odd + 2) % 3] == value &&
              !remove(*w[odd], value, changed))
            return false;
    }
    return true;
  }

  // A line holds L/2 of each value: more fails, and when one value has all its places the
  // remaining cells take the other.
  static bool balance(const std::vector<int>& line, std::vector<Candidates>& cells, bool& changed) {
    const int half = static_cast<int>(line.size() / 2);
    int zeros = 0, ones = 0;
    for (int cell : line) {
      Candidates c = cells[static_cast<std::size_t>(cell)];
      if (c == 0) return false;
      zeros += c == kZero;
      ones += c == kOne;
    }
    if (zeros > half || ones > half) return false;
    Candidates excluded = zeros == half ? kZero : ones == half ? kOne : 0;
    if (excluded == 0 || zeros + ones == static_cast<int>(line.size())) return true;
    for (int cell : line) {
      Candidates& c = cells[static_cast<std::size_t>(cell)];
      if (c == kBoth) remove(c, excluded, changed);
    }
    return true;
  }

  // What pairs, gaps and balance miss inside one line (a 0 that, placed here, would leave too
  // few places for the other 0s without making three 1s, ...): a value stays in a cell only when
  // some whole line that is balanced, has no three equal neighbours and keeps to the candidates
  // puts it there. Forward and backward reachability over the states after each cell (1s so far,
  // the last value, the length of its run), O(L^2) per line.
  static bool line_consistency(const std::vector<int>& line, std::vector<Candidates>& cells,
                               bool& changed) {
    const int length = static_cast<int>(line.size());
    const int half = length / 2;
    const int states = (half + 1) * 4;  // state = ones * 4 + last * 2 + (run - 1)
    auto cand = [&](int i) {
      return cells[static_cast<std::size_t>(line[static_cast<std::size_t>(i)])];
    };
    // The state after cell i (0-based) takes value x, coming from `from` (-1: the line's start).
    auto step = [&](int i, int from, int x) {
      int ones = x, run = 1;
      if (from >= 0) {
        ones += from / 4;
        if ((from / 2) % 2 == x) run = from % 2 + 2;
      }
      if (run > 2 || ones > half || i + 1 - ones > half) return -1;
      return ones * 4 + x * 2 + (run - 1);
    };
    auto at = [&](std::vector<char>& table, int i, int state) -> char& {
      return table[static_cast<std::size_t>(i * states + state)];
    };
    std::vector<char> reach(
        (static_cast<std::size_t>(length) + 1) * static_cast<std::size_t>(states), 0);
    std::vector<char> finish = reach;
    for (int state = 0; state < states; ++state) at(finish, length, state) = state / 4 == half;
    for (int i = length - 1; i >= 1; --i)
      for (int state = 0; state < states; ++state)
        for (int x = 0; x < 2; ++x) {
          int next = step(i, state, x);
          if ((cand(i) >> x & 1) && next >= 0 && at(finish, i + 1, next)) at(finish, i, state) = 1;
        }
    for (int i = 0; i < length; ++i) {
      Candidates keep = 0;
      for (int from = i == 0 ? -1 : 0; from < (i == 0 ? 0 : states); ++from) {
        if (from >= 0 && !at(reach, i, from)) continue;
        for (int x = 0; x < 2; ++x) {
          int next = step(i, from, x);
          if (!(cand(i) >> x & 1) || next < 0 || !at(finish, i + 1, next)) continue;
          keep |= Candidates{1} << x;
          at(reach, i + 1, next) = 1;
        }
      }
      if (!remove(cells[static_cast<std::size_t>(line[static_cast<std::size_t>(i)])], ~keep & kBoth,
                  changed))
        return false;
    }
    return true;
  }

  // No two rows (and no two columns) are equal: complete lines must differ; a line with two open
  // cells cannot be completed into a copy of a complete line, nor into an unbalanced line.
  bool distinct(std::vector<Candidates>& cells, bool& changed) const {
    const std::size_t rows = static_cast<std::size_t>(height_);
    return distinct_in(0, rows, cells, changed) && distinct_in(rows, lines_.size(), cells, changed);
  }

  bool distinct_in(std::size_t begin, std::size_t end, std::vector<Candidates>& cells,
                   bool& changed) const {
    std::vector<std::size_t> complete, two_open;
    std::set<std::vector<Candidates>> seen;
    for (std::size_t g = begin; g < end; ++g) {
      std::vector<Candidates> state = line_state(lines_[g], cells);
      auto open = std::count(state.begin(), state.end(), kBoth);
      if (open == 0) {
        if (!seen.insert(state).second) return false;  // two equal complete lines
        complete.push_back(g);
      } else if (open == 2) {
        two_open.push_back(g);
      }
    }
    for (std::size_t g : two_open)
      if (!complete_two_open(lines_[g], complete, cells, changed)) return false;
    return true;
  }

  static std::vector<Candidates> line_state(const std::vector<int>& line,
                                            const std::vector<Candidates>& cells) {
    std::vector<Candidates> state;
    state.reserve(line.size());
    for (int cell : line) state.push_back(cells[static_cast<std::size_t>(cell)]);
    return state;
  }

  // Tries the (at most four) ways to fill the two open cells of `line`; keeps those that balance
  // the line and copy no complete line; narrows the two cells to what the survivors use.
  bool complete_two_open(const std::vector<int>& line, const std::vector<std::size_t>& complete,
                         std::vector<Candidates>& cells, bool& changed) const {
    std::vector<Candidates> state = line_state(line, cells);
    std::size_t p = 0, q = 0;
    bool found_p = false;
    int ones = 0;
    for (std::size_t i = 0; i < state.size(); ++i) {
      if (state[i] == kBoth) {
        if (!found_p) {
          p = i;
          found_p = true;
        } else {
          q = i;
        }
      } else {
        ones += state[i] == kOne;
      }
    }
    const int half = static_cast<int>(line.size() / 2);
    Candidates keep_p = 0, keep_q = 0;
    for (Candidates vp : {kZero, kOne}) {
      for (Candidates vq : {kZero, kOne}) {
        if (ones + (vp == kOne) + (vq == kOne) != half) continue;
        state[p] = vp;
        state[q] = vq;
        bool copies = std::any_of(complete.begin(), complete.end(), [&](std::size_t g) {
          return line_state(lines_[g], cells) == state;
        });
        if (copies) continue;
        keep_p |= vp;
        keep_q |= vq;
      }
    }
    Candidates& cp = cells[static_cast<std::size_t>(line[p])];
    Candidates& cq = cells[static_cast<std::size_t>(line[q])];
    return remove(cp, ~keep_p & kBoth, changed) && remove(cq, ~keep_q & kBoth, changed);
  }

  int height_;
  bool unique_lines_;
  std::vector<std::vector<int>> lines_;
  Grid givens_;
  std::vector<int> values_ = {0, 1};
};

}  // namespace

std::unique_ptr<NativeRules> Binairo::native_rules() const {
  return std::make_unique<BinairoRules>(*this);
}

}  // namespace gridsat

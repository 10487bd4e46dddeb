// Nonogram's rules three times: `check` (each line's runs counted plainly and compared with its
// clue), `encode` (one variable per cell, true = filled, each line's runs by encodings/runs.hpp,
// the givens last as unit clauses), and the native propagator for the backtracker: line solving,
// the rule a player uses — in each line, a cell that is the same in every placement of the line's
// runs that agrees with what is known is set — until no line changes.
#include "genres/nonogram/nonogram.hpp"

#include <algorithm>

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::optional<std::string> nonogram_size_error(int height, int width) {
  if (height < 1 || width < 1 || height > kMaxNonogramSide || width > kMaxNonogramSide)
    return "nonogram size " + std::to_string(height) + "x" + std::to_string(width) +
           " is out of range (sides 1 to " + std::to_string(kMaxNonogramSide) + ")";
  return std::nullopt;
}

std::vector<int> runs_of(const std::vector<int>& line) {
  std::vector<int> runs;
  int run = 0;
  for (int v : line) {
    if (v == 1) {
      ++run;
    } else if (run > 0) {
      runs.push_back(run);
      run = 0;
    }
  }
  if (run > 0) runs.push_back(run);
  return runs;
}

std::string runs_text(const std::vector<int>& runs) {
  if (runs.empty()) return "0";
  std::string out;
  for (std::size_t j = 0; j < runs.size(); ++j) out += (j ? " " : "") + std::to_string(runs[j]);
  return out;
}

Nonogram::Nonogram(int rows, int cols)
    : height(rows), width(cols), row_runs(at(rows)), col_runs(at(cols)), grid(rows, cols) {}

std::string Nonogram::header_options() const {
  if (height == width) return std::to_string(height);
  return std::to_string(height) + "x" + std::to_string(width);
}

std::optional<int> Nonogram::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

std::optional<std::string> Nonogram::clue_error() const {
  for (int r = 0; r < height; ++r) {
    for (int v : row_runs[at(r)])
      if (v < 1) return "row " + std::to_string(r + 1) + " has a run of " + std::to_string(v);
    if (runs_length(row_runs[at(r)]) > width)
      return "the runs " + runs_text(row_runs[at(r)]) + " of row " + std::to_string(r + 1) +
             " do not fit in " + std::to_string(width) + " cells";
  }
  for (int c = 0; c < width; ++c) {
    for (int v : col_runs[at(c)])
      if (v < 1) return "column " + std::to_string(c + 1) + " has a run of " + std::to_string(v);
    if (runs_length(col_runs[at(c)]) > height)
      return "the runs " + runs_text(col_runs[at(c)]) + " of column " + std::to_string(c + 1) +
             " do not fit in " + std::to_string(height) + " cells";
  }
  return std::nullopt;
}

// ---- check: the rules read plainly ----

std::optional<Violation> Nonogram::check(const Grid& s) const {
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c)
      if (s.at(r, c) != 0 && s.at(r, c) != 1)
        return Violation{"value " + std::to_string(s.at(r, c)) + " is not 0 (empty) or 1 (filled)",
                         r, c};
  if (lines_free) {
    for (int r = 0; r < height && fill_per_row >= 0; ++r) {
      int filled = 0;
      for (int c = 0; c < width; ++c) filled += s.at(r, c);
      if (filled != fill_per_row)
        return Violation{"row " + std::to_string(r + 1) + " has " + std::to_string(filled) +
                             " filled cells, not " + std::to_string(fill_per_row),
                         r, -1};
    }
    return std::nullopt;
  }
  for (int r = 0; r < height; ++r) {
    if (!line_on(r)) continue;
    std::vector<int> line;
    for (int c = 0; c < width; ++c) line.push_back(s.at(r, c));
    const std::vector<int> runs = runs_of(line);
    if (runs != row_runs[at(r)])
      return Violation{"row " + std::to_string(r + 1) + " has the runs " + runs_text(runs) +
                           ", its clue is " + runs_text(row_runs[at(r)]),
                       r, -1};
  }
  for (int c = 0; c < width; ++c) {
    if (!line_on(height + c)) continue;
    std::vector<int> line;
    for (int r = 0; r < height; ++r) line.push_back(s.at(r, c));
    const std::vector<int> runs = runs_of(line);
    if (runs != col_runs[at(c)])
      return Violation{"column " + std::to_string(c + 1) + " has the runs " + runs_text(runs) +
                           ", its clue is " + runs_text(col_runs[at(c)]),
                       -1, c};
  }
  return std::nullopt;
}

// ---- encode ----

// The cells' variables (true = filled), named as the answer; each row's and each column's runs
// (encodings/runs.hpp, the encoding `runs_encoding` names); the givens last, one unit clause
// each (they are the removable clues).
void Nonogram::encode(Cnf& cnf, const EncodeOptions& options) const {
  const int n = height * width;
  const int first = cnf.new_vars(n);
  auto filled = [&](int r, int c) { return first + r * width + c; };
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) cnf.answer().add(r, c, 1, filled(r, c));
  if (lines_free && fill_per_row >= 0) {  // the generator's frame at a density
    for (int r = 0; r < height; ++r) {
      std::vector<Lit> line;
      for (int c = 0; c < width; ++c) line.push_back(filled(r, c));
      exactly_k(cnf, line, fill_per_row, options.card);
    }
  }
  if (!lines_free) {
    for (int r = 0; r < height; ++r) {
      if (!line_on(r)) continue;
      std::vector<Lit> line;
      for (int c = 0; c < width; ++c) line.push_back(filled(r, c));
      encode_runs(cnf, line, row_runs[at(r)], runs_encoding);
    }
    for (int c = 0; c < width; ++c) {
      if (!line_on(height + c)) continue;
      std::vector<Lit> line;
      for (int r = 0; r < height; ++r) line.push_back(filled(r, c));
      encode_runs(cnf, line, col_runs[at(c)], runs_encoding);
    }
  }
  for (int r = 0; r < height; ++r)
    for (int c = 0; c < width; ++c) {
      const int given = grid.at(r, c);
      if (given != kUnknown) cnf.add({given == 1 ? filled(r, c) : -filled(r, c)});
    }
}

// ---- the native propagator ----

namespace {

constexpr Candidates kEmpty = 1;   // bit 0: value 0
constexpr Candidates kFilled = 2;  // bit 1: value 1
constexpr Candidates kBoth = kEmpty | kFilled;

// One line: its cells (row-major indices) and its runs' automaton as two transition tables.
struct Line {
  std::vector<int> cells;
  std::vector<int> on_empty;   // per state, the state after an empty cell, or -1
  std::vector<int> on_filled;  // per state, the state after a filled cell, or -1
  int accept = 0;              // the one accepting state
};

// Line solving: the states of the line's automaton reachable from the start over the cells'
// candidates (forward), then those of them from which the accepting state is reachable
// (backward); a value of a cell survives when some live state before the cell reads it into a
// live state after it. This keeps exactly the values that some placement of the runs consistent
// with the candidates gives the cell (the DP over the line that every nonogram line solver uses:
// e.g. Batenburg and Kosters, "Solving nonograms by combining relaxations", 2009).
class NonogramRules final : public NativeRules {
 public:
  explicit NonogramRules(const Nonogram& p)
      : givens_(p.grid), free_(p.lines_free), fill_per_row_(p.fill_per_row) {
    const int h = p.height, w = p.width;
    lines_of_cell_.assign(at(h * w), {});
    auto add = [&](std::vector<int> cells, const std::vector<int>& runs) {
      Line line;
      line.cells = std::move(cells);
      const LineAutomaton a = runs_automaton(runs);
      for (int q = 0; q < a.num_states; ++q) {
        line.on_empty.push_back(a.step(q, 0));
        line.on_filled.push_back(a.step(q, 1));
      }
      line.accept = a.num_states - 1;
      const int index = static_cast<int>(lines_.size());
      for (int cell : line.cells) lines_of_cell_[at(cell)].push_back(index);
      lines_.push_back(std::move(line));
    };
    for (int r = 0; r < h; ++r) {
      if (!p.line_on(r)) continue;
      std::vector<int> cells;
      for (int c = 0; c < w; ++c) cells.push_back(r * w + c);
      add(std::move(cells), p.row_runs[at(r)]);
    }
    for (int c = 0; c < w; ++c) {
      if (!p.line_on(h + c)) continue;
      std::vector<int> cells;
      for (int r = 0; r < h; ++r) cells.push_back(r * w + c);
      add(std::move(cells), p.col_runs[at(c)]);
    }
  }

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    std::vector<Candidates> cells(givens_.cells.size(), kBoth);
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (givens_.cells[i] != kUnknown) cells[i] = givens_.cells[i] == 1 ? kFilled : kEmpty;
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    for (Candidates c : cells)
      if (c == 0) return false;
    if (free_) return frame_holds(cells);
    std::vector<int> queue;
    for (int i = 0; i < static_cast<int>(lines_.size()); ++i) queue.push_back(i);
    return run(cells, queue);
  }

  bool propagate_after(std::vector<Candidates>& cells,
                       std::span<const int> narrowed) const override {
    for (int cell : narrowed)
      if (cells[at(cell)] == 0) return false;
    if (free_) return frame_holds(cells);
    std::vector<int> queue;
    std::vector<char> queued(lines_.size(), 0);
    for (int cell : narrowed)
      for (int line : lines_of_cell_[at(cell)])
        if (!queued[at(line)]) {
          queued[at(line)] = 1;
          queue.push_back(line);
        }
    return run(cells, queue);
  }

 private:
  // The generator's frame: each row can still hold exactly fill_per_row_ filled cells.
  bool frame_holds(const std::vector<Candidates>& cells) const {
    if (fill_per_row_ < 0) return true;
    const int w = givens_.cols;
    for (int r = 0; r < givens_.rows; ++r) {
      int sure = 0, maybe = 0;
      for (int c = 0; c < w; ++c) {
        const Candidates v = cells[at(r * w + c)];
        sure += v == kFilled;
        maybe += (v & kFilled) != 0;
      }
      if (sure > fill_per_row_ || maybe < fill_per_row_) return false;
    }
    return true;
  }

  // Solves the queued lines, queueing the crossing lines of every cell that changes, until the
  // queue is empty (true) or a line has no placement left (false).
  bool run(std::vector<Candidates>& cells, std::vector<int> queue) const {
    std::vector<char> queued(lines_.size(), 0);
    for (int line : queue) queued[at(line)] = 1;
    Scratch scratch;
    std::size_t head = 0;
    while (head < queue.size()) {
      const int index = queue[head++];
      queued[at(index)] = 0;
      const Line& line = lines_[at(index)];
      if (!solve_line(line, cells, scratch)) return false;
      for (std::size_t i = 0; i < line.cells.size(); ++i) {
        const int cell = line.cells[i];
        if (scratch.keep[i] == cells[at(cell)]) continue;
        cells[at(cell)] = scratch.keep[i];
        for (int other : lines_of_cell_[at(cell)])
          if (other != index && !queued[at(other)]) {
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

  struct Scratch {
    std::vector<char> reach;  // (n + 1) x states: forward, then live
    std::vector<Candidates> keep;
  };

  // Fills scratch.keep with the candidates of the line's cells that some placement supports.
  static bool solve_line(const Line& line, const std::vector<Candidates>& cells, Scratch& s) {
    const int n = static_cast<int>(line.cells.size());
    const int states = static_cast<int>(line.on_empty.size());
    const std::size_t stride = at(states);
    s.reach.assign(at(n + 1) * stride, 0);
    s.keep.assign(at(n), 0);
    char* reach = s.reach.data();
    reach[0] = 1;
    // Forward. State q can only be reached after at least q cells, so q <= i.
    for (int i = 0; i < n; ++i) {
      const Candidates c = cells[at(line.cells[at(i)])];
      const char* before = reach + at(i) * stride;
      char* after = reach + at(i + 1) * stride;
      const int top = std::min(i, states - 1);
      bool any = false;
      for (int q = 0; q <= top; ++q) {
        if (!before[q]) continue;
        if (c & kEmpty) {
          const int to = line.on_empty[at(q)];
          if (to >= 0) after[to] = 1, any = true;
        }
        if (c & kFilled) {
          const int to = line.on_filled[at(q)];
          if (to >= 0) after[to] = 1, any = true;
        }
      }
      if (!any) return false;
    }
    // Backward: keep the states that reach acceptance; record the values used.
    char* last = reach + at(n) * stride;
    for (int q = 0; q < states; ++q)
      if (q != line.accept) last[q] = 0;
    if (!last[line.accept]) return false;
    for (int i = n - 1; i >= 0; --i) {
      const Candidates c = cells[at(line.cells[at(i)])];
      char* before = reach + at(i) * stride;
      const char* after = reach + at(i + 1) * stride;
      const int top = std::min(i, states - 1);
      Candidates keep = 0;
      for (int q = 0; q <= top; ++q) {
        if (!before[q]) continue;
        bool live = false;
        if (c & kEmpty) {
          const int to = line.on_empty[at(q)];
          if (to >= 0 && after[to]) live = true, keep |= kEmpty;
        }
        if (c & kFilled) {
          const int to = line.on_filled[at(q)];
          if (to >= 0 && after[to]) live = true, keep |= kFilled;
        }
        before[q] = live;
      }
      if (keep == 0) return false;
      s.keep[at(i)] = keep;
    }
    return true;
  }

  Grid givens_;
  bool free_;
  int fill_per_row_;
  std::vector<Line> lines_;
  std::vector<std::vector<int>> lines_of_cell_;  // per cell, its row's and its column's line
  std::vector<int> values_ = {0, 1};
};

}  // namespace

std::unique_ptr<NativeRules> Nonogram::native_rules() const {
  return std::make_unique<NonogramRules>(*this);
}

}  // namespace gridsat

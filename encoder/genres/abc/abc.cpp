// Easy as ABC: the rules read plainly (check), as clauses (one-hot cells over blank + K letters,
// each letter exactly once per row and column, exactly N - K blanks per line as a cardinality
// constraint — implied, but it lets propagation count blanks — and one first-seen constraint per
// clue, encodings/visibility.hpp), and for the native backtracker.
//
// The backtracker's propagation is its own, since a line is not a permutation: per row and
// column, a fixed letter leaves the other cells, a letter with one place left goes there, and the
// blanks are counted (N - K of them: once that many are fixed the rest are letters; once only
// that many cells can be blank they are). Per clue, one pass along its line keeps a value in a
// cell only when the clue can still be met: a letter other than the clue needs a possible
// non-blank cell before it that could be the clue's letter, a blank needs either such a cell
// before it or the clue's letter possible somewhere after it past cells that can be blank.
#include "genres/abc/abc.hpp"

#include <numeric>

#include "encodings/latin.hpp"
#include "propagators/lines.hpp"
#include "puzzles/border_clues.hpp"

namespace gridsat {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

constexpr Candidates kBlank = 1;  // candidate bit 0: the blank

}  // namespace

std::string letter_text(int letter) {
  return std::string(1, static_cast<char>('A' + letter - 1));
}

std::optional<int> letter_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A' + 1;
  if (c >= 'a' && c <= 'z') return c - 'a' + 1;
  return std::nullopt;
}

Abc::Abc(int size, int num_letters) : n(size), letters(num_letters), grid(size, size) {
  for (auto& side : clues) side.assign(at(size), 0);
}

std::string Abc::header_options() const {
  return std::to_string(n) + " letters=" + std::to_string(letters);
}

std::string Abc::value_text(int value) const {
  return value == 0 ? "." : letter_text(value);
}

std::optional<int> Abc::parse_value(std::string_view text) const {
  if (text == "." || text == "-") return 0;
  if (text.size() != 1) return std::nullopt;
  auto v = letter_value(text[0]);
  if (!v || *v > letters) return std::nullopt;
  return v;
}

std::optional<Violation> Abc::check(const Grid& s) const {
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (s.at(r, c) < 0 || s.at(r, c) > letters)
        return Violation{"value " + std::to_string(s.at(r, c)) + " is neither a blank nor one of " +
                             "the letters A to " + letter_text(letters),
                         r, c};
  const auto groups = rows_and_columns(n);
  for (std::size_t g = 0; g < groups.size(); ++g) {
    const std::string name = (g < at(n) ? "row " : "column ") + std::to_string(g % at(n) + 1);
    std::vector<int> count(at(letters) + 1, 0);
    for (int cell : groups[g]) {
      int v = s.cells[at(cell)];
      if (v != 0 && ++count[at(v)] == 2)
        return Violation{"letter " + letter_text(v) + " appears twice in " + name, cell / n,
                         cell % n};
    }
    for (int v = 1; v <= letters; ++v)
      if (count[at(v)] == 0)
        return Violation{"letter " + letter_text(v) + " is missing from " + name,
                         groups[g].front() / n, groups[g].front() % n};
  }
  for (Side sd : kAllSides) {
    for (int i = 0; i < n; ++i) {
      int clue = side(sd)[at(i)];
      if (clue == 0) continue;
      std::vector<int> line = line_from_side(n, sd, i);
      int first = 0;
      for (int cell : line)
        if ((first = s.cells[at(cell)]) != 0) break;
      if (first != clue)
        return Violation{std::string(side_name(sd)) + " clue " + letter_text(clue) + " of " +
                             line_name(sd, i) + ": the first letter met is " +
                             (first == 0 ? std::string("none") : letter_text(first)),
                         line.front() / n, line.front() % n};
    }
  }
  return std::nullopt;
}

void Abc::encode(Cnf& cnf, const EncodeOptions& options) const {
  const Visibility visibility = options.visibility;
  const int values = letters + 1;
  OneHotGrid x(cnf, n * n, values);
  for (int cell = 0; cell < n * n; ++cell)
    for (int v = 0; v < values; ++v) cnf.answer().add(cell / n, cell % n, v, x.lit(cell, v));
  one_value_per_cell(cnf, x, options.amo);
  for (const auto& group : rows_and_columns(n)) {
    for (int v = 1; v <= letters; ++v) {
      std::vector<Lit> places;
      for (int cell : group) places.push_back(x.lit(cell, v));
      exactly_one(cnf, places, options.amo);
    }
    std::vector<Lit> blanks;
    for (int cell : group) blanks.push_back(x.lit(cell, 0));
    exactly_k(cnf, blanks, n - letters, options.card);
  }
  for (int cell = 0; cell < n * n; ++cell)
    if (int v = grid.cells[at(cell)]; v != kUnknown) cnf.add({x.lit(cell, v)});
  for (Side sd : kAllSides) {
    for (int i = 0; i < n; ++i) {
      int clue = side(sd)[at(i)];
      if (clue == 0) continue;
      std::vector<std::vector<Lit>> line;
      for (int cell : line_from_side(n, sd, i)) line.push_back(x.cell_lits(cell));
      first_seen(cnf, line, clue, visibility);
    }
  }
}

namespace {

struct ClueLine {
  std::vector<int> cells;  // nearest first
  int letter = 0;
};

class AbcRules final : public NativeRules {
 public:
  explicit AbcRules(const Abc& p) : puzzle_(p) {
    values_.resize(at(p.letters) + 1);
    std::iota(values_.begin(), values_.end(), 0);
    groups_ = rows_and_columns(p.n);
    for (Side sd : kAllSides)
      for (int i = 0; i < p.n; ++i)
        if (int clue = p.side(sd)[at(i)]; clue != 0)
          lines_.push_back({line_from_side(p.n, sd, i), clue});
  }

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    const Candidates all = (Candidates{1} << (puzzle_.letters + 1)) - 1;
    std::vector<Candidates> cells(at(puzzle_.n * puzzle_.n), all);
    for (std::size_t i = 0; i < cells.size(); ++i)
      if (puzzle_.grid.cells[i] != kUnknown) cells[i] = Candidates{1} << puzzle_.grid.cells[i];
    return cells;
  }

  bool propagate(std::vector<Candidates>& cells) const override {
    bool changed = true;
    while (changed) {
      changed = false;
      for (const auto& group : groups_)
        if (!propagate_group(group, cells, changed)) return false;
      if (changed) continue;
      for (const ClueLine& line : lines_)
        if (!propagate_first_seen(line.cells, line.letter, cells, changed)) return false;
    }
    return true;
  }

 private:
  static void narrow(Candidates& cell, Candidates keep, bool& changed) {
    if ((cell & keep) == cell) return;
    cell &= keep;
    changed = true;
  }

  // Each letter once and N - K blanks in one row or column.
  bool propagate_group(const std::vector<int>& group, std::vector<Candidates>& cells,
                       bool& changed) const {
    const int blanks = puzzle_.n - puzzle_.letters;
    int fixed_blank = 0, maybe_blank = 0;
    Candidates fixed_letters = 0, once = 0, twice = 0;
    for (int cell : group) {
      Candidates c = cells[at(cell)];
      if (c == 0) return false;
      if (c == kBlank) ++fixed_blank;
      if (c & kBlank) ++maybe_blank;
      if (popcount(c) == 1 && c != kBlank) {
        if (fixed_letters & c) return false;
        fixed_letters |= c;
      }
      twice |= once & c;
      once |= c;
    }
    const Candidates letters = ((Candidates{1} << (puzzle_.letters + 1)) - 1) & ~kBlank;
    if ((once & letters) != letters) return false;  // a letter has no place left
    if (fixed_blank > blanks || maybe_blank < blanks) return false;
    const Candidates single = once & ~twice & letters & ~fixed_letters;
    for (int cell : group) {
      Candidates& c = cells[at(cell)];
      if (popcount(c) == 1) continue;
      narrow(c, ~fixed_letters, changed);
      if (Candidates mine = c & single) {
        if (popcount(mine) > 1) return false;  // two letters can only go to this one cell
        narrow(c, mine, changed);
      }
      if (fixed_blank == blanks) narrow(c, ~kBlank, changed);
      if (maybe_blank == blanks && (c & kBlank)) narrow(c, kBlank, changed);
      if (c == 0) return false;
    }
    return true;
  }

  const Abc& puzzle_;
  std::vector<int> values_;
  std::vector<std::vector<int>> groups_;
  std::vector<ClueLine> lines_;
};

}  // namespace

std::unique_ptr<NativeRules> Abc::native_rules() const {
  return std::make_unique<AbcRules>(*this);
}

}  // namespace gridsat

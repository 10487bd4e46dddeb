// Nonogram's rules as a rule set of the shading layer (encoder/rules/): each line's runs
// (rules/line_runs: the check counts them plainly, the encoding is encodings/runs in the
// encoding `runs_encoding` names, the native rules solve lines, the rule a player uses), and the
// generator's frame's density (rules/count: every row holds fill_per_row filled cells). The
// givens come last, one unit clause each.
#include "genres/nonogram/nonogram.hpp"

#include "rules/count.hpp"

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

rules::RuleSet Nonogram::rules() const {
  return rules_cache_.get(RulesKey{height, width, lines_free, fill_per_row, row_runs, col_runs,
                                   line_on_, runs_encoding},
                          [&] { return build_rules(); });
}

// The lines that hold their clue lists (rows, then columns), or, for the generator's frame, the
// density of its rows.
rules::RuleSet Nonogram::build_rules() const {
  using namespace rules;
  const GridShape shape{height, width};
  std::vector<RulePtr> out;
  if (lines_free) {
    if (fill_per_row >= 0)
      out.push_back(std::make_shared<Count>(shape, rows_of(shape), Relation::Exactly,
                                            std::vector<int>{fill_per_row},
                                            Noun{"filled cell", "filled cells"}));
    return RuleSet(shape, std::move(out));
  }
  Groups lines;
  std::vector<std::vector<int>> runs;
  const Groups rows = rows_of(shape), columns = columns_of(shape);
  for (int k = 0; k < height + width; ++k) {
    if (!line_on(k)) continue;
    const Groups& from = k < height ? rows : columns;
    const std::size_t i = at(k < height ? k : k - height);
    lines.add(from.names[i], from.cells[i]);
    runs.push_back(k < height ? row_runs[i] : col_runs[i]);
  }
  out.push_back(std::make_shared<LineRuns>(shape, std::move(lines), std::move(runs),
                                           runs_encoding == RunsEncoding::Automaton));
  return RuleSet(shape, std::move(out));
}

std::optional<Violation> Nonogram::check(const Grid& s) const {
  return rules().evaluate(s);
}

void Nonogram::encode(Cnf& cnf, const EncodeOptions& options) const {
  const rules::ShadingVars vars = rules().encode(cnf, options);
  for (int cell = 0; cell < height * width; ++cell) {
    const int given = grid.cells[at(cell)];
    if (given != kUnknown) cnf.add({given == 1 ? vars.shaded(cell) : -vars.shaded(cell)});
  }
}

std::unique_ptr<NativeRules> Nonogram::native_rules() const {
  return rules().native(grid);
}

}  // namespace gridsat

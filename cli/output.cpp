// Printing results. plain is FORMATS.md section 4 exactly (what scripts read); pretty draws the
// grid with box-drawing characters from the puzzle's Picture (picture.hpp): heavy walls between
// boxes, regions and calcudoku cages, killer cages blank inside, targets and clues around, signs
// between cells (kropki dots as ○ ●), a variant sudoku's cell shapes as a symbol after the value,
// and a legend under the grid of what text cannot draw (variant lines, extra regions, diagonal
// and corner clues, rules: legend_lines in picture.hpp); json is the object of CLI.md, with
// canonical type names and `solutions` always present; svg is svg.cpp. Each answer kind (values,
// shading, loop) is printed, and its `differ` named, by the rules of puzzles/answer_kind.hpp.
#include "output.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdlib>

#include "command_work.hpp"
#include "common.hpp"
#include "formats/formats.hpp"
#include "picture.hpp"
#include "puzzles/answer_kind.hpp"
#include "seed_output.hpp"
#include "svg.hpp"

namespace gridsat::cli {

nlohmann::json grid_json(const Puzzle& puzzle, const Grid& grid) {
  if (puzzle.answer_kind() == AnswerKind::Loop) {
    LoopEdges edges = loop_edges(puzzle.loop_shape(), grid);
    return {{"h", edges.h}, {"v", edges.v}};
  }
  nlohmann::json rows = nlohmann::json::array();
  const bool letters = puzzle.letter_values();
  for (int r = 0; r < grid.rows; ++r) {
    nlohmann::json row = nlohmann::json::array();
    for (int c = 0; c < grid.cols; ++c) {
      int v = grid.at(r, c);
      if (v == 0 && puzzle.blank_zero())
        row.push_back(nlohmann::json(nullptr));
      else if (letters)
        row.push_back(nlohmann::json(puzzle.value_text(v)));
      else
        row.push_back(puzzle.json_number(v));
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

namespace {

std::string status_name(Mode mode, const RunResult& r) {
  if (r.verdict == Verdict::Unique && mode == Mode::Solve) return "solved";
  return std::string(verdict_name(r.verdict));
}

// Whether the run built a CNF: a CNF has variables or clauses.
bool built_cnf(const RunResult& r) {
  return r.stats.vars > 0 || r.stats.clauses > 0;
}

}  // namespace

nlohmann::json result_json(const Puzzle& puzzle, Mode mode, const RunResult& result) {
  nlohmann::json j;
  j["type"] = std::string(puzzle.type());
  j["rows"] = puzzle.rows();
  j["cols"] = puzzle.cols();
  j["status"] = status_name(mode, result);
  nlohmann::json sols = nlohmann::json::array();
  std::size_t shown = mode == Mode::Solve ? 1 : 2;
  for (std::size_t i = 0; i < result.solutions.size() && i < shown; ++i)
    sols.push_back(grid_json(puzzle, result.solutions[i]));
  j["solutions"] = std::move(sols);
  if (mode != Mode::Solve && result.solutions.size() == 2) {
    nlohmann::json differ = nlohmann::json::array();
    for (const AnswerPlace& at :
         answer_differences(puzzle, result.solutions[0], result.solutions[1])) {
      if (at.kind == 'c')
        differ.push_back({at.i + 1, at.j + 1});  // a cell, 1-based
      else
        differ.push_back({std::string(1, at.kind), at.i, at.j});  // an edge, 0-based
    }
    j["differ"] = std::move(differ);
  }
  if (mode == Mode::Count) {
    j["count"] = result.count;  // a lower bound unless complete
    j["complete"] = result.count_complete;
  }
  if (result.stopped != StopReason::None) j["stopped"] = std::string(stop_name(result.stopped));
  // CLI.md's schema keeps vars and clauses integers; "cnf" says whether they count a CNF at all
  // (the native backtracker and propagation alone build none, where plain output says n/a).
  nlohmann::json stats = {
      {"vars", result.stats.vars},         {"clauses", result.stats.clauses},
      {"cnf", built_cnf(result)},          {"encode_ms", result.stats.encode_ms},
      {"solve_ms", result.stats.solve_ms}, {"conflicts", result.stats.conflicts}};
  if (result.stats.nodes > 0) stats["nodes"] = result.stats.nodes;
  j["stats"] = std::move(stats);
  return j;
}

namespace {

// The box-drawing glyph where four walls meet, indexed up * 27 + right * 9 + down * 3 + left with
// 0 = no wall, 1 = thin, 2 = thick (every combination Unicode's box drawing block has).
constexpr const char* kJunction[81] = {
    " ", "╴", "╸", "╷", "┐", "┑", "╻", "┒", "┓", "╶", "─", "╾", "┌", "┬", "┭", "┎", "┰",
    "┱", "╺", "╼", "━", "┍", "┮", "┯", "┏", "┲", "┳", "╵", "┘", "┙", "│", "┤", "┥", "╽",
    "┧", "┪", "└", "┴", "┵", "├", "┼", "┽", "┟", "╁", "╅", "┕", "┶", "┷", "┝", "┾", "┿",
    "┢", "╆", "╈", "╹", "┚", "┛", "╿", "┦", "┩", "┃", "┨", "┫", "┖", "┸", "┹", "┞", "╀",
    "╃", "┠", "╂", "╉", "┗", "┺", "┻", "┡", "╄", "╇", "┣", "╊", "╋"};

int weight(Wall wall) {
  return wall == Wall::Thick ? 2 : wall == Wall::Thin ? 1 : 0;
}

const char* kBold = "\033[1m";
const char* kDiffer = "\033[1;31m";
const char* kClue = "\033[36m";
const char* kLabel = "\033[33m";
const char* kTarget = "\033[1;30;42m";  // a hint's cell: black on green
const char* kReason = "\033[30;43m";    // what it rests on: black on yellow
const char* kReset = "\033[0m";

std::string paint(const std::string& text, const char* style, bool color) {
  return color && style && !text.empty() ? style + text + kReset : text;
}

std::string spaces(std::size_t n) {
  return std::string(n, ' ');
}

// `text` right-aligned in `width` columns, painted with `style`.
std::string right(const std::string& text, std::size_t width, const char* style, bool color) {
  std::size_t w = display_width(text);
  return spaces(w < width ? width - w : 0) + paint(text, style, color);
}

void rtrim_lines(std::string& text) {
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    line.erase(line.find_last_not_of(' ') + 1);
    out += line + "\n";
    start = end + 1;
  }
  text = std::move(out);
}

// A sign as it fits `width` columns: itself, or "…" when wider.
std::string fitted(const std::string& sign, std::size_t width) {
  return display_width(sign) <= width ? sign : "…";
}

// A loop (answer_kind.hpp): the lattice of loop_drawing() in box-drawing lines, the points where
// the loop turns or runs joined up, `·` at the others; the givens as clues in the cells (border
// loops) or at their points (loops through the cell centres). With `color` the edges that differ
// from `other` are red.
std::string pretty_loop(const Puzzle& puzzle, const Grid& grid, const Grid* other, bool color,
                        const Highlight* highlight) {
  const LoopShape shape = puzzle.loop_shape();
  const bool edges = is_loop_grid(shape, grid);  // else the puzzle alone (e.g. its givens)
  const bool compare = edges && other && is_loop_grid(shape, *other);
  const Grid& givens = puzzle.givens();
  const LoopPoints points = givens.rows == puzzle.rows() && givens.cols == puzzle.cols()
                                ? loop_points(puzzle)
                                : LoopPoints::Other;
  const int P = lattice_rows(shape), Q = lattice_cols(shape);
  auto value = [&](EdgeKind kind, int i, int j) {
    return edges && has_edge(shape, {kind, i, j}) ? edge_value(shape, grid, {kind, i, j}) : 0;
  };
  auto style = [&](EdgeKind kind, int i, int j) -> const char* {
    if (highlight && highlight->target >= 0) {
      const auto [r, c] = cell_of(shape, {kind, i, j});
      if (r * shape.grid_cols() + c == highlight->target) return kTarget;
    }
    return compare && value(kind, i, j) != edge_value(shape, *other, {kind, i, j}) ? kDiffer
                                                                                   : nullptr;
  };
  // A clue's style: highlighted when a hint rests on it.
  auto clue_style = [&](int r, int c) -> const char* {
    return highlight && highlight->has_cell(r * givens.cols + c) ? kReason : kBold;
  };
  auto given = [&](int r, int c) -> std::string {
    if (r >= givens.rows || c >= givens.cols || givens.at(r, c) == kUnknown) return "";
    return shown_value(puzzle, givens.at(r, c));
  };
  const std::size_t span = kLoopSpan;
  std::string out;
  for (int i = 0; i < P; ++i) {
    for (int j = 0; j < Q; ++j) {
      const int up = i > 0 && value(EdgeKind::V, i - 1, j) == 1;
      const int down = i + 1 < P && value(EdgeKind::V, i, j) == 1;
      const int left = j > 0 && value(EdgeKind::H, i, j - 1) == 1;
      const int right = j + 1 < Q && value(EdgeKind::H, i, j) == 1;
      std::string point = points == LoopPoints::Centres ? given(i, j) : "";
      if (!point.empty() && display_width(point) == 1)
        out += paint(point, clue_style(i, j), color);
      else
        out += up + down + left + right ? kJunction[up * 27 + right * 9 + down * 3 + left] : "·";
      if (j + 1 == Q) continue;
      const int v = value(EdgeKind::H, i, j);
      std::string line;
      for (std::size_t k = 0; k < span; ++k) line += v == 1 ? "─" : " ";
      if (v == kUnknown) line[span / 2] = '?';
      out += paint(line, style(EdgeKind::H, i, j), color);
    }
    out += "\n";
    if (i + 1 == P) break;
    for (int j = 0; j < Q; ++j) {
      const int v = value(EdgeKind::V, i, j);
      out += paint(v == 1 ? "│" : v == kUnknown ? "?" : " ", style(EdgeKind::V, i, j), color);
      if (j + 1 == Q) continue;
      std::string clue = points == LoopPoints::Vertices ? fitted(given(i, j), span) : "";
      std::size_t w = display_width(clue), before = (span - w) / 2;
      out += spaces(before) + paint(clue, clue.empty() ? kBold : clue_style(i, j), color) +
             spaces(span - w - before);
    }
    out += "\n";
  }
  rtrim_lines(out);
  return out;
}

// The legend under a pretty grid: what text cannot draw of a variant sudoku (legend_lines), a
// line each; "" when there is nothing.
std::string pretty_legend(const Picture& picture) {
  std::string out;
  for (const std::string& line : legend_lines(picture)) out += line + "\n";
  return out;
}

// pretty_grid without its legend.
std::string pretty_drawing(const Puzzle& puzzle, const Picture& p, const Grid& grid,
                           const Grid* other, bool color, const Highlight* highlight = nullptr) {
  if (puzzle.answer_kind() == AnswerKind::Loop)
    return pretty_loop(puzzle, grid, other, color, highlight);
  // A clue around the grid: highlighted when a hint rests on it or it is part of a contradiction.
  auto clue_style = [&](int side, int line) {
    return highlight && highlight->has_border(side, line) ? kReason : kClue;
  };
  const int R = p.rows, C = p.cols;
  // Shading is drawn as filled cells, unless the genre draws circles (answer_kind.hpp).
  const bool filled = puzzle.answer_kind() == AnswerKind::Shading && !p.circles;
  std::size_t value_width = 1, label_width = 0;
  for (int v : grid.cells)
    value_width = std::max(value_width, display_width(shown_value(puzzle, v)));
  for (const auto& text : p.cell_text) value_width = std::max(value_width, display_width(text));
  for (int cell = 0; cell < R * C; ++cell)
    value_width = std::max(value_width, display_width(sums_text(p, cell)));
  for (int side : {0, 1})  // top and bottom clues stand over the values, an item a line
    for (const auto& clue : p.clues[static_cast<std::size_t>(side)])
      for (const auto& item : clue_items(clue))
        value_width = std::max(value_width, display_width(item));
  for (const auto& label : p.label) label_width = std::max(label_width, display_width(label));
  // A cell is the value with a space either side; a cage's first cell also carries the target on a
  // line of its own above the value.
  const std::size_t W = std::max(value_width + 2, label_width == 0 ? 0 : label_width + 1);
  const bool label_line = p.has_cages();
  const bool clues = p.has_clues();
  std::size_t margin = 0;  // left of the grid: the left clues and a space
  if (clues)
    for (const auto& clue : p.clues[2]) margin = std::max(margin, display_width(clue) + 1);
  auto clue_at = [&](int side, int k) -> std::string {
    const auto& line = p.clues[static_cast<std::size_t>(side)];
    return static_cast<std::size_t>(k) < line.size() ? line[static_cast<std::size_t>(k)] : "";
  };

  auto vwall = [&](int r, int c) { return p.text_wall(p.cell(r, c - 1), p.cell(r, c)); };
  auto hwall = [&](int r, int c) { return p.text_wall(p.cell(r - 1, c), p.cell(r, c)); };
  auto junction = [&](int r, int c) {
    int up = r > 0 ? weight(vwall(r - 1, c)) : 0;
    int down = r < R ? weight(vwall(r, c)) : 0;
    int left = c > 0 ? weight(hwall(r, c - 1)) : 0;
    int right = c < C ? weight(hwall(r, c)) : 0;
    return kJunction[up * 27 + right * 9 + down * 3 + left];
  };
  // The sign between cells (r, c) and (r, c + 1) or (r + 1, c), "" for none (picture.hpp Mark);
  // one between a cell and the one below is turned a quarter (< becomes ∧).
  auto mark = [&](int r, int c, bool below) -> std::string {
    int a = p.cell(r, c), b = below ? p.cell(r + 1, c) : p.cell(r, c + 1);
    if (a < 0 || b < 0) return "";
    std::string sign = sign_text(p, a, b);
    return below && !sign.empty() ? turned_mark(sign) : sign;
  };

  std::string out;
  // The top (0) or bottom (1) clues over each cell's value, a line per item of the longest list:
  // the last item of a top clue next to the grid, the first of a bottom one.
  auto clue_lines = [&](int side) {
    if (!clues || p.clues[static_cast<std::size_t>(side)].empty()) return;
    const std::size_t depth = std::max<std::size_t>(1, clue_depth(p, side));
    for (std::size_t line = 0; line < depth; ++line) {
      out += spaces(margin);
      for (int c = 0; c < C; ++c) {
        const std::vector<std::string> items = clue_items(clue_at(side, c));
        const std::size_t skip = side == 0 ? depth - items.size() : 0;
        const std::size_t k = line - skip;
        const std::string item = line >= skip && k < items.size() ? items[k] : "";
        out += "  " + right(item, W - 2, clue_style(side, c), color) + " ";
      }
      out += "\n";
    }
  };
  // A vertical sign sits in the middle of the wall segment between the two cells.
  auto hline = [&](int r) {
    out += spaces(margin);
    for (int c = 0; c < C; ++c) {
      out += junction(r, c);
      Wall w = hwall(r, c);
      const char* glyph = w == Wall::Thick ? "━" : w == Wall::Thin ? "─" : " ";
      std::string sign = r > 0 && r < R ? fitted(mark(r - 1, c, true), W) : "";
      std::size_t before = (W - display_width(sign)) / 2;
      for (std::size_t k = 0; k < before; ++k) out += glyph;
      out += paint(sign, kClue, color);
      for (std::size_t k = before + display_width(sign); k < W; ++k) out += glyph;
    }
    out += junction(r, C);
    out += "\n";
  };
  auto vbar = [&](int r, int c) -> std::string {
    Wall w = vwall(r, c);
    return w == Wall::Thick ? "┃" : w == Wall::Thin ? "│" : " ";
  };

  clue_lines(0);
  for (int r = 0; r < R; ++r) {
    hline(r);
    if (label_line) {
      out += spaces(margin);
      for (int c = 0; c < C; ++c) {
        const std::string& label = p.label[static_cast<std::size_t>(p.cell(r, c))];
        out += vbar(r, c) + paint(label, kLabel, color) + spaces(W - display_width(label));
      }
      out += vbar(r, C);
      out += "\n";
    }
    if (margin > 0) out += right(clue_at(2, r), margin - 1, clue_style(2, r), color) + " ";
    // Each cell is a space, the value right-aligned, a space; a horizontal sign takes the place
    // of the wall between two cells, or of the wall and the spaces either side of it (up to 3
    // columns).
    std::vector<std::string> lead(static_cast<std::size_t>(C)), body(lead), trail(lead);
    for (int c = 0; c < C; ++c) {
      const std::size_t k = static_cast<std::size_t>(c);
      int v = grid.at(r, c);
      bool given = puzzle.givens().at(r, c) != kUnknown;
      bool differs = other && other->at(r, c) != v;
      const char* style = differs ? kDiffer : given ? kBold : nullptr;
      if (highlight && highlight->target == p.cell(r, c))
        style = kTarget;
      else if (highlight && highlight->has_cell(p.cell(r, c)))
        style = kReason;
      const std::string inside =
          p.cell_text.empty() ? "" : p.cell_text[static_cast<std::size_t>(p.cell(r, c))];
      if (p.is_blocked(p.cell(r, c))) {  // black by the puzzle: its number or sums on the fill
        const std::string text = inside.empty() ? sums_text(p, p.cell(r, c)) : inside;
        std::string fill;
        for (std::size_t i = display_width(text); i < W - 2; ++i) fill += "█";
        lead[k] = trail[k] = "█";
        body[k] = fill + paint(text, style == kReason ? kReason : kBold, color);
        continue;
      }
      if (filled && !p.shade_symbol.empty()) {  // a symbol on a shaded cell (a bulb, a tent)
        lead[k] = trail[k] = " ";
        body[k] = v == 1 ? right(p.shade_symbol, W - 2, style, color)
                         : right(inside, W - 2, kBold, color);
        continue;
      }
      if (filled && !inside.empty()) {  // a clue in the cell: after the fill on a shaded cell
        const bool shaded = v == 1;
        std::string fill;
        for (std::size_t i = display_width(inside); i < W - 2; ++i) fill += shaded ? "█" : " ";
        lead[k] = trail[k] = shaded ? paint("█", style, color) : " ";
        body[k] = shaded ? paint(fill, style, color) + paint(inside, kBold, color)
                         : fill + paint(inside, differs ? kDiffer : kBold, color);
        continue;
      }
      if (filled && v != kUnknown) {  // a shaded cell filled, a blank one blank
        std::string fill;
        for (std::size_t i = 0; i < W - 2; ++i) fill += v == 1 ? "█" : " ";
        lead[k] = trail[k] = v == 1 ? paint("█", style, color) : " ";
        body[k] = paint(fill, style, color);
        continue;
      }
      std::string text = v == kUnknown ? "." : shown_value(puzzle, v);
      lead[k] = trail[k] = " ";
      body[k] = right(text, W - 2, style, color);
      // A variant's shape (odd, even, min, max) as a small symbol after the value.
      const std::string shape = static_cast<std::size_t>(p.cell(r, c)) < p.shapes.size()
                                    ? shape_symbol(p.shapes[static_cast<std::size_t>(p.cell(r, c))])
                                    : "";
      if (!shape.empty()) trail[k] = paint(shape, kClue, color);
    }
    for (int c = 0; c < C; ++c) {
      const std::size_t k = static_cast<std::size_t>(c);
      std::string sign = c > 0 ? fitted(mark(r, c - 1, false), 3) : "";
      if (sign.empty()) {
        out += vbar(r, c) + lead[k];
      } else {  // trail[k - 1] is already written: take it back when the sign needs it
        const std::size_t w = display_width(sign);
        if (w >= 2) out.erase(out.size() - trail[k - 1].size());
        out += paint(sign, kClue, color) + (w == 3 ? "" : lead[k]);
      }
      out += body[k] + trail[k];
    }
    out += vbar(r, C);
    if (clues) out += " " + paint(clue_at(3, r), clue_style(3, r), color);
    out += "\n";
  }
  hline(R);
  clue_lines(1);
  rtrim_lines(out);
  return out;
}

}  // namespace

std::string pretty_grid(const Puzzle& puzzle, const Grid& grid, const Grid* other, bool color,
                        const Highlight* highlight) {
  const Picture picture = picture_of(puzzle);
  return pretty_drawing(puzzle, picture, grid, other, color, highlight) + pretty_legend(picture);
}

OutputChoice output_choice(const std::string& format, const std::string& color) {
  if (color != "auto" && color != "always" && color != "never")
    throw CliError{kUsage, "unknown --color '" + color + "' (auto, always, never)"};
  OutputChoice choice;
  const bool terminal = isatty(STDOUT_FILENO);
  choice.format = format.empty() ? (terminal ? "pretty" : "plain") : format;
  if (choice.format != "plain" && choice.format != "pretty" && choice.format != "json" &&
      choice.format != "svg" && !is_seed_format(choice.format)) {
    std::string names = "plain, pretty, json, svg";
    for (const std::string& seed : seed_formats()) names += ", " + seed;
    throw CliError{kUsage, "unknown --format '" + format + "' (" + names + ")"};
  }
  const char* no_color = std::getenv("NO_COLOR");
  choice.color = color == "always" || (color == "auto" && terminal && !(no_color && *no_color));
  return choice;
}

namespace {

// What an SVG says under its panels when the grids alone would mislead: no solution (the puzzle
// drawn alone), the answer unknown, or two solutions (the shaded cells differ).
std::string svg_caption(const RunResult& result) {
  switch (result.verdict) {
    case Verdict::None:
      return "no solution";
    case Verdict::Unknown:
      return "no answer: stopped (" + std::string(stop_name(result.stopped)) + ")";
    case Verdict::Multiple:
      return "more than one solution: the shaded cells differ";
    default:
      return "";
  }
}

}  // namespace

std::string result_svg(const Puzzle& puzzle, Mode mode, const RunResult& result) {
  const std::size_t shown = mode == Mode::Solve ? 1 : 2;
  std::vector<Grid> grids(result.solutions.begin(),
                          result.solutions.begin() + static_cast<std::ptrdiff_t>(
                                                         std::min(shown, result.solutions.size())));
  return render_svg(
      puzzle, grids,
      std::string(puzzle.type()) + " " + puzzle.header_options() + ": " + status_name(mode, result),
      svg_caption(result));
}

void require_printable(const OutputChoice& output, const Puzzle& puzzle) {
  if (is_seed_format(output.format)) require_seed_genre(output.format, puzzle);
}

void print_result(std::ostream& out, const std::string& format, const Puzzle& puzzle, Mode mode,
                  const RunResult& result, bool color) {
  if (is_seed_format(format)) require_seed_genre(format, puzzle);  // before anything is written
  if (format == "json") {
    out << result_json(puzzle, mode, result).dump() << "\n";
    return;
  }
  if (format == "svg") {
    out << result_svg(puzzle, mode, result);
    return;
  }
  const bool pretty = format == "pretty";
  // A solved grid as plain or a seed format (seed_output.hpp) prints it.
  auto solved_text = [&](const Grid& g) {
    return is_seed_format(format) ? seed_grid(format, puzzle, g) : write_plain(puzzle, g);
  };
  auto grid_text = [&](const Grid& g, const Grid* other) {
    return pretty ? pretty_grid(puzzle, g, other, color) : solved_text(g);
  };
  if (mode == Mode::Count) {  // exact only when complete: a limit leaves "at least N"
    if (!result.count_complete) out << "at least ";
    out << result.count;
    if (pretty) out << (result.count == 1 ? " solution" : " solutions");
    out << "\n";
    return;
  }
  switch (result.verdict) {
    case Verdict::None:
      if (pretty) out << pretty_grid(puzzle, puzzle.givens(), nullptr, color);
      out << "no solution\n";
      return;
    case Verdict::Unknown:
      if (pretty) out << pretty_grid(puzzle, puzzle.givens(), nullptr, color);
      out << "unknown\n";
      return;
    default:
      break;
  }
  if (mode == Mode::Solve || result.solutions.size() < 2) {
    out << grid_text(result.solutions.front(), nullptr);
    // The verdict in words on a terminal (plain output is the grid alone, as the spec has it).
    if (pretty && result.verdict == Verdict::Unique) out << "exactly one solution\n";
    return;
  }
  // Two pretty grids share one legend, after the cells where they differ.
  const Grid& a = result.solutions[0];
  const Grid& b = result.solutions[1];
  const Picture picture = picture_of(puzzle);
  auto drawn = [&](const Grid& g, const Grid* other) {
    return pretty ? pretty_drawing(puzzle, picture, g, other, color) : solved_text(g);
  };
  out << "more than one solution\nsolution 1:\n"
      << drawn(a, &b) << "solution 2:\n"
      << drawn(b, &a) << "differ:";
  for (const AnswerPlace& at : answer_differences(puzzle, a, b)) out << ' ' << place_name(at);
  out << "\n";
  if (pretty) out << pretty_legend(picture);
}

void print_stats(std::ostream& err, const RunResult& r) {
  // The native backtracker has no CNF: its variables and clauses are not zero, they do not exist.
  const bool cnf = built_cnf(r);
  err << "gridsat: stats: vars " << (cnf ? std::to_string(r.stats.vars) : "n/a") << ", clauses "
      << (cnf ? std::to_string(r.stats.clauses) : "n/a") << ", encode " << r.stats.encode_ms
      << " ms, solve " << r.stats.solve_ms << " ms, conflicts " << r.stats.conflicts;
  if (r.stats.nodes > 0) err << ", nodes " << r.stats.nodes;
  err << "\n";
}

}  // namespace gridsat::cli

#include "puzzles/answer_kind.hpp"

namespace gridsat {

namespace {

std::size_t index(int i) {
  return static_cast<std::size_t>(i);
}

// Columns taken by UTF-8 text of narrow characters.
std::size_t text_width(const std::string& text) {
  std::size_t width = 0;
  for (unsigned char ch : text)
    if ((ch & 0xC0) != 0x80) ++width;
  return width;
}

bool givens_fit(const Puzzle& puzzle) {
  const Grid& g = puzzle.givens();
  return g.rows == puzzle.rows() && g.cols == puzzle.cols();
}

}  // namespace

// ---- the loop layout ----

LoopShape border_loop(int rows, int cols) {
  return {rows + 1, cols, rows, cols + 1};
}

LoopShape centre_loop(int rows, int cols) {
  return {rows, cols - 1, rows - 1, cols};
}

int lattice_rows(const LoopShape& shape) {
  return shape.h_rows;
}

int lattice_cols(const LoopShape& shape) {
  return shape.v_cols;
}

bool is_lattice(const LoopShape& s) {
  return s.h_rows >= 1 && s.v_cols >= 1 && s.h_rows == s.v_rows + 1 && s.v_cols == s.h_cols + 1;
}

std::pair<int, int> cell_of(const LoopShape& shape, const Edge& edge) {
  return {edge.kind == EdgeKind::H ? edge.i : shape.h_rows + edge.i, edge.j};
}

std::optional<Edge> edge_at(const LoopShape& shape, int row, int col) {
  Edge e =
      row < shape.h_rows ? Edge{EdgeKind::H, row, col} : Edge{EdgeKind::V, row - shape.h_rows, col};
  if (row < 0 || col < 0 || !has_edge(shape, e)) return std::nullopt;
  return e;
}

bool has_edge(const LoopShape& shape, const Edge& e) {
  const bool h = e.kind == EdgeKind::H;
  return e.i >= 0 && e.j >= 0 && e.i < (h ? shape.h_rows : shape.v_rows) &&
         e.j < (h ? shape.h_cols : shape.v_cols);
}

Grid loop_grid(const LoopShape& shape, int value) {
  Grid g(shape.grid_rows(), shape.grid_cols(), 0);
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      if (edge_at(shape, r, c)) g.at(r, c) = value;
  return g;
}

bool is_loop_grid(const LoopShape& shape, const Grid& grid) {
  return grid.rows == shape.grid_rows() && grid.cols == shape.grid_cols();
}

int edge_value(const LoopShape& shape, const Grid& grid, const Edge& edge) {
  auto [r, c] = cell_of(shape, edge);
  return grid.at(r, c);
}

void name_edge(AnswerMap& answer, const LoopShape& shape, const Edge& edge, int var) {
  answer.set_loop(shape);
  auto [r, c] = cell_of(shape, edge);
  answer.add(r, c, 1, var);
}

LoopEdges loop_edges(const LoopShape& shape, const Grid& grid) {
  LoopEdges out;
  out.h.assign(index(shape.h_rows), std::vector<int>(index(shape.h_cols)));
  out.v.assign(index(shape.v_rows), std::vector<int>(index(shape.v_cols)));
  for (int i = 0; i < shape.h_rows; ++i)
    for (int j = 0; j < shape.h_cols; ++j)
      out.h[index(i)][index(j)] = edge_value(shape, grid, {EdgeKind::H, i, j});
  for (int i = 0; i < shape.v_rows; ++i)
    for (int j = 0; j < shape.v_cols; ++j)
      out.v[index(i)][index(j)] = edge_value(shape, grid, {EdgeKind::V, i, j});
  return out;
}

// ---- per puzzle ----

LoopPoints loop_points(const Puzzle& puzzle) {
  const LoopShape s = puzzle.loop_shape();
  if (s == border_loop(puzzle.rows(), puzzle.cols())) return LoopPoints::Vertices;
  if (s == centre_loop(puzzle.rows(), puzzle.cols())) return LoopPoints::Centres;
  return LoopPoints::Other;
}

std::pair<int, int> answer_size(const Puzzle& puzzle) {
  if (puzzle.answer_kind() != AnswerKind::Loop) return {puzzle.rows(), puzzle.cols()};
  const LoopShape s = puzzle.loop_shape();
  return {s.grid_rows(), s.grid_cols()};
}

bool shading_symbols(const Puzzle& puzzle) {
  return puzzle.answer_kind() == AnswerKind::Shading && picture_of(puzzle).circles;
}

std::string shading_text(int value) {
  return value == kUnknown ? "?" : value == 0 ? "." : "#";
}

std::optional<int> parse_shading(std::string_view text) {
  if (text == "#" || text == "1") return 1;
  if (text == "." || text == "0") return 0;
  return std::nullopt;
}

std::optional<Violation> check_answer_cells(const Puzzle& puzzle, const Grid& answer) {
  const bool loop = puzzle.answer_kind() == AnswerKind::Loop;
  auto [rows, cols] = answer_size(puzzle);
  if (answer.rows != rows || answer.cols != cols)
    return Violation{"the solution is " + std::to_string(answer.rows) + "x" +
                     std::to_string(answer.cols) + ", the puzzle" +
                     (loop ? "'s loop answer " : " ") + std::to_string(rows) + "x" +
                     std::to_string(cols)};
  if (loop) {
    const LoopShape shape = puzzle.loop_shape();
    for (int r = 0; r < answer.rows; ++r)
      for (int c = 0; c < answer.cols; ++c) {
        int v = answer.at(r, c);
        auto edge = edge_at(shape, r, c);
        if (!edge && v != 0) return Violation{"the answer grid's padding is not 0"};
        if (edge && v != 0 && v != 1)
          return Violation{place_name({static_cast<char>(edge->kind), edge->i, edge->j}) +
                           (v == kUnknown ? ": edge is unknown" : ": edge is neither 0 nor 1")};
      }
    return std::nullopt;
  }
  const Grid& givens = puzzle.givens();
  for (int r = 0; r < answer.rows; ++r)
    for (int c = 0; c < answer.cols; ++c) {
      if (answer.at(r, c) == kUnknown) return Violation{"cell is empty", r, c};
      if (givens.at(r, c) != kUnknown && givens.at(r, c) != answer.at(r, c))
        return Violation{"cell differs from its given " + puzzle.value_text(givens.at(r, c)), r, c};
    }
  return std::nullopt;
}

std::vector<AnswerPlace> answer_differences(const Puzzle& puzzle, const Grid& a, const Grid& b) {
  std::vector<AnswerPlace> out;
  if (puzzle.answer_kind() == AnswerKind::Loop) {
    const LoopShape shape = puzzle.loop_shape();
    for (int r = 0; r < a.rows && r < b.rows; ++r)
      for (int c = 0; c < a.cols && c < b.cols; ++c)
        if (auto e = edge_at(shape, r, c); e && a.at(r, c) != b.at(r, c))
          out.push_back({static_cast<char>(e->kind), e->i, e->j});
    return out;
  }
  for (int r = 0; r < a.rows && r < b.rows; ++r)
    for (int c = 0; c < a.cols && c < b.cols; ++c)
      if (a.at(r, c) != b.at(r, c)) out.push_back({'c', r, c});
  return out;
}

std::string place_name(const AnswerPlace& place) {
  if (place.kind == 'c')
    return "r" + std::to_string(place.i + 1) + "c" + std::to_string(place.j + 1);
  return std::string(1, place.kind) + "[" + std::to_string(place.i) + "][" +
         std::to_string(place.j) + "]";
}

std::string loop_drawing(const Puzzle& puzzle, const Grid& answer) {
  const LoopShape shape = puzzle.loop_shape();
  const bool edges = is_loop_grid(shape, answer);
  const LoopPoints points = givens_fit(puzzle) ? loop_points(puzzle) : LoopPoints::Other;
  const Grid& givens = puzzle.givens();
  const int P = lattice_rows(shape), Q = lattice_cols(shape);
  auto edge = [&](EdgeKind kind, int i, int j) {
    return edges ? edge_value(shape, answer, {kind, i, j}) : 0;
  };
  // The given of cell (r, c) if it fits in `width` columns, else "".
  auto given = [&](int r, int c, std::size_t width) -> std::string {
    if (r < 0 || c < 0 || r >= givens.rows || c >= givens.cols) return "";
    int v = givens.at(r, c);
    if (v == kUnknown) return "";
    std::string text = puzzle.value_text(v);
    return text_width(text) <= width ? text : "";
  };
  std::string out, line;
  auto end_line = [&] {
    line.erase(line.find_last_not_of(' ') + 1);
    out += line + "\n";
    line.clear();
  };
  const std::string blank(kLoopSpan, ' ');
  std::string unknown = blank;
  unknown[kLoopSpan / 2] = '?';
  for (int i = 0; i < P; ++i) {
    for (int j = 0; j < Q; ++j) {
      std::string point = points == LoopPoints::Centres ? given(i, j, 1) : "";
      line += point.empty() ? "+" : point;
      if (j + 1 < Q) {
        int v = edge(EdgeKind::H, i, j);
        line += v == 1 ? std::string(kLoopSpan, '-') : v == kUnknown ? unknown : blank;
      }
    }
    end_line();
    if (i + 1 == P) break;
    for (int j = 0; j < Q; ++j) {
      int v = edge(EdgeKind::V, i, j);
      line += v == 1 ? "|" : v == kUnknown ? "?" : " ";
      if (j + 1 < Q) {
        std::string clue = points == LoopPoints::Vertices ? given(i, j, kLoopSpan) : "";
        std::size_t w = text_width(clue), left = (kLoopSpan - w) / 2;
        line += std::string(left, ' ') + clue + std::string(kLoopSpan - w - left, ' ');
      }
    }
    end_line();
  }
  return out;
}

}  // namespace gridsat

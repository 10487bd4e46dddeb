#include "picture.hpp"

#include <algorithm>
#include <map>

#include "puzzles/grid.hpp"

namespace gridsat::cli {

bool Highlight::has_cell(int cell) const {
  return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

bool Highlight::has_border(int side, int line) const {
  return std::find(border.begin(), border.end(), std::pair(side, line)) != border.end();
}

Highlight clue_highlight(const Puzzle& puzzle, const std::vector<Clue>& clues) {
  Highlight h;
  for (const Clue& clue : clues) {
    if (clue.kind == Clue::Kind::Border) {
      h.border.emplace_back(static_cast<int>(clue.side), clue.index);
      continue;
    }
    for (int cell : puzzle.cells_of_clue(clue))
      if (!h.has_cell(cell)) h.cells.push_back(cell);
  }
  return h;
}

std::string shown_value(const Puzzle& puzzle, int value) {
  return value == kUnknown ? "" : puzzle.shown_value(value);
}

std::vector<std::string> clue_items(const std::string& clue) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < clue.size()) {
    std::size_t end = clue.find(' ', start);
    if (end == std::string::npos) end = clue.size();
    if (end > start) out.push_back(clue.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

std::size_t clue_depth(const Picture& picture, int side) {
  std::size_t depth = 0;
  for (const std::string& clue : picture.clues[static_cast<std::size_t>(side)])
    depth = std::max(depth, clue_items(clue).size());
  return depth;
}

std::string sums_text(const Picture& picture, int cell) {
  if (cell < 0 || static_cast<std::size_t>(cell) >= picture.sums.size()) return "";
  const auto& [across, down] = picture.sums[static_cast<std::size_t>(cell)];
  return across.empty() && down.empty() ? "" : down + "\\" + across;
}

std::string sign_text(const Picture& picture, int a, int b) {
  for (const Mark& m : picture.marks) {
    if (m.cell != a || m.next != b) continue;
    if (m.style == MarkStyle::WhiteDot) return "○";
    if (m.style == MarkStyle::BlackDot) return "●";
    return m.text;
  }
  return "";
}

std::string shape_symbol(CellShape shape) {
  switch (shape) {
    case CellShape::Circle:
      return "°";
    case CellShape::Square:
      return "▫";
    case CellShape::Min:
      return "⁻";
    case CellShape::Max:
      return "⁺";
    case CellShape::None:
      break;
  }
  return "";
}

namespace {

std::string line_name(LineStyle style) {
  switch (style) {
    case LineStyle::Thermo:
      return "thermo";
    case LineStyle::Arrow:
      return "arrow";
    case LineStyle::Palindrome:
      return "palindrome";
    case LineStyle::Renban:
      return "renban";
    case LineStyle::Whispers:
      return "whispers";
    case LineStyle::Between:
      return "between";
  }
  return "line";
}

// A line's cells in words: a thermometer from its bulb with arrows, an arrow's circle and a
// between line's ends in parentheses.
std::string line_words(const Picture& p, const Line& line) {
  std::string out = line_name(line.style);
  const std::size_t n = line.cells.size();
  const std::size_t head = line.style == LineStyle::Arrow
                               ? std::min(n, static_cast<std::size_t>(std::max(line.head, 1)))
                               : 0;
  for (std::size_t k = 0; k < n; ++k) {
    const std::string name = cell_name(line.cells[k], p.cols);
    if (line.style == LineStyle::Thermo) {
      out += (k == 0 ? " " : " → ") + name;
    } else if (line.style == LineStyle::Arrow) {
      out += std::string(k == 0 ? " (" : " ") + name + (k + 1 == head ? ")" : "");
    } else if (line.style == LineStyle::Between && (k == 0 || k + 1 == n)) {
      out += " (" + name + ")";
    } else {
      out += " " + name;
    }
  }
  return out;
}

std::string diagonal_arrow(int dr, int dc) {
  if (dr > 0) return dc > 0 ? "↘" : "↙";
  return dc > 0 ? "↗" : "↖";
}

}  // namespace

std::vector<std::string> legend_lines(const Picture& p) {
  std::vector<std::string> out;
  for (const Line& line : p.lines)
    if (!line.cells.empty()) out.push_back(line_words(p, line));
  const std::size_t cells = static_cast<std::size_t>(p.rows * p.cols);
  for (CellShape shape : {CellShape::Circle, CellShape::Square, CellShape::Min, CellShape::Max}) {
    std::string names;
    for (std::size_t cell = 0; cell < p.shapes.size() && cell < cells; ++cell)
      if (p.shapes[cell] == shape) names += " " + cell_name(static_cast<int>(cell), p.cols);
    if (names.empty()) continue;
    const char* kind = shape == CellShape::Circle   ? "odd"
                       : shape == CellShape::Square ? "even"
                       : shape == CellShape::Min    ? "min"
                                                    : "max";
    out.push_back(std::string(kind) + " (" + shape_symbol(shape) + ")" + names);
  }
  std::map<int, std::string> regions;  // by tint, in the order of their numbers
  for (std::size_t cell = 0; cell < p.tint.size() && cell < cells; ++cell)
    if (p.tint[cell] >= 0) regions[p.tint[cell]] += " " + cell_name(static_cast<int>(cell), p.cols);
  for (const auto& region : regions) out.push_back("extra region" + region.second);
  for (const DiagonalClue& clue : p.diagonal_clues) {
    const int first = p.cell(clue.row + clue.dr, clue.col + clue.dc);
    out.push_back("diagonal " + clue.text + " " + diagonal_arrow(clue.dr, clue.dc) +
                  (first >= 0 ? " " + cell_name(first, p.cols) : ""));
  }
  for (const CornerClue& clue : p.corner_clues) {
    const int top_left = p.cell(clue.row - 1, clue.col - 1),
              bottom_right = p.cell(clue.row, clue.col);
    if (top_left < 0 || bottom_right < 0) continue;
    out.push_back("corner " + cell_name(top_left, p.cols) + "-" + cell_name(bottom_right, p.cols) +
                  ": " + clue.text);
  }
  for (const std::string& rule : p.rules) out.push_back(rule);
  return out;
}

std::size_t display_width(const std::string& text) {
  std::size_t width = 0;
  for (unsigned char ch : text)
    if ((ch & 0xC0) != 0x80) ++width;
  return width;
}

}  // namespace gridsat::cli

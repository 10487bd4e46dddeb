#include "rules/groups.hpp"

#include <numeric>
#include <stdexcept>

namespace gridsat::rules {

void Groups::append(const Groups& other) {
  if (names.size() != cells.size() || other.names.size() != other.cells.size())
    throw std::logic_error("groups that name_of names are not appended");
  cells.insert(cells.end(), other.cells.begin(), other.cells.end());
  names.insert(names.end(), other.names.begin(), other.names.end());
}

Groups whole_grid(GridShape shape) {
  Groups out;
  out.add("the grid", std::vector<int>(static_cast<std::size_t>(shape.cells())));
  std::iota(out.cells[0].begin(), out.cells[0].end(), 0);
  return out;
}

Groups rows_of(GridShape shape) {
  Groups out;
  for (int r = 0; r < shape.rows; ++r) {
    std::vector<int> row;
    for (int c = 0; c < shape.cols; ++c) row.push_back(r * shape.cols + c);
    out.add("row " + std::to_string(r + 1), std::move(row));
  }
  return out;
}

Groups columns_of(GridShape shape) {
  Groups out;
  for (int c = 0; c < shape.cols; ++c) {
    std::vector<int> column;
    for (int r = 0; r < shape.rows; ++r) column.push_back(r * shape.cols + c);
    out.add("column " + std::to_string(c + 1), std::move(column));
  }
  return out;
}

Groups rooms_of(const std::vector<int>& label, int count, std::string_view word) {
  Groups out;
  out.cells.resize(static_cast<std::size_t>(count));
  for (int k = 0; k < count; ++k)
    out.names.push_back(std::string(word) + " " + std::to_string(k + 1));
  for (std::size_t cell = 0; cell < label.size(); ++cell)
    out.cells[static_cast<std::size_t>(label[cell])].push_back(static_cast<int>(cell));
  return out;
}

std::vector<int> side_line(int n, std::size_t side, int index) {
  return side_line(GridShape{n, n}, side, index);
}

std::vector<int> side_line(GridShape shape, std::size_t side, int index) {
  std::vector<int> line;
  const int length = side < 2 ? shape.rows : shape.cols;
  for (int k = 0; k < length; ++k) {
    const int far = side % 2 == 0 ? k : length - 1 - k;  // top and left read from index 0
    line.push_back(side < 2 ? far * shape.cols + index : index * shape.cols + far);
  }
  return line;
}

std::string side_clue_name(std::size_t side, int index, const std::string& clue) {
  static const char* const kSide[] = {"top", "bottom", "left", "right"};
  return std::string(kSide[side % 4]) + " clue " + clue + " of " + (side < 2 ? "column " : "row ") +
         std::to_string(index + 1);
}

std::vector<std::pair<int, int>> side_pairs(GridShape shape) {
  std::vector<std::pair<int, int>> out;
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (cell % shape.cols + 1 < shape.cols) out.emplace_back(cell, cell + 1);
    if (cell + shape.cols < shape.cells()) out.emplace_back(cell, cell + shape.cols);
  }
  return out;
}

std::vector<std::vector<int>> neighbours(GridShape shape, Touch touch) {
  std::vector<std::vector<int>> out(static_cast<std::size_t>(shape.cells()));
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const int r = cell / shape.cols, c = cell % shape.cols;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        if ((dr == 0 && dc == 0) || (touch == Touch::Side && dr != 0 && dc != 0)) continue;
        const int r1 = r + dr, c1 = c + dc;
        if (r1 >= 0 && r1 < shape.rows && c1 >= 0 && c1 < shape.cols)
          out[static_cast<std::size_t>(cell)].push_back(r1 * shape.cols + c1);
      }
  }
  return out;
}

CellIndex::CellIndex(int cells, const std::vector<std::vector<int>>& parts)
    : start_(static_cast<std::size_t>(cells) + 1, 0) {
  for (const std::vector<int>& part : parts)
    for (int cell : part) ++start_[static_cast<std::size_t>(cell) + 1];
  for (std::size_t c = 1; c < start_.size(); ++c) start_[c] += start_[c - 1];
  items_.resize(start_.back());
  std::vector<std::size_t> next(start_.begin(), start_.end() - 1);
  for (std::size_t k = 0; k < parts.size(); ++k)
    for (int cell : parts[k]) items_[next[static_cast<std::size_t>(cell)]++] = static_cast<int>(k);
}

const std::vector<int>& CellIndex::parts_of(std::span<const int> cells) const {
  // Scratch space kept between calls: the search asks at every node.
  thread_local std::vector<int> parts;
  thread_local std::vector<char> met;
  parts.clear();
  for (int cell : cells)
    for (int part : of(cell)) {
      if (static_cast<std::size_t>(part) >= met.size())
        met.resize(static_cast<std::size_t>(part) + 1);
      if (!met[static_cast<std::size_t>(part)]) {
        met[static_cast<std::size_t>(part)] = 1;
        parts.push_back(part);
      }
    }
  for (int part : parts) met[static_cast<std::size_t>(part)] = 0;
  return parts;
}

}  // namespace gridsat::rules

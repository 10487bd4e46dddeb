#include "genres/declared_parts.hpp"

namespace gridsat {

std::optional<std::string> declared_size_error(std::string_view type, int largest, int rows,
                                               int cols) {
  if (rows < 1 || cols < 1 || rows > largest || cols > largest)
    return std::string(type) + " sides are 1 to " + std::to_string(largest) + ", not " +
           std::to_string(rows) + "x" + std::to_string(cols);
  return std::nullopt;
}

std::optional<std::string> declared_generate_error(std::string_view type, int largest,
                                                   const GenerateParams& params) {
  if (params.rows < 2 || params.cols < 2) return std::string(type) + " is generated from 2x2";
  return declared_size_error(type, largest, params.rows, params.cols);
}

void refuse_flags(const PuzzlinkUrl& url, std::string_view puzzlink) {
  if (!url.flags.empty())
    throw url.flags.error_at(0, "puzz.link " + std::string(puzzlink) + " takes no flag '" +
                                    std::string(url.flags.text) +
                                    "' (a variant of the rules gridsat does not read)");
}

std::vector<int> read_url_rooms(const IdText& body, std::size_t& pos, int rows, int cols) {
  return rooms_of_walls(decode_borders(body, pos, rows, cols), body, rows, cols);
}

std::vector<int> rooms_of_walls(Borders walls, const IdText& body, int rows, int cols,
                                const std::vector<char>& apart) {
  for (int cell = 0; cell < static_cast<int>(apart.size()); ++cell) {
    if (!apart[static_cast<std::size_t>(cell)]) continue;
    const int r = cell / cols, c = cell % cols;
    if (c > 0) walls.side[static_cast<std::size_t>(r * (cols - 1) + c - 1)] = 1;
    if (c + 1 < cols) walls.side[static_cast<std::size_t>(r * (cols - 1) + c)] = 1;
    if (r > 0) walls.below[static_cast<std::size_t>(cell - cols)] = 1;
    if (r + 1 < rows) walls.below[static_cast<std::size_t>(cell)] = 1;
  }
  int count = 0;
  std::vector<int> pieces = pieces_of(walls, rows, cols, count);
  const Borders between = borders_between(pieces, rows, cols);
  for (std::size_t i = 0; i < walls.side.size(); ++i)
    if (walls.side[i] != between.side[i]) {
      const int cell = static_cast<int>(i) / (cols - 1) * cols + static_cast<int>(i) % (cols - 1);
      throw body.error_at(
          0, "the wall right of " + cell_name(cell, cols) + " has one room on both sides");
    }
  for (std::size_t i = 0; i < walls.below.size(); ++i)
    if (walls.below[i] != between.below[i])
      throw body.error_at(0, "the wall below " + cell_name(static_cast<int>(i), cols) +
                                 " has one room on both sides");
  return pieces;
}

std::vector<int> random_rectangle_rooms(int rows, int cols, int smallest_room, Random& rng,
                                        int largest_room) {
  struct Rect {
    int r, c, h, w;
  };
  std::vector<Rect> todo{{0, 0, rows, cols}}, done;
  while (!todo.empty()) {
    const Rect x = todo.back();
    todo.pop_back();
    const int area = x.h * x.w;
    if (area <= largest_room && (area <= 2 || (area <= 6 && rng.below(3) != 0))) {
      done.push_back(x);
      continue;
    }
    const bool across = x.h > x.w || (x.h == x.w && rng.below(2) == 0);
    // A line across that leaves both parts at least smallest_room cells, if there is one.
    const int side = across ? x.h : x.w, other = across ? x.w : x.h;
    const int least = (smallest_room + other - 1) / other;  // rows (or columns) per part
    if (side - 2 * least < 0) {
      done.push_back(x);
      continue;
    }
    const int cut = least + rng.below(side - 2 * least + 1);
    if (across) {
      todo.push_back({x.r, x.c, cut, x.w});
      todo.push_back({x.r + cut, x.c, x.h - cut, x.w});
    } else {
      todo.push_back({x.r, x.c, x.h, cut});
      todo.push_back({x.r, x.c + cut, x.h, x.w - cut});
    }
  }
  std::vector<int> labels(static_cast<std::size_t>(rows * cols));
  for (std::size_t i = 0; i < done.size(); ++i)
    for (int r = done[i].r; r < done[i].r + done[i].h; ++r)
      for (int c = done[i].c; c < done[i].c + done[i].w; ++c)
        labels[static_cast<std::size_t>(r * cols + c)] = static_cast<int>(i);
  return labels;
}

std::vector<std::string_view> side_sections(const rules::SideClues& sides) {
  std::vector<std::string_view> out;
  for (std::size_t side = 0; side < 4; ++side)
    if (sides.marked(side)) out.push_back(side_name(kAllSides[side]));
  return out;
}

void write_native_sides(std::ostringstream& out, const rules::SideClues& sides) {
  for (std::size_t side = 0; side < 4; ++side) {
    if (!sides.marked(side)) continue;
    out << side_name(kAllSides[side]) << ":";
    for (int clue : sides.clues()[side])
      out << " " << (clue == kUnknown ? "." : std::to_string(clue));
    out << "\n";
  }
}

std::string write_url_sides(const rules::SideClues& sides, bool paired) {
  std::vector<int> values;
  for (const auto& [side, i] : sides.positions(paired))
    values.push_back(sides.clues()[side][static_cast<std::size_t>(i)]);
  return encode_numbers(values);
}

}  // namespace gridsat

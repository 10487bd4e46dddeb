#include "slitherlink/slitherlink_helpers.hpp"

#include <catch2/catch.hpp>

#include "puzzles/answer_kind.hpp"

namespace gridsat::test {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::unique_ptr<Slitherlink> read_loopy_id(const std::string& id) {
  std::size_t start = 0;
  if (id.starts_with("loopy:")) start = 6;
  const std::size_t colon = id.find(':', start);
  if (colon == std::string::npos) throw ParseFailure(1, 1, "no ':' in the test's ID");
  const std::string_view text(id);
  const IdText params{text.substr(start, colon - start), 1, static_cast<int>(start) + 1};
  const IdText desc{text.substr(colon + 1), 1, static_cast<int>(colon) + 2};
  return read_loopy(params, desc);
}

std::unique_ptr<Slitherlink> read_slitherlink(const std::string& text, const std::string& from) {
  std::unique_ptr<Puzzle> p = parse(text, from);
  auto* s = dynamic_cast<Slitherlink*>(p.get());
  REQUIRE(s != nullptr);
  p.release();
  return std::unique_ptr<Slitherlink>(s);
}

std::vector<TathamCase> loopy_cases() {
  return read_tatham_set(test_data().parent_path() / "slitherlink/data/loopy-ids.txt");
}

std::vector<std::pair<int, int>> edge_cells(const Slitherlink& p) {
  const LoopShape shape = p.loop_shape();
  std::vector<std::pair<int, int>> out;
  for (int r = 0; r < shape.grid_rows(); ++r)
    for (int c = 0; c < shape.grid_cols(); ++c)
      if (edge_at(shape, r, c)) out.push_back({r, c});
  return out;
}

Grid loop_from_bits(const Slitherlink& p, unsigned long long bits) {
  Grid g = loop_grid(p.loop_shape(), 0);
  const auto cells = edge_cells(p);
  for (std::size_t k = 0; k < cells.size(); ++k)
    if ((bits >> k) & 1) g.at(cells[k].first, cells[k].second) = 1;
  return g;
}

Grid random_loop(int h, int w, std::mt19937& rng) {
  std::vector<char> in(at(h * w), 0);
  auto inside = [&](int r, int c) {
    return r >= 0 && c >= 0 && r < h && c < w && in[at(r * w + c)];
  };
  // Whether every cell outside the set reaches the border through cells outside the set.
  auto outside_connected = [&] {
    std::vector<char> seen(at(h * w), 0);
    std::vector<int> stack;
    for (int r = 0; r < h; ++r)
      for (int c = 0; c < w; ++c)
        if ((r == 0 || c == 0 || r == h - 1 || c == w - 1) && !in[at(r * w + c)]) {
          seen[at(r * w + c)] = 1;
          stack.push_back(r * w + c);
        }
    while (!stack.empty()) {
      const int v = stack.back();
      stack.pop_back();
      const int r = v / w, c = v % w;
      const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
      for (int k = 0; k < 4; ++k) {
        const int nr = r + dr[k], nc = c + dc[k];
        if (nr < 0 || nc < 0 || nr >= h || nc >= w || in[at(nr * w + nc)] || seen[at(nr * w + nc)])
          continue;
        seen[at(nr * w + nc)] = 1;
        stack.push_back(nr * w + nc);
      }
    }
    for (int v = 0; v < h * w; ++v)
      if (!in[at(v)] && !seen[at(v)]) return false;
    return true;
  };
  // No grid point with exactly the two diagonal cells of its four in the set.
  auto no_pinch = [&] {
    for (int r = 0; r <= h; ++r)
      for (int c = 0; c <= w; ++c) {
        const bool a = inside(r - 1, c - 1), b = inside(r - 1, c), d = inside(r, c - 1),
                   e = inside(r, c);
        if ((a && e && !b && !d) || (b && d && !a && !e)) return false;
      }
    return true;
  };
  in[at(std::uniform_int_distribution<int>(0, h * w - 1)(rng))] = 1;
  const int target = std::uniform_int_distribution<int>(1, h * w)(rng);
  for (int added = 1, tries = 0; added < target && tries < 20 * h * w; ++tries) {
    const int v = std::uniform_int_distribution<int>(0, h * w - 1)(rng);
    const int r = v / w, c = v % w;
    if (in[at(v)] ||
        !(inside(r - 1, c) || inside(r + 1, c) || inside(r, c - 1) || inside(r, c + 1)))
      continue;
    in[at(v)] = 1;
    if (outside_connected() && no_pinch()) {
      ++added;
    } else {
      in[at(v)] = 0;
    }
  }
  Slitherlink p(h, w);
  Grid g = loop_grid(p.loop_shape(), 0);
  for (int i = 0; i <= h; ++i)
    for (int j = 0; j < w; ++j) g.at(i, j) = inside(i - 1, j) != inside(i, j);
  for (int i = 0; i < h; ++i)
    for (int j = 0; j <= w; ++j) g.at(h + 1 + i, j) = inside(i, j - 1) != inside(i, j);
  return g;
}

Grid clues_of(const Slitherlink& p, const Grid& loop) {
  Grid g(p.height, p.width);
  for (int r = 0; r < p.height; ++r)
    for (int c = 0; c < p.width; ++c) {
      int on = 0;
      for (auto [row, col] : cell_borders(p, r, c)) on += loop.at(row, col);
      g.at(r, c) = on;
    }
  return g;
}

}  // namespace gridsat::test

#include "starbattle/starbattle_helpers.hpp"

#include <catch2/catch.hpp>

namespace gridsat::test {

namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

std::unique_ptr<StarBattle> read_starbattle(const std::string& text, const std::string& from) {
  std::unique_ptr<Puzzle> p = parse(text, from);
  auto* s = dynamic_cast<StarBattle*>(p.get());
  REQUIRE(s != nullptr);
  p.release();
  return std::unique_ptr<StarBattle>(s);
}

StarBattle starbattle_from_rows(int k, const std::vector<std::string>& rows) {
  const int n = static_cast<int>(rows.size());
  std::vector<int> region(at(n * n));
  std::string labels;
  for (int r = 0; r < n; ++r) {
    REQUIRE(static_cast<int>(rows[at(r)].size()) == n);
    for (int c = 0; c < n; ++c) {
      const char ch = rows[at(r)][at(c)];
      std::size_t id = labels.find(ch);
      if (id == std::string::npos) {
        id = labels.size();
        labels += ch;
      }
      region[at(r * n + c)] = static_cast<int>(id);
    }
  }
  REQUIRE(static_cast<int>(labels.size()) == n);
  REQUIRE_FALSE(starbattle_regions_error(n, region).has_value());
  return *make_starbattle(n, k, region);
}

Grid stars_from_rows(const std::vector<std::string>& rows) {
  const int n = static_cast<int>(rows.size());
  Grid g(n, static_cast<int>(rows[0].size()), 0);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < g.cols; ++c) {
      const char ch = rows[at(r)][at(c)];
      REQUIRE((ch == '*' || ch == '#' || ch == '.'));
      g.at(r, c) = ch == '.' ? 0 : 1;
    }
  return g;
}

std::vector<int> random_regions(int n, std::mt19937& rng) {
  std::vector<int> region(at(n * n), -1);
  std::vector<int> cells(at(n * n));
  for (int i = 0; i < n * n; ++i) cells[at(i)] = i;
  std::shuffle(cells.begin(), cells.end(), rng);
  for (int g = 0; g < n; ++g) region[at(cells[at(g)])] = g;
  int left = n * n - n;
  while (left > 0) {
    const int cell = static_cast<int>(rng() % static_cast<unsigned>(n * n));
    if (region[at(cell)] >= 0) continue;
    const int r = cell / n, c = cell % n;
    std::vector<int> owners;
    if (r > 0 && region[at(cell - n)] >= 0) owners.push_back(region[at(cell - n)]);
    if (r + 1 < n && region[at(cell + n)] >= 0) owners.push_back(region[at(cell + n)]);
    if (c > 0 && region[at(cell - 1)] >= 0) owners.push_back(region[at(cell - 1)]);
    if (c + 1 < n && region[at(cell + 1)] >= 0) owners.push_back(region[at(cell + 1)]);
    if (owners.empty()) continue;
    region[at(cell)] = owners[rng() % owners.size()];
    --left;
  }
  return region;
}

std::vector<Grid> brute_force(const StarBattle& p) {
  const int n = p.rows(), k = p.parameter();
  std::vector<Grid> out;
  Grid g(n, n, 0);
  std::vector<int> column(at(n), 0);
  // Places the stars of row r from column c on, `left` of them still to place.
  auto walk = [&](auto&& self, int r, int c, int left) -> void {
    if (r == n) {
      if (!check_solution(p, g)) out.push_back(g);
      return;
    }
    if (left == 0) {
      self(self, r + 1, 0, k);
      return;
    }
    for (int x = c; x < n; ++x) {
      if (column[at(x)] == k) continue;
      if (x > 0 && g.at(r, x - 1) == 1) continue;
      if (r > 0 && ((x > 0 && g.at(r - 1, x - 1) == 1) || g.at(r - 1, x) == 1 ||
                    (x + 1 < n && g.at(r - 1, x + 1) == 1)))
        continue;
      g.at(r, x) = 1;
      ++column[at(x)];
      self(self, r, x + 1, left - 1);
      g.at(r, x) = 0;
      --column[at(x)];
    }
  };
  walk(walk, 0, 0, k);
  return out;
}

std::string plain_shading(const Grid& grid) {
  std::string out;
  for (int r = 0; r < grid.rows; ++r) {
    for (int c = 0; c < grid.cols; ++c)
      out += std::string(c ? " " : "") + (grid.at(r, c) ? "#" : ".");
    out += "\n";
  }
  return out;
}

std::string read_error(const std::string& text, const std::string& from) {
  ReadResult r = read_puzzle(text, from, "");
  if (!r.error) return "no error";
  return std::to_string(r.error->line) + ":" + std::to_string(r.error->col) + ": " +
         r.error->message;
}

}  // namespace gridsat::test

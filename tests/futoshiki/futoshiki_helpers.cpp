#include "futoshiki/futoshiki_helpers.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <numeric>

namespace gridsat::test {

std::unique_ptr<Futoshiki> read_unequal_id(const std::string& id) {
  std::size_t start = 0;
  if (id.starts_with("unequal:")) start = 8;
  const std::size_t colon = id.find(':', start);
  if (colon == std::string::npos) throw ParseFailure(1, 1, "no ':' in the test's ID");
  const std::string_view text(id);
  const IdText params{text.substr(start, colon - start), 1, static_cast<int>(start) + 1};
  const IdText desc{text.substr(colon + 1), 1, static_cast<int>(colon) + 2};
  return read_unequal(params, desc);
}

NativeDoc parse_futoshiki_doc(const std::string& text) {
  return parse_native(text);
}

std::unique_ptr<Futoshiki> read_native(const std::string& text) {
  NativeDoc doc = parse_futoshiki_doc(text);
  return build_futoshiki(doc);
}

std::vector<TathamCase> unequal_cases() {
  return read_tatham_set(test_data().parent_path() / "futoshiki/data/unequal-ids.txt");
}

Grid random_latin(int n, std::mt19937& rng) {
  // A cyclic square with its rows, columns and symbols shuffled.
  std::vector<int> rows(static_cast<std::size_t>(n)), cols(rows), symbols(rows);
  std::iota(rows.begin(), rows.end(), 0);
  std::iota(cols.begin(), cols.end(), 0);
  std::iota(symbols.begin(), symbols.end(), 1);
  std::shuffle(rows.begin(), rows.end(), rng);
  std::shuffle(cols.begin(), cols.end(), rng);
  std::shuffle(symbols.begin(), symbols.end(), rng);
  Grid g(n, n);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      g.at(r, c) = symbols[static_cast<std::size_t>(
          (rows[static_cast<std::size_t>(r)] + cols[static_cast<std::size_t>(c)]) % n)];
  return g;
}

Futoshiki random_futoshiki(int n, bool adjacent, double density, double givens, bool mixed,
                           std::mt19937& rng, const Grid* truth) {
  Futoshiki f(n, adjacent);
  std::uniform_real_distribution<double> coin(0, 1);
  for (const Link& link : f.links()) {
    const int r = link.first / n, c = link.first % n;
    if (truth) {
      const int a = truth->cells[static_cast<std::size_t>(link.first)];
      const int b = truth->cells[static_cast<std::size_t>(link.second)];
      Relation rel = Relation::None;
      if (adjacent)
        rel = std::abs(a - b) == 1 ? Relation::Adjacent : Relation::None;
      else if (coin(rng) < density)
        rel = mixed && std::abs(a - b) == 1 && coin(rng) < 0.5 ? Relation::Adjacent
              : a < b                                          ? Relation::Less
                                                               : Relation::Greater;
      f.set_relation(r, c, link.direction, rel);
      continue;
    }
    if (coin(rng) >= density) continue;
    Relation rel = adjacent          ? Relation::Adjacent
                   : coin(rng) < 0.5 ? Relation::Less
                                     : Relation::Greater;
    if (mixed && coin(rng) < 0.3) rel = Relation::Adjacent;
    f.set_relation(r, c, link.direction, rel);
  }
  for (int cell = 0; cell < n * n; ++cell)
    if (coin(rng) < givens)
      f.grid.cells[static_cast<std::size_t>(cell)] =
          truth ? truth->cells[static_cast<std::size_t>(cell)]
                : std::uniform_int_distribution<int>(1, n)(rng);
  return f;
}

}  // namespace gridsat::test

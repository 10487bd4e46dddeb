// The native format for star battle: `starbattle N stars=K` (alias `star-battle`; `stars=`
// defaults to 1), then `regions:`, N rows of N labels (any words or digits; one-character
// labels may be run together, as jigsaw sudoku's `regions:`), N different labels, each one
// 4-connected piece. The writer writes the labels a, b, c, ... apart:
//
//     starbattle 5 stars=1
//     regions:
//     a a b b b
//     ...
#include <algorithm>
#include <sstream>

#include "formats/native_types.hpp"
#include "genres/genre.hpp"
#include "genres/starbattle/starbattle.hpp"

namespace gridsat {
namespace {

int read_stars(NativeDoc& doc, int n) {
  NativeOption* option = doc.option("stars");
  if (!option) return 1;
  const auto k = parse_integer(option->value);
  if (!k) throw ParseFailure(option->token, "expected stars=K, found '" + option->token.text + "'");
  if (*k < 1 || *k > n)
    throw ParseFailure(option->token, "a star battle of size " + std::to_string(n) +
                                          " takes stars=1 to stars=" + std::to_string(n) +
                                          ", not " + option->value);
  return static_cast<int>(*k);
}

std::vector<int> read_regions(const NativeDoc& doc, int n) {
  const NativeSection* sec = doc.section("regions");
  if (!sec)
    throw ParseFailure(doc.last_line + 1, 1,
                       "a star battle needs a regions: section with the region of every cell");
  const auto rows = doc.read_rows(*sec, n, n, false);
  const std::vector<int> region = label_numbers(rows);
  // Labels are numbered as they first appear: label n is the first one too many.
  if (const auto extra = std::find(region.begin(), region.end(), n); extra != region.end()) {
    const int cell = static_cast<int>(extra - region.begin());
    throw ParseFailure(rows[static_cast<std::size_t>(cell / n)][static_cast<std::size_t>(cell % n)],
                       "more than " + std::to_string(n) + " regions (a star battle of size " +
                           std::to_string(n) + " has " + std::to_string(n) + ")");
  }
  const int found = *std::max_element(region.begin(), region.end()) + 1;
  if (found != n)
    throw ParseFailure(
        sec->keyword, "expected " + std::to_string(n) + " regions, found " + std::to_string(found));
  if (auto broken = disconnected_label(region, n)) {
    const Token& t =
        rows[static_cast<std::size_t>(*broken / n)][static_cast<std::size_t>(*broken % n)];
    throw ParseFailure(t, "region '" + t.text + "' is not one connected piece (r" +
                              std::to_string(*broken / n + 1) + "c" +
                              std::to_string(*broken % n + 1) + ")");
  }
  return region;
}

std::unique_ptr<Puzzle> build_starbattle(NativeDoc& doc) {
  if (!doc.square_size)
    throw ParseFailure(doc.size_token, "a star battle is square: give its size as N");
  const int n = doc.rows;
  if (n > kMaxStarBattleSide)
    throw ParseFailure(doc.size_token, "star battle size " + std::to_string(n) +
                                           " is too large (at most " +
                                           std::to_string(kMaxStarBattleSide) + ")");
  const int k = read_stars(doc, n);
  doc.reject_unused_options();
  doc.reject_sections_except({"regions"});
  return make_starbattle(n, k, read_regions(doc, n));
}

std::string write_starbattle(const Puzzle& puzzle) {
  const auto& p = *rules::declared_as(puzzle, kStarBattle);
  const int n = p.rows();
  std::ostringstream out;
  out << "starbattle " << p.header_options() << "\nregions:\n";
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      out << region_label(p.rooms()[static_cast<std::size_t>(r * n + c)])
          << (c + 1 < n ? " " : "\n");
  return out.str();
}

}  // namespace

NativeFormat starbattle_native() {
  return {build_starbattle, write_starbattle};
}

}  // namespace gridsat

// Star battle in the formats that hold it: the native format (labels of any kind, run together or
// apart, `stars=` and its default, the writer's layout read back unchanged) and puzz.link URLs as
// pzprjs writes them (written back byte for byte); their errors with line and column.
#include <catch2/catch.hpp>
#include <random>

#include "starbattle/starbattle_helpers.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

// The column (1-based) of the first `what` in `text`, plus `offset`.
int column_of(const std::string& text, const std::string& what, int offset = 0) {
  const auto at = text.find(what);
  REQUIRE(at != std::string::npos);
  return static_cast<int>(at) + 1 + offset;
}

// The regions numbered in reading order of their first cells, as the readers number them.
std::vector<int> renumbered(const std::vector<int>& region) {
  std::vector<int> number(region.size(), -1), out;
  int next = 0;
  for (int g : region) {
    if (number[static_cast<std::size_t>(g)] < 0) number[static_cast<std::size_t>(g)] = next++;
    out.push_back(number[static_cast<std::size_t>(g)]);
  }
  return out;
}

}  // namespace

TEST_CASE("native star battle: labels apart or run together, stars= and its default",
          "[starbattle][formats]") {
  const auto p = read_starbattle(
      "starbattle 4 stars=1\nregions:\nnorth north east east\nwest north east east\n"
      "west west south south\nwest west south south\n");
  CHECK(p->rows() == 4);
  CHECK(p->parameter() == 1);
  CHECK(p->rooms() == std::vector<int>{0, 0, 1, 1, 2, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3});
  // One-character labels may run together; the alias; stars= defaults to 1.
  const auto q = read_starbattle("star-battle 4\nregions:\naabb\ncabb\nccdd\nccdd\n");
  CHECK(q->parameter() == 1);
  CHECK(q->rooms() == p->rooms());
  const auto r = read_starbattle("starbattle 8 stars=2\nregions:\n" +
                                 std::string("aaaabbbb\naaaabbbb\ncccddddd\ncccddddd\n"
                                             "eeefffgg\neeefffgg\nhhhhhhgg\nhhhhhhgg\n"));
  CHECK(r->parameter() == 2);
  CHECK(r->header_options() == "8 stars=2");
}

TEST_CASE("native star battle: the writer's layout, read back unchanged", "[starbattle][formats]") {
  const auto p = read_starbattle("starbattle 4 stars=1\nregions:\n1122\n3122\n3344\n3344\n");
  const std::string text = write(*p, "native");
  CHECK(text == "starbattle 4 stars=1\nregions:\na a b b\nc a b b\nc c d d\nc c d d\n");
  CHECK(read_starbattle(text)->rooms() == p->rooms());
  std::mt19937 rng(7);
  for (int i = 0; i < 20; ++i) {
    StarBattle s = *make_starbattle(5 + i % 6, 1 + i % 2);
    s.set_rooms(renumbered(random_regions(s.rows(), rng)));
    const auto back = read_starbattle(write(s, "native"));
    CHECK(back->rooms() == s.rooms());
    CHECK(back->parameter() == s.parameter());
    const auto url = read_starbattle(write(s, "puzzlink"));
    CHECK(url->rooms() == s.rooms());
    CHECK(url->parameter() == s.parameter());
  }
}

TEST_CASE("native star battle: errors where they are", "[starbattle][formats]") {
  require_read_error("starbattle 4x5\nregions:\n", 1, 12, "square");
  require_read_error("starbattle 4 stars=x\nregions:\naabb\ncabb\nccdd\nccdd\n", 1, 14, "stars=K");
  require_read_error("starbattle 4 stars=5\nregions:\naabb\ncabb\nccdd\nccdd\n", 1, 14,
                     "stars=1 to");
  require_read_error("starbattle 4 diagonal\nregions:\naabb\ncabb\nccdd\nccdd\n", 1, 14,
                     "diagonal");
  require_read_error("starbattle 4\n", 2, 1, "regions:");
  require_read_error("starbattle 4\nregions:\naabb\ncabb\nccde\nccdd\n", 5, 4,
                     "more than 4 regions");
  require_read_error("starbattle 4\nregions:\naaaa\nbbbb\ncccc\ncccc\n", 2, 1,
                     "expected 4 regions");
  require_read_error("starbattle 4\nregions:\naabb\ncabb\nccdd\nddcc\n", 6, 1,
                     "'d' is not one connected piece");
  require_read_error("starbattle 4\nregions:\naabb\ncabb\nccdd\n", 6, 1, "");
  require_read_error(
      "starbattle 4\ngrid:\n....\n....\n....\n....\nregions:\naabb\ncabb\nccdd\nccdd\n", 2, 1,
      "grid");
}

TEST_CASE("puzz.link star battle: pzprjs's URL written back byte for byte",
          "[starbattle][formats]") {
  for (const std::string url : {"https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou",
                                "https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk"}) {
    const auto p = read_starbattle(url);
    CHECK(write(*p, "puzzlink") == url + "\n");
  }
  // One cell: no walls at all.
  const auto one = read_starbattle("https://puzz.link/p?starbattle/1/1/1/");
  CHECK(one->rows() == 1);
  CHECK(one->rooms() == std::vector<int>{0});
}

TEST_CASE("puzz.link star battle: errors where they are", "[starbattle][formats]") {
  const std::string base = "https://puzz.link/p?starbattle/";
  require_read_error(base + "6/5/1/4ilbhgdnmhou", 1, column_of(base, "starbattle/", 11), "square");
  const std::string no_slash = base + "6/6/14ilbhgdnmhou";
  require_read_error(no_slash, 1, static_cast<int>(no_slash.size()) + 1, "number of stars");
  const std::string zero = base + "6/6/0/4ilbhgdnmhou";
  require_read_error(zero, 1, column_of(zero, "/0/", 1), "not 0");
  const std::string letter = base + "6/6/x/4ilbhgdnmhou";
  require_read_error(letter, 1, column_of(letter, "/x/", 1), "whole number");
  const std::string bad = base + "6/6/1/4ilbhgdnmhoz";
  require_read_error(bad, 1, static_cast<int>(bad.size()), "'z'");
  const std::string shorter = base + "6/6/1/4ilbhgdnmho";
  require_read_error(shorter, 1, static_cast<int>(shorter.size()) + 1, "end early");
  const std::string longer = base + "6/6/1/4ilbhgdnmhou0";
  require_read_error(longer, 1, static_cast<int>(longer.size()), "goes on");
  // No walls at all: one region, not six.
  const std::string open = base + "6/6/1/000000000000";
  require_read_error(open, 1, column_of(open, "/1/", 3), "1 regions");
}

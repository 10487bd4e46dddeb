// The generated variant sets (tests/data/variants/<kind>-<size>.txt, made by
// scripts/make-variant-sets with `gridsat generate --variant <kind>`): every line an f-puzzles link
// of a puzzle that the generator calls unique. Each is decided unique by both backends with an
// answer the rules check accepts (require_verdict), holds at least one constraint of its kind, and
// reads as the same puzzle from its link and from the JSON inside the link. The normal run takes
// two puzzles of each set; the hidden [.full] test takes them all.
#include <catch2/catch.hpp>

#include "formats/lz_string.hpp"
#include "support/support.hpp"

namespace gridsat::test {
namespace {

std::vector<std::string> links_of(const fs::path& file) {
  std::vector<std::string> links;
  std::istringstream in(read_text(file));
  std::string line;
  while (std::getline(in, line))
    if (!line.empty() && line[0] != '#') links.push_back(line);
  return links;
}

// The JSON an f-puzzles link carries after `load=`.
std::string json_of(const std::string& link) {
  const std::size_t at = link.find("load=");
  REQUIRE(at != std::string::npos);
  std::string data = link.substr(at + 5);
  data = data.substr(0, data.find('&'));
  return lz::utf16_to_utf8(lz::decompress(data));
}

std::string native(const Puzzle& puzzle) {
  std::string error;
  auto text = write_puzzle(puzzle, "native", error);
  REQUIRE(text);
  return *text;
}

void check_sets(std::size_t every) {
  const auto files = files_in(test_data() / "variants", ".txt");
  REQUIRE(files.size() >= 38);  // 19 kinds on 6 x 6 and 9 x 9
  for (const fs::path& file : files) {
    const std::string kind = file.stem().string().substr(0, file.stem().string().rfind('-'));
    const auto links = links_of(file);
    INFO(file.filename().string());
    REQUIRE(links.size() >= 20);
    for (std::size_t i = 0; i < links.size(); i += every) {
      INFO("puzzle " << i + 1 << ": " << links[i]);
      auto puzzle = parse(links[i]);
      REQUIRE(puzzle->type() == "sudoku");
      const std::string text = native(*puzzle);
      CHECK((text.find("\n" + kind + ":\n") != std::string::npos ||
             text.substr(0, text.find('\n')).find(" " + kind) != std::string::npos));
      CHECK(native(*parse(json_of(links[i]), "fpuzzles")) == text);
      require_verdict(*puzzle, Verdict::Unique);
    }
  }
}

}  // namespace

TEST_CASE("generated variant puzzles: unique by both backends, a link reads as its JSON",
          "[variant_sets]") {
  check_sets(10);
}

TEST_CASE("generated variant puzzles, all of them", "[.full][variant_sets]") {
  check_sets(1);
}

}  // namespace gridsat::test

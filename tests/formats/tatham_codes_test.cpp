// The two codes of Tatham IDs on their own: the examples of foreign-ids.md decoded by hand,
// decode(encode(x)) == x over every edge set of 2x2 and 3x3 grids and over random grids, and each
// kind of bad code rejected at the right column.
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <random>

#include "formats/tatham_codes.hpp"
#include "puzzles/grid.hpp"
#include "support/support.hpp"

using namespace gridsat;

namespace {

constexpr int U = kUnknown;

// The failure `decode` throws (the test fails if it throws none).
ParseError failure_of(const std::function<void()>& decode) {
  try {
    decode();
  } catch (const ParseFailure& e) {
    return e.error;
  }
  FAIL("expected a ParseFailure");
  return {};
}

void require_failure(const std::function<void()>& decode, int col, const std::string& message) {
  ParseError e = failure_of(decode);
  INFO("error: " << e.col << ": " << e.message);
  CHECK(e.line == 7);
  CHECK(e.col == col);
  CHECK(e.message.find(message) != std::string::npos);
}

// Codes stand at line 7, column 20 of some input, so that columns are visibly offset.
IdText at20(std::string_view code) {
  return {code, 7, 20};
}

// The partition of an n x n grid joined by the inner edges whose bit is set in `open` (edge
// numbering as in foreign-ids.md), by plain flood fill.
std::vector<int> partition_of(int n, unsigned long long open) {
  std::vector<std::vector<int>> adjacent(static_cast<std::size_t>(n * n));
  int e = 0;
  for (int y = 0; y < n; ++y)
    for (int x = 0; x + 1 < n; ++x, ++e)
      if (e < 64 && (open >> e & 1)) {
        adjacent[static_cast<std::size_t>(y * n + x)].push_back(y * n + x + 1);
        adjacent[static_cast<std::size_t>(y * n + x + 1)].push_back(y * n + x);
      }
  for (int x = 0; x < n; ++x)
    for (int y = 0; y + 1 < n; ++y, ++e)
      if (e < 64 && (open >> e & 1)) {
        adjacent[static_cast<std::size_t>(y * n + x)].push_back((y + 1) * n + x);
        adjacent[static_cast<std::size_t>((y + 1) * n + x)].push_back(y * n + x);
      }
  std::vector<int> label(static_cast<std::size_t>(n * n), -1);
  int next = 0;
  for (int start = 0; start < n * n; ++start) {
    if (label[static_cast<std::size_t>(start)] >= 0) continue;
    std::vector<int> stack{start};
    label[static_cast<std::size_t>(start)] = next;
    while (!stack.empty()) {
      int cell = stack.back();
      stack.pop_back();
      for (int other : adjacent[static_cast<std::size_t>(cell)])
        if (label[static_cast<std::size_t>(other)] < 0) {
          label[static_cast<std::size_t>(other)] = next;
          stack.push_back(other);
        }
    }
    ++next;
  }
  return label;
}

}  // namespace

TEST_CASE("run-length code: the Solo example decodes cell by cell", "[formats][tatham]") {
  RunLengthGrid g = decode_run_length(at20("c4a4_1b1_3a3c"), 16, 1, 4, "given");
  CHECK(g.values == std::vector<int>{U, U, U, 4, U, 4, 1, U, U, 1, 3, U, 3, U, U, U});
  CHECK(g.columns[3] == 21);  // '4' is the second character
  CHECK(g.columns[10] == 29);
  CHECK(g.columns[0] == 0);
  CHECK(encode_run_length(g.values) == "c4a4_1b1_3a3c");
}

TEST_CASE("run-length code: long runs, multi-digit numbers, '_' only between numbers",
          "[formats][tatham]") {
  CHECK(encode_run_length(std::vector<int>(26, U)) == "z");
  CHECK(encode_run_length(std::vector<int>(30, U)) == "zd");
  std::vector<int> v(27, U);
  v.push_back(5);
  CHECK(encode_run_length(v) == "za5");
  CHECK(encode_run_length({5, 6}) == "5_6");
  CHECK(encode_run_length({12, U, 13, 14}) == "12a13_14");
  CHECK(decode_run_length(at20("12a13_14"), 4, 1, 20, "sum").values ==
        std::vector<int>{12, U, 13, 14});
  CHECK(decode_run_length(at20("zd"), 30, 1, 9, "given").values == std::vector<int>(30, U));
}

TEST_CASE("run-length code: decode inverts encode on random grids", "[formats][tatham]") {
  std::mt19937 rng(2024);
  for (int round = 0; round < 500; ++round) {
    int cells = 1 + static_cast<int>(rng() % 120);
    int density = static_cast<int>(rng() % 101);
    std::vector<int> values(static_cast<std::size_t>(cells));
    for (int& v : values)
      v = static_cast<int>(rng() % 100) < density ? 1 + static_cast<int>(rng() % 45) : U;
    std::string code = encode_run_length(values);
    INFO(code);
    CHECK(decode_run_length(at20(code), cells, 1, 45, "value").values == values);
  }
}

TEST_CASE("run-length code: bad codes are rejected at the offending character",
          "[formats][tatham]") {
  // 'e' runs past 16 cells: 12 + 5 = 17.
  require_failure([] { decode_run_length(at20("le"), 16, 1, 4, "given"); }, 21,
                  "runs past the 16 cells");
  require_failure([] { decode_run_length(at20("p3"), 16, 1, 4, "given"); }, 21,
                  "runs past the 16 cells");
  require_failure([] { decode_run_length(at20("c4"), 16, 1, 4, "given"); }, 22,
                  "covers 4 of the 16 cells");
  require_failure([] { decode_run_length(at20("b5n"), 16, 1, 4, "given"); }, 21,
                  "given 5 is out of range 1..4");
  require_failure([] { decode_run_length(at20("b0n"), 16, 1, 4, "given"); }, 21,
                  "given 0 is out of range 1..4");
  require_failure([] { decode_run_length(at20("a99999999999999999999999o"), 16, 1, 4, "given"); },
                  21, "out of range");
  require_failure([] { decode_run_length(at20("bB"), 16, 1, 4, "given"); }, 21,
                  "unexpected 'B' in the grid code");
  require_failure([] { decode_run_length(at20(""), 4, 1, 4, "given"); }, 20,
                  "covers 0 of the 4 cells");
}

TEST_CASE("edge-run code: the examples of foreign-ids.md", "[formats][tatham]") {
  SECTION("Solo jigsaw 4j") {
    RegionCode r = decode_edge_runs(at20("ba__a_a_b_bd"), 4, false);
    CHECK(r.count == 4);
    CHECK(region_cells(r) == std::vector<std::vector<int>>{
                                 {0, 1, 2, 6}, {3, 7, 11, 15}, {4, 5, 8, 12}, {9, 10, 13, 14}});
    CHECK(encode_edge_runs(r.labels, 4, false) == "ba__a_a_b_bd");
  }
  SECTION("Keen, with repeat counts") {
    RegionCode r = decode_edge_runs(at20("_aa_6ba_a4"), 4, true);
    CHECK(region_cells(r) ==
          std::vector<std::vector<int>>{
              {0, 4, 5}, {1, 2}, {3, 7}, {6, 10}, {8, 12}, {9, 13}, {11, 14, 15}});
    CHECK(encode_edge_runs(r.labels, 4, true) == "_aa_6ba_a4");
    CHECK(encode_edge_runs(r.labels, 4, false) == "_aa______ba_aaaa");
  }
  SECTION("Solo killer 2x2k") {
    RegionCode r = decode_edge_runs(at20("_a__aaabaa___aa"), 4, false);
    CHECK(region_cells(r) == std::vector<std::vector<int>>{
                                 {0, 4}, {1, 2}, {3, 6, 7}, {5, 9, 10}, {8, 12, 13}, {11, 14, 15}});
  }
}

TEST_CASE("edge-run code: every edge set of 2x2 and 3x3 grids, and random grids, round-trip",
          "[formats][tatham]") {
  for (int n : {2, 3}) {
    const int edges = 2 * n * (n - 1);
    for (unsigned long long open = 0; open < (1ULL << edges); ++open) {
      std::vector<int> partition = partition_of(n, open);
      for (bool repeats : {false, true}) {
        std::string code = encode_edge_runs(partition, n, repeats);
        INFO("n " << n << " edges " << open << " code " << code);
        RegionCode decoded = decode_edge_runs(at20(code), n, repeats);
        REQUIRE(decoded.labels == partition);
        CHECK(decoded.count == *std::max_element(partition.begin(), partition.end()) + 1);
      }
    }
  }
  std::mt19937_64 rng(7);
  for (int round = 0; round < 400; ++round) {
    const int n = 4 + static_cast<int>(rng() % 5);  // up to 8: 112 edges, runs past 25
    // Sparse, even and dense edge sets; edges past the 64th stay closed. Variant 0 is the whole
    // grid as one region, whose long runs of open edges need 'z'.
    const unsigned long long a = rng(), b = rng();
    const int variant = static_cast<int>(rng() % 4);
    std::vector<int> partition = variant == 0 ? std::vector<int>(static_cast<std::size_t>(n * n), 0)
                                              : partition_of(n, variant == 1   ? a & b
                                                                : variant == 2 ? a
                                                                               : a | b);
    for (bool repeats : {false, true}) {
      std::string code = encode_edge_runs(partition, n, repeats);
      INFO("n " << n << " code " << code);
      REQUIRE(decode_edge_runs(at20(code), n, repeats).labels == partition);
    }
  }
  // One region of 8x8: 112 open edges are 'z' four times and 'l' (12 and the final wall).
  CHECK(encode_edge_runs(std::vector<int>(64, 3), 8, false) == "zzzzl");
  CHECK(encode_edge_runs(std::vector<int>(64, 3), 8, true) == "z4l");
}

TEST_CASE("edge-run code: encoding needs connected, labelled regions", "[formats][tatham]") {
  // Label 0 in two pieces: cells 0 and 3 of a 2x2 grid.
  ParseError e = failure_of([] { encode_edge_runs({0, 1, 1, 0}, 2, false); });
  CHECK(e.message.find("not connected") != std::string::npos);
  e = failure_of([] { encode_edge_runs({0, 0, -1, 0}, 2, false); });
  CHECK(e.message.find("r2c1 is in no region") != std::string::npos);
}

TEST_CASE("edge-run code: bad codes are rejected at the offending character", "[formats][tatham]") {
  // 4x4: 24 inner edges. 'x' opens 24 and walls the virtual edge; one more symbol is too much.
  CHECK(decode_edge_runs(at20("x"), 4, false).count == 1);
  require_failure([] { decode_edge_runs(at20("x_"), 4, false); }, 21,
                  "runs past the 24 inner edges");
  require_failure([] { decode_edge_runs(at20("ay"), 4, false); }, 21,
                  "runs past the 24 inner edges");
  // 5x5: 40 edges; 'n' = 14 open + wall, then 'z' = 25 open and no wall: ends on edge 40.
  require_failure([] { decode_edge_runs(at20("nz"), 5, false); }, 22,
                  "ends without its final wall");
  require_failure([] { decode_edge_runs(at20("ab"), 4, false); }, 22,
                  "ends after 5 of the 24 inner edges");
  require_failure([] { decode_edge_runs(at20("a_B"), 4, false); }, 22,
                  "unexpected 'B' in the region code");
  require_failure([] { decode_edge_runs(at20("_6x"), 4, false); }, 21, "unexpected '6'");
  require_failure([] { decode_edge_runs(at20("6_"), 4, true); }, 20,
                  "a repeat count must follow a symbol");
  require_failure([] { decode_edge_runs(at20("_0x"), 4, true); }, 21, "a repeat count of 0");
  require_failure([] { decode_edge_runs(at20("a99999999999"), 4, true); }, 20,
                  "runs past the 24 inner edges");
}

TEST_CASE("IdText splits keep their columns", "[formats][tatham]") {
  IdText id{"solo:2x2:a,b", 3, 5};
  std::vector<IdText> parts = id.split(':');
  REQUIRE(parts.size() == 3);
  CHECK(parts[1].text == "2x2");
  CHECK(parts[1].col == 10);
  CHECK(parts[2].split(',')[1].col == 16);
  ParseFailure f = parts[2].error_at(parts[2].size(), "end");
  CHECK(f.error.line == 3);
  CHECK(f.error.col == 17);
}

// The codes against real IDs of the other games, before their readers exist: every Keen cage
// code of the data sets decodes to cages whose clues the known solution meets, and every Towers
// givens code to givens the solution agrees with; both encode back to the same text.
namespace {

std::string desc_of(const std::string& id) {
  return id.substr(id.find(':', id.find(':') + 1) + 1);
}

int side_of(const std::string& id) {
  return std::stoi(id.substr(id.find(':') + 1));
}

int solution_at(const gridsat::test::TathamCase& c, int cell, int n) {
  return std::stoi(
      c.solution[static_cast<std::size_t>(cell / n)][static_cast<std::size_t>(cell % n)]);
}

}  // namespace

TEST_CASE("edge-run code: every Keen cage code of the data sets", "[formats][tatham][data]") {
  using namespace gridsat::test;
  int ids = 0;
  for (const auto& path : files_in(shared_data() / "calcudoku" / "tatham", ".txt")) {
    for (const TathamCase& c : read_tatham_set(path)) {
      INFO(path.filename().string() << " line " << c.line << ": " << c.id);
      const int n = side_of(c.id);
      const std::string desc = desc_of(c.id);
      const std::string cage_code = desc.substr(0, desc.find(','));
      const std::string clues = desc.substr(desc.find(',') + 1);
      RegionCode cages = decode_edge_runs(at20(cage_code), n, true);
      CHECK(encode_edge_runs(cages.labels, n, true) == cage_code);
      // Clues: one letter and a number per cage, cages in order of their smallest cell.
      std::size_t at = 0;
      for (const std::vector<int>& cells : region_cells(cages)) {
        REQUIRE(at < clues.size());
        const char op = clues[at++];
        std::size_t digits = 0;
        const long long target = std::stoll(clues.substr(at), &digits);
        at += digits;
        std::vector<long long> v;
        for (int cell : cells) v.push_back(solution_at(c, cell, n));
        long long sum = 0, product = 1;
        for (long long x : v) sum += x, product *= x;
        const long long hi = *std::max_element(v.begin(), v.end());
        const long long lo = *std::min_element(v.begin(), v.end());
        if (op == 'a') CHECK(sum == target);
        if (op == 'm') CHECK(product == target);
        if (op == 's') CHECK((v.size() == 2 && hi - lo == target));
        if (op == 'd') CHECK((v.size() == 2 && hi == lo * target));
      }
      CHECK(at == clues.size());
      ++ids;
    }
  }
  CHECK(ids >= 100);
}

TEST_CASE("run-length code: every Towers givens code of the data sets", "[formats][tatham][data]") {
  using namespace gridsat::test;
  int with_givens = 0;
  for (const auto& path : files_in(shared_data() / "skyscrapers" / "tatham", ".txt")) {
    for (const TathamCase& c : read_tatham_set(path)) {
      const std::string desc = desc_of(c.id);
      const std::size_t comma = desc.find(',');
      if (comma == std::string::npos) continue;
      INFO(path.filename().string() << " line " << c.line << ": " << c.id);
      const int n = side_of(c.id);
      const std::string code = desc.substr(comma + 1);
      RunLengthGrid givens = decode_run_length(at20(code), n * n, 1, n, "given");
      for (int cell = 0; cell < n * n; ++cell) {
        const int v = givens.values[static_cast<std::size_t>(cell)];
        if (v != U) CHECK(v == solution_at(c, cell, n));
      }
      CHECK(encode_run_length(givens.values) == code);
      ++with_givens;
    }
  }
  CHECK(with_givens >= 10);
}

namespace gridsat::test {

TEST_CASE("characters in messages read after 'unexpected'", "[formats][tatham]") {
  CHECK(quote_char('x') == "'x'");
  CHECK(quote_char(' ') == "' ' (a space)");
  CHECK(quote_char('\xC3') == "byte 0xC3 (not ASCII)");
  CHECK(quote_char('\t') == "byte 0x09 (a control character)");
  // As a reader says it: a Solo ID with a non-ASCII character in its grid.
  const ReadResult read = read_puzzle("solo:3x3:a\xC3\xA9", "", "");
  REQUIRE(read.error);
  CHECK(read.error->message.find("unexpected byte 0xC3 (not ASCII)") != std::string::npos);
}

}  // namespace gridsat::test

// batch across processes: --shard K/N splits the inputs by index, GNU parallel (Debian's
// `parallel`, as docs/scaling.md runs it) runs the shards side by side, and --merge puts their
// outputs back in input order. The merged output must be the one-process output line for line
// (timings aside), and every input in exactly one shard.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "cli_support.hpp"

using namespace gridsat;
using namespace gridsat::test;

namespace {

std::vector<nlohmann::json> results(const std::string& text) {
  std::vector<nlohmann::json> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    nlohmann::json j = nlohmann::json::parse(line);
    j.erase("stats");
    out.push_back(j);
  }
  return out;
}

fs::path puzzle_file(const ScratchDir& dir, int count) {
  std::istringstream set(read_text(shared_data() / "sudoku" / "17-clue.txt"));
  std::string text;
  for (std::string line; count > 0 && std::getline(set, line);)
    if (!line.empty() && line[0] != '#') {
      text += line + "\n";
      --count;
    }
  return dir.write("puzzles.txt", text);
}

}  // namespace

TEST_CASE("batch --shard under GNU parallel, then --merge, equals one run", "[cli][batch]") {
  ScratchDir dir;
  const fs::path input = puzzle_file(dir, 31);
  CliRun whole = run_cli({"batch", "--mode", "unique", "-j", "1", input.string()});
  REQUIRE(whole.status == 0);

  const std::string out = (dir.path() / "out.{}.jsonl").string();
  ProgramRun shards = run_program({"parallel",
                                   "--halt",
                                   "now,fail=1",
                                   "-j",
                                   "2",
                                   GRIDSAT_BINARY,
                                   "batch",
                                   "--mode",
                                   "unique",
                                   "-j",
                                   "1",
                                   "--no-progress",
                                   "--shard",
                                   "{}/3",
                                   "-o",
                                   out,
                                   input.string(),
                                   ":::",
                                   "1",
                                   "2",
                                   "3"},
                                  "", 120);
  INFO(shards.err);
  REQUIRE(shards.status == 0);
  std::set<std::size_t> seen;
  std::vector<std::string> parts;
  for (int k = 1; k <= 3; ++k) {
    const fs::path part = dir.path() / ("out." + std::to_string(k) + ".jsonl");
    parts.push_back(part.string());
    for (const nlohmann::json& j : results(read_text(part))) {
      const auto index = j["index"].get<std::size_t>();
      CHECK(index % 3 == static_cast<std::size_t>(k - 1));  // shard k holds indexes k-1, k+2, ...
      CHECK(seen.insert(index).second);
    }
  }
  CHECK(seen.size() == 31);

  // Merged in any file order: the whole run's lines, in order.
  CliRun merged = run_cli({"batch", "--merge", parts[2], parts[0], parts[1]});
  REQUIRE(merged.status == 0);
  CHECK(results(merged.out) == results(whole.out));
}

TEST_CASE("batch --shard and --merge refuse what they cannot use", "[cli][batch]") {
  ScratchDir dir;
  const fs::path input = puzzle_file(dir, 4);
  for (const char* bad : {"0/3", "4/3", "3", "1/0", "a/b", "1/3/5"}) {
    INFO(bad);
    CliRun run = run_cli({"batch", "--shard", bad, input.string()});
    CHECK(run.status == 64);
    CHECK(run.err.find("--shard must be K/N") != std::string::npos);
  }
  CliRun second = run_cli({"batch", "--shard", "2/2", input.string()});
  CHECK(second.status == 0);
  CHECK(results(second.out).size() == 2);

  // A shard missing: index 1 is in no file.
  const fs::path first =
      dir.write("first.jsonl", run_cli({"batch", "--shard", "1/2", input.string()}).out);
  CliRun gap = run_cli({"batch", "--merge", first.string()});
  CHECK(gap.status == 65);
  CHECK(gap.err.find("index 1 is in none of the files") != std::string::npos);
  // The same index with two different results, and a line that is no result.
  const fs::path other = dir.write("other.jsonl", R"({"index":0,"status":"unknown"})"
                                                  "\n");
  CHECK(run_cli({"batch", "--merge", first.string(), other.string()}).status == 65);
  const fs::path junk = dir.write("junk.jsonl", "hello\n");
  CliRun not_json = run_cli({"batch", "--merge", junk.string()});
  CHECK(not_json.status == 65);
  CHECK(not_json.err.find(junk.string() + ":1:1: not a JSON result line") != std::string::npos);
}

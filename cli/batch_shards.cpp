// Sharding batch across processes or machines: which inputs a shard takes (--shard K/N, a
// deterministic split by input index, so that N independent runs under any job runner cover every
// input once) and putting the shards' outputs back together (--merge, by the index every JSON
// line carries).
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>

#include "batch.hpp"
#include "common.hpp"

namespace gridsat::cli {

Shard parse_shard(const std::string& text) {
  if (text.empty()) return {};
  const std::size_t slash = text.find('/');
  auto number = [&](const std::string& part) -> std::size_t {
    if (part.empty() || part.size() > 7 ||
        part.find_first_not_of("0123456789") != std::string::npos)
      return 0;
    return std::stoul(part);
  };
  const std::size_t k = slash == std::string::npos ? 0 : number(text.substr(0, slash));
  const std::size_t n = slash == std::string::npos ? 0 : number(text.substr(slash + 1));
  if (k < 1 || n < 1 || k > n)
    throw CliError{kUsage, "--shard must be K/N with 1 <= K <= N <= 9999999, not '" + text +
                               "' (shard 1/4 is the first of four)"};
  return {k, n};
}

int merge_batch_outputs(const std::vector<std::string>& files, const std::string& output) {
  std::map<std::size_t, std::string> lines;
  for (const std::string& file : files) {
    Input in = read_input(file);
    std::size_t start = 0;
    for (int number = 1; start < in.text.size(); ++number) {
      std::size_t end = in.text.find('\n', start);
      if (end == std::string::npos) end = in.text.size();
      const std::string line = in.text.substr(start, end - start);
      start = end + 1;
      if (line.empty()) continue;
      const std::string where = in.name + ":" + std::to_string(number) + ":1: ";
      nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
      if (j.is_discarded() || !j.is_object() || !j.contains("index") ||
          !j["index"].is_number_unsigned())
        throw CliError{kDataErr, where + "not a JSON result line of batch (no \"index\")"};
      const auto index = j["index"].get<std::size_t>();
      auto [it, first] = lines.emplace(index, line);
      if (!first && it->second != line)
        throw CliError{kDataErr, where + "index " + std::to_string(index) +
                                     " appears twice with different results"};
    }
  }
  std::size_t expected = 0;
  for (const auto& entry : lines) {
    if (entry.first != expected)
      throw CliError{kDataErr, "index " + std::to_string(expected) +
                                   " is in none of the files (a shard missing or unfinished?)"};
    ++expected;
  }
  write_output(output.empty() ? "-" : output, [&](std::ostream& out) {
    for (const auto& entry : lines) out << entry.second << "\n";
  });
  return kOk;
}

}  // namespace gridsat::cli

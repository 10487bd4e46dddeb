#include "instances.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include "formats/formats.hpp"

namespace gridsat::bench {
namespace fs = std::filesystem;
namespace {

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> lines_of(const fs::path& path) {
  std::vector<std::string> lines;
  std::istringstream in(slurp(path));
  std::string line;
  while (std::getline(in, line)) lines.push_back(line);
  return lines;
}

// Picks at most `max` of `n` indices, evenly spread (all of them when max is 0 or >= n).
std::vector<std::size_t> spread(std::size_t n, std::size_t max) {
  std::vector<std::size_t> picks;
  if (max == 0 || max >= n) {
    for (std::size_t i = 0; i < n; ++i) picks.push_back(i);
  } else {
    for (std::size_t k = 0; k < max; ++k) picks.push_back(k * n / max);
  }
  return picks;
}

void add(InstanceSet& set, std::string id, const std::string& text, const std::string& from,
         std::string expected) {
  ReadResult r = read_puzzle(text, from, "");
  if (r.error) {
    set.unreadable.push_back(id + ": " + r.error->message);
    return;
  }
  set.instances.push_back({std::move(id), std::move(r.puzzle), std::move(expected), text, from});
}

// A sudoku-line file: puzzle lines (comments skipped), labels from a `.status` twin if present.
InstanceSet load_line_file(const fs::path& file, const std::string& group, std::size_t max) {
  InstanceSet set{group, file.stem().string(), {}, {}};
  std::vector<std::string> puzzles;
  for (const std::string& line : lines_of(file))
    if (!line.empty() && line[0] != '#') puzzles.push_back(line);
  fs::path status_file = file;
  status_file.replace_extension(".status");
  std::vector<std::string> status;
  if (fs::exists(status_file)) status = lines_of(status_file);
  bool all_unique = !fs::exists(status_file);  // the README: these sets are all unique
  for (std::size_t i : spread(puzzles.size(), max))
    add(set, std::to_string(i + 1), puzzles[i], "sudoku-line",
        i < status.size() ? status[i]
        : all_unique      ? "unique"
                          : "");
  return set;
}

bool holds_gsp(const fs::path& dir) {
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".gsp") return true;
  return false;
}

InstanceSet load_gsp_folder(const fs::path& dir, const std::string& group, std::size_t max) {
  InstanceSet set{group, dir.filename().string(), {}, {}};
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".gsp") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (std::size_t i : spread(files.size(), max)) {
    std::string text = slurp(files[i]);
    std::string expected;
    if (auto pos = text.find("# status:"); pos != std::string::npos)
      std::istringstream(text.substr(pos + 9)) >> expected;
    add(set, files[i].filename().string(), text, "native", expected);
  }
  return set;
}

InstanceSet load_tatham_file(const fs::path& file, const std::string& group, std::size_t max) {
  InstanceSet set{group, "tatham/" + file.stem().string(), {}, {}};
  std::vector<std::string> ids;
  for (const std::string& line : lines_of(file))
    if (!line.empty() && line[0] != '#') ids.push_back(line.substr(0, line.find(' ')));
  for (std::size_t i : spread(ids.size(), max)) add(set, ids[i], ids[i], "tatham", "unique");
  return set;
}

}  // namespace

std::vector<InstanceSet> load_sets(const fs::path& data, const std::string& filter,
                                   std::size_t max) {
  std::vector<InstanceSet> sets;
  std::vector<fs::path> groups;
  for (const auto& e : fs::directory_iterator(data))
    if (e.is_directory()) groups.push_back(e.path());
  std::sort(groups.begin(), groups.end());
  auto wanted = [&](const std::string& group, const std::string& name) {
    return filter.empty() || (group + "/" + name).find(filter) != std::string::npos;
  };
  for (const fs::path& g : groups) {
    const std::string group = g.filename().string();
    std::vector<fs::path> entries;
    for (const auto& e : fs::recursive_directory_iterator(g)) entries.push_back(e.path());
    std::sort(entries.begin(), entries.end());
    for (const fs::path& p : entries) {
      std::string rel = fs::relative(p, g).string();
      if (fs::is_directory(p) && holds_gsp(p) && wanted(group, p.filename().string()))
        sets.push_back(load_gsp_folder(p, group, max));
      else if (p.extension() == ".txt" && p.parent_path().filename() == "tatham" &&
               wanted(group, "tatham/" + p.stem().string()))
        sets.push_back(load_tatham_file(p, group, max));
      else if (p.extension() == ".txt" && p.parent_path().filename() != "tatham" &&
               wanted(group, p.stem().string()))
        sets.push_back(load_line_file(p, group, max));
    }
  }
  return sets;
}

}  // namespace gridsat::bench

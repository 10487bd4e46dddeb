// Loading the shared instance sets for benchmarking: sudoku-line files (with their .status
// twins), folders of native .gsp files, and Tatham ID lists.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "puzzles/puzzle.hpp"

namespace gridsat::bench {

struct Instance {
  std::string id;
  std::unique_ptr<Puzzle> puzzle;
  std::string expected;  // "unique", "multiple", "none", or "" when the set does not say
  std::string text;      // the puzzle as the set writes it, for the tools run as processes
  std::string from;      // its format name
};

struct InstanceSet {
  std::string group;  // the puzzle type folder: "sudoku", "skyscrapers", ...
  std::string name;   // e.g. "17-clue", "generated", "tatham/towers-5de"
  std::vector<Instance> instances;
  std::vector<std::string> unreadable;  // ids that did not parse (reported, not measured)
};

// Every set under `data` (the shared data folder), optionally only those whose "group/name"
// contains `filter`; at most `max_per_set` instances each (evenly spread over the file).
std::vector<InstanceSet> load_sets(const std::filesystem::path& data, const std::string& filter,
                                   std::size_t max_per_set);

}  // namespace gridsat::bench

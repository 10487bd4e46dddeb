// Refusing, before encoding, a puzzle whose CNF would not fit in memory: the size estimate of
// encoder/puzzles/encoding_size.hpp against the memory this process can use.
#pragma once

#include <optional>
#include <string>

#include "puzzles/puzzle.hpp"

namespace gridsat::cli {

// "123", "64K", "512M", "2G" (powers of 1024) as bytes; nothing for anything else.
std::optional<double> parse_bytes(const std::string& text);

// The bytes this process can still take: the least of the system's available memory
// (/proc/meminfo MemAvailable), the cgroup's limit (memory.max less memory.current) and
// RLIMIT_AS / RLIMIT_DATA. GRIDSAT_MEMORY_LIMIT (bytes, or with a K, M or G suffix) replaces the
// measurement (for tests, and for users who want a smaller budget). Nothing when unknown.
std::optional<double> available_memory_bytes();

// Why the puzzle cannot be encoded in the memory available (shared by `share` concurrent
// encodings, batch's threads), or nothing when it fits or the memory is unknown.
std::optional<std::string> memory_problem(const Puzzle& puzzle, const EncodeOptions& options,
                                          int share = 1);

// As memory_problem, as a CliError (65, bad data: the puzzle is too large) naming the input.
void require_fits_in_memory(const Puzzle& puzzle, const EncodeOptions& options,
                            const std::string& input_name, int share = 1);

}  // namespace gridsat::cli

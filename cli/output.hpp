// Printing results: plain (the spec's exact grid), pretty (for a terminal) and json.
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>

#include "engine.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat::cli {

nlohmann::json grid_json(const Puzzle& puzzle, const Grid& grid);
// The JSON object of CLI.md for one result.
nlohmann::json result_json(const Puzzle& puzzle, Mode mode, const RunResult& result);

void print_result(std::ostream& out, const std::string& format, const Puzzle& puzzle, Mode mode,
                  const RunResult& result, bool color);
void print_stats(std::ostream& err, const RunResult& result);

// A box-drawn grid (sudoku boxes and regions drawn thick).
std::string pretty_grid(const Puzzle& puzzle, const Grid& grid, const Grid* highlight_against,
                        bool color);

}  // namespace gridsat::cli

// The JSON of the setter's answers (hint, rate, --explain; analyze's is analysis_json, in
// command_work.hpp), and the places, values and clues they are made of, written from the values
// the setter returns (setter/setter.hpp), so that any front end (the commands here, the server)
// writes the same objects; docs/setter.md and docs/hints.md describe them. Places are 1-based [r,
// c], or
// ["h"|"v", i, j] (0-based) for a loop's edge, as `differ` writes them.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "setter/setter.hpp"

namespace gridsat::cli {

// A cell of the answer grid as text: "r2c3", or for a loop genre its edge, "h[0][1]".
std::string place_text(const Puzzle& puzzle, int row, int col);
// The same as JSON: [r, c] (1-based), or ["h"|"v", i, j] (0-based) for an edge.
nlohmann::ordered_json place_json(const Puzzle& puzzle, int row, int col);
// A value as JSON: a number (a loop's edge 0 or 1), or for letter values the letter (null for a
// blank).
nlohmann::ordered_json value_json(const Puzzle& puzzle, int value);
// [r, c, value] (an edge: ["h", i, j, value]).
nlohmann::ordered_json cell_value_json(const Puzzle& puzzle, const CellValue& cell);
// "r2c3=4" (an edge: "h[0][1]=1"), the value as the native format writes a given.
std::string cell_value_text(const Puzzle& puzzle, const CellValue& cell);

// A clue: {"given": [r, c]}, {"clue": "top", "index": 3} (index 1-based along its side),
// {"mark": "sign r1c1 < r1c2"} or {"part": "cage r1c1 r1c2 = 3+"}; `detailed` adds the value of a
// given or border clue and the clue in words ("text").
nlohmann::ordered_json clue_json(const Puzzle& puzzle, const Clue& clue, bool detailed);

nlohmann::ordered_json hint_json(const Puzzle& puzzle, const Hint& hint);
nlohmann::ordered_json rating_json(const Rating& rating);
// The clues of an explanation (`contradiction` of solve / unique --explain), detailed.
nlohmann::ordered_json contradiction_json(const Puzzle& puzzle, const Explanation& explanation);

}  // namespace gridsat::cli

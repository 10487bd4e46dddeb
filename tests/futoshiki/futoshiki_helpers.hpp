// What the futoshiki tests share: reading an Unequal ID from one string, parsing native text,
// the committed Unequal IDs, and random puzzles.
#pragma once

#include <memory>
#include <random>
#include <string>
#include <vector>

#include "formats/native.hpp"
#include "genres/futoshiki/futoshiki.hpp"
#include "genres/futoshiki/native_futoshiki.hpp"
#include "genres/futoshiki/tatham_unequal.hpp"
#include "support/support.hpp"

namespace gridsat::test {

using Relation = Futoshiki::Relation;
using Direction = Futoshiki::Direction;
using Link = Futoshiki::Link;

// An Unequal ID `params:desc` (or `unequal:params:desc`) read with read_unequal, the columns of
// its errors counted from the start of `id`. Throws ParseFailure.
std::unique_ptr<Futoshiki> read_unequal_id(const std::string& id);

// parse_native. Throws ParseFailure.
NativeDoc parse_futoshiki_doc(const std::string& text);
// parse_futoshiki_doc, then build_futoshiki.
std::unique_ptr<Futoshiki> read_native(const std::string& text);

// The cases of tests/futoshiki/data/unequal-ids.txt: `unequal:ID SOLUTION`, the solution as
// Unequal's own solver prints it.
std::vector<TathamCase> unequal_cases();

// A random Latin square of side n.
Grid random_latin(int n, std::mt19937& rng);

// A random puzzle of side n: each link gets a relation with probability `density` (signs in
// plain mode, bars in adjacent mode; with `mixed`, plain puzzles get bars too), each cell a
// given with probability `givens`. With `truth`, the relations and givens hold for it.
Futoshiki random_futoshiki(int n, bool adjacent, double density, double givens, bool mixed,
                           std::mt19937& rng, const Grid* truth = nullptr);

}  // namespace gridsat::test

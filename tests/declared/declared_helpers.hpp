// What the declared genres' tests share besides tests/support: a shading from rows of text (and
// a values answer from rows of numbers), an example from outside gridsat held whole, the rule a
// broken answer breaks, and the lines of a data set.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "support/support.hpp"

namespace gridsat::test {

// A shading from rows of '#' (shaded) and '.' or '+' (unshaded).
inline Grid shading(const std::vector<std::string>& rows) {
  Grid g(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()), 0);
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      g.at(r, c) = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] == '#';
  return g;
}

// An example whose answer comes from outside gridsat: `url` reads as a puzzle of `type`, `answer`
// (rows as for shading) passes the rules check and is the only solution by both backends, and
// the URL is written back byte for byte, also through the native format.
inline std::unique_ptr<Puzzle> require_example(const std::string& url, const std::string& type,
                                               const std::vector<std::string>& answer) {
  INFO(url);
  auto p = parse(url);
  CHECK(p->type() == type);
  const Grid solution = shading(answer);
  CHECK_FALSE(check_solution(*p, solution).has_value());
  require_verdict(*p, Verdict::Unique, &solution);
  CHECK(write(*p, "puzzlink") == url + "\n");
  CHECK(write(*parse(write(*p, "native")), "puzzlink") == url + "\n");
  return p;
}

// The numbers of a values genre's answer, row by row.
inline Grid numbers(const std::vector<std::vector<int>>& rows) {
  Grid g(static_cast<int>(rows.size()), static_cast<int>(rows[0].size()), 0);
  for (int r = 0; r < g.rows; ++r)
    for (int c = 0; c < g.cols; ++c)
      g.at(r, c) = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
  return g;
}

// A values example whose answer comes from outside gridsat, held as require_example holds a
// shading one.
inline std::unique_ptr<Puzzle> require_values_example(const std::string& url,
                                                      const std::string& type, const Grid& answer) {
  INFO(url);
  auto p = parse(url);
  CHECK(p->type() == type);
  CHECK_FALSE(check_solution(*p, answer).has_value());
  require_verdict(*p, Verdict::Unique, &answer);
  CHECK(write(*p, "puzzlink") == url + "\n");
  CHECK(write(*parse(write(*p, "native")), "puzzlink") == url + "\n");
  return p;
}

// The message of the first rule a values answer breaks.
inline std::string broken_values(const Puzzle& p, const std::vector<std::vector<int>>& rows) {
  const auto v = check_solution(p, numbers(rows));
  REQUIRE(v.has_value());
  return describe(*v);
}

// The message of the first rule `answer` breaks (the test fails when it breaks none).
inline std::string broken_rule(const Puzzle& p, const std::vector<std::string>& answer) {
  const auto v = check_solution(p, shading(answer));
  REQUIRE(v.has_value());
  return describe(*v);
}

// Both backends count exactly `expected` solutions of `p` (a count written out by hand).
inline void require_count(const Puzzle& p, long long expected) {
  for (const Backend backend : {Backend::Sat, Backend::Native}) {
    RunOptions options;
    options.backend = backend;
    options.count_limit = 100'000;
    const RunResult r = run(p, Mode::Count, options);
    CHECK(r.count_complete);
    CHECK(r.count == expected);
  }
}

// The lines of a data set in tests/data (`;` between fields, `#` comment lines), each as its
// fields, every `/` in them turned into a line break (rows written on one line).
inline std::vector<std::vector<std::string>> data_set_lines(const std::string& name,
                                                            std::size_t fields) {
  std::istringstream in(read_text(test_data() / name));
  std::vector<std::vector<std::string>> out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::replace(line.begin(), line.end(), '/', '\n');
    std::vector<std::string> field;
    std::istringstream parts(line);
    for (std::string f; std::getline(parts, f, ';');) field.push_back(f);
    INFO(name << ": " << line);
    REQUIRE(field.size() == fields);
    out.push_back(std::move(field));
  }
  return out;
}

}  // namespace gridsat::test

#include "model.hpp"

#include <charconv>
#include <cstdlib>

#include "formats/text.hpp"

namespace gridsat {

std::optional<SolverModel> read_model(std::string_view text, DimacsError& error) {
  SolverModel model;
  bool saw_status = false;
  bool saw_literal = false;
  for (const TextLine& line : split_lines(text, 0)) {
    const std::vector<Token>& tokens = line.tokens;
    std::string head = lowercase(tokens[0].text);
    if (head == "c") continue;
    std::size_t first = 0;
    if (head == "s" || head == "sat" || head == "unsat" || head == "indet" || head == "unknown") {
      std::string word = head == "s" && tokens.size() > 1 ? lowercase(tokens[1].text) : head;
      if (word == "satisfiable" || word == "sat")
        model.status = SatResult::Sat;
      else if (word == "unsatisfiable" || word == "unsat")
        model.status = SatResult::Unsat;
      else if (word == "unknown" || word == "indet")
        model.status = SatResult::Unknown;
      else {
        error = {line.number, tokens[0].col, "unknown status line"};
        return std::nullopt;
      }
      saw_status = true;
      continue;
    }
    if (head == "v") first = 1;
    for (std::size_t i = first; i < tokens.size(); ++i) {
      long long lit = 0;
      const std::string& t = tokens[i].text;
      auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), lit);
      if (ec != std::errc() || end != t.data() + t.size()) {
        error = {line.number, tokens[i].col, "expected a literal, found '" + t + "'"};
        return std::nullopt;
      }
      if (lit == 0) continue;
      long long var = std::llabs(lit);
      if (var > 100'000'000) {
        error = {line.number, tokens[i].col, "variable " + t + " is out of range"};
        return std::nullopt;
      }
      if (static_cast<std::size_t>(var) >= model.values.size())
        model.values.resize(static_cast<std::size_t>(var) + 1, 0);
      model.values[static_cast<std::size_t>(var)] = lit > 0 ? 1 : -1;
      saw_literal = true;
    }
  }
  if (!saw_status) {
    if (!saw_literal) {
      error = {1, 1, "no model: expected 's SATISFIABLE' and 'v' lines, or a list of literals"};
      return std::nullopt;
    }
    model.status = SatResult::Sat;  // a plain list of literals
  }
  if (model.status == SatResult::Sat && !saw_literal) {
    error = {1, 1, "the solver says SATISFIABLE but gives no 'v' lines"};
    return std::nullopt;
  }
  return model;
}

}  // namespace gridsat

// The model reader: one pass over the lines, each classified by its first token (see model.hpp).
// Positions are kept so that `gridsat decode` can say where a model file goes wrong.
#include "sat/model.hpp"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <string>

#include "formats/text.hpp"

namespace gridsat {
namespace {

constexpr long long kMaxVariable = 100'000'000;

// The status a word names (`s` lines, MiniSat's result file and its standard output), if any.
std::optional<SatResult> status_word(const std::string& word) {
  if (word == "satisfiable" || word == "sat") return SatResult::Sat;
  if (word == "unsatisfiable" || word == "unsat") return SatResult::Unsat;
  if (word == "unknown" || word == "indet" || word == "indeterminate") return SatResult::Unknown;
  return std::nullopt;
}

bool starts_like_literal(const std::string& t) {
  std::size_t i = (t[0] == '-' || t[0] == '+') ? 1 : 0;
  return i < t.size() && t[i] >= '0' && t[i] <= '9';
}

class ModelReader {
 public:
  explicit ModelReader(int max_var)
      : max_var_(max_var > 0 ? max_var : kMaxVariable),
        limit_text_(max_var > 0 ? "the CNF has " + std::to_string(max_var) + " variables"
                                : "at most " + std::to_string(kMaxVariable)) {}

  void line(const TextLine& line) {
    const std::vector<Token>& tokens = line.tokens;
    std::string head = lowercase(tokens[0].text);
    if (head == "c") return;
    if (head == "s") {
      std::string word;
      for (std::size_t i = 1; i < tokens.size(); ++i) word += lowercase(tokens[i].text);
      auto status = status_word(word);
      if (!status) throw ParseFailure(tokens[0], "unknown status line '" + line.text + "'");
      set_status(*status, tokens[0]);
      return;
    }
    if (head == "v") {
      literals(tokens, 1);
      return;
    }
    if (starts_like_literal(tokens[0].text)) {
      literals(tokens, 0);
      return;
    }
    if (auto status = status_word(head); status && tokens.size() == 1) {
      set_status(*status, tokens[0]);
      return;
    }
    // Anything else starting with a word is solver chatter (statistics, warnings): skipped.
  }

  SolverModel finish() {
    if (!saw_status_) {
      if (!saw_literal_)
        throw ParseFailure(
            1, 1, "no model: expected 's SATISFIABLE' and 'v' lines, or a list of literals");
      model_.status = SatResult::Sat;  // a plain list of literals
    }
    if (model_.status == SatResult::Sat && !saw_literal_)
      throw ParseFailure(status_token_, "the solver says SATISFIABLE but gives no literals");
    return std::move(model_);
  }

 private:
  void set_status(SatResult status, const Token& at) {
    if (saw_status_ && status != model_.status)
      throw ParseFailure(at, "a second status line that contradicts the first (line " +
                                 std::to_string(status_token_.line) + ")");
    saw_status_ = true;
    model_.status = status;
    status_token_ = at;
  }

  void literals(const std::vector<Token>& tokens, std::size_t first) {
    for (std::size_t i = first; i < tokens.size(); ++i) {
      const std::string& t = tokens[i].text;
      long long lit = 0;
      const char* begin = t.data() + (t[0] == '+' ? 1 : 0);
      auto [end, ec] = std::from_chars(begin, t.data() + t.size(), lit);
      if (ec == std::errc::result_out_of_range || (ec == std::errc() && std::llabs(lit) > max_var_))
        throw ParseFailure(tokens[i], "variable " + t + " is out of range (" + limit_text_ + ")");
      if (ec != std::errc() || end != t.data() + t.size())
        throw ParseFailure(tokens[i], "expected a literal, found '" + t + "'");
      if (lit == 0) continue;
      auto var = static_cast<std::size_t>(std::llabs(lit));
      if (var >= model_.values.size()) model_.values.resize(var + 1, 0);
      signed char value = lit > 0 ? 1 : -1;
      if (model_.values[var] == -value)
        throw ParseFailure(tokens[i],
                           "variable " + std::to_string(var) + " is given both true and false");
      model_.values[var] = value;
      saw_literal_ = true;
    }
  }

  long long max_var_;
  std::string limit_text_;
  SolverModel model_;
  bool saw_status_ = false;
  bool saw_literal_ = false;
  Token status_token_{"", 1, 1};
};

}  // namespace

std::optional<SolverModel> read_model(std::string_view text, DimacsError& error, int max_var) {
  try {
    reject_binary(text);
    ModelReader reader(max_var);
    for (const TextLine& line : split_lines(text, 0)) reader.line(line);
    return reader.finish();
  } catch (const ParseFailure& e) {
    error = {e.error.line, e.error.col, e.error.message};
    return std::nullopt;
  }
}

std::optional<std::size_t> first_falsified_clause(const Cnf& cnf, std::span<const Lit> units,
                                                  const SolverModel& model) {
  auto holds = [&](Lit lit) { return model.value(lit > 0 ? lit : -lit) == (lit > 0); };
  std::size_t number = 0;
  std::optional<std::size_t> falsified;
  cnf.for_each_clause([&](std::span<const Lit> clause) {
    ++number;
    if (!falsified && std::none_of(clause.begin(), clause.end(), holds)) falsified = number;
  });
  for (Lit unit : units) {
    ++number;
    if (!falsified && !holds(unit)) falsified = number;
  }
  return falsified;
}

}  // namespace gridsat

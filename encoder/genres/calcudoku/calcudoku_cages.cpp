// calcudoku-cages: the sum-only Calcudoku course's input. The first number is the number of cages;
// then, per cage, `sum count cell cell ...` with cells numbered 0.. row-major from the top-left.
// N is the square root of the number of cells. Read as whitespace-separated integers (the course
// writes one cage per line; a cage spread over lines is read the same), only with --from.
// Every cage is a sum (a one-cell cage is a given); the grid is a Latin square, as the course's
// worked example shows.
#include <cmath>
#include <sstream>

#include "formats/native_types.hpp"
#include "formats/registry.hpp"
#include "genres/calcudoku/calcudoku.hpp"

namespace gridsat {
namespace {

constexpr int kMaxSide = 64;

class TokenStream {
 public:
  explicit TokenStream(std::string_view text) {
    std::vector<TextLine> lines = split_lines(text);
    for (const TextLine& line : lines)
      tokens_.insert(tokens_.end(), line.tokens.begin(), line.tokens.end());
    end_line_ = lines.empty() ? 1 : lines.back().number + 1;
  }
  bool done() const { return next_ == tokens_.size(); }
  const Token& peek() const { return tokens_[next_]; }
  // The next token as an integer; `what` names it in the error when it is missing or bad.
  std::pair<long long, Token> integer(const std::string& what) {
    if (done()) throw ParseFailure(end_line_, 1, "the input ends before " + what);
    const Token& t = tokens_[next_++];
    auto v = parse_integer(t.text);
    if (!v) throw ParseFailure(t, "expected " + what + ", found '" + t.text + "'");
    return {*v, t};
  }

 private:
  std::vector<Token> tokens_;
  std::size_t next_ = 0;
  int end_line_ = 1;
};

struct CourseCage {
  Token sum_token;
  CalcudokuCage cage;
  std::vector<Token> cell_tokens;
};

std::unique_ptr<Puzzle> read_calcudoku_cages(std::string_view text, std::string_view type) {
  if (!type.empty() && type != "calcudoku")
    throw ParseFailure(0, 0, "calcudoku-cages holds calcudoku puzzles, not " + std::string(type));
  TokenStream in(text);
  if (in.done()) throw ParseFailure(1, 1, "empty input: expected the number of cages");
  auto [count, count_token] = in.integer("the number of cages");
  if (count < 1) throw ParseFailure(count_token, "expected at least one cage");
  if (count > kMaxSide * kMaxSide)
    throw ParseFailure(count_token, "too many cages for a grid of at most " +
                                        std::to_string(kMaxSide) + " x " +
                                        std::to_string(kMaxSide));
  std::vector<CourseCage> cages;
  long long total = 0;
  for (long long k = 1; k <= count; ++k) {
    const std::string which = "cage " + std::to_string(k);
    CourseCage c;
    auto [sum, sum_token] = in.integer("the sum of " + which);
    c.sum_token = sum_token;
    if (sum <= 0)
      throw ParseFailure(sum_token, which + ": a sum must be positive, found " + sum_token.text);
    auto [size, size_token] = in.integer("the number of cells of " + which);
    if (size < 1) throw ParseFailure(size_token, which + ": a cage needs at least one cell");
    total += size;
    if (total > kMaxSide * kMaxSide)
      throw ParseFailure(size_token, "more cells than a grid of at most " +
                                         std::to_string(kMaxSide) + " x " +
                                         std::to_string(kMaxSide) + " holds");
    c.cage.op = CageOp::Add;
    c.cage.target = sum;
    for (long long i = 0; i < size; ++i) {
      auto [cell, cell_token] = in.integer("cell " + std::to_string(i + 1) + " of " + which);
      c.cage.cells.push_back(static_cast<int>(std::max(-1LL, std::min(cell, 1LL << 30))));
      c.cell_tokens.push_back(cell_token);
    }
    cages.push_back(std::move(c));
  }
  if (!in.done())
    throw ParseFailure(in.peek(), "unexpected '" + in.peek().text + "' after the " +
                                      std::to_string(count) + (count == 1 ? " cage" : " cages") +
                                      " announced");
  const int n = static_cast<int>(std::lround(std::sqrt(static_cast<double>(total))));
  if (static_cast<long long>(n) * n != total)
    throw ParseFailure(
        count_token, "the cages hold " + std::to_string(total) + " cells, which is no N x N grid");
  std::vector<int> labels(static_cast<std::size_t>(n * n), -1);
  for (std::size_t k = 0; k < cages.size(); ++k) {
    for (std::size_t i = 0; i < cages[k].cage.cells.size(); ++i) {
      const int cell = cages[k].cage.cells[i];
      const Token& t = cages[k].cell_tokens[i];
      if (cell < 0 || cell >= n * n)
        throw ParseFailure(t, "cell " + t.text + " is outside the grid (cells 0 to " +
                                  std::to_string(n * n - 1) + ")");
      int& label = labels[static_cast<std::size_t>(cell)];
      const std::string where = "cell " + t.text + " (r" + std::to_string(cell / n + 1) + "c" +
                                std::to_string(cell % n + 1) + ")";
      if (label == static_cast<int>(k))
        throw ParseFailure(t, where + " is listed twice in cage " + std::to_string(k + 1));
      if (label >= 0)
        throw ParseFailure(t, where + " is in two cages (" + std::to_string(label + 1) + " and " +
                                  std::to_string(k + 1) + ")");
      label = static_cast<int>(k);
    }
  }
  for (int cell = 0; cell < n * n; ++cell)
    if (labels[static_cast<std::size_t>(cell)] < 0)
      throw ParseFailure(count_token, "cell " + std::to_string(cell) + " (r" +
                                          std::to_string(cell / n + 1) + "c" +
                                          std::to_string(cell % n + 1) + ") is in no cage");
  if (auto broken = disconnected_label(labels, n)) {
    const std::size_t k = static_cast<std::size_t>(labels[static_cast<std::size_t>(*broken)]);
    throw ParseFailure(cages[k].sum_token, "cage " + std::to_string(k + 1) + " is not connected");
  }
  std::vector<CalcudokuCage> out;
  for (std::size_t k = 0; k < cages.size(); ++k) {
    if (auto problem = calcudoku_cage_problem(n, cages[k].cage))
      throw ParseFailure(cages[k].sum_token, "cage " + std::to_string(k + 1) + ": " + *problem);
    out.push_back(std::move(cages[k].cage));
  }
  return std::make_unique<Calcudoku>(n, std::move(out), Grid(n, n));
}

std::string write_calcudoku_cages(const Puzzle& p) {
  const auto* s = dynamic_cast<const Calcudoku*>(&p);
  if (!s) throw ParseFailure(0, 0, "calcudoku-cages holds only calcudoku puzzles");
  std::ostringstream out;
  out << s->cages.size() << "\n";
  for (const CalcudokuCage& cage : s->cages) {
    const bool one_cell =
        cage.cells.size() == 1 && cage.op != CageOp::Sub && cage.op != CageOp::Div;
    if (cage.op != CageOp::Add && !one_cell)
      throw ParseFailure(0, 0,
                         "calcudoku-cages holds only sum cages; cage " +
                             calcudoku_target_text(cage) + " is not one");
    out << cage.target << ' ' << cage.cells.size();
    for (int cell : cage.cells) out << ' ' << cell;
    out << "\n";
  }
  // Givens survive only as one-cell cages.
  const std::vector<int> cage_of = s->cage_of_cell();
  for (int cell = 0; cell < s->n * s->n; ++cell) {
    const int given = s->grid.cells[static_cast<std::size_t>(cell)];
    const int k = cage_of[static_cast<std::size_t>(cell)];
    if (given == kUnknown) continue;
    if (k < 0 || s->cages[static_cast<std::size_t>(k)].cells.size() != 1 ||
        s->cages[static_cast<std::size_t>(k)].target != given)
      throw ParseFailure(0, 0,
                         "calcudoku-cages cannot hold the given at r" +
                             std::to_string(cell / s->n + 1) + "c" +
                             std::to_string(cell % s->n + 1));
  }
  return out.str();
}

}  // namespace

FormatEntry calcudoku_cages_format() {
  return {"calcudoku-cages",
          "the sum-only Calcudoku course: number of cages, then `sum count cell...` per cage",
          read_calcudoku_cages, nullptr, write_calcudoku_cages};
}

}  // namespace gridsat

// Keen, Tatham's calcudoku: `W[dX][m]:CAGES,CLUES`. CAGES is the edge-run region code with Keen's
// repeat counts; CLUES is one clue per cage, cages ordered by their smallest cell, each a letter
// (`a` sum, `m` product, `s` difference, `d` quotient) and a decimal target. The difficulty and
// the `m` flag (multiplication only, a generator setting) are read and ignored.
#include "formats/tatham.hpp"
#include "genres/calcudoku/calcudoku.hpp"

namespace gridsat {
namespace {

constexpr int kMaxSide = 64;  // as the native format: candidate bitsets hold 64 values

int read_keen_size(const IdText& params) {
  std::size_t pos = 0;
  if (params.empty() || params[0] < '0' || params[0] > '9')
    throw params.error_at(0, "expected Keen's grid size, such as 6");
  const int n = read_param_number(params, pos, kMaxSide, "Keen grid size");
  if (n < 1) throw params.error_at(0, "a Keen grid has at least one cell");
  while (pos < params.size()) {
    if (params[pos] == 'm')
      ++pos;
    else if (!skip_difficulty(params, pos))
      throw unknown_param(params, pos, "Keen");
  }
  return n;
}

struct Clue {
  CageOp op;
  long long target;
  std::size_t at;  // index of the clue's letter in CLUES
};

std::vector<Clue> read_clues(const IdText& code) {
  std::vector<Clue> clues;
  std::size_t pos = 0;
  while (pos < code.size()) {
    const char letter = code[pos];
    Clue clue{CageOp::None, 0, pos};
    switch (letter) {
      case 'a':
        clue.op = CageOp::Add;
        break;
      case 'm':
        clue.op = CageOp::Mul;
        break;
      case 's':
        clue.op = CageOp::Sub;
        break;
      case 'd':
        clue.op = CageOp::Div;
        break;
      default:
        throw code.error_at(
            pos, "expected a Keen clue letter (a, m, s or d), found " + quote_char(letter));
    }
    ++pos;
    if (pos >= code.size() || code[pos] < '0' || code[pos] > '9')
      throw code.error_at(pos, "expected the target after the clue letter");
    for (; pos < code.size() && code[pos] >= '0' && code[pos] <= '9'; ++pos) {
      clue.target = clue.target * 10 + (code[pos] - '0');
      if (clue.target > 1'000'000'000'000LL)
        throw code.error_at(clue.at, "the target is too large");
    }
    clues.push_back(clue);
  }
  return clues;
}

std::unique_ptr<Puzzle> read_keen(const IdText& params, const IdText& desc) {
  const int n = read_keen_size(params);
  const std::vector<IdText> parts = desc.split(',');
  if (parts.size() < 2)
    throw desc.error_at(desc.size(), "expected ',' and the clues after the cages");
  if (parts.size() > 2)
    throw desc.error_at(static_cast<std::size_t>(parts[2].col - 1 - desc.col),
                        "unexpected ',' after the clues");
  const RegionCode regions = decode_edge_runs(parts[0], n, true);
  const std::vector<std::vector<int>> cells = region_cells(regions);
  const std::vector<Clue> clues = read_clues(parts[1]);
  if (clues.size() != cells.size())
    throw parts[1].error_at(clues.size() < cells.size() ? parts[1].size() : clues[cells.size()].at,
                            "the cage code makes " + std::to_string(cells.size()) +
                                " cages and there are " + std::to_string(clues.size()) + " clues");
  std::vector<CalcudokuCage> cages;
  for (std::size_t k = 0; k < cells.size(); ++k) {
    CalcudokuCage cage{cells[k], clues[k].op, clues[k].target};
    if (auto problem = calcudoku_cage_problem(n, cage))
      throw parts[1].error_at(clues[k].at, "the cage with r" + std::to_string(cells[k][0] / n + 1) +
                                               "c" + std::to_string(cells[k][0] % n + 1) + ": " +
                                               *problem);
    cages.push_back(std::move(cage));
  }
  return std::make_unique<Calcudoku>(n, std::move(cages), Grid(n, n));
}

std::optional<std::string> write_keen(const Puzzle& puzzle) {
  const auto* s = dynamic_cast<const Calcudoku*>(&puzzle);
  if (!s) return std::nullopt;
  std::string clues;
  for (const CalcudokuCage& cage : s->cages) {
    CageOp op = cage.op;
    if (op == CageOp::None && cage.cells.size() == 1) op = CageOp::Add;
    switch (op) {
      case CageOp::Add:
        clues += 'a';
        break;
      case CageOp::Mul:
        clues += 'm';
        break;
      case CageOp::Sub:
        clues += 's';
        break;
      case CageOp::Div:
        clues += 'd';
        break;
      case CageOp::None:
        throw ParseFailure(0, 0,
                           "Keen IDs give every cage an operation; the cage " +
                               calcudoku_target_text(cage) + " at r" +
                               std::to_string(cage.cells[0] / s->n + 1) + "c" +
                               std::to_string(cage.cells[0] % s->n + 1) + " has none");
    }
    clues += std::to_string(cage.target);
  }
  for (int v : s->grid.cells)
    if (v != kUnknown) throw ParseFailure(0, 0, "Keen IDs hold no givens outside the cages");
  std::string code;
  try {
    code = encode_edge_runs(s->cage_of_cell(), s->n, true);
  } catch (const ParseFailure& e) {
    throw ParseFailure(0, 0, "cages: " + e.error.message);
  }
  return std::to_string(s->n) + ":" + code + "," + clues;
}

}  // namespace

TathamGame keen_game() {
  return {"keen", "calcudoku", read_keen, write_keen};
}

}  // namespace gridsat

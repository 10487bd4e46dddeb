#include "formats/native_types.hpp"

#include <map>
#include <sstream>

namespace gridsat {

Grid read_value_grid(const std::vector<std::vector<Token>>& rows, int lo, int hi,
                     bool zero_is_empty) {
  Grid g(static_cast<int>(rows.size()), rows.empty() ? 0 : static_cast<int>(rows[0].size()));
  for (int r = 0; r < g.rows; ++r) {
    for (int c = 0; c < g.cols; ++c) {
      const Token& t = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (t.text == ".") continue;
      auto v = parse_integer(t.text);
      if (!v) throw ParseFailure(t, "unexpected '" + t.text + "' in the grid");
      if (*v == 0 && zero_is_empty && lo > 0) continue;
      if (*v < lo || *v > hi)
        throw ParseFailure(t, "value " + t.text + " is out of range (" + std::to_string(lo) +
                                  " to " + std::to_string(hi) + ")");
      g.at(r, c) = static_cast<int>(*v);
    }
  }
  return g;
}

std::string write_value_grid(const Grid& grid, bool compact) {
  std::string out;
  for (int r = 0; r < grid.rows; ++r) {
    for (int c = 0; c < grid.cols; ++c) {
      if (c > 0 && !compact) out += ' ';
      int v = grid.at(r, c);
      out += v == kUnknown ? "." : std::to_string(v);
    }
    out += '\n';
  }
  return out;
}

std::string region_label(int index) {
  std::string label;
  do {
    label.insert(label.begin(), static_cast<char>('a' + index % 26));
    index = index / 26 - 1;
  } while (index >= 0);
  return label;
}

std::vector<int> label_numbers(const std::vector<std::vector<Token>>& rows) {
  std::map<std::string, int> ids;
  std::vector<int> out;
  for (const auto& row : rows)
    for (const Token& t : row)
      out.push_back(ids.emplace(t.text, static_cast<int>(ids.size())).first->second);
  return out;
}

namespace {

// Splits "12*" into 12 and Mul; "×" and "÷" are two-byte-plus characters.
void parse_target(const Token& t, RawCage& cage) {
  static const std::pair<std::string_view, CageOp> kOps[] = {
      {"+", CageOp::Add}, {"-", CageOp::Sub}, {"*", CageOp::Mul}, {"x", CageOp::Mul},
      {"X", CageOp::Mul}, {"/", CageOp::Div}, {":", CageOp::Div}, {"×", CageOp::Mul},
      {"÷", CageOp::Div}, {"−", CageOp::Sub}};
  std::string_view text = t.text;
  CageOp op = CageOp::None;
  for (const auto& [suffix, o] : kOps) {
    if (text.size() > suffix.size() && text.ends_with(suffix)) {
      text.remove_suffix(suffix.size());
      op = o;
      break;
    }
  }
  auto v = parse_integer(text);
  if (!v) throw ParseFailure(t, "expected a target such as 12+ or 3, found '" + t.text + "'");
  if (*v <= 0) throw ParseFailure(t, "a cage target must be positive, found " + t.text);
  if (*v > 1'000'000'000'000LL) throw ParseFailure(t, "cage target " + t.text + " is too large");
  cage.has_target = true;
  cage.target = *v;
  cage.op = op;
  cage.target_token = t;
}

}  // namespace

std::vector<RawCage> read_cages(const NativeDoc& doc, int n, bool dot_is_none) {
  const NativeSection* cages = doc.section("cages");
  const NativeSection* targets = doc.section("targets");
  if (!cages && !targets) return {};
  if (!cages) throw ParseFailure(targets->keyword, "'targets:' without 'cages:'");
  if (!targets) throw ParseFailure(cages->keyword, "'cages:' without 'targets:'");
  auto rows = doc.read_rows(*cages, n, n, false);
  std::vector<RawCage> out;
  std::map<std::string, std::size_t> index;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const Token& t = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (dot_is_none && t.text == ".") continue;
      auto [it, added] = index.emplace(t.text, out.size());
      if (added) out.push_back({t.text, t, {}, false, 0, CageOp::None, {}});
      out[it->second].cells.push_back(r * n + c);
    }
  }
  std::vector<Token> pairs = targets->inline_tokens;
  for (const TextLine& line : targets->lines)
    pairs.insert(pairs.end(), line.tokens.begin(), line.tokens.end());
  for (std::size_t i = 0; i < pairs.size(); i += 2) {
    const Token& label = pairs[i];
    auto it = index.find(label.text);
    if (it == index.end())
      throw ParseFailure(label, "target for '" + label.text + "', which is no cage");
    if (i + 1 == pairs.size())
      throw ParseFailure(label, "cage '" + label.text + "' has no target after it");
    RawCage& cage = out[it->second];
    if (cage.has_target) throw ParseFailure(label, "cage '" + label.text + "' has two targets");
    parse_target(pairs[i + 1], cage);
  }
  std::vector<int> labels(static_cast<std::size_t>(n * n), -1);
  for (std::size_t k = 0; k < out.size(); ++k) {
    if (!out[k].has_target)
      throw ParseFailure(out[k].first, "cage '" + out[k].label + "' has no target");
    for (int cell : out[k].cells) labels[static_cast<std::size_t>(cell)] = static_cast<int>(k);
  }
  if (auto broken = disconnected_label(labels, n)) {
    const RawCage& cage = out[static_cast<std::size_t>(labels[static_cast<std::size_t>(*broken)])];
    throw ParseFailure(cage.first, "cage '" + cage.label + "' is not connected");
  }
  return out;
}

std::string cage_op_text(CageOp op) {
  switch (op) {
    case CageOp::Add:
      return "+";
    case CageOp::Sub:
      return "-";
    case CageOp::Mul:
      return "*";
    case CageOp::Div:
      return "/";
    case CageOp::None:
      return "";
  }
  return "";
}

}  // namespace gridsat

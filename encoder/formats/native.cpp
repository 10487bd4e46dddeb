#include "formats/native.hpp"

#include <algorithm>
#include <cctype>

#include "formats/formats.hpp"

namespace gridsat {
namespace {

// After the shared ones (`across` and `down`: the dots of a declared values genre, kropki's), the
// last names are variant sudoku's constraint kinds (genres/sudoku/constraints/).
constexpr std::string_view kSections[] = {
    "grid",    "top",    "bottom", "left",          "right",       "cages",
    "targets", "across", "down",   "regions",       "rooms",       "numbers",
    "givens",  "thermo", "arrow",  "palindrome",    "renban",      "whispers",
    "between", "kropki", "xv",     "little-killer", "sandwich",    "quadruple",
    "odd",     "even",   "min",    "max",           "extra-region"};

// "top:" -> "top"; "top:1..2" -> "top" with rest "1..2"; anything else -> nothing.
std::optional<std::string> section_keyword(const Token& t, std::string& rest) {
  std::size_t colon = t.text.find(':');
  if (colon == std::string::npos) return std::nullopt;
  std::string name = lowercase(t.text.substr(0, colon));
  if (std::find(std::begin(kSections), std::end(kSections), name) == std::end(kSections))
    return std::nullopt;
  rest = t.text.substr(colon + 1);
  return name;
}

bool is_ruler_line(const std::string& text) {
  return text.find_first_not_of("-+|= \t") == std::string::npos;
}

void parse_size(NativeDoc& doc, const Token& t) {
  std::string s = lowercase(t.text);
  std::size_t x = s.find('x');
  auto fail = [&] { throw ParseFailure(t, "expected a size N or HxW, found '" + t.text + "'"); };
  auto dimension = [&](std::string_view part) {
    auto v = parse_integer(part);
    if (!v) fail();
    if (*v < 1) throw ParseFailure(t, "size " + std::string(part) + " is too small (at least 1)");
    // No type reads more than 1000 rows or columns; most allow fewer and say how many when the
    // size is above their own limit. This message names no limit, so that it cannot contradict
    // theirs ("sudoku size 100 is too large (at most 64)").
    if (*v > 1000) throw ParseFailure(t, doc.type + " size " + std::string(part) + " is too large");
    return static_cast<int>(*v);
  };
  if (x == std::string::npos) {
    doc.rows = doc.cols = dimension(s);
    doc.square_size = true;
  } else {
    doc.rows = dimension(std::string_view(s).substr(0, x));
    doc.cols = dimension(std::string_view(s).substr(x + 1));
    doc.square_size = false;
  }
}

}  // namespace

NativeOption* NativeDoc::option(std::string_view key) {
  for (NativeOption& o : options)
    if (o.key == key) {
      o.used = true;
      return &o;
    }
  return nullptr;
}

bool NativeDoc::flag(std::string_view key) {
  NativeOption* o = option(key);
  if (o && !o->value.empty())
    throw ParseFailure(o->token, "'" + std::string(key) + "' takes no value");
  return o != nullptr;
}

const NativeSection* NativeDoc::section(std::string_view name) const {
  for (const NativeSection& s : sections)
    if (s.name == name) return &s;
  return nullptr;
}

void NativeDoc::reject_unused_options() const {
  for (const NativeOption& o : options)
    if (!o.used) throw ParseFailure(o.token, "unknown option '" + o.token.text + "' for " + type);
}

void NativeDoc::reject_sections_except(std::initializer_list<std::string_view> allowed) const {
  reject_sections_except(std::vector<std::string_view>(allowed));
}

void NativeDoc::reject_sections_except(const std::vector<std::string_view>& allowed) const {
  for (const NativeSection& s : sections)
    if (std::find(allowed.begin(), allowed.end(), s.name) == allowed.end())
      throw ParseFailure(s.keyword, "section '" + s.name + ":' does not apply to " + type);
}

std::vector<std::vector<Token>> NativeDoc::read_rows(const NativeSection& section, int want_rows,
                                                     int want_cols, bool skip_rulers) const {
  if (!section.inline_tokens.empty())
    throw ParseFailure(section.inline_tokens.front(),
                       "'" + section.name + ":' takes its rows on the following lines");
  std::vector<std::vector<Token>> rows;
  for (const TextLine& line : section.lines) {
    if (skip_rulers && is_ruler_line(line.text)) continue;
    std::vector<Token> cells;
    for (const Token& t : line.tokens)
      if (!(skip_rulers && t.text == "|")) cells.push_back(t);
    if (cells.size() == 1 && want_cols > 1) cells = split_chars(cells.front());
    // Values of a ruled (sudoku) grid are 1..N: one character each exactly when N <= 9.
    if (skip_rulers && static_cast<int>(cells.size()) != want_cols && want_cols <= 9)
      cells = split_groups(cells, want_cols);
    if (static_cast<int>(rows.size()) == want_rows)
      throw ParseFailure(line.tokens.front(), "'" + section.name + ":' has more than " +
                                                  std::to_string(want_rows) + " rows");
    if (static_cast<int>(cells.size()) != want_cols)
      throw ParseFailure(line.tokens.front(), "row " + std::to_string(rows.size() + 1) + " of '" +
                                                  section.name + ":' has " +
                                                  std::to_string(cells.size()) +
                                                  " cells, expected " + std::to_string(want_cols));
    rows.push_back(std::move(cells));
  }
  if (static_cast<int>(rows.size()) != want_rows) {
    int line = section.lines.empty() ? section.keyword.line : section.lines.back().number + 1;
    throw ParseFailure(line, 1,
                       "'" + section.name + ":' has " + std::to_string(rows.size()) +
                           " rows, expected " + std::to_string(want_rows));
  }
  return rows;
}

std::vector<Token> NativeDoc::read_clue_line(const NativeSection& section, int count) const {
  if (!section.lines.empty())
    throw ParseFailure(section.lines.front().tokens.front(),
                       "'" + section.name + ":' takes its clues on its own line");
  std::vector<Token> tokens = section.inline_tokens;
  if (tokens.size() == 1 && count > 1) tokens = split_chars(tokens.front());
  if (static_cast<int>(tokens.size()) != count)
    throw ParseFailure(tokens.empty() ? section.keyword : tokens.front(),
                       "'" + section.name + ":' has " + std::to_string(tokens.size()) +
                           " clues, expected " + std::to_string(count));
  return tokens;
}

NativeDoc parse_native(std::string_view text) {
  std::vector<TextLine> lines = split_lines(text);
  if (lines.empty()) throw ParseFailure(1, 1, "empty input: expected a header such as 'sudoku 9'");
  NativeDoc doc;
  const TextLine& header = lines.front();
  doc.type_token = header.tokens[0];
  auto type = canonical_type(doc.type_token.text);
  if (!type)
    throw ParseFailure(doc.type_token, "unknown puzzle type '" + doc.type_token.text + "'");
  doc.type = *type;
  if (header.tokens.size() < 2)
    throw ParseFailure(header.number, static_cast<int>(header.text.size()) + 1,
                       "the header needs a size after the type");
  doc.size_token = header.tokens[1];
  parse_size(doc, doc.size_token);
  for (std::size_t i = 2; i < header.tokens.size(); ++i) {
    const Token& t = header.tokens[i];
    std::size_t eq = t.text.find('=');
    NativeOption o;
    o.key = lowercase(t.text.substr(0, eq));
    o.value = eq == std::string::npos ? "" : t.text.substr(eq + 1);
    o.token = t;
    for (const NativeOption& prev : doc.options)
      if (prev.key == o.key) throw ParseFailure(t, "option '" + o.key + "' given twice");
    doc.options.push_back(std::move(o));
  }
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const TextLine& line = lines[i];
    std::string rest;
    if (auto name = section_keyword(line.tokens.front(), rest)) {
      if (doc.section(*name))
        throw ParseFailure(line.tokens.front(), "section '" + *name + ":' appears twice");
      NativeSection s;
      s.name = *name;
      s.keyword = line.tokens.front();
      if (!rest.empty())
        s.inline_tokens.push_back(
            {rest, line.number, s.keyword.col + static_cast<int>(name->size()) + 1});
      s.inline_tokens.insert(s.inline_tokens.end(), line.tokens.begin() + 1, line.tokens.end());
      doc.sections.push_back(std::move(s));
    } else if (doc.sections.empty()) {
      throw ParseFailure(line.tokens.front(), "expected a section such as 'grid:', found '" +
                                                  line.tokens.front().text + "'");
    } else {
      doc.sections.back().lines.push_back(line);
    }
  }
  doc.last_line = lines.back().number;
  return doc;
}

// A known type name first, or a word followed by a size ("killer 9"): no other format starts
// that way, so a misspelt type is reported as such rather than as an unknown format.
bool looks_native(std::string_view text) {
  for (const TextLine& line : split_lines(text)) {
    const std::string& first = line.tokens[0].text;
    if (canonical_type(first)) return true;
    const auto is_word_char = [](char c) {
      return std::isalpha(static_cast<unsigned char>(c)) || c == '-' || c == '_';
    };
    return line.tokens.size() >= 2 && std::ranges::all_of(first, is_word_char) &&
           std::isdigit(static_cast<unsigned char>(line.tokens[1].text[0]));
  }
  return false;
}

}  // namespace gridsat

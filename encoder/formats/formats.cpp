#include "formats/formats.hpp"

#include <algorithm>
#include <new>

#include "formats/registry.hpp"
#include "genres/genre.hpp"

namespace gridsat {
namespace {

const FormatEntry* find_format(std::string_view name) {
  for (const FormatEntry& f : format_table())
    if (f.name == name) return &f;
  return nullptr;
}

}  // namespace

std::optional<std::string> canonical_type(std::string_view name) {
  std::string lower = lowercase(name);
  for (const Genre& g : genres()) {
    if (g.name == lower) return std::string(g.name);
    for (std::string_view alias : g.aliases)
      if (alias == lower) return std::string(g.name);
  }
  return std::nullopt;
}

ReadResult read_puzzle(std::string_view text, std::string_view from, std::string_view type) {
  ReadResult result;
  try {
    std::string canonical;
    if (!type.empty()) {
      auto t = canonical_type(type);
      if (!t) throw ParseFailure(0, 0, "unknown puzzle type '" + std::string(type) + "'");
      canonical = *t;
    }
    reject_binary(text);
    const FormatEntry* format = nullptr;
    if (!from.empty()) {
      format = find_format(lowercase(from));
      if (!format || !format->read)
        throw ParseFailure(0, 0, "unknown input format '" + std::string(from) + "'");
    } else {
      for (const FormatEntry& f : format_table())
        if (f.detect && f.detect(text, canonical)) {
          format = &f;
          break;
        }
      if (!format) {
        if (split_lines(text).empty()) throw ParseFailure(1, 1, "empty input");
        throw ParseFailure(1, 1, "cannot tell the input format; name it with --from");
      }
    }
    result.format = format->name;
    result.puzzle = format->read(text, canonical);
    if (!canonical.empty() && result.puzzle->type() != canonical)
      throw ParseFailure(
          0, 0,
          "the input is a " + std::string(result.puzzle->type()) + " puzzle, not " + canonical);
  } catch (const ParseFailure& e) {
    result.puzzle.reset();
    result.error = e.error;
  } catch (const std::bad_alloc&) {
    result.puzzle.reset();
    result.error = ParseError{0, 0, "out of memory while reading the puzzle"};
  }
  return result;
}

std::optional<std::string> write_puzzle(const Puzzle& puzzle, std::string_view to,
                                        std::string& error) {
  const FormatEntry* format = find_format(lowercase(to));
  if (!format || !format->write) {
    error = "cannot write format '" + std::string(to) + "'";
    return std::nullopt;
  }
  try {
    return format->write(puzzle);
  } catch (const ParseFailure& e) {
    error = e.error.message;
    return std::nullopt;
  }
}

std::vector<FormatInfo> list_formats() {
  std::vector<FormatInfo> out;
  for (const FormatEntry& f : format_table())
    out.push_back({f.name, f.summary, f.read != nullptr, f.write != nullptr, f.detect != nullptr});
  return out;
}

std::string write_plain(const Puzzle& puzzle, const Grid& grid) {
  std::string out;
  for (int r = 0; r < grid.rows; ++r) {
    for (int c = 0; c < grid.cols; ++c) {
      if (c > 0) out += ' ';
      out += grid.at(r, c) == kUnknown ? "?" : puzzle.value_text(grid.at(r, c));
    }
    out += '\n';
  }
  return out;
}

std::optional<Grid> read_plain(const Puzzle& puzzle, std::string_view text, ParseError& error) {
  try {
    reject_binary(text);
    Grid g(puzzle.rows(), puzzle.cols());
    int r = 0;
    for (const TextLine& line : split_lines(text)) {
      if (line.text.find_first_not_of("-+|= \t") == std::string::npos) continue;  // a ruler
      std::vector<Token> cells;
      for (const Token& t : line.tokens)
        if (t.text != "|") cells.push_back(t);
      if (cells.size() == 1 && g.cols > 1) cells = split_chars(cells.front());
      if (r == g.rows)
        throw ParseFailure(line.tokens.front(), "more than " + std::to_string(g.rows) + " rows");
      if (static_cast<int>(cells.size()) != g.cols)
        throw ParseFailure(line.tokens.front(), "row " + std::to_string(r + 1) + " has " +
                                                    std::to_string(cells.size()) +
                                                    " cells, expected " + std::to_string(g.cols));
      for (int c = 0; c < g.cols; ++c) {
        const Token& t = cells[static_cast<std::size_t>(c)];
        auto v = puzzle.parse_value(t.text);
        if (!v) throw ParseFailure(t, "'" + t.text + "' is not a value of this puzzle");
        g.at(r, c) = *v;
      }
      ++r;
    }
    if (r != g.rows)
      throw ParseFailure(
          0, 0,
          "the solution has " + std::to_string(r) + " rows, expected " + std::to_string(g.rows));
    return g;
  } catch (const ParseFailure& e) {
    error = e.error;
    return std::nullopt;
  }
}

// ---- the tables ----

namespace {

std::unique_ptr<Puzzle> read_native(std::string_view text, std::string_view) {
  NativeDoc doc = parse_native(text);
  return find_genre(doc.type)->native.build(doc);
}

bool detect_native(std::string_view text, std::string_view) {
  return looks_native(text);
}

std::string write_native(const Puzzle& puzzle) {
  return find_genre(puzzle.type())->native.write(puzzle);
}

}  // namespace

const std::vector<FormatEntry>& format_table() {
  // The shared formats first, then each genre's own, in detection order within each genre.
  static const std::vector<FormatEntry> table = [] {
    std::vector<FormatEntry> all = {
        {"native", "gridsat's own format (.gsp): every puzzle type", read_native, detect_native,
         write_native},
        puzzlink_format(),
        tatham_format(),
    };
    for (const Genre& genre : genres())
      all.insert(all.end(), genre.formats.begin(), genre.formats.end());
    return all;
  }();
  return table;
}

}  // namespace gridsat

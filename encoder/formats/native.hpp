// The native format (.gsp): a header line `<type> <size> [option ...]`, then sections. This unit
// parses the generic shape; each puzzle type builds itself from the parsed document.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "formats/text.hpp"

namespace gridsat {

struct NativeOption {
  std::string key;    // lowercased
  std::string value;  // as written ("" for a flag such as `diagonal`)
  Token token;
  bool used = false;
};

struct NativeSection {
  std::string name;  // lowercased, without ':'
  Token keyword;
  std::vector<Token> inline_tokens;  // what follows the keyword on its own line
  std::vector<TextLine> lines;       // the lines after it, up to the next keyword
};

struct NativeDoc {
  std::string type;  // canonical
  Token type_token;
  Token size_token;
  int rows = 0;
  int cols = 0;
  bool square_size = true;  // written as `N`, not `HxW`
  std::vector<NativeOption> options;
  std::vector<NativeSection> sections;
  int last_line = 0;  // for "ends too early" errors

  // The option with this key (marked used), or null.
  NativeOption* option(std::string_view key);
  // Whether the switch `key` (an option without a value: `diagonal`) is given, marked used;
  // throws ParseFailure at it when it carries a value.
  bool flag(std::string_view key);
  const NativeSection* section(std::string_view name) const;
  // Fails on any option no builder asked for.
  void reject_unused_options() const;
  // Fails on any section not in `allowed`.
  void reject_sections_except(std::initializer_list<std::string_view> allowed) const;
  void reject_sections_except(const std::vector<std::string_view>& allowed) const;

  // The `rows` lines of a row section, each as exactly `cols` cell tokens. A line with a single
  // token of `cols` characters is split into characters. `skip_rulers`: sudoku rulers (lines of
  // - + | = and `|` tokens) are ignored.
  std::vector<std::vector<Token>> read_rows(const NativeSection& section, int rows, int cols,
                                            bool skip_rulers) const;
  // The clue tokens of a one-line section: `count` tokens, or one run-together token.
  std::vector<Token> read_clue_line(const NativeSection& section, int count) const;
};

// Parses the header and sections. Fails (ParseFailure) on a bad header or unknown keyword.
NativeDoc parse_native(std::string_view text);

bool looks_native(std::string_view text);

}  // namespace gridsat

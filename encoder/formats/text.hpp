// Reading text with positions: lines split into tokens that remember their line and column, and
// the one error type every reader reports (line, column, what is wrong).
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace gridsat {

struct ParseError {
  int line = 0;  // 1-based; 0 when the error is about no particular place
  int col = 0;
  std::string message;
};

struct Token {
  std::string text;
  int line = 0;
  int col = 0;
};

struct TextLine {
  std::string text;  // without the comment and trailing white space
  int number = 0;
  std::vector<Token> tokens;
};

// Readers signal bad input by throwing this inside the formats code; read_puzzle() turns it into
// a ParseError value at the boundary, so nothing escapes to the caller.
class ParseFailure : public std::runtime_error {
 public:
  ParseFailure(int line, int col, const std::string& message)
      : std::runtime_error(message), error{line, col, message} {}
  ParseFailure(const Token& at, const std::string& message)
      : ParseFailure(at.line, at.col, message) {}
  ParseError error;
};

// Rejects bytes that no puzzle text contains (NUL and other control characters, invalid UTF-8),
// so that binary input gets one clear message.
void reject_binary(std::string_view text);

// Splits into lines (ended by LF, CR LF or a lone CR); `comment` (if not 0) starts a comment
// running to the end of the line; blank lines are dropped. Columns count characters, not bytes.
std::vector<TextLine> split_lines(std::string_view text, char comment = '#');

std::string lowercase(std::string_view s);
// A whole decimal integer (optional sign), or nothing.
std::optional<long long> parse_integer(std::string_view s);
// Splits a token into its characters (UTF-8 aware), each a token at its own column.
std::vector<Token> split_chars(const Token& token);
// A row written run together in groups, `53. .7. ...` (the `|` of a ruled row already dropped):
// one cell per character of every group when that makes exactly `width` cells, otherwise the
// groups as they are. Only for rows whose values are one character each (the caller knows), so
// that a group such as `12` cannot be the value twelve.
std::vector<Token> split_groups(const std::vector<Token>& groups, int width);

}  // namespace gridsat

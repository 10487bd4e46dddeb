#include "formats/text.hpp"

#include <cctype>
#include <charconv>

namespace gridsat {
namespace {

int utf8_length(unsigned char lead) {
  if (lead < 0x80) return 1;
  if ((lead >> 5) == 0x6) return 2;
  if ((lead >> 4) == 0xE) return 3;
  if ((lead >> 3) == 0x1E) return 4;
  return 0;
}

}  // namespace

void reject_binary(std::string_view text) {
  int line = 1, col = 1;
  for (std::size_t i = 0; i < text.size();) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c == '\n') {
      ++line;
      col = 1;
      ++i;
      continue;
    }
    if (c < 0x20 && c != '\t' && c != '\r')
      throw ParseFailure(line, col, "unexpected control character (binary data?)");
    int len = utf8_length(c);
    if (len == 0 || i + static_cast<std::size_t>(len) > text.size())
      throw ParseFailure(line, col, "invalid UTF-8 (binary data?)");
    for (int k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(text[i + static_cast<std::size_t>(k)]) >> 6) != 0x2)
        throw ParseFailure(line, col, "invalid UTF-8 (binary data?)");
    i += static_cast<std::size_t>(len);
    ++col;
  }
}

std::vector<TextLine> split_lines(std::string_view text, char comment) {
  std::vector<TextLine> lines;
  int number = 0;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    // A line ends at LF, CR LF or a lone CR (files saved by old Mac editors).
    std::size_t end = text.find_first_of("\r\n", pos);
    if (end == std::string_view::npos) end = text.size();
    const std::size_t next =
        end + (text.substr(end).starts_with("\r\n") ? 2 : 1);  // where the next line starts
    std::string_view raw = text.substr(pos, end - pos);
    ++number;
    if (comment) raw = raw.substr(0, std::min(raw.find(comment), raw.size()));
    while (!raw.empty() && std::isspace(static_cast<unsigned char>(raw.back())))
      raw.remove_suffix(1);
    TextLine line{std::string(raw), number, {}};
    int col = 1;
    std::size_t i = 0;
    while (i < raw.size()) {
      auto c = static_cast<unsigned char>(raw[i]);
      if (std::isspace(c)) {
        ++i;
        ++col;
        continue;
      }
      Token tok{"", number, col};
      while (i < raw.size() && !std::isspace(static_cast<unsigned char>(raw[i]))) {
        int len = std::max(1, utf8_length(static_cast<unsigned char>(raw[i])));
        tok.text.append(raw.substr(i, static_cast<std::size_t>(len)));
        i += static_cast<std::size_t>(len);
        ++col;
      }
      line.tokens.push_back(std::move(tok));
    }
    if (!line.tokens.empty()) lines.push_back(std::move(line));
    if (end == text.size()) break;
    pos = next;
  }
  return lines;
}

std::string lowercase(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::optional<long long> parse_integer(std::string_view s) {
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  long long value = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (s.empty() || ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return value;
}

std::vector<Token> split_chars(const Token& token) {
  std::vector<Token> out;
  int col = token.col;
  for (std::size_t i = 0; i < token.text.size();) {
    int len = std::max(1, utf8_length(static_cast<unsigned char>(token.text[i])));
    out.push_back({token.text.substr(i, static_cast<std::size_t>(len)), token.line, col++});
    i += static_cast<std::size_t>(len);
  }
  return out;
}

std::vector<Token> split_groups(const std::vector<Token>& groups, int width) {
  std::vector<Token> cells;
  for (const Token& group : groups)
    for (Token& cell : split_chars(group)) cells.push_back(std::move(cell));
  return static_cast<int>(cells.size()) == width ? cells : groups;
}

}  // namespace gridsat

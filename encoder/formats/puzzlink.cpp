// The `puzzlink` format entry: finds the URL in the input, takes it apart as pzprjs does
// (`[pflag/]cols/rows/body` after the genre), and dispatches to the genre's table entry.
#include "formats/puzzlink.hpp"

#include <algorithm>
#include <cctype>

#include "formats/genre_formats.hpp"
#include "formats/registry.hpp"

namespace gridsat {

const std::vector<PuzzlinkGenre>& puzzlink_genres() {
  // The puzz.link types of every genre unit, in the registry's order.
  static const std::vector<PuzzlinkGenre> table = [] {
    std::vector<PuzzlinkGenre> all;
    for (const GenreFormats& genre : genre_formats())
      all.insert(all.end(), genre.puzzlink.begin(), genre.puzzlink.end());
    return all;
  }();
  return table;
}

namespace {

const PuzzlinkGenre* genre_named(std::string_view name) {
  for (const PuzzlinkGenre& g : puzzlink_genres()) {
    if (g.name == name) return &g;
    for (std::string_view alias : g.aliases)
      if (alias == name) return &g;
  }
  return nullptr;
}

std::string genre_names() {
  std::string names;
  for (const PuzzlinkGenre& g : puzzlink_genres())
    names += (names.empty() ? "" : ", ") + std::string(g.name);
  return names;
}

bool is_number(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < '0' || c > '9') return false;
  return true;
}

// The size field at `field`: a positive number.
int read_size(const IdText& field, std::string_view what) {
  if (!is_number(field.text)) {
    if (field.empty()) throw field.error_at(0, "expected the number of " + std::string(what));
    throw field.error_at(0, "expected the number of " + std::string(what) + ", found '" +
                                std::string(field.text) + "'");
  }
  if (field.size() > 4) throw field.error_at(0, "too many " + std::string(what));
  int value = std::stoi(std::string(field.text));
  if (value < 1)
    throw field.error_at(0, "the number of " + std::string(what) + " must be positive");
  return value;
}

// Where the genre starts: after the scheme and host (and their '?') when there are any.
std::size_t genre_start(std::string_view url) {
  std::string lower = lowercase(url.substr(0, std::min<std::size_t>(url.size(), 8)));
  bool scheme = lower.starts_with("http://") || lower.starts_with("https://");
  std::size_t q = url.find('?');
  if (q != std::string_view::npos) return q + 1;
  return scheme ? url.size() : 0;  // a scheme without '?' leaves no genre
}

// Past the `NAME=VALUE&` pairs that may stand before the genre (`?type=player&sudoku/...`), as
// pzprjs skips them.
std::size_t after_parameters(std::string_view url, std::size_t start) {
  auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (;;) {
    std::size_t i = start;
    while (i < url.size() && word(url[i])) ++i;
    if (i == start || i >= url.size() || url[i] != '=') return start;
    std::size_t j = ++i;
    while (j < url.size() && word(url[j])) ++j;
    if (j == i || j >= url.size() || url[j] != '&') return start;
    start = j + 1;
  }
}

std::unique_ptr<Puzzle> read_puzzlink(std::string_view text, std::string_view) {
  const std::vector<TextLine> lines = split_lines(text, 0);
  PuzzlinkUrl url = parse_puzzlink_url(single_id(lines, "puzz.link URL"));
  const PuzzlinkGenre* genre = genre_named(lowercase(url.genre.text));
  if (!genre)
    throw url.genre.error_at(0, "unknown puzz.link genre '" + std::string(url.genre.text) +
                                    "' (gridsat reads " + genre_names() + ")");
  // Trailing slashes past the body's own fields, which puzz.link opens as if they were not there.
  int fields = 1;
  for (char c : url.body.text) fields += c == '/';
  while (fields > genre->body_fields && url.body.text.ends_with('/')) {
    url.body = url.body.sub(0, url.body.size() - 1);
    --fields;
  }
  return genre->read(url);
}

bool detect_puzzlink(std::string_view text, std::string_view) {
  const std::vector<TextLine> lines = split_lines(text, 0);
  if (lines.size() != 1 || lines[0].tokens.size() != 1) return false;
  const std::string url = lowercase(lines[0].tokens[0].text);
  for (std::string_view host : {"puzz.link/", "pzv.jp/", "pzprxs"})
    if (url.find(host) != std::string::npos) return true;
  std::string_view rest = std::string_view(url).substr(genre_start(url));
  std::size_t slash = rest.find('/');
  return slash != std::string_view::npos && genre_named(rest.substr(0, slash)) != nullptr;
}

std::string write_puzzlink(const Puzzle& puzzle) {
  for (const PuzzlinkGenre& genre : puzzlink_genres())
    if (genre.write)
      if (auto path = genre.write(puzzle)) return std::string(kPuzzlinkPrefix) + *path + "\n";
  throw ParseFailure(0, 0, "no puzz.link genre holds " + std::string(puzzle.type()) + " puzzles");
}

}  // namespace

PuzzlinkUrl parse_puzzlink_url(const IdText& whole) {
  // What a browser sends of the URL: not its `#fragment`.
  const IdText url = whole.sub(0, whole.text.find('#'));
  std::size_t start = genre_start(url.text);
  if (start == url.size() && url.text.find('?') == std::string_view::npos)
    throw url.error_at(0, "expected '?' and the genre after the host (puzz.link/p?GENRE/...)");
  start = after_parameters(url.text, start);
  const std::vector<IdText> fields = url.sub(start).split('/');
  PuzzlinkUrl out;
  out.genre = fields[0];
  // pzprjs opens GENRE_edit and GENRE_play as GENRE, in the editor or the player.
  for (std::string_view mode : {"_edit", "_play"})
    if (out.genre.text.size() > mode.size() && out.genre.text.ends_with(mode))
      out.genre = out.genre.sub(0, out.genre.size() - mode.size());
  if (out.genre.empty()) throw out.genre.error_at(0, "expected the puzz.link genre");
  if (fields.size() == 1)
    throw url.error_at(url.size(), "expected '/' and the size after the genre");
  std::size_t next = 1;
  if (!is_number(fields[1].text)) out.flags = fields[next++];  // pzprjs's optional pflag
  if (next >= fields.size())
    throw url.error_at(url.size(), "expected the number of columns after '/'");
  out.cols_text = fields[next++];
  out.cols = read_size(out.cols_text, "columns");
  if (next >= fields.size()) throw url.error_at(url.size(), "expected '/' and the number of rows");
  out.rows_text = fields[next++];
  out.rows = read_size(out.rows_text, "rows");
  // The body runs from after "ROWS/" to the end, '/' included, less `&` parameters after it,
  // which pzprjs's decoders never read (no body holds '&').
  const std::size_t body_at =
      static_cast<std::size_t>(out.rows_text.col - url.col) + out.rows_text.size() + 1;
  const IdText body = url.sub(std::min(body_at, url.size()));
  out.body = body.sub(0, body.text.find('&'));
  return out;
}

FormatEntry puzzlink_format() {
  return {"puzzlink", "puzz.link / pzprjs URLs: https://puzz.link/p?sudoku/9/9/<body>",
          read_puzzlink, detect_puzzlink, write_puzzlink};
}

}  // namespace gridsat

// The `tatham` format entry: finds the ID in the input, splits `game:params:desc` (or, with
// --type, `params:desc`), and dispatches to the game's table entry. Written IDs always carry the
// game's name, which is how users pass them between programs.
#include "formats/tatham.hpp"

#include <algorithm>

#include "formats/genre_formats.hpp"
#include "formats/registry.hpp"

namespace gridsat {

const std::vector<TathamGame>& tatham_games() {
  // The games of every genre unit, in the registry's order.
  static const std::vector<TathamGame> table = [] {
    std::vector<TathamGame> all;
    for (const GenreFormats& genre : genre_formats())
      all.insert(all.end(), genre.tatham.begin(), genre.tatham.end());
    return all;
  }();
  return table;
}

int read_param_number(const IdText& params, std::size_t& pos, int max, std::string_view what) {
  const std::size_t start = pos;
  if (pos >= params.size() || params[pos] < '0' || params[pos] > '9')
    throw params.error_at(pos, "expected " + std::string(what) + " (a number)");
  long long value = 0;
  for (; pos < params.size() && params[pos] >= '0' && params[pos] <= '9'; ++pos)
    value = std::min<long long>(value * 10 + (params[pos] - '0'), 1'000'000'000LL);
  if (value > max)
    throw params.error_at(start, std::string(what) + " " +
                                     std::string(params.text.substr(start, pos - start)) +
                                     " is too large (at most " + std::to_string(max) + ")");
  return static_cast<int>(value);
}

std::pair<int, int> read_grid_size(const IdText& params, std::size_t& pos, int max,
                                   std::string_view game, std::string_view example) {
  const std::string name(game);
  if (pos >= params.size() || params[pos] < '0' || params[pos] > '9')
    throw params.error_at(pos, "expected " + name + (name.ends_with('s') ? "'" : "'s") +
                                   " grid size, such as " + std::string(example));
  const int width = read_param_number(params, pos, max, name + " width");
  int height = width;
  if (pos < params.size() && params[pos] == 'x') {
    ++pos;
    height = read_param_number(params, pos, max, name + " height");
  }
  return {width, height};
}

bool skip_difficulty(const IdText& params, std::size_t& pos) {
  if (pos >= params.size() || params[pos] != 'd') return false;
  if (pos + 1 >= params.size() || params[pos + 1] < 'a' || params[pos + 1] > 'z')
    throw params.error_at(pos + 1, "expected a difficulty letter after 'd'");
  pos += 2;
  return true;
}

ParseFailure unknown_param(const IdText& params, std::size_t pos, std::string_view game) {
  return params.error_at(pos,
                         "unknown " + std::string(game) + " parameter " + quote_char(params[pos]));
}

namespace {

const TathamGame* game_named(std::string_view name) {
  for (const TathamGame& g : tatham_games())
    if (g.name == name) return &g;
  return nullptr;
}

const TathamGame* game_of_type(std::string_view type) {
  for (const TathamGame& g : tatham_games())
    if (g.type == type) return &g;
  return nullptr;
}

std::string game_names() {
  std::string names;
  for (const TathamGame& g : tatham_games())
    names += (names.empty() ? "" : ", ") + std::string(g.name);
  return names;
}

bool starts_with_digit(std::string_view s) {
  return !s.empty() && s.front() >= '0' && s.front() <= '9';
}

bool is_game_name(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (c < 'a' || c > 'z') return false;
  return true;
}

std::unique_ptr<Puzzle> read_tatham(std::string_view text, std::string_view type) {
  const std::vector<TextLine> lines = split_lines(text, 0);
  const IdText id = single_id(lines, "Tatham game ID");
  if (std::size_t hash = id.text.find('#'); hash != std::string_view::npos)
    throw id.error_at(hash,
                      "'#' starts a random seed, not a puzzle: give the game ID "
                      "(game:params:desc)");
  const std::vector<IdText> parts = id.split(':');
  if (parts.size() > 3)
    throw id.error_at(static_cast<std::size_t>(parts[3].col - 1 - id.col),
                      "unexpected ':' (a Tatham ID is game:params:desc)");
  if (parts.size() == 1)
    throw id.error_at(id.size(), "expected a Tatham game ID: game:params:desc");
  const TathamGame* game = nullptr;
  IdText params, desc;
  if (parts.size() == 3) {
    game = game_named(lowercase(parts[0].text));
    if (!game)
      throw parts[0].error_at(0, "unknown Tatham game '" + std::string(parts[0].text) +
                                     "' (gridsat reads " + game_names() + ")");
    params = parts[1];
    desc = parts[2];
  } else {
    if (game_named(lowercase(parts[0].text)))
      throw id.error_at(id.size(), "the ID ends after its parameters: expected game:params:desc");
    if (type.empty())
      throw id.error_at(0, "a Tatham ID without the game's name needs --type (or write " +
                               game_names() + " and ':' in front)");
    game = game_of_type(type);
    if (!game) throw id.error_at(0, "no Tatham game holds " + std::string(type) + " puzzles");
    params = parts[0];
    desc = parts[1];
  }
  return game->read(params, desc);
}

bool detect_tatham(std::string_view text, std::string_view type) {
  const std::vector<TextLine> lines = split_lines(text, 0);
  if (lines.size() != 1 || lines[0].tokens.size() != 1) return false;
  const IdText id{lines[0].tokens[0].text, 1, 1};
  const std::vector<IdText> parts = id.split(':');
  if (parts.size() < 2) return false;
  // A known game's name in front claims the text, however broken the rest, so that the reader
  // can say what is wrong with it.
  const std::string name = lowercase(parts[0].text);
  if (game_named(name)) return true;
  if (parts.size() == 3) return is_game_name(name) && starts_with_digit(parts[1].text);
  return parts.size() == 2 && !type.empty() && starts_with_digit(parts[0].text);
}

// `params:desc` without a game name and without --type: almost a Tatham ID (what detect_tatham
// takes once a type is named), so that the reader says what it lacks (--type or the game's
// name) rather than "cannot tell the input format".
bool near_tatham(std::string_view text, std::string_view type) {
  return type.empty() && !detect_tatham(text, type) && detect_tatham(text, "a type");
}

std::string write_tatham(const Puzzle& puzzle) {
  for (const TathamGame& game : tatham_games())
    if (game.write)
      if (auto id = game.write(puzzle)) return std::string(game.name) + ":" + *id + "\n";
  throw ParseFailure(0, 0, "no Tatham game holds " + std::string(puzzle.type()) + " puzzles");
}

}  // namespace

FormatEntry tatham_format() {
  return {
      "tatham",     "Simon Tatham's puzzle game IDs: solo:3x3:<desc> (towers, keen, unruly too)",
      read_tatham,  detect_tatham,
      write_tatham, near_tatham};
}

}  // namespace gridsat

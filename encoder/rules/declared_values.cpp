#include "rules/declared_values.hpp"

#include <algorithm>
#include <stdexcept>

#include "puzzles/border_clues.hpp"
#include "rules/rooms.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

// The declaration's symbol for `value`, or nothing (no symbols, or a value past them).
std::optional<char> symbol_of(const ValuesDeclaration& d, int value) {
  const long long i = static_cast<long long>(value) - d.smallest_value;
  if (i < 0 || i >= static_cast<long long>(d.symbols.size())) return std::nullopt;
  return d.symbols[static_cast<std::size_t>(i)];
}

// A value as text: `#` the blank, the declaration's symbol, or the number it shows.
std::string text_of(const ValuesDeclaration& d, int value) {
  if (value == 0 && d.blank) return "#";
  if (const auto symbol = symbol_of(d, value)) return std::string(1, *symbol);
  return std::to_string(value - d.number_offset);
}

}  // namespace

DeclaredValues::DeclaredValues(const ValuesDeclaration& declaration, int rows, int cols)
    : declaration_(&declaration),
      rows_(rows),
      cols_(cols),
      rooms_(at(rows * cols), 0),
      sides_(GridShape{rows, cols}, declaration.side_clues),
      givens_(rows, cols) {
  const bool sides = declaration.has_side_clues();
  if (declaration.type.empty() || !declaration.rules || !declaration.largest_value ||
      (declaration.dots && !declaration.measure_dot) ||
      (sides && (!declaration.largest_side_clue || !declaration.measure_side)))
    throw std::logic_error("the declaration of '" + std::string(declaration.type) +
                           "' needs a type name, rules, largest_value, for dots measure_dot and "
                           "for side clues largest_side_clue and measure_side");
  if (declaration.square && rows != cols)
    throw std::invalid_argument("a " + std::string(declaration.type) + " grid is square");
}

std::optional<std::string> DeclaredValues::side_clue_error(std::size_t side, int index,
                                                           int value) const {
  return sides_.error(declaration_->type, side, index, value,
                      sides_.marked(side) ? declaration_->largest_side_clue(*this, side) : 0);
}

void DeclaredValues::set_side_clue(std::size_t side, int index, int value) {
  if (value != kUnknown)
    if (auto problem = side_clue_error(side, index, value)) throw std::invalid_argument(*problem);
  sides_.set(side, index, value);
}

void DeclaredValues::set_dots(std::vector<int> dots) {
  if (dots.size() != at(border_count())) throw std::invalid_argument("a dot per border");
  dots_ = std::move(dots);
}

std::pair<int, int> DeclaredValues::border_cells(int i) const {
  const int across = (cols_ - 1) * rows_;
  if (i < across) {
    const int cell = i / (cols_ - 1) * cols_ + i % (cols_ - 1);
    return {cell, cell + 1};
  }
  return {i - across, i - across + cols_};
}

std::optional<int> DeclaredValues::set_rooms(const std::vector<int>& labels) {
  if (labels.size() != rooms_.size())
    throw std::invalid_argument("the rooms do not cover the grid");
  return number_rooms(labels, rows_, cols_, rooms_, room_count_);
}

Groups DeclaredValues::room_groups() const {
  return rooms_of(rooms_, room_count_, "room");
}

std::vector<int> DeclaredValues::room_cells(int cell) const {
  return cells_of_room(rooms_, cell);
}

ValueDomain DeclaredValues::domain() const {
  const int lowest = declaration_->smallest_value, most = lowest + 63 - declaration_->blank;
  std::vector<int> largest;
  for (int cell = 0; cell < rows_ * cols_; ++cell)
    largest.push_back(std::min(most, declaration_->largest_value(*this, cell)));
  ValueDomain domain = ValueDomain::from(lowest, largest);
  if (declaration_->blank) {  // 0 first: every cell's candidates shift up by one
    domain.values.insert(domain.values.begin(), 0);
    for (Candidates& allowed : domain.allowed) allowed = allowed << 1 | 1;
  }
  return domain;
}

std::optional<std::string> DeclaredValues::given_error(int cell, int value) const {
  const int most = declaration_->largest_value(*this, cell);
  const int lowest = declaration_->smallest_value;
  const bool blank_given = declaration_->blank && declaration_->blank_givens;
  if (value == 0 && blank_given) return std::nullopt;
  if (value < lowest || value > most)
    return "the " + std::string(declaration_->symbols.empty() ? "number" : "value") + " in " +
           cell_name(cell, cols_) + " is " + value_text(value) + "; it can be " +
           value_text(lowest) + " to " + value_text(most) + (blank_given ? " or x (none)" : "");
  return std::nullopt;
}

void DeclaredValues::set_given(int cell, int value) {
  if (value != kUnknown)
    if (auto problem = given_error(cell, value)) throw std::invalid_argument(*problem);
  givens_.cells[at(cell)] = value;
}

std::string DeclaredValues::header_options() const {
  if (declaration_->square) return std::to_string(rows_);
  return std::to_string(rows_) + "x" + std::to_string(cols_);
}

std::string DeclaredValues::value_text(int value) const {
  return text_of(*declaration_, value);
}

std::function<std::string(int)> DeclaredValues::value_names() const {
  return [d = declaration_](int value) { return text_of(*d, value); };
}

std::optional<int> DeclaredValues::parse_value(std::string_view text) const {
  if (text == "#" && declaration_->blank) return 0;
  const std::size_t i = text.size() == 1 ? declaration_->symbols.find(text[0]) : std::string::npos;
  if (i != std::string::npos) return declaration_->smallest_value + static_cast<int>(i);
  if (!declaration_->symbols.empty()) return std::nullopt;
  const std::optional<int> number = Puzzle::parse_value(text);
  if (!number || (declaration_->number_offset > 0 && *number < 0)) return std::nullopt;
  return *number + declaration_->number_offset;
}

std::string DeclaredValues::shown_value(int value) const {
  return value == 0 && declaration_->blank ? "■" : value_text(value);
}

std::vector<Clue> DeclaredValues::removable_clues() const {
  std::vector<Clue> out = Puzzle::removable_clues();
  for (const Clue& clue : sides_.removable()) out.push_back(clue);
  return out;
}

void DeclaredValues::set_clues(std::span<const Clue> clues) {
  Grid grid(rows_, cols_);
  sides_.clear();
  for (const Clue& clue : clues) {
    if (clue.kind == Clue::Kind::Given)
      grid.at(clue.row, clue.col) = clue.value;
    else if (clue.kind == Clue::Kind::Border)
      set_side_clue(static_cast<std::size_t>(clue.side), clue.index, clue.value);
    else
      throw std::invalid_argument("a " + std::string(type()) +
                                  " has no clues but its givens and side clues");
  }
  givens_ = std::move(grid);
}

std::string DeclaredValues::describe_clue(const Clue& clue) const {
  if (clue.kind == Clue::Kind::Border)
    return describe_border_clue(clue, std::to_string(clue.value));
  return Puzzle::describe_clue(clue);
}

std::vector<int> DeclaredValues::cells_of_clue(const Clue& clue) const {
  if (clue.kind == Clue::Kind::Border)
    return side_line(static_cast<std::size_t>(clue.side), clue.index);
  return Puzzle::cells_of_clue(clue);
}

std::optional<Violation> DeclaredValues::check(const Grid& solution) const {
  // With shifted numbers, a number past the domain in the numbers the answer shows.
  for (int cell = 0; cell < rows_ * cols_ && declaration_->number_offset != 0; ++cell)
    if (const int v = solution.cells[at(cell)]; v > declaration_->largest_value(*this, cell))
      return Violation{"the number in " + cell_name(cell, cols_) + " is " + value_text(v) +
                           "; it can be at most " +
                           value_text(declaration_->largest_value(*this, cell)),
                       cell / cols_, cell % cols_};
  return rules().evaluate(solution);
}

// The rules, then one unit clause per given (the clue solver takes a given as the cell's own
// literal); a given the cell's domain lacks is an empty clause.
void DeclaredValues::encode(Cnf& cnf, const EncodeOptions& options) const {
  const ValueVars vars = rules().encode(cnf, options);
  for (int cell = 0; cell < rows_ * cols_; ++cell) {
    const int given = givens_.cells[at(cell)];
    if (given == kUnknown) continue;
    if (const Lit lit = vars.is(cell, given))
      cnf.add({lit});
    else
      cnf.add(std::vector<Lit>{});
  }
}

std::unique_ptr<NativeRules> DeclaredValues::native_rules() const {
  return rules().native(givens_);
}

void DeclaredValues::draw(Picture& picture) const {
  if (declaration_->rooms) picture.region = rooms_;
  picture.blank_shaded = declaration_->blank;
  if (!declaration_->legend.empty()) picture.rules.push_back(std::string(declaration_->legend));
  if (declaration_->holes)
    for (int cell = 0; cell < rows_ * cols_; ++cell)
      if (givens_.cells[at(cell)] == 0) {
        picture.blocked.resize(at(rows_ * cols_), 0);
        picture.blocked[at(cell)] = 1;
      }
  sides_.draw(picture);
  for (std::size_t i = 0; i < dots_.size(); ++i)
    if (dots_[i] != 0) {
      const auto [cell, next] = border_cells(static_cast<int>(i));
      picture.marks.push_back(
          {cell, next, "", dots_[i] == 1 ? MarkStyle::WhiteDot : MarkStyle::BlackDot});
    }
}

int room_size(const DeclaredValues& puzzle, int cell) {
  return static_cast<int>(puzzle.room_cells(cell).size());
}

}  // namespace gridsat::rules

#include "rules/declared_values.hpp"

#include <algorithm>
#include <stdexcept>

#include "rules/rooms.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

DeclaredValues::DeclaredValues(const ValuesDeclaration& declaration, int rows, int cols)
    : declaration_(&declaration),
      rows_(rows),
      cols_(cols),
      rooms_(at(rows * cols), 0),
      givens_(rows, cols) {
  if (declaration.type.empty() || !declaration.rules || !declaration.largest_value ||
      (declaration.dots && !declaration.measure_dot))
    throw std::logic_error("the declaration of '" + std::string(declaration.type) +
                           "' needs a type name, rules, largest_value and for dots measure_dot");
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
  std::vector<int> largest;
  for (int cell = 0; cell < rows_ * cols_; ++cell)
    largest.push_back(std::min(64, declaration_->largest_value(*this, cell)));
  return ValueDomain::one_to(largest);
}

std::optional<std::string> DeclaredValues::given_error(int cell, int value) const {
  const int most = declaration_->largest_value(*this, cell);
  if (value < 1 || value > most)
    return "the number in " + cell_name(cell, cols_) + " is " + std::to_string(value) +
           "; it can be 1 to " + std::to_string(most);
  return std::nullopt;
}

void DeclaredValues::set_given(int cell, int value) {
  if (value != kUnknown)
    if (auto problem = given_error(cell, value)) throw std::invalid_argument(*problem);
  givens_.cells[at(cell)] = value;
}

std::string DeclaredValues::header_options() const {
  return std::to_string(rows_) + "x" + std::to_string(cols_);
}

std::optional<Violation> DeclaredValues::check(const Grid& solution) const {
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

#include "rules/declared.hpp"

#include <stdexcept>

#include "puzzles/border_clues.hpp"
#include "rules/count.hpp"
#include "rules/rooms.hpp"
#include "rules/sight.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

DeclaredShading::DeclaredShading(const ShadingDeclaration& declaration, int rows, int cols)
    : declaration_(&declaration),
      rows_(rows),
      cols_(cols),
      rooms_(at(rows * cols), 0),
      numbers_(rows, cols),
      arrows_(rows, cols, kNoArrow),
      givens_(rows, cols),
      sides_(GridShape{rows, cols}, declaration.side_clues) {
  const bool numbers = declaration.numbers != Numbers::None;
  if (declaration.type.empty() || !declaration.rules ||
      (numbers && (!declaration.largest_number || !declaration.measure)) ||
      (declaration.arrows && declaration.numbers != Numbers::InCells) ||
      (!declaration.parameter.empty() && !declaration.largest_parameter) ||
      (declaration.parts && !declaration.describe_part) ||
      (declaration.has_side_clues() &&
       (!declaration.largest_side_clue || !declaration.measure_side)))
    throw std::logic_error("the declaration of '" + std::string(declaration.type) +
                           "' needs a type name, rules, for numbers largest_number and measure, "
                           "for arrows numbers in cells, for a parameter its largest value, "
                           "for parts what each says and where, and for side clues "
                           "largest_side_clue and measure_side");
}

std::vector<int> cells_pointed_at(GridShape shape, int cell, int arrow) {
  if (arrow < kArrowUp || arrow > kArrowRight) return {};
  // Sight::ways walks down, right, up, left.
  constexpr int kWay[] = {-1, 2, 0, 3, 1};
  return Sight::ways(shape, cell)[at(kWay[arrow])];
}

std::optional<int> DeclaredShading::set_rooms(const std::vector<int>& labels) {
  if (labels.size() != rooms_.size())
    throw std::invalid_argument("the rooms do not cover the grid");
  forget_rules();
  parts_on_.clear();  // the parts may be others now: every one is on again
  return number_rooms(labels, rows_, cols_, rooms_, room_count_);
}

Groups DeclaredShading::room_groups() const {
  return rooms_of(rooms_, room_count_, "room");
}

std::vector<int> DeclaredShading::room_cells(int cell) const {
  return cells_of_room(rooms_, cell);
}

int DeclaredShading::room_anchor(int room) const {
  return first_cell_of_room(rooms_, room);
}

std::vector<int> number_list(int code) {
  std::vector<int> list;
  for (; code > 0 || list.empty(); code /= 10) list.insert(list.begin(), code % 10);
  for (int& v : list)
    if (v == 9) v = kQuestionNumber;
  return list;
}

int list_code(const std::vector<int>& list) {
  int code = 0;
  for (int v : list) code = code * 10 + (v == kQuestionNumber ? 9 : v);
  return code;
}

std::string DeclaredShading::number_text(int value, bool spaced) const {
  if (value == kQuestionNumber) return "?";
  if (!declaration_->number_lists) return std::to_string(value);
  std::string text;
  for (int v : number_list(value))
    text += (spaced && !text.empty() ? " " : "") +
            (v == kQuestionNumber ? std::string("?") : std::to_string(v));
  return text;
}

std::optional<std::string> DeclaredShading::number_error(int cell, int value) const {
  const int most =
      declaration_->numbers == Numbers::None ? -1 : declaration_->largest_number(*this, cell);
  if (most < 0) return "no number may stand in " + cell_name(cell, cols_);
  if (value == kQuestionNumber) return std::nullopt;
  if (declaration_->number_lists) {
    const std::vector<int> list = value < 0 ? std::vector<int>{} : number_list(value);
    int room = static_cast<int>(list.size()) - 1;  // the gaps between the runs
    bool fits = !list.empty() && list.size() <= 4;
    for (int v : list) {
      fits = fits && (v == kQuestionNumber || (v >= 0 && v <= most && (v > 0 || list.size() == 1)));
      room += v == kQuestionNumber ? 1 : v;
    }
    if (fits && room <= most) return std::nullopt;
    return "the clue in " + cell_name(cell, cols_) + " is " + number_text(value) +
           "; a clue lists up to four runs (0 to " + std::to_string(most) +
           ", or ?) that fit around it apart";
  }
  const int least = declaration_->smallest_number;
  if (value < least || value > most)
    return "the number in " + cell_name(cell, cols_) + " is " + std::to_string(value) +
           "; it can be " + std::to_string(least) + " to " + std::to_string(most);
  if (declaration_->numbers == Numbers::InRooms)
    for (int other = 0; other < rows_ * cols_; ++other)
      if (other != cell && rooms_[at(other)] == rooms_[at(cell)] && number(other) != kUnknown)
        return "the room of " + cell_name(cell, cols_) + " already has a number in " +
               cell_name(other, cols_);
  return std::nullopt;
}

void DeclaredShading::set_number(int cell, int value) {
  if (value != kUnknown)
    if (auto problem = number_error(cell, value)) throw std::invalid_argument(*problem);
  numbers_.cells[at(cell)] = value;
  parts_on_.clear();  // the parts may be others now: every one is on again
  if (declaration_->walls) givens_.cells[at(cell)] = value == kUnknown ? kUnknown : 0;
  forget_rules();
}

std::vector<std::pair<int, int>> DeclaredShading::given_numbers() const {
  std::vector<std::pair<int, int>> out;
  for (int cell = 0; cell < rows_ * cols_; ++cell)
    if (number(cell) >= 0) out.emplace_back(cell, number(cell));
  return out;
}

void DeclaredShading::set_arrow(int cell, int arrow) {
  if (arrow < kNoArrow || arrow > kArrowRight || (!declaration_->arrows && arrow != kNoArrow))
    throw std::invalid_argument("no such arrow in a " + std::string(type()));
  arrows_.cells[at(cell)] = arrow;
  forget_rules();
}

void DeclaredShading::set_given(int row, int col, int value) {
  if (declaration_->walls && number(row * cols_ + col) != kUnknown && value != 0)
    throw std::invalid_argument("a wall of a " + std::string(type()) + " is never shaded");
  givens_.at(row, col) = value;
  forget_rules();
}

void DeclaredShading::set_givens(Grid givens) {
  givens_ = std::move(givens);
  if (declaration_->walls)
    for (int cell = 0; cell < rows_ * cols_; ++cell)
      if (number(cell) != kUnknown) givens_.cells[at(cell)] = 0;
  forget_rules();
}

void DeclaredShading::set_parameter(int value) {
  const int most =
      declaration_->parameter.empty() ? 1 : declaration_->largest_parameter(rows_, cols_);
  if (value < 1 || value > most)
    throw std::invalid_argument(
        "a " + std::string(type()) + " of size " + std::to_string(rows_) + "x" +
        std::to_string(cols_) + " takes " +
        std::string(declaration_->parameter.empty() ? "no parameter" : declaration_->parameter) +
        " 1 to " + std::to_string(most) + ", not " + std::to_string(value));
  parameter_ = value;
  forget_rules();
}

std::optional<std::string> DeclaredShading::side_clue_error(std::size_t side, int index,
                                                            int value) const {
  return sides_.error(declaration_->type, side, index, value,
                      sides_.marked(side) ? declaration_->largest_side_clue(*this, side) : 0);
}

void DeclaredShading::set_side_clue(std::size_t side, int index, int value) {
  if (value != kUnknown)
    if (auto problem = side_clue_error(side, index, value)) throw std::invalid_argument(*problem);
  sides_.set(side, index, value);
  forget_rules();
}

void DeclaredShading::set_switched(bool on) {
  if (on && declaration_->switch_word.empty())
    throw std::invalid_argument("a " + std::string(type()) + " has no switch");
  switched_ = on;
  forget_rules();
}

std::string DeclaredShading::header_options() const {
  if (declaration_->header) return declaration_->header(*this);
  return std::to_string(rows_) + "x" + std::to_string(cols_) +
         (switched_ ? " " + std::string(declaration_->switch_word) : "");
}

std::optional<int> DeclaredShading::parse_value(std::string_view text) const {
  if (text == "0") return 0;
  if (text == "1") return 1;
  return std::nullopt;
}

std::string DeclaredShading::shown_value(int value) const {
  if (declaration_->circles) return value == 0 ? "○" : "●";
  return value_text(value);
}

RuleSet DeclaredShading::rules() const {
  return rules_.get(version_, [&] { return declaration_->rules(*this); });
}

std::optional<Violation> DeclaredShading::check(const Grid& solution) const {
  return rules().evaluate(solution);
}

// One unit clause per given answer cell, then the rules (the clue solver takes a given as the
// cell's own literal). The units first: on binairo's 60 x 60 minimal puzzle CaDiCaL needed 1,841
// conflicts to prove it unique with them first and 1,986 with them last, the same clauses.
void DeclaredShading::encode(Cnf& cnf, const EncodeOptions& options) const {
  rules().encode(cnf, options, givens_);
}

EncodingSize DeclaredShading::encoding_size(const EncodeOptions& options) const {
  return rules().size(options, givens_);
}

std::string DeclaredShading::minizinc_data() const {
  return declaration_->minizinc_data ? declaration_->minizinc_data(*this) : "";
}

std::unique_ptr<NativeRules> DeclaredShading::native_rules() const {
  return rules().native(givens_);
}

std::vector<Cut> DeclaredShading::cuts(const Grid& answer) const {
  return rules().cuts(answer);
}

std::vector<Clue> DeclaredShading::removable_clues() const {
  std::vector<Clue> out;
  for (int r = 0; r < rows_; ++r)
    for (int c = 0; c < cols_; ++c)
      if (givens_.at(r, c) != kUnknown &&
          !(number_holds_given() && number(r * cols_ + c) != kUnknown))
        out.push_back({Clue::Kind::Given, r, c, Side::Top, 0, givens_.at(r, c)});
  if (!declaration_->numbers_fixed)
    for (int cell = 0; cell < rows_ * cols_; ++cell)
      if (number(cell) != kUnknown && !(declaration_->walls && number(cell) == kQuestionNumber))
        out.push_back({Clue::Kind::Mark, 0, 0, Side::Top, cell, number(cell)});
  for (const Clue& clue : sides_.removable()) out.push_back(clue);
  return out;
}

void DeclaredShading::set_clues(std::span<const Clue> clues) {
  Grid givens(rows_, cols_), numbers(rows_, cols_);
  sides_.clear();
  for (const Clue& clue : clues) {
    if (clue.kind == Clue::Kind::Border && sides_.any()) {
      set_side_clue(static_cast<std::size_t>(clue.side), clue.index, clue.value);
    } else if (clue.kind == Clue::Kind::Given && clue.row >= 0 && clue.row < rows_ &&
               clue.col >= 0 && clue.col < cols_ && (clue.value == 0 || clue.value == 1)) {
      givens.at(clue.row, clue.col) = clue.value;
    } else if (clue.kind == Clue::Kind::Mark && clue.index >= 0 && clue.index < rows_ * cols_ &&
               !declaration_->numbers_fixed &&
               !(declaration_->walls && number(clue.index) == kUnknown)) {
      numbers.cells[at(clue.index)] = clue.value;
    } else {
      throw std::invalid_argument("a " + std::string(type()) + "'s clues are given cells and " +
                                  (sides_.any() ? "side clues" : "numbers"));
    }
  }
  if (number_holds_given())  // a number's colour, a wall, stays with its cell
    for (int cell = 0; cell < rows_ * cols_; ++cell)
      if (number(cell) != kUnknown) givens.cells[at(cell)] = givens_.cells[at(cell)];
  givens_ = std::move(givens);
  forget_rules();
  if (declaration_->numbers_fixed) return;
  if (declaration_->walls)  // a wall whose number is not kept stays, without a number
    for (int cell = 0; cell < rows_ * cols_; ++cell)
      if (number(cell) != kUnknown && numbers.cells[at(cell)] == kUnknown)
        numbers.cells[at(cell)] = kQuestionNumber;
  numbers_ = Grid(rows_, cols_);
  for (int cell = 0; cell < rows_ * cols_; ++cell)
    if (numbers.cells[at(cell)] != kUnknown) set_number(cell, numbers.cells[at(cell)]);
}

std::vector<DeclaredPart> DeclaredShading::all_parts() const {
  return declaration_->parts ? declaration_->parts(*this) : std::vector<DeclaredPart>{};
}

std::vector<Clue> DeclaredShading::fixed_clues() const {
  std::vector<Clue> out;
  const std::vector<DeclaredPart> parts = all_parts();
  for (std::size_t k = 0; k < parts.size(); ++k)
    if (part_on(static_cast<int>(k)))
      out.push_back({Clue::Kind::Part, 0, 0, Side::Top, static_cast<int>(k), parts[k].value});
  return out;
}

void DeclaredShading::keep_fixed_clues(std::span<const Clue> kept) {
  const int parts = static_cast<int>(all_parts().size());
  std::vector<char> on(at(parts), 0);
  for (const Clue& clue : kept) {
    if (clue.kind != Clue::Kind::Part || clue.index < 0 || clue.index >= parts)
      throw std::invalid_argument("a " + std::string(type()) + "'s fixed clues are its parts");
    on[at(clue.index)] = 1;
  }
  parts_on_ = std::move(on);
  forget_rules();
}

std::string DeclaredShading::arrow_glyph(int cell) const {
  static const char* const kGlyph[] = {"", "↑", "↓", "←", "→"};
  if (cell < 0 || cell >= rows_ * cols_) return "";
  return kGlyph[arrow(cell)];
}

std::string DeclaredShading::describe_clue(const Clue& clue) const {
  if (clue.kind == Clue::Kind::Part && declaration_->parts) {
    const std::vector<DeclaredPart> parts = all_parts();
    if (clue.index >= 0 && clue.index < static_cast<int>(parts.size()))
      return declaration_->describe_part(*this, parts[at(clue.index)]);
  }
  if (clue.kind == Clue::Kind::Border)
    return describe_border_clue(clue, std::to_string(clue.value));
  if (clue.kind != Clue::Kind::Mark) return Puzzle::describe_clue(clue);
  const std::string value = arrow_glyph(clue.index) + number_text(clue.value, true);
  if (declaration_->numbers == Numbers::InRooms)
    return "room " + std::to_string(rooms_[at(clue.index)] + 1) + " (" +
           cell_name(clue.index, cols_) + ") = " + value;
  return "number " + cell_name(clue.index, cols_) + " = " + value;
}

std::vector<int> DeclaredShading::cells_of_clue(const Clue& clue) const {
  if (clue.kind == Clue::Kind::Part && declaration_->parts) {
    std::vector<DeclaredPart> parts = all_parts();
    return clue.index >= 0 && clue.index < static_cast<int>(parts.size())
               ? std::move(parts[at(clue.index)].cells)
               : std::vector<int>{};
  }
  if (clue.kind == Clue::Kind::Border)
    return sides_.line(static_cast<std::size_t>(clue.side), clue.index);
  if (clue.kind != Clue::Kind::Mark) return Puzzle::cells_of_clue(clue);
  if (clue.index < 0 || clue.index >= rows_ * cols_) return {};
  if (declaration_->numbers == Numbers::InCells) return {clue.index};
  return room_cells(clue.index);
}

void DeclaredShading::draw(Picture& picture) const {
  if (declaration_->rooms) picture.region = rooms_;
  picture.cell_text.assign(at(rows_ * cols_), "");
  if (declaration_->walls) picture.blocked.assign(at(rows_ * cols_), 0);
  for (int cell = 0; cell < rows_ * cols_; ++cell) {
    if (number(cell) == kUnknown) continue;
    if (declaration_->walls) picture.blocked[at(cell)] = 1;
    if (!declaration_->walls || number(cell) != kQuestionNumber)
      picture.cell_text[at(cell)] = arrow_glyph(cell) + number_text(number(cell), true);
  }
  sides_.draw(picture);
  picture.shade_symbol = std::string(declaration_->shade_symbol);
  picture.shade_colour = std::string(declaration_->shade_colour);
  picture.circles = declaration_->circles;
}

const DeclaredShading* declared_as(const Puzzle& puzzle, const ShadingDeclaration& declaration) {
  const auto* p = dynamic_cast<const DeclaredShading*>(&puzzle);
  return p && &p->declaration() == &declaration ? p : nullptr;
}

void add_number_counts(const DeclaredShading& puzzle, std::vector<RulePtr>& rules,
                       const std::function<NumberGroup(int cell)>& group_of, Noun noun) {
  Groups groups;
  std::vector<int> targets;
  for (auto [cell, number] : puzzle.given_numbers()) {
    NumberGroup group = group_of(cell);
    groups.add(std::move(group.name), std::move(group.cells));
    targets.push_back(number);
  }
  if (!targets.empty())
    rules.push_back(std::make_shared<Count>(puzzle.shape(), std::move(groups), Relation::Exactly,
                                            std::move(targets), std::move(noun)));
}

int room_size(const DeclaredShading& puzzle, int cell) {
  return static_cast<int>(puzzle.room_cells(cell).size());
}

int shaded_among(const Grid& shading, const std::vector<int>& cells) {
  int count = 0;
  for (int cell : cells) count += shading.cells[at(cell)] == 1;
  return count;
}

int shaded_in_room(const DeclaredShading& puzzle, const Grid& solution, int cell) {
  return shaded_among(solution, puzzle.room_cells(cell));
}

void add_room_counts(const DeclaredShading& puzzle, std::vector<RulePtr>& rules) {
  const Groups rooms = puzzle.room_groups();
  add_number_counts(puzzle, rules, [&](int cell) {
    const std::size_t room = at(puzzle.rooms()[at(cell)]);
    return NumberGroup{rooms.name(room), rooms.cells[room]};
  });
}

void add_numbered_unshaded(const DeclaredShading& puzzle, std::vector<RulePtr>& rules, Noun noun) {
  const GridShape shape = puzzle.shape();
  Groups numbered;
  for (int cell = 0; cell < shape.cells(); ++cell)
    if (puzzle.number(cell) != kUnknown)
      numbered.add("numbered cell " + cell_name(cell, shape.cols), {cell});
  if (numbered.size() > 0)
    rules.push_back(std::make_shared<Count>(shape, std::move(numbered), Relation::AtMost,
                                            std::vector<int>{0}, std::move(noun)));
}

int grid_cells(const DeclaredShading& puzzle, int) {
  return puzzle.rows() * puzzle.cols();
}

int other_cells(const DeclaredShading& puzzle, int) {
  return puzzle.rows() * puzzle.cols() - 1;
}

void add_areas_around(const DeclaredShading& puzzle, std::vector<RulePtr>& rules) {
  std::vector<AreaNumber> numbers;
  for (auto [cell, number] : puzzle.given_numbers()) numbers.push_back({cell, number});
  if (!numbers.empty())
    rules.push_back(std::make_shared<AreasAround>(puzzle.shape(), 1, std::move(numbers)));
}

std::vector<AreaNumber> area_numbers(const DeclaredShading& puzzle) {
  std::vector<AreaNumber> out;
  for (int cell = 0; cell < puzzle.rows() * puzzle.cols(); ++cell)
    if (puzzle.number(cell) != kUnknown)
      out.push_back(
          {cell, puzzle.number(cell) == kQuestionNumber ? kAnySize : puzzle.number(cell)});
  return out;
}

int unshaded_area_at_middle(const DeclaredShading&, const Grid& solution, int cell) {
  return NumberedAreas::middle_size(solution, cell, 0);
}

void add_sight_counts(const DeclaredShading& puzzle, std::vector<RulePtr>& rules, int colour,
                      int own, Noun noun) {
  std::vector<SightClue> clues;
  for (auto [cell, number] : puzzle.given_numbers()) clues.push_back({cell, number - own});
  if (!clues.empty())
    rules.push_back(
        std::make_shared<Sight>(puzzle.shape(), colour, std::move(clues), std::move(noun), own));
}

int row_and_column(const DeclaredShading& puzzle, int) {
  return puzzle.rows() + puzzle.cols() - 1;
}

}  // namespace gridsat::rules

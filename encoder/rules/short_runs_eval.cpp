// Short runs read plainly: along each line, the first run longer than allowed, then whether the
// line holds as many of each colour.
#include "rules/short_runs.hpp"

#include <stdexcept>

namespace gridsat::rules {

namespace {

// "three", "four", ... as messages say a run's length (digits past ten).
std::string number_word(int n) {
  static const char* const kWords[] = {"zero", "one",   "two",   "three", "four", "five",
                                       "six",  "seven", "eight", "nine",  "ten"};
  return n >= 0 && n <= 10 ? kWords[n] : std::to_string(n);
}

}  // namespace

ShortRuns::ShortRuns(GridShape shape, Groups lines, int longest, bool balanced,
                     std::array<std::string, 2> names)
    : shape_(shape),
      lines_(std::move(lines)),
      longest_(longest),
      balanced_(balanced),
      names_(std::move(names)),
      index_(shape_.cells(), lines_.cells) {
  if (longest_ < 1) throw std::logic_error("short runs: the longest run must be at least 1");
}

std::string ShortRuns::describe() const {
  std::string out = "no " + number_word(longest_ + 1) + " " + names_[0] + " or " + names_[1] +
                    " next to each other in a line";
  if (balanced_) out += ", and as many " + names_[0] + " as " + names_[1] + " in every line";
  return out;
}

std::optional<Violation> ShortRuns::evaluate(const Grid& s) const {
  auto value = [&](int cell) { return s.cells[static_cast<std::size_t>(cell)]; };
  for (std::size_t g = 0; g < lines_.cells.size(); ++g) {
    const std::vector<int>& line = lines_.cells[g];
    int run = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
      run = i > 0 && value(line[i]) == value(line[i - 1]) ? run + 1 : 1;
      if (run > longest_) {
        const int first = line[i - static_cast<std::size_t>(longest_)];
        return Violation{number_word(longest_ + 1) + " " +
                             names_[static_cast<std::size_t>(value(first) == 1)] +
                             " next to each other in " + lines_.name(g),
                         first / shape_.cols, first % shape_.cols};
      }
    }
    if (!balanced_) continue;
    int shaded = 0;
    for (int cell : line) shaded += value(cell) == 1;
    const int unshaded = static_cast<int>(line.size()) - shaded;
    if (shaded != unshaded)
      return Violation{lines_.name(g) + " holds " + std::to_string(unshaded) + " " + names_[0] +
                       " and " + std::to_string(shaded) + " " + names_[1] + "; it needs " +
                       (line.size() % 2 == 0 ? std::to_string(line.size() / 2) + " of each"
                                             : "as many of each, which an odd line cannot hold")};
  }
  return std::nullopt;
}

}  // namespace gridsat::rules

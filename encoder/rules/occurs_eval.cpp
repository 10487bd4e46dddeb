// How often each value occurs, read plainly: each group counted, the first cell past a count
// pointed at, then a value short of its count.
#include "rules/occurs.hpp"

namespace gridsat::rules {

std::string Occurs::name(std::size_t i) const {
  const Occurrence& o = occurrences_[i];
  return o.name.empty() ? std::to_string(o.value) : o.name;
}

std::string Occurs::describe() const {
  return "each group holds each value as often as it says";
}

std::optional<Violation> Occurs::evaluate(const Grid& values) const {
  auto times_word = [](int k) {
    return k == 1 ? std::string("once") : k == 2 ? "twice" : std::to_string(k) + " times";
  };
  // The values counted by a cardinality (implied counts, abc's blanks) are judged after the
  // others, whose break says more ("letter A is missing" rather than "a blank too many").
  for (int g = 0; g < groups_.size(); ++g)
    for (const bool implied : {false, true}) {
      const std::vector<int>& group = groups_.cells[static_cast<std::size_t>(g)];
      const std::string where = groups_.name(static_cast<std::size_t>(g));
      std::vector<int> count(occurrences_.size(), 0);
      for (int cell : group) {
        const int v = values.cells[static_cast<std::size_t>(cell)];
        for (std::size_t i = 0; i < occurrences_.size(); ++i)
          if (occurrences_[i].cardinality == implied && occurrences_[i].value == v &&
              ++count[i] == occurrences_[i].times + 1)
            return Violation{name(i) + " appears " + times_word(count[i]) + " in " + where,
                             cell / shape_.cols, cell % shape_.cols};
      }
      for (std::size_t i = 0; i < occurrences_.size(); ++i)
        if (const int times = occurrences_[i].times;
            occurrences_[i].cardinality == implied && count[i] < times)
          return Violation{count[i] == 0 && times == 1
                               ? name(i) + " is missing from " + where
                               : where + " holds " + name(i) + " " + times_word(count[i]) +
                                     ", not " + times_word(times),
                           group.front() / shape_.cols, group.front() % shape_.cols};
    }
  return std::nullopt;
}

}  // namespace gridsat::rules

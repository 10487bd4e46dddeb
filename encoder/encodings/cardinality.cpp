#include "encodings/cardinality.hpp"

#include <stdexcept>

namespace gridsat {

std::string_view card_name(Card encoding) {
  return encoding == Card::Sequential ? "sequential" : "totalizer";
}

std::optional<Card> parse_card(std::string_view name) {
  for (Card c : kAllCard)
    if (card_name(c) == name) return c;
  return std::nullopt;
}

void at_most_k(Cnf&, std::span<const Lit>, int, Card) {
  throw std::logic_error("not implemented yet");
}
void at_least_k(Cnf&, std::span<const Lit>, int, Card) {
  throw std::logic_error("not implemented yet");
}
void exactly_k(Cnf&, std::span<const Lit>, int, Card) {
  throw std::logic_error("not implemented yet");
}

}  // namespace gridsat

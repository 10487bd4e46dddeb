#include "encodings/amo.hpp"

#include <stdexcept>

namespace gridsat {

std::string_view amo_name(Amo encoding) {
  switch (encoding) {
    case Amo::Pairwise:
      return "pairwise";
    case Amo::Sequential:
      return "sequential";
    case Amo::Bimander:
      return "bimander";
    case Amo::Product:
      return "product";
  }
  return "pairwise";
}

std::optional<Amo> parse_amo(std::string_view name) {
  for (Amo a : kAllAmo)
    if (amo_name(a) == name) return a;
  return std::nullopt;
}

namespace {

void pairwise(Cnf& cnf, std::span<const Lit> lits) {
  for (std::size_t i = 0; i < lits.size(); ++i)
    for (std::size_t j = i + 1; j < lits.size(); ++j) cnf.add({-lits[i], -lits[j]});
}

}  // namespace

void at_most_one(Cnf& cnf, std::span<const Lit> lits, Amo encoding) {
  if (lits.size() <= 1) return;
  switch (encoding) {
    case Amo::Pairwise:
      pairwise(cnf, lits);
      return;
    default:
      throw std::logic_error("at-most-one encoding not implemented yet");
  }
}

void exactly_one(Cnf& cnf, std::span<const Lit> lits, Amo encoding) {
  cnf.add(lits);
  at_most_one(cnf, lits, encoding);
}

}  // namespace gridsat

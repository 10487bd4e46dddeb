#include "rules/cages.hpp"

#include <stdexcept>

#include "encodings/cages.hpp"
#include "propagators/cages.hpp"

namespace gridsat::rules {
namespace {

CageOp op_of(Arithmetic op) {
  switch (op) {
    case Arithmetic::Sum:
      return CageOp::Add;
    case Arithmetic::Difference:
      return CageOp::Sub;
    case Arithmetic::Product:
      return CageOp::Mul;
    case Arithmetic::Quotient:
      return CageOp::Div;
    case Arithmetic::Any:
      break;
  }
  return CageOp::None;
}

std::vector<std::vector<int>> cells_of(const std::vector<Cage>& cages) {
  std::vector<std::vector<int>> out;
  for (const Cage& cage : cages) out.push_back(cage.cells);
  return out;
}

// Whether the domain's values are 0 to n rather than 1 to n (candidate bit i: the value i, not
// i + 1).
bool starts_at_zero(const ValueDomain& domain) {
  return !domain.values.empty() && domain.values.front() == 0;
}

}  // namespace

Cages::Cages(GridShape shape, std::vector<Cage> cages, bool pairs_known)
    : shape_(shape),
      cages_(std::move(cages)),
      pairs_known_(pairs_known),
      index_(shape.cells(), cells_of(cages_)) {
  for (const Cage& cage : cages_) {
    std::vector<std::uint64_t> masks(cage.cells.size(), 0);
    for (const auto& [a, b] : cage.differ)
      if (a < 64 && b < 64) {
        masks[static_cast<std::size_t>(a)] |= std::uint64_t{1} << b;
        masks[static_cast<std::size_t>(b)] |= std::uint64_t{1} << a;
      }
    differ_.push_back(std::move(masks));
  }
}

void Cages::encode(Cnf& cnf, const ValueVars& vars, const EncodeOptions& options) const {
  const ValueDomain& domain = vars.domain();
  CageCells cells;
  cells.values = domain.values;
  if (starts_at_zero(domain)) cells.values.erase(cells.values.begin());
  for (const Cage& cage : cages_) {
    for (int cell : cage.cells)
      if (domain.allows(cell, 0))
        throw std::logic_error("a cage's cell " + cell_name(cell, shape_.cols) + " may hold 0");
    CageSpec spec;
    spec.op = op_of(cage.op);
    spec.target = cage.target;
    spec.size = static_cast<int>(cage.cells.size());
    spec.distinct = cage.differ;
    spec.distinct_known = pairs_known_;
    cells.lits.clear();
    for (int cell : cage.cells) {
      cells.lits.emplace_back();
      for (int v : cells.values) cells.lits.back().push_back(vars.is(cell, v));
    }
    encode_cage(cnf, spec, cells, options.cages);
  }
}

bool Cages::propagate_cage(std::size_t k, const ValueDomain& domain, std::vector<Candidates>& cells,
                           bool& changed) const {
  const Cage& cage = cages_[k];
  if (!starts_at_zero(domain))
    return gridsat::propagate_cage({cage.cells, op_of(cage.op), cage.target, false, differ_[k]},
                                   cells, changed);
  // The propagator's bit i is the value i + 1: the cage's cells, shifted, in a scratch of their
  // own (positions 0 to size - 1); a 0 a cell might still hold leaves it.
  thread_local std::vector<Candidates> shifted;
  thread_local std::vector<int> positions;
  shifted.clear();
  for (int cell : cage.cells) shifted.push_back(cells[static_cast<std::size_t>(cell)] >> 1);
  for (int i = static_cast<int>(positions.size()); i < static_cast<int>(cage.cells.size()); ++i)
    positions.push_back(i);
  bool moved = false;
  const bool ok = gridsat::propagate_cage({std::span<const int>(positions).first(cage.cells.size()),
                                           op_of(cage.op), cage.target, false, differ_[k]},
                                          shifted, moved);
  for (std::size_t i = 0; i < cage.cells.size(); ++i) {
    Candidates& c = cells[static_cast<std::size_t>(cage.cells[i])];
    const Candidates narrowed = shifted[i] << 1;
    if (narrowed != c) changed = true;
    c = narrowed;
  }
  return ok;
}

bool Cages::propagate(const ValueDomain& domain, std::vector<Candidates>& cells,
                      bool& changed) const {
  for (std::size_t k = 0; k < cages_.size(); ++k)
    if (!propagate_cage(k, domain, cells, changed)) return false;
  return true;
}

bool Cages::propagate_near(const ValueDomain& domain, std::vector<Candidates>& cells, bool& changed,
                           std::span<const int> touched) const {
  for (int k : index_.parts_of(touched))
    if (!propagate_cage(static_cast<std::size_t>(k), domain, cells, changed)) return false;
  return true;
}

}  // namespace gridsat::rules

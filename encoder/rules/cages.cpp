#include "rules/cages.hpp"

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
  CageCells cells;
  cells.values = vars.domain().values;
  for (const Cage& cage : cages_) {
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

bool Cages::propagate_cage(std::size_t k, std::vector<Candidates>& cells, bool& changed) const {
  const Cage& cage = cages_[k];
  return gridsat::propagate_cage({cage.cells, op_of(cage.op), cage.target, false, differ_[k]},
                                 cells, changed);
}

bool Cages::propagate(const ValueDomain&, std::vector<Candidates>& cells, bool& changed) const {
  for (std::size_t k = 0; k < cages_.size(); ++k)
    if (!propagate_cage(k, cells, changed)) return false;
  return true;
}

bool Cages::propagate_near(const ValueDomain&, std::vector<Candidates>& cells, bool& changed,
                           std::span<const int> touched) const {
  for (int k : index_.parts_of(touched))
    if (!propagate_cage(static_cast<std::size_t>(k), cells, changed)) return false;
  return true;
}

}  // namespace gridsat::rules

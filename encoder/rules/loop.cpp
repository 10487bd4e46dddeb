#include "rules/loop.hpp"

#include "propagators/loop_sides.hpp"

namespace gridsat::rules {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

}  // namespace

LoopGeometry::LoopGeometry(const LoopShape& loop)
    : shape(loop), rows(loop.h_rows), cols(loop.v_cols) {
  const int face_rows = rows > 1 ? rows - 1 : 0, face_cols = cols > 1 ? cols - 1 : 0;
  faces = face_rows * face_cols;
  auto face = [&](int r, int c) {
    return r < 0 || c < 0 || r >= face_rows || c >= face_cols ? faces : r * face_cols + c;
  };
  const int g = shape.grid_cols();
  std::vector<int> h_index(at(rows * (cols - 1)), -1), v_index(at((rows - 1) * cols), -1);
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j + 1 < cols; ++j) {
      h_index[at(i * (cols - 1) + j)] = static_cast<int>(edges.size());
      edges.push_back({i * g + j, i * cols + j, i * cols + j + 1, face(i - 1, j), face(i, j)});
    }
  for (int i = 0; i + 1 < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      v_index[at(i * cols + j)] = static_cast<int>(edges.size());
      edges.push_back({(shape.h_rows + i) * g + j, i * cols + j, (i + 1) * cols + j, face(i, j - 1),
                       face(i, j)});
    }
  point_edges.assign(at(points()), {-1, -1, -1, -1});
  point_faces.resize(at(points()));
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      auto& e = point_edges[at(i * cols + j)];
      if (i > 0) e[0] = v_index[at((i - 1) * cols + j)];
      if (j + 1 < cols) e[1] = h_index[at(i * (cols - 1) + j)];
      if (i + 1 < rows) e[2] = v_index[at(i * cols + j)];
      if (j > 0) e[3] = h_index[at(i * (cols - 1) + j - 1)];
      point_faces[at(i * cols + j)] = {face(i - 1, j - 1), face(i - 1, j), face(i, j),
                                       face(i, j - 1)};
    }
  for (int r = 0; r < face_rows; ++r)
    for (int c = 0; c < face_cols; ++c) {
      face_edges.push_back({h_index[at(r * (cols - 1) + c)], h_index[at((r + 1) * (cols - 1) + c)],
                            v_index[at(r * cols + c)], v_index[at(r * cols + c + 1)]});
      face_neighbours.push_back({face(r - 1, c), face(r + 1, c), face(r, c - 1), face(r, c + 1)});
    }
}

int LoopGeometry::degree(const Grid& answer, int p) const {
  int n = 0;
  for (int e : point_edges[at(p)]) n += e >= 0 && used(answer, e);
  return n;
}

int LoopGeometry::neighbour(int p, int d) const {
  const int e = point_edges[at(p)][at(d)];
  if (e < 0) return -1;
  const Link& link = edges[at(e)];
  return link.a == p ? link.b : link.a;
}

LoopVars::LoopVars(Cnf& cnf, const LoopShape& shape)
    : vars_(at(shape.grid_rows() * shape.grid_cols()), 0) {
  for (int r = 0; r < shape.grid_rows(); ++r)
    for (int c = 0; c < shape.grid_cols(); ++c)
      if (auto edge = edge_at(shape, r, c)) {
        const int var = cnf.new_var();
        vars_[at(r * shape.grid_cols() + c)] = var;
        name_edge(cnf.answer(), shape, *edge, var);
      }
}

LoopRuleSet::LoopRuleSet(LoopGeometryPtr geometry, std::vector<LoopRulePtr> rules)
    : geometry_(std::move(geometry)), rules_(std::move(rules)) {}

std::optional<Violation> LoopRuleSet::evaluate(const Grid& answer) const {
  for (const LoopRulePtr& rule : rules_)
    if (auto broken = rule->evaluate(answer)) return broken;
  return std::nullopt;
}

LoopVars LoopRuleSet::encode(Cnf& cnf, const EncodeOptions& options) const {
  LoopVars vars(cnf, geometry_->shape);
  for (const LoopRulePtr& rule : rules_) rule->encode(cnf, vars, options);
  return vars;
}

EncodingSize LoopRuleSet::size(const EncodeOptions& options) const {
  EncodingSize out{static_cast<double>(geometry_->edges.size()), 0, 0};
  for (const LoopRulePtr& rule : rules_) out += rule->size(options);
  return out;
}

std::vector<Cut> LoopRuleSet::cuts(const Grid& answer) const {
  std::vector<Cut> out;
  for (const LoopRulePtr& rule : rules_)
    for (Cut& cut : rule->cuts(answer)) out.push_back(std::move(cut));
  return out;
}

namespace {

class LoopNative final : public NativeRules {
 public:
  LoopNative(LoopGeometryPtr geometry, std::vector<LoopRulePtr> rules)
      : geometry_(std::move(geometry)), rules_(std::move(rules)) {}

  const std::vector<int>& values() const override { return values_; }

  std::vector<Candidates> initial() const override {
    std::vector<Candidates> cells(at(geometry_->answer_cells()), kEdgeOff);  // padding
    for (const auto& e : geometry_->edges) cells[at(e.cell)] = kEdgeOpen;
    return cells;
  }

  // The cheap rules to their joint fixpoint, then the global ones; again while those learn
  // anything. The side sets only grow: what a rule learns there stays true while the edges only
  // narrow.
  bool propagate(std::vector<Candidates>& cells) const override {
    for (const auto& e : geometry_->edges)
      if (cells[at(e.cell)] == 0) return false;
    SideSets sides(geometry_->faces + 1);
    LoopState state{cells, sides};
    for (;;) {
      bool changed = true;
      while (changed) {
        changed = false;
        for (const LoopRulePtr& rule : rules_)
          if (!rule->propagate(state, changed)) return false;
      }
      for (const LoopRulePtr& rule : rules_)
        if (!rule->propagate_global(state, changed)) return false;
      if (!changed) return true;
    }
  }

  void choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override {
    out.clear();
    for (const LoopRulePtr& rule : rules_)
      if (rule->choose(cells, out)) return;
    for (const auto& e : geometry_->edges)
      if (cells[at(e.cell)] == kEdgeOpen) {
        out.push_back({e.cell, kEdgeOn});
        out.push_back({e.cell, kEdgeOff});
        return;
      }
  }

 private:
  LoopGeometryPtr geometry_;
  std::vector<LoopRulePtr> rules_;
  std::vector<int> values_ = {0, 1};
};

}  // namespace

std::unique_ptr<NativeRules> LoopRuleSet::native() const {
  return std::make_unique<LoopNative>(geometry_, rules_);
}

}  // namespace gridsat::rules

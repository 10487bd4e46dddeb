// Test-only puzzles, one per thing the generic code must handle before a real genre needs it:
//
//   ToyLoop   a loop answer: any single closed loop on a lattice of 3 x 3 points, either along the
//             borders of 2 x 2 cells (slitherlink's shape, Puzzle::loop_shape's default) or through
//             the centres of 3 x 3 cells (masyu's). A given is a clue: on borders, how many of the
//             cell's four borders the loop takes (slitherlink); at a centre, that the loop passes.
//             The encoding only says "every point has 0 or 2 loop edges, and some edge is on the
//             loop": on 3 x 3 points that is exactly a single loop (two loops would share a point),
//             which the check tests the plain way.
//   ToyShade  a shading answer drawn as filled cells: one shaded cell in each row and column.
//   ToyMarks  values with signs between cells (Picture::marks): a 2 x 2 Latin square, 1 and 2,
//             the signs of `marks` holding.
#pragma once

#include <algorithm>
#include <bit>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "puzzles/answer_kind.hpp"
#include "puzzles/puzzle.hpp"

namespace gridsat::test {

class ToyLoop final : public Puzzle {
 public:
  // centres: the loop joins the centres of 3 x 3 cells; otherwise it runs along the borders of
  // 2 x 2 cells.
  explicit ToyLoop(bool centres = false) : centres_(centres), givens_(side(), side()) {}

  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<ToyLoop>(*this); }
  std::string_view type() const override { return "toyloop"; }
  int rows() const override { return side(); }
  int cols() const override { return side(); }
  const Grid& givens() const override { return givens_; }
  std::string header_options() const override { return centres_ ? "3x3 centres" : "2x2"; }
  AnswerKind answer_kind() const override { return AnswerKind::Loop; }
  LoopShape loop_shape() const override {
    return centres_ ? centre_loop(3, 3) : Puzzle::loop_shape();
  }
  // A centre's clue is a pearl, written "o".
  std::string value_text(int value) const override {
    return centres_ ? "o" : std::to_string(value);
  }
  std::string shown_value(int value) const override {
    return centres_ ? "○" : std::to_string(value);
  }
  std::unique_ptr<NativeRules> native_rules() const override { return nullptr; }

  void set_clue(int r, int c, int value) { givens_.at(r, c) = value; }

  // The edges that meet at lattice point (i, j).
  std::vector<Edge> edges_at(int i, int j) const {
    std::vector<Edge> out;
    const LoopShape s = loop_shape();
    for (Edge e : {Edge{EdgeKind::H, i, j - 1}, Edge{EdgeKind::H, i, j},
                   Edge{EdgeKind::V, i - 1, j}, Edge{EdgeKind::V, i, j}})
      if (has_edge(s, e)) out.push_back(e);
    return out;
  }
  // The four borders of cell (r, c), on borders.
  static std::vector<Edge> borders(int r, int c) {
    return {
        {EdgeKind::H, r, c}, {EdgeKind::H, r + 1, c}, {EdgeKind::V, r, c}, {EdgeKind::V, r, c + 1}};
  }

  std::optional<Violation> check(const Grid& answer) const override {
    const LoopShape s = loop_shape();
    auto on = [&](const Edge& e) { return edge_value(s, answer, e) == 1; };
    int edges = 0, start_i = -1, start_j = -1;
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) {
        auto here = edges_at(i, j);
        int degree = static_cast<int>(std::count_if(here.begin(), here.end(), on));
        if (degree != 0 && degree != 2) return Violation{"the loop branches or ends", i, j};
        if (degree == 2) start_i = i, start_j = j;
        edges += degree;
      }
    if (edges == 0) return Violation{"there is no loop"};
    // One loop: walking it from one point goes round all its edges.
    int walked = 0, i = start_i, j = start_j;
    Edge last{EdgeKind::H, -1, -1};
    do {
      for (const Edge& e : edges_at(i, j)) {
        if (!on(e) || e == last) continue;
        last = e;
        if (e.kind == EdgeKind::H)
          j = e.j == j ? j + 1 : j - 1;
        else
          i = e.i == i ? i + 1 : i - 1;
        break;
      }
      ++walked;
    } while (i != start_i || j != start_j);
    if (2 * walked != edges) return Violation{"more than one loop"};
    for (int r = 0; r < rows(); ++r)
      for (int c = 0; c < cols(); ++c) {
        int clue = givens_.at(r, c);
        if (clue == kUnknown) continue;
        if (centres_) {
          auto here = edges_at(r, c);
          if (std::none_of(here.begin(), here.end(), on))
            return Violation{"the loop misses a pearl", r, c};
        } else {
          auto four = borders(r, c);
          if (std::count_if(four.begin(), four.end(), on) != clue)
            return Violation{"the clue's count is wrong", r, c};
        }
      }
    return std::nullopt;
  }

  void encode(Cnf& cnf, const EncodeOptions&) const override {
    const LoopShape s = loop_shape();
    std::vector<Lit> any;
    std::vector<int> vars(static_cast<std::size_t>(s.grid_rows() * s.grid_cols()), 0);
    auto var = [&](const Edge& e) {
      auto [r, c] = cell_of(s, e);
      return vars[static_cast<std::size_t>(r * s.grid_cols() + c)];
    };
    for (int r = 0; r < s.grid_rows(); ++r)
      for (int c = 0; c < s.grid_cols(); ++c)
        if (auto e = edge_at(s, r, c)) {
          int v = cnf.new_var();
          vars[static_cast<std::size_t>(r * s.grid_cols() + c)] = v;
          name_edge(cnf.answer(), s, *e, v);
          any.push_back(v);
        }
    cnf.add(any);
    // Every assignment of `lits` whose count of true literals `bad` rejects is forbidden.
    auto forbid = [&](const std::vector<Lit>& lits, auto bad) {
      for (unsigned mask = 0; mask < (1u << lits.size()); ++mask) {
        if (!bad(std::popcount(mask))) continue;
        std::vector<Lit> clause;
        for (std::size_t k = 0; k < lits.size(); ++k)
          clause.push_back(mask >> k & 1 ? -lits[k] : lits[k]);
        cnf.add(clause);
      }
    };
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) {
        std::vector<Lit> lits;
        for (const Edge& e : edges_at(i, j)) lits.push_back(var(e));
        forbid(lits, [](int n) { return n != 0 && n != 2; });
      }
    for (int r = 0; r < rows(); ++r)
      for (int c = 0; c < cols(); ++c) {
        int clue = givens_.at(r, c);
        if (clue == kUnknown) continue;
        std::vector<Lit> lits;
        for (const Edge& e : centres_ ? edges_at(r, c) : borders(r, c)) lits.push_back(var(e));
        if (centres_)
          cnf.add(lits);
        else
          forbid(lits, [clue](int n) { return n != clue; });
      }
  }

 protected:
  void set_givens(Grid givens) override { givens_ = std::move(givens); }

 private:
  int side() const { return centres_ ? 3 : 2; }
  bool centres_;
  Grid givens_;
};

class ToyShade final : public Puzzle {
 public:
  explicit ToyShade(int n = 2) : givens_(n, n) {}
  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<ToyShade>(*this); }
  std::string_view type() const override { return "toyshade"; }
  int rows() const override { return givens_.rows; }
  int cols() const override { return givens_.cols; }
  const Grid& givens() const override { return givens_; }
  std::string header_options() const override { return std::to_string(givens_.rows); }
  AnswerKind answer_kind() const override { return AnswerKind::Shading; }
  std::unique_ptr<NativeRules> native_rules() const override { return nullptr; }
  std::optional<Violation> check(const Grid& g) const override {
    for (int k = 0; k < g.rows; ++k) {
      int row = 0, col = 0;
      for (int m = 0; m < g.cols; ++m) row += g.at(k, m), col += g.at(m, k);
      if (row != 1 || col != 1) return Violation{"not one shaded cell", k, 0};
    }
    return std::nullopt;
  }
  void encode(Cnf& cnf, const EncodeOptions&) const override {
    const int n = givens_.rows;
    int first = cnf.new_vars(n * n);
    auto v = [&](int r, int c) { return first + r * n + c; };
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) cnf.answer().add(r, c, 1, v(r, c));
    for (int k = 0; k < n; ++k) {
      std::vector<Lit> row, col;
      for (int m = 0; m < n; ++m) row.push_back(v(k, m)), col.push_back(v(m, k));
      cnf.add(row);
      cnf.add(col);
      for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) {
          cnf.add({-v(k, a), -v(k, b)});
          cnf.add({-v(a, k), -v(b, k)});
        }
    }
  }

 protected:
  void set_givens(Grid givens) override { givens_ = std::move(givens); }

 private:
  Grid givens_;
};

class ToyMarks final : public Puzzle {
 public:
  std::vector<Mark> marks;

  std::unique_ptr<Puzzle> clone() const override { return std::make_unique<ToyMarks>(*this); }
  std::string_view type() const override { return "toymarks"; }
  int rows() const override { return 2; }
  int cols() const override { return 2; }
  const Grid& givens() const override { return givens_; }
  std::string header_options() const override { return "2"; }
  std::unique_ptr<NativeRules> native_rules() const override { return nullptr; }
  std::optional<Violation> check(const Grid&) const override { return std::nullopt; }
  void encode(Cnf&, const EncodeOptions&) const override {}
  void draw(Picture& picture) const override { picture.marks = marks; }

 protected:
  void set_givens(Grid givens) override { givens_ = std::move(givens); }

 private:
  Grid givens_{2, 2};
};

}  // namespace gridsat::test

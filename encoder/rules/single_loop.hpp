// The edges on the loop form one single closed loop that never crosses, touches or branches:
// every point has 0 or 2 of its edges used, the used edges are connected, and at least one is
// used. With `every_point` the loop also passes through every point (a full slitherlink, a full
// masyu).
//
// encode: encodings/single_loop.hpp (degree, the faces' inside literals, and the inside and the
// outside connected statically or left to the lazy cuts of loop_cuts), then a clause per point
// for every_point.
// propagate (the cheap part): every decided edge joins its two faces in the side sets and an
// open edge between two joined faces is decided; per point, the patterns of degree 0 or 2 (2
// for every_point) against the sides of its four faces (propagators/loop_sides.hpp).
// propagate_global, once the cheap parts of every rule have nothing left: the paths of used edges
// (a union-find): an open edge joining the two ends of one path closes a cycle, allowed only when
// that path holds every used edge, a closed cycle is the whole loop, and a complete answer
// without a used edge is refused; when they decide nothing, the inside faces connected and the
// outside ones connected with the outside (propagators/connectivity.hpp's propagate_connected on
// the faces whose side is known), then propagate_loop. The paths allocate per call, and the
// regions and propagate_loop a lattice; after the cheap part they rarely find more.
// choose follows the loop as a solver by hand does: an open edge at a loose end (a point with one
// used edge), the one with the fewest open edges, "on" first.
#pragma once

#include <memory>

#include "rules/loop.hpp"

namespace gridsat {
struct Graph;  // encodings/connectivity.hpp
}

namespace gridsat::rules {

struct SingleLoopOptions {
  bool every_point = false;  // the loop passes through every point
  bool follow_ends = true;   // choose offers the loose ends (else it leaves the choice to others)
};

class SingleLoop final : public LoopRule {
 public:
  using Options = SingleLoopOptions;
  // `points` says how messages name the points: "point (1, 2)" for Vertices (0-based, as the
  // edges are numbered), the cell for Centres.
  SingleLoop(LoopGeometryPtr geometry, LoopPoints points, Options options = {});

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& answer) const override;
  void encode(Cnf& cnf, const LoopVars& vars, const EncodeOptions& options) const override;
  bool propagate(LoopState& state, bool& changed) const override;
  bool propagate_global(LoopState& state, bool& changed) const override;
  std::vector<Cut> cuts(const Grid& answer) const override;
  bool choose(const std::vector<Candidates>& cells, std::vector<Alternative>& out) const override;
  EncodingSize size(const EncodeOptions& options) const override;

 private:
  bool paths(std::vector<Candidates>& cells, bool& changed) const;

  LoopGeometryPtr geo_;
  LoopPoints points_;
  Options options_;
  std::shared_ptr<const Graph> face_graph_;  // the inner faces, side neighbours linked, and the
                                             // outside (last)
};

}  // namespace gridsat::rules

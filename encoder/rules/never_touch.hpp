// Never touching: no two shaded cells are neighbours, by side (hitori, heyawake, kurodoko) or
// also by corner (star battle: king).
//
// Encoded as one binary clause per pair of neighbours, each pair once (from its first cell in
// reading order), none for a cell another rule keeps unshaded (ShadingVars). With king touching
// this is also "at most one shaded cell in every 2 x 2 block", since two cells of a block always
// touch and two touching cells always share a block: the fact (rule.hpp) that star battle's
// counting bound needs. Its propagation: a shaded cell's neighbours are unshaded.
#pragma once

#include <vector>

#include "rules/groups.hpp"
#include "rules/rule.hpp"

namespace gridsat::rules {

class NeverTouch final : public ShadingRule {
 public:
  NeverTouch(GridShape shape, Touch touch, Noun noun = {});

  std::string describe() const override;
  std::optional<Violation> evaluate(const Grid& shading) const override;
  void encode(Cnf& cnf, const ShadingVars& vars, const EncodeOptions& options) const override;
  bool propagate(std::vector<Candidates>& cells, bool& changed) const override;
  // Only a shaded cell says something: the touched ones' neighbours.
  bool propagate_near(std::vector<Candidates>& cells, bool& changed,
                      std::span<const int> touched) const override;
  EncodingSize size(const EncodeOptions& options, std::span<const char> kept) const override;
  unsigned facts() const override {
    return touch_ == Touch::King ? kAtMostOnePerBlock | kNoSideNeighbours : kNoSideNeighbours;
  }

 private:
  GridShape shape_;
  Touch touch_;
  Noun noun_;
  std::vector<std::vector<int>> neighbours_;
};

}  // namespace gridsat::rules

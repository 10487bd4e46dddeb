#include "support/scratch_dir.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>

namespace gridsat::test {

ScratchDir::ScratchDir() {
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/gridsat-cli-test-XXXXXX";
  REQUIRE(mkdtemp(pattern.data()) != nullptr);
  path_ = pattern;
}

ScratchDir::~ScratchDir() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

fs::path ScratchDir::write(const std::string& name, const std::string& text) const {
  fs::path p = path_ / name;
  std::FILE* f = std::fopen(p.c_str(), "wb");
  REQUIRE(f != nullptr);
  REQUIRE(std::fwrite(text.data(), 1, text.size(), f) == text.size());
  REQUIRE(std::fclose(f) == 0);
  return p;
}

std::vector<std::string> ScratchDir::entries() const {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(path_)) names.push_back(e.path().filename());
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace gridsat::test

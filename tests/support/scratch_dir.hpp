// A scratch directory for tests that write files: made fresh under the system's temporary folder,
// removed with everything in it.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace gridsat::test {

namespace fs = std::filesystem;

// A fresh directory under the system's temporary folder, removed with everything in it.
class ScratchDir {
 public:
  ScratchDir();
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const fs::path& path() const { return path_; }
  // Writes `text` to path()/name and returns the path.
  fs::path write(const std::string& name, const std::string& text) const;
  // The names of the entries in the directory, sorted (hidden ones too).
  std::vector<std::string> entries() const;

 private:
  fs::path path_;
};

}  // namespace gridsat::test

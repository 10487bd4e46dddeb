// A tar archive written in memory (POSIX.1-1988 ustar: 512-byte headers, octal fields), so that
// the HTTP server can hand out a certificate folder as one download that `tar -xf` unpacks on
// any system, without a library and without files of its own on the way.
#pragma once

#include <ctime>
#include <string>
#include <utility>
#include <vector>

namespace gridsat::cli {

// The archive of a folder `folder` holding `files` (name, contents), every entry dated `mtime`:
// the folder (0755) first, then each file (0644) in the order given. Names are short ASCII
// (at most 99 bytes with the folder); a longer one is a std::invalid_argument.
std::string tar_archive(const std::string& folder,
                        const std::vector<std::pair<std::string, std::string>>& files,
                        std::time_t mtime);

}  // namespace gridsat::cli

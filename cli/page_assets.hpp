// The page `gridsat serve` serves (cli/page/: index.html, its script and its style), built into
// the program by cmake/EmbedPage.cmake: the server reads no file to serve it.
#pragma once

#include <span>
#include <string_view>

namespace gridsat::cli {

struct PageAsset {
  std::string_view path;  // "/index.html", "/app.js", ...
  std::string_view content_type;
  std::string_view body;
};

std::span<const PageAsset> page_assets();

}  // namespace gridsat::cli

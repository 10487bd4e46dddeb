// The setter's commands (analyze, generate, hint, rate, and serve, their page in a browser):
// declared apart from common.hpp so that adding them touched main.cpp only where it dispatches.
#pragma once

#include <string>
#include <vector>

namespace gridsat::cli {

int cmd_analyze(const std::vector<std::string>& args);
int cmd_generate(const std::vector<std::string>& args);
int cmd_hint(const std::vector<std::string>& args);
int cmd_rate(const std::vector<std::string>& args);
int cmd_serve(const std::vector<std::string>& args);

}  // namespace gridsat::cli

# Every dependency comes from Debian's packages (scripts/setup installs them).
# libcadical-dev ships a static library and a header but no CMake package: find them by hand.
find_path(CADICAL_INCLUDE_DIR cadical.hpp REQUIRED)
find_library(CADICAL_LIBRARY NAMES libcadical.a cadical REQUIRED)
add_library(gridsat::cadical STATIC IMPORTED)
set_target_properties(gridsat::cadical PROPERTIES
  IMPORTED_LOCATION ${CADICAL_LIBRARY}
  INTERFACE_INCLUDE_DIRECTORIES ${CADICAL_INCLUDE_DIR})

find_package(Boost 1.71 REQUIRED COMPONENTS program_options)
find_package(nlohmann_json 3 REQUIRED)
find_package(Threads REQUIRED)

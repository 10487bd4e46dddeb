# `cmake --install`: the gridsat program, its man page and bash completion, and the library for C++
# programs: the public headers of encoder/ and backends/ under include/gridsat/, the two static
# libraries, and a CMake package so that `find_package(gridsat)` gives the target gridsat::gridsat.
# CaDiCaL has no CMake package of its own (cmake/GridsatDependencies.cmake finds it by hand), so the
# package's gridsatConfig.cmake finds libcadical.a again on the consumer's side.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# One target for users: gridsat::gridsat brings the backends, the encoder and CaDiCaL.
add_library(gridsat_library INTERFACE)
target_link_libraries(gridsat_library INTERFACE gridsat_backends gridsat_encoder)
set_target_properties(gridsat_library PROPERTIES EXPORT_NAME gridsat)
set_target_properties(gridsat_encoder PROPERTIES EXPORT_NAME encoder)
set_target_properties(gridsat_backends PROPERTIES EXPORT_NAME backends)

install(TARGETS gridsat RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS gridsat_encoder gridsat_backends gridsat_library EXPORT gridsatTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} ${CMAKE_INSTALL_INCLUDEDIR}/gridsat)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/encoder/ ${PROJECT_SOURCE_DIR}/backends/
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/gridsat FILES_MATCHING PATTERN "*.hpp")
install(FILES ${PROJECT_SOURCE_DIR}/docs/gridsat.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${PROJECT_SOURCE_DIR}/cli/completion/gridsat.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME gridsat)

set(GRIDSAT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/gridsat)
install(EXPORT gridsatTargets NAMESPACE gridsat:: DESTINATION ${GRIDSAT_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/gridsatConfig.cmake.in
  ${PROJECT_BINARY_DIR}/gridsatConfig.cmake INSTALL_DESTINATION ${GRIDSAT_CMAKE_DIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/gridsatConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/gridsatConfig.cmake ${PROJECT_BINARY_DIR}/gridsatConfigVersion.cmake
        DESTINATION ${GRIDSAT_CMAKE_DIR})

// The source the test programs' precompiled header is built with (tests/CMakeLists.txt): the
// header itself is CMake's, from the list given there.

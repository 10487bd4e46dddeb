# GRIDSAT_FUZZ: every target of this build gets libFuzzer's coverage instrumentation with ASan and
# UBSan (so the libraries the fuzz targets link are instrumented too), and tests/fuzz adds one
# libFuzzer program per reader. libFuzzer ships with clang only: configure a separate build folder
# with CC=clang CXX=clang++ (scripts/fuzz does).
if(GRIDSAT_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "GRIDSAT_FUZZ needs clang (libFuzzer): configure with CXX=clang++")
  endif()
  add_compile_options(-fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
                      -fno-sanitize-recover=undefined -g)
  add_link_options(-fsanitize=address,undefined)
endif()

# Warnings (errors with GRIDSAT_WERROR) and, with GRIDSAT_SANITIZE, ASan + UBSan on every target.
if(GRIDSAT_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()

function(gridsat_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  # GCC 12 reports std::string's own copies, inlined into `std::string + "literal"` and the like,
  # as overlapping or out of bounds (GCC bugs 105329, 105651), depending on what else the source
  # includes and on the optimisation level: these three warnings come and go with the build, not
  # with the code. The sanitizers check the real bounds when the tests run.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(${target} PRIVATE -Wno-restrict -Wno-array-bounds
                                             -Wno-stringop-overflow -Wno-stringop-overread)
  endif()
  if(GRIDSAT_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

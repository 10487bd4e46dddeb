# Warnings (errors with GRIDSAT_WERROR) and, with GRIDSAT_SANITIZE, ASan + UBSan on every target.
if(GRIDSAT_SANITIZE)
  add_compile_options(-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  add_link_options(-fsanitize=address,undefined)
endif()

function(gridsat_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  # GCC 12 reports "literal" + std::to_string(...) as an overlapping memcpy (GCC bug 105329).
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(GRIDSAT_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

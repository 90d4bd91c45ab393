# SPDX-License-Identifier: MIT
# Warnings are errors for everything we compile; sanitizers on request.
add_library(roofline_warnings INTERFACE)
target_compile_options(roofline_warnings INTERFACE
  $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wpedantic -Wshadow=local -Wnon-virtual-dtor>
  $<$<AND:$<COMPILE_LANGUAGE:CXX>,$<BOOL:${ROOFLINE_WERROR}>>:-Werror>
  $<$<AND:$<COMPILE_LANGUAGE:CUDA>,$<BOOL:${ROOFLINE_WERROR}>>:-Werror=all-warnings>
  $<$<COMPILE_LANGUAGE:CUDA>:-Xcompiler=-Wall,-Wextra>)

if(ROOFLINE_SANITIZE AND ROOFLINE_TSAN)
  message(FATAL_ERROR "ROOFLINE_SANITIZE (ASan) and ROOFLINE_TSAN cannot be combined")
endif()
if(ROOFLINE_TSAN)
  # Qt itself is not instrumented: tests/tsan.supp names the few Qt-internal reports and why.
  add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-fsanitize=thread>
                      $<$<COMPILE_LANGUAGE:CXX>:-fno-omit-frame-pointer>)
  add_link_options(-fsanitize=thread)
  add_compile_definitions(ROOFLINE_TSAN=1)
endif()
if(ROOFLINE_SANITIZE)
  add_compile_options($<$<COMPILE_LANGUAGE:CXX>:-fsanitize=address,undefined>
                      $<$<COMPILE_LANGUAGE:CXX>:-fno-omit-frame-pointer>
                      $<$<COMPILE_LANGUAGE:CXX>:-fno-sanitize-recover=undefined>)
  add_link_options(-fsanitize=address,undefined)
endif()

# Every target of ours calls this: warnings, and the version for --version.
function(roofline_target_defaults target)
  target_link_libraries(${target} PRIVATE roofline_warnings)
  target_compile_definitions(${target} PRIVATE ROOFLINE_VERSION="${PROJECT_VERSION}")
endfunction()

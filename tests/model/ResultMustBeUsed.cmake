# SPDX-License-Identifier: MIT
# cmake -DBUILD_DIR=… -DCONFIG=… -P ResultMustBeUsed.cmake
# Builds the result_compile_* targets (tests/model/CMakeLists.txt): the one that uses its
# Results must compile, the ones that drop a Result must not, and for that reason.
function(build target outvar resultvar)
  execute_process(
    COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --config ${CONFIG} --target ${target}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  set(${outvar} "${out}" PARENT_SCOPE)
  set(${resultvar} ${rc} PARENT_SCOPE)
endfunction()

build(result_compile_uses out rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "The control (every Result used) does not compile:\n${out}")
endif()
foreach(target result_compile_drops_void result_compile_drops_value)
  build(${target} out rc)
  if(rc EQUAL 0)
    message(FATAL_ERROR "${target} compiled: a dropped Result went unnoticed ([[nodiscard]]?)")
  endif()
  if(NOT out MATCHES "nodiscard|unused-result")
    message(FATAL_ERROR "${target} failed, but not for the dropped Result:\n${out}")
  endif()
  message(STATUS "${target}: refused, as it must be")
endforeach()

# SPDX-License-Identifier: MIT
# Issue 29, item 7: the plain build a GPU node's admin types (no preset, Release, probe-only)
# must not turn warnings into errors, while every configure preset (CI and developers) must.
#   cmake -DROOT=<source> -DWORK=<scratch dir> -P PlainBuildFlags.cmake
file(REMOVE_RECURSE "${WORK}")
execute_process(
  COMMAND ${CMAKE_COMMAND} -S "${ROOT}" -B "${WORK}" -DCMAKE_BUILD_TYPE=Release
          -DROOFLINE_PROBE_ONLY=ON -DROOFLINE_CUDA=OFF -DROOFLINE_BUILD_TESTS=OFF
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "plain Release configure failed (${rc}):\n${out}\n${err}")
endif()
file(READ "${WORK}/compile_commands.json" commands)
string(JSON n LENGTH "${commands}")
if(n EQUAL 0)
  message(FATAL_ERROR "the plain Release configure wrote no compile commands")
endif()
math(EXPR last_command "${n} - 1")
foreach(i RANGE ${last_command})
  string(JSON line GET "${commands}" ${i} command)
  if(line MATCHES "-Werror")
    message(FATAL_ERROR "a plain Release build compiles with -Werror (it must be opt-in): ${line}")
  endif()
endforeach()
file(REMOVE_RECURSE "${WORK}")

file(READ "${ROOT}/CMakePresets.json" presets)
string(JSON count LENGTH "${presets}" configurePresets)
math(EXPR last "${count} - 1")
foreach(i RANGE ${last})
  string(JSON name GET "${presets}" configurePresets ${i} name)
  string(JSON werror ERROR_VARIABLE missing GET "${presets}" configurePresets ${i} cacheVariables
         ROOFLINE_WERROR)
  if(NOT werror STREQUAL "ON")
    message(FATAL_ERROR "configure preset '${name}' does not set ROOFLINE_WERROR=ON")
  endif()
endforeach()
message(STATUS "${n} compile commands of a plain Release build without -Werror; "
               "${count} presets with ROOFLINE_WERROR=ON")

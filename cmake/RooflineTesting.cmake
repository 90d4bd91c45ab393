# SPDX-License-Identifier: MIT
# One helper declares a Qt Test: offscreen platform, label, and a timeout.
#   roofline_add_test(NAME tst_foo SOURCES tst_foo.cpp LIBS roofline_model [LABELS x])
function(roofline_add_test)
  cmake_parse_arguments(T "" "NAME" "SOURCES;LIBS;LABELS" ${ARGN})
  add_executable(${T_NAME} ${T_SOURCES})
  roofline_target_defaults(${T_NAME})
  target_link_libraries(${T_NAME} PRIVATE Qt6::Test roofline_test_support ${T_LIBS})
  target_compile_definitions(${T_NAME} PRIVATE
    ROOFLINE_TEST_DATA="${PROJECT_SOURCE_DIR}/tests/data"
    ROOFLINE_BINARY_DIR="${PROJECT_BINARY_DIR}")
  add_test(NAME ${T_NAME} COMMAND ${T_NAME})
  set(labels unit ${T_LABELS})
  set_tests_properties(${T_NAME} PROPERTIES
    LABELS "${labels}"
    TIMEOUT 300
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LC_ALL=C.UTF-8;QT_LOGGING_RULES=qt.qpa.*=false")
endfunction()

# Benchmarks: never in the default run (ctest -LE benchmark); run with ctest -L benchmark.
function(roofline_add_benchmark)
  cmake_parse_arguments(T "" "NAME" "SOURCES;LIBS" ${ARGN})
  add_executable(${T_NAME} ${T_SOURCES})
  roofline_target_defaults(${T_NAME})
  # The test helpers ("support/…", tests/support) serve the benchmarks' fixtures too.
  target_link_libraries(${T_NAME} PRIVATE Qt6::Test roofline_test_support ${T_LIBS})
  add_test(NAME ${T_NAME} COMMAND ${T_NAME})
  set_tests_properties(${T_NAME} PROPERTIES LABELS benchmark TIMEOUT 900
    ENVIRONMENT "QT_QPA_PLATFORM=offscreen")
endfunction()

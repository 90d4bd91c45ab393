# SPDX-License-Identifier: MIT
# The layers, checked: every `#include "…"` under src/ against the allowed graph.
#   cmake -DROOT=<repository root> [-DSTAMP=<file to touch when clean>] -P CheckLayers.cmake
# Run by the `check_layers` target (part of `all`, so a bad include fails the build) and by
# the tests tst_layers / tst_layers_planted (tests/CMakeLists.txt).
#
# A layer is a folder of src/. It may include its own headers and those of the layers below it:
#   model → storage → runner → usecases → ui, cli
#   model → report → usecases (report takes value types only, FleetEntry included; never storage)
# i18n (the translation loader) is used by the front ends only. probes and cuda are the
# measurement engine: plain C++ (+ CUDA), never Qt; they share only model/MeasurementParams.h
# (plain C++ on purpose) with the rest. Item models (QAbstractItemModel & co.) belong to the
# front ends, never to model, storage, runner, report or usecases.
cmake_minimum_required(VERSION 3.22)

if(NOT ROOT)
  message(FATAL_ERROR "CheckLayers.cmake: -DROOT=<repository root> is required")
endif()

set(allowed_model model)
set(allowed_storage model storage)
set(allowed_runner model storage runner)
set(allowed_report model report)
set(allowed_usecases model storage runner report usecases)
set(allowed_i18n i18n)
set(allowed_ui model storage runner report usecases i18n ui)
set(allowed_cli model storage runner report usecases i18n cli)
set(allowed_probes probes)
set(allowed_cuda probes cuda)
set(layers model storage runner report usecases i18n ui cli probes cuda)

# Single headers a layer may include outside its graph, with the reason.
#   model/MeasurementParams.h: plain C++ names of measurement parameters, shared on purpose by
#   the engine (which writes them) and the Qt side (which reads them).
set(engine_shared "model/MeasurementParams.h")
# probes/CudaDeviceProvider.cpp: the roofline-probe executable's glue to the CUDA probes,
# compiled only when CUDA is (src/probes/CMakeLists.txt); the engine library never sees it.
set(probes_to_cuda_files "src/probes/CudaDeviceProvider.cpp")
#   storage/AtomicFile.h: every report file is written through it (ReportExporter::writeFile):
#   whole or not at all, and refused when it names the open database's files (issue 27). The
#   one storage header report may include; a report reading storage's types or the database
#   (FleetRepository, Database …) is refused like any other upward include.
set(report_shared "storage/AtomicFile.h")

# Qt item-model headers: QtCore, but a presentation concern.
set(item_model_headers
  QAbstractItemModel QAbstractTableModel QAbstractListModel QAbstractProxyModel
  QSortFilterProxyModel QIdentityProxyModel QTransposeProxyModel QConcatenateTablesProxyModel
  QItemSelectionModel QStandardItemModel QStringListModel QFileSystemModel)
list(JOIN item_model_headers "|" item_model_alternatives)
set(no_item_models model storage runner report usecases probes cuda)

file(GLOB_RECURSE sources RELATIVE "${ROOT}" LIST_DIRECTORIES false
  "${ROOT}/src/*.h" "${ROOT}/src/*.hpp" "${ROOT}/src/*.cpp" "${ROOT}/src/*.cu"
  "${ROOT}/src/*.cuh" "${ROOT}/src/*.inc")
list(SORT sources)

set(violations "")
set(checked 0)
foreach(file IN LISTS sources)
  if(NOT file MATCHES "^src/([^/]+)/")
    continue() # a file directly in src/ (none today) belongs to no layer
  endif()
  set(layer "${CMAKE_MATCH_1}")
  if(NOT layer IN_LIST layers)
    list(APPEND violations "${file}: folder src/${layer} is no known layer (add it to cmake/CheckLayers.cmake)")
    continue()
  endif()
  math(EXPR checked "${checked} + 1")
  file(STRINGS "${ROOT}/${file}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<]")
  foreach(line IN LISTS includes)
    if(line MATCHES "#[ \t]*include[ \t]*\"([^\"]+)\"")
      set(header "${CMAKE_MATCH_1}")
      if(header MATCHES "\\.\\./")
        list(APPEND violations "${file}: includes \"${header}\": name headers from src/, never with ../")
        continue()
      endif()
      if(NOT header MATCHES "^([^/]+)/")
        continue() # next to the file: its own layer
      endif()
      set(target "${CMAKE_MATCH_1}")
      if(NOT target IN_LIST layers)
        continue() # not a project header (e.g. a generated ui_*.h or a test helper)
      endif()
      if(target IN_LIST allowed_${layer})
        continue()
      endif()
      if((layer STREQUAL "probes" OR layer STREQUAL "cuda") AND header IN_LIST engine_shared)
        continue()
      endif()
      if(layer STREQUAL "probes" AND target STREQUAL "cuda" AND file IN_LIST probes_to_cuda_files)
        continue()
      endif()
      if(layer STREQUAL "report" AND header IN_LIST report_shared)
        continue()
      endif()
      list(JOIN allowed_${layer} ", " may)
      list(APPEND violations "${file}: includes \"${header}\": layer ${layer} may include only ${may}")
    elseif(line MATCHES "#[ \t]*include[ \t]*<([^>]+)>")
      set(header "${CMAKE_MATCH_1}")
      if((layer STREQUAL "probes" OR layer STREQUAL "cuda") AND header MATCHES "^(Q[A-Za-z]|Qt)")
        list(APPEND violations "${file}: includes <${header}>: the measurement engine never uses Qt")
      elseif(layer IN_LIST no_item_models
             AND header MATCHES "^(Qt[A-Za-z]+/)?(${item_model_alternatives})$")
        list(APPEND violations
          "${file}: includes <${header}>: item models belong to the front ends (ui), not ${layer}")
      endif()
    endif()
  endforeach()
endforeach()

if(checked EQUAL 0)
  message(FATAL_ERROR "CheckLayers: no sources under ${ROOT}/src")
endif()
list(LENGTH violations count)
if(count GREATER 0)
  list(JOIN violations "\n  " text)
  message(FATAL_ERROR "CheckLayers: ${count} include(s) break the layers:\n  ${text}\n"
                      "(the graph and its reasons: cmake/CheckLayers.cmake, docs/design.md)")
endif()
message(STATUS "CheckLayers: ${checked} files keep the layers")
if(STAMP)
  file(TOUCH "${STAMP}")
endif()

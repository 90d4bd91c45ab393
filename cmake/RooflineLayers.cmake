# SPDX-License-Identifier: MIT
# Per-layer include roots. A library exports a folder that holds only its own headers, as
# <build>/layer-include/<layer>/<layer> → src/<layer>, so `#include "storage/Database.h"`
# resolves only for a target that links roofline_storage (or a library above it). A layer that
# reaches past its links does not compile; CheckLayers.cmake (the check_layers target, part of
# `all`) also refuses includes the links would allow but the layering does not (sideways).
#   roofline_layer_includes(<target> <layer>)
function(roofline_layer_includes target layer)
  set(root "${PROJECT_BINARY_DIR}/layer-include/${layer}")
  if(NOT EXISTS "${root}/${layer}")
    file(MAKE_DIRECTORY "${root}")
    file(CREATE_LINK "${PROJECT_SOURCE_DIR}/src/${layer}" "${root}/${layer}" SYMBOLIC)
  endif()
  target_include_directories(${target} PUBLIC "${root}")
endfunction()

# The one model header the Qt-free engine shares (plain C++ on purpose): a root of its own
# holding only model/MeasurementParams.h, so the engine cannot reach the rest of model (Qt).
#   roofline_engine_shared_includes(<target>)
function(roofline_engine_shared_includes target)
  set(root "${PROJECT_BINARY_DIR}/layer-include/engine-shared")
  if(NOT EXISTS "${root}/model/MeasurementParams.h")
    file(MAKE_DIRECTORY "${root}/model")
    file(CREATE_LINK "${PROJECT_SOURCE_DIR}/src/model/MeasurementParams.h"
         "${root}/model/MeasurementParams.h" SYMBOLIC)
  endif()
  target_include_directories(${target} PUBLIC "${root}")
endfunction()

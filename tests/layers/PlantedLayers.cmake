# SPDX-License-Identifier: MIT
# cmake -DCHECKER=<CheckLayers.cmake> -DWORK=<scratch folder> -P PlantedLayers.cmake
# The layer check must fail on each kind of bad include planted in a scratch tree, name each
# one, and pass the good includes next to them (so it fails for the planted lines, no other).
file(REMOVE_RECURSE "${WORK}")
function(plant path)
  list(JOIN ARGN "\n" text)
  file(WRITE "${WORK}/${path}" "${text}\n")
endfunction()
plant(src/model/Good.h "#pragma once" "#include \"model/Other.h\"" "#include <QString>")
plant(src/ui/Page.cpp "#include \"usecases/Fleet.h\"" "#include \"storage/Database.h\""
      "#include <QAbstractTableModel>")
plant(src/probes/engine/Engine.cpp "#include \"probes/engine/Probe.h\"" "#include \"model/MeasurementParams.h\"")
plant(src/report/Export.cpp "#include \"model/FleetEntry.h\"" "#include \"storage/AtomicFile.h\"")
# The planted violations, one per rule:
plant(src/storage/Upward.cpp "#include \"storage/Database.h\"" "  #  include \"ui/MainWindow.h\"")
plant(src/runner/Sideways.cpp "#include \"report/ReportDocument.h\"")
plant(src/probes/UsesQt.cpp "#include <QString>")
plant(src/storage/ItemModel.h "#include <QAbstractItemModel>")
plant(src/model/Parent.h "#include \"../ui/X.h\"")
plant(src/probes/Model.cpp "#include \"model/Run.h\"")
plant(src/report/Fleet.cpp "#include \"report/FleetReport.h\"" "#include \"storage/FleetRepository.h\"")

execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${WORK} -P ${CHECKER}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(rc EQUAL 0)
  message(FATAL_ERROR "The layer check passed a tree with planted bad includes:\n${out}")
endif()
foreach(expected
    "src/storage/Upward.cpp: includes \"ui/MainWindow.h\""
    "src/runner/Sideways.cpp: includes \"report/ReportDocument.h\""
    "src/probes/UsesQt.cpp: includes <QString>"
    "src/storage/ItemModel.h: includes <QAbstractItemModel>"
    "src/model/Parent.h: includes \"../ui/X.h\""
    "src/probes/Model.cpp: includes \"model/Run.h\""
    "src/report/Fleet.cpp: includes \"storage/FleetRepository.h\": layer report may include only model, report"
    "7 include\\(s\\) break the layers")
  if(NOT out MATCHES "${expected}")
    message(FATAL_ERROR "The layer check did not report ${expected}:\n${out}")
  endif()
endforeach()
foreach(clean Good.h Page.cpp Engine.cpp Export.cpp)
  if(out MATCHES "${clean}")
    message(FATAL_ERROR "The layer check blamed the allowed includes of ${clean}:\n${out}")
  endif()
endforeach()
message(STATUS "every planted bad include was found, nothing else")

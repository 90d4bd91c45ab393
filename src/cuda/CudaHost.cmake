# SPDX-License-Identifier: MIT
# roofline_cuda_host: the plain C++ half of the CUDA probes (device description, ceilings,
# sweep planning, byte/FLOP accounting, the dlopen'd NVML and NCCL). It needs no CUDA toolkit, so its
# tests run in every build, including ROOFLINE_CUDA=OFF (tests/cuda includes this file then).
if(NOT TARGET roofline_cuda_host)
  set(_d ${CMAKE_CURRENT_LIST_DIR})
  add_library(roofline_cuda_host STATIC
    ${_d}/Accounting.cpp ${_d}/Accounting.h ${_d}/KernelConstants.h
    ${_d}/CudaApi.h ${_d}/DevicePlanning.cpp ${_d}/DevicePlanning.h
    ${_d}/HostNuma.cpp ${_d}/HostNuma.h ${_d}/LatchOrder.h
    ${_d}/LlmDevicePlan.cpp ${_d}/LlmDevicePlan.h ${_d}/LlmKernelConstants.h
    ${_d}/LibraryPaths.cpp ${_d}/LibraryPaths.h
    ${_d}/PeerCopy.cpp ${_d}/PeerCopy.h
    ${_d}/TelemetryWindow.cpp ${_d}/TelemetryWindow.h
    ${_d}/GpuCeilings.cpp ${_d}/GpuCeilings.h
    ${_d}/GpuSpec.cpp ${_d}/GpuSpec.h
    ${_d}/Nccl.cpp ${_d}/Nccl.h
    ${_d}/Nvml.cpp ${_d}/Nvml.h
    ${_d}/SweepPlan.cpp ${_d}/SweepPlan.h)
  roofline_layer_includes(roofline_cuda_host cuda)
  target_link_libraries(roofline_cuda_host PUBLIC roofline_probes ${CMAKE_DL_LIBS})
  # Headers only (nccl.h checks the enum values Nccl.cpp hard-codes); nothing is linked.
  if(TARGET CUDA::toolkit)
    target_include_directories(roofline_cuda_host SYSTEM PRIVATE
      $<TARGET_PROPERTY:CUDA::toolkit,INTERFACE_INCLUDE_DIRECTORIES>)
  endif()
  # The toolkit folder the build used: one more place to find cuBLASLt and NCCL at run time.
  if(CUDAToolkit_LIBRARY_DIR)
    set_source_files_properties(${_d}/LibraryPaths.cpp PROPERTIES
      COMPILE_DEFINITIONS "ROOFLINE_CUDA_TOOLKIT_LIBDIR=\"${CUDAToolkit_LIBRARY_DIR}\"")
  endif()
  roofline_target_defaults(roofline_cuda_host)
endif()

# SPDX-License-Identifier: MIT
# ROOFLINE_CUDA=AUTO builds src/cuda where nvcc exists; ON requires it; OFF skips it.
set(ROOFLINE_HAVE_CUDA OFF)
if(NOT ROOFLINE_CUDA STREQUAL "OFF")
  include(CheckLanguage)
  if(NOT CMAKE_CUDA_COMPILER AND EXISTS /usr/local/cuda/bin/nvcc)
    set(CMAKE_CUDA_COMPILER /usr/local/cuda/bin/nvcc)
  endif()
  check_language(CUDA)
  if(CMAKE_CUDA_COMPILER)
    if(NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
      # Explicit list: "native" fails where no GPU is present. Real code for every
      # architecture from Turing to the newest this toolkit knows, plus PTX of the
      # newest so future GPUs can JIT it.
      execute_process(COMMAND ${CMAKE_CUDA_COMPILER} --list-gpu-arch
                      OUTPUT_VARIABLE _archs ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
      string(REGEX MATCHALL "compute_[0-9]+" _archs "${_archs}")
      set(_list "")
      set(_newest 75)
      foreach(a IN LISTS _archs)
        string(REPLACE "compute_" "" n "${a}")
        # Data-centre and desktop generations; Jetson-only and family variants are
        # covered by the PTX fallback.
        if(n MATCHES "^(75|80|86|89|90|100|120)$")
          list(APPEND _list "${n}-real")
          if(n GREATER _newest)
            set(_newest ${n})
          endif()
        endif()
      endforeach()
      if(NOT _list)
        set(_list 75-real 80-real 86-real 89-real 90-real)
        set(_newest 90)
      endif()
      list(APPEND _list "${_newest}-virtual")
      set(CMAKE_CUDA_ARCHITECTURES "${_list}" CACHE STRING "CUDA architectures")
    endif()
    enable_language(CUDA)
    # CMake 3.25 knows no C++20 dialect flag for nvcc; the kernels need only C++17.
    set(CMAKE_CUDA_STANDARD 17)
    set(CMAKE_CUDA_STANDARD_REQUIRED ON)
    find_package(CUDAToolkit REQUIRED)
    set(ROOFLINE_HAVE_CUDA ON)
    # The machine-code tests' disassemblers: the toolkit's own where it ships them, else
    # NVIDIA's PyPI packages that scripts/install-deps.sh puts in <build>/cuda-tools-venv.
    file(GLOB _venv_bins LIST_DIRECTORIES true
         "${PROJECT_BINARY_DIR}/cuda-tools-venv/lib/python*/site-packages/nvidia/*/bin")
    find_program(ROOFLINE_NVDISASM nvdisasm
                 HINTS ${CUDAToolkit_BIN_DIR} ${_venv_bins} /usr/local/cuda/bin)
    find_program(ROOFLINE_CUOBJDUMP cuobjdump
                 HINTS ${CUDAToolkit_BIN_DIR} ${_venv_bins} /usr/local/cuda/bin)
    if((NOT ROOFLINE_NVDISASM OR NOT ROOFLINE_CUOBJDUMP) AND ROOFLINE_BUILD_TESTS
       AND NOT ROOFLINE_PROBE_ONLY)
      message(WARNING "nvdisasm/cuobjdump not found: tst_cudasass will fail. "
                      "scripts/install-deps.sh installs them into ${PROJECT_BINARY_DIR}/cuda-tools-venv")
    endif()
    message(STATUS "Roofline Lab: CUDA probes ON (architectures ${CMAKE_CUDA_ARCHITECTURES})")
  elseif(ROOFLINE_CUDA STREQUAL "ON")
    message(FATAL_ERROR "ROOFLINE_CUDA=ON but no CUDA compiler (nvcc) was found")
  else()
    message(STATUS "Roofline Lab: no nvcc found, CUDA probes not built")
  endif()
endif()

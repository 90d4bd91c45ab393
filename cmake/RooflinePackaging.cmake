# SPDX-License-Identifier: MIT
# Debian packages for lab machines and cluster nodes (cpack -G DEB in the build folder):
#   roofline-probe_VERSION_ARCH.deb  the Qt-free measurement engine alone: depends on nothing
#                                    but libc, libstdc++ and libgcc (CUDA's runtime is linked
#                                    statically and the driver is dlopen'd), so it installs on a
#                                    bare GPU node.
#   roofline-lab_VERSION_ARCH.deb    the desktop app, the `roofline` CLI and the Slurm scripts
#                                    (/usr/share/roofline-lab/slurm); depends on roofline-probe
#                                    of the same version, which `roofline probe` finds beside
#                                    itself in /usr/bin, and on Debian's Qt 6 runtime (computed
#                                    by dpkg-shlibdeps) plus the SQL driver plugins it loads.
# A probe-only build (-DROOFLINE_PROBE_ONLY=ON) packages roofline-probe alone.
# Included once, after every install() rule is declared.
include_guard(GLOBAL)
include(GNUInstallDirs)

set(CPACK_PACKAGE_NAME "roofline-lab")
set(CPACK_PACKAGE_VENDOR "Roofline Lab")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_PACKAGE_CONTACT "Roofline Lab maintainers <roofline-lab@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
set(CPACK_GENERATOR "DEB")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DIRECTORY "${PROJECT_BINARY_DIR}/packages")

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # NAME_VERSION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION "science")

set(CPACK_COMPONENT_PROBE_DISPLAY_NAME "roofline-probe")
set(CPACK_DEBIAN_PROBE_PACKAGE_NAME "roofline-probe")
set(CPACK_DEBIAN_PROBE_PACKAGE_SECTION "science")
# Loaded at run time (dlopen) when present: oneDNN for the CPU library-GEMM rung (cpu.gemm);
# without it that rung reports "unavailable" and everything else measures.
set(CPACK_DEBIAN_PROBE_PACKAGE_SUGGESTS "libdnnl2")
set(CPACK_COMPONENT_PROBE_DESCRIPTION
    "Roofline Lab measurement engine (no Qt)\n"
    "Measures the bandwidth, latency and compute ceilings of this machine's CPU and CUDA GPUs "
    "and streams them as JSON lines, or writes a run bundle (--bundle) to import into Roofline "
    "Lab elsewhere. For cluster nodes without a desktop.")

if(ROOFLINE_PROBE_ONLY)
  set(CPACK_COMPONENTS_ALL probe)
else()
  set(CPACK_COMPONENTS_ALL probe app)
  set(CPACK_COMPONENT_APP_DISPLAY_NAME "Roofline Lab")
  set(CPACK_DEBIAN_APP_PACKAGE_NAME "roofline-lab")
  set(CPACK_DEBIAN_APP_PACKAGE_SECTION "science")
  set(CPACK_COMPONENT_APP_DESCRIPTION
      "Measure and explain the roofline of GPU and CPU lab machines\n"
      "The Roofline Lab desktop app and its command-line twin `roofline`: probe a machine, keep "
      "every run in SQLite or a shared PostgreSQL database, compare runs, flag regressions "
      "across a fleet, write reports, and explain LLM inference with an analytic roofline.")
  # Plugins are loaded at run time, so dpkg-shlibdeps cannot see them.
  set(CPACK_DEBIAN_APP_PACKAGE_DEPENDS
      "roofline-probe (= ${PROJECT_VERSION}), libqt6sql6-sqlite, libqt6sql6-psql")
  set(CPACK_DEBIAN_APP_PACKAGE_RECOMMENDS "fonts-dejavu-core, qt6-qpa-plugins")
  install(PROGRAMS ${PROJECT_SOURCE_DIR}/scripts/slurm/probe-node.sbatch
                   ${PROJECT_SOURCE_DIR}/scripts/slurm/submit-fleet.sh
                   ${PROJECT_SOURCE_DIR}/scripts/slurm/collect-fleet.sbatch
          DESTINATION ${CMAKE_INSTALL_DATADIR}/roofline-lab/slurm COMPONENT app)
  install(FILES ${PROJECT_SOURCE_DIR}/scripts/slurm/README.md
          DESTINATION ${CMAKE_INSTALL_DATADIR}/roofline-lab/slurm COMPONENT app)
endif()

include(CPack)

# The GPU bundle's own build (benchmarks/gpu/, docs/gpu-performance.md):
# copied as CMakeLists.txt into the bundle directory that `ninja
# stype-gpu-bundle` assembles.  Builds stype-gpu-check on the GPU machine
# from the stype runtime's sources and the kernel libraries stype-compile
# built ahead of time.  Needs a C++17 compiler, libzip (the runtime's .npz
# reader) and, for the cuSPARSE comparison, the CUDA toolkit; no LLVM/MLIR.
cmake_minimum_required(VERSION 3.18)
project(stype_gpu_bundle C CXX)

set(CMAKE_CXX_STANDARD 17)
set(CMAKE_CXX_STANDARD_REQUIRED ON)
set(CMAKE_CXX_EXTENSIONS OFF)
if(NOT CMAKE_BUILD_TYPE)
  set(CMAKE_BUILD_TYPE Release)
endif()

find_package(PkgConfig QUIET)
if(PKG_CONFIG_FOUND)
  pkg_check_modules(STYPE_LIBZIP QUIET IMPORTED_TARGET libzip)
endif()
if(TARGET PkgConfig::STYPE_LIBZIP)
  set(zip PkgConfig::STYPE_LIBZIP)
else()
  find_package(libzip CONFIG QUIET)
  if(TARGET libzip::zip)
    set(zip libzip::zip)
  else()
    # A libzip without pkg-config or CMake files (for instance copied to a
    # machine without a package registry): -DCMAKE_PREFIX_PATH=DIR finds
    # DIR/include/zip.h, DIR/include/zipconf.h and DIR/lib/libzip.so.
    find_path(STYPE_ZIP_INCLUDE_DIR zip.h)
    find_library(STYPE_ZIP_LIBRARY zip)
    if(NOT STYPE_ZIP_INCLUDE_DIR OR NOT STYPE_ZIP_LIBRARY)
      message(FATAL_ERROR "libzip not found: the stype runtime reads .npz "
        "files with it (Debian/Ubuntu: apt-get install libzip-dev "
        "pkg-config; or -DCMAKE_PREFIX_PATH=DIR with DIR/include/zip.h and "
        "DIR/lib/libzip.so)")
    endif()
    add_library(stype_zip INTERFACE)
    target_include_directories(stype_zip INTERFACE ${STYPE_ZIP_INCLUDE_DIR})
    target_link_libraries(stype_zip INTERFACE ${STYPE_ZIP_LIBRARY})
    set(zip stype_zip)
  endif()
endif()

file(GLOB runtime_sources src/runtime/*.cpp)
add_library(stype_runtime STATIC ${runtime_sources})
target_include_directories(stype_runtime PUBLIC src src/runtime/include)
target_link_libraries(stype_runtime PRIVATE ${zip})
add_library(stype_cuda_runtime STATIC src/runtime/cuda/CudaRuntime.cpp
  src/runtime/cuda/DeviceCApi.cpp)
target_link_libraries(stype_cuda_runtime PUBLIC stype_runtime
  ${CMAKE_DL_LIBS})
find_package(Threads REQUIRED)

add_executable(stype-gpu-check src/gpu_check.cpp)
target_include_directories(stype-gpu-check PRIVATE kernels/include)
file(GLOB kernel_libraries ${CMAKE_CURRENT_SOURCE_DIR}/kernels/lib/*.a)
target_link_libraries(stype-gpu-check PRIVATE ${kernel_libraries}
  stype_cuda_runtime stype_runtime Threads::Threads m)

find_package(CUDAToolkit QUIET)
if(CUDAToolkit_FOUND AND TARGET CUDA::cusparse AND TARGET CUDA::cudart)
  message(STATUS "cuSPARSE found: W1 is compared with cusparseSpMM")
  target_sources(stype-gpu-check PRIVATE src/cusparse_spmm.cpp)
  target_compile_definitions(stype-gpu-check PRIVATE STYPE_HAVE_CUSPARSE)
  target_link_libraries(stype-gpu-check PRIVATE CUDA::cusparse CUDA::cudart)
else()
  message(WARNING "CUDA toolkit (cuSPARSE) not found: W1 is not compared "
    "with cuSPARSE (set CUDAToolkit_ROOT)")
endif()

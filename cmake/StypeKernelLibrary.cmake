# stype_add_kernel_library(<target> <file.mlir>...
#                          [PREFIX <prefix>] [MARCH <cpu>] [MATTR <features>]
#                          [OPT <0..3>] [NO_FALLBACK_WARNINGS] [PARALLEL]
#                          [COMPILE_OPTIONS <stype-compile options>...]
#                          [TARGET nvptx [CHIP sm_80|sm_90]
#                           [GPU_FORMAT auto|isa|bin]])
#
# COMPILE_OPTIONS are passed to the object step (-emit=obj) only.
#
# Compiles each .mlir file with stype-compile at build time into an object
# (-emit=obj) and a C header (-emit=header) named after the file
# (<dir>/foo.mlir -> foo.h), and makes <target> a static library of the
# objects.  Linking <target> brings the headers' directory onto the include
# path and links the stype runtime, which is all a kernel library needs
# (plus libm).  MARCH defaults to the host CPU ("native").  PARALLEL
# compiles multi-threaded row loops (stype-compile -parallel) and links
# LLVM's libomp; the thread count is libomp's (OMP_NUM_THREADS).
#
# TARGET nvptx compiles GPU kernel libraries (stype-compile --target=nvptx:
# device code embedded, entry points taking device-resident tensors); they
# link stype_cuda_runtime (the CUDA driver through dlopen: no CUDA needed to
# build or link).  CHIP defaults to sm_80; GPU_FORMAT auto embeds cubin when
# stype-compile finds the CUDA toolkit's ptxas, PTX otherwise.
#
# In the stype tree the in-tree stype-compile, stype_runtime and
# stype_cuda_runtime targets are used; an installed package
# (find_package(stype)) provides stype::stype-compile, stype::stype_runtime
# and stype::stype_cuda_runtime.

function(stype_add_kernel_library target)
  cmake_parse_arguments(ARG "NO_FALLBACK_WARNINGS;PARALLEL"
    "PREFIX;MARCH;MATTR;OPT;TARGET;CHIP;GPU_FORMAT" "COMPILE_OPTIONS" ${ARGN})
  set(sources ${ARG_UNPARSED_ARGUMENTS})
  if(NOT sources)
    message(FATAL_ERROR "stype_add_kernel_library(${target}): no .mlir file given")
  endif()

  if(TARGET stype-compile)
    set(compiler $<TARGET_FILE:stype-compile>)
    set(compiler_dep stype-compile)
  elseif(TARGET stype::stype-compile)
    set(compiler $<TARGET_FILE:stype::stype-compile>)
    set(compiler_dep stype::stype-compile)
  else()
    message(FATAL_ERROR "stype_add_kernel_library: no stype-compile target "
      "(build inside stype or call find_package(stype) first)")
  endif()
  if(TARGET stype_runtime)
    set(runtime stype_runtime)
  else()
    set(runtime stype::stype_runtime)
  endif()

  set(common)
  if(ARG_PREFIX)
    list(APPEND common --prefix=${ARG_PREFIX})
  endif()
  if(ARG_TARGET STREQUAL "nvptx")
    if(TARGET stype_cuda_runtime)
      set(runtime stype_cuda_runtime)
    elseif(TARGET stype::stype_cuda_runtime)
      set(runtime stype::stype_cuda_runtime)
    else()
      message(FATAL_ERROR "stype_add_kernel_library(${target} TARGET nvptx): "
        "no stype_cuda_runtime target (build inside stype, or install a "
        "stype that has it and call find_package(stype) first)")
    endif()
    list(APPEND common --target=nvptx)
    if(ARG_CHIP)
      list(APPEND common --chip=${ARG_CHIP})
    endif()
  elseif(ARG_TARGET AND NOT ARG_TARGET STREQUAL "host")
    message(FATAL_ERROR "stype_add_kernel_library(${target}): TARGET is host "
      "or nvptx, not ${ARG_TARGET}")
  endif()
  set(codegen)
  if(ARG_MARCH)
    list(APPEND codegen -march=${ARG_MARCH})
  endif()
  if(ARG_MATTR)
    list(APPEND codegen -mattr=${ARG_MATTR})
  endif()
  if(DEFINED ARG_OPT)
    list(APPEND codegen -O${ARG_OPT})
  endif()
  if(ARG_NO_FALLBACK_WARNINGS)
    list(APPEND codegen --fallback-warnings=false)
  endif()
  if(ARG_GPU_FORMAT)
    list(APPEND codegen --gpu-format=${ARG_GPU_FORMAT})
  endif()
  if(ARG_PARALLEL)
    list(APPEND codegen -parallel)
    if(NOT STYPE_LIBOMP)
      find_library(STYPE_LIBOMP NAMES omp
        PATHS ${LLVM_LIBRARY_DIR} /usr/lib/llvm-22/lib NO_DEFAULT_PATH)
    endif()
    if(NOT STYPE_LIBOMP)
      message(FATAL_ERROR "stype_add_kernel_library(${target} PARALLEL): "
        "libomp not found (Debian: libomp-22-dev)")
    endif()
  endif()
  # COMPILE_OPTIONS go to the object step only.
  list(APPEND codegen ${ARG_COMPILE_OPTIONS})

  set(out_dir ${CMAKE_CURRENT_BINARY_DIR}/${target}.stype)
  file(MAKE_DIRECTORY ${out_dir}/include)
  set(objects)
  set(headers)
  foreach(src IN LISTS sources)
    get_filename_component(src_abs ${src} ABSOLUTE)
    get_filename_component(stem ${src} NAME_WE)
    set(obj ${out_dir}/${stem}${CMAKE_C_OUTPUT_EXTENSION})
    if(NOT CMAKE_C_OUTPUT_EXTENSION)
      set(obj ${out_dir}/${stem}.o)
    endif()
    set(hdr ${out_dir}/include/${stem}.h)
    add_custom_command(
      OUTPUT ${obj} ${hdr}
      COMMAND ${compiler} ${src_abs} -emit=obj -o ${obj} ${common} ${codegen}
      COMMAND ${compiler} ${src_abs} -emit=header -o ${hdr} ${common}
              --fallback-warnings=false
      DEPENDS ${src_abs} ${compiler_dep}
      COMMENT "stype-compile ${src} (${target})"
      VERBATIM)
    list(APPEND objects ${obj})
    list(APPEND headers ${hdr})
  endforeach()
  set_source_files_properties(${objects} PROPERTIES
    EXTERNAL_OBJECT TRUE GENERATED TRUE)
  set_source_files_properties(${headers} PROPERTIES GENERATED TRUE)
  add_library(${target} STATIC ${objects} ${headers})
  set_target_properties(${target} PROPERTIES LINKER_LANGUAGE C)
  target_include_directories(${target} PUBLIC ${out_dir}/include)
  target_link_libraries(${target} PUBLIC ${runtime})
  if(UNIX)
    target_link_libraries(${target} PUBLIC m)
  endif()
  if(ARG_PARALLEL)
    target_link_libraries(${target} PUBLIC ${STYPE_LIBOMP})
  endif()
endfunction()

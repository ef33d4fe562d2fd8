# -*- Python -*-
# lit configuration of the stype regression tests: dialect round trips and
# verifier errors, one file per pass, and integration tests that run kernels
# with stype-run and compare them with numpy/scipy.

import os

import lit.formats
from lit.llvm import llvm_config

config.name = "stype"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.stype_obj_root, "test")
# The runtime's GoogleTest suite is its own lit suite (test/unit).
config.excludes = ["unit", "Inputs", "lit.cfg.py", "lit.site.cfg.py"]

config.environment["FILECHECK_OPTS"] = (
    "-enable-var-scope --allow-unused-prefixes=false"
)

llvm_config.use_default_substitutions()
config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%stype_src", config.stype_src_root))
config.substitutions.append(("%stype_obj", config.stype_obj_root))
config.substitutions.append(("%stype_version", config.stype_version))
config.substitutions.append(
    ("%integration", os.path.join(config.stype_src_root, "test", "integration")))

llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
# mlir-runner's support libraries (printMemref*), beside LLVM's tools.
_llvm_lib = os.path.join(os.path.dirname(config.llvm_tools_dir), "lib")
config.substitutions.append(
    ("%mlir_runner_utils",
     ",".join(os.path.join(_llvm_lib, l) for l in
              ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so"))))
llvm_config.with_environment("PATH", config.stype_tools_dir, append_path=True)
tool_dirs = [config.stype_tools_dir, config.llvm_tools_dir]
llvm_config.add_tool_substitutions(
    ["stype-opt", "stype-run", "stype-exec", "stype-compile", "stype-lsp-server",
     "stype-reduce", "linear-regression",
     "capi-test", "capi-libsvm-stream", "capi-table"], tool_dirs)

# The GPU bundle's own CMake build (test/gpu/bundle.test): ccache when there
# is one, so that rebuilding the runtime's sources is cheap.
# In a sanitizer build the bundle's runtime and driver are instrumented too
# (with clang-22, which the sanitizer build requires; UBSAN_OPTIONS below
# makes its reports fatal).
import shutil
_bundle_args = []
if shutil.which("ccache"):
    _bundle_args += ["-DCMAKE_CXX_COMPILER_LAUNCHER=ccache",
                     "-DCMAKE_C_COMPILER_LAUNCHER=ccache"]
if config.stype_sanitize:
    _san = "-fsanitize=" + config.stype_sanitize
    _bundle_args += [
        "-DCMAKE_C_COMPILER=" + os.path.join(config.llvm_tools_dir, "clang"),
        "-DCMAKE_CXX_COMPILER=" + os.path.join(config.llvm_tools_dir,
                                               "clang++"),
        "-DCMAKE_C_FLAGS=" + _san,
        "-DCMAKE_CXX_FLAGS=" + _san,
        "-DCMAKE_EXE_LINKER_FLAGS=" + _san,
        "-DCMAKE_SHARED_LINKER_FLAGS=" + _san]
config.substitutions.append(("%bundle_cmake_args", " ".join(_bundle_args)))
# A project outside the tree that links a sanitizer build's package must be
# built by the clang that built it (stypeConfig.cmake says so otherwise).
_consumer_args = []
if config.stype_sanitize:
    _consumer_args = [
        "-DCMAKE_C_COMPILER=" + os.path.join(config.llvm_tools_dir, "clang"),
        "-DCMAKE_CXX_COMPILER=" + os.path.join(config.llvm_tools_dir,
                                               "clang++")]
config.substitutions.append(("%consumer_cmake_args",
                             " ".join(_consumer_args)))
for var in ("CCACHE_DIR", "CCACHE_BASEDIR", "HOME"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

if config.ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", config.ptxas))
    # The toolkit directory CMake found (<toolkit>/bin/ptxas).
    config.substitutions.append(
        ("%cuda_home", os.path.dirname(os.path.dirname(config.ptxas))))

# A sanitizer build (-DSTYPE_SANITIZE=address,undefined, scripts/sanitize.sh):
# every tool, the runtime and the test programs are instrumented.  A report
# aborts the process (abort_on_error: a SIGABRT, which `not` does not take
# for an expected error exit), so a test fails on it.  Huge
# allocations return null as glibc's would (the kernels and the runtime must
# report them), and reports are symbolized with LLVM 22's symbolizer.
if config.stype_sanitize:
    config.available_features.add("sanitize")
    for _san in config.stype_sanitize.split(","):
        config.available_features.add(_san.strip())
    _symbolizer = os.path.join(config.llvm_tools_dir, "llvm-symbolizer")
    config.environment["ASAN_OPTIONS"] = (
        "halt_on_error=1:abort_on_error=1:detect_leaks=1:"
        "allocator_may_return_null=1:detect_stack_use_after_return=1:"
        "strict_string_checks=1:check_initialization_order=1:"
        # LLVM's headers poison and unpoison BumpPtrAllocator slabs when
        # compiled with ASan; Debian's libMLIR is not, so memory that
        # stype's inlined copy poisoned is written by libMLIR's: a false
        # use-after-poison (seen in the first full run).  Manual poisoning
        # is ignored; ASan's own checks stay.
        "allow_user_poisoning=0:"
        "external_symbolizer_path=" + _symbolizer)
    config.environment["UBSAN_OPTIONS"] = (
        "halt_on_error=1:abort_on_error=1:print_stacktrace=1:"
        "external_symbolizer_path=" + _symbolizer)
    config.environment["LSAN_OPTIONS"] = (
        "suppressions=" + os.path.join(config.stype_src_root, "test",
                                       "lsan.supp"))
    # The harnesses count a stype-run call slower than 120 s as a hang; the
    # instrumented compiler on a loaded machine took longer for the fused
    # kernels of fusion-adam/-adagrad (session 15).
    config.environment["STYPE_HARNESS_TIMEOUT"] = "1200"

# The runtime's libFuzzer targets (test/fuzz), when clang's libFuzzer runtime
# was found at configure time.
if config.have_libfuzzer:
    config.available_features.add("libfuzzer")
    # The compiler's target (-DSTYPE_FUZZ_COMPILER=OFF leaves it out).
    if config.have_compiler_fuzzer:
        config.available_features.add("compiler-fuzzer")
    config.substitutions.append(
        ("%fuzz_bin", os.path.join(config.stype_obj_root, "test", "fuzz")))

# The distributed tables (test/dist, examples/linear_classification), when
# CMake found MPI.  %mpirun starts processes on this machine only, over
# loopback and shared memory; as root Open MPI needs its two permission
# variables, and more processes than cores need --oversubscribe.  Without
# MPI these tests are UNSUPPORTED (lit lists them as skipped).
if config.have_mpi and config.mpiexec:
    import subprocess
    try:
        _version = subprocess.run([config.mpiexec, "--version"],
                                  capture_output=True, text=True).stdout
    except OSError:
        _version = ""
    if "Open MPI" in _version or "OpenRTE" in _version:
        _env = ("env OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 "
                "OMPI_MCA_pml=ob1 OMPI_MCA_btl=self,vader "
                "OMPI_MCA_oob_tcp_if_include=lo OMPI_MCA_btl_tcp_if_include=lo "
                "OMPI_MCA_rmaps_base_oversubscribe=1 ")
        if "ASAN_OPTIONS" in config.environment:
            # Open MPI 4.1's components leak at MPI_Finalize and are
            # dlclose'd before LeakSanitizer runs, so test/lsan.supp cannot
            # name them ("<unknown module>" frames): the MPI processes run
            # without leak detection; ASan's other checks and UBSan stay.
            import shlex
            _env += "ASAN_OPTIONS=" + shlex.quote(
                config.environment["ASAN_OPTIONS"] + ":detect_leaks=0") + " "
        config.substitutions.append(("%mpirun", _env + config.mpiexec))
    else:  # MPICH's Hydra
        config.substitutions.append(
            ("%mpirun", config.mpiexec + " -launcher fork"))
    config.available_features.add("mpi")
    for var in ("OMPI_MCA_pml", "OMPI_MCA_btl"):
        config.environment.pop(var, None)
else:
    lit_config.note("MPI was not found at configure time: the distributed "
                    "tests (test/dist, test/examples/linear-classification."
                    "test) are skipped (UNSUPPORTED); install openmpi-bin and "
                    "libopenmpi-dev (scripts/bootstrap.sh does) and "
                    "reconfigure")

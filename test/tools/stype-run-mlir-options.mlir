// stype-run and stype-compile take MLIR's pass-manager options as stype-opt
// does (IR printing, timing, crash reproducers), on each pass manager they
// build: storage inference, then the lowering to LLVM.
// RUN: rm -rf %t && mkdir -p %t
// RUN: stype-run %s 2.0 --mlir-print-ir-after-all 2>&1 | FileCheck %s --check-prefix=ALL
// ALL: // -----// IR Dump After StypeInferStorage (stype-infer-storage) //----- //
// ALL: func.func @twice
// ALL: // -----// IR Dump After ConvertFuncToLLVMPass (convert-func-to-llvm) //----- //
// ALL: llvm.func @twice
// ALL: result #0: scalar
// ALL-NEXT: value: {{.*}} / 4
// RUN: stype-run %s 2.0 --mlir-print-ir-after=stype-infer-storage 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: // -----// IR Dump After StypeInferStorage (stype-infer-storage) //----- //
// ONE-NOT: IR Dump
// ONE: result #0
// RUN: stype-run %s 2.0 --mlir-timing 2>&1 | FileCheck %s --check-prefix=TIMING
// TIMING-DAG: ... Execution time report ...
// TIMING-DAG: StypeInferStorage
// TIMING-DAG: ConvertFuncToLLVMPass
// TIMING-DAG: result #0
// --list compiles with them too.
// RUN: stype-run --list %s --mlir-print-ir-before=stype-infer-storage 2>&1 | FileCheck %s --check-prefix=LIST
// LIST: // -----// IR Dump Before StypeInferStorage (stype-infer-storage) //----- //
// LIST: @twice(scalar f64) -> (scalar f64)
// A combination MLIR refuses is an error of the compilation.
// RUN: not stype-run %s 2.0 --mlir-pass-pipeline-crash-reproducer=%t/repro.mlir --mlir-pass-pipeline-local-reproducer 2>&1 | FileCheck %s --check-prefix=REFUSED
// REFUSED: error: Local crash reproduction may not be used without disabling mutli-threading first.
// REFUSED: stype-run: error: {{.*}}stype-run-mlir-options.mlir: MLIR's pass-manager options were refused (see above)
// RUN: stype-run %s 2.0 --mlir-disable-threading --mlir-pass-pipeline-crash-reproducer=%t/repro.mlir --mlir-pass-pipeline-local-reproducer | FileCheck %s --check-prefix=RESULT
// RESULT: result #0: scalar
// RUN: not test -e %t/repro.mlir
//
// stype-compile:
// RUN: stype-compile %s -emit=mlir -o /dev/null --mlir-print-ir-after-all 2>&1 | FileCheck %s --check-prefix=COMPILE
// COMPILE: // -----// IR Dump After StypeInferStorage (stype-infer-storage) //----- //
// COMPILE: // -----// IR Dump After StypeEmitCInterface (stype-emit-c-interface) //----- //
// RUN: stype-compile %s -emit=header -o /dev/null --mlir-timing 2>&1 | FileCheck %s --check-prefix=COMPILE-TIMING
// COMPILE-TIMING: ... Execution time report ...
// COMPILE-TIMING: StypeAnnotateCInterface
// RUN: not stype-compile %s -emit=mlir -o /dev/null --mlir-pass-pipeline-crash-reproducer=%t/repro.mlir --mlir-pass-pipeline-local-reproducer 2>&1 | FileCheck %s --check-prefix=COMPILE-REFUSED
// COMPILE-REFUSED: error: Local crash reproduction may not be used without disabling mutli-threading first.

func.func @twice(%a: f64) -> f64 {
  %s = arith.addf %a, %a : f64
  return %s : f64
}

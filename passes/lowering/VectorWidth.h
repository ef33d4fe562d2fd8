//===- VectorWidth.h - the widest vector register of a CPU ------*- C++ -*-===//
//
// The default vector width of the kernels' row loops (KernelBuilder::rowLoop)
// from a CPU's features: the host's for --stype-lower-kernels and the JIT,
// the target machine's for stype-compile.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_PASSES_LOWERING_VECTORWIDTH_H
#define STYPE_PASSES_LOWERING_VECTORWIDTH_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>

namespace mlir {
namespace stype {

/// The widest vector register in bits of a CPU whose features `has` reports
/// (AVX-512F: 512, AVX: 256, SSE2, NEON or AltiVec: 128); `none` without
/// vector registers.
inline int64_t widestVectorBits(llvm::function_ref<bool(llvm::StringRef)> has,
                                int64_t none) {
  if (has("avx512f"))
    return 512;
  if (has("avx"))
    return 256;
  if (has("sse2") || has("neon") || has("altivec"))
    return 128;
  return none;
}

} // namespace stype
} // namespace mlir

#endif // STYPE_PASSES_LOWERING_VECTORWIDTH_H

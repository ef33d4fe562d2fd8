// RUN: stype-opt %s --stype-to-llvm | FileCheck %s --check-prefix=ON
// RUN: stype-opt %s --stype-to-llvm="fuse-updates=0" | FileCheck %s --check-prefix=OFF

// The stype-to-llvm pipeline runs --stype-fuse-update unless
// fuse-updates=0.  Fused (one producer: the Direct kernel), it allocates
// the csr row of each entry and the radix bucketing's permutation, scratch
// copy, digit counts, unique column ids and bucket starts, all O(nnz), and
// no gradient; unfused, the dot allocates the rhs row of each entry,
// the radix bucketing's permutation, its scratch copy, digit counts, unique
// column ids and bucket starts, the row ids and the nnr x width gradient,
// which the update then reads, plus the two empty results of its run-time
// shape check's error branch.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>

// ON-LABEL:    llvm.func @step(
// ON-COUNT-6:    llvm.call @aligned_alloc
// ON-NOT:        llvm.call @aligned_alloc
// ON:            llvm.return
// OFF-LABEL:   llvm.func @step(
// OFF-COUNT-10:  llvm.call @aligned_alloc
// OFF-NOT:       llvm.call @aligned_alloc
// OFF:           llvm.return
func.func @step(%x: tensor<?x?xf32, #csr>, %dy: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf32, #csr>, tensor<?x?xf32> -> tensor<?x?xf32>
  %w1 = stype.sgd_update %w, %g {lr = 0.1 : f64} : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %w1 : tensor<?x?xf32>
}

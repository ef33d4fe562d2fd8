// RUN: stype-opt %s --stype-infer-storage=fallback-warnings=0 --stype-lower-kernels-gpu -split-input-file -verify-diagnostics --mlir-print-op-on-diagnostic=false

// Ops and storage combinations without a GPU kernel are rejected by name,
// never lowered to host code that would read device memory.

#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @csr_to_rsp(%x: tensor<?x?xf32, #csr>) -> tensor<?x?xf32, #rsp> {
  // expected-error @+1 {{'stype.cast_storage' op has no GPU kernel for input storage types [csr] and output storage types [row_sparse]: its kernel 'csr_to_rsp' has no GPU form in the op's kernel table}}
  %r = stype.cast_storage %x : tensor<?x?xf32, #csr> to tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

// stype-run writes a default result as .npy and a csr or row_sparse result
// as .npz: an -o file named for another format is refused before anything
// runs, with a message naming the result, its kind and the extension that
// fits (it used to be written in the kind's format whatever its name).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/a.npy', np.eye(3, dtype=np.float32))"
// RUN: not stype-run %s -e to_csr %t/a.npy -o %t/out.npy 2>&1 | FileCheck %s --check-prefix=CSR
// CSR: stype-run: error: -o {{.*}}out.npy: result #0 of @to_csr (tensor<?x?xf32, {{.*}}>) is a csr result, written as a scipy-style .npz archive: give a file ending in .npz
// RUN: not test -e %t/out.npy
// RUN: not stype-run %s -e to_csr %t/a.npy -o %t/out.svm 2>&1 | FileCheck %s --check-prefix=SVM
// SVM: error: -o {{.*}}out.svm: result #0 of @to_csr {{.*}} is a csr result, written as a scipy-style .npz archive: give a file ending in .npz
// RUN: stype-run %s -e to_csr %t/a.npy -o %t/out.npz
// RUN: %python -c "import numpy as np; z = np.load('%t/out.npz'); assert list(z['indptr']) == [0, 1, 2, 3], z['indptr']"
// RUN: not stype-run %s -e to_rsp %t/a.npy -o %t/rsp.npy 2>&1 | FileCheck %s --check-prefix=RSP
// RSP: error: -o {{.*}}rsp.npy: result #0 of @to_rsp {{.*}} is a row_sparse result, written as a scipy-style .npz archive: give a file ending in .npz
// RUN: not stype-run %s -e both %t/a.npy -o %t/d.npy -o %t/d.npz 2>&1 | FileCheck %s --check-prefix=DENSE
// DENSE: error: -o {{.*}}d.npz: result #1 of @both (tensor<?x?xf32>) is a default (dense) result, written as a numpy .npy file: give a file ending in .npy
// RUN: not stype-run %s -e scalar 2.5 -o %t/s.npy 2>&1 | FileCheck %s --check-prefix=SCALAR
// SCALAR: error: -o {{.*}}s.npy: result #0 of @scalar (f64) is a scalar result, which is printed, not written to a file: leave out -o
// Other names get the kind's format (the harnesses write res0.out).
// RUN: stype-run %s -e both %t/a.npy -o %t/r0.out -o %t/r1.out
// RUN: %python -c "import numpy as np; assert np.load('%t/r1.out').shape == (3, 3)"
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>

func.func @to_csr(%a: tensor<?x?xf32>) -> tensor<?x?xf32, #csr> {
  %r = stype.cast_storage %a : tensor<?x?xf32> to tensor<?x?xf32, #csr>
  return %r : tensor<?x?xf32, #csr>
}

func.func @to_rsp(%a: tensor<?x?xf32>) -> tensor<?x?xf32, #rsp> {
  %r = stype.cast_storage %a : tensor<?x?xf32> to tensor<?x?xf32, #rsp>
  return %r : tensor<?x?xf32, #rsp>
}

func.func @both(%a: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  return %a, %a : tensor<?x?xf32>, tensor<?x?xf32>
}

func.func @scalar(%s: f64) -> f64 {
  return %s : f64
}

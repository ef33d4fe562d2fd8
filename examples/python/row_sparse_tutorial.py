#!/usr/bin/python3
"""MXNet's RowSparseNDArray tutorial ("sparse updates" section), in stype.

A lazy SGD-with-momentum update touches only the rows a row_sparse
gradient stores: here rows 1 and 2 of a weight of ones.  The update is an
stype op compiled from the IR below; the weight and momentum are updated in
place, in the RowSparseArray objects this script made.

    PYTHONPATH=build/python /usr/bin/python3 examples/python/row_sparse_tutorial.py
"""

import numpy as np

import stype

IR = """
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @sgd_mom(%weight: tensor<4x2xf32, #rsp>, %grad: tensor<4x2xf32, #rsp>,
                   %momentum: tensor<4x2xf32, #rsp>)
    -> (tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>) {
  %w, %m = stype.sgd_mom_update %weight, %grad, %momentum
      {lr = 0.01 : f64, momentum = 0.01 : f64, lazy_update = true}
      : tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>
      -> tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>
  return %w, %m : tensor<4x2xf32, #rsp>, tensor<4x2xf32, #rsp>
}
"""


def main():
    module = stype.load(IR)
    print(module.sgd_mom.signature)
    shape = (4, 2)
    # mx.nd.ones(shape).tostype('row_sparse'): every row stored.
    weight = stype.row_sparse_array(np.ones(shape, np.float32))
    # A gradient for rows 1 and 2 only.
    grad = stype.row_sparse_array(
        (np.array([[1, 2], [4, 5]], np.float32), [1, 2]), shape=shape)
    # The momentum stores every row too: stype's kernels require a
    # row_sparse state to hold the weight's rows (MXNet zero-fills them).
    momentum = stype.RowSparseArray(np.zeros(shape, np.float32),
                                    np.arange(4), shape)
    w, m = module.sgd_mom(weight, grad, momentum)
    assert w is weight and m is momentum
    np.set_printoptions(precision=2, floatmode="fixed")
    print("weight:\n%s" % weight.asnumpy())
    print("momentum:\n%s" % momentum.asnumpy())


if __name__ == "__main__":
    main()

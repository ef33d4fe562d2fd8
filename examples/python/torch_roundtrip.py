#!/usr/bin/python3
"""A PyTorch round trip: torch tensors in, stype kernels, torch tensors out.

PyTorch's sparse embedding gradient (nn.Embedding(sparse=True)) is a
hybrid sparse COO tensor with one sparse dimension: MXNet's row_sparse.
This program
  1. takes that gradient from torch's autograd, hands it to stype as a
     RowSparseArray (no copy of its values), and updates the embedding
     table with stype's lazy SGD, in place in the torch parameter's own
     memory (torch.Tensor.numpy() shares it);
  2. compares the table with torch.optim.SGD's update of a copy;
  3. computes dot(csr^T, dense) (the weight gradient of a linear layer on
     csr data) from a torch sparse CSR tensor, gets a row_sparse result and
     turns it back into a torch sparse COO tensor, compared with torch.

    PYTHONPATH=build/python /usr/bin/python3 examples/python/torch_roundtrip.py

Needs Debian's python3-torch.
"""

import sys
import warnings

import numpy as np
import torch

import stype

IR = """
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
#rsp = #sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : dense), posWidth = 64, crdWidth = 64 }>
func.func @sgd(%table: tensor<?x?xf32>, %grad: tensor<?x?xf32, #rsp>) -> tensor<?x?xf32> {
  %t = stype.sgd_update %table, %grad {lr = 0.1 : f64}
      : tensor<?x?xf32>, tensor<?x?xf32, #rsp> -> tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}
func.func @weight_grad(%x: tensor<?x?xf64, #csr>, %dy: tensor<?x?xf64>) -> tensor<?x?xf64> {
  %g = stype.dot %x, %dy {transpose_a} : tensor<?x?xf64, #csr>, tensor<?x?xf64> -> tensor<?x?xf64>
  return %g : tensor<?x?xf64>
}
"""


def to_row_sparse(t):
    """A coalesced torch sparse COO tensor with one sparse dimension."""
    t = t.coalesce()
    assert t.sparse_dim() == 1, "row_sparse is COO with one sparse dim"
    return stype.RowSparseArray(t.values().numpy(), t.indices()[0].numpy(),
                                tuple(t.shape))


def from_row_sparse(r):
    return torch.sparse_coo_tensor(torch.from_numpy(r.indices)[None, :],
                                   torch.from_numpy(r.data), r.shape)


def to_csr(t):
    import scipy.sparse as sp
    return sp.csr_matrix((t.values().numpy(), t.col_indices().numpy(),
                          t.crow_indices().numpy()), shape=tuple(t.shape))


def main():
    warnings.filterwarnings("ignore", message="Sparse CSR tensor support")
    torch.manual_seed(0)
    module = stype.load(IR)
    print(module.sgd.signature)
    print(module.weight_grad.signature)
    ok = True

    # 1-2. An embedding bag's sparse gradient, applied by stype in place.
    emb = torch.nn.Embedding(1000, 16, sparse=True)
    reference = torch.nn.Embedding(1000, 16, sparse=True)
    reference.weight.data.copy_(emb.weight.data)
    ids = torch.tensor([[3, 17, 3, 998], [5, 17, 42, 0]])
    target = torch.randn(2, 4, 16)
    for layer in (emb, reference):
        loss = ((layer(ids) - target) ** 2).sum()
        loss.backward()
    grad = to_row_sparse(emb.weight.grad)
    print("gradient: %d of %d rows stored" % (grad.nnr, grad.shape[0]))
    table = emb.weight.data.numpy()  # the parameter's own memory
    out = module.sgd(table, grad)
    torch.optim.SGD(reference.parameters(), lr=0.1).step()
    same_memory = np.shares_memory(out, emb.weight.data.numpy())
    diff = (emb.weight.data - reference.weight.data).abs().max().item()
    print("updated in the torch parameter's memory: %s" % same_memory)
    print("max |stype - torch.optim.SGD| = %.3g" % diff)
    ok &= same_memory and diff <= 1e-6

    # 3. dot(csr^T, dense) from a torch CSR tensor, back as torch COO.
    dense = torch.zeros(6, 40, dtype=torch.float64)
    dense[torch.randint(0, 6, (12,)), torch.randint(0, 40, (12,))] = 1.5
    x = dense.to_sparse_csr()
    dy = torch.randn(6, 3, dtype=torch.float64)
    g = module.weight_grad(to_csr(x), dy.numpy())
    g_torch = from_row_sparse(g)
    want = dense.t() @ dy
    err = (g_torch.to_dense() - want).abs().max().item()
    print("dot(csr^T, dense): %d stored rows, max error %.3g" % (g.nnr, err))
    ok &= err <= 1e-12 and set(g.indices) == set(
        torch.nonzero(dense.abs().sum(0)).flatten().tolist())
    print("round trip ok" if ok else "round trip FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())

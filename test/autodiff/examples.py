# RUN: %python %s
#
# Composite models differentiated by --stype-differentiate (docs/autodiff.md):
#   * examples/linear_regression.mlir (forward + loss + value_and_grad) trains
#     bit-identically to examples/linear_regression_by_hand.mlir (the same
#     operation order: LinearRegressionOutput's gradient (pred - y) * 1 / 1
#     equals the hand-written pred - y), 300 steps of MXNet's tutorial data;
#   * examples/sparse_mlp and examples/word2vec (forward + loss +
#     value_and_grad) against their former hand-written steps
#     (test/autodiff/Inputs/*_by_hand.mlir) from the same initial weights:
#     the derived gradient of the stable cross-entropy goes through relu, abs,
#     exp and log1p where the hand-written one computes sigmoid(z) - y, so
#     they agree to f32 rounding, not bit for bit: the losses within rtol
#     1e-4 over 30 steps (measured: 2e-7 to 5e-7), the weights and moments
#     within atol 2e-3 (measured: 1e-4 to 4.5e-4; Adam divides by sqrt(v),
#     so a gradient entry near zero turns its rounding into a visible
#     fraction of a step of lr 0.1); the row_sparse gradient of the MLP's
#     first layer has the same rows;
#   * examples/linear_classification's forward_backward (log_softmax, pick
#     and the class weight, differentiated) against its former hand-written
#     SoftmaxOutput gradient times the weight: the probabilities, the
#     row_sparse gradient of W (the batch's feature rows) and of b, within
#     rtol 1e-5 (f32, another operation order);
#   * a two-layer MLP with SoftmaxOutput (softmax cross-entropy) and csr
#     input, and an embedding + dot-product scorer, against numpy gradients
#     in f64 (|got - want| <= 1e-10 + 1e-9 |want|), with the weight
#     gradients' storage kinds (row_sparse for the csr layer and the table).

import os

import numpy as np
import scipy.sparse as sp

import stype
from common import check, close, finish, rng

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def linear_regression():
    derived = stype.load(os.path.join(ROOT, "examples",
                                      "linear_regression.mlir")).train_step
    by_hand = stype.load(os.path.join(ROOT, "examples",
                                      "linear_regression_by_hand.mlir")
                         ).train_step
    check(str(derived.signature) == str(by_hand.signature),
          "signatures differ:\n%s\n%s" % (derived.signature,
                                          by_hand.signature))
    x = sp.random(300, 100, density=0.01, format="csr", dtype=np.float32,
                  random_state=3)
    y = (x @ np.arange(1, 101, dtype=np.float32)).astype(np.float32)
    every_row = np.arange(100, dtype=np.int64)
    w0 = rng.normal(0, 0.01, (100, 1)).astype(np.float32)
    states = []
    for _ in range(2):
        states.append([
            stype.RowSparseArray(w0.copy(), every_row.copy(), (100, 1)),
            stype.RowSparseArray(np.zeros((100, 1), np.float32),
                                 every_row.copy(), (100, 1)),
            np.zeros((1, 1), np.float32), np.zeros((1, 1), np.float32)])
    same = True
    for r in range(300):
        row = x[r]
        row.indices = row.indices.astype(np.int64)
        row.indptr = row.indptr.astype(np.int64)
        label = y[r].reshape(1, 1)
        outs = []
        for step, (w, mw, b, mb) in zip((derived, by_hand), states):
            outs.append(step(row, label, w, mw, b, mb)[0].copy())
        same &= outs[0].tobytes() == outs[1].tobytes()
    for a, b in zip(states[0], states[1]):
        da = a.data if isinstance(a, stype.RowSparseArray) else a
        db = b.data if isinstance(b, stype.RowSparseArray) else b
        same &= da.tobytes() == db.tobytes()
    check(same, "linear regression: derived and hand-written steps differ")
    print("linear regression: 300 steps bit-identical")


def compare_steps(name, derived, by_hand, batches, state, step_inputs,
                  steps, rtol=1e-4, atol=1e-5, state_atol=2e-3):
    """Trains `steps` batches with both kernels from copies of `state`;
    step_inputs(batch, state, hand) gives a kernel's arguments and the
    positions of its in-place states are the same in both (their results
    follow the loss in both signatures)."""
    states = [[a.copy() for a in state] for _ in range(2)]
    worst = 0.0
    for k in range(steps):
        batch = batches(k)
        outs = []
        for step, st, hand in ((derived, states[0], False),
                               (by_hand, states[1], True)):
            outs.append(step(*step_inputs(batch, st, hand)))
        l0, l1 = float(outs[0][0][0]), float(outs[1][0][0])
        worst = max(worst, abs(l0 - l1) / max(abs(l1), 1e-30))
        close(l0, l1, "%s: loss of step %d" % (name, k), rtol=rtol, atol=atol)
    for i, (a, b) in enumerate(zip(*states)):
        close(a, b, "%s: state %d after %d steps" % (name, i, steps),
              rtol=1e-3, atol=state_atol)
    print("%s: %d steps, largest relative loss difference %.2e"
          % (name, steps, worst))
    return outs


def sparse_mlp():
    derived = stype.load(os.path.join(ROOT, "examples", "sparse_mlp",
                                      "sparse_mlp.mlir"))
    by_hand = stype.load(os.path.join(ROOT, "test", "autodiff", "Inputs",
                                      "sparse_mlp_by_hand.mlir"))
    feats, batch = 2000, 16
    x = sp.random(30 * batch, feats, density=5 / feats, format="csr",
                  dtype=np.float32, random_state=11)
    x.indices = x.indices.astype(np.int64)
    x.indptr = x.indptr.astype(np.int64)
    y = (rng.random((30 * batch, 1)) < 0.5).astype(np.float32)
    shapes = [(feats, 128), (1, 128), (128, 8), (1, 8), (8, 1), (1, 1)]
    state = []
    for s in shapes:
        state += [rng.normal(0, 0.1, s).astype(np.float32),
                  np.zeros(s, np.float32), np.zeros(s, np.float32)]
    scale = np.full((1, 1), 1 / batch, np.float32)

    def batches(k):
        rows = slice(k * batch, (k + 1) * batch)
        xb = x[rows]
        xb.indices = xb.indices.astype(np.int64)
        xb.indptr = xb.indptr.astype(np.int64)
        return xb, y[rows]

    def inputs(b, st, hand):
        return [b[0], b[1]] + ([scale] if hand else []) + st

    for entry in ("train_step", "train_step_dense"):
        outs = compare_steps("sparse_mlp " + entry, getattr(derived, entry),
                             getattr(by_hand, entry), batches, state, inputs,
                             30)
        if entry == "train_step":
            g0, g1 = outs[0][-1], outs[1][-1]
            check(stype.storage_type(g0) == "row_sparse",
                  "sparse_mlp: W1's derived gradient is %s"
                  % stype.storage_type(g0))
            check(g0.indices.tolist() == g1.indices.tolist(),
                  "sparse_mlp: W1's gradients have different rows")
            close(g0.data, g1.data, "sparse_mlp: W1 gradient", rtol=1e-4,
                  atol=1e-6)


def word2vec():
    derived = stype.load(os.path.join(ROOT, "examples", "word2vec",
                                      "word2vec.mlir")).train_step
    by_hand = stype.load(os.path.join(ROOT, "test", "autodiff", "Inputs",
                                      "word2vec_by_hand.mlir")).train_step
    batch = 32
    state = []
    for _ in range(2):
        state += [rng.uniform(-0.5, 0.5, (10000, 64)).astype(np.float32)
                  / 64, np.zeros((10000, 64), np.float32),
                  np.zeros((10000, 64), np.float32)]
    label = np.zeros((batch, 6, 1), np.float32)
    label[:, 0] = 1
    scale = np.full((1, 1, 1), 1 / batch, np.float32)

    def batches(k):
        # A small vocabulary slice, so that ids repeat within and across
        # rows and across steps.
        center = rng.integers(0, 300, (batch, 1)).astype(np.int64)
        targets = rng.integers(0, 300, (batch, 6)).astype(np.int64)
        return center, targets

    def inputs(b, st, hand):
        return [b[0], b[1], label] + ([scale] if hand else []) + st

    # The hand-written step reports the mean over the 6 labels too: its loss
    # is 1/6 of the derived one (the same gradient).
    class ByHand:
        def __call__(self, *args):
            out = list(by_hand(*args))
            out[0] = out[0] * 6
            return out

    compare_steps("word2vec", derived, ByHand(), batches, state, inputs, 30)


def linear_classification():
    derived = stype.load(os.path.join(ROOT, "examples",
                                      "linear_classification",
                                      "linear_classification.mlir"))
    by_hand = stype.load(os.path.join(ROOT, "test", "autodiff", "Inputs",
                                      "linear_classification_by_hand.mlir"))
    feats, batch = 500, 64
    for step in range(5):
        x = sp.random(batch, feats, density=0.02, format="csr",
                      dtype=np.float32, random_state=20 + step)
        x.indices = x.indices.astype(np.int64)
        x.indptr = x.indptr.astype(np.int64)
        rows = np.unique(x.indices).astype(np.int64)
        w = stype.RowSparseArray(
            rng.normal(0, 1, (len(rows), 2)).astype(np.float32), rows,
            (feats, 2))
        b = rng.normal(0, 1, (1, 2)).astype(np.float32)
        y = rng.integers(0, 2, batch).astype(np.float32)
        p0, gw0, gb0 = derived.forward_backward(x, w, b, y)
        p1, gw1, gb1 = by_hand.forward_backward(x, w, b, y, y.reshape(-1, 1))
        close(p0, p1, "linear classification: probabilities", rtol=1e-6,
              atol=1e-7)
        check(stype.storage_type(gw0) == "row_sparse",
              "linear classification: W's gradient is %s"
              % stype.storage_type(gw0))
        check(gw0.indices.tolist() == gw1.indices.tolist(),
              "linear classification: W's gradients have different rows")
        close(gw0.data, gw1.data, "linear classification: W gradient",
              rtol=1e-5, atol=1e-6)
        close(gb0, gb1, "linear classification: b gradient", rtol=1e-5,
              atol=1e-6)
    print("linear classification: 5 batches, derived == hand-written "
          "within rtol 1e-5")


MLP = """
#csr = #sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : compressed), posWidth = 64, crdWidth = 64 }>
func.func @mlp(%x: tensor<4x6xf64, #csr>, %l: tensor<4xf64>, %w1: tensor<6x5xf64>,
               %b1: tensor<1x5xf64>, %w2: tensor<3x5xf64>, %b2: tensor<3xf64>)
    -> tensor<4x3xf64> {
  %a = stype.dot %x, %w1 : tensor<4x6xf64, #csr>, tensor<6x5xf64> -> tensor<4x5xf64>
  %z = stype.broadcast_add %a, %b1 : tensor<4x5xf64>, tensor<1x5xf64> -> tensor<4x5xf64>
  %h = stype.relu %z : tensor<4x5xf64> -> tensor<4x5xf64>
  %o = stype.fully_connected %h, %w2, %b2 {num_hidden = 3 : i64}
      : tensor<4x5xf64>, tensor<3x5xf64>, tensor<3xf64> -> tensor<4x3xf64>
  %p = stype.softmax_output %o, %l {normalization = "batch"}
      : tensor<4x3xf64>, tensor<4xf64> -> tensor<4x3xf64>
  return %p : tensor<4x3xf64>
}
func.func @grads(%x: tensor<4x6xf64, #csr>, %l: tensor<4xf64>, %w1: tensor<6x5xf64>,
                 %b1: tensor<1x5xf64>, %w2: tensor<3x5xf64>, %b2: tensor<3xf64>)
    -> (tensor<6x5xf64>, tensor<1x5xf64>, tensor<3x5xf64>, tensor<3xf64>) {
  %g:4 = stype.grad @mlp(%x, %l, %w1, %b1, %w2, %b2) wrt [2, 3, 4, 5]
      : (tensor<4x6xf64, #csr>, tensor<4xf64>, tensor<6x5xf64>, tensor<1x5xf64>,
         tensor<3x5xf64>, tensor<3xf64>)
      -> (tensor<6x5xf64>, tensor<1x5xf64>, tensor<3x5xf64>, tensor<3xf64>)
  return %g#0, %g#1, %g#2, %g#3 : tensor<6x5xf64>, tensor<1x5xf64>, tensor<3x5xf64>, tensor<3xf64>
}
"""


def mlp():
    mod = stype.load(MLP)
    x = sp.random(4, 6, density=0.4, format="csr", dtype=np.float64,
                  random_state=5)
    labels = rng.integers(0, 3, size=4).astype(np.float64)
    w1 = rng.normal(0, 1, (6, 5))
    b1 = rng.normal(0, 1, (1, 5))
    w2 = rng.normal(0, 1, (3, 5))
    b2 = rng.normal(0, 1, (3,))
    gw1, gb1, gw2, gb2 = mod.grads(x, labels, w1, b1, w2, b2)
    # numpy: softmax cross-entropy averaged over the batch.
    xd = x.toarray()
    z = xd @ w1 + b1
    h = np.maximum(z, 0)
    o = h @ w2.T + b2
    p = np.exp(o - o.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    do = p.copy()
    do[np.arange(4), labels.astype(int)] -= 1
    do /= 4
    want_gw2, want_gb2 = do.T @ h, do.sum(axis=0)
    dz = (do @ w2) * (z > 0)
    want_gw1, want_gb1 = xd.T @ dz, dz.sum(axis=0, keepdims=True)
    check(stype.storage_type(gw1) == "row_sparse",
          "mlp: the csr layer's weight gradient is %s"
          % stype.storage_type(gw1))
    close(gw1.asnumpy(), want_gw1, "mlp: w1", rtol=1e-9, atol=1e-10)
    close(gb1, want_gb1, "mlp: b1", rtol=1e-9, atol=1e-10)
    close(gw2, want_gw2, "mlp: w2", rtol=1e-9, atol=1e-10)
    close(gb2, want_gb2, "mlp: b2", rtol=1e-9, atol=1e-10)
    print("mlp: gradients checked")


SCORER = """
func.func @score(%u: tensor<5xi64>, %v: tensor<5xi64>, %table: tensor<20x4xf64>,
                 %y: tensor<5x1xf64>) -> tensor<5x1xf64> {
  %eu = stype.embedding %u, %table {sparse_grad} : tensor<5xi64>, tensor<20x4xf64> -> tensor<5x4xf64>
  %ev = stype.embedding %v, %table {sparse_grad} : tensor<5xi64>, tensor<20x4xf64> -> tensor<5x4xf64>
  %p = stype.elemwise_mul %eu, %ev : tensor<5x4xf64>, tensor<5x4xf64> -> tensor<5x4xf64>
  %s = stype.sum %p {axis = 1 : i64, keepdims} : tensor<5x4xf64> -> tensor<5x1xf64>
  %l = stype.logistic_regression_output %s, %y : tensor<5x1xf64>, tensor<5x1xf64> -> tensor<5x1xf64>
  return %l : tensor<5x1xf64>
}
func.func @grads(%u: tensor<5xi64>, %v: tensor<5xi64>, %table: tensor<20x4xf64>,
                 %y: tensor<5x1xf64>) -> tensor<20x4xf64> {
  %g = stype.grad @score(%u, %v, %table, %y) wrt [2]
      : (tensor<5xi64>, tensor<5xi64>, tensor<20x4xf64>, tensor<5x1xf64>) -> tensor<20x4xf64>
  return %g : tensor<20x4xf64>
}
"""


def scorer():
    mod = stype.load(SCORER)
    u = rng.integers(0, 20, size=5).astype(np.int64)
    v = rng.integers(0, 20, size=5).astype(np.int64)
    table = rng.normal(0, 1, (20, 4))
    y = rng.integers(0, 2, size=(5, 1)).astype(np.float64)
    g = mod.grads(u, v, table, y)
    s = (table[u] * table[v]).sum(axis=1, keepdims=True)
    ds = 1 / (1 + np.exp(-s)) - y
    want = np.zeros((20, 4))
    np.add.at(want, u, ds * table[v])
    np.add.at(want, v, ds * table[u])
    check(stype.storage_type(g) == "row_sparse",
          "scorer: the table's gradient is %s" % stype.storage_type(g))
    close(g.asnumpy(), want, "scorer: table", rtol=1e-9, atol=1e-10)
    check(set(g.indices.tolist()) == set(u.tolist()) | set(v.tolist()),
          "scorer: the gradient's rows are not the looked-up ids")
    print("scorer: gradients checked")


linear_regression()
sparse_mlp()
word2vec()
linear_classification()
mlp()
scorer()
finish()

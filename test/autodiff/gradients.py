# RUN: %python %s
#
# The gradient rules of --stype-differentiate (dialect/Gradients.cpp), op by
# op and storage combination by storage combination, in f64:
#   * against central finite differences of the compiled forward function
#     (step 1e-6, |got - fd| <= 1e-6 + 1e-5 |fd|), for every dense or
#     row_sparse input (a row_sparse input stores all its rows, so that
#     each element can be perturbed);
#   * against an independent numpy gradient written from the ops'
#     definitions (|got - want| <= 1e-10 + 1e-9 |want|);
#   * the gradient's storage kind against MXNet's rule.
# The differentiated function is sum(op(inputs) * r) for a fixed random r,
# so its gradient is J^T r: the whole vector-Jacobian product is checked.
# A loss layer (regression outputs, softmax_output, make_loss) ignores its
# head gradient: its gradient is checked against MXNet's backward formula.

import math
import sys
import warnings

import numpy as np
import scipy.sparse as sp
from scipy import special

import stype
from common import check, finish, rng

CSR = ("#sparse_tensor.encoding<{ map = (i, j) -> (i : dense, j : "
       "compressed), posWidth = 64, crdWidth = 64 }>")
RSP = ("#sparse_tensor.encoding<{ map = (i, j) -> (i : compressed, j : "
       "dense), posWidth = 64, crdWidth = 64 }>")


def ttype(kind, shape, elt="f64"):
    dims = "x".join(str(d) for d in shape)
    if kind == "ids":
        return "tensor<%sxi64>" % dims
    if kind == "labels":
        kind = "default"
    enc = {"default": "", "csr": ", " + CSR, "row_sparse": ", " + RSP}[kind]
    return "tensor<%sx%s%s>" % (dims, elt, enc)


def make_value(kind, shape, lo, hi):
    """A random input: (value passed to stype, dense numpy copy)."""
    if kind == "ids":
        ids = rng.integers(0, hi, size=shape).astype(np.int64)
        return ids, ids
    if kind == "labels":
        labels = rng.integers(0, hi, size=shape).astype(np.float64)
        return labels, labels
    dense = rng.uniform(lo, hi, size=shape)
    if kind == "csr":
        dense[rng.random(shape) < 0.5] = 0.0
        return sp.csr_matrix(dense), dense
    if kind == "row_sparse":
        return stype.row_sparse_array(
            (dense.copy(), np.arange(shape[0], dtype=np.int64)),
            shape=shape), dense
    return dense, dense


def as_value(kind, dense, like):
    if kind == "row_sparse":
        return stype.row_sparse_array(
            (dense.copy(), np.arange(dense.shape[0], dtype=np.int64)),
            shape=dense.shape)
    return dense.copy()


def dense_of(v):
    if isinstance(v, np.ndarray):
        return v
    if sp.issparse(v):
        return v.toarray()
    return v.asnumpy()


class Case:
    """One op: inputs [(kind, shape, lo, hi)], the op's IR with %a0.. and
    the result type, the `wrt` inputs, the numpy gradient
    grad(inputs, r, y) -> list per wrt input (y: the op's value, for loss
    layers only), and the expected kinds.  `values` fixes the dense inputs
    (ties, infinities, NaN) instead of drawing them."""

    def __init__(self, name, inputs, op, out_shape, wrt, grad, kinds=None,
                 loss_layer=False, fd=True, values=None):
        self.name, self.inputs, self.op = name, inputs, op
        self.values = values
        self.out_shape, self.wrt, self.grad = out_shape, wrt, grad
        self.kinds = kinds or ["default"] * len(wrt)
        self.loss_layer = loss_layer
        # The straight-through estimators and block_grad define a gradient
        # that is not the derivative: no finite differences for them.
        self.fd = fd and not loss_layer

    def ir(self, n):
        args = ", ".join("%%a%d: %s" % (i, ttype(k, s))
                         for i, (k, s, _, _) in enumerate(self.inputs))
        types = ", ".join(ttype(k, s) for k, s, _, _ in self.inputs)
        ty = ttype("default", self.out_shape)
        body = self.op.replace("TY", ty)
        for i, (k, s, _, _) in enumerate(self.inputs):
            body = body.replace("T%d" % i, ttype(k, s))
        grads = ", ".join(ttype("default", self.inputs[i][1])
                          for i in self.wrt)
        names = ", ".join("%%a%d" % i for i in range(len(self.inputs)))
        if self.loss_layer:
            f = """
func.func @f%d(%s, %%r: %s) -> %s {
  %%y = %s
  return %%y : %s
}""" % (n, args, ty, ty, body, ty)
            vtype = ty
        else:
            f = """
func.func @f%d(%s, %%r: %s) -> tensor<1xf64> {
  %%y = %s
  %%m = stype.elemwise_mul %%y, %%r : %s, %s -> %s
  %%s = stype.sum %%m : %s -> tensor<1xf64>
  return %%s : tensor<1xf64>
}""" % (n, args, ty, body, ty, ty, ty, ty)
            vtype = "tensor<1xf64>"
        g = """
func.func @g%d(%s, %%r: %s) -> (%s, %s) {
  %%v, %%g:%d = stype.value_and_grad @f%d(%s, %%r) wrt [%s]
      : (%s, %s) -> (%s, %s)
  return %%v, %s : %s, %s
}""" % (n, args, ty, vtype, grads, len(self.wrt), n, names,
        ", ".join(str(i) for i in self.wrt), types, ty, vtype, grads,
        ", ".join("%%g#%d" % i for i in range(len(self.wrt))), vtype, grads)
        return f + "\n" + g

    def run(self, mod, k):
        f, g = getattr(mod, "f%d" % k), getattr(mod, "g%d" % k)
        vals, dense = [], []
        for j, (kind, shape, lo, hi) in enumerate(self.inputs):
            if self.values is not None:
                v = d = np.array(self.values[j], dtype=np.float64)
            else:
                v, d = make_value(kind, shape, lo, hi)
            vals.append(v)
            dense.append(d)
        r = rng.uniform(-1, 1, size=self.out_shape)
        out = g(*vals, r.copy())
        value, grads = out[0], out[1:]
        y = f(*vals, r.copy())
        want = self.grad(dense, r, dense_of(y))
        for j, i in enumerate(self.wrt):
            got = grads[j]
            kind = stype.storage_type(got)
            check(kind == self.kinds[j],
                  "%s: gradient %d is %s, MXNet's rule gives %s"
                  % (self.name, i, kind, self.kinds[j]))
            gd = dense_of(got)
            ok = gd.shape == want[j].shape and np.allclose(
                gd, want[j], rtol=1e-9, atol=1e-10)
            check(ok, "%s: gradient %d against numpy\ngot %s\nwant %s"
                  % (self.name, i, gd, want[j]))
            ikind = self.inputs[i][0]
            if not self.fd or ikind not in ("default", "row_sparse"):
                continue
            fd = np.zeros_like(dense[i])
            h = 1e-6
            for idx in np.ndindex(*dense[i].shape):
                args = list(vals)
                plus = dense[i].copy()
                plus[idx] += h
                minus = dense[i].copy()
                minus[idx] -= h
                args[i] = as_value(ikind, plus, vals[i])
                lp = dense_of(f(*args, r.copy()))[0]
                args[i] = as_value(ikind, minus, vals[i])
                lm = dense_of(f(*args, r.copy()))[0]
                fd[idx] = (lp - lm) / (2 * h)
            ok = np.allclose(gd, fd, rtol=1e-5, atol=1e-6)
            check(ok, "%s: gradient %d against finite differences\ngot %s\n"
                  "fd %s" % (self.name, i, gd, fd))
        print("checked", self.name)


CASES = []
D = "default"

# --- unary ops: (op, domain, f') with MXNet's derivative ----------------
UNARY = [
    ("relu", (-2, 2), lambda x, y: (x > 0).astype(float)),
    ("sigmoid", (-3, 3), lambda x, y: np.exp(-x) / (1 + np.exp(-x)) ** 2),
    ("tanh", (-2, 2), lambda x, y: 1 - np.tanh(x) ** 2),
    ("exp", (-2, 2), lambda x, y: np.exp(x)),
    ("log", (0.5, 3), lambda x, y: 1 / x),
    ("log2", (0.5, 3), lambda x, y: 1 / (x * math.log(2))),
    ("log10", (0.5, 3), lambda x, y: 1 / (x * math.log(10))),
    ("log1p", (-0.5, 2), lambda x, y: 1 / (1 + x)),
    ("expm1", (-2, 2), lambda x, y: np.exp(x)),
    ("sqrt", (0.5, 3), lambda x, y: 0.5 / np.sqrt(x)),
    ("rsqrt", (0.5, 3), lambda x, y: -0.5 * x ** -1.5),
    ("cbrt", (0.5, 3), lambda x, y: 1 / (3 * np.cbrt(x) ** 2)),
    ("square", (-2, 2), lambda x, y: 2 * x),
    ("abs", (0.1, 2), lambda x, y: np.sign(x)),
    ("negative", (-2, 2), lambda x, y: -np.ones_like(x)),
    ("reciprocal", (0.5, 2), lambda x, y: -1 / (x * x)),
    ("softsign", (-2, 2), lambda x, y: 1 / (1 + np.abs(x)) ** 2),
    ("sin", (-2, 2), lambda x, y: np.cos(x)),
    ("cos", (-2, 2), lambda x, y: -np.sin(x)),
    ("tan", (-1, 1), lambda x, y: 1 / np.cos(x) ** 2),
    ("arcsin", (-0.9, 0.9), lambda x, y: 1 / np.sqrt(1 - x * x)),
    ("arccos", (-0.9, 0.9), lambda x, y: -1 / np.sqrt(1 - x * x)),
    ("arctan", (-2, 2), lambda x, y: 1 / (1 + x * x)),
    ("sinh", (-2, 2), lambda x, y: np.cosh(x)),
    ("cosh", (-2, 2), lambda x, y: np.sinh(x)),
    ("arcsinh", (-2, 2), lambda x, y: 1 / np.sqrt(x * x + 1)),
    ("arccosh", (1.5, 3), lambda x, y: 1 / np.sqrt(x * x - 1)),
    ("arctanh", (-0.9, 0.9), lambda x, y: 1 / (1 - x * x)),
    ("degrees", (-2, 2), lambda x, y: np.full_like(x, 180 / math.pi)),
    ("radians", (-2, 2), lambda x, y: np.full_like(x, math.pi / 180)),
    ("identity", (-2, 2), lambda x, y: np.ones_like(x)),
    ("round_ste", (-2, 2), lambda x, y: np.ones_like(x)),
    ("sign_ste", (-2, 2), lambda x, y: np.ones_like(x)),
    ("gamma", (0.5, 3), None),
    ("gammaln", (0.5, 3), None),
    # Piecewise constant: zero gradient.
    ("sign", (-2, 2), lambda x, y: np.zeros_like(x)),
    ("floor", (-2, 2), lambda x, y: np.zeros_like(x)),
    ("block_grad", (-2, 2), lambda x, y: np.zeros_like(x)),
]


for name, (lo, hi), d in UNARY:
    if name == "gamma":
        d = lambda x, y: special.gamma(x) * special.digamma(x)  # noqa: E731
    if name == "gammaln":
        d = lambda x, y: special.digamma(x)  # noqa: E731
    for kind in ["default", "row_sparse"] if name in ("relu", "square",
                                                     "negative") else [D]:
        CASES.append(Case(
            "%s(%s)" % (name, kind), [(kind, (3, 4), lo, hi)],
            "stype.%s %%a0 : T0 -> TY" % name, (3, 4), [0],
            (lambda d: lambda a, r, y: [r * d(a[0], y)])(d),
            # A row_sparse input's gradient is inferred by the backward
            # op's rule from (default dy, row_sparse y): dense fallback.
            kinds=["default"],
            fd=name not in ("round_ste", "sign_ste", "block_grad")))


# --- scalar ops -----------------------------------------------------------
SCALAR = [
    ("mul_scalar", 2.5, lambda x, s: np.full_like(x, s)),
    ("div_scalar", 2.5, lambda x, s: np.full_like(x, 1 / s)),
    ("plus_scalar", 2.5, lambda x, s: np.ones_like(x)),
    ("minus_scalar", 2.5, lambda x, s: np.ones_like(x)),
    ("rminus_scalar", 2.5, lambda x, s: -np.ones_like(x)),
    ("rdiv_scalar", 2.5, lambda x, s: -s / (x * x)),
    ("greater_scalar", 0.5, lambda x, s: np.zeros_like(x)),
]
for name, s, d in SCALAR:
    CASES.append(Case(
        name, [(D, (3, 4), 0.5, 2)],
        "stype.%s %%a0 {scalar = %r : f64} : T0 -> TY" % (name, s), (3, 4),
        [0], (lambda d, s: lambda a, r, y: [r * d(a[0], s)])(d, s)))

CASES.append(Case(
    "clip", [(D, (4, 5), -2, 2)],
    "stype.clip %a0 {a_min = -1.0 : f64, a_max = 1.0 : f64} : T0 -> TY",
    (4, 5), [0], lambda a, r, y: [r * ((a[0] >= -1) & (a[0] <= 1))]))
CASES.append(Case(
    "quadratic", [(D, (3, 4), -2, 2)],
    "stype.quadratic %a0 {a = 1.5 : f64, b = -2.0 : f64, c = 0.5 : f64} "
    ": T0 -> TY", (3, 4), [0], lambda a, r, y: [r * (3.0 * a[0] - 2.0)]))

# --- binary elementwise ops ----------------------------------------------
for name, gl, gr in [
        ("elemwise_add", lambda a, b: 1, lambda a, b: 1),
        ("elemwise_sub", lambda a, b: 1, lambda a, b: -1),
        ("elemwise_mul", lambda a, b: b, lambda a, b: a),
        ("elemwise_div", lambda a, b: 1 / b, lambda a, b: -a / (b * b)),
        ("grad_add", lambda a, b: 1, lambda a, b: 1)]:
    kinds = [("default", "default")]
    if name in ("elemwise_add", "elemwise_sub", "elemwise_mul"):
        kinds.append(("row_sparse", "row_sparse"))
    for ka, kb in kinds:
        # mul: dy * rhs with a row_sparse rhs is row_sparse by the forward
        # mul's rule (MXNet's _backward_mul falls back to default; the
        # values are the same).
        gk = ("row_sparse" if (name, ka) == ("elemwise_mul", "row_sparse")
              else "default")
        CASES.append(Case(
            "%s(%s, %s)" % (name, ka, kb),
            [(ka, (3, 4), 0.5, 2), (kb, (3, 4), 0.5, 2)],
            "stype.%s %%a0, %%a1 : T0, T1 -> TY" % name, (3, 4), [0, 1],
            (lambda gl, gr: lambda a, r, y: [
                r * gl(a[0], a[1]) * np.ones_like(a[0]),
                r * gr(a[0], a[1]) * np.ones_like(a[1])])(gl, gr),
            kinds=[gk, gk]))


# --- broadcasting binary ops ----------------------------------------------
def unbroadcast(g, shape):
    while g.ndim > len(shape):
        g = g.sum(axis=0)
    for ax, n in enumerate(shape):
        if n == 1 and g.shape[ax] != 1:
            g = g.sum(axis=ax, keepdims=True)
    return g


for name, gl, gr in [
        ("broadcast_add", lambda a, b: 1, lambda a, b: 1),
        ("broadcast_sub", lambda a, b: 1, lambda a, b: -1),
        ("broadcast_mul", lambda a, b: b, lambda a, b: a),
        ("broadcast_div", lambda a, b: 1 / b, lambda a, b: -a / (b * b))]:
    for sa, sb in [((3, 4), (1, 4)), ((3, 4), (3, 1)), ((3, 4), (4,)),
                   ((1, 4), (3, 4)), ((3, 4), (3, 4))]:
        out = np.broadcast_shapes(sa, sb)
        CASES.append(Case(
            "%s(%s, %s)" % (name, sa, sb),
            [(D, sa, 0.5, 2), (D, sb, 0.5, 2)],
            "stype.%s %%a0, %%a1 : T0, T1 -> TY" % name, out, [0, 1],
            (lambda gl, gr, sa, sb: lambda a, r, y: [
                unbroadcast(r * gl(a[0], a[1]), sa),
                unbroadcast(r * gr(a[0], a[1]), sb)])(gl, gr, sa, sb)))

# --- dot: every transpose, dense and sparse lhs ---------------------------
for ta in (False, True):
    for tb in (False, True):
        sa = (5, 3) if ta else (3, 5)
        sb = (4, 5) if tb else (5, 4)
        attrs = [n for n, t in (("transpose_a", ta), ("transpose_b", tb))
                 if t]
        attr = " {%s}" % ", ".join(attrs) if attrs else ""

        def grad(a, r, y, ta=ta, tb=tb):
            A = a[0].T if ta else a[0]
            B = a[1].T if tb else a[1]
            gA, gB = r @ B.T, A.T @ r
            return [gA.T if ta else gA, gB.T if tb else gB]
        CASES.append(Case(
            "dot(default, default, ta=%d, tb=%d)" % (ta, tb),
            [(D, sa, -1, 1), (D, sb, -1, 1)],
            "stype.dot %%a0, %%a1%s : T0, T1 -> TY" % attr, (3, 4), [0, 1],
            grad))
# csr x default, csr x row_sparse: the weight's gradient is row_sparse
# (MXNet's DotBackwardInferStorageType); the csr data is not differentiated.
for kb in ("default", "row_sparse"):
    CASES.append(Case(
        "dot(csr, %s)" % kb, [("csr", (3, 5), -1, 1), (kb, (5, 4), -1, 1)],
        "stype.dot %a0, %a1 : T0, T1 -> TY", (3, 4), [1],
        lambda a, r, y: [a[0].T @ r], kinds=["row_sparse"]))
# csr^T x default: the weight's gradient is dot(csr, dy): default.
CASES.append(Case(
    "dot(csr^T, default)", [("csr", (5, 3), -1, 1), (D, (5, 4), -1, 1)],
    "stype.dot %a0, %a1 {transpose_a} : T0, T1 -> TY", (3, 4), [1],
    lambda a, r, y: [a[0] @ r]))

# --- fully_connected --------------------------------------------------------
CASES.append(Case(
    "fully_connected", [(D, (3, 5), -1, 1), (D, (4, 5), -1, 1),
                        (D, (4,), -1, 1)],
    "stype.fully_connected %a0, %a1, %a2 {num_hidden = 4 : i64} "
    ": T0, T1, T2 -> TY", (3, 4), [0, 1, 2],
    lambda a, r, y: [r @ a[1], r.T @ a[0], r.sum(axis=0)]))

# --- reductions -------------------------------------------------------------
for op in ("sum", "mean"):
    for attrs, out in [("", (1,)), ("{axis = 0 : i64}", (4,)),
                       ("{axis = 0 : i64, keepdims}", (1, 4)),
                       ("{axis = 1 : i64, keepdims}", (3, 1)),
                       ("{axis = 1 : i64, exclude, keepdims}", (1, 4)),
                       ("{keepdims}", (1, 1))]:
        def grad(a, r, y, op=op, out=out, attrs=attrs):
            x = a[0]
            g = np.broadcast_to(r.reshape(out if len(out) == 2 else
                                          (1, -1) if out != (1,) else (1, 1)),
                                x.shape)
            if op == "mean":
                g = g * (np.prod(out) / x.size)
            return [np.array(g)]
        CASES.append(Case(
            "%s %s" % (op, attrs), [(D, (3, 4), -1, 1)],
            "stype.%s %%a0 %s : T0 -> TY" % (op, attrs), out, [0], grad))

# --- max, min, argmax, batch_dot (issue 23's dense ops) ---------------------
# max / min: dy routed to the positions equal to the extremum (MXNet's
# backward: ograd * (data == out)).  The inputs are uniform random, so ties
# (which would all receive dy, and where the derivative does not exist)
# have probability zero: finite differences apply.
def extremum_grad(f, out, axis, exclude):
    def grad(a, r, y):
        x = a[0]
        if axis is None:
            ax = None
        elif exclude:
            ax = tuple(d for d in range(x.ndim) if d != axis)
        else:
            ax = axis
        ykd = f(x, axis=ax, keepdims=True)
        return [r.reshape(ykd.shape) * (x == ykd)]
    return grad


for op, f in (("max", np.max), ("min", np.min)):
    for attrs, out, axis, excl in [
            ("", (1,), None, False), ("{axis = 0 : i64}", (4,), 0, False),
            ("{axis = 0 : i64, keepdims}", (1, 4), 0, False),
            ("{axis = 1 : i64, keepdims}", (3, 1), 1, False),
            ("{axis = 1 : i64, exclude}", (4,), 1, True),
            ("{axis = 1 : i64, exclude, keepdims}", (1, 4), 1, True),
            ("{keepdims}", (1, 1), None, False)]:
        CASES.append(Case(
            "%s %s" % (op, attrs), [(D, (3, 4), -1, 1)],
            "stype.%s %%a0 %s : T0 -> TY" % (op, attrs), out, [0],
            extremum_grad(f, out, axis, excl)))
# Ties, infinities and NaN (fixed inputs, no finite differences): an
# infinite extremum is equal to itself (inf - inf is NaN: the rule must not
# test a difference), tied ones all receive dy, a slice holding NaN has a
# NaN extremum that no position equals.
EXTREME = [[np.inf, 1.0, np.inf, -np.inf], [-np.inf, -np.inf, 0.5, -np.inf],
           [0.5, np.nan, 0.5, 2.0]]
for op, f in (("max", np.max), ("min", np.min)):
    for attrs, out, axis in [("{axis = 1 : i64, keepdims}", (3, 1), 1),
                             ("{axis = 0 : i64}", (4,), 0)]:
        CASES.append(Case(
            "%s %s (ties, infinities, NaN)" % (op, attrs),
            [(D, (3, 4), 0, 0)], "stype.%s %%a0 %s : T0 -> TY" % (op, attrs),
            out, [0], extremum_grad(f, out, axis, False), fd=False,
            values=[EXTREME]))
# A row_sparse input takes the dense fallback; its gradient is default.
CASES.append(Case(
    "max(row_sparse) {axis = 1 : i64, keepdims}",
    [("row_sparse", (3, 4), -1, 1)],
    "stype.max %a0 {axis = 1 : i64, keepdims} : T0 -> TY", (3, 1), [0],
    extremum_grad(np.max, (3, 1), 1, False)))
# argmax is piecewise constant: zero gradient.
CASES.append(Case(
    "argmax {axis = 1 : i64}", [(D, (3, 4), -1, 1)],
    "stype.argmax %a0 {axis = 1 : i64} : T0 -> TY", (3,), [0],
    lambda a, r, y: [np.zeros_like(a[0])]))
# batch_dot: per batch, dot's gradient (MXNet's BatchDotBackward_).
for ta in (False, True):
    for tb in (False, True):
        sa = (2, 5, 3) if ta else (2, 3, 5)
        sb = (2, 4, 5) if tb else (2, 5, 4)
        attrs = [n for n, t in (("transpose_a", ta), ("transpose_b", tb))
                 if t]
        attr = " {%s}" % ", ".join(attrs) if attrs else ""

        def grad(a, r, y, ta=ta, tb=tb):
            def t(z):
                return z.transpose(0, 2, 1)
            A = t(a[0]) if ta else a[0]
            B = t(a[1]) if tb else a[1]
            gA, gB = r @ t(B), t(A) @ r
            return [t(gA) if ta else gA, t(gB) if tb else gB]
        CASES.append(Case(
            "batch_dot(ta=%d, tb=%d)" % (ta, tb),
            [(D, sa, -1, 1), (D, sb, -1, 1)],
            "stype.batch_dot %%a0, %%a1%s : T0, T1 -> TY" % attr, (2, 3, 4),
            [0, 1], grad))

# maximum, minimum, hypot, power: MXNet's _backward_<op> (maximum: lhs
# where lhs >= rhs, rhs where lhs < rhs; minimum: lhs where lhs <= rhs).
# Independent uniform inputs: no ties.  maximum and minimum also on fixed
# ties, infinities and NaN (no finite differences): MXNet's masks are
# comparisons of lhs and rhs, so a tie of infinities goes to lhs (inf - inf
# is NaN: the rule must not test a difference for equality) and a NaN
# operand gives neither operand dy (every comparison with NaN fails).
INF, NAN = np.inf, np.nan
EXTREME_L = [[INF, -INF, INF, -INF], [INF, 1.0, 2.0, 0.0],
             [NAN, 1.0, NAN, -0.0]]
EXTREME_R = [[INF, -INF, -INF, INF], [1.0, -INF, 2.0, 0.0],
             [1.0, NAN, NAN, 0.0]]
for name, gl, gr in [
        ("maximum", lambda a, b: a >= b, lambda a, b: a < b),
        ("minimum", lambda a, b: a <= b, lambda a, b: a > b),
        ("hypot", lambda a, b: a / np.hypot(a, b),
         lambda a, b: b / np.hypot(a, b)),
        ("power", lambda a, b: b * a ** (b - 1),
         lambda a, b: a ** b * np.log(a))]:
    grad = (lambda gl, gr: lambda a, r, y: [r * gl(a[0], a[1]),
                                            r * gr(a[0], a[1])])(gl, gr)
    op = "stype.%s %%a0, %%a1 : T0, T1 -> TY" % name
    CASES.append(Case(name, [(D, (3, 4), 0.5, 2), (D, (3, 4), 0.5, 2)], op,
                      (3, 4), [0, 1], grad))
    if name in ("maximum", "minimum"):
        CASES.append(Case(
            "%s (ties, infinities, NaN)" % name, [(D, (3, 4), 0, 0)] * 2, op,
            (3, 4), [0, 1], grad, fd=False, values=[EXTREME_L, EXTREME_R]))

# --- where, embedding -------------------------------------------------------
CASES.append(Case(
    "where", [(D, (3, 4), -1, 1), (D, (3, 4), -1, 1), (D, (3, 4), -1, 1)],
    "stype.where %a0, %a1, %a2 : T0, T1, T2 -> TY", (3, 4), [1, 2],
    lambda a, r, y: [np.where(a[0] != 0, r, 0), np.where(a[0] != 0, 0, r)]))
for sparse_grad, wkind in [("", "default"), (" {sparse_grad}", "row_sparse"),
                           ("", "row_sparse")]:
    def grad(a, r, y):
        g = np.zeros((6, 3))
        for i, t in enumerate(a[0].reshape(-1)):
            g[t] += r.reshape(-1, 3)[i]
        return [None, g]
    expected = ("row_sparse" if sparse_grad or wkind == "row_sparse"
                else "default")
    c = Case(
        "embedding%s weight %s" % (sparse_grad, wkind),
        [("ids", (2, 4), 0, 6), (wkind, (6, 3), -1, 1)],
        "stype.embedding %%a0, %%a1%s : T0, T1 -> TY" % sparse_grad,
        (2, 4, 3), [1], lambda a, r, y, grad=grad: [grad(a, r, y)[1]],
        kinds=[expected])
    CASES.append(c)

# --- shape ops: reshape, transpose, broadcast_to/like/axis, pick, one_hot --
CASES.append(Case(
    "reshape 0 and sizes", [(D, (3, 4), -1, 1)],
    "stype.reshape %a0 {shape = array<i64: 0, 2, 2>} : T0 -> TY", (3, 2, 2),
    [0], lambda a, r, y: [r.reshape(3, 4)]))
CASES.append(Case(
    "reshape -1 of row_sparse", [("row_sparse", (3, 4), -1, 1)],
    "stype.reshape %a0 {shape = array<i64: -1>} : T0 -> TY", (12,), [0],
    lambda a, r, y: [r.reshape(3, 4)]))
for perm, shape in [((1, 2, 0), (2, 3, 4)), ((2, 0, 1), (2, 3, 4)),
                    (None, (3, 4))]:
    attr = "" if perm is None else " {axes = array<i64: %s>}" % ", ".join(
        str(p) for p in perm)
    out = tuple(shape[p] for p in (perm or range(len(shape))[::-1]))
    CASES.append(Case(
        "transpose axes=%s" % (perm,), [(D, shape, -1, 1)],
        "stype.transpose %%a0%s : T0 -> TY" % attr, out, [0],
        (lambda perm: lambda a, r, y: [np.transpose(r, np.argsort(
            perm if perm else range(r.ndim)[::-1]))])(perm)))
CASES.append(Case(
    "broadcast_to [0, 5]", [(D, (3, 1), -1, 1)],
    "stype.broadcast_to %a0 {shape = array<i64: 0, 5>} : T0 -> TY", (3, 5),
    [0], lambda a, r, y: [r.sum(axis=1, keepdims=True)]))
CASES.append(Case(
    "broadcast_to [2, 0, 3]", [(D, (1, 4, 1), -1, 1)],
    "stype.broadcast_to %a0 {shape = array<i64: 2, 0, 3>} : T0 -> TY",
    (2, 4, 3), [0], lambda a, r, y: [r.sum(axis=(0, 2), keepdims=True)]))
CASES.append(Case(
    "broadcast_like", [(D, (1, 4), -1, 1), (D, (3, 4), -1, 1)],
    "stype.broadcast_like %a0, %a1 : T0, T1 -> TY", (3, 4), [0, 1],
    lambda a, r, y: [r.sum(axis=0, keepdims=True), np.zeros((3, 4))]))
CASES.append(Case(
    "broadcast_axis (0, -1) to (2, 3)", [(D, (1, 4, 1), -1, 1)],
    "stype.broadcast_axis %a0 {axis = array<i64: 0, -1>, "
    "size = array<i64: 2, 3>} : T0 -> TY", (2, 4, 3), [0],
    lambda a, r, y: [r.sum(axis=(0, 2), keepdims=True)]))
CASES.append(Case(
    "broadcast_axis of row_sparse", [("row_sparse", (4, 1), -1, 1)],
    "stype.broadcast_axis %a0 {axis = array<i64: -1>, "
    "size = array<i64: 5>} : T0 -> TY", (4, 5), [0],
    lambda a, r, y: [r.sum(axis=1, keepdims=True)]))
CASES.append(Case(
    "broadcast_axis size 1", [(D, (1, 3), -1, 1)],
    "stype.broadcast_axis %a0 {axis = array<i64: 0>, "
    "size = array<i64: 1>} : T0 -> TY", (1, 3), [0], lambda a, r, y: [r]))


def pick_grad(a, r, axis, keepdims, wrap, depth):
    """dy put at the picked positions (MXNet's _backward_pick)."""
    j = np.trunc(a[1]).astype(np.int64)
    j = np.mod(j, depth) if wrap else np.clip(j, 0, depth - 1)
    g = np.zeros(a[0].shape)
    jk = j if keepdims else np.expand_dims(j, axis)
    rk = r if keepdims else np.expand_dims(r, axis)
    np.put_along_axis(g, jk, rk, axis)
    return [g]


for kind, axis, keep, mode, dshape, ishape in [
        ("labels", 1, False, "clip", (3, 5), (3,)),
        ("labels", -1, False, "wrap", (3, 5), (3,)),
        ("ids", 0, True, "clip", (4, 3), (1, 3)),
        ("labels", 1, True, "wrap", (2, 4, 3), (2, 1, 3))]:
    ax = axis % len(dshape)
    attrs = "axis = %d : i64%s, mode = \"%s\"" % (
        axis, ", keepdims" if keep else "", mode)
    CASES.append(Case(
        "pick axis=%d keepdims=%s mode=%s" % (axis, keep, mode),
        [(D, dshape, -1, 1), (kind, ishape, 0, dshape[ax] + 3)],
        "stype.pick %%a0, %%a1 {%s} : T0, T1 -> TY" % attrs,
        tuple(ishape), [0],
        (lambda ax, keep, mode, depth: lambda a, r, y: pick_grad(
            a, r, ax, keep, mode == "wrap", depth))(ax, keep, mode,
                                                    dshape[ax])))
# one_hot: the indices are constant (its gradient is zero); truncation makes
# finite differences at integer labels meaningless.
CASES.append(Case(
    "one_hot", [("labels", (3,), 0, 6)],
    "stype.one_hot %a0 {depth = 4 : i64, on_value = 2.0 : f64} : T0 -> TY",
    (3, 4), [0], lambda a, r, y: [np.zeros(3)], fd=False))

# --- loss layers: MXNet's backward, the head gradient ignored --------------
for name, f in [
        ("linear_regression_output", lambda y, l: y - l),
        ("logistic_regression_output", lambda y, l: y - l),
        ("mae_regression_output", lambda y, l: np.sign(y - l))]:
    CASES.append(Case(
        name, [(D, (3, 2), -1, 1), (D, (3, 2), -1, 1)],
        "stype.%s %%a0, %%a1 {grad_scale = 2.0 : f64} : T0, T1 -> TY" % name,
        (3, 2), [0],
        (lambda f: lambda a, r, y: [f(y, a[1]) * 2.0 / 2])(f),
        loss_layer=True))


def softmax_grad(a, r, y):
    g = y.copy()
    g[np.arange(3), a[1].astype(int)] -= 1
    return [g / 3]


c = Case(
    "softmax_output", [(D, (3, 4), -1, 1), ("labels", (3,), 0, 4)],
    "stype.softmax_output %a0, %a1 {normalization = \"batch\"} "
    ": T0, T1 -> TY", (3, 4), [0], softmax_grad, loss_layer=True)
CASES.append(c)
CASES.append(Case(
    "make_loss", [(D, (3, 2), -1, 1)], "stype.make_loss %a0 : T0 -> TY",
    (3, 2), [0], lambda a, r, y: [np.ones((3, 2))], loss_layer=True))


# --- softmax, log_softmax, softmax_cross_entropy, activation ---------------
def np_softmax(x, axis, t=1.0, log=False):
    z = x / t
    z = z - z.max(axis=axis, keepdims=True)
    lse = np.log(np.exp(z).sum(axis=axis, keepdims=True))
    return z - lse if log else np.exp(z - lse)


for name, shape, axis, t, kind in [
        ("softmax", (3, 4), -1, 1.0, D), ("softmax", (3, 4), 0, 2.0, D),
        ("softmax", (2, 3, 4), 1, 0.5, D),
        ("softmax", (3, 4), -1, 1.0, "row_sparse"),
        ("log_softmax", (3, 4), -1, 1.0, D),
        ("log_softmax", (3, 4), 0, 0.5, D),
        ("log_softmax", (2, 3, 4), -2, 2.0, "default")]:
    attrs = "{axis = %d : i64, temperature = %r : f64}" % (axis, t)

    def grad(a, r, y, axis=axis, t=t, log=name == "log_softmax"):
        s = np_softmax(a[0], axis, t)
        if log:  # d/dx of log_softmax: (r - s sum(r)) / t
            return [(r - s * r.sum(axis=axis, keepdims=True)) / t]
        return [s * (r - (r * s).sum(axis=axis, keepdims=True)) / t]
    CASES.append(Case(
        "%s %s %s (%s)" % (name, shape, attrs, kind), [(kind, shape, -2, 2)],
        "stype.%s %%a0 %s : T0 -> TY" % (name, attrs), shape, [0], grad))


def cross_entropy_grad(a, r, y):
    g = np_softmax(a[0], 1)
    g[np.arange(len(a[1])), a[1].astype(int)] -= 1
    return [g * r[0]]


# Not a loss layer: the head gradient r (shape [1]) scales the gradient.
CASES.append(Case(
    "softmax_cross_entropy", [(D, (3, 4), -2, 2), ("labels", (3,), 0, 4)],
    "stype.softmax_cross_entropy %a0, %a1 : T0, T1 -> TY", (1,), [0],
    cross_entropy_grad))
CASES.append(Case(
    "softmax_cross_entropy (row_sparse)",
    [("row_sparse", (4, 3), -2, 2), ("labels", (4,), 0, 3)],
    "stype.softmax_cross_entropy %a0, %a1 : T0, T1 -> TY", (1,), [0],
    cross_entropy_grad))

ACTIVATION = [
    ("relu", (-2, 2), lambda x: (x > 0).astype(float)),
    ("sigmoid", (-3, 3), lambda x: np.exp(-x) / (1 + np.exp(-x)) ** 2),
    ("tanh", (-2, 2), lambda x: 1 - np.tanh(x) ** 2),
    # MXNet's softrelu_grad of the output y: 1 - exp(-y) (= sigmoid(x)
    # up to 20, where y = x takes over).
    ("softrelu", (-25, 25), lambda x: -np.expm1(-np.where(
        x > 20, x, np.log1p(np.exp(np.minimum(x, 20)))))),
    ("softsign", (-2, 2), lambda x: 1 / (1 + np.abs(x)) ** 2),
]
for act, (lo, hi), d in ACTIVATION:
    for kind in [D, "row_sparse"] if act == "relu" else [D]:
        CASES.append(Case(
            "activation %s (%s)" % (act, kind), [(kind, (3, 4), lo, hi)],
            "stype.activation %%a0 {act_type = #stype.act_type<%s>} "
            ": T0 -> TY" % act, (3, 4), [0],
            (lambda d: lambda a, r, y: [r * d(a[0])])(d)))

def main():
    # Gradients of row_sparse inputs take explained dense fallbacks (for
    # instance relu_grad of (default, row_sparse)); the kinds are checked.
    warnings.simplefilter("ignore", stype.StorageFallbackWarning)
    only = sys.argv[1] if len(sys.argv) > 1 else None
    cases = [c for c in CASES if not only or only in c.name]
    # One module, compiled once, with two functions per case.
    mod = stype.load("\n".join(c.ir(k) for k, c in enumerate(cases)))
    for k, case in enumerate(cases):
        case.run(mod, k)
    print("cases", len(cases))
    finish()


main()

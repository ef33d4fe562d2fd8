#!/usr/bin/env python3
"""Execution tests of the dense shape and index ops of stype.

    harness_shape.py shape --seed N [--stype-run PATH] [-j JOBS] [--keep]
                     [--gpu-emulate] [--check-bounds]

The ops of dialect/ShapeOps.td: reshape (sizes, 0 and -1), transpose (every
permutation of 2-D to 4-D inputs, the default reversal), broadcast_to (0
keeps a dimension), broadcast_like, broadcast_axis (negative axes, sizes 1
and 0, no axis), one_hot (i64 and float indices, out of range, on/off
values), pick and pick_grad (every axis, keepdims, clip and wrap,
out-of-range and float indices).  Inputs are random (numpy, the seed
given), f32 and f64, static and dynamic shapes, with empty tensors; csr and
row_sparse inputs take MXNet's dense fallback (the result is default).  The
references are numpy written from MXNet's definitions, never from stype's
code: np.reshape, np.transpose, np.broadcast_to, np.repeat (broadcast_axis),
np.take_along_axis and np.put_along_axis on indices truncated toward zero
(MXNet's static_cast), clipped or wrapped (np.clip, np.mod); one_hot is a
comparison with np.arange(depth).

The running and checking machinery (kernels, stype-run, result kinds,
tolerances) is harness.py's.
"""

import itertools
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import harness  # noqa: E402
from harness import (C, D, R, Op, Run, Tensor, expect, grid,  # noqa: E402
                     placeholder_kind, rand_csr, rand_dense, rand_rsp, tag,
                     ttype)


def attr_text(attrs):
    return (" {" + ", ".join(attrs) + "}") if attrs else ""


def arr_text(values):
    return f"array<i64: {', '.join(str(v) for v in values)}>"


def make_arg(name, t, mode):
    if isinstance(t, np.ndarray):
        return (name, t, ttype(D, t.shape, t.dtype, mode))
    return (name, t, ttype(t.kind, t.shape, t.dtype, mode))


def how(*tensors):
    sparse = any(isinstance(t, Tensor) and t.kind != D for t in tensors)
    return "fallback" if sparse else "kernel"


def one_op(label, args, line, ref, dt, mode):
    """One op `%v = <line> -> <result type>`, its result typed with a
    placeholder kind (inference must make it default)."""
    ot = ttype(placeholder_kind(D, ref.ndim), ref.shape, dt, mode)
    v = f"%v{one_op.count}"
    one_op.count += 1
    return Op(label, args, [f"{v} = {line} -> {ot}"], [(v, ot)],
              [(label, expect(D, ref, dt))])


one_op.count = 0


def type_of(t, mode):
    if isinstance(t, np.ndarray):
        return ttype(D, t.shape, t.dtype, mode)
    return ttype(t.kind, t.shape, t.dtype, mode)


def dense_of(t):
    return t if isinstance(t, np.ndarray) else t.dense()


# --------------------------------------------------------------------------
# reshape, transpose, broadcast_to, broadcast_like
# --------------------------------------------------------------------------

def np_reshape(x, spec):
    """MXNet's reshape with 0 (copy dim i) and -1 (infer)."""
    return x.reshape([x.shape[i] if s == 0 else s for i, s in enumerate(spec)])


def np_broadcast_to(x, shape):
    """MXNet's broadcast_to: 0 keeps the dimension."""
    return np.broadcast_to(x, [x.shape[i] if s == 0 else s
                               for i, s in enumerate(shape)])


def unary_ops(op, name, t, configs, ref, attrs, dt, mode):
    """One `stype.<op>` of the input `name` per configuration c: reference
    ref(dense input, c), attributes attrs(c)."""
    ops = []
    for c in configs:
        a = attrs(c)
        label = (f"{op} {t.describe()} {', '.join(a) or 'default'} -> default"
                 f" ({how(t)})")
        line = f"stype.{op} %{name}{attr_text(a)} : {type_of(t, mode)}"
        ops.append(one_op(label, [name], line, ref(dense_of(t), c), dt, mode))
    return ops


def reshape_ops(name, t, specs, dt, mode):
    return unary_ops("reshape", name, t, specs, np_reshape,
                     lambda s: [f"shape = {arr_text(s)}"], dt, mode)


def transpose_ops(name, t, perms, dt, mode):
    return unary_ops("transpose", name, t, perms, np.transpose,
                     lambda p: [] if p is None else [f"axes = {arr_text(p)}"],
                     dt, mode)


def broadcast_to_ops(name, t, shapes, dt, mode):
    return unary_ops("broadcast_to", name, t, shapes, np_broadcast_to,
                     lambda s: [f"shape = {arr_text(s)}"], dt, mode)


def np_broadcast_axis(x, axes, sizes):
    """MXNet's broadcast_axis: each axis (of size 1) repeated to its size."""
    for a, n in zip(axes, sizes):
        x = np.repeat(x, n, axis=a)
    return x


def broadcast_axis_ops(args, name, t, configs, dt, mode):
    """One broadcast_axis per (axes, sizes) of a fresh argument holding t,
    typed like `mode` but with the broadcast axes a static 1 (the verifier
    requires it)."""
    ops = []
    for k, (axes, sizes) in enumerate(configs):
        an = f"{name}_ax{k}"
        parts = type_of(t, mode)[len("tensor<"):].split("x")
        for a in axes:
            parts[a % len(t.shape)] = "1"
        ty = "tensor<" + "x".join(parts)
        args.append((an, t, ty))
        a = [f"axis = {arr_text(axes) if axes else 'array<i64>'}",
             f"size = {arr_text(sizes) if sizes else 'array<i64>'}"]
        label = (f"broadcast_axis {t.describe()} axis={axes} size={sizes} "
                 f"-> default ({how(t)})")
        line = f"stype.broadcast_axis %{an}{attr_text(a)} : {ty}"
        ops.append(one_op(label, [an], line,
                          np_broadcast_axis(dense_of(t), axes, sizes), dt,
                          mode))
    return ops


def broadcast_like_op(ln, lhs, rn, rhs, dt, mode):
    ref = np.broadcast_to(dense_of(lhs), rhs.shape)
    label = (f"broadcast_like {lhs.describe()}, {rhs.describe()} -> default"
             f" ({how(lhs, rhs)})")
    line = (f"stype.broadcast_like %{ln}, %{rn} : {type_of(lhs, mode)}, "
            f"{type_of(rhs, mode)}")
    return one_op(label, [ln, rn], line, ref, dt, mode)


# --------------------------------------------------------------------------
# one_hot, pick, pick_grad
# --------------------------------------------------------------------------

def truncated(ids):
    """MXNet's static_cast<int> of an index: toward zero (stype reads NaN
    as a large negative index, out of range)."""
    ids = np.where(np.isnan(ids), -2.0 ** 62, ids) if ids.dtype.kind == "f" \
        else ids
    return np.trunc(ids).astype(np.int64)


def np_one_hot(ids, depth, on, off):
    j = truncated(ids)[..., None]
    return np.where(j == np.arange(depth), on, off)


def one_hot_ops(name, ids, dt, mode, configs):
    ops = []
    for depth, on, off in configs:
        ref = np_one_hot(ids, depth, on, off).astype(np.float64)
        attrs = [f"depth = {depth} : i64"]
        if on != 1.0:
            attrs.append(f"on_value = {on!r} : f64")
        if off != 0.0:
            attrs.append(f"off_value = {off!r} : f64")
        label = (f"one_hot {harness.dtname(ids.dtype) if ids.dtype != np.int64 else 'i64'}"
                 f"{ids.shape} depth={depth} on={on} off={off} -> default "
                 f"{harness.dtname(dt)}")
        line = f"stype.one_hot %{name}{attr_text(attrs)} : {type_of(ids, mode)}"
        ops.append(one_op(label, [name], line, ref, dt, mode))
    return ops


def positions(ids, size, mode):
    j = truncated(ids)
    return np.clip(j, 0, size - 1) if mode == "clip" else np.mod(j, size)


def pick_attrs(axis, keepdims, mode):
    attrs = [] if axis == -1 else [f"axis = {axis} : i64"]
    if keepdims:
        attrs.append("keepdims")
    if mode != "clip":
        attrs.append(f'mode = "{mode}"')
    return attrs


def pick_ops(dn, t, iname, ids, axis, keepdims, mode, dt, mtype):
    x = dense_of(t)
    ax = axis % x.ndim
    j = positions(ids, x.shape[ax], mode)
    jk = j if keepdims else np.expand_dims(j, ax)
    ref = np.take_along_axis(x, jk, ax)
    if not keepdims:
        ref = np.squeeze(ref, ax)
    attrs = pick_attrs(axis, keepdims, mode)
    label = (f"pick {t.describe()} index {ids.dtype}{ids.shape} axis={axis}"
             f" keepdims={keepdims} mode={mode} -> default ({how(t)})")
    line = (f"stype.pick %{dn}, %{iname}{attr_text(attrs)} : "
            f"{type_of(t, mtype)}, {type_of(ids, mtype)}")
    ops = [one_op(label, [dn, iname], line, ref, dt, mtype)]
    return ops


def pick_grad_op(gn, g, iname, ids, shape, axis, keepdims, mode, dt, mtype):
    """The data gradient of pick: ograd put at the picked positions of a
    zero tensor of the data's `shape`."""
    ax = axis % len(shape)
    j = positions(ids, shape[ax], mode)
    og = dense_of(g).astype(np.float64)
    jk, ogk = (j, og) if keepdims else (np.expand_dims(j, ax),
                                        np.expand_dims(og, ax))
    ref = np.zeros(shape)
    np.put_along_axis(ref, jk, ogk, ax)
    attrs = [f"depth = {shape[ax]} : i64"] + pick_attrs(axis, keepdims, mode)
    label = (f"pick_grad {g.describe()} index {ids.dtype}{ids.shape} "
             f"depth={shape[ax]} axis={axis} keepdims={keepdims} mode={mode}"
             f" -> default ({how(g)})")
    line = (f"stype.pick_grad %{gn}, %{iname}{attr_text(attrs)} : "
            f"{type_of(g, mtype)}, {type_of(ids, mtype)}")
    return one_op(label, [gn, iname], line, ref, dt, mtype)


def rand_index(rng, shape, size, dtype):
    """Indices in and out of [0, size): negative, too large; float ones
    with fractions (truncated toward zero)."""
    if dtype == np.int64:
        return rng.integers(-size - 2, 2 * size + 3, shape).astype(np.int64)
    return rng.uniform(-size - 1.5, 2 * size + 1.5, shape).astype(dtype)


# --------------------------------------------------------------------------
# The cases
# --------------------------------------------------------------------------

PERMS3 = [None, (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (0, 1, 2)]


def cases_shape(rng):
    runs = []
    for i_d, dens, i_t, dt, mode in grid():
        if i_d > 1:
            continue  # densities 0 and 0.01: both dtypes, static and dynamic
        args, ops = [], []

        def add(name, t):
            args.append(make_arg(name, t, mode))
            return t

        x2 = add("x2", Tensor.from_dense(rand_dense(rng, (6, 4), 1.0, dt)))
        x3 = add("x3", Tensor.from_dense(rand_dense(rng, (4, 3, 2), 1.0, dt)))
        x4 = add("x4", Tensor.from_dense(rand_dense(rng, (2, 3, 1, 4), 1.0, dt)))
        xc = add("xc", rand_csr(rng, (6, 4), dens, dt, stored_zeros=True))
        xr = add("xr", rand_rsp(rng, (6, 4), dens, dt))
        xe = add("xe", Tensor.from_dense(np.zeros((0, 3), dt)))
        # reshape: sizes, 0, -1; sparse inputs by the fallback; empty.
        specs2 = [(24,), (-1,), (0, -1), (3, 8), (-1, 0, 2), (2, 0, 3),
                  (1, 24, 1)]
        ops += reshape_ops("x2", x2, specs2, dt, mode)
        ops += reshape_ops("x3", x3, [(0, -1), (-1, 2), (2, 0, 2, 2),
                                      (4, 6), (0, 0, 0)], dt, mode)
        ops += reshape_ops("x4", x4, [(0, 0, -1), (6, 4)], dt, mode)
        ops += reshape_ops("xc", xc, [(-1,), (0, 2, 2)], dt, mode)
        ops += reshape_ops("xr", xr, [(3, -1)], dt, mode)
        ops += reshape_ops("xe", xe, [(-1, 3), (0, 3, 1)], dt, mode)
        # transpose: every permutation of a 3-D input, the default
        # reversal, 2-D and 4-D, sparse, empty.
        ops += transpose_ops("x2", x2, [None, (0, 1)], dt, mode)
        ops += transpose_ops("x3", x3, PERMS3, dt, mode)
        ops += transpose_ops("x4", x4, [None, (3, 1, 0, 2), (0, 2, 3, 1)],
                             dt, mode)
        ops += transpose_ops("xc", xc, [None], dt, mode)
        ops += transpose_ops("xr", xr, [(1, 0)], dt, mode)
        ops += transpose_ops("xe", xe, [None], dt, mode)
        # broadcast_to: size-1 dims repeated, 0 keeps a dim, no-op.
        b1 = add("b1", Tensor.from_dense(rand_dense(rng, (3, 1), 1.0, dt)))
        b2 = add("b2", Tensor.from_dense(rand_dense(rng, (1, 4), 1.0, dt)))
        b3 = add("b3", Tensor.from_dense(rand_dense(rng, (2, 1, 3), 1.0, dt)))
        b4 = add("b4", Tensor.from_dense(rand_dense(rng, (1, 1), 1.0, dt)))
        bc = add("bc", rand_csr(rng, (1, 5), max(dens, 0.5), dt))
        br = add("br", rand_rsp(rng, (4, 1), max(dens, 0.5), dt))
        ops += broadcast_to_ops("b1", b1, [(0, 5), (3, 5), (3, 1), (3, 0)],
                                dt, mode)
        ops += broadcast_to_ops("b2", b2, [(6, 0), (2, 4)], dt, mode)
        ops += broadcast_to_ops("b3", b3, [(0, 4, 0), (2, 1, 3)], dt, mode)
        ops += broadcast_to_ops("b4", b4, [(3, 7), (1, 0)], dt, mode)
        ops += broadcast_to_ops("bc", bc, [(3, 0)], dt, mode)
        ops += broadcast_to_ops("br", br, [(0, 6)], dt, mode)
        ops += broadcast_to_ops("xe", xe, [(0, 3)], dt, mode)
        # broadcast_like: rhs's shape only; sparse operands.
        r34 = add("r34", Tensor.from_dense(rand_dense(rng, (3, 4), 1.0, dt)))
        r243 = add("r243", Tensor.from_dense(rand_dense(rng, (2, 4, 3), 1.0,
                                                        dt)))
        ops.append(broadcast_like_op("b2", b2, "r34", r34, dt, mode))
        ops.append(broadcast_like_op("b1", b1, "r34", r34, dt, mode))
        ops.append(broadcast_like_op("b4", b4, "r34", r34, dt, mode))
        ops.append(broadcast_like_op("b3", b3, "r243", r243, dt, mode))
        ops.append(broadcast_like_op("b4", b4, "xc", xc, dt, mode))
        ops.append(broadcast_like_op("b2", b2, "xr", xr, dt, mode))
        # broadcast_axis: one and two axes, negative ones, size 1 and 0,
        # none; sparse inputs by the fallback.
        ops += broadcast_axis_ops(args, "b1", b1, [((1,), (5,)), ((-1,), (1,)),
                                                   ((), ())], dt, mode)
        ops += broadcast_axis_ops(args, "b2", b2, [((0,), (6,))], dt, mode)
        ops += broadcast_axis_ops(args, "b3", b3, [((-2,), (4,))], dt, mode)
        ops += broadcast_axis_ops(args, "b4", b4, [((0, 1), (3, 7)),
                                                   ((1, -2), (2, 3)),
                                                   ((0,), (0,))], dt, mode)
        ops += broadcast_axis_ops(args, "x4", x4, [((2,), (3,))], dt, mode)
        ops += broadcast_axis_ops(args, "bc", bc, [((0,), (3,))], dt, mode)
        ops += broadcast_axis_ops(args, "br", br, [((-1,), (6,))], dt, mode)
        # one_hot: i64 and float indices (in and out of range, fractions),
        # 2-D indices, empty indices; on/off values.
        oi = add("oi", np.array([0, 4, 2, -1, 5, 7, 2, -6], np.int64))
        of = add("of", np.array([[0.0, 3.9], [-0.5, -1.0], [4.99, 5.0],
                                 [2.5, np.nan]], dt))
        oe = add("oe", np.zeros(0, np.int64))
        ops += one_hot_ops("oi", oi, dt, mode, [(5, 1.0, 0.0), (8, 2.5, -1.0),
                                                (1, 1.0, 0.0)])
        ops += one_hot_ops("of", of, dt, mode, [(5, 1.0, 0.0), (3, -3.0, 0.5)])
        ops += one_hot_ops("oe", oe, dt, mode, [(4, 1.0, 0.0)])
        # pick and pick_grad: every axis of a 2-D and a 3-D input, keepdims,
        # clip and wrap, i64 and float indices out of range; csr data.
        p2 = add("p2", Tensor.from_dense(rand_dense(rng, (5, 7), 1.0, dt)))
        p3 = add("p3", Tensor.from_dense(rand_dense(rng, (3, 4, 5), 1.0, dt)))
        pc = add("pc", rand_csr(rng, (5, 7), dens, dt))
        pe = add("pe", Tensor.from_dense(np.zeros((0, 4), dt)))
        def arg_once(name, make):
            """The argument `name`, made by make() the first time."""
            for a in args:
                if a[0] == name:
                    return a[1]
            return add(name, make())

        for t, tn in ((p2, "p2"), (p3, "p3"), (pc, "pc"), (pe, "pe")):
            rank = len(t.shape)
            axes = [-1] if t is pc or t is pe else list(range(rank)) + [-1]
            for axis, keep in itertools.product(axes, (False, True)):
                ax = axis % rank
                ishape = tuple(1 if d == ax else n for d, n in
                               enumerate(t.shape) if keep or d != ax)
                # i64 indices clipped and float ones wrapped on even axes,
                # the other way round on odd ones; no wrap of an empty axis.
                for k, md in enumerate(("clip", "wrap")[:1 if t is pe else 2]):
                    idt = (np.int64, dt)[(k + ax) % 2]
                    iname = f"i_{tn}_{ax}_{int(keep)}_{k}"
                    ids = arg_once(iname, lambda: rand_index(
                        rng, ishape, t.shape[ax], idt))
                    ops += pick_ops(tn, t, iname, ids, axis, keep, md, dt,
                                    mode)
                    if t is pc:
                        continue
                    gname = f"g_{tn}_{ax}_{int(keep)}"
                    g = arg_once(gname, lambda: Tensor.from_dense(
                        rand_dense(rng, ishape, 1.0, dt)))
                    ops.append(pick_grad_op(gname, g, iname, ids, t.shape,
                                            axis, keep, md, dt, mode))
        # pick_grad of a row_sparse ograd: the fallback.
        gr = add("gr", rand_rsp(rng, (5, 3), dens, dt))
        ir = add("ir", rand_index(rng, (5, 3), 4, np.int64))
        ops.append(pick_grad_op("gr", gr, "ir", ir, (5, 4, 3), 1, False,
                                "wrap", dt, mode))
        # Three stype-run calls (each compiles its kernel): the layout ops,
        # one_hot, pick and pick_grad.
        groups = {}
        for op in ops:
            key = op.label.split(" ")[0].split("_")[0]
            key = {"one": "one_hot", "pick": "pick"}.get(key, "layout")
            groups.setdefault(key, []).append(op)
        for key, group in groups.items():
            runs.append(Run(f"{key} {tag(dens, dt, mode)}", args, group,
                            mode))
    return runs


FAMILIES = {"shape": cases_shape}


if __name__ == "__main__":
    # harness.py's driver (arguments, stype-run calls, summary line) over
    # this module's family.
    harness.OPS = FAMILIES
    sys.exit(harness.main())

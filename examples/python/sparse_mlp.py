#!/usr/bin/python3
"""The sparse MLP of MXNet's Gluon sparse tutorial, on LibSVM data, from Python.

A LibSVM file of samples with 10 nonzero features each (written here from
a seed; labels from a hidden +-1 teacher vector, so they are learnable) is
read in csr batches by stype.io.LibSVMIter (MXNet's LibSVMIter).  The
training step is examples/sparse_mlp/sparse_mlp.mlir: features -> 128 ->
8 -> 1, sigmoid activations, binary cross-entropy, Adam, with a
row_sparse gradient of the first layer so that Adam updates only the rows
of the batch's features.  All parameters and moments are updated in place
in this script's numpy arrays.  A progress bar shows each epoch.

    PYTHONPATH=build/python /usr/bin/python3 examples/python/sparse_mlp.py \
        [--features=N] [--samples=N] [--batch=N] [--epochs=N] [--seed=S]
        [--progress=auto|always|never] [--data=FILE]
"""

import argparse
import os
import sys
import tempfile
import time

import numpy as np

import stype
import stype.io

HERE = os.path.dirname(os.path.abspath(__file__))
HIDDEN1, HIDDEN2, NNZ = 128, 8, 10


def write_libsvm(path, features, samples, seed):
    rng = np.random.default_rng(seed)
    teacher = rng.choice([-1.0, 1.0], size=features)
    with open(path, "w") as f:
        for _ in range(samples):
            ids = np.sort(rng.choice(features, size=NNZ, replace=False))
            values = rng.random(NNZ).astype(np.float32)
            label = int(teacher[ids] @ values > 0)
            f.write("%d %s\n" % (label, " ".join(
                "%d:%.6g" % (i, v) for i, v in zip(ids, values))))


def params(features, seed):
    """Xavier-uniform weights (W1 with the fan-in of a sample's NNZ
    features), zero biases; each with its two Adam moments."""
    rng = np.random.default_rng(seed)
    shapes = [((features, HIDDEN1), (NNZ, HIDDEN1)), ((1, HIDDEN1), None),
              ((HIDDEN1, HIDDEN2), (HIDDEN1, HIDDEN2)), ((1, HIDDEN2), None),
              ((HIDDEN2, 1), (HIDDEN2, 1)), ((1, 1), None)]
    out = []
    for shape, fans in shapes:
        bound = np.sqrt(6.0 / sum(fans)) if fans else 0.0
        out.append(rng.uniform(-bound, bound, shape).astype(np.float32))
        out.append(np.zeros(shape, np.float32))
        out.append(np.zeros(shape, np.float32))
    return out


def progress(epoch, done, total, loss, width=30):
    filled = width * done // total
    sys.stderr.write("\repoch %2d [%s%s] %d/%d  loss %.4f" % (
        epoch, "#" * filled, "." * (width - filled), done, total, loss))
    sys.stderr.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--features", type=int, default=100000)
    parser.add_argument("--samples", type=int, default=2000)
    parser.add_argument("--batch", type=int, default=100)
    parser.add_argument("--epochs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--progress", choices=("auto", "always", "never"),
                        default="auto", help="the progress bar on stderr "
                        "(auto: when stderr is a terminal)")
    parser.add_argument("--data", help="the LibSVM file (default: a "
                        "temporary file)")
    args = parser.parse_args()
    show = args.progress == "always" or (args.progress == "auto" and
                                         sys.stderr.isatty())

    module = stype.load(os.path.join(HERE, "..", "sparse_mlp",
                                     "sparse_mlp.mlir"))
    step = module.train_step
    with tempfile.TemporaryDirectory() as tmp:
        path = args.data or os.path.join(tmp, "sparse_mlp.libsvm")
        write_libsvm(path, args.features, args.samples, args.seed)
        print("data: %d samples x %d features, %d nonzeros each (seed %d)"
              % (args.samples, args.features, NNZ, args.seed))
        p = params(args.features, args.seed + 1)
        batches = stype.io.LibSVMIter(data_libsvm=path,
                                      data_shape=(args.features,),
                                      batch_size=args.batch)
        per_epoch = -(-args.samples // args.batch)
        for epoch in range(1, args.epochs + 1):
            batches.reset()
            start = time.perf_counter()
            total, rows, count = 0.0, 0, 0
            for batch in batches:
                y = batch.label.reshape(-1, 1)
                out = step(batch.data, y, *p)
                loss, grad_w1 = float(out[0][0]), out[-1]
                total += loss
                rows += grad_w1.nnr
                count += 1
                if show:
                    progress(epoch, count, per_epoch, total / count)
            if show:
                sys.stderr.write("\n")
            print("epoch %2d  loss %.4f  time %.3f s  (W1 gradient: %.1f rows of "
                  "%d per batch)" % (epoch, total / count,
                                          time.perf_counter() - start,
                                          rows / count, args.features))
    return 0


if __name__ == "__main__":
    sys.exit(main())

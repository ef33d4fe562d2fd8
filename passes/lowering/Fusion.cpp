//===- Fusion.cpp - the kernel of stype.fused_update ------------*- C++ -*-===//
//
// One loop nest for gradient producers -> elementwise ops -> optimizer
// update (created by --stype-fuse-update):
//
//   1. per producer, the row keys of its entries, sorted (sparse_tensor.sort):
//        dot(csr^T, dy):      (column id, entry position, csr row) per entry
//        embedding_grad:      (id, position) per in-range id
//   2. the union of the producers' rows, ascending (lazy: those rows only;
//      standard: every weight row, with a cursor per producer); per row:
//        each producer's row into its scratch row (a segment of its keys,
//        accumulated in the unfused kernel's order: csr row order for dot,
//        id order for embedding_grad);
//        the elementwise ops per element (a row missing from a producer
//        reads as zeros, as in the unfused row_sparse kernels);
//        the optimizer's row update (lowering/Optimizer.cpp's updateRow).
//
// Extra memory: the keys (3 * nnz or 2 * #ids int64) and one scratch row per
// producer; the gradient is never materialized.
//
// One producer straight into the update (no elementwise op; the common
// training step) takes a faster form, `Direct`: the entries are bucketed by
// gradient row with a stable radix sort (KernelBuilder::bucketByKey; same
// per-row order as above), and the update's vector row loop computes each
// gradient vector in registers from the row's bucket; lazy updates run
// their rows on several threads (KernelBuilder::parallelFor).  Extra memory:
// O(nnz) or O(#ids) int64.
//
//===----------------------------------------------------------------------===//

#include "dialect/FusionOps.h"
#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"
#include "passes/lowering/KernelChecks.h"
#include "passes/lowering/KernelConversion.h"
#include "passes/lowering/KernelElementRules.h"
#include "passes/lowering/KernelFusionHooks.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SparseTensor/IR/SparseTensor.h"

#include <limits>
#include <optional>

using namespace mlir;
using namespace mlir::stype;

namespace {

/// One gradient producer of the fused kernel.
struct Leaf {
  Operation *op = nullptr;
  /// Sorted keys, `stride` int64 per entry: the row first.
  Value keys;
  int64_t stride;
  Value count;
  /// Row width and a 1 x width scratch row.
  Value width, scratch;
  // dot: the csr and the dense rhs (rows = the csr's rows).
  CsrBuffers x;
  Value dy;
  // embedding_grad: the flat output gradient.
  Value ograd;
  /// The gradient's shape (rows, width), compared with the weight's by the
  /// update where dynamic.
  SmallVector<OpFoldResult> shape;
  /// i1 "the producer's own operands agree" (reported where not); null
  /// where the verifier compared them.
  Value ok;
};

Value addIdx(KernelBuilder &b, Value x, Value y) {
  return arith::AddIOp::create(b, x, y);
}
Value mulIdx(KernelBuilder &b, Value x, Value y) {
  return arith::MulIOp::create(b, x, y);
}
Value ult(KernelBuilder &b, Value x, Value y) {
  return arith::CmpIOp::create(b, arith::CmpIPredicate::ult, x, y);
}

/// keys[q * stride + field], as i64.
Value keyAt(KernelBuilder &b, const Leaf &l, Value q, int64_t field) {
  Value at = addIdx(b, mulIdx(b, q, b.idx(l.stride)), b.idx(field));
  return b.load(l.keys, at);
}

/// Sorts `count` entries of `keys` lexicographically on their first two
/// fields (unique per entry, so the order is fully determined).
void sortKeys(KernelBuilder &b, Value keys, Value count, int64_t stride) {
  auto perm = AffineMap::getMultiDimIdentityMap(2, b.getContext());
  sparse_tensor::SortOp::create(
      b, count, keys, ValueRange{}, AffineMapAttr::get(perm),
      stride > 2 ? b.getIndexAttr(stride - 2) : IntegerAttr(),
      sparse_tensor::SparseTensorSortKindAttr::get(
          b.getContext(),
          sparse_tensor::SparseTensorSortKind::HybridQuickSort));
}

Value allocScratch(KernelBuilder &b, Type el, Value width) {
  return b.alloc(MemRefType::get({1, ShapedType::kDynamic}, el), width);
}

/// A producer's gradient shape (rows, width), compared with the weight's by
/// the update where dynamic, and the check that the producer's own operands
/// agree (reported where not; null where the verifier compared them).
using GradShape = FusedProducerShape;

/// dot(x^T, dy): dy has x's rows; the gradient is x.cols x dy.cols.
GradShape dotGradShape(KernelBuilder &b, DotOp op, ValueRange xBufs, Value dy) {
  SmallVector<OpFoldResult> xShape =
                                mixedShape(b, op.getLhs().getType(), xBufs),
                            dyShape = mixedShape(b, op.getRhs().getType(), dy);
  return {{xShape[1], dyShape[1]},
          checkEqualMixedDims(b, {xShape[0]}, {dyShape[0]},
                              STYPE_KERNEL_SHAPE_MISMATCH)};
}

/// embedding_grad: ograd has data's shape plus the width; the gradient is
/// input_dim x width.
GradShape embeddingGradShape(KernelBuilder &b, EmbeddingGradOp op, Value data,
                             Value ograd) {
  SmallVector<OpFoldResult> idShape =
                                mixedShape(b, op.getData().getType(), data),
                            og = mixedShape(b, op.getOgrad().getType(), ograd);
  return {{b.getIndexAttr(static_cast<int64_t>(op.getInputDim())), og.back()},
          checkEqualMixedDims(b, idShape, ArrayRef(og).drop_back(),
                              STYPE_KERNEL_SHAPE_MISMATCH)};
}

/// Sets what an embedding_grad producer (Leaf or Direct) holds whatever its
/// walk: the op, the row width, the flat output gradient, the gradient's
/// shape and the operand check.  Returns the flat ids and their number.
template <typename Producer>
std::pair<Value, Value> prepareEmbeddingInputs(KernelBuilder &b, Producer &p,
                                               EmbeddingGradOp op, Value data,
                                               Value ograd) {
  p.op = op;
  Value ids = b.flatView(data);
  Value n = b.dim(ids, 0);
  int64_t rank = cast<MemRefType>(ograd.getType()).getRank();
  p.width = b.dim(ograd, rank - 1);
  p.ograd = b.flatView(ograd);
  GradShape gs = embeddingGradShape(b, op, data, ograd);
  p.shape = gs.shape;
  p.ok = gs.ok;
  return {ids, n};
}

/// Visits the ids of an embedding_grad in [0, input_dim) in position order:
/// `keep(b, id, t, c)` for the c-th kept id, at position t.  An id outside
/// the range is reported and skipped, as in the unfused kernel.  Returns the
/// number of kept ids.
Value forEachInRangeId(
    KernelBuilder &b, EmbeddingGradOp op, Value ids,
    function_ref<void(KernelBuilder &, Value id, Value t, Value c)> keep) {
  Value numRows = b.i64(static_cast<int64_t>(op.getInputDim()));
  return b.forLoop(b.idx(0), b.dim(ids, 0), b.idx(0),
                   [&](KernelBuilder &b, Value t, Value c) {
                     Value id = b.load(ids, t);
                     return b.ifThenElse(
                         ult(b, id, numRows), b.getIndexType(),
                         [&](KernelBuilder &b) {
                           keep(b, id, t, c);
                           return addIdx(b, c, b.idx(1));
                         },
                         [&](KernelBuilder &b) {
                           b.reportError(
                               STYPE_KERNEL_EMBEDDING_INDEX_OUT_OF_RANGE);
                           return c;
                         });
                   });
}

/// dot(x^T, dy): keys (column id, position, row) of every entry of x.
Leaf prepareDot(KernelBuilder &b, DotOp op, ValueRange xBufs, Value dy) {
  Leaf l;
  l.op = op;
  l.x = CsrBuffers::unpack(xBufs);
  l.dy = dy;
  l.stride = 3;
  l.count = b.dim(l.x.indices, 0);
  GradShape gs = dotGradShape(b, op, xBufs, dy);
  l.shape = gs.shape;
  l.ok = gs.ok;
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  l.keys = b.alloc(i64Buf, mulIdx(b, l.count, b.idx(3)));
  b.forLoop(b.idx(0), b.csrNumRows(l.x), [&](KernelBuilder &b, Value i) {
    Value lo, hi;
    std::tie(lo, hi) = b.csrRowRange(l.x, i);
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
      Value at = mulIdx(b, p, b.idx(3));
      b.store(b.load(l.x.indices, p), l.keys, at);
      b.store(b.toI64(p), l.keys, addIdx(b, at, b.idx(1)));
      b.store(b.toI64(i), l.keys, addIdx(b, at, b.idx(2)));
    });
  });
  sortKeys(b, l.keys, l.count, 3);
  l.width = b.dim(dy, 1);
  l.scratch = allocScratch(b, op.getType().getElementType(), l.width);
  return l;
}

/// embedding_grad: keys (id, position) of every id in [0, input_dim); an id
/// outside it is reported and skipped, as in the unfused kernel.
Leaf prepareEmbedding(KernelBuilder &b, EmbeddingGradOp op, Value data,
                      Value ograd) {
  Leaf l;
  l.stride = 2;
  auto [ids, n] = prepareEmbeddingInputs(b, l, op, data, ograd);
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  l.keys = b.alloc(i64Buf, mulIdx(b, n, b.idx(2)));
  l.count = forEachInRangeId(
      b, op, ids, [&](KernelBuilder &b, Value id, Value t, Value c) {
        Value at = mulIdx(b, c, b.idx(2));
        b.store(id, l.keys, at);
        b.store(b.toI64(t), l.keys, addIdx(b, at, b.idx(1)));
      });
  sortKeys(b, l.keys, l.count, 2);
  l.scratch = allocScratch(b, op.getType().getElementType(), l.width);
  return l;
}

/// The end of the segment of entries with row `row` starting at `c`.
Value segmentEnd(KernelBuilder &b, const Leaf &l, Value c, Value row) {
  Type idxTy = b.getIndexType();
  auto loop = scf::WhileOp::create(
      b, TypeRange{idxTy}, ValueRange{c},
      [&](OpBuilder &ob, Location loc, ValueRange args) {
        KernelBuilder kb(loc, ob, b);
        Value more = kb.ifThenElse(
            ult(kb, args[0], l.count), kb.getI1Type(),
            [&](KernelBuilder &b) {
              return arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                                           keyAt(b, l, args[0], 0), row)
                  .getResult();
            },
            [&](KernelBuilder &b) {
              return arith::ConstantIntOp::create(b, b.getI1Type(), 0)
                  .getResult();
            });
        scf::ConditionOp::create(kb, more, args);
      },
      [&](OpBuilder &ob, Location loc, ValueRange args) {
        KernelBuilder kb(loc, ob, b);
        scf::YieldOp::create(kb, ValueRange{addIdx(kb, args[0], kb.idx(1))});
      });
  return loop.getResult(0);
}

/// Computes the producer's gradient row `row` (entries [c, end)) into its
/// scratch row, in the unfused kernel's order; returns end.
Value computeRow(KernelBuilder &b, const Leaf &l, Value c, Value row) {
  Value end = segmentEnd(b, l, c, row);
  Type el = cast<MemRefType>(l.scratch.getType()).getElementType();
  Value zero = b.fconst(el, 0.0);
  b.forLoop(b.idx(0), l.width, [&](KernelBuilder &b, Value j) {
    b.store(zero, l.scratch, {b.idx(0), j});
  });
  b.forLoop(c, end, [&](KernelBuilder &b, Value q) {
    if (isa<DotOp>(l.op)) {
      // acc = fma(x[i, c], dy[i, j], acc), entries in csr row order.
      Value v = b.load(l.x.data, b.toIndex(keyAt(b, l, q, 1)));
      Value i = b.toIndex(keyAt(b, l, q, 2));
      b.forLoop(b.idx(0), l.width, [&](KernelBuilder &b, Value j) {
        Value acc = b.load(l.scratch, {b.idx(0), j});
        Value x = b.load(l.dy, {i, j});
        b.store(math::FmaOp::create(b, v, x, acc), l.scratch, {b.idx(0), j});
      });
      return;
    }
    // acc = acc + ograd[t, j], ids in order of position t.
    Value base = mulIdx(b, b.toIndex(keyAt(b, l, q, 1)), l.width);
    b.forLoop(b.idx(0), l.width, [&](KernelBuilder &b, Value j) {
      Value acc = b.load(l.scratch, {b.idx(0), j});
      Value v = b.load(l.ograd, addIdx(b, base, j));
      b.store(arith::AddFOp::create(b, acc, v), l.scratch, {b.idx(0), j});
    });
  });
  return end;
}

/// A value of the chain at one element: the value and whether its row is
/// stored (null: always).  A row that is not stored reads as zero.
struct ChainValue {
  Value v, present;
};

Value orPresent(KernelBuilder &b, Value x, Value y) {
  if (!x || !y)
    return Value();
  return arith::OrIOp::create(b, x, y);
}

/// The fused kernel.
struct Fused {
  FusedUpdateOp op;
  SmallVector<Leaf> leaves;
  /// The elementwise ops of the body, in order.
  SmallVector<Operation *> chain;

  /// Whether leaf `l` stores row `row` at cursor `c`.
  Value presentAt(KernelBuilder &b, const Leaf &l, Value c, Value row) {
    return b.ifThenElse(
        ult(b, c, l.count), b.getI1Type(),
        [&](KernelBuilder &b) {
          return arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                                       keyAt(b, l, c, 0), row)
              .getResult();
        },
        [&](KernelBuilder &b) {
          return arith::ConstantIntOp::create(b, b.getI1Type(), 0).getResult();
        });
  }

  /// Computes gradient row `row` (some leaf stores it) into leaves[0]'s
  /// scratch: each leaf's row, then the chain per element.  `presentFlags`:
  /// whether each leaf stores the row, if known.  Returns the new cursors.
  SmallVector<Value> gradientRow(KernelBuilder &b, Value row,
                                 ValueRange cursors,
                                 ArrayRef<Value> presentFlags = {}) {
    SmallVector<Value> next, present;
    for (size_t k = 0; k < leaves.size(); ++k) {
      const Leaf &l = leaves[k];
      Value c = cursors[k];
      if (leaves.size() == 1) {
        next.push_back(computeRow(b, l, c, row));
        present.push_back(Value());
        continue;
      }
      Value p =
          presentFlags.empty() ? presentAt(b, l, c, row) : presentFlags[k];
      next.push_back(b.ifThenElse(
          p, b.getIndexType(),
          [&](KernelBuilder &b) { return computeRow(b, l, c, row); },
          [&](KernelBuilder &) { return c; }));
      present.push_back(p);
    }
    if (chain.empty() && leaves.size() == 1)
      return next;
    Value out = leaves[0].scratch;
    Type el = cast<MemRefType>(out.getType()).getElementType();
    b.forLoop(b.idx(0), leaves[0].width, [&](KernelBuilder &b, Value j) {
      Value zero = b.fconst(el, 0.0);
      DenseMap<Value, ChainValue> vals;
      for (auto [l, p] : llvm::zip(leaves, present)) {
        Value v = b.load(l.scratch, {b.idx(0), j});
        if (p)
          v = arith::SelectOp::create(b, p, v, zero);
        vals[l.op->getResult(0)] = {v, p};
      }
      for (Operation *op : chain) {
        SmallVector<Value> args;
        SmallVector<Value> flags;
        Value p = vals[op->getOperand(0)].present;
        for (Value operand : op->getOperands()) {
          ChainValue cv = vals[operand];
          args.push_back(cv.v);
          flags.push_back(cv.present);
          p = orPresent(b, p, cv.present);
        }
        Value v;
        if (isa<AddNOp>(op)) {
          // The unfused kernel: a zeroed row, then += each stored operand.
          v = zero;
          for (auto [a, f] : llvm::zip(args, flags)) {
            Value sum = arith::AddFOp::create(b, v, a);
            v = f ? arith::SelectOp::create(b, f, sum, v).getResult() : sum;
          }
        } else {
          v = elementValue(b, cast<ElementwiseOpInterface>(op), args);
          if (p)
            v = arith::SelectOp::create(b, p, v, zero);
        }
        vals[op->getResult(0)] = {v, p};
      }
      Value g = chain.empty() ? vals[leaves[0].op->getResult(0)].v
                              : vals[chain.back()->getResult(0)].v;
      b.store(g, out, {b.idx(0), j});
    });
    return next;
  }

  /// The smallest row at the cursors (leaves not exhausted).
  Value minRow(KernelBuilder &b, ValueRange cursors) {
    Value best = b.i64(std::numeric_limits<int64_t>::max());
    for (size_t k = 0; k < leaves.size(); ++k) {
      const Leaf &l = leaves[k];
      Value c = cursors[k];
      Value r = b.ifThenElse(
          ult(b, c, l.count), b.getI64Type(),
          [&](KernelBuilder &b) { return keyAt(b, l, c, 0); },
          [&](KernelBuilder &) { return best; });
      best = arith::MinSIOp::create(b, best, r);
    }
    return best;
  }

  /// The gradient row held in the 1 x width scratch `gRows`.
  static auto scratchRow(Value gRows) {
    return [gRows](KernelBuilder &b, Value c, Type t) {
      return b.loadRow(t, gRows, {b.idx(0), c});
    };
  }

  /// The row loop (FusedRowWalk).
  void walk(KernelBuilder &b, bool allRows, Value numRows,
            FusedRowUpdate update) {
    SmallVector<Value> init(leaves.size(), b.idx(0));
    SmallVector<Type> types(leaves.size(), b.getIndexType());
    Value gRows = leaves[0].scratch;
    if (!allRows) {
      // Lazy: the union of the leaves' rows, ascending.
      scf::WhileOp::create(
          b, types, init,
          [&](OpBuilder &ob, Location loc, ValueRange cs) {
            KernelBuilder kb(loc, ob, b);
            Value more = arith::ConstantIntOp::create(kb, kb.getI1Type(), 0);
            for (auto [l, c] : llvm::zip(leaves, cs))
              more = arith::OrIOp::create(kb, more, ult(kb, c, l.count));
            scf::ConditionOp::create(kb, more, cs);
          },
          [&](OpBuilder &ob, Location loc, ValueRange cs) {
            KernelBuilder kb(loc, ob, b);
            Value row = leaves.size() == 1 ? keyAt(kb, leaves[0], cs[0], 0)
                                           : minRow(kb, cs);
            SmallVector<Value> next = gradientRow(kb, row, cs);
            update(kb, kb.toIndex(row), Value(), scratchRow(gRows));
            scf::YieldOp::create(kb, next);
          });
      return;
    }
    // Standard: every row; a row stored by no leaf has no gradient.
    scf::ForOp::create(
        b, b.idx(0), numRows, b.idx(1), init,
        [&](OpBuilder &ob, Location loc, Value i, ValueRange cs) {
          KernelBuilder kb(loc, ob, b);
          Value row = kb.toI64(i);
          Value any = arith::ConstantIntOp::create(kb, kb.getI1Type(), 0);
          SmallVector<Value> flags;
          for (auto [l, c] : llvm::zip(leaves, cs)) {
            flags.push_back(presentAt(kb, l, c, row));
            any = arith::OrIOp::create(kb, any, flags.back());
          }
          SmallVector<Value> next = kb.ifThenElseValues(
              any, types,
              [&](KernelBuilder &b) {
                SmallVector<Value> n = gradientRow(b, row, cs, flags);
                update(b, i, Value(), scratchRow(gRows));
                return n;
              },
              [&](KernelBuilder &b) {
                update(b, i, Value(), nullptr);
                return SmallVector<Value>(cs.begin(), cs.end());
              });
          scf::YieldOp::create(kb, next);
        });
  }
};

/// A single producer feeding the update with no elementwise op in between
/// (the common training step): its entries are bucketed by gradient row
/// (KernelBuilder::bucketByKey, a stable radix sort: each row's entries keep
/// the unfused kernel's order), and the update's row loop computes the
/// gradient a vector at a time in registers from the row's bucket (never
/// stored).  A lazy update spreads its rows over threads; each row is
/// written by one thread, so the results do not depend on the thread count.
struct Direct {
  Operation *op = nullptr;
  KernelBuilder::Buckets buckets;
  /// dot: the csr's values, the dense rhs and the csr row of each entry.
  Value values, dy, entryRow;
  /// embedding_grad: the flat output gradient, the row width, the kept
  /// (in-range) ids and their positions.
  Value ograd, width, ids, position;
  /// The gradient's shape and the producer's own operand check (as Leaf).
  SmallVector<OpFoldResult> shape;
  Value ok;

  /// Gradient row #u (of the bucketed rows) at column `col`, of type `t`.
  Value gradAt(KernelBuilder &b, Value u, Value col, Type t) {
    Value qlo = b.toIndex(b.load(buckets.start, u));
    Value qhi = b.toIndex(b.load(buckets.start, addIdx(b, u, b.idx(1))));
    return b.forLoop(
        qlo, qhi, b.fconst(t, 0.0), [&](KernelBuilder &b, Value q, Value acc) {
          Value p = b.toIndex(b.load(buckets.perm, q));
          if (dy) {
            // fma(x[i, c], dy[i, j], acc), entries in csr row order.
            Value v = b.splat(t, b.load(values, p));
            Value i = b.toIndex(b.load(entryRow, p));
            return math::FmaOp::create(b, v, b.loadRow(t, dy, {i, col}), acc)
                .getResult();
          }
          // acc + ograd[t, j], ids in position order.
          Value base = mulIdx(b, b.toIndex(b.load(position, p)), width);
          return arith::AddFOp::create(
                     b, acc, b.loadRow(t, ograd, {addIdx(b, base, col)}))
              .getResult();
        });
  }

  /// The row loop (FusedRowWalk).
  void walk(KernelBuilder &b, bool allRows, Value numRows,
            FusedRowUpdate update) {
    Value nnr = buckets.numUnique;
    if (!allRows) {
      b.parallelFor(b.idx(0), nnr, [&](KernelBuilder &b, Value u) {
        Value row = b.toIndex(b.load(buckets.uniqueKeys, u));
        Value ahead;
        if (Value k = b.prefetchAhead(u, nnr))
          ahead = b.toIndex(b.load(buckets.uniqueKeys, k));
        update(b, row, ahead, [&](KernelBuilder &b, Value c, Type t) {
          return gradAt(b, u, c, t);
        });
      });
      return;
    }
    // Standard: every row, with a cursor into the sorted gradient rows.
    b.forLoop(
        b.idx(0), numRows, b.idx(0), [&](KernelBuilder &b, Value i, Value u) {
          Value present = b.foundAt(buckets.uniqueKeys, u, nnr, b.toI64(i));
          b.ifThenElse(
              present,
              [&](KernelBuilder &b) {
                update(b, i, Value(), [&](KernelBuilder &b, Value c, Type t) {
                  return gradAt(b, u, c, t);
                });
              },
              [&](KernelBuilder &b) { update(b, i, Value(), nullptr); });
          return addIdx(b, u, b.boolToIndex(present));
        });
  }

  void free(KernelBuilder &b) {
    for (Value v : {buckets.perm, buckets.uniqueKeys, buckets.start, entryRow,
                    ids, position})
      if (v)
        memref::DeallocOp::create(b, v);
  }
};

/// dot(x^T, dy) as a Direct producer.
Direct prepareDirectDot(KernelBuilder &b, DotOp op, ValueRange xBufs,
                        Value dy) {
  Direct d;
  d.op = op;
  CsrBuffers x = CsrBuffers::unpack(xBufs);
  d.values = x.data;
  d.dy = dy;
  GradShape gs = dotGradShape(b, op, xBufs, dy);
  d.shape = gs.shape;
  d.ok = gs.ok;
  Value nnz = b.dim(x.indices, 0);
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  d.entryRow = b.alloc(i64Buf, nnz);
  b.forLoop(b.idx(0), b.csrNumRows(x), [&](KernelBuilder &b, Value i) {
    Value lo, hi;
    std::tie(lo, hi) = b.csrRowRange(x, i);
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
      b.store(b.toI64(i), d.entryRow, p);
    });
  });
  d.buckets = b.bucketByKey(x.indices, nnz, x.numCols);
  return d;
}

/// embedding_grad as a Direct producer: ids outside [0, input_dim) are
/// reported (on the calling thread, before any parallel loop) and skipped,
/// as in the unfused kernel.
Direct prepareDirectEmbedding(KernelBuilder &b, EmbeddingGradOp op, Value data,
                              Value ograd) {
  Direct d;
  auto [ids, n] = prepareEmbeddingInputs(b, d, op, data, ograd);
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  d.ids = b.alloc(i64Buf, n);
  d.position = b.alloc(i64Buf, n);
  Value count = forEachInRangeId(
      b, op, ids, [&](KernelBuilder &b, Value id, Value t, Value c) {
        b.store(id, d.ids, c);
        b.store(b.toI64(t), d.position, c);
      });
  Value numRows = b.i64(static_cast<int64_t>(op.getInputDim()));
  d.buckets = b.bucketByKey(d.ids, count, numRows);
  return d;
}

struct FusedUpdateKernel : public KernelPattern<FusedUpdateOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(FusedUpdateOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    Block &body = op.getBody().front();
    ArrayRef<ValueRange> inputs = adaptor.getOperands();
    // The buffers of a body argument.
    auto bufs = [&](Value v) { return inputs[op.getInputNumber(v)]; };
    Fused f{op, {}, {}};
    Operation *update = op.getUpdate();
    // One producer straight into the update: the Direct kernel.
    SmallVector<Operation *> inner;
    for (Operation &o : body) {
      if (&o == update)
        break;
      inner.push_back(&o);
    }
    std::optional<Direct> direct;
    if (inner.size() == 1) {
      if (auto dot = dyn_cast<DotOp>(inner[0]))
        direct =
            prepareDirectDot(b, dot, bufs(dot.getLhs()), bufs(dot.getRhs())[0]);
      else if (auto eg = dyn_cast<EmbeddingGradOp>(inner[0]))
        direct = prepareDirectEmbedding(b, eg, bufs(eg.getData())[0],
                                        bufs(eg.getOgrad())[0]);
    }
    for (Operation *o : inner) {
      if (direct)
        break;
      if (auto dot = dyn_cast<DotOp>(o))
        f.leaves.push_back(
            prepareDot(b, dot, bufs(dot.getLhs()), bufs(dot.getRhs())[0]));
      else if (auto eg = dyn_cast<EmbeddingGradOp>(o))
        f.leaves.push_back(prepareEmbedding(b, eg, bufs(eg.getData())[0],
                                            bufs(eg.getOgrad())[0]));
      else
        f.chain.push_back(o);
    }
    // The update's operands: buffers of body arguments (the gradient has
    // none) and the values outside they stand for.
    SmallVector<ValueRange> operands;
    SmallVector<Value> tensors;
    for (auto [i, v] : llvm::enumerate(update->getOperands())) {
      bool isGrad = i == 1;
      operands.push_back(isGrad ? ValueRange() : bufs(v));
      tensors.push_back(isGrad ? Value() : op.getInputOf(v));
    }
    auto walk = [&](KernelBuilder &b, bool allRows, Value numRows,
                    FusedRowUpdate rowUpdate) {
      if (direct)
        direct->walk(b, allRows, numRows, rowUpdate);
      else
        f.walk(b, allRows, numRows, rowUpdate);
    };
    FusedGradShapes shapes;
    auto addShape = [&](ArrayRef<OpFoldResult> shape, Value ok) {
      shapes.shapes.push_back(SmallVector<OpFoldResult>(shape));
      if (ok)
        shapes.ok = shapes.ok
                        ? arith::AndIOp::create(b, shapes.ok, ok).getResult()
                        : ok;
    };
    if (direct)
      addShape(direct->shape, direct->ok);
    for (const Leaf &l : f.leaves)
      addShape(l.shape, l.ok);
    if (failed(lowerFusedUpdate(update, op, tensors, operands, walk, shapes,
                                rewriter, *getTypeConverter())))
      return failure();
    if (direct)
      direct->free(b);
    for (const Leaf &l : f.leaves) {
      memref::DeallocOp::create(b, l.scratch);
      memref::DeallocOp::create(b, l.keys);
    }
    return success();
  }
};

} // namespace

FusedProducerShape mlir::stype::fusedProducerShape(KernelBuilder &b,
                                                   Operation *producer,
                                                   ValueRange first,
                                                   Value second) {
  if (auto dot = dyn_cast<DotOp>(producer))
    return dotGradShape(b, dot, first, second);
  return embeddingGradShape(b, cast<EmbeddingGradOp>(producer), first[0],
                            second);
}

void mlir::stype::populateFusionKernels(TypeConverter &tc,
                                        RewritePatternSet &p) {
  p.add<FusedUpdateKernel>(tc, p.getContext());
}

//===- Elementwise.cpp - kernels of the elementwise ops ---------*- C++ -*-===//
//
// Binary ops (f = +, -, *, /):
//   default    f default     -> default     flat loop
//   row_sparse f row_sparse  -> row_sparse  merge of the sorted row ids (union;
//                                           rows that become zero are kept)
//   row_sparse / row_sparse  -> default     f(0, 0) everywhere, then the union
//   csr f csr                -> csr         per-row merge of the column ids;
//                                           exact-zero results dropped
//   default f sparse (either order) -> default   f(x, 0) / f(0, x) over the
//                                           dense operand, then the sparse
//                                           operand's stored positions
//   mul: sparse * default (either order) -> the sparse kind: the sparse
//                                           operand's stored positions only
//   (maximum, minimum, hypot, grad_add use the row_sparse and csr merges,
//   power the row_sparse -> default one.)
//   scatter_elemwise_div: row_sparse / any -> row_sparse: the lhs's rows only
// Value maps (unary ops, scalar ops, clip, quadratic): f over the stored
// values, the structure copied; sparse -> default: f(0) everywhere, then the
// stored positions.
//
// Determinism: every kernel is a sequential loop nest whose order depends
// only on the operands' index buffers; there are no reductions, atomics or
// threads, so results are bit-identical from run to run.
//
//===----------------------------------------------------------------------===//

#include "dialect/ElementwiseRules.h"
#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"
#include "passes/lowering/KernelConversion.h"
#include "passes/lowering/KernelElementRules.h"
#include "passes/lowering/RuntimeChecks.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <functional>

using namespace mlir;
using namespace mlir::stype;

namespace {

/// The four arithmetic element rules (MXNet's mshadow_op plus, minus, mul,
/// div), written once for the elementwise maps, their scalar forms and the
/// broadcast ops (the STYPE_BROADCAST_OP rows of ElementwiseOps.def).
enum class ArithKind { Add, Sub, Mul, Div };
Value arithValue(KernelBuilder &b, ArithKind k, Value x, Value y) {
  switch (k) {
  case ArithKind::Add:
    return arith::AddFOp::create(b, x, y);
  case ArithKind::Sub:
    return arith::SubFOp::create(b, x, y);
  case ArithKind::Mul:
    return arith::MulFOp::create(b, x, y);
  case ArithKind::Div:
    return arith::DivFOp::create(b, x, y);
  }
  llvm_unreachable("bad ArithKind");
}

using BinaryFn = std::function<Value(KernelBuilder &, Value, Value)>;
using UnaryFn = std::function<Value(KernelBuilder &, Value)>;

Type elementOf(Value memref) {
  return cast<MemRefType>(memref.getType()).getElementType();
}

Value zeroOf(KernelBuilder &b, Value memref) {
  return b.fconst(elementOf(memref), 0.0);
}

/// Loads `memref[p]` if `in`, else returns `other`.
Value loadIf(KernelBuilder &b, Value in, Value memref, Value p, Value other) {
  return b.ifThenElse(
      in, other.getType(), [&](KernelBuilder &b) { return b.load(memref, p); },
      [&](KernelBuilder &) { return other; });
}

/// Calls the C library's `name` (`namef` for f32) on arguments of one float
/// type, as MXNet's kernels do; declares it in the module of `op` (being
/// lowered) on first use.
Value libm(KernelBuilder &b, Operation *op, StringRef name, ValueRange args) {
  Type t = args[0].getType();
  std::string fn = (name + (t.isF32() ? "f" : "")).str();
  auto module = op->getParentOfType<ModuleOp>();
  if (!module.lookupSymbol(fn)) {
    OpBuilder mb(b);
    mb.setInsertionPointToStart(module.getBody());
    SmallVector<Type> argTypes(args.size(), t);
    auto decl = func::FuncOp::create(mb, b.getLoc(), fn,
                                     mb.getFunctionType(argTypes, {t}));
    decl.setPrivate();
  }
  return func::CallOp::create(b, fn, TypeRange{t}, args).getResult(0);
}

//===----------------------------------------------------------------------===//
// Walking stored entries
//===----------------------------------------------------------------------===//

/// Calls `visit(b, row, col, value)` for every stored value of a row_sparse
/// (on the rows x row-length view) or csr operand, in storage order.
void forEachStored(
    KernelBuilder &b, SK kind, ValueRange bufs,
    function_ref<void(KernelBuilder &, Value, Value, Value)> visit) {
  if (kind == SK::RowSparse) {
    RspBuffers r = RspBuffers::unpack(bufs);
    Value rows = b.rowsView(r.data);
    Value rowLen = b.dim(rows, 1);
    b.forLoop(b.idx(0), b.dim(r.indices, 0), [&](KernelBuilder &b, Value k) {
      Value row = b.toIndex(b.load(r.indices, k));
      b.forLoop(b.idx(0), rowLen, [&](KernelBuilder &b, Value c) {
        visit(b, row, c, b.load(rows, {k, c}));
      });
    });
    return;
  }
  CsrBuffers c = CsrBuffers::unpack(bufs);
  Value numRows = arith::SubIOp::create(b, b.dim(c.indptr, 0), b.idx(1));
  b.forLoop(b.idx(0), numRows, [&](KernelBuilder &b, Value i) {
    Value lo = b.toIndex(b.load(c.indptr, i));
    Value i1 = arith::AddIOp::create(b, i, b.idx(1));
    Value hi = b.toIndex(b.load(c.indptr, i1));
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value j) {
      visit(b, i, b.toIndex(b.load(c.indices, j)), b.load(c.data, j));
    });
  });
}

/// Allocates the dense buffer of `type` for the shape of a sparse operand.
Value allocDenseOf(KernelBuilder &b, SK kind, ValueRange bufs,
                   MemRefType type) {
  SmallVector<Value> sizes;
  if (kind == SK::RowSparse) {
    RspBuffers r = RspBuffers::unpack(bufs);
    sizes.push_back(r.numRows);
    for (int64_t d = 1; d < type.getRank(); ++d)
      sizes.push_back(b.dim(r.data, d));
  } else {
    CsrBuffers c = CsrBuffers::unpack(bufs);
    sizes = {arith::SubIOp::create(b, b.dim(c.indptr, 0), b.idx(1)), c.numCols};
  }
  return b.allocShape(type, sizes);
}

/// Walks the union of the sorted ids `aIds[aLo, aHi)` and `bIds[bLo, bHi)`.
/// For each id calls `visit(b, k, id, p, q, inA, inB)` with the carried
/// value k, the id, the cursors into both lists and whether each list holds
/// the id; visit returns the next k.  Returns the last k.
using MergeVisit = function_ref<Value(KernelBuilder &, Value, Value, Value,
                                      Value, Value, Value)>;
Value mergeRanges(KernelBuilder &b, Value aIds, Value aLo, Value aHi,
                  Value bIds, Value bLo, Value bHi, Value k0,
                  MergeVisit visit) {
  Type idxTy = b.getIndexType();
  Value maxId = b.i64(std::numeric_limits<int64_t>::max());
  auto idAt = [&](KernelBuilder &b, Value ids, Value p, Value hi) {
    Value in = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, p, hi);
    return loadIf(b, in, ids, p, maxId);
  };
  auto loop = scf::WhileOp::create(
      b, TypeRange{idxTy, idxTy, idxTy}, ValueRange{aLo, bLo, k0},
      [&](OpBuilder &ob, Location loc, ValueRange args) {
        KernelBuilder kb(loc, ob, b);
        Value moreA =
            arith::CmpIOp::create(kb, arith::CmpIPredicate::ult, args[0], aHi);
        Value moreB =
            arith::CmpIOp::create(kb, arith::CmpIPredicate::ult, args[1], bHi);
        scf::ConditionOp::create(kb, arith::OrIOp::create(kb, moreA, moreB),
                                 args);
      },
      [&](OpBuilder &ob, Location loc, ValueRange args) {
        KernelBuilder kb(loc, ob, b);
        Value p = args[0], q = args[1], k = args[2];
        Value ra = idAt(kb, aIds, p, aHi), rb = idAt(kb, bIds, q, bHi);
        Value inA =
            arith::CmpIOp::create(kb, arith::CmpIPredicate::sle, ra, rb);
        Value inB =
            arith::CmpIOp::create(kb, arith::CmpIPredicate::sle, rb, ra);
        Value id = arith::SelectOp::create(kb, inA, ra, rb);
        Value nk = visit(kb, k, id, p, q, inA, inB);
        Value np = arith::AddIOp::create(kb, p, kb.boolToIndex(inA));
        Value nq = arith::AddIOp::create(kb, q, kb.boolToIndex(inB));
        scf::YieldOp::create(kb, ValueRange{np, nq, nk});
      });
  return loop.getResult(2);
}

/// mergeRanges over two whole row-id lists, one output row per id.
Value mergeRows(KernelBuilder &b, Value aIds, Value bIds,
                function_ref<void(KernelBuilder &, Value, Value, Value, Value,
                                  Value, Value)>
                    visit) {
  return mergeRanges(b, aIds, b.idx(0), b.dim(aIds, 0), bIds, b.idx(0),
                     b.dim(bIds, 0), b.idx(0),
                     [&](KernelBuilder &b, Value k, Value id, Value p, Value q,
                         Value inA, Value inB) {
                       visit(b, k, id, p, q, inA, inB);
                       return arith::AddIOp::create(b, k, b.idx(1)).getResult();
                     });
}

/// Row `p` of `rows` (rows x len) if `in`, else zeros, combined through f
/// into row `k` of `out`.
void combineRows(KernelBuilder &b, const BinaryFn &f, Value aRows, Value p,
                 Value inA, Value bRows, Value q, Value inB, Value out,
                 Value k) {
  Value zero = zeroOf(b, out);
  b.forLoop(b.idx(0), b.dim(out, 1), [&](KernelBuilder &b, Value c) {
    Value x = b.ifThenElse(
        inA, zero.getType(),
        [&](KernelBuilder &b) { return b.load(aRows, {p, c}); },
        [&](KernelBuilder &) { return zero; });
    Value y = b.ifThenElse(
        inB, zero.getType(),
        [&](KernelBuilder &b) { return b.load(bRows, {q, c}); },
        [&](KernelBuilder &) { return zero; });
    b.store(f(b, x, y), out, {k, c});
  });
}

//===----------------------------------------------------------------------===//
// Run-time shape checks
//===----------------------------------------------------------------------===//

/// `n` if the shapes agree (`ok` null: statically), else 0: the trip count
/// of a loop that reads both operands, so that a mismatch reads nothing.
Value guardCount(KernelBuilder &b, Value ok, Value n) {
  if (!ok)
    return n;
  return arith::SelectOp::create(b, ok, n, b.idx(0));
}

/// Runs `body` only if the shapes agree.
void guarded(KernelBuilder &b, Value ok,
             function_ref<void(KernelBuilder &)> body) {
  if (!ok)
    return body(b);
  b.ifThen(ok, body);
}

//===----------------------------------------------------------------------===//
// Binary kernels
//===----------------------------------------------------------------------===//

Value denseDense(KernelBuilder &b, const BinaryFn &f, Value lhs, Value rhs,
                 Value ok) {
  auto type = cast<MemRefType>(lhs.getType());
  Value out = b.allocLike(type, lhs);
  Value l = b.flatView(lhs), r = b.flatView(rhs), o = b.flatView(out);
  b.forLoop(b.idx(0), guardCount(b, ok, b.dim(o, 0)),
            [&](KernelBuilder &b, Value i) {
              b.store(f(b, b.load(l, i), b.load(r, i)), o, i);
            });
  return out;
}

/// default f sparse (or sparse f default when `sparseIsLhs`) -> default:
/// f against 0 over the dense operand, then the stored positions.  The
/// sparse operand is never densified.
Value denseWithSparse(KernelBuilder &b, const BinaryFn &f, Value dense, SK kind,
                      ValueRange sparse, bool sparseIsLhs, Value ok) {
  auto apply = [&](KernelBuilder &b, Value d, Value s) {
    return sparseIsLhs ? f(b, s, d) : f(b, d, s);
  };
  Value out = b.allocLike(cast<MemRefType>(dense.getType()), dense);
  Value zero = zeroOf(b, dense);
  Value flatIn = b.flatView(dense), flatOut = b.flatView(out);
  b.forLoop(b.idx(0), b.dim(flatOut, 0), [&](KernelBuilder &b, Value i) {
    b.store(apply(b, b.load(flatIn, i), zero), flatOut, i);
  });
  Value in2 = b.rowsView(dense), out2 = b.rowsView(out);
  guarded(b, ok, [&](KernelBuilder &b) {
    forEachStored(b, kind, sparse,
                  [&](KernelBuilder &b, Value row, Value col, Value v) {
                    Value d = b.load(in2, {row, col});
                    b.store(apply(b, d, v), out2, {row, col});
                  });
  });
  return out;
}

/// row_sparse f row_sparse -> row_sparse: the union of the row sets, each
/// row f(a or 0, b or 0); rows that become zero are kept (MXNet's RspRspOp).
SmallVector<Value> rspRsp(KernelBuilder &b, const BinaryFn &f, RspBuffers lhs,
                          RspBuffers rhs, Value ok) {
  auto noVisit = [](KernelBuilder &, Value, Value, Value, Value, Value, Value) {
  };
  Value nnr = mergeRows(b, lhs.indices, rhs.indices, noVisit);
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  Value ids = b.alloc(i64Buf, nnr);
  auto dataType = cast<MemRefType>(lhs.data.getType());
  Value data = b.allocLike(dataType, lhs.data, nnr);
  Value out = b.rowsView(data);
  Value aRows = b.rowsView(lhs.data), bRows = b.rowsView(rhs.data);
  guarded(b, ok, [&](KernelBuilder &b) {
    mergeRows(b, lhs.indices, rhs.indices,
              [&](KernelBuilder &b, Value k, Value id, Value p, Value q,
                  Value inA, Value inB) {
                b.store(id, ids, k);
                combineRows(b, f, aRows, p, inA, bRows, q, inB, out, k);
              });
  });
  return RspBuffers{ids, data, lhs.numRows}.pack();
}

/// row_sparse f row_sparse -> default (div): f(0, 0) everywhere, then the
/// union of the rows.
Value rspRspDense(KernelBuilder &b, const BinaryFn &f, RspBuffers lhs,
                  RspBuffers rhs, MemRefType outType, Value ok) {
  SmallVector<Value> packed = lhs.pack();
  Value out = allocDenseOf(b, SK::RowSparse, packed, outType);
  Value zero = zeroOf(b, out);
  b.fill(out, f(b, zero, zero));
  Value out2 = b.rowsView(out);
  Value aRows = b.rowsView(lhs.data), bRows = b.rowsView(rhs.data);
  guarded(b, ok, [&](KernelBuilder &b) {
    mergeRows(b, lhs.indices, rhs.indices,
              [&](KernelBuilder &b, Value, Value id, Value p, Value q,
                  Value inA, Value inB) {
                combineRows(b, f, aRows, p, inA, bRows, q, inB, out2,
                            b.toIndex(id));
              });
  });
  return out;
}

/// Copies the first `n` entries of `scratch` into a fresh buffer of size n
/// and frees `scratch`.
Value shrink(KernelBuilder &b, Value scratch, Value n) {
  Value out = b.alloc(cast<MemRefType>(scratch.getType()), n);
  b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value k) {
    b.store(b.load(scratch, k), out, k);
  });
  memref::DeallocOp::create(b, scratch);
  return out;
}

/// csr f csr -> csr: per row, the merge of both column lists; an entry is
/// stored iff f(a or 0, b or 0) != 0 (MXNet's CsrCsrOp; NaN is kept).
SmallVector<Value> csrCsr(KernelBuilder &b, const BinaryFn &f, CsrBuffers lhs,
                          CsrBuffers rhs, Value ok) {
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  auto dataBuf = cast<MemRefType>(lhs.data.getType());
  Value cap = arith::AddIOp::create(b, b.dim(lhs.data, 0), b.dim(rhs.data, 0));
  Value cols = b.alloc(i64Buf, cap), vals = b.alloc(dataBuf, cap);
  Value numPtr = b.dim(lhs.indptr, 0);
  Value indptr = b.alloc(i64Buf, numPtr);
  Value numRows = arith::SubIOp::create(b, numPtr, b.idx(1));
  b.store(b.i64(0), indptr, b.idx(0));
  Value zero = zeroOf(b, lhs.data);
  Value nnz =
      b.forLoop(b.idx(0), guardCount(b, ok, numRows), b.idx(0),
                [&](KernelBuilder &b, Value i, Value k0) {
                  Value i1 = arith::AddIOp::create(b, i, b.idx(1));
                  auto range = [&](CsrBuffers &m) {
                    return std::make_pair(b.toIndex(b.load(m.indptr, i)),
                                          b.toIndex(b.load(m.indptr, i1)));
                  };
                  auto [aLo, aHi] = range(lhs);
                  auto [bLo, bHi] = range(rhs);
                  Value k = mergeRanges(
                      b, lhs.indices, aLo, aHi, rhs.indices, bLo, bHi, k0,
                      [&](KernelBuilder &b, Value k, Value col, Value p,
                          Value q, Value inA, Value inB) {
                        Value x = loadIf(b, inA, lhs.data, p, zero);
                        Value y = loadIf(b, inB, rhs.data, q, zero);
                        Value r = f(b, x, y);
                        Value keep = b.isNonZero(r);
                        b.ifThen(keep, [&](KernelBuilder &b) {
                          b.store(col, cols, k);
                          b.store(r, vals, k);
                        });
                        return arith::AddIOp::create(b, k, b.boolToIndex(keep))
                            .getResult();
                      });
                  b.store(b.toI64(k), indptr, i1);
                  return k;
                });
  return CsrBuffers{indptr, shrink(b, cols, nnz), shrink(b, vals, nnz),
                    lhs.numCols}
      .pack();
}

/// sparse * default (either order) -> the sparse kind: the sparse operand's
/// structure, f at its stored positions only.
SmallVector<Value> sparseTimesDense(KernelBuilder &b, const BinaryFn &f,
                                    SK kind, ValueRange sparse, Value dense,
                                    bool sparseIsLhs, Value ok) {
  auto apply = [&](KernelBuilder &b, Value s, Value d) {
    return sparseIsLhs ? f(b, s, d) : f(b, d, s);
  };
  Value dense2 = b.rowsView(dense);
  if (kind == SK::RowSparse) {
    RspBuffers r = RspBuffers::unpack(sparse);
    Value data = b.allocLike(cast<MemRefType>(r.data.getType()), r.data);
    Value in2 = b.rowsView(r.data), out2 = b.rowsView(data);
    b.forLoop(
        b.idx(0), guardCount(b, ok, b.dim(r.indices, 0)),
        [&](KernelBuilder &b, Value k) {
          Value row = b.toIndex(b.load(r.indices, k));
          b.forLoop(b.idx(0), b.dim(in2, 1), [&](KernelBuilder &b, Value c) {
            Value v = apply(b, b.load(in2, {k, c}), b.load(dense2, {row, c}));
            b.store(v, out2, {k, c});
          });
        });
    return RspBuffers{b.clone(r.indices), data, r.numRows}.pack();
  }
  CsrBuffers c = CsrBuffers::unpack(sparse);
  Value data = b.allocLike(cast<MemRefType>(c.data.getType()), c.data);
  Value numRows = arith::SubIOp::create(b, b.dim(c.indptr, 0), b.idx(1));
  b.forLoop(b.idx(0), guardCount(b, ok, numRows),
            [&](KernelBuilder &b, Value i) {
              Value lo = b.toIndex(b.load(c.indptr, i));
              Value hi = b.toIndex(
                  b.load(c.indptr, {arith::AddIOp::create(b, i, b.idx(1))}));
              b.forLoop(lo, hi, [&](KernelBuilder &b, Value j) {
                Value col = b.toIndex(b.load(c.indices, j));
                b.store(apply(b, b.load(c.data, j), b.load(dense2, {i, col})),
                        data, j);
              });
            });
  return CsrBuffers{b.clone(c.indptr), b.clone(c.indices), data, c.numCols}
      .pack();
}

/// row_sparse lhs / any rhs -> row_sparse (scatter_elemwise_div): the lhs's
/// rows only, each `f(lhs, rhs or 0)`; the rhs is read only at those rows.
SmallVector<Value> scatterRsp(KernelBuilder &b, const BinaryFn &f,
                              RspBuffers lhs, SK rhsKind, ValueRange rhs,
                              Value ok) {
  if (rhsKind == SK::Dense)
    return sparseTimesDense(b, f, SK::RowSparse, lhs.pack(), rhs[0],
                            /*sparseIsLhs=*/true, ok);
  Value data = b.allocLike(cast<MemRefType>(lhs.data.getType()), lhs.data);
  Value out = b.rowsView(data), aRows = b.rowsView(lhs.data);
  Value zero = zeroOf(b, data);
  Value rowLen = b.dim(out, 1);
  b.forLoop(b.idx(0), guardCount(b, ok, b.dim(lhs.indices, 0)),
            [&](KernelBuilder &b, Value k) {
              Value id = b.load(lhs.indices, k);
              if (rhsKind == SK::RowSparse) {
                RspBuffers r = RspBuffers::unpack(rhs);
                Value bRows = b.rowsView(r.data);
                Value n = b.dim(r.indices, 0);
                Value q = b.lowerBound(r.indices, b.idx(0), n, id);
                Value found = b.foundAt(r.indices, q, n, id);
                b.forLoop(b.idx(0), rowLen, [&](KernelBuilder &b, Value c) {
                  Value y = b.ifThenElse(
                      found, zero.getType(),
                      [&](KernelBuilder &b) { return b.load(bRows, {q, c}); },
                      [&](KernelBuilder &) { return zero; });
                  b.store(f(b, b.load(aRows, {k, c}), y), out, {k, c});
                });
                return;
              }
              // csr rhs: f(x, 0) over the row, then its stored entries.
              CsrBuffers r = CsrBuffers::unpack(rhs);
              b.forLoop(b.idx(0), rowLen, [&](KernelBuilder &b, Value c) {
                b.store(f(b, b.load(aRows, {k, c}), zero), out, {k, c});
              });
              auto [lo, hi] = b.csrRowRange(r, b.toIndex(id));
              b.forLoop(lo, hi, [&](KernelBuilder &b, Value j) {
                Value col = b.toIndex(b.load(r.indices, j));
                b.store(f(b, b.load(aRows, {k, col}), b.load(r.data, j)), out,
                        {k, col});
              });
            });
  return RspBuffers{b.clone(lhs.indices), data, lhs.numRows}.pack();
}

/// f(x, y) of a binary op (MXNet's mshadow_op formulas); `op` is the op
/// being lowered (for the C library declarations).
template <typename OpTy> BinaryFn binaryFn(Operation *op) {
  return [=](KernelBuilder &b, Value x, Value y) -> Value {
    if constexpr (std::is_same_v<OpTy, ElemwiseAddOp> ||
                  std::is_same_v<OpTy, GradAddOp>)
      return arithValue(b, ArithKind::Add, x, y);
    else if constexpr (std::is_same_v<OpTy, ElemwiseSubOp>)
      return arithValue(b, ArithKind::Sub, x, y);
    else if constexpr (std::is_same_v<OpTy, ElemwiseMulOp>)
      return arithValue(b, ArithKind::Mul, x, y);
    else if constexpr (std::is_same_v<OpTy, MaximumOp> ||
                       std::is_same_v<OpTy, MinimumOp>) {
      // isnan(x) || x > y ? x : y (maximum), with < for minimum: NaN in
      // either operand gives NaN.
      auto pred = std::is_same_v<OpTy, MaximumOp> ? arith::CmpFPredicate::OGT
                                                  : arith::CmpFPredicate::OLT;
      Value xNan = arith::CmpFOp::create(b, arith::CmpFPredicate::UNO, x, x);
      Value takeX =
          arith::OrIOp::create(b, xNan, arith::CmpFOp::create(b, pred, x, y));
      return arith::SelectOp::create(b, takeX, x, y);
    } else if constexpr (std::is_same_v<OpTy, HypotOp>)
      return libm(b, op, "hypot", {x, y});
    else if constexpr (std::is_same_v<OpTy, PowerOp>)
      return libm(b, op, "pow", {x, y});
    else
      return arithValue(b, ArithKind::Div, x, y);
  };
}

/// The binary ops and their `*_grad` forms: the kernels walk the storage
/// kinds, the op's ElementwiseOpInterface gives f(x, y).
template <typename OpTy> struct BinaryKernel : public KernelPattern<OpTy> {
  using KernelPattern<OpTy>::KernelPattern;
  using typename KernelPattern<OpTy>::Adaptor;

  LogicalResult rewrite(OpTy op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK l = *getStorageKind(op.getLhs().getType());
    SK r = *getStorageKind(op.getRhs().getType());
    SK o = *getStorageKind(op.getType());
    ValueRange lb = adaptor.getLhs(), rb = adaptor.getRhs();
    auto elementwise = cast<ElementwiseOpInterface>(op.getOperation());
    BinaryFn f = [&](KernelBuilder &b, Value x, Value y) {
      return elementValue(b, elementwise, {x, y});
    };
    // Equal shapes are verified statically; dynamic dims are checked here.
    Value ok = emitBinaryRuntimeChecks(b, op, lb, rb);
    SmallVector<Value> result;
    constexpr bool scatter = std::is_same_v<OpTy, ScatterElemwiseDivOp>;
    if (scatter && l == SK::RowSparse && o == SK::RowSparse) {
      result = scatterRsp(b, f, RspBuffers::unpack(lb), r, rb, ok);
    } else if (l == SK::Dense && r == SK::Dense) {
      result.push_back(denseDense(b, f, lb[0], rb[0], ok));
    } else if (l == SK::RowSparse && r == SK::RowSparse && o == SK::RowSparse) {
      result = rspRsp(b, f, RspBuffers::unpack(lb), RspBuffers::unpack(rb), ok);
    } else if (l == SK::RowSparse && r == SK::RowSparse && o == SK::Dense) {
      auto type =
          cast<MemRefType>(this->getTypeConverter()->convertType(op.getType()));
      result.push_back(rspRspDense(b, f, RspBuffers::unpack(lb),
                                   RspBuffers::unpack(rb), type, ok));
    } else if (l == SK::Csr && r == SK::Csr && o == SK::Csr) {
      result = csrCsr(b, f, CsrBuffers::unpack(lb), CsrBuffers::unpack(rb), ok);
    } else if ((l == SK::Dense) != (r == SK::Dense) && o == SK::Dense) {
      bool sparseIsLhs = r == SK::Dense;
      result.push_back(denseWithSparse(b, f, sparseIsLhs ? rb[0] : lb[0],
                                       sparseIsLhs ? l : r,
                                       sparseIsLhs ? lb : rb, sparseIsLhs, ok));
    } else if ((l == SK::Dense) != (r == SK::Dense) && o != SK::Dense) {
      bool sparseIsLhs = r == SK::Dense;
      result = sparseTimesDense(b, f, o, sparseIsLhs ? lb : rb,
                                sparseIsLhs ? rb[0] : lb[0], sparseIsLhs, ok);
    } else {
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    }
    return this->replace(rewriter, op, {result});
  }
};

//===----------------------------------------------------------------------===//
// Value maps: unary ops, scalar ops, clip
//===----------------------------------------------------------------------===//

/// f over the stored values of any kind; the index buffers are copied.
SmallVector<Value> mapStored(KernelBuilder &b, SK kind, ValueRange bufs,
                             const UnaryFn &f) {
  auto mapFlat = [&](Value in) {
    Value out = b.allocLike(cast<MemRefType>(in.getType()), in);
    Value fi = b.flatView(in), fo = b.flatView(out);
    b.forLoop(b.idx(0), b.dim(fo, 0), [&](KernelBuilder &b, Value i) {
      b.store(f(b, b.load(fi, i)), fo, i);
    });
    return out;
  };
  if (kind == SK::Dense)
    return {mapFlat(bufs[0])};
  if (kind == SK::RowSparse) {
    RspBuffers r = RspBuffers::unpack(bufs);
    return RspBuffers{b.clone(r.indices), mapFlat(r.data), r.numRows}.pack();
  }
  CsrBuffers c = CsrBuffers::unpack(bufs);
  return CsrBuffers{b.clone(c.indptr), b.clone(c.indices), mapFlat(c.data),
                    c.numCols}
      .pack();
}

/// sparse -> default: f(0) everywhere, then f at the stored positions.
Value mapToDense(KernelBuilder &b, SK kind, ValueRange bufs, const UnaryFn &f,
                 MemRefType outType) {
  Value out = allocDenseOf(b, kind, bufs, outType);
  b.fill(out, f(b, b.fconst(outType.getElementType(), 0.0)));
  Value out2 = b.rowsView(out);
  forEachStored(b, kind, bufs,
                [&](KernelBuilder &b, Value row, Value col, Value v) {
                  b.store(f(b, v), out2, {row, col});
                });
  return out;
}

/// One kernel for every op that maps a function over values; the op's
/// ElementwiseOpInterface builds f(x) (its attributes may parameterize f).
template <typename OpTy> struct ValueMapKernel : public KernelPattern<OpTy> {
  using KernelPattern<OpTy>::KernelPattern;
  using typename KernelPattern<OpTy>::Adaptor;

  LogicalResult rewrite(OpTy op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK in = *getStorageKind(op.getData().getType());
    SK out = *getStorageKind(op.getType());
    auto elementwise = cast<ElementwiseOpInterface>(op.getOperation());
    UnaryFn f = [&](KernelBuilder &b, Value x) {
      return elementValue(b, elementwise, {x});
    };
    SmallVector<Value> result;
    if (in == out) {
      result = mapStored(b, in, adaptor.getData(), f);
    } else if (out == SK::Dense) {
      auto type =
          cast<MemRefType>(this->getTypeConverter()->convertType(op.getType()));
      result.push_back(mapToDense(b, in, adaptor.getData(), f, type));
    } else {
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    }
    return this->replace(rewriter, op, {result});
  }
};

/// f(x, s) of a scalar op in the element type of x.
Value scalarApply(KernelBuilder &b, ScalarFn fn, Value x, double scalar) {
  Type t = x.getType();
  Value s = b.fconst(t, scalar);
  auto cmp = [&](arith::CmpFPredicate p) -> Value {
    Value c = arith::CmpFOp::create(b, p, x, s);
    return arith::SelectOp::create(b, c, b.fconst(t, 1.0), b.fconst(t, 0.0));
  };
  switch (fn) {
  case ScalarFn::Mul:
    return arithValue(b, ArithKind::Mul, x, s);
  case ScalarFn::Div:
    return arithValue(b, ArithKind::Div, x, s);
  case ScalarFn::Plus:
    return arithValue(b, ArithKind::Add, x, s);
  case ScalarFn::Minus:
    return arithValue(b, ArithKind::Sub, x, s);
  case ScalarFn::RMinus:
    return arithValue(b, ArithKind::Sub, s, x);
  case ScalarFn::RDiv:
    return arithValue(b, ArithKind::Div, s, x);
  case ScalarFn::Eq:
    return cmp(arith::CmpFPredicate::OEQ);
  case ScalarFn::Ne:
    return cmp(arith::CmpFPredicate::UNE);
  case ScalarFn::Gt:
    return cmp(arith::CmpFPredicate::OGT);
  case ScalarFn::Ge:
    return cmp(arith::CmpFPredicate::OGE);
  case ScalarFn::Lt:
    return cmp(arith::CmpFPredicate::OLT);
  case ScalarFn::Le:
    return cmp(arith::CmpFPredicate::OLE);
  }
  llvm_unreachable("unknown scalar function");
}

/// MXNet's quadratic: x * (a * x + b) + c.
Value quadraticValue(KernelBuilder &b, QuadraticOp op, Value x) {
  Type t = x.getType();
  Value a = b.fconst(t, op.getA().convertToDouble());
  Value bb = b.fconst(t, op.getB().convertToDouble());
  Value c = b.fconst(t, op.getC().convertToDouble());
  Value ax = arith::AddFOp::create(b, arith::MulFOp::create(b, a, x), bb);
  return arith::AddFOp::create(b, arith::MulFOp::create(b, x, ax), c);
}

/// MXNet's clip: x > hi ? hi : (x < lo ? lo : x).
Value clipValue(KernelBuilder &b, ClipOp op, Value x) {
  Type t = x.getType();
  Value lo = b.fconst(t, op.getAMin().convertToDouble());
  Value hi = b.fconst(t, op.getAMax().convertToDouble());
  Value below = arith::CmpFOp::create(b, arith::CmpFPredicate::OLT, x, lo);
  Value above = arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, x, hi);
  Value low = arith::SelectOp::create(b, below, lo, x);
  return arith::SelectOp::create(b, above, hi, low);
}

//===----------------------------------------------------------------------===//
// The math functions of the unary ops (MXNet's mshadow_op formulas)
//===----------------------------------------------------------------------===//

namespace unary {

Value c(KernelBuilder &b, Value x, double v) {
  return b.fconst(x.getType(), v);
}

Value relu(KernelBuilder &b, Operation *op, Value x) {
  // isnan(x) || x > 0 ? x : 0
  Value pos =
      arith::CmpFOp::create(b, arith::CmpFPredicate::UGT, x, c(b, x, 0));
  return arith::SelectOp::create(b, pos, x, c(b, x, 0));
}
Value negative(KernelBuilder &b, Operation *op, Value x) {
  return arith::NegFOp::create(b, x);
}
Value abs(KernelBuilder &b, Operation *op, Value x) {
  return math::AbsFOp::create(b, x);
}
Value sign(KernelBuilder &b, Operation *op, Value x) {
  // x < 0 ? -1 : (x > 0 ? 1 : 0)
  Value neg =
      arith::CmpFOp::create(b, arith::CmpFPredicate::OLT, x, c(b, x, 0));
  Value pos =
      arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, x, c(b, x, 0));
  Value p = arith::SelectOp::create(b, pos, c(b, x, 1), c(b, x, 0));
  return arith::SelectOp::create(b, neg, c(b, x, -1), p);
}
Value round(KernelBuilder &b, Operation *op, Value x) {
  return math::RoundOp::create(b, x);
}
Value rint(KernelBuilder &b, Operation *op, Value x) {
  return math::RoundEvenOp::create(b, x);
}
Value ceil(KernelBuilder &b, Operation *op, Value x) {
  return math::CeilOp::create(b, x);
}
Value floor(KernelBuilder &b, Operation *op, Value x) {
  return math::FloorOp::create(b, x);
}
Value trunc(KernelBuilder &b, Operation *op, Value x) {
  return math::TruncOp::create(b, x);
}
Value square(KernelBuilder &b, Operation *op, Value x) {
  return arith::MulFOp::create(b, x, x);
}
Value sqrt(KernelBuilder &b, Operation *op, Value x) {
  return math::SqrtOp::create(b, x);
}
Value degrees(KernelBuilder &b, Operation *op, Value x) {
  return arith::MulFOp::create(b, x, c(b, x, 180.0 / llvm::numbers::pi));
}
Value radians(KernelBuilder &b, Operation *op, Value x) {
  return arith::MulFOp::create(b, x, c(b, x, llvm::numbers::pi / 180.0));
}
Value identity(KernelBuilder &, Operation *, Value x) { return x; }
Value rsqrt(KernelBuilder &b, Operation *op, Value x) {
  return arith::DivFOp::create(b, c(b, x, 1), math::SqrtOp::create(b, x));
}
Value sigmoid(KernelBuilder &b, Operation *op, Value x) {
  Value e = libm(b, op, "exp", Value(arith::NegFOp::create(b, x)));
  return arith::DivFOp::create(b, c(b, x, 1),
                               arith::AddFOp::create(b, c(b, x, 1), e));
}
Value softsign(KernelBuilder &b, Operation *op, Value x) {
  Value d = arith::AddFOp::create(b, c(b, x, 1), math::AbsFOp::create(b, x));
  return arith::DivFOp::create(b, x, d);
}
Value reciprocal(KernelBuilder &b, Operation *op, Value x) {
  return arith::DivFOp::create(b, c(b, x, 1), x);
}
#define STYPE_LIBM(name)                                                       \
  Value name(KernelBuilder &b, Operation *op, Value x) {                       \
    return libm(b, op, #name, x);                                              \
  }
STYPE_LIBM(cbrt)
STYPE_LIBM(sin)
STYPE_LIBM(tan)
STYPE_LIBM(asin)
STYPE_LIBM(atan)
STYPE_LIBM(sinh)
STYPE_LIBM(tanh)
STYPE_LIBM(asinh)
STYPE_LIBM(atanh)
STYPE_LIBM(expm1)
STYPE_LIBM(log1p)
STYPE_LIBM(cos)
STYPE_LIBM(cosh)
STYPE_LIBM(acos)
STYPE_LIBM(acosh)
STYPE_LIBM(exp)
STYPE_LIBM(log)
STYPE_LIBM(log2)
STYPE_LIBM(log10)
STYPE_LIBM(tgamma)
STYPE_LIBM(lgamma)
#undef STYPE_LIBM

/// The digamma function psi(x) in the element type of x (MXNet's gradients
/// of gamma and gammaln use cephes' psi; this is stype's own, see
/// GammaGradOp's description for the method and the tested accuracy).
Value digamma(KernelBuilder &b, Operation *op, Value x) {
  Type t = x.getType();
  auto sel = [&](Value cond, Value a, Value bb) -> Value {
    return arith::SelectOp::create(b, cond, a, bb);
  };
  auto cmp = [&](arith::CmpFPredicate p, Value a, Value bb) -> Value {
    return arith::CmpFOp::create(b, p, a, bb);
  };
  Value zero = c(b, x, 0), one = c(b, x, 1), half = c(b, x, 0.5);
  // Poles: x <= 0 and an integer.  MXNet's cephes code returns DBL_MAX
  // (+Inf once converted to f32).
  Value fl = math::FloorOp::create(b, x);
  Value nonPos = cmp(arith::CmpFPredicate::OLE, x, zero);
  Value pole =
      arith::AndIOp::create(b, nonPos, cmp(arith::CmpFPredicate::OEQ, fl, x));
  // Reflection for x < 0: psi(x) = psi(1 - x) - pi / tan(pi r), where
  // r = x - round(x) in [-1/2, 1/2] (exact: x and round(x) are within a
  // factor 2, or round(x) is 0; tan has period pi).
  Value r = arith::SubFOp::create(b, x, math::RoundOp::create(b, x));
  Value piR = arith::MulFOp::create(b, c(b, x, llvm::numbers::pi), r);
  Value cot = arith::DivFOp::create(b, c(b, x, llvm::numbers::pi),
                                    libm(b, op, "tan", Value(piR)));
  Value neg = cmp(arith::CmpFPredicate::OLT, x, zero);
  Value acc = sel(neg, arith::NegFOp::create(b, cot), zero);
  Value y = sel(neg, arith::SubFOp::create(b, one, x), x);
  // Recurrence psi(y) = psi(y + 1) - 1 / y until y >= 10 (y > 0 here, so
  // 10 steps always reach it).
  Value ten = c(b, x, 10);
  for (int i = 0; i < 10; ++i) {
    Value small = cmp(arith::CmpFPredicate::OLT, y, ten);
    acc = sel(small,
              arith::SubFOp::create(b, acc, arith::DivFOp::create(b, one, y)),
              acc);
    y = sel(small, arith::AddFOp::create(b, y, one), y);
  }
  // Asymptotic series: ln y - 1/(2y) - sum_k B_2k / (2k y^2k), k = 1..7.
  static const double coef[] = {1.0 / 12,   -1.0 / 120, 1.0 / 252,
                                -1.0 / 240, 1.0 / 132,  -691.0 / 32760,
                                1.0 / 12};
  Value z = arith::DivFOp::create(b, one, arith::MulFOp::create(b, y, y));
  Value poly = c(b, x, coef[6]);
  for (int k = 5; k >= 0; --k)
    poly = arith::AddFOp::create(b, c(b, x, coef[k]),
                                 arith::MulFOp::create(b, z, poly));
  Value series = arith::SubFOp::create(
      b, libm(b, op, "log", y),
      arith::AddFOp::create(b, arith::DivFOp::create(b, half, y),
                            arith::MulFOp::create(b, z, poly)));
  Value psi = arith::AddFOp::create(b, acc, series);
  double big = t.isF32() ? std::numeric_limits<double>::infinity()
                         : std::numeric_limits<double>::max();
  return sel(pole, c(b, x, big), psi);
}

} // namespace unary

//===----------------------------------------------------------------------===//
// The derivatives of the backward ops (MXNet's mshadow_op `*_grad`
// formulas, in the element type); the op computes ograd * grad(x).
//===----------------------------------------------------------------------===//

namespace grad {

using unary::c;
Value mul(KernelBuilder &b, Value x, Value y) {
  return arith::MulFOp::create(b, x, y);
}
Value div(KernelBuilder &b, Value x, Value y) {
  return arith::DivFOp::create(b, x, y);
}
Value add(KernelBuilder &b, Value x, Value y) {
  return arith::AddFOp::create(b, x, y);
}
Value sub(KernelBuilder &b, Value x, Value y) {
  return arith::SubFOp::create(b, x, y);
}
Value sqr(KernelBuilder &b, Value x) { return mul(b, x, x); }

Value relu(KernelBuilder &b, Operation *, Value x) {
  // isnan(x) ? x : (x > 0 ? 1 : 0)
  Value nan = arith::CmpFOp::create(b, arith::CmpFPredicate::UNO, x, x);
  Value pos =
      arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, x, c(b, x, 0));
  Value step = arith::SelectOp::create(b, pos, c(b, x, 1), c(b, x, 0));
  return arith::SelectOp::create(b, nan, x, step);
}
Value sigmoid(KernelBuilder &b, Operation *, Value x) {
  return mul(b, x, sub(b, c(b, x, 1), x));
}
Value abs(KernelBuilder &b, Operation *op, Value x) {
  return unary::sign(b, op, x);
}
Value sign(KernelBuilder &b, Operation *, Value x) { return c(b, x, 0); }
Value square(KernelBuilder &b, Operation *, Value x) {
  return mul(b, c(b, x, 2), x);
}
Value cos(KernelBuilder &b, Operation *op, Value x) {
  return arith::NegFOp::create(b, unary::sin(b, op, x));
}
Value cosh(KernelBuilder &b, Operation *op, Value x) {
  return unary::sinh(b, op, x);
}
Value log(KernelBuilder &b, Operation *, Value x) {
  return div(b, c(b, x, 1), x);
}
Value log10(KernelBuilder &b, Operation *, Value x) {
  return div(b, c(b, x, 1.0 / llvm::numbers::ln10), x);
}
Value log2(KernelBuilder &b, Operation *, Value x) {
  return div(b, c(b, x, 1.0 / llvm::numbers::ln2), x);
}
Value log1p(KernelBuilder &b, Operation *, Value x) {
  return div(b, c(b, x, 1), add(b, c(b, x, 1), x));
}
Value expm1(KernelBuilder &b, Operation *op, Value x) {
  return unary::exp(b, op, x);
}
Value sqrt(KernelBuilder &b, Operation *, Value x) {
  return div(b, c(b, x, 0.5), x);
}
Value rsqrt(KernelBuilder &b, Operation *, Value x) {
  return div(b, c(b, x, -0.5), mul(b, math::SqrtOp::create(b, x), x));
}
Value cbrt(KernelBuilder &b, Operation *, Value x) {
  return div(b, c(b, x, 1), mul(b, c(b, x, 3), sqr(b, x)));
}
Value sin(KernelBuilder &b, Operation *op, Value x) {
  return unary::cos(b, op, x);
}
Value tan(KernelBuilder &b, Operation *, Value x) {
  return add(b, sqr(b, x), c(b, x, 1));
}
Value arcsin(KernelBuilder &b, Operation *, Value x) {
  return div(b, c(b, x, 1),
             math::SqrtOp::create(b, sub(b, c(b, x, 1), sqr(b, x))));
}
Value arccos(KernelBuilder &b, Operation *, Value x) {
  return div(b, c(b, x, -1),
             math::SqrtOp::create(b, sub(b, c(b, x, 1), sqr(b, x))));
}
Value arctan(KernelBuilder &b, Operation *, Value x) {
  return div(b, c(b, x, 1), add(b, sqr(b, x), c(b, x, 1)));
}
Value degrees(KernelBuilder &b, Operation *, Value x) {
  return c(b, x, 180.0 / llvm::numbers::pi);
}
Value radians(KernelBuilder &b, Operation *, Value x) {
  return c(b, x, llvm::numbers::pi / 180.0);
}
Value sinh(KernelBuilder &b, Operation *op, Value x) {
  return unary::cosh(b, op, x);
}
Value tanh(KernelBuilder &b, Operation *, Value x) {
  return sub(b, c(b, x, 1), sqr(b, x));
}
Value arcsinh(KernelBuilder &b, Operation *op, Value x) {
  return div(b, c(b, x, 1), libm(b, op, "hypot", {x, c(b, x, 1)}));
}
Value arccosh(KernelBuilder &b, Operation *, Value x) {
  return div(b, c(b, x, 1),
             math::SqrtOp::create(b, sub(b, sqr(b, x), c(b, x, 1))));
}
Value arctanh(KernelBuilder &b, Operation *, Value x) {
  return div(b, c(b, x, 1), sub(b, c(b, x, 1), sqr(b, x)));
}
Value gamma(KernelBuilder &b, Operation *op, Value x) {
  return mul(b, unary::tgamma(b, op, x), unary::digamma(b, op, x));
}
Value gammaln(KernelBuilder &b, Operation *op, Value x) {
  return unary::digamma(b, op, x);
}

} // namespace grad

/// zeros_like: a default result filled with 0; a row_sparse result with no
/// stored rows; a csr result with nnz 0 (indptr all 0).  The input's values
/// are not read (MXNet's FillZerosRspImpl / FillZerosCsrImpl).
struct ZerosLikeKernel : public KernelPattern<ZerosLikeOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(ZerosLikeOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK kind = *getStorageKind(op.getData().getType());
    ValueRange in = adaptor.getData();
    SmallVector<Value> result;
    if (kind == SK::Dense) {
      Value out = b.allocLike(cast<MemRefType>(in[0].getType()), in[0]);
      b.fill(out, zeroOf(b, out));
      result.push_back(out);
    } else {
      result = emptySparseLike(
          b, kind, in, [](KernelBuilder &b, Value m) { b.fill(m, b.i64(0)); });
    }
    return replace(rewriter, op, {result});
  }
};

//===----------------------------------------------------------------------===//
// The element functions as ElementwiseOpInterface models (one per row of
// dialect/ElementwiseOps.def, clip, quadratic and zeros_like)
//===----------------------------------------------------------------------===//

/// f of one element of each operand, for the op `op`.
using ElementFn = Value (*)(KernelBuilder &, Operation *, ValueRange);
using ScalarElementFn = Value (*)(KernelBuilder &, Operation *, Value);

template <typename OpTy>
Value binaryElement(KernelBuilder &b, Operation *op, ValueRange x) {
  return binaryFn<OpTy>(op)(b, x[0], x[1]);
}
/// MXNet's `_backward_<f>`: ograd * f'(x).
template <ScalarElementFn Grad>
Value backwardElement(KernelBuilder &b, Operation *op, ValueRange x) {
  return grad::mul(b, x[0], Grad(b, op, x[1]));
}
template <typename OpTy, ScalarFn Fn>
Value scalarElement(KernelBuilder &b, Operation *op, ValueRange x) {
  double s = cast<OpTy>(op).getScalar().convertToDouble();
  return scalarApply(b, Fn, x[0], scalarAs(x[0].getType(), s));
}
template <ScalarElementFn Fn>
Value unaryElement(KernelBuilder &b, Operation *op, ValueRange x) {
  return Fn(b, op, x[0]);
}
template <ArithKind K>
Value arithElement(KernelBuilder &b, Operation *, ValueRange x) {
  return arithValue(b, K, x[0], x[1]);
}
Value clipElement(KernelBuilder &b, Operation *op, ValueRange x) {
  return clipValue(b, cast<ClipOp>(op), x[0]);
}
Value quadraticElement(KernelBuilder &b, Operation *op, ValueRange x) {
  return quadraticValue(b, cast<QuadraticOp>(op), x[0]);
}
Value zerosLikeElement(KernelBuilder &b, Operation *, ValueRange x) {
  return b.fconst(x[0].getType(), 0.0);
}

/// Whether a binary storage rule's row_sparse result holds the union of
/// its operands' rows (all but scatter_elemwise_div's: the lhs's rows).
constexpr bool kUnionOfRowsAddSub = true, kUnionOfRowsMul = true,
               kUnionOfRowsSparse = true, kUnionOfRowsDenseResult = true,
               kUnionOfRowsScatter = false;

/// The ElementwiseOpInterface of `OpTy`: `Fn` is its element function;
/// `FusesOnRows` and `Broadcasts` answer the interface's questions.
template <typename OpTy, ElementFn Fn, bool FusesOnRows,
          bool Broadcasts = false>
struct ElementRule : public ElementwiseOpInterface::ExternalModel<
                         ElementRule<OpTy, Fn, FusesOnRows, Broadcasts>, OpTy> {
  Value buildElementValue(Operation *op, OpBuilder &builder, Location loc,
                          ValueRange elements) const {
    // The element functions build arithmetic only: no kernel target.
    KernelBuilder b(loc, builder, KernelTarget{});
    return Fn(b, op, elements);
  }
  bool broadcastsOperands(Operation *) const { return Broadcasts; }
  bool fusesOnRows(Operation *) const { return FusesOnRows; }
};

} // namespace

void mlir::stype::populateElementwiseKernels(TypeConverter &tc,
                                             RewritePatternSet &p) {
  MLIRContext *ctx = p.getContext();
#define STYPE_BINARY_OP(Op, Rule) p.add<BinaryKernel<Op>>(tc, ctx);
#define STYPE_BACKWARD_OP(Op, Rule, Grad) p.add<BinaryKernel<Op>>(tc, ctx);
#define STYPE_SCALAR_OP(Op, Rule, Fn) p.add<ValueMapKernel<Op>>(tc, ctx);
#define STYPE_UNARY_OP(Op, Fn) p.add<ValueMapKernel<Op>>(tc, ctx);
#include "dialect/ElementwiseOps.def"
  p.add<ValueMapKernel<ClipOp>, ValueMapKernel<QuadraticOp>, ZerosLikeKernel>(
      tc, ctx);
}

Value mlir::stype::emitActivationValue(KernelBuilder &b, Operation *op,
                                       ActType act, Value x) {
  switch (act) {
  case ActType::Relu:
    return unary::relu(b, op, x);
  case ActType::Sigmoid:
    return unary::sigmoid(b, op, x);
  case ActType::Tanh:
    return unary::tanh(b, op, x);
  case ActType::Softsign:
    return unary::softsign(b, op, x);
  case ActType::Softrelu: {
    // mshadow_op::softrelu: x > 20 ? x : log1p(exp(x)) (exp would overflow,
    // and the two agree in floating point above 20).
    Value big = arith::CmpFOp::create(b, arith::CmpFPredicate::OGT, x,
                                      unary::c(b, x, 20.0));
    Value soft = unary::log1p(b, op, unary::exp(b, op, x));
    return arith::SelectOp::create(b, big, x, soft);
  }
  }
  llvm_unreachable("unknown act_type");
}

bool mlir::stype::isElementwiseValueMap(Operation *op) {
  auto elementwise = dyn_cast<ElementwiseOpInterface>(op);
  return elementwise && !elementwise.broadcastsOperands();
}

void mlir::stype::registerElementRules(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, StypeDialect *) {
#define STYPE_BINARY_OP(Op, Rule)                                              \
  Op::attachInterface<ElementRule<Op, binaryElement<Op>, kUnionOfRows##Rule>>( \
      *ctx);
#define STYPE_BACKWARD_OP(Op, Rule, Grad)                                      \
  Op::attachInterface<ElementRule<Op, backwardElement<grad::Grad>, false>>(    \
      *ctx);
#define STYPE_SCALAR_OP(Op, Rule, Fn)                                          \
  Op::attachInterface<ElementRule<Op, scalarElement<Op, ScalarFn::Fn>, true>>( \
      *ctx);
#define STYPE_UNARY_OP(Op, Fn)                                                 \
  Op::attachInterface<ElementRule<Op, unaryElement<unary::Fn>, true>>(*ctx);
#define STYPE_BROADCAST_OP(Op, Arith)                                          \
  Op::attachInterface<                                                         \
      ElementRule<Op, arithElement<ArithKind::Arith>, false, true>>(*ctx);
#include "dialect/ElementwiseOps.def"
    ClipOp::attachInterface<ElementRule<ClipOp, clipElement, true>>(*ctx);
    QuadraticOp::attachInterface<
        ElementRule<QuadraticOp, quadraticElement, true>>(*ctx);
    ZerosLikeOp::attachInterface<
        ElementRule<ZerosLikeOp, zerosLikeElement, false>>(*ctx);
  });
}

SmallVector<Value>
mlir::stype::emptySparseLike(KernelBuilder &b, StorageKind kind, ValueRange in,
                             function_ref<void(KernelBuilder &, Value)> zero) {
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  if (kind == SK::RowSparse) {
    RspBuffers r = RspBuffers::unpack(in);
    Value data =
        b.allocLike(cast<MemRefType>(r.data.getType()), r.data, b.idx(0));
    return RspBuffers{b.alloc(i64Buf, b.idx(0)), data, r.numRows}.pack();
  }
  CsrBuffers c = CsrBuffers::unpack(in);
  Value indptr = b.alloc(i64Buf, b.dim(c.indptr, 0));
  zero(b, indptr);
  Value data = b.alloc(cast<MemRefType>(c.data.getType()), b.idx(0));
  return CsrBuffers{indptr, b.alloc(i64Buf, b.idx(0)), data, c.numCols}.pack();
}

//===- Combine.cpp - kernels of where, broadcast_*, add_n, concat -*- C++
//-*-===//
//
//   where(default, default, default)     -> default   dense select
//   where(csr, default, default)         -> default   copy y, then x at the
//                                                      stored non-zeros
//   broadcast_*(default, default)        -> default   dense, numpy broadcast
//   broadcast_{add,sub}(csr | default)   -> default   broadcast dense, then
//                                                      the csr's entries
//   broadcast_{mul,div}(csr, default)    -> csr       stored entries only
//   add_n(row_sparse...)                 -> row_sparse row union
//   add_n(default / mixed)               -> default   operands added in order
//   concat(csr... , dim 0)               -> csr       row blocks stacked
//   concat(default...)                   -> default   copies
//
// All loops run in a fixed order: results are deterministic.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"
#include "passes/lowering/KernelChecks.h"
#include "passes/lowering/KernelConversion.h"
#include "passes/lowering/KernelElementRules.h"

using namespace mlir;
using namespace mlir::stype;

namespace {

Value addIdx(KernelBuilder &b, Value x, Value y) {
  return arith::AddIOp::create(b, x, y);
}

/// Runs `body(ivs)` for every index of an array with dimensions `dims`.
/// With `parallelOuter`, the outermost loop is a parallelFor (the body
/// writes disjoint data per outer index).
void forEachIndex(KernelBuilder &b, ArrayRef<Value> dims,
                  function_ref<void(KernelBuilder &, ArrayRef<Value>)> body,
                  SmallVector<Value> ivs = {}, bool parallelOuter = false) {
  if (ivs.size() == dims.size()) {
    body(b, ivs);
    return;
  }
  auto inner = [&](KernelBuilder &b, Value iv) {
    SmallVector<Value> next(ivs);
    next.push_back(iv);
    forEachIndex(b, dims, body, next);
  };
  if (parallelOuter && ivs.empty())
    b.parallelFor(b.idx(0), dims[0], inner);
  else
    b.forLoop(b.idx(0), dims[ivs.size()], inner);
}

/// The dimensions of a buffer.
SmallVector<Value> dimsOf(KernelBuilder &b, Value memref) {
  SmallVector<Value> dims;
  for (int64_t d = 0; d < cast<MemRefType>(memref.getType()).getRank(); ++d)
    dims.push_back(b.dim(memref, d));
  return dims;
}

/// numpy broadcasting of runtime dimensions aligned on the right.  A pair
/// that is neither equal nor 1 is reported to the runtime
/// (STYPE_KERNEL_BROADCAST_SHAPE_MISMATCH) and gives the smaller size; `ok`
/// receives whether every pair broadcasts.
SmallVector<Value> broadcastDims(KernelBuilder &b, ArrayRef<Value> a,
                                 ArrayRef<Value> c, Value *ok = nullptr) {
  size_t rank = std::max(a.size(), c.size());
  SmallVector<Value> out;
  Value allOk = arith::ConstantIntOp::create(b, b.getI1Type(), 1);
  for (size_t i = 0; i < rank; ++i) {
    Value da = i < rank - a.size() ? b.idx(1) : a[i - (rank - a.size())];
    Value dc = i < rank - c.size() ? b.idx(1) : c[i - (rank - c.size())];
    Value aIs1 =
        arith::CmpIOp::create(b, arith::CmpIPredicate::eq, da, b.idx(1));
    Value cIs1 =
        arith::CmpIOp::create(b, arith::CmpIPredicate::eq, dc, b.idx(1));
    Value same = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, da, dc);
    Value pairOk =
        arith::OrIOp::create(b, same, arith::OrIOp::create(b, aIs1, cIs1));
    allOk = arith::AndIOp::create(b, allOk, pairOk);
    Value both = arith::MinUIOp::create(b, da, dc);
    Value sel = arith::SelectOp::create(b, cIs1, da, both);
    out.push_back(arith::SelectOp::create(b, aIs1, dc, sel));
  }
  Value bad = arith::XOrIOp::create(
      b, allOk, arith::ConstantIntOp::create(b, b.getI1Type(), 1));
  b.ifThen(bad, [](KernelBuilder &b) {
    b.reportError(STYPE_KERNEL_BROADCAST_SHAPE_MISMATCH);
  });
  if (ok)
    *ok = allOk;
  return out;
}

/// The indices of `operand` (of rank <= ivs.size(), aligned on the right)
/// for the broadcast output index `ivs`: 0 along its dimensions of size 1.
SmallVector<Value> broadcastIndex(KernelBuilder &b, Value operand,
                                  ArrayRef<Value> ivs) {
  auto type = cast<MemRefType>(operand.getType());
  int64_t rank = type.getRank(), off = ivs.size() - rank;
  SmallVector<Value> idx;
  for (int64_t d = 0; d < rank; ++d) {
    if (type.getDimSize(d) == 1) {
      idx.push_back(b.idx(0));
      continue;
    }
    Value is1 = arith::CmpIOp::create(b, arith::CmpIPredicate::eq,
                                      b.dim(operand, d), b.idx(1));
    idx.push_back(arith::SelectOp::create(b, is1, b.idx(0), ivs[off + d]));
  }
  return idx;
}

/// The element at output index `ivs` of a dense op dense with numpy
/// broadcasting (the CPU kernel below and the GPU one); `f` is the op's
/// element function.
Value broadcastValue(KernelBuilder &b, ElementwiseOpInterface f, Value lhs,
                     Value rhs, ArrayRef<Value> ivs) {
  Value x = b.load(lhs, broadcastIndex(b, lhs, ivs));
  Value y = b.load(rhs, broadcastIndex(b, rhs, ivs));
  return elementValue(b, f, {x, y});
}

/// dense op dense with numpy broadcasting.
Value denseBroadcast(KernelBuilder &b, ElementwiseOpInterface f, Value lhs,
                     Value rhs, MemRefType outType) {
  SmallVector<Value> dims = broadcastDims(b, dimsOf(b, lhs), dimsOf(b, rhs));
  Value out = b.allocShape(outType, dims);
  forEachIndex(b, dims, [&](KernelBuilder &b, ArrayRef<Value> ivs) {
    b.store(broadcastValue(b, f, lhs, rhs, ivs), out, ivs);
  });
  return out;
}

/// Calls `body(i, j, p)` for every output position (i, j) that the stored
/// entry p of `csr` (row r, column c) covers once broadcast to `outDims`:
/// (r, c) itself, or a whole row / column where the csr's dimension is 1.
void forEachCsrEntry(
    KernelBuilder &b, CsrBuffers csr, ArrayRef<Value> outDims,
    function_ref<void(KernelBuilder &, Value, Value, Value)> body) {
  Value m = b.csrNumRows(csr);
  Value mIs1 = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, m, b.idx(1));
  Value nIs1 =
      arith::CmpIOp::create(b, arith::CmpIPredicate::eq, csr.numCols, b.idx(1));
  b.forLoop(b.idx(0), m, [&](KernelBuilder &b, Value r) {
    Value lo, hi;
    std::tie(lo, hi) = b.csrRowRange(csr, r);
    Value rLo = arith::SelectOp::create(b, mIs1, b.idx(0), r);
    Value rHi =
        arith::SelectOp::create(b, mIs1, outDims[0], addIdx(b, r, b.idx(1)));
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
      Value c = b.toIndex(b.load(csr.indices, p));
      Value cLo = arith::SelectOp::create(b, nIs1, b.idx(0), c);
      Value cHi =
          arith::SelectOp::create(b, nIs1, outDims[1], addIdx(b, c, b.idx(1)));
      b.forLoop(rLo, rHi, [&](KernelBuilder &b, Value i) {
        b.forLoop(cLo, cHi,
                  [&](KernelBuilder &b, Value j) { body(b, i, j, p); });
      });
    });
  });
}

/// broadcast_{add,sub}(csr, dense) or (dense, csr) -> default: the dense
/// operand broadcast (0 op d, or d op 0), then v op d at the csr's entries.
Value csrDenseAddSub(KernelBuilder &b, ElementwiseOpInterface f, CsrBuffers csr,
                     Value dense, bool csrIsLhs, MemRefType outType) {
  SmallVector<Value> csrDims = {b.csrNumRows(csr), csr.numCols};
  Value ok;
  SmallVector<Value> dims = broadcastDims(b, csrDims, dimsOf(b, dense), &ok);
  Value out = b.allocShape(outType, dims);
  Value zero = b.fconst(outType.getElementType(), 0.0);
  auto combine = [&](KernelBuilder &b, Value v, Value d) {
    return csrIsLhs ? elementValue(b, f, {v, d}) : elementValue(b, f, {d, v});
  };
  // Shapes that do not broadcast leave a zero result (and the error).
  b.ifThenElse(
      ok,
      [&](KernelBuilder &b) {
        forEachIndex(b, dims, [&](KernelBuilder &b, ArrayRef<Value> ivs) {
          Value d = b.load(dense, broadcastIndex(b, dense, ivs));
          b.store(combine(b, zero, d), out, ivs);
        });
        forEachCsrEntry(
            b, csr, dims, [&](KernelBuilder &b, Value i, Value j, Value p) {
              Value d = b.load(dense, broadcastIndex(b, dense, {i, j}));
              b.store(combine(b, b.load(csr.data, p), d), out, {i, j});
            });
      },
      [&](KernelBuilder &b) { b.fill(out, zero); });
  return out;
}

/// broadcast_{mul,div}(csr, dense) -> csr: the csr's structure, each stored
/// value v at (i, c) replaced by v op d[i, c] (d broadcast).
/// csr op dense -> csr (mul, div): the dense operand must broadcast to the
/// csr's shape (otherwise reading it at the csr's positions would go out of
/// bounds): whether it does, a mismatch reported.
Value csrBroadcastOk(KernelBuilder &b, CsrBuffers csr, Value dense) {
  Value ok;
  SmallVector<Value> csrDims = {b.csrNumRows(csr), csr.numCols};
  SmallVector<Value> dims = broadcastDims(b, csrDims, dimsOf(b, dense), &ok);
  for (auto [d, cd] : llvm::zip(dims, csrDims))
    ok = arith::AndIOp::create(
        b, ok, arith::CmpIOp::create(b, arith::CmpIPredicate::eq, d, cd));
  b.ifThen(arith::XOrIOp::create(
               b, ok, arith::ConstantIntOp::create(b, b.getI1Type(), 1)),
           [](KernelBuilder &b) {
             b.reportError(STYPE_KERNEL_BROADCAST_SHAPE_MISMATCH);
           });
  return ok;
}

/// The new value of stored entry p (row i) of csr op dense.
Value csrBroadcastEntry(KernelBuilder &b, ElementwiseOpInterface f,
                        CsrBuffers csr, Value dense, Value i, Value p) {
  Value c = b.toIndex(b.load(csr.indices, p));
  Value d = b.load(dense, broadcastIndex(b, dense, {i, c}));
  return elementValue(b, f, {b.load(csr.data, p), d});
}

/// csr op dense -> csr (mul, div): the stored entries only.
SmallVector<Value> csrDenseMulDiv(KernelBuilder &b, ElementwiseOpInterface f,
                                  CsrBuffers csr, Value dense) {
  Value indptr = b.clone(csr.indptr), indices = b.clone(csr.indices);
  auto dataType = cast<MemRefType>(csr.data.getType());
  Value data = b.allocLike(dataType, csr.data);
  b.ifThenElse(
      csrBroadcastOk(b, csr, dense),
      [&](KernelBuilder &b) {
        b.forLoop(b.idx(0), b.csrNumRows(csr), [&](KernelBuilder &b, Value i) {
          Value lo, hi;
          std::tie(lo, hi) = b.csrRowRange(csr, i);
          b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
            b.store(csrBroadcastEntry(b, f, csr, dense, i, p), data, p);
          });
        });
      },
      [&](KernelBuilder &b) {
        b.fill(data, b.fconst(dataType.getElementType(), 0.0));
      });
  return CsrBuffers{indptr, indices, data, csr.numCols}.pack();
}

/// broadcast_add/sub/mul/div: the kernels walk the storage kinds, the op's
/// ElementwiseOpInterface gives f(x, y).
template <typename OpT> struct BroadcastKernel : public KernelPattern<OpT> {
  using KernelPattern<OpT>::KernelPattern;
  using typename KernelPattern<OpT>::Adaptor;

  LogicalResult rewrite(OpT op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK l = *getStorageKind(op.getLhs().getType());
    SK r = *getStorageKind(op.getRhs().getType());
    SK o = *getStorageKind(op.getType());
    ValueRange lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    auto denseOut = [&]() {
      return cast<MemRefType>(
          this->getTypeConverter()->convertType(op.getType()));
    };
    auto f = cast<ElementwiseOpInterface>(op.getOperation());
    SmallVector<Value> result;
    if (l == SK::Dense && r == SK::Dense) {
      result.push_back(denseBroadcast(b, f, lhs[0], rhs[0], denseOut()));
    } else if (o == SK::Dense && l == SK::Csr && r == SK::Dense) {
      result.push_back(csrDenseAddSub(b, f, CsrBuffers::unpack(lhs), rhs[0],
                                      /*csrIsLhs=*/true, denseOut()));
    } else if (o == SK::Dense && l == SK::Dense && r == SK::Csr) {
      result.push_back(csrDenseAddSub(b, f, CsrBuffers::unpack(rhs), lhs[0],
                                      /*csrIsLhs=*/false, denseOut()));
    } else if (o == SK::Csr && l == SK::Csr && r == SK::Dense) {
      result = csrDenseMulDiv(b, f, CsrBuffers::unpack(lhs), rhs[0]);
    } else {
      return rewriter.notifyMatchFailure(op, "no kernel for these kinds");
    }
    return this->replace(rewriter, op, {result});
  }
};

/// The verifiers compare static dims only: the run-time shapes of `ops`
/// (with their lowered buffers `bufs`) must equal the first one's in every
/// dim but `skipDim` (-1: none).  Reports STYPE_KERNEL_SHAPE_MISMATCH and
/// returns the i1 "all agree", or null where static shapes prove it.
Value checkOperandShapes(KernelBuilder &b, ValueRange ops,
                         ArrayRef<ValueRange> bufs, int64_t skipDim = -1) {
  bool allStatic = llvm::all_of(ops.getTypes(), [](Type t) {
    return cast<RankedTensorType>(t).hasStaticShape();
  });
  if (allStatic || ops.size() < 2)
    return {};
  auto shapeOf = [&](size_t i) {
    SmallVector<Value> dims =
        runtimeShape(b, *getStorageKind(ops[i].getType()), bufs[i]);
    if (skipDim >= 0)
      dims.erase(dims.begin() + skipDim);
    return dims;
  };
  SmallVector<Value> first = shapeOf(0), a, c;
  for (size_t i = 1; i < ops.size(); ++i) {
    SmallVector<Value> dims = shapeOf(i);
    a.append(first);
    c.append(dims);
  }
  return checkEqualDims(b, a, c, STYPE_KERNEL_SHAPE_MISMATCH);
}

/// The buffer types of `op`'s result.
SmallVector<Type> resultBufferTypes(const TypeConverter &tc, Operation *op) {
  SmallVector<Type> types;
  (void)tc.convertType(op->getResult(0).getType(), types);
  return types;
}

/// where(cond, x, y) with a dense or csr condition -> default.
struct WhereKernel : public KernelPattern<WhereOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(WhereOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK c = *getStorageKind(op.getCondition().getType());
    Value x = adaptor.getX()[0], y = adaptor.getY()[0];
    ValueRange cond = adaptor.getCondition();
    bool rowVector = whereConditionIsRowVector(op, cond, x);
    Value ok =
        emitWhereRuntimeChecks(b, op, cond, adaptor.getX(), adaptor.getY());
    auto kernel = [&](KernelBuilder &b) -> SmallVector<Value> {
      return {whereBody(b, c, cond, x, y, rowVector)};
    };
    Value out = guardedKernel(b, ok, resultBufferTypes(*getTypeConverter(), op),
                              kernel)[0];
    return replace(rewriter, op, {{out}});
  }

  /// The kernel proper: y, then x where the condition is non-zero.
  static Value whereBody(KernelBuilder &b, SK c, ValueRange cond, Value x,
                         Value y, bool rowVector) {
    Value out = b.clone(y);
    if (c == SK::Dense) {
      forEachIndex(b, dimsOf(b, x), [&](KernelBuilder &b, ArrayRef<Value> ivs) {
        Value v = b.load(cond[0], rowVector ? ivs.take_front(1) : ivs);
        b.ifThen(b.isNonZero(v),
                 [&](KernelBuilder &b) { b.store(b.load(x, ivs), out, ivs); });
      });
    } else {
      CsrBuffers csr = CsrBuffers::unpack(cond);
      b.forLoop(b.idx(0), b.csrNumRows(csr), [&](KernelBuilder &b, Value i) {
        Value lo, hi;
        std::tie(lo, hi) = b.csrRowRange(csr, i);
        b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
          b.ifThen(b.isNonZero(b.load(csr.data, p)), [&](KernelBuilder &b) {
            Value j = b.toIndex(b.load(csr.indices, p));
            b.store(b.load(x, {i, j}), out, {i, j});
          });
        });
      });
    }
    return out;
  }
};

/// add_n of row_sparse operands: rows = the sorted union of their rows.
SmallVector<Value> addNRsp(KernelBuilder &b, ArrayRef<RspBuffers> args,
                           RankedTensorType resultType) {
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  Value total = b.idx(0);
  for (const RspBuffers &a : args)
    total = addIdx(b, total, b.dim(a.indices, 0));
  Value ids = b.alloc(i64Buf, total);
  Value at = b.idx(0);
  for (const RspBuffers &a : args) {
    Value n = b.dim(a.indices, 0);
    Value base = at;
    b.parallelFor(b.idx(0), n, [&](KernelBuilder &b, Value k) {
      b.store(b.load(a.indices, k), ids, addIdx(b, base, k));
    });
    at = addIdx(b, at, n);
  }
  // The row ids lie in [0, rows) (the operands' shapes agree).
  Value rows, nnr;
  std::tie(rows, nnr) = b.takeSortedUniqueI64(ids, total, args[0].numRows);
  Value data = b.allocLike(rspDataType(resultType), args[0].data, nnr);
  b.fill(data, b.fconst(resultType.getElementType(), 0.0));
  Value dataRows = b.rowsView(data);
  // Operand after operand (the sums' order); an operand's rows are
  // distinct, so over threads.
  for (const RspBuffers &a : args) {
    Value src = b.rowsView(a.data);
    Value rowLen = b.dim(src, 1);
    b.parallelFor(
        b.idx(0), b.dim(a.indices, 0), [&](KernelBuilder &b, Value k) {
          Value q = b.lowerBound(rows, b.idx(0), nnr, b.load(a.indices, k));
          b.forLoop(b.idx(0), rowLen, [&](KernelBuilder &b, Value j) {
            Value s = arith::AddFOp::create(b, b.load(dataRows, {q, j}),
                                            b.load(src, {k, j}));
            b.store(s, dataRows, {q, j});
          });
        });
  }
  return RspBuffers{rows, data, args[0].numRows}.pack();
}

/// add_n with a default result: a zeroed output, then each operand added in
/// order by its own storage (dense: every element; csr: its entries;
/// row_sparse: its rows).
Value addNDense(KernelBuilder &b, ArrayRef<SK> kinds, ArrayRef<ValueRange> args,
                MemRefType outType) {
  Value out;
  for (auto [kind, a] : llvm::zip(kinds, args))
    if (kind == SK::Dense) {
      out = b.allocLike(outType, a[0]);
      break;
    }
  if (!out) {
    if (kinds[0] == SK::Csr) {
      CsrBuffers csr = CsrBuffers::unpack(args[0]);
      out = b.allocShape(outType, {b.csrNumRows(csr), csr.numCols});
    } else {
      RspBuffers rsp = RspBuffers::unpack(args[0]);
      out = b.allocLike(outType, rsp.data, rsp.numRows);
    }
  }
  b.fill(out, b.fconst(outType.getElementType(), 0.0));
  Value flat = b.flatView(out);
  auto addAt = [](KernelBuilder &b, Value buf, ValueRange at, Value v) {
    b.store(arith::AddFOp::create(b, b.load(buf, at), v), buf, at);
  };
  for (auto [kind, a] : llvm::zip(kinds, args)) {
    if (kind == SK::Dense) {
      Value src = b.flatView(a[0]);
      b.forLoop(b.idx(0), b.dim(flat, 0), [&](KernelBuilder &b, Value i) {
        addAt(b, flat, i, b.load(src, i));
      });
    } else if (kind == SK::Csr) {
      CsrBuffers csr = CsrBuffers::unpack(a);
      b.forLoop(b.idx(0), b.csrNumRows(csr), [&](KernelBuilder &b, Value i) {
        Value lo, hi;
        std::tie(lo, hi) = b.csrRowRange(csr, i);
        b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
          Value j = b.toIndex(b.load(csr.indices, p));
          addAt(b, out, {i, j}, b.load(csr.data, p));
        });
      });
    } else {
      RspBuffers rsp = RspBuffers::unpack(a);
      Value src = b.rowsView(rsp.data), dst = b.rowsView(out);
      Value rowLen = b.dim(src, 1);
      b.forLoop(b.idx(0), b.dim(rsp.indices, 0),
                [&](KernelBuilder &b, Value k) {
                  Value row = b.toIndex(b.load(rsp.indices, k));
                  b.forLoop(b.idx(0), rowLen, [&](KernelBuilder &b, Value j) {
                    addAt(b, dst, {row, j}, b.load(src, {k, j}));
                  });
                });
    }
  }
  return out;
}

struct AddNKernel : public KernelPattern<AddNOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(AddNOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SmallVector<SK> kinds;
    for (Type t : op.getArgs().getTypes())
      kinds.push_back(*getStorageKind(t));
    SK o = *getStorageKind(op.getType());
    SmallVector<ValueRange> args(adaptor.getArgs().begin(),
                                 adaptor.getArgs().end());
    auto kernel = [&](KernelBuilder &b) {
      SmallVector<Value> result;
      if (o == SK::RowSparse) {
        SmallVector<RspBuffers> rsps;
        for (ValueRange a : args)
          rsps.push_back(RspBuffers::unpack(a));
        result = addNRsp(b, rsps, op.getType());
      } else {
        auto outType =
            cast<MemRefType>(getTypeConverter()->convertType(op.getType()));
        result.push_back(addNDense(b, kinds, args, outType));
      }
      return result;
    };
    // Every operand must have one shape (the verifier compares static dims).
    Value ok = emitAddNRuntimeChecks(b, op, args);
    SmallVector<Value> result = guardedKernel(
        b, ok, resultBufferTypes(*getTypeConverter(), op), kernel);
    return replace(rewriter, op, {result});
  }
};

/// concat of csr operands on dim 0: indptrs offset by the entries before,
/// column ids and values appended.
SmallVector<Value> concatCsr(KernelBuilder &b, ArrayRef<CsrBuffers> args,
                             Type eltType) {
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  Value rows = b.idx(0), nnz = b.idx(0);
  for (const CsrBuffers &a : args) {
    rows = addIdx(b, rows, b.csrNumRows(a));
    nnz = addIdx(b, nnz, b.dim(a.indices, 0));
  }
  Value indptr = b.alloc(i64Buf, addIdx(b, rows, b.idx(1)));
  Value indices = b.alloc(i64Buf, nnz);
  Value data = b.alloc(MemRefType::get({ShapedType::kDynamic}, eltType), nnz);
  Value rowAt = b.idx(0), entryAt = b.idx(0);
  for (auto [k, a] : llvm::enumerate(args)) {
    Value m = b.csrNumRows(a), n = b.dim(a.indices, 0);
    Value base = b.toI64(entryAt);
    Value rowBase = rowAt;
    // Row pointers shifted by the entries before (the first operand's
    // indptr[0], 0, included); then the entries.  Over threads.
    b.parallelFor(b.idx(k == 0 ? 0 : 1), addIdx(b, m, b.idx(1)),
                  [&](KernelBuilder &b, Value i) {
                    Value v =
                        arith::AddIOp::create(b, b.load(a.indptr, i), base);
                    b.store(v, indptr, addIdx(b, rowBase, i));
                  });
    Value entryBase = entryAt;
    b.parallelFor(b.idx(0), n, [&](KernelBuilder &b, Value p) {
      Value q = addIdx(b, entryBase, p);
      b.store(b.load(a.indices, p), indices, q);
      b.store(b.load(a.data, p), data, q);
    });
    rowAt = addIdx(b, rowAt, m);
    entryAt = addIdx(b, entryAt, n);
  }
  return CsrBuffers{indptr, indices, data, args[0].numCols}.pack();
}

/// concat of dense operands along `dim`.
Value concatDense(KernelBuilder &b, ArrayRef<Value> args, int64_t dim,
                  MemRefType outType) {
  SmallVector<Value> dims = dimsOf(b, args[0]);
  Value total = b.idx(0);
  for (Value a : args)
    total = addIdx(b, total, b.dim(a, dim));
  dims[dim] = total;
  Value out = b.allocShape(outType, dims);
  Value offset = b.idx(0);
  for (Value a : args) {
    Value off = offset;
    forEachIndex(
        b, dimsOf(b, a),
        [&](KernelBuilder &b, ArrayRef<Value> ivs) {
          SmallVector<Value> at(ivs);
          at[dim] = addIdx(b, at[dim], off);
          b.store(b.load(a, ivs), out, at);
        },
        {}, /*parallelOuter=*/true);
    offset = addIdx(b, offset, b.dim(a, dim));
  }
  return out;
}

struct ConcatKernel : public KernelPattern<ConcatOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(ConcatOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    SK o = *getStorageKind(op.getType());
    auto kernel = [&](KernelBuilder &b) {
      SmallVector<Value> result;
      if (o == SK::Csr) {
        SmallVector<CsrBuffers> csrs;
        for (ValueRange a : adaptor.getArgs())
          csrs.push_back(CsrBuffers::unpack(a));
        result = concatCsr(b, csrs, op.getType().getElementType());
      } else {
        SmallVector<Value> dense;
        for (ValueRange a : adaptor.getArgs())
          dense.push_back(a[0]);
        auto outType =
            cast<MemRefType>(getTypeConverter()->convertType(op.getType()));
        result.push_back(concatDense(b, dense, op.getNormalizedDim(), outType));
      }
      return result;
    };
    // Every dim but the concatenated one must agree across the operands.
    SmallVector<ValueRange> args(adaptor.getArgs().begin(),
                                 adaptor.getArgs().end());
    Value ok = checkOperandShapes(b, op.getArgs(), args, op.getNormalizedDim());
    SmallVector<Value> result = guardedKernel(
        b, ok, resultBufferTypes(*getTypeConverter(), op), kernel);
    return replace(rewriter, op, {result});
  }
};

} // namespace

void mlir::stype::populateCombineKernels(TypeConverter &tc,
                                         RewritePatternSet &p) {
  p.add<WhereKernel, AddNKernel, ConcatKernel, BroadcastKernel<BroadcastAddOp>,
        BroadcastKernel<BroadcastSubOp>, BroadcastKernel<BroadcastMulOp>,
        BroadcastKernel<BroadcastDivOp>>(tc, p.getContext());
}

SmallVector<Value> mlir::stype::emitBroadcastDims(KernelBuilder &b, Value lhs,
                                                  Value rhs) {
  return broadcastDims(b, dimsOf(b, lhs), dimsOf(b, rhs));
}

Value mlir::stype::emitBroadcastValue(KernelBuilder &b, Operation *op,
                                      Value lhs, Value rhs,
                                      ArrayRef<Value> ivs) {
  return broadcastValue(b, cast<ElementwiseOpInterface>(op), lhs, rhs, ivs);
}

Value mlir::stype::emitCsrBroadcastCheck(KernelBuilder &b, ValueRange csr,
                                         Value dense) {
  return csrBroadcastOk(b, CsrBuffers::unpack(csr), dense);
}

Value mlir::stype::emitCsrBroadcastEntry(KernelBuilder &b, Operation *op,
                                         ValueRange csr, Value dense, Value i,
                                         Value p) {
  return csrBroadcastEntry(b, cast<ElementwiseOpInterface>(op),
                           CsrBuffers::unpack(csr), dense, i, p);
}

bool mlir::stype::whereConditionIsRowVector(Operation *op, ValueRange cond,
                                            Value x) {
  auto where = cast<WhereOp>(op);
  return *getStorageKind(where.getCondition().getType()) == SK::Dense &&
         cast<MemRefType>(cond[0].getType()).getRank() == 1 &&
         cast<MemRefType>(x.getType()).getRank() != 1;
}

Value mlir::stype::emitWhereRuntimeChecks(KernelBuilder &b, Operation *op,
                                          ValueRange cond, ValueRange x,
                                          ValueRange y) {
  auto where = cast<WhereOp>(op);
  // x, y and a same-shape condition (a 1-D one: x's rows) must agree.
  if (whereConditionIsRowVector(op, cond, x[0])) {
    Value ok = checkOperandShapes(b, {where.getX(), where.getY()}, {x, y});
    if (ok || !where.getCondition().getType().hasStaticShape()) {
      Value rows = checkEqualDims(b, {b.dim(cond[0], 0)}, {b.dim(x[0], 0)},
                                  STYPE_KERNEL_SHAPE_MISMATCH);
      ok = ok ? arith::AndIOp::create(b, ok, rows).getResult() : rows;
    }
    return ok;
  }
  return checkOperandShapes(
      b, {where.getX(), where.getY(), where.getCondition()}, {x, y, cond});
}

Value mlir::stype::emitAddNRuntimeChecks(KernelBuilder &b, Operation *op,
                                         ArrayRef<ValueRange> args) {
  return checkOperandShapes(b, cast<AddNOp>(op).getArgs(), args);
}

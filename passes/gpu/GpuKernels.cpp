//===- GpuKernels.cpp - stype kernels as GPU launches -----------*- C++ -*-===//
//
// The kernels of --stype-lower-kernels-gpu.  Buffers follow the same ABI as
// the CPU kernels (KernelBuilder.h) but live in device memory (allocated as
// memref.alloc here, placed on the device by --stype-gpu-device-buffers), and
// every loop nest over stored entries is a gpu.launch.
// Kernels (storage kinds of the operands -> result):
//   cast_storage         csr -> default, row_sparse -> default,
//                        default -> row_sparse, default -> csr
//   dot                  (csr, default) -> default               SpMM
//                        (default, default) -> default, transposes
//                        (csr^T, default) -> row_sparse          sort +
//                        segments
//   every elementwise value map (elemwise_*, the binary, backward, scalar
//                        and unary ops, clip, quadratic, zeros_like):
//                        default operands -> default
//   every optimizer update (mp_* and group_adagrad included), with a dense
//                        weight and dense states: dense gradient; row_sparse
//                        gradient, lazy or standard
//   broadcast_add/sub/mul/div  (default, default) -> default
//   broadcast_mul/div    (csr, default) -> csr (the stored entries)
//   sum, mean, norm      default -> default (a thread per output element)
//   where                (default or csr condition, default, default)
//                        -> default
//   add_n                default operands -> default
//   stype.fused_update   a producer straight into an update: GpuFusion.cpp
// Every result element is computed by one thread in a fixed order, and no
// kernel uses floating-point atomics: results are deterministic.
//
//===----------------------------------------------------------------------===//

#include "dialect/KernelTable.h"
#include "dialect/StypeOps.h"
#include "passes/gpu/GpuBuilder.h"
#include "passes/lowering/Optimizer.h"
#include "passes/lowering/RuntimeChecks.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <limits>
#include <optional>

using namespace mlir;
using namespace mlir::stype;

namespace {

MemRefType i64Buffer(MLIRContext *ctx) {
  return MemRefType::get({ShapedType::kDynamic}, IntegerType::get(ctx, 64));
}

/// The converted (buffer) types of `result`.
SmallVector<Type> buffersOf(const TypeConverter &tc, Value result) {
  SmallVector<Type> types;
  (void)tc.convertType(result.getType(), types);
  return types;
}

//===----------------------------------------------------------------------===//
// cast_storage
//===----------------------------------------------------------------------===//

Value csrToDense(GpuBuilder &b, CsrBuffers x, MemRefType outType) {
  Value m = b.csrNumRows(x);
  Value out = b.allocShape(outType, {m, x.numCols});
  b.deviceFill(out, b.fconst(outType.getElementType(), 0.0));
  // One thread per row scatters its entries.
  GpuBuilder::KernelRole role(b, "rows");
  b.launch1D(m, [&](KernelBuilder &b, Value i) {
    auto [lo, hi] = b.csrRowRange(x, i);
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
      b.store(b.load(x.data, p), out, {i, b.toIndex(b.load(x.indices, p))});
    });
  });
  return out;
}

Value rspToDense(GpuBuilder &b, RspBuffers x, MemRefType outType) {
  SmallVector<Value> sizes = {x.numRows};
  for (int64_t d = 1; d < outType.getRank(); ++d)
    sizes.push_back(b.dim(x.data, d));
  Value out = b.allocShape(outType, sizes);
  b.deviceFill(out, b.fconst(outType.getElementType(), 0.0));
  Value src = b.rowsView(x.data), dst = b.rowsView(out);
  GpuBuilder::KernelRole role(b, "rows");
  b.launchRows(b.dim(x.indices, 0), b.dim(src, 1),
               [&](KernelBuilder &b, Value k, Value c) {
                 Value i = b.toIndex(b.load(x.indices, k));
                 b.store(b.load(src, {k, c}), dst, {i, c});
               });
  return out;
}

/// Per-row flags or counts (i64) of a dense 2-D view, their inclusive prefix
/// sum, and the total (read back to the host).
struct RowScan {
  Value perRow, prefix, total;
};
RowScan scanRows(GpuBuilder &b, Value rows, bool count) {
  Value m = b.dim(rows, 0), rowLen = b.dim(rows, 1);
  Value perRow = b.alloc(i64Buffer(b.getContext()), m);
  GpuBuilder::KernelRole role(b, "row_counts");
  b.launch1D(m, [&](KernelBuilder &b, Value i) {
    Value n =
        b.forLoop(b.idx(0), rowLen, b.i64(0),
                  [&](KernelBuilder &b, Value j, Value acc) -> Value {
                    Value nz = arith::ExtUIOp::create(
                        b, b.getI64Type(), b.isNonZero(b.load(rows, {i, j})));
                    return count ? arith::AddIOp::create(b, acc, nz).getResult()
                                 : arith::OrIOp::create(b, acc, nz).getResult();
                  });
    b.store(n, perRow, i);
  });
  Value prefix = b.inclusiveScanI64(perRow, m);
  return {perRow, prefix, b.readBackLastOrZero(prefix, m)};
}

SmallVector<Value> denseToRsp(GpuBuilder &b, Value dense, MemRefType dataType) {
  Value rows = b.rowsView(dense);
  Value rowLen = b.dim(rows, 1);
  RowScan s = scanRows(b, rows, /*count=*/false);
  Value indices = b.alloc(i64Buffer(b.getContext()), s.total);
  Value data = b.allocLike(dataType, dense, s.total);
  Value dataRows = b.rowsView(data);
  // Row i is stored at position prefix[i] - 1 when its flag is set.
  auto slot = [&](KernelBuilder &b, Value i) {
    return b.toIndex(
        arith::SubIOp::create(b, b.load(s.prefix, i), b.i64(1)).getResult());
  };
  auto ifStored = [&](KernelBuilder &b, Value i,
                      function_ref<void(KernelBuilder &)> f) {
    Value set = arith::CmpIOp::create(b, arith::CmpIPredicate::ne,
                                      b.load(s.perRow, i), b.i64(0));
    b.ifThen(set, f);
  };
  std::optional<GpuBuilder::KernelRole> role(std::in_place, b, "row_ids");
  b.launch1D(b.dim(rows, 0), [&](KernelBuilder &b, Value i) {
    ifStored(b, i, [&](KernelBuilder &b) {
      b.store(b.toI64(i), indices, slot(b, i));
    });
  });
  role.emplace(b, "rows");
  b.launchRows(b.dim(rows, 0), rowLen, [&](KernelBuilder &b, Value i, Value c) {
    ifStored(b, i, [&](KernelBuilder &b) {
      b.store(b.load(rows, {i, c}), dataRows, {slot(b, i), c});
    });
  });
  b.free(s.perRow);
  b.free(s.prefix);
  return {indices, data, b.dim(dense, 0)};
}

SmallVector<Value> denseToCsr(GpuBuilder &b, Value dense) {
  Value m = b.dim(dense, 0), n = b.dim(dense, 1);
  RowScan s = scanRows(b, dense, /*count=*/true);
  Value indptr = b.alloc(i64Buffer(b.getContext()),
                         arith::AddIOp::create(b, m, b.idx(1)).getResult());
  std::optional<GpuBuilder::KernelRole> role(std::in_place, b, "indptr");
  b.launch1D(
      arith::AddIOp::create(b, m, b.idx(1)).getResult(),
      [&](KernelBuilder &b, Value i) {
        Value first =
            arith::CmpIOp::create(b, arith::CmpIPredicate::eq, i, b.idx(0));
        Value v = b.ifThenElse(
            first, b.getI64Type(), [&](KernelBuilder &b) { return b.i64(0); },
            [&](KernelBuilder &b) -> Value {
              return b.load(s.prefix,
                            arith::SubIOp::create(b, i, b.idx(1)).getResult());
            });
        b.store(v, indptr, i);
      });
  Type elt = cast<MemRefType>(dense.getType()).getElementType();
  Value indices = b.alloc(i64Buffer(b.getContext()), s.total);
  Value data = b.alloc(MemRefType::get({ShapedType::kDynamic}, elt), s.total);
  role.emplace(b, "entries");
  b.launch1D(m, [&](KernelBuilder &b, Value i) {
    Value start = b.toIndex(b.load(indptr, i));
    b.forLoop(
        b.idx(0), n, start, [&](KernelBuilder &b, Value j, Value p) -> Value {
          Value v = b.load(dense, {i, j});
          Value nz = b.isNonZero(v);
          b.ifThen(nz, [&](KernelBuilder &b) {
            b.store(b.toI64(j), indices, p);
            b.store(v, data, p);
          });
          return arith::AddIOp::create(b, p, b.boolToIndex(nz)).getResult();
        });
  });
  b.free(s.perRow);
  b.free(s.prefix);
  return CsrBuffers{indptr, indices, data, n}.pack();
}

struct CastStorageGpu : public GpuOpKernelPattern<CastStorageOp> {
  using GpuOpKernelPattern::GpuOpKernelPattern;

  FailureOr<Results> buildOp(CastStorageOp op, Adaptor adaptor,
                             GpuBuilder &b) const override {
    SK from = *getStorageKind(op.getSource().getType());
    SK to = *getStorageKind(op.getType());
    SmallVector<Type> types = buffersOf(*getTypeConverter(), op.getResult());
    SmallVector<Value> src = emitCastStorageRuntimeChecks(
        b, op, adaptor.getSource(), GpuBuilder::deviceZeroFill);
    SmallVector<Value> result;
    if (from == to) {
      for (Value v : src)
        result.push_back(isa<MemRefType>(v.getType()) ? b.clone(v) : v);
    } else if (to == SK::Dense && from == SK::Csr) {
      result.push_back(
          csrToDense(b, CsrBuffers::unpack(src), cast<MemRefType>(types[0])));
    } else if (to == SK::Dense && from == SK::RowSparse) {
      result.push_back(
          rspToDense(b, RspBuffers::unpack(src), cast<MemRefType>(types[0])));
    } else if (from == SK::Dense && to == SK::RowSparse) {
      result = denseToRsp(b, src[0], cast<MemRefType>(types[1]));
    } else {
      result = denseToCsr(b, src[0]);
    }
    return Results{result};
  }
};

//===----------------------------------------------------------------------===//
// dot
//===----------------------------------------------------------------------===//

} // namespace

Value mlir::stype::csrRowOfEntries(GpuBuilder &b, CsrBuffers x) {
  Value rowOf = b.alloc(i64Buffer(b.getContext()), b.dim(x.indices, 0));
  GpuBuilder::KernelRole role(b, "csr_rows");
  // 2^s threads per row, 2^s the average row length rounded up to a power
  // of two (at most 32): lane l of row i stores entries lo + l, lo + l +
  // 2^s, ..., so the stores of a warp are consecutive whatever the rows'
  // length (a thread per row stored 16 rows apart at a time; a warp per
  // row left 31 lanes idle on one-hot rows).
  Value rows = b.csrNumRows(x);
  Value nnz = b.dim(x.indices, 0);
  Value avg = arith::CeilDivUIOp::create(
      b, nnz, arith::MaxUIOp::create(b, rows, b.idx(1)).getResult());
  Value shift = b.idx(0);
  for (int64_t k : {1, 2, 4, 8, 16})
    shift = arith::AddIOp::create(
        b, shift,
        b.boolToIndex(arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, avg,
                                            b.idx(k))));
  Value lanes = arith::ShLIOp::create(b, b.idx(1), shift);
  b.launch1D(arith::ShLIOp::create(b, rows, shift), [&](KernelBuilder &b,
                                                        Value t) {
    Value i = arith::ShRUIOp::create(b, t, shift);
    Value lane = arith::AndIOp::create(
        b, t, arith::SubIOp::create(b, lanes, b.idx(1)).getResult());
    auto [lo, hi] = b.csrRowRange(x, i);
    Value from = arith::AddIOp::create(b, lo, lane);
    Value row = b.toI64(i);
    scf::ForOp::create(b, from, arith::MaxUIOp::create(b, hi, from).getResult(),
                       lanes, ValueRange{},
                       [&](OpBuilder &ob, Location loc, Value p, ValueRange) {
                         KernelBuilder lb(loc, ob, b);
                         lb.store(row, rowOf, p);
                         scf::YieldOp::create(lb);
                       });
  });
  return rowOf;
}

SortedDotOperands SortedDotOperands::prepare(GpuBuilder &b, CsrBuffers x) {
  SortedDotOperands sorted;
  sorted.entryRow = csrRowOfEntries(b, x);
  sorted.data = x.data;
  Value count = b.dim(x.indices, 0);
  sorted.row = b.alloc(cast<MemRefType>(sorted.entryRow.getType()), count);
  sorted.value = b.alloc(cast<MemRefType>(x.data.getType()), count);
  return sorted;
}

void SortedDotOperands::place(KernelBuilder &b, Value q, Value p) const {
  b.store(b.load(entryRow, p), row, q);
  b.store(b.load(data, p), value, q);
}

void SortedDotOperands::freeEntryRows(GpuBuilder &b) const { b.free(entryRow); }

void SortedDotOperands::free(GpuBuilder &b) const {
  b.free(row);
  b.free(value);
}

GpuBuilder::RunSums::Term
mlir::stype::dotTransposedTerm(const SortedDotOperands &sorted, Value rhs,
                               VectorType vt) {
  GpuBuilder::RunSums::Term term;
  term.load = [=](KernelBuilder &b, Value q, Value j) -> SmallVector<Value> {
    Value i = b.toIndex(b.load(sorted.row, q));
    Value r = vt ? Value(vector::LoadOp::create(b, vt, rhs, ValueRange{i, j},
                                                /*nontemporal=*/false,
                                                llvm::Align(16)))
                 : b.load(rhs, {i, j});
    return {b.load(sorted.value, q), r};
  };
  term.add = [=](KernelBuilder &b, ArrayRef<Value> t, Value acc) -> Value {
    Value v = vt ? Value(vector::BroadcastOp::create(b, vt, t[0])) : t[0];
    return math::FmaOp::create(b, v, t[1], acc);
  };
  return term;
}

namespace {

/// SpMM for narrow outputs and long rows (few features, >= 8 entries per
/// row: a linear model's dot(csr, w) with w of one column): a warp per
/// output element.  Lane l sums the entries l, l + 32, ... of the row with
/// fmas in order; the 32 partial sums are then added by a fixed tree in
/// shared memory (16 + ... + 1), so the result is deterministic but not in
/// the CPU kernel's order (within rounding of it).  Blocks of 8 warps.
void spmmWarpPerOutput(GpuBuilder &b, CsrBuffers x, Value rhs, Value out,
                       Value m, Value n, Type elt) {
  constexpr int64_t kWarp = 32, kWarps = 8;
  Value outputs = arith::MulIOp::create(b, m, n);
  Value blocks = arith::CeilDivUIOp::create(b, outputs, b.idx(kWarps));
  auto sharedType = MemRefType::get({kWarp * kWarps}, elt);
  b.launchBlocks(
      blocks, kWarp * kWarps, {sharedType},
      [&](KernelBuilder &b, Value blk, Value t, ArrayRef<Value> sh) {
        Value lane = arith::RemUIOp::create(b, t, b.idx(kWarp));
        Value output = arith::AddIOp::create(
            b, arith::MulIOp::create(b, blk, b.idx(kWarps)),
            arith::DivUIOp::create(b, t, b.idx(kWarp)).getResult());
        Value valid = arith::CmpIOp::create(b, arith::CmpIPredicate::ult,
                                            output, outputs);
        Value i = arith::DivUIOp::create(b, output, n);
        Value j = arith::RemUIOp::create(b, output, n);
        Value partial = b.ifThenElse(
            valid, elt,
            [&](KernelBuilder &b) -> Value {
              auto [lo, hi] = b.csrRowRange(x, i);
              Value first = arith::AddIOp::create(b, lo, lane);
              Value some = arith::CmpIOp::create(b, arith::CmpIPredicate::ult,
                                                 first, hi);
              Value count = arith::SelectOp::create(
                  b, some,
                  arith::CeilDivUIOp::create(
                      b, arith::SubIOp::create(b, hi, first).getResult(),
                      b.idx(kWarp))
                      .getResult(),
                  b.idx(0));
              return sumInOrder(
                  b, elt, b.idx(0), count,
                  [&](KernelBuilder &b, Value q) -> SmallVector<Value> {
                    Value p = arith::AddIOp::create(
                        b, first,
                        arith::MulIOp::create(b, q, b.idx(kWarp)).getResult());
                    Value c = b.toIndex(b.load(x.indices, p));
                    return {b.load(x.data, p), b.load(rhs, {c, j})};
                  },
                  [](KernelBuilder &b, ArrayRef<Value> t, Value acc) -> Value {
                    return math::FmaOp::create(b, t[0], t[1], acc);
                  });
            },
            [&](KernelBuilder &b) { return b.fconst(elt, 0.0); });
        b.store(partial, sh[0], t);
        GpuBuilder::barrier(b);
        for (int64_t step = kWarp / 2; step >= 1; step /= 2) {
          Value lower = arith::CmpIOp::create(b, arith::CmpIPredicate::ult,
                                              lane, b.idx(step));
          b.ifThen(lower, [&](KernelBuilder &b) {
            Value other = arith::AddIOp::create(b, t, b.idx(step));
            b.store(arith::AddFOp::create(b, b.load(sh[0], t),
                                          b.load(sh[0], other)),
                    sh[0], t);
          });
          GpuBuilder::barrier(b);
        }
        Value first =
            arith::CmpIOp::create(b, arith::CmpIPredicate::eq, lane, b.idx(0));
        b.ifThen(arith::AndIOp::create(b, valid, first), [&](KernelBuilder &b) {
          b.store(b.load(sh[0], t), out, {i, j});
        });
      });
}

} // namespace

/// True (on the host) if rows of `rowLen` elements of every 2-D buffer of
/// `buffers` start on 16-byte boundaries: the row length a multiple of 16
/// bytes and each buffer's first element 16-byte aligned (checked at run
/// time), so that 16-byte vector loads and stores may walk them.
VectorType mlir::stype::vector16Of(ArrayRef<Value> buffers) {
  Type elt = cast<MemRefType>(buffers.front().getType()).getElementType();
  bool same = llvm::all_of(buffers, [&](Value v) {
    return cast<MemRefType>(v.getType()).getElementType() == elt;
  });
  if (!same || !(elt.isF32() || elt.isF64()))
    return {};
  return VectorType::get({16 / (elt.getIntOrFloatBitWidth() / 8)}, elt);
}

Value mlir::stype::rowsAligned16(KernelBuilder &b, Value rowLen,
                                 ArrayRef<Value> buffers) {
  Type elt = cast<MemRefType>(buffers.front().getType()).getElementType();
  int64_t eltBytes = elt.getIntOrFloatBitWidth() / 8;
  Value ok = arith::CmpIOp::create(
      b, arith::CmpIPredicate::eq,
      arith::RemUIOp::create(b, rowLen, b.idx(16 / eltBytes)).getResult(),
      b.idx(0));
  for (Value memref : buffers) {
    Value base = memref::ExtractAlignedPointerAsIndexOp::create(b, memref);
    auto meta = memref::ExtractStridedMetadataOp::create(b, memref);
    Value addr = arith::AddIOp::create(
        b, base,
        arith::MulIOp::create(b, meta.getOffset(), b.idx(eltBytes))
            .getResult());
    ok = arith::AndIOp::create(
        b, ok,
        arith::CmpIOp::create(
            b, arith::CmpIPredicate::eq,
            arith::RemUIOp::create(b, addr, b.idx(16)).getResult(), b.idx(0)));
  }
  return ok;
}

namespace {

/// out[i, j] = sum over the entries p of csr row i of data[p] * rhs[col, j],
/// accumulated with fused multiply-adds in the order of the row's entries,
/// as the CPU kernel does.  One thread per (i, j); where the rows of rhs and
/// out are 16-byte aligned (the row length a multiple of 16 bytes, the base
/// pointers aligned), one thread per (i, 16 bytes of j): vector loads and
/// stores, the same fma per element (bit-identical).
Value spmm(GpuBuilder &b, CsrBuffers x, Value rhs, MemRefType outType) {
  Value m = b.csrNumRows(x), n = b.dim(rhs, 1);
  Value out = b.allocShape(outType, {m, n});
  Type elt = outType.getElementType();
  int64_t eltBytes = elt.getIntOrFloatBitWidth() / 8;
  int64_t width = 16 / eltBytes;
  Value vectorized = rowsAligned16(b, n, {rhs, out});
  auto vt = VectorType::get({width}, elt);
  auto fma = [](KernelBuilder &b, ArrayRef<Value> t, Value acc) -> Value {
    return math::FmaOp::create(b, t[0], t[1], acc);
  };
  // Narrow outputs with long rows (< 8 features, >= 8 entries per row on
  // average): a warp per output element.  Measured on an H100 with one
  // feature, 65536 rows of 16 entries: 0.046 ms by warps, 0.059 ms one
  // thread per output (cuSPARSE 0.025 ms).
  Value nnz = b.dim(x.indices, 0);
  Value narrow = arith::AndIOp::create(
      b, arith::CmpIOp::create(b, arith::CmpIPredicate::ult, n, b.idx(8)),
      arith::CmpIOp::create(b, arith::CmpIPredicate::uge, nnz,
                            arith::MulIOp::create(b, m, b.idx(8)).getResult()));
  b.ifThenElse(
      narrow,
      [&](KernelBuilder &kb) {
        GpuBuilder gb(kb.getLoc(), kb);
        GpuBuilder::KernelRole role(gb, "warp");
        spmmWarpPerOutput(gb, x, rhs, out, m, n, elt);
      },
      [&](KernelBuilder &kb) {
        GpuBuilder outer(kb.getLoc(), kb);
        GpuBuilder &b = outer;
        b.ifThenElse(
            vectorized,
            [&](KernelBuilder &kb) {
              GpuBuilder gb(kb.getLoc(), kb);
              Value nv = arith::DivUIOp::create(gb, n, gb.idx(width));
              GpuBuilder::KernelRole role(gb, "vector");
              gb.launchRows(m, nv, [&](KernelBuilder &b, Value i, Value jv) {
                Value j = arith::MulIOp::create(b, jv, b.idx(width));
                auto [lo, hi] = b.csrRowRange(x, i);
                Value acc = sumInOrder(
                    b, vt, lo, hi,
                    [&](KernelBuilder &b, Value p) -> SmallVector<Value> {
                      Value c = b.toIndex(b.load(x.indices, p));
                      Value w = vector::LoadOp::create(
                          b, vt, rhs, ValueRange{c, j},
                          /*nontemporal=*/false, llvm::Align(16));
                      return {b.load(x.data, p), w};
                    },
                    // Lane by lane: scalar fmas (the NVVM intrinsic), same
                    // order.
                    [&](KernelBuilder &b, ArrayRef<Value> t,
                        Value acc) -> Value {
                      for (int64_t k = 0; k < width; ++k) {
                        Value w = vector::ExtractOp::create(b, t[1], k);
                        Value a = vector::ExtractOp::create(b, acc, k);
                        acc = vector::InsertOp::create(
                            b, math::FmaOp::create(b, t[0], w, a), acc, k);
                      }
                      return acc;
                    });
                vector::StoreOp::create(b, acc, out, ValueRange{i, j},
                                        /*nontemporal=*/false, llvm::Align(16));
              });
            },
            [&](KernelBuilder &kb) {
              GpuBuilder gb(kb.getLoc(), kb);
              GpuBuilder::KernelRole role(gb, "rows");
              gb.launchRows(m, n, [&](KernelBuilder &b, Value i, Value j) {
                auto [lo, hi] = b.csrRowRange(x, i);
                Value acc = sumInOrder(
                    b, elt, lo, hi,
                    [&](KernelBuilder &b, Value p) -> SmallVector<Value> {
                      Value c = b.toIndex(b.load(x.indices, p));
                      return {b.load(x.data, p), b.load(rhs, {c, j})};
                    },
                    fma);
                b.store(acc, out, {i, j});
              });
            });
      });
  return out;
}

/// dot(csr^T, dense) -> row_sparse.  The entries are grouped by column
/// (GpuBuilder::groupByRow: a stable radix sort of the entries by
/// column); each run of one column is a result row, summed in row order
/// by one thread per (result row, feature), a long run as chunk sums
/// (GpuBuilder::sumRuns): deterministic, no atomics.
SmallVector<Value> spmmTransposed(GpuBuilder &b, CsrBuffers x, Value rhs,
                                  MemRefType dataType) {
  Value n = b.dim(rhs, 1);
  Value nnz = b.dim(x.indices, 0);
  SortedDotOperands sorted = SortedDotOperands::prepare(b, x);
  GpuBuilder::Runs runs = b.groupByRow(
      nnz, x.numCols,
      [&](KernelBuilder &b, Value p) { return b.load(x.indices, p); },
      /*countOnHost=*/true,
      [&](KernelBuilder &b, Value q, Value p) { sorted.place(b, q, p); });
  sorted.freeEntryRows(b);
  Value nnr = runs.numRuns;
  Value data = b.allocShape(dataType, {nnr, n});
  Type elt = dataType.getElementType();
  // One thread per (result row, feature), or per (result row, 16 bytes of
  // features) where the rhs and result rows are 16-byte aligned (checked
  // on the host; one fma per lane, so bit-identical); the long runs' block
  // sums beside the short runs' rows, then the long runs' rows
  // (GpuBuilder::applyRunSums).
  auto sumRows = [&](KernelBuilder &kb, VectorType vt) {
    GpuBuilder b(kb.getLoc(), kb);
    b.applyRunSums(
        runs, nnr, [&](KernelBuilder &) { return nnr; }, n, vt ? Type(vt) : elt,
        dotTransposedTerm(sorted, rhs, vt),
        [&](KernelBuilder &b, Value r, Value j,
            function_ref<Value(KernelBuilder &)> sum) {
          Value v = sum(b);
          if (vt)
            vector::StoreOp::create(b, v, data, ValueRange{r, j},
                                    /*nontemporal=*/false, llvm::Align(16));
          else
            b.store(v, data, {r, j});
        });
  };
  if (VectorType vt = vector16Of({rhs, data}); !vt) {
    sumRows(b, {});
  } else {
    b.ifThenElse(
        rowsAligned16(b, n, {rhs, data}),
        [&](KernelBuilder &kb) {
          GpuBuilder::KernelRole role(kb, "vector");
          sumRows(kb, vt);
        },
        [&](KernelBuilder &kb) { sumRows(kb, {}); });
  }
  sorted.free(b);
  for (Value scratch : {runs.entries, runs.start})
    b.free(scratch);
  runs.runOf.free(b);
  return RspBuffers{runs.ids, data, x.numCols}.pack();
}

//===----------------------------------------------------------------------===//
// embedding_grad
//===----------------------------------------------------------------------===//

/// embedding_grad of a default output gradient, unfused: the ids grouped by
/// row (groupEmbeddingIds, the fused kernel's grouping), each run's ograd
/// rows added from 0 in position order (GpuBuilder::applyRunSums: the CPU
/// kernel's order and bits, except runs of more than kRunChunk ids, summed
/// in blocks).
///   row_sparse  ids outside [0, input_dim) reported and skipped (their run
///               is the last one, left out of the result): the stored rows
///               are the distinct ids, ascending;
///   default     ids clipped (MXNet's AddTakeGrad); the result zeroed, then
///               each run's row written.
/// A run-time mismatch of ograd's and data's dims (reported on the host)
/// reads no ograd row.
struct EmbeddingGradGpu : public GpuOpKernelPattern<EmbeddingGradOp> {
  using GpuOpKernelPattern::GpuOpKernelPattern;

  FailureOr<Results> buildOp(EmbeddingGradOp op, Adaptor adaptor,
                             GpuBuilder &b) const override {
    SK o = *getStorageKind(op.getType());
    Value data = adaptor.getData()[0], ograd = adaptor.getOgrad()[0];
    Value ids = b.flatView(data);
    int64_t rank = cast<MemRefType>(ograd.getType()).getRank();
    Value width = b.dim(ograd, rank - 1), g = b.flatView(ograd);
    Value n = b.dim(ids, 0);
    if (Value ok = fusedProducerShape(b, op, data, ograd).ok)
      n = arith::SelectOp::create(b, ok, n, b.idx(0));
    uint64_t inputDim = op.getInputDim();
    Type elt = op.getType().getElementType();
    SmallVector<Value> result;
    if (o == SK::RowSparse) {
      EmbeddingRuns grouped = groupEmbeddingIds(
          b, ids, n, inputDim, /*clip=*/false, /*countOnHost=*/true);
      const GpuBuilder::Runs &runs = grouped.runs;
      // The run of outside ids, if any, is the last: not stored.
      Value nnr = arith::SubIOp::create(b, runs.numRuns,
                                        b.boolToIndex(grouped.anyOutside));
      auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
      Value rows = b.alloc(i64Buf, nnr);
      b.launch1D(nnr, [&](KernelBuilder &b, Value r) {
        b.store(b.load(runs.ids, r), rows, r);
      });
      Value values = b.allocShape(rspDataType(op.getType()), {nnr, width});
      b.applyRunSums(
          runs, nnr, [&](KernelBuilder &) { return nnr; }, width, elt,
          embeddingGradTerm(runs, g, width),
          [&](KernelBuilder &b, Value r, Value j,
              function_ref<Value(KernelBuilder &)> sum) {
            b.store(sum(b), values, {r, j});
          });
      runs.free(b);
      result = RspBuffers{rows, values, b.idx(inputDim)}.pack();
    } else {
      auto outType =
          cast<MemRefType>(getTypeConverter()->convertType(op.getType()));
      Value out = b.allocShape(outType, {b.idx(inputDim), width});
      b.deviceFill(out, b.fconst(elt, 0.0));
      if (inputDim > 0) {
        GpuBuilder::Runs runs =
            groupEmbeddingIds(b, ids, n, inputDim, /*clip=*/true,
                              /*countOnHost=*/false)
                .runs;
        b.applyRunSums(
            runs, n, [&](KernelBuilder &b) { return runs.numRunsIn(b); }, width,
            elt, embeddingGradTerm(runs, g, width),
            [&](KernelBuilder &b, Value r, Value j,
                function_ref<Value(KernelBuilder &)> sum) {
              Value row = b.toIndex(b.load(runs.ids, r));
              b.store(sum(b), out, {row, j});
            });
        runs.free(b);
      }
      result = {out};
    }
    return Results{result};
  }
};

/// default x default -> default, or csr x default (hasGpuKernel).
struct DotGpu : public GpuOpKernelPattern<DotOp> {
  using GpuOpKernelPattern::GpuOpKernelPattern;

  std::string role(Operation *op) const override {
    auto dot = cast<DotOp>(op);
    if (*getStorageKind(dot.getLhs().getType()) == SK::Dense)
      return "gemm";
    return dot.getTransposeA() ? "dot_t" : "spmm";
  }

  FailureOr<Results> buildOp(DotOp op, Adaptor adaptor,
                             GpuBuilder &b) const override {
    if (*getStorageKind(op.getLhs().getType()) == SK::Dense)
      return denseDense(op, adaptor, b);
    SmallVector<Type> types = buffersOf(*getTypeConverter(), op.getResult());
    CsrBuffers x = CsrBuffers::unpack(adaptor.getLhs());
    Value rhs = adaptor.getRhs()[0];
    // The CPU kernel's checks, on the host: on a mismatch of the contracted
    // dims nothing is launched and the result is empty.
    KernelGuard guard(
        b, emitDotRuntimeChecks(b, op, adaptor.getLhs(), adaptor.getRhs()),
        types, GpuBuilder::deviceZeroFill);
    SmallVector<Value> result;
    if (!op.getTransposeA())
      result.push_back(spmm(b, x, rhs, cast<MemRefType>(types[0])));
    else
      result = spmmTransposed(b, x, rhs, cast<MemRefType>(types[1]));
    return Results{guard.finish(result)};
  }

  /// default x default -> default, either operand transposed: a thread per
  /// output element, which adds the products over k in ascending order with
  /// fused multiply-adds from 0, the CPU kernel's (denseDense in
  /// lowering/Linalg.cpp) operations in its order: the same bits.  A plain
  /// kernel for the models' small dense layers, not a tuned GEMM.
  Results denseDense(DotOp op, Adaptor adaptor, GpuBuilder &b) const {
    SmallVector<Type> types = buffersOf(*getTypeConverter(), op.getResult());
    Value lhs = adaptor.getLhs()[0], rhs = adaptor.getRhs()[0];
    KernelGuard guard(
        b, emitDotRuntimeChecks(b, op, adaptor.getLhs(), adaptor.getRhs()),
        types, GpuBuilder::deviceZeroFill);
    bool ta = op.getTransposeA(), tb = op.getTransposeB();
    auto outType = cast<MemRefType>(types[0]);
    Value m = b.dim(lhs, ta ? 1 : 0), n = b.dim(rhs, tb ? 0 : 1);
    Value k = b.dim(lhs, ta ? 0 : 1);
    Value out = b.allocShape(outType, {m, n});
    Type elt = outType.getElementType();
    b.launchRows(m, n, [&](KernelBuilder &b, Value i, Value j) {
      Value sum =
          b.forLoop(b.idx(0), k, b.fconst(elt, 0.0),
                    [&](KernelBuilder &b, Value p, Value acc) -> Value {
                      Value x = ta ? b.load(lhs, {p, i}) : b.load(lhs, {i, p});
                      Value y = tb ? b.load(rhs, {j, p}) : b.load(rhs, {p, j});
                      return math::FmaOp::create(b, x, y, acc);
                    });
      b.store(sum, out, {i, j});
    });
    return Results{guard.finish({out})};
  }
};

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

/// The position of the data buffer among a sparse tensor's buffers: csr
/// (indptr, indices, data, ncols), row_sparse (indices, data, nrows).
unsigned dataBufferIndex(SK kind) { return kind == SK::Csr ? 2 : 1; }

/// A sparse tensor's buffers with its index buffers copied (on the device)
/// and its data buffer as it is, for a result of the same structure.
SmallVector<Value> copyIndexBuffers(KernelBuilder &b, ValueRange buffers,
                                    SK kind) {
  SmallVector<Value> result;
  for (auto [i, v] : llvm::enumerate(buffers))
    result.push_back(i != dataBufferIndex(kind) && isa<MemRefType>(v.getType())
                         ? b.clone(v)
                         : v);
  return result;
}

/// In a kernel: the value stored for `key` in the sorted ids [lo, hi) (a
/// binary search), at column `col` of `values` (a rows view; null col: the
/// 1-D values at the found position), else 0.
Value storedOrZero(KernelBuilder &b, Value ids, Value lo, Value hi, Value key,
                   Value values, Value col, Type elt) {
  Value p = b.lowerBound(ids, lo, hi, key);
  return b.ifThenElse(
      b.foundAt(ids, p, hi, key), elt,
      [&](KernelBuilder &b) {
        return col ? b.load(values, {p, col}) : b.load(values, p);
      },
      [&](KernelBuilder &b) { return b.fconst(elt, 0.0); });
}

/// Whether `op` (a value map) maps the stored values of one sparse operand
/// into a result of its kind, which the GPU does for every such kind the
/// CPU kernels allow (hasKernel: f(0) = 0, or a kept scalar rule);
/// zeros_like, which stores nothing, has a kernel of its own (emptyLike).
bool mapsStoredValues(Operation *op, ArrayRef<SK> in, ArrayRef<SK> out) {
  auto rule = dyn_cast<StorageInferenceOpInterface>(op);
  return op->getNumOperands() == 1 && !isa<ZerosLikeOp>(op) &&
         in[0] != SK::Dense && in[0] == out[0] && rule &&
         rule.hasKernel(in, out);
}

/// Whether `op` (a two-operand value map) combines the stored values of a
/// sparse operand with a default one into the sparse kind (elemwise_mul,
/// scatter_elemwise_div with a default divisor), as its CPU rule allows.
bool combinesStoredWithDense(Operation *op, ArrayRef<SK> in, ArrayRef<SK> out) {
  auto rule = dyn_cast<StorageInferenceOpInterface>(op);
  if (op->getNumOperands() != 2 || !rule || !rule.hasKernel(in, out))
    return false;
  SK sparse = in[0] == SK::Dense ? in[1] : in[0];
  return (in[0] == SK::Dense) != (in[1] == SK::Dense) && out[0] == sparse;
}

/// Whether `op` (a two-operand value map) has the GPU's row_sparse kernels
/// for these kinds, as its CPU rule allows: (row_sparse, row_sparse) ->
/// row_sparse by the union of the rows, and scatter_elemwise_div of a
/// row_sparse by a row_sparse or csr (the lhs's rows).
bool combinesRowSparse(Operation *op, ArrayRef<SK> in, ArrayRef<SK> out) {
  auto rule = dyn_cast<StorageInferenceOpInterface>(op);
  if (op->getNumOperands() != 2 || !rule || !rule.hasKernel(in, out) ||
      in[0] != SK::RowSparse || out[0] != SK::RowSparse)
    return false;
  if (isa<ScatterElemwiseDivOp>(op))
    return in[1] != SK::Dense;
  return in[1] == SK::RowSparse;
}

/// Every elementwise value map (isElementwiseValueMap: the ops of
/// dialect/ElementwiseOps.def, clip, quadratic, zeros_like) on default
/// operands: one thread per element, computing the op's element function
/// (its ElementwiseOpInterface, as the CPU kernels do).  The C math
/// library functions some rules call become libdevice's in the NVVM
/// pipeline (--stype-gpu-libdevice); emulated, they stay the CPU's.  Other
/// storage kinds reach the GPU through the dense fallback
/// (--stype-infer-storage=target=gpu).
struct ElementwiseGpu : public GpuKernelPattern<> {
  using GpuKernelPattern::GpuKernelPattern;

  bool matches(Operation *op) const override {
    return isElementwiseValueMap(op) && op->getNumResults() == 1;
  }

  /// The op's element function.
  static ElementwiseOpInterface rule(Operation *op) {
    return cast<ElementwiseOpInterface>(op);
  }

  FailureOr<Results> build(Operation *op, ArrayRef<ValueRange> operands,
                           GpuBuilder &b) const override {
    SK outKind = *getStorageKind(op->getResult(0).getType());
    if (outKind != SK::Dense) {
      SmallVector<SK> in = getStorageKinds(op->getOperandTypes());
      if (mapsStoredValues(op, in, {outKind}))
        return mapStored(op, operands[0], outKind, b);
      if (isa<ZerosLikeOp>(op) && in[0] == outKind)
        return Results{emptySparseLike(b, outKind, operands[0],
                                       GpuBuilder::deviceZeroFill)};
      if (combinesStoredWithDense(op, in, {outKind}))
        return sparseWithDense(op, operands, in, b);
      return isa<ScatterElemwiseDivOp>(op) ? scatterRows(op, operands, in[1], b)
                                           : unionOfRows(op, operands, b);
    }
    auto outType = resultBufferType(op);
    Value first = operands[0][0];
    // The CPU kernel's checks, on the host: binary operands of one shape
    // (else nothing is launched), and the result as the first operand's
    // buffer, cast to the result type by replaceWithBuffers (which compares
    // the dims the result type fixes).
    Value same;
    if (operands.size() == 2)
      same = emitBinaryRuntimeChecks(b, op, operands[0], operands[1]);
    Value out = b.allocLike(
        MemRefType::get(cast<MemRefType>(first.getType()).getShape(),
                        outType.getElementType()),
        first);
    SmallVector<Value> flat;
    // zeros_like reads nothing.
    if (!isa<ZerosLikeOp>(op))
      for (ValueRange operand : operands)
        flat.push_back(b.flatView(operand[0]));
    Value of = b.flatView(out);
    Type elt = outType.getElementType();
    auto launch = [&](KernelBuilder &kb) {
      GpuBuilder b(kb.getLoc(), kb);
      b.launch1D(b.dim(of, 0), [&](KernelBuilder &b, Value i) {
        SmallVector<Value> args;
        for (Value f : flat)
          args.push_back(b.load(f, i));
        Value v =
            args.empty() ? b.fconst(elt, 0.0) : elementValue(b, rule(op), args);
        b.store(v, of, i);
      });
    };
    if (same)
      b.ifThen(same, launch);
    else
      launch(b);
    return Results{{out}};
  }

  /// A one-operand map that keeps a sparse kind (relu of a csr, a scalar
  /// multiple of a row_sparse): f over the stored values, one thread per
  /// value, the index buffers copied; as the CPU kernel (mapStored in
  /// lowering/Elementwise.cpp) and MXNet's sparse unary kernels, entries
  /// whose new value is 0 stay stored.
  Results mapStored(Operation *op, ValueRange in, SK kind,
                    GpuBuilder &b) const {
    unsigned dataIndex = dataBufferIndex(kind);
    SmallVector<Value> result = copyIndexBuffers(b, in, kind);
    Value data = in[dataIndex];
    Value out = b.allocLike(cast<MemRefType>(data.getType()), data);
    Value df = b.flatView(data), of = b.flatView(out);
    b.launch1D(b.dim(of, 0), [&](KernelBuilder &b, Value i) {
      b.store(elementValue(b, rule(op), {b.load(df, i)}), of, i);
    });
    result[dataIndex] = out;
    return Results{result};
  }

  /// A sparse operand with a default one into the sparse kind
  /// (elemwise_mul, scatter_elemwise_div): f(stored value, the default
  /// operand's element at its position) for each stored value, in the
  /// operands' order; positions the sparse operand does not store are not
  /// computed (a NaN of the default operand there does not show), as in the
  /// CPU kernel (sparseTimesDense) and MXNet's.  Row_sparse: a thread per
  /// stored value; csr: a thread per row.
  Results sparseWithDense(Operation *op, ArrayRef<ValueRange> operands,
                          ArrayRef<SK> in, GpuBuilder &b) const {
    bool sparseIsLhs = in[1] == SK::Dense;
    SK kind = sparseIsLhs ? in[0] : in[1];
    ValueRange sparse = operands[sparseIsLhs ? 0 : 1];
    Value dense = operands[sparseIsLhs ? 1 : 0][0];
    Value same = emitBinaryRuntimeChecks(b, op, operands[0], operands[1]);
    unsigned dataIndex = dataBufferIndex(kind);
    SmallVector<Value> result = copyIndexBuffers(b, sparse, kind);
    Value data = sparse[dataIndex];
    Value out = b.allocLike(cast<MemRefType>(data.getType()), data);
    result[dataIndex] = out;
    Value df = b.flatView(data), of = b.flatView(out), dn = b.flatView(dense);
    auto apply = [&](KernelBuilder &b, Value stored, Value other) {
      return sparseIsLhs ? elementValue(b, rule(op), {stored, other})
                         : elementValue(b, rule(op), {other, stored});
    };
    auto launch = [&](KernelBuilder &kb) {
      GpuBuilder b(kb.getLoc(), kb);
      if (kind == SK::RowSparse) {
        Value ids = sparse[0];
        Value rowLen =
            b.dimProduct(dense, 1, cast<MemRefType>(dense.getType()).getRank());
        b.launch1D(b.dim(of, 0), [&](KernelBuilder &b, Value i) {
          Value k = arith::DivUIOp::create(b, i, rowLen);
          Value c = arith::RemUIOp::create(b, i, rowLen);
          Value row = b.toIndex(b.load(ids, k));
          Value at = arith::AddIOp::create(
              b, arith::MulIOp::create(b, row, rowLen), c);
          b.store(apply(b, b.load(df, i), b.load(dn, at)), of, i);
        });
        return;
      }
      CsrBuffers x = CsrBuffers::unpack(sparse);
      Value ncols = b.dim(dense, 1);
      b.launch1D(b.csrNumRows(x), [&](KernelBuilder &b, Value r) {
        auto [lo, hi] = b.csrRowRange(x, r);
        Value base = arith::MulIOp::create(b, r, ncols);
        b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
          Value col = b.toIndex(b.load(x.indices, p));
          Value at = arith::AddIOp::create(b, base, col);
          b.store(apply(b, b.load(df, p), b.load(dn, at)), of, p);
        });
      });
    };
    if (same)
      b.ifThen(same, launch);
    else
      launch(b);
    return Results{result};
  }

  /// row_sparse f row_sparse -> row_sparse: the union of the row sets, each
  /// row f(a or 0, b or 0), rows that become zero kept (the CPU kernel
  /// rspRsp, MXNet's RspRspOp).  The union by ranks, in O((nL + nR) log):
  /// a prefix sum over the rhs's rows of "not stored by the lhs" (binary
  /// searches) counts the union (read back to allocate the result) and
  /// places each rhs-only row after the lhs rows below it; each lhs row k
  /// goes to k + the rhs-only rows below it.  Then a thread per result value
  /// finds its row in each operand by binary search.  Integer work and one
  /// writer per location: deterministic.  Nothing is sized by the tensor's
  /// row count.  On mismatched shapes (reported by the check) the result
  /// is empty and nothing is read.
  Results unionOfRows(Operation *op, ArrayRef<ValueRange> operands,
                      GpuBuilder &b) const {
    RspBuffers l = RspBuffers::unpack(operands[0]);
    RspBuffers r = RspBuffers::unpack(operands[1]);
    Value same = emitBinaryRuntimeChecks(b, op, operands[0], operands[1]);
    auto guard = [&](Value n) -> Value {
      return same ? arith::SelectOp::create(b, same, n, b.idx(0)).getResult()
                  : n;
    };
    Value nL = guard(b.dim(l.indices, 0)), nR = guard(b.dim(r.indices, 0));
    // In a kernel: 1 if rhs row j is not stored by the lhs, else 0.
    auto rhsOnly = [&](KernelBuilder &b, Value j) -> Value {
      Value id = b.load(r.indices, j);
      Value p = b.lowerBound(l.indices, b.idx(0), nL, id);
      return arith::SelectOp::create(b, b.foundAt(l.indices, p, nL, id),
                                     b.i64(0), b.i64(1));
    };
    GpuBuilder::PrefixSum rank = b.prefixSumI64(rhsOnly, nR);
    Value nnr = arith::AddIOp::create(b, nL, b.readBackLastOrZero(rank, nR));
    auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
    Value ids = b.alloc(i64Buf, nnr);
    Value data = b.allocLike(cast<MemRefType>(l.data.getType()), l.data, nnr);
    // The rhs-only rows among rhs rows [0, q): the prefix sum at q - 1.
    auto rhsOnlyBelow = [&](KernelBuilder &b, Value q) -> Value {
      Value any =
          arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, q, b.idx(0));
      return b.ifThenElse(
          any, b.getI64Type(),
          [&](KernelBuilder &b) {
            return rank.at(b, arith::SubIOp::create(b, q, b.idx(1)));
          },
          [&](KernelBuilder &b) { return b.i64(0); });
    };
    b.launch1D(nL, [&](KernelBuilder &b, Value k) {
      Value id = b.load(l.indices, k);
      Value q = b.lowerBound(r.indices, b.idx(0), nR, id);
      Value at = arith::AddIOp::create(b, k, b.toIndex(rhsOnlyBelow(b, q)));
      b.store(id, ids, at);
    });
    b.launch1D(nR, [&](KernelBuilder &b, Value j) {
      b.ifThen(
          arith::CmpIOp::create(b, arith::CmpIPredicate::ne, rhsOnly(b, j),
                                b.i64(0)),
          [&](KernelBuilder &b) {
            Value id = b.load(r.indices, j);
            Value before = b.lowerBound(l.indices, b.idx(0), nL, id);
            Value at = arith::AddIOp::create(
                b, before,
                b.toIndex(arith::SubIOp::create(b, rank.at(b, j), b.i64(1))));
            b.store(id, ids, at);
          });
    });
    rank.free(b);
    Value out = b.rowsView(data);
    Value aRows = b.rowsView(l.data), bRows = b.rowsView(r.data);
    Type elt = cast<MemRefType>(data.getType()).getElementType();
    b.launchRows(nnr, b.dim(out, 1), [&](KernelBuilder &b, Value k, Value c) {
      Value id = b.load(ids, k);
      Value x = storedOrZero(b, l.indices, b.idx(0), nL, id, aRows, c, elt);
      Value y = storedOrZero(b, r.indices, b.idx(0), nR, id, bRows, c, elt);
      b.store(elementValue(b, rule(op), {x, y}), out, {k, c});
    });
    return Results{RspBuffers{ids, data, l.numRows}.pack()};
  }

  /// scatter_elemwise_div of a row_sparse by a row_sparse or csr: the lhs's
  /// rows only, f(a, b or 0) (the CPU kernel scatterRsp): a thread per
  /// result value, which finds its row (row_sparse) or column (in its csr
  /// row) in the rhs by binary search.
  Results scatterRows(Operation *op, ArrayRef<ValueRange> operands, SK rhsKind,
                      GpuBuilder &b) const {
    RspBuffers l = RspBuffers::unpack(operands[0]);
    Value same = emitBinaryRuntimeChecks(b, op, operands[0], operands[1]);
    Value data = b.allocLike(cast<MemRefType>(l.data.getType()), l.data);
    Value out = b.rowsView(data), aRows = b.rowsView(l.data);
    Type elt = cast<MemRefType>(data.getType()).getElementType();
    Value nnr = b.dim(l.indices, 0);
    if (same)
      nnr = arith::SelectOp::create(b, same, nnr, b.idx(0));
    b.launchRows(nnr, b.dim(out, 1), [&](KernelBuilder &b, Value k, Value c) {
      Value id = b.load(l.indices, k);
      Value y;
      if (rhsKind == SK::RowSparse) {
        RspBuffers r = RspBuffers::unpack(operands[1]);
        y = storedOrZero(b, r.indices, b.idx(0), b.dim(r.indices, 0), id,
                         b.rowsView(r.data), c, elt);
      } else {
        CsrBuffers r = CsrBuffers::unpack(operands[1]);
        auto [lo, hi] = b.csrRowRange(r, b.toIndex(id));
        Value col = arith::IndexCastOp::create(b, b.getI64Type(), c);
        y = storedOrZero(b, r.indices, lo, hi, col, r.data, {}, elt);
      }
      b.store(elementValue(b, rule(op), {b.load(aRows, {k, c}), y}), out,
              {k, c});
    });
    return Results{RspBuffers{b.clone(l.indices), data, l.numRows}.pack()};
  }
};

/// broadcast_add/sub/mul/div of two default operands: the CPU kernel's
/// result dims (numpy broadcasting, checked on the host) and its element
/// rule (emitBroadcastValue), one thread per output element, whose linear
/// index is split into the output's indices.
struct BroadcastGpu : public GpuKernelPattern<BroadcastAddOp, BroadcastSubOp,
                                              BroadcastMulOp, BroadcastDivOp> {
  using GpuKernelPattern::GpuKernelPattern;

  FailureOr<Results> build(Operation *op, ArrayRef<ValueRange> operands,
                           GpuBuilder &b) const override {
    if (*getStorageKind(op->getOperand(0).getType()) == SK::Csr)
      return csrByDense(op, operands, b);
    auto outType = resultBufferType(op);
    Value lhs = operands[0][0], rhs = operands[1][0];
    SmallVector<Value> dims = emitBroadcastDims(b, lhs, rhs);
    Value out = b.allocShape(outType, dims);
    Value n = b.idx(1);
    for (Value d : dims)
      n = arith::MulIOp::create(b, n, d);
    b.launch1D(n, [&](KernelBuilder &b, Value i) {
      SmallVector<Value> ivs(dims.size());
      Value rest = i;
      for (int64_t d = int64_t(dims.size()) - 1; d >= 0; --d) {
        ivs[d] = arith::RemUIOp::create(b, rest, dims[d]);
        rest = arith::DivUIOp::create(b, rest, dims[d]);
      }
      b.store(emitBroadcastValue(b, op, lhs, rhs, ivs), out, ivs);
    });
    return Results{{out}};
  }

  /// broadcast_mul/div of a csr by a default operand into a csr: the stored
  /// entries only (a NaN of the default operand elsewhere does not show),
  /// the indices copied; a thread per row.  On a shape mismatch (reported
  /// on the host) the values are set to 0, as on the CPU.
  Results csrByDense(Operation *op, ArrayRef<ValueRange> operands,
                     GpuBuilder &b) const {
    ValueRange csr = operands[0];
    Value dense = operands[1][0];
    SmallVector<Value> result = copyIndexBuffers(b, csr, SK::Csr);
    Value data = csr[2];
    Value out = b.allocLike(cast<MemRefType>(data.getType()), data);
    result[2] = out;
    CsrBuffers x = CsrBuffers::unpack(csr);
    b.ifThenElse(
        emitCsrBroadcastCheck(b, csr, dense),
        [&](KernelBuilder &kb) {
          GpuBuilder b(kb.getLoc(), kb);
          b.launch1D(b.csrNumRows(x), [&](KernelBuilder &b, Value r) {
            auto [lo, hi] = b.csrRowRange(x, r);
            b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
              b.store(emitCsrBroadcastEntry(b, op, csr, dense, r, p), out, p);
            });
          });
        },
        [&](KernelBuilder &b) { GpuBuilder::deviceZeroFill(b, out); });
    return Results{result};
  }
};

/// sum, mean and norm of a default tensor (any axis, keepdims, exclude):
/// one thread per output element, which reduces its inputs in the CPU
/// kernel's order (emitDenseReductionElement): the same bits.
struct ReduceGpu : public GpuKernelPattern<SumOp, MeanOp, NormOp> {
  using GpuKernelPattern::GpuKernelPattern;

  FailureOr<Results> build(Operation *op, ArrayRef<ValueRange> operands,
                           GpuBuilder &b) const override {
    auto outType = resultBufferType(op);
    Value in = operands[0][0];
    DenseReduction r = emitDenseReduction(b, op, in);
    Value out = b.allocShape(outType, r.dims);
    Value flatIn = b.flatView(in), flatOut = b.flatView(out);
    b.launch1D(b.dim(flatOut, 0), [&](KernelBuilder &b, Value g) {
      b.store(emitDenseReductionElement(b, r, flatIn, g), flatOut, g);
    });
    return Results{{out}};
  }
};

/// where(cond, x, y) -> default with a default condition (same shape, or
/// one flag per row of x) or a 2-D csr one: the CPU kernel's checks on the
/// host; then y copied and x written where the condition is non-zero (a
/// thread per element, or per csr row over its stored entries).
struct WhereGpu : public GpuOpKernelPattern<WhereOp> {
  using GpuOpKernelPattern::GpuOpKernelPattern;

  FailureOr<Results> buildOp(WhereOp op, Adaptor adaptor,
                             GpuBuilder &b) const override {
    SK c = *getStorageKind(op.getCondition().getType());
    ValueRange cond = adaptor.getCondition();
    Value x = adaptor.getX()[0], y = adaptor.getY()[0];
    bool rowVector = whereConditionIsRowVector(op, cond, x);
    SmallVector<Type> types = buffersOf(*getTypeConverter(), op.getResult());
    KernelGuard guard(
        b, emitWhereRuntimeChecks(b, op, cond, adaptor.getX(), adaptor.getY()),
        types, GpuBuilder::deviceZeroFill);
    Value out = b.clone(y);
    if (c == SK::Dense) {
      Value xf = b.flatView(x), of = b.flatView(out);
      Value cf = b.flatView(cond[0]);
      Value rowLen =
          rowVector
              ? b.dimProduct(x, 1, cast<MemRefType>(x.getType()).getRank())
              : Value();
      b.launch1D(b.dim(of, 0), [&](KernelBuilder &b, Value i) {
        Value at =
            rowVector ? arith::DivUIOp::create(b, i, rowLen).getResult() : i;
        b.ifThen(b.isNonZero(b.load(cf, at)),
                 [&](KernelBuilder &b) { b.store(b.load(xf, i), of, i); });
      });
    } else {
      CsrBuffers csr = CsrBuffers::unpack(cond);
      b.launch1D(b.csrNumRows(csr), [&](KernelBuilder &b, Value i) {
        auto [lo, hi] = b.csrRowRange(csr, i);
        b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
          b.ifThen(b.isNonZero(b.load(csr.data, p)), [&](KernelBuilder &b) {
            Value j = b.toIndex(b.load(csr.indices, p));
            b.store(b.load(x, {i, j}), out, {i, j});
          });
        });
      });
    }
    return Results{guard.finish({out})};
  }
};

/// add_n of default operands: the CPU kernel's shape check on the host
/// (every operand one shape; else the result is empty and nothing is
/// read), then a thread per element adds the operands from 0 in their order
/// (the CPU kernel's additions: the same bits).  Other kinds reach the GPU
/// through the dense fallback.
struct AddNGpu : public GpuOpKernelPattern<AddNOp> {
  using GpuOpKernelPattern::GpuOpKernelPattern;

  // Default operands (row_sparse ones: the CPU kernel, populated too).
  bool hasKernel(Operation *op) const override {
    return hasGpuKernel(op) && llvm::all_of(op->getOperandTypes(), [](Type t) {
             return *getStorageKind(t) == SK::Dense;
           });
  }

  FailureOr<Results> buildOp(AddNOp op, Adaptor adaptor,
                             GpuBuilder &b) const override {
    SmallVector<ValueRange> args(adaptor.getArgs().begin(),
                                 adaptor.getArgs().end());
    SmallVector<Type> types = buffersOf(*getTypeConverter(), op.getResult());
    KernelGuard guard(b, emitAddNRuntimeChecks(b, op, args), types,
                      GpuBuilder::deviceZeroFill);
    auto outType = cast<MemRefType>(types[0]);
    Value out = b.allocLike(outType, args[0][0]);
    SmallVector<Value> flat;
    for (ValueRange a : args)
      flat.push_back(b.flatView(a[0]));
    Value of = b.flatView(out);
    Type elt = outType.getElementType();
    b.launch1D(b.dim(of, 0), [&](KernelBuilder &b, Value i) {
      Value acc = b.fconst(elt, 0.0);
      for (Value f : flat)
        acc = arith::AddFOp::create(b, acc, b.load(f, i));
      b.store(acc, of, i);
    });
    return Results{guard.finish({out})};
  }
};

//===----------------------------------------------------------------------===//
// Optimizers
//===----------------------------------------------------------------------===//

/// The new weight and states of element (i, c) of the 2-D views.
void updateElement(KernelBuilder &b, const OptimizerElementRule &r, Value wRows,
                   ArrayRef<Value> stateRows, Value g, Value i, Value c) {
  SmallVector<Value> states;
  for (Value s : stateRows)
    states.push_back(b.load(s, {i, c}));
  Value nw =
      r.element(b, b.load(wRows, {i, c}), states, g,
                [&](unsigned n, Value v) { b.store(v, stateRows[n], {i, c}); });
  b.store(nw, wRows, {i, c});
}

} // namespace

/// updateElement on the 16-byte vector (vt) of row i from column c: vector
/// loads and stores, the rule's arithmetic lane by lane.
void mlir::stype::updateElementVector(KernelBuilder &b,
                                      const OptimizerElementRule &r,
                                      Value wRows, ArrayRef<Value> stateRows,
                                      function_ref<Value(KernelBuilder &)> g,
                                      Value i, Value c, VectorType vt) {
  auto load = [&](Value buf) -> Value {
    return vector::LoadOp::create(b, vt, buf, ValueRange{i, c},
                                  /*nontemporal=*/false, llvm::Align(16));
  };
  auto store = [&](Value v, Value buf) {
    vector::StoreOp::create(b, v, buf, ValueRange{i, c},
                            /*nontemporal=*/false, llvm::Align(16));
  };
  SmallVector<Value> states;
  for (Value s : stateRows)
    states.push_back(load(s));
  Value w = load(wRows);
  Value nw = r.element(b, w, states, g(b),
                       [&](unsigned n, Value v) { store(v, stateRows[n]); });
  store(nw, wRows);
}

void mlir::stype::prefetchElements(KernelBuilder &b, ArrayRef<Value> buffers,
                                   ValueRange indices) {
  for (Value buf : buffers)
    memref::PrefetchOp::create(b, buf, indices, /*isWrite=*/false,
                               /*localityHint=*/3, /*isDataCache=*/true);
}

namespace {

/// The buffers an update writes operand #i into (all of a row_sparse
/// operand's: the CPU kernels' `writable`).
SmallVector<Value> writableOperands(GpuBuilder &b, Operation *op,
                                    ArrayRef<ValueRange> operands, unsigned i) {
  SmallVector<Value> out(operands[i].begin(), operands[i].end());
  if (canUpdateOperandInPlace(op->getOperand(i), op))
    return out;
  for (Value &v : out)
    if (isa<MemRefType>(v.getType()))
      v = b.clone(v);
  return out;
}

/// Emits `launches` on the host under the CPU kernels' run-time checks
/// (emitUpdateRuntimeChecks): run-time hyper-parameters in range (`valid`,
/// null when there are none) and the gradient and states of the weight's
/// shape (Group AdaGrad's per-row history: [rows, 1]) where a dim is
/// dynamic.  A failed check
/// reports its kernel error (STYPE_KERNEL_INVALID_HYPERPARAMETER,
/// STYPE_KERNEL_SHAPE_MISMATCH) and launches nothing: every tensor keeps
/// its value, as on the CPU.
void checkedUpdate(GpuBuilder &b, Operation *op, ArrayRef<ValueRange> operands,
                   unsigned numStates, bool perRowState, Value valid,
                   function_ref<void()> launches,
                   function_ref<Value()> moreChecks = nullptr) {
  Value ok =
      emitUpdateRuntimeChecks(b, op, operands, numStates, perRowState, valid);
  if (moreChecks)
    if (Value more = moreChecks())
      ok = ok ? arith::AndIOp::create(b, ok, more).getResult() : more;
  if (ok)
    b.ifThen(ok, [&](KernelBuilder &) { launches(); });
  else
    launches();
}

/// A standard update's launch over every element (i, c) of the weight rows
/// `wRows`: `body` gets the gradient's element, found by a binary search of
/// i in the gradient's sorted row ids, or null for a row absent from it.
void launchEveryRow(
    GpuBuilder &b, RspBuffers g, Value wRows,
    function_ref<void(KernelBuilder &, Value i, Value c, Value gv)> body) {
  Value gRows = b.rowsView(g.data);
  Value nnr = b.dim(g.indices, 0);
  b.launchRows(
      b.dim(wRows, 0), b.dim(wRows, 1),
      [&](KernelBuilder &b, Value i, Value c) {
        Value id = b.toI64(i);
        Value p = b.lowerBound(g.indices, b.idx(0), nnr, id);
        Value found = b.foundAt(g.indices, p, nnr, id);
        b.ifThenElse(
            found,
            [&](KernelBuilder &b) { body(b, i, c, b.load(gRows, {p, c})); },
            [&](KernelBuilder &b) { body(b, i, c, Value()); });
      });
}

/// Every optimizer but Group AdaGrad; the multi-precision ones (mp_*) too:
/// their rule reads the f16 weight and gradient and the f32 states and
/// master copy (the last state) at their own types, widens the gradient,
/// applies the f32 rule to the master copy and stores its f16 rounding
/// (arith.truncf, to nearest even) as the weight, as the CPU kernel does.
struct UpdateGpu : public GpuKernelPattern<> {
  using GpuKernelPattern::GpuKernelPattern;

  bool matches(Operation *op) const override {
    return isa<OptimizerUpdateOpInterface>(op);
  }
  bool hasKernel(Operation *op) const override {
    FailureOr<OptimizerElementRule> shape = getOptimizerElementRule(op);
    return succeeded(shape) && !shape->perRowState && hasGpuKernel(op);
  }

  FailureOr<Results> build(Operation *o, ArrayRef<ValueRange> operands,
                           GpuBuilder &b) const override {
    auto op = cast<OptimizerUpdateOpInterface>(o);
    unsigned numStates = getOptimizerElementRule(op)->numStates;
    auto kindOf = [&](unsigned i) {
      return *getStorageKind(op->getOperand(i).getType());
    };
    // The CPU kernels' kinds (hasGpuKernel is the op's hasKernel): a
    // default weight with default states and a default or row_sparse
    // gradient, or a row_sparse weight with a row_sparse gradient and
    // default or row_sparse states.  A row_sparse weight or state must
    // store every row, so its data is updated as a default tensor's.
    SK wk = kindOf(0), gk = kindOf(1);
    unsigned numOptStates = numStates - (op.isMultiPrecision() ? 1 : 0);
    SK sk = numOptStates ? kindOf(2) : SK::Dense;

    // The rule's scalars go here, on the host, before the launches.
    const OptimizerElementRule r = *getOptimizerElementRule(op, &b, operands);
    auto dataOf = [&](unsigned i, ArrayRef<Value> bufs) {
      return kindOf(i) == SK::Dense ? bufs[0] : bufs[1];
    };
    SmallVector<SmallVector<Value>> results = {
        writableOperands(b, op, operands, 0)};
    for (unsigned s = 0; s < r.numStates; ++s)
      results.push_back(writableOperands(b, op, operands, 2 + s));
    Value w = dataOf(0, results[0]);
    SmallVector<Value> states;
    for (unsigned s = 0; s < r.numStates; ++s)
      states.push_back(dataOf(2 + s, results[1 + s]));
    // Standard when asked, and always for a row_sparse weight whose states
    // are dense (MXNet's StdOptStorageType), as on the CPU.
    bool standard =
        !r.lazy || (wk == SK::RowSparse && numOptStates && sk == SK::Dense);

    checkedUpdate(
        b, op, operands, r.numStates, /*perRowState=*/false, r.valid,
        [&] { launchUpdate(b, r, gk, operands, w, states, standard); },
        [&] {
          SmallVector<SK> kinds = {wk};
          for (unsigned s = 0; s < r.numStates; ++s)
            kinds.push_back(kindOf(2 + s));
          return emitStoresEveryRowChecks(b, results, kinds);
        });
    return results;
  }

  /// The launches of the update of `w` and `states` by the gradient
  /// `operands[1]` (dense or row_sparse).
  static void launchUpdate(GpuBuilder &b, const OptimizerElementRule &r, SK gk,
                           ArrayRef<ValueRange> operands, Value w,
                           ArrayRef<Value> states, bool standard) {
    if (gk == SK::Dense) {
      Value g = b.flatView(operands[1][0]);
      Value wf = b.flatView(w);
      SmallVector<Value> sf;
      for (Value s : states)
        sf.push_back(b.flatView(s));
      b.launch1D(b.dim(wf, 0), [&](KernelBuilder &b, Value i) {
        SmallVector<Value> sv;
        for (Value s : sf)
          sv.push_back(b.load(s, i));
        Value nw =
            r.element(b, b.load(wf, i), sv, b.load(g, i),
                      [&](unsigned n, Value v) { b.store(v, sf[n], i); });
        b.store(nw, wf, i);
      });
    } else {
      RspBuffers g = RspBuffers::unpack(operands[1]);
      Value gRows = b.rowsView(g.data);
      Value wRows = b.rowsView(w);
      SmallVector<Value> stateRows;
      for (Value s : states)
        stateRows.push_back(b.rowsView(s));
      Value rowLen = b.dim(wRows, 1);
      Value nnr = b.dim(g.indices, 0);
      if (!standard || !r.absentRowsChange) {
        // The gradient's rows only: one thread per (stored row, feature),
        // or per (stored row, 16 bytes of features) where every row is
        // 16-byte aligned: vector loads and stores, the same element rule
        // lane by lane (bit-identical).
        auto scalar = [&](KernelBuilder &kb) {
          GpuBuilder b(kb.getLoc(), kb);
          GpuBuilder::KernelRole role(b, "rows");
          b.launchRows(nnr, rowLen, [&](KernelBuilder &b, Value k, Value c) {
            Value i = b.toIndex(b.load(g.indices, k));
            updateElement(b, r, wRows, stateRows, b.load(gRows, {k, c}), i, c);
          });
        };
        SmallVector<Value> rows = {wRows, gRows};
        rows.append(stateRows.begin(), stateRows.end());
        VectorType vt = vector16Of(rows);
        if (!vt) {
          scalar(b);
          return;
        }
        b.ifThenElse(
            rowsAligned16(b, rowLen, rows),
            [&](KernelBuilder &kb) {
              GpuBuilder b(kb.getLoc(), kb);
              Value lanes = b.idx(vt.getNumElements());
              Value nv = arith::DivUIOp::create(b, rowLen, lanes);
              GpuBuilder::KernelRole role(b, "vector");
              b.launchRows(nnr, nv, [&](KernelBuilder &b, Value k, Value cv) {
                Value i = b.toIndex(b.load(g.indices, k));
                Value c = arith::MulIOp::create(b, cv, lanes);
                Value gv = vector::LoadOp::create(
                    b, vt, gRows, ValueRange{k, c}, /*nontemporal=*/false,
                    llvm::Align(16));
                updateElementVector(
                    b, r, wRows, stateRows, [&](KernelBuilder &) { return gv; },
                    i, c, vt);
              });
            },
            scalar);
      } else {
        // Every row; each thread finds its row in the sorted gradient ids.
        launchEveryRow(b, g, wRows,
                       [&](KernelBuilder &b, Value i, Value c, Value gv) {
                         updateElement(b, r, wRows, stateRows, gv, i, c);
                       });
      }
    }
  }
};

/// Group AdaGrad (weight and history [rows, 1] default, or row_sparse
/// storing every row; dense gradient, or row_sparse lazy or standard).  Two
/// launches: one thread per updated row computes the row's new history h_i +
/// mean_j g'_ij^2, summing the row in the CPU kernel's order (the shared rule's
/// rowState), then one thread per element updates the weight with its row's new
/// history.  Rows absent from a row_sparse gradient keep their history; a
/// standard update (wd != 0) still decays their weight.  No atomics:
/// deterministic.
struct GroupAdagradGpu : public GpuOpKernelPattern<GroupAdagradUpdateOp> {
  using GpuOpKernelPattern::GpuOpKernelPattern;

  FailureOr<Results> buildOp(GroupAdagradUpdateOp op, Adaptor adaptor,
                             GpuBuilder &b) const override {
    SK wk = *getStorageKind(op.getWeight().getType());
    SK gk = *getStorageKind(op.getGrad().getType());
    SK hk = *getStorageKind(op.getHistory().getType());
    ArrayRef<ValueRange> operands = adaptor.getOperands();
    const UpdateRule r = buildUpdateRule(b, op, operands);
    // A row_sparse weight or history stores every row (checked below): its
    // data is updated as a default tensor's, as on the CPU.
    SmallVector<SmallVector<Value>> results = {
        writableOperands(b, op, operands, 0),
        writableOperands(b, op, operands, 2)};
    Value w = wk == SK::Dense ? results[0][0] : results[0][1];
    Value h = hk == SK::Dense ? results[1][0] : results[1][1];
    // Standard when asked, and always for a row_sparse weight with a
    // default history (MXNet's StdOptStorageType), as on the CPU.
    bool standard = !r.c.lazy || (wk == SK::RowSparse && hk == SK::Dense);
    checkedUpdate(
        b, op, operands, 1, /*perRowState=*/true, r.valid,
        [&] { launchUpdate(b, r, gk, operands, w, h, standard); },
        [&] { return emitStoresEveryRowChecks(b, results, {wk, hk}); });
    return results;
  }

  static void launchUpdate(GpuBuilder &b, const UpdateRule &r, SK gk,
                           ArrayRef<ValueRange> operands, Value w, Value h,
                           bool standard) {
    Value wRows = b.rowsView(w), hRows = b.rowsView(h);
    Value numRows = b.dim(wRows, 0), rowLen = b.dim(wRows, 1);
    // Row i's new history from row k of the 2-D gradient rows.
    auto history = [&](KernelBuilder &b, Value i, Value gRows, Value k) {
      Value nh = r.rowState(
          b, b.load(hRows, {i, b.idx(0)}),
          [&](KernelBuilder &b, Value j, Type) {
            return b.load(gRows, {k, j});
          },
          rowLen);
      b.store(nh, hRows, {i, b.idx(0)});
    };
    // Element (i, c) with its row's (new) history and gradient gv.
    auto element = [&](KernelBuilder &b, Value i, Value c, Value gv) {
      Value hi = b.load(hRows, {i, b.idx(0)});
      Value nw =
          r.element(b, b.load(wRows, {i, c}), {hi}, gv, [](unsigned, Value) {});
      b.store(nw, wRows, {i, c});
    };
    if (gk == SK::Dense) {
      Value gRows = b.rowsView(operands[1][0]);
      std::optional<GpuBuilder::KernelRole> role(std::in_place, b, "history");
      b.launch1D(numRows,
                 [&](KernelBuilder &b, Value i) { history(b, i, gRows, i); });
      role.emplace(b, "weights");
      b.launchRows(numRows, rowLen, [&](KernelBuilder &b, Value i, Value c) {
        element(b, i, c, b.load(gRows, {i, c}));
      });
      return;
    }
    RspBuffers g = RspBuffers::unpack(operands[1]);
    Value gRows = b.rowsView(g.data);
    Value nnr = b.dim(g.indices, 0);
    auto rowOf = [&](KernelBuilder &b, Value k) {
      return b.toIndex(b.load(g.indices, k));
    };
    std::optional<GpuBuilder::KernelRole> role(std::in_place, b, "history");
    b.launch1D(nnr, [&](KernelBuilder &b, Value k) {
      history(b, rowOf(b, k), gRows, k);
    });
    role.emplace(b, "weights");
    if (!standard || !r.absentRowsChange) {
      b.launchRows(nnr, rowLen, [&](KernelBuilder &b, Value k, Value c) {
        element(b, rowOf(b, k), c, b.load(gRows, {k, c}));
      });
      return;
    }
    launchEveryRow(b, g, wRows, element);
  }
};

} // namespace

bool mlir::stype::hasGpuKernel(Operation *op, ArrayRef<SK> in,
                               ArrayRef<SK> out) {
  // The ops with a kernel table (dialect/*.td, `kernels`): the matching
  // row's GPU form.
  if (hasKernelTable(op)) {
    const KernelRow *row = matchKernelRow(op, in, out);
    return row && (row->gpu == GpuForm::Own || row->gpu == GpuForm::SharesCpu);
  }
  auto allDense = [](ArrayRef<SK> kinds) {
    return llvm::all_of(kinds, [](SK k) { return k == SK::Dense; });
  };
  // The elementwise maps (rows of dialect/ElementwiseOps.def): ElementwiseGpu
  // computes the row's element function on default operands and on the
  // sparse forms the row's rule allows.
  if (isElementwiseValueMap(op))
    return (allDense(in) && allDense(out)) || mapsStoredValues(op, in, out) ||
           (isa<ZerosLikeOp>(op) && in[0] == out[0]) ||
           combinesStoredWithDense(op, in, out) ||
           combinesRowSparse(op, in, out);
  // Every optimizer, mp_* and Group AdaGrad included: the CPU kernels'
  // kinds (UpdateGpu, GroupAdagradGpu).
  if (failed(getOptimizerElementRule(op)))
    return false;
  return cast<StorageInferenceOpInterface>(op).hasKernel(in, out);
}

bool mlir::stype::hasGpuKernel(Operation *op) {
  return hasGpuKernel(op, getStorageKinds(op->getOperandTypes()),
                      getStorageKinds(op->getResultTypes()));
}

void mlir::stype::populateGpuKernels(TypeConverter &tc, RewritePatternSet &p) {
  MLIRContext *ctx = p.getContext();
  // The GPU kernels have benefit 2: they are tried before the CPU patterns
  // populated below for the ops that share their CPU kernels (where, add_n,
  // broadcasts and embedding_grad have both).
  p.add<EmbeddingGradGpu, CastStorageGpu, DotGpu, WhereGpu, AddNGpu,
        ElementwiseGpu, BroadcastGpu, ReduceGpu>(tc, ctx);
  // Every optimizer update (the interface), Group AdaGrad's per-row state
  // apart.
  p.add<UpdateGpu, GroupAdagradGpu>(tc, ctx);
  // The CPU kernels of the rows whose GPU form is the CPU kernel
  // (Stype_GpuSharesCpu in the ops' kernel tables), under the device
  // KernelTarget of --stype-lower-kernels-gpu.
  populateNNKernels(tc, p);
  // slice, take, embedding, sparse_retain (embedding_grad: its GPU kernel).
  populateIndexingKernels(tc, p);
  // concat, add_n of row_sparse operands (the other combine kernels: the
  // GPU's own, above).
  populateCombineKernels(tc, p);
  // square_sum, getnnz, max, min, argmax (sum, mean, norm: ReduceGpu,
  // above).
  populateReductionKernels(tc, p);
  // batch_dot (dot: DotGpu, above).
  populateBatchDotKernels(tc, p);
  // reshape, transpose, broadcast_to/like, broadcast_axis, one_hot, pick,
  // pick_grad.
  populateShapeKernels(tc, p);
}

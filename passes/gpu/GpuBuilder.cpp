//===- GpuBuilder.cpp - device-side pieces of the GPU kernels ---*- C++ -*-===//

#include "passes/gpu/GpuBuilder.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

#include <limits>

using namespace mlir;
using namespace mlir::stype;

namespace {
constexpr int64_t kThreads1D = 256;
constexpr int64_t kTileCols = 32; // threadIdx.x: one warp along a row
constexpr int64_t kTileRows = 8;  // threadIdx.y: rows per block
} // namespace

void GpuBuilder::free(Value memref) { memref::DeallocOp::create(*this, memref); }

/// Emits a gpu.launch of grid x block threads whose body is `body`, skipped
/// when `nonEmpty` is false.
static void emitLaunch(GpuBuilder &b, Value nonEmpty, Value gridX, Value gridY,
                       int64_t blockX, int64_t blockY,
                       function_ref<void(KernelBuilder &, gpu::LaunchOp)> body) {
  b.ifThen(nonEmpty, [&](KernelBuilder &hb) {
    Value one = hb.idx(1);
    auto launch = gpu::LaunchOp::create(hb, gridX, gridY, one, hb.idx(blockX),
                                        hb.idx(blockY), one);
    OpBuilder::InsertionGuard guard(hb);
    hb.setInsertionPointToStart(&launch.getBody().front());
    KernelBuilder kb(hb.getLoc(), hb);
    body(kb, launch);
    gpu::TerminatorOp::create(kb);
  });
}

void GpuBuilder::launch1D(Value n,
                          function_ref<void(KernelBuilder &, Value)> body) {
  Value nonEmpty =
      arith::CmpIOp::create(*this, arith::CmpIPredicate::ugt, n, idx(0));
  Value grid = arith::CeilDivUIOp::create(*this, n, idx(kThreads1D));
  emitLaunch(*this, nonEmpty, grid, idx(1), kThreads1D, 1,
             [&](KernelBuilder &b, gpu::LaunchOp launch) {
               Value base = arith::MulIOp::create(
                   b, launch.getBlockIds().x, b.idx(kThreads1D));
               Value i = arith::AddIOp::create(b, base,
                                               launch.getThreadIds().x);
               Value in =
                   arith::CmpIOp::create(b, arith::CmpIPredicate::ult, i, n);
               b.ifThen(in, [&](KernelBuilder &b) { body(b, i); });
             });
}

void GpuBuilder::launchRows(
    Value rows, Value cols,
    function_ref<void(KernelBuilder &, Value, Value)> body) {
  Value nonEmpty = arith::AndIOp::create(
      *this,
      arith::CmpIOp::create(*this, arith::CmpIPredicate::ugt, rows, idx(0)),
      arith::CmpIOp::create(*this, arith::CmpIPredicate::ugt, cols, idx(0)));
  Value gridX = arith::CeilDivUIOp::create(*this, rows, idx(kTileRows));
  Value gridY = arith::CeilDivUIOp::create(*this, cols, idx(kTileCols));
  emitLaunch(
      *this, nonEmpty, gridX, gridY, kTileCols, kTileRows,
      [&](KernelBuilder &b, gpu::LaunchOp launch) {
        Value row = arith::AddIOp::create(
            b,
            arith::MulIOp::create(b, launch.getBlockIds().x,
                                  b.idx(kTileRows)),
            launch.getThreadIds().y);
        Value col = arith::AddIOp::create(
            b,
            arith::MulIOp::create(b, launch.getBlockIds().y,
                                  b.idx(kTileCols)),
            launch.getThreadIds().x);
        Value in = arith::AndIOp::create(
            b, arith::CmpIOp::create(b, arith::CmpIPredicate::ult, row, rows),
            arith::CmpIOp::create(b, arith::CmpIPredicate::ult, col, cols));
        b.ifThen(in, [&](KernelBuilder &b) { body(b, row, col); });
      });
}

void GpuBuilder::deviceFill(Value memref, Value value) {
  Value flat = flatView(memref);
  launch1D(dim(flat, 0),
           [&](KernelBuilder &b, Value i) { b.store(value, flat, i); });
}

Value GpuBuilder::readBack(Value memref, Value i) {
  Type elt = cast<MemRefType>(memref.getType()).getElementType();
  auto one = MemRefType::get({1}, elt);
  Value dev = alloc(one, {});
  launch1D(idx(1), [&](KernelBuilder &b, Value t) {
    b.store(b.load(memref, i), dev, t);
  });
  Value host = memref::AllocaOp::create(*this, one);
  memref::CopyOp::create(*this, dev, host);
  free(dev);
  return load(host, idx(0));
}

Value GpuBuilder::inclusiveScanI64(Value in, Value n) {
  auto type = MemRefType::get({ShapedType::kDynamic}, getI64Type());
  Value a = alloc(type, n), t = alloc(type, n);
  launch1D(n, [&](KernelBuilder &b, Value i) { b.store(b.load(in, i), a, i); });
  // Step s: t[i] = a[i] + a[i - 2^s], then a = t.
  forLoop(idx(0), idx(63), [&](KernelBuilder &hb, Value s) {
    Value d = arith::ShLIOp::create(hb, hb.idx(1), s);
    Value active = arith::CmpIOp::create(hb, arith::CmpIPredicate::ult, d, n);
    hb.ifThen(active, [&](KernelBuilder &hb) {
      GpuBuilder gb(hb.getLoc(), hb);
      gb.launch1D(n, [&](KernelBuilder &b, Value i) {
        Value v = b.load(a, i);
        Value hasLeft =
            arith::CmpIOp::create(b, arith::CmpIPredicate::uge, i, d);
        Value sum = b.ifThenElse(
            hasLeft, b.getI64Type(),
            [&](KernelBuilder &b) -> Value {
              Value left =
                  b.load(a, arith::SubIOp::create(b, i, d).getResult());
              return arith::AddIOp::create(b, v, left);
            },
            [&](KernelBuilder &) { return v; });
        b.store(sum, t, i);
      });
      gb.launch1D(n, [&](KernelBuilder &b, Value i) {
        b.store(b.load(t, i), a, i);
      });
    });
  });
  free(t);
  return a;
}

void GpuBuilder::bitonicSortI64(Value keys, Value size) {
  // for k = 2, 4, ..., size: for j = k/2, ..., 1: compare-exchange i, i^j.
  forLoop(idx(1), idx(63), [&](KernelBuilder &hb, Value s1) {
    Value k = arith::ShLIOp::create(hb, hb.idx(1), s1);
    Value active =
        arith::CmpIOp::create(hb, arith::CmpIPredicate::ule, k, size);
    hb.ifThen(active, [&](KernelBuilder &hb) {
      hb.forLoop(hb.idx(0), s1, [&](KernelBuilder &hb, Value t) {
        Value shift = arith::AddIOp::create(hb, t, hb.idx(1));
        Value j = arith::ShRUIOp::create(hb, k, shift);
        GpuBuilder gb(hb.getLoc(), hb);
        gb.launch1D(size, [&](KernelBuilder &b, Value i) {
          Value l = arith::XOrIOp::create(b, i, j);
          Value upper = arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, l, i);
          b.ifThen(upper, [&](KernelBuilder &b) {
            Value ascending = arith::CmpIOp::create(
                b, arith::CmpIPredicate::eq,
                arith::AndIOp::create(b, i, k).getResult(), b.idx(0));
            Value x = b.load(keys, i), y = b.load(keys, l);
            Value gt = arith::CmpIOp::create(b, arith::CmpIPredicate::sgt, x, y);
            Value lt = arith::CmpIOp::create(b, arith::CmpIPredicate::slt, x, y);
            Value swap = arith::SelectOp::create(b, ascending, gt, lt);
            b.ifThen(swap, [&](KernelBuilder &b) {
              b.store(y, keys, i);
              b.store(x, keys, l);
            });
          });
        });
      });
    });
  });
}

Value GpuBuilder::nextPowerOfTwo(Value n) {
  return forLoop(idx(0), idx(63), idx(1),
                 [&](KernelBuilder &b, Value, Value p) -> Value {
                   Value small =
                       arith::CmpIOp::create(b, arith::CmpIPredicate::ult, p, n);
                   Value twice = arith::ShLIOp::create(b, p, b.idx(1));
                   return arith::SelectOp::create(b, small, twice, p);
                 });
}

Value GpuBuilder::readBackLastOrZero(Value prefix, Value n) {
  Value nonEmpty =
      arith::CmpIOp::create(*this, arith::CmpIPredicate::ugt, n, idx(0));
  return ifThenElse(
      nonEmpty, getIndexType(),
      [&](KernelBuilder &hb) -> Value {
        GpuBuilder gb(hb.getLoc(), hb);
        return gb.toIndex(gb.readBack(
            prefix, arith::SubIOp::create(gb, n, gb.idx(1)).getResult()));
      },
      [&](KernelBuilder &hb) { return hb.idx(0); });
}

Value GpuBuilder::Runs::entryAt(KernelBuilder &b, Value q) const {
  return b.toIndex(
      arith::RemUIOp::create(b, b.load(keys, q), count64).getResult());
}

void GpuBuilder::Runs::free(GpuBuilder &b) const {
  for (Value v : {keys, ids, start})
    b.free(v);
}

GpuBuilder::Runs
GpuBuilder::groupByRow(Value count,
                       function_ref<Value(KernelBuilder &, Value)> rowOf) {
  auto i64Buffer = MemRefType::get({ShapedType::kDynamic}, getI64Type());
  Runs runs;
  runs.count64 = toI64(count);
  Value count64 = runs.count64;
  // keys[p] = row * count + p, padded with INT64_MAX to a power of two.
  Value size = nextPowerOfTwo(count);
  Value keys = runs.keys = alloc(i64Buffer, size);
  launch1D(size, [&](KernelBuilder &b, Value p) {
    Value real = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, p, count);
    Value key = b.ifThenElse(
        real, b.getI64Type(),
        [&](KernelBuilder &b) -> Value {
          return arith::AddIOp::create(
              b, arith::MulIOp::create(b, rowOf(b, p), count64), b.toI64(p));
        },
        [&](KernelBuilder &b) {
          return b.i64(std::numeric_limits<int64_t>::max());
        });
    b.store(key, keys, p);
  });
  bitonicSortI64(keys, size);
  // head[p] = 1 where a row's run starts; its prefix sum numbers the runs.
  auto rowAt = [&](KernelBuilder &b, Value p) -> Value {
    return arith::DivUIOp::create(b, b.load(keys, p), count64);
  };
  Value head = alloc(i64Buffer, count);
  launch1D(count, [&](KernelBuilder &b, Value p) {
    Value first = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, p, b.idx(0));
    Value h = b.ifThenElse(
        first, b.getI1Type(),
        [&](KernelBuilder &b) -> Value {
          return arith::ConstantIntOp::create(b, b.getI1Type(), 1);
        },
        [&](KernelBuilder &b) -> Value {
          Value prev = arith::SubIOp::create(b, p, b.idx(1));
          return arith::CmpIOp::create(b, arith::CmpIPredicate::ne,
                                       rowAt(b, p), rowAt(b, prev));
        });
    b.store(arith::ExtUIOp::create(b, b.getI64Type(), h).getResult(), head, p);
  });
  Value run = inclusiveScanI64(head, count);
  Value nnr = runs.numRuns = readBackLastOrZero(run, count);
  // Run r holds row ids[r]; its entries are keys[start[r], start[r+1]).
  Value ids = runs.ids = alloc(i64Buffer, nnr);
  Value start = runs.start =
      alloc(i64Buffer, arith::AddIOp::create(*this, nnr, idx(1)).getResult());
  launch1D(count, [&](KernelBuilder &b, Value p) {
    Value isHead = arith::CmpIOp::create(b, arith::CmpIPredicate::ne,
                                         b.load(head, p), b.i64(0));
    b.ifThen(isHead, [&](KernelBuilder &b) {
      Value r = b.toIndex(
          arith::SubIOp::create(b, b.load(run, p), b.i64(1)).getResult());
      b.store(rowAt(b, p), ids, r);
      b.store(b.toI64(p), start, r);
    });
    Value last = arith::CmpIOp::create(
        b, arith::CmpIPredicate::eq, p,
        arith::SubIOp::create(b, count, b.idx(1)).getResult());
    b.ifThen(last, [&](KernelBuilder &b) { b.store(count64, start, nnr); });
  });
  free(head);
  free(run);
  return runs;
}

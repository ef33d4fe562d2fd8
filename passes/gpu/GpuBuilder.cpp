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
constexpr int64_t kBlockThreads = 1024; // the block-level sort and scan
constexpr int64_t kSortTile = 2 * kBlockThreads; // keys per shared tile
constexpr int64_t kScanTile = kBlockThreads;     // entries per scanned tile
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

void GpuBuilder::launchBlocks(
    Value numBlocks, int64_t threads, ArrayRef<MemRefType> shared,
    function_ref<void(KernelBuilder &, Value, Value, ArrayRef<Value>)> body) {
  Value nonEmpty = arith::CmpIOp::create(*this, arith::CmpIPredicate::ugt,
                                         numBlocks, idx(0));
  auto space =
      gpu::AddressSpaceAttr::get(getContext(), gpu::AddressSpace::Workgroup);
  emitLaunch(*this, nonEmpty, numBlocks, idx(1), threads, 1,
             [&](KernelBuilder &b, gpu::LaunchOp launch) {
               SmallVector<Value> buffers;
               for (MemRefType t : shared)
                 buffers.push_back(launch.addWorkgroupAttribution(
                     MemRefType::get(t.getShape(), t.getElementType(),
                                     MemRefLayoutAttrInterface{}, space),
                     b.getLoc()));
               body(b, launch.getBlockIds().x, launch.getThreadIds().x,
                    buffers);
             });
}

void GpuBuilder::barrier(KernelBuilder &b) { gpu::BarrierOp::create(b); }

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

static Value cmp(KernelBuilder &b, arith::CmpIPredicate p, Value x, Value y) {
  return arith::CmpIOp::create(b, p, x, y);
}

/// Hillis-Steele inclusive scan of the kScanTile entries of the shared
/// buffer `sh` (2 * kScanTile entries: the steps alternate between its two
/// halves, so that no value crosses a barrier), by the kScanTile threads of
/// a block; the result is in the first half.  The caller has filled the
/// first half and passed a barrier.
static void blockScan(KernelBuilder &b, Value sh, Value t) {
  int64_t steps = llvm::Log2_64(kScanTile); // even: the result ends in half 0
  b.forLoop(b.idx(0), b.idx(steps), [&](KernelBuilder &b, Value s) {
    Value d = arith::ShLIOp::create(b, b.idx(1), s);
    Value parity = arith::RemUIOp::create(b, s, b.idx(2));
    Value src = arith::MulIOp::create(b, parity, b.idx(kScanTile));
    Value dst = arith::SubIOp::create(b, b.idx(kScanTile), src);
    Value v = b.load(sh, arith::AddIOp::create(b, src, t).getResult());
    Value sum = b.ifThenElse(
        cmp(b, arith::CmpIPredicate::uge, t, d), b.getI64Type(),
        [&](KernelBuilder &b) -> Value {
          Value left = arith::SubIOp::create(
              b, arith::AddIOp::create(b, src, t).getResult(), d);
          return arith::AddIOp::create(b, v, b.load(sh, left));
        },
        [&](KernelBuilder &) { return v; });
    b.store(sum, sh, arith::AddIOp::create(b, dst, t).getResult());
    GpuBuilder::barrier(b);
  });
}

/// Loads tile `tile` of src[0, limit) (zeros past the end) into the first
/// half of `sh` and scans it (blockScan), by the kScanTile threads of a
/// block.  Returns the thread's position in src and whether it is in range.
static std::pair<Value, Value> scanTile(KernelBuilder &b, Value src,
                                        Value limit, Value tile, Value t,
                                        Value sh) {
  Value g = arith::AddIOp::create(
      b, arith::MulIOp::create(b, tile, b.idx(kScanTile)), t);
  Value in = cmp(b, arith::CmpIPredicate::ult, g, limit);
  Value v = b.ifThenElse(
      in, b.getI64Type(), [&](KernelBuilder &b) { return b.load(src, g); },
      [&](KernelBuilder &b) { return b.i64(0); });
  b.store(v, sh, t);
  GpuBuilder::barrier(b);
  blockScan(b, sh, t);
  return {g, in};
}

Value GpuBuilder::inclusiveScanI64(Value in, Value n) {
  auto type = MemRefType::get({ShapedType::kDynamic}, getI64Type());
  auto tileType = MemRefType::get({2 * kScanTile}, getI64Type());
  auto cellType = MemRefType::get({1}, getI64Type());
  Value out = alloc(type, n);
  Value tiles = arith::CeilDivUIOp::create(*this, n, idx(kScanTile));
  Value sums = alloc(type, tiles);
  // 1. Each tile's inclusive scan; sums[tile] = the tile's total.
  launchBlocks(tiles, kScanTile, {tileType},
               [&](KernelBuilder &b, Value blk, Value t, ArrayRef<Value> sh) {
                 std::pair<Value, Value> r = scanTile(b, in, n, blk, t, sh[0]);
                 Value g = r.first, in_ = r.second;
                 b.ifThen(in_, [&](KernelBuilder &b) {
                   b.store(b.load(sh[0], t), out, g);
                 });
                 Value last =
                     cmp(b, arith::CmpIPredicate::eq, t, b.idx(kScanTile - 1));
                 b.ifThen(last, [&](KernelBuilder &b) {
                   b.store(b.load(sh[0], t), sums, blk);
                 });
               });
  Value several = cmp(*this, arith::CmpIPredicate::ugt, tiles, idx(1));
  ifThen(several, [&](KernelBuilder &hb) {
    GpuBuilder gb(hb.getLoc(), hb);
    // 2. The totals' inclusive prefix sums, by one block, a tile at a time
    // (carry: the sum of the tiles before).
    Value chunks = arith::CeilDivUIOp::create(gb, tiles, gb.idx(kScanTile));
    gb.launchBlocks(
        gb.idx(1), kScanTile, {tileType, cellType},
        [&](KernelBuilder &b, Value, Value t, ArrayRef<Value> sh) {
          Value first = cmp(b, arith::CmpIPredicate::eq, t, b.idx(0));
          b.ifThen(first, [&](KernelBuilder &b) {
            b.store(b.i64(0), sh[1], b.idx(0));
          });
          b.forLoop(b.idx(0), chunks, [&](KernelBuilder &b, Value c) {
            std::pair<Value, Value> r = scanTile(b, sums, tiles, c, t, sh[0]);
            Value g = r.first, in_ = r.second;
            b.ifThen(in_, [&](KernelBuilder &b) {
              Value total = arith::AddIOp::create(b, b.load(sh[0], t),
                                                  b.load(sh[1], b.idx(0)));
              b.store(total, sums, g);
            });
            barrier(b);
            Value first = cmp(b, arith::CmpIPredicate::eq, t, b.idx(0));
            b.ifThen(first, [&](KernelBuilder &b) {
              Value carry =
                  arith::AddIOp::create(b, b.load(sh[1], b.idx(0)),
                                        b.load(sh[0], b.idx(kScanTile - 1)));
              b.store(carry, sh[1], b.idx(0));
            });
            barrier(b);
          });
        });
    // 3. Each tile but the first adds the total of the tiles before it.
    gb.launch1D(n, [&](KernelBuilder &b, Value g) {
      Value tile = arith::DivUIOp::create(b, g, b.idx(kScanTile));
      Value later = cmp(b, arith::CmpIPredicate::ugt, tile, b.idx(0));
      b.ifThen(later, [&](KernelBuilder &b) {
        Value before =
            b.load(sums, arith::SubIOp::create(b, tile, b.idx(1)).getResult());
        b.store(arith::AddIOp::create(b, b.load(out, g), before), out, g);
      });
    });
  });
  free(sums);
  return out;
}

/// The first index of pair t of a bitonic step of distance 2^s: t's bits
/// from s up moved one place up, its bits below s kept (bit s is 0).
static Value pairIndex(KernelBuilder &b, Value t, Value s) {
  Value j = arith::ShLIOp::create(b, b.idx(1), s);
  Value low = arith::AndIOp::create(
      b, t, arith::SubIOp::create(b, j, b.idx(1)).getResult());
  Value high =
      arith::ShLIOp::create(b, arith::ShRUIOp::create(b, t, s).getResult(),
                            arith::AddIOp::create(b, s, b.idx(1)).getResult());
  return arith::OrIOp::create(b, high, low);
}

/// Compare-exchange of entries i and i + 2^s of `buf` in merge stage k
/// (a power of two) of the bitonic network; `global` is i's index in the
/// whole sequence (the direction: ascending where its bit k is 0).
static void compareExchange(KernelBuilder &b, Value buf, Value i, Value s,
                            Value global, Value k) {
  Value l = arith::AddIOp::create(
      b, i, arith::ShLIOp::create(b, b.idx(1), s).getResult());
  Value ascending = cmp(b, arith::CmpIPredicate::eq,
                        arith::AndIOp::create(b, global, k), b.idx(0));
  Value x = b.load(buf, i), y = b.load(buf, l);
  Value swap = arith::SelectOp::create(b, ascending,
                                       cmp(b, arith::CmpIPredicate::sgt, x, y),
                                       cmp(b, arith::CmpIPredicate::slt, x, y));
  b.ifThen(swap, [&](KernelBuilder &b) {
    b.store(y, buf, i);
    b.store(x, buf, l);
  });
}

/// log2 of the power of two `p` (an index, on the host).
static Value log2OfPowerOfTwo(KernelBuilder &b, Value p) {
  return b.forLoop(b.idx(0), b.idx(63), b.idx(0),
                   [&](KernelBuilder &b, Value i, Value acc) -> Value {
                     Value more =
                         cmp(b, arith::CmpIPredicate::ugt,
                             arith::ShRUIOp::create(b, p, i), b.idx(1));
                     return arith::SelectOp::create(
                         b, more, arith::AddIOp::create(b, i, b.idx(1)), acc);
                   });
}

void GpuBuilder::bitonicSortI64(Value keys, Value size) {
  auto tileType = MemRefType::get({kSortTile}, getI64Type());
  // Tiles of len = min(size, kSortTile) keys (a power of two).
  Value len = arith::MinUIOp::create(*this, size, idx(kSortTile));
  Value logLen = log2OfPowerOfTwo(*this, len);
  Value logSize = log2OfPowerOfTwo(*this, size);
  Value tiles = arith::DivUIOp::create(*this, size, len);
  Value half = arith::ShRUIOp::create(*this, len, idx(1));
  // Stages k = 2^sk for sk in [skFirst, skLast], each with its steps of
  // distance < len, inside the tiles (a tile's keys in shared memory).
  auto tileStages = [&](KernelBuilder &hb, Value skFirst, Value skLast) {
    GpuBuilder gb(hb.getLoc(), hb);
    gb.launchBlocks(
        tiles, kBlockThreads, {tileType},
        [&](KernelBuilder &b, Value blk, Value t, ArrayRef<Value> sh) {
          Value base = arith::MulIOp::create(b, blk, len);
          auto eachOfMine = [&](function_ref<void(Value)> f) {
            for (int64_t e = 0; e < kSortTile; e += kBlockThreads) {
              Value i = arith::AddIOp::create(b, t, b.idx(e));
              b.ifThen(cmp(b, arith::CmpIPredicate::ult, i, len),
                       [&](KernelBuilder &) { f(i); });
            }
          };
          eachOfMine([&](Value i) {
            b.store(b.load(keys, arith::AddIOp::create(b, base, i).getResult()),
                    sh[0], i);
          });
          barrier(b);
          b.forLoop(skFirst, arith::AddIOp::create(b, skLast, b.idx(1)),
                    [&](KernelBuilder &b, Value sk) {
                      Value k = arith::ShLIOp::create(b, b.idx(1), sk);
                      Value top = arith::MinUIOp::create(b, sk, logLen);
                      b.forLoop(b.idx(0), top, [&](KernelBuilder &b, Value r) {
                        Value s = arith::SubIOp::create(
                            b, arith::SubIOp::create(b, top, r).getResult(),
                            b.idx(1));
                        b.ifThen(
                            cmp(b, arith::CmpIPredicate::ult, t, half),
                            [&](KernelBuilder &b) {
                              Value i = pairIndex(b, t, s);
                              compareExchange(
                                  b, sh[0], i, s,
                                  arith::AddIOp::create(b, base, i).getResult(),
                                  k);
                            });
                        barrier(b);
                      });
                    });
          eachOfMine([&](Value i) {
            b.store(b.load(sh[0], i), keys,
                    arith::AddIOp::create(b, base, i).getResult());
          });
        });
  };
  // Stages 2 .. len inside the tiles, then for each longer stage k its
  // steps of distance >= len as global launches (one thread per pair) and
  // the rest inside the tiles.
  tileStages(*this, idx(1), logLen);
  Value pairs = arith::ShRUIOp::create(*this, size, idx(1));
  forLoop(arith::AddIOp::create(*this, logLen, idx(1)),
          arith::AddIOp::create(*this, logSize, idx(1)),
          [&](KernelBuilder &hb, Value sk) {
            Value k = arith::ShLIOp::create(hb, hb.idx(1), sk);
            Value steps = arith::SubIOp::create(hb, sk, logLen);
            hb.forLoop(hb.idx(0), steps, [&](KernelBuilder &hb, Value r) {
              Value s = arith::SubIOp::create(
                  hb, arith::SubIOp::create(hb, sk, r).getResult(), hb.idx(1));
              GpuBuilder gb(hb.getLoc(), hb);
              gb.launch1D(pairs, [&](KernelBuilder &b, Value t) {
                Value i = pairIndex(b, t, s);
                compareExchange(b, keys, i, s, i, k);
              });
            });
            tileStages(hb, sk, sk);
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
  return b.toIndex(b.load(entries, q));
}

void GpuBuilder::Runs::free(GpuBuilder &b) const {
  for (Value v : {entries, ids, start})
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
  Value keys = alloc(i64Buffer, size);
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
  // entries[q]: the entry of sorted key q (divided out once, not in every
  // sum that walks the runs).
  Value entries = runs.entries = alloc(i64Buffer, count);
  launch1D(count, [&](KernelBuilder &b, Value q) {
    b.store(arith::RemUIOp::create(b, b.load(keys, q), count64).getResult(),
            entries, q);
  });
  free(keys);
  return runs;
}

Value mlir::stype::sumInOrder(
    KernelBuilder &b, Type elt, Value lo, Value hi,
    function_ref<SmallVector<Value>(KernelBuilder &, Value q)> load,
    function_ref<Value(KernelBuilder &, ArrayRef<Value>, Value acc)> add) {
  constexpr int64_t kUnroll = 4;
  Value n = arith::SubIOp::create(b, hi, lo);
  Value groups = arith::DivUIOp::create(b, n, b.idx(kUnroll));
  Value acc = b.forLoop(
      b.idx(0), groups, b.fconst(elt, 0.0),
      [&](KernelBuilder &b, Value g, Value acc) -> Value {
        Value q0 = arith::AddIOp::create(
            b, lo, arith::MulIOp::create(b, g, b.idx(kUnroll)).getResult());
        SmallVector<SmallVector<Value>> terms;
        for (int64_t k = 0; k < kUnroll; ++k)
          terms.push_back(
              load(b, arith::AddIOp::create(b, q0, b.idx(k)).getResult()));
        for (const SmallVector<Value> &t : terms)
          acc = add(b, t, acc);
        return acc;
      });
  Value rest = arith::AddIOp::create(
      b, lo, arith::MulIOp::create(b, groups, b.idx(kUnroll)).getResult());
  return b.forLoop(rest, hi, acc,
                   [&](KernelBuilder &b, Value q, Value acc) -> Value {
                     return add(b, load(b, q), acc);
                   });
}

/// term summed from 0 over sorted positions [lo, hi), in order.
static Value sumRange(KernelBuilder &b, const GpuBuilder::RunSums::Term &term,
                      Type elt, Value lo, Value hi, Value j) {
  return sumInOrder(
      b, elt, lo, hi,
      [&](KernelBuilder &b, Value q) { return term.load(b, q, j); }, term.add);
}

GpuBuilder::RunSums GpuBuilder::sumRuns(const Runs &runs, Value n, Type elt,
                                        RunSums::Term term) {
  auto i64Buffer = MemRefType::get({ShapedType::kDynamic}, getI64Type());
  RunSums sums;
  sums.term = term;
  sums.elt = elt;
  Value nnr = runs.numRuns;
  // chunks[r]: ceil(len / kRunChunk) for a run longer than kRunChunk, else 0.
  Value chunks = sums.chunks = alloc(i64Buffer, nnr);
  launch1D(nnr, [&](KernelBuilder &b, Value r) {
    Value len = arith::SubIOp::create(
        b,
        b.load(runs.start, arith::AddIOp::create(b, r, b.idx(1)).getResult()),
        b.load(runs.start, r));
    Value longRun = cmp(b, arith::CmpIPredicate::sgt, len, b.i64(kRunChunk));
    Value c = arith::CeilDivSIOp::create(b, len, b.i64(kRunChunk));
    b.store(arith::SelectOp::create(b, longRun, c, b.i64(0)).getResult(),
            chunks, r);
  });
  Value chunkEnd = sums.chunkEnd = inclusiveScanI64(chunks, nnr);
  Value total = readBackLastOrZero(chunkEnd, nnr);
  auto partialType =
      MemRefType::get({ShapedType::kDynamic, ShapedType::kDynamic}, elt);
  Value partial = sums.partial = allocShape(partialType, {total, n});
  // partial[c, j]: chunk c is chunk c - first(r) of the run r whose chunks
  // hold c (the first r with chunkEnd[r] > c).
  launchRows(total, n, [&](KernelBuilder &b, Value c, Value j) {
    Value c64 = b.toI64(c);
    Value r = b.lowerBound(chunkEnd, b.idx(0), nnr,
                           arith::AddIOp::create(b, c64, b.i64(1)));
    Value first =
        arith::SubIOp::create(b, b.load(chunkEnd, r), b.load(chunks, r));
    Value lo = arith::AddIOp::create(
        b, b.load(runs.start, r),
        arith::MulIOp::create(b, arith::SubIOp::create(b, c64, first),
                              b.i64(kRunChunk)));
    Value runEnd =
        b.load(runs.start, arith::AddIOp::create(b, r, b.idx(1)).getResult());
    Value hi = arith::MinSIOp::create(
        b, arith::AddIOp::create(b, lo, b.i64(kRunChunk)), runEnd);
    b.store(sumRange(b, term, elt, b.toIndex(lo), b.toIndex(hi), j), partial,
            {c, j});
  });
  return sums;
}

Value GpuBuilder::RunSums::element(KernelBuilder &b, const Runs &runs, Value r,
                                   Value j) const {
  Value n = b.load(chunks, r);
  Value longRun = cmp(b, arith::CmpIPredicate::ne, n, b.i64(0));
  return b.ifThenElse(
      longRun, elt,
      [&](KernelBuilder &b) -> Value {
        Value end = b.toIndex(b.load(chunkEnd, r));
        Value first = arith::SubIOp::create(b, end, b.toIndex(n));
        return sumInOrder(
            b, elt, first, end,
            [&](KernelBuilder &b, Value c) -> SmallVector<Value> {
              return {b.load(partial, {c, j})};
            },
            [&](KernelBuilder &b, ArrayRef<Value> t, Value acc) -> Value {
              return arith::AddFOp::create(b, acc, t[0]);
            });
      },
      [&](KernelBuilder &b) -> Value {
        Value lo = b.toIndex(b.load(runs.start, r));
        Value hi = b.toIndex(b.load(
            runs.start, arith::AddIOp::create(b, r, b.idx(1)).getResult()));
        return sumRange(b, term, elt, lo, hi, j);
      });
}

void GpuBuilder::RunSums::free(GpuBuilder &b) const {
  for (Value v : {chunks, chunkEnd, partial})
    b.free(v);
}

//===- GpuBuilder.cpp - device-side pieces of the GPU kernels ---*- C++ -*-===//

#include "passes/gpu/GpuBuilder.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SparseTensor/IR/SparseTensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include <limits>
#include <optional>

using namespace mlir;
using namespace mlir::stype;

namespace {
constexpr int64_t kThreads1D = 256;
constexpr int64_t kTileCols = 32; // threadIdx.x: one warp along a row
constexpr int64_t kTileRows = 8;  // threadIdx.y: rows per block
/// launchRowsUpTo's grid.x: 32768 rows per sweep of the grid.
constexpr int64_t kMaxRowBlocks = 4096;
constexpr int64_t kBlockThreads = 1024; // the block-level sort and scan
/// The loads in flight of a run's sums (sumInOrder): groups of 16 terms,
/// then of 4, then one at a time.
constexpr int64_t kRunUnroll[] = {16, 4};
/// The loads in flight of a long run's block sums (RunSums::longSum): a
/// column of 200,000 entries has 780 of them, one dependent chain.
constexpr int64_t kLongRunUnroll[] = {32, 8};
/// The widest digit of a radix pass: 10 bits, so that a million rows (20
/// bits) take 2 passes, not 3 (each pass is 4 launches and reads and
/// writes every entry twice).
constexpr int64_t kRadixBits = 10;
constexpr int64_t kRadix = int64_t(1) << kRadixBits;
/// A radix tile: 2048 entries, 8 per thread of a block of 256 (few threads
/// in the block scans, several blocks per multiprocessor).
constexpr int64_t kRadixThreads = 256;
constexpr int64_t kRadixPerThread = 8;
constexpr int64_t kRadixTile = kRadixPerThread * kRadixThreads;
/// A tile's entry in shared memory: digit << 11 | local position, in i32.
static_assert(kRadixBits + 11 < 32, "a digit and a position in an i32");
constexpr int64_t kScanTile = kBlockThreads; // entries per scanned tile
} // namespace

static Value cmp(KernelBuilder &b, arith::CmpIPredicate p, Value x, Value y) {
  return arith::CmpIOp::create(b, p, x, y);
}

void GpuBuilder::free(Value memref) {
  memref::DeallocOp::create(*this, memref);
}

GpuBuilder::KernelRole::KernelRole(KernelBuilder &b, StringRef role)
    : b(b), saved(b.getLaunchRole()) {
  b.setLaunchRole(saved.empty() ? role.str() : saved + "_" + role.str());
}

GpuBuilder::KernelRole::~KernelRole() { b.setLaunchRole(saved); }

/// Marks `launch` with the role of `b`, its builder, if any (nameGpuKernels
/// turns it into the kernel's name once the function is complete).
static void markRole(const KernelBuilder &b, gpu::LaunchOp launch) {
  const std::string &role = b.getLaunchRole();
  if (!role.empty())
    launch->setAttr(kKernelRoleAttr,
                    StringAttr::get(launch.getContext(), role));
}

void mlir::stype::nameGpuKernels(Operation *root) {
  root->walk([](FunctionOpInterface func) {
    llvm::StringMap<unsigned> seen;
    func->walk([&](gpu::LaunchOp launch) {
      auto role = launch->getAttrOfType<StringAttr>(kKernelRoleAttr);
      if (!role)
        return;
      launch->removeAttr(kKernelRoleAttr);
      std::string name = (func.getName() + "_" + role.getValue()).str();
      if (unsigned n = seen[name]++)
        name += "_" + std::to_string(n);
      launch.setFunctionAttr(FlatSymbolRefAttr::get(launch.getContext(), name));
    });
  });
}

/// Emits a gpu.launch of grid x block threads whose body is `body`, skipped
/// when `nonEmpty` is false.
static void
emitLaunch(GpuBuilder &b, Value nonEmpty, Value gridX, Value gridY,
           int64_t blockX, int64_t blockY,
           function_ref<void(KernelBuilder &, gpu::LaunchOp)> body) {
  b.ifThen(nonEmpty, [&](KernelBuilder &hb) {
    Value one = hb.idx(1);
    auto launch = gpu::LaunchOp::create(hb, gridX, gridY, one, hb.idx(blockX),
                                        hb.idx(blockY), one);
    markRole(hb, launch);
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
  emitLaunch(
      *this, nonEmpty, grid, idx(1), kThreads1D, 1,
      [&](KernelBuilder &b, gpu::LaunchOp launch) {
        Value base =
            arith::MulIOp::create(b, launch.getBlockIds().x, b.idx(kThreads1D));
        Value i = arith::AddIOp::create(b, base, launch.getThreadIds().x);
        Value in = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, i, n);
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
            arith::MulIOp::create(b, launch.getBlockIds().x, b.idx(kTileRows)),
            launch.getThreadIds().y);
        Value col = arith::AddIOp::create(
            b,
            arith::MulIOp::create(b, launch.getBlockIds().y, b.idx(kTileCols)),
            launch.getThreadIds().x);
        Value in = arith::AndIOp::create(
            b, arith::CmpIOp::create(b, arith::CmpIPredicate::ult, row, rows),
            arith::CmpIOp::create(b, arith::CmpIPredicate::ult, col, cols));
        b.ifThen(in, [&](KernelBuilder &b) { body(b, row, col); });
      });
}

/// One thread's rows of a grid-stride loop: body(row, col) for row = first,
/// first + stride, ... below rows(b) (read in the kernel), if col < cols.
static void strideRows(KernelBuilder &b, Value first, Value stride, Value col,
                       Value cols, function_ref<Value(KernelBuilder &)> rows,
                       function_ref<void(KernelBuilder &, Value, Value)> body) {
  b.ifThen(cmp(b, arith::CmpIPredicate::ult, col, cols), [&](KernelBuilder &b) {
    Value n = rows(b);
    scf::ForOp::create(b, first, arith::MaxUIOp::create(b, n, first), stride,
                       ValueRange{},
                       [&](OpBuilder &ob, Location loc, Value row, ValueRange) {
                         KernelBuilder lb(loc, ob, b);
                         body(lb, row, col);
                         scf::YieldOp::create(lb);
                       });
  });
}

void GpuBuilder::launchRowsUpTo(
    Value maxRows, function_ref<Value(KernelBuilder &)> rows, Value cols,
    function_ref<void(KernelBuilder &, Value, Value)> body) {
  Value nonEmpty = arith::AndIOp::create(
      *this,
      arith::CmpIOp::create(*this, arith::CmpIPredicate::ugt, maxRows, idx(0)),
      arith::CmpIOp::create(*this, arith::CmpIPredicate::ugt, cols, idx(0)));
  Value gridX = arith::MinUIOp::create(
      *this, arith::CeilDivUIOp::create(*this, maxRows, idx(kTileRows)),
      idx(kMaxRowBlocks));
  Value gridY = arith::CeilDivUIOp::create(*this, cols, idx(kTileCols));
  emitLaunch(
      *this, nonEmpty, gridX, gridY, kTileCols, kTileRows,
      [&](KernelBuilder &b, gpu::LaunchOp launch) {
        Value first = arith::AddIOp::create(
            b,
            arith::MulIOp::create(b, launch.getBlockIds().x, b.idx(kTileRows)),
            launch.getThreadIds().y);
        Value stride =
            arith::MulIOp::create(b, launch.getGridSize().x, b.idx(kTileRows));
        Value col = arith::AddIOp::create(
            b,
            arith::MulIOp::create(b, launch.getBlockIds().y, b.idx(kTileCols)),
            launch.getThreadIds().x);
        strideRows(b, first, stride, col, cols, rows, body);
      });
}

void GpuBuilder::launchRowsBeside(
    Value rowsA, function_ref<void(KernelBuilder &, Value, Value)> bodyA,
    Value maxRowsB, function_ref<Value(KernelBuilder &)> rowsB, Value cols,
    function_ref<void(KernelBuilder &, Value, Value)> bodyB) {
  Value gridA = arith::CeilDivUIOp::create(*this, rowsA, idx(kTileRows));
  Value gridB = arith::MinUIOp::create(
      *this, arith::CeilDivUIOp::create(*this, maxRowsB, idx(kTileRows)),
      idx(kMaxRowBlocks));
  Value gridX = arith::AddIOp::create(*this, gridA, gridB);
  Value nonEmpty = arith::AndIOp::create(
      *this,
      arith::CmpIOp::create(*this, arith::CmpIPredicate::ugt, gridX, idx(0)),
      arith::CmpIOp::create(*this, arith::CmpIPredicate::ugt, cols, idx(0)));
  Value gridY = arith::CeilDivUIOp::create(*this, cols, idx(kTileCols));
  emitLaunch(
      *this, nonEmpty, gridX, gridY, kTileCols, kTileRows,
      [&](KernelBuilder &b, gpu::LaunchOp launch) {
        Value bx = launch.getBlockIds().x;
        Value ty = launch.getThreadIds().y;
        Value col = arith::AddIOp::create(
            b,
            arith::MulIOp::create(b, launch.getBlockIds().y, b.idx(kTileCols)),
            launch.getThreadIds().x);
        Value colIn = cmp(b, arith::CmpIPredicate::ult, col, cols);
        // Blocks alternate between the two bodies while both have some
        // left (A, B, A, B, ...), then the rest go to the larger one: the
        // device starts blocks in order, so both kinds are resident from
        // the first wave on.
        Value pairs = arith::MinUIOp::create(b, gridA, gridB);
        Value paired = cmp(b, arith::CmpIPredicate::ult, bx,
                           arith::MulIOp::create(b, pairs, b.idx(2)));
        Value half = arith::DivUIOp::create(b, bx, b.idx(2));
        Value rest = arith::SubIOp::create(b, bx, pairs);
        Value isA = arith::SelectOp::create(
            b, paired,
            cmp(b, arith::CmpIPredicate::eq,
                arith::RemUIOp::create(b, bx, b.idx(2)), b.idx(0)),
            cmp(b, arith::CmpIPredicate::ugt, gridA, gridB));
        Value index = arith::SelectOp::create(b, paired, half, rest);
        b.ifThenElse(
            isA,
            [&](KernelBuilder &b) {
              // launchRows over rowsA.
              Value row = arith::AddIOp::create(
                  b, arith::MulIOp::create(b, index, b.idx(kTileRows)), ty);
              Value in = arith::AndIOp::create(
                  b, cmp(b, arith::CmpIPredicate::ult, row, rowsA), colIn);
              b.ifThen(in, [&](KernelBuilder &b) { bodyA(b, row, col); });
            },
            [&](KernelBuilder &b) {
              // launchRowsUpTo over rowsB(b), as its block `index`.
              Value first = arith::AddIOp::create(
                  b, arith::MulIOp::create(b, index, b.idx(kTileRows)), ty);
              Value stride = arith::MulIOp::create(b, gridB, b.idx(kTileRows));
              strideRows(b, first, stride, col, cols, rowsB, bodyB);
            });
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
  KernelRole role(*this, "fill");
  launch1D(dim(flat, 0),
           [&](KernelBuilder &b, Value i) { b.store(value, flat, i); });
}

void GpuBuilder::deviceZeroFill(KernelBuilder &b, Value memref) {
  GpuBuilder g(b.getLoc(), b);
  g.deviceFill(memref,
               g.zero(cast<MemRefType>(memref.getType()).getElementType()));
}

const DeviceLoops mlir::stype::kGpuDeviceLoops = {
    /*launch=*/
    [](KernelBuilder &b, Value n,
       function_ref<void(KernelBuilder &, Value)> body) {
      GpuBuilder g(b.getLoc(), b);
      g.launch1D(n, body);
    },
    /*fill=*/
    [](KernelBuilder &b, Value memref, Value value) {
      GpuBuilder g(b.getLoc(), b);
      g.deviceFill(memref, value);
    },
    /*serialValue=*/
    [](KernelBuilder &b, Type type,
       function_ref<Value(KernelBuilder &)> value) {
      GpuBuilder g(b.getLoc(), b);
      if (!type.isIndex())
        return g.readBack(type, value);
      // An index travels as an i64.
      return g.toIndex(g.readBack(
          g.getI64Type(), [&](KernelBuilder &b) { return b.toI64(value(b)); }));
    },
    /*sortedUnique=*/
    [](KernelBuilder &b, Value ids, Value n,
       Value keyBound) -> std::pair<Value, Value> {
      // The distinct keys are the runs' rows (exactly sized with the count
      // on the host).
      GpuBuilder g(b.getLoc(), b);
      GpuBuilder::Runs runs = g.groupByRow(
          n, keyBound,
          [&](KernelBuilder &b, Value p) { return b.load(ids, p); },
          /*countOnHost=*/true);
      for (Value scratch : {runs.entries, runs.start, ids})
        g.free(scratch);
      runs.runOf.free(g);
      return {runs.ids, runs.numRuns};
    }};

Value mlir::stype::rootBuffer(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (auto cast = dyn_cast<memref::CastOp>(def))
      v = cast.getSource();
    else if (auto view = dyn_cast<ViewLikeOpInterface>(def))
      v = view.getViewSource();
    else
      break;
  }
  return v;
}

/// The memrefs an op reads or writes (its declared memory effects; every
/// memref operand of an op that declares none).  Not accesses: copies and
/// frees (--stype-gpu-device-buffers makes them gpu.memcpy/gpu.dealloc),
/// calls (a buffer passed along), terminators and region ops (buffers
/// yielded: their bodies are walked).
static SmallVector<Value> accessedBuffers(Operation *op) {
  SmallVector<Value> memrefs;
  for (Value v : op->getOperands())
    if (isa<MemRefType>(v.getType()))
      memrefs.push_back(v);
  if (memrefs.empty() ||
      isa<memref::CopyOp, memref::DeallocOp, CallOpInterface>(op) ||
      op->hasTrait<OpTrait::IsTerminator>() || op->getNumRegions() > 0)
    return {};
  auto iface = dyn_cast<MemoryEffectOpInterface>(op);
  if (!iface)
    return memrefs;
  SmallVector<MemoryEffects::EffectInstance> effects;
  iface.getEffects(effects);
  SmallVector<Value> accessed;
  for (const MemoryEffects::EffectInstance &e : effects)
    if (isa<MemoryEffects::Read, MemoryEffects::Write>(e.getEffect()) &&
        e.getValue() && isa<MemRefType>(e.getValue().getType()))
      accessed.push_back(e.getValue());
  return accessed;
}

bool mlir::stype::isHostBuffer(Value memref) {
  Operation *def = rootBuffer(memref).getDefiningOp();
  if (!def)
    return false;
  if (isa<memref::AllocaOp, memref::GetGlobalOp>(def))
    return true;
  if (isa<memref::AllocOp>(def))
    return def->hasAttr(kHostBufferAttr);
  return isHostKernelCall(def);
}

bool mlir::stype::hasDeviceBuffers(Operation *func) {
  return func
      ->walk([](Operation *op) {
        return isa<gpu::LaunchOp>(op) || isHostKernelCall(op)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

LogicalResult mlir::stype::checkNoHostAccessToDeviceBuffers(ModuleOp module) {
  for (auto func : module.getOps<func::FuncOp>()) {
    // A host kernel's buffers are the host copies its one caller, a host
    // round trip (--stype-gpu-host-round-trips), passes it, and the ones it
    // allocates on the host.
    if (func.isExternal() || func->hasAttr(kHostKernelAttr))
      continue;
    bool device = hasDeviceBuffers(func);
    WalkResult r =
        func.walk<WalkOrder::PreOrder>([&](Operation *op) {
          if (isa<gpu::LaunchOp>(op))
            return WalkResult::skip();
          for (Value buffer : accessedBuffers(op)) {
            if (isHostBuffer(buffer))
              continue;
            Operation *def = rootBuffer(buffer).getDefiningOp();
            if (!device && def && isa<memref::AllocOp>(def))
              continue;
            op->emitOpError()
                << "reads or writes a device buffer in host code (outside a "
                   "gpu.launch): a GPU kernel that would fault on a GPU "
                   "(an internal error of --stype-lower-kernels-gpu)";
            return WalkResult::interrupt();
          }
          return WalkResult::advance();
        });
    if (r.wasInterrupted())
      return failure();
  }
  return success();
}

Value GpuBuilder::readBack(Value memref, Value i) {
  return readBack(cast<MemRefType>(memref.getType()).getElementType(),
                  [&](KernelBuilder &b) { return b.load(memref, i); });
}

Value GpuBuilder::readBack(Type elt,
                           function_ref<Value(KernelBuilder &)> value) {
  auto one = MemRefType::get({1}, elt);
  Value dev = alloc(one, {});
  KernelRole role(*this, "read_back");
  launch1D(idx(1),
           [&](KernelBuilder &b, Value t) { b.store(value(b), dev, t); });
  Value host = memref::AllocaOp::create(*this, one);
  memref::CopyOp::create(*this, dev, host);
  free(dev);
  return load(host, idx(0));
}

/// gpu.shuffle of the i64 v (as two 32-bit shuffles) in `mode` with the
/// i32 `offset`, over whole warps of 32 lanes.
static Value shuffleI64(KernelBuilder &b, Value v, Value offset,
                        gpu::ShuffleMode mode) {
  Type i32 = b.getI32Type(), i64 = b.getI64Type();
  auto shuffle = [&](Value x) -> Value {
    return gpu::ShuffleOp::create(b, x, offset, b.i32(32), mode)
        .getShuffleResult();
  };
  Value lo = shuffle(arith::TruncIOp::create(b, i32, v));
  Value hi = shuffle(arith::TruncIOp::create(
      b, i32, arith::ShRUIOp::create(b, v, b.i64(32)).getResult()));
  return arith::OrIOp::create(
      b,
      arith::ShLIOp::create(b, arith::ExtUIOp::create(b, i64, hi).getResult(),
                            b.i64(32))
          .getResult(),
      arith::ExtUIOp::create(b, i64, lo).getResult());
}

/// The inclusive scan of v (i64) over the lanes of a warp (lane: the
/// thread's lane, an index): 5 shuffles up.
static Value warpScan(KernelBuilder &b, Value v, Value lane) {
  for (int64_t d = 1; d < 32; d *= 2) {
    Value u = shuffleI64(b, v, b.i32(d), gpu::ShuffleMode::UP);
    v = arith::SelectOp::create(
        b, cmp(b, arith::CmpIPredicate::uge, lane, b.idx(d)),
        arith::AddIOp::create(b, v, u), v);
  }
  return v;
}

/// Inclusive scan of the n entries of the shared buffer `sh` (at least
/// n + n / 32 entries) by the n threads of a block (n a multiple of 32, at
/// most 1024), the result in sh[0 .. n): each warp scans its 32 values
/// with shuffles and stores its total in sh[n + warp]; after a barrier
/// every warp scans the warps' totals the same way and takes the one
/// before its own from lane warp - 1 (a shuffle: no shuffle inside a
/// branch).  2 barriers, against log2(n) for a scan in shared memory.  The
/// caller has filled sh[0 .. n) and passed a barrier.
static void blockScan(KernelBuilder &b, Value sh, Value t,
                      int64_t n = kScanTile) {
  assert(n % 32 == 0 && n <= 1024 && "whole warps, at most 32 of them");
  int64_t warps = n / 32;
  Value lane = arith::RemUIOp::create(b, t, b.idx(32));
  Value warp = arith::DivUIOp::create(b, t, b.idx(32));
  Value v = warpScan(b, b.load(sh, t), lane);
  b.ifThen(
      cmp(b, arith::CmpIPredicate::eq, lane, b.idx(31)), [&](KernelBuilder &b) {
        b.store(v, sh, arith::AddIOp::create(b, b.idx(n), warp).getResult());
      });
  GpuBuilder::barrier(b);
  Value in = cmp(b, arith::CmpIPredicate::ult, lane, b.idx(warps));
  Value at = arith::AddIOp::create(
      b, b.idx(n),
      arith::MinUIOp::create(b, lane, b.idx(warps - 1)).getResult());
  Value totals = warpScan(
      b, arith::SelectOp::create(b, in, b.load(sh, at), b.i64(0)), lane);
  // Lane warp - 1's scan: the total of the warps before this one.
  Value prev = arith::TruncIOp::create(
      b, b.getI32Type(),
      b.toI64(arith::MaxUIOp::create(b, warp, b.idx(1)).getResult()));
  Value before = shuffleI64(
      b, totals, arith::SubIOp::create(b, prev, b.i32(1)).getResult(),
      gpu::ShuffleMode::IDX);
  before = arith::SelectOp::create(
      b, cmp(b, arith::CmpIPredicate::ugt, warp, b.idx(0)), before, b.i64(0));
  b.store(arith::AddIOp::create(b, v, before), sh, t);
  GpuBuilder::barrier(b);
}

/// Loads tile `tile` of valueAt(g) for g in [0, limit) (zeros past the end)
/// into the first half of `sh` and scans it (blockScan), by the kScanTile
/// threads of a block.  Returns the thread's position g and whether it is
/// in range.
static std::pair<Value, Value>
scanTile(KernelBuilder &b, function_ref<Value(KernelBuilder &, Value)> valueAt,
         Value limit, Value tile, Value t, Value sh) {
  Value g = arith::AddIOp::create(
      b, arith::MulIOp::create(b, tile, b.idx(kScanTile)), t);
  Value in = cmp(b, arith::CmpIPredicate::ult, g, limit);
  Value v = b.ifThenElse(
      in, b.getI64Type(), [&](KernelBuilder &b) { return valueAt(b, g); },
      [&](KernelBuilder &b) { return b.i64(0); });
  b.store(v, sh, t);
  GpuBuilder::barrier(b);
  blockScan(b, sh, t);
  return {g, in};
}

Value GpuBuilder::PrefixSum::before(KernelBuilder &b, Value tile) const {
  Value few = cmp(b, arith::CmpIPredicate::ule, numTiles, b.idx(kFewScanTiles));
  return b.ifThenElse(
      few, b.getI64Type(),
      [&](KernelBuilder &b) -> Value {
        // Unscanned: the tiles' own totals, added in order.
        return b.forLoop(b.idx(0), tile, b.i64(0),
                         [&](KernelBuilder &b, Value k, Value acc) -> Value {
                           return arith::AddIOp::create(b, acc,
                                                        b.load(totals, k));
                         });
      },
      [&](KernelBuilder &b) -> Value {
        return b.ifThenElse(
            cmp(b, arith::CmpIPredicate::ugt, tile, b.idx(0)), b.getI64Type(),
            [&](KernelBuilder &b) -> Value {
              return b.load(
                  totals, arith::SubIOp::create(b, tile, b.idx(1)).getResult());
            },
            [&](KernelBuilder &b) -> Value { return b.i64(0); });
      });
}

Value GpuBuilder::PrefixSum::at(KernelBuilder &b, Value g) const {
  Value tile = arith::DivUIOp::create(b, g, b.idx(kScanTile));
  return arith::AddIOp::create(b, b.load(tiles, g), before(b, tile));
}

void GpuBuilder::PrefixSum::free(GpuBuilder &b) const {
  b.free(tiles);
  b.free(totals);
}

Value GpuBuilder::inclusiveScanI64(Value in, Value n) {
  PrefixSum sum =
      prefixSumI64([&](KernelBuilder &b, Value g) { return b.load(in, g); }, n);
  Value out = sum.tiles;
  Value tiles = arith::CeilDivUIOp::create(*this, n, idx(kScanTile));
  ifThen(cmp(*this, arith::CmpIPredicate::ugt, tiles, idx(1)),
         [&](KernelBuilder &hb) {
           GpuBuilder gb(hb.getLoc(), hb);
           // Each tile but the first adds the total of the tiles before it.
           KernelRole role(gb, "scan_add");
           gb.launch1D(n, [&](KernelBuilder &b, Value g) {
             Value tile = arith::DivUIOp::create(b, g, b.idx(kScanTile));
             Value later = cmp(b, arith::CmpIPredicate::ugt, tile, b.idx(0));
             b.ifThen(later, [&](KernelBuilder &b) {
               b.store(arith::AddIOp::create(b, b.load(out, g),
                                             sum.before(b, tile)),
                       out, g);
             });
           });
         });
  free(sum.totals);
  return out;
}

GpuBuilder::PrefixSum
GpuBuilder::prefixSumI64(function_ref<Value(KernelBuilder &, Value)> valueAt,
                         Value n) {
  auto type = MemRefType::get({ShapedType::kDynamic}, getI64Type());
  auto tileType = MemRefType::get({2 * kScanTile}, getI64Type());
  auto cellType = MemRefType::get({1}, getI64Type());
  PrefixSum sum;
  Value out = sum.tiles = alloc(type, n);
  Value tiles = sum.numTiles =
      arith::CeilDivUIOp::create(*this, n, idx(kScanTile));
  Value sums = sum.totals = alloc(type, tiles);
  // 1. Each tile's inclusive scan; sums[tile] = the tile's total.
  std::optional<KernelRole> role(std::in_place, *this, "scan_tiles");
  launchBlocks(
      tiles, kScanTile, {tileType},
      [&](KernelBuilder &b, Value blk, Value t, ArrayRef<Value> sh) {
        std::pair<Value, Value> r = scanTile(b, valueAt, n, blk, t, sh[0]);
        Value g = r.first, in_ = r.second;
        b.ifThen(in_,
                 [&](KernelBuilder &b) { b.store(b.load(sh[0], t), out, g); });
        Value last = cmp(b, arith::CmpIPredicate::eq, t, b.idx(kScanTile - 1));
        b.ifThen(last, [&](KernelBuilder &b) {
          b.store(b.load(sh[0], t), sums, blk);
        });
      });
  Value several =
      cmp(*this, arith::CmpIPredicate::ugt, tiles, idx(kFewScanTiles));
  role.reset();
  ifThen(several, [&](KernelBuilder &hb) {
    GpuBuilder gb(hb.getLoc(), hb);
    // 2. Past kFewScanTiles tiles, the totals' inclusive prefix sums, by one
    // block, a tile at a time (carry: the sum of the tiles before).
    Value chunks = arith::CeilDivUIOp::create(gb, tiles, gb.idx(kScanTile));
    KernelRole totals(gb, "scan_totals");
    gb.launchBlocks(
        gb.idx(1), kScanTile, {tileType, cellType},
        [&](KernelBuilder &b, Value, Value t, ArrayRef<Value> sh) {
          Value first = cmp(b, arith::CmpIPredicate::eq, t, b.idx(0));
          b.ifThen(first, [&](KernelBuilder &b) {
            b.store(b.i64(0), sh[1], b.idx(0));
          });
          b.forLoop(b.idx(0), chunks, [&](KernelBuilder &b, Value c) {
            std::pair<Value, Value> r = scanTile(
                b, [&](KernelBuilder &b, Value g) { return b.load(sums, g); },
                tiles, c, t, sh[0]);
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
  });
  return sum;
}

/// The number of bits of n - 1: the digits a key below n needs (0 for n <= 1),
/// on the host.
static Value bitsBelow(KernelBuilder &b, Value n) {
  Value top = arith::SubIOp::create(
      b, arith::MaxUIOp::create(b, n, b.idx(1)).getResult(), b.idx(1));
  return b.forLoop(b.idx(0), b.idx(63), b.idx(0),
                   [&](KernelBuilder &b, Value i, Value acc) -> Value {
                     Value set =
                         cmp(b, arith::CmpIPredicate::ne,
                             arith::ShRUIOp::create(b, top, i), b.idx(0));
                     return arith::SelectOp::create(
                         b, set, arith::AddIOp::create(b, i, b.idx(1)), acc);
                   });
}

/// One pass of the radix sort, its tile launch, on the kRadixTile entries
/// of tile `blk` by kRadixThreads threads (in the splits, thread t holds
/// the consecutive entries kRadixPerThread * t + e, read and written as
/// one vector; loads and stores of global memory take entries
/// e * kRadixThreads + t, coalesced): the
/// tile's entries sorted stably by the digit (key >> shift) & (2^width - 1)
/// in shared memory, written to tkeys/tvals at the tile's positions, with
/// the tile's digit counts (hist[d * tiles + blk]) and the first local
/// position of each digit (first[blk * radix + d]).
///
/// The local sort takes ceil(width / 2) rounds of a stable 2-bit split: an
/// entry counts 1 << (16 * its 2 bits), a thread adds its entries' counts
/// to a block scan, so that the scan's four 16-bit fields count the entries
/// of each 2-bit value before the thread (at most kRadixTile < 2^16: no
/// field overflows into the next).  An entry's place is its rank among the
/// entries of its value plus the tile's count of smaller values, which is
/// field k of total * 0x0001000100010000.  cur and nxt hold each entry as
/// digit << 11 | original local position (i32).
using EntryFn = function_ref<Value(KernelBuilder &, Value)>;
static void radixTilePass(KernelBuilder &b, Value blk, Value t,
                          ArrayRef<Value> sh, EntryFn keyAt, EntryFn valAt,
                          Value tkeys, Value tvals, Value hist, Value first,
                          Value count, Value tiles, Value shift, Value width,
                          Value radix) {
  constexpr int64_t kPosBits = 11; // log2(kRadixTile): a local position
  static_assert((int64_t(1) << kPosBits) == kRadixTile, "positions");
  constexpr int64_t E = kRadixPerThread, T = kRadixThreads;
  Value cur = sh[0], nxt = sh[1], scan = sh[2], lo = sh[3], hi = sh[4];
  Type i64t = b.getI64Type();
  auto entry = [&](KernelBuilder &b, Value buf, Value i) -> Value {
    return arith::ExtUIOp::create(b, i64t, b.load(buf, i));
  };
  auto put = [&](KernelBuilder &b, Value v, Value buf, Value i) {
    b.store(arith::TruncIOp::create(b, b.getI32Type(), v).getResult(), buf, i);
  };
  // Entry e of the thread's coalesced share.
  auto spread = [&](KernelBuilder &b, int64_t e) -> Value {
    return arith::AddIOp::create(b, t, b.idx(e * T));
  };
  // The thread's E consecutive entries of the splits, as one vector.
  auto vecType = VectorType::get({E}, b.getI32Type());
  Value firstMine = arith::MulIOp::create(b, t, b.idx(E));
  auto mineOf = [&](KernelBuilder &b, Value buf) -> SmallVector<Value> {
    Value v = vector::LoadOp::create(b, vecType, buf, ValueRange{firstMine},
                                     /*nontemporal=*/false, llvm::Align(16));
    SmallVector<Value> en;
    for (int64_t e = 0; e < E; ++e)
      en.push_back(arith::ExtUIOp::create(
          b, i64t, vector::ExtractOp::create(b, v, e).getResult()));
    return en;
  };
  Value base = arith::MulIOp::create(b, blk, b.idx(kRadixTile));
  Value mask = arith::SubIOp::create(
      b, arith::ShLIOp::create(b, b.i64(1), b.toI64(width)).getResult(),
      b.i64(1));
  Value shift64 = b.toI64(shift);
  for (int64_t e = 0; e < E; ++e) {
    Value i = spread(b, e);
    Value g = arith::AddIOp::create(b, base, i);
    // Past the end: the largest digit, so that the tile's real entries
    // come first after the (stable) sort.
    Value digit = b.ifThenElse(
        cmp(b, arith::CmpIPredicate::ult, g, count), i64t,
        [&](KernelBuilder &b) -> Value {
          return arith::AndIOp::create(
              b, arith::ShRUIOp::create(b, keyAt(b, g), shift64).getResult(),
              mask);
        },
        [&](KernelBuilder &) { return mask; });
    put(b,
        arith::OrIOp::create(
            b, arith::ShLIOp::create(b, digit, b.i64(kPosBits)).getResult(),
            b.toI64(i)),
        cur, i);
  }
  // Digits d = t, t + T, ... below `radix`, for the thread.
  auto forEachDigit = [&](KernelBuilder &b,
                          function_ref<void(KernelBuilder &, Value)> body) {
    b.forLoop(b.idx(0), arith::CeilDivUIOp::create(b, radix, b.idx(T)),
              [&](KernelBuilder &b, Value k) {
                Value d = arith::AddIOp::create(
                    b, arith::MulIOp::create(b, k, b.idx(T)), t);
                b.ifThen(cmp(b, arith::CmpIPredicate::ult, d, radix),
                         [&](KernelBuilder &b) { body(b, d); });
              });
  };
  forEachDigit(b, [&](KernelBuilder &b, Value d) {
    b.store(b.i32(0), lo, d);
    b.store(b.i32(0), hi, d);
  });
  GpuBuilder::barrier(b);
  Value rounds = arith::CeilDivUIOp::create(b, width, b.idx(2));
  b.forLoop(b.idx(0), rounds, [&](KernelBuilder &b, Value round) {
    Value at = arith::AddIOp::create(
        b, b.i64(kPosBits),
        arith::MulIOp::create(b, b.toI64(round), b.i64(2)).getResult());
    // 16 * q for an entry whose 2 bits of this round are q: where its
    // value's field starts.
    auto fieldAt = [&](KernelBuilder &b, Value en) -> Value {
      Value q = arith::AndIOp::create(
          b, arith::ShRUIOp::create(b, en, at).getResult(), b.i64(3));
      return arith::MulIOp::create(b, q, b.i64(16));
    };
    auto one = [&](KernelBuilder &b, Value at) -> Value {
      return arith::ShLIOp::create(b, b.i64(1), at);
    };
    auto field = [&](KernelBuilder &b, Value v, Value at) -> Value {
      return arith::AndIOp::create(
          b, arith::ShRUIOp::create(b, v, at).getResult(), b.i64(0xFFFF));
    };
    Value mineTotal = b.i64(0);
    for (Value en : mineOf(b, cur))
      mineTotal = arith::AddIOp::create(b, mineTotal, one(b, fieldAt(b, en)));
    b.store(mineTotal, scan, t);
    GpuBuilder::barrier(b);
    blockScan(b, scan, t, T);
    // Reloaded: no value crosses a barrier (--stype-gpu-emulate).
    SmallVector<Value> en = mineOf(b, cur), at16;
    Value before = b.load(scan, t);
    for (int64_t e = 0; e < E; ++e) {
      at16.push_back(fieldAt(b, en[e]));
      before = arith::SubIOp::create(b, before, one(b, at16.back()));
    }
    Value total = b.load(scan, b.idx(T - 1));
    Value offsets =
        arith::MulIOp::create(b, total, b.i64(0x0001000100010000LL));
    for (int64_t e = 0; e < E; ++e) {
      Value dst = arith::AddIOp::create(b, field(b, offsets, at16[e]),
                                        field(b, before, at16[e]));
      put(b, en[e], nxt, b.toIndex(dst));
      before = arith::AddIOp::create(b, before, one(b, at16[e]));
    }
    GpuBuilder::barrier(b);
    Value moved =
        vector::LoadOp::create(b, vecType, nxt, ValueRange{firstMine},
                               /*nontemporal=*/false, llvm::Align(16));
    vector::StoreOp::create(b, moved, cur, ValueRange{firstMine},
                            /*nontemporal=*/false, llvm::Align(16));
    GpuBuilder::barrier(b);
  });
  // The tile's real entries are now at local positions [0, len).
  Value len = arith::MinUIOp::create(
      b, b.idx(kRadixTile),
      arith::SubIOp::create(b, arith::MaxUIOp::create(b, count, base), base)
          .getResult());
  auto digitAt = [&](KernelBuilder &b, Value i) -> Value {
    return b.toIndex(
        arith::ShRUIOp::create(b, entry(b, cur, i), b.i64(kPosBits)));
  };
  for (int64_t e = 0; e < E; ++e) {
    Value i = spread(b, e);
    b.ifThen(cmp(b, arith::CmpIPredicate::ult, i, len), [&](KernelBuilder &b) {
      Value d = digitAt(b, i);
      Value src = arith::AddIOp::create(
          b, base,
          b.toIndex(arith::AndIOp::create(b, entry(b, cur, i),
                                          b.i64(kRadixTile - 1))));
      Value dst = arith::AddIOp::create(b, base, i);
      b.store(keyAt(b, src), tkeys, dst);
      b.store(valAt(b, src), tvals, dst);
      Value startsRun = b.ifThenElse(
          cmp(b, arith::CmpIPredicate::eq, i, b.idx(0)), b.getI1Type(),
          [&](KernelBuilder &b) -> Value {
            return arith::ConstantIntOp::create(b, b.getI1Type(), 1);
          },
          [&](KernelBuilder &b) -> Value {
            Value prev =
                digitAt(b, arith::SubIOp::create(b, i, b.idx(1)).getResult());
            return cmp(b, arith::CmpIPredicate::ne, prev, d);
          });
      b.ifThen(startsRun, [&](KernelBuilder &b) { put(b, b.toI64(i), lo, d); });
      Value next = arith::AddIOp::create(b, i, b.idx(1));
      Value endsRun = b.ifThenElse(
          cmp(b, arith::CmpIPredicate::eq, next, len), b.getI1Type(),
          [&](KernelBuilder &b) -> Value {
            return arith::ConstantIntOp::create(b, b.getI1Type(), 1);
          },
          [&](KernelBuilder &b) -> Value {
            return cmp(b, arith::CmpIPredicate::ne, digitAt(b, next), d);
          });
      b.ifThen(endsRun,
               [&](KernelBuilder &b) { put(b, b.toI64(next), hi, d); });
    });
  }
  GpuBuilder::barrier(b);
  forEachDigit(b, [&](KernelBuilder &b, Value d) {
    Value l = entry(b, lo, d);
    Value n = arith::SubIOp::create(b, entry(b, hi, d), l);
    b.store(n, hist,
            arith::AddIOp::create(b, arith::MulIOp::create(b, d, tiles), blk)
                .getResult());
    b.store(l, first,
            arith::AddIOp::create(b, arith::MulIOp::create(b, blk, radix), d)
                .getResult());
  });
}

std::pair<Value, Value> GpuBuilder::radixSortEntries(
    Value count, Value keyBound,
    function_ref<Value(KernelBuilder &, Value)> keyOf,
    function_ref<void(KernelBuilder &, Value, Value)> placed) {
  auto i64Buffer = MemRefType::get({ShapedType::kDynamic}, getI64Type());
  auto tileType = MemRefType::get({kRadixTile}, getI32Type());
  auto scanType = MemRefType::get({2 * kRadixThreads}, getI64Type());
  // A digit's first and last local positions (< 2^11: i32).
  auto radixType = MemRefType::get({kRadix}, getI32Type());
  // passes = max(1, ceil(bits / kRadixBits)) digits of width
  // ceil(bits / passes): one pass of 0-bit digits where every key is 0
  // (it only copies the entries, in order).
  Value bits = bitsBelow(*this, keyBound);
  Value passes = arith::MaxUIOp::create(
      *this,
      arith::CeilDivUIOp::create(*this, bits, idx(kRadixBits)).getResult(),
      idx(1));
  Value width = arith::CeilDivUIOp::create(*this, bits, passes);
  Value radix = arith::ShLIOp::create(*this, idx(1), width);
  Value tiles = arith::CeilDivUIOp::create(*this, count, idx(kRadixTile));
  Value cells = arith::MulIOp::create(*this, radix, tiles);
  Value keys = alloc(i64Buffer, count), vals = alloc(i64Buffer, count);
  Value tkeys = alloc(i64Buffer, count), tvals = alloc(i64Buffer, count);
  Value hist = alloc(i64Buffer, cells), first = alloc(i64Buffer, cells);
  Value lastPass = arith::SubIOp::create(*this, passes, idx(1));
  forLoop(idx(0), passes, [&](KernelBuilder &hb, Value pass) {
    GpuBuilder gb(hb.getLoc(), hb);
    Value shift = arith::MulIOp::create(gb, pass, width);
    // 1. Each tile sorted locally; its digit counts and first positions.
    // The first pass reads the keys from keyOf (the entries are the
    // positions), the others the previous pass's.
    auto tilePass = [&](KernelBuilder &kb, EntryFn keyAt, EntryFn valAt) {
      GpuBuilder gb(kb.getLoc(), kb);
      gb.launchBlocks(
          tiles, kRadixThreads,
          {tileType, tileType, scanType, radixType, radixType},
          [&](KernelBuilder &b, Value blk, Value t, ArrayRef<Value> sh) {
            radixTilePass(b, blk, t, sh, keyAt, valAt, tkeys, tvals, hist,
                          first, count, tiles, shift, width, radix);
          });
    };
    gb.ifThenElse(
        cmp(gb, arith::CmpIPredicate::eq, pass, gb.idx(0)),
        [&](KernelBuilder &kb) {
          KernelRole role(kb, "sort_first_tile");
          tilePass(kb, keyOf, [](KernelBuilder &b, Value p) -> Value {
            return b.toI64(p);
          });
        },
        [&](KernelBuilder &kb) {
          KernelRole role(kb, "sort_tile");
          tilePass(
              kb, [&](KernelBuilder &b, Value p) { return b.load(keys, p); },
              [&](KernelBuilder &b, Value p) { return b.load(vals, p); });
        });
    // 2. Where each (digit, tile) starts in the pass's output: digit-major,
    // so every entry of a smaller digit, then of an earlier tile, comes
    // first (stable).
    std::optional<KernelRole> role(std::in_place, gb, "sort");
    PrefixSum end = gb.prefixSumI64(
        [&](KernelBuilder &b, Value c) { return b.load(hist, c); }, cells);
    role.reset();
    // 3. Each entry to its place (and, in the last pass, placed()).
    Value mask = arith::SubIOp::create(gb, radix, gb.idx(1));
    auto scatter = [&](KernelBuilder &kb, bool last) {
      GpuBuilder gb(kb.getLoc(), kb);
      gb.launch1D(count, [&](KernelBuilder &b, Value p) {
        Value tile = arith::DivUIOp::create(b, p, b.idx(kRadixTile));
        Value local = arith::RemUIOp::create(b, p, b.idx(kRadixTile));
        Value key = b.load(tkeys, p);
        Value d = arith::AndIOp::create(
            b,
            b.toIndex(
                arith::ShRUIOp::create(b, key, b.toI64(shift)).getResult()),
            mask);
        Value cell =
            arith::AddIOp::create(b, arith::MulIOp::create(b, d, tiles), tile);
        Value begin =
            arith::SubIOp::create(b, end.at(b, cell), b.load(hist, cell));
        Value rank = arith::SubIOp::create(
            b, b.toI64(local),
            b.load(first, arith::AddIOp::create(
                              b, arith::MulIOp::create(b, tile, radix), d)
                              .getResult()));
        Value dst = b.toIndex(arith::AddIOp::create(b, begin, rank));
        Value val = b.load(tvals, p);
        b.store(key, keys, dst);
        b.store(val, vals, dst);
        if (last)
          placed(b, dst, b.toIndex(val));
      });
    };
    if (!placed) {
      KernelRole role(gb, "sort_scatter");
      scatter(gb, false);
    } else {
      gb.ifThenElse(
          cmp(gb, arith::CmpIPredicate::eq, pass, lastPass),
          [&](KernelBuilder &kb) {
            KernelRole role(kb, "sort_last_scatter");
            scatter(kb, true);
          },
          [&](KernelBuilder &kb) {
            KernelRole role(kb, "sort_scatter");
            scatter(kb, false);
          });
    }
    end.free(gb);
  });
  for (Value v : {tkeys, tvals, hist, first})
    free(v);
  return {keys, vals};
}

/// at(b, n - 1) (an i64 computed by one device thread), read back to the
/// host as an index; 0 when n is 0.
static Value readBackLastOf(GpuBuilder &gb,
                            function_ref<Value(KernelBuilder &, Value)> at,
                            Value n) {
  Value nonEmpty = cmp(gb, arith::CmpIPredicate::ugt, n, gb.idx(0));
  return gb.ifThenElse(
      nonEmpty, gb.getIndexType(),
      [&](KernelBuilder &hb) -> Value {
        GpuBuilder gb(hb.getLoc(), hb);
        return gb.toIndex(gb.readBack(gb.getI64Type(), [&](KernelBuilder &b) {
          return at(b, arith::SubIOp::create(b, n, b.idx(1)).getResult());
        }));
      },
      [&](KernelBuilder &hb) { return hb.idx(0); });
}

Value GpuBuilder::readBackLastOrZero(Value prefix, Value n) {
  return readBackLastOf(
      *this, [&](KernelBuilder &b, Value i) { return b.load(prefix, i); }, n);
}

Value GpuBuilder::readBackLastOrZero(const PrefixSum &prefix, Value n) {
  return readBackLastOf(
      *this, [&](KernelBuilder &b, Value i) { return prefix.at(b, i); }, n);
}

Value GpuBuilder::Runs::entryAt(KernelBuilder &b, Value q) const {
  return b.toIndex(b.load(entries, q));
}

Value GpuBuilder::Runs::numRunsIn(KernelBuilder &b) const {
  Value empty =
      arith::CmpIOp::create(b, arith::CmpIPredicate::eq, count64, b.i64(0));
  return b.ifThenElse(
      empty, b.getIndexType(), [&](KernelBuilder &b) { return b.idx(0); },
      [&](KernelBuilder &b) -> Value {
        Value last =
            b.toIndex(arith::SubIOp::create(b, count64, b.i64(1)).getResult());
        return b.toIndex(runOf.at(b, last));
      });
}

Value GpuBuilder::Runs::runAt(KernelBuilder &b, Value q) const {
  return b.toIndex(
      arith::SubIOp::create(b, runOf.at(b, q), b.i64(1)).getResult());
}

void GpuBuilder::Runs::free(GpuBuilder &b) const {
  for (Value v : {entries, ids, start})
    b.free(v);
  runOf.free(b);
}

GpuBuilder::Runs GpuBuilder::groupByRow(
    Value count, Value numRows,
    function_ref<Value(KernelBuilder &, Value)> rowOf, bool countOnHost,
    function_ref<void(KernelBuilder &, Value, Value)> placed) {
  auto i64Buffer = MemRefType::get({ShapedType::kDynamic}, getI64Type());
  Runs runs;
  runs.count64 = toI64(count);
  Value count64 = runs.count64;
  // (keys[q], entries[q]): the entries p sorted stably by rowOf(p).
  Value keys;
  std::tie(keys, runs.entries) =
      radixSortEntries(count, numRows, rowOf, placed);
  // head(p) = 1 where a row's run starts; its prefix sum numbers the runs.
  auto rowAt = [&](KernelBuilder &b, Value p) -> Value {
    return b.load(keys, p);
  };
  auto isHead = [&](KernelBuilder &b, Value p) -> Value {
    Value first =
        arith::CmpIOp::create(b, arith::CmpIPredicate::eq, p, b.idx(0));
    return b.ifThenElse(
        first, b.getI1Type(),
        [&](KernelBuilder &b) -> Value {
          return arith::ConstantIntOp::create(b, b.getI1Type(), 1);
        },
        [&](KernelBuilder &b) -> Value {
          Value prev = arith::SubIOp::create(b, p, b.idx(1));
          return arith::CmpIOp::create(b, arith::CmpIPredicate::ne, rowAt(b, p),
                                       rowAt(b, prev));
        });
  };
  std::optional<KernelRole> role(std::in_place, *this, "group");
  PrefixSum run = runs.runOf = prefixSumI64(
      [&](KernelBuilder &b, Value p) -> Value {
        return arith::ExtUIOp::create(b, b.getI64Type(), isHead(b, p));
      },
      count);
  // Run r holds row ids[r]; its entries are keys[start[r], start[r+1]).
  // Without the count on the host, ids and start are sized for the most
  // runs there can be (one per entry).
  Value nnr = countOnHost ? readBackLastOrZero(run, count) : count;
  if (countOnHost)
    runs.numRuns = nnr;
  Value ids = runs.ids = alloc(i64Buffer, nnr);
  Value start = runs.start =
      alloc(i64Buffer, arith::AddIOp::create(*this, nnr, idx(1)).getResult());
  role.emplace(*this, "group_runs");
  launch1D(count, [&](KernelBuilder &b, Value p) {
    b.ifThen(isHead(b, p), [&](KernelBuilder &b) {
      Value r = b.toIndex(
          arith::SubIOp::create(b, run.at(b, p), b.i64(1)).getResult());
      b.store(rowAt(b, p), ids, r);
      b.store(b.toI64(p), start, r);
    });
    Value last = arith::CmpIOp::create(
        b, arith::CmpIPredicate::eq, p,
        arith::SubIOp::create(b, count, b.idx(1)).getResult());
    b.ifThen(last, [&](KernelBuilder &b) {
      b.store(count64, start, b.toIndex(run.at(b, p)));
    });
  });
  free(keys);
  return runs;
}

Value mlir::stype::sumInOrder(
    KernelBuilder &b, Type elt, Value lo, Value hi,
    function_ref<SmallVector<Value>(KernelBuilder &, Value q)> load,
    function_ref<Value(KernelBuilder &, ArrayRef<Value>, Value acc)> add,
    ArrayRef<int64_t> unroll, Value init, bool predicatedTail) {
  Value acc = init ? init : b.fconst(elt, 0.0);
  Value from = lo;
  for (int64_t u : unroll) {
    Value groups = arith::DivUIOp::create(
        b, arith::SubIOp::create(b, hi, from).getResult(), b.idx(u));
    Value start = from;
    acc = b.forLoop(
        b.idx(0), groups, acc,
        [&](KernelBuilder &b, Value g, Value acc) -> Value {
          Value q0 = arith::AddIOp::create(
              b, start, arith::MulIOp::create(b, g, b.idx(u)).getResult());
          SmallVector<SmallVector<Value>> terms;
          for (int64_t k = 0; k < u; ++k)
            terms.push_back(
                load(b, arith::AddIOp::create(b, q0, b.idx(k)).getResult()));
          for (const SmallVector<Value> &t : terms)
            acc = add(b, t, acc);
          return acc;
        });
    from = arith::AddIOp::create(
        b, start, arith::MulIOp::create(b, groups, b.idx(u)).getResult());
  }
  if (predicatedTail && !unroll.empty()) {
    // Fewer than u terms are left: one group of u loads, each position
    // clamped to hi - 1 (a load past the end reads the last term again),
    // whose adds past the end are discarded.  Two dependent loads' latency
    // for the tail instead of two per term.
    int64_t u = unroll.back();
    Value any = cmp(b, arith::CmpIPredicate::ult, from, hi);
    return b.ifThenElse(
        any, elt,
        [&](KernelBuilder &b) -> Value {
          Value last = arith::SubIOp::create(b, hi, b.idx(1));
          SmallVector<SmallVector<Value>> terms;
          SmallVector<Value> valid;
          for (int64_t k = 0; k < u; ++k) {
            Value q = arith::AddIOp::create(b, from, b.idx(k));
            valid.push_back(cmp(b, arith::CmpIPredicate::ult, q, hi));
            terms.push_back(load(b, arith::MinUIOp::create(b, q, last)));
          }
          Value sum = acc;
          for (int64_t k = 0; k < u; ++k)
            sum = arith::SelectOp::create(b, valid[k], add(b, terms[k], sum),
                                          sum);
          return sum;
        },
        [&](KernelBuilder &) { return acc; });
  }
  return b.forLoop(from, hi, acc,
                   [&](KernelBuilder &b, Value q, Value acc) -> Value {
                     return add(b, load(b, q), acc);
                   });
}

/// term summed from 0 over sorted positions [lo, hi), in order.
static Value sumRange(KernelBuilder &b, const GpuBuilder::RunSums::Term &term,
                      Type elt, Value lo, Value hi, Value j) {
  return sumInOrder(
      b, elt, lo, hi,
      [&](KernelBuilder &b, Value q) { return term.load(b, q, j); }, term.add,
      kRunUnroll, /*init=*/{}, /*predicatedTail=*/true);
}

/// Lanes of a run sum's type: a vector's width, else 1.
static int64_t lanesOf(Type t) {
  auto vt = dyn_cast<VectorType>(t);
  return vt ? vt.getNumElements() : 1;
}

/// partial[row, j] (or the vector of `t`'s lanes from j) and its store.
static Value loadPartial(KernelBuilder &b, Type t, Value partial, Value row,
                         Value j) {
  if (auto vt = dyn_cast<VectorType>(t))
    return vector::LoadOp::create(b, vt, partial, ValueRange{row, j},
                                  /*nontemporal=*/false, llvm::Align(16));
  return b.load(partial, {row, j});
}

static void storePartial(KernelBuilder &b, Value v, Value partial, Value row,
                         Value j) {
  if (isa<VectorType>(v.getType())) {
    vector::StoreOp::create(b, v, partial, ValueRange{row, j},
                            /*nontemporal=*/false, llvm::Align(16));
    return;
  }
  b.store(v, partial, {row, j});
}

/// The run sums' partial buffer (2 ceil(count / 256) slots x n) and term.
static GpuBuilder::RunSums makeRunSums(GpuBuilder &b,
                                       const GpuBuilder::Runs &runs, Value n,
                                       Type elt, GpuBuilder::RunSums::Term term,
                                       Value &slots) {
  GpuBuilder::RunSums sums;
  sums.term = term;
  sums.elt = elt;
  Type scalar = getElementTypeOrSelf(elt);
  Value count = b.toIndex(runs.count64);
  Value blocks =
      arith::CeilDivUIOp::create(b, count, b.idx(GpuBuilder::kRunChunk));
  auto partialType =
      MemRefType::get({ShapedType::kDynamic, ShapedType::kDynamic}, scalar);
  slots = arith::MulIOp::create(b, blocks, b.idx(2));
  sums.partial = b.allocShape(partialType, {slots, n});
  Value groups =
      arith::CeilDivUIOp::create(b, blocks, b.idx(GpuBuilder::kLongGroup));
  sums.groups = b.allocShape(partialType, {groups, n});
  return sums;
}

/// The second level of the long runs' sums (RunSums::groups), one launch
/// after the block sums: group k's sum of its blocks' slot 0, for the
/// groups whose blocks' first positions are all in one run.
static void launchGroupSums(GpuBuilder &gb, const GpuBuilder::Runs &runs,
                            const GpuBuilder::RunSums &sums, Value n) {
  constexpr int64_t kChunk = GpuBuilder::kRunChunk;
  constexpr int64_t kGroup = GpuBuilder::kLongGroup;
  int64_t lanes = lanesOf(sums.elt);
  Value count = gb.toIndex(runs.count64);
  Value blocks = arith::CeilDivUIOp::create(gb, count, gb.idx(kChunk));
  Value groups = arith::CeilDivUIOp::create(gb, blocks, gb.idx(kGroup));
  Value featureGroups = arith::DivUIOp::create(gb, n, gb.idx(lanes));
  GpuBuilder::KernelRole role(gb, "long_groups");
  gb.launchRows(
      groups, featureGroups, [&](KernelBuilder &b, Value k, Value jg) {
        Value j = arith::MulIOp::create(b, jg, b.idx(lanes));
        Value lo = arith::MulIOp::create(b, k, b.idx(kGroup));
        Value hi = arith::AddIOp::create(b, lo, b.idx(kGroup));
        Value full = cmp(b, arith::CmpIPredicate::ule, hi, blocks);
        b.ifThen(full, [&](KernelBuilder &b) {
          // Slot 0 of a block is the run at its first position: the group's
          // blocks all hold one run's sums if their first and last blocks'
          // first positions are in one run (the run may end inside the last
          // block: RunSums::longSum adds such a group too).
          Value p0 = arith::MulIOp::create(b, lo, b.idx(kChunk));
          Value p1 = arith::MulIOp::create(
              b, arith::SubIOp::create(b, hi, b.idx(1)).getResult(),
              b.idx(kChunk));
          Value oneRun = cmp(b, arith::CmpIPredicate::eq, runs.runAt(b, p0),
                             runs.runAt(b, p1));
          b.ifThen(oneRun, [&](KernelBuilder &b) {
            Value sum = sumInOrder(
                b, sums.elt, lo, hi,
                [&](KernelBuilder &b, Value blk) -> SmallVector<Value> {
                  return {loadPartial(
                      b, sums.elt, sums.partial,
                      arith::MulIOp::create(b, blk, b.idx(2)).getResult(), j)};
                },
                [&](KernelBuilder &b, ArrayRef<Value> t, Value acc) -> Value {
                  return arith::AddFOp::create(b, acc, t[0]);
                },
                kLongRunUnroll);
            storePartial(b, sum, sums.groups, k, j);
          });
        });
      });
}

/// One thread of the long runs' partial sums: slot c, features from j.
/// partial[2 b + s, j]: the sum over the positions of block b (positions
/// [256 b, 256 b + 256)) of the long run that holds the block's first
/// position (s = 0) or, if another, its last (s = 1).  A long run has more
/// than 256 entries, so no other long run meets the block.
static void partialSum(KernelBuilder &b, const GpuBuilder::Runs &runs,
                       const GpuBuilder::RunSums &sums, Value c, Value j) {
  constexpr int64_t kChunk = GpuBuilder::kRunChunk;
  Value one = b.idx(1);
  Value count = b.toIndex(runs.count64);
  Value blk = arith::DivUIOp::create(b, c, b.idx(2));
  Value last = cmp(b, arith::CmpIPredicate::ne,
                   arith::RemUIOp::create(b, c, b.idx(2)), b.idx(0));
  Value lo = arith::MulIOp::create(b, blk, b.idx(kChunk));
  Value hi = arith::MinUIOp::create(
      b, arith::AddIOp::create(b, lo, b.idx(kChunk)).getResult(), count);
  Value q = arith::SelectOp::create(
      b, last, arith::SubIOp::create(b, hi, one).getResult(), lo);
  Value r = runs.runAt(b, q);
  Value s = b.toIndex(b.load(runs.start, r));
  Value e = b.toIndex(
      b.load(runs.start, arith::AddIOp::create(b, r, one).getResult()));
  Value isLong = cmp(b, arith::CmpIPredicate::ugt,
                     arith::SubIOp::create(b, e, s), b.idx(kChunk));
  // Slot 1 only for a run that starts inside the block (slot 0 has the
  // run at the block's start).
  Value mine = arith::OrIOp::create(
      b,
      arith::XOrIOp::create(b, last,
                            arith::ConstantIntOp::create(b, b.getI1Type(), 1)),
      cmp(b, arith::CmpIPredicate::ugt, s, lo));
  b.ifThen(arith::AndIOp::create(b, isLong, mine), [&](KernelBuilder &b) {
    Value from = arith::MaxUIOp::create(b, s, lo);
    Value to = arith::MinUIOp::create(b, e, hi);
    storePartial(b, sumRange(b, sums.term, sums.elt, from, to, j), sums.partial,
                 c, j);
  });
}

GpuBuilder::RunSums GpuBuilder::sumRuns(const Runs &runs, Value n, Type elt,
                                        RunSums::Term term) {
  Value slots;
  RunSums sums = makeRunSums(*this, runs, n, elt, term, slots);
  int64_t lanes = lanesOf(elt);
  Value groups = arith::DivUIOp::create(*this, n, idx(lanes));
  {
    KernelRole role(*this, "run_partials");
    launchRows(slots, groups, [&](KernelBuilder &b, Value c, Value jg) {
      partialSum(b, runs, sums, c, arith::MulIOp::create(b, jg, b.idx(lanes)));
    });
  }
  launchGroupSums(*this, runs, sums, n);
  return sums;
}

void GpuBuilder::applyRunSums(
    const Runs &runs, Value maxRuns,
    function_ref<Value(KernelBuilder &)> numRuns, Value n, Type elt,
    RunSums::Term term,
    function_ref<void(KernelBuilder &, Value r, Value j,
                      function_ref<Value(KernelBuilder &)> sum)>
        apply) {
  Value slots;
  RunSums sums = makeRunSums(*this, runs, n, elt, term, slots);
  int64_t lanes = lanesOf(elt);
  Value groups = arith::DivUIOp::create(*this, n, idx(lanes));
  auto firstOf = [&](KernelBuilder &b, Value jg) -> Value {
    return arith::MulIOp::create(b, jg, b.idx(lanes));
  };
  // 1. The long runs' block sums beside every short run's sum and apply().
  {
    KernelRole role(*this, "run_sums");
    launchRowsBeside(
        slots,
        [&](KernelBuilder &b, Value c, Value jg) {
          partialSum(b, runs, sums, c, firstOf(b, jg));
        },
        maxRuns, numRuns, groups,
        [&](KernelBuilder &b, Value r, Value jg) {
          Value s, e;
          Value isLong = sums.isLong(b, runs, r, s, e);
          Value isShort = arith::XOrIOp::create(
              b, isLong, arith::ConstantIntOp::create(b, b.getI1Type(), 1));
          b.ifThen(isShort, [&](KernelBuilder &b) {
            Value j = firstOf(b, jg);
            apply(b, r, j, [&](KernelBuilder &b) {
              return sumRange(b, sums.term, sums.elt, s, e, j);
            });
          });
        });
  }
  // 2. The long runs' second level of sums; 3. apply() for the long runs,
  // from their group and block sums.
  launchGroupSums(*this, runs, sums, n);
  {
    // A thread per (block of kRunChunk positions, feature group), not per
    // run: the long run that starts inside a block (at most one: it holds
    // more than kRunChunk entries, so it also holds the block's last
    // position) is applied by that block's threads, once.
    KernelRole role(*this, "long_runs");
    Value count = toIndex(runs.count64);
    Value blocks = arith::CeilDivUIOp::create(*this, count, idx(kRunChunk));
    launchRows(blocks, groups, [&](KernelBuilder &b, Value blk, Value jg) {
      Value lo = arith::MulIOp::create(b, blk, b.idx(kRunChunk));
      Value last = arith::SubIOp::create(
          b,
          arith::MinUIOp::create(
              b, arith::AddIOp::create(b, lo, b.idx(kRunChunk)).getResult(),
              count)
              .getResult(),
          b.idx(1));
      Value r = runs.runAt(b, last);
      Value s, e;
      Value isLong = sums.isLong(b, runs, r, s, e);
      Value startsHere = cmp(b, arith::CmpIPredicate::uge, s, lo);
      b.ifThen(
          arith::AndIOp::create(b, isLong, startsHere), [&](KernelBuilder &b) {
            Value j = firstOf(b, jg);
            apply(b, r, j,
                  [&](KernelBuilder &b) { return sums.longSum(b, s, e, j); });
          });
    });
  }
  sums.free(*this);
}

Value GpuBuilder::RunSums::isLong(KernelBuilder &b, const Runs &runs, Value r,
                                  Value &s, Value &e) const {
  s = b.toIndex(b.load(runs.start, r));
  e = b.toIndex(
      b.load(runs.start, arith::AddIOp::create(b, r, b.idx(1)).getResult()));
  return cmp(b, arith::CmpIPredicate::ugt, arith::SubIOp::create(b, e, s),
             b.idx(kRunChunk));
}

Value GpuBuilder::RunSums::longSum(KernelBuilder &b, Value s, Value e,
                                   Value j) const {
  Value one = b.idx(1);
  // The blocks from s's to (e-1)'s: the first in slot 1 where the run
  // starts inside it, every other one in slot 0.
  Value first = arith::DivUIOp::create(b, s, b.idx(kRunChunk));
  Value end = arith::AddIOp::create(
      b,
      arith::DivUIOp::create(b, arith::SubIOp::create(b, e, one).getResult(),
                             b.idx(kRunChunk))
          .getResult(),
      one);
  Value inside = b.boolToIndex(
      cmp(b, arith::CmpIPredicate::ne,
          arith::RemUIOp::create(b, s, b.idx(kRunChunk)), b.idx(0)));
  Value head = loadPartial(
      b, elt, partial,
      arith::AddIOp::create(
          b, arith::MulIOp::create(b, first, b.idx(2)).getResult(), inside),
      j);
  // The blocks after the first, [a, end): single blocks up to the first
  // group boundary, the whole groups [ga, gz) inside the range (each
  // inside the run, so launchGroupSums computed it), then single blocks.
  auto add = [](KernelBuilder &b, ArrayRef<Value> t, Value acc) -> Value {
    return arith::AddFOp::create(b, acc, t[0]);
  };
  auto blocksIn = [&](Value lo, Value hi, Value acc) -> Value {
    return sumInOrder(
        b, elt, lo, hi,
        [&](KernelBuilder &b, Value blk) -> SmallVector<Value> {
          return {loadPartial(
              b, elt, partial,
              arith::MulIOp::create(b, blk, b.idx(2)).getResult(), j)};
        },
        add, kLongRunUnroll, acc);
  };
  Value group = b.idx(kLongGroup);
  Value a = arith::AddIOp::create(b, first, one);
  Value ga = arith::CeilDivUIOp::create(b, a, group);
  Value gz = arith::DivUIOp::create(b, end, group);
  Value some = cmp(b, arith::CmpIPredicate::ult, ga, gz);
  Value headEnd = arith::SelectOp::create(
      b, some, arith::MulIOp::create(b, ga, group).getResult(), end);
  Value groupsEnd = arith::SelectOp::create(b, some, gz, ga);
  Value tailStart = arith::SelectOp::create(
      b, some, arith::MulIOp::create(b, gz, group).getResult(), end);
  Value acc = blocksIn(a, headEnd, head);
  acc = sumInOrder(
      b, elt, ga, groupsEnd,
      [&](KernelBuilder &b, Value g) -> SmallVector<Value> {
        return {loadPartial(b, elt, groups, g, j)};
      },
      add, kLongRunUnroll, acc);
  return blocksIn(tailStart, end, acc);
}

Value GpuBuilder::RunSums::element(KernelBuilder &b, const Runs &runs, Value r,
                                   Value j) const {
  Value s, e;
  Value longRun = isLong(b, runs, r, s, e);
  return b.ifThenElse(
      longRun, elt,
      [&](KernelBuilder &b) -> Value { return longSum(b, s, e, j); },
      [&](KernelBuilder &b) -> Value {
        return sumRange(b, term, elt, s, e, j);
      });
}

void GpuBuilder::RunSums::free(GpuBuilder &b) const {
  b.free(partial);
  b.free(groups);
}

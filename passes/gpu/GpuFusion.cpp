//===- GpuFusion.cpp - stype.fused_update as GPU launches -------*- C++ -*-===//
//
// The GPU kernel of stype.fused_update (created by --stype-fuse-update) for
// one gradient producer straight into an optimizer update (the CPU's
// `Direct` form, lowering/Fusion.cpp):
//
//   producers   dot(csr^T, default) -> row_sparse
//               embedding_grad(sparse_grad) -> row_sparse
//   updates     every optimizer with a GPU kernel (GpuKernels.cpp: dense
//               weight and dense states, an element rule), lazy or standard
//
// 1. Grouping (GpuBuilder::groupByRow, the launches of the unfused dot^T
//    kernel): the producer's entries sorted stably by gradient row
//      dot:            entry p of the csr, row = its column;
//      embedding_grad: id t, row = the id, or input_dim for an id outside
//                      [0, input_dim): that last run is skipped by the
//                      update; such ids are flagged, read back and reported
//                      on the host first, as the unfused kernel skips and
//                      reports them;
//    then run starts and run row ids, the number of runs kept on the
//    device (for dot: no host synchronization before the call's end).
//    For dot, the sort's last pass also writes the csr rows and values in
//    sorted order (SortedDotOperands).
// 2. The update (three launches, GpuBuilder::applyRunSums: the long runs'
//    block sums beside the short runs' updates, the long runs' group sums,
//    then the long runs' updates):
//      lazy      a thread per (gradient row, feature): it sums its run in
//                the unfused kernel's order (fma from 0 in csr row order for
//                dot, + from 0 in position order for embedding_grad) and
//                applies the optimizer's element rule to weight/state
//                element (row id, feature);
//      standard  (lazy_update = false, where rows absent from the gradient
//                change) a thread per (weight row, feature): a binary search
//                of the row in the run ids, then the same with the run's
//                gradient or with no gradient (g = 0), as the unfused
//                standard GPU update does.
// The gradient is never written to memory; its values are bit-identical to
// the unfused GPU kernel's (and to the CPU's, except for runs longer than
// GpuBuilder::kRunChunk, summed in blocks), and so are the updated weights
// and states.  The run-time checks (shapes, hyper-parameters) run on the host
// before the update's launch, with the CPU kernel's error codes.
//
//===----------------------------------------------------------------------===//

#include "dialect/FusionOps.h"
#include "dialect/StypeOps.h"
#include "passes/gpu/GpuBuilder.h"
#include "passes/lowering/Optimizer.h"
#include "passes/lowering/RuntimeChecks.h"

#include "mlir/Dialect/Vector/IR/VectorOps.h"

#include <optional>

using namespace mlir;
using namespace mlir::stype;

namespace {

/// The one op before the update in a fused body, if there is exactly one
/// (the form the GPU kernel covers), or null.
Operation *gpuProducerOf(FusedUpdateOp op) {
  Operation *update = op.getUpdate();
  Block &body = op.getBody().front();
  if (!update || &body.front() == update ||
      body.front().getNextNode() != update)
    return nullptr;
  return &body.front();
}

/// A producer's gradient, grouped into runs of one gradient row each; the
/// element (run r, feature j) is computed by one thread.
struct GroupedGradient {
  GpuBuilder::Runs runs;
  /// dot: the csr, the dense rhs and the csr rows and values in sorted
  /// order.
  CsrBuffers x;
  Value dy;
  SortedDotOperands sorted;
  /// embedding_grad: the flat output gradient and its row width; the row
  /// id of the run of out-of-range ids (input_dim), which the update skips.
  Value ograd, width, skipId;
  /// The gradient's shape and the producer's own operand check.
  FusedProducerShape shape;

  /// The per-run sums (GpuBuilder::sumRuns) of the gradient's terms.
  GpuBuilder::RunSums sums;

  /// The buffer of the gradient's dense operand (dy, or the flat ograd),
  /// whose rows a vectorized kernel reads 16 bytes at a time.
  Value denseOperand() const { return dy ? dy : ograd; }

  /// The long runs' partial sums, for a gradient of n features
  /// (GpuBuilder::sumRuns).
  void sum(GpuBuilder &b, Value n, Type elt) {
    sums = b.sumRuns(runs, n, elt, term());
  }

  /// The gradient's term (GpuBuilder::RunSums::Term); with `vt`, a vector
  /// of features per thread.
  GpuBuilder::RunSums::Term term(VectorType vt = {}) const {
    if (dy)
      return dotTransposedTerm(sorted, dy, vt);
    return embeddingGradTerm(runs, ograd, width, vt);
  }

  Value element(KernelBuilder &b, Value r, Value j) const {
    return sums.element(b, runs, r, j);
  }

  void free(GpuBuilder &b) const {
    runs.free(b);
    if (dy)
      sorted.free(b);
  }
};

GroupedGradient groupDot(GpuBuilder &b, DotOp op, ValueRange xBufs, Value dy) {
  GroupedGradient g;
  g.shape = fusedProducerShape(b, op, xBufs, dy);
  g.x = CsrBuffers::unpack(xBufs);
  g.dy = dy;
  CsrBuffers x = g.x;
  SortedDotOperands sorted = g.sorted = SortedDotOperands::prepare(b, x);
  g.runs = b.groupByRow(
      b.dim(x.indices, 0), x.numCols,
      [&](KernelBuilder &b, Value p) { return b.load(x.indices, p); },
      /*countOnHost=*/false,
      [&](KernelBuilder &b, Value q, Value p) { sorted.place(b, q, p); });
  sorted.freeEntryRows(b);
  return g;
}

GroupedGradient groupEmbedding(GpuBuilder &b, EmbeddingGradOp op, Value data,
                               Value ograd) {
  GroupedGradient g;
  g.shape = fusedProducerShape(b, op, data, ograd);
  Value ids = b.flatView(data);
  Value n = b.dim(ids, 0);
  int64_t rank = cast<MemRefType>(ograd.getType()).getRank();
  g.width = b.dim(ograd, rank - 1);
  g.ograd = b.flatView(ograd);
  g.skipId = b.i64(static_cast<int64_t>(op.getInputDim()));
  // Out-of-range ids are reported first, as the CPU fused kernel does; the
  // update skips their run.  No compaction, so no count of the kept ids on
  // the host.
  g.runs = groupEmbeddingIds(b, ids, n, op.getInputDim(), /*clip=*/false,
                             /*countOnHost=*/false)
               .runs;
  return g;
}

/// The new weight and states of element (i, c) of the 2-D views, with the
/// gradient g(b) (null: none, a zero gradient), computed after the weight's
/// and states' loads are issued (their latency overlaps its loads).
void updateElementWith(KernelBuilder &b, const OptimizerElementRule &r,
                       Value wRows, ArrayRef<Value> stateRows,
                       function_ref<Value(KernelBuilder &)> g, Value i,
                       Value c) {
  SmallVector<Value> states;
  for (Value s : stateRows)
    states.push_back(b.load(s, {i, c}));
  Value w = b.load(wRows, {i, c});
  Value nw =
      r.element(b, w, states, g ? g(b) : Value(),
                [&](unsigned n, Value v) { b.store(v, stateRows[n], {i, c}); });
  b.store(nw, wRows, {i, c});
}

struct FusedUpdateGpu : public GpuOpKernelPattern<FusedUpdateOp> {
  using GpuOpKernelPattern::GpuOpKernelPattern;

  bool hasKernel(Operation *op) const override { return hasGpuFusedKernel(op); }
  std::string role(Operation *) const override { return "fused"; }

  FailureOr<Results> buildOp(FusedUpdateOp op, Adaptor adaptor,
                             GpuBuilder &b) const override {
    Operation *producer = gpuProducerOf(op);
    Operation *update = op.getUpdate();
    ArrayRef<ValueRange> inputs = adaptor.getOperands();
    auto bufs = [&](Value v) { return inputs[op.getInputNumber(v)]; };

    // 1. The gradient's runs (and the producer's reports).
    GroupedGradient grad;
    if (auto dot = dyn_cast<DotOp>(producer))
      grad = groupDot(b, dot, bufs(dot.getLhs()), bufs(dot.getRhs())[0]);
    else {
      auto eg = cast<EmbeddingGradOp>(producer);
      grad =
          groupEmbedding(b, eg, bufs(eg.getData())[0], bufs(eg.getOgrad())[0]);
    }

    // 2. The update's rule (its scalars on the host), weight and states.
    SmallVector<ValueRange> operands;
    for (auto [i, v] : llvm::enumerate(update->getOperands()))
      operands.push_back(i == 1 ? ValueRange() : bufs(v));
    const OptimizerElementRule r =
        *getOptimizerElementRule(update, &b, operands);
    auto writable = [&](unsigned i) {
      Value v = update->getOperand(i);
      Value buf = bufs(v)[0];
      return canUpdateOperandInPlace(op.getInputOf(v), op) ? buf : b.clone(buf);
    };
    Value w = writable(0);
    SmallVector<Value> states;
    for (unsigned s = 0; s < r.numStates; ++s)
      states.push_back(writable(2 + s));

    // Run-time checks on the host, before the update's launch (the CPU
    // fused kernel's): hyper-parameters in range; the gradient and every
    // state of the weight's shape; the producer's operands agreeing.  A
    // failure is reported and nothing changes.
    SmallVector<SmallVector<OpFoldResult>> gradShapes = {grad.shape.shape};
    Value ok =
        emitUpdateRuntimeChecks(b, update, operands, r.numStates,
                                /*perRowState=*/false, r.valid, &gradShapes);
    ok = andChecks(b, ok, grad.shape.ok);

    auto launch = [&](KernelBuilder &kb) {
      GpuBuilder b(kb.getLoc(), kb);
      Value wRows = b.rowsView(w);
      SmallVector<Value> stateRows;
      for (Value s : states)
        stateRows.push_back(b.rowsView(s));
      Value rowLen = b.dim(wRows, 1);
      Type elt = cast<MemRefType>(wRows.getType()).getElementType();
      const GpuBuilder::Runs &runs = grad.runs;
      if (r.lazy || !r.absentRowsChange) {
        // The gradient's rows only: one thread per (run, feature), or per
        // (run, 16 bytes of features) where every row is 16-byte aligned
        // (checked on the host; the sums and the rule lane by lane, so
        // bit-identical), the number of runs read on the device (no host
        // synchronization).  Three launches (GpuBuilder::applyRunSums):
        // the long runs' block sums beside the short runs' updates, the
        // long runs' group sums, then the long runs' updates; only after
        // the checks passed (they read the producer's operands).
        auto lazyUpdate = [&](KernelBuilder &kb, VectorType vt) {
          GpuBuilder b(kb.getLoc(), kb);
          GpuBuilder::KernelRole role(b, "update");
          b.applyRunSums(
              runs, b.toIndex(runs.count64),
              [&](KernelBuilder &b) { return runs.numRunsIn(b); }, rowLen,
              vt ? Type(vt) : elt, grad.term(vt),
              [&](KernelBuilder &b, Value k, Value c,
                  function_ref<Value(KernelBuilder &)> g) {
                Value id = b.load(runs.ids, k);
                auto update = [&](KernelBuilder &b) {
                  Value i = b.toIndex(id);
                  // The weight and state lines travel while the run's
                  // gathered sum runs.
                  SmallVector<Value> rows = {wRows};
                  rows.append(stateRows.begin(), stateRows.end());
                  prefetchElements(b, rows, {i, c});
                  if (vt)
                    updateElementVector(b, r, wRows, stateRows, g, i, c, vt);
                  else
                    updateElementWith(b, r, wRows, stateRows, g, i, c);
                };
                if (!grad.skipId)
                  return update(b);
                b.ifThen(arith::CmpIOp::create(b, arith::CmpIPredicate::ne, id,
                                               grad.skipId),
                         update);
              });
        };
        SmallVector<Value> rows = {wRows, grad.denseOperand()};
        rows.append(stateRows.begin(), stateRows.end());
        VectorType vt = vector16Of(rows);
        if (!vt)
          return lazyUpdate(b, {});
        b.ifThenElse(
            rowsAligned16(b, rowLen, rows),
            [&](KernelBuilder &kb) {
              GpuBuilder::KernelRole role(kb, "vector");
              lazyUpdate(kb, vt);
            },
            [&](KernelBuilder &kb) { lazyUpdate(kb, {}); });
        return;
      }
      grad.sum(b, rowLen, elt);
      // Every row; each thread finds its row in the run ids.
      GpuBuilder::KernelRole role(b, "update");
      b.launchRows(
          b.dim(wRows, 0), rowLen, [&](KernelBuilder &b, Value i, Value c) {
            Value id = b.toI64(i);
            // The row's lines travel during the search and sum.
            SmallVector<Value> rows = {wRows};
            rows.append(stateRows.begin(), stateRows.end());
            prefetchElements(b, rows, {i, c});
            Value nnr = runs.numRunsIn(b);
            Value p = b.lowerBound(runs.ids, b.idx(0), nnr, id);
            Value found = b.foundAt(runs.ids, p, nnr, id);
            b.ifThenElse(
                found,
                [&](KernelBuilder &b) {
                  updateElementWith(
                      b, r, wRows, stateRows,
                      [&](KernelBuilder &b) { return grad.element(b, p, c); },
                      i, c);
                },
                [&](KernelBuilder &b) {
                  updateElementWith(b, r, wRows, stateRows, {}, i, c);
                });
          });
      grad.sums.free(b);
    };
    if (ok)
      b.ifThen(ok, launch);
    else
      launch(b);
    grad.free(b);

    Results results = {{w}};
    for (Value s : states)
      results.push_back({s});
    return results;
  }
};

} // namespace

bool mlir::stype::hasGpuFusedKernel(Operation *producer, Operation *update) {
  if (fusionRoleOf(producer) != FusionRole::Producer ||
      fusionRoleOf(update) != FusionRole::Update ||
      update->getOperand(1) != producer->getResult(0))
    return false;
  // Not (yet) the multi-precision updates (the CPU has no fused kernel for
  // them to compare with) nor Group AdaGrad's per-row state.
  auto iface = dyn_cast<OptimizerUpdateOpInterface>(update);
  if (!iface || iface.isMultiPrecision())
    return false;
  FailureOr<OptimizerElementRule> rule = getOptimizerElementRule(update);
  if (failed(rule) || rule->perRowState)
    return false;
  auto dense = [](Value v) {
    FailureOr<StorageKind> k = getStorageKind(v.getType());
    return succeeded(k) && *k == SK::Dense;
  };
  if (!dense(update->getOperand(0)))
    return false;
  for (unsigned s = 0; s < rule->numStates; ++s)
    if (!dense(update->getOperand(2 + s)))
      return false;
  return true;
}

bool mlir::stype::hasGpuFusedKernel(Operation *fusedUpdate) {
  auto op = dyn_cast<FusedUpdateOp>(fusedUpdate);
  Operation *producer = op ? gpuProducerOf(op) : nullptr;
  return producer && hasGpuFusedKernel(producer, op.getUpdate());
}

void mlir::stype::populateGpuFusionKernels(TypeConverter &tc,
                                           RewritePatternSet &p) {
  p.add<FusedUpdateGpu>(tc, p.getContext());
}

GpuBuilder::RunSums::Term
mlir::stype::embeddingGradTerm(const GpuBuilder::Runs &runs, Value ograd,
                               Value width, VectorType vt) {
  // + ograd[t, j] from 0, the ids of the row in position order.
  GpuBuilder::Runs r = runs;
  Value og = ograd, w = width;
  GpuBuilder::RunSums::Term term;
  term.load = [=](KernelBuilder &b, Value q, Value j) -> SmallVector<Value> {
    Value t = r.entryAt(b, q);
    Value at = arith::AddIOp::create(b, arith::MulIOp::create(b, t, w), j);
    if (vt)
      return {vector::LoadOp::create(b, vt, og, ValueRange{at},
                                     /*nontemporal=*/false, llvm::Align(16))};
    return {b.load(og, at)};
  };
  term.add = [](KernelBuilder &b, ArrayRef<Value> t, Value acc) -> Value {
    return arith::AddFOp::create(b, acc, t[0]);
  };
  return term;
}

EmbeddingRuns mlir::stype::groupEmbeddingIds(GpuBuilder &b, Value ids, Value n,
                                             uint64_t inputDim, bool clip,
                                             bool countOnHost) {
  Value dim = b.i64(static_cast<int64_t>(inputDim));
  EmbeddingRuns result;
  if (!clip) {
    // A device flag (every thread that finds an id outside writes 1), read
    // back and reported on the host before anything else.
    auto cell = MemRefType::get({1}, b.getI64Type());
    Value flag = b.alloc(cell, {});
    b.deviceFill(flag, b.i64(0));
    std::optional<GpuBuilder::KernelRole> role(std::in_place, b, "check_ids");
    b.launch1D(n, [&](KernelBuilder &b, Value t) {
      Value out = arith::CmpIOp::create(b, arith::CmpIPredicate::uge,
                                        b.load(ids, t), dim);
      b.ifThen(out,
               [&](KernelBuilder &b) { b.store(b.i64(1), flag, b.idx(0)); });
    });
    role.reset();
    // The whole one-element buffer copied back (no read-back launch).
    Value host = memref::AllocaOp::create(b, cell);
    memref::CopyOp::create(b, flag, host);
    b.free(flag);
    result.anyOutside = arith::CmpIOp::create(b, arith::CmpIPredicate::ne,
                                              b.load(host, b.idx(0)), b.i64(0));
    b.ifThen(result.anyOutside, [&](KernelBuilder &b) {
      b.reportError(STYPE_KERNEL_EMBEDDING_INDEX_OUT_OF_RANGE);
    });
  }
  // An id outside [0, input_dim) as input_dim (its own last run), or
  // clipped to [0, input_dim - 1] (MXNet's dense backward, AddTakeGrad).
  result.runs = b.groupByRow(
      n, b.idx(static_cast<int64_t>(inputDim) + (clip ? 0 : 1)),
      [&](KernelBuilder &b, Value t) -> Value {
        Value id = b.load(ids, t);
        if (clip) {
          Value last = b.i64(static_cast<int64_t>(inputDim) - 1);
          return arith::MinSIOp::create(
              b, arith::MaxSIOp::create(b, id, b.i64(0)), last);
        }
        Value in = arith::CmpIOp::create(b, arith::CmpIPredicate::ult, id, dim);
        return arith::SelectOp::create(b, in, id, dim);
      },
      countOnHost);
  return result;
}

//===- Graph.cpp - kernels of the csr graph ops -----------------*- C++ -*-===//
//
//   edge_id        (csr, u, v) -> default   per pair, binary search of v in
//                                           row u; -1 where nothing is stored
//   dgl_adjacency  csr -> csr (f32)         index buffers copied, values 1
//   dgl_subgraph   (csr, lists...) -> csr... per list: check, count, fill
//                                           over the listed rows, columns
//                                           looked up by binary search
//   dgl_graph_compact (csr..., ids...) -> csr...  per graph: inverse map of
//                                           the columns, one pass over the
//                                           entries, rows insertion-sorted
//   dgl_csr_neighbor_uniform_sample (csr, seeds...) -> ids..., csr...,
//                                           layers...  per seed array: BFS
//                                           with a mark array, selection
//                                           sampling with a counter-based
//                                           generator (seed, vertex, entry)
//   dgl_csr_neighbor_non_uniform_sample (csr, probability, seeds...) ->
//                                           ids..., csr..., probabilities...,
//                                           layers...  the same BFS; a long
//                                           row by K weighted draws without
//                                           replacement, O(K * row length),
//                                           keyed by (seed, vertex, draw)
//
// A u outside [0, rows) and u, v of different run-time lengths are reported
// to the runtime (their results are -1).  Sequential loops over the pairs or
// the stored entries: bit-identical results from run to run.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "passes/lowering/KernelBuilder.h"
#include "passes/lowering/KernelConversion.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <functional>
#include <limits>

using namespace mlir;
using namespace mlir::stype;

namespace {

struct EdgeIdKernel : public KernelPattern<EdgeIdOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(EdgeIdOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    CsrBuffers g = CsrBuffers::unpack(adaptor.getData());
    Value u = adaptor.getU()[0], v = adaptor.getV()[0];
    auto outType =
        cast<MemRefType>(getTypeConverter()->convertType(op.getType()));
    Value n = b.dim(u, 0);
    Value out = b.allocShape(outType, {n});
    Value minus1 = b.fconst(outType.getElementType(), -1.0);
    b.fill(out, minus1);
    // u and v must have one length: otherwise report and compute nothing.
    Value same =
        arith::CmpIOp::create(b, arith::CmpIPredicate::eq, n, b.dim(v, 0));
    b.ifThenElse(
        same,
        [&](KernelBuilder &b) {
          Value rows = b.toI64(b.csrNumRows(g));
          b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value i) {
            Value row = b.load(u, i);
            Value neg = arith::CmpIOp::create(b, arith::CmpIPredicate::slt, row,
                                              b.i64(0));
            Value big =
                arith::CmpIOp::create(b, arith::CmpIPredicate::sge, row, rows);
            b.ifThenElse(
                arith::OrIOp::create(b, neg, big),
                [](KernelBuilder &b) {
                  b.reportError(STYPE_KERNEL_EDGE_ID_OUT_OF_RANGE);
                },
                [&](KernelBuilder &b) {
                  auto [lo, hi] = b.csrRowRange(g, b.toIndex(row));
                  Value col = b.load(v, i);
                  Value p = b.lowerBound(g.indices, lo, hi, col);
                  b.ifThen(b.foundAt(g.indices, p, hi, col),
                           [&](KernelBuilder &b) {
                             b.store(b.load(g.data, p), out, i);
                           });
                });
          });
        },
        [](KernelBuilder &b) { b.reportError(STYPE_KERNEL_SHAPE_MISMATCH); });
    return replace(rewriter, op, {{out}});
  }
};

struct DglAdjacencyKernel : public KernelPattern<DglAdjacencyOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(DglAdjacencyOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    CsrBuffers g = CsrBuffers::unpack(adaptor.getData());
    auto dataType = MemRefType::get({ShapedType::kDynamic}, b.getF32Type());
    Value data = b.alloc(dataType, b.dim(g.indices, 0));
    b.fill(data, b.fconst(b.getF32Type(), 1.0));
    CsrBuffers out{b.clone(g.indptr), b.clone(g.indices), data, g.numCols};
    return replace(rewriter, op, {out.pack()});
  }
};

//===----------------------------------------------------------------------===//
// dgl_subgraph and dgl_graph_compact
//===----------------------------------------------------------------------===//

Value i1Const(KernelBuilder &b, bool v) {
  return arith::ConstantOp::create(b, b.getBoolAttr(v));
}
Value andI1(KernelBuilder &b, Value x, Value y) {
  return arith::AndIOp::create(b, x, y);
}
Value cmpI(KernelBuilder &b, arith::CmpIPredicate p, Value x, Value y) {
  return arith::CmpIOp::create(b, p, x, y);
}
/// `n` if `ok`, else 0 (the trip count of a loop that must not run after a
/// failed check).
Value countIf(KernelBuilder &b, Value ok, Value n) {
  return arith::SelectOp::create(b, ok, n, b.idx(0));
}
/// x + 1 and x - 1 for an index x.
Value plus1(KernelBuilder &b, Value x) {
  return arith::AddIOp::create(b, x, b.idx(1));
}
Value minus1(KernelBuilder &b, Value x) {
  return arith::SubIOp::create(b, x, b.idx(1));
}
/// The index `k` as a value of the float type `t` (a new edge id).
Value edgeId(KernelBuilder &b, Type t, Value k) {
  return arith::SIToFPOp::create(b, t, b.toI64(k));
}
/// Reports `code` unless `ok`.
void checkOr(KernelBuilder &b, Value ok, StypeKernelError code) {
  b.ifThen(arith::XOrIOp::create(b, ok, i1Const(b, true)),
           [&](KernelBuilder &b) { b.reportError(code); });
}

/// The buffers of a csr result (and its mapping, which shares the
/// structure): an indptr of `rows` + 1 zeros and `nnz` entries.
struct GraphResult {
  Value indptr, indices, data, mapData;

  static GraphResult alloc(KernelBuilder &b, Value rows, Value nnz,
                           Type element, bool mapping) {
    auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
    auto valBuf = MemRefType::get({ShapedType::kDynamic}, element);
    GraphResult r;
    r.indptr = b.alloc(i64Buf, plus1(b, rows));
    b.fill(r.indptr, b.i64(0));
    r.indices = b.alloc(i64Buf, nnz);
    r.data = b.alloc(valBuf, nnz);
    if (mapping)
      r.mapData = b.alloc(valBuf, nnz);
    return r;
  }

  /// Stores entry k: column `col` (index), the new edge id k and, for the
  /// mapping, the original edge id `orig`.
  void store(KernelBuilder &b, Value k, Value col, Value orig) const {
    b.store(b.toI64(col), indices, k);
    b.store(edgeId(b, cast<MemRefType>(data.getType()).getElementType(), k),
            data, k);
    if (mapData)
      b.store(orig, mapData, k);
  }

  /// The graph (and mapping) buffers, `numCols` columns.
  void appendTo(KernelBuilder &b, Value numCols,
                SmallVector<SmallVector<Value>> &graphs,
                SmallVector<SmallVector<Value>> &mappings) const {
    graphs.push_back(CsrBuffers{indptr, indices, data, numCols}.pack());
    if (mapData)
      mappings.push_back(
          CsrBuffers{b.clone(indptr), b.clone(indices), mapData, numCols}
              .pack());
  }
};

/// MXNet's GetSubgraph for the ascending vertex list `v`: row j holds the
/// edges v[j] -> w with w in v, column w renumbered to the last position of
/// w in v (binary search), values 0..nnz-1 in storage order.
void subgraphOf(KernelBuilder &b, const CsrBuffers &g, Value v, Type element,
                bool mapping, SmallVector<SmallVector<Value>> &graphs,
                SmallVector<SmallVector<Value>> &mappings) {
  Value n = b.dim(v, 0);
  Value rows = b.toI64(b.csrNumRows(g));
  // The list must be ascending with ids in [0, rows).
  Value ok =
      b.forLoop(b.idx(0), n, i1Const(b, true),
                [&](KernelBuilder &b, Value j, Value ok) -> Value {
                  Value id = b.load(v, j);
                  Value inRange =
                      andI1(b, cmpI(b, arith::CmpIPredicate::sge, id, b.i64(0)),
                            cmpI(b, arith::CmpIPredicate::slt, id, rows));
                  // v[max(j, 1) - 1] <= v[j] (trivially true at j = 0).
                  Value prevPos = arith::SubIOp::create(
                      b, arith::MaxUIOp::create(b, j, b.idx(1)), b.idx(1));
                  Value sorted = cmpI(b, arith::CmpIPredicate::sle,
                                      b.load(v, prevPos), id);
                  return andI1(b, ok, andI1(b, inRange, sorted));
                });
  checkOr(b, ok, STYPE_KERNEL_GRAPH_VERTEX_LIST_INVALID);
  Value lim = countIf(b, ok, n);
  // (found, position): the last occurrence of the column id c in v.
  auto lookup = [&](KernelBuilder &b, Value c) -> std::pair<Value, Value> {
    Value q =
        b.lowerBound(v, b.idx(0), n, arith::AddIOp::create(b, c, b.i64(1)));
    Value any = cmpI(b, arith::CmpIPredicate::ugt, q, b.idx(0));
    Value pos = arith::SubIOp::create(b, arith::MaxUIOp::create(b, q, b.idx(1)),
                                      b.idx(1));
    Value same = cmpI(b, arith::CmpIPredicate::eq, b.load(v, pos), c);
    return {andI1(b, any, same), pos};
  };
  auto forEachRow =
      [&](KernelBuilder &b, Value init,
          function_ref<Value(KernelBuilder &, Value, Value, Value)> entry,
          function_ref<void(KernelBuilder &, Value, Value)> rowEnd) {
        return b.forLoop(
            b.idx(0), lim, init,
            [&](KernelBuilder &b, Value j, Value k) -> Value {
              auto [lo, hi] = b.csrRowRange(g, b.toIndex(b.load(v, j)));
              Value k2 = b.forLoop(
                  lo, hi, k, [&](KernelBuilder &b, Value p, Value k) -> Value {
                    return entry(b, j, p, k);
                  });
              rowEnd(b, j, k2);
              return k2;
            });
      };
  // Counting pass.
  Value nnz = forEachRow(
      b, b.idx(0),
      [&](KernelBuilder &b, Value, Value p, Value k) -> Value {
        Value found = lookup(b, b.load(g.indices, p)).first;
        return arith::AddIOp::create(b, k, b.boolToIndex(found));
      },
      [](KernelBuilder &, Value, Value) {});
  GraphResult out = GraphResult::alloc(b, n, nnz, element, mapping);
  // Filling pass.
  forEachRow(
      b, b.idx(0),
      [&](KernelBuilder &b, Value, Value p, Value k) -> Value {
        std::pair<Value, Value> hit = lookup(b, b.load(g.indices, p));
        b.ifThen(hit.first, [&](KernelBuilder &b) {
          out.store(b, k, hit.second, b.load(g.data, p));
        });
        return arith::AddIOp::create(b, k, b.boolToIndex(hit.first));
      },
      [&](KernelBuilder &b, Value j, Value k) {
        b.store(b.toI64(k), out.indptr, plus1(b, j));
      });
  out.appendTo(b, n, graphs, mappings);
}

struct DglSubgraphKernel : public KernelPattern<DglSubgraphOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(DglSubgraphOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    CsrBuffers g = CsrBuffers::unpack(adaptor.getGraph());
    Type element = op.getGraph().getType().getElementType();
    SmallVector<SmallVector<Value>> graphs, mappings;
    for (ValueRange v : adaptor.getVertices())
      subgraphOf(b, g, v[0], element, op.getReturnMapping(), graphs, mappings);
    graphs.append(mappings.begin(), mappings.end());
    return replace(rewriter, op, graphs);
  }
};

/// Sorts the entries [lo, hi) of `r` by column id (insertion sort: O(hi -
/// lo) when they are already ascending), moving the values along.
void sortRow(KernelBuilder &b, const GraphResult &r, Value lo, Value hi) {
  SmallVector<Value> vals = {r.data};
  if (r.mapData)
    vals.push_back(r.mapData);
  b.forLoop(arith::AddIOp::create(b, lo, b.idx(1)), hi,
            [&](KernelBuilder &b, Value a) {
              Value key = b.load(r.indices, a);
              SmallVector<Value> carried;
              for (Value buf : vals)
                carried.push_back(b.load(buf, a));
              Type idxTy = b.getIndexType();
              auto loop = scf::WhileOp::create(
                  b, TypeRange{idxTy}, ValueRange{a},
                  [&](OpBuilder &ob, Location loc, ValueRange args) {
                    KernelBuilder kb(loc, ob, b);
                    Value j = args[0];
                    Value more = cmpI(kb, arith::CmpIPredicate::ugt, j, lo);
                    Value prev = arith::SelectOp::create(
                        kb, more, arith::SubIOp::create(kb, j, kb.idx(1)), lo);
                    Value bigger = cmpI(kb, arith::CmpIPredicate::sgt,
                                        kb.load(r.indices, prev), key);
                    scf::ConditionOp::create(kb, andI1(kb, more, bigger), args);
                  },
                  [&](OpBuilder &ob, Location loc, ValueRange args) {
                    KernelBuilder kb(loc, ob, b);
                    Value j = args[0];
                    Value prev = arith::SubIOp::create(kb, j, kb.idx(1));
                    kb.store(kb.load(r.indices, prev), r.indices, j);
                    for (Value buf : vals)
                      kb.store(kb.load(buf, prev), buf, j);
                    scf::YieldOp::create(kb, ValueRange{prev});
                  });
              Value j = loop.getResult(0);
              b.store(key, r.indices, j);
              for (auto [buf, v] : llvm::zip(vals, carried))
                b.store(v, buf, j);
            });
}

/// MXNet's CompactSubgraph for graph `g` with vertex ids `v` (rows + 1 of
/// them, the last = graphSize): the first graphSize rows, column c renumbered
/// to the first position of c in v, values the entry positions 0..nnz-1.
void compactOf(KernelBuilder &b, const CsrBuffers &g, Value v,
               int64_t graphSize, Type element, bool mapping,
               SmallVector<SmallVector<Value>> &graphs,
               SmallVector<SmallVector<Value>> &mappings) {
  using P = arith::CmpIPredicate;
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  Value gs = b.idx(graphSize), gs64 = b.i64(graphSize);
  Value rows = b.csrNumRows(g), cols = g.numCols;
  Value nnz = b.dim(g.indices, 0), len = b.dim(v, 0);
  // len == rows + 1 and rows >= graph_size; then v[len - 1] == graph_size
  // and the rows after graph_size are empty (indptr[graph_size] == nnz).
  Value shapeOk =
      andI1(b, cmpI(b, P::eq, len, arith::AddIOp::create(b, rows, b.idx(1))),
            cmpI(b, P::uge, rows, gs));
  Value ok = b.ifThenElse(
      shapeOk, b.getI1Type(),
      [&](KernelBuilder &b) -> Value {
        Value last = b.load(v, minus1(b, len));
        Value tailEmpty = cmpI(b, P::eq, b.toIndex(b.load(g.indptr, gs)), nnz);
        return andI1(b, cmpI(b, P::eq, last, gs64), tailEmpty);
      },
      [&](KernelBuilder &b) -> Value { return i1Const(b, false); });
  // The inverse map over the columns: inv[c] = the first i < graph_size
  // with v[i] == c, else -1; every v[i] must differ from -1.
  Value inv = b.alloc(i64Buf, cols);
  b.fill(inv, b.i64(-1));
  ok = b.forLoop(
      b.idx(0), countIf(b, ok, gs), ok,
      [&](KernelBuilder &b, Value i, Value ok) -> Value {
        Value id = b.load(v, i);
        Value inRange = andI1(b, cmpI(b, P::sge, id, b.i64(0)),
                              cmpI(b, P::slt, id, b.toI64(cols)));
        b.ifThen(inRange, [&](KernelBuilder &b) {
          Value c = b.toIndex(id);
          b.ifThen(cmpI(b, P::eq, b.load(inv, c), b.i64(-1)),
                   [&](KernelBuilder &b) { b.store(b.toI64(i), inv, c); });
        });
        return andI1(b, ok, cmpI(b, P::ne, id, b.i64(-1)));
      });
  // Every column id must be mapped.
  ok = b.forLoop(b.idx(0), countIf(b, ok, nnz), ok,
                 [&](KernelBuilder &b, Value p, Value ok) -> Value {
                   Value m = b.load(inv, b.toIndex(b.load(g.indices, p)));
                   return andI1(b, ok, cmpI(b, P::ne, m, b.i64(-1)));
                 });
  checkOr(b, ok, STYPE_KERNEL_GRAPH_COMPACT_INVALID);
  Value outNnz = countIf(b, ok, nnz);
  GraphResult out = GraphResult::alloc(b, gs, outNnz, element, mapping);
  b.forLoop(b.idx(1), countIf(b, ok, arith::AddIOp::create(b, gs, b.idx(1))),
            [&](KernelBuilder &b, Value r) {
              b.store(b.load(g.indptr, r), out.indptr, r);
            });
  b.forLoop(b.idx(0), outNnz, [&](KernelBuilder &b, Value p) {
    Value m = b.load(inv, b.toIndex(b.load(g.indices, p)));
    out.store(b, p, b.toIndex(m), b.load(g.data, p));
  });
  memref::DeallocOp::create(b, inv);
  b.forLoop(b.idx(0), countIf(b, ok, gs), [&](KernelBuilder &b, Value r) {
    Value lo = b.toIndex(b.load(out.indptr, r));
    Value hi = b.toIndex(b.load(out.indptr, plus1(b, r)));
    sortRow(b, out, lo, hi);
  });
  out.appendTo(b, gs, graphs, mappings);
}

struct DglGraphCompactKernel : public KernelPattern<DglGraphCompactOp> {
  using KernelPattern::KernelPattern;

  LogicalResult rewrite(DglGraphCompactOp op, Adaptor adaptor, KernelBuilder &b,
                        ConversionPatternRewriter &rewriter) const override {
    Type element =
        cast<RankedTensorType>(op.getGraphs()[0].getType()).getElementType();
    SmallVector<SmallVector<Value>> graphs, mappings;
    for (auto [i, gv] :
         llvm::enumerate(llvm::zip(adaptor.getGraphs(), adaptor.getVertices())))
      compactOf(b, CsrBuffers::unpack(std::get<0>(gv)), std::get<1>(gv)[0],
                op.getGraphSizes()[i], element, op.getReturnMapping(), graphs,
                mappings);
    graphs.append(mappings.begin(), mappings.end());
    return replace(rewriter, op, graphs);
  }
};

//===----------------------------------------------------------------------===//
// dgl_csr_neighbor_uniform_sample
//===----------------------------------------------------------------------===//

Value addI(KernelBuilder &b, Value x, Value y) {
  return arith::AddIOp::create(b, x, y);
}
Value subI(KernelBuilder &b, Value x, Value y) {
  return arith::SubIOp::create(b, x, y);
}

/// splitmix64's output function of x + 0x9E3779B97F4A7C15 (compile time).
uint64_t mix64(uint64_t x) {
  uint64_t z = x + 0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

/// mix64 of the i64 `x`, emitted (wrapping u64 arithmetic).
Value mix64(KernelBuilder &b, Value x) {
  auto c = [&](uint64_t v) { return b.i64(static_cast<int64_t>(v)); };
  auto xorShift = [&](Value z, uint64_t s) -> Value {
    return arith::XOrIOp::create(b, z, arith::ShRUIOp::create(b, z, c(s)));
  };
  Value z = addI(b, x, c(0x9E3779B97F4A7C15ULL));
  z = arith::MulIOp::create(b, xorShift(z, 30), c(0xBF58476D1CE4E5B9ULL));
  z = arith::MulIOp::create(b, xorShift(z, 27), c(0x94D049BB133111EBULL));
  return xorShift(z, 31);
}

/// The parameters of one sampling op.
struct SampleParams {
  int64_t numHops, numNeighbor, maxNumVertices;
  uint64_t seedKey; // mix64(seed)
};

/// The buffers of one seed array's sample: vertex ids (M + 1), the sampled
/// csr (M rows), the layers (M) and, with a probability input, the
/// collected vertices' probabilities (M).
struct SampleResult {
  Value ids, layers, probs;
  SmallVector<Value> graph;
};

/// What distinguishes the sampling ops: how a row longer than K =
/// num_neighbor is sampled, the probability input, the error code.
struct RowSampler {
  /// Called (with the row key mix64(seedKey + u)) before the keep loop of
  /// a row [lo, hi) longer than K; may be null.
  std::function<void(KernelBuilder &, Value rowKey, Value lo, Value hi)>
      prepare;
  /// Whether entry p (offset `off` in the row of `len` entries, `kept`
  /// entries kept before it) of a row longer than K is kept.
  std::function<Value(KernelBuilder &, Value rowKey, Value p, Value off,
                      Value len, Value kept)>
      keep;
  /// The probability input (null: none) and whether it is valid (i1).
  Value probability, probabilityOk;
  StypeKernelError invalidSeeds;
};

/// A unit-interval double with 53 random bits of the hash `h`.
Value unitOf(KernelBuilder &b, Value h) {
  Type f64 = b.getF64Type();
  Value bits = arith::ShRUIOp::create(b, h, b.i64(11));
  return arith::MulFOp::create(b, arith::UIToFPOp::create(b, f64, bits),
                               b.fconst(f64, 0x1.0p-53));
}

/// The index `x` as an f64.
Value indexToF64(KernelBuilder &b, Value x) {
  return arith::UIToFPOp::create(b, b.getF64Type(), b.toI64(x));
}

/// MXNet's SampleSubgraph for the seed array `s`, the rows longer than K
/// sampled by `sampler` (see the ops' descriptions for the generator); with
/// a probability input, also the collected vertices' weights.  Scratch: mark[v]
/// = the queue slot of collected vertex v (-1: not collected), the queue's
/// vertex ids and layers, each slot's sampled entries (positions in `g`) as a
/// range of `edgePos`, and st = {vertex count, sampled entry count}.
SampleResult sampleOf(KernelBuilder &b, const CsrBuffers &g, Value s,
                      const SampleParams &prm, const RowSampler &sampler,
                      MemRefType idsType, MemRefType layersType,
                      MemRefType probsType, Type element) {
  using P = arith::CmpIPredicate;
  auto i64Buf = MemRefType::get({ShapedType::kDynamic}, b.getI64Type());
  auto idxOf = [](KernelBuilder &b, Value buf, Value i) {
    return b.toIndex(b.load(buf, i));
  };
  Value rows = b.csrNumRows(g), nnz = b.dim(g.indices, 0);
  Value m = b.idx(prm.maxNumVertices), k = b.idx(prm.numNeighbor);
  Value ns = b.dim(s, 0);
  Value ok = andI1(b, cmpI(b, P::eq, rows, g.numCols), cmpI(b, P::ule, ns, m));
  ok = b.forLoop(b.idx(0), countIf(b, ok, ns), ok,
                 [&](KernelBuilder &b, Value j, Value ok) -> Value {
                   Value id = b.load(s, j);
                   return andI1(b, ok,
                                andI1(b, cmpI(b, P::sge, id, b.i64(0)),
                                      cmpI(b, P::slt, id, b.toI64(rows))));
                 });
  checkOr(b, ok, sampler.invalidSeeds);
  if (sampler.probabilityOk)
    ok = andI1(b, ok, sampler.probabilityOk);

  Value mark = b.alloc(i64Buf, countIf(b, ok, rows));
  b.fill(mark, b.i64(-1));
  Value queue = b.alloc(i64Buf, m), qLayer = b.alloc(i64Buf, m);
  Value rowStart = b.alloc(i64Buf, m), rowLen = b.alloc(i64Buf, m);
  b.fill(rowStart, b.i64(0));
  b.fill(rowLen, b.i64(0));
  Value edgePos = b.alloc(i64Buf, nnz);
  Value st = b.alloc(MemRefType::get({2}, b.getIndexType()), {});
  b.store(b.idx(0), st, b.idx(1));
  // Collects vertex `v` (i64) with layer `l` unless it already is.
  auto collect = [&](KernelBuilder &b, Value v, Value l) {
    Value cnt = b.load(st, b.idx(0));
    Value vi = b.toIndex(v);
    Value fresh = andI1(b, cmpI(b, P::ult, cnt, m),
                        cmpI(b, P::eq, b.load(mark, vi), b.i64(-1)));
    b.ifThen(fresh, [&](KernelBuilder &b) {
      b.store(b.toI64(cnt), mark, vi);
      b.store(v, queue, cnt);
      b.store(l, qLayer, cnt);
      b.store(plus1(b, cnt), st, b.idx(0));
    });
  };
  // The seeds, layer 0 (at most M of them: checked above).
  b.store(b.idx(0), st, b.idx(0));
  b.forLoop(b.idx(0), countIf(b, ok, ns), [&](KernelBuilder &b, Value j) {
    collect(b, b.load(s, j), b.i64(0));
  });
  // The BFS: slot q is expanded while q < count < M and its layer is below
  // num_hops (the count only grows, so a failed test stays failed).
  Value hops = b.i64(prm.numHops),
        seedKey = b.i64(static_cast<int64_t>(prm.seedKey));
  b.forLoop(b.idx(0), m, [&](KernelBuilder &b, Value q) {
    Value cnt = b.load(st, b.idx(0));
    Value active = andI1(b, cmpI(b, P::ult, q, cnt), cmpI(b, P::ult, cnt, m));
    b.ifThen(active, [&](KernelBuilder &b) {
      Value u = b.load(queue, q), l = b.load(qLayer, q);
      b.ifThen(cmpI(b, P::slt, l, hops), [&](KernelBuilder &b) {
        std::pair<Value, Value> range = b.csrRowRange(g, b.toIndex(u));
        Value lo = range.first, hi = range.second;
        Value len = subI(b, hi, lo);
        Value whole = cmpI(b, P::ule, len, k);
        Value ne = b.load(st, b.idx(1));
        Value rowKey = mix64(b, addI(b, seedKey, u));
        if (sampler.prepare)
          b.ifThen(
              arith::XOrIOp::create(b, whole, i1Const(b, true)),
              [&](KernelBuilder &b) { sampler.prepare(b, rowKey, lo, hi); });
        Value kept = b.forLoop(
            lo, hi, b.idx(0),
            [&](KernelBuilder &b, Value p, Value kept) -> Value {
              Value off = subI(b, p, lo);
              Value keep = arith::OrIOp::create(
                  b, whole, sampler.keep(b, rowKey, p, off, len, kept));
              b.ifThen(keep, [&](KernelBuilder &b) {
                b.store(b.toI64(p), edgePos, addI(b, ne, kept));
              });
              return addI(b, kept, b.boolToIndex(keep));
            });
        b.store(b.toI64(ne), rowStart, q);
        b.store(b.toI64(kept), rowLen, q);
        b.store(addI(b, ne, kept), st, b.idx(1));
        Value next = addI(b, l, b.i64(1));
        b.forLoop(b.idx(0), kept, [&](KernelBuilder &b, Value e) {
          Value pos = idxOf(b, edgePos, addI(b, ne, e));
          collect(b, b.load(g.indices, pos), next);
        });
      });
    });
  });

  // The results, in vertex order (a walk over the marks).
  Value cnt = b.load(st, b.idx(0)), ne = b.load(st, b.idx(1));
  SampleResult r;
  r.ids = b.allocShape(idsType, {plus1(b, m)});
  b.fill(r.ids, b.i64(-1));
  r.layers = b.allocShape(layersType, {m});
  b.fill(r.layers, b.i64(-1));
  if (sampler.probability) {
    r.probs = b.allocShape(probsType, {m});
    b.fill(r.probs, b.fconst(probsType.getElementType(), -1.0));
  }
  GraphResult out = GraphResult::alloc(b, m, ne, element, false);
  b.forLoop(b.idx(0), countIf(b, ok, rows), b.idx(0),
            [&](KernelBuilder &b, Value v, Value row) -> Value {
              Value slot = b.load(mark, v);
              Value in = cmpI(b, P::ne, slot, b.i64(-1));
              b.ifThen(in, [&](KernelBuilder &b) {
                Value q = b.toIndex(slot);
                b.store(b.toI64(v), r.ids, row);
                b.store(b.load(qLayer, q), r.layers, row);
                if (sampler.probability)
                  b.store(b.load(sampler.probability, v), r.probs, row);
                Value start = idxOf(b, rowStart, q), n = idxOf(b, rowLen, q);
                Value e0 = idxOf(b, out.indptr, row);
                b.forLoop(b.idx(0), n, [&](KernelBuilder &b, Value t) {
                  Value pos = idxOf(b, edgePos, addI(b, start, t));
                  Value dst = addI(b, e0, t);
                  b.store(b.load(g.indices, pos), out.indices, dst);
                  b.store(b.load(g.data, pos), out.data, dst);
                });
                b.store(b.toI64(addI(b, e0, n)), out.indptr, plus1(b, row));
              });
              return addI(b, row, b.boolToIndex(in));
            });
  b.forLoop(plus1(b, cnt), plus1(b, m), [&](KernelBuilder &b, Value i) {
    b.store(b.toI64(ne), out.indptr, i);
  });
  b.store(b.toI64(cnt), r.ids, m);
  for (Value buf : {mark, queue, qLayer, rowStart, rowLen, edgePos, st})
    memref::DeallocOp::create(b, buf);
  r.graph = CsrBuffers{out.indptr, out.indices, out.data, g.numCols}.pack();
  return r;
}

/// Algorithm S (uniform op): keep entry `off` of a row of `len` entries
/// with probability (K - kept) / (len - off).
RowSampler uniformSampler(int64_t numNeighbor) {
  RowSampler r;
  r.keep = [numNeighbor](KernelBuilder &b, Value rowKey, Value, Value off,
                         Value len, Value kept) -> Value {
    Value unit = unitOf(b, mix64(b, addI(b, rowKey, b.toI64(off))));
    Value need = subI(b, b.idx(numNeighbor), kept);
    Value left = subI(b, len, off);
    return arith::CmpFOp::create(
        b, arith::CmpFPredicate::OLT,
        arith::MulFOp::create(b, unit, indexToF64(b, left)),
        indexToF64(b, need));
  };
  r.invalidSeeds = STYPE_KERNEL_GRAPH_SAMPLE_INVALID;
  return r;
}

/// scf.for over [lb, ub) carrying `inits`; `body` returns the next values.
SmallVector<Value> forLoopN(
    KernelBuilder &b, Value lb, Value ub, ValueRange inits,
    function_ref<SmallVector<Value>(KernelBuilder &, Value, ValueRange)> body) {
  auto loop = scf::ForOp::create(
      b, lb, ub, b.idx(1), inits,
      [&](OpBuilder &ob, Location loc, Value iv, ValueRange args) {
        KernelBuilder kb(loc, ob, b);
        scf::YieldOp::create(kb, body(kb, iv, args));
      });
  return SmallVector<Value>(loop.getResults());
}

/// The weight of vertex `v` (index) as an f64.
Value weightOf(KernelBuilder &b, Value prob, Value v) {
  Value w = b.load(prob, v);
  if (!w.getType().isF64())
    w = arith::ExtFOp::create(b, b.getF64Type(), w);
  return w;
}

/// Weighted sampling without replacement (MXNet's ArrayHeap): `rem[p]` is
/// the weight of entry p while it is not drawn, -1 once drawn.  Draw j of
/// the row picks, among the undrawn entries in row order, the last one of
/// positive weight whose preceding running sum is <= U_j * (their total)
/// (the entry where the running sum first exceeds it); when their total is
/// 0 every undrawn entry counts with weight 1 (uniform).  Two scans of the
/// row per draw: O(K * row length).
RowSampler weightedSampler(KernelBuilder &b, const CsrBuffers &g, Value prob,
                           int64_t numNeighbor, Value rem) {
  using P = arith::CmpFPredicate;
  RowSampler r;
  r.prepare = [=](KernelBuilder &b, Value rowKey, Value lo, Value hi) {
    Type f64 = b.getF64Type();
    Value zero = b.fconst(f64, 0.0), one = b.fconst(f64, 1.0);
    b.forLoop(lo, hi, [&](KernelBuilder &b, Value p) {
      b.store(weightOf(b, prob, b.toIndex(b.load(g.indices, p))), rem, p);
    });
    b.forLoop(b.idx(0), b.idx(numNeighbor), [&](KernelBuilder &b, Value j) {
      // The total weight and the number of the undrawn entries.
      SmallVector<Value> sums = forLoopN(
          b, lo, hi, {zero, b.idx(0)},
          [&](KernelBuilder &b, Value p, ValueRange acc) -> SmallVector<Value> {
            Value w = b.load(rem, p);
            Value undrawn = arith::CmpFOp::create(b, P::OGE, w, zero);
            return {
                arith::AddFOp::create(
                    b, acc[0], arith::SelectOp::create(b, undrawn, w, zero)),
                addI(b, acc[1], b.boolToIndex(undrawn))};
          });
      Value positive = arith::CmpFOp::create(b, P::OGT, sums[0], zero);
      Value total =
          arith::SelectOp::create(b, positive, sums[0], indexToF64(b, sums[1]));
      Value unit = unitOf(b, mix64(b, addI(b, rowKey, b.toI64(j))));
      Value target = arith::MulFOp::create(b, unit, total);
      SmallVector<Value> pick = forLoopN(
          b, lo, hi, {zero, lo},
          [&](KernelBuilder &b, Value p, ValueRange acc) -> SmallVector<Value> {
            Value w = b.load(rem, p);
            Value undrawn = arith::CmpFOp::create(b, P::OGE, w, zero);
            Value wu = arith::SelectOp::create(b, positive, w, one);
            Value we = arith::SelectOp::create(b, undrawn, wu, zero);
            Value hit = andI1(b, arith::CmpFOp::create(b, P::OGT, we, zero),
                              arith::CmpFOp::create(b, P::OLE, acc[0], target));
            return {arith::AddFOp::create(b, acc[0], we),
                    arith::SelectOp::create(b, hit, p, acc[1])};
          });
      b.store(b.fconst(f64, -1.0), rem, pick[1]);
    });
  };
  r.keep = [rem](KernelBuilder &b, Value, Value p, Value, Value,
                 Value) -> Value {
    return arith::CmpFOp::create(b, P::OLT, b.load(rem, p),
                                 b.fconst(b.getF64Type(), 0.0));
  };
  // One finite weight >= 0 per vertex.
  Type pt = cast<MemRefType>(prob.getType()).getElementType();
  Value n = b.dim(prob, 0);
  Value sameLen = cmpI(b, arith::CmpIPredicate::eq, n, b.csrNumRows(g));
  Value inf = b.fconst(pt, std::numeric_limits<double>::infinity());
  r.probabilityOk = b.forLoop(
      b.idx(0), countIf(b, sameLen, n), sameLen,
      [&](KernelBuilder &b, Value i, Value ok) -> Value {
        Value w = b.load(prob, i);
        return andI1(
            b, ok,
            andI1(b, arith::CmpFOp::create(b, P::OGE, w, b.fconst(pt, 0.0)),
                  arith::CmpFOp::create(b, P::OLT, w, inf)));
      });
  checkOr(b, r.probabilityOk, STYPE_KERNEL_GRAPH_SAMPLE_PROBABILITY_INVALID);
  r.probability = prob;
  r.invalidSeeds = STYPE_KERNEL_GRAPH_NON_UNIFORM_SAMPLE_INVALID;
  return r;
}

/// The results of a sampling op with `n` seed arrays: vertex ids, graphs,
/// [probabilities,] layers.
template <typename OpT>
void lowerSample(OpT op, ValueRange graph, ArrayRef<ValueRange> seeds,
                 Value prob, const TypeConverter &tc,
                 ConversionPatternRewriter &rewriter) {
  KernelBuilder b(op.getLoc(), rewriter, kernelTargetOf(tc));
  CsrBuffers g = CsrBuffers::unpack(graph);
  Type element = op.getGraph().getType().getElementType();
  size_t n = op.getSeeds().size(), per = prob ? 4 : 3;
  auto memrefOf = [&](size_t i) {
    return cast<MemRefType>(tc.convertType(op.getResult(i).getType()));
  };
  SampleParams prm{static_cast<int64_t>(op.getNumHops()),
                   static_cast<int64_t>(op.getNumNeighbor()),
                   static_cast<int64_t>(op.getMaxNumVertices()),
                   mix64(static_cast<uint64_t>(op.getSeed()))};
  Value rem;
  RowSampler sampler;
  if (prob) {
    rem = b.alloc(MemRefType::get({ShapedType::kDynamic}, b.getF64Type()),
                  b.dim(g.indices, 0));
    b.fill(rem, b.fconst(b.getF64Type(), 0.0));
    sampler = weightedSampler(b, g, prob, prm.numNeighbor, rem);
  } else {
    sampler = uniformSampler(prm.numNeighbor);
  }
  SmallVector<SmallVector<Value>> out(per * n);
  for (auto [i, s] : llvm::enumerate(seeds)) {
    SampleResult r = sampleOf(
        b, g, s[0], prm, sampler, memrefOf(i), memrefOf((per - 1) * n + i),
        prob ? memrefOf(2 * n + i) : MemRefType(), element);
    out[i] = {r.ids};
    out[n + i] = r.graph;
    if (prob)
      out[2 * n + i] = {r.probs};
    out[(per - 1) * n + i] = {r.layers};
  }
  if (rem)
    memref::DeallocOp::create(b, rem);
  replaceWithBuffers(rewriter, tc, op, out);
}

struct DglCsrNeighborUniformSampleKernel
    : public OpConversionPattern<DglCsrNeighborUniformSampleOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(DglCsrNeighborUniformSampleOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    lowerSample(op, adaptor.getGraph(), adaptor.getSeeds(), Value(),
                *getTypeConverter(), rewriter);
    return success();
  }
};

struct DglCsrNeighborNonUniformSampleKernel
    : public OpConversionPattern<DglCsrNeighborNonUniformSampleOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(DglCsrNeighborNonUniformSampleOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    lowerSample(op, adaptor.getGraph(), adaptor.getSeeds(),
                adaptor.getProbability()[0], *getTypeConverter(), rewriter);
    return success();
  }
};

} // namespace

void mlir::stype::populateGraphKernels(TypeConverter &tc,
                                       RewritePatternSet &p) {
  p.add<EdgeIdKernel, DglAdjacencyKernel, DglSubgraphKernel,
        DglGraphCompactKernel, DglCsrNeighborUniformSampleKernel,
        DglCsrNeighborNonUniformSampleKernel>(tc, p.getContext());
}

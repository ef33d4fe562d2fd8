//===- GraphOps.cpp - csr graph ops ---*- C++ -*-===//
//
// Verifiers and storage-kind inference of the ops in GraphOps.td.
//
//===----------------------------------------------------------------------===//

#include "dialect/StypeOps.h"
#include "dialect/VerifyUtils.h"

using namespace mlir;
using namespace mlir::stype;

//===----------------------------------------------------------------------===//
// EdgeIdOp
//===----------------------------------------------------------------------===//

LogicalResult EdgeIdOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  if (kindOf(getData()) != SK::Csr)
    return emitOpError("data must be a csr graph (MXNet's edge_id only works "
                       "for csr matrices)");
  auto u = getU().getType(), v = getV().getType();
  auto res = getResult().getType();
  if (!dimsCompatible(u.getDimSize(0), v.getDimSize(0)))
    return emitOpError() << "u has " << fmtDim(u.getDimSize(0))
                         << " vertex ids but v has " << fmtDim(v.getDimSize(0));
  if (res.getRank() != 1 || !dimsCompatible(res.getDimSize(0), u.getDimSize(0)))
    return emitOpError() << "result must be 1-D with the length of u ("
                         << fmtDim(u.getDimSize(0)) << "), got "
                         << fmtShape(res.getShape());
  if (res.getElementType() != getData().getType().getElementType())
    return emitOpError("result and data must have the same element type");
  return success();
}

SmallVector<SK> EdgeIdOp::inferResultKinds(ArrayRef<SK>) { return {SK::Dense}; }

//===----------------------------------------------------------------------===//
// DglAdjacencyOp
//===----------------------------------------------------------------------===//

LogicalResult DglAdjacencyOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  if (kindOf(getData()) != SK::Csr)
    return emitOpError("data must be a csr graph (MXNet's dgl_adjacency only "
                       "works for csr matrices)");
  if (!getResult().getType().getElementType().isF32())
    return emitOpError() << "result must have element type f32 (MXNet's "
                            "dgl_adjacency always returns float32), got "
                         << getResult().getType().getElementType();
  auto in = getData().getType(), res = getResult().getType();
  bool ok = res.getRank() == in.getRank();
  for (int64_t d = 0; ok && d < in.getRank(); ++d)
    ok = dimsCompatible(in.getDimSize(d), res.getDimSize(d));
  if (!ok)
    return emitOpError() << "result shape " << fmtShape(res.getShape())
                         << " differs from data shape "
                         << fmtShape(in.getShape());
  return success();
}

SmallVector<SK> DglAdjacencyOp::inferResultKinds(ArrayRef<SK>) {
  return {SK::Csr};
}

//===----------------------------------------------------------------------===//
// DglSubgraphOp and DglGraphCompactOp: variadic csr results
//===----------------------------------------------------------------------===//

/// The results of a subgraph-style op: `n` graphs, then (with
/// `returnMapping`) `n` mappings; result j (and j + n) must be a 2-D tensor
/// compatible with `size(j)` x `size(j)` of element type `element`.
static LogicalResult verifySquareResults(Operation *op, size_t n,
                                         bool returnMapping, Type element,
                                         function_ref<int64_t(size_t)> size) {
  size_t want = returnMapping ? 2 * n : n;
  if (op->getNumResults() != want)
    return op->emitOpError()
           << "must have " << want << " results (" << n << " graph(s)"
           << (returnMapping ? " and as many mappings with return_mapping" : "")
           << "), got " << op->getNumResults();
  for (auto [i, r] : llvm::enumerate(op->getResults())) {
    auto t = cast<RankedTensorType>(r.getType());
    int64_t s = size(i % n);
    if (t.getRank() != 2 || !dimsCompatible(t.getDimSize(0), s) ||
        !dimsCompatible(t.getDimSize(1), s))
      return op->emitOpError()
             << "result #" << i << " must be " << fmtDim(s) << " x "
             << fmtDim(s) << " (the vertices of graph " << i % n << "), got "
             << fmtShape(t.getShape());
    if (t.getElementType() != element)
      return op->emitOpError()
             << "result #" << i << " must have the graph's element type "
             << element << ", got " << t.getElementType();
  }
  return success();
}

static SmallVector<SK> allCsr(Operation *op) {
  return SmallVector<SK>(op->getNumResults(), SK::Csr);
}

LogicalResult DglSubgraphOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  if (kindOf(getGraph()) != SK::Csr)
    return emitOpError("graph must be a csr graph (MXNet's dgl_subgraph only "
                       "works for csr matrices)");
  if (getVertices().empty())
    return emitOpError("needs at least one vertex list");
  auto lists = getVertices();
  return verifySquareResults(
      *this, lists.size(), getReturnMapping(),
      getGraph().getType().getElementType(), [&](size_t i) {
        return cast<RankedTensorType>(lists[i].getType()).getDimSize(0);
      });
}

SmallVector<SK> DglSubgraphOp::inferResultKinds(ArrayRef<SK>) {
  return allCsr(*this);
}

LogicalResult DglGraphCompactOp::verify() {
  if (failed(verifyStorageKinds(*this)))
    return failure();
  auto graphs = getGraphs();
  auto lists = getVertices();
  if (graphs.empty() || graphs.size() != lists.size())
    return emitOpError() << "needs one vertex id array per graph (at least "
                            "one), got "
                         << graphs.size() << " graph(s) and " << lists.size()
                         << " array(s)";
  ArrayRef<int64_t> sizes = getGraphSizes();
  if (sizes.size() != graphs.size())
    return emitOpError() << "graph_sizes must have one entry per graph ("
                         << graphs.size() << "), got " << sizes.size();
  Type element = cast<RankedTensorType>(graphs[0].getType()).getElementType();
  for (auto [i, g] : llvm::enumerate(graphs)) {
    auto gt = cast<RankedTensorType>(g.getType());
    if (kindOf(g) != SK::Csr)
      return emitOpError() << "graph #" << i
                           << " must be a csr graph (MXNet's "
                              "dgl_graph_compact only works for csr matrices)";
    if (gt.getElementType() != element)
      return emitOpError() << "graph #" << i << " has element type "
                           << gt.getElementType() << ", graph #0 has "
                           << element;
    int64_t s = sizes[i];
    if (s < 0)
      return emitOpError() << "graph_sizes[" << i << "] must be >= 0, got "
                           << s;
    // MXNet's SubgraphCompactShape: the graph and the id array hold at
    // least graph_size vertices; its kernel: the ids number rows + 1.
    for (int64_t d = 0; d < 2; ++d)
      if (!ShapedType::isDynamic(gt.getDimSize(d)) && gt.getDimSize(d) < s)
        return emitOpError()
               << "graph #" << i << " has shape " << fmtShape(gt.getShape())
               << ", smaller than graph_sizes[" << i << "] = " << s;
    int64_t len = cast<RankedTensorType>(lists[i].getType()).getDimSize(0);
    if (!ShapedType::isDynamic(len) && len < s + 1)
      return emitOpError() << "vertex id array #" << i << " has " << len
                           << " elements, fewer than graph_sizes[" << i
                           << "] + 1 = " << s + 1;
    int64_t rows = gt.getDimSize(0);
    if (!ShapedType::isDynamic(len) && !ShapedType::isDynamic(rows) &&
        len != rows + 1)
      return emitOpError() << "vertex id array #" << i
                           << " must have rows + 1 = " << rows + 1
                           << " elements (the last one is the "
                              "number of vertices), got "
                           << len;
  }
  return verifySquareResults(*this, graphs.size(), getReturnMapping(), element,
                             [&](size_t i) { return sizes[i]; });
}

SmallVector<SK> DglGraphCompactOp::inferResultKinds(ArrayRef<SK>) {
  return allCsr(*this);
}

//===----------------------------------------------------------------------===//
// DglCsrNeighborUniformSampleOp
//===----------------------------------------------------------------------===//

/// Result `r` must be 1-D i64 of `len` elements; `what` names it.
static LogicalResult verifyIdArray(Operation *op, size_t r, int64_t len,
                                   StringRef what) {
  auto t = cast<RankedTensorType>(op->getResult(r).getType());
  if (t.getRank() != 1 || !t.getElementType().isInteger(64) ||
      !dimsCompatible(t.getDimSize(0), len))
    return op->emitOpError()
           << "result #" << r << " (" << what << ") must be a 1-D i64 tensor "
           << "of " << len << " elements, got " << t;
  return success();
}

/// The verifier shared by the neighbour-sampling ops (`name` as MXNet names
/// the op): a square csr graph, at least one seed array of at most
/// max_num_vertices seeds, valid attributes, and per seed array the results
/// vertex ids, sampled graph, [probabilities,] layers (`probability` null
/// for the uniform op: three results per seed array, else four).
static LogicalResult verifyNeighborSample(Operation *op, StringRef name,
                                          TypedValue<RankedTensorType> graph,
                                          Value probability, OperandRange seeds,
                                          int64_t hops, int64_t nb, int64_t m) {
  if (failed(verifyStorageKinds(op)))
    return failure();
  if (kindOf(graph) != SK::Csr)
    return op->emitOpError() << "graph must be a csr graph (MXNet's " << name
                             << " only works for csr matrices)";
  auto g = graph.getType();
  if (!dimsCompatible(g.getDimSize(0), g.getDimSize(1)))
    return op->emitOpError() << "graph must be square (rows = cols, as MXNet "
                                "checks), got "
                             << fmtShape(g.getShape());
  RankedTensorType pt;
  if (probability) {
    pt = cast<RankedTensorType>(probability.getType());
    if (!dimsCompatible(pt.getDimSize(0), g.getDimSize(0)))
      return op->emitOpError()
             << "probability has " << pt.getDimSize(0)
             << " elements but the graph has " << g.getDimSize(0)
             << " vertices (one weight per vertex)";
  }
  if (seeds.empty())
    return op->emitOpError("needs at least one seed array");
  if (hops < 0)
    return op->emitOpError() << "num_hops must be >= 0, got " << hops;
  if (nb < 0)
    return op->emitOpError() << "num_neighbor must be >= 0, got " << nb;
  if (m < 1)
    return op->emitOpError() << "max_num_vertices must be >= 1, got " << m;
  for (auto [i, s] : llvm::enumerate(seeds)) {
    int64_t len = cast<RankedTensorType>(s.getType()).getDimSize(0);
    if (!ShapedType::isDynamic(len) && len > m)
      return op->emitOpError()
             << "seed array #" << i << " has " << len
             << " seeds, more than max_num_vertices = " << m
             << " (MXNet: CHECK_GE(max_num_vertices, num_seeds))";
  }
  size_t n = seeds.size(), per = probability ? 4 : 3;
  if (op->getNumResults() != per * n)
    return op->emitOpError()
           << "must have " << per * n << " results (vertex ids, sampled "
           << (probability ? "graphs, probabilities" : "graphs")
           << " and layers of " << n << " seed array(s)), got "
           << op->getNumResults();
  for (size_t i = 0; i < n; ++i) {
    if (failed(verifyIdArray(op, i, m + 1, "vertex ids")) ||
        failed(verifyIdArray(op, (per - 1) * n + i, m, "layers")))
      return failure();
    auto t = cast<RankedTensorType>(op->getResult(n + i).getType());
    if (t.getRank() != 2 || !dimsCompatible(t.getDimSize(0), m) ||
        !dimsCompatible(t.getDimSize(1), g.getDimSize(1)) ||
        t.getElementType() != g.getElementType())
      return op->emitOpError()
             << "result #" << n + i << " (sampled graph) must be " << m << " x "
             << fmtDim(g.getDimSize(1)) << " with the graph's element type "
             << g.getElementType() << ", got " << t;
    if (!probability)
      continue;
    auto q = cast<RankedTensorType>(op->getResult(2 * n + i).getType());
    if (q.getRank() != 1 || !dimsCompatible(q.getDimSize(0), m) ||
        q.getElementType() != pt.getElementType())
      return op->emitOpError()
             << "result #" << 2 * n + i << " (probabilities) must be a 1-D "
             << "tensor of " << m << " elements with the probability's "
             << "element type " << pt.getElementType() << ", got " << q;
  }
  return success();
}

/// The result kinds of a neighbour-sampling op with `n` seed arrays and
/// `per` results per array: default, csr, then default ones.
static SmallVector<SK> sampleResultKinds(size_t n, size_t per) {
  SmallVector<SK> kinds(per * n, SK::Dense);
  for (size_t i = n; i < 2 * n; ++i)
    kinds[i] = SK::Csr;
  return kinds;
}

LogicalResult DglCsrNeighborUniformSampleOp::verify() {
  // I64Attr getters return uint64_t: the signed values are checked.
  return verifyNeighborSample(*this, "dgl_csr_neighbor_uniform_sample",
                              getGraph(), Value(), getSeeds(),
                              static_cast<int64_t>(getNumHops()),
                              static_cast<int64_t>(getNumNeighbor()),
                              static_cast<int64_t>(getMaxNumVertices()));
}

SmallVector<SK> DglCsrNeighborUniformSampleOp::inferResultKinds(ArrayRef<SK>) {
  return sampleResultKinds(getSeeds().size(), 3);
}

//===----------------------------------------------------------------------===//
// DglCsrNeighborNonUniformSampleOp
//===----------------------------------------------------------------------===//

LogicalResult DglCsrNeighborNonUniformSampleOp::verify() {
  return verifyNeighborSample(*this, "dgl_csr_neighbor_non_uniform_sample",
                              getGraph(), getProbability(), getSeeds(),
                              static_cast<int64_t>(getNumHops()),
                              static_cast<int64_t>(getNumNeighbor()),
                              static_cast<int64_t>(getMaxNumVertices()));
}

SmallVector<SK>
DglCsrNeighborNonUniformSampleOp::inferResultKinds(ArrayRef<SK>) {
  return sampleResultKinds(getSeeds().size(), 4);
}

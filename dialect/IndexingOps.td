//===- IndexingOps.td - indexing ops -*- tablegen -*-===//
//
// Included by StypeOps.td.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_INDEXINGOPS_TD
#define STYPE_DIALECT_INDEXINGOPS_TD

//===----------------------------------------------------------------------===//
// Indexing
//===----------------------------------------------------------------------===//

def Stype_SparseRetainOp : Stype_Op<"sparse_retain"> {
  let summary = "keeps the requested rows of a row_sparse tensor";
  let description = [{
    Returns a row_sparse tensor whose stored rows are exactly `indices`
    (sorted and de-duplicated), each holding the row of `data` if `data`
    stores it and zeros otherwise.  Mirrors MXNet's `_sparse_retain`
    (`mx.nd.sparse.retain`); MXNet leaves unsorted indices to the user, stype
    sorts them, as kvstore's `row_sparse_pull` does.  An index outside
    `[0, rows)` is a run-time error.

    | data, indices | result |
    |---|---|
    | row_sparse, default (1-D i64) | row_sparse |

    Example:

    ```mlir
    %r = stype.sparse_retain %w, %ids
        : tensor<?x?xf32, #row_sparse>, tensor<?xi64> -> tensor<?x?xf32, #row_sparse>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, 1DTensorOf<[I64]>:$indices);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $data `,` $indices attr-dict `:` type($data) `,` type($indices) `->`
    type($result)
  }];
  let hasVerifier = 1;
}

#endif // STYPE_DIALECT_INDEXINGOPS_TD

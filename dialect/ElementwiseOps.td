//===- ElementwiseOps.td - elementwise ops -*- tablegen -*-===//
//
// Included by StypeOps.td.  Four op classes generate every op of the family:
// binary (add/sub/mul/div), scalar, unary and clip.  The verifiers and the
// inference rules are in ElementwiseOps.cpp (the op list is in
// ElementwiseOps.def), the kernels in passes/lowering/Elementwise.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef STYPE_DIALECT_ELEMENTWISEOPS_TD
#define STYPE_DIALECT_ELEMENTWISEOPS_TD

//===----------------------------------------------------------------------===//
// Elementwise binary
//===----------------------------------------------------------------------===//

class Stype_ElemwiseBinaryOp<string mnemonic, string mxnetRule, string math,
                             string table, string notes,
                             string mxnetName = mnemonic>
    : Stype_Op<mnemonic> {
  let summary = "elementwise " # math # " with MXNet's sparse dispatch";
  let description = [{
    Returns the elementwise }] # math # [{ of two tensors of the same shape.
    Mirrors MXNet's `}] # mxnetName # [{` (storage inference `}] # mxnetRule # [{`).

    | lhs, rhs | result | kernel |
    |---|---|---|}] # table # [{

}] # notes # [{
    All kernels are sequential loops in a fixed order over the inputs' stored
    entries, so results are bit-identical from run to run.

    Example:

    ```mlir
    %s = stype.}] # mnemonic # [{ %a, %b
        : tensor<?x?xf32, #row_sparse>, tensor<?x?xf32>
        -> tensor<?x?xf32>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$lhs, Stype_ValueTensor:$rhs);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
}

defvar Stype_AddSubTable = [{
    | default, default | default | dense |
    | row_sparse, row_sparse | row_sparse | union of the row sets (rows that cancel to zero are kept) |
    | csr, csr | csr | per-row merge of the column ids; results that are exactly 0 are dropped (MXNet's `CsrCsrOp`) |
    | default, csr / csr, default | default | the dense operand, then the csr's stored entries (the csr is not densified) |
    | default, row_sparse / row_sparse, default | default | the dense operand, then the stored rows |
    | row_sparse, csr / csr, row_sparse | default | dense fallback (warning) |
}];

defvar Stype_AddSubNotes = [{
    Differences from MXNet: the column ids of a csr result are sorted per row
    (MXNet's `CsrCsrOp` leaves them in an unspecified order).
}];

def Stype_ElemwiseAddOp : Stype_ElemwiseBinaryOp<"elemwise_add",
    "PreferDenseStorageType", "sum", Stype_AddSubTable, Stype_AddSubNotes>;
def Stype_ElemwiseSubOp : Stype_ElemwiseBinaryOp<"elemwise_sub",
    "PreferDenseStorageType", "difference", Stype_AddSubTable,
    Stype_AddSubNotes>;

def Stype_ElemwiseMulOp : Stype_ElemwiseBinaryOp<"elemwise_mul",
    "PreferSparseStorageType", "product", [{
    | default, default | default | dense |
    | row_sparse, row_sparse | row_sparse | union of the row sets (a row stored in one operand only becomes `x * 0`) |
    | csr, csr | csr | per-row merge; results that are exactly 0 are dropped |
    | row_sparse, default / default, row_sparse | row_sparse | the row_sparse operand's rows only |
    | csr, default / default, csr | csr | the csr operand's entries only (its structure is kept, stored zeros included) |
    | row_sparse, csr / csr, row_sparse | default | dense fallback (warning) |
}], [{
    With one sparse operand only the sparse operand's stored positions are
    computed: NaN or Inf in the dense operand at a structural zero is ignored
    (as in MXNet; a dense computation would give NaN there).  Column ids of a
    csr result are sorted per row.
}]>;

def Stype_ElemwiseDivOp : Stype_ElemwiseBinaryOp<"elemwise_div",
    "SparseSparseWithDenseResult", "quotient", [{
    | default, default | default | dense |
    | default and row_sparse or csr (either order) | default | the dense operand with `x / 0` or `0 / x` at structural zeros, then the stored positions (no warning, like MXNet's dense `FCompute`) |
    | row_sparse, row_sparse | default | `0 / 0` everywhere, then the union of the row sets |
    | csr, csr / row_sparse, csr / csr, row_sparse | default | dense fallback (warning) |
}], [{
    Division by a structural zero gives Inf or NaN exactly as the dense
    computation does.
}]>;

defvar Stype_ElemwiseSparseTable = [{
    | default, default | default | dense |
    | row_sparse, row_sparse | row_sparse | union of the row sets, each row `f(a or 0, b or 0)` (rows that become zero are kept; MXNet's `RspRspOp`) |
    | csr, csr | csr | per-row merge of the column ids, `f(a or 0, b or 0)`; results that are exactly 0 are dropped (MXNet's `CsrCsrOp`) |
    | any other pair | default | dense fallback (warning) |
}];

defvar Stype_ElemwiseSparseNotes = [{
    f(0, 0) == 0, so the sparse results equal the dense computation: a
    position stored in one operand only gets `f(x, 0)` or `f(0, x)` (e.g.
    `maximum(x, 0)`; a csr entry where that is exactly 0 is dropped).  Column
    ids of a csr result are sorted per row (MXNet leaves them unspecified).
}];

def Stype_MaximumOp : Stype_ElemwiseBinaryOp<"maximum",
    "ElemwiseStorageType<2, 1, cpu_only, rsp, csr>",
    "maximum (`isnan(a) || a > b ? a : b`, MXNet's formula: NaN propagates)",
    Stype_ElemwiseSparseTable, Stype_ElemwiseSparseNotes, "_maximum">;
def Stype_MinimumOp : Stype_ElemwiseBinaryOp<"minimum",
    "ElemwiseStorageType<2, 1, cpu_only, rsp, csr>",
    "minimum (`isnan(a) || a < b ? a : b`, MXNet's formula: NaN propagates)",
    Stype_ElemwiseSparseTable, Stype_ElemwiseSparseNotes, "_minimum">;
def Stype_HypotOp : Stype_ElemwiseBinaryOp<"hypot",
    "ElemwiseStorageType<2, 1, cpu_only, rsp, csr>",
    "`sqrt(a * a + b * b)` (the C library's `hypot`)",
    Stype_ElemwiseSparseTable, Stype_ElemwiseSparseNotes, "_hypot">;
def Stype_GradAddOp : Stype_ElemwiseBinaryOp<"grad_add",
    "ElemwiseStorageType<2, 1, cpu_only, rsp, csr>",
    "sum (the gradient accumulation op: unlike `elemwise_add`, default with a sparse operand falls back)",
    Stype_ElemwiseSparseTable, Stype_ElemwiseSparseNotes, "_grad_add">;

def Stype_PowerOp : Stype_ElemwiseBinaryOp<"power",
    "SparseSparseWithDenseResult", "power `a ^ b` (the C library's `pow`)", [{
    | default, default | default | dense |
    | default and row_sparse or csr (either order) | default | the dense operand with `x ^ 0` or `0 ^ x` at structural zeros, then the stored positions (no warning, like MXNet's dense `FCompute`) |
    | row_sparse, row_sparse | default | `0 ^ 0 = 1` everywhere, then the union of the row sets (`a ^ 0 = 1`, `0 ^ b`) |
    | csr, csr / row_sparse, csr / csr, row_sparse | default | dense fallback (warning) |
}], [{
    `0 ^ 0 = 1` (as numpy and C's `pow`), so a row_sparse pair gives a
    default result.
}], "_power">;

def Stype_ScatterElemwiseDivOp : Stype_ElemwiseBinaryOp<"scatter_elemwise_div",
    "StorageTypeRspOrDenseOutput",
    "quotient, computed only at the lhs's stored positions", [{
    | default, default | default | dense |
    | row_sparse, row_sparse / default / csr | row_sparse | the lhs's rows only: `lhs / rhs` there (the rhs's value, or 0, at each position) |
    | any other pair | default | dense fallback (warning) |
}], [{
    With a row_sparse lhs the result keeps the lhs's row set: positions
    outside it are 0 even where a dense `0 / rhs` would give NaN (`0 / 0`),
    and positions inside it divide by 0 where the rhs stores nothing.  This
    deliberately breaks dense semantics, as MXNet's `_scatter_elemwise_div`
    does.  The rhs's rows that the lhs does not store are never read.
}], "_scatter_elemwise_div">;

//===----------------------------------------------------------------------===//
// Backward of the unary ops (MXNet's `_backward_<f>`)
//===----------------------------------------------------------------------===//

/// `lhs * grad(rhs)` with MXNet's `unary_bwd<grad>` (`backward_grad`): lhs is
/// the output gradient, rhs the forward op's input or output (`uses`).
/// `sparse` selects `MXNET_OPERATOR_REGISTER_BINARY_WITH_SPARSE_CPU`
/// (`ElemwiseStorageType<2, 1, cpu_only, rsp, csr>`); otherwise the `_DR`
/// macro (`SparseSparseWithDenseResult`).
class Stype_ElemwiseBackwardOp<string fn, string grad, string uses, bit sparse,
                               string notes = "">
    : Stype_Op<fn # "_grad"> {
  let summary = "gradient of `" # fn # "`: `lhs * (" # grad # ")`";
  let description = [{
    Returns `lhs * (}] # grad # [{)` elementwise, with `x` the element of
    `rhs`: the gradient of `}] # fn # [{` given the output gradient `lhs` and
    }] # uses # [{ as `rhs` (MXNet passes it so).  Mirrors MXNet's
    `_backward_}] # fn # [{` (`unary_bwd`, storage inference `}]
    # !if(sparse, "ElemwiseStorageType<2, 1, cpu_only, rsp, csr>",
          "SparseSparseWithDenseResult") # [{`); the operands are named
    `lhs` and `rhs` as in MXNet.

    | lhs, rhs | result | kernel |
    |---|---|---|
    | default, default | default | dense |}] # !if(sparse, [{
    | row_sparse, row_sparse | row_sparse | union of the row sets, each row `f(a or 0, b or 0)` (rows that become zero are kept; MXNet's `RspRspOp`) |
    | csr, csr | csr | per-row merge of the column ids, `f(a or 0, b or 0)`; results that are exactly 0 are dropped (MXNet's `CsrCsrOp`) |
    | any other pair | default | dense fallback (warning) |

    f(0, x) == f(x, 0) == 0 for finite x, so the sparse results equal the
    dense computation.  Column ids of a csr result are sorted per row (MXNet
    leaves them unspecified).
}], [{
    | default and row_sparse or csr (either order) | default | f against 0 over the dense operand, then the stored positions (no warning, like MXNet's dense `FCompute`) |
    | row_sparse, row_sparse | default | `f(0, 0)` everywhere, then the union of the row sets |
    | csr, csr / row_sparse, csr / csr, row_sparse | default | dense fallback (warning) |

    The derivative is not 0 at 0, so the result is default; `0 * grad(0)` is
    NaN where `grad(0)` is infinite, exactly as in the dense computation.
}]) # notes # [{
    Computed in the element type with MXNet's formula.  All kernels are
    sequential loops in a fixed order over the stored entries: bit-identical
    results from run to run.

    Example:

    ```mlir
    %g = stype.}] # fn # [{_grad %dy, %x
        : tensor<?x?xf32, #row_sparse>, tensor<?x?xf32, #row_sparse>
        -> tensor<?x?xf32}] # !if(sparse, ", #row_sparse", "") # [{>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$lhs, Stype_ValueTensor:$rhs);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
  let hasVerifier = 1;
}

defvar Stype_In = "the forward input `x`";
defvar Stype_Out = "the forward output `y` (named `x` here)";

// MXNET_OPERATOR_REGISTER_BINARY_WITH_SPARSE_CPU
def Stype_ReluGradOp : Stype_ElemwiseBackwardOp<"relu",
    "isnan(x) ? x : (x > 0 ? 1 : 0)", Stype_Out, 1>;
def Stype_SigmoidGradOp : Stype_ElemwiseBackwardOp<"sigmoid",
    "x * (1 - x)", Stype_Out, 1>;
def Stype_AbsGradOp : Stype_ElemwiseBackwardOp<"abs", "sign(x)", Stype_In, 1>;
def Stype_SignGradOp : Stype_ElemwiseBackwardOp<"sign", "0", Stype_In, 1>;
def Stype_SquareGradOp : Stype_ElemwiseBackwardOp<"square", "2 * x",
    Stype_In, 1>;
def Stype_CosGradOp : Stype_ElemwiseBackwardOp<"cos", "-sin(x)", Stype_In, 1>;
def Stype_CoshGradOp : Stype_ElemwiseBackwardOp<"cosh", "sinh(x)",
    Stype_In, 1>;

// MXNET_OPERATOR_REGISTER_BINARY_WITH_SPARSE_CPU_DR
def Stype_LogGradOp : Stype_ElemwiseBackwardOp<"log", "1 / x", Stype_In, 0>;
def Stype_Log10GradOp : Stype_ElemwiseBackwardOp<"log10",
    "(1 / ln 10) / x", Stype_In, 0>;
def Stype_Log2GradOp : Stype_ElemwiseBackwardOp<"log2", "(1 / ln 2) / x",
    Stype_In, 0>;
def Stype_Log1pGradOp : Stype_ElemwiseBackwardOp<"log1p", "1 / (1 + x)",
    Stype_In, 0>;
def Stype_Expm1GradOp : Stype_ElemwiseBackwardOp<"expm1", "exp(x)",
    Stype_In, 0>;
def Stype_SqrtGradOp : Stype_ElemwiseBackwardOp<"sqrt", "0.5 / x",
    Stype_Out, 0>;
def Stype_RsqrtGradOp : Stype_ElemwiseBackwardOp<"rsqrt",
    "-0.5 / (sqrt(x) * x)", Stype_In, 0>;
def Stype_CbrtGradOp : Stype_ElemwiseBackwardOp<"cbrt", "1 / (3 * x * x)",
    Stype_Out, 0>;
def Stype_SinGradOp : Stype_ElemwiseBackwardOp<"sin", "cos(x)", Stype_In, 0>;
def Stype_TanGradOp : Stype_ElemwiseBackwardOp<"tan", "x * x + 1",
    Stype_Out, 0>;
def Stype_ArcsinGradOp : Stype_ElemwiseBackwardOp<"arcsin",
    "1 / sqrt(1 - x * x)", Stype_In, 0>;
def Stype_ArccosGradOp : Stype_ElemwiseBackwardOp<"arccos",
    "-1 / sqrt(1 - x * x)", Stype_In, 0>;
def Stype_ArctanGradOp : Stype_ElemwiseBackwardOp<"arctan",
    "1 / (x * x + 1)", Stype_In, 0>;
def Stype_DegreesGradOp : Stype_ElemwiseBackwardOp<"degrees", "180 / pi",
    Stype_In, 0>;
def Stype_RadiansGradOp : Stype_ElemwiseBackwardOp<"radians", "pi / 180",
    Stype_In, 0>;
def Stype_SinhGradOp : Stype_ElemwiseBackwardOp<"sinh", "cosh(x)",
    Stype_In, 0>;
def Stype_TanhGradOp : Stype_ElemwiseBackwardOp<"tanh", "1 - x * x",
    Stype_Out, 0>;
def Stype_ArcsinhGradOp : Stype_ElemwiseBackwardOp<"arcsinh",
    "1 / hypot(x, 1)", Stype_In, 0>;
def Stype_ArccoshGradOp : Stype_ElemwiseBackwardOp<"arccosh",
    "1 / sqrt(x * x - 1)", Stype_In, 0>;
def Stype_ArctanhGradOp : Stype_ElemwiseBackwardOp<"arctanh",
    "1 / (1 - x * x)", Stype_In, 0>;
defvar Stype_DigammaNotes = [{
    `digamma` is stype's own (MXNet uses cephes' `psi`), in the element
    type: at a pole (x <= 0 an integer) it is the largest finite f64 for f64
    and +Inf for f32 (MXNet's cephes code returns DBL_MAX, which is +Inf in
    f32); for other x < 0 the reflection `psi(x) = psi(1 - x) - pi /
    tan(pi r)` with `r = x - floor(x)` brought to (-1/2, 1/2]; then the
    recurrence `psi(x) = psi(x + 1) - 1 / x` (unrolled, at most 10 steps) up
    to x >= 10 and the asymptotic series `ln x - 1 / (2x) - sum_k B_2k /
    (2k x^2k)` for k = 1..7.  Tested on [-30, 60] plus large, tiny and
    near-pole points (test/integration/elementwise-ste-gamma.test), error bounds
    `tol * max(1, |psi|)` (absolute near psi's root at 1.4616, relative
    elsewhere): f64 within 4e-15 of mpmath and 2e-13 of
    `scipy.special.psi` (scipy's own error next to the negative poles); f32
    within 2e-6 of `scipy.special.psi`.
}];
def Stype_GammaGradOp : Stype_ElemwiseBackwardOp<"gamma",
    "tgamma(x) * digamma(x)", Stype_In, 0, Stype_DigammaNotes>;
def Stype_GammalnGradOp : Stype_ElemwiseBackwardOp<"gammaln", "digamma(x)",
    Stype_In, 0, Stype_DigammaNotes>;

//===----------------------------------------------------------------------===//
// Scalar ops
//===----------------------------------------------------------------------===//

class Stype_ScalarOp<string mnemonic, string formula, string rule,
                     string table>
    : Stype_Op<mnemonic> {
  let summary = "`" # formula # "` for every element";
  let description = [{
    Returns `}] # formula # [{` for every element `x` of the tensor, with the
    scalar given as an `f64` attribute (rounded to the element type).
    Mirrors MXNet's `_}] # mnemonic # [{` (}] # rule # [{).

    | data | result | kernel |
    |---|---|---|}] # table # [{

    Kernels are sequential loops over the stored values: bit-identical results
    from run to run.

    Example:

    ```mlir
    %y = stype.}] # mnemonic # [{ %x {scalar = 2.0 : f64}
        : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, F64Attr:$scalar);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = "$data attr-dict `:` type($data) `->` type($result)";
  let hasVerifier = 1;
}

defvar Stype_ScalarKeepTable = [{
    | default | default | dense |
    | row_sparse | row_sparse | the stored values only (the structure is kept) |
    | csr | csr | the stored values only (the structure is kept) |
}];

defvar Stype_ScalarKeepNotes = [{

    Only the stored values are transformed, as in MXNet: with `scalar = nan`
    only the stored positions become NaN.
}];

def Stype_MulScalarOp : Stype_ScalarOp<"mul_scalar", "x * scalar",
    "`BinaryScalarStorageType`", Stype_ScalarKeepTable # Stype_ScalarKeepNotes>;
def Stype_DivScalarOp : Stype_ScalarOp<"div_scalar", "x / scalar",
    "`BinaryScalarStorageType`", Stype_ScalarKeepTable # Stype_ScalarKeepNotes>;

defvar Stype_ScalarZeroTable = [{
    | default | default | dense |
    | row_sparse or csr, `scalar == 0` | the same kind | the stored values only |
    | row_sparse or csr, `scalar != 0` | default | `0 op scalar` everywhere, then the stored positions (no warning: MXNet has a CPU kernel) |
}];

def Stype_PlusScalarOp : Stype_ScalarOp<"plus_scalar", "x + scalar",
    "`BinaryScalarStorageTypeWithDenseResultStorageType`",
    Stype_ScalarZeroTable>;
def Stype_MinusScalarOp : Stype_ScalarOp<"minus_scalar", "x - scalar",
    "`BinaryScalarStorageTypeWithDenseResultStorageType`",
    Stype_ScalarZeroTable>;

defvar Stype_ScalarDenseTable = [{
    | default | default | dense |
    | row_sparse or csr | default | dense fallback (warning) |
}];

def Stype_RminusScalarOp : Stype_ScalarOp<"rminus_scalar", "scalar - x",
    "no sparse support", Stype_ScalarDenseTable>;
def Stype_RdivScalarOp : Stype_ScalarOp<"rdiv_scalar", "scalar / x",
    "no sparse support", Stype_ScalarDenseTable>;

defvar Stype_CompareTable = [{
    | default | default | dense |
    | row_sparse or csr, `op(0, scalar) == 0` | the same kind | the stored values only (1 or 0 in the value type; the structure is kept) |
    | row_sparse or csr, `op(0, scalar) != 0` | default | dense fallback (warning) |
}];

def Stype_EqualScalarOp : Stype_ScalarOp<"equal_scalar",
    "x == scalar ? 1 : 0", "sparse iff `op(0, scalar) == 0`", Stype_CompareTable>;
def Stype_NotEqualScalarOp : Stype_ScalarOp<"not_equal_scalar",
    "x != scalar ? 1 : 0", "sparse iff `op(0, scalar) == 0`", Stype_CompareTable>;
def Stype_GreaterScalarOp : Stype_ScalarOp<"greater_scalar",
    "x > scalar ? 1 : 0", "sparse iff `op(0, scalar) == 0`", Stype_CompareTable>;
def Stype_GreaterEqualScalarOp : Stype_ScalarOp<"greater_equal_scalar",
    "x >= scalar ? 1 : 0", "sparse iff `op(0, scalar) == 0`", Stype_CompareTable>;
def Stype_LesserScalarOp : Stype_ScalarOp<"lesser_scalar",
    "x < scalar ? 1 : 0", "sparse iff `op(0, scalar) == 0`", Stype_CompareTable>;
def Stype_LesserEqualScalarOp : Stype_ScalarOp<"lesser_equal_scalar",
    "x <= scalar ? 1 : 0", "sparse iff `op(0, scalar) == 0`", Stype_CompareTable>;

defvar Stype_ScatterScalarTable = [{
    | default | default | dense |
    | row_sparse | row_sparse | the stored values only (the structure is kept) |
    | csr | csr | the stored values only (the structure is kept) |

    The scalar is applied only at the stored positions: the structural zeros
    stay 0 although `0 op scalar != 0`.  This deliberately breaks dense
    semantics, as MXNet's scatter ops do (use `plus_scalar` /
    `minus_scalar` for the dense result).
}];

def Stype_ScatterPlusScalarOp : Stype_ScalarOp<"scatter_plus_scalar",
    "x + scalar", "`StorageTypeScatteredScalarOp`", Stype_ScatterScalarTable>;
def Stype_ScatterMinusScalarOp : Stype_ScalarOp<"scatter_minus_scalar",
    "x - scalar", "`StorageTypeScatteredScalarOp`", Stype_ScatterScalarTable>;

//===----------------------------------------------------------------------===//
// Unary ops
//===----------------------------------------------------------------------===//

/// One class for every unary op.  `zeroPreserving` (f(0) == 0) selects
/// MXNet's `ElemwiseStorageType<1, 1, false, true, true>` (the kind is kept
/// and f is mapped over the stored values only); otherwise sparse inputs get
/// a dense fallback with a default result.
class Stype_UnaryOp<string mnemonic, string mxnetName, string formula,
                    bit zeroPreserving, string notes = "">
    : Stype_Op<mnemonic> {
  let summary = "`" # formula # "` for every element";
  let description = [{
    Returns `}] # formula # [{` for every element `x`.  Mirrors MXNet's
    `}] # mxnetName # [{`.

    | data | result | kernel |
    |---|---|---|
    | default | default | dense |}] # !if(zeroPreserving, [{
    | row_sparse | row_sparse | f over the stored values only |
    | csr | csr | f over the stored values only (stored zeros kept) |

    f(0) == 0, so the storage kind is kept.  As in MXNet only the stored
    values are computed (e.g. `sqrt` of a stored negative value gives NaN at
    that entry only).
}], [{
    | row_sparse or csr | default | dense fallback (warning) |

    f(0) != 0, so a sparse input gives a default result.
}]) # notes # [{
    The kernel is one loop over the (stored) values: bit-identical results
    from run to run.

    Example:

    ```mlir
    %y = stype.}] # mnemonic # [{ %x : tensor<?x?xf32, #csr> -> }]
       # !if(zeroPreserving, "tensor<?x?xf32, #csr>", "tensor<?x?xf32>") # [{
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = "$data attr-dict `:` type($data) `->` type($result)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// f(0) == 0: sparse kinds are kept.
    static constexpr bool kZeroPreserving = }] # !if(zeroPreserving, "true", "false") # [{;
  }];
}

// Zero-preserving (MXNET_OPERATOR_REGISTER_UNARY_WITH_RSP_CSR).
def Stype_ReluOp : Stype_UnaryOp<"relu", "relu", "max(x, 0)", 1>;
def Stype_NegativeOp : Stype_UnaryOp<"negative", "negative", "-x", 1>;
def Stype_AbsOp : Stype_UnaryOp<"abs", "abs", "|x|", 1>;
def Stype_SignOp : Stype_UnaryOp<"sign", "sign", "sign(x)", 1>;
def Stype_RoundOp : Stype_UnaryOp<"round", "round",
    "round(x) (halves away from zero)", 1>;
def Stype_RintOp : Stype_UnaryOp<"rint", "rint",
    "rint(x) (halves to even)", 1>;
def Stype_CeilOp : Stype_UnaryOp<"ceil", "ceil", "ceil(x)", 1>;
def Stype_FloorOp : Stype_UnaryOp<"floor", "floor", "floor(x)", 1>;
def Stype_TruncOp : Stype_UnaryOp<"trunc", "trunc", "trunc(x)", 1>;
def Stype_FixOp : Stype_UnaryOp<"fix", "fix", "x rounded toward zero", 1>;
def Stype_SquareOp : Stype_UnaryOp<"square", "square", "x * x", 1>;
def Stype_SqrtOp : Stype_UnaryOp<"sqrt", "sqrt", "sqrt(x)", 1>;
def Stype_CbrtOp : Stype_UnaryOp<"cbrt", "cbrt", "cbrt(x)", 1>;
def Stype_SinOp : Stype_UnaryOp<"sin", "sin", "sin(x)", 1>;
def Stype_TanOp : Stype_UnaryOp<"tan", "tan", "tan(x)", 1>;
def Stype_ArcsinOp : Stype_UnaryOp<"arcsin", "arcsin", "asin(x)", 1>;
def Stype_ArctanOp : Stype_UnaryOp<"arctan", "arctan", "atan(x)", 1>;
def Stype_DegreesOp : Stype_UnaryOp<"degrees", "degrees", "x * 180 / pi", 1>;
def Stype_RadiansOp : Stype_UnaryOp<"radians", "radians", "x * pi / 180", 1>;
def Stype_SinhOp : Stype_UnaryOp<"sinh", "sinh", "sinh(x)", 1>;
def Stype_TanhOp : Stype_UnaryOp<"tanh", "tanh", "tanh(x)", 1>;
def Stype_ArcsinhOp : Stype_UnaryOp<"arcsinh", "arcsinh", "asinh(x)", 1>;
def Stype_ArctanhOp : Stype_UnaryOp<"arctanh", "arctanh", "atanh(x)", 1>;
def Stype_Expm1Op : Stype_UnaryOp<"expm1", "expm1", "exp(x) - 1", 1>;
def Stype_Log1pOp : Stype_UnaryOp<"log1p", "log1p", "log(1 + x)", 1>;
def Stype_IdentityOp : Stype_UnaryOp<"identity", "identity` / `_copy", "x", 1>;
def Stype_RoundSteOp : Stype_UnaryOp<"round_ste", "_contrib_round_ste",
    "round(x) (halves away from zero)", 1, [{
    The straight-through estimator of `round`: MXNet's gradient
    (`CloneGradient`) passes the output gradient through unchanged (d/dx = 1
    instead of `round`'s 0).  stype has no separate backward op: the
    gradient w.r.t. `x` is the output gradient itself (`stype.identity` of
    it where a copy is needed), of the output gradient's storage kind.
}]>;
def Stype_SignSteOp : Stype_UnaryOp<"sign_ste", "_contrib_sign_ste",
    "sign(x)", 1, [{
    The straight-through estimator of `sign`: MXNet's gradient
    (`CloneGradient`) passes the output gradient through unchanged (d/dx = 1
    instead of `sign`'s 0).  stype has no separate backward op: the gradient
    w.r.t. `x` is the output gradient itself (`stype.identity` of it where a
    copy is needed), of the output gradient's storage kind.
}]>;
def Stype_BlockGradOp : Stype_UnaryOp<"block_grad",
    "BlockGrad` / `stop_gradient", "x", 1, [{
    The forward value is `x`; MXNet's gradient (`MakeZeroGradNodes`) is zero
    w.r.t. `x`, i.e. no gradient flows through this op.  stype has no
    backward op for it: the gradient w.r.t. `x` is `stype.zeros_like` of
    `x` (row_sparse or csr: nothing stored).
}]>;
def Stype_MakeLossOp : Stype_UnaryOp<"make_loss", "make_loss", "x", 1, [{
    The forward value is `x`; MXNet's gradient w.r.t. `x` is
    `ones_like(x)` (the op marks a terminal loss, its output gradient is
    ignored).  stype has no `ones_like` op: a ones tensor of `x`'s shape is
    `stype.plus_scalar` with scalar 1 of `stype.zeros_like` of a default
    `x`.
}]>;

// Not zero-preserving (no sparse inference in MXNet: fallback).
def Stype_CosOp : Stype_UnaryOp<"cos", "cos", "cos(x)", 0>;
def Stype_CoshOp : Stype_UnaryOp<"cosh", "cosh", "cosh(x)", 0>;
def Stype_ArccosOp : Stype_UnaryOp<"arccos", "arccos", "acos(x)", 0>;
def Stype_ArccoshOp : Stype_UnaryOp<"arccosh", "arccosh", "acosh(x)", 0>;
def Stype_ExpOp : Stype_UnaryOp<"exp", "exp", "exp(x)", 0>;
def Stype_LogOp : Stype_UnaryOp<"log", "log", "log(x)", 0>;
def Stype_Log2Op : Stype_UnaryOp<"log2", "log2", "log2(x)", 0>;
def Stype_Log10Op : Stype_UnaryOp<"log10", "log10", "log10(x)", 0>;
def Stype_RsqrtOp : Stype_UnaryOp<"rsqrt", "rsqrt", "1 / sqrt(x)", 0>;
def Stype_SigmoidOp : Stype_UnaryOp<"sigmoid", "sigmoid",
    "1 / (1 + exp(-x))", 0>;
def Stype_SoftsignOp : Stype_UnaryOp<"softsign", "softsign",
    "x / (1 + |x|)", 0>;
def Stype_ReciprocalOp : Stype_UnaryOp<"reciprocal", "reciprocal", "1 / x", 0>;
def Stype_GammaOp : Stype_UnaryOp<"gamma", "gamma", "tgamma(x)", 0, [{
    Computed by the C library's `tgamma` (`tgammaf` for f32), as MXNet's
    `math::tgamma`: poles (0 and the negative integers) give +-Inf or NaN
    as the C library does.  Gradient: `stype.gamma_grad`.
}]>;
def Stype_GammalnOp : Stype_UnaryOp<"gammaln", "gammaln",
    "lgamma(x) (log |gamma(x)|)", 0, [{
    Computed by the C library's `lgamma` (`lgammaf` for f32), as MXNet's
    `math::lgamma`.  Gradient: `stype.gammaln_grad`.
}]>;

//===----------------------------------------------------------------------===//
// clip
//===----------------------------------------------------------------------===//

def Stype_ClipOp : Stype_Op<"clip"> {
  let summary = "clips every element to [a_min, a_max]";
  let description = [{
    Returns `x > a_max ? a_max : (x < a_min ? a_min : x)` for every element
    (MXNet's formula: NaN stays NaN; with `a_min > a_max` every element
    becomes `a_max` or `a_min` as that formula says).  Mirrors MXNet's `clip`.

    | data | result | kernel |
    |---|---|---|
    | default | default | dense |
    | row_sparse or csr, `a_min <= 0 <= a_max` | the same kind | the stored values only |
    | row_sparse or csr, otherwise | default | dense fallback (warning) |

    This follows MXNet's code (`ClipStorageType`), not its documentation,
    which says a csr input stays csr for any range.  The kernel is one loop
    over the (stored) values: bit-identical results from run to run.

    Example:

    ```mlir
    %y = stype.clip %x {a_min = -1.0 : f64, a_max = 1.0 : f64}
        : tensor<?x?xf32, #row_sparse> -> tensor<?x?xf32, #row_sparse>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, F64Attr:$a_min,
                       F64Attr:$a_max);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = "$data attr-dict `:` type($data) `->` type($result)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// a_min <= 0 <= a_max: clip(0) == 0, so sparse kinds are kept.
    bool keepsSparsity();
  }];
}

//===----------------------------------------------------------------------===//
// quadratic
//===----------------------------------------------------------------------===//

def Stype_QuadraticOp : Stype_Op<"quadratic"> {
  let summary = "`a * x^2 + b * x + c` for every element";
  let description = [{
    Returns `x * (a * x + b) + c` (MXNet's formula for `a * x^2 + b * x + c`)
    for every element `x`, with the coefficients given as `f64` attributes
    (rounded to the element type).  Mirrors MXNet's `_contrib_quadratic`
    (`QuadraticOpStorageType`).

    | data | result | kernel |
    |---|---|---|
    | default | default | dense |
    | csr, `c == 0` | csr | the stored values only (stored zeros kept) |
    | csr, `c != 0` | default | dense fallback (warning) |
    | row_sparse | default | dense fallback (warning) |

    MXNet has no row_sparse kernel for this op, so a row_sparse input falls
    back even when `c == 0`.  The kernel is one loop over the (stored)
    values: bit-identical results from run to run.

    Example:

    ```mlir
    %y = stype.quadratic %x {a = 1.0 : f64, b = -2.0 : f64, c = 0.0 : f64}
        : tensor<?x?xf32, #csr> -> tensor<?x?xf32, #csr>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data, F64Attr:$a, F64Attr:$b,
                       F64Attr:$c);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = "$data attr-dict `:` type($data) `->` type($result)";
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// c (rounded to the element type) == 0: f(0) == 0, a csr input stays csr.
    bool keepsSparsity();
  }];
}

//===----------------------------------------------------------------------===//
// zeros_like
//===----------------------------------------------------------------------===//

def Stype_ZerosLikeOp : Stype_Op<"zeros_like"> {
  let summary = "a zero tensor of the input's shape and storage kind";
  let description = [{
    Returns zeros of the shape of `data`.  Mirrors MXNet's `zeros_like`
    (`ElemwiseStorageType<1, 1, false, true, true>`, `FillComputeZerosEx`):
    a sparse result stores nothing.

    | data | result | kernel |
    |---|---|---|
    | default | default | fill with 0 |
    | row_sparse | row_sparse | no stored rows (MXNet's `FillZerosRspImpl`): O(1), the input's values are not read |
    | csr | csr | nnz 0, `indptr` all 0 (MXNet's `FillZerosCsrImpl`): O(rows) for the `indptr` only |

    The values of `data` are never read (NaN in `data` gives 0).
    Deterministic.

    Example:

    ```mlir
    %z = stype.zeros_like %x : tensor<?x?xf32, #row_sparse>
        -> tensor<?x?xf32, #row_sparse>
    ```
  }];
  let arguments = (ins Stype_ValueTensor:$data);
  let results = (outs Stype_ValueTensor:$result);
  let assemblyFormat = "$data attr-dict `:` type($data) `->` type($result)";
  let hasVerifier = 1;
}

#endif // STYPE_DIALECT_ELEMENTWISEOPS_TD

// RUN: stype-opt %s -split-input-file --verify-diagnostics

// stype.exit_kernel_unless: an i1 condition, an !llvm.ptr text, an i1
// overflow flag, i64 sizes and a positive element size.

// expected-note @below {{prior use here}}
func.func @not_i1(%n: i64, %what: !llvm.ptr, %o: i1) {
  // expected-error @below {{use of value '%n' expects different type than prior uses: 'i1' vs 'i64'}}
  stype.exit_kernel_unless %n, %what, %o [] {element_bytes = 4 : i64} : !llvm.ptr
  return
}

// -----

func.func @text_not_ptr(%c: i1, %what: i64, %o: i1) {
  // expected-error @below {{'stype.exit_kernel_unless' op 'what' must be an !llvm.ptr to the buffer's text, not 'i64'}}
  stype.exit_kernel_unless %c, %what, %o [] {element_bytes = 4 : i64} : i64
  return
}

// -----

func.func @zero_bytes(%c: i1, %what: !llvm.ptr, %o: i1) {
  // expected-error @below {{'stype.exit_kernel_unless' op attribute 'element_bytes' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  stype.exit_kernel_unless %c, %what, %o [] {element_bytes = 0 : i64} : !llvm.ptr
  return
}

// -----

// expected-note @below {{prior use here}}
func.func @dims_not_i64(%c: i1, %what: !llvm.ptr, %o: i1, %n: index) {
  // expected-error @below {{use of value '%n' expects different type than prior uses: 'i64' vs 'index'}}
  stype.exit_kernel_unless %c, %what, %o [%n] {element_bytes = 4 : i64} : !llvm.ptr
  return
}

// -----

func.func @no_element_bytes(%c: i1, %what: !llvm.ptr, %o: i1) {
  // expected-error @below {{requires attribute 'element_bytes'}}
  stype.exit_kernel_unless %c, %what, %o [] : !llvm.ptr
  return
}

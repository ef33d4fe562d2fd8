// RUN: stype-opt %s -split-input-file --verify-diagnostics

// stype.exit_kernel_unless takes an i1 condition only.
// expected-note @below {{prior use here}}
func.func @not_i1(%n: i64) {
  // expected-error @below {{use of value '%n' expects different type than prior uses: 'i1' vs 'i64'}}
  stype.exit_kernel_unless %n
  return
}

//===- Status.h - Error reporting for the stype runtime ---------*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A small, copyable success-or-error-message value returned by every fallible
/// runtime entry point. The runtime never throws and never aborts on bad input.
///
//===----------------------------------------------------------------------===//

#ifndef STYPE_RUNTIME_STATUS_H
#define STYPE_RUNTIME_STATUS_H

#include <memory>
#include <string>
#include <utility>

namespace stype {
namespace rt {

/// The outcome of a runtime operation: success, or an error with a
/// human-readable message. Success carries no allocation, so returning it is
/// cheap; copies of an error share its message.
class [[nodiscard]] Status {
public:
  /// Constructs a success value.
  Status() = default;

  /// Returns a success value.
  static Status success() { return Status(); }

  /// Returns an error carrying \p msg.
  static Status error(std::string msg) {
    Status s;
    s.msg = std::make_shared<const std::string>(std::move(msg));
    return s;
  }

  /// Returns true if this is a success value.
  bool ok() const { return msg == nullptr; }

  /// Returns the error message, or an empty string on success.
  const std::string &message() const {
    static const std::string empty;
    return msg ? *msg : empty;
  }

private:
  std::shared_ptr<const std::string> msg;
};

} // namespace rt
} // namespace stype

#endif // STYPE_RUNTIME_STATUS_H

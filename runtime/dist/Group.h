//===- Group.h - A process group over MPI: polled collectives ---*- C++ -*-===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The communication layer of the distributed tables (docs/distributed.md):
/// an MPI communicator with a timeout, the agreement exchange that every
/// collective operation starts with, byte-level all-to-all and all-gather
/// exchanges, and per-operation statistics.  Every MPI collective used here
/// is nonblocking and polled against the timeout: a process that waits
/// longer prints one line (rank, step, operation, table) and aborts the job
/// with STYPE_DIST_EXIT_TIMEOUT.  Only MPI-3 calls are used.
///
//===----------------------------------------------------------------------===//

#ifndef STYPE_RUNTIME_DIST_GROUP_H
#define STYPE_RUNTIME_DIST_GROUP_H

#include "stype/stype_dist.h"

#include "runtime/Tensor.h"

#include <mpi.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace stype {
namespace dist {

/// Codes of the operations processes agree on (part of the exchange).
enum class OpCode : int64_t {
  CreateTable = 1,
  Pull = 2,
  Push = 3,
  PushResult = 4,
  Allreduce = 5,
  MaxI64 = 6,
  Save = 7,
  SaveResult = 8,
  Load = 9,
  LoadResult = 10,
};

/// What one process contributes to an agreement: the operation, the table,
/// the step and up to 16 facts every process must share (dtype, shape,
/// hyper-parameters, ...), a sentence saying what it is doing, and the
/// status of its own checks.
struct Header {
  int64_t op = 0;
  int64_t step = 0;
  int64_t status = 0; ///< a stype_status; STYPE_OK when the checks passed
  std::array<int64_t, 16> facts{};
  char table[STYPE_DIST_MAX_NAME + 1] = {};
  char doing[192] = {};   ///< "push_update of table 'w' at step 3 (...)"
  char message[320] = {}; ///< the local error, when status != STYPE_OK

  /// Records a local error (the first one wins).
  void fail(stype_status code, const std::string &msg);
};

static_assert(sizeof(Header) == STYPE_DIST_AGREEMENT_BYTES,
              "the agreement's size is documented in stype_dist.h");

/// The counters of stype_dist_stats.
struct Counters {
  int64_t calls = 0, bytesSent = 0, bytesReceived = 0, messagesSent = 0,
          messagesReceived = 0;
  double waitSeconds = 0;
  void add(const Counters &other);
};

/// What a collective is doing, for the timeout line.
struct Activity {
  const char *operation; ///< "push_update"
  std::string table;     ///< "" when no table is involved
  int64_t step;
};

class Group {
public:
  /// Duplicates \p comm (collective, polled against \p timeout);
  /// \p finalizeMpi: MPI_Finalize when destroyed.
  Group(MPI_Comm comm, bool finalizeMpi, double timeout);
  ~Group();
  Group(const Group &) = delete;
  Group &operator=(const Group &) = delete;

  int rank() const { return myRank; }
  int size() const { return numProcs; }
  double timeout() const { return timeoutSeconds; }
  void setTimeout(double seconds) { timeoutSeconds = seconds; }

  /// Exchanges \p mine and \p perProcess (exactly size() values, e.g. how
  /// many rows this process sends to each process) with every process.  On
  /// return \p matrix[s * size() + d] is process s's perProcess[d].  Every
  /// process computes the same outcome: STYPE_ERROR_DIST when the processes
  /// disagree (op, table, step, facts), else the first failing process's
  /// status and message (prefixed with its rank), else STYPE_OK.  The
  /// message is set with stype_last_error.
  stype_status agree(stype_dist_op statsOp, const Header &mine,
                     const std::vector<int64_t> &perProcess,
                     std::vector<int64_t> &matrix);

  /// MPI_Ialltoallv of bytes: sendBytes[d] bytes from send + the sum of the
  /// previous ones to process d, recvBytes[s] from s.  Each count and each
  /// total must fit an int (checked by the callers before agreeing).
  void alltoallv(stype_dist_op statsOp, const char *waitingFor,
                 const void *send, const std::vector<int64_t> &sendBytes,
                 void *recv, const std::vector<int64_t> &recvBytes);

  /// MPI_Iallgatherv of bytes: this process's \p bytes to everyone,
  /// recvBytes[s] from s, in rank order.
  void allgatherv(stype_dist_op statsOp, const char *waitingFor,
                  const void *send, int64_t bytes, void *recv,
                  const std::vector<int64_t> &recvBytes);

  /// Scratch memory of at least \p bytes (uninitialized) for an exchange
  /// already agreed on, in one of kScratchSlots buffers that are kept and
  /// reused by later calls (fresh pages cost more than the copies on these
  /// machines: docs/distributed.md, "Measured").  If it cannot be allocated
  /// the processes can no longer stay in step: this prints one line (rank,
  /// step, operation, table, size) and aborts the job with
  /// STYPE_DIST_EXIT_TIMEOUT.
  static constexpr int kScratchSlots = 3;
  void *scratch(int slot, int64_t bytes);

  /// A polled MPI_Ibarrier.
  void barrier(stype_dist_op statsOp, const char *waitingFor);

  /// Counters of each operation, in the three scopes of stype_dist_stats.
  std::array<Counters, STYPE_DIST_OP_COUNT> current{}, last{}, total{};
  void endStep();
  void resetStats();

  /// Names the operation in progress for the timeout line; every
  /// operation sets it before its first collective.
  void setActivity(const Activity &what) { activity = what; }

private:
  /// Prints "stype-dist: rank R of P: <what> in <activity>; aborting the
  /// job (exit code 75)" and aborts.
  [[noreturn]] void abortJob(const std::string &what);
  /// Polls \p request until it completes; past the timeout, prints one
  /// line and aborts the job.
  void wait(MPI_Request &request, stype_dist_op statsOp,
            const char *waitingFor);
  /// Adds to the current and total counters.
  void count(stype_dist_op statsOp, const Counters &c);
  /// Counts the bytes and messages to and from the other processes.
  void countPayload(stype_dist_op statsOp,
                    const std::vector<int64_t> &sendBytes,
                    const std::vector<int64_t> &recvBytes);

  std::array<rt::Buffer, kScratchSlots> scratchBuffers;
  MPI_Comm comm = MPI_COMM_NULL;
  int myRank = 0, numProcs = 1;
  double timeoutSeconds = 300;
  bool finalizeMpi = false;
  Activity activity{"", "", 0};
};

/// The largest byte count of one MPI call here (MPI counts are int).
constexpr int64_t kMaxMessageBytes = 2147483647;

} // namespace dist
} // namespace stype

#endif // STYPE_RUNTIME_DIST_GROUP_H

//===- Group.cpp - A process group over MPI: polled collectives -----------===//
//
// Part of the stype project.
//
//===----------------------------------------------------------------------===//

#include "runtime/dist/Group.h"

#include "runtime/CApiInternal.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <thread>

using namespace stype;
using namespace stype::dist;

void Header::fail(stype_status code, const std::string &msg) {
  if (status != STYPE_OK)
    return;
  status = code;
  std::snprintf(message, sizeof(message), "%s", msg.c_str());
}

void Counters::add(const Counters &o) {
  calls += o.calls;
  bytesSent += o.bytesSent;
  bytesReceived += o.bytesReceived;
  messagesSent += o.messagesSent;
  messagesReceived += o.messagesReceived;
  waitSeconds += o.waitSeconds;
}

Group::Group(MPI_Comm parent, bool finalize, double timeout)
    : timeoutSeconds(timeout), finalizeMpi(finalize) {
  MPI_Comm_rank(parent, &myRank);
  MPI_Comm_size(parent, &numProcs);
  // The duplicate is a collective too: nonblocking and polled, so that a
  // process that never starts cannot hang the others.
  activity = {"stype_dist_init", "", 0};
  MPI_Request request;
  MPI_Comm_idup(parent, &comm, &request);
  wait(request, STYPE_DIST_OP_CONTROL, "the other processes to start");
}

Group::~Group() {
  int finalized = 0;
  MPI_Finalized(&finalized);
  if (finalized) // the caller finalized MPI first: nothing may be called
    return;
  if (comm != MPI_COMM_NULL)
    MPI_Comm_free(&comm);
  if (finalizeMpi)
    MPI_Finalize();
}

void Group::count(stype_dist_op op, const Counters &c) {
  current[op].add(c);
  total[op].add(c);
}

void Group::endStep() {
  last = current;
  current = {};
}

void Group::resetStats() {
  current = {};
  last = {};
  total = {};
}

void Group::abortJob(const std::string &what) {
  std::string table = activity.table.empty()
                          ? std::string()
                          : " of table '" + activity.table + "'";
  std::string doing = std::string(activity.operation) + table + " at step " +
                      std::to_string(activity.step);
  std::string line = what;
  size_t at = line.find("%s");
  if (at != std::string::npos)
    line.replace(at, 2, doing);
  std::fprintf(stderr,
               "stype-dist: rank %d of %d: %s; aborting the job (exit code "
               "%d)\n",
               myRank, numProcs, line.c_str(), STYPE_DIST_EXIT_TIMEOUT);
  std::fflush(stderr);
  MPI_Abort(comm, STYPE_DIST_EXIT_TIMEOUT);
  std::_Exit(STYPE_DIST_EXIT_TIMEOUT); // MPI_Abort does not return
}

void *Group::scratch(int slot, int64_t bytes) {
  rt::Buffer &b = scratchBuffers[slot];
  if (static_cast<int64_t>(b.bytes()) < bytes) {
    b = rt::Buffer(); // free first: the old and new sizes may not both fit
    int64_t grown = std::max<int64_t>(bytes, bytes / 2 * 3);
    b = rt::Buffer::allocate(static_cast<size_t>(grown));
    if (!b.data())
      b = rt::Buffer::allocate(static_cast<size_t>(bytes));
    if (!b.data())
      abortJob("cannot allocate " + std::to_string(bytes) +
               " bytes for the exchange of %s");
  }
  return b.data();
}

void Group::wait(MPI_Request &request, stype_dist_op op,
                 const char *waitingFor) {
  using Clock = std::chrono::steady_clock;
  auto start = Clock::now();
  auto deadline = start + std::chrono::duration_cast<Clock::duration>(
                              std::chrono::duration<double>(timeoutSeconds));
  for (unsigned polls = 0;; ++polls) {
    int done = 0;
    MPI_Test(&request, &done, MPI_STATUS_IGNORE);
    if (done)
      break;
    if (Clock::now() > deadline) {
      char what[160];
      std::snprintf(what, sizeof(what), "timed out after %g s", timeoutSeconds);
      abortJob(std::string(what) + " in %s, waiting for " + waitingFor);
    }
    // MPI moves large messages only inside MPI_Test (fragment by fragment),
    // so poll without sleeping for the first 50 ms, yielding the core to
    // the peers (more processes than cores); then sleep between polls, for
    // peers that are late rather than busy.
    if (polls < 64)
      continue;
    if (Clock::now() - start < std::chrono::milliseconds(50))
      std::this_thread::yield();
    else
      std::this_thread::sleep_for(std::chrono::microseconds(100));
  }
  Counters c;
  c.waitSeconds = std::chrono::duration<double>(Clock::now() - start).count();
  count(op, c);
}

/// The description of what a process does, for disagreement messages.
static std::string describe(const Header &h) {
  return h.doing[0] ? std::string(h.doing) : std::string("an unknown call");
}

stype_status Group::agree(stype_dist_op op, const Header &mine,
                          const std::vector<int64_t> &perProcess,
                          std::vector<int64_t> &matrix) {
  const int64_t p = numProcs;
  const size_t one = sizeof(Header) + static_cast<size_t>(p) * 8;
  std::vector<unsigned char> send(one), recv(one * p);
  std::memcpy(send.data(), &mine, sizeof(Header));
  std::memcpy(send.data() + sizeof(Header), perProcess.data(), p * 8);
  MPI_Request request;
  MPI_Iallgather(send.data(), static_cast<int>(one), MPI_BYTE, recv.data(),
                 static_cast<int>(one), MPI_BYTE, comm, &request);
  wait(request, op, "the other processes to start the same operation");
  Counters c;
  c.calls = 1;
  c.bytesSent = c.bytesReceived = static_cast<int64_t>(one) * (p - 1);
  c.messagesSent = c.messagesReceived = p - 1;
  count(op, c);

  std::vector<Header> all(p);
  matrix.assign(p * p, 0);
  for (int64_t s = 0; s < p; ++s) {
    std::memcpy(&all[s], recv.data() + s * one, sizeof(Header));
    std::memcpy(matrix.data() + s * p, recv.data() + s * one + sizeof(Header),
                p * 8);
  }
  // The same decision on every process, from the same bytes.  The facts
  // (dtype, shape, hyper-parameters) of a process whose own checks failed
  // may be unknown: they are compared between the others only, and its
  // error is reported below.
  int64_t firstOk = -1;
  for (int64_t s = 0; s < p && firstOk < 0; ++s)
    if (all[s].status == STYPE_OK)
      firstOk = s;
  for (int64_t s = 1; s < p; ++s) {
    const Header &a = all[0], &b = all[s];
    bool factsDiffer = firstOk >= 0 && s != firstOk &&
                       all[s].status == STYPE_OK &&
                       all[firstOk].facts != b.facts;
    if (a.op != b.op || a.step != b.step || factsDiffer ||
        std::strncmp(a.table, b.table, sizeof(a.table)) != 0) {
      int64_t first = factsDiffer ? firstOk : 0;
      return capi::setError(STYPE_ERROR_DIST,
                            "processes disagree: rank " +
                                std::to_string(first) + " calls " +
                                describe(all[first]) + ", rank " +
                                std::to_string(s) + " calls " + describe(b));
    }
  }
  for (int64_t s = 0; s < p; ++s)
    if (all[s].status != STYPE_OK)
      return capi::setError(static_cast<stype_status>(all[s].status),
                            "rank " + std::to_string(s) + ": " +
                                std::string(all[s].message));
  return STYPE_OK;
}

/// Byte counts and displacements as MPI's ints (the callers checked that
/// they fit).
static void toInts(const std::vector<int64_t> &bytes, std::vector<int> &counts,
                   std::vector<int> &displs) {
  counts.resize(bytes.size());
  displs.resize(bytes.size());
  int64_t at = 0;
  for (size_t i = 0; i < bytes.size(); ++i) {
    counts[i] = static_cast<int>(bytes[i]);
    displs[i] = static_cast<int>(at);
    at += bytes[i];
  }
}

void Group::alltoallv(stype_dist_op op, const char *waitingFor,
                      const void *send, const std::vector<int64_t> &sendBytes,
                      void *recv, const std::vector<int64_t> &recvBytes) {
  std::vector<int> sc, sd, rc, rd;
  toInts(sendBytes, sc, sd);
  toInts(recvBytes, rc, rd);
  // MPI wants valid pointers even for empty buffers, and they must differ:
  // Open MPI's libnbc treats sendbuf == recvbuf as an in-place exchange
  // (and then hangs the next collective).
  static unsigned char noSend, noRecv;
  MPI_Request request;
  MPI_Ialltoallv(send ? send : &noSend, sc.data(), sd.data(), MPI_BYTE,
                 recv ? recv : &noRecv, rc.data(), rd.data(), MPI_BYTE, comm,
                 &request);
  wait(request, op, waitingFor);
  countPayload(op, sendBytes, recvBytes);
}

void Group::countPayload(stype_dist_op op,
                         const std::vector<int64_t> &sendBytes,
                         const std::vector<int64_t> &recvBytes) {
  Counters c;
  for (int s = 0; s < numProcs; ++s) {
    if (s == myRank)
      continue;
    c.bytesSent += sendBytes[s];
    c.bytesReceived += recvBytes[s];
    c.messagesSent += sendBytes[s] > 0;
    c.messagesReceived += recvBytes[s] > 0;
  }
  count(op, c);
}

void Group::allgatherv(stype_dist_op op, const char *waitingFor,
                       const void *send, int64_t bytes, void *recv,
                       const std::vector<int64_t> &recvBytes) {
  std::vector<int> rc, rd;
  toInts(recvBytes, rc, rd);
  static unsigned char noSend, noRecv; // distinct: see alltoallv
  MPI_Request request;
  MPI_Iallgatherv(send ? send : &noSend, static_cast<int>(bytes), MPI_BYTE,
                  recv ? recv : &noRecv, rc.data(), rd.data(), MPI_BYTE, comm,
                  &request);
  wait(request, op, waitingFor);
  countPayload(op, std::vector<int64_t>(numProcs, bytes), recvBytes);
}

void Group::barrier(stype_dist_op op, const char *waitingFor) {
  MPI_Request request;
  MPI_Ibarrier(comm, &request);
  wait(request, op, waitingFor);
}

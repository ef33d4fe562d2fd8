//===- FreeTemporaries.cpp - free the buffers a kernel owns -----*- C++ -*-===//
//
// --stype-free-temporaries: every buffer a kernel function allocates is
// freed on every path that does not hand it to the caller: a memref.dealloc
// after the last use of each allocation (or owning scf.if result) that does
// not escape its block, and, before each stype.exit_kernel_unless, the
// buffers still alive there, on the failure path only.
//
//===----------------------------------------------------------------------===//

#include "passes/Passes.h"

#include "dialect/StypeOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir {
namespace stype {
#define GEN_PASS_DEF_STYPEFREETEMPORARIES
#include "passes/Passes.h.inc"
} // namespace stype
} // namespace mlir

using namespace mlir;

namespace {

/// The runtime hook that frees a stopping kernel's buffers
/// (runtime/KernelErrors.h).
constexpr llvm::StringLiteral kFreeBuffersFn = "stype_kernel_free_buffers";

/// A buffer the function owns: a memref.alloc, or an scf.if result that
/// owns what its branches yield.  A conditional owner owns its buffer only
/// when `cond` is `whenTrue` (one branch allocates, the other yields a
/// buffer the kernel does not own, such as an operand).
struct Owner {
  Value buffer;
  Value cond;
  bool whenTrue = true;
};

/// `v` without the memref.casts around it.
static Value stripCasts(Value v) {
  while (auto c = v.getDefiningOp<memref::CastOp>())
    v = c.getSource();
  return v;
}

/// Every value that may alias `v`: the memref results of the ops using it
/// (casts, views, calls, selects, loops), the memref block arguments of the
/// region ops it enters, and the results of the op a yield hands it to;
/// not past the values in `stop`.
static void collectAliases(Value v, SetVector<Value> &aliases,
                           const DenseSet<Value> &stop = {}) {
  SmallVector<Value> worklist = {v};
  while (!worklist.empty()) {
    Value a = worklist.pop_back_val();
    if ((a != v && stop.contains(a)) || !aliases.insert(a))
      continue;
    for (Operation *user : a.getUsers()) {
      Operation *from =
          user->hasTrait<OpTrait::IsTerminator>() ? user->getParentOp() : user;
      if (!from || isa<FunctionOpInterface>(from))
        continue;
      for (Value r : from->getResults())
        if (isa<BaseMemRefType>(r.getType()))
          worklist.push_back(r);
      for (Region &region : from->getRegions())
        for (BlockArgument arg : region.getArguments())
          if (isa<BaseMemRefType>(arg.getType()))
            worklist.push_back(arg);
    }
  }
}

struct FreeTemporaries
    : public stype::impl::StypeFreeTemporariesBase<FreeTemporaries> {
  using Base::Base;

  /// The ops after which an owner is no longer this pass's to free: its
  /// deallocs (or the scf.if that frees it conditionally), and the scf.if
  /// that takes it over.
  DenseMap<Value, SmallVector<Operation *>> ends;

  void runOnOperation() override {
    ends.clear();
    SmallVector<Owner> owners;
    // scf.if results that own their buffer, in post-order: an inner
    // scf.if's owning results are known before the outer one's branches
    // yield them.  Buffers moved into an scf.if are freed in the branches
    // that do not yield them first, so that the allocations below see
    // those deallocs.
    DenseSet<Value> owned;
    SmallVector<Owner> ifOwners;
    getOperation().walk([&](scf::IfOp op) {
      for (OpResult r : op->getResults()) {
        if (!isa<BaseMemRefType>(r.getType()))
          continue;
        std::optional<Owner> o = ownership(op, r, owned);
        if (!o)
          continue;
        if (!o->cond)
          owned.insert(r);
        ifOwners.push_back(*o);
      }
    });
    SmallVector<memref::AllocOp> allocs;
    getOperation().walk([&](memref::AllocOp op) { allocs.push_back(op); });
    for (memref::AllocOp alloc : allocs) {
      freeIfTemporary(Owner{alloc.getResult(), Value(), true}, alloc);
      owners.push_back(Owner{alloc.getResult(), Value(), true});
    }
    for (const Owner &o : ifOwners) {
      freeIfTemporary(o, o.buffer.getDefiningOp());
      owners.push_back(o);
    }
    if (freeOnExit)
      freeBeforeExits(owners);
  }

  /// Whether the scf.if's `result` owns the buffer each branch yields: a
  /// buffer allocated in the branch (through casts) that nothing in it
  /// frees, an owning result of an inner scf.if, or a buffer the function
  /// owns from before the scf.if and uses nowhere after it (a kernel's
  /// result that a failed run-time check replaces with an empty one): that
  /// one moves into the scf.if, and the other branches free it.  Owned when
  /// every branch owns; owned when the condition selects the branch that
  /// owns if only one does.
  std::optional<Owner> ownership(scf::IfOp op, OpResult result,
                                 const DenseSet<Value> &owned) {
    if (op.getElseRegion().empty())
      return std::nullopt;
    Region *regions[2] = {&op.getThenRegion(), &op.getElseRegion()};
    bool owns[2] = {false, false};
    Value moved[2];
    for (int i = 0; i < 2; ++i) {
      Block &block = regions[i]->front();
      Value v = stripCasts(cast<scf::YieldOp>(block.getTerminator())
                               .getOperand(result.getResultNumber()));
      bool isOwner = v.getDefiningOp<memref::AllocOp>() || owned.contains(v);
      if (!isOwner || ends.count(v))
        continue;
      if (v.getParentBlock() == &block)
        owns[i] = yieldedOnceUnfreed(v, block);
      else if (v.getParentBlock() == op->getBlock() && movable(v, op))
        owns[i] = true, moved[i] = v;
    }
    // A move only where it makes the result own its buffer on both paths
    // (otherwise the buffer is freed after the result's last use anyway).
    for (int i = 0; i < 2; ++i)
      if (moved[i] && !(owns[1 - i] && !moved[1 - i]))
        owns[i] = false, moved[i] = Value();
    if (!owns[0] && !owns[1])
      return std::nullopt;
    // A move frees the buffer in the other branch, at its end (the branch
    // may still read the buffer's sizes).
    for (int i = 0; i < 2; ++i) {
      if (!moved[i])
        continue;
      Block &other = regions[1 - i]->front();
      OpBuilder b(other.getTerminator());
      auto dealloc = memref::DeallocOp::create(b, op.getLoc(), moved[i]);
      ends[moved[i]] = {dealloc, op};
    }
    // What a branch yields from its own allocations ends with the scf.if
    // for the code after it (the result owns it from there).
    for (int i = 0; i < 2; ++i)
      if (owns[i] && !moved[i]) {
        Value v =
            stripCasts(cast<scf::YieldOp>(regions[i]->front().getTerminator())
                           .getOperand(result.getResultNumber()));
        ends[v].push_back(op);
      }
    if (owns[0] && owns[1])
      return Owner{result, Value(), true};
    return Owner{result, op.getCondition(), owns[0]};
  }

  /// Yielded once by `block`'s terminator, never freed or yielded elsewhere
  /// in the block.
  static bool yieldedOnceUnfreed(Value v, Block &block) {
    unsigned yields = 0;
    SmallVector<Value> aliases = {v};
    while (!aliases.empty()) {
      Value a = aliases.pop_back_val();
      for (Operation *user : a.getUsers()) {
        if (isa<memref::DeallocOp>(user))
          return false;
        if (isa<scf::YieldOp>(user) && user->getBlock() == &block)
          ++yields;
        else if (auto c = dyn_cast<memref::CastOp>(user))
          aliases.push_back(c.getResult());
      }
    }
    return yields == 1;
  }

  /// `v`, defined in `op`'s block before it, can move into `op`: none of
  /// its aliases is used after `op` or freed, and exactly one yield of `op`
  /// hands it over (through casts).
  static bool movable(Value v, scf::IfOp op) {
    SetVector<Value> aliases;
    collectAliases(v, aliases);
    unsigned yields = 0;
    for (Value a : aliases) {
      if (isa<BlockArgument>(a))
        return false;
      if (a.getDefiningOp() == op)
        continue;
      for (Operation *user : a.getUsers()) {
        if (isa<memref::DeallocOp>(user))
          return false;
        if (op->isProperAncestor(user)) {
          if (isa<scf::YieldOp>(user) && user->getParentOp() == op)
            ++yields;
          continue;
        }
        Operation *ancestor = op->getBlock()->findAncestorOpInBlock(*user);
        if (!ancestor || !ancestor->isBeforeInBlock(op))
          return false;
      }
    }
    return yields == 1;
  }

  /// Frees `owner.buffer` after its last use unless it, or anything that
  /// may alias it, is freed already, returned from the function, or used
  /// outside the block of `def` (the op defining it).  A conditional owner
  /// is freed under its condition.
  void freeIfTemporary(const Owner &owner, Operation *def) {
    Block *block = def->getBlock();
    Operation *last = def;
    SmallVector<Value> worklist = {owner.buffer};
    DenseSet<Value> seen;
    auto followResults = [&](Operation *op) {
      for (Value r : op->getResults())
        if (isa<BaseMemRefType>(r.getType()))
          worklist.push_back(r);
    };
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      if (!seen.insert(v).second)
        continue;
      for (Operation *user : v.getUsers()) {
        if (isa<memref::DeallocOp>(user))
          return;
        if (user->hasTrait<OpTrait::IsTerminator>()) {
          // Leaving the allocation's own block (a return, or a yield to the
          // next iteration of the loop it lives in): not a temporary.
          Operation *parent = user->getParentOp();
          if (user->getBlock() == block || !parent ||
              isa<FunctionOpInterface>(parent))
            return;
          // A yield: the buffer may become the parent's result or, in a
          // loop, the next iteration's block argument.
          followResults(parent);
          for (Region &r : parent->getRegions())
            for (BlockArgument a : r.getArguments())
              if (isa<BaseMemRefType>(a.getType()))
                worklist.push_back(a);
        } else {
          followResults(user);
          for (Region &r : user->getRegions())
            for (BlockArgument a : r.getArguments())
              if (isa<BaseMemRefType>(a.getType()))
                worklist.push_back(a);
        }
        Operation *ancestor = block->findAncestorOpInBlock(*user);
        if (!ancestor)
          return;
        if (last->isBeforeInBlock(ancestor))
          last = ancestor;
      }
    }
    OpBuilder b(def->getContext());
    b.setInsertionPointAfter(last);
    ends[owner.buffer].push_back(freeOwner(b, def->getLoc(), owner));
  }

  /// A dealloc of `owner.buffer`, under its condition if it has one;
  /// returns the op created at the insertion point.
  static Operation *freeOwner(OpBuilder &b, Location loc, const Owner &owner) {
    if (!owner.cond)
      return memref::DeallocOp::create(b, loc, owner.buffer);
    Value cond = owner.cond;
    if (!owner.whenTrue)
      cond = arith::XOrIOp::create(
          b, loc, cond, arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1));
    auto guard = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
    OpBuilder inner = guard.getThenBodyBuilder();
    memref::DeallocOp::create(inner, loc, owner.buffer);
    return guard;
  }

  /// A kernel that stops at a stype.exit_kernel_unless returns empty
  /// results, so every buffer it owns there (allocated before the exit,
  /// not freed or taken over on the way to it, returned or not) is freed
  /// first, on the failure path only.  A function with exits keeps the
  /// addresses of its live buffers in a stack array, one slot per owner:
  /// set where the owner is defined (under its condition for a conditional
  /// owner), cleared where it ends; each exit's failure path hands the
  /// array to the runtime (stype_kernel_free_buffers), so the code grows
  /// with the buffers and the exits, not with their product.  The kernels
  /// allocate with aligned_alloc (the stype pipelines' memref lowering), so
  /// a buffer's aligned address is the one free() takes.  Owners whose
  /// aliases travel through loop arguments or are freed under another name,
  /// and owners inside parallel loops, are not tracked (no kernel builds
  /// them; freeing one could free it twice).
  void freeBeforeExits(ArrayRef<Owner> owners) {
    DenseMap<Operation *, SmallVector<stype::ExitKernelUnlessOp>> exits;
    getOperation().walk([&](stype::ExitKernelUnlessOp op) {
      if (auto f = op->getParentOfType<FunctionOpInterface>())
        exits[f].push_back(op);
    });
    if (exits.empty())
      return;
    // (Past an owning scf.if, the buffer is its result's to free: `ends`
    // records where it was taken over.)
    DenseSet<Value> ownerValues;
    for (const Owner &o : owners)
      ownerValues.insert(o.buffer);
    DenseMap<Operation *, SmallVector<Owner>> tracked;
    for (const Owner &o : owners) {
      Operation *def = o.buffer.getDefiningOp();
      auto f = def->getParentOfType<FunctionOpInterface>();
      if (!f || !exits.count(f) || def->getParentOfType<scf::ParallelOp>() ||
          def->getParentOfType<scf::ForallOp>())
        continue;
      SetVector<Value> aliases;
      collectAliases(o.buffer, aliases, ownerValues);
      bool unknown = llvm::any_of(aliases, [&](Value a) {
        if (isa<BlockArgument>(a))
          return true;
        bool freed = llvm::any_of(a.getUsers(), [](Operation *user) {
          return isa<memref::DeallocOp>(user);
        });
        return freed && stripCasts(a) != o.buffer;
      });
      if (unknown)
        continue;
      // The deallocs the kernel lowering wrote itself end it too.
      SmallVector<Operation *> &oEnds = ends[o.buffer];
      for (Value a : aliases)
        for (Operation *user : a.getUsers())
          if (isa<memref::DeallocOp>(user) && !llvm::is_contained(oEnds, user))
            oEnds.push_back(user);
      tracked[f].push_back(o);
    }
    auto module = cast<ModuleOp>(getOperation());
    MLIRContext *ctx = module.getContext();
    auto ptrType = LLVM::LLVMPointerType::get(ctx);
    auto i64Type = IntegerType::get(ctx, 64);
    if (!module.lookupSymbol(kFreeBuffersFn) && !tracked.empty()) {
      OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
      auto fn =
          func::FuncOp::create(b, module.getLoc(), kFreeBuffersFn,
                               FunctionType::get(ctx, {ptrType, i64Type}, {}));
      fn.setPrivate();
    }
    for (auto &[f, list] : tracked) {
      Block &entry = cast<FunctionOpInterface>(f).getFunctionBody().front();
      Location loc = f->getLoc();
      OpBuilder b = OpBuilder::atBlockBegin(&entry);
      int64_t count = list.size();
      auto slotsType = MemRefType::get({count}, b.getIndexType());
      Value slots = memref::AllocaOp::create(b, loc, slotsType);
      Value zero = arith::ConstantIndexOp::create(b, loc, 0);
      Value one = arith::ConstantIndexOp::create(b, loc, 1);
      Value n = arith::ConstantIndexOp::create(b, loc, count);
      auto clearAll = scf::ForOp::create(b, loc, zero, n, one);
      {
        OpBuilder body = OpBuilder::atBlockBegin(clearAll.getBody());
        memref::StoreOp::create(body, loc, zero, slots,
                                clearAll.getInductionVar());
      }
      auto setSlot = [&](OpBuilder &b, Location loc, int64_t k, Value v) {
        memref::StoreOp::create(
            b, loc, v, slots,
            ValueRange{arith::ConstantIndexOp::create(b, loc, k)});
      };
      for (auto [k, o] : llvm::enumerate(list)) {
        Operation *def = o.buffer.getDefiningOp();
        OpBuilder after(def->getContext());
        after.setInsertionPointAfter(def);
        Location dl = def->getLoc();
        OpBuilder *at = &after;
        OpBuilder guarded(def->getContext());
        if (o.cond) {
          Value cond = o.cond;
          if (!o.whenTrue)
            cond = arith::XOrIOp::create(
                after, dl, cond,
                arith::ConstantIntOp::create(after, dl, after.getI1Type(), 1));
          auto guard = scf::IfOp::create(after, dl, cond, false);
          guarded = guard.getThenBodyBuilder();
          at = &guarded;
        }
        setSlot(
            *at, dl, k,
            memref::ExtractAlignedPointerAsIndexOp::create(*at, dl, o.buffer));
        auto it = ends.find(o.buffer);
        if (it == ends.end())
          continue;
        for (Operation *end : it->second) {
          OpBuilder b(end->getContext());
          b.setInsertionPointAfter(end);
          setSlot(b, end->getLoc(), k,
                  arith::ConstantIndexOp::create(b, end->getLoc(), 0));
        }
      }
      for (stype::ExitKernelUnlessOp exit : exits[f]) {
        OpBuilder b(exit);
        Location el = exit.getLoc();
        Value failed = arith::XOrIOp::create(
            b, el, exit.getAllocated(),
            arith::ConstantIntOp::create(b, el, b.getI1Type(), 1));
        auto onFailure = scf::IfOp::create(b, el, failed, false);
        OpBuilder inner = onFailure.getThenBodyBuilder();
        Value address = arith::IndexCastOp::create(
            inner, el, i64Type,
            memref::ExtractAlignedPointerAsIndexOp::create(inner, el, slots));
        func::CallOp::create(
            inner, el, kFreeBuffersFn, TypeRange{},
            ValueRange{
                LLVM::IntToPtrOp::create(inner, el, ptrType, address),
                arith::ConstantIntOp::create(inner, el, i64Type, count)});
      }
    }
  }
};

} // namespace

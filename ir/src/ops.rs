//! The op catalogue: every op kind, grouped by dialect, with its contract and its definition.
//!
//! Each op is declared in one place, the `op_kinds!` table below: its textual name, its
//! contract as a doc comment, and its [`OpDef`] (operand and result counts or named operand
//! groups, typed attributes, regions, successors, traits), written with the `const` builder of
//! `opdef.rs` (`op(2, 1).pure().attrs(&[req("pred", Ident)])`). The verifier derives its
//! generic checks from the definition, `is_pure`/`is_terminator` read its traits, and
//! `dvm.parallel`'s operand groups are sized by its `operand_segments` attribute (see
//! `opdef.rs` and `parallel.rs`, modelled on MLIR's ODS and `AttrSizedOperandSegments`). Adding
//! an op is one entry here plus, where the table cannot express a type rule, a small per-op
//! check in `verify.rs`.
//!
//! Conventions shared by all dialects:
//! - Integer ops work on any integer type; both operands and the result have the same type.
//!   Float ops likewise on `f32`/`f64`. Logical values are `i1`.
//! - Index operands (`mem.elem_ptr`, `dvm.*_elem`, loop bounds given to `dvm.parallel`) may be
//!   of any integer type; they are sign-extended to `i64`.
//! - Regions of `scf` ops and `dvm.parallel`/`dvm.region` are single-entry; their blocks end with
//!   a terminator (`scf.yield`, `scf.condition`, `cf.*`, `func.return`).

use crate::opdef::AttrKind::*;
use crate::opdef::{op, opt, req, segmented, traits, OpDef};
use crate::parallel::{PARALLEL_ATTRS, PARALLEL_CALL_ATTRS, PARALLEL_CALL_GROUPS, PARALLEL_GROUPS};
use std::fmt;

macro_rules! op_kinds {
    ($( $(#[$m:meta])* $variant:ident = $name:literal => $def:expr, )*) => {
        /// Every op kind known to the IR.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum OpKind {
            $( $(#[$m])* $variant, )*
        }

        /// The definitions, indexed by `OpKind as usize`.
        static OP_DEFS: &[OpDef] = &[$( $def.named($name), )*];

        impl OpKind {
            pub const ALL: &'static [OpKind] = &[$(OpKind::$variant,)*];

            /// The textual name, `dialect.op`.
            pub fn name(self) -> &'static str {
                self.def().name
            }

            /// The op's definition.
            pub fn def(self) -> &'static OpDef {
                &OP_DEFS[self as usize]
            }

            pub fn from_name(name: &str) -> Option<OpKind> {
                match name {
                    $( $name => Some(OpKind::$variant), )*
                    _ => None,
                }
            }
        }
    };
}

op_kinds! {
    // ---------------------------------------------------------------- arith
    /// `%r = arith.constant {value = 1.5} : f32`. `value` is Int for integer types (`i1`: 0/1),
    /// Float for float types; `arith.constant {value = 0} : ptr` is the null pointer.
    Constant = "arith.constant" => op(0, 1).pure().attrs(&[req("value", Number), opt("text", Str)]),
    /// `(x, y) : T` integer add, wrapping; with the attribute `nsw = true` signed overflow is
    /// undefined (Fortran integer arithmetic), which lets LLVM widen induction variables. The
    /// same holds for `subi` and `muli`.
    AddI = "arith.addi" => op(2, 1).pure().attrs(&[opt("nsw", Bool)]),
    SubI = "arith.subi" => op(2, 1).pure().attrs(&[opt("nsw", Bool)]),
    MulI = "arith.muli" => op(2, 1).pure().attrs(&[opt("nsw", Bool)]),
    /// Signed division truncating toward zero (Fortran and C semantics). A zero divisor, and
    /// the overflowing `MIN / -1`, are run-time errors reported at the op's location (not
    /// undefined behaviour: the result must not depend on the optimisation level).
    DivSI = "arith.divsi" => op(2, 1),
    /// Signed remainder with the sign of the dividend (Fortran `MOD`, C `%`); a zero divisor is
    /// a run-time error as for `divsi`, and `MIN rem -1` is 0.
    RemSI = "arith.remsi" => op(2, 1),
    /// Unsigned division and remainder (C's `unsigned` operands; the loop indices of a device
    /// handler); a zero divisor is a run-time error as for `divsi` (a trap in a GPU kernel).
    DivUI = "arith.divui" => op(2, 1),
    RemUI = "arith.remui" => op(2, 1),
    /// `(x) : T` integer negation.
    NegI = "arith.negi" => op(1, 1).pure(),
    AddF = "arith.addf" => op(2, 1).pure(),
    SubF = "arith.subf" => op(2, 1).pure(),
    MulF = "arith.mulf" => op(2, 1).pure(),
    DivF = "arith.divf" => op(2, 1).pure(),
    /// `(x, y) : T` floating remainder with the sign of `x`, computed exactly (C `fmod`,
    /// Fortran `MOD` for reals).
    RemF = "arith.remf" => op(2, 1).pure(),
    NegF = "arith.negf" => op(1, 1).pure(),
    /// Bitwise ops on integers; on `i1` they are the logical connectives.
    AndI = "arith.andi" => op(2, 1).pure(),
    OrI = "arith.ori" => op(2, 1).pure(),
    XOrI = "arith.xori" => op(2, 1).pure(),
    /// `(x, n) : T` shifts of an integer by `n` bits, `0 <= n < width` (otherwise the result is
    /// undefined: the front end guards Fortran's ISHFT): left, logical right, arithmetic right.
    ShlI = "arith.shli" => op(2, 1).pure(),
    ShrUI = "arith.shrui" => op(2, 1).pure(),
    ShrSI = "arith.shrsi" => op(2, 1).pure(),
    /// `(x, y) {pred = eq|ne|slt|sle|sgt|sge|ult|ule|ugt|uge} : i1` (`u`: unsigned, for C); also
    /// `eq`/`ne` of two `ptr`s.
    CmpI = "arith.cmpi" => op(2, 1).pure().attrs(&[req("pred", Ident)]),
    /// `(x, y) {pred = oeq|one|olt|ole|ogt|oge|une} : i1` (ordered unless `une`).
    CmpF = "arith.cmpf" => op(2, 1).pure().attrs(&[req("pred", Ident)]),
    /// `(c: i1, a: T, b: T) : T`.
    Select = "arith.select" => op(3, 1).pure(),
    /// Conversions `(x) : T`: signed int → float, float → signed int (truncating), float
    /// extend/truncate, int sign-extend/zero-extend/truncate.
    SIToFP = "arith.sitofp" => op(1, 1).pure(),
    FPToSI = "arith.fptosi" => op(1, 1).pure(),
    /// Unsigned int → float and float → unsigned int (truncating), for C's unsigned types.
    UIToFP = "arith.uitofp" => op(1, 1).pure(),
    FPToUI = "arith.fptoui" => op(1, 1).pure(),
    ExtF = "arith.extf" => op(1, 1).pure(),
    TruncF = "arith.truncf" => op(1, 1).pure(),
    ExtSI = "arith.extsi" => op(1, 1).pure(),
    ExtUI = "arith.extui" => op(1, 1).pure(),
    TruncI = "arith.trunci" => op(1, 1).pure(),

    // ---------------------------------------------------------------- math
    /// Unary float functions `(x) : T`.
    Sqrt = "math.sqrt" => op(1, 1).pure(),
    AbsF = "math.absf" => op(1, 1).pure(),
    Exp = "math.exp" => op(1, 1).pure(),
    Log = "math.log" => op(1, 1).pure(),
    Log10 = "math.log10" => op(1, 1).pure(),
    Sin = "math.sin" => op(1, 1).pure(),
    Cos = "math.cos" => op(1, 1).pure(),
    Tan = "math.tan" => op(1, 1).pure(),
    Asin = "math.asin" => op(1, 1).pure(),
    Acos = "math.acos" => op(1, 1).pure(),
    Atan = "math.atan" => op(1, 1).pure(),
    Sinh = "math.sinh" => op(1, 1).pure(),
    Cosh = "math.cosh" => op(1, 1).pure(),
    Tanh = "math.tanh" => op(1, 1).pure(),
    /// Round half away from zero, result in the same float type (Fortran `ANINT`; `NINT` is this
    /// followed by `arith.fptosi`).
    Round = "math.round" => op(1, 1).pure(),
    /// Truncate toward zero, same float type (Fortran `AINT`).
    Trunc = "math.trunc" => op(1, 1).pure(),
    Floor = "math.floor" => op(1, 1).pure(),
    Ceil = "math.ceil" => op(1, 1).pure(),
    /// `(x) : T` integer absolute value.
    AbsI = "math.absi" => op(1, 1).pure(),
    /// Binary float functions `(x, y) : T`.
    Atan2 = "math.atan2" => op(2, 1).pure(),
    /// `x ** y` for floats.
    PowF = "math.powf" => op(2, 1).pure(),
    /// `(x: f, n: int) : f` — `x ** n` with an integer exponent (Fortran semantics: repeated
    /// multiplication, `x ** -n = 1 / x ** n`).
    FPowI = "math.fpowi" => op(2, 1).pure(),
    /// `(x, n) : int` — integer `x ** n` (negative `n`: `1/x**n` truncated, so 0 unless |x| = 1).
    IPowI = "math.ipowi" => op(2, 1),
    /// `|x|` with the sign of `y` (Fortran `SIGN` for reals).
    CopySign = "math.copysign" => op(2, 1).pure(),
    /// Fortran `MAX`/`MIN` of two operands as gfortran computes them at `-O1` and above:
    /// `maxf(x, y) = x > y ? x : y`, `minf(x, y) = x < y ? x : y` (so a NaN `y` wins, a NaN `x`
    /// loses); integer variants signed. With `unordered = true` (set on the combining step of a
    /// MAX/MIN reduction, whose order DVMH leaves unspecified) NaN and signed-zero tie-breaking
    /// is unspecified too, which lets the vectoriser turn the loop into a vector reduction.
    MaxF = "math.maxf" => op(2, 1).pure().attrs(&[opt("unordered", Bool)]),
    MinF = "math.minf" => op(2, 1).pure().attrs(&[opt("unordered", Bool)]),
    MaxI = "math.maxi" => op(2, 1).pure(),
    MinI = "math.mini" => op(2, 1).pure(),

    // ---------------------------------------------------------------- mem
    /// `mem.alloca {elem = T} : ptr` — a stack slot for one `T`, or `{elem = T, count = n}` for a
    /// fixed array of `n` elements. Allocated in the enclosing function's frame (hoisted by
    /// codegen), so an alloca inside a loop or handler region is one slot per invocation.
    Alloca = "mem.alloca" => op(0, 1).attrs(&[req("elem", Ty), opt("count", Int)]),
    /// `(count: i64) {elem = T} : ptr` — `count` values of `T` on the stack, sized at run time
    /// (a C variable-length array). Each op reuses its stack space: reaching it again (the
    /// next iteration of a loop, a jump back) first releases what it allocated before and
    /// everything allocated after that, which C's rules make dead by then, so the stack does
    /// not grow in loops. Freed when the function returns.
    AllocaDyn = "mem.alloca_dyn" => op(1, 1).attrs(&[req("elem", Ty)]),
    /// `mem.global_addr {sym = @g} : ptr` — the address of a module global, or of a function
    /// (a handler passed to the runtime).
    GlobalAddr = "mem.global_addr" => op(0, 1).pure().attrs(&[req("sym", Sym)]),
    /// `(p: ptr, bytes: int) : ptr` — `p` advanced by a byte offset (arrays of pointers, such as
    /// a handler's `args`, are addressed with this).
    Offset = "mem.offset" => op(2, 1).pure(),
    /// `(base: ptr, lo_1..lo_r, stride_1..stride_r) : !mem.view<T, r>` — a view of memory whose
    /// element `(i_1..i_r)` lives at `base + sum((i_k - lo_k) * stride_k) * sizeof(T)`.
    /// An optional last operand `bytes` is the size of the storage at `base` (a dummy array's,
    /// whose view says nothing of its last extent): a region loop that only reads it can have a
    /// device copy of it (`passes/host_tables.rs`).
    View = "mem.view" => op(1, 1).variadic().pure(),
    /// `(desc: ptr) : !mem.view<T, r>` — reads a view from a runtime descriptor (`dvmh_view` in
    /// `dvmh_rt.h`: `base` at offset 0, `lo[7]` at 8, `stride[7]` at 64). The runtime's storage
    /// is contiguous in the first dimension, so the view's first stride is the constant 1.
    /// `unit = n`: each of the runtime's elements is `n` values of `T` (a COMPLEX element is
    /// two parts, a CHARACTER(len=n) one `n` bytes), so the strides are multiplied by `n`.
    ViewLoad = "mem.view_load" => op(1, 1).attrs(&[opt("unit", Int)]),
    /// `(p: ptr) : i64` — the address as an integer (C pointer subtraction and ordering).
    PtrToInt = "mem.ptr_to_int" => op(1, 1).pure(),
    /// `(x: i64) : ptr` — an integer as an address (C's `(char *)(uintptr_t)x`).
    IntToPtr = "mem.int_to_ptr" => op(1, 1).pure(),
    /// `(view, i_1..i_r) : ptr` — the address of an element.
    ElemPtr = "mem.elem_ptr" => op(1, 1).variadic().pure(),
    /// `(p: ptr) : T` — load a scalar.
    /// `volatile = true`: C `volatile` (never removed, merged or reordered with other volatile
    /// accesses).
    Load = "mem.load" => op(1, 1).attrs(&[opt("volatile", Bool)]),
    /// `(value: T, p: ptr)` — store a scalar (`volatile` as for `mem.load`).
    Store = "mem.store" => op(2, 0).attrs(&[opt("volatile", Bool)]),
    /// `(i: int, lo: i64, hi: i64) {array = "A", dim = k}` — a run-time error at the op's
    /// location unless `lo <= i <= hi` (index `i` of dimension `k` of array `A`); emitted for
    /// `-fcheck=bounds`.
    CheckIndex = "mem.check_index" => op(3, 0).attrs(&[req("array", Str), req("dim", Int)]),

    // ---------------------------------------------------------------- scf
    /// `scf.for(lo, hi, step) ({ ^bb0(%iv: T): ... scf.yield })` — Fortran `DO` semantics: the
    /// trip count `max(0, (hi - lo + step) / step)` is computed once on entry; `iv` takes
    /// `lo, lo+step, ...`. All three operands and `iv` share one integer type.
    For = "scf.for" => op(3, 0).regions(1),
    /// `scf.if(c: i1) ({then}, {else})` — both regions present (the else region may be just
    /// `scf.yield`).
    If = "scf.if" => op(1, 0).regions(2),
    /// `scf.while ({before ... scf.condition(%c)}, {after ... scf.yield})` — evaluate `before`;
    /// if the condition is true run `after` and repeat.
    While = "scf.while" => op(0, 0).regions(2),
    /// `scf.execute_region ({ ... scf.yield })` — runs its (possibly multi-block) region once;
    /// what a `dvm.region` becomes after `lower-dvm`.
    ExecuteRegion = "scf.execute_region" => op(0, 0).regions(1),
    /// Terminator of `scf.for`/`scf.if`/`scf.execute_region` bodies and of `scf.while`'s `after`
    /// region.
    Yield = "scf.yield" => op(0, 0).terminator(),
    /// `scf.condition(c: i1)` — terminator of `scf.while`'s `before` region.
    Condition = "scf.condition" => op(1, 0).terminator(),

    // ---------------------------------------------------------------- cf
    /// `cf.br [^dest]` — unconditional branch within the same region.
    Br = "cf.br" => op(0, 0).successors(1).terminator(),
    /// `cf.cond_br(c: i1) [^then, ^else]`.
    CondBr = "cf.cond_br" => op(1, 0).successors(2).terminator(),
    /// `cf.unreachable` — control never reaches here (after a `STOP`).
    Unreachable = "cf.unreachable" => op(0, 0).terminator(),

    // ---------------------------------------------------------------- func
    /// `func.call(args...) {callee = @f} : results...` — call a function or extern. C structs
    /// passed in memory carry `byval = [[arg, size, align], ...]` and `sret = [size, align]`
    /// (the hidden first argument) here, on `func.call_indirect` and on the callee's function
    /// attributes; a struct returned in two registers is a call with two results.
    Call = "func.call" => op(0, 0).variadic().variadic_results().attrs(&[req("callee", Sym)]),
    /// `func.call_indirect(f: ptr, args...) : results...` — call through a function pointer
    /// (C); the callee's signature is the types of `args` and of the results.
    CallIndirect = "func.call_indirect" => op(1, 0).variadic().variadic_results(),
    /// `func.return(values...)` — return from the enclosing function.
    Return = "func.return" => op(0, 0).variadic().terminator(),
    /// `func.va_start(ap: ptr)` — initializes the x86-64 System V `va_list` object at `ap`
    /// (24 bytes: `gp_offset`, `fp_offset`, `overflow_arg_area`, `reg_save_area`) for the
    /// enclosing function's variadic arguments; the function has the `variadic` attribute.
    /// The front end reads the arguments from that object itself (C `va_arg`).
    VaStart = "func.va_start" => op(1, 0),
    /// `func.va_end(ap: ptr)` — ends the use of a `va_list` object (C `va_end`).
    VaEnd = "func.va_end" => op(1, 0),

    // ---------------------------------------------------------------- dvm
    /// `dvm.init {grid_rank = n, c_axes = true?}` — start the runtime (first op of the
    /// program's entry). `c_axes`: a C-DVMH program, whose distributions take the processor
    /// grid's trailing dimensions (`dvmh_set_c_axes`).
    Init = "dvm.init" => op(0, 0).attrs(&[req("grid_rank", Int), opt("c_axes", Bool)]),
    /// `dvm.finish` — finalize the runtime (before the program's return).
    Finish = "dvm.finish" => op(0, 0),
    /// `dvm.stop(code: i32) {has_code = true, message = "..."}` — Fortran `STOP`; does not
    /// return.
    Stop = "dvm.stop" => op(1, 0).attrs(&[opt("has_code", Bool), opt("message", Str)]),
    /// `dvm.set_line {line = n, file = "f.fdv"}` — the source line for runtime diagnostics.
    SetLine = "dvm.set_line" => op(0, 0).attrs(&[req("line", Int), req("file", Str)]),
    /// `(lo_1, hi_1, ..., lo_r, hi_r: i64) {name = "A", elem = f32, shadow = [l_1, h_1, ...]} :
    /// ptr` — create a distributed array handle (unmapped until `dvm.distribute`/`dvm.align`);
    /// `logical = true` marks Fortran LOGICAL elements (memory type `i32`); `template = true`
    /// makes a TEMPLATE (an index space without elements; `elem` is then ignored);
    /// `complex = true` makes COMPLEX elements of the part type `elem`, `char_len = n`
    /// CHARACTER(len=n) ones (`elem` is `i8`).
    ArrayCreate = "dvm.array_create" => op(2, 1).variadic().attrs(&[
        req("name", Str),
        req("elem", Ty),
        req("shadow", IntArray),
        opt("logical", Bool),
        opt("template", Bool),
        opt("complex", Bool),
        opt("char_len", Int),
    ]),
    /// `(e_1, ..., e_r: i64) {name = "P"}` — `PROCESSORS P(e_1, ..., e_r)`: the processor
    /// grid's shape (before the first distribution).
    Processors = "dvm.processors" => op(1, 0).variadic().attrs(&[req("name", Str)]),
    /// `(h: ptr, params...) {formats = [block, star, gen_block, wgt_block, mult_block, ...],
    /// counts = [...]}` — distribute onto the processor grid. The parameters follow in
    /// dimension order: `gen_block` has `counts[k]` sizes (i64), `wgt_block` the block count
    /// (i64) then `counts[k]` weights (f64), `mult_block` the multiple (i64); `counts` (one per
    /// dimension, 0 for the others) may be left out when no dimension has parameters. A count
    /// of -1: the sizes or weights stay in the program's array, given by three i64 operands
    /// (its address, element count and element kind: 1/2/4/8 INTEGER, -4/-8 REAL).
    Distribute = "dvm.distribute" => op(1, 0).variadic().attrs(&[req("formats", Array), opt("counts", IntArray)]),
    /// `(h: ptr, lo_1, hi_1, ..., lo_n, hi_n: i64) {processors?}` — `ONTO P(...)`: the next
    /// `dvm.distribute`/`dvm.redistribute` of `h` goes onto the PROCESSORS arrangement
    /// `processors` (absent: the processor grid), on the section `lo_k..hi_k` (0-based
    /// coordinates) of its first `n` dimensions only (`n` 0: all of it); the processes
    /// outside it own nothing.
    Onto = "dvm.onto" => op(1, 0).variadic().attrs(&[opt("processors", Str)]),
    /// `(h: ptr, base: ptr) {rules = [[axis, a, b], ...]}` — one rule per *base* dimension:
    /// `axis >= 0`: base index = a * (index of dimension `axis` of `h`) + b; `axis = -1`:
    /// replicated along that base dimension; `axis = -2`: the constant base index `b`. With
    /// more operands, the rules' values known only at run time (`ALIGN B(I) WITH A(K*I+L)`):
    /// `axis, a, b` (i64) per base dimension, in place of the attribute's.
    Align = "dvm.align" => op(2, 0).variadic().attrs(&[req("rules", Array)]),
    /// `(h: ptr, params...) {formats = [...], counts = [...], new_value = true}` —
    /// `REDISTRIBUTE`: operands and attributes as `dvm.distribute`; the array (or template),
    /// distributed or not mapped yet (deferred `DISTRIBUTE`), gets the new distribution and
    /// every array aligned with it follows; the values move unless `new_value`. Collective.
    Redistribute = "dvm.redistribute" => op(1, 0).variadic().attrs(&[
        req("formats", Array),
        opt("counts", IntArray),
        opt("new_value", Bool),
    ]),
    /// `(h: ptr, base: ptr) {rules = [...], new_value = true}` — `REALIGN`: rules as
    /// `dvm.align`; the array (mapped or not yet) gets the new alignment, its values moving
    /// unless `new_value`; arrays aligned with it keep their mapping. Collective.
    Realign = "dvm.realign" => op(2, 0).variadic().attrs(&[req("rules", Array), opt("new_value", Bool)]),
    /// `(h: ptr)` — destroy a distributed array.
    ArrayFree = "dvm.array_free" => op(1, 0),
    /// `(h: ptr, i_1..i_r) : T` — read an element of a distributed array outside parallel
    /// loops (every process gets the owner's value).
    ReadElem = "dvm.read_elem" => op(2, 1).variadic(),
    /// `(value: T, h: ptr, i_1..i_r)` — owner-computes write of one element outside loops.
    WriteElem = "dvm.write_elem" => op(3, 0).variadic(),
    /// `(h: ptr, out: ptr, i_1..i_r)` — `dvm.read_elem` of an element that is not one scalar
    /// (COMPLEX, CHARACTER(len=n)): its bytes copied to `out` on every process.
    ReadElemTo = "dvm.read_elem_to" => op(3, 0).variadic(),
    /// `(value: ptr, h: ptr, i_1..i_r)` — `dvm.write_elem` of the element whose bytes are at
    /// `value` (COMPLEX, CHARACTER(len=n)).
    WriteElemFrom = "dvm.write_elem_from" => op(3, 0).variadic(),
    /// `(h: ptr, lo_1, hi_1, ..., lo_r, hi_r: i64) : ptr` — REMOTE_ACCESS: gathers the box
    /// `lo..hi` of distributed array `h` (clipped to its bounds; `i64::MIN..i64::MAX` is a whole
    /// dimension) from its owners onto every process (collective) and returns a buffer whose
    /// descriptor starts with a view indexed like the array (`mem.view_load` reads it).
    RemoteCreate = "dvm.remote_create" => op(3, 1).variadic(),
    /// `(r: ptr)` — frees a `dvm.remote_create` buffer.
    RemoteFree = "dvm.remote_free" => op(1, 0),
    /// `(h: ptr) {corner = true?}` — a standalone SHADOW_RENEW (C-DVMH's `#pragma dvm
    /// shadow_renew` outside parallel loops): this process's shadow edges of `h` get their
    /// owners' values (collective); a device copy holding the current values stays current.
    ShadowRenew = "dvm.shadow_renew" => op(1, 0).attrs(&[opt("corner", Bool)]),
    /// `(h: ptr, i_1..i_r) {array = "A"}` — a run-time error at the op's location unless this
    /// process stores element `(i_1..i_r)` (its own part or a shadow edge); emitted inside
    /// parallel loops for `-fcheck=bounds`.
    CheckStored = "dvm.check_stored" => op(2, 0).variadic().attrs(&[req("array", Str), opt("write", Bool)]),
    /// A parallel loop nest (PARALLEL ... ON). Operands are named groups, in this order, sized
    /// by `operand_segments = [n_bounds, n_on, ...]` (one size per group, see `parallel.rs`):
    /// - `bounds`: `lo_1, hi_1, step_1, ..., lo_r, hi_r, step_r` (i64, loop order, outermost
    ///   first; 3 * `rank`);
    /// - `on`: the `on` handle (1 when `on` is present, else 0);
    /// - `on_dynamic`: one `i64` per entry of `on_dynamic = [rule, ...]` (an offset known only at
    ///   run time, added to that rule's `b`, as in `ON A(I, K)` with `K` an enclosing sequential
    ///   loop's variable);
    /// - `renew`: one shadow-renew handle per entry of `renew = [corner flags]`;
    /// - `reductions`: one pointer per entry of `reductions = [[op, elem, count], ...]` (`op`:
    ///   sum|product|max|min|and|or|eqv|neqv (logical)|iand|ior|ieqv|ieor (bitwise, integers); or maxloc|minloc, one element, followed by the
    ///   `loc` reduction of its location);
    /// - `across`: one handle per entry of `across = [corner flags]` (absent: none), the arrays
    ///   of the ACROSS clause: the loop runs as a wavefront over the processes (see the
    ///   runtime's `dvmh_loop_across`);
    /// - `remote`: one REMOTE_ACCESS buffer (a `dvm.remote_create` result) per entry of
    ///   `remote = ["A", ...]` (the arrays' names; absent: none). The body reads the references
    ///   the clause covers through `mem.view_load` of these buffers; they are created before
    ///   the op and freed after it, so `lower-dvm` passes them to no runtime call, and a loop
    ///   with buffers gets no device variant;
    /// - `cuda_block`: reserved for the CUDA_BLOCK clause; empty until it is lowered.
    /// - `stage`: `STAGE(n)`'s `i64` portion count of an ACROSS loop's pipeline (absent: the
    ///   runtime chooses; `dvmh_loop_set_stage`).
    ///
    /// Other attributes: `rank`, `on = [[axis, a, b], ...]` (per dimension of the `on` array,
    /// encoding as in `dvm.align` with `axis` a loop dimension; absent: not mapped), `line`. One
    /// region whose entry block has `rank` `i64` arguments (the loop indices), ending in
    /// `scf.yield`. Values from outside the region are captured.
    Parallel = "dvm.parallel" => segmented(PARALLEL_GROUPS, 0).regions(1).attrs(PARALLEL_ATTRS),
    /// The outlined form of `dvm.parallel`: the same operand groups and attributes, plus a last
    /// group `captures` (the values the handler reads through `args`) and the attribute
    /// `handler = @f` naming a host handler `(bounds: ptr, args: ptr, reds: ptr)`; no region.
    ParallelCall = "dvm.parallel_call"
        => segmented(PARALLEL_CALL_GROUPS, 0).attrs(PARALLEL_CALL_ATTRS),
    /// `dvm.region(arrays...) {targets = [host, cuda], intents = [1, 2, ...]} ({ ... scf.yield })`
    /// — a computational region; the operands are the array handles its data-direction clauses
    /// name, `intents` their directions (1 IN, 2 OUT, 3 INOUT, 4 LOCAL, 5 INLOCAL), `async`
    /// set by an `ASYNC` clause.
    Region = "dvm.region"
        => op(0, 0).variadic().regions(1).attrs(&[opt("targets", Array), opt("intents", Array), opt("async", Bool)]),
    /// `dvm.actual(vars...) {kinds = [array|scalar ...]}` — declare host copies current (no
    /// operands: everything).
    Actual = "dvm.actual" => op(0, 0).variadic().attrs(&[opt("kinds", Array)]),
    /// `dvm.get_actual(vars...) {kinds = [...]}` — make host copies current.
    GetActual = "dvm.get_actual" => op(0, 0).variadic().attrs(&[opt("kinds", Array)]),
    /// `dvm.actual_section(array, lo_1, hi_1, ..., lo_r, hi_r) {get, intent}` — ACTUAL
    /// (GET_ACTUAL with `get`) of a section of a distributed array: inclusive `i64` bounds per
    /// dimension, in the array's own indices. With `intent` (1 IN, 2 OUT, 3 INOUT), the first
    /// ops of a `dvm.region`'s body: a data direction of the region for the section alone.
    ActualSection = "dvm.actual_section" => op(1, 0).variadic().attrs(&[opt("get", Bool), opt("intent", Int)]),
}

/// The dialect an op belongs to: the text before the dot.
impl OpKind {
    pub fn dialect(self) -> &'static str {
        let name = self.name();
        &name[..name.find('.').unwrap_or(name.len())]
    }

    /// Ops that end a block.
    pub fn is_terminator(self) -> bool {
        self.def().has_trait(traits::TERMINATOR)
    }

    /// Ops with no side effects whose results are the only thing they produce: removable when
    /// unused, and safe to duplicate.
    pub fn is_pure(self) -> bool {
        self.def().has_trait(traits::PURE)
    }

    /// Can a GPU kernel execute this op? Arithmetic, memory access through views and pointers,
    /// structured control flow and branches, and every math function (the transcendental ones
    /// from the device math library generated into the kernel module). Not: calls, addresses
    /// of host globals, and `dvm` ops (runtime calls).
    pub fn runs_on_device(self) -> bool {
        use OpKind::*;
        match self.dialect() {
            "arith" | "scf" | "cf" => true,
            "mem" => !matches!(self, GlobalAddr),
            // Every math op: the transcendental ones come from the device math library that
            // `dvmh-codegen-llvm` generates into the kernel module.
            "math" => true,
            _ => false,
        }
    }
}

impl fmt::Display for OpKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_round_trip() {
        let mut seen = std::collections::HashSet::new();
        for &k in OpKind::ALL {
            assert!(seen.insert(k.name()), "duplicate op name {}", k.name());
            assert_eq!(OpKind::from_name(k.name()), Some(k));
            assert!(["arith", "math", "mem", "scf", "cf", "func", "dvm"].contains(&k.dialect()));
        }
    }

    #[test]
    fn definitions_are_indexed_by_kind_and_consistent() {
        for &k in OpKind::ALL {
            let def = k.def();
            assert_eq!(def.name, k.name());
            // Only terminators branch; a pure op has a result and no regions.
            assert!(def.successors == 0 || k.is_terminator(), "{k}");
            if k.is_pure() {
                assert!(def.regions == 0 && !k.is_terminator(), "{k}");
            }
            let mut names = std::collections::HashSet::new();
            assert!(def.attrs.iter().all(|a| names.insert(a.name)), "{k}");
        }
        assert!(OpKind::Br.is_terminator() && !OpKind::Store.is_terminator());
        assert!(OpKind::AddI.is_pure() && !OpKind::DivSI.is_pure() && !OpKind::Load.is_pure());
        assert_eq!(OpKind::Parallel.def().group_index("renew"), Some(3));
        assert_eq!(OpKind::ParallelCall.def().group_index("captures"), Some(9));
    }
}

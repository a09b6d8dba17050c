//! The op catalogue: every op kind, grouped by dialect, with its contract.
//!
//! The contract of each op (operands, results, attributes, regions, successors) is written next
//! to its variant; the verifier (`verify.rs`) enforces it and codegen relies on it. Operand
//! *segments* (variable-length groups) are sized by attributes named in the contract.
//!
//! Conventions shared by all dialects:
//! - Integer ops work on any integer type; both operands and the result have the same type.
//!   Float ops likewise on `f32`/`f64`. Logical values are `i1`.
//! - Index operands (`mem.elem_ptr`, `dvm.*_elem`, loop bounds given to `dvm.parallel`) may be
//!   of any integer type; they are sign-extended to `i64`.
//! - Regions of `scf` ops and `dvm.parallel`/`dvm.region` are single-entry; their blocks end with
//!   a terminator (`scf.yield`, `scf.condition`, `cf.*`, `func.return`).

use std::fmt;

macro_rules! op_kinds {
    ($( $(#[$m:meta])* $variant:ident = $name:literal, )*) => {
        /// Every op kind known to the IR.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum OpKind {
            $( $(#[$m])* $variant, )*
        }

        impl OpKind {
            pub const ALL: &'static [OpKind] = &[$(OpKind::$variant,)*];

            /// The textual name, `dialect.op`.
            pub fn name(self) -> &'static str {
                match self {
                    $( OpKind::$variant => $name, )*
                }
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
    Constant = "arith.constant",
    /// `(x, y) : T` integer add, wrapping; with the attribute `nsw = true` signed overflow is
    /// undefined (Fortran integer arithmetic), which lets LLVM widen induction variables. The
    /// same holds for `subi` and `muli`.
    AddI = "arith.addi",
    SubI = "arith.subi",
    MulI = "arith.muli",
    /// Signed division truncating toward zero (Fortran and C semantics). A zero divisor, and
    /// the overflowing `MIN / -1`, are run-time errors reported at the op's location (not
    /// undefined behaviour: the result must not depend on the optimisation level).
    DivSI = "arith.divsi",
    /// Signed remainder with the sign of the dividend (Fortran `MOD`, C `%`); a zero divisor is
    /// a run-time error as for `divsi`, and `MIN rem -1` is 0.
    RemSI = "arith.remsi",
    /// `(x) : T` integer negation.
    NegI = "arith.negi",
    AddF = "arith.addf",
    SubF = "arith.subf",
    MulF = "arith.mulf",
    DivF = "arith.divf",
    /// `(x, y) : T` floating remainder with the sign of `x`, computed exactly (C `fmod`,
    /// Fortran `MOD` for reals).
    RemF = "arith.remf",
    NegF = "arith.negf",
    /// Bitwise ops on integers; on `i1` they are the logical connectives.
    AndI = "arith.andi",
    OrI = "arith.ori",
    XOrI = "arith.xori",
    /// `(x, n) : T` shifts of an integer by `n` bits, `0 <= n < width` (otherwise the result is
    /// undefined: the front end guards Fortran's ISHFT): left, logical right, arithmetic right.
    ShlI = "arith.shli",
    ShrUI = "arith.shrui",
    ShrSI = "arith.shrsi",
    /// `(x, y) {pred = eq|ne|slt|sle|sgt|sge} : i1`.
    CmpI = "arith.cmpi",
    /// `(x, y) {pred = oeq|one|olt|ole|ogt|oge|une} : i1` (ordered unless `une`).
    CmpF = "arith.cmpf",
    /// `(c: i1, a: T, b: T) : T`.
    Select = "arith.select",
    /// Conversions `(x) : T`: signed int → float, float → signed int (truncating), float
    /// extend/truncate, int sign-extend/zero-extend/truncate.
    SIToFP = "arith.sitofp",
    FPToSI = "arith.fptosi",
    ExtF = "arith.extf",
    TruncF = "arith.truncf",
    ExtSI = "arith.extsi",
    ExtUI = "arith.extui",
    TruncI = "arith.trunci",

    // ---------------------------------------------------------------- math
    /// Unary float functions `(x) : T`.
    Sqrt = "math.sqrt",
    AbsF = "math.absf",
    Exp = "math.exp",
    Log = "math.log",
    Log10 = "math.log10",
    Sin = "math.sin",
    Cos = "math.cos",
    Tan = "math.tan",
    Asin = "math.asin",
    Acos = "math.acos",
    Atan = "math.atan",
    Sinh = "math.sinh",
    Cosh = "math.cosh",
    Tanh = "math.tanh",
    /// Round half away from zero, result in the same float type (Fortran `ANINT`; `NINT` is this
    /// followed by `arith.fptosi`).
    Round = "math.round",
    /// Truncate toward zero, same float type (Fortran `AINT`).
    Trunc = "math.trunc",
    Floor = "math.floor",
    Ceil = "math.ceil",
    /// `(x) : T` integer absolute value.
    AbsI = "math.absi",
    /// Binary float functions `(x, y) : T`.
    Atan2 = "math.atan2",
    /// `x ** y` for floats.
    PowF = "math.powf",
    /// `(x: f, n: int) : f` — `x ** n` with an integer exponent (Fortran semantics: repeated
    /// multiplication, `x ** -n = 1 / x ** n`).
    FPowI = "math.fpowi",
    /// `(x, n) : int` — integer `x ** n` (negative `n`: `1/x**n` truncated, so 0 unless |x| = 1).
    IPowI = "math.ipowi",
    /// `|x|` with the sign of `y` (Fortran `SIGN` for reals).
    CopySign = "math.copysign",
    /// Fortran `MAX`/`MIN` of two operands as gfortran computes them at `-O1` and above:
    /// `maxf(x, y) = x > y ? x : y`, `minf(x, y) = x < y ? x : y` (so a NaN `y` wins, a NaN `x`
    /// loses); integer variants signed. With `unordered = true` (set on the combining step of a
    /// MAX/MIN reduction, whose order DVMH leaves unspecified) NaN and signed-zero tie-breaking
    /// is unspecified too, which lets the vectoriser turn the loop into a vector reduction.
    MaxF = "math.maxf",
    MinF = "math.minf",
    MaxI = "math.maxi",
    MinI = "math.mini",

    // ---------------------------------------------------------------- mem
    /// `mem.alloca {elem = T} : ptr` — a stack slot for one `T`, or `{elem = T, count = n}` for a
    /// fixed array of `n` elements. Allocated in the enclosing function's frame (hoisted by
    /// codegen), so an alloca inside a loop or handler region is one slot per invocation.
    Alloca = "mem.alloca",
    /// `mem.global_addr {sym = @g} : ptr` — the address of a module global, or of a function
    /// (a handler passed to the runtime).
    GlobalAddr = "mem.global_addr",
    /// `(p: ptr, bytes: int) : ptr` — `p` advanced by a byte offset (arrays of pointers, such as
    /// a handler's `args`, are addressed with this).
    Offset = "mem.offset",
    /// `(base: ptr, lo_1..lo_r, stride_1..stride_r) : !mem.view<T, r>` — a view of memory whose
    /// element `(i_1..i_r)` lives at `base + sum((i_k - lo_k) * stride_k) * sizeof(T)`.
    View = "mem.view",
    /// `(desc: ptr) : !mem.view<T, r>` — reads a view from a runtime descriptor (`dvmh_view` in
    /// `dvmh_rt.h`: `base` at offset 0, `lo[7]` at 8, `stride[7]` at 64). The runtime's storage
    /// is contiguous in the first dimension, so the view's first stride is the constant 1.
    ViewLoad = "mem.view_load",
    /// `(view, i_1..i_r) : ptr` — the address of an element.
    ElemPtr = "mem.elem_ptr",
    /// `(p: ptr) : T` — load a scalar.
    Load = "mem.load",
    /// `(value: T, p: ptr)` — store a scalar.
    Store = "mem.store",
    /// `(i: int, lo: i64, hi: i64) {array = "A", dim = k}` — a run-time error at the op's
    /// location unless `lo <= i <= hi` (index `i` of dimension `k` of array `A`); emitted for
    /// `-fcheck=bounds`.
    CheckIndex = "mem.check_index",

    // ---------------------------------------------------------------- scf
    /// `scf.for(lo, hi, step) ({ ^bb0(%iv: T): ... scf.yield })` — Fortran `DO` semantics: the
    /// trip count `max(0, (hi - lo + step) / step)` is computed once on entry; `iv` takes
    /// `lo, lo+step, ...`. All three operands and `iv` share one integer type.
    For = "scf.for",
    /// `scf.if(c: i1) ({then}, {else})` — both regions present (the else region may be just
    /// `scf.yield`).
    If = "scf.if",
    /// `scf.while ({before ... scf.condition(%c)}, {after ... scf.yield})` — evaluate `before`;
    /// if the condition is true run `after` and repeat.
    While = "scf.while",
    /// `scf.execute_region ({ ... scf.yield })` — runs its (possibly multi-block) region once;
    /// what a `dvm.region` becomes after `lower-dvm`.
    ExecuteRegion = "scf.execute_region",
    /// Terminator of `scf.for`/`scf.if`/`scf.execute_region` bodies and of `scf.while`'s `after`
    /// region.
    Yield = "scf.yield",
    /// `scf.condition(c: i1)` — terminator of `scf.while`'s `before` region.
    Condition = "scf.condition",

    // ---------------------------------------------------------------- cf
    /// `cf.br [^dest]` — unconditional branch within the same region.
    Br = "cf.br",
    /// `cf.cond_br(c: i1) [^then, ^else]`.
    CondBr = "cf.cond_br",
    /// `cf.unreachable` — control never reaches here (after a `STOP`).
    Unreachable = "cf.unreachable",

    // ---------------------------------------------------------------- func
    /// `func.call(args...) {callee = @f} : results...` — call a function or extern.
    Call = "func.call",
    /// `func.return(values...)` — return from the enclosing function.
    Return = "func.return",

    // ---------------------------------------------------------------- dvm
    /// `dvm.init {grid_rank = n}` — start the runtime (first op of the program's entry).
    Init = "dvm.init",
    /// `dvm.finish` — finalize the runtime (before the program's return).
    Finish = "dvm.finish",
    /// `dvm.stop(code: i32) {has_code = true, message = "..."}` — Fortran `STOP`; does not return.
    Stop = "dvm.stop",
    /// `dvm.set_line {line = n, file = "f.fdv"}` — the source line for runtime diagnostics.
    SetLine = "dvm.set_line",
    /// `(lo_1, hi_1, ..., lo_r, hi_r: i64) {name = "A", elem = f32, shadow = [l_1, h_1, ...]} :
    /// ptr` — create a distributed array handle (unmapped until `dvm.distribute`/`dvm.align`);
    /// `logical = true` marks Fortran LOGICAL elements (memory type `i32`).
    ArrayCreate = "dvm.array_create",
    /// `(h: ptr) {formats = [block, star, ...]}` — distribute onto the processor grid.
    Distribute = "dvm.distribute",
    /// `(h: ptr, base: ptr) {rules = [[axis, a, b], ...]}` — one rule per *base* dimension:
    /// `axis >= 0`: base index = a * (index of dimension `axis` of `h`) + b; `axis = -1`:
    /// replicated along that base dimension; `axis = -2`: the constant base index `b`.
    Align = "dvm.align",
    /// `(h: ptr)` — destroy a distributed array.
    ArrayFree = "dvm.array_free",
    /// `(h: ptr, i_1..i_r) : T` — read an element of a distributed array outside parallel
    /// loops (every process gets the owner's value).
    ReadElem = "dvm.read_elem",
    /// `(value: T, h: ptr, i_1..i_r)` — owner-computes write of one element outside loops.
    WriteElem = "dvm.write_elem",
    /// `(h: ptr, i_1..i_r) {array = "A"}` — a run-time error at the op's location unless this
    /// process stores element `(i_1..i_r)` (its own part or a shadow edge); emitted inside
    /// parallel loops for `-fcheck=bounds`.
    CheckStored = "dvm.check_stored",
    /// A parallel loop nest (PARALLEL ... ON):
    /// operands `lo_1, hi_1, step_1, ..., lo_r, hi_r, step_r` (i64, loop order, outermost
    /// first), then the `on` handle (when `on` is present), then one `i64` per entry of
    /// `on_dynamic = [rule, ...]` (an offset known only at run time, added to that rule's `b`, as
    /// in `ON A(I, K)` with `K` an enclosing sequential loop's variable), then `nrenew`
    /// shadow-renew handles, then one pointer per reduction variable;
    /// attributes `rank`, `on = [[axis, a, b], ...]` (per dimension of the `on` array, encoding
    /// as in `dvm.align` with `axis` a loop dimension; absent: not mapped), `renew = [corner
    /// flags]`, `reductions = [[op, elem, count], ...]` (`op`: sum|product|max|min|and|or|eqv|neqv),
    /// `line`; one region whose entry block has `rank` `i64` arguments (the loop indices), ending
    /// in `scf.yield`. Values from outside the region are captured.
    Parallel = "dvm.parallel",
    /// The outlined form of `dvm.parallel`: the same operands followed by `ncaptures` captured
    /// values, attribute `handler = @f` naming a host handler `(bounds: ptr, args: ptr,
    /// reds: ptr)`, no region.
    ParallelCall = "dvm.parallel_call",
    /// `dvm.region {targets = [host, cuda]} ({ ... scf.yield })` — a computational region.
    Region = "dvm.region",
    /// `dvm.actual(vars...) {kinds = [array|scalar ...]}` — declare host copies current (no
    /// operands: everything).
    Actual = "dvm.actual",
    /// `dvm.get_actual(vars...) {kinds = [...]}` — make host copies current.
    GetActual = "dvm.get_actual",
}

/// The dialect an op belongs to: the text before the dot.
impl OpKind {
    pub fn dialect(self) -> &'static str {
        let name = self.name();
        &name[..name.find('.').unwrap_or(name.len())]
    }

    /// Ops that end a block.
    pub fn is_terminator(self) -> bool {
        matches!(
            self,
            OpKind::Yield
                | OpKind::Condition
                | OpKind::Br
                | OpKind::CondBr
                | OpKind::Unreachable
                | OpKind::Return
        )
    }

    /// Ops with no side effects whose results are the only thing they produce: removable when
    /// unused, and safe to duplicate.
    pub fn is_pure(self) -> bool {
        use OpKind::*;
        matches!(
            self,
            Constant
                | AddI
                | SubI
                | MulI
                | NegI
                | AddF
                | SubF
                | MulF
                | DivF
                | RemF
                | NegF
                | AndI
                | OrI
                | XOrI
                | ShlI
                | ShrUI
                | ShrSI
                | CmpI
                | CmpF
                | Select
                | SIToFP
                | FPToSI
                | ExtF
                | TruncF
                | ExtSI
                | ExtUI
                | TruncI
                | Sqrt
                | AbsF
                | Exp
                | Log
                | Log10
                | Sin
                | Cos
                | Tan
                | Asin
                | Acos
                | Atan
                | Sinh
                | Cosh
                | Tanh
                | Round
                | Trunc
                | Floor
                | Ceil
                | AbsI
                | Atan2
                | PowF
                | FPowI
                | MaxF
                | MinF
                | MaxI
                | MinI
                | CopySign
                | GlobalAddr
                | Offset
                | View
                | ElemPtr
        )
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
}

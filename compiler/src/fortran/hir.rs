//! The typed program: what semantic analysis produces and lowering consumes.
//!
//! Every name is resolved to a [`Symbol`], every expression has a [`Ty`] with the conversions
//! Fortran implies made explicit ([`ExprKind::Convert`]), constant subexpressions are folded,
//! directives are attached to what they govern (a [`ParallelLoop`] owns its loop nest, a
//! [`Region`] its body, a distributed array its [`Distribution`]), and every construct knows
//! whether a branch leaves it (`structured == false`), which decides how it is lowered.

use crate::directives::ast::{ReductionOp, Target};
use crate::source::Span;
use dvmh_ir::Scalar;
use std::collections::HashMap;
use std::fmt;

/// A Fortran intrinsic type with its kind (byte size).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ty {
    Int(u8),
    Real(u8),
    /// LOGICAL of a kind (byte size 1, 2, 4 or 8; gfortran's storage: 0 or 1).
    Logical(u8),
    /// CHARACTER (its length is a property of variables, see `Symbol::char_len`).
    Char,
    /// COMPLEX of the kind of each part (4 or 8).
    Complex(u8),
    /// A derived type (`TYPE(t)`); in memory a C-struct-like record of its components.
    Derived(DerivedRef),
}

/// A derived type as values and variables see it: which definition (unique in the
/// compilation) and its size and alignment in bytes. Sema keeps the definitions (see
/// `sema/derived.rs`); lowering needs only the size, as component references carry offsets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DerivedRef {
    pub id: u32,
    pub size: u32,
    pub align: u8,
    /// Which of the first 16 bytes hold a non-floating-point scalar (bit k: byte k), what
    /// the x86-64 rules need to return a small structure in registers (see
    /// `lower/results.rs`).
    pub int_bytes: u16,
}

impl Ty {
    pub const I4: Ty = Ty::Int(4);
    pub const I8: Ty = Ty::Int(8);
    pub const R4: Ty = Ty::Real(4);
    pub const R8: Ty = Ty::Real(8);
    /// Default LOGICAL: the type of relational and most logical expressions.
    pub const L4: Ty = Ty::Logical(4);

    pub fn is_numeric(self) -> bool {
        matches!(self, Ty::Int(_) | Ty::Real(_))
    }

    pub fn is_int(self) -> bool {
        matches!(self, Ty::Int(_))
    }

    pub fn is_real(self) -> bool {
        matches!(self, Ty::Real(_))
    }

    pub fn is_logical(self) -> bool {
        matches!(self, Ty::Logical(_))
    }

    pub fn is_complex(self) -> bool {
        matches!(self, Ty::Complex(_))
    }

    /// INTEGER, REAL or COMPLEX: the types of arithmetic.
    pub fn is_arith(self) -> bool {
        self.is_numeric() || self.is_complex()
    }

    /// The REAL type of a COMPLEX type's parts.
    pub fn part(self) -> Ty {
        match self {
            Ty::Complex(k) => Ty::Real(k),
            t => t,
        }
    }

    /// The type in registers (LOGICAL is `i1`).
    pub fn scalar(self) -> Scalar {
        match self {
            Ty::Int(1) => Scalar::I8,
            Ty::Int(2) => Scalar::I16,
            Ty::Int(8) => Scalar::I64,
            Ty::Int(_) => Scalar::I32,
            Ty::Real(8) | Ty::Complex(8) => Scalar::F64,
            Ty::Real(_) | Ty::Complex(_) => Scalar::F32,
            Ty::Logical(_) => Scalar::I1,
            Ty::Char | Ty::Derived(_) => Scalar::I8,
        }
    }

    /// The type in memory (LOGICAL(k) is a 0/1 integer of k bytes).
    pub fn mem_scalar(self) -> Scalar {
        match self {
            Ty::Logical(1) => Scalar::I8,
            Ty::Logical(2) => Scalar::I16,
            Ty::Logical(8) => Scalar::I64,
            Ty::Logical(_) => Scalar::I32,
            t => t.scalar(),
        }
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Int(k) => write!(f, "INTEGER({k})"),
            Ty::Real(k) => write!(f, "REAL({k})"),
            Ty::Logical(k) => write!(f, "LOGICAL({k})"),
            Ty::Char => f.write_str("CHARACTER"),
            Ty::Complex(k) => write!(f, "COMPLEX({k})"),
            Ty::Derived(_) => f.write_str("TYPE"),
        }
    }
}

/// A compile-time constant.
#[derive(Clone, Debug, PartialEq)]
pub enum Const {
    Int(i64),
    Real(f64),
    Logical(bool),
    Str(String),
    /// A COMPLEX value: its real and imaginary parts (rounded to the kind's precision).
    Complex(f64, f64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SymId(pub u32);

#[derive(Clone, Debug, PartialEq)]
pub struct Symbol {
    /// Lower case, as in the source.
    pub name: String,
    pub ty: Ty,
    pub kind: SymbolKind,
    /// Where it was declared (or first used, for implicitly typed names).
    pub span: Span,
    /// For a dummy argument: its position in the unit's dummy list.
    pub dummy: Option<usize>,
    /// A local variable that keeps its value between calls (SAVE).
    pub saved: bool,
    /// A variable in a COMMON block: where it lives.
    pub common: Option<CommonSlot>,
    /// CHARACTER only: the length of the variable (of each element of an array).
    pub char_len: Option<CharLen>,
    /// POINTER: the variable is a descriptor (see `lower::pointers`); an array pointer is
    /// also `allocatable` (its bounds exist at run time only).
    pub pointer: bool,
    /// TARGET: a pointer may be associated with it.
    pub target: bool,
}

impl Symbol {
    /// How many values of its memory type (`ty.mem_scalar()`) one element takes: the length
    /// of a CHARACTER variable, 2 for COMPLEX (the real and imaginary parts), else 1.
    pub fn element_units(&self) -> u64 {
        match (self.ty, self.char_len) {
            (Ty::Char, Some(CharLen::Const(n))) => n.max(0) as u64,
            (Ty::Complex(_), _) => 2,
            (Ty::Derived(d), _) => u64::from(d.size),
            _ => 1,
        }
    }

    /// The size of one element in bytes.
    pub fn element_size(&self) -> u64 {
        self.element_units() * self.ty.mem_scalar().size_bytes()
    }
}

/// The length of a CHARACTER variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CharLen {
    Const(i64),
    /// `CHARACTER*(*)` dummy: the length the caller passes (a hidden argument).
    Assumed,
    /// `CHARACTER(LEN=N)` with `N` known on entry only (a dummy's length, `LEN(S)`): the
    /// expression is in [`Unit::char_len_exprs`], evaluated once on entry.
    Auto,
    /// `CHARACTER(LEN=:), ALLOCATABLE`: the length of the current allocation, kept in the
    /// word after the address in the variable's descriptor (see `lower::deferred_chars`).
    Deferred,
}

/// A variable's place in static storage shared between units: a COMMON block, or the
/// global of a module variable (`__m_MOD_x`) or of a host variable that internal procedures
/// reach (`__host.h.x`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommonSlot {
    /// The block's name (lower case; empty for the blank common). A name starting with `__`
    /// (no Fortran name can) is already the linker name of a module or host variable.
    pub block: String,
    /// Byte offset from the start of the block.
    pub offset: u64,
    /// The block holds the variable's address, not the variable: a dummy argument of a host
    /// reached from its internal procedures (the host stores the address on entry).
    pub indirect: bool,
}

impl CommonSlot {
    /// The slot of a variable that has a global of its own.
    pub fn own(global: String) -> CommonSlot {
        CommonSlot {
            block: global,
            offset: 0,
            indirect: false,
        }
    }
}

/// The linker name of a COMMON block, as gfortran spells it (`name_`, `__BLNK__` for the
/// blank common), so that units compiled by either compiler share it.
pub fn common_linker_name(block: &str) -> String {
    if block.is_empty() {
        "__BLNK__".into()
    } else if block.starts_with("__") {
        block.to_string()
    } else if let Some(c_name) = block.strip_prefix(BIND_C_MARK) {
        // A BIND(C) module variable: C's name for it.
        c_name.to_string()
    } else {
        format!("{}_", block.to_ascii_lowercase())
    }
}

/// The linker name of a module variable or module procedure, as gfortran spells it.
pub fn module_entity_name(module: &str, name: &str) -> String {
    format!("__{module}_MOD_{name}")
}

#[derive(Clone, Debug, PartialEq)]
pub enum SymbolKind {
    Scalar,
    Array(ArrayInfo),
    /// A named constant (PARAMETER).
    Constant(Const),
    /// A subroutine or function this unit calls (or passes on).
    Procedure(Procedure),
}

/// A procedure named in a unit: another unit of the file, or an external one.
#[derive(Clone, Debug, PartialEq)]
pub struct Procedure {
    /// Its name among the program's units (lower case).
    pub global: String,
    /// What the unit knows it to be.
    pub role: ProcRole,
    /// Its explicit interface, where the unit has one (a module procedure, an internal
    /// procedure, an INTERFACE body): what each dummy argument is, which decides how an
    /// argument is passed (an assumed-shape dummy takes a descriptor, see [`SectionArg`]).
    pub interface: Option<std::rc::Rc<Interface>>,
    /// A generic name (`INTERFACE name`): its specific procedures, one of which each call
    /// resolves to by the types, kinds and ranks of its arguments (see `sema/generics.rs`).
    /// Empty for a specific procedure.
    pub specifics: Vec<Specific>,
    /// A procedure pointer (`PROCEDURE(iface), POINTER :: p`): the hidden INTEGER(8) scalar
    /// of the same unit that holds its target's address (0: disassociated); calls go
    /// through that address (see `sema/proc_pointers.rs`).
    pub pointer: Option<SymId>,
}

/// One specific procedure of a generic interface.
#[derive(Clone, Debug, PartialEq)]
pub struct Specific {
    /// The specific's name (lower case), for messages.
    pub name: String,
    /// A function's result type.
    pub ty: Ty,
    pub proc: Procedure,
}

/// What a caller knows of a procedure with an explicit interface.
#[derive(Clone, Debug, PartialEq)]
pub struct Interface {
    pub dummies: Vec<DummySig>,
    /// A POINTER function result's rank: the caller passes a descriptor for it (see
    /// `lower::results`).
    pub pointer_result: Option<usize>,
    /// The rank of an array result that is not a POINTER (explicit-shape or ALLOCATABLE):
    /// the caller passes an unallocated descriptor, which the function allocates and
    /// fills (see `sema/array_functions.rs`).
    pub array_result: Option<usize>,
    /// An ELEMENTAL procedure: array arguments apply it element by element.
    pub elemental: bool,
}

/// A dummy argument as an explicit interface describes it.
#[derive(Clone, Debug, PartialEq)]
pub struct DummySig {
    pub name: String,
    pub ty: Ty,
    /// 0 for a scalar.
    pub rank: usize,
    /// An assumed-shape array (`a(:, 0:)`) not INHERIT: the caller passes a descriptor.
    pub assumed_shape: bool,
    pub optional: bool,
    /// A POINTER or ALLOCATABLE array dummy: the caller passes its pointer's or allocatable
    /// array's descriptor.
    pub pointer: bool,
    /// An ALLOCATABLE array dummy (`pointer` is set too): the actual argument must be an
    /// allocatable array of its type and rank.
    pub allocatable: bool,
    /// INTENT(IN): the procedure never writes it, so a parallel loop may pass it an element
    /// of another process that it only reads (a shadow edge).
    pub read_only: bool,
    /// VALUE: the caller passes the value itself (see `Unit::value`).
    pub value: bool,
}

impl Interface {
    /// This interface with its VALUE dummies (of `dummies`, the unit's in order) marked.
    pub fn with_value(
        mut self,
        dummies: &[SymId],
        value: &std::collections::HashSet<SymId>,
    ) -> Interface {
        for (sig, d) in self.dummies.iter_mut().zip(dummies) {
            sig.value = value.contains(d);
        }
        self
    }

    /// The interface of a checked unit.
    pub fn of(
        unit_symbols: &[Symbol],
        dummies: &[SymId],
        optional: &std::collections::HashSet<SymId>,
        read_only: &dyn Fn(SymId) -> bool,
        result: Option<SymId>,
    ) -> Interface {
        Interface {
            elemental: false,
            pointer_result: result
                .map(|r| &unit_symbols[r.0 as usize])
                .filter(|s| s.pointer)
                .map(|s| match &s.kind {
                    SymbolKind::Array(info) => info.rank(),
                    _ => 0,
                }),
            array_result: result
                .map(|r| &unit_symbols[r.0 as usize])
                .filter(|s| !s.pointer)
                .and_then(|s| match &s.kind {
                    SymbolKind::Array(info) => Some(info.rank()),
                    _ => None,
                }),
            dummies: dummies
                .iter()
                .map(|&d| {
                    let s = &unit_symbols[d.0 as usize];
                    let (rank, assumed_shape, allocatable) = match &s.kind {
                        // An assumed-shape INHERIT dummy takes the distributed array's
                        // handle, as an explicit-shape one does (no descriptor).
                        SymbolKind::Array(info) => (
                            info.rank(),
                            info.assumed_shape && info.dist.is_none(),
                            info.allocatable && !s.pointer,
                        ),
                        _ => (0, false, false),
                    };
                    DummySig {
                        name: s.name.clone(),
                        ty: s.ty,
                        rank,
                        assumed_shape,
                        optional: optional.contains(&d),
                        pointer: s.pointer || allocatable,
                        allocatable,
                        read_only: !s.pointer && !allocatable && read_only(d),
                        value: false,
                    }
                })
                .collect(),
        }
    }
}

impl Procedure {
    /// A procedure known by name only (an implicit interface).
    pub fn implicit(global: String, role: ProcRole) -> Procedure {
        Procedure {
            global,
            role,
            interface: None,
            specifics: Vec::new(),
            pointer: None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProcRole {
    Subroutine,
    /// A function; its result has the symbol's type.
    Function,
    /// Named in EXTERNAL but not (yet) called.
    Unknown,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ArrayInfo {
    /// (lower, upper) per dimension, inclusive, when both are constants. For a dummy array
    /// whose bounds are known only on entry (`A(N, M)`, `A(*)`), see `adjustable`; its
    /// entries here are placeholders.
    pub dims: Vec<(i64, i64)>,
    /// A dummy array's bounds evaluated on entry: per dimension the lower and the upper bound
    /// (`None`: `*`, the assumed size of the last dimension).
    pub adjustable: Option<Vec<(Expr, Option<Expr>)>>,
    pub dist: Option<Distribution>,
    /// ALLOCATABLE: the bounds are set by ALLOCATE at run time (`dims` are placeholders).
    pub allocatable: bool,
    /// An assumed-shape dummy (`a(:, 0:)`): the caller passes a descriptor (see
    /// [`SectionArg`]); `adjustable` holds each dimension's declared lower bound and, as
    /// upper bound, the run-time inquiry of it.
    pub assumed_shape: bool,
}

impl ArrayInfo {
    pub fn rank(&self) -> usize {
        self.dims.len()
    }

    pub fn element_count(&self) -> u64 {
        self.dims
            .iter()
            .map(|(lo, hi)| (hi - lo + 1).max(0) as u64)
            .product()
    }
}

/// How a distributed array is mapped.
#[derive(Clone, Debug, PartialEq)]
pub struct Distribution {
    pub mapping: Mapping,
    /// (low, high) shadow widths per dimension.
    pub shadow: Vec<(i64, i64)>,
    /// Which dimensions are split over processors.
    pub distributed_dims: Vec<bool>,
    /// An INHERIT dummy: the actual argument's distribution, known only at run time (the
    /// mapping and shadow widths here are the most permissive; the runtime has the truth).
    pub inherited: bool,
    /// A module's distributed array: its handle lives in the module variable's global, and
    /// this function (the module's, see [`module_init_name`]) creates it on first call.
    pub global_init: Option<String>,
    /// A TEMPLATE: an index space to distribute and align with, without elements.
    pub template: bool,
    /// The format of each dimension of a DISTRIBUTE (empty for ALIGN and INHERIT). Seen from
    /// another scope (a module's array), GEN_BLOCK/WGT_BLOCK name arrays of the module's scope.
    pub formats: Vec<DistFormat>,
    /// The DISTRIBUTE item, for run-time errors about its format parameters.
    pub directive: Option<Span>,
    /// The mapping may change at run time: the array is DYNAMIC, its DISTRIBUTE is deferred,
    /// or it is aligned with such an array. The static mapping is then only the initial one,
    /// so locality is not checked at compile time (see `sema/locality.rs`).
    pub dynamic: bool,
    /// `DISTRIBUTE :: A`: no mapping until the first REDISTRIBUTE (before that, using the
    /// array is a run-time error); every dimension counts as distributed.
    pub deferred: bool,
    /// Named in a DYNAMIC directive of the unit that declares it, so REDISTRIBUTE/REALIGN may
    /// remap it also in the units that see it through USE or host association.
    pub declared_dynamic: bool,
    /// `ONTO P(l_1:h_1, ...)`: the arrangement and its section the distribution uses
    /// (`None`: the processor grid).
    pub onto: Option<Box<Onto>>,
    /// An ALIGN whose subscripts use variables (`ALIGN B(I) WITH A(K*I+L)`): per base
    /// dimension, the rule's `a` and `b` evaluated when the array is mapped (`None`: the
    /// rule's own constants); empty when every rule is known at compile time. The mapping's
    /// rules then only say which dimension goes where, and the array counts as `dynamic`.
    pub align_values: Vec<Option<(Expr, Expr)>>,
    /// With `align_values`: the array the ALIGN names and the rules with it (the mapping's
    /// base is the root), which the runtime composes with the base's mapping.
    pub align_base: Option<Box<(SymId, Vec<AxisRule>)>>,
    /// Seen from another scope (a module's or the host's array, whose mapping is then a
    /// DISTRIBUTE of its own): the root its ALIGN composes to, by its name where the array is
    /// declared, with the rules, and the root's id in this scope once the root is visible here
    /// too (`sema/modules.rs`). Only the locality check follows it, so arrays aligned with one
    /// template of a module at different strides or offsets stay aligned with each other.
    pub aligned_through: Option<Box<AlignedThrough>>,
}

/// See [`Distribution::aligned_through`].
#[derive(Clone, Debug, PartialEq)]
pub struct AlignedThrough {
    pub root_name: String,
    pub root: Option<SymId>,
    pub rules: Vec<AxisRule>,
}

/// `ONTO P` or `ONTO P(l_1:h_1, ...)`: the PROCESSORS arrangement P (upper-case name) and the
/// section of it, as 1-based INTEGER expressions per dimension, evaluated as the distribution
/// is made (`None`: all of P).
#[derive(Clone, Debug, PartialEq)]
pub struct Onto {
    pub processors: String,
    /// The initialisation function of the module declaring the arrangement, when another
    /// unit declares it (it sets the arrangement up; called before the ONTO).
    pub init: Option<String>,
    pub section: Option<Vec<(Expr, Expr)>>,
    /// Where the ONTO is written: two distributions ONTO sections are placed alike only when
    /// they come from the same text (see `sema/locality.rs`).
    pub span: Span,
}

/// The distribution format of one dimension, with its parameters resolved.
#[derive(Clone, Debug, PartialEq)]
pub enum DistFormat {
    /// `*`.
    Star,
    /// `BLOCK`.
    Block,
    /// `GEN_BLOCK(sizes)`: a one-dimensional INTEGER array of this scope.
    GenBlock(SymId),
    /// `WGT_BLOCK(weights, n)`: a one-dimensional numeric array and a constant block count.
    WgtBlock(SymId, i64),
    /// `MULT_BLOCK(m)` with a constant m >= 1.
    MultBlock(i64),
}

/// The linker name of the function that creates a module's distributed arrays.
pub fn module_init_name(module: &str) -> String {
    module_entity_name(module, "__dvmh_init")
}

#[derive(Clone, Debug, PartialEq)]
pub enum Mapping {
    /// `DISTRIBUTE A(BLOCK, *)`: `true` for BLOCK.
    Distribute(Vec<bool>),
    /// `ALIGN A(...) WITH base(...)`: one rule per base dimension.
    Align { base: SymId, rules: Vec<AxisRule> },
}

/// One dimension of an alignment or of a parallel loop's ON mapping.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AxisRule {
    /// index = a * (index of dimension/loop `axis`) + b.
    Linear { axis: usize, a: i64, b: i64 },
    /// `*`: replicated along this dimension.
    Replicated,
    /// A constant index.
    Constant(i64),
}

impl AxisRule {
    /// The rules of an array aligned by `rules` with a base that is itself aligned by
    /// `base_rules` with its root: one rule per root dimension, relating it to the array's
    /// dimensions directly. `None` when a composed coefficient overflows.
    pub fn compose(rules: &[AxisRule], base_rules: &[AxisRule]) -> Option<Vec<AxisRule>> {
        base_rules
            .iter()
            .map(|r| {
                Some(match *r {
                    AxisRule::Linear { axis, a: a2, b: b2 } => match rules.get(axis)? {
                        AxisRule::Linear { axis: j, a, b } => AxisRule::Linear {
                            axis: *j,
                            a: a2.checked_mul(*a)?,
                            b: a2.checked_mul(*b)?.checked_add(b2)?,
                        },
                        AxisRule::Replicated => AxisRule::Replicated,
                        AxisRule::Constant(c) => {
                            AxisRule::Constant(a2.checked_mul(*c)?.checked_add(b2)?)
                        }
                    },
                    other => other,
                })
            })
            .collect()
    }
}

/// The checked file: its program units.
#[derive(Clone, Debug, Default)]
pub struct Program {
    pub units: Vec<Unit>,
    /// `dvm.init`'s grid rank: the most BLOCK dimensions of any distribution, at least 1.
    pub grid_rank: usize,
    /// The dispatchers of type-bound references through polymorphic objects (see
    /// `sema/dispatch.rs`).
    pub dispatch: Vec<Dispatch>,
    /// Every derived type of the compilation with its parent's id, where the program asks
    /// whether one type extends another (SELECT TYPE's CLASS IS, EXTENDS_TYPE_OF): the
    /// lowering then defines `__dvmh_extends(tag, ancestor)` from it. Empty otherwise.
    pub type_parents: Vec<(u32, Option<u32>)>,
}

/// A function that calls the procedure a binding has in the dynamic type of the object it
/// is given: its parameters are those of `base`'s (forwarded unchanged); the dynamic type's
/// tag is the VALUE dummy `key` of them.
#[derive(Clone, Debug, PartialEq)]
pub struct Dispatch {
    /// Its global (link) name.
    pub global: String,
    /// The global of a procedure with the binding's interface (the declared type's own, or
    /// an extension's when the declared type's binding is DEFERRED).
    pub base: String,
    /// The dummy position of the tag among `base`'s dummies.
    pub key: usize,
    /// Per type that extends the declared type (or is it): its tag and its procedure.
    pub cases: Vec<(i64, String)>,
    /// Called when no case matches (`None`: a DEFERRED binding, a run-time error).
    pub default: Option<String>,
}

impl Program {
    /// The subroutines and functions defined in this file (not imported from modules), by
    /// their global (link) name: what the checks that follow calls into callees' bodies look
    /// up.
    pub fn procedures_by_global(&self) -> HashMap<&str, &Unit> {
        self.units
            .iter()
            .filter(|u| !u.imported && matches!(u.kind, UnitKind::Subroutine | UnitKind::Function))
            .map(|u| (u.global.as_str(), u))
            .collect()
    }
}

/// What a program unit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitKind {
    Main,
    /// A module's specification part: no code, the definitions of its variables.
    Module,
    Subroutine,
    Function,
    /// Initial values of COMMON blocks: no code, only initialised COMMON storage.
    BlockData,
}

/// `PROCESSORS name(e1, ...)`: the processor grid's shape, evaluated on entry.
#[derive(Clone, Debug)]
pub struct Processors {
    /// As the program spells it, upper case (for run-time messages).
    pub name: String,
    /// The extent of each dimension (integer expressions).
    pub dims: Vec<Expr>,
    pub span: Span,
}

/// One checked program unit.
#[derive(Clone, Debug)]
pub struct Unit {
    pub kind: UnitKind,
    /// The unit's name (lower case; the main program's may be `main`).
    pub name: String,
    /// The procedure's name among the program's procedures: `name` for an external one,
    /// `__m_MOD_name` for a module procedure, `__h_IP_name` for an internal one of `h`.
    pub global: String,
    /// Declared RECURSIVE: its local arrays live on the stack, one set per call.
    pub recursive: bool,
    /// Declared ELEMENTAL (see `Interface::elemental`).
    pub elemental: bool,
    /// Read from a module file for its interface: its code lives in another object.
    pub imported: bool,
    /// Dummy arguments whose addresses the unit stores on entry, for its internal procedures
    /// (into the named globals).
    pub host_pointers: Vec<(SymId, String)>,
    /// Array POINTER components referenced in the unit: each alias symbol (an array pointer
    /// with no storage of its own) and the component whose descriptor it uses, located
    /// afresh at each use.
    pub component_arrays: std::collections::HashMap<SymId, FieldRef>,
    /// Per derived type (by id) with ALLOCATABLE components, directly or in components of
    /// derived type, the table of those components the run-time library's deep copy and
    /// deallocation read (see `sema::deep_types`).
    pub deep_layouts: std::collections::HashMap<u32, Vec<i64>>,
    /// Per derived type (by id) with default component values, the bytes of a structure
    /// that has them: what ALLOCATE gives each element of an array of that type.
    pub struct_images: std::collections::HashMap<u32, Vec<u8>>,
    /// Local structures (and arrays of them) of such types whose components are deallocated
    /// when the procedure returns, as Fortran requires of variables without SAVE.
    pub scope_exit_structs: Vec<SymId>,
    /// The length expressions of automatic-length CHARACTER variables ([`CharLen::Auto`]).
    pub char_len_exprs: std::collections::HashMap<SymId, Expr>,
    /// Distributed-array elements that parallel loops pass by reference to procedures
    /// without an explicit interface, checked as reads on the assumption that the callee
    /// never writes that dummy (verified once every unit is: `sema/read_only_dummies.rs`).
    pub read_only_assumptions: Vec<ReadOnlyAssumption>,
    /// The unit's first statement.
    pub span: Span,
    pub symbols: Vec<Symbol>,
    /// The dummy arguments, in order.
    pub dummies: Vec<SymId>,
    /// The OPTIONAL ones among them.
    pub optional: std::collections::HashSet<SymId>,
    /// The INTENT(IN) ones among them.
    pub intent_in: std::collections::HashSet<SymId>,
    /// The VALUE ones among them: INTEGER, REAL or LOGICAL scalars passed by value (the
    /// caller's value in a register, as gfortran passes them), the unit's own copy.
    pub value: std::collections::HashSet<SymId>,
    /// A function's result variable.
    pub result: Option<SymId>,
    /// Distributed arrays in creation order (every base before the arrays aligned with it).
    pub distributed: Vec<SymId>,
    /// PROCESSORS arrangements, set up on entry before the distributed arrays.
    pub processors: Vec<Processors>,
    /// The COMMON blocks the unit uses and their size in bytes as this unit lays them out.
    pub commons: Vec<(String, u64)>,
    /// Initial values (DATA): per variable, (column-major element offset, value).
    pub data: std::collections::BTreeMap<SymId, Vec<(u64, Const)>>,
    pub body: Vec<Stmt>,
    /// Labels that some GO TO branches to (the statements lowering must start blocks at).
    pub branch_targets: std::collections::HashSet<u32>,
}

/// An argument whose check waits for the callee's body: the procedure called (a symbol of
/// the unit), the position of the dummy, and the diagnostics (span, message, whether a
/// warning) the argument gets if the callee may write that dummy and if it never does.
#[derive(Clone, Debug)]
pub struct ReadOnlyAssumption {
    pub proc: SymId,
    pub dummy: usize,
    pub if_written: Vec<(Span, String, bool)>,
    pub if_read: Vec<(Span, String, bool)>,
}

impl Unit {
    pub fn symbol(&self, id: SymId) -> &Symbol {
        &self.symbols[id.0 as usize]
    }

    /// Whether the scalar POINTER `id` stands for an ALLOCATABLE scalar (see
    /// [`ALLOCATABLE_SCALAR_MARK`]).
    pub fn is_allocatable_scalar(&self, id: SymId) -> bool {
        let sym = self.symbol(id);
        if !sym.pointer {
            return false;
        }
        let mark = format!("{}{ALLOCATABLE_SCALAR_MARK}", sym.name);
        self.symbols.iter().any(|s| s.name == mark)
    }
}

/// The suffix of the hidden name that marks a scalar POINTER as an ALLOCATABLE scalar
/// (`REAL, ALLOCATABLE :: x` is the pointer `x` with the hidden `x.alloc` beside it, see
/// `sema::alloc_scalars`): no Fortran name contains `%`.
pub const ALLOCATABLE_SCALAR_MARK: &str = ".alloc";

/// The global of ISO_C_BINDING's C_LOC (`sema::c_interop`): a call of it is the address of
/// its one argument as an INTEGER(8) (`lower::c_interop`); no procedure has this name.
pub const C_ADDRESS: &str = "__dvmh_c_loc";

/// The global of ISO_C_BINDING's C_F_POINTER (`sema::c_interop`): a call of it with an
/// address, a pointer and the extents of its target associates the pointer with them.
pub const C_POINTER_SET: &str = "__dvmh_c_f_pointer";

/// Starts the global of a BIND(C) procedure: no Fortran name has it.
pub const BIND_C_MARK: char = '@';

/// The global of a BIND(C) procedure whose C name is `c_name` (NAME=, or the Fortran name):
/// its linker name is the C name itself, and its CHARACTER dummies take no hidden lengths.
pub fn bind_c_global(c_name: &str) -> String {
    format!("{BIND_C_MARK}{c_name}")
}

/// Whether `global` is a BIND(C) procedure's (C's conventions, see [`bind_c_global`]).
pub fn is_bind_c(global: &str) -> bool {
    global.starts_with(BIND_C_MARK)
}

/// The linker name of an external procedure, as gfortran spells it (`foo_`), so objects of
/// the two compilers call each other.
pub fn linker_name(global: &str) -> String {
    if let Some(c) = global.strip_prefix(BIND_C_MARK) {
        return c.to_string();
    }
    if global.starts_with("__") {
        return global.to_string();
    }
    format!("{}_", global.to_ascii_lowercase())
}

/// Identifies a loop for EXIT and CYCLE.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LoopId(pub u32);

/// Identifies a construct for the structured/unstructured decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ConstructId(pub u32);

#[derive(Clone, Debug)]
pub struct Stmt {
    pub label: Option<u32>,
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Assign {
        target: Place,
        value: Expr,
    },
    If(Box<IfStmt>),
    Loop(Box<Loop>),
    Parallel(Box<ParallelLoop>),
    Region(Box<Region>),
    /// A statement after a standalone REMOTE_ACCESS.
    Remote(Box<RemoteStmt>),
    Goto(u32),
    Exit(LoopId),
    Cycle(LoopId),
    /// A no-op (CONTINUE, or where a label of END IF / END DO is defined).
    Continue,
    Stop {
        code: Option<i64>,
        message: Option<String>,
        /// ERROR STOP.
        error: bool,
    },
    Transfer(Box<Transfer>),
    FileOp(Box<FileOp>),
    Inquire(Box<Inquire>),
    /// ACTUAL (`get == false`) or GET_ACTUAL; `None`: all variables.
    Actual {
        get: bool,
        vars: Option<Vec<ActualVar>>,
    },
    /// `CALL proc(args)`.
    Call(Call),
    /// A run-time library routine that implements an intrinsic subroutine.
    RuntimeCall(RuntimeCall),
    /// SHADOW_RENEW outside a loop (a standalone SHADOW_WAIT of a group): each array, CORNER.
    ShadowRenew(Vec<(SymId, bool)>),
    /// ALLOCATE; `stat`: where STAT= stores the status (else a failure stops the program).
    Allocate {
        items: Vec<AllocItem>,
        stat: Option<Place>,
    },
    Deallocate {
        items: Vec<SymId>,
        stat: Option<Place>,
    },
    /// `p => target`: the pointer's descriptor describes the target (see `lower::pointers`).
    PointerAssign {
        pointer: PointerObj,
        value: PointerValue,
        /// `p(lo:, ...) =>`: per dimension the lower bound, and with remapping
        /// (`p(lo:hi, ...) =>`) the upper bound; empty: the target's bounds.
        bounds: Vec<(Expr, Option<Expr>)>,
    },
    /// `NULLIFY (p, q)`.
    Nullify(Vec<PointerObj>),
    /// `ALLOCATE (x%p, ...)` of scalar POINTER or ALLOCATABLE components: a new target each.
    AllocateComponents {
        fields: Vec<FieldRef>,
        stat: Option<Place>,
    },
    /// `DEALLOCATE (x%p, ...)` of scalar POINTER or ALLOCATABLE components (a structure's
    /// own allocatable parts go first).
    DeallocateComponents {
        fields: Vec<FieldRef>,
        stat: Option<Place>,
    },
    /// RETURN (also reached at the END of a subroutine or function).
    Return,
    /// REDISTRIBUTE or REALIGN of one array.
    Remap(Box<Remap>),
}

/// A REDISTRIBUTE or REALIGN of one array (DYNAMIC or with a deferred DISTRIBUTE).
#[derive(Clone, Debug, PartialEq)]
pub enum Remap {
    /// `REDISTRIBUTE A(formats) [NEW_VALUE]`: the array and everything aligned with it.
    Redistribute {
        array: SymId,
        formats: Vec<DistFormat>,
        new_value: bool,
        /// `ONTO` an arrangement of the processors (see [`Distribution::onto`]).
        onto: Option<Onto>,
    },
    /// `REALIGN A(...) WITH base(...) [NEW_VALUE]`: one rule per base dimension (with their
    /// values known at run time, as [`Distribution::align_values`]).
    Realign {
        array: SymId,
        base: SymId,
        rules: Vec<AxisRule>,
        values: Vec<Option<(Expr, Expr)>>,
        new_value: bool,
    },
}

/// A call of a procedure: the procedure's symbol and the actual arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Call {
    pub proc: SymId,
    pub args: Vec<Actual>,
    /// A function with an array result called as a statement before the one that uses the
    /// value: the hidden allocatable array whose descriptor receives the result.
    pub result: Option<SymId>,
}

/// A call of the run-time library routine `entry` (see `runtime/src/abi/intrinsics.rs`), with
/// its arguments in the routine's order; an absent optional argument passes null.
#[derive(Clone, Debug)]
pub struct RuntimeCall {
    pub entry: &'static str,
    pub args: Vec<RuntimeArg>,
}

/// One argument of a [`RuntimeCall`] and how it is passed.
#[derive(Clone, Debug)]
pub enum RuntimeArg {
    /// An INTEGER or LOGICAL value, passed as an `i64` (LOGICAL: 0 or 1).
    Int(Expr),
    /// A CHARACTER value: its address and length.
    Chars(Expr),
    /// An INTEGER variable the routine sets: its address and type code.
    IntOut(Option<Place>),
    /// A CHARACTER variable the routine sets: its address and length.
    CharsOut(Option<Place>),
    /// A whole INTEGER array (read or set): its first element, type code and element count
    /// (INTEGER(8)).
    IntArray(Option<(SymId, Expr)>),
    /// An allocatable variable (an array, or a scalar, see [`ALLOCATABLE_SCALAR_MARK`]): the
    /// address of its descriptor, then the descriptor's length in 8-byte words.
    Descriptor(SymId),
}

/// A variable of ACTUAL / GET_ACTUAL, with the section it names (`A(1:10, 5)`: inclusive
/// bounds per dimension; `None`: the whole variable).
#[derive(Clone, Debug)]
pub struct ActualVar {
    pub sym: SymId,
    pub section: Option<Vec<(Expr, Expr)>>,
}

/// An actual argument. Fortran passes every argument by reference: a variable or array
/// element by its address, an expression through a temporary.
#[derive(Clone, Debug, PartialEq)]
pub enum Actual {
    /// A scalar variable (or a whole dummy scalar): its storage.
    Var(SymId),
    /// A whole array: its first element (sequence association).
    Array(SymId),
    /// An array element: its address; the callee may see the rest of the array from there.
    /// (Where it is written: for messages about it.)
    Elem(SymId, Vec<Expr>, Span),
    /// Any other expression: a temporary holding its value.
    Value(Expr),
    /// A component of a structure (or an element of one): its address.
    Field(Box<FieldRef>),
    /// A procedure name (passed on as a dummy procedure).
    Proc(SymId),
    /// `name = actual`: placed by the callee's dummy names (see [`bind_arguments`]).
    Keyword(String, Box<Actual>),
    /// An array or array section passed to an assumed-shape dummy: a descriptor of it.
    Section(Box<SectionArg>),
    /// A pointer passed to a POINTER dummy: its descriptor, which the callee uses as its own.
    Pointer(PointerObj),
}

/// An array or section passed to an assumed-shape dummy argument, passed as a descriptor
/// without copying.
///
/// The descriptor is `1 + 2 * rank` 64-bit words built by the caller on its stack: the
/// address of the section's first element, then per dimension of the section its extent and
/// its stride in elements (the distance between consecutive elements along it, counted in
/// elements of the array's type, so that any section with strides is described). The callee
/// applies its own declared lower bounds. This is dvmhc's own layout: it is not gfortran's
/// array descriptor, so assumed-shape procedures compiled by the two compilers do not call
/// each other.
#[derive(Clone, Debug, PartialEq)]
pub struct SectionArg {
    pub array: SymId,
    /// One per dimension of the array; the ranges make the section's dimensions.
    pub dims: Vec<SectionDim>,
}

/// A pointer as a whole: a POINTER variable, or a scalar POINTER component.
#[derive(Clone, Debug, PartialEq)]
pub enum PointerObj {
    Var(SymId),
    Field(Box<FieldRef>),
}

impl PointerObj {
    /// The expressions that locate the pointer (a component's base and subscripts).
    pub fn exprs(&self) -> Vec<&Expr> {
        match self {
            PointerObj::Var(_) => Vec::new(),
            PointerObj::Field(f) => std::iter::once(&f.base).chain(&f.subs).collect(),
        }
    }
}

/// What a pointer assignment associates a pointer with.
#[derive(Clone, Debug, PartialEq)]
pub enum PointerValue {
    /// `NULL()`: disassociated.
    Null,
    /// A scalar target: a variable, an element or a component ([`Actual::Var`],
    /// [`Actual::Elem`], [`Actual::Field`]; a scalar pointer's `Var` is its target).
    Scalar(Actual),
    /// An array target: the section it denotes and, for a whole array (or array pointer),
    /// the target's lower bounds (`None`: a section, whose lower bounds are 1).
    Array {
        section: SectionArg,
        lows: Option<Vec<Expr>>,
    },
    /// A reference to a POINTER function (an [`ExprKind::Call`]): the descriptor it returns.
    Function(Expr),
    /// The target of a deferred-length CHARACTER pointer (a variable, an element, a
    /// component or a substring of one): its address and length.
    Chars(Place),
}

/// One subscript of a [`SectionArg`] (INTEGER(8) expressions).
#[derive(Clone, Debug, PartialEq)]
pub enum SectionDim {
    /// `lo:hi:stride`.
    Range(Expr, Expr, Expr),
    /// A single index: the dimension is not one of the section's.
    Index(Expr),
}

/// The actual argument of each dummy of `callee` (in the dummies' order; `None`: an omitted
/// OPTIONAL one), from positional arguments followed by keyword ones. `Err` says what does
/// not fit, in words for a diagnostic.
pub fn bind_arguments<'a>(
    args: &'a [Actual],
    callee: &Unit,
) -> Result<Vec<Option<&'a Actual>>, String> {
    let n = callee.dummies.len();
    let mut bound: Vec<Option<&Actual>> = vec![None; n];
    for (k, a) in args.iter().enumerate() {
        let (position, actual) = match a {
            Actual::Keyword(name, inner) => {
                let position = callee
                    .dummies
                    .iter()
                    .position(|&d| callee.symbol(d).name == *name)
                    .ok_or_else(|| format!("it has no dummy argument named '{name}'"))?;
                (position, &**inner)
            }
            _ if k >= n => {
                return Err(format!(
                    "it takes {n} argument{} but {} are given",
                    if n == 1 { "" } else { "s" },
                    args.len()
                ))
            }
            _ => (k, a),
        };
        if bound[position].is_some() {
            let name = &callee.symbol(callee.dummies[position]).name;
            return Err(format!("its argument '{name}' is given twice"));
        }
        bound[position] = Some(actual);
    }
    for (k, b) in bound.iter().enumerate() {
        let d = callee.dummies[k];
        if b.is_none() && !callee.optional.contains(&d) {
            let name = &callee.symbol(d).name;
            return Err(format!(
                "its argument '{name}' is missing (it is not OPTIONAL)"
            ));
        }
    }
    Ok(bound)
}

#[derive(Clone, Debug)]
pub struct IfStmt {
    pub id: ConstructId,
    pub cond: Expr,
    pub then_body: Vec<Stmt>,
    pub else_body: Vec<Stmt>,
    pub structured: bool,
}

#[derive(Clone, Debug)]
pub enum LoopKind {
    Counted {
        var: SymId,
        lo: Expr,
        hi: Expr,
        step: Option<Expr>,
    },
    While(Expr),
    Forever,
}

#[derive(Clone, Debug)]
pub struct Loop {
    pub id: LoopId,
    pub construct: ConstructId,
    pub kind: LoopKind,
    pub body: Vec<Stmt>,
    /// No branch leaves the loop and no EXIT ends it: it can be an `scf` loop.
    pub structured: bool,
}

/// One dimension of a parallel loop nest.
#[derive(Clone, Debug)]
pub struct ParallelDim {
    pub id: LoopId,
    pub var: SymId,
    pub lo: Expr,
    pub hi: Expr,
    pub step: Option<Expr>,
}

#[derive(Clone, Debug)]
pub struct Reduction {
    pub op: ReductionOp,
    pub var: SymId,
    /// MAXLOC/MINLOC: the INTEGER variable (scalar or array) that receives the location, and
    /// how many of its elements do.
    pub loc: Option<(SymId, i64)>,
}

impl Reduction {
    /// The variables the reduction sets: its own and its location's.
    pub fn variables(&self) -> impl Iterator<Item = SymId> + '_ {
        std::iter::once(self.var).chain(self.loc.map(|(l, _)| l))
    }
}

/// A parallel loop's ON clause: the array and one rule per dimension of it (axes are loop
/// dimensions), some with a part known only when the loop starts.
#[derive(Clone, Debug)]
pub struct OnMapping {
    pub array: SymId,
    pub rules: Vec<AxisRule>,
    /// Integer expressions, free of the nest's variables, added to the offset of a rule (its
    /// index first) when the loop starts: `ON U(I, J, K)` inside a sequential `DO K`.
    pub offsets: Vec<(usize, Expr)>,
}

#[derive(Clone, Debug)]
pub struct ParallelLoop {
    pub construct: ConstructId,
    /// Outermost first.
    pub dims: Vec<ParallelDim>,
    /// Where each iteration runs; `None`: everywhere.
    pub on: Option<OnMapping>,
    /// SHADOW_RENEW arrays and their CORNER flags.
    pub renew: Vec<(SymId, bool)>,
    /// ACROSS arrays and their CORNER flags: the loop has regular dependences through them
    /// and runs as a wavefront.
    pub across: Vec<(SymId, bool)>,
    /// `STAGE(n)`: the number of portions of the ACROSS pipeline (`None`: the runtime's choice).
    pub stage: Option<i64>,
    pub reductions: Vec<Reduction>,
    /// REMOTE_ACCESS references: buffers gathered before the loop.
    pub remote: Vec<RemoteRef>,
    /// Variables with a fresh copy per iteration: PRIVATE ones, other assigned scalars, the
    /// DO variables of sequential loops inside.
    pub locals: Vec<SymId>,
    pub body: Vec<Stmt>,
    /// The source line of the PARALLEL directive.
    pub line: u32,
}

/// One reference of a REMOTE_ACCESS clause or directive, `A(K, :)`: the references of the
/// loop (or statement) that match it read a buffer gathered before it (see `sema/remote.rs`).
#[derive(Clone, Debug)]
pub struct RemoteRef {
    pub array: SymId,
    /// One per dimension of the array (all `All` for an unsubscripted `A`).
    pub subs: Vec<RemoteSub>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum RemoteSub {
    /// `:`: the whole dimension.
    All,
    /// An INTEGER expression; `varying`: it uses a variable of the parallel loop, so the
    /// buffer holds the whole dimension (the expression only selects matching references).
    Expr { expr: Expr, varying: bool },
}

impl RemoteRef {
    /// Does this reference cover `array(subs)`: the same array and, except where it has `:`,
    /// the same subscript expressions?
    pub fn covers(&self, array: SymId, subs: &[Expr]) -> bool {
        self.array == array
            && self.subs.len() == subs.len()
            && self.subs.iter().zip(subs).all(|(s, e)| match s {
                RemoteSub::All => true,
                RemoteSub::Expr { expr, .. } => expr.same_as(e),
            })
    }
}

/// A statement after a standalone REMOTE_ACCESS directive, with the buffers it reads.
#[derive(Clone, Debug)]
pub struct RemoteStmt {
    pub refs: Vec<RemoteRef>,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub struct Region {
    pub construct: ConstructId,
    pub targets: Vec<Target>,
    /// The variables the data-direction clauses name, with their directions as the runtime's
    /// bit set (1 IN, 2 OUT, 4 LOCAL).
    pub data: Vec<(SymId, i32)>,
    /// The sections the clauses name (`IN(A(1:10, 5))`), each with its direction (1 IN,
    /// 2 OUT, 3 INOUT): they act on the section alone.
    pub sections: Vec<(ActualVar, i32)>,
    /// `ASYNC`: the host need not wait for the region's kernels (the runtime decides).
    pub is_async: bool,
    pub body: Vec<Stmt>,
    pub line: u32,
}

/// An assignable location.
#[derive(Clone, Debug, PartialEq)]
pub enum Place {
    Scalar(SymId),
    /// An array element and where it is written (for diagnostics about the reference).
    Elem(SymId, Vec<Expr>, Span),
    /// `s(lo:hi) = ...`: part of a CHARACTER variable or element.
    Substring(Box<Place>, Option<Expr>, Option<Expr>),
    /// A component of a structure.
    Field(Box<FieldRef>),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub ty: Ty,
    pub span: Span,
}

impl Expr {
    /// Structural equality, ignoring where the expressions are written (only the forms that
    /// subscripts take; calls, substrings and inquiries never compare equal).
    pub fn same_as(&self, other: &Expr) -> bool {
        if self.ty != other.ty {
            return false;
        }
        let list = |xs: &[Expr], ys: &[Expr]| {
            xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| x.same_as(y))
        };
        match (&self.kind, &other.kind) {
            (ExprKind::Const(x), ExprKind::Const(y)) => x == y,
            (ExprKind::Load(x), ExprKind::Load(y)) => x == y,
            (ExprKind::Unary(o, x), ExprKind::Unary(p, y)) => o == p && x.same_as(y),
            (ExprKind::Binary(o, x1, x2), ExprKind::Binary(p, y1, y2)) => {
                o == p && x1.same_as(y1) && x2.same_as(y2)
            }
            (ExprKind::Convert(x), ExprKind::Convert(y)) => x.same_as(y),
            (ExprKind::Elem(i, xs), ExprKind::Elem(j, ys)) => i == j && list(xs, ys),
            (ExprKind::Intrinsic(f, xs), ExprKind::Intrinsic(g, ys)) => f == g && list(xs, ys),
            _ => false,
        }
    }

    pub fn as_const(&self) -> Option<&Const> {
        match &self.kind {
            ExprKind::Const(c) => Some(c),
            _ => None,
        }
    }

    /// The expressions directly inside this one (operands, subscripts, arguments), for the
    /// walkers that look for something in an expression tree.
    pub fn children(&self) -> Vec<&Expr> {
        match &self.kind {
            ExprKind::Const(_)
            | ExprKind::Load(_)
            | ExprKind::ArrayInquiry(..)
            | ExprKind::Query(_)
            | ExprKind::Present(_)
            | ExprKind::ProcAddress(_) => Vec::new(),
            ExprKind::Associated(p, t) => {
                let mut v = p.exprs();
                v.extend(t.as_deref().map_or(Vec::new(), PointerValue::exprs));
                v
            }
            ExprKind::Elem(_, subs) | ExprKind::Intrinsic(_, subs) => subs.iter().collect(),
            ExprKind::Unary(_, a) | ExprKind::Convert(a) => vec![a],
            ExprKind::Binary(_, a, b) => vec![a, b],
            ExprKind::Call(c) => c.args.iter().flat_map(Actual::exprs).collect(),
            ExprKind::Field(f) => std::iter::once(&f.base).chain(&f.subs).collect(),
            ExprKind::Construct(parts) => parts
                .iter()
                .flat_map(|p| {
                    let target = match &p.how {
                        PartHow::Target(t, _) => t.exprs(),
                        _ => Vec::new(),
                    };
                    std::iter::once(&p.value).chain(target)
                })
                .collect(),
            ExprKind::Substring(base, lo, hi) => std::iter::once(&**base)
                .chain(lo.as_deref())
                .chain(hi.as_deref())
                .collect(),
        }
    }
}

impl Actual {
    /// The argument itself, without its keyword.
    pub fn unwrapped(&self) -> &Actual {
        match self {
            Actual::Keyword(_, a) => a.unwrapped(),
            a => a,
        }
    }

    /// The expressions an actual argument evaluates (subscripts, a value).
    pub fn exprs(&self) -> Vec<&Expr> {
        match self {
            Actual::Elem(_, subs, _) => subs.iter().collect(),
            Actual::Value(e) => vec![e],
            Actual::Field(f) => std::iter::once(&f.base).chain(&f.subs).collect(),
            Actual::Var(_) | Actual::Array(_) | Actual::Proc(_) => Vec::new(),
            Actual::Pointer(p) => p.exprs(),
            Actual::Keyword(_, a) => a.exprs(),
            Actual::Section(s) => s
                .dims
                .iter()
                .flat_map(|d| match d {
                    SectionDim::Range(lo, hi, st) => vec![lo, hi, st],
                    SectionDim::Index(i) => vec![i],
                })
                .collect(),
        }
    }
}

impl PointerValue {
    /// The expressions a pointer target evaluates (subscripts, bounds).
    pub fn exprs(&self) -> Vec<&Expr> {
        match self {
            PointerValue::Null => Vec::new(),
            PointerValue::Scalar(a) => a.exprs(),
            PointerValue::Function(e) => vec![e],
            PointerValue::Chars(p) => p.exprs(),
            PointerValue::Array { section, lows } => section
                .dims
                .iter()
                .flat_map(|d| match d {
                    SectionDim::Range(lo, hi, st) => vec![lo, hi, st],
                    SectionDim::Index(i) => vec![i],
                })
                .chain(lows.iter().flatten())
                .collect(),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Not,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    /// `**`: both operands of the result type, or (real base) an integer exponent.
    Pow,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
    Eqv,
    Neqv,
    /// `//` of two CHARACTER values.
    Concat,
}

/// Intrinsic operations after generic resolution; arguments already have the types the
/// operation needs (conversions are explicit in the tree).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intrinsic {
    Abs,
    Sqrt,
    Exp,
    Log,
    Log10,
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Atan2,
    Sinh,
    Cosh,
    Tanh,
    Max,
    Min,
    Mod,
    Modulo,
    Sign,
    Dim,
    /// Round half away from zero to an integer (the result type).
    Nint,
    /// Round half away from zero, same real type.
    Anint,
    /// Truncate, same real type.
    Aint,
    Floor,
    Ceiling,
    Iand,
    Ior,
    Ieor,
    /// Bit intrinsics on INTEGER values (bit 0 is the least significant): `NOT(i)`,
    /// `ISHFT(i, shift)` (logical; left for a positive shift, 0 when |shift| >= the bit size),
    /// `IBITS(i, pos, len)`, `IBSET(i, pos)`, `IBCLR(i, pos)`, `BTEST(i, pos)` (LOGICAL).
    Not,
    Ishft,
    Ibits,
    Ibset,
    Ibclr,
    Btest,
    /// `ISHFTC(i, shift, size)`: the low `size` bits rotated (all three of `i`'s kind).
    Ishftc,
    /// `POPCNT(i)`, `LEADZ(i)`, `TRAILZ(i)`: default INTEGER counts of bits of `i`.
    Popcnt,
    Leadz,
    Trailz,
    /// `MERGE(t, f, mask)`: `t` where the LOGICAL `mask` holds, else `f` (of `t`'s type).
    Merge,
    /// Special functions of the C library, on REAL arguments: `HYPOT(x, y)`, `ERF`, `ERFC`,
    /// `GAMMA`, `LOG_GAMMA`, `BESSEL_J0`, `BESSEL_J1`, `BESSEL_Y0`, `BESSEL_Y1`.
    Hypot,
    Erf,
    Erfc,
    Gamma,
    LogGamma,
    BesselJ0,
    BesselJ1,
    BesselY0,
    BesselY1,
    /// CHARACTER inquiries and conversions: `LEN(s)`, `LEN_TRIM(s)`, `INDEX(s, t [, back])`,
    /// `SCAN(s, set [, back])`, `VERIFY(s, set [, back])` (default INTEGER; `back` LOGICAL),
    /// `ICHAR(c)` and `CHAR(i)` (a CHARACTER of length 1).
    Len,
    LenTrim,
    Index,
    Scan,
    Verify,
    Ichar,
    Char,
    /// `ADJUSTL(s)`, `ADJUSTR(s)` (CHARACTER of `s`'s length), `REPEAT(s, n)` (`n`
    /// INTEGER(8); CHARACTER of `n` times `s`'s length). TRIM is a substring.
    Adjustl,
    Adjustr,
    Repeat,
    /// `CMPLX(re, im)` (both of the result's part type), `CONJG(c)`, `AIMAG(c)`; `ABS` of a
    /// COMPLEX argument is its modulus.
    Cmplx,
    Conjg,
    Aimag,
    /// The floating-point model of a REAL `x` (gfortran's values for zeros, subnormals,
    /// infinities and NaNs): `EXPONENT(x)` (default INTEGER), `FRACTION(x)`, `SPACING(x)`,
    /// `RRSPACING(x)`, `SCALE(x, i)` and `SET_EXPONENT(x, i)` (`i` any INTEGER), `NEAREST(x,
    /// s)` (`s` of `x`'s type): `lower/fp_model.rs`, folded by `sema/fold_model.rs`.
    Exponent,
    Fraction,
    Spacing,
    Rrspacing,
    Scale,
    SetExponent,
    Nearest,
    /// Shifts by `0 <= shift <= bit_size` of `i`'s kind (`shift` converted to it): `SHIFTL`,
    /// `SHIFTR` (logical), `SHIFTA` (arithmetic); `DSHIFTL(i, j, shift)`, `DSHIFTR(i, j,
    /// shift)` shift the concatenation of `i` and `j`.
    Shiftl,
    Shiftr,
    Shifta,
    Dshiftl,
    Dshiftr,
    /// `MASKL(i)`, `MASKR(i)`: the leftmost or rightmost `i` bits set, of the result's kind
    /// (`i` converted to it).
    Maskl,
    Maskr,
    /// `BGE(i, j)`, ...: unsigned comparisons (LOGICAL); both arguments of one kind.
    Bge,
    Bgt,
    Ble,
    Blt,
    /// `POPPAR(i)`: the parity of the set bits (default INTEGER).
    Poppar,
    /// `MERGE_BITS(i, j, mask)`: the bits of `i` where `mask` has ones, of `j` elsewhere.
    MergeBits,
    /// `TRANSFER(source, mold)` of a scalar `source` to a scalar of the result type: its
    /// bytes reinterpreted (`lower/fp_model.rs`; bytes past a shorter source are zero).
    Transfer,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Const(Const),
    /// The value of a scalar variable.
    Load(SymId),
    /// An array element.
    Elem(SymId, Vec<Expr>),
    Unary(UnOp, Box<Expr>),
    /// For relational operators both operands share a type and the result is LOGICAL.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// Conversion of the operand to this expression's type (Fortran semantics: truncation).
    Convert(Box<Expr>),
    Intrinsic(Intrinsic, Vec<Expr>),
    /// A function reference; the expression has the function's result type.
    Call(Call),
    /// `s(lo:hi)` of a CHARACTER variable, element or constant (INTEGER(8) bounds; an omitted
    /// bound is the first or last character).
    Substring(Box<Expr>, Option<Box<Expr>>, Option<Box<Expr>>),
    /// What an allocatable array's run-time state says (its type: LOGICAL for ALLOCATED,
    /// else INTEGER(4)).
    ArrayInquiry(SymId, ArrayInquiry),
    /// `ASSOCIATED(p)` and `ASSOCIATED(p, t)` (LOGICAL): whether the pointer is associated
    /// (with the first element of `t`, and for arrays with its extents).
    Associated(PointerObj, Option<Box<PointerValue>>),
    /// A value the run-time library supplies; every evaluation asks again (not pure).
    Query(Query),
    /// `PRESENT(x)` of an OPTIONAL dummy argument (LOGICAL).
    Present(SymId),
    /// A component of a structure (`p%x`, `a(i)%c(j)`).
    Field(Box<FieldRef>),
    /// A structure constructor `t(1, 2.0)`: per component its byte offset, its value (of the
    /// component's type) and, for CHARACTER, the component's length (the value is padded).
    Construct(Vec<Part>),
    /// The address of a procedure as an INTEGER(8) (what a procedure pointer holds): a
    /// specific procedure, a dummy procedure's actual, or a procedure pointer's target.
    ProcAddress(SymId),
}

/// One component's value in a structure constructor, stored at `offset`.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub offset: u64,
    pub value: Expr,
    /// CHARACTER: the component's length.
    pub char_len: i64,
    pub how: PartHow,
}

/// How a constructor's value becomes the component's.
#[derive(Clone, Debug, PartialEq)]
pub enum PartHow {
    /// Stored in the structure.
    Store,
    /// An ALLOCATABLE scalar component: a new allocation holds the value, the structure
    /// its address.
    Allocate,
    /// A deferred-length CHARACTER component: a new allocation of the value's length holds
    /// it, the structure its address and length (`lower::deferred_chars`).
    DeferredChar,
    /// A POINTER component (of the rank given) associated with the target (`value` unused).
    Target(Box<PointerValue>, usize),
}

/// A component of a structure, or an element of an array component: the byte offset from
/// the structure's start is `offset` plus, for an element, its column-major position times
/// `elem_size`.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldRef {
    /// The structure: a variable, an array element or another component of derived type.
    pub base: Expr,
    pub offset: u64,
    /// The component's type (of each element for an array component).
    pub ty: Ty,
    /// An array component's bounds; `subs` selects an element (empty: the whole component,
    /// passed as an actual argument by its first element).
    pub dims: Vec<(i64, i64)>,
    pub subs: Vec<Expr>,
    pub elem_size: u64,
    /// A CHARACTER component's length.
    pub char_len: i64,
    /// A POINTER component: the structure holds its target's address (so does an
    /// ALLOCATABLE scalar component, null while unallocated).
    pub pointer: bool,
    /// An ALLOCATABLE component (with `pointer`: a scalar one).
    pub allocatable: bool,
}

/// A value of the run-time library's (see [`ExprKind::Query`]); the type each has is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Query {
    /// Processor time in seconds (REAL(8)): CPU_TIME.
    CpuTime,
    /// SYSTEM_CLOCK's count for INTEGER kind 4 or 8 (INTEGER(8)).
    SystemClock(u8),
    /// The next number of RANDOM_NUMBER's generator, in [0, 1) (the expression's REAL type).
    Random,
    /// COMMAND_ARGUMENT_COUNT() (default INTEGER).
    CommandArgumentCount,
    /// The DVM system's NUMBER_OF_PROCESSORS() (default INTEGER).
    NumberOfProcessors,
    /// The DVM system's DVTIME(): wall-clock seconds (REAL(8)).
    WallTime,
    /// A unit number for OPEN(NEWUNIT=): negative, not connected (default INTEGER).
    NewUnit,
}

/// A question about an allocatable array, answered at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayInquiry {
    Allocated,
    /// The lower bound of dimension k (0-based).
    Lower(usize),
    Upper(usize),
    /// The extent of dimension k.
    Extent(usize),
}

/// One array of an ALLOCATE statement with its (INTEGER(8)) bounds per dimension.
#[derive(Clone, Debug)]
pub struct AllocItem {
    pub array: SymId,
    pub bounds: Vec<(Expr, Expr)>,
}

#[derive(Clone, Debug)]
pub enum IoFormat {
    /// `*`.
    ListDirected,
    /// A format specification text, e.g. `(' IT = ',i4)`.
    Text(String),
    /// No format: the values' bytes (`WRITE (10) A`).
    Unformatted,
    /// NAMELIST output of group `group`: each object's name (upper case) and how many of the
    /// statement's items hold its values.
    Namelist {
        group: String,
        objects: Vec<(String, usize)>,
    },
}

/// The unit of an I/O statement.
#[derive(Clone, Debug)]
pub enum IoUnit {
    /// `*`: standard input for READ, standard output for WRITE and PRINT.
    Star,
    /// An INTEGER(4) expression.
    Number(Expr),
    /// An internal file: a CHARACTER variable, element or substring (one record).
    Internal(Expr),
    /// A whole CHARACTER array (not distributed) as an internal file: each element, in array
    /// element order, is a record.
    InternalArray(SymId),
    /// A section of such an array contiguous in array element order (`lines(2:4)`): its
    /// first element and its number of elements (INTEGER(8)), each element a record.
    InternalSection { first: Expr, count: Expr },
}

/// What a statement does with its completion status (IOSTAT=, ERR=, END=).
///
/// Branches to ERR= and END= labels are separate `IF (...) GO TO` statements after the I/O
/// statement, testing `code`; here only what the runtime must know and where the status goes.
#[derive(Clone, Debug, Default)]
pub struct IoStatus {
    /// The IOSTAT= variable.
    pub iostat: Option<Place>,
    /// The IOMSG= variable (CHARACTER): receives the condition's message, if any.
    pub iomsg: Option<Place>,
    /// A hidden INTEGER variable that receives the status for the ERR=/END= branches.
    pub code: Option<SymId>,
    /// Whether the program handles errors (IOSTAT= or ERR=) and end of file (IOSTAT= or END=);
    /// an unhandled condition stops the program.
    pub handles_error: bool,
    pub handles_end: bool,
}

impl IoStatus {
    /// The runtime's `flags` argument (runtime/ABI.md).
    pub fn flags(&self) -> i64 {
        i64::from(self.handles_error) | (i64::from(self.handles_end) << 1)
    }
}

/// A data transfer statement: READ, WRITE or PRINT.
#[derive(Clone, Debug)]
pub struct Transfer {
    pub read: bool,
    pub unit: IoUnit,
    pub format: IoFormat,
    /// REC= of a direct-access transfer.
    pub rec: Option<Expr>,
    /// POS= of a stream-access transfer (the file position, from 1).
    pub pos: Option<Expr>,
    /// ADVANCE= (a CHARACTER expression; constants are checked and upper case).
    pub advance: Option<Expr>,
    /// SIZE= of a non-advancing READ: the INTEGER variable that receives the characters read.
    pub size: Option<Place>,
    pub items: Vec<IoItem>,
    pub status: IoStatus,
}

#[derive(Clone, Debug)]
pub enum IoItem {
    /// A value written.
    Expr(Expr),
    /// A scalar variable or array element read.
    Place(Place),
    /// A whole array, column-major.
    Array(SymId),
    ImpliedDo {
        var: SymId,
        lo: Expr,
        hi: Expr,
        step: Option<Expr>,
        items: Vec<IoItem>,
    },
}

pub use crate::fortran::ast::FileOpKind;

/// INQUIRE by unit or by file. `ints`: the INTEGER and LOGICAL specifiers by their index in the
/// runtime's `dvmh_inquire_spec` (EXIST, OPENED, NUMBER, NAMED, RECL, NEXTREC, SIZE), each
/// with the variable and its current value (which it keeps when the answer is undefined);
/// `texts`: the CHARACTER specifiers by index (NAME, ACCESS, SEQUENTIAL, DIRECT, FORM,
/// FORMATTED, UNFORMATTED, ACTION, READ, WRITE, READWRITE, POSITION).
#[derive(Clone, Debug)]
pub struct Inquire {
    pub unit: Option<Expr>,
    pub file: Option<Expr>,
    pub ints: Vec<(usize, Place, Expr)>,
    pub texts: Vec<(usize, Place)>,
    pub status: IoStatus,
}

impl Inquire {
    /// Every expression the statement evaluates.
    pub fn exprs(&self) -> Vec<&Expr> {
        let mut out: Vec<&Expr> = self.unit.iter().chain(&self.file).collect();
        out.extend(self.ints.iter().map(|(_, _, e)| e));
        self.status.exprs(&mut out);
        out
    }
}

/// OPEN, CLOSE, REWIND, BACKSPACE, ENDFILE or FLUSH.
#[derive(Clone, Debug)]
pub struct FileOp {
    pub kind: FileOpKind,
    pub unit: Expr,
    /// OPEN's character specifiers (and CLOSE's STATUS=): CHARACTER expressions; constants
    /// are upper case with trailing blanks removed.
    pub file: Option<Expr>,
    pub file_status: Option<Expr>,
    pub access: Option<Expr>,
    pub form: Option<Expr>,
    pub action: Option<Expr>,
    pub position: Option<Expr>,
    pub recl: Option<Expr>,
    pub status: IoStatus,
}

impl FieldRef {
    /// The variable the structure is part of.
    pub fn root(&self) -> SymId {
        let mut e = &self.base;
        loop {
            match &e.kind {
                ExprKind::Field(f) => e = &f.base,
                ExprKind::Load(id) | ExprKind::Elem(id, _) => return *id,
                // Sema builds component references only on variables and elements.
                _ => return SymId(u32::MAX),
            }
        }
    }
}

impl Place {
    /// The expressions evaluated to find the place (its subscripts, substring bounds).
    pub fn exprs(&self) -> Vec<&Expr> {
        match self {
            Place::Scalar(_) => Vec::new(),
            Place::Elem(_, subs, _) => subs.iter().collect(),
            Place::Substring(base, lo, hi) => {
                let mut v = base.exprs();
                v.extend(lo);
                v.extend(hi);
                v
            }
            Place::Field(f) => std::iter::once(&f.base).chain(&f.subs).collect(),
        }
    }

    /// The variable the place is part of.
    pub fn symbol(&self) -> SymId {
        match self {
            Place::Scalar(id) | Place::Elem(id, _, _) => *id,
            Place::Substring(base, _, _) => base.symbol(),
            Place::Field(f) => f.root(),
        }
    }
}

impl IoStatus {
    fn exprs<'a>(&'a self, out: &mut Vec<&'a Expr>) {
        for p in self.iostat.iter().chain(&self.iomsg) {
            out.extend(p.exprs());
        }
    }
}

fn item_exprs<'a>(items: &'a [IoItem], out: &mut Vec<&'a Expr>) {
    for item in items {
        match item {
            IoItem::Expr(e) => out.push(e),
            IoItem::Place(p) => out.extend(p.exprs()),
            IoItem::Array(_) => {}
            IoItem::ImpliedDo {
                lo,
                hi,
                step,
                items,
                ..
            } => {
                out.push(lo);
                out.push(hi);
                out.extend(step);
                item_exprs(items, out);
            }
        }
    }
}

impl Transfer {
    /// Every expression the statement evaluates (unit, REC=, items, subscripts of places).
    pub fn exprs(&self) -> Vec<&Expr> {
        let mut out = Vec::new();
        match &self.unit {
            IoUnit::Number(e) | IoUnit::Internal(e) => out.push(e),
            IoUnit::InternalSection { first, count } => out.extend([first, count]),
            IoUnit::Star | IoUnit::InternalArray(_) => {}
        }
        out.extend(&self.rec);
        out.extend(&self.pos);
        out.extend(&self.advance);
        if let Some(p) = &self.size {
            out.extend(p.exprs());
        }
        item_exprs(&self.items, &mut out);
        self.status.exprs(&mut out);
        out
    }
}

impl FileOp {
    /// Every expression the statement evaluates.
    pub fn exprs(&self) -> Vec<&Expr> {
        let mut out = vec![&self.unit];
        out.extend(&self.recl);
        for e in [
            &self.file,
            &self.file_status,
            &self.access,
            &self.form,
            &self.action,
            &self.position,
        ] {
            out.extend(e);
        }
        self.status.exprs(&mut out);
        out
    }
}

/// FORMAT label → specification text, collected while checking.
pub type FormatTable = HashMap<u32, String>;

//! The Fortran-DVMH abstract syntax tree: what the program says, with spans, before any name is
//! resolved or any type is known.
//!
//! The grammar (`grammar.lalrpop`, next to this file) builds one [`Line`] per statement; the
//! construct builder (`construct.rs`) then nests DO, IF and REGION constructs into the
//! [`Program`] tree. The tree keeps source spellings (literals as written, `(a)` parentheses),
//! so `--emit=ast` shows the program as parsed; semantic analysis decides what names mean.

pub use crate::directives::ast::Directive;
pub use crate::fortran::lexer::{IntLit, LogicalLit, RealLit, TypeKw};
pub use crate::fortran::prescan::Label;
pub use crate::name::Name;
pub use crate::source::Span;

/// The name that stands for an alternate-return `*` among a procedure's dummies, and the
/// keyword of an alternate-return label `*10` among a CALL's arguments (no Fortran name is
/// `*`).
pub const ALT_RETURN_DUMMY: &str = "*";

/// A source file: its program units in order.
#[derive(Clone, Debug, PartialEq)]
pub struct File {
    pub units: Vec<ProgramUnit>,
}

/// A program unit: the main program, a subroutine or a function.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgramUnit {
    pub kind: UnitKind,
    /// The name from the PROGRAM, SUBROUTINE or FUNCTION statement (a main program may have
    /// none).
    pub name: Option<Name>,
    /// The unit's first statement.
    pub span: Span,
    /// Declarations, IMPLICIT, PARAMETER, declarative directives, FORMATs before the first
    /// executable statement.
    pub spec: Vec<Stmt>,
    /// The executable part, with constructs nested.
    pub body: Vec<Stmt>,
    /// The END statement.
    pub end: Span,
    /// The procedures after CONTAINS: a module's procedures, or a program's or procedure's
    /// internal procedures.
    pub contains: Vec<ProgramUnit>,
    /// The INTERFACE blocks of the specification part.
    pub interfaces: Vec<InterfaceBlock>,
    /// Declared RECURSIVE: it may call itself.
    pub recursive: bool,
    /// Declared PURE (ELEMENTAL implies it): no side effects on anything but its arguments.
    pub pure: bool,
    /// Declared ELEMENTAL: scalar dummies, applied element by element to array arguments.
    pub elemental: bool,
    /// `BIND(C [, NAME='...'])`: interoperable with C (see [`BindC`]).
    pub bind: Option<BindC>,
}

/// `BIND(C [, NAME='...'])` of a procedure: C's linker name (the NAME= text, or the Fortran
/// name in lower case, with no trailing underscore) and C's argument passing (no hidden
/// CHARACTER lengths).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BindC {
    /// The NAME= text, as written.
    pub name: Option<String>,
    pub span: Span,
}

/// One `keyword(arg [, name = 'text'])` after a procedure's dummy arguments (`RESULT(r)`,
/// `BIND(C, NAME='f')`), as parsed; `fortran/suffixes.rs` checks it.
#[derive(Clone, Debug, PartialEq)]
pub struct ProcSuffix {
    pub keyword: Name,
    pub arg: Name,
    pub named: Option<(Name, String)>,
    pub span: Span,
}

/// The prefixes of a SUBROUTINE or FUNCTION statement.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProcPrefix {
    pub recursive: bool,
    pub pure: bool,
    pub elemental: bool,
}

impl ProcPrefix {
    /// Both sets of prefixes.
    pub fn union(self, other: ProcPrefix) -> ProcPrefix {
        ProcPrefix {
            recursive: self.recursive || other.recursive,
            pure: self.pure || other.pure,
            elemental: self.elemental || other.elemental,
        }
    }
}

/// `INTERFACE [name] ... END INTERFACE`: explicit interfaces of external procedures (each
/// body a unit with a specification part only) and, for a generic name, the module
/// procedures it stands for.
#[derive(Clone, Debug, PartialEq)]
pub struct InterfaceBlock {
    pub generic: Option<Name>,
    /// `ABSTRACT INTERFACE`: its bodies name interfaces, not procedures.
    pub abstract_: bool,
    pub bodies: Vec<ProgramUnit>,
    pub module_procedures: Vec<Name>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum UnitKind {
    Program,
    /// `MODULE name`: a specification part shared by USE, and module procedures.
    Module,
    /// `BLOCK DATA [name]`: initial values of COMMON blocks, no executable statements.
    BlockData,
    Subroutine {
        dummies: Vec<Name>,
    },
    Function {
        /// The type written before FUNCTION (`DOUBLE PRECISION FUNCTION f(x)`).
        ty: Option<Box<TypeSpec>>,
        dummies: Vec<Name>,
        /// `RESULT(r)`: the name of the result variable (else the function's own name).
        result: Option<Name>,
    },
}

impl UnitKind {
    /// `program`, `subroutine`, `function`, as in messages.
    pub fn word(&self) -> &'static str {
        match self {
            UnitKind::Program => "program",
            UnitKind::Module => "module",
            UnitKind::BlockData => "block data",
            UnitKind::Subroutine { .. } => "subroutine",
            UnitKind::Function { .. } => "function",
        }
    }

    pub fn dummies(&self) -> &[Name] {
        match self {
            UnitKind::Program | UnitKind::Module | UnitKind::BlockData => &[],
            UnitKind::Subroutine { dummies } | UnitKind::Function { dummies, .. } => dummies,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub label: Option<Label>,
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    // ------------------------------------------------------------ specification
    TypeDecl(Box<TypeDecl>),
    /// `TYPE name ... END TYPE`: a derived-type definition.
    DerivedType(Box<DerivedTypeDef>),
    Dimension(Vec<EntityDecl>),
    Parameter(Vec<NamedConstant>),
    Implicit(Vec<ImplicitSpec>),
    ImplicitNone,
    // ------------------------------------------------------------ executable
    Assign {
        lhs: Designator,
        rhs: Expr,
    },
    Do(Box<DoConstruct>),
    If(Box<IfConstruct>),
    /// `IF (cond) stmt`.
    LogicalIf {
        cond: Expr,
        stmt: Box<Stmt>,
    },
    Goto(LabelRef),
    /// `IF (e) l1, l2, l3`: to l1, l2 or l3 as `e` is negative, zero or positive.
    ArithIf {
        value: Expr,
        labels: [LabelRef; 3],
    },
    /// `GO TO (l1, l2, ...) i`: to the i-th label; on when `i` is out of range.
    ComputedGoto {
        labels: Vec<LabelRef>,
        index: Expr,
    },
    Continue,
    Exit(Option<Name>),
    Cycle(Option<Name>),
    Stop(Option<StopCode>),
    /// ERROR STOP: as STOP, but the program ends in error (`ERROR STOP` on standard error,
    /// exit status 1 or the code).
    ErrorStop(Option<StopCode>),
    Print(PrintStmt),
    Write(WriteStmt),
    Format(FormatStmt),
    Directive(Directive),
    Region(Box<RegionConstruct>),
    /// `CALL name(args)`.
    Call {
        name: Name,
        args: Vec<Arg>,
    },
    /// `CALL obj%binding(args)`: a type-bound procedure of the object's type.
    TypeBoundCall {
        object: Designator,
        binding: Name,
        args: Vec<Arg>,
    },
    /// `RETURN` (an expression: an alternate return `RETURN n`, see `fortran/alt_returns.rs`).
    Return(Option<Expr>),
    /// `ENTRY name(dummies) [RESULT(r)]`: another way into the enclosing procedure (rewritten
    /// before semantic analysis, see `fortran/entries.rs`).
    Entry {
        name: Name,
        dummies: Vec<Name>,
        suffixes: Vec<ProcSuffix>,
    },
    /// `EXTERNAL f, g`.
    External(Vec<Name>),
    /// `IMPORT [[::] a, b]` in an interface body: the host's entities (all when none is
    /// named) it sees.
    Import(Vec<Name>),
    /// `USE m [, renames | , ONLY: list]`.
    Use(UseStmt),
    /// `INTENT(IN) :: a, b`.
    Intent(Intent, Vec<Name>),
    /// `OPTIONAL :: a`.
    Optional(Vec<Name>),
    /// `VALUE :: a, b`.
    Value(Vec<Name>),
    /// `ALLOCATABLE :: a(:, :)`.
    Allocatable(Vec<EntityDecl>),
    /// `POINTER :: p(:, :), q`.
    Pointer(Vec<EntityDecl>),
    /// `PROCEDURE([iface]) [, attrs] :: p [=> NULL()], ...` outside a derived type: procedure
    /// pointers and dummy procedures with an interface.
    ProcedureDecl(Box<ProcedureDecl>),
    /// `TARGET :: a(10), b`.
    Target(Vec<EntityDecl>),
    /// `NULLIFY (p, q)`.
    Nullify(Vec<Arg>),
    /// `p => t`, `p => a(2:n, j)`, `p => NULL()`.
    PointerAssign {
        lhs: Designator,
        rhs: Expr,
    },
    /// `ALLOCATE (a(n), b(0:m, k), STAT=s)`: the objects with their bounds, and keywords (a
    /// type spec, `ALLOCATE (circle :: s)`, is the argument [`TYPE_SPEC_ARG`] whose value is
    /// an empty typed constructor of the type).
    Allocate(Vec<Arg>),
    /// `DEALLOCATE (a, b, STAT=s)`.
    Deallocate(Vec<Arg>),
    /// `PUBLIC [:: names]` (`true`) or `PRIVATE [:: names]`; no names: the module's default.
    Access(bool, Vec<Name>),
    /// `INTRINSIC sqrt`.
    Intrinsic(Vec<Name>),
    /// `SAVE` (empty: everything) or `SAVE a, b`.
    Save(Vec<Name>),
    /// `COMMON /name/ a, b(10) /other/ c`: the blocks in order (a block without a name is the
    /// blank common).
    Common(Vec<CommonGroup>),
    /// `EQUIVALENCE (a, b(2)), (c, d)`: the sets of storage-sharing items, in order.
    Equivalence(Vec<EquivSet>),
    /// `DATA a, b(2) /1.0, 2*0.0/ (c(i), i = 1, 3) /3*1/`: the sets in order.
    Data(Vec<DataSet>),
    /// `READ (controls) items`, or the short form `READ fmt, items` (unit `*`).
    Read(ReadStmt),
    /// OPEN, CLOSE, REWIND, BACKSPACE, ENDFILE, FLUSH with their specifiers.
    FileOp(FileOpStmt),
    /// `INQUIRE (specifiers)`, or `INQUIRE (IOLENGTH=n) items`.
    Inquire(InquireStmt),
    /// `NAMELIST /grp/ a, b /other/ c`: the groups in order.
    Namelist(Vec<NamelistGroup>),
    /// `WHERE (mask) ... ELSEWHERE ... END WHERE`, or the one-line `WHERE (mask) a = b`.
    Where(Box<WhereConstruct>),
    /// `FORALL (i = 1:n, mask) ... END FORALL`, or the one-line `FORALL (...) a(i) = b`.
    Forall(Box<ForallConstruct>),
    /// `[name:] BLOCK ... END BLOCK [name]`: local declarations, then statements.
    Block(Box<BlockConstruct>),
    /// `[name:] ASSOCIATE (a => sel, ...) ... END ASSOCIATE [name]`.
    Associate(Box<AssociateConstruct>),
}

/// A BLOCK construct: its entities exist only inside it (see `sema/block.rs`).
#[derive(Clone, Debug, PartialEq)]
pub struct BlockConstruct {
    pub name: Option<Name>,
    pub spec: Vec<Stmt>,
    pub body: Vec<Stmt>,
    /// The BLOCK statement.
    pub head: Span,
}

/// An ASSOCIATE construct: each name stands for its selector inside the body.
#[derive(Clone, Debug, PartialEq)]
pub struct AssociateConstruct {
    pub name: Option<Name>,
    pub associations: Vec<(Name, Expr)>,
    pub body: Vec<Stmt>,
    /// The ASSOCIATE statement.
    pub head: Span,
}

/// A FORALL construct (or statement): its index specifications, mask and assignments.
#[derive(Clone, Debug, PartialEq)]
pub struct ForallConstruct {
    pub specs: Vec<ForallSpec>,
    pub mask: Option<Expr>,
    pub body: Vec<Stmt>,
    /// The FORALL statement.
    pub head: Span,
}

/// `i = lo:hi[:step]` in a FORALL header.
#[derive(Clone, Debug, PartialEq)]
pub struct ForallSpec {
    pub var: Name,
    pub lo: Expr,
    pub hi: Expr,
    pub step: Option<Expr>,
}

/// A WHERE construct: the WHERE branch, then each ELSEWHERE (with or without a mask).
#[derive(Clone, Debug, PartialEq)]
pub struct WhereConstruct {
    pub branches: Vec<WhereBranch>,
    /// The END WHERE statement (the WHERE statement for the one-line form).
    pub end: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct WhereBranch {
    /// `None`: a plain ELSEWHERE.
    pub mask: Option<Expr>,
    pub head: Span,
    /// Assignments (and nested WHERE constructs).
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ReadStmt {
    /// For the short form: one positional control, the format.
    pub controls: Vec<IoControl>,
    /// `READ fmt, items`: the unit is `*`.
    pub short: bool,
    pub items: Vec<OutputItem>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct InquireStmt {
    pub controls: Vec<IoControl>,
    /// The output list of the IOLENGTH= form.
    pub items: Vec<OutputItem>,
}

/// One group of a NAMELIST statement.
#[derive(Clone, Debug, PartialEq)]
pub struct NamelistGroup {
    pub name: Name,
    pub objects: Vec<Name>,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileOpKind {
    Open,
    Close,
    Rewind,
    Backspace,
    Endfile,
    Flush,
}

impl FileOpKind {
    pub fn word(self) -> &'static str {
        match self {
            FileOpKind::Open => "OPEN",
            FileOpKind::Close => "CLOSE",
            FileOpKind::Rewind => "REWIND",
            FileOpKind::Backspace => "BACKSPACE",
            FileOpKind::Endfile => "ENDFILE",
            FileOpKind::Flush => "FLUSH",
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct FileOpStmt {
    pub kind: FileOpKind,
    /// `REWIND 5` is one positional control (the unit).
    pub controls: Vec<IoControl>,
}

/// One `objects /values/` set of a DATA statement. Objects are designators (variables, array
/// elements, whole arrays) and implied DO lists of them.
#[derive(Clone, Debug, PartialEq)]
pub struct DataSet {
    pub objects: Vec<OutputItem>,
    pub values: Vec<DataValue>,
    pub span: Span,
}

/// `r*c` or `c` in a DATA value list: `c` is a (signed) literal, a named constant or a BOZ
/// constant; `r` a positive integer literal or named constant.
#[derive(Clone, Debug, PartialEq)]
pub struct DataValue {
    pub repeat: Option<Expr>,
    pub value: DataConst,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum DataConst {
    Expr(Expr),
    /// `Z'1F'`, `X'...'`, `B'101'`, `O'17'`: the radix letter and the digits.
    Boz(char, String, Span),
}

/// One parenthesised set of an EQUIVALENCE statement.
#[derive(Clone, Debug, PartialEq)]
pub struct EquivSet {
    /// Variables, array elements (constant subscripts) or substrings; at least two.
    pub items: Vec<Designator>,
    pub span: Span,
}

/// One block of a COMMON statement with the entities it lists.
/// `PROCEDURE([iface]) [, attrs] :: p [=> init], ...`.
#[derive(Clone, Debug, PartialEq)]
pub struct ProcedureDecl {
    /// The interface: an abstract interface, a procedure with an explicit interface, or
    /// `None` (an implicit one).
    pub iface: Option<Name>,
    /// POINTER, NOPASS, PASS(arg), INTENT(in), ...: each a name with the name in its
    /// parentheses.
    pub attrs: Vec<(Name, Option<Name>)>,
    /// Each name with its initial target (`null()` for `=> NULL()`).
    pub entities: Vec<(Name, Option<Name>)>,
}

impl ProcedureDecl {
    /// Whether the declaration has the attribute `name` (lower case).
    pub fn has(&self, name: &str) -> bool {
        self.attrs.iter().any(|(a, _)| a.text == name)
    }
}

/// The initial target `=> NULL()` of a procedure pointer, as [`ProcedureDecl::entities`]
/// holds it (no Fortran name has parentheses).
pub const NULL_INIT: &str = "null()";

#[derive(Clone, Debug, PartialEq)]
pub struct CommonGroup {
    /// `None`: the blank common.
    pub name: Option<Name>,
    pub entities: Vec<EntityDecl>,
    pub span: Span,
}

impl StmtKind {
    /// Statements allowed only in the specification part.
    pub fn is_specification(&self) -> bool {
        match self {
            StmtKind::TypeDecl(_)
            | StmtKind::DerivedType(_)
            | StmtKind::Dimension(_)
            | StmtKind::Parameter(_)
            | StmtKind::Implicit(_)
            | StmtKind::ImplicitNone
            | StmtKind::External(_)
            | StmtKind::Import(_)
            | StmtKind::Use(_)
            | StmtKind::Intent(..)
            | StmtKind::Optional(_)
            | StmtKind::Value(_)
            | StmtKind::Allocatable(_)
            | StmtKind::Pointer(_)
            | StmtKind::ProcedureDecl(_)
            | StmtKind::Target(_)
            | StmtKind::Access(..)
            | StmtKind::Intrinsic(_)
            | StmtKind::Save(_)
            | StmtKind::Common(_)
            | StmtKind::Namelist(_)
            | StmtKind::Equivalence(_)
            | StmtKind::Data(_) => true,
            StmtKind::Directive(d) => d.kind.is_declarative(),
            _ => false,
        }
    }
}

/// `USE m, only: a, b => c`.
#[derive(Clone, Debug, PartialEq)]
pub struct UseStmt {
    pub module: Name,
    /// `ONLY:` given: only the listed names are made visible.
    pub only: bool,
    /// (local name, module name) pairs: `b => c` is (b, c); `a` is (a, a).
    pub items: Vec<(Name, Name)>,
}

/// INTENT(IN), INTENT(OUT), INTENT(INOUT).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    In,
    Out,
    InOut,
}

/// What `END PROGRAM`, `END SUBROUTINE`, `END FUNCTION` say they end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndUnit {
    Program,
    Module,
    BlockData,
    Subroutine,
    Function,
}

impl EndUnit {
    pub fn word(self) -> &'static str {
        match self {
            EndUnit::Program => "program",
            EndUnit::Module => "module",
            EndUnit::BlockData => "block data",
            EndUnit::Subroutine => "subroutine",
            EndUnit::Function => "function",
        }
    }
}

/// A reference to a statement label (`GO TO 10`, `DO 10 ...`, `PRINT 100`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LabelRef {
    pub value: u32,
    pub span: Span,
}

// ---------------------------------------------------------------- declarations

/// A derived-type definition: `TYPE name`, its component declarations, `END TYPE`.
#[derive(Clone, Debug, PartialEq)]
pub struct DerivedTypeDef {
    pub name: Name,
    /// Declared PRIVATE (`TYPE, PRIVATE :: t`): not seen by users of its module.
    pub private: bool,
    pub components: Vec<TypeDecl>,
    /// `TYPE, EXTENDS(parent) :: t`: the parent type's name.
    pub extends: Option<Name>,
    /// `TYPE, ABSTRACT :: t`: no object may have it as its dynamic type.
    pub abstract_: bool,
    /// The type-bound procedures and generic bindings after the definition's CONTAINS.
    pub bindings: Vec<Binding>,
    /// Procedure pointer components (`PROCEDURE(iface), POINTER, NOPASS :: f => NULL()`),
    /// laid out after the data components.
    pub procedure_components: Vec<ProcedureDecl>,
    pub span: Span,
}

/// One binding of a derived type's CONTAINS part: `PROCEDURE :: area => circle_area` or
/// `GENERIC :: OPERATOR(+) => add`.
#[derive(Clone, Debug, PartialEq)]
pub struct Binding {
    /// The binding's name (for a generic binding an operator or assignment spelled as an
    /// interface's generic name, see `operators.rs`).
    pub name: Name,
    pub kind: BindingKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum BindingKind {
    /// A specific binding to a module procedure, with how the object is passed; a
    /// DEFERRED one names its abstract interface instead (`PROCEDURE(iface), DEFERRED`).
    Specific {
        procedure: Name,
        pass: Pass,
        deferred: bool,
    },
    /// A generic binding: the names of specific bindings of the type.
    Generic(Vec<Name>),
}

/// How a type-bound procedure receives the object it is invoked on.
#[derive(Clone, Debug, PartialEq)]
pub enum Pass {
    /// As its first argument (PASS, or no attribute).
    First,
    /// As the named dummy argument (`PASS(self)`).
    Named(Name),
    /// Not at all (NOPASS).
    None,
}

/// `INTEGER*8`, `REAL(KIND=8)`, `DOUBLE PRECISION`, `TYPE(name)`, ...
#[derive(Clone, Debug, PartialEq)]
pub struct TypeSpec {
    pub keyword: TypeKw,
    /// `*n` (byte length, or character length), `*(n)`, `*(*)`.
    pub star_len: Option<(StarLen, Span)>,
    /// `(8)` or `(KIND=8)`: the kind expression; for `TYPE(name)` the type's name.
    pub kind: Option<Expr>,
    /// CHARACTER only: `(LEN=10)`, `(10)`, `(LEN=*)`.
    pub len: Option<CharLen>,
    pub span: Span,
}

/// A length after `*`: `INTEGER*8`, `CHARACTER*(N+1)`, `CHARACTER*(*)`.
#[derive(Clone, Debug, PartialEq)]
pub enum StarLen {
    Int(IntLit),
    /// Parenthesised: only a CHARACTER length.
    Paren(CharLen),
}

/// The length selector of a CHARACTER type.
#[derive(Clone, Debug, PartialEq)]
pub enum CharLen {
    Expr(Expr),
    /// `*`: assumed length.
    Assumed(Span),
    /// `:`: deferred length (an ALLOCATABLE or POINTER variable, sized by its allocation).
    Deferred(Span),
}

#[derive(Clone, Debug, PartialEq)]
pub struct TypeDecl {
    pub ty: TypeSpec,
    pub attrs: Vec<AttrSpec>,
    pub entities: Vec<EntityDecl>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AttrSpec {
    pub kind: AttrKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum AttrKind {
    Parameter,
    Dimension(Vec<DimSpec>),
    Intent(Intent),
    Optional,
    Allocatable,
    Pointer,
    Target,
    Save,
    External,
    Intrinsic,
    /// PUBLIC (`true`) or PRIVATE.
    Access(bool),
    /// `BIND(C)` of a module variable, with NAME= (`None`: the variable's own name).
    Bind(Option<String>),
    /// An attribute this compiler does not implement (`POINTER`, ...).
    Other(String),
}

/// One declared name: `A(0:N+1, M)`, `N = 10` (with PARAMETER), `S*8`.
#[derive(Clone, Debug, PartialEq)]
pub struct EntityDecl {
    pub name: Name,
    pub dims: Option<Vec<DimSpec>>,
    /// `S*8`, `S*(N)`, `S*(*)`: a CHARACTER length for this name.
    pub star_len: Option<(StarLen, Span)>,
    pub init: Option<Expr>,
    /// `p => NULL()`: a pointer's initial association.
    pub pointer_init: Option<Expr>,
    pub span: Span,
}

/// One dimension of an array declaration: `N`, `0:N+1`, `*`, `:`.
#[derive(Clone, Debug, PartialEq)]
pub struct DimSpec {
    pub lower: Option<Expr>,
    /// `None`: assumed size (`*`, then `star`) or deferred/assumed shape (`:`).
    pub upper: Option<Expr>,
    /// The upper bound is `*`: the assumed size of a dummy array's last dimension.
    pub star: bool,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct NamedConstant {
    pub name: Name,
    pub value: Expr,
}

/// `DOUBLE PRECISION (A-H, O-Z)`.
#[derive(Clone, Debug, PartialEq)]
pub struct ImplicitSpec {
    pub ty: TypeSpec,
    pub ranges: Vec<LetterRange>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct LetterRange {
    pub first: char,
    pub last: char,
    pub span: Span,
}

// ---------------------------------------------------------------- constructs

// The counted form dominates in practice; boxing it would only add an allocation per loop.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum DoControl {
    /// `DO var = lo, hi [, step]`.
    Counted {
        var: Name,
        lo: Expr,
        hi: Expr,
        step: Option<Expr>,
    },
    /// `DO WHILE (cond)`.
    While(Expr),
    /// `DO` with no control (left by EXIT).
    Forever,
}

#[derive(Clone, Debug, PartialEq)]
pub struct DoConstruct {
    /// `name: DO`: the construct name EXIT and CYCLE may give.
    pub name: Option<Name>,
    pub control: DoControl,
    /// `DO 10 ...`: the label of the terminal statement.
    pub term_label: Option<LabelRef>,
    /// The DO statement itself.
    pub head: Span,
    pub body: Vec<Stmt>,
    /// The END DO statement, when the loop ends with one.
    pub end: Option<(Span, Option<Label>)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct IfBranch {
    pub cond: Expr,
    /// The IF THEN / ELSE IF statement.
    pub head: Span,
    pub label: Option<Label>,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ElseBranch {
    pub head: Span,
    pub label: Option<Label>,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct IfConstruct {
    /// IF THEN, then each ELSE IF, in order.
    pub branches: Vec<IfBranch>,
    pub else_branch: Option<ElseBranch>,
    /// The END IF statement and its label.
    pub end: (Span, Option<Label>),
    /// Of a SELECT CASE construct: the selector, which each condition holds in parentheses
    /// (evaluated once before the first CASE where it is not a plain variable).
    pub selector: Option<Expr>,
    /// Of a SELECT TYPE construct: its selector and guards (each branch's condition is then
    /// the selector itself, a placeholder that semantic analysis replaces by the test of
    /// the guard; CLASS DEFAULT is the ELSE).
    pub select_type: Option<Box<SelectType>>,
    /// The construct name (`outer: IF (...) THEN`), which an EXIT inside may name.
    pub name: Option<Name>,
}

/// `SELECT TYPE ([assoc =>] selector)`: what semantic analysis needs besides the branches.
#[derive(Clone, Debug, PartialEq)]
pub struct SelectType {
    /// The associate name (`None`: the selector's own name).
    pub assoc: Option<Name>,
    pub selector: Expr,
    /// One per branch of the IF construct, in order.
    pub guards: Vec<TypeGuard>,
}

/// The guard of one branch of a SELECT TYPE construct.
#[derive(Clone, Debug, PartialEq)]
pub enum TypeGuard {
    /// `TYPE IS (t)`: the dynamic type is `t` (a derived or an intrinsic type).
    TypeIs(TypeSpec),
    /// `CLASS IS (t)`: the dynamic type extends `t`.
    ClassIs(TypeSpec),
    /// A branch never taken (a construct with only CLASS DEFAULT keeps the IF's shape).
    Never,
}

/// `REGION ... END REGION`, or `HOST_SECTION ... END HOST_SECTION` (by the directive's kind).
#[derive(Clone, Debug, PartialEq)]
pub struct RegionConstruct {
    pub directive: Directive,
    pub body: Vec<Stmt>,
    pub end: Span,
}

// ---------------------------------------------------------------- simple statements

#[derive(Clone, Debug, PartialEq)]
pub enum StopCode {
    Int(IntLit, Span),
    Str(String, Span),
}

/// A unit or format given as `*` or as an expression.
#[derive(Clone, Debug, PartialEq)]
pub enum IoValue {
    Star(Span),
    Expr(Expr),
}

impl IoValue {
    pub fn span(&self) -> Span {
        match self {
            IoValue::Star(s) => *s,
            IoValue::Expr(e) => e.span,
        }
    }
}

/// One item of a WRITE control list: `*`, `6`, `UNIT=*`, `FMT=100`.
#[derive(Clone, Debug, PartialEq)]
pub struct IoControl {
    pub keyword: Option<Name>,
    pub value: IoValue,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PrintStmt {
    pub format: IoValue,
    pub items: Vec<OutputItem>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct WriteStmt {
    pub controls: Vec<IoControl>,
    pub items: Vec<OutputItem>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum OutputItem {
    Expr(Expr),
    ImpliedDo(Box<ImpliedDo>),
}

/// `(A(I), B(I), I = 1, N [, S])`.
#[derive(Clone, Debug, PartialEq)]
pub struct ImpliedDo {
    pub items: Vec<OutputItem>,
    pub var: Name,
    pub lo: Expr,
    pub hi: Expr,
    pub step: Option<Expr>,
    pub span: Span,
}

/// `FORMAT(...)`: the specification text including its parentheses.
#[derive(Clone, Debug, PartialEq)]
pub struct FormatStmt {
    pub text: String,
    pub span: Span,
}

// ---------------------------------------------------------------- expressions

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Int(IntLit),
    Real(RealLit),
    Str(String),
    Logical(LogicalLit),
    /// A name, an array element or a function reference (told apart in semantic analysis).
    Designator(Designator),
    Unary(UnaryOp, Box<Expr>),
    Binary(BinaryOp, Box<Expr>, Box<Expr>),
    /// `(e)`: kept because Fortran evaluates parenthesised expressions as written.
    Paren(Box<Expr>),
    /// `(re, im)`: a COMPLEX literal constant (its parts are checked to be constants).
    Complex(Box<Expr>, Box<Expr>),
    /// `lo:hi` inside the parentheses of a designator: a substring range (later also array
    /// sections). Either bound may be omitted.
    Range(Option<Box<Expr>>, Option<Box<Expr>>),
    /// `lo:hi:stride` in an array section (either bound may be omitted).
    Triplet(Option<Box<Expr>>, Option<Box<Expr>>, Box<Expr>),
    /// `(/ a, b, (c(i), i = 1, n) /)` or `[ ... ]`: an array constructor.
    Constructor(Vec<OutputItem>),
    /// `[real(8) :: 1, 2.5]`: an array constructor whose values take the type (and a
    /// CHARACTER length) of its type specification; it may be empty (`[integer ::]`).
    TypedConstructor(Box<TypeSpec>, Vec<OutputItem>),
}

impl Expr {
    /// Whether `name` appears in the expression (as a variable, array or function name).
    /// Iterative: generated expressions nest deeper than a thread's stack allows recursing.
    pub fn mentions(&self, name: &str) -> bool {
        let mut todo = vec![self];
        while let Some(e) = todo.pop() {
            match &e.kind {
                ExprKind::Designator(d) => {
                    if d.name.text == name {
                        return true;
                    }
                    todo.extend(d.args.iter().flatten().map(|a| &a.value));
                    todo.extend(d.substring.as_ref().map(|a| &a.value));
                }
                ExprKind::Paren(a) | ExprKind::Unary(_, a) => todo.push(a),
                ExprKind::Binary(_, a, b) | ExprKind::Complex(a, b) => todo.extend([&**a, &**b]),
                ExprKind::Range(lo, hi) => todo.extend(lo.iter().chain(hi).map(|x| &**x)),
                ExprKind::Triplet(lo, hi, st) => {
                    todo.extend(lo.iter().chain(hi).map(|x| &**x));
                    todo.push(st);
                }
                ExprKind::Constructor(items) | ExprKind::TypedConstructor(_, items) => {
                    let mut stack: Vec<&OutputItem> = items.iter().collect();
                    while let Some(item) = stack.pop() {
                        match item {
                            OutputItem::Expr(x) => todo.push(x),
                            OutputItem::ImpliedDo(d) => {
                                if d.var.text == name {
                                    return true;
                                }
                                todo.extend([&d.lo, &d.hi]);
                                todo.extend(d.step.as_ref());
                                stack.extend(d.items.iter());
                            }
                        }
                    }
                }
                ExprKind::Int(_) | ExprKind::Real(_) | ExprKind::Str(_) | ExprKind::Logical(_) => {}
            }
        }
        false
    }
}

/// `X` or `A(I, J)` / `F(X, KIND=8)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Designator {
    pub name: Name,
    pub args: Option<Vec<Arg>>,
    /// `A(I)(2:5)`: a substring of an array element.
    pub substring: Option<Box<Arg>>,
    /// `%b(j)%c`: the component references after the name (each without parts of its own).
    pub parts: Vec<Designator>,
    pub span: Span,
}

/// The keyword of ALLOCATE's type spec among its arguments (no Fortran keyword has `%`).
pub const TYPE_SPEC_ARG: &str = "%type";

/// A parenthesised argument: a subscript or an actual argument, which may be named
/// (`KIND=8`); only function calls accept names, which sema checks.
#[derive(Clone, Debug, PartialEq)]
pub struct Arg {
    /// `name =`; [`ALT_RETURN_DUMMY`] for an alternate-return label `*10` (the value is the
    /// label).
    pub keyword: Option<Name>,
    pub value: Expr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOp {
    Plus,
    Minus,
    Not,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Pow,
    Concat,
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
}

impl BinaryOp {
    /// The operator as written in messages.
    pub fn spelling(self) -> &'static str {
        match self {
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::Pow => "**",
            BinaryOp::Concat => "//",
            BinaryOp::Eq => ".EQ.",
            BinaryOp::Ne => ".NE.",
            BinaryOp::Lt => ".LT.",
            BinaryOp::Le => ".LE.",
            BinaryOp::Gt => ".GT.",
            BinaryOp::Ge => ".GE.",
            BinaryOp::And => ".AND.",
            BinaryOp::Or => ".OR.",
            BinaryOp::Eqv => ".EQV.",
            BinaryOp::Neqv => ".NEQV.",
        }
    }
}

// ---------------------------------------------------------------- statement lines

/// What one statement line parses to, before constructs are nested.
#[derive(Clone, Debug, PartialEq)]
pub enum Line {
    /// A statement that is complete by itself.
    Stmt(StmtKind),
    Program(Name),
    Module(Name),
    Contains,
    /// `INTERFACE [generic-name]`.
    Interface(Option<Name>),
    /// `ABSTRACT INTERFACE`.
    AbstractInterface,
    EndInterface(Option<Name>),
    /// `MODULE PROCEDURE a, b` (in a generic INTERFACE block).
    ModuleProcedure(Vec<Name>),
    /// `TYPE [, PUBLIC|PRIVATE|EXTENDS(parent)] [::] name`: the attributes (each a name with
    /// the name in its parentheses) and the type's name.
    TypeDef(Vec<(Name, Option<Name>)>, Name),
    /// `PROCEDURE [(iface)] [, attrs] :: binding [=> proc], ...` in a derived type's
    /// CONTAINS part.
    ProcedureBinding(
        Option<Name>,
        Vec<(Name, Option<Name>)>,
        Vec<(Name, Option<Name>)>,
    ),
    /// `GENERIC [, attrs] :: spec => bindings` in a derived type's CONTAINS part.
    GenericBinding(Vec<(Name, Option<Name>)>, Name, Vec<Name>),
    EndType(Option<Name>),
    Sequence,
    BlockData(Option<Name>),
    Subroutine {
        name: Name,
        dummies: Vec<Name>,
        prefix: ProcPrefix,
        suffixes: Vec<ProcSuffix>,
    },
    Function {
        ty: Option<TypeSpec>,
        name: Name,
        dummies: Vec<Name>,
        prefix: ProcPrefix,
        /// RESULT(r) and BIND(C), checked when the unit is built.
        suffixes: Vec<ProcSuffix>,
    },
    End {
        /// The kind of unit `END PROGRAM/SUBROUTINE/FUNCTION` names (`None`: plain `END`).
        unit: Option<EndUnit>,
        name: Option<Name>,
    },
    Do {
        term_label: Option<LabelRef>,
        control: DoControl,
    },
    /// `DO CONCURRENT (i = lo:hi[:step], ... [, mask])`: built into nested DO loops.
    DoConcurrent {
        term_label: Option<LabelRef>,
        specs: Vec<ForallSpec>,
        mask: Option<Expr>,
    },
    EndDo,
    IfThen(Expr),
    ElseIf(Expr),
    Else,
    EndIf,
    SelectCase(Expr),
    Case(Vec<CaseValue>),
    CaseDefault,
    /// `SELECT TYPE ([assoc =>] selector)`.
    SelectType(Option<Name>, Expr),
    /// `TYPE IS (t)` (`false`) or `CLASS IS (t)` (`true`).
    TypeGuard(bool, TypeSpec),
    ClassDefault,
    EndSelect,
    Where(Expr),
    ElseWhere(Option<Expr>),
    EndWhere,
    Forall((Vec<ForallSpec>, Option<Expr>)),
    EndForall,
    Block,
    EndBlock,
    Associate(Vec<(Name, Expr)>),
    EndAssociate,
}

/// One selector of a CASE statement: `5`, `'a'`, `2:4`, `:0`, `10:`.
#[derive(Clone, Debug, PartialEq)]
pub enum CaseValue {
    Value(Expr),
    Range(Option<Expr>, Option<Expr>),
}

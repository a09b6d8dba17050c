//! The syntax tree of a C translation unit, as the grammar builds it.
//!
//! Positions are byte ranges in the preprocessed text ([`Pos`]); `preprocess::LineMap` maps
//! them back to the user's files. Declarators keep C's inside-out shape (see [`Declarator`]);
//! semantic analysis turns them into types. `Display` (`--emit=ast`) prints an indented tree.

use std::fmt;

/// A byte range in the preprocessed text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Pos {
    pub lo: usize,
    pub hi: usize,
}

impl Pos {
    pub fn new(lo: usize, hi: usize) -> Pos {
        Pos { lo, hi }
    }
}

#[derive(Clone, Debug)]
pub struct TranslationUnit {
    pub items: Vec<External>,
    /// `packed`/`aligned` attributes, `_Alignas` and `#pragma pack`, kept aside by position.
    pub layout: super::layout_attrs::LayoutAttrs,
}

#[derive(Clone, Debug)]
pub enum External {
    Decl(Declaration),
    Func(FunctionDef),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    Typedef,
    Extern,
    Static,
    Auto,
    Register,
}

/// One type specifier keyword or a named/tagged type.
#[derive(Clone, Debug)]
pub enum TypeSpec {
    Void,
    Char,
    Short,
    Int,
    Long,
    Float,
    Double,
    Signed,
    Unsigned,
    Bool,
    /// `_Complex`: the other specifiers name the part type.
    Complex,
    /// `long double` spelled as one GNU type (`_Float128`), or `__int128`.
    Wide,
    VaList,
    Struct(StructSpec),
    Enum(EnumSpec),
    Named(String),
}

#[derive(Clone, Debug, Default)]
pub struct Specs {
    pub storage: Vec<(Storage, Pos)>,
    pub types: Vec<(TypeSpec, Pos)>,
    /// `volatile` among the specifiers.
    pub volatile: bool,
    /// `const` among the specifiers.
    pub konst: bool,
}

/// One item of a declaration's specifiers, as the grammar reads them.
#[derive(Clone, Debug)]
pub enum SpecItem {
    Storage((Storage, Pos)),
    Type((TypeSpec, Pos)),
    Volatile,
    Const,
}

impl Specs {
    /// Specifiers from the grammar's items.
    pub fn from_items(items: Vec<SpecItem>) -> Specs {
        let mut s = Specs::default();
        for x in items {
            match x {
                SpecItem::Storage(st) => s.storage.push(st),
                SpecItem::Type(t) => s.types.push(t),
                SpecItem::Volatile => s.volatile = true,
                SpecItem::Const => s.konst = true,
            }
        }
        s
    }
}

/// The qualifiers of one `*` of a declarator.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PtrQuals {
    pub restrict: bool,
    pub volatile: bool,
    pub konst: bool,
}

#[derive(Clone, Debug)]
pub struct StructSpec {
    pub is_union: bool,
    pub tag: Option<String>,
    /// `None`: a reference to the tag (`struct s *p`), not a definition.
    pub fields: Option<Vec<Field>>,
    pub pos: Pos,
}

#[derive(Clone, Debug)]
pub struct Field {
    pub specs: Specs,
    /// Declarators (none: an anonymous struct or union member); a bit-field width.
    pub declarators: Vec<(Option<Declarator>, Option<Expr>)>,
    pub pos: Pos,
}

#[derive(Clone, Debug)]
pub struct EnumSpec {
    pub tag: Option<String>,
    pub items: Option<Vec<(String, Option<Expr>, Pos)>>,
    pub pos: Pos,
}

/// A declarator, inside out: `Pointer(d)` applies "pointer to" to the base type and goes on
/// with `d`; `Array(d, n)` and `Function(d, params)` likewise. So `*a[3]` is
/// `Pointer(Array(a, 3))` (an array of pointers) and `(*a)[3]` is `Array(Pointer(a), 3)`.
#[derive(Clone, Debug)]
pub enum Declarator {
    /// The declared name (`None` in an abstract declarator).
    Name(Option<String>, Pos),
    /// A pointer, with its qualifiers.
    Pointer(Box<Declarator>, PtrQuals),
    /// An array, with whether `static` or qualifiers stand in its `[]` (a parameter's
    /// outermost array only, `double x[static 4]`).
    Array(Box<Declarator>, Option<Box<Expr>>, bool),
    Function(Box<Declarator>, Params),
}

impl Declarator {
    pub fn name(&self) -> Option<(&str, Pos)> {
        match self {
            Declarator::Name(n, p) => n.as_deref().map(|n| (n, *p)),
            Declarator::Pointer(d, _) | Declarator::Array(d, _, _) | Declarator::Function(d, _) => {
                d.name()
            }
        }
    }

    pub fn pos(&self) -> Pos {
        match self {
            Declarator::Name(_, p) => *p,
            Declarator::Pointer(d, _) | Declarator::Array(d, _, _) | Declarator::Function(d, _) => {
                d.pos()
            }
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Params {
    pub params: Vec<Param>,
    pub variadic: bool,
    /// `()`: no prototype (old style); `(void)` is an empty list with this false.
    pub unspecified: bool,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub specs: Specs,
    pub declarator: Declarator,
    pub pos: Pos,
}

#[derive(Clone, Debug)]
pub struct TypeName {
    pub specs: Specs,
    pub declarator: Declarator,
    pub pos: Pos,
}

#[derive(Clone, Debug)]
pub struct Declaration {
    pub specs: Specs,
    pub inits: Vec<InitDeclarator>,
    pub pos: Pos,
}

#[derive(Clone, Debug)]
pub struct InitDeclarator {
    pub declarator: Declarator,
    pub init: Option<Initializer>,
}

#[derive(Clone, Debug)]
pub enum Initializer {
    Expr(Expr),
    List(Vec<InitItem>, Pos),
}

/// One initializer of a braced list, with its designators (`[2] =`, `.x =`).
#[derive(Clone, Debug)]
pub struct InitItem {
    pub designators: Vec<Designator>,
    pub init: Initializer,
}

#[derive(Clone, Debug)]
pub enum Designator {
    Index(Expr, Pos),
    Member(String, Pos),
}

#[derive(Clone, Debug)]
pub struct FunctionDef {
    pub specs: Specs,
    pub declarator: Declarator,
    pub body: Vec<BlockItem>,
    pub pos: Pos,
    /// The position of the closing brace (where falling off the end returns).
    pub end: Pos,
}

#[derive(Clone, Debug)]
pub enum BlockItem {
    Decl(Declaration),
    Stmt(Stmt),
}

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub pos: Pos,
}

#[derive(Clone, Debug)]
pub enum ForInit {
    Decl(Declaration),
    Expr(Expr),
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Expr(Option<Expr>),
    Compound(Vec<BlockItem>),
    If(Expr, Box<Stmt>, Option<Box<Stmt>>),
    While(Expr, Box<Stmt>),
    DoWhile(Box<Stmt>, Expr),
    For(Option<Box<ForInit>>, Option<Expr>, Option<Expr>, Box<Stmt>),
    Switch(Expr, Box<Stmt>),
    /// `case c:`, or the GNU range `case lo ... hi:` (the second expression).
    Case(Expr, Option<Expr>, Box<Stmt>),
    Default(Box<Stmt>),
    Label(String, Box<Stmt>),
    Goto(String),
    Break,
    Continue,
    Return(Option<Expr>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Mul,
    Div,
    Mod,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    And,
    Or,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Plus,
    Not,
    BitNot,
    Deref,
    Addr,
    /// GNU's `__real__`/`__imag__`: a part of a complex value (an lvalue of a complex lvalue).
    Real,
    Imag,
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub pos: Pos,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Ident(String),
    Int(super::lexer::IntLit),
    Float(super::lexer::FloatLit),
    Char(i64),
    Str(Vec<u8>),
    /// `L"..."`: `wchar_t` (32-bit `int`) code units, without the terminating zero.
    WideStr(Vec<u32>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `a = b` (`None`) or `a op= b`.
    Assign(Option<BinOp>, Box<Expr>, Box<Expr>),
    Unary(UnOp, Box<Expr>),
    /// `++x`/`--x` (`pre`) or `x++`/`x--`.
    IncDec {
        pre: bool,
        inc: bool,
        e: Box<Expr>,
    },
    Cast(Box<TypeName>, Box<Expr>),
    SizeofExpr(Box<Expr>),
    SizeofType(Box<TypeName>),
    /// `_Alignof(type)` (GNU `__alignof__`).
    AlignofType(Box<TypeName>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    Call(Box<Expr>, Vec<Expr>),
    Index(Box<Expr>, Box<Expr>),
    Member(Box<Expr>, String, bool),
    Comma(Box<Expr>, Box<Expr>),
    /// C99 `(type){ initializers }`: an unnamed object.
    CompoundLit(Box<TypeName>, Box<Initializer>),
    /// GNU `({ ...; e; })`: the value of the last expression statement.
    StmtExpr(Vec<BlockItem>),
    /// `__builtin_offsetof(type, m.n[i])`: the member path as designators.
    Offsetof(Box<TypeName>, Vec<Designator>),
    /// `__builtin_va_arg(ap, type)`.
    VaArg(Box<Expr>, Box<TypeName>),
    /// C11 `_Generic(controlling, type: e, default: e)`: the association whose type is the
    /// controlling expression's (not evaluated); `None` is `default`.
    Generic(Box<Expr>, Vec<(Option<TypeName>, Expr)>),
}

impl Expr {
    pub fn new(kind: ExprKind, lo: usize, hi: usize) -> Expr {
        Expr {
            kind,
            pos: Pos::new(lo, hi),
        }
    }
}

// ---------------------------------------------------------------------- dump

fn indent(f: &mut fmt::Formatter<'_>, n: usize) -> fmt::Result {
    write!(f, "{:width$}", "", width = n * 2)
}

impl fmt::Display for TranslationUnit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for item in &self.items {
            match item {
                External::Decl(d) => dump_decl(f, d, 0)?,
                External::Func(func) => {
                    write!(f, "function ")?;
                    dump_specs(f, &func.specs)?;
                    writeln!(f, " {}", DeclDump(&func.declarator))?;
                    for item in &func.body {
                        dump_item(f, item, 1)?;
                    }
                }
            }
        }
        Ok(())
    }
}

fn dump_specs(f: &mut fmt::Formatter<'_>, s: &Specs) -> fmt::Result {
    let mut first = true;
    for (st, _) in &s.storage {
        write!(f, "{}{st:?}", if first { "" } else { " " })?;
        first = false;
    }
    for (t, _) in &s.types {
        let sep = if first { "" } else { " " };
        first = false;
        match t {
            TypeSpec::Struct(st) => write!(
                f,
                "{sep}{} {}{}",
                if st.is_union { "union" } else { "struct" },
                st.tag.as_deref().unwrap_or("<anon>"),
                if st.fields.is_some() { " {..}" } else { "" }
            )?,
            TypeSpec::Enum(e) => write!(f, "{sep}enum {}", e.tag.as_deref().unwrap_or("<anon>"))?,
            TypeSpec::Named(n) => write!(f, "{sep}{n}")?,
            other => write!(f, "{sep}{other:?}")?,
        }
    }
    Ok(())
}

struct DeclDump<'a>(&'a Declarator);

impl fmt::Display for DeclDump<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Declarator::Name(n, _) => write!(f, "{}", n.as_deref().unwrap_or("_")),
            Declarator::Pointer(d, q) => write!(
                f,
                "{}{}ptr({})",
                if q.restrict { "restrict " } else { "" },
                if q.volatile { "volatile " } else { "" },
                DeclDump(d)
            ),
            Declarator::Array(d, n, _) => write!(
                f,
                "array({}, {})",
                DeclDump(d),
                if n.is_some() { "n" } else { "" }
            ),
            Declarator::Function(d, p) => {
                write!(f, "func({}; {} params", DeclDump(d), p.params.len())?;
                if p.variadic {
                    write!(f, ", ...")?;
                }
                write!(f, ")")
            }
        }
    }
}

fn dump_decl(f: &mut fmt::Formatter<'_>, d: &Declaration, n: usize) -> fmt::Result {
    indent(f, n)?;
    write!(f, "decl ")?;
    dump_specs(f, &d.specs)?;
    for i in &d.inits {
        write!(f, " {}", DeclDump(&i.declarator))?;
        if i.init.is_some() {
            write!(f, " = ..")?;
        }
    }
    writeln!(f)
}

fn dump_item(f: &mut fmt::Formatter<'_>, item: &BlockItem, n: usize) -> fmt::Result {
    match item {
        BlockItem::Decl(d) => dump_decl(f, d, n),
        BlockItem::Stmt(s) => dump_stmt(f, s, n),
    }
}

fn dump_stmt(f: &mut fmt::Formatter<'_>, s: &Stmt, n: usize) -> fmt::Result {
    indent(f, n)?;
    match &s.kind {
        StmtKind::Expr(e) => match e {
            Some(e) => writeln!(f, "expr {}", ExprDump(e)),
            None => writeln!(f, "empty"),
        },
        StmtKind::Compound(items) => {
            writeln!(f, "block")?;
            items.iter().try_for_each(|i| dump_item(f, i, n + 1))
        }
        StmtKind::If(c, t, e) => {
            writeln!(f, "if {}", ExprDump(c))?;
            dump_stmt(f, t, n + 1)?;
            if let Some(e) = e {
                indent(f, n)?;
                writeln!(f, "else")?;
                dump_stmt(f, e, n + 1)?;
            }
            Ok(())
        }
        StmtKind::While(c, b) => {
            writeln!(f, "while {}", ExprDump(c))?;
            dump_stmt(f, b, n + 1)
        }
        StmtKind::DoWhile(b, c) => {
            writeln!(f, "do-while {}", ExprDump(c))?;
            dump_stmt(f, b, n + 1)
        }
        StmtKind::For(i, c, st, b) => {
            write!(f, "for")?;
            match i.as_deref() {
                Some(ForInit::Expr(e)) => write!(f, " init {}", ExprDump(e))?,
                Some(ForInit::Decl(_)) => write!(f, " init <decl>")?,
                None => {}
            }
            if let Some(c) = c {
                write!(f, " cond {}", ExprDump(c))?;
            }
            if let Some(st) = st {
                write!(f, " step {}", ExprDump(st))?;
            }
            writeln!(f)?;
            dump_stmt(f, b, n + 1)
        }
        StmtKind::Switch(c, b) => {
            writeln!(f, "switch {}", ExprDump(c))?;
            dump_stmt(f, b, n + 1)
        }
        StmtKind::Case(c, hi, b) => {
            write!(f, "case {}", ExprDump(c))?;
            if let Some(hi) = hi {
                write!(f, " ... {}", ExprDump(hi))?;
            }
            writeln!(f)?;
            dump_stmt(f, b, n + 1)
        }
        StmtKind::Default(b) => {
            writeln!(f, "default")?;
            dump_stmt(f, b, n + 1)
        }
        StmtKind::Label(l, b) => {
            writeln!(f, "label {l}")?;
            dump_stmt(f, b, n + 1)
        }
        StmtKind::Goto(l) => writeln!(f, "goto {l}"),
        StmtKind::Break => writeln!(f, "break"),
        StmtKind::Continue => writeln!(f, "continue"),
        StmtKind::Return(e) => match e {
            Some(e) => writeln!(f, "return {}", ExprDump(e)),
            None => writeln!(f, "return"),
        },
    }
}

struct ExprDump<'a>(&'a Expr);

impl fmt::Display for ExprDump<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0.kind {
            ExprKind::Ident(n) => write!(f, "{n}"),
            ExprKind::Int(i) => write!(f, "{}", i.value),
            ExprKind::Float(x) => write!(f, "{:?}", x.value),
            ExprKind::Char(c) => write!(f, "'{c}'"),
            ExprKind::Str(s) => write!(f, "{:?}", String::from_utf8_lossy(s)),
            ExprKind::WideStr(s) => write!(
                f,
                "L{:?}",
                s.iter()
                    .map(|&c| char::from_u32(c).unwrap_or('?'))
                    .collect::<String>()
            ),
            ExprKind::Binary(op, a, b) => write!(f, "({:?} {} {})", op, ExprDump(a), ExprDump(b)),
            ExprKind::Assign(op, a, b) => match op {
                Some(op) => write!(f, "({:?}= {} {})", op, ExprDump(a), ExprDump(b)),
                None => write!(f, "(= {} {})", ExprDump(a), ExprDump(b)),
            },
            ExprKind::Unary(op, a) => write!(f, "({:?} {})", op, ExprDump(a)),
            ExprKind::IncDec { pre, inc, e } => write!(
                f,
                "({}{} {})",
                if *pre { "pre" } else { "post" },
                if *inc { "++" } else { "--" },
                ExprDump(e)
            ),
            ExprKind::Cast(t, e) => write!(f, "(cast {} {})", DeclDump(&t.declarator), ExprDump(e)),
            ExprKind::SizeofExpr(e) => write!(f, "(sizeof {})", ExprDump(e)),
            ExprKind::SizeofType(_) => write!(f, "(sizeof <type>)"),
            ExprKind::AlignofType(_) => write!(f, "(_Alignof <type>)"),
            ExprKind::Cond(c, a, b) => {
                write!(f, "(? {} {} {})", ExprDump(c), ExprDump(a), ExprDump(b))
            }
            ExprKind::Call(c, args) => {
                write!(f, "(call {}", ExprDump(c))?;
                for a in args {
                    write!(f, " {}", ExprDump(a))?;
                }
                write!(f, ")")
            }
            ExprKind::Index(a, i) => write!(f, "{}[{}]", ExprDump(a), ExprDump(i)),
            ExprKind::Member(a, m, arrow) => {
                write!(f, "{}{}{m}", ExprDump(a), if *arrow { "->" } else { "." })
            }
            ExprKind::Comma(a, b) => write!(f, "(, {} {})", ExprDump(a), ExprDump(b)),
            ExprKind::CompoundLit(t, _) => {
                write!(f, "(compound {} {{..}})", DeclDump(&t.declarator))
            }
            ExprKind::StmtExpr(items) => write!(f, "({{ {} items }})", items.len()),
            ExprKind::Offsetof(..) => write!(f, "(offsetof <type>, <member>)"),
            ExprKind::VaArg(..) => write!(f, "(va_arg <list>, <type>)"),
            ExprKind::Generic(c, a) => {
                write!(f, "(_Generic {} {} associations)", ExprDump(c), a.len())
            }
        }
    }
}

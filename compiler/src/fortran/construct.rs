//! The construct builder: a flat list of parsed statement lines → the program units of a
//! [`File`], each with its constructs nested.
//!
//! It splits the file into units (a unit ends at its END; the next statement starts the next
//! one), matches DO with its terminal label or END DO, IF THEN with ELSE IF / ELSE / END IF, and
//! `REGION` with `END REGION`; splits the specification part from the executable part; and
//! reports what does not match: a DO whose terminal label never comes, an END IF with no IF,
//! constructs still open at END, declarations after executable statements, an END SUBROUTINE
//! closing a function.
//!
//! SELECT CASE becomes an IF construct here: each CASE a branch whose condition compares the
//! selector with the case values (`.EQV.` for LOGICAL), CASE DEFAULT its ELSE (the standard
//! forbids overlapping cases, so DEFAULT may go last whatever its place). The selector
//! expression is written into each condition; semantic analysis evaluates it once, before
//! the first CASE, where it is more than a variable (`IfConstruct::selector`).

use crate::diag::Diagnostics;
use crate::directives::ast::{Directive, DirectiveKind};
use crate::fortran::ast::*;

/// One parsed statement line with its position.
pub struct ParsedLine {
    pub label: Option<Label>,
    pub line: Line,
    pub span: Span,
    /// The construct name before the statement and after an END of a construct.
    pub names: crate::fortran::parse::StmtNames,
}

// A short-lived stack of the constructs being built; its size does not matter.
#[allow(clippy::large_enum_variant)]
enum Open {
    Do {
        construct: DoConstruct,
        /// DO CONCURRENT: its index specifications (the first runs the outermost loop, the
        /// last is `construct`'s own control) and its mask.
        concurrent: Option<(Vec<ForallSpec>, Option<Expr>)>,
        label: Option<Label>,
        span: Span,
    },
    If {
        construct: IfConstruct,
        in_else: bool,
        label: Option<Label>,
        span: Span,
    },
    Region {
        directive: Directive,
        body: Vec<Stmt>,
        span: Span,
    },
    Where {
        construct: WhereConstruct,
        label: Option<Label>,
        span: Span,
    },
    Forall {
        construct: ForallConstruct,
        label: Option<Label>,
        span: Span,
    },
    Block {
        construct: BlockConstruct,
        label: Option<Label>,
        span: Span,
    },
    Associate {
        construct: AssociateConstruct,
        label: Option<Label>,
        span: Span,
    },
    Select {
        selector: Expr,
        /// The constant case values seen so far, to find overlaps.
        seen: Vec<CaseKey>,
        /// The finished cases (branches) and CASE DEFAULT (the ELSE).
        construct: IfConstruct,
        /// Where statements go now.
        part: SelectPart,
        label: Option<Label>,
        span: Span,
    },
}

/// The part of a SELECT CASE construct being read.
enum SelectPart {
    /// Statements before the first CASE (reported when the part ends).
    BeforeFirstCase(Vec<Stmt>),
    Case(IfBranch),
    Default(ElseBranch),
}

impl SelectPart {
    /// Moves a finished part into `construct`.
    fn finish(self, construct: &mut IfConstruct, diags: &mut Diagnostics) {
        match self {
            SelectPart::BeforeFirstCase(stmts) => {
                if let Some(first) = stmts.first() {
                    diags.error(
                        first.span,
                        match construct.select_type {
                            Some(_) => "a statement between SELECT TYPE and the first type guard is not allowed",
                            None => "a statement between SELECT CASE and the first CASE is not allowed",
                        },
                    );
                }
            }
            SelectPart::Case(branch) => construct.branches.push(branch),
            SelectPart::Default(default) => construct.else_branch = Some(default),
        }
    }
}

impl Open {
    fn body(&mut self) -> &mut Vec<Stmt> {
        match self {
            Open::Do { construct, .. } => &mut construct.body,
            Open::If {
                construct, in_else, ..
            } => {
                if *in_else {
                    match &mut construct.else_branch {
                        Some(e) => &mut e.body,
                        None => unreachable!("in_else implies an else branch"), // ok: set together
                    }
                } else {
                    match construct.branches.last_mut() {
                        Some(b) => &mut b.body,
                        None => unreachable!("an IF construct starts with a branch"), // ok: built with one
                    }
                }
            }
            Open::Region { body, .. } => body,
            Open::Forall { construct, .. } => &mut construct.body,
            Open::Block { construct, .. } => &mut construct.body,
            Open::Associate { construct, .. } => &mut construct.body,
            Open::Where { construct, .. } => match construct.branches.last_mut() {
                Some(b) => &mut b.body,
                None => unreachable!("a WHERE construct starts with a branch"), // ok: built with one
            },
            Open::Select { part, .. } => match part {
                SelectPart::BeforeFirstCase(stmts) => stmts,
                SelectPart::Case(branch) => &mut branch.body,
                SelectPart::Default(default) => &mut default.body,
            },
        }
    }

    fn describe(&self) -> &'static str {
        match self {
            Open::Do { .. } => "DO loop",
            Open::If { .. } => "IF construct",
            Open::Region { directive, .. }
                if matches!(directive.kind, DirectiveKind::HostSection) =>
            {
                "HOST_SECTION"
            }
            Open::Region { .. } => "REGION",
            Open::Where { .. } => "WHERE construct",
            Open::Forall { .. } => "FORALL construct",
            Open::Select { construct, .. } if construct.select_type.is_some() => {
                "SELECT TYPE construct"
            }
            Open::Select { .. } => "SELECT CASE construct",
            Open::Block { .. } => "BLOCK construct",
            Open::Associate { .. } => "ASSOCIATE construct",
        }
    }

    fn head_span(&self) -> Span {
        match self {
            Open::Do { span, .. }
            | Open::If { span, .. }
            | Open::Region { span, .. }
            | Open::Where { span, .. }
            | Open::Forall { span, .. }
            | Open::Block { span, .. }
            | Open::Associate { span, .. }
            | Open::Select { span, .. } => *span,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Before any statement: PROGRAM may come.
    Start,
    /// In the specification part.
    Spec,
    /// After the first executable statement.
    Exec,
    /// After END.
    Done,
}

/// The unit being built.
struct Unit {
    phase: Phase,
    kind: UnitKind,
    name: Option<Name>,
    span: Option<Span>,
    spec: Vec<Stmt>,
    body: Vec<Stmt>,
    stack: Vec<Open>,
    /// The construct name of each entry of `stack`.
    construct_names: Vec<Option<Name>>,
    end: Option<Span>,
    saw_declaration: bool,
    /// A statement other than USE was seen in the specification part.
    saw_non_use: bool,
    /// After CONTAINS: the next SUBROUTINE or FUNCTION starts a contained procedure.
    in_contains: bool,
    contains: Vec<ProgramUnit>,
    interfaces: Vec<InterfaceBlock>,
    /// The INTERFACE block being read.
    open_interface: Option<InterfaceBlock>,
    /// The derived-type definition being read.
    open_type: Option<DerivedTypeDef>,
    /// After the CONTAINS of the derived-type definition being read: its bindings follow.
    type_contains: bool,
    prefix: ProcPrefix,
    bind: Option<BindC>,
}

/// Why a unit being built is suspended while another is built inside it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Nesting {
    /// The inner unit is a procedure after CONTAINS.
    Contains,
    /// The inner unit is an interface body.
    Interface,
}

impl Unit {
    fn new() -> Unit {
        Unit {
            phase: Phase::Start,
            kind: UnitKind::Program,
            name: None,
            span: None,
            spec: Vec::new(),
            body: Vec::new(),
            stack: Vec::new(),
            construct_names: Vec::new(),
            end: None,
            saw_declaration: false,
            saw_non_use: false,
            in_contains: false,
            contains: Vec::new(),
            interfaces: Vec::new(),
            open_interface: None,
            open_type: None,
            type_contains: false,
            prefix: ProcPrefix::default(),
            bind: None,
        }
    }
}

struct Builder<'d> {
    diags: &'d mut Diagnostics,
    units: Vec<ProgramUnit>,
    unit: Unit,
    /// The units suspended while a contained procedure or an interface body is built.
    hosts: Vec<(Unit, Nesting)>,
    /// The construct name of the line being added, until a construct takes it.
    pending_name: Option<Name>,
}

impl Builder<'_> {
    fn current(&mut self) -> &mut Vec<Stmt> {
        match self.unit.stack.last_mut() {
            Some(open) => open.body(),
            None => &mut self.unit.body,
        }
    }

    /// Opens a construct, with the construct name of the line that opens it.
    fn open(&mut self, open: Open) {
        self.unit.stack.push(open);
        let name = self.pending_name.take();
        self.unit.construct_names.push(name);
    }

    fn add_line(&mut self, mut pl: ParsedLine) {
        if let Some(end) = pl.names.end.take() {
            self.check_end_name(&pl.line, Some(end));
        } else if matches!(
            pl.line,
            Line::EndDo | Line::EndIf | Line::EndSelect | Line::EndBlock | Line::EndAssociate
        ) {
            self.check_end_name(&pl.line, None);
        }
        self.pending_name = pl.names.start.take();
        self.add_line_inner(pl);
        if let Some(name) = self.pending_name.take() {
            self.diags.error(
                name.span,
                "a construct name may only name a DO, IF, SELECT CASE, BLOCK, ASSOCIATE, WHERE or FORALL construct",
            );
        }
    }

    /// The name after an END of a construct must be the construct's name (F2008 8.1).
    fn check_end_name(&mut self, line: &Line, end: Option<Name>) {
        let (Some(top), Some(own)) = (self.unit.stack.last(), self.unit.construct_names.last())
        else {
            return;
        };
        let matches_kind = matches!(
            (line, top),
            (Line::EndDo, Open::Do { .. })
                | (Line::EndIf, Open::If { .. })
                | (Line::EndSelect, Open::Select { .. })
                | (Line::EndBlock, Open::Block { .. })
                | (Line::EndAssociate, Open::Associate { .. })
        );
        if !matches_kind {
            if let Some(end) = end {
                if !matches!(
                    line,
                    Line::EndDo
                        | Line::EndIf
                        | Line::EndSelect
                        | Line::EndBlock
                        | Line::EndAssociate
                ) {
                    self.diags.error(end.span, "unexpected construct name");
                }
            }
            return;
        }
        let what = top.describe();
        match (own, end) {
            (Some(own), Some(end)) if own.text != end.text => self.diags.error(
                end.span,
                format!(
                    "the name {} does not match the {what}'s name {}",
                    end.upper(),
                    own.upper()
                ),
            ),
            (Some(own), None) => self.diags.error(
                own.span,
                format!("the named {what} {} must end with its name", own.upper()),
            ),
            (None, Some(end)) => self.diags.error(
                end.span,
                format!(
                    "the {what} has no name, so its END cannot name {}",
                    end.upper()
                ),
            ),
            _ => {}
        }
    }

    fn add_line_inner(&mut self, pl: ParsedLine) {
        if self.unit.phase == Phase::Done {
            self.finish_unit();
        }
        if self.unit.span.is_none() {
            self.unit.span = Some(pl.span);
        }
        if self.unit.open_type.is_some() {
            self.in_type_definition(pl);
            return;
        }
        if matches!(pl.line, Line::Subroutine { .. } | Line::Function { .. }) {
            self.enter_nested(pl.span);
        } else if self.unit.open_interface.is_some() && !matches!(pl.line, Line::End { .. }) {
            self.in_interface_block(pl);
            return;
        } else if self.unit.in_contains && !matches!(pl.line, Line::End { .. } | Line::Contains) {
            self.diags.error(
                pl.span,
                "only SUBROUTINE and FUNCTION definitions may follow CONTAINS",
            );
            return;
        }
        match pl.line {
            Line::Program(name) => self.unit_header(pl.span, UnitKind::Program, name),
            Line::Module(name) => self.unit_header(pl.span, UnitKind::Module, name),
            Line::Contains => self.contains(pl.span),
            Line::Interface(_) | Line::AbstractInterface => {
                let (generic, abstract_) = match pl.line {
                    Line::Interface(generic) => (generic, false),
                    _ => (None, true),
                };
                if self.unit.phase == Phase::Exec || !self.unit.stack.is_empty() {
                    self.diags.error(
                        pl.span,
                        "an INTERFACE block must come before the first executable statement",
                    );
                }
                self.unit.phase = self.unit.phase.max_spec();
                self.unit.saw_non_use = true;
                self.unit.open_interface = Some(InterfaceBlock {
                    generic,
                    abstract_,
                    bodies: Vec::new(),
                    module_procedures: Vec::new(),
                    span: pl.span,
                });
            }
            Line::EndInterface(_) => self
                .diags
                .error(pl.span, "END INTERFACE without a matching INTERFACE"),
            Line::TypeDef(attrs, name) => {
                let mut private = false;
                let mut extends = None;
                let mut abstract_ = false;
                for (a, arg) in &attrs {
                    match (a.text.as_str(), arg) {
                        ("private", None) => private = true,
                        ("public", None) => {}
                        ("abstract", None) => abstract_ = true,
                        ("extends", Some(parent)) => extends = Some(parent.clone()),
                        // Components are laid out as C lays out a struct already.
                        ("bind", Some(c)) if c.text == "c" => {}
                        _ => self.diags.error(
                            a.span,
                            format!("{} is not an attribute of a derived type here (expected PUBLIC, PRIVATE, ABSTRACT, EXTENDS(parent) or BIND(C))", a.upper()),
                        ),
                    }
                }
                self.unit.open_type = Some(DerivedTypeDef {
                    name,
                    private,
                    components: Vec::new(),
                    extends,
                    abstract_,
                    bindings: Vec::new(),
                    procedure_components: Vec::new(),
                    span: pl.span,
                });
                self.unit.type_contains = false;
            }
            Line::EndType(_) => self
                .diags
                .error(pl.span, "END TYPE without a matching TYPE"),
            Line::Sequence => self.diags.error(
                pl.span,
                "SEQUENCE may only appear in a derived-type definition",
            ),
            Line::ModuleProcedure(_) => self.diags.error(
                pl.span,
                "MODULE PROCEDURE may only appear in a generic INTERFACE block",
            ),
            // Outside a derived type: procedure pointers and dummy procedures.
            Line::ProcedureBinding(iface, attrs, entities) => {
                let decl = ProcedureDecl {
                    iface,
                    attrs,
                    entities,
                };
                self.simple(pl.label, StmtKind::ProcedureDecl(Box::new(decl)), pl.span)
            }
            Line::GenericBinding(..) => self.diags.error(
                pl.span,
                "a type-bound procedure must follow the CONTAINS of a derived-type definition",
            ),
            Line::BlockData(name) => {
                // An unnamed BLOCK DATA gets gfortran's name for it.
                let name = name.unwrap_or_else(|| Name::new("_block_data_", pl.span));
                self.unit_header(pl.span, UnitKind::BlockData, name)
            }
            Line::Subroutine {
                name,
                dummies,
                prefix,
                suffixes,
            } => {
                let (_, bind) = super::suffixes::check(self.diags, suffixes, false);
                self.unit.prefix = prefix;
                self.unit.bind = bind;
                self.unit_header(pl.span, UnitKind::Subroutine { dummies }, name)
            }
            Line::Function {
                ty,
                name,
                dummies,
                prefix,
                suffixes,
            } => {
                let (result, bind) = super::suffixes::check(self.diags, suffixes, true);
                self.unit.prefix = prefix;
                self.unit.bind = bind;
                self.unit_header(
                    pl.span,
                    UnitKind::Function {
                        ty: ty.map(Box::new),
                        dummies,
                        result,
                    },
                    name,
                )
            }
            Line::End { unit, name } => self.end(pl.span, unit, name),
            Line::Do {
                term_label,
                control,
            } => {
                self.enter_exec();
                self.open(Open::Do {
                    construct: DoConstruct {
                        name: None,
                        control,
                        term_label,
                        head: pl.span,
                        body: Vec::new(),
                        end: None,
                    },
                    concurrent: None,
                    label: pl.label,
                    span: pl.span,
                });
            }
            Line::DoConcurrent {
                term_label,
                mut specs,
                mask,
            } => {
                self.enter_exec();
                let Some(last) = specs.pop() else {
                    return;
                };
                self.open(Open::Do {
                    construct: DoConstruct {
                        name: None,
                        control: DoControl::Counted {
                            var: last.var,
                            lo: last.lo,
                            hi: last.hi,
                            step: last.step,
                        },
                        term_label,
                        head: pl.span,
                        body: Vec::new(),
                        end: None,
                    },
                    concurrent: Some((specs, mask)),
                    label: pl.label,
                    span: pl.span,
                });
            }
            Line::EndDo => self.end_do(pl.span, pl.label),
            Line::IfThen(cond) => {
                self.enter_exec();
                self.open(Open::If {
                    construct: IfConstruct {
                        branches: vec![IfBranch {
                            cond,
                            head: pl.span,
                            label: None,
                            body: Vec::new(),
                        }],
                        else_branch: None,
                        selector: None,
                        select_type: None,
                        end: (pl.span, None),
                        name: None,
                    },
                    in_else: false,
                    label: pl.label,
                    span: pl.span,
                });
            }
            Line::ElseIf(cond) => match self.unit.stack.last_mut() {
                Some(Open::If {
                    construct, in_else, ..
                }) if !*in_else => construct.branches.push(IfBranch {
                    cond,
                    head: pl.span,
                    label: pl.label,
                    body: Vec::new(),
                }),
                Some(Open::If { .. }) => self.diags.error(pl.span, "ELSE IF after ELSE"),
                _ => self
                    .diags
                    .error(pl.span, "ELSE IF without a matching IF THEN"),
            },
            Line::Else => match self.unit.stack.last_mut() {
                Some(Open::If {
                    construct, in_else, ..
                }) if !*in_else => {
                    construct.else_branch = Some(ElseBranch {
                        head: pl.span,
                        label: pl.label,
                        body: Vec::new(),
                    });
                    *in_else = true;
                }
                Some(Open::If { .. }) => self
                    .diags
                    .error(pl.span, "a second ELSE in one IF construct"),
                _ => self.diags.error(pl.span, "ELSE without a matching IF THEN"),
            },
            Line::EndIf => self.end_if(pl.span, pl.label),
            Line::SelectCase(selector) => {
                self.enter_exec();
                self.open(Open::Select {
                    selector: selector.clone(),
                    seen: Vec::new(),
                    construct: IfConstruct {
                        branches: Vec::new(),
                        else_branch: None,
                        end: (pl.span, None),
                        selector: Some(selector),
                        select_type: None,
                        name: None,
                    },
                    part: SelectPart::BeforeFirstCase(Vec::new()),
                    label: pl.label,
                    span: pl.span,
                });
            }
            Line::SelectType(assoc, selector) => {
                self.enter_exec();
                self.unit.stack.push(Open::Select {
                    selector: selector.clone(),
                    seen: Vec::new(),
                    construct: IfConstruct {
                        branches: Vec::new(),
                        else_branch: None,
                        end: (pl.span, None),
                        selector: None,
                        select_type: Some(Box::new(SelectType {
                            assoc,
                            selector,
                            guards: Vec::new(),
                        })),
                        name: None,
                    },
                    part: SelectPart::BeforeFirstCase(Vec::new()),
                    label: pl.label,
                    span: pl.span,
                });
            }
            Line::Case(values) => self.case(Some(values), pl.label, pl.span),
            Line::CaseDefault => self.case(None, pl.label, pl.span),
            Line::TypeGuard(class, ty) => {
                let guard = match class {
                    true => TypeGuard::ClassIs(ty),
                    false => TypeGuard::TypeIs(ty),
                };
                self.type_guard(Some(guard), pl.label, pl.span)
            }
            Line::ClassDefault => self.type_guard(None, pl.label, pl.span),
            Line::EndSelect => self.end_select(pl.span, pl.label),
            Line::Where(mask) => {
                self.enter_exec();
                self.open(Open::Where {
                    construct: WhereConstruct {
                        branches: vec![WhereBranch {
                            mask: Some(mask),
                            head: pl.span,
                            body: Vec::new(),
                        }],
                        end: pl.span,
                    },
                    label: pl.label,
                    span: pl.span,
                });
            }
            Line::ElseWhere(mask) => match self.unit.stack.last_mut() {
                Some(Open::Where { construct, .. })
                    if construct.branches.last().is_some_and(|b| b.mask.is_some()) =>
                {
                    construct.branches.push(WhereBranch {
                        mask,
                        head: pl.span,
                        body: Vec::new(),
                    })
                }
                Some(Open::Where { .. }) => self
                    .diags
                    .error(pl.span, "ELSEWHERE after an ELSEWHERE without a mask"),
                _ => self
                    .diags
                    .error(pl.span, "ELSEWHERE without a matching WHERE"),
            },
            Line::Forall((specs, mask)) => {
                self.enter_exec();
                self.open(Open::Forall {
                    construct: ForallConstruct {
                        specs,
                        mask,
                        body: Vec::new(),
                        head: pl.span,
                    },
                    label: pl.label,
                    span: pl.span,
                });
            }
            Line::EndForall => match self.unit.stack.last_mut() {
                Some(Open::Forall { .. }) => self.close_top(pl.span),
                Some(other) => {
                    let what = other.describe();
                    self.diags
                        .error(pl.span, format!("END FORALL inside an unterminated {what}"));
                }
                None => self
                    .diags
                    .error(pl.span, "END FORALL without a matching FORALL"),
            },
            Line::EndWhere => match self.unit.stack.last_mut() {
                Some(Open::Where { construct, .. }) => {
                    construct.end = pl.span;
                    self.close_top(pl.span);
                }
                Some(other) => {
                    let what = other.describe();
                    self.diags
                        .error(pl.span, format!("END WHERE inside an unterminated {what}"));
                }
                None => self
                    .diags
                    .error(pl.span, "END WHERE without a matching WHERE"),
            },
            Line::Block => {
                self.enter_exec();
                self.open(Open::Block {
                    construct: BlockConstruct {
                        name: None,
                        spec: Vec::new(),
                        body: Vec::new(),
                        head: pl.span,
                    },
                    label: pl.label,
                    span: pl.span,
                });
            }
            Line::Associate(associations) => {
                self.enter_exec();
                self.open(Open::Associate {
                    construct: AssociateConstruct {
                        name: None,
                        associations,
                        body: Vec::new(),
                        head: pl.span,
                    },
                    label: pl.label,
                    span: pl.span,
                });
            }
            Line::EndBlock => self.end_simple_construct(pl.span, "END BLOCK", "BLOCK"),
            Line::EndAssociate => self.end_simple_construct(pl.span, "END ASSOCIATE", "ASSOCIATE"),
            Line::Stmt(kind) => self.simple(pl.label, kind, pl.span),
        }
    }

    /// END BLOCK or END ASSOCIATE: closes the construct `start` opened.
    fn end_simple_construct(&mut self, span: Span, end: &str, start: &str) {
        match self.unit.stack.last() {
            Some(Open::Block { .. }) if start == "BLOCK" => self.close_top(span),
            Some(Open::Associate { .. }) if start == "ASSOCIATE" => self.close_top(span),
            Some(other) => {
                let what = other.describe();
                self.diags
                    .error(span, format!("{end} inside an unterminated {what}"));
            }
            None => self
                .diags
                .error(span, format!("{end} without a matching {start}")),
        }
    }

    /// A specification statement inside a BLOCK construct: it goes to the block's own
    /// specification part, before the block's first executable statement. `false`: the
    /// innermost construct is not a BLOCK.
    fn block_specification(&mut self, label: Option<Label>, kind: &StmtKind, span: Span) -> bool {
        let Some(Open::Block { construct, .. }) = self.unit.stack.last_mut() else {
            return false;
        };
        let forbidden = match kind {
            StmtKind::Implicit(_) | StmtKind::ImplicitNone => Some("IMPLICIT"),
            StmtKind::Common(_) => Some("COMMON"),
            StmtKind::Equivalence(_) => Some("EQUIVALENCE"),
            StmtKind::Intent(..) => Some("INTENT"),
            StmtKind::Optional(_) => Some("OPTIONAL"),
            StmtKind::Value(_) => Some("VALUE"),
            StmtKind::Namelist(_) => Some("NAMELIST"),
            StmtKind::Access(..) => Some("PUBLIC or PRIVATE"),
            StmtKind::Directive(_) => Some("a DVMH declaration"),
            _ => None,
        };
        if let Some(what) = forbidden {
            self.diags
                .error(span, format!("{what} is not allowed in a BLOCK construct"));
        } else if !construct.body.is_empty() {
            self.diags.error(
                span,
                "declarations in a BLOCK construct must come before its first executable statement",
            );
        } else {
            construct.spec.push(Stmt {
                label,
                kind: kind.clone(),
                span,
            });
        }
        true
    }

    /// A SUBROUTINE or FUNCTION statement: inside an INTERFACE block or after CONTAINS it
    /// starts a unit nested in the current one, which is suspended until that unit's END.
    fn enter_nested(&mut self, span: Span) {
        let nesting = if self.unit.open_interface.is_some() {
            Nesting::Interface
        } else if self.unit.in_contains {
            if self
                .hosts
                .iter()
                .any(|(h, n)| *n == Nesting::Contains && h.kind != UnitKind::Module)
            {
                self.diags.error(
                    span,
                    "an internal procedure cannot contain procedures of its own",
                );
            }
            Nesting::Contains
        } else {
            return;
        };
        if self.unit.phase == Phase::Done {
            return;
        }
        let host = std::mem::replace(&mut self.unit, Unit::new());
        self.hosts.push((host, nesting));
    }

    /// A statement inside a derived-type definition: a component declaration, PRIVATE,
    /// PUBLIC or SEQUENCE, or the END TYPE that adds the definition to the specification part.
    fn in_type_definition(&mut self, pl: ParsedLine) {
        let Some(def) = self.unit.open_type.as_mut() else {
            return;
        };
        let in_contains = self.unit.type_contains;
        match pl.line {
            Line::Stmt(StmtKind::TypeDecl(d)) if !in_contains => def.components.push(*d),
            Line::Stmt(StmtKind::Access(_, names)) if names.is_empty() => {}
            Line::Sequence if !in_contains => {}
            Line::Contains if !in_contains => self.unit.type_contains = true,
            Line::ProcedureBinding(iface, attrs, list) if in_contains => {
                let (pass, deferred) = procedure_binding_pass(self.diags, &attrs);
                match (&iface, deferred) {
                    (Some(i), false) => {
                        self.diags.error(
                            i.span,
                            format!(
                                "PROCEDURE({}) in a derived type needs DEFERRED (a binding with an interface has no procedure of its own)",
                                i.upper()
                            ),
                        );
                        return;
                    }
                    (None, true) => {
                        self.diags.error(
                            pl.span,
                            "a DEFERRED binding names its abstract interface: PROCEDURE(iface), DEFERRED :: name",
                        );
                        return;
                    }
                    _ => {}
                }
                for (binding, procedure) in list {
                    if let (Some(_), Some(p)) = (&iface, &procedure) {
                        self.diags.error(
                            p.span,
                            "a DEFERRED binding has no procedure (=> name) of its own",
                        );
                    }
                    let procedure = match &iface {
                        Some(i) => i.clone(),
                        None => procedure.unwrap_or_else(|| binding.clone()),
                    };
                    def.bindings.push(Binding {
                        kind: BindingKind::Specific {
                            procedure,
                            pass: pass.clone(),
                            deferred: iface.is_some() && deferred,
                        },
                        name: binding,
                        span: pl.span,
                    });
                }
            }
            Line::GenericBinding(attrs, spec, names) if in_contains => {
                for (a, _) in &attrs {
                    if !matches!(a.text.as_str(), "public" | "private") {
                        self.diags.error(
                            a.span,
                            format!("{} is not an attribute of a generic binding (expected PUBLIC or PRIVATE)", a.upper()),
                        );
                    }
                }
                def.bindings.push(Binding {
                    name: spec,
                    kind: BindingKind::Generic(names),
                    span: pl.span,
                });
            }
            // A procedure pointer component (before CONTAINS, with POINTER).
            Line::ProcedureBinding(iface, attrs, entities)
                if attrs.iter().any(|(a, _)| a.text == "pointer") =>
            {
                def.procedure_components.push(ProcedureDecl {
                    iface,
                    attrs,
                    entities,
                })
            }
            Line::ProcedureBinding(_, _, entities) if !entities.is_empty() => {
                for (name, _) in &entities {
                    self.diags.error(
                        name.span,
                        format!(
                            "the procedure component '{}' must have the POINTER attribute (a type-bound procedure follows the CONTAINS of its derived-type definition)",
                            name.text
                        ),
                    );
                }
            }
            Line::ProcedureBinding(..) | Line::GenericBinding(..) => self.diags.error(
                pl.span,
                "a type-bound procedure must follow the CONTAINS of its derived-type definition",
            ),
            Line::EndType(name) => {
                if let Some(end) = &name {
                    if end.text != def.name.text {
                        self.diags.error(
                            end.span,
                            format!(
                                "END TYPE {} does not match TYPE {}",
                                end.upper(),
                                def.name.upper()
                            ),
                        );
                    }
                }
                if let Some(def) = self.unit.open_type.take() {
                    let span = def.span;
                    self.simple(pl.label, StmtKind::DerivedType(Box::new(def)), span);
                }
            }
            Line::End { .. } => {
                let name = def.name.upper();
                self.diags.error(
                    pl.span,
                    format!("the definition of the derived type {name} has no END TYPE"),
                );
                self.unit.open_type = None;
                self.add_line(pl);
            }
            _ if in_contains => self.diags.error(
                pl.span,
                "only PROCEDURE and GENERIC bindings may follow the CONTAINS of a derived-type definition",
            ),
            _ => self.diags.error(
                pl.span,
                "only component declarations, PRIVATE and SEQUENCE may appear in a derived-type definition",
            ),
        }
    }

    /// A statement inside an INTERFACE block that is not the start of an interface body.
    fn in_interface_block(&mut self, pl: ParsedLine) {
        let Some(block) = self.unit.open_interface.as_mut() else {
            return;
        };
        match pl.line {
            Line::EndInterface(name) => {
                if let (Some(end), Some(own)) = (&name, &block.generic) {
                    if end.text != own.text {
                        self.diags.error(
                            end.span,
                            format!(
                                "END INTERFACE {} does not match INTERFACE {}",
                                end.upper(),
                                own.upper()
                            ),
                        );
                    }
                }
                if let Some(block) = self.unit.open_interface.take() {
                    self.unit.interfaces.push(block);
                }
            }
            Line::ModuleProcedure(names) if block.generic.is_some() => {
                block.module_procedures.extend(names)
            }
            Line::ModuleProcedure(_) => self.diags.error(
                pl.span,
                "MODULE PROCEDURE needs a generic INTERFACE block (INTERFACE name)",
            ),
            _ => self.diags.error(
                pl.span,
                "only interface bodies (SUBROUTINE or FUNCTION ... END) and MODULE PROCEDURE may appear in an INTERFACE block",
            ),
        }
    }

    /// CONTAINS: the unit's own statements end; procedures follow.
    fn contains(&mut self, span: Span) {
        if !self.unit.stack.is_empty() {
            let open = self.unit.stack.last().map(Open::describe).unwrap_or("");
            self.diags
                .error(span, format!("CONTAINS inside an open {open} construct"));
            return;
        }
        if self.unit.kind == UnitKind::BlockData {
            self.diags
                .error(span, "a BLOCK DATA unit cannot contain procedures");
            return;
        }
        if self.unit.in_contains {
            self.diags.error(span, "a second CONTAINS in one unit");
            return;
        }
        self.unit.in_contains = true;
        self.unit.phase = Phase::Exec;
    }

    fn enter_exec(&mut self) {
        self.unit.phase = Phase::Exec;
    }

    fn simple(&mut self, label: Option<Label>, kind: StmtKind, span: Span) {
        if let StmtKind::Directive(d) = &kind {
            match &d.kind {
                DirectiveKind::Region(_) | DirectiveKind::HostSection => {
                    self.enter_exec();
                    if let StmtKind::Directive(directive) = kind {
                        self.open(Open::Region {
                            directive,
                            body: Vec::new(),
                            span,
                        });
                    }
                    return;
                }
                DirectiveKind::EndRegion => {
                    self.end_region(span, false);
                    return;
                }
                DirectiveKind::EndHostSection => {
                    self.end_region(span, true);
                    return;
                }
                // Reported as unsupported later; it must not end the specification part.
                DirectiveKind::Unsupported(_)
                    if self.unit.phase != Phase::Exec && self.unit.stack.is_empty() =>
                {
                    self.unit.spec.push(Stmt { label, kind, span });
                    return;
                }
                _ => {}
            }
        }
        let is_spec = kind.is_specification();
        let is_format = matches!(kind, StmtKind::Format(_));
        if is_spec && self.block_specification(label, &kind, span) {
            return;
        }
        if is_spec {
            // DATA may appear among the executable statements (F2008 2.3.2).
            if matches!(kind, StmtKind::Data(_)) && self.unit.phase == Phase::Exec {
                self.unit.spec.push(Stmt { label, kind, span });
                return;
            }
            if self.unit.phase == Phase::Exec {
                let what = match &kind {
                    StmtKind::Directive(d) => format!("the {} directive", d.kind.name()),
                    _ => "declarations".to_string(),
                };
                self.diags.error(
                    span,
                    format!("{what} must come before the first executable statement"),
                );
                return;
            }
            match &kind {
                StmtKind::Use(_) if self.unit.saw_non_use => {
                    self.diags.error(
                        span,
                        "USE must come before the other statements of the specification part",
                    );
                }
                StmtKind::Use(_) => {}
                _ => self.unit.saw_non_use = true,
            }
            match &kind {
                StmtKind::Implicit(_) | StmtKind::ImplicitNone if self.unit.saw_declaration => {
                    self.diags
                        .error(span, "IMPLICIT must come before the other declarations");
                }
                StmtKind::TypeDecl(_) | StmtKind::Dimension(_) => self.unit.saw_declaration = true,
                _ => {}
            }
            self.unit.phase = Phase::Spec;
            self.unit.spec.push(Stmt { label, kind, span });
            return;
        }
        if is_format && self.unit.phase != Phase::Exec && self.unit.stack.is_empty() {
            self.unit.spec.push(Stmt { label, kind, span });
            return;
        }
        if !is_format {
            self.enter_exec();
        }
        let terminal_kind = terminal_restriction(&kind);
        self.current().push(Stmt { label, kind, span });
        if let Some(label) = label {
            self.close_labeled_dos(label, span, terminal_kind);
        }
    }

    /// A statement with `label` was just added: close every DO terminated by it.
    fn close_labeled_dos(&mut self, label: Label, span: Span, bad_terminal: Option<&'static str>) {
        let terminates = |o: &Open| {
            matches!(o, Open::Do { construct, .. }
                if construct.term_label.is_some_and(|t| t.value == label.value) && construct.end.is_none())
        };
        if !self.unit.stack.iter().any(terminates) {
            return;
        }
        if let Some(what) = bad_terminal {
            self.diags
                .error(span, format!("a DO loop cannot end with {what}"));
        }
        while self.unit.stack.last().is_some_and(terminates) {
            self.close_top(span);
        }
        if let Some(open) = self.unit.stack.iter().rev().find(|o| terminates(o)) {
            let head = open.head_span();
            let inner = self
                .unit
                .stack
                .last()
                .map(Open::describe)
                .unwrap_or("construct");
            self.diags.error(
                span,
                format!(
                    "the DO loop ending at label {} contains an unterminated {inner}",
                    label.value
                ),
            );
            self.diags.error(
                head,
                format!(
                    "DO loop ending at label {} is not properly nested",
                    label.value
                ),
            );
            // Close everything down to and including the loop so that parsing can go on.
            while let Some(top) = self.unit.stack.last() {
                let done = terminates(top);
                self.close_top(span);
                if done {
                    break;
                }
            }
        }
    }

    /// Pops the innermost construct and appends it to its parent.
    fn close_top(&mut self, end_span: Span) {
        let Some(open) = self.unit.stack.pop() else {
            return;
        };
        let name = self.unit.construct_names.pop().flatten();
        let stmt = match open {
            Open::Do {
                mut construct,
                concurrent,
                label,
                span,
            } => {
                construct.name = name;
                match concurrent {
                    None => Stmt {
                        label,
                        kind: StmtKind::Do(Box::new(construct)),
                        span: span.to(end_span),
                    },
                    Some((outer, mask)) => {
                        concurrent_loops(construct, outer, mask, label, span.to(end_span))
                    }
                }
            }
            Open::Block {
                mut construct,
                label,
                span,
            } => {
                construct.name = name;
                Stmt {
                    label,
                    kind: StmtKind::Block(Box::new(construct)),
                    span: span.to(end_span),
                }
            }
            Open::Associate {
                mut construct,
                label,
                span,
            } => {
                construct.name = name;
                Stmt {
                    label,
                    kind: StmtKind::Associate(Box::new(construct)),
                    span: span.to(end_span),
                }
            }
            Open::If {
                mut construct,
                label,
                span,
                ..
            } => {
                construct.name = name;
                Stmt {
                    label,
                    kind: StmtKind::If(Box::new(construct)),
                    span: span.to(end_span),
                }
            }
            Open::Select {
                mut construct,
                part,
                label,
                span,
                ..
            } => {
                part.finish(&mut construct, self.diags);
                construct.name = name;
                if let Some(st) = &mut construct.select_type {
                    if construct.branches.is_empty() {
                        st.guards.push(TypeGuard::Never);
                    }
                }
                if construct.branches.is_empty() {
                    // Only CASE DEFAULT (or nothing): a branch never taken keeps the IF's shape.
                    construct.branches.push(IfBranch {
                        cond: logical(false, end_span),
                        head: end_span,
                        label: None,
                        body: Vec::new(),
                    });
                }
                Stmt {
                    label,
                    kind: StmtKind::If(Box::new(construct)),
                    span: span.to(end_span),
                }
            }
            Open::Forall {
                construct,
                label,
                span,
            } => Stmt {
                label,
                kind: StmtKind::Forall(Box::new(construct)),
                span: span.to(end_span),
            },
            Open::Where {
                construct,
                label,
                span,
            } => Stmt {
                label,
                kind: StmtKind::Where(Box::new(construct)),
                span: span.to(end_span),
            },
            Open::Region {
                directive,
                body,
                span,
            } => Stmt {
                label: None,
                kind: StmtKind::Region(Box::new(RegionConstruct {
                    directive,
                    body,
                    end: end_span,
                })),
                span: span.to(end_span),
            },
        };
        self.current().push(stmt);
    }

    fn end_do(&mut self, span: Span, label: Option<Label>) {
        match self.unit.stack.last_mut() {
            Some(Open::Do { construct, .. })
                if construct.term_label.is_none()
                    || construct.term_label.map(|t| t.value) == label.map(|l| l.value) =>
            {
                construct.end = Some((span, label));
                self.close_top(span);
            }
            Some(Open::Do { construct, .. }) => {
                let t = construct.term_label.map(|t| t.value).unwrap_or(0);
                self.diags.error(
                    span,
                    format!("END DO does not match the DO loop ending at label {t}"),
                );
            }
            Some(other) => {
                let what = other.describe();
                self.diags
                    .error(span, format!("END DO inside an unterminated {what}"));
            }
            None => self.diags.error(span, "END DO without a matching DO"),
        }
    }

    fn end_if(&mut self, span: Span, label: Option<Label>) {
        match self.unit.stack.last_mut() {
            Some(Open::If { construct, .. }) => {
                construct.end = (span, label);
                self.close_top(span);
            }
            Some(other) => {
                let what = other.describe();
                self.diags
                    .error(span, format!("END IF inside an unterminated {what}"));
            }
            None => self.diags.error(span, "END IF without a matching IF THEN"),
        }
        if let Some(label) = label {
            let terminates = self.unit.stack.iter().any(|o| {
                matches!(o, Open::Do { construct, .. }
                    if construct.term_label.is_some_and(|t| t.value == label.value))
            });
            if terminates {
                self.diags
                    .error(span, "a DO loop cannot end with an END IF statement");
            }
        }
    }

    /// CASE (values) or CASE DEFAULT (`None`).
    fn case(&mut self, values: Option<Vec<CaseValue>>, label: Option<Label>, span: Span) {
        let Some(Open::Select {
            selector,
            seen,
            construct,
            part,
            ..
        }) = self.unit.stack.last_mut().filter(
            |o| !matches!(o, Open::Select { construct, .. } if construct.select_type.is_some()),
        )
        else {
            let what = if values.is_some() {
                "CASE"
            } else {
                "CASE DEFAULT"
            };
            self.diags
                .error(span, format!("{what} without a matching SELECT CASE"));
            return;
        };
        let cond = values.map(|values| {
            // Case values may not overlap (F2008 8.1.8.2): checked for constants.
            for v in &values {
                let Some(key) = case_key(v) else {
                    continue;
                };
                if seen.iter().any(|k| k.overlaps(&key)) {
                    self.diags
                        .error(span, "this CASE value overlaps an earlier CASE value");
                }
                seen.push(key);
            }
            case_condition(selector, &values, span)
        });
        let second_default = "a second CASE DEFAULT in one SELECT CASE construct";
        open_select_branch(
            construct,
            part,
            cond,
            label,
            span,
            second_default,
            self.diags,
        );
    }

    /// TYPE IS (t) or CLASS IS (t), or CLASS DEFAULT (`None`): a new branch of the SELECT
    /// TYPE construct, whose condition is the selector until semantic analysis tests the guard.
    fn type_guard(&mut self, guard: Option<TypeGuard>, label: Option<Label>, span: Span) {
        let Some(Open::Select {
            selector,
            construct,
            part,
            ..
        }) = self.unit.stack.last_mut().filter(
            |o| matches!(o, Open::Select { construct, .. } if construct.select_type.is_some()),
        )
        else {
            let what = match &guard {
                Some(TypeGuard::ClassIs(_)) => "CLASS IS",
                Some(_) => "TYPE IS",
                None => "CLASS DEFAULT",
            };
            self.diags
                .error(span, format!("{what} without a matching SELECT TYPE"));
            return;
        };
        let cond = guard.map(|guard| {
            if let Some(st) = &mut construct.select_type {
                st.guards.push(guard);
            }
            selector.clone()
        });
        let second_default = "a second CLASS DEFAULT in one SELECT TYPE construct";
        open_select_branch(
            construct,
            part,
            cond,
            label,
            span,
            second_default,
            self.diags,
        );
    }

    fn end_select(&mut self, span: Span, label: Option<Label>) {
        match self.unit.stack.last_mut() {
            Some(Open::Select { construct, .. }) => {
                construct.end = (span, label);
                self.close_top(span);
            }
            Some(other) => {
                let what = other.describe();
                self.diags
                    .error(span, format!("END SELECT inside an unterminated {what}"));
            }
            None => self
                .diags
                .error(span, "END SELECT without a matching SELECT CASE"),
        }
    }

    /// END REGION, or END HOST_SECTION (`host`): both close a block directive's construct.
    fn end_region(&mut self, span: Span, host: bool) {
        let (end, start) = if host {
            ("END HOST_SECTION", "HOST_SECTION")
        } else {
            ("END REGION", "REGION")
        };
        match self.unit.stack.last() {
            Some(open @ Open::Region { .. }) if open.describe() == start => self.close_top(span),
            Some(other) => {
                let what = other.describe();
                self.diags
                    .error(span, format!("{end} inside an unterminated {what}"));
            }
            None => self
                .diags
                .error(span, format!("{end} without a matching {start}")),
        }
    }

    /// PROGRAM, SUBROUTINE or FUNCTION: only as the first statement of a unit.
    fn unit_header(&mut self, span: Span, kind: UnitKind, name: Name) {
        if self.unit.phase != Phase::Start {
            self.diags.error(
                span,
                format!(
                    "{} must be the first statement of a program unit",
                    kind.word().to_ascii_uppercase()
                ),
            );
        } else {
            self.unit.kind = kind;
            self.unit.name = Some(name);
            self.unit.span = Some(span);
        }
        self.unit.phase = self.unit.phase.max_spec();
    }

    fn end(&mut self, span: Span, unit: Option<EndUnit>, name: Option<Name>) {
        while let Some(open) = self.unit.stack.last() {
            let msg = match open {
                Open::Do { construct, .. } => match construct.term_label {
                    Some(t) => format!(
                        "missing DO termination label {}: no statement with this label follows the DO",
                        t.value
                    ),
                    None => "DO loop is not closed by END DO".to_string(),
                },
                Open::If { .. } => "IF construct is not closed by END IF".to_string(),
                Open::Region { directive, .. }
                    if matches!(directive.kind, DirectiveKind::HostSection) =>
                {
                    "HOST_SECTION is not closed by END HOST_SECTION".to_string()
                }
                Open::Region { .. } => "REGION is not closed by END REGION".to_string(),
                Open::Where { .. } => "WHERE construct is not closed by END WHERE".to_string(),
                Open::Forall { .. } => "FORALL construct is not closed by END FORALL".to_string(),
                Open::Select { .. } => {
                    "SELECT CASE construct is not closed by END SELECT".to_string()
                }
                Open::Block { .. } => "BLOCK construct is not closed by END BLOCK".to_string(),
                Open::Associate { .. } => {
                    "ASSOCIATE construct is not closed by END ASSOCIATE".to_string()
                }
            };
            self.diags.error(open.head_span(), msg);
            self.close_top(span);
        }
        if let Some(unit) = unit {
            let kind = self.unit.kind.word();
            if unit.word() != kind {
                self.diags.error(
                    span,
                    format!("END {} ends a {kind}", unit.word().to_ascii_uppercase()),
                );
            } else if let (Some(end_name), Some(own)) = (&name, &self.unit.name) {
                if end_name.text != own.text {
                    self.diags.error(
                        end_name.span,
                        format!(
                            "END {} {} does not match {} {}",
                            kind.to_ascii_uppercase(),
                            end_name.upper(),
                            kind.to_ascii_uppercase(),
                            own.upper()
                        ),
                    );
                }
            }
        }
        if let Some(block) = self.unit.open_interface.take() {
            self.diags
                .error(block.span, "INTERFACE block is not closed by END INTERFACE");
            self.unit.interfaces.push(block);
        }
        self.unit.end = Some(span);
        self.unit.phase = Phase::Done;
        if let Some((host, nesting)) = self.hosts.pop() {
            let inner = std::mem::replace(&mut self.unit, host);
            let Some(inner) = inner.into_program_unit() else {
                return;
            };
            match nesting {
                Nesting::Contains => self.unit.contains.push(inner),
                Nesting::Interface => {
                    if let Some(first) = inner.body.first() {
                        self.diags
                            .error(first.span, "an interface body may only hold declarations");
                    }
                    if let Some(block) = self.unit.open_interface.as_mut() {
                        block.bodies.push(inner);
                    }
                }
            }
        }
    }

    /// Moves the finished unit to the file and starts the next.
    fn finish_unit(&mut self) {
        let unit = std::mem::replace(&mut self.unit, Unit::new());
        if let Some(unit) = unit.into_program_unit() {
            self.units.push(unit);
        }
    }
}

impl Unit {
    /// The finished unit (`None` if it never started or ended).
    fn into_program_unit(self) -> Option<ProgramUnit> {
        let (Some(span), Some(end)) = (self.span, self.end) else {
            return None;
        };
        Some(ProgramUnit {
            kind: self.kind,
            name: self.name,
            span,
            spec: self.spec,
            body: self.body,
            end,
            contains: self.contains,
            interfaces: self.interfaces,
            recursive: self.prefix.recursive,
            pure: self.prefix.pure || self.prefix.elemental,
            elemental: self.prefix.elemental,
            bind: self.bind,
        })
    }
}

impl Phase {
    fn max_spec(self) -> Phase {
        match self {
            Phase::Start => Phase::Spec,
            other => other,
        }
    }
}

/// Statements that may not terminate a labeled DO loop (and how to name them).
fn terminal_restriction(kind: &StmtKind) -> Option<&'static str> {
    match kind {
        StmtKind::Goto(_) => Some("a GO TO statement"),
        StmtKind::Stop(_) => Some("a STOP statement"),
        StmtKind::ErrorStop(_) => Some("an ERROR STOP statement"),
        StmtKind::Exit(_) => Some("an EXIT statement"),
        StmtKind::Cycle(_) => Some("a CYCLE statement"),
        StmtKind::Directive(_) => Some("a directive"),
        StmtKind::Format(_) => Some("a FORMAT statement"),
        _ => None,
    }
}

/// Builds the program units of a file from its statement lines. `file_start` locates errors
/// of an empty file.
pub fn build_file(lines: Vec<ParsedLine>, file_start: Span, diags: &mut Diagnostics) -> File {
    let last_span = lines.last().map(|l| l.span);
    let mut b = Builder {
        diags,
        units: Vec::new(),
        unit: Unit::new(),
        hosts: Vec::new(),
        pending_name: None,
    };
    for line in lines {
        b.add_line(line);
    }
    loop {
        if b.unit.span.is_some() && b.unit.end.is_none() {
            let at = last_span.unwrap_or(file_start);
            b.diags.error(
                at,
                format!(
                    "missing END statement at the end of the {}",
                    b.unit.kind.word()
                ),
            );
            b.end(at, None, None);
        } else if let Some((host, _)) = b.hosts.pop() {
            b.unit = host;
        } else {
            break;
        }
    }
    b.finish_unit();
    // An empty file is an error; one whose statements were all lost to earlier errors has
    // been reported already.
    if b.units.is_empty() && !b.diags.has_errors() {
        b.diags
            .error(file_start, "the file contains no program unit");
    }
    File { units: b.units }
}

fn logical(value: bool, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Logical(LogicalLit::plain(value)),
        span,
    }
}

fn binary(op: BinaryOp, a: Expr, b: Expr, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
        span,
    }
}

/// The condition under which `selector` matches one of `values`.
/// Finishes the current part of a SELECT CASE or SELECT TYPE construct and opens the next:
/// a guarded branch testing `cond`, or the default branch (`None`), of which a construct
/// has at most one (`second_default` is the error for another).
fn open_select_branch(
    construct: &mut IfConstruct,
    part: &mut SelectPart,
    cond: Option<Expr>,
    label: Option<Label>,
    head: Span,
    second_default: &str,
    diags: &mut Diagnostics,
) {
    let next = match cond {
        Some(cond) => SelectPart::Case(IfBranch {
            cond,
            head,
            label,
            body: Vec::new(),
        }),
        None if construct.else_branch.is_some() || matches!(part, SelectPart::Default(_)) => {
            diags.error(head, second_default);
            return;
        }
        None => SelectPart::Default(ElseBranch {
            head,
            label,
            body: Vec::new(),
        }),
    };
    std::mem::replace(part, next).finish(construct, diags);
}

fn case_condition(selector: &Expr, values: &[CaseValue], span: Span) -> Expr {
    let sel = || Expr {
        kind: ExprKind::Paren(Box::new(selector.clone())),
        span: selector.span,
    };
    let tests = values.iter().map(|v| match v {
        CaseValue::Value(x) if matches!(x.kind, ExprKind::Logical(_)) => {
            binary(BinaryOp::Eqv, sel(), x.clone(), x.span)
        }
        CaseValue::Value(x) => binary(BinaryOp::Eq, sel(), x.clone(), x.span),
        CaseValue::Range(lo, hi) => {
            let lower = lo
                .as_ref()
                .map(|l| binary(BinaryOp::Ge, sel(), l.clone(), l.span));
            let upper = hi
                .as_ref()
                .map(|h| binary(BinaryOp::Le, sel(), h.clone(), h.span));
            match (lower, upper) {
                (Some(l), Some(u)) => binary(BinaryOp::And, l, u, span),
                (Some(t), None) | (None, Some(t)) => t,
                (None, None) => logical(true, span),
            }
        }
    });
    tests
        .reduce(|a, b| binary(BinaryOp::Or, a, b, span))
        .unwrap_or_else(|| logical(false, span))
}

/// A constant case value, for the overlap check: an INTEGER range (open ends are the extremes)
/// or a character value (compared without trailing blanks, as Fortran compares).
#[derive(Clone, Debug, PartialEq)]
enum CaseKey {
    Int(i64, i64),
    Str(String),
}

impl CaseKey {
    fn overlaps(&self, other: &CaseKey) -> bool {
        match (self, other) {
            (CaseKey::Int(a, b), CaseKey::Int(c, d)) => a <= d && c <= b,
            (CaseKey::Str(a), CaseKey::Str(b)) => a == b,
            _ => false,
        }
    }
}

/// The value of a literal INTEGER (possibly signed) or character constant.
fn literal(e: &Expr) -> Option<CaseKey> {
    match &e.kind {
        ExprKind::Int(lit) => lit.digits.parse().ok().map(|v| CaseKey::Int(v, v)),
        ExprKind::Unary(UnaryOp::Minus, a) => match literal(a)? {
            CaseKey::Int(v, _) => Some(CaseKey::Int(-v, -v)),
            _ => None,
        },
        ExprKind::Str(s) => Some(CaseKey::Str(s.trim_end_matches(' ').to_string())),
        _ => None,
    }
}

fn case_key(v: &CaseValue) -> Option<CaseKey> {
    let int = |e: &Option<Expr>, open: i64| match e {
        None => Some(open),
        Some(x) => match literal(x)? {
            CaseKey::Int(v, _) => Some(v),
            CaseKey::Str(_) => None,
        },
    };
    match v {
        CaseValue::Value(x) => literal(x),
        CaseValue::Range(lo, hi) => {
            let (lo, hi) = (int(lo, i64::MIN)?, int(hi, i64::MAX)?);
            // An empty range (`5:3`) matches nothing.
            (lo <= hi).then_some(CaseKey::Int(lo, hi))
        }
    }
}

/// The PASS, PASS(arg) or NOPASS among a PROCEDURE binding's attributes, and whether it is
/// DEFERRED (PUBLIC, PRIVATE and NON_OVERRIDABLE are accepted; anything else is an error).
fn procedure_binding_pass(diags: &mut Diagnostics, attrs: &[(Name, Option<Name>)]) -> (Pass, bool) {
    let mut pass = Pass::First;
    let mut deferred = false;
    for (a, arg) in attrs {
        match (a.text.as_str(), arg) {
            ("pass", None) => pass = Pass::First,
            ("pass", Some(n)) => pass = Pass::Named(n.clone()),
            ("nopass", None) => pass = Pass::None,
            ("public" | "private" | "non_overridable", None) => {}
            ("deferred", None) => deferred = true,
            _ => diags.error(
                a.span,
                format!(
                    "{} is not an attribute of a type-bound procedure (expected PASS, PASS(arg), NOPASS, DEFERRED, PUBLIC, PRIVATE or NON_OVERRIDABLE)",
                    a.upper()
                ),
            ),
        }
    }
    (pass, deferred)
}

/// DO CONCURRENT as nested DO loops, the first index outermost, the mask an IF around the
/// body. Its iterations may run in any order, so this order is one the standard allows; the
/// construct name stays on the innermost loop, where CYCLE starts the next iteration.
fn concurrent_loops(
    mut inner: DoConstruct,
    outer: Vec<ForallSpec>,
    mask: Option<Expr>,
    label: Option<Label>,
    span: Span,
) -> Stmt {
    if let Some(cond) = mask {
        let body = std::mem::take(&mut inner.body);
        let end = inner.end.as_ref().map_or(span, |(s, _)| *s);
        inner.body = vec![Stmt {
            label: None,
            kind: StmtKind::If(Box::new(IfConstruct {
                branches: vec![IfBranch {
                    cond,
                    head: inner.head,
                    label: None,
                    body,
                }],
                else_branch: None,
                selector: None,
                select_type: None,
                end: (end, None),
                name: None,
            })),
            span,
        }];
    }
    let end = inner.end.as_ref().map(|(s, _)| (*s, None));
    let head = inner.head;
    let mut stmt = Stmt {
        label: None,
        kind: StmtKind::Do(Box::new(inner)),
        span,
    };
    for spec in outer.into_iter().rev() {
        stmt = Stmt {
            label: None,
            kind: StmtKind::Do(Box::new(DoConstruct {
                name: None,
                control: DoControl::Counted {
                    var: spec.var,
                    lo: spec.lo,
                    hi: spec.hi,
                    step: spec.step,
                },
                term_label: None,
                head,
                body: vec![stmt],
                end,
            })),
            span,
        };
    }
    stmt.label = label;
    stmt
}

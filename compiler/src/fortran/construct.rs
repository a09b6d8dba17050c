//! The construct builder: a flat list of parsed statement lines → the nested [`Program`].
//!
//! It matches DO with its terminal label or END DO, IF THEN with ELSE IF / ELSE / END IF, and
//! `REGION` with `END REGION`; splits the specification part from the executable part; and
//! reports what does not match: a DO whose terminal label never comes, an END IF with no IF,
//! constructs still open at END, declarations after executable statements, statements after END.

use crate::diag::Diagnostics;
use crate::directives::ast::{Directive, DirectiveKind};
use crate::fortran::ast::*;

/// One parsed statement line with its position.
pub struct ParsedLine {
    pub label: Option<Label>,
    pub line: Line,
    pub span: Span,
}

// A short-lived stack of the constructs being built; its size does not matter.
#[allow(clippy::large_enum_variant)]
enum Open {
    Do {
        construct: DoConstruct,
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
        }
    }

    fn describe(&self) -> &'static str {
        match self {
            Open::Do { .. } => "DO loop",
            Open::If { .. } => "IF construct",
            Open::Region { .. } => "REGION",
        }
    }

    fn head_span(&self) -> Span {
        match self {
            Open::Do { span, .. } | Open::If { span, .. } | Open::Region { span, .. } => *span,
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

struct Builder<'d> {
    diags: &'d mut Diagnostics,
    phase: Phase,
    name: Option<Name>,
    span: Option<Span>,
    spec: Vec<Stmt>,
    body: Vec<Stmt>,
    stack: Vec<Open>,
    end: Option<Span>,
    saw_declaration: bool,
    reported_after_end: bool,
}

impl Builder<'_> {
    fn current(&mut self) -> &mut Vec<Stmt> {
        match self.stack.last_mut() {
            Some(open) => open.body(),
            None => &mut self.body,
        }
    }

    fn add_line(&mut self, pl: ParsedLine) {
        if self.phase == Phase::Done {
            if !self.reported_after_end {
                self.diags.error(
                    pl.span,
                    "statements after END: only one program unit per file is supported",
                );
                self.reported_after_end = true;
            }
            return;
        }
        if self.span.is_none() {
            self.span = Some(pl.span);
        }
        match pl.line {
            Line::Program(name) => {
                if self.phase != Phase::Start {
                    self.diags.error(
                        pl.span,
                        "PROGRAM must be the first statement of the program",
                    );
                } else {
                    self.name = Some(name);
                    self.span = Some(pl.span);
                }
                self.phase = self.phase.max_spec();
            }
            Line::End { program, name } => self.end(pl.span, program, name),
            Line::Do {
                term_label,
                control,
            } => {
                self.enter_exec();
                self.stack.push(Open::Do {
                    construct: DoConstruct {
                        control,
                        term_label,
                        head: pl.span,
                        body: Vec::new(),
                        end: None,
                    },
                    label: pl.label,
                    span: pl.span,
                });
            }
            Line::EndDo => self.end_do(pl.span, pl.label),
            Line::IfThen(cond) => {
                self.enter_exec();
                self.stack.push(Open::If {
                    construct: IfConstruct {
                        branches: vec![IfBranch {
                            cond,
                            head: pl.span,
                            label: None,
                            body: Vec::new(),
                        }],
                        else_branch: None,
                        end: (pl.span, None),
                    },
                    in_else: false,
                    label: pl.label,
                    span: pl.span,
                });
            }
            Line::ElseIf(cond) => match self.stack.last_mut() {
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
            Line::Else => match self.stack.last_mut() {
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
            Line::Stmt(kind) => self.simple(pl.label, kind, pl.span),
        }
    }

    fn enter_exec(&mut self) {
        self.phase = Phase::Exec;
    }

    fn simple(&mut self, label: Option<Label>, kind: StmtKind, span: Span) {
        if let StmtKind::Directive(d) = &kind {
            match &d.kind {
                DirectiveKind::Region(_) => {
                    self.enter_exec();
                    if let StmtKind::Directive(directive) = kind {
                        self.stack.push(Open::Region {
                            directive,
                            body: Vec::new(),
                            span,
                        });
                    }
                    return;
                }
                DirectiveKind::EndRegion => {
                    self.end_region(span);
                    return;
                }
                // Reported as unsupported later; it must not end the specification part.
                DirectiveKind::Unsupported(_)
                    if self.phase != Phase::Exec && self.stack.is_empty() =>
                {
                    self.spec.push(Stmt { label, kind, span });
                    return;
                }
                _ => {}
            }
        }
        let is_spec = kind.is_specification();
        let is_format = matches!(kind, StmtKind::Format(_));
        if is_spec {
            if self.phase == Phase::Exec {
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
                StmtKind::Implicit(_) | StmtKind::ImplicitNone if self.saw_declaration => {
                    self.diags
                        .error(span, "IMPLICIT must come before the other declarations");
                }
                StmtKind::TypeDecl(_) | StmtKind::Dimension(_) => self.saw_declaration = true,
                _ => {}
            }
            self.phase = Phase::Spec;
            self.spec.push(Stmt { label, kind, span });
            return;
        }
        if is_format && self.phase != Phase::Exec && self.stack.is_empty() {
            self.spec.push(Stmt { label, kind, span });
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
        if !self.stack.iter().any(terminates) {
            return;
        }
        if let Some(what) = bad_terminal {
            self.diags
                .error(span, format!("a DO loop cannot end with {what}"));
        }
        while self.stack.last().is_some_and(terminates) {
            self.close_top(span);
        }
        if let Some(open) = self.stack.iter().rev().find(|o| terminates(o)) {
            let head = open.head_span();
            let inner = self.stack.last().map(Open::describe).unwrap_or("construct");
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
            while let Some(top) = self.stack.last() {
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
        let Some(open) = self.stack.pop() else {
            return;
        };
        let stmt = match open {
            Open::Do {
                construct,
                label,
                span,
            } => Stmt {
                label,
                kind: StmtKind::Do(Box::new(construct)),
                span: span.to(end_span),
            },
            Open::If {
                construct,
                label,
                span,
                ..
            } => Stmt {
                label,
                kind: StmtKind::If(Box::new(construct)),
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
        match self.stack.last_mut() {
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
        match self.stack.last_mut() {
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
            let terminates = self.stack.iter().any(|o| {
                matches!(o, Open::Do { construct, .. }
                    if construct.term_label.is_some_and(|t| t.value == label.value))
            });
            if terminates {
                self.diags
                    .error(span, "a DO loop cannot end with an END IF statement");
            }
        }
    }

    fn end_region(&mut self, span: Span) {
        match self.stack.last() {
            Some(Open::Region { .. }) => self.close_top(span),
            Some(other) => {
                let what = other.describe();
                self.diags
                    .error(span, format!("END REGION inside an unterminated {what}"));
            }
            None => self
                .diags
                .error(span, "END REGION without a matching REGION"),
        }
    }

    fn end(&mut self, span: Span, program: bool, name: Option<Name>) {
        while let Some(open) = self.stack.last() {
            let msg = match open {
                Open::Do { construct, .. } => match construct.term_label {
                    Some(t) => format!(
                        "missing DO termination label {}: no statement with this label follows the DO",
                        t.value
                    ),
                    None => "DO loop is not closed by END DO".to_string(),
                },
                Open::If { .. } => "IF construct is not closed by END IF".to_string(),
                Open::Region { .. } => "REGION is not closed by END REGION".to_string(),
            };
            self.diags.error(open.head_span(), msg);
            self.close_top(span);
        }
        if let (true, Some(end_name), Some(prog)) = (program, &name, &self.name) {
            if end_name.text != prog.text {
                self.diags.error(
                    end_name.span,
                    format!(
                        "END PROGRAM {} does not match PROGRAM {}",
                        end_name.upper(),
                        prog.upper()
                    ),
                );
            }
        }
        self.end = Some(span);
        self.phase = Phase::Done;
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
        StmtKind::Exit(_) => Some("an EXIT statement"),
        StmtKind::Cycle(_) => Some("a CYCLE statement"),
        StmtKind::Directive(_) => Some("a directive"),
        StmtKind::Format(_) => Some("a FORMAT statement"),
        _ => None,
    }
}

/// Builds the program from its statement lines. `file_start` locates errors of an empty file.
pub fn build_program(
    lines: Vec<ParsedLine>,
    file_start: Span,
    diags: &mut Diagnostics,
) -> Option<Program> {
    let last_span = lines.last().map(|l| l.span);
    let mut b = Builder {
        diags,
        phase: Phase::Start,
        name: None,
        span: None,
        spec: Vec::new(),
        body: Vec::new(),
        stack: Vec::new(),
        end: None,
        saw_declaration: false,
        reported_after_end: false,
    };
    for line in lines {
        b.add_line(line);
    }
    let end = match b.end {
        Some(e) => e,
        None => {
            let at = last_span.unwrap_or(file_start);
            if last_span.is_none() {
                b.diags.error(at, "the file contains no program");
            } else {
                b.diags
                    .error(at, "missing END statement at the end of the program");
                b.end(at, false, None);
            }
            at
        }
    };
    Some(Program {
        name: b.name,
        span: b.span.unwrap_or(file_start),
        spec: b.spec,
        body: b.body,
        end,
    })
}

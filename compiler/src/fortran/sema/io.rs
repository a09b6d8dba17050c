//! I/O statements: PRINT, WRITE, READ, the file operations OPEN, CLOSE, REWIND, BACKSPACE,
//! ENDFILE and FLUSH, and INQUIRE. NAMELIST output (`WRITE(u, NML=g)`, `WRITE(u, g)`,
//! `PRINT g`) is a list-directed transfer whose items are the group's objects, each with its
//! name (see `IoFormat::Namelist`); `INQUIRE(IOLENGTH=n) items` becomes an assignment of the
//! items' byte count, known at compile time.
//!
//! Every statement's control list goes through one parser (`controls`), which knows which
//! specifiers each statement takes and which may be given by position. IOSTAT= becomes a place
//! the status is stored into; ERR= and END= become ordinary `IF (status ...) GO TO label`
//! statements after the I/O statement, testing a hidden status variable, so that the label
//! checks and the lowering of branches out of constructs are the ones GO TO already has.
//! Character specifiers (FILE=, STATUS=, ...) must be constants until CHARACTER variables
//! exist; their values are checked here, as gfortran checks constant specifiers.

use super::new_unit::has_newunit;
use super::Checker;
use crate::fortran::ast::{self, FileOpKind, IoControl, IoValue, StmtKind};
use crate::fortran::hir::{
    self, BinOp, Const, Expr, ExprKind, FileOp, IoFormat, IoItem, IoStatus, IoUnit, Place, SymId,
    SymbolKind, Transfer, Ty,
};
use crate::source::Span;

/// A specifier of a control list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Spec {
    Unit,
    Fmt,
    Iostat,
    Err,
    End,
    Rec,
    Pos,
    File,
    Status,
    Access,
    Form,
    Action,
    Position,
    Recl,
    Nml,
    Exist,
    Opened,
    Number,
    Named,
    Name,
    Sequential,
    Direct,
    Formatted,
    Unformatted,
    Nextrec,
    Read,
    Write,
    Readwrite,
    Size,
    Iolength,
    Iomsg,
    Advance,
    Eor,
}

impl Spec {
    fn from_keyword(word: &str) -> Option<Spec> {
        Some(match word {
            "unit" => Spec::Unit,
            "fmt" => Spec::Fmt,
            "iostat" => Spec::Iostat,
            "err" => Spec::Err,
            "end" => Spec::End,
            "rec" => Spec::Rec,
            "pos" => Spec::Pos,
            "file" | "name" => Spec::File,
            "status" => Spec::Status,
            "access" => Spec::Access,
            "form" => Spec::Form,
            "action" => Spec::Action,
            "position" => Spec::Position,
            "recl" => Spec::Recl,
            "nml" => Spec::Nml,
            "exist" => Spec::Exist,
            "opened" => Spec::Opened,
            "number" => Spec::Number,
            "named" => Spec::Named,
            "sequential" => Spec::Sequential,
            "direct" => Spec::Direct,
            "formatted" => Spec::Formatted,
            "unformatted" => Spec::Unformatted,
            "nextrec" => Spec::Nextrec,
            "read" => Spec::Read,
            "write" => Spec::Write,
            "readwrite" => Spec::Readwrite,
            "size" => Spec::Size,
            "iolength" => Spec::Iolength,
            "iomsg" => Spec::Iomsg,
            "advance" => Spec::Advance,
            "eor" => Spec::Eor,
            _ => return None,
        })
    }
}

/// Specifiers of the Fortran standard (and common extensions) that are not implemented yet:
/// named in a "not supported yet" error rather than "not a specifier".
const NOT_YET: &[&str] = &[
    "blank",
    "delim",
    "pad",
    "decimal",
    "round",
    "sign",
    "encoding",
    "asynchronous",
    "id",
    "convert",
    "dispose",
    "carriagecontrol",
    "readonly",
    "shared",
];

/// The statements that take control lists, with their specifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum IoStmt {
    Read,
    Write,
    File(FileOpKind),
    Inquire,
}

impl IoStmt {
    fn word(self) -> &'static str {
        match self {
            IoStmt::Read => "READ",
            IoStmt::Write => "WRITE",
            IoStmt::File(k) => k.word(),
            IoStmt::Inquire => "INQUIRE",
        }
    }

    /// Specifiers that may be given without a keyword, in order.
    fn positional(self) -> &'static [Spec] {
        match self {
            IoStmt::Read | IoStmt::Write => &[Spec::Unit, Spec::Fmt],
            IoStmt::File(_) | IoStmt::Inquire => &[Spec::Unit],
        }
    }

    fn allows(self, s: Spec) -> bool {
        use Spec::*;
        match self {
            IoStmt::Read => matches!(
                s,
                Unit | Fmt | Iostat | Iomsg | Err | End | Eor | Rec | Pos | Nml | Advance | Size
            ),
            IoStmt::Write => matches!(
                s,
                Unit | Fmt | Iostat | Iomsg | Err | Rec | Pos | Nml | Advance
            ),
            IoStmt::Inquire => !matches!(s, Fmt | End | Eor | Rec | Status | Nml | Advance),
            IoStmt::File(FileOpKind::Open) => matches!(
                s,
                Unit | Iostat
                    | Iomsg
                    | Err
                    | File
                    | Status
                    | Access
                    | Form
                    | Action
                    | Position
                    | Recl
            ),
            IoStmt::File(FileOpKind::Close) => matches!(s, Unit | Iostat | Iomsg | Err | Status),
            IoStmt::File(_) => matches!(s, Unit | Iostat | Iomsg | Err),
        }
    }
}

/// The values a character specifier may take.
fn allowed_values(stmt: IoStmt, spec: Spec) -> &'static [&'static str] {
    match (stmt, spec) {
        (IoStmt::File(FileOpKind::Close), Spec::Status) => &["KEEP", "DELETE"],
        (_, Spec::Status) => &["OLD", "NEW", "SCRATCH", "REPLACE", "UNKNOWN"],
        (_, Spec::Access) => &["SEQUENTIAL", "DIRECT", "STREAM"],
        (_, Spec::Form) => &["FORMATTED", "UNFORMATTED"],
        (_, Spec::Action) => &["READ", "WRITE", "READWRITE"],
        (_, Spec::Position) => &["ASIS", "REWIND", "APPEND"],
        (_, Spec::Advance) => &["YES", "NO"],
        _ => &[],
    }
}

/// A parsed control list: each specifier given, with its value and where it is written.
#[derive(Default)]
struct Controls<'a> {
    given: Vec<(Spec, &'a IoValue, Span)>,
}

impl<'a> Controls<'a> {
    fn get(&self, s: Spec) -> Option<(&'a IoValue, Span)> {
        self.given
            .iter()
            .find(|(k, _, _)| *k == s)
            .map(|&(_, v, sp)| (v, sp))
    }
}

/// The I/O statement checked, and where its ERR=, END= and EOR= branches go.
struct Checked {
    stmt: hir::StmtKind,
    branches: Branches,
}

/// The labels of ERR=, END= and EOR=.
#[derive(Clone, Copy, Default)]
struct Branches {
    err: Option<u32>,
    end: Option<u32>,
    eor: Option<u32>,
}

/// The name of the hidden status variable (not a Fortran name, so it cannot clash).
const STATUS_VARIABLE: &str = "io.status";

impl Checker<'_> {
    /// Checks PRINT, WRITE, READ or a file operation, and appends it (with its ERR=/END=
    /// branches) to `out`.
    pub(super) fn check_io_stmt(&mut self, s: &ast::Stmt, out: &mut Vec<hir::Stmt>) {
        let span = s.span;
        if self.parallel.is_some() {
            self.error(span, "I/O statements are not allowed in a parallel loop");
            self.keep_label(out, s.label, span);
            return;
        }
        let checked = match &s.kind {
            StmtKind::Print(p) => self.check_print(p).map(|t| Checked {
                stmt: hir::StmtKind::Transfer(Box::new(t)),
                branches: Branches::default(),
            }),
            StmtKind::Write(w) => self.check_transfer(IoStmt::Write, &w.controls, &w.items, span),
            StmtKind::Read(r) if r.short => self.check_short_read(r),
            StmtKind::Read(r) => self.check_transfer(IoStmt::Read, &r.controls, &r.items, span),
            StmtKind::FileOp(f) if f.kind == FileOpKind::Open && has_newunit(f) => {
                let Some((assign, open)) = self.new_unit_open(f, span) else {
                    self.keep_label(out, s.label, span);
                    return;
                };
                self.push(out, s.label, assign, span);
                let label = None;
                let s = ast::Stmt {
                    label,
                    kind: StmtKind::FileOp(open),
                    span,
                };
                return self.check_io_stmt(&s, out);
            }
            StmtKind::FileOp(f) => self.check_file_op(f, span),
            StmtKind::Inquire(q) => self.check_inquire(q, span),
            _ => None,
        };
        let Some(checked) = checked else {
            self.keep_label(out, s.label, span);
            return;
        };
        let code = match &checked.stmt {
            hir::StmtKind::Transfer(t) => t.status.code,
            hir::StmtKind::FileOp(f) => f.status.code,
            hir::StmtKind::Inquire(q) => q.status.code,
            _ => None,
        };
        self.push(out, s.label, checked.stmt, span);
        let Some(code) = code else {
            return;
        };
        // End of record (-2) first: END= takes the other negative codes.
        for (label, op, value, word) in [
            (checked.branches.eor, BinOp::Eq, -2, "EOR="),
            (checked.branches.end, BinOp::Lt, 0, "END="),
            (checked.branches.err, BinOp::Gt, 0, "ERR="),
        ] {
            let Some(label) = label else {
                continue;
            };
            self.branch_words.insert((label, span), word);
            let branch = self.branch_if(code, op, Const::Int(value), label, span);
            out.push(branch);
        }
    }

    // ------------------------------------------------------------------ control lists

    fn controls<'a>(&mut self, stmt: IoStmt, list: &'a [IoControl]) -> Option<Controls<'a>> {
        let mut out = Controls::default();
        let mut saw_keyword = false;
        let mut ok = true;
        let positional = stmt.positional();
        for (k, c) in list.iter().enumerate() {
            let spec = match &c.keyword {
                None if saw_keyword => {
                    self.error(
                        c.span,
                        "a positional specifier cannot follow a keyword specifier",
                    );
                    ok = false;
                    continue;
                }
                None => match positional.get(k) {
                    Some(&s) => s,
                    None => {
                        self.error(
                            c.span,
                            format!("too many positional specifiers in {}", stmt.word()),
                        );
                        ok = false;
                        continue;
                    }
                },
                Some(kw) => {
                    saw_keyword = true;
                    let word = kw.text.as_str();
                    let spec = match word {
                        "name" if stmt == IoStmt::Inquire => Some(Spec::Name),
                        _ => Spec::from_keyword(word),
                    };
                    match spec {
                        Some(s) if stmt.allows(s) => s,
                        _ if NOT_YET.contains(&word) => {
                            self.error(
                                kw.span,
                                format!("the {}= specifier is not supported yet", kw.upper()),
                            );
                            ok = false;
                            continue;
                        }
                        _ => {
                            self.error(
                                kw.span,
                                format!("{}= is not a specifier of {}", kw.upper(), stmt.word()),
                            );
                            ok = false;
                            continue;
                        }
                    }
                }
            };
            if out.get(spec).is_some() {
                let what = match &c.keyword {
                    Some(kw) => format!("{}=", kw.upper()),
                    None => format!("{spec:?}").to_ascii_uppercase() + "=",
                };
                self.error(c.span, format!("{what} is given twice"));
                ok = false;
                continue;
            }
            out.given.push((spec, &c.value, c.span));
        }
        ok.then_some(out)
    }

    /// UNIT=: `*` (data transfers only) or an INTEGER expression.
    fn unit_spec(&mut self, stmt: IoStmt, c: &Controls, span: Span) -> Option<IoUnit> {
        let Some((v, _)) = c.get(Spec::Unit) else {
            self.error(span, format!("{} needs a unit", stmt.word()));
            return None;
        };
        match v {
            IoValue::Star(sp) => match stmt {
                IoStmt::File(_) | IoStmt::Inquire => {
                    self.error(*sp, format!("{} needs a unit number, not *", stmt.word()));
                    None
                }
                _ => Some(IoUnit::Star),
            },
            IoValue::Expr(e) => {
                if let Some(id) = self.character_array(e) {
                    return self.internal_array(stmt, e, id);
                }
                if let ast::ExprKind::Designator(d) = &e.kind {
                    if let Some(unit) = self.internal_section(e, d) {
                        if matches!(stmt, IoStmt::File(_) | IoStmt::Inquire) {
                            self.error(e.span, format!("{} needs a unit number", stmt.word()));
                            return None;
                        }
                        return unit;
                    }
                }
                let x = self.check_expr(e)?;
                match x.ty {
                    Ty::Int(_) => {}
                    Ty::Char => return self.internal_file(stmt, e, x),
                    _ => {
                        self.error(e.span, "the unit must be * or an INTEGER expression");
                        return None;
                    }
                }
                if let (Some(Const::Int(u)), false) = (x.as_const(), stmt == IoStmt::Inquire) {
                    if !(0..=i32::MAX as i64).contains(u) {
                        self.error(e.span, format!("unit number {u} is out of range"));
                        return None;
                    }
                }
                Some(IoUnit::Number(self.convert(x, Ty::I4)))
            }
        }
    }

    /// The CHARACTER array `e` names whole, if it does.
    fn character_array(&self, e: &ast::Expr) -> Option<SymId> {
        let ast::ExprKind::Designator(d) = &e.kind else {
            return None;
        };
        if d.args.is_some() || !d.parts.is_empty() || d.substring.is_some() {
            return None;
        }
        let id = self.scope.lookup(&d.name.text)?;
        let s = self.scope.get(id);
        (s.ty == Ty::Char && matches!(s.kind, SymbolKind::Array(_))).then_some(id)
    }

    /// A whole CHARACTER array as an internal file: each element a record.
    fn internal_array(&mut self, stmt: IoStmt, e: &ast::Expr, id: SymId) -> Option<IoUnit> {
        if matches!(stmt, IoStmt::File(_) | IoStmt::Inquire) {
            self.error(e.span, format!("{} needs a unit number", stmt.word()));
            return None;
        }
        if self.is_unusable(id, e.span) {
            return None;
        }
        if self.is_distributed_array(id) {
            self.error(
                e.span,
                "a distributed CHARACTER array as an internal file is not supported",
            );
            return None;
        }
        Some(IoUnit::InternalArray(id))
    }

    /// A CHARACTER unit: an internal file. WRITE needs a variable to write into.
    fn internal_file(&mut self, stmt: IoStmt, e: &ast::Expr, x: Expr) -> Option<IoUnit> {
        if matches!(stmt, IoStmt::File(_) | IoStmt::Inquire) {
            self.error(e.span, format!("{} needs a unit number", stmt.word()));
            return None;
        }
        let variable = matches!(
            x.kind,
            ExprKind::Load(_) | ExprKind::Elem(..) | ExprKind::Substring(..)
        );
        if stmt == IoStmt::Write && !variable {
            self.error(
                e.span,
                "the internal file of a WRITE must be a CHARACTER variable",
            );
            return None;
        }
        Some(IoUnit::Internal(x))
    }

    /// An INTEGER specifier (REC=, RECL=), as INTEGER(8).
    fn int_spec(&mut self, c: &Controls, spec: Spec, word: &str) -> Result<Option<Expr>, ()> {
        let Some((v, sp)) = c.get(spec) else {
            return Ok(None);
        };
        let IoValue::Expr(e) = v else {
            self.error(sp, format!("{word}= must be an INTEGER expression"));
            return Err(());
        };
        let x = self.check_expr(e).ok_or(())?;
        if !x.ty.is_int() {
            self.error(e.span, format!("{word}= must be an INTEGER expression"));
            return Err(());
        }
        Ok(Some(self.convert(x, Ty::I8)))
    }

    /// A label specifier (ERR=, END=).
    fn label_spec(&mut self, c: &Controls, spec: Spec, word: &str) -> Result<Option<u32>, ()> {
        let Some((v, sp)) = c.get(spec) else {
            return Ok(None);
        };
        match v {
            IoValue::Expr(ast::Expr {
                kind: ast::ExprKind::Int(lit),
                ..
            }) if lit.kind.is_none() => match lit.digits.parse::<u32>() {
                Ok(l) if l > 0 && l <= 99999 => Ok(Some(l)),
                _ => {
                    self.error(sp, format!("{word}= needs a statement label"));
                    Err(())
                }
            },
            _ => {
                self.error(sp, format!("{word}= needs a statement label"));
                Err(())
            }
        }
    }

    /// A character specifier. A constant is checked against the values the statement allows
    /// and kept upper case without trailing blanks (FILE= as written); a variable is checked
    /// by the runtime.
    fn char_spec(&mut self, stmt: IoStmt, c: &Controls, spec: Spec) -> Result<Option<Expr>, ()> {
        let Some((v, sp)) = c.get(spec) else {
            return Ok(None);
        };
        let word = format!("{spec:?}").to_ascii_uppercase();
        let x = match v {
            IoValue::Expr(e) => self.check_expr(e).ok_or(())?,
            IoValue::Star(_) => {
                self.error(sp, format!("{word}= must be a character expression"));
                return Err(());
            }
        };
        if x.ty != Ty::Char {
            self.error(sp, format!("{word}= must be a character expression"));
            return Err(());
        }
        let Some(Const::Str(s)) = x.as_const() else {
            return Ok(Some(x));
        };
        let text = s.trim_end_matches(' ').to_string();
        let constant = |text: String| Expr {
            kind: ExprKind::Const(Const::Str(text)),
            ty: Ty::Char,
            span: sp,
        };
        if spec == Spec::File {
            if text.is_empty() {
                self.error(sp, "FILE= names no file");
                return Err(());
            }
            return Ok(Some(constant(text)));
        }
        let upper = text.to_ascii_uppercase();
        let allowed = allowed_values(stmt, spec);
        if !allowed.contains(&upper.as_str()) {
            self.error(
                sp,
                format!(
                    "{word}='{text}' is not valid in {} (expected {})",
                    stmt.word(),
                    allowed.join(", ")
                ),
            );
            return Err(());
        }
        Ok(Some(constant(upper)))
    }

    /// IOSTAT=, IOMSG=, ERR= and END= (and EOR=, which READ alone takes).
    fn status_specs(&mut self, c: &Controls) -> Option<(IoStatus, Branches)> {
        let err = self.label_spec(c, Spec::Err, "ERR");
        let end = self.label_spec(c, Spec::End, "END");
        let eor = self.label_spec(c, Spec::Eor, "EOR");
        let iostat = match c.get(Spec::Iostat) {
            None => Ok(None),
            Some((v, sp)) => self.variable_spec(v, sp, "IOSTAT", false),
        };
        let iomsg = match c.get(Spec::Iomsg) {
            None => Ok(None),
            Some((v, sp)) => self.variable_spec(v, sp, "IOMSG", true),
        };
        let (err, end, eor, iostat, iomsg) =
            (err.ok()?, end.ok()?, eor.ok()?, iostat.ok()?, iomsg.ok()?);
        let code = (err.is_some() || end.is_some() || eor.is_some())
            .then(|| self.hidden_variable(STATUS_VARIABLE, Ty::I4));
        let status = IoStatus {
            handles_error: iostat.is_some() || err.is_some(),
            handles_end: iostat.is_some() || end.is_some() || eor.is_some(),
            iostat,
            iomsg,
            code,
        };
        Some((status, Branches { err, end, eor }))
    }

    /// A variable a specifier stores into: IOSTAT= and SIZE= (INTEGER), IOMSG= (CHARACTER).
    fn variable_spec(
        &mut self,
        v: &IoValue,
        sp: Span,
        word: &str,
        character: bool,
    ) -> Result<Option<Place>, ()> {
        let what = if character {
            "a CHARACTER"
        } else {
            "an INTEGER"
        };
        let IoValue::Expr(ast::Expr {
            kind: ast::ExprKind::Designator(d),
            ..
        }) = v
        else {
            self.error(sp, format!("{word}= must be {what} variable"));
            return Err(());
        };
        let place = self.place(d).ok_or(())?;
        let ty = match &place {
            Place::Field(f) => f.ty,
            Place::Substring(..) => Ty::Char,
            p => self.scope.get(p.symbol()).ty,
        };
        if (character && ty != Ty::Char) || (!character && !ty.is_int()) {
            self.error(sp, format!("{word}= must be {what} variable"));
            return Err(());
        }
        Ok(Some(place))
    }

    // ------------------------------------------------------------------ statements

    fn check_print(&mut self, p: &ast::PrintStmt) -> Option<Transfer> {
        if let Some(group) = self.group_named(&p.format) {
            if !p.items.is_empty() {
                self.error(p.format.span(), "a NAMELIST statement has no I/O list");
                return None;
            }
            let (format, items) = self.namelist_items(&group)?;
            return Some(Transfer {
                read: false,
                unit: IoUnit::Star,
                format,
                rec: None,
                pos: None,
                advance: None,
                size: None,
                items,
                status: IoStatus::default(),
            });
        }
        let format = self.format_of(&p.format);
        let items = self.io_items(&p.items, false);
        Some(Transfer {
            read: false,
            unit: IoUnit::Star,
            format: format?,
            rec: None,
            pos: None,
            advance: None,
            size: None,
            items: items?,
            status: IoStatus::default(),
        })
    }

    /// `READ fmt, items`.
    fn check_short_read(&mut self, r: &ast::ReadStmt) -> Option<Checked> {
        let format = r.controls.first().and_then(|c| self.format_of(&c.value));
        let items = self.io_items(&r.items, true);
        let t = Transfer {
            read: true,
            unit: IoUnit::Star,
            format: format?,
            rec: None,
            pos: None,
            advance: None,
            size: None,
            items: items?,
            status: IoStatus::default(),
        };
        Some(Checked {
            stmt: hir::StmtKind::Transfer(Box::new(t)),
            branches: Branches::default(),
        })
    }

    fn check_transfer(
        &mut self,
        stmt: IoStmt,
        list: &[IoControl],
        items: &[ast::OutputItem],
        span: Span,
    ) -> Option<Checked> {
        let read = stmt == IoStmt::Read;
        let c = self.controls(stmt, list)?;
        let nml = self.namelist_spec(&c).ok()?;
        let listed = items;
        let mut items = self.io_items(items, read);
        let unit = self.unit_spec(stmt, &c, span);
        let format = match (&nml, c.get(Spec::Fmt)) {
            (Some((group, sp)), _) => {
                if !listed.is_empty() {
                    self.error(span, "a NAMELIST statement has no I/O list");
                    return None;
                }
                let (format, nml_items) = if read {
                    self.namelist_input_items(group, *sp)?
                } else {
                    self.namelist_items(group)?
                };
                items = Some(nml_items);
                Some(format)
            }
            (None, None) => Some(IoFormat::Unformatted),
            (None, Some((f, _))) => self.format_of(f),
        };
        let rec = self.int_spec(&c, Spec::Rec, "REC");
        let pos = self.int_spec(&c, Spec::Pos, "POS");
        let advance = self.char_spec(stmt, &c, Spec::Advance);
        let size = match c.get(Spec::Size) {
            None => Ok(None),
            Some((v, sp)) => self.variable_spec(v, sp, "SIZE", false),
        };
        let status = self.status_specs(&c);
        let (unit, format, rec, pos, advance, size, (status, branches)) = (
            unit?,
            format?,
            rec.ok()?,
            pos.ok()?,
            advance.ok()?,
            size.ok()?,
            status?,
        );
        let end = branches.end;
        if !self.check_advance(&c, &unit, &format, &advance, rec.is_some()) {
            return None;
        }
        if let (Some(_), IoFormat::ListDirected, Some((_, sp))) = (&rec, &format, c.get(Spec::Rec))
        {
            self.error(
                sp,
                "a direct-access transfer (REC=) cannot be list-directed",
            );
            return None;
        }
        if let (Some(_), Some((_, sp))) = (&pos, c.get(Spec::Pos)) {
            let conflict = if rec.is_some() {
                Some("POS= and REC= cannot both be given")
            } else if matches!(unit, IoUnit::Number(_)) {
                None
            } else {
                Some("POS= needs an external unit opened with ACCESS='STREAM'")
            };
            if let Some(message) = conflict {
                self.error(sp, message);
                return None;
            }
        }
        if let (Some(_), Some(_)) = (&rec, end) {
            self.error(
                span,
                "END= is not allowed with REC= (direct access has no end of file)",
            );
            return None;
        }
        if let (IoUnit::Star, IoFormat::Unformatted) = (&unit, &format) {
            self.error(
                span,
                format!("an unformatted {} needs a unit number", stmt.word()),
            );
            return None;
        }
        let t = Transfer {
            read,
            unit,
            format,
            rec,
            pos,
            advance,
            size,
            items: items?,
            status,
        };
        Some(Checked {
            stmt: hir::StmtKind::Transfer(Box::new(t)),
            branches,
        })
    }

    /// ADVANCE= needs a format and an external unit, sequential; SIZE= and EOR= need
    /// ADVANCE='NO' (the messages are gfortran's).
    fn check_advance(
        &mut self,
        c: &Controls,
        unit: &IoUnit,
        format: &IoFormat,
        advance: &Option<Expr>,
        direct: bool,
    ) -> bool {
        let Some((_, sp)) = c.get(Spec::Advance) else {
            for (spec, word) in [(Spec::Size, "SIZE"), (Spec::Eor, "EOR")] {
                if let Some((_, sp)) = c.get(spec) {
                    self.error(sp, format!("{word}= requires ADVANCE='NO'"));
                    return false;
                }
            }
            return true;
        };
        if !matches!(format, IoFormat::Text(_)) {
            self.error(
                sp,
                "the ADVANCE= specifier must appear with an explicit format",
            );
            return false;
        }
        if matches!(
            unit,
            IoUnit::Internal(_) | IoUnit::InternalArray(_) | IoUnit::InternalSection { .. }
        ) {
            self.error(sp, "ADVANCE= is not allowed with an internal file");
            return false;
        }
        if direct {
            self.error(sp, "ADVANCE= is not allowed with REC=");
            return false;
        }
        let yes = matches!(
            advance.as_ref().and_then(Expr::as_const),
            Some(Const::Str(v)) if v == "YES"
        );
        for (spec, word) in [(Spec::Size, "SIZE"), (Spec::Eor, "EOR")] {
            if let (Some((_, sp)), true) = (c.get(spec), yes) {
                self.error(sp, format!("{word}= requires ADVANCE='NO'"));
                return false;
            }
        }
        true
    }

    fn check_file_op(&mut self, f: &ast::FileOpStmt, span: Span) -> Option<Checked> {
        let stmt = IoStmt::File(f.kind);
        let c = self.controls(stmt, &f.controls)?;
        let unit = self.unit_spec(stmt, &c, span);
        let mut chars = [
            Spec::File,
            Spec::Status,
            Spec::Access,
            Spec::Form,
            Spec::Action,
            Spec::Position,
        ]
        .map(|s| self.char_spec(stmt, &c, s));
        let recl = self.int_spec(&c, Spec::Recl, "RECL");
        let status = self.status_specs(&c);
        if chars.iter().any(Result::is_err) {
            return None;
        }
        let [file, file_status, access, form, action, position] = chars
            .each_mut()
            .map(|r| r.as_mut().ok().and_then(Option::take));
        let (Some(IoUnit::Number(unit)), Ok(recl), Some((status, branches))) = (unit, recl, status)
        else {
            return None;
        };
        if f.kind == FileOpKind::Open {
            let text = |e: &Option<Expr>| match e.as_ref().and_then(Expr::as_const) {
                Some(Const::Str(s)) => Some(s.clone()),
                _ => None,
            };
            if text(&file_status).as_deref() == Some("SCRATCH") && file.is_some() {
                self.error(span, "OPEN: FILE= must not be given with STATUS='SCRATCH'");
                return None;
            }
            if text(&access).as_deref() == Some("DIRECT") && recl.is_none() {
                self.error(span, "OPEN: ACCESS='DIRECT' needs RECL=");
                return None;
            }
        }
        let op = FileOp {
            kind: f.kind,
            unit,
            file,
            file_status,
            access,
            form,
            action,
            position,
            recl,
            status,
        };
        Some(Checked {
            stmt: hir::StmtKind::FileOp(Box::new(op)),
            branches,
        })
    }

    // ------------------------------------------------------------------ NAMELIST

    /// The group a format position names (`WRITE(u, grp)`, `PRINT grp`): a name that is a
    /// NAMELIST group and no variable.
    fn group_named(&self, v: &IoValue) -> Option<String> {
        let name = bare_name(v)?;
        (self.namelists.contains_key(&name) && self.scope.lookup(&name).is_none()).then_some(name)
    }

    /// NML=, or a group named where the format goes.
    fn namelist_spec(&mut self, c: &Controls) -> Result<Option<(String, Span)>, ()> {
        if let Some((v, sp)) = c.get(Spec::Nml) {
            if c.get(Spec::Fmt).is_some() {
                self.error(sp, "NML= and FMT= cannot both be given");
                return Err(());
            }
            return match bare_name(v) {
                Some(n) if self.namelists.contains_key(&n) => Ok(Some((n, sp))),
                Some(n) => {
                    self.error(sp, format!("'{n}' is not a NAMELIST group"));
                    Err(())
                }
                None => {
                    self.error(sp, "NML= needs a NAMELIST group name");
                    Err(())
                }
            };
        }
        Ok(c.get(Spec::Fmt)
            .and_then(|(v, sp)| self.group_named(v).map(|n| (n, sp))))
    }

    /// The format and items of a NAMELIST output statement for `group`.
    fn namelist_items(&mut self, group: &str) -> Option<(IoFormat, Vec<IoItem>)> {
        let members = self.namelists.get(group).cloned().unwrap_or_default();
        let mut objects = Vec::with_capacity(members.len());
        let mut all = Vec::new();
        let mut ok = true;
        for m in members {
            let Some(parts) = self.namelist_objects(group, &m, true) else {
                ok = false;
                continue;
            };
            for (shown, d) in parts {
                let e = ast::Expr {
                    span: d.span,
                    kind: ast::ExprKind::Designator(d),
                };
                match self.io_items(&[ast::OutputItem::Expr(e)], false) {
                    Some(items) => {
                        objects.push((shown.to_ascii_uppercase(), items.len()));
                        all.extend(items);
                    }
                    None => ok = false,
                }
            }
        }
        let format = IoFormat::Namelist {
            group: group.to_ascii_uppercase(),
            objects,
        };
        ok.then_some((format, all))
    }

    /// The format and items of a NAMELIST input statement: each object as a whole variable
    /// (`IoItem::Place` of a scalar or a structure's component, `IoItem::Array` of an array of
    /// constant bounds, an allocatable or a distributed array), which the runtime reads into
    /// by address.
    fn namelist_input_items(&mut self, group: &str, sp: Span) -> Option<(IoFormat, Vec<IoItem>)> {
        let members = self.namelists.get(group).cloned().unwrap_or_default();
        let mut objects = Vec::with_capacity(members.len());
        let mut items = Vec::new();
        let mut ok = true;
        for m in members {
            let Some(parts) = self.namelist_objects(group, &m, false) else {
                ok = false;
                continue;
            };
            for (shown, d) in parts {
                let item = if !d.parts.is_empty() {
                    self.whole_component_place(&d).map(IoItem::Place)
                } else {
                    match self
                        .scope
                        .lookup(&d.name.text)
                        .map(|id| (id, self.scope.get(id)))
                    {
                        Some((_, sym)) => match &sym.kind {
                            SymbolKind::Array(info)
                                if !info.allocatable
                                    && (info.adjustable.is_some()
                                        || info.assumed_shape
                                        || sym.pointer) =>
                            {
                                self.error(
                                    sp,
                                    format!(
                                        "NAMELIST input of '{shown}' is not supported yet (a dummy or POINTER array without constant bounds)"
                                    ),
                                );
                                None
                            }
                            SymbolKind::Array(_) => {
                                let id = self.scope.lookup(&d.name.text)?;
                                Some(IoItem::Array(id))
                            }
                            _ => self.place(&d).map(IoItem::Place),
                        },
                        None => self.place(&d).map(IoItem::Place),
                    }
                };
                match item {
                    Some(i) => {
                        objects.push((shown.to_ascii_uppercase(), 1));
                        items.push(i);
                    }
                    None => ok = false,
                }
            }
        }
        let format = IoFormat::Namelist {
            group: group.to_ascii_uppercase(),
            objects,
        };
        ok.then_some((format, items))
    }

    // ------------------------------------------------------------------ INQUIRE

    fn check_inquire(&mut self, q: &ast::InquireStmt, span: Span) -> Option<Checked> {
        let stmt = IoStmt::Inquire;
        let c = self.controls(stmt, &q.controls)?;
        if let Some((v, sp)) = c.get(Spec::Iolength) {
            return self.check_iolength(v, sp, &c, &q.items, span);
        }
        if !q.items.is_empty() {
            self.error(span, "INQUIRE takes an output list only with IOLENGTH=");
            return None;
        }
        let (by_unit, by_file) = (c.get(Spec::Unit).is_some(), c.get(Spec::File).is_some());
        if by_unit && by_file {
            self.error(span, "INQUIRE: UNIT= and FILE= cannot both be given");
            return None;
        }
        if !by_unit && !by_file {
            self.error(span, "INQUIRE needs UNIT= or FILE=");
            return None;
        }
        let unit = if by_unit {
            match self.unit_spec(stmt, &c, span)? {
                IoUnit::Number(e) => Some(e),
                _ => return None,
            }
        } else {
            None
        };
        let file = self.char_spec(stmt, &c, Spec::File).ok()?;
        let mut ok = true;
        let mut ints = Vec::new();
        for (k, spec) in [
            Spec::Exist,
            Spec::Opened,
            Spec::Number,
            Spec::Named,
            Spec::Recl,
            Spec::Nextrec,
            Spec::Size,
            Spec::Pos,
        ]
        .into_iter()
        .enumerate()
        {
            let logical = matches!(spec, Spec::Exist | Spec::Opened | Spec::Named);
            let Some((v, sp)) = c.get(spec) else {
                continue;
            };
            let word = format!("{spec:?}").to_ascii_uppercase();
            let what = if logical { "a LOGICAL" } else { "an INTEGER" };
            match self.inquire_variable(v) {
                Some((place, value))
                    if logical == (value.ty.is_logical()) && (logical || value.ty.is_int()) =>
                {
                    ints.push((k, place, value));
                }
                Some(_) | None => {
                    self.error(sp, format!("{word}= must be {what} variable"));
                    ok = false;
                }
            }
        }
        let mut texts = Vec::new();
        for (k, spec) in [
            Spec::Name,
            Spec::Access,
            Spec::Sequential,
            Spec::Direct,
            Spec::Form,
            Spec::Formatted,
            Spec::Unformatted,
            Spec::Action,
            Spec::Read,
            Spec::Write,
            Spec::Readwrite,
            Spec::Position,
        ]
        .into_iter()
        .enumerate()
        {
            let Some((v, sp)) = c.get(spec) else {
                continue;
            };
            match self.inquire_variable(v) {
                Some((place, value)) if value.ty == Ty::Char => texts.push((k, place)),
                _ => {
                    let word = format!("{spec:?}").to_ascii_uppercase();
                    self.error(sp, format!("{word}= must be a CHARACTER variable"));
                    ok = false;
                }
            }
        }
        let (status, branches) = self.status_specs(&c)?;
        if !ok {
            return None;
        }
        let inquire = hir::Inquire {
            unit,
            file,
            ints,
            texts,
            status,
        };
        Some(Checked {
            stmt: hir::StmtKind::Inquire(Box::new(inquire)),
            branches,
        })
    }

    /// A variable an INQUIRE answer is stored into, with its current value.
    fn inquire_variable(&mut self, v: &IoValue) -> Option<(Place, Expr)> {
        let IoValue::Expr(e) = v else {
            return None;
        };
        let ast::ExprKind::Designator(d) = &e.kind else {
            return None;
        };
        let place = self.place(d)?;
        let value = self.check_expr(e)?;
        Some((place, value))
    }

    /// `INQUIRE(IOLENGTH=n) items`: `n = ` the bytes an unformatted WRITE of the items takes.
    fn check_iolength(
        &mut self,
        v: &IoValue,
        sp: Span,
        c: &Controls,
        items: &[ast::OutputItem],
        span: Span,
    ) -> Option<Checked> {
        if c.given.len() > 1 {
            self.error(span, "INQUIRE with IOLENGTH= takes no other specifier");
            return None;
        }
        let target = match self.inquire_variable(v) {
            Some((place, value)) if value.ty.is_int() => place,
            _ => {
                self.error(sp, "IOLENGTH= must be an INTEGER variable");
                return None;
            }
        };
        let items = self.io_items(items, false)?;
        let mut total = 0i64;
        for item in &items {
            let size = match item {
                IoItem::Expr(e) => scalar_bytes(e.ty).or_else(|| match e.as_const() {
                    Some(Const::Str(s)) => Some(s.len() as i64),
                    _ => None,
                }),
                IoItem::Array(id) => {
                    let sym = self.scope.get(*id);
                    match &sym.kind {
                        SymbolKind::Array(info)
                            if info.adjustable.is_none() && !info.allocatable =>
                        {
                            scalar_bytes(sym.ty).map(|b| b * info.element_count() as i64)
                        }
                        _ => None,
                    }
                }
                _ => None,
            };
            let Some(size) = size else {
                self.error(
                    span,
                    "IOLENGTH= of this output list is not supported yet (only numeric and LOGICAL scalars, constants and whole arrays of constant size)",
                );
                return None;
            };
            total += size;
        }
        let ty = self.scope.get(target.symbol()).ty;
        let value = Expr {
            kind: ExprKind::Const(Const::Int(total)),
            ty: Ty::I4,
            span,
        };
        let value = self.convert(value, ty);
        Some(Checked {
            stmt: hir::StmtKind::Assign { target, value },
            branches: Branches::default(),
        })
    }

    // ------------------------------------------------------------------ formats and items

    pub(super) fn format_of(&mut self, v: &IoValue) -> Option<IoFormat> {
        let e = match v {
            IoValue::Star(_) => return Some(IoFormat::ListDirected),
            IoValue::Expr(e) => e,
        };
        if let ast::ExprKind::Int(lit) = &e.kind {
            let Ok(label) = lit.digits.parse::<u32>() else {
                self.error(e.span, "invalid FORMAT label");
                return None;
            };
            return match self.formats.get(&label) {
                Some(text) => Some(IoFormat::Text(text.clone())),
                None => {
                    let msg = match self.labels.get(&label) {
                        Some(_) => format!("label {label} is not a FORMAT statement"),
                        None => format!("FORMAT label {label} is not defined"),
                    };
                    self.error(e.span, msg);
                    None
                }
            };
        }
        let x = self.check_expr(e)?;
        match x.as_const() {
            Some(Const::Str(s)) => {
                let s = s.clone();
                self.validate_format(&s, e.span)
                    .then_some(IoFormat::Text(s))
            }
            _ => {
                self.error(
                    e.span,
                    "a format must be *, a FORMAT label or a character constant",
                );
                None
            }
        }
    }

    /// Checks a format specification (the text including its parentheses).
    pub fn validate_format(&mut self, text: &str, span: Span) -> bool {
        match crate::fortran::format_check::check(text) {
            Ok(warnings) => {
                for w in warnings {
                    self.warning(span, format!("FORMAT: {}", w.message));
                }
                true
            }
            Err(p) => {
                self.error(span, format!("bad FORMAT: {}", p.message));
                false
            }
        }
    }

    fn io_items(&mut self, items: &[ast::OutputItem], read: bool) -> Option<Vec<IoItem>> {
        let mut out = Vec::with_capacity(items.len());
        let mut ok = true;
        for item in items {
            match self.io_item(item, read) {
                Some(i) => out.push(i),
                None => ok = false,
            }
        }
        ok.then(|| self.expand_structures(out, read))
    }

    /// A whole array named as an item: it must have a known size.
    fn whole_array(&mut self, name: &ast::Name, read: bool) -> Option<Option<IoItem>> {
        let id = self.scope.lookup(&name.text)?;
        if self.is_unusable(id, name.span) {
            return Some(None);
        }
        let SymbolKind::Array(info) = &self.scope.get(id).kind else {
            return None;
        };
        let assumed_size = info
            .adjustable
            .as_ref()
            .is_some_and(|b| b.last().is_some_and(|(_, hi)| hi.is_none()));
        if assumed_size {
            self.error(
                name.span,
                format!(
                    "the assumed-size array '{}' cannot be an I/O item as a whole",
                    name.text
                ),
            );
            return Some(None);
        }
        if read && self.scope.get(id).ty.is_complex() && info.dist.is_none() {
            // Read element by element (see `array_io_item`).
            return None;
        }
        if ((info.assumed_shape && info.dist.is_none()) || self.scope.get(id).pointer)
            && !matches!(self.scope.get(id).ty, Ty::Derived(_))
        {
            return Some(Some(self.assumed_shape_item(id, read)));
        }
        Some(Some(IoItem::Array(id)))
    }

    /// A whole assumed-shape array as an I/O item: its elements may not be contiguous, so an
    /// implied DO over them in array element order.
    fn assumed_shape_item(&mut self, id: hir::SymId, read: bool) -> IoItem {
        let sym = self.scope.get(id).clone();
        let rank = match &sym.kind {
            SymbolKind::Array(info) => info.rank(),
            _ => 0,
        };
        let vars: Vec<hir::SymId> = (0..rank)
            .map(|_| {
                let name = format!("io.shape.{}", self.scope.symbols.len());
                self.hidden_variable(&name, Ty::I4)
            })
            .collect();
        let load = |v: hir::SymId| hir::Expr {
            kind: hir::ExprKind::Load(v),
            ty: Ty::I4,
            span: sym.span,
        };
        let subs: Vec<hir::Expr> = vars.iter().map(|&v| load(v)).collect();
        let mut item = if read {
            IoItem::Place(hir::Place::Elem(id, subs, sym.span))
        } else {
            IoItem::Expr(hir::Expr {
                kind: hir::ExprKind::Elem(id, subs),
                ty: sym.ty,
                span: sym.span,
            })
        };
        for (k, &var) in vars.iter().enumerate() {
            let q = |q| hir::Expr {
                kind: hir::ExprKind::ArrayInquiry(id, q),
                ty: Ty::I4,
                span: sym.span,
            };
            item = IoItem::ImpliedDo {
                var,
                lo: q(hir::ArrayInquiry::Lower(k)),
                hi: q(hir::ArrayInquiry::Upper(k)),
                step: None,
                items: vec![item],
            };
        }
        item
    }

    fn io_item(&mut self, item: &ast::OutputItem, read: bool) -> Option<IoItem> {
        if let (ast::OutputItem::Expr(e), false) = (item, read) {
            if !self.implied_do.is_empty() {
                return self.implied_do_value(e, |ck| ck.io_item(item, false));
            }
        }
        match item {
            ast::OutputItem::Expr(e) => {
                if let ast::ExprKind::Designator(d) = &e.kind {
                    // `z%RE`, `zs%IM`: values (REAL/AIMAG), scalar or array.
                    if !read && self.is_complex_part(d) {
                        return self.array_io_item(e, false);
                    }
                    let section = d.parts.last().is_some_and(|p| {
                        p.args.as_ref().is_some_and(|a| {
                            a.iter().any(|a| {
                                matches!(
                                    a.value.kind,
                                    ast::ExprKind::Range(..) | ast::ExprKind::Triplet(..)
                                )
                            })
                        })
                    });
                    let structure_section = self.is_structure_section(d);
                    // `READ *, s%x` of an array of structures: element by element, as an
                    // array section is read.
                    if read && structure_section {
                        match self.component_section_read(d, e.span) {
                            Ok(Some(item)) => return self.io_item(&item, true),
                            Ok(None) => {}
                            Err(()) => return None,
                        }
                    }
                    let section = section || structure_section;
                    if !d.parts.is_empty() && (!section || read) {
                        return self.component_io_item(d, read);
                    }
                    if d.args.is_none() && d.parts.is_empty() {
                        if let Some(whole) = self.whole_array(&d.name, read) {
                            return whole;
                        }
                    }
                    if read && self.designates_array(d) {
                        return self.array_io_item(e, true);
                    }
                    if read {
                        let place = self.place(d)?;
                        return Some(IoItem::Place(place));
                    }
                }
                if read {
                    self.error(
                        e.span,
                        "a READ item must be a variable, an array element or an implied DO list",
                    );
                    return None;
                }
                self.array_io_item(e, false)
            }
            ast::OutputItem::ImpliedDo(d) => {
                let var = self.do_variable(&d.var);
                let ty = var.map(|v| self.scope.get(v).ty).unwrap_or(Ty::I4);
                let bounds = self.loop_bounds(ty, &d.lo, &d.hi, d.step.as_ref());
                let id = self.new_loop_id();
                self.loops.push(super::LoopFrame {
                    id,
                    var,
                    parallel: false,
                    name: None,
                    construct: false,
                });
                // Output values that need statements are computed before the statement
                // (`arrays/implied_do.rs`), where it has no other place that cannot hoist.
                let framed = !read && (self.no_hoist.is_none() || !self.implied_do.is_empty());
                if let (true, Some(var), Some((lo, hi, step))) = (framed, var, &bounds) {
                    self.implied_do.push(super::arrays::ImpliedFrame {
                        var,
                        lo: lo.clone(),
                        hi: hi.clone(),
                        step: step.clone(),
                    });
                }
                let pushed = framed && var.is_some() && bounds.is_some();
                let saved = self.no_hoist.replace("an implied DO");
                let items = self.io_items(&d.items, read);
                self.no_hoist = saved;
                if pushed {
                    self.implied_do.pop();
                }
                self.loops.pop();
                let (lo, hi, step) = bounds?;
                Some(IoItem::ImpliedDo {
                    var: var?,
                    lo,
                    hi,
                    step,
                    items: items?,
                })
            }
        }
    }

    /// An output item that may be an array expression (`A(2:5)`, `2*B`), or an input item
    /// that is an array section: its elements in array element order, as implied DO lists
    /// over hidden variables. A section of a distributed array (`A(2:5, 3)`) is read or
    /// written element by element as sequential code does (each element from or to its owner;
    /// rank 0 does the file work), so the output is written once.
    fn array_io_item(&mut self, e: &ast::Expr, read: bool) -> Option<IoItem> {
        let (item, vars, shape) = if read {
            let ast::ExprKind::Designator(d) = &e.kind else {
                return None;
            };
            let (place, ctx) = self.with_io_array_ctx(|ck| ck.place(d));
            let place = place?;
            let Some((shape, _)) = ctx.shapes.first().cloned() else {
                return Some(IoItem::Place(place));
            };
            (IoItem::Place(place), ctx.vars, shape)
        } else {
            let (x, shape) = self.check_maybe_io_array(e)?;
            match shape {
                None => return Some(IoItem::Expr(x)),
                Some((vars, shape)) => (IoItem::Expr(x), vars, shape),
            }
        };
        let mut item = item;
        for (k, ext) in shape.iter().enumerate() {
            let one = Expr {
                kind: hir::ExprKind::Const(Const::Int(1)),
                ty: Ty::I4,
                span: e.span,
            };
            let count = self.convert(ext.count.clone(), Ty::I4);
            let hi = self.make_binary(hir::BinOp::Sub, count, one, Ty::I4, e.span);
            item = IoItem::ImpliedDo {
                var: vars[k],
                lo: Expr {
                    kind: hir::ExprKind::Const(Const::Int(0)),
                    ty: Ty::I4,
                    span: e.span,
                },
                hi,
                step: None,
                items: vec![item],
            };
        }
        Some(item)
    }
}

/// A name alone (`grp`), as a NAMELIST group is named in a control list.
fn bare_name(v: &IoValue) -> Option<String> {
    match v {
        IoValue::Expr(ast::Expr {
            kind: ast::ExprKind::Designator(d),
            ..
        }) if d.args.is_none() && d.parts.is_empty() && d.substring.is_none() => {
            Some(d.name.text.clone())
        }
        _ => None,
    }
}

/// The bytes of one value of a numeric or LOGICAL type in an unformatted record.
fn scalar_bytes(ty: Ty) -> Option<i64> {
    match ty {
        Ty::Int(k) | Ty::Real(k) | Ty::Logical(k) => Some(i64::from(k)),
        Ty::Complex(k) => Some(2 * i64::from(k)),
        Ty::Char | Ty::Derived(_) => None,
    }
}

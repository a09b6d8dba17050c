//! I/O statements: PRINT, WRITE, READ, and the file operations OPEN, CLOSE, REWIND,
//! BACKSPACE, ENDFILE and FLUSH.
//!
//! Every statement's control list goes through one parser (`controls`), which knows which
//! specifiers each statement takes and which may be given by position. IOSTAT= becomes a place
//! the status is stored into; ERR= and END= become ordinary `IF (status ...) GO TO label`
//! statements after the I/O statement, testing a hidden status variable, so that the label
//! checks and the lowering of branches out of constructs are the ones GO TO already has.
//! Character specifiers (FILE=, STATUS=, ...) must be constants until CHARACTER variables
//! exist; their values are checked here, as gfortran checks constant specifiers.

use super::Checker;
use crate::fortran::ast::{self, FileOpKind, IoControl, IoValue, StmtKind};
use crate::fortran::hir::{
    self, BinOp, Const, Expr, ExprKind, FileOp, IoFormat, IoItem, IoStatus, IoUnit, Place,
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
    File,
    Status,
    Access,
    Form,
    Action,
    Position,
    Recl,
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
            "file" | "name" => Spec::File,
            "status" => Spec::Status,
            "access" => Spec::Access,
            "form" => Spec::Form,
            "action" => Spec::Action,
            "position" => Spec::Position,
            "recl" => Spec::Recl,
            _ => return None,
        })
    }
}

/// Specifiers of the Fortran standard (and common extensions) that are not implemented yet:
/// named in a "not supported yet" error rather than "not a specifier".
const NOT_YET: &[&str] = &[
    "iomsg",
    "advance",
    "size",
    "eor",
    "nml",
    "blank",
    "delim",
    "pad",
    "decimal",
    "round",
    "sign",
    "encoding",
    "asynchronous",
    "id",
    "pos",
    "newunit",
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
}

impl IoStmt {
    fn word(self) -> &'static str {
        match self {
            IoStmt::Read => "READ",
            IoStmt::Write => "WRITE",
            IoStmt::File(k) => k.word(),
        }
    }

    /// Specifiers that may be given without a keyword, in order.
    fn positional(self) -> &'static [Spec] {
        match self {
            IoStmt::Read | IoStmt::Write => &[Spec::Unit, Spec::Fmt],
            IoStmt::File(_) => &[Spec::Unit],
        }
    }

    fn allows(self, s: Spec) -> bool {
        use Spec::*;
        match self {
            IoStmt::Read => matches!(s, Unit | Fmt | Iostat | Err | End | Rec),
            IoStmt::Write => matches!(s, Unit | Fmt | Iostat | Err | Rec),
            IoStmt::File(FileOpKind::Open) => matches!(
                s,
                Unit | Iostat | Err | File | Status | Access | Form | Action | Position | Recl
            ),
            IoStmt::File(FileOpKind::Close) => matches!(s, Unit | Iostat | Err | Status),
            IoStmt::File(_) => matches!(s, Unit | Iostat | Err),
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

/// The I/O statement checked, and where its ERR= and END= branches go.
struct Checked {
    stmt: hir::StmtKind,
    err: Option<u32>,
    end: Option<u32>,
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
                err: None,
                end: None,
            }),
            StmtKind::Write(w) => self.check_transfer(IoStmt::Write, &w.controls, &w.items, span),
            StmtKind::Read(r) if r.short => self.check_short_read(r),
            StmtKind::Read(r) => self.check_transfer(IoStmt::Read, &r.controls, &r.items, span),
            StmtKind::FileOp(f) => self.check_file_op(f, span),
            _ => None,
        };
        let Some(checked) = checked else {
            self.keep_label(out, s.label, span);
            return;
        };
        let code = match &checked.stmt {
            hir::StmtKind::Transfer(t) => t.status.code,
            hir::StmtKind::FileOp(f) => f.status.code,
            _ => None,
        };
        self.push(out, s.label, checked.stmt, span);
        let Some(code) = code else {
            return;
        };
        for (label, op, word) in [
            (checked.end, BinOp::Lt, "END="),
            (checked.err, BinOp::Gt, "ERR="),
        ] {
            let Some(label) = label else {
                continue;
            };
            self.branch_words.insert((label, span), word);
            let branch = self.branch_if(code, op, Const::Int(0), label, span);
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
                    match Spec::from_keyword(word) {
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
                IoStmt::File(_) => {
                    self.error(*sp, format!("{} needs a unit number, not *", stmt.word()));
                    None
                }
                _ => Some(IoUnit::Star),
            },
            IoValue::Expr(e) => {
                let x = self.check_expr(e)?;
                match x.ty {
                    Ty::Int(_) => {}
                    Ty::Char => return self.internal_file(stmt, e, x),
                    _ => {
                        self.error(e.span, "the unit must be * or an INTEGER expression");
                        return None;
                    }
                }
                if let Some(Const::Int(u)) = x.as_const() {
                    if !(0..=i32::MAX as i64).contains(u) {
                        self.error(e.span, format!("unit number {u} is out of range"));
                        return None;
                    }
                }
                Some(IoUnit::Number(self.convert(x, Ty::I4)))
            }
        }
    }

    /// A CHARACTER unit: an internal file. WRITE needs a variable to write into.
    fn internal_file(&mut self, stmt: IoStmt, e: &ast::Expr, x: Expr) -> Option<IoUnit> {
        if let IoStmt::File(_) = stmt {
            self.error(e.span, format!("{} needs a unit number", stmt.word()));
            return None;
        }
        if let ast::ExprKind::Designator(d) = &e.kind {
            if d.args.is_none() {
                if let Some(id) = self.scope.lookup(&d.name.text) {
                    if matches!(self.scope.get(id).kind, SymbolKind::Array(_)) {
                        self.error(
                            e.span,
                            "a CHARACTER array as an internal file is not supported yet",
                        );
                        return None;
                    }
                }
            }
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

    /// IOSTAT=, ERR= and END=.
    fn status_specs(&mut self, c: &Controls) -> Option<(IoStatus, Option<u32>, Option<u32>)> {
        let err = self.label_spec(c, Spec::Err, "ERR");
        let end = self.label_spec(c, Spec::End, "END");
        let iostat = match c.get(Spec::Iostat) {
            None => Ok(None),
            Some((v, sp)) => self.iostat_place(v, sp),
        };
        let (err, end, iostat) = (err.ok()?, end.ok()?, iostat.ok()?);
        let code =
            (err.is_some() || end.is_some()).then(|| self.hidden_variable(STATUS_VARIABLE, Ty::I4));
        let status = IoStatus {
            handles_error: iostat.is_some() || err.is_some(),
            handles_end: iostat.is_some() || end.is_some(),
            iostat,
            code,
        };
        Some((status, err, end))
    }

    fn iostat_place(&mut self, v: &IoValue, sp: Span) -> Result<Option<Place>, ()> {
        let IoValue::Expr(ast::Expr {
            kind: ast::ExprKind::Designator(d),
            ..
        }) = v
        else {
            self.error(sp, "IOSTAT= must be an INTEGER variable");
            return Err(());
        };
        let place = self.place(d).ok_or(())?;
        if !self.scope.get(place.symbol()).ty.is_int() {
            self.error(sp, "IOSTAT= must be an INTEGER variable");
            return Err(());
        }
        Ok(Some(place))
    }

    // ------------------------------------------------------------------ statements

    fn check_print(&mut self, p: &ast::PrintStmt) -> Option<Transfer> {
        let format = self.format_of(&p.format);
        let items = self.io_items(&p.items, false);
        Some(Transfer {
            read: false,
            unit: IoUnit::Star,
            format: format?,
            rec: None,
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
            items: items?,
            status: IoStatus::default(),
        };
        Some(Checked {
            stmt: hir::StmtKind::Transfer(Box::new(t)),
            err: None,
            end: None,
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
        let items = self.io_items(items, read);
        let c = self.controls(stmt, list)?;
        let unit = self.unit_spec(stmt, &c, span);
        let format = match c.get(Spec::Fmt) {
            None => Some(IoFormat::Unformatted),
            Some((f, _)) => self.format_of(f),
        };
        let rec = self.int_spec(&c, Spec::Rec, "REC");
        let status = self.status_specs(&c);
        let (unit, format, rec, (status, err, end)) = (unit?, format?, rec.ok()?, status?);
        if let (Some(_), IoFormat::ListDirected, Some((_, sp))) = (&rec, &format, c.get(Spec::Rec))
        {
            self.error(
                sp,
                "a direct-access transfer (REC=) cannot be list-directed",
            );
            return None;
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
            items: items?,
            status,
        };
        Some(Checked {
            stmt: hir::StmtKind::Transfer(Box::new(t)),
            err,
            end,
        })
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
        let (Some(IoUnit::Number(unit)), Ok(recl), Some((status, err, end))) = (unit, recl, status)
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
            err,
            end,
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
        if (info.assumed_shape || self.scope.get(id).pointer)
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
        match item {
            ast::OutputItem::Expr(e) => {
                if let ast::ExprKind::Designator(d) = &e.kind {
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
                });
                let saved = self.no_hoist.replace("an implied DO");
                let items = self.io_items(&d.items, read);
                self.no_hoist = saved;
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
    /// over hidden variables.
    fn array_io_item(&mut self, e: &ast::Expr, read: bool) -> Option<IoItem> {
        let (item, vars, shape) = if read {
            let ast::ExprKind::Designator(d) = &e.kind else {
                return None;
            };
            let (place, ctx) = self.with_array_ctx(|ck| ck.place(d));
            let place = place?;
            let Some((shape, _)) = ctx.shapes.first().cloned() else {
                return Some(IoItem::Place(place));
            };
            (IoItem::Place(place), ctx.vars, shape)
        } else {
            let (x, shape) = self.check_maybe_array(e)?;
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

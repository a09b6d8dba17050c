//! Intrinsic subroutines (`CALL CPU_TIME(T)`, `CALL RANDOM_NUMBER(A)`, ...) and the intrinsic
//! functions whose value comes from the run-time library (`COMMAND_ARGUMENT_COUNT()`, and the
//! DVM system's `DVTIME()` and `NUMBER_OF_PROCESSORS()`).
//!
//! One table row per subroutine gives its argument names (for `COUNT_RATE=` style calls) and
//! how many are required; its builder turns the checked arguments into ordinary statements:
//! - results that are single values become assignments of a [`Query`] (CPU_TIME, SYSTEM_CLOCK,
//!   RANDOM_NUMBER — for an array, one assignment per element in array element order, through
//!   the array-assignment machinery, so sections and allocatables work as in `A = ...`);
//! - MVBITS becomes an assignment of bit operations;
//! - the rest become a [`RuntimeCall`] of the routine in `runtime/src/abi/intrinsics.rs`.
//!
//! A program that defines or declares a procedure of the same name calls its own.

use super::Checker;
use crate::fortran::ast;
use crate::fortran::hir::{
    self, ArrayInquiry, BinOp, Const, Expr, ExprKind, Intrinsic, Place, Query, RuntimeArg,
    RuntimeCall, SymId, SymbolKind, Ty,
};
use crate::name::Name;
use crate::source::Span;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sub {
    CpuTime,
    SystemClock,
    RandomNumber,
    RandomSeed,
    DateAndTime,
    GetCommandArgument,
    GetCommand,
    GetEnvironmentVariable,
    Mvbits,
    MoveAlloc,
}

/// One intrinsic subroutine: its name, the standard's argument names in order, and how many
/// of them (from the first) must be given.
struct SubDef {
    name: &'static str,
    sub: Sub,
    args: &'static [&'static str],
    required: usize,
}

const SUBROUTINES: &[SubDef] = &[
    SubDef {
        name: "cpu_time",
        sub: Sub::CpuTime,
        args: &["time"],
        required: 1,
    },
    SubDef {
        name: "system_clock",
        sub: Sub::SystemClock,
        args: &["count", "count_rate", "count_max"],
        required: 0,
    },
    SubDef {
        name: "random_number",
        sub: Sub::RandomNumber,
        args: &["harvest"],
        required: 1,
    },
    SubDef {
        name: "random_seed",
        sub: Sub::RandomSeed,
        args: &["size", "put", "get"],
        required: 0,
    },
    SubDef {
        name: "date_and_time",
        sub: Sub::DateAndTime,
        args: &["date", "time", "zone", "values"],
        required: 0,
    },
    SubDef {
        name: "get_command_argument",
        sub: Sub::GetCommandArgument,
        args: &["number", "value", "length", "status"],
        required: 1,
    },
    SubDef {
        name: "get_command",
        sub: Sub::GetCommand,
        args: &["command", "length", "status"],
        required: 0,
    },
    SubDef {
        name: "get_environment_variable",
        sub: Sub::GetEnvironmentVariable,
        args: &["name", "value", "length", "status", "trim_name"],
        required: 1,
    },
    SubDef {
        name: "move_alloc",
        sub: Sub::MoveAlloc,
        args: &["from", "to"],
        required: 2,
    },
    SubDef {
        name: "mvbits",
        sub: Sub::Mvbits,
        args: &["from", "frompos", "len", "to", "topos"],
        required: 5,
    },
];

/// Intrinsic subroutines dvmhc does not implement yet (named so that a call says so).
const UNSUPPORTED_SUBROUTINES: &[&str] = &["execute_command_line"];

/// Intrinsic functions answered by the run-time library, with their result types: the
/// standard's COMMAND_ARGUMENT_COUNT and the DVM system's functions (in the DVM system
/// `DVTIME`, `NUMBER_OF_PROCESSORS` and `ACTIVE_NUM_PROCS` are library functions every
/// Fortran-DVMH program may call). `ACTIVE_NUM_PROCS` counts the processors of the current
/// task; without task regions (dvmhc rejects TASK_REGION) that is every processor.
fn query_function(name: &str) -> Option<(Query, Ty)> {
    Some(match name {
        "command_argument_count" => (Query::CommandArgumentCount, Ty::I4),
        "number_of_processors" | "active_num_procs" => (Query::NumberOfProcessors, Ty::I4),
        "dvtime" => (Query::WallTime, Ty::R8),
        _ => return None,
    })
}

/// The DVM idiom `NUMBER_OF_PROCESSORS() = 1`: a statement function that gives serial
/// compilers the function; a DVMH compiler has the real one and ignores the definition.
pub(super) fn is_serial_stand_in(name: &str, args: &[ast::Arg]) -> bool {
    args.is_empty() && query_function(name).is_some()
}

/// The value the clock of SYSTEM_CLOCK counts per second for an INTEGER kind (gfortran's).
fn clock_rate(kind: u8) -> i64 {
    if kind >= 8 {
        1_000_000_000
    } else {
        1000
    }
}

fn konst(c: Const, ty: Ty, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Const(c),
        ty,
        span,
    }
}

fn query(q: Query, ty: Ty, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Query(q),
        ty,
        span,
    }
}

/// The arguments of one call, by position in the table row (`None`: not given).
type Slots = Vec<Option<ast::Expr>>;

impl Checker<'_> {
    /// `CALL name(args)` of an intrinsic subroutine: `None` when `name` is not one (or the
    /// program has its own procedure of that name); else the statements it is (`Some(None)`
    /// after an error).
    pub(super) fn intrinsic_subroutine(
        &mut self,
        name: &Name,
        args: &[ast::Arg],
        span: Span,
    ) -> Option<Option<Vec<hir::StmtKind>>> {
        let text = name.text.as_str();
        let own = self.scope.lookup(text).is_some() || self.globals.contains_key(text);
        let def = SUBROUTINES.iter().find(|d| d.name == text);
        if own || (def.is_none() && !UNSUPPORTED_SUBROUTINES.contains(&text)) {
            return None;
        }
        let upper = name.upper();
        let Some(def) = def else {
            self.error(
                name.span,
                format!("the intrinsic subroutine {upper} is not supported yet"),
            );
            return Some(None);
        };
        if self.parallel.is_some() && def.sub != Sub::Mvbits {
            self.error(
                name.span,
                format!("the intrinsic subroutine {upper} cannot be called in a parallel loop"),
            );
            return Some(None);
        }
        let Some(slots) = self.subroutine_slots(def, args, span) else {
            return Some(None);
        };
        let stmts = match def.sub {
            Sub::CpuTime => self.cpu_time(&slots),
            Sub::SystemClock => self.system_clock(&slots, span),
            Sub::RandomNumber => self.random_number(&slots, span),
            Sub::Mvbits => self.mvbits(&slots, span),
            Sub::MoveAlloc => self.move_alloc(&slots),
            Sub::RandomSeed => self.random_seed(&slots, span),
            Sub::DateAndTime => self.date_and_time(&slots),
            Sub::GetCommandArgument => self.get_command_argument(&slots),
            Sub::GetCommand => self.get_command(&slots),
            Sub::GetEnvironmentVariable => self.get_environment_variable(&slots, span),
        };
        Some(stmts)
    }

    /// The arguments put in their table positions (named ones by name); reports a missing
    /// required one, one given twice, or an unknown name (`None`).
    fn subroutine_slots(&mut self, def: &SubDef, args: &[ast::Arg], span: Span) -> Option<Slots> {
        let upper = def.name.to_ascii_uppercase();
        let slots = self.named_slots(&upper, def.args, args)?;
        if let Some(k) = (0..def.required).find(|&k| slots[k].is_none()) {
            self.error(
                span,
                format!("argument '{}' of {upper} is missing", def.args[k]),
            );
            return None;
        }
        Some(slots)
    }

    /// An argument the subroutine stores into: a variable, array element or substring of
    /// the types `accept` allows (`expected` names them), not part of a distributed array
    /// unless `distributed_ok` (a plain assignment writes those).
    fn out_place(
        &mut self,
        e: &ast::Expr,
        accept: fn(Ty) -> bool,
        expected: &str,
        distributed_ok: bool,
    ) -> Option<Place> {
        let ast::ExprKind::Designator(d) = &e.kind else {
            self.error(
                e.span,
                format!("this argument must be a variable ({expected})"),
            );
            return None;
        };
        if self.designates_array(d) {
            self.error(
                e.span,
                format!("this argument must be a scalar variable ({expected}), not an array"),
            );
            return None;
        }
        let place = self.place(d)?;
        let sym = self.scope.get(place.symbol());
        if !accept(sym.ty) {
            let found = sym.ty;
            self.error(e.span, format!("expected {expected}, found {found}"));
            return None;
        }
        let distributed = matches!(&sym.kind, SymbolKind::Array(info) if info.dist.is_some());
        if distributed && !distributed_ok {
            let name = sym.name.clone();
            self.error(
                e.span,
                format!("an element of the distributed array '{name}' as this argument is not supported yet"),
            );
            return None;
        }
        Some(place)
    }

    /// An optional argument stored into (see [`Checker::out_place`]); `Err` after an error.
    fn optional_out(
        &mut self,
        slot: &Option<ast::Expr>,
        accept: fn(Ty) -> bool,
        expected: &str,
    ) -> Result<Option<Place>, ()> {
        match slot {
            None => Ok(None),
            Some(e) => self
                .out_place(e, accept, expected, false)
                .map(Some)
                .ok_or(()),
        }
    }

    /// An input argument of a type `accept` allows.
    fn in_value(&mut self, e: &ast::Expr, accept: fn(Ty) -> bool, expected: &str) -> Option<Expr> {
        let v = self.check_expr(e)?;
        if !accept(v.ty) {
            self.error(e.span, format!("expected {expected}, found {}", v.ty));
            return None;
        }
        Some(v)
    }

    /// `place = value`, converted to the place's type.
    fn store(&mut self, place: Place, value: Expr) -> Option<hir::StmtKind> {
        let ty = self.scope.get(place.symbol()).ty;
        let what = format!("the argument '{}'", self.scope.get(place.symbol()).name);
        let value = self.convert_for_assignment(value, ty, &what)?;
        Some(hir::StmtKind::Assign {
            target: place,
            value,
        })
    }

    fn cpu_time(&mut self, slots: &Slots) -> Option<Vec<hir::StmtKind>> {
        let e = slots[0].as_ref()?;
        let place = self.out_place(e, Ty::is_real, "a REAL variable", true)?;
        let value = query(Query::CpuTime, Ty::R8, e.span);
        Some(vec![self.store(place, value)?])
    }

    /// SYSTEM_CLOCK: the clock of the largest INTEGER kind among the arguments (gfortran's
    /// rule: kind 8 counts nanoseconds, smaller kinds milliseconds).
    fn system_clock(&mut self, slots: &Slots, span: Span) -> Option<Vec<hir::StmtKind>> {
        let is_int = |t: Ty| t.is_int();
        let is_int_or_real = |t: Ty| t.is_int() || t.is_real();
        let count = self.optional_out(&slots[0], is_int, "an INTEGER variable");
        let rate = self.optional_out(&slots[1], is_int_or_real, "an INTEGER or REAL variable");
        let max = self.optional_out(&slots[2], is_int, "an INTEGER variable");
        let (count, rate, max) = (count.ok()?, rate.ok()?, max.ok()?);
        let kind = [&count, &rate, &max]
            .into_iter()
            .flatten()
            .map(|p| self.scope.get(p.symbol()).ty)
            .filter_map(|t| match t {
                Ty::Int(k) => Some(k),
                _ => None,
            })
            .max()
            .unwrap_or(4)
            .max(4);
        let big = kind >= 8;
        let mut out = Vec::new();
        if let Some(p) = count {
            let v = query(Query::SystemClock(kind), Ty::I8, span);
            out.push(self.store(p, v)?);
        }
        if let Some(p) = rate {
            let v = konst(Const::Int(clock_rate(kind)), Ty::I8, span);
            out.push(self.store(p, v)?);
        }
        if let Some(p) = max {
            let huge = if big { i64::MAX } else { i64::from(i32::MAX) };
            out.push(self.store(p, konst(Const::Int(huge), Ty::I8, span))?);
        }
        Some(out)
    }

    /// RANDOM_NUMBER(HARVEST): a REAL scalar, element, array or section, filled in array
    /// element order.
    fn random_number(&mut self, slots: &Slots, span: Span) -> Option<Vec<hir::StmtKind>> {
        let e = slots[0].as_ref()?;
        if let ast::ExprKind::Designator(d) = &e.kind {
            if self.designates_array(d) {
                let id = self.scope.lookup(&d.name.text)?;
                let ty = self.scope.get(id).ty;
                if !ty.is_real() {
                    self.error(e.span, format!("expected a REAL array, found {ty}"));
                    return None;
                }
                let value = query(Query::Random, ty, e.span);
                return Some(vec![self.array_fill(d, value, span)?]);
            }
        }
        let place = self.out_place(e, Ty::is_real, "a REAL variable", true)?;
        let ty = self.scope.get(place.symbol()).ty;
        let value = query(Query::Random, ty, e.span);
        Some(vec![self.store(place, value)?])
    }

    /// MVBITS(FROM, FROMPOS, LEN, TO, TOPOS): `TO` with bits `TOPOS..TOPOS+LEN-1` replaced by
    /// bits `FROMPOS..` of `FROM`, as bit operations on TO's kind.
    fn mvbits(&mut self, slots: &Slots, span: Span) -> Option<Vec<hir::StmtKind>> {
        let is_int = |t: Ty| t.is_int();
        let from = self.in_value(slots[0].as_ref()?, is_int, "INTEGER");
        let frompos = self.in_value(slots[1].as_ref()?, is_int, "INTEGER");
        let len = self.in_value(slots[2].as_ref()?, is_int, "INTEGER");
        let to = self.out_place(slots[3].as_ref()?, is_int, "an INTEGER variable", true);
        let topos = self.in_value(slots[4].as_ref()?, is_int, "INTEGER");
        let (from, frompos, len, to, topos) = (from?, frompos?, len?, to?, topos?);
        let ty = self.scope.get(to.symbol()).ty;
        if from.ty != ty {
            self.error(
                from.span,
                format!(
                    "FROM of MVBITS must have the kind of TO ({ty}), found {}",
                    from.ty
                ),
            );
            return None;
        }
        let frompos = self.convert(frompos, ty);
        let len = self.convert(len, ty);
        let topos = self.convert(topos, ty);
        let bits = |op, args| Expr {
            kind: ExprKind::Intrinsic(op, args),
            ty,
            span,
        };
        let zero = konst(Const::Int(0), ty, span);
        let ones = bits(Intrinsic::Not, vec![zero.clone()]);
        // The field, and a mask of LEN ones, moved to TOPOS.
        let field = bits(Intrinsic::Ibits, vec![from, frompos, len.clone()]);
        let field = bits(Intrinsic::Ishft, vec![field, topos.clone()]);
        let mask = bits(Intrinsic::Ibits, vec![ones, zero, len]);
        let mask = bits(Intrinsic::Ishft, vec![mask, topos]);
        let old = self.place_value(&to, span);
        let kept = bits(Intrinsic::Iand, vec![old, bits(Intrinsic::Not, vec![mask])]);
        let value = bits(Intrinsic::Ior, vec![kept, field]);
        Some(vec![hir::StmtKind::Assign { target: to, value }])
    }

    /// The value a numeric place holds.
    pub(super) fn place_value(&mut self, place: &Place, span: Span) -> Expr {
        let mut ty = self.scope.get(place.symbol()).ty;
        let kind = match place {
            Place::Scalar(id) => ExprKind::Load(*id),
            Place::Elem(id, subs, _) => ExprKind::Elem(*id, subs.clone()),
            Place::Substring(..) => ExprKind::Const(Const::Int(0)),
            Place::Field(f) => {
                ty = f.ty;
                ExprKind::Field(f.clone())
            }
        };
        Expr { kind, ty, span }
    }

    /// A whole INTEGER array argument (RANDOM_SEED's PUT and GET, DATE_AND_TIME's VALUES):
    /// the array and its element count.
    fn int_array(&mut self, slot: &Option<ast::Expr>, what: &str) -> Result<RuntimeArg, ()> {
        let Some(e) = slot else {
            return Ok(RuntimeArg::IntArray(None));
        };
        let whole = match &e.kind {
            ast::ExprKind::Designator(d) if d.args.is_none() && d.substring.is_none() => {
                self.scope.lookup(&d.name.text)
            }
            _ => None,
        };
        let Some(id) = whole.filter(|&id| {
            matches!(&self.scope.get(id).kind, SymbolKind::Array(info) if info.dist.is_none())
        }) else {
            self.error(
                e.span,
                format!("{what} must be a whole INTEGER array (not distributed)"),
            );
            return Err(());
        };
        let ty = self.scope.get(id).ty;
        if !ty.is_int() {
            self.error(
                e.span,
                format!("{what} must be an INTEGER array, found {ty}"),
            );
            return Err(());
        }
        let count = self.element_count(id, e.span).ok_or(())?;
        Ok(RuntimeArg::IntArray(Some((id, count))))
    }

    /// The number of elements of a whole array (INTEGER(8)), evaluated where it is used.
    fn element_count(&mut self, id: SymId, span: Span) -> Option<Expr> {
        let sym = self.scope.get(id).clone();
        let SymbolKind::Array(info) = &sym.kind else {
            return None;
        };
        let mut count = konst(Const::Int(1), Ty::I8, span);
        for k in 0..info.rank() {
            let extent = if info.allocatable {
                let e = Expr {
                    kind: ExprKind::ArrayInquiry(id, ArrayInquiry::Extent(k)),
                    ty: Ty::I4,
                    span,
                };
                self.convert(e, Ty::I8)
            } else if let Some(bounds) = &info.adjustable {
                let (lo, hi) = &bounds[k];
                let Some(hi) = hi else {
                    self.error(
                        span,
                        format!("the assumed-size array '{}' has no size here", sym.name),
                    );
                    return None;
                };
                let lo = self.convert(lo.clone(), Ty::I8);
                let hi = self.convert(hi.clone(), Ty::I8);
                let d = self.make_binary(BinOp::Sub, hi, lo, Ty::I8, span);
                let one = konst(Const::Int(1), Ty::I8, span);
                self.make_binary(BinOp::Add, d, one, Ty::I8, span)
            } else {
                let (lo, hi) = info.dims[k];
                konst(Const::Int((hi - lo + 1).max(0)), Ty::I8, span)
            };
            count = self.make_binary(BinOp::Mul, count, extent, Ty::I8, span);
        }
        Some(count)
    }

    fn random_seed(&mut self, slots: &Slots, span: Span) -> Option<Vec<hir::StmtKind>> {
        let given = slots.iter().filter(|s| s.is_some()).count();
        if given > 1 {
            self.error(span, "RANDOM_SEED takes at most one of SIZE, PUT and GET");
            return None;
        }
        let size = self.optional_out(&slots[0], |t| t.is_int(), "an INTEGER variable");
        let put = self.int_array(&slots[1], "PUT of RANDOM_SEED");
        let get = self.int_array(&slots[2], "GET of RANDOM_SEED");
        let args = vec![RuntimeArg::IntOut(size.ok()?), put.ok()?, get.ok()?];
        Some(vec![runtime_call("dvmh_random_seed", args)])
    }

    fn date_and_time(&mut self, slots: &Slots) -> Option<Vec<hir::StmtKind>> {
        let chars = |t: Ty| t == Ty::Char;
        let date = self.optional_out(&slots[0], chars, "a CHARACTER variable");
        let time = self.optional_out(&slots[1], chars, "a CHARACTER variable");
        let zone = self.optional_out(&slots[2], chars, "a CHARACTER variable");
        let values = self.int_array(&slots[3], "VALUES of DATE_AND_TIME");
        let args = vec![
            RuntimeArg::CharsOut(date.ok()?),
            RuntimeArg::CharsOut(time.ok()?),
            RuntimeArg::CharsOut(zone.ok()?),
            values.ok()?,
        ];
        Some(vec![runtime_call("dvmh_date_and_time", args)])
    }

    /// The LENGTH and STATUS arguments shared by the command-line routines.
    fn length_and_status(
        &mut self,
        length: &Option<ast::Expr>,
        status: &Option<ast::Expr>,
    ) -> Option<[RuntimeArg; 2]> {
        let is_int = |t: Ty| t.is_int();
        let length = self.optional_out(length, is_int, "an INTEGER variable");
        let status = self.optional_out(status, is_int, "an INTEGER variable");
        Some([
            RuntimeArg::IntOut(length.ok()?),
            RuntimeArg::IntOut(status.ok()?),
        ])
    }

    fn get_command_argument(&mut self, slots: &Slots) -> Option<Vec<hir::StmtKind>> {
        let number = self.in_value(slots[0].as_ref()?, |t| t.is_int(), "INTEGER");
        let value = self.optional_out(&slots[1], |t| t == Ty::Char, "a CHARACTER variable");
        let rest = self.length_and_status(&slots[2], &slots[3]);
        let mut args = vec![RuntimeArg::Int(number?), RuntimeArg::CharsOut(value.ok()?)];
        args.extend(rest?);
        Some(vec![runtime_call("dvmh_get_command_argument", args)])
    }

    fn get_command(&mut self, slots: &Slots) -> Option<Vec<hir::StmtKind>> {
        let value = self.optional_out(&slots[0], |t| t == Ty::Char, "a CHARACTER variable");
        let rest = self.length_and_status(&slots[1], &slots[2]);
        let mut args = vec![RuntimeArg::CharsOut(value.ok()?)];
        args.extend(rest?);
        Some(vec![runtime_call("dvmh_get_command", args)])
    }

    fn get_environment_variable(
        &mut self,
        slots: &Slots,
        span: Span,
    ) -> Option<Vec<hir::StmtKind>> {
        let name = self.in_value(slots[0].as_ref()?, |t| t == Ty::Char, "CHARACTER");
        let value = self.optional_out(&slots[1], |t| t == Ty::Char, "a CHARACTER variable");
        let rest = self.length_and_status(&slots[2], &slots[3]);
        let trim = match &slots[4] {
            Some(e) => self.in_value(e, |t| t.is_logical(), "LOGICAL"),
            None => Some(konst(Const::Logical(true), Ty::L4, span)),
        };
        let mut args = vec![RuntimeArg::Chars(name?), RuntimeArg::CharsOut(value.ok()?)];
        args.extend(rest?);
        args.push(RuntimeArg::Int(trim?));
        Some(vec![runtime_call("dvmh_get_environment_variable", args)])
    }

    /// `name()` of a run-time library function (`None`: `name` is not one). `declared`: the
    /// type the program gave the name, which the value is converted to.
    pub(super) fn query_reference(
        &mut self,
        name: &Name,
        args: &[ast::Arg],
        declared: Option<Ty>,
        span: Span,
    ) -> Option<Option<Expr>> {
        if self.globals.contains_key(&name.text) {
            return None;
        }
        let (q, ty) = query_function(&name.text)?;
        if let Some(a) = args.first() {
            self.error(a.value.span, format!("{} takes no arguments", name.upper()));
            return Some(None);
        }
        if self.parallel.is_some() {
            self.error(
                name.span,
                format!("{} cannot be called in a parallel loop", name.upper()),
            );
            return Some(None);
        }
        let value = query(q, ty, span);
        Some(Some(match declared {
            Some(t) if t != ty && (t.is_int() || t.is_real()) => self.convert(value, t),
            _ => value,
        }))
    }
}

fn runtime_call(entry: &'static str, args: Vec<RuntimeArg>) -> hir::StmtKind {
    hir::StmtKind::RuntimeCall(RuntimeCall { entry, args })
}

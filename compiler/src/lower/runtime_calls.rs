//! The run-time library's part of intrinsic procedures: [`Query`] values (CPU_TIME's clock,
//! RANDOM_NUMBER's generator, ...) and [`RuntimeCall`] statements (DATE_AND_TIME,
//! GET_COMMAND_ARGUMENT, RANDOM_SEED, ...), each a call of a `dvmh_*` routine of
//! `runtime/src/abi/intrinsics.rs` with the argument conventions described there.

use super::io::type_code;
use super::Lowerer;
use crate::fortran::hir::{Actual, CharLen, Place, Query, RuntimeArg, RuntimeCall, SymbolKind, Ty};
use crate::source::Span;
use dvmh_ir::{Type, ValueId};

impl Lowerer<'_> {
    /// The value of a run-time query, in register form of `ty` (the expression's type).
    pub(super) fn query(&mut self, q: Query, ty: Ty) -> ValueId {
        let (entry, args, result) = match q {
            Query::CpuTime => ("dvmh_cpu_time", Vec::new(), Type::F64),
            Query::SystemClock(kind) => {
                let k = self.b().const_i32(i64::from(kind));
                ("dvmh_system_clock", vec![k], Type::I64)
            }
            Query::Random if ty == Ty::R8 => ("dvmh_random_r8", Vec::new(), Type::F64),
            Query::Random => ("dvmh_random_r4", Vec::new(), Type::F32),
            Query::CommandArgumentCount => ("dvmh_command_argument_count", Vec::new(), Type::I32),
            Query::NumberOfProcessors => ("dvmh_number_of_processors", Vec::new(), Type::I32),
            Query::WallTime => ("dvmh_wtime", Vec::new(), Type::F64),
            Query::NewUnit => ("dvmh_io_new_unit", Vec::new(), Type::I32),
        };
        self.call_runtime_value(entry, &args, result)
    }

    /// A call of a run-time routine for an intrinsic subroutine.
    pub(super) fn runtime_call(&mut self, call: &RuntimeCall, span: Span) {
        self.set_line(self.line(span), span);
        let mut args = Vec::new();
        for a in &call.args {
            match a {
                RuntimeArg::Int(e) => {
                    let v = self.expr(e);
                    args.push(self.b().convert(v, Type::I64));
                }
                RuntimeArg::Chars(e) => {
                    let (p, n) = self.char_value(e);
                    args.extend([p, n]);
                }
                RuntimeArg::IntOut(place) => {
                    let (p, code) = match place {
                        Some(place) => {
                            let ty = self.unit.symbol(place.symbol()).ty;
                            (self.numeric_place_address(place), type_code(ty))
                        }
                        None => (self.b().const_int(Type::Ptr, 0), 0),
                    };
                    let code = self.b().const_i32(code);
                    args.extend([p, code]);
                }
                RuntimeArg::CharsOut(place) => match place {
                    Some(place) => {
                        let (p, n) = self.char_place(place);
                        args.extend([p, n]);
                    }
                    None => {
                        let p = self.b().const_int(Type::Ptr, 0);
                        let n = self.b().const_i64(0);
                        args.extend([p, n]);
                    }
                },
                RuntimeArg::IntArray(array) => {
                    let (p, code, n) = match array {
                        Some((id, count)) => {
                            let p = self.actual_argument(&Actual::Array(*id));
                            let p = p.unwrap_or_else(|| self.b().const_int(Type::Ptr, 0));
                            let code = type_code(self.unit.symbol(*id).ty);
                            let n = self.expr(count);
                            let n = self.b().convert(n, Type::I64);
                            (p, code, n)
                        }
                        None => {
                            let p = self.b().const_int(Type::Ptr, 0);
                            (p, 0, self.b().const_i64(0))
                        }
                    };
                    let code = self.b().const_i32(code);
                    args.extend([p, code, n]);
                }
                RuntimeArg::Descriptor(id) => {
                    let words = match &self.unit.symbol(*id).kind {
                        SymbolKind::Array(info) => {
                            super::allocatable::descriptor_words(info.rank())
                        }
                        // A deferred-length CHARACTER scalar's length moves with it.
                        _ if self.unit.symbol(*id).char_len == Some(CharLen::Deferred) => {
                            super::deferred_chars::DEFERRED_CHAR_WORDS
                        }
                        _ => 1,
                    };
                    let desc = self.descriptor(*id).unwrap_or_else(|| {
                        self.internal("MOVE_ALLOC of a variable without a descriptor");
                        self.b().const_int(Type::Ptr, 0)
                    });
                    let words = self.b().const_i64(words as i64);
                    args.extend([desc, words]);
                }
            }
        }
        self.call_runtime(call.entry, &args);
    }

    /// The address of an INTEGER or REAL variable or element (not of a distributed array:
    /// semantic analysis keeps those out).
    fn numeric_place_address(&mut self, place: &Place) -> ValueId {
        let actual = match place {
            Place::Scalar(id) => Actual::Var(*id),
            Place::Elem(id, subs, span) => Actual::Elem(*id, subs.clone(), *span),
            Place::Substring(..) => {
                self.internal("a substring passed as a number");
                return self.b().const_int(Type::Ptr, 0);
            }
            Place::Field(f) => Actual::Field(f.clone()),
        };
        self.actual_argument(&actual)
            .unwrap_or_else(|| self.b().const_int(Type::Ptr, 0))
    }
}

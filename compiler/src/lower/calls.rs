//! CALL statements and function references: `func.call` of the callee's linker name with one
//! pointer per argument (Fortran passes by reference).
//!
//! A variable is passed as its slot, an array as its first element, an element as its
//! address, any other expression through a stack temporary; a VALUE dummy gets the value
//! itself (gfortran's convention, also without BIND(C)). The callee is declared as an
//! extern with the signature this call implies; when it is a unit of the same file its
//! definition has that signature too (semantic analysis compared them).

use super::results::{result_pass, ResultPass};
use super::Lowerer;
use crate::fortran::hir::{
    self, bind_arguments, linker_name, Actual, Call, CharLen, ProcRole, SymId, SymbolKind, Ty,
};
use dvmh_ir::{Type, ValueId};

impl Lowerer<'_> {
    /// Calls the procedure; returns a function's result (in register form).
    pub(super) fn call(&mut self, call: &Call) -> Option<ValueId> {
        let sym = self.unit.symbol(call.proc);
        let SymbolKind::Procedure(p) = &sym.kind else {
            self.internal(format!("'{}' is called but is not a procedure", sym.name));
            return None;
        };
        match p.global.as_str() {
            hir::C_ADDRESS => return self.c_address(&call.args),
            hir::C_POINTER_SET => {
                self.c_pointer_set(&call.args);
                return None;
            }
            _ => {}
        }
        let name = linker_name(&p.global);
        let ty = sym.ty;
        // A result that is not a register value goes to a stack temporary, whose address
        // is the call's value (see `results.rs`).
        let pointer_result = p
            .interface
            .as_ref()
            .and_then(|i| i.pointer_result.or(i.array_result));
        // VALUE dummies take the value itself (see `value_args`).
        let sigs: Vec<(Ty, bool, bool)> = p
            .interface
            .as_ref()
            .map(|i| {
                i.dummies
                    .iter()
                    .map(|d| (d.ty, d.value, d.optional))
                    .collect()
            })
            .unwrap_or_default();
        let pass = (p.role == ProcRole::Function).then(|| match pointer_result {
            Some(rank) => ResultPass::Descriptor(rank),
            None => result_pass(ty),
        });
        let mut hidden = Vec::new();
        let result_buffer = match &pass {
            // The call's value is the descriptor's address.
            // An array result into the caller's temporary, freed first if still allocated.
            Some(ResultPass::Descriptor(_)) if call.result.is_some() => {
                let t = call.result?;
                let Some(desc) = self.descriptor(t) else {
                    self.internal("an array result's temporary without a descriptor");
                    return None;
                };
                let quiet = self.b().const_i32(1);
                let name = self.array_name(t);
                self.call_runtime_value("dvmh_deallocate", &[desc, quiet, name], Type::I32);
                hidden.push(desc);
                Some(desc)
            }
            Some(ResultPass::Descriptor(rank)) => {
                let deferred = sym.char_len == Some(CharLen::Deferred);
                let words = match deferred {
                    true => super::deferred_chars::DEFERRED_CHAR_WORDS,
                    false => super::pointers::pointer_words(*rank),
                };
                let b = self.buffer(dvmh_ir::Scalar::I64, words as i64);
                self.null_descriptor(b, *rank);
                if deferred {
                    self.clear_deferred_char_len(b);
                }
                hidden.push(b);
                Some(b)
            }
            Some(ResultPass::Memory) => {
                let Ty::Derived(d) = ty else { return None };
                let b = self.buffer(dvmh_ir::Scalar::I64, i64::from(d.size.div_ceil(8)));
                hidden.push(b);
                Some(b)
            }
            Some(ResultPass::Chars) => {
                let n = match sym.char_len {
                    Some(CharLen::Const(n)) => n,
                    None => 1,
                    Some(CharLen::Assumed | CharLen::Auto | CharLen::Deferred) => {
                        self.internal(format!("no length for the result of '{}'", sym.name));
                        return None;
                    }
                };
                let b = self.byte_buffer(n);
                let len = self.b().const_i64(n);
                hidden.extend([b, len]);
                Some(b)
            }
            Some(ResultPass::Regs(classes)) => Some(self.eightbyte_buffer(classes.len())),
            _ => None,
        };
        let results = pass.as_ref().map_or_else(Vec::new, ResultPass::results);
        // With the callee's interface known, keyword arguments go to their dummies and an
        // omitted OPTIONAL one passes a null pointer (and, CHARACTER, the length 0).
        let callee = self.callees.get(p.global.as_str()).copied();
        let bound: Vec<Option<&Actual>> = match callee {
            Some(u) => match bind_arguments(&call.args, u) {
                Ok(b) => b,
                Err(why) => {
                    self.internal(format!("a call of '{}' that {why}", sym.name));
                    return None;
                }
            },
            // Without the unit, its interface still says how many dummies follow.
            None => {
                let mut b: Vec<Option<&Actual>> = call.args.iter().map(Some).collect();
                if b.len() < sigs.len() {
                    b.resize(sigs.len(), None);
                }
                b
            }
        };
        // The hidden arguments after the others, per dummy in order: CHARACTER lengths and
        // OPTIONAL VALUE dummies' presence flags.
        let mut args = Vec::with_capacity(bound.len());
        let mut lengths = Vec::new();
        let flag = |l: &mut Self, on: bool| {
            l.b()
                .const_int(Type::Scalar(dvmh_ir::Scalar::I8), on.into())
        };
        for (k, a) in bound.into_iter().enumerate() {
            let Some(a) = a.map(Actual::unwrapped) else {
                match sigs.get(k) {
                    Some(&(ty, true, _)) => {
                        let v = self.absent_value_arguments(ty);
                        args.extend(v);
                        if ty != Ty::Char {
                            lengths.push(flag(self, false));
                        }
                    }
                    _ => args.push(self.b().const_int(Type::Ptr, 0)),
                }
                let char_dummy = callee
                    .and_then(|u| u.dummies.get(k).map(|&d| u.symbol(d).ty == Ty::Char))
                    .unwrap_or(false);
                if char_dummy {
                    lengths.push(self.b().const_i64(0));
                }
                continue;
            };
            if let (Some(&(ty, true, optional)), Actual::Value(e)) = (sigs.get(k), a) {
                if let Some((v, here)) = self.optional_value_arguments(e, ty, optional) {
                    args.extend(v);
                    lengths.push(here);
                    continue;
                }
                let v = self.value_arguments(e, ty);
                args.extend(v);
                if ty == Ty::Char {
                    lengths.push(self.b().const_i64(1));
                } else if optional {
                    lengths.push(flag(self, true));
                }
                continue;
            }
            if let Some((p, n)) = self.character_argument(a) {
                args.push(p);
                lengths.push(n);
                continue;
            }
            args.push(self.actual_argument(a)?);
            // A CHARACTER POINTER (or deferred-length ALLOCATABLE) passes its descriptor and,
            // as any CHARACTER actual, its length.
            if let Actual::Pointer(hir::PointerObj::Var(id)) = a {
                if self.unit.symbol(*id).ty == Ty::Char {
                    let n = self.char_len(*id);
                    lengths.push(n);
                }
            }
        }
        // BIND(C): C's convention, no hidden CHARACTER lengths or presence flags.
        if hir::is_bind_c(&p.global) {
            lengths.clear();
        }
        let mut params = pass
            .as_ref()
            .map_or_else(Vec::new, ResultPass::hidden_params);
        params.extend(args.iter().map(|&a| self.func.value_type(a)));
        params.extend(lengths.iter().map(|&a| self.func.value_type(a)));
        let args: Vec<ValueId> = hidden.into_iter().chain(args).chain(lengths).collect();
        // A dummy procedure: a call through the address the caller passed; a procedure
        // pointer: through the address it holds.
        let through = match p.pointer {
            Some(slot) => self.procedure_pointer_target(slot),
            None => sym.dummy.and_then(|k| self.dummy_values.get(k).copied()),
        };
        let op = match through {
            Some(address) => {
                let operands: Vec<ValueId> = std::iter::once(address).chain(args).collect();
                self.b().insert(
                    dvmh_ir::OpKind::CallIndirect,
                    &operands,
                    &results,
                    dvmh_ir::Attrs::new(),
                )
            }
            None => {
                if !self.defined.contains(&name) {
                    self.module.declare_extern(&name, &params, &results);
                }
                self.b().call(&name, &args, &results)
            }
        };
        if let (Some(ResultPass::Regs(_)), Some(buf)) = (&pass, result_buffer) {
            let values = self.func.ops[op].results.clone();
            self.store_eightbytes(&values, buf);
        }
        if let (Some(ResultPass::Descriptor(rank)), Some(desc), Some(_)) =
            (&pass, result_buffer, call.result)
        {
            self.rebase_to_one(desc, *rank);
        }
        if result_buffer.is_some() {
            return result_buffer;
        }
        if results.is_empty() {
            return None;
        }
        let value = self.func.result(op);
        Some(self.register_value(value, ty))
    }

    /// A CHARACTER actual argument: its address and its length (passed as a hidden argument
    /// after all the others, as gfortran does).
    fn character_argument(&mut self, a: &Actual) -> Option<(ValueId, ValueId)> {
        let var = |l: &Self, id: &SymId| l.unit.symbol(*id).ty == Ty::Char;
        match a {
            Actual::Var(id) | Actual::Array(id) | Actual::Elem(id, ..) if var(self, id) => {
                let p = self.actual_argument(a)?;
                Some((p, self.char_len(*id)))
            }
            Actual::Value(e) if e.ty == Ty::Char => Some(self.char_value(e)),
            Actual::Section(s) if var(self, &s.array) => {
                let p = self.section_descriptor(s)?;
                Some((p, self.char_len(s.array)))
            }
            Actual::Field(f) if f.ty == Ty::Char => {
                let p = self.field_address(f);
                Some((p, self.b().const_i64(f.char_len)))
            }
            _ => None,
        }
    }

    /// The pointer an actual argument passes.
    pub(super) fn actual_argument(&mut self, a: &Actual) -> Option<ValueId> {
        match a {
            Actual::Var(id) => {
                let slot = self.slot(*id);
                if slot.is_none() {
                    self.internal(format!("no slot for '{}'", self.unit.symbol(*id).name));
                }
                slot
            }
            // A distributed array: its handle (the dummy is INHERIT).
            Actual::Array(id) if self.is_distributed(*id) => self.handle(*id),
            Actual::Array(id) => {
                let first = match self.bases.get(id).copied() {
                    Some(b) => Some(b),
                    None => self.allocatable_base(*id),
                };
                if first.is_none() {
                    self.internal(format!("no storage for '{}'", self.unit.symbol(*id).name));
                }
                first
            }
            // A REMOTE_ACCESS element (in a parallel loop): a copy of the buffered value.
            Actual::Elem(id, subs, _) if self.remote_view(*id, subs).is_some() => {
                let ty = self.unit.symbol(*id).ty;
                let v = self.load_element(*id, subs);
                let v = self.memory_value(v, ty);
                let tmp = self.b().alloca(ty.mem_scalar());
                self.b().store(v, tmp);
                Some(tmp)
            }
            Actual::Elem(id, subs, _) => {
                let idx: Vec<ValueId> = subs.iter().map(|s| self.index_expr(s)).collect();
                let p = self.element_address(*id, &idx);
                if p.is_none() {
                    self.internal(format!("no storage for '{}'", self.unit.symbol(*id).name));
                }
                p
            }
            Actual::Field(f) => Some(self.field_address_for(f, true)),
            Actual::Value(e) if matches!(e.ty, Ty::Derived(_)) => Some(self.struct_address(e)),
            Actual::Value(e) if e.ty.is_complex() => Some(self.complex_temporary(e)),
            Actual::Value(e) => {
                let v = self.expr(e);
                let v = self.memory_value(v, e.ty);
                let tmp = self.b().alloca(e.ty.mem_scalar());
                self.b().store(v, tmp);
                Some(tmp)
            }
            Actual::Keyword(_, a) => self.actual_argument(a),
            // An assumed-shape dummy: a descriptor of the array or section.
            Actual::Section(s) => self.section_descriptor(s),
            Actual::Pointer(p) => self.pointer_actual(p),
            // A procedure: its address (a dummy procedure passes on what it was given).
            Actual::Proc(id) => {
                let sym = self.unit.symbol(*id);
                if let Some(k) = sym.dummy {
                    return self.dummy_values.get(k).copied();
                }
                let SymbolKind::Procedure(p) = &sym.kind else {
                    self.internal(format!("'{}' is passed as a procedure", sym.name));
                    return None;
                };
                // A procedure pointer passes its target.
                if let Some(slot) = p.pointer {
                    return self.procedure_pointer_target(slot);
                }
                let name = linker_name(&p.global);
                if !self.defined.contains(&name) && self.module.extern_decl(&name).is_none() {
                    self.module.declare_extern(&name, &[], &[]);
                }
                Some(self.b().global_addr(&name))
            }
        }
    }
}

impl Lowerer<'_> {
    /// The address a procedure pointer holds (its hidden INTEGER(8) scalar `slot`, see
    /// `sema/proc_pointers.rs`).
    pub(super) fn procedure_pointer_target(&mut self, slot: SymId) -> Option<ValueId> {
        let Some(at) = self.slot(slot) else {
            self.internal("a procedure pointer without storage");
            return None;
        };
        Some(self.b().load(at, Type::Ptr))
    }
}

//! Struct values crossing a call: split into the eightbyte scalars of their registers, joined
//! back into a stack object, and the arguments and results of a call as [`super::abi`]
//! lays them out. A struct value is carried by address everywhere else in the lowering.

use super::abi::{self, ParamPass, RetPass};
use super::expr::Val;
use super::{Lowerer, R};
use crate::c::ast::Pos;
use crate::c::types::{CType, FuncType};
use dvmh_ir::{Attrs, OpId, Type, ValueId};

impl Lowerer<'_> {
    /// A stack object of `words` eightbytes (room for a struct of at most `8 * words` bytes).
    fn eightbyte_slot(&mut self, words: usize) -> ValueId {
        self.b().alloca_array(Type::I64, words as u64)
    }

    /// Copies `bytes` bytes from `src` to `dst` (C struct assignment).
    pub(super) fn copy_bytes(&mut self, dst: ValueId, src: ValueId, bytes: u64) {
        self.module
            .declare_extern("memmove", &[Type::Ptr, Type::Ptr, Type::I64], &[Type::Ptr]);
        let n = self.b().const_i64(bytes as i64);
        self.b().call("memmove", &[dst, src, n], &[Type::Ptr]);
    }

    /// The register values of the struct at `addr` as scalars of `classes` (copied to a slot
    /// of whole eightbytes first, so that no load reads past the struct).
    pub(super) fn split_struct(
        &mut self,
        addr: ValueId,
        t: &CType,
        classes: &[Type],
    ) -> Vec<ValueId> {
        let size = self.structs.size(t).unwrap_or(0);
        let offsets = class_offsets(classes);
        let slot = self.eightbyte_slot(offsets[classes.len()] as usize / 8);
        self.copy_bytes(slot, addr, size);
        (0..classes.len())
            .map(|k| {
                let off = self.b().const_i64(offsets[k] as i64);
                let p = self.b().offset(slot, off);
                self.b().load(p, classes[k])
            })
            .collect()
    }

    /// A stack object holding the struct whose register values are `values`.
    pub(super) fn join_struct(&mut self, values: &[ValueId]) -> ValueId {
        let classes: Vec<Type> = values
            .iter()
            .map(|&v| self.fcx().func.value_type(v))
            .collect();
        let offsets = class_offsets(&classes);
        let slot = self.eightbyte_slot(offsets[values.len()] as usize / 8);
        for (k, &v) in values.iter().enumerate() {
            let off = self.b().const_i64(offsets[k] as i64);
            let p = self.b().offset(slot, off);
            self.b().store(v, p);
        }
        slot
    }

    /// The System V layout of `ft`, or a diagnostic at `pos`.
    pub(super) fn struct_abi(&mut self, ft: &FuncType, pos: Pos) -> R<abi::Lowered> {
        match abi::lower(&self.structs, ft) {
            Ok(l) => Ok(l),
            Err(msg) => self.error(pos, msg),
        }
    }

    /// Where each C parameter of a function being defined arrives, given its IR block
    /// arguments: a scalar's argument, or the address of a struct's object (made from its
    /// eightbytes, or the `byval` copy itself).
    pub(super) fn struct_params(
        &mut self,
        l: &abi::Lowered,
        ft: &FuncType,
        args: &[ValueId],
    ) -> Vec<ValueId> {
        let mut next = usize::from(matches!(l.ret, RetPass::Sret { .. }));
        let mut out = Vec::new();
        for (p, t) in l.params.iter().zip(&ft.params) {
            match p {
                ParamPass::Scalar => {
                    if t.ir().is_some() {
                        out.push(args[next]);
                        next += 1;
                    }
                }
                ParamPass::Regs(c) => {
                    let slot = self.join_struct(&args[next..next + c.len()]);
                    next += c.len();
                    out.push(slot);
                }
                ParamPass::ByVal { .. } => {
                    out.push(args[next]);
                    next += 1;
                }
            }
        }
        out
    }

    /// A call of a function whose type `ft` has struct parameters or result: `args` are the
    /// converted arguments (struct ones are addresses). `pointer`: an indirect call.
    pub(super) fn struct_call(
        &mut self,
        name: &str,
        pointer: Option<ValueId>,
        ft: &FuncType,
        args: &[ValueId],
        pos: Pos,
    ) -> R<Val> {
        let l = self.struct_abi(ft, pos)?;
        let mut operands: Vec<ValueId> = pointer.into_iter().collect();
        let result_slot = match l.ret {
            RetPass::Sret { .. } => {
                let (elem, count) = self.storage_of(&ft.ret, pos)?;
                let slot = self.b().alloca_array(elem, count);
                operands.push(slot);
                Some(slot)
            }
            _ => None,
        };
        for ((p, t), &v) in l.params.iter().zip(&ft.params).zip(args) {
            match p {
                ParamPass::Scalar | ParamPass::ByVal { .. } => operands.push(v),
                ParamPass::Regs(c) => {
                    let parts = self.split_struct(v, t, c);
                    operands.extend(parts);
                }
            }
        }
        // A variadic tail (already promoted scalars).
        operands.extend(args.iter().skip(ft.params.len()).copied());
        let attrs: Attrs = l.attrs().into_iter().collect();
        let op: OpId = match pointer {
            Some(_) => self.b().insert(
                dvmh_ir::OpKind::CallIndirect,
                &operands,
                &l.ir_results,
                attrs,
            ),
            None => {
                let op = self.b().call(name, &operands, &l.ir_results);
                for (k, v) in attrs.iter() {
                    self.fcx().func.ops[op].attrs.set(k, v.clone());
                }
                op
            }
        };
        let results: Vec<ValueId> = self.fcx().func.ops[op].results.clone();
        Ok(match (&l.ret, result_slot) {
            (_, Some(slot)) => Val::R(slot, ft.ret.clone()),
            (RetPass::Regs(_), None) => Val::R(self.join_struct(&results), ft.ret.clone()),
            (RetPass::Scalar, None) => match results.as_slice() {
                [r] => Val::R(*r, ft.ret.clone()),
                _ => Val::Void,
            },
            (RetPass::Sret { .. }, None) => Val::Void,
        })
    }

    /// `return` of the struct at `addr` from the function being lowered: its eightbytes, or
    /// nothing after copying it to the caller's `sret` object.
    pub(super) fn struct_return_values(&mut self, addr: ValueId, t: &CType) -> Vec<ValueId> {
        let (pass, sret) = {
            let f = self.fcx();
            (f.ret_pass.clone(), f.sret)
        };
        match (pass, sret) {
            (RetPass::Regs(c), _) => self.split_struct(addr, t, &c),
            (RetPass::Sret { size, .. }, Some(dst)) => {
                self.copy_bytes(dst, addr, size);
                Vec::new()
            }
            _ => vec![addr],
        }
    }
}

/// Where each register value of a struct lies in it, and its size last: eightbytes follow
/// each other, an `x87` value (a `long double` part, returned in `st0`/`st1`) takes 16 bytes.
fn class_offsets(classes: &[Type]) -> Vec<u64> {
    let mut offsets = vec![0];
    for t in classes {
        let width = if *t == Type::F80 { 16 } else { 8 };
        offsets.push(offsets[offsets.len() - 1] + width);
    }
    offsets
}

//! The dispatchers of type-bound references through polymorphic objects (see
//! `fortran/sema/dispatch.rs`): one function per declared type and binding, with the
//! signature of the binding's procedure, that compares the passed object's tag (a VALUE
//! INTEGER(8) parameter) with each extension's and forwards every parameter unchanged to
//! that type's procedure, or to the declared type's own when none matches.

use super::{results, signature, value_args};
use crate::fortran::hir;
use dvmh_ir::{Attr, Attrs, Builder, Function, Module, OpKind, Type};
use std::collections::{HashMap, HashSet};

/// Defines the program's dispatchers in `module`; `callees` has each one's interface unit.
pub(super) fn define(
    prog: &hir::Program,
    callees: &HashMap<&str, &hir::Unit>,
    defined: &HashSet<String>,
    module: &mut Module,
) -> Result<(), String> {
    for d in &prog.dispatch {
        let Some(unit) = callees.get(d.base.as_str()) else {
            return Err(format!(
                "no interface for the dispatcher '{}' (its procedure '{}' is not in this compilation)",
                d.global, d.base
            ));
        };
        let (_, params, results) = signature(unit);
        let key = key_param(unit, d.key);
        let mut func = Function::new(hir::linker_name(&d.global), &params, &results);
        let entry = func.entry_block();
        let values = func.blocks[entry].args.clone();
        let Some(&tag) = values.get(key) else {
            return Err(format!(
                "the dispatcher '{}' has no tag parameter",
                d.global
            ));
        };
        let mut cur = entry;
        let call = |func: &mut Function, block, callee: &str, module: &mut Module| {
            let name = hir::linker_name(callee);
            if !defined.contains(&name) {
                module.declare_extern(&name, &params, &results);
            }
            let mut b = Builder::at_end(func, block);
            let op = b.call(&name, &values, &results);
            let out = b.func.ops[op].results.clone();
            b.op0(OpKind::Return, &out, Attrs::new());
        };
        for (id, callee) in &d.cases {
            let then = func.new_block(&[]);
            let next = func.new_block(&[]);
            let mut b = Builder::at_end(&mut func, cur);
            let k = b.const_i64(*id);
            let hit = b.cmpi("eq", tag, k);
            b.cond_br(hit, then, next);
            func.append_block(func.body, then);
            func.append_block(func.body, next);
            call(&mut func, then, callee, module);
            cur = next;
        }
        // Without the declared type's own procedure (a DEFERRED binding), the last case.
        let default = d.default.as_ref().or(d.cases.last().map(|(_, c)| c));
        match default {
            Some(callee) => call(&mut func, cur, callee, module),
            // A DEFERRED binding no type of the compilation overrides: no object can have
            // a dynamic type to call it on.
            None => {
                Builder::at_end(&mut func, cur).op0(OpKind::Unreachable, &[], Attrs::new());
            }
        }
        // Tags are numbered per compilation, so a dispatcher means nothing outside its
        // object: internal, so that separately compiled objects do not clash at link time.
        func.attrs.set("internal", Attr::Bool(true));
        module.functions.push(func);
    }
    Ok(())
}

/// The function that tells whether a type extends another (see `fortran/sema/select_type.rs`).
pub(super) const EXTENDS: &str = "__dvmh_extends";

/// Defines `__dvmh_extends(tag, ancestor)` (two `i64` values, an `i32` 1 or 0): whether the
/// type `tag` is `ancestor` or one of its extensions, walking up the parents of `types`.
pub(super) fn define_extends(types: &[(u32, Option<u32>)], module: &mut Module) {
    let mut func = Function::new(EXTENDS.to_string(), &[Type::I64, Type::I64], &[Type::I32]);
    let entry = func.entry_block();
    let args = func.blocks[entry].args.clone();
    let (tag, ancestor) = (args[0], args[1]);
    let ret = |func: &mut Function, block, v: i64| {
        let mut b = Builder::at_end(func, block);
        let r = b.const_i32(v);
        b.op0(OpKind::Return, &[r], Attrs::new());
    };
    let mut b = Builder::at_end(&mut func, entry);
    let slot = b.alloca(dvmh_ir::Scalar::I64);
    b.store(tag, slot);
    let head = func.new_block(&[]);
    func.append_block(func.body, head);
    Builder::at_end(&mut func, entry).br(head);
    let (found, walk) = (func.new_block(&[]), func.new_block(&[]));
    func.append_block(func.body, found);
    func.append_block(func.body, walk);
    let mut b = Builder::at_end(&mut func, head);
    let t = b.load(slot, Type::I64);
    let hit = b.cmpi("eq", t, ancestor);
    b.cond_br(hit, found, walk);
    ret(&mut func, found, 1);
    let mut cur = walk;
    for &(id, parent) in types {
        let Some(parent) = parent else { continue };
        let (then, next) = (func.new_block(&[]), func.new_block(&[]));
        func.append_block(func.body, then);
        func.append_block(func.body, next);
        let mut b = Builder::at_end(&mut func, cur);
        let k = b.const_i64(i64::from(id));
        let is = b.cmpi("eq", t, k);
        b.cond_br(is, then, next);
        let mut b = Builder::at_end(&mut func, then);
        let p = b.const_i64(i64::from(parent));
        b.store(p, slot);
        b.br(head);
        cur = next;
    }
    ret(&mut func, cur, 0);
    // Per compilation, like the dispatchers' tags.
    func.attrs.set("internal", Attr::Bool(true));
    module.functions.push(func);
}

/// The index among the IR parameters of `unit`'s function of its dummy `key` (a VALUE one).
fn key_param(unit: &hir::Unit, key: usize) -> usize {
    let hidden = match unit.kind {
        hir::UnitKind::Function => results::unit_result_pass(unit)
            .unwrap_or_else(|| results::result_pass(hir::Ty::I4))
            .hidden_params()
            .len(),
        _ => 0,
    };
    hidden
        + unit.dummies[..key.min(unit.dummies.len())]
            .iter()
            .map(|&d| match unit.value.contains(&d) {
                true => value_args::value_params(unit.symbol(d).ty).len(),
                false => 1,
            })
            .sum::<usize>()
}

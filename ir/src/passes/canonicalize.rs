//! `canonicalize`: one constant per (type, value) per function, hoisted to the top of the entry
//! block, and removal of pure ops whose results are unused.
//!
//! Lowering emits constants where it needs them and never looks back; this pass makes the IR
//! that later passes, golden tests and the back end read small and regular. (LLVM would fold the
//! same things, but only after we had paid for translating them.)

use crate::attr::Attr;
use crate::entity::{OpId, ValueId};
use crate::module::{Function, Module};
use crate::ops::OpKind;
use std::collections::HashMap;

pub fn run(module: &mut Module) -> Result<(), String> {
    for func in &mut module.functions {
        dedup_constants(func);
        remove_dead_pure_ops(func);
    }
    Ok(())
}

/// The identity of a constant: its type and the bits of its value.
fn constant_key(func: &Function, op: OpId) -> Option<(String, u64)> {
    if func.attr(op, "text").is_some() {
        // An `f80` constant from its text: equal `f64` approximations may differ.
        return None;
    }
    let ty = func.value_type(func.result(op)).to_string();
    let bits = match func.attr(op, "value")? {
        Attr::Int(i) => *i as u64,
        Attr::Float(f) => f.to_bits(),
        _ => return None,
    };
    Some((ty, bits))
}

fn dedup_constants(func: &mut Function) {
    let entry = func.entry_block();
    let mut canonical: HashMap<(String, u64), ValueId> = HashMap::new();
    let mut survivors: Vec<OpId> = Vec::new();
    let mut replace: HashMap<ValueId, ValueId> = HashMap::new();
    // Every constant leaves its place; the survivors come back at the top of the entry block.
    let mut edits: HashMap<OpId, Vec<OpId>> = HashMap::new();
    for op in func.walk_ops() {
        if func.ops[op].kind != OpKind::Constant {
            continue;
        }
        let Some(key) = constant_key(func, op) else {
            continue;
        };
        let result = func.result(op);
        match canonical.get(&key) {
            Some(&first) => {
                replace.insert(result, first);
            }
            None => {
                canonical.insert(key, result);
                survivors.push(op);
            }
        }
        edits.insert(op, Vec::new());
    }
    func.splice(&edits);
    func.substitute(&replace);
    // Re-insert the survivors at the top of the entry block, in first-use order.
    let rest = std::mem::take(&mut func.blocks[entry].ops);
    for &op in &survivors {
        func.ops[op].block = Some(entry);
    }
    survivors.extend(rest);
    func.blocks[entry].ops = survivors;
}

/// Removes pure ops whose results are unused, and then the ops that only they used (a
/// worklist over use counts, so a long dead chain costs one sweep, not one per link).
fn remove_dead_pure_ops(func: &mut Function) {
    let mut uses = func.use_counts();
    let is_dead = |func: &Function, uses: &[u32], op: OpId| {
        let d = &func.ops[op];
        d.block.is_some()
            && d.kind.is_pure()
            && !d.results.is_empty()
            && d.results.iter().all(|r| uses[r.index_usize()] == 0)
    };
    let mut work: Vec<OpId> = func
        .walk_ops()
        .into_iter()
        .filter(|&op| is_dead(func, &uses, op))
        .collect();
    let mut edits: HashMap<OpId, Vec<OpId>> = HashMap::new();
    while let Some(op) = work.pop() {
        if edits.contains_key(&op) {
            continue;
        }
        edits.insert(op, Vec::new());
        for i in 0..func.ops[op].operands.len() {
            let v = func.ops[op].operands[i];
            uses[v.index_usize()] -= 1;
            if let Some(def) = func.defining_op(v) {
                if !edits.contains_key(&def) && is_dead(func, &uses, def) {
                    work.push(def);
                }
            }
        }
    }
    func.splice(&edits);
}

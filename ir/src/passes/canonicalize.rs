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
    let mut order: Vec<OpId> = Vec::new();
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
                func.replace_all_uses(result, first);
                func.detach_op(op);
            }
            None => {
                canonical.insert(key, result);
                func.detach_op(op);
                order.push(op);
            }
        }
    }
    // Re-insert the survivors at the top of the entry block, in first-use order.
    for (i, &op) in order.iter().enumerate() {
        func.ops[op].block = Some(entry);
        func.blocks[entry].ops.insert(i, op);
    }
}

fn remove_dead_pure_ops(func: &mut Function) {
    loop {
        let uses = func.use_counts();
        let dead: Vec<OpId> = func
            .walk_ops()
            .into_iter()
            .filter(|&op| {
                let d = &func.ops[op];
                d.kind.is_pure()
                    && !d.results.is_empty()
                    && d.results.iter().all(|r| uses[r.index_usize()] == 0)
            })
            .collect();
        if dead.is_empty() {
            break;
        }
        for op in dead {
            func.detach_op(op);
        }
    }
}

//! `split-large-functions`: cuts a very large function body into a sequence of calls to
//! `noinline` part functions of bounded size.
//!
//! LLVM's optimiser and code generator are superlinear in the size of one function (scalar
//! evolution walks dominator chains, register allocation and two-address rewriting scan live
//! ranges), so a machine-generated main program of 20 000 statements took minutes at `-O2`.
//! Compiling it as parts of a bounded size makes the cost linear in the program's length. The
//! cut happens only between statements at the top level of a single-block body; a function
//! below [`SPLIT_ABOVE`] ops is left alone, so ordinary programs compile exactly as before.
//!
//! What crosses a cut:
//! - stack slots (`mem.alloca`) stay in the parent, hoisted to its top, and are passed to the
//!   parts that use them (they live as long as the parent);
//! - constants, global addresses and views of them are recreated in each part that uses them;
//! - any other value defined in one part and used in a later one goes through a new stack slot
//!   of the parent (stored after its definition, loaded at the start of each part using it).
//!
//! Depth hurts LLVM as much as length (its loop passes revisit every enclosing loop), so a
//! construct nested [`MAX_NESTING`] levels deep (a loop in 1 000 nested loops) becomes a
//! `noinline` function of its own, called where it stood with the values it uses as
//! arguments; inside that function the count starts again.

use crate::attr::Attr;
use crate::builder::Builder;
use crate::clone::{clone_op, CloneMap};
use crate::entity::{OpId, RegionId, ValueId};
use crate::module::{Function, Module, ValueDef};
use crate::ops::OpKind;
use crate::types::Type;
use std::collections::{HashMap, HashSet};

/// Functions with more ops than this (nested ones included) are split.
pub const SPLIT_ABOVE: usize = 6000;
/// A part is closed once it holds at least this many ops.
pub const PART_OPS: usize = 800;

/// Constructs (loops, IFs) nested deeper than this are moved into functions of their own.
pub const MAX_NESTING: usize = 32;

pub fn run(module: &mut Module) -> Result<(), String> {
    run_with(module, SPLIT_ABOVE, PART_OPS)?;
    outline_deep_nests(module, MAX_NESTING);
    Ok(())
}

/// The pass with other limits (for tests).
pub fn run_with(module: &mut Module, split_above: usize, part_ops: usize) -> Result<(), String> {
    let count = module.functions.len();
    for fi in 0..count {
        let func = &module.functions[fi];
        if func.walk_ops().len() <= split_above || func.regions[func.body].blocks.len() != 1 {
            continue;
        }
        if let Some((parent, parts)) = split(module, fi, part_ops) {
            module.functions[fi] = parent;
            module.functions.extend(parts);
        }
    }
    Ok(())
}

/// Values recreated in every part that uses them instead of being passed.
fn is_remat(func: &Function, v: ValueId) -> bool {
    func.defining_op(v).is_some_and(|op| {
        let d = &func.ops[op];
        match d.kind {
            OpKind::Constant | OpKind::GlobalAddr => true,
            OpKind::View => d.operands.iter().all(|&o| is_remat(func, o)),
            _ => false,
        }
    })
}

fn is_alloca(func: &Function, v: ValueId) -> bool {
    func.defining_op(v)
        .is_some_and(|op| func.ops[op].kind == OpKind::Alloca)
}

/// Number of ops in `op`, nested ones included.
fn weight(func: &Function, op: OpId) -> usize {
    let mut n = 1;
    for &r in &func.ops[op].regions {
        let mut inner = Vec::new();
        func.walk_region(r, &mut inner);
        n += inner.len();
    }
    n
}

/// Values used by `ops` (and the ops nested in them) that none of them defines, in first-use
/// order.
fn used_from_outside(func: &Function, ops: &[OpId]) -> Vec<ValueId> {
    let mut all = Vec::new();
    for &op in ops {
        all.push(op);
        for &r in &func.ops[op].regions {
            func.walk_region(r, &mut all);
        }
    }
    let mut defined: HashSet<ValueId> = HashSet::new();
    for &op in &all {
        defined.extend(func.ops[op].results.iter().copied());
        for &r in &func.ops[op].regions {
            for &b in &func.regions[r].blocks {
                defined.extend(func.blocks[b].args.iter().copied());
            }
        }
    }
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for &op in &all {
        for &v in &func.ops[op].operands {
            if !defined.contains(&v) && seen.insert(v) {
                out.push(v);
            }
        }
    }
    out
}

/// The parent with calls in place of its statements, and the parts; `None` when the body holds
/// a value that cannot cross a cut (a view read at run time).
fn split(module: &Module, fi: usize, part_ops: usize) -> Option<(Function, Vec<Function>)> {
    let src = &module.functions[fi];
    let entry = src.entry_block();
    let (&terminator, body) = src.blocks[entry].ops.split_last()?;

    // Statements go into parts; slots and rematerializable values stay in the parent.
    let stays = |op: OpId| {
        let d = &src.ops[op];
        d.kind == OpKind::Alloca || (d.results.len() == 1 && is_remat(src, d.results[0]))
    };
    let mut parts: Vec<Vec<OpId>> = vec![Vec::new()];
    let mut size = 0;
    for &op in body {
        if stays(op) {
            continue;
        }
        if size >= part_ops {
            parts.push(Vec::new());
            size = 0;
        }
        size += weight(src, op);
        parts.last_mut()?.push(op);
    }
    if parts.len() < 2 {
        return None;
    }

    // Where each part-defined value lives, and which values cross a cut.
    let mut part_of: HashMap<ValueId, usize> = HashMap::new();
    for (k, part) in parts.iter().enumerate() {
        for &op in part {
            for &r in &src.ops[op].results {
                part_of.insert(r, k);
            }
        }
    }
    let inputs: Vec<Vec<ValueId>> = parts.iter().map(|p| used_from_outside(src, p)).collect();
    let mut spilled: Vec<ValueId> = Vec::new();
    let mut spilled_set = HashSet::new();
    let mut crossing = |v: ValueId| {
        if spilled_set.insert(v) {
            spilled.push(v);
        }
    };
    for input in &inputs {
        for &v in input {
            if part_of.contains_key(&v) {
                crossing(v);
            }
        }
    }
    for &v in &src.ops[terminator].operands {
        if part_of.contains_key(&v) {
            crossing(v);
        }
    }
    if spilled
        .iter()
        .any(|&v| src.value_type(v).scalar().is_none() && src.value_type(v) != Type::Ptr)
    {
        return None;
    }

    let mut parent = src.clone();
    let parent_entry = parent.entry_block();
    // One new slot per spilled value, at the top of the parent.
    let scratch = parent.scratch_block();
    let mut slot_of: HashMap<ValueId, ValueId> = HashMap::new();
    {
        let mut b = Builder::at_end(&mut parent, scratch);
        for &v in &spilled {
            let ty = src.value_type(v);
            let slot = b.op1(
                OpKind::Alloca,
                &[],
                Type::Ptr,
                [("elem", Attr::Type(ty))].into_iter().collect(),
            );
            slot_of.insert(v, slot);
        }
    }
    let new_slots = parent.take_block_ops(scratch);

    let mut part_functions = Vec::new();
    let mut calls = Vec::new();
    for (k, part) in parts.iter().enumerate() {
        // Parameters: slots and parent parameters the part uses, and the slots of the values
        // it exchanges with other parts.
        let mut params: Vec<ValueId> = Vec::new();
        let mut loads: Vec<ValueId> = Vec::new();
        let mut remat: Vec<ValueId> = Vec::new();
        for &v in &inputs[k] {
            if slot_of.contains_key(&v) {
                loads.push(v);
            } else if is_remat(src, v) {
                remat.push(v);
            } else if is_alloca(src, v) || matches!(src.values[v].def, ValueDef::BlockArg(..)) {
                params.push(v);
            } else {
                return None;
            }
        }
        let stores: Vec<ValueId> = spilled
            .iter()
            .copied()
            .filter(|v| part_of.get(v) == Some(&k))
            .collect();
        let name = module.unique_symbol(&format!("{}.part{}", src.name, k + 1));
        let mut arg_values: Vec<ValueId> = params.clone();
        arg_values.extend(loads.iter().chain(&stores).map(|v| slot_of[v]));
        let param_types: Vec<Type> = arg_values.iter().map(|&v| parent.value_type(v)).collect();

        let mut f = Function::new(&name, &param_types, &[]);
        f.attrs.set("internal", Attr::Bool(true));
        f.attrs.set("noinline", Attr::Bool(true));
        let fentry = f.entry_block();
        let args = f.blocks[fentry].args.clone();
        let mut map = CloneMap::default();
        let mut b = Builder::at_end(&mut f, fentry);
        for (i, &v) in params.iter().enumerate() {
            map.values.insert(v, args[i]);
        }
        let slot_param: HashMap<ValueId, ValueId> = loads
            .iter()
            .chain(&stores)
            .enumerate()
            .map(|(i, &v)| (v, args[params.len() + i]))
            .collect();
        for &v in &loads {
            let value = b.load(slot_param[&v], src.value_type(v));
            map.values.insert(v, value);
        }
        for &v in &remat {
            clone_remat(src, v, &mut b, &mut map);
        }
        for &op in part {
            clone_op(src, op, &mut b, &mut map);
            for &r in &src.ops[op].results {
                if let Some(&slot) = slot_param.get(&r).filter(|_| stores.contains(&r)) {
                    let value = map.value(r);
                    b.store(value, slot);
                }
            }
        }
        b.op0(OpKind::Return, &[], Default::default());
        part_functions.push(f);

        let call = parent.create_op(
            OpKind::Call,
            &arg_values,
            &[],
            [("callee", Attr::Symbol(name))].into_iter().collect(),
        );
        calls.push(call);
    }

    // The parent: slots first, then its own ops in order with each part replaced by its call,
    // then reloads of the values its terminator takes from the parts.
    let old = std::mem::take(&mut parent.blocks[parent_entry].ops);
    let first_of: HashMap<OpId, usize> = parts.iter().enumerate().map(|(k, p)| (p[0], k)).collect();
    let in_part: HashSet<OpId> = parts.iter().flatten().copied().collect();
    let mut ops: Vec<OpId> = old
        .iter()
        .copied()
        .filter(|&o| parent.ops[o].kind == OpKind::Alloca)
        .collect();
    ops.extend(new_slots);
    for &op in &old {
        if op == terminator || parent.ops[op].kind == OpKind::Alloca {
            continue;
        }
        if let Some(&k) = first_of.get(&op) {
            ops.push(calls[k]);
        } else if !in_part.contains(&op) {
            ops.push(op);
        }
    }
    let scratch = parent.scratch_block();
    let mut reload: HashMap<ValueId, ValueId> = HashMap::new();
    {
        let mut b = Builder::at_end(&mut parent, scratch);
        for &v in &src.ops[terminator].operands {
            if let Some(&slot) = slot_of.get(&v) {
                let value = b.load(slot, src.value_type(v));
                reload.insert(v, value);
            }
        }
    }
    ops.extend(parent.take_block_ops(scratch));
    ops.push(terminator);
    for &op in &ops {
        parent.ops[op].block = Some(parent_entry);
    }
    for &op in &old {
        if in_part.contains(&op) {
            parent.ops[op].block = None;
        }
    }
    parent.blocks[parent_entry].ops = ops;
    for operand in &mut parent.ops[terminator].operands {
        if let Some(&r) = reload.get(operand) {
            *operand = r;
        }
    }
    Some((parent, part_functions))
}

/// Moves every construct at nesting depth `max_depth` into a function of its own, in every
/// function (those it creates included, so a deeper nest is cut again).
pub fn outline_deep_nests(module: &mut Module, max_depth: usize) {
    let mut fi = 0;
    while fi < module.functions.len() {
        let deep = ops_at_depth(&module.functions[fi], max_depth);
        let mut edits: HashMap<OpId, Vec<OpId>> = HashMap::new();
        for op in deep {
            let name = module.unique_symbol(&format!("{}.nest", module.functions[fi].name));
            let Some((callee, args)) = outline_op(&module.functions[fi], op, &name) else {
                continue;
            };
            let call = module.functions[fi].create_op(
                OpKind::Call,
                &args,
                &[],
                [("callee", Attr::Symbol(name))].into_iter().collect(),
            );
            edits.insert(op, vec![call]);
            module.functions.push(callee);
        }
        module.functions[fi].splice(&edits);
        fi += 1;
    }
}

/// The ops with regions that sit inside `depth` enclosing ops with regions.
fn ops_at_depth(func: &Function, depth: usize) -> Vec<OpId> {
    let mut found = Vec::new();
    let mut stack: Vec<(RegionId, usize)> = vec![(func.body, 0)];
    while let Some((region, level)) = stack.pop() {
        for &b in &func.regions[region].blocks {
            for &op in &func.blocks[b].ops {
                if func.ops[op].regions.is_empty() {
                    continue;
                }
                if level == depth {
                    found.push(op);
                } else {
                    stack.extend(func.ops[op].regions.iter().map(|&r| (r, level + 1)));
                }
            }
        }
    }
    found
}

/// A function that executes `op` (which must not return from its function), and the values
/// to call it with.
fn outline_op(src: &Function, op: OpId, name: &str) -> Option<(Function, Vec<ValueId>)> {
    let mut inner = Vec::new();
    for &r in &src.ops[op].regions {
        src.walk_region(r, &mut inner);
    }
    if inner.iter().any(|&o| src.ops[o].kind == OpKind::Return) || !src.ops[op].results.is_empty() {
        return None;
    }
    let (remat, args): (Vec<ValueId>, Vec<ValueId>) = used_from_outside(src, &[op])
        .into_iter()
        .partition(|&v| is_remat(src, v));
    let types: Vec<Type> = args.iter().map(|&v| src.value_type(v)).collect();
    let mut f = Function::new(name, &types, &[]);
    f.attrs.set("internal", Attr::Bool(true));
    f.attrs.set("noinline", Attr::Bool(true));
    let entry = f.entry_block();
    let params = f.blocks[entry].args.clone();
    let mut map = CloneMap::default();
    map.values.extend(args.iter().copied().zip(params));
    let mut b = Builder::at_end(&mut f, entry);
    for &v in &remat {
        clone_remat(src, v, &mut b, &mut map);
    }
    clone_op(src, op, &mut b, &mut map);
    b.op0(OpKind::Return, &[], Default::default());
    Some((f, args))
}

/// Recreates a rematerializable value (and the values it is built from) in a part.
fn clone_remat(src: &Function, v: ValueId, b: &mut Builder, map: &mut CloneMap) {
    if map.values.contains_key(&v) {
        return;
    }
    let def = src
        .defining_op(v)
        .expect("rematerializable values have an op"); // ok: is_remat checked it
    for &o in &src.ops[def].operands {
        clone_remat(src, o, b, map);
    }
    clone_op(src, def, b, map);
}

#[cfg(test)]
mod tests {
    use crate::{parse_module, print_module, verify};

    /// A body cut into parts of at least two ops: the slot and the constant stay in the parent
    /// (the constant is recreated where it is used), values used by a later part cross the cut
    /// through new slots, and the returned value comes back through one.
    #[test]
    fn statements_become_parts() {
        let input = r#"module @m {
  extern @use(i32)
  func @main() -> (i32) attributes {entry = true} {
    %x = mem.alloca {elem = i32} : ptr
    %c1 = arith.constant {value = 1} : i32
    %a = mem.load(%x) : i32
    %b = arith.addi(%a, %c1) : i32
    mem.store(%b, %x)
    %d = arith.muli(%b, %b) : i32
    func.call(%d) {callee = @use}
    %e = arith.subi(%d, %c1) : i32
    func.return(%e)
  }
}
"#;
        let mut m = parse_module(input).unwrap(); // ok: test input
        super::run_with(&mut m, 3, 2).unwrap(); // ok: test
        verify(&m).unwrap(); // ok: the assertion is that the result verifies
        let expected = r#"module @m {
  extern @use(i32)
  func @main() -> (i32) attributes {entry = true} {
    %0 = mem.alloca {elem = i32} : ptr
    %1 = mem.alloca {elem = i32} : ptr
    %2 = mem.alloca {elem = i32} : ptr
    %3 = mem.alloca {elem = i32} : ptr
    %4 = arith.constant {value = 1} : i32
    func.call(%0, %1) {callee = @main.part1}
    func.call(%0, %1, %2) {callee = @main.part2}
    func.call(%2, %3) {callee = @main.part3}
    %5 = mem.load(%3) : i32
    func.return(%5)
  }
  func @main.part1(%0: ptr, %1: ptr) attributes {internal = true, noinline = true} {
    %2 = arith.constant {value = 1} : i32
    %3 = mem.load(%0) : i32
    %4 = arith.addi(%3, %2) : i32
    mem.store(%4, %1)
    func.return
  }
  func @main.part2(%0: ptr, %1: ptr, %2: ptr) attributes {internal = true, noinline = true} {
    %3 = mem.load(%1) : i32
    mem.store(%3, %0)
    %4 = arith.muli(%3, %3) : i32
    mem.store(%4, %2)
    func.return
  }
  func @main.part3(%0: ptr, %1: ptr) attributes {internal = true, noinline = true} {
    %2 = mem.load(%0) : i32
    %3 = arith.constant {value = 1} : i32
    func.call(%2) {callee = @use}
    %4 = arith.subi(%2, %3) : i32
    mem.store(%4, %1)
    func.return
  }
}
"#;
        assert_eq!(print_module(&m), expected);
    }

    /// The loop at depth 1 becomes a function taking the outer loop's index and the slot; the
    /// constant is recreated inside.
    #[test]
    fn deep_nests_become_functions() {
        let input = r#"module @m {
  func @main() -> (i32) attributes {entry = true} {
    %x = mem.alloca {elem = i32} : ptr
    %c1 = arith.constant {value = 1} : i32
    %c4 = arith.constant {value = 4} : i32
    scf.for(%c1, %c4, %c1) ({
    ^bb1(%i: i32):
      scf.for(%c1, %i, %c1) ({
      ^bb2(%j: i32):
        %a = mem.load(%x) : i32
        %b = arith.addi(%a, %i) : i32
        mem.store(%b, %x)
        scf.yield
      })
      scf.yield
    })
    %r = mem.load(%x) : i32
    func.return(%r)
  }
}
"#;
        let mut m = parse_module(input).unwrap(); // ok: test input
        super::outline_deep_nests(&mut m, 1);
        verify(&m).unwrap(); // ok: the assertion is that the result verifies
        let expected = r#"module @m {
  func @main() -> (i32) attributes {entry = true} {
    %0 = mem.alloca {elem = i32} : ptr
    %1 = arith.constant {value = 1} : i32
    %2 = arith.constant {value = 4} : i32
    scf.for(%1, %2, %1) ({
    ^bb1(%3: i32):
      func.call(%3, %0) {callee = @main.nest}
      scf.yield
    })
    %4 = mem.load(%0) : i32
    func.return(%4)
  }
  func @main.nest(%0: i32, %1: ptr) attributes {internal = true, noinline = true} {
    %2 = arith.constant {value = 1} : i32
    scf.for(%2, %0, %2) ({
    ^bb1(%3: i32):
      %4 = mem.load(%1) : i32
      %5 = arith.addi(%4, %0) : i32
      mem.store(%5, %1)
      scf.yield
    })
    func.return
  }
}
"#;
        assert_eq!(print_module(&m), expected);
    }
}

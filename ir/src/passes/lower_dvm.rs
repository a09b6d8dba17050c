//! `lower-dvm`: turns every `dvm` op into calls to the runtime's C ABI (`runtime/ABI.md`).
//!
//! After this pass a module contains only `arith`, `math`, `mem`, `scf`, `cf` and `func` ops, so
//! the back ends never see the parallel model. Small arrays the runtime reads during a call
//! (bounds, rules, indices, handler arguments) become stack slots; names and file names become
//! NUL-terminated constant globals (one per distinct string).
//!
//! DESIGN.md plans an `rt` dialect for these calls. A runtime call needs nothing a plain
//! `func.call` of a declared `extern @dvmh_*` lacks (its signature is checked by the verifier
//! like any other call), so the IR has no separate dialect for it.

use crate::abi::{is_logical_reduction, reduction_code, type_code};
use crate::attr::{Attr, Attrs};
use crate::builder::Builder;
use crate::entity::{BlockId, OpId, ValueId};
use crate::module::{elem_attr, Function, GlobalInit, Module};
use crate::ops::OpKind;
use crate::parallel::{Group, ParallelLayout};
use crate::types::{Scalar, Type};
use std::collections::{HashMap, HashSet};

pub fn run(module: &mut Module) -> Result<(), String> {
    let mut lowerer = Lowerer {
        files: module.files.clone(),
        constants: HashMap::new(),
        new_globals: Vec::new(),
        externs: Vec::new(),
        taken: module
            .globals
            .iter()
            .map(|g| g.name.clone())
            .chain(module.functions.iter().map(|f| f.name.clone()))
            .chain(module.externs.iter().map(|e| e.name.clone()))
            .collect(),
        ptx_image: false,
    };
    for func in &mut module.functions {
        let ops: Vec<OpId> = func
            .walk_ops()
            .into_iter()
            .filter(|&o| func.ops[o].kind.dialect() == "dvm")
            .collect();
        // Each op's replacement is built in a scratch block, then all are put in place in one
        // sweep (inserting before each op in turn would be quadratic in a block's length).
        let mut edits: HashMap<OpId, Vec<OpId>> = HashMap::new();
        let mut replace: HashMap<ValueId, ValueId> = HashMap::new();
        for op in ops {
            let scratch = func.scratch_block();
            if let Some(new) = lowerer.lower(func, op, scratch)? {
                replace.insert(func.result(op), new);
            }
            edits.insert(op, func.take_block_ops(scratch));
        }
        func.splice(&edits);
        func.substitute(&replace);
    }
    for (name, elem, bytes) in lowerer.new_globals {
        module.globals.push(crate::module::Global {
            name,
            elem: Type::Scalar(elem),
            count: bytes.len() as u64 / elem.size_bytes(),
            init: GlobalInit::Bytes(bytes),
        });
    }
    if lowerer.ptx_image && module.global(PTX_IMAGE_GLOBAL).is_none() {
        module.globals.push(crate::module::Global {
            name: PTX_IMAGE_GLOBAL.to_string(),
            elem: Type::Scalar(Scalar::I8),
            count: 1,
            init: GlobalInit::Bytes(vec![0]),
        });
    }
    for (name, params, results) in lowerer.externs {
        module.declare_extern(name, &params, &results);
    }
    Ok(())
}

struct Lowerer {
    /// The module's file names (op locations index them).
    files: Vec<String>,
    /// Read-only data already emitted, by element type and bytes.
    constants: HashMap<(Scalar, Vec<u8>), String>,
    new_globals: Vec<(String, Scalar, Vec<u8>)>,
    externs: Vec<(&'static str, Vec<Type>, Vec<Type>)>,
    taken: HashSet<String>,
    /// Whether a loop passes the module's PTX image to the runtime.
    ptx_image: bool,
}

/// The read-only global holding the PTX text of the module's device handlers (NUL-terminated),
/// which loops with a device handler pass to `dvmh_loop_device`. `lower-dvm` creates it
/// holding an empty string; the driver fills it once `dvmh-codegen-ptx` has compiled the
/// device handlers.
pub const PTX_IMAGE_GLOBAL: &str = "__dvmh_ptx";

impl Lowerer {
    /// A read-only global holding `bytes` (elements of type `elem`, so aligned for it), created
    /// on first use and shared by every use of the same data.
    fn constant_data(&mut self, elem: Scalar, bytes: Vec<u8>) -> String {
        let key = (elem, bytes);
        if let Some(name) = self.constants.get(&key) {
            return name.clone();
        }
        let prefix = if elem == Scalar::I8 { "str" } else { "data" };
        let mut n = self.constants.len();
        let name = loop {
            let candidate = format!("__dvmh_{prefix}{n}");
            if !self.taken.contains(&candidate) {
                break candidate;
            }
            n += 1;
        };
        self.taken.insert(name.clone());
        self.constants.insert(key.clone(), name.clone());
        self.new_globals.push((name.clone(), key.0, key.1));
        name
    }

    /// The global holding `text` NUL-terminated.
    fn c_string(&mut self, text: &str) -> String {
        let mut bytes = text.as_bytes().to_vec();
        bytes.push(0);
        self.constant_data(Scalar::I8, bytes)
    }

    /// The address of a read-only array of integers (a call's bounds, rules or formats): the
    /// runtime only reads it, so constant data takes the place of stores into a stack slot.
    fn const_array(&mut self, b: &mut Builder, elem: Scalar, values: &[i64]) -> ValueId {
        let width = elem.size_bytes() as usize;
        let bytes = values
            .iter()
            .flat_map(|v| v.to_le_bytes()[..width].to_vec())
            .collect();
        let name = self.constant_data(elem, bytes);
        b.global_addr(&name)
    }

    /// The `capture_kinds` array of `dvmh_loop_device`: constant data, or a stack array when
    /// a host table's size is a capture (`HOST_ARRAY_SIZED`, see `passes/host_tables.rs`),
    /// with the condition that every such size is positive.
    fn capture_kinds(
        &mut self,
        b: &mut Builder,
        kinds: &[i64],
        captures: &[ValueId],
    ) -> Result<(ValueId, Option<ValueId>), String> {
        use super::host_tables::{HOST_ARRAY, HOST_ARRAY_SIZED, HOST_ARRAY_WRITTEN};
        let sized = |k: i64| k & 0xffff & !HOST_ARRAY_WRITTEN == HOST_ARRAY_SIZED;
        if !kinds.iter().any(|&k| sized(k)) {
            return Ok((self.const_array(b, Scalar::I64, kinds), None));
        }
        let mut values = Vec::with_capacity(kinds.len());
        let mut ok = b.const_bool(true);
        for &kind in kinds {
            if !sized(kind) {
                values.push(b.const_i64(kind));
                continue;
            }
            let size = *captures
                .get((kind >> 16) as usize)
                .ok_or("dvm.parallel_call: a host table's size is no capture")?;
            let size = b.convert(size, Type::I64);
            let zero = b.const_i64(0);
            let positive = b.cmpi("sgt", size, zero);
            ok = b.binary(OpKind::AndI, ok, positive);
            let sixteen = b.const_i64(16);
            let shifted = b.binary(OpKind::ShlI, size, sixteen);
            let table = b.const_i64(HOST_ARRAY | kind & HOST_ARRAY_WRITTEN);
            values.push(b.binary(OpKind::OrI, shifted, table));
        }
        Ok((stack_i64(b, &values), Some(ok)))
    }

    /// An `i64` array for the runtime to read: constant data when every value is a constant,
    /// else a stack slot.
    fn i64_array(&mut self, b: &mut Builder, values: &[ValueId]) -> ValueId {
        let constants: Option<Vec<i64>> = values
            .iter()
            .map(|&v| {
                let def = b.func.defining_op(v)?;
                (b.func.ops[def].kind == OpKind::Constant)
                    .then(|| b.func.attr(def, "value").and_then(Attr::as_int))
                    .flatten()
            })
            .collect();
        match constants {
            Some(c) if !values.is_empty() => self.const_array(b, Scalar::I64, &c),
            _ => stack_i64(b, values),
        }
    }

    fn call(
        &mut self,
        b: &mut Builder,
        callee: &'static str,
        args: &[ValueId],
        results: &[Type],
    ) -> OpId {
        if !self.externs.iter().any(|e| e.0 == callee) {
            let params = args.iter().map(|&a| b.ty(a)).collect();
            self.externs.push((callee, params, results.to_vec()));
        }
        b.call(callee, args, results)
    }

    /// Emits the runtime calls that replace `op` at the end of `into`; returns the value that
    /// replaces the op's result, if it has one.
    fn lower(
        &mut self,
        func: &mut Function,
        op: OpId,
        into: BlockId,
    ) -> Result<Option<ValueId>, String> {
        let kind = func.ops[op].kind;
        let operands = func.ops[op].operands.clone();
        let attrs = func.ops[op].attrs.clone();
        let mut b = Builder::at_end(func, into);
        let mut replacement: Option<ValueId> = None;
        match kind {
            OpKind::Init => {
                let rank = b.const_i32(attrs.int("grid_rank").unwrap_or(1));
                self.call(&mut b, "dvmh_init", &[rank], &[]);
                if attrs.get("c_axes").and_then(Attr::as_bool) == Some(true) {
                    self.call(&mut b, "dvmh_set_c_axes", &[], &[]);
                }
            }
            OpKind::Finish => {
                self.call(&mut b, "dvmh_finish", &[], &[]);
            }
            OpKind::Stop => {
                let message = attrs.str("message").map(str::to_string);
                let has_code = attrs.get("has_code").and_then(Attr::as_bool) == Some(true);
                // ERROR STOP: the same kinds plus 3.
                let error = attrs.get("error").and_then(Attr::as_bool) == Some(true);
                let stop_kind = b.const_i32(
                    if message.is_some() {
                        2
                    } else {
                        has_code as i64
                    } + if error { 3 } else { 0 },
                );
                let (msg, len) = match &message {
                    Some(m) => {
                        let g = self.c_string(m);
                        let p = b.global_addr(&g);
                        (p, b.const_i64(m.len() as i64))
                    }
                    None => (b.const_int(Type::Ptr, 0), b.const_i64(0)),
                };
                self.call(
                    &mut b,
                    "dvmh_stop",
                    &[stop_kind, operands[0], msg, len],
                    &[],
                );
            }
            OpKind::SetLine => {
                let line = b.const_i32(attrs.int("line").unwrap_or(0));
                let file = self.c_string(attrs.str("file").unwrap_or(""));
                let file = b.global_addr(&file);
                self.call(&mut b, "dvmh_set_line", &[line, file], &[]);
            }
            OpKind::ArrayCreate => {
                let rank = operands.len() / 2;
                let lows: Vec<ValueId> = operands.iter().step_by(2).copied().collect();
                let highs: Vec<ValueId> = operands.iter().skip(1).step_by(2).copied().collect();
                let shadow = attrs
                    .get("shadow")
                    .and_then(Attr::as_int_array)
                    .unwrap_or_default();
                let name = self.c_string(attrs.str("name").unwrap_or("?"));
                let name = b.global_addr(&name);
                let elem = elem_attr(&attrs, "elem").unwrap_or(Scalar::F64);
                let logical = attrs.get("logical").and_then(Attr::as_bool) == Some(true);
                let template = attrs.get("template").and_then(Attr::as_bool) == Some(true);
                // COMPLEX elements (`elem` is the part type) and CHARACTER(len=n) ones (`elem`
                // is `i8`, the length in `char_len`).
                let complex = attrs.get("complex").and_then(Attr::as_bool) == Some(true);
                let char_len = attrs.get("char_len").and_then(Attr::as_int);
                // DVMH_TYPE_TEMPLATE is 0.
                let code = if template {
                    0
                } else if char_len.is_some() {
                    crate::abi::TYPE_CHAR
                } else if complex {
                    crate::abi::complex_type_code(elem).ok_or_else(|| {
                        "a complex `dvm.array_create` of a non-real part type".to_string()
                    })?
                } else {
                    type_code(elem, logical)
                };
                let ty = b.const_i32(code);
                let rank_v = b.const_i32(rank as i64);
                let lower = self.i64_array(&mut b, &lows);
                let upper = self.i64_array(&mut b, &highs);
                let slo: Vec<i64> = shadow.iter().step_by(2).copied().collect();
                let shi: Vec<i64> = shadow.iter().skip(1).step_by(2).copied().collect();
                let slo = self.const_array(&mut b, Scalar::I64, &slo);
                let shi = self.const_array(&mut b, Scalar::I64, &shi);
                let call = match char_len {
                    Some(len) => {
                        let len = b.const_i64(len);
                        self.call(
                            &mut b,
                            "dvmh_array_create_ex",
                            &[name, ty, len, rank_v, lower, upper, slo, shi],
                            &[Type::Ptr],
                        )
                    }
                    None => self.call(
                        &mut b,
                        "dvmh_array_create",
                        &[name, ty, rank_v, lower, upper, slo, shi],
                        &[Type::Ptr],
                    ),
                };
                replacement = Some(b.func.result(call));
            }
            OpKind::Processors => {
                let name = self.c_string(attrs.str("name").unwrap_or("?"));
                let name = b.global_addr(&name);
                let rank = b.const_i32(operands.len() as i64);
                let dims = self.i64_array(&mut b, &operands);
                self.call(&mut b, "dvmh_processors", &[name, rank, dims], &[]);
            }
            OpKind::Distribute | OpKind::Redistribute => {
                let formats: Vec<i64> = attrs
                    .get("formats")
                    .and_then(Attr::as_array)
                    .unwrap_or(&[])
                    .iter()
                    .map(|f| dist_code(f.as_str().unwrap_or("star")))
                    .collect();
                let fmts = self.const_array(&mut b, Scalar::I32, &formats);
                if operands.len() == 1 && kind == OpKind::Distribute {
                    self.call(&mut b, "dvmh_distribute", &[operands[0], fmts], &[]);
                } else {
                    let counts = attrs
                        .get("counts")
                        .and_then(Attr::as_int_array)
                        .unwrap_or_else(|| vec![0; formats.len()]);
                    let counts = self.const_array(&mut b, Scalar::I64, &counts);
                    // Split by type; each list keeps the dimension order the runtime reads.
                    let (ints, reals): (Vec<ValueId>, Vec<ValueId>) = operands[1..]
                        .iter()
                        .partition(|&&v| b.func.value_type(v) == Type::I64);
                    let ints = self.i64_array(&mut b, &ints);
                    let reals = stack_f64(&mut b, &reals);
                    let mut args = vec![operands[0], fmts, counts, ints, reals];
                    let callee = if kind == OpKind::Redistribute {
                        args.push(b.const_i32(i64::from(new_value(&attrs))));
                        "dvmh_redistribute"
                    } else {
                        "dvmh_distribute_ex"
                    };
                    self.call(&mut b, callee, &args, &[]);
                }
            }
            OpKind::Onto => {
                // The arrangement by name (absent: the processor grid); no bounds: all of it.
                let name = match attrs.str("processors") {
                    Some(p) => {
                        let global = self.c_string(p);
                        b.global_addr(&global)
                    }
                    None => b.const_int(Type::Ptr, 0),
                };
                let n = b.const_i32((operands.len() as i64 - 1) / 2);
                let section = if operands.len() > 1 {
                    self.i64_array(&mut b, &operands[1..])
                } else {
                    b.const_int(Type::Ptr, 0)
                };
                self.call(&mut b, "dvmh_onto", &[operands[0], name, n, section], &[]);
            }
            OpKind::Align => {
                // Rules with run-time coefficients come as operands (`ALIGN B(I) WITH
                // A(K*I+L)`), else from the attribute.
                let rules = match operands.len() {
                    2 => self.const_array(&mut b, Scalar::I64, &flat_rules(attrs.get("rules"))),
                    _ => self.i64_array(&mut b, &operands[2..]),
                };
                self.call(
                    &mut b,
                    "dvmh_align",
                    &[operands[0], operands[1], rules],
                    &[],
                );
            }
            OpKind::Realign => {
                let rules = match operands.len() {
                    2 => self.const_array(&mut b, Scalar::I64, &flat_rules(attrs.get("rules"))),
                    _ => self.i64_array(&mut b, &operands[2..]),
                };
                let fresh = b.const_i32(i64::from(new_value(&attrs)));
                self.call(
                    &mut b,
                    "dvmh_realign",
                    &[operands[0], operands[1], rules, fresh],
                    &[],
                );
            }
            OpKind::ArrayFree => {
                self.call(&mut b, "dvmh_array_free", &[operands[0]], &[]);
            }
            OpKind::ReadElem => {
                let ty = b.func.value_type(b.func.result(op));
                let elem = ty.scalar().expect("verified: scalar result"); // ok: verifier
                let index = self.i64_array(&mut b, &operands[1..]);
                let out = b.alloca(elem);
                self.call(&mut b, "dvmh_elem_read", &[operands[0], index, out], &[]);
                replacement = Some(b.load(out, ty));
            }
            OpKind::ReadElemTo => {
                let index = self.i64_array(&mut b, &operands[2..]);
                self.call(
                    &mut b,
                    "dvmh_elem_read",
                    &[operands[0], index, operands[1]],
                    &[],
                );
            }
            OpKind::WriteElemFrom => {
                let index = self.i64_array(&mut b, &operands[2..]);
                self.call(
                    &mut b,
                    "dvmh_elem_write",
                    &[operands[1], index, operands[0]],
                    &[],
                );
            }
            OpKind::RemoteCreate => {
                let lows: Vec<ValueId> = operands[1..].iter().step_by(2).copied().collect();
                let highs: Vec<ValueId> = operands[2..].iter().step_by(2).copied().collect();
                let lower = self.i64_array(&mut b, &lows);
                let upper = self.i64_array(&mut b, &highs);
                let call = self.call(
                    &mut b,
                    "dvmh_remote_create",
                    &[operands[0], lower, upper],
                    &[Type::Ptr],
                );
                replacement = Some(b.func.result(call));
            }
            OpKind::RemoteFree => {
                self.call(&mut b, "dvmh_remote_free", &[operands[0]], &[]);
            }
            OpKind::ShadowRenew => {
                let corner = attrs.get("corner").and_then(Attr::as_bool) == Some(true);
                let corner = b.const_i32(i64::from(corner));
                self.call(&mut b, "dvmh_shadow_renew", &[operands[0], corner], &[]);
            }
            OpKind::CheckStored => {
                let index = self.i64_array(&mut b, &operands[1..]);
                let loc = b.func.loc(op);
                let line = b.const_i32(i64::from(loc.line));
                let name = self
                    .files
                    .get(loc.file as usize)
                    .cloned()
                    .unwrap_or_default();
                let file = self.c_string(&name);
                let file = b.global_addr(&file);
                // A store is recorded: the loop leaves the element's shadow copies stale.
                let callee = if attrs.get("write").and_then(Attr::as_bool) == Some(true) {
                    "dvmh_check_written"
                } else {
                    "dvmh_check_stored"
                };
                self.call(&mut b, callee, &[operands[0], index, line, file], &[]);
            }
            OpKind::WriteElem => {
                let ty = b.ty(operands[0]);
                let elem = ty.scalar().expect("verified: scalar value"); // ok: verifier
                let index = self.i64_array(&mut b, &operands[2..]);
                let tmp = b.alloca(elem);
                b.store(operands[0], tmp);
                self.call(&mut b, "dvmh_elem_write", &[operands[1], index, tmp], &[]);
            }
            OpKind::ParallelCall => self.lower_parallel_call(&mut b, &operands, &attrs)?,
            OpKind::Parallel => {
                return Err("dvm.parallel must be outlined (run outline-handlers first)".into())
            }
            OpKind::Region => {
                let line = b.const_i32(attrs.int("line").unwrap_or(0));
                self.call(&mut b, "dvmh_region_enter", &[line], &[]);
                if let Some(targets) = attrs.get("targets").and_then(Attr::as_array) {
                    let mask = targets.iter().fold(0, |m, t| match t.as_str() {
                        Some("host") => m | 1,
                        Some("cuda") => m | 2,
                        _ => m,
                    });
                    if mask == 1 || mask == 2 {
                        let mask = b.const_i32(mask);
                        self.call(&mut b, "dvmh_region_targets", &[mask], &[]);
                    }
                }
                if attrs.get("async").and_then(Attr::as_bool) == Some(true) {
                    self.call(&mut b, "dvmh_region_async", &[], &[]);
                }
                let intents = attrs.get("intents").and_then(Attr::as_array).unwrap_or(&[]);
                for (&a, intent) in operands.iter().zip(intents) {
                    let intent = b.const_i32(intent.as_int().unwrap_or(3));
                    self.call(&mut b, "dvmh_region_data", &[a, intent], &[]);
                }
                let exec = b.op0(OpKind::ExecuteRegion, &[], Attrs::new());
                let region = std::mem::take(&mut b.func.ops[op].regions);
                for &r in &region {
                    b.func.regions[r].parent = Some(exec);
                }
                b.func.ops[exec].regions = region;
                self.call(&mut b, "dvmh_region_exit", &[], &[]);
            }
            OpKind::ActualSection if attrs.get("intent").is_some() => {
                // A REGION clause's section, at the start of the region's body.
                let intent = b.const_i32(attrs.int("intent").unwrap_or(3));
                let bounds = self.i64_array(&mut b, &operands[1..]);
                self.call(
                    &mut b,
                    "dvmh_region_data_section",
                    &[operands[0], intent, bounds],
                    &[],
                );
            }
            OpKind::ActualSection => {
                let f = if attrs.get("get").and_then(Attr::as_bool) == Some(true) {
                    "dvmh_get_actual_section"
                } else {
                    "dvmh_actual_section"
                };
                let bounds = self.i64_array(&mut b, &operands[1..]);
                self.call(&mut b, f, &[operands[0], bounds], &[]);
            }
            OpKind::Actual | OpKind::GetActual => {
                let actual = kind == OpKind::Actual;
                let kinds = attrs.get("kinds").and_then(Attr::as_array).unwrap_or(&[]);
                if operands.is_empty() {
                    let f = if actual {
                        "dvmh_actual_all"
                    } else {
                        "dvmh_get_actual_all"
                    };
                    self.call(&mut b, f, &[], &[]);
                }
                for (i, &v) in operands.iter().enumerate() {
                    let is_array = kinds.get(i).and_then(Attr::as_str) == Some("array");
                    let f = match (actual, is_array) {
                        (true, true) => "dvmh_actual_array",
                        (true, false) => "dvmh_actual_scalar",
                        (false, true) => "dvmh_get_actual_array",
                        (false, false) => "dvmh_get_actual_scalar",
                    };
                    self.call(&mut b, f, &[v], &[]);
                }
            }
            other => return Err(format!("lower-dvm does not handle '{other}'")),
        }
        Ok(replacement)
    }

    /// `dvm.parallel_call` → create, map, renew, reductions, perform.
    fn lower_parallel_call(
        &mut self,
        b: &mut Builder,
        operands: &[ValueId],
        attrs: &Attrs,
    ) -> Result<(), String> {
        let layout = ParallelLayout::of(attrs, true, operands.len())?;
        let rank = layout.rank;
        let bounds = layout.values(operands, Group::Bounds);
        let handler = match attrs.get("handler") {
            Some(Attr::Symbol(h)) => h.clone(),
            _ => return Err("dvm.parallel_call without a handler".into()),
        };
        let lows: Vec<ValueId> = (0..rank).map(|d| bounds[3 * d]).collect();
        let highs: Vec<ValueId> = (0..rank).map(|d| bounds[3 * d + 1]).collect();
        let steps: Vec<ValueId> = (0..rank).map(|d| bounds[3 * d + 2]).collect();
        let rank_v = b.const_i32(rank as i64);
        let lo = self.i64_array(b, &lows);
        let hi = self.i64_array(b, &highs);
        let st = self.i64_array(b, &steps);
        let create = self.call(b, "dvmh_loop_create", &[rank_v, lo, hi, st], &[Type::Ptr]);
        let lp = b.func.result(create);
        if let Some(on) = layout.on() {
            let flat = flat_rules(attrs.get("on"));
            // Rules with offsets known only at run time are completed in a stack copy.
            let rules = if layout.on_dynamic.is_empty() {
                self.const_array(b, Scalar::I64, &flat)
            } else {
                stack_const_i64(b, &flat)
            };
            // Offsets known only at run time are added to their rule's constant offset.
            let offsets = layout.values(operands, Group::OnDynamic);
            for (&rule, &dynamic) in layout.on_dynamic.iter().zip(offsets) {
                let constant = b.const_i64(flat[3 * rule + 2]);
                let offset = b.binary(OpKind::AddI, constant, dynamic);
                store_at(b, rules, 8 * (3 * rule as i64 + 2), offset);
            }
            self.call(b, "dvmh_loop_map", &[lp, operands[on], rules], &[]);
        }
        let renewed = layout.values(operands, Group::Renew);
        for (&corner, &h) in layout.corners.iter().zip(renewed) {
            let c = b.const_i32(corner);
            self.call(b, "dvmh_loop_shadow_renew", &[lp, h, c], &[]);
        }
        let across = layout.values(operands, Group::Across);
        for (&corner, &h) in layout.across_corners.iter().zip(across) {
            let c = b.const_i32(corner);
            self.call(b, "dvmh_loop_across", &[lp, h, c], &[]);
        }
        if let Some(&n) = layout.values(operands, Group::Stage).first() {
            self.call(b, "dvmh_loop_set_stage", &[lp, n], &[]);
        }
        let variables = layout.values(operands, Group::Reductions);
        for (r, &var) in layout.reduction_specs.iter().zip(variables) {
            let code = reduction_code(&r.op)
                .ok_or_else(|| format!("unknown reduction operation '{}'", r.op))?;
            let elem = r.elem.scalar().unwrap_or(Scalar::F64);
            let ty = type_code(elem, is_logical_reduction(&r.op));
            let (code, ty, count) = (b.const_i32(code), b.const_i32(ty), b.const_i64(r.count));
            self.call(b, "dvmh_loop_reduction", &[lp, code, ty, var, count], &[]);
        }
        let captures = layout.values(operands, Group::Captures);
        let args = b.alloca_array(Type::Ptr, captures.len() as u64);
        for (k, &c) in captures.iter().enumerate() {
            let ty = b.ty(c);
            let value = match ty {
                Type::Ptr => c,
                Type::Scalar(s) => {
                    let tmp = b.alloca(s);
                    b.store(c, tmp);
                    tmp
                }
                t => return Err(format!("cannot pass a {t} to a handler")),
            };
            let off = b.const_i64(8 * k as i64);
            let slot = b.offset(args, off);
            b.store(value, slot);
        }
        let n = b.const_i64(captures.len() as i64);
        if let Some(Attr::Symbol(device)) = attrs.get("device_handler") {
            let kernel = attrs.str("kernel").unwrap_or_default().to_string();
            let kinds: Vec<i64> = attrs
                .get("capture_kinds")
                .and_then(Attr::as_array)
                .map(|a| a.iter().filter_map(Attr::as_int).collect())
                .unwrap_or_default();
            if kinds.len() != captures.len() {
                return Err("dvm.parallel_call: capture_kinds do not match the captures".into());
            }
            let dev = b.global_addr(device);
            let kernel = self.c_string(&kernel);
            let kernel = b.global_addr(&kernel);
            self.ptx_image = true;
            let image = b.global_addr(PTX_IMAGE_GLOBAL);
            let (kinds, sized) = self.capture_kinds(b, &kinds, captures)?;
            // A host table of a run-time size (a dummy array's) that is not positive: the loop
            // gets no device variant (it runs on the host).
            let saved = b.at;
            if let Some(ok) = sized {
                let if_op = b.op0(OpKind::If, &[ok], Attrs::new());
                let (_, then_block) = b.add_region(if_op, &[]);
                let (_, else_block) = b.add_region(if_op, &[]);
                b.set_block(else_block);
                b.yield_();
                b.set_block(then_block);
            }
            self.call(
                b,
                "dvmh_loop_device",
                &[lp, dev, kernel, image, n, kinds],
                &[],
            );
            if attrs.get("grid").and_then(Attr::as_bool) == Some(true) {
                // The device handler walks its dimensions along the grid's axes.
                self.call(b, "dvmh_loop_device_grid", &[lp], &[]);
            }
            if attrs.get("hyperplane").and_then(Attr::as_bool) == Some(true) {
                // The device handler of an ACROSS loop walks one hyperplane per call.
                self.call(b, "dvmh_loop_device_planes", &[lp], &[]);
                if let Some(Attr::Symbol(copier)) = attrs.get("layout_copier") {
                    // `-autoTfm`: its arrays in the diagonal layout, converted by the copier.
                    let codes: Vec<i64> = attrs
                        .get("diagonals")
                        .and_then(Attr::as_array)
                        .map(|a| a.iter().filter_map(Attr::as_int).collect())
                        .unwrap_or_default();
                    if codes.len() != captures.len() {
                        return Err("dvm.parallel_call: diagonals do not match the captures".into());
                    }
                    let codes = self.const_array(b, Scalar::I64, &codes);
                    let copy_fn = b.global_addr(copier);
                    let name = self.c_string(&dvmh_kernel_name(copier));
                    let name = b.global_addr(&name);
                    self.call(b, "dvmh_loop_device_tfm", &[lp, codes, copy_fn, name], &[]);
                }
            }
            if sized.is_some() {
                b.yield_();
                b.at = saved;
            }
        }
        // Checked builds: the arrays the loop's checked stores write (see `outline`).
        if let Some(written) = attrs.get("checked_writes").and_then(Attr::as_array) {
            for k in written.iter().filter_map(Attr::as_int) {
                let a = *captures
                    .get(k as usize)
                    .ok_or("dvm.parallel_call: checked_writes names no capture")?;
                self.call(b, "dvmh_loop_writes", &[lp, a], &[]);
            }
        }
        let h = b.global_addr(&handler);
        self.call(b, "dvmh_loop_perform", &[lp, h, n, args], &[]);
        Ok(())
    }
}

/// The PTX entry point of device handler `handler` (as `dvmh-codegen-ptx` names it).
fn dvmh_kernel_name(handler: &str) -> String {
    format!("{handler}_kernel")
}

/// `[[axis, a, b], ...]` flattened to `axis, a, b, ...`.
fn flat_rules(attr: Option<&Attr>) -> Vec<i64> {
    attr.and_then(Attr::as_array)
        .unwrap_or(&[])
        .iter()
        .flat_map(|r| r.as_int_array().unwrap_or_default())
        .collect()
}

/// A stack array of `i64` holding `values` (sign-extended).
fn stack_i64(b: &mut Builder, values: &[ValueId]) -> ValueId {
    let arr = stack_alloc(b, Scalar::I64, values.len());
    for (i, &v) in values.iter().enumerate() {
        let v = b.convert(v, Type::I64);
        store_at(b, arr, 8 * i as i64, v);
    }
    arr
}

/// An `f64` array on the stack (a null pointer when there are no values).
fn stack_f64(b: &mut Builder, values: &[ValueId]) -> ValueId {
    if values.is_empty() {
        return b.const_int(Type::Ptr, 0);
    }
    let arr = stack_alloc(b, Scalar::F64, values.len());
    for (i, &v) in values.iter().enumerate() {
        store_at(b, arr, 8 * i as i64, v);
    }
    arr
}

/// The `new_value` flag of `dvm.redistribute`/`dvm.realign` (absent: false).
fn new_value(attrs: &crate::attr::Attrs) -> bool {
    attrs
        .get("new_value")
        .and_then(Attr::as_bool)
        .unwrap_or(false)
}

/// The runtime's `DVMH_DIST_*` code of a format of `dvm.distribute`.
fn dist_code(format: &str) -> i64 {
    match format {
        "block" => 1,
        "gen_block" => 2,
        "wgt_block" => 3,
        "mult_block" => 4,
        _ => 0,
    }
}

fn stack_const_i64(b: &mut Builder, values: &[i64]) -> ValueId {
    stack_const(b, Scalar::I64, values)
}

fn stack_const(b: &mut Builder, elem: Scalar, values: &[i64]) -> ValueId {
    let arr = stack_alloc(b, elem, values.len());
    for (i, &v) in values.iter().enumerate() {
        let c = b.const_int(Type::Scalar(elem), v);
        store_at(b, arr, elem.size_bytes() as i64 * i as i64, c);
    }
    arr
}

fn stack_alloc(b: &mut Builder, elem: Scalar, count: usize) -> ValueId {
    b.alloca_array(Type::Scalar(elem), count as u64)
}

fn store_at(b: &mut Builder, base: ValueId, byte_offset: i64, value: ValueId) {
    let off = b.const_i64(byte_offset);
    let p = b.offset(base, off);
    b.store(value, p);
}

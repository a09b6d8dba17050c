//! The IR verifier: structural invariants plus every op's contract from `ops.rs`.
//!
//! Each op is first checked against its definition (`opdef::check_against_def`: operand and
//! result counts or operand segments, regions, successors, required attributes and their
//! kinds); the `match` in `check_op` then holds only the rules a table cannot express (operand
//! and result types, attribute values, where an op may appear).
//!
//! It runs after every pass in tests and debug builds, so later code (passes, codegen) may index
//! operands and attributes without re-checking. It reports every problem it finds, each naming
//! the function and the op.

use crate::attr::Attr;
use crate::entity::{BlockId, EntityRef, OpId, RegionId, ValueId};
use crate::module::{elem_attr, Function, Module, ValueDef};
use crate::opdef::check_against_def;
use crate::ops::OpKind;
use crate::parallel::{Group, ParallelLayout};
use crate::types::{Type, MAX_RANK};
use std::collections::{HashMap, HashSet};
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct VerifyError {
    pub function: String,
    pub message: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "in @{}: {}", self.function, self.message)
    }
}

/// Verifies a module; returns all errors found (empty: valid).
pub fn verify_module(module: &Module) -> Vec<VerifyError> {
    let mut errors = Vec::new();
    let mut symbols = HashSet::new();
    for name in module
        .globals
        .iter()
        .map(|g| &g.name)
        .chain(module.externs.iter().map(|e| &e.name))
        .chain(module.functions.iter().map(|f| &f.name))
    {
        if !symbols.insert(name.as_str()) {
            errors.push(VerifyError {
                function: String::new(),
                message: format!("symbol '@{name}' is defined more than once"),
            });
        }
    }
    for func in &module.functions {
        let mut v = FunctionVerifier {
            module,
            func,
            errors: Vec::new(),
            dominators: HashMap::new(),
            positions: HashMap::new(),
        };
        v.verify();
        errors.extend(v.errors.into_iter().map(|message| VerifyError {
            function: func.name.clone(),
            message,
        }));
    }
    errors
}

/// Verifies and formats all errors into one message, for `?` in passes and tests.
pub fn verify(module: &Module) -> Result<(), String> {
    let errors = verify_module(module);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors
            .iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n"))
    }
}

struct FunctionVerifier<'a> {
    module: &'a Module,
    func: &'a Function,
    errors: Vec<String>,
    /// Per multi-block region: dominator sets of its blocks.
    dominators: HashMap<RegionId, HashMap<BlockId, HashSet<BlockId>>>,
    /// Each op's index in its block, filled on first use.
    positions: HashMap<OpId, usize>,
}

impl FunctionVerifier<'_> {
    fn verify(&mut self) {
        let f = self.func;
        let mut seen_ops = HashSet::new();
        self.verify_region(f.body, None, &mut seen_ops);
        if f.attrs.get("handler").is_some() {
            let params = f.params();
            if params != [Type::Ptr, Type::Ptr, Type::Ptr] || !f.results.is_empty() {
                self.errors
                    .push("a handler takes (ptr, ptr, ptr) and returns nothing".into());
            }
        }
    }

    fn verify_region(&mut self, region: RegionId, parent: Option<OpId>, seen: &mut HashSet<OpId>) {
        let f = self.func;
        if f.regions[region].parent != parent {
            self.errors
                .push(format!("region {region:?} has the wrong parent link"));
        }
        if f.regions[region].blocks.is_empty() {
            self.errors.push(format!("region {region:?} has no blocks"));
            return;
        }
        let entry = f.regions[region].blocks[0];
        for &b in &f.regions[region].blocks {
            if f.blocks[b].region != Some(region) {
                self.errors
                    .push(format!("block {b:?} has the wrong region link"));
            }
            let ops = &f.blocks[b].ops;
            if ops.is_empty() {
                self.errors
                    .push(format!("block {b:?} is empty (needs a terminator)"));
            }
            for (j, &op) in ops.iter().enumerate() {
                if !seen.insert(op) {
                    self.errors.push(format!("op {op:?} appears twice"));
                    continue;
                }
                if f.ops[op].block != Some(b) {
                    self.errors
                        .push(format!("op '{}' has the wrong block link", f.ops[op].kind));
                }
                let is_last = j + 1 == ops.len();
                let kind = f.ops[op].kind;
                if kind.is_terminator() != is_last {
                    self.errors.push(if is_last {
                        format!("block {b:?} ends with '{kind}', which is not a terminator")
                    } else {
                        format!("terminator '{kind}' in the middle of block {b:?}")
                    });
                }
                for &s in &f.ops[op].successors {
                    if f.blocks[s].region != Some(region) {
                        self.errors
                            .push(format!("'{kind}' branches to a block of another region"));
                    } else if s == entry {
                        self.errors.push(format!(
                            "'{kind}' branches to the entry block of its region"
                        ));
                    }
                }
                self.check_operands_dominate(op);
                let loc = f.loc(op);
                if loc.is_known() && loc.file as usize >= self.module.files.len() {
                    self.errors.push(format!(
                        "'{kind}' has a location in file {} but the module names {} file(s)",
                        loc.file,
                        self.module.files.len()
                    ));
                }
                if let Err(e) = self.check_op(op, parent) {
                    self.errors.push(format!("'{kind}': {e}"));
                }
                for &r in &f.ops[op].regions.clone() {
                    self.verify_region(r, Some(op), seen);
                }
            }
        }
    }

    // ------------------------------------------------------------------ dominance

    fn region_dominators(&mut self, region: RegionId) -> &HashMap<BlockId, HashSet<BlockId>> {
        if !self.dominators.contains_key(&region) {
            let d = compute_dominators(self.func, region);
            self.dominators.insert(region, d);
        }
        &self.dominators[&region]
    }

    /// The index of `op` in its block (positions are computed once per function, so checking
    /// dominance stays linear in the size of a block).
    fn op_position(&mut self, op: OpId) -> Option<usize> {
        if self.positions.is_empty() {
            for (_, block) in self.func.blocks.iter() {
                for (i, &o) in block.ops.iter().enumerate() {
                    self.positions.insert(o, i);
                }
            }
        }
        self.positions.get(&op).copied()
    }

    /// Does the definition of `v` dominate `op`?
    fn dominates(&mut self, v: ValueId, op: OpId) -> bool {
        let f = self.func;
        let (def_block, def_pos) = match f.values[v].def {
            ValueDef::Result(d, _) => match f.ops[d].block {
                Some(b) => (b, self.op_position(d)),
                None => return false,
            },
            ValueDef::BlockArg(b, _) => (b, None),
        };
        let Some(def_region) = f.blocks[def_block].region else {
            return false;
        };
        // Walk up from the use until we reach the defining region.
        let mut at = op;
        loop {
            let Some(block) = f.ops[at].block else {
                return false;
            };
            let Some(region) = f.blocks[block].region else {
                return false;
            };
            if region == def_region {
                if block == def_block {
                    let use_pos = self.op_position(at);
                    return match (def_pos, use_pos) {
                        (None, _) => true,
                        (Some(d), Some(u)) => d < u,
                        _ => false,
                    };
                }
                return self
                    .region_dominators(region)
                    .get(&block)
                    .is_some_and(|doms| doms.contains(&def_block));
            }
            match f.regions[region].parent {
                Some(p) => at = p,
                None => return false,
            }
        }
    }

    fn check_operands_dominate(&mut self, op: OpId) {
        for v in self.func.ops[op].operands.clone() {
            if v.index() >= self.func.values.len() {
                self.errors.push(format!(
                    "'{}' uses a value that does not exist",
                    self.func.ops[op].kind
                ));
            } else if !self.dominates(v, op) {
                self.errors.push(format!(
                    "'{}' uses a value whose definition does not dominate it",
                    self.func.ops[op].kind
                ));
            }
        }
    }

    // ------------------------------------------------------------------ op contracts

    fn ty(&self, v: ValueId) -> Type {
        self.func.values[v].ty
    }

    fn check_op(&self, op: OpId, parent: Option<OpId>) -> Result<(), String> {
        use OpKind::*;
        let f = self.func;
        let data = &f.ops[op];
        let ops: Vec<Type> = data.operands.iter().map(|&v| self.ty(v)).collect();
        let res: Vec<Type> = data.results.iter().map(|&v| self.ty(v)).collect();
        let attrs = &data.attrs;
        let parent_kind = parent.map(|p| f.ops[p].kind);
        check_against_def(
            data.kind.def(),
            attrs,
            ops.len(),
            res.len(),
            data.regions.len(),
            data.successors.len(),
        )?;
        // Counts, regions, successors and attribute kinds were checked from the definition, so
        // the rules below index operands, results and required attributes freely.
        match data.kind {
            Constant => match (res[0], &attrs.get("value")) {
                (t, Some(Attr::Int(_))) if t.is_int() => Ok(()),
                (t, Some(Attr::Float(_))) if t.is_float() => Ok(()),
                (Type::Ptr, Some(Attr::Int(0))) => Ok(()),
                (t, v) => Err(format!(
                    "value {} does not fit type {t}",
                    v.map(|v| v.to_string()).unwrap_or_default()
                )),
            },
            AddI | SubI | MulI | DivSI | RemSI | DivUI | RemUI | AndI | OrI | XOrI | ShlI
            | ShrUI | ShrSI | IPowI | MaxI | MinI => same_binary(&ops, &res, Type::is_int),
            NegI | AbsI => same_unary(&ops, &res, Type::is_int),
            AddF | SubF | MulF | DivF | RemF | Atan2 | PowF | CopySign | MaxF | MinF => {
                same_binary(&ops, &res, Type::is_float)
            }
            NegF | Sqrt | AbsF | Exp | Log | Log10 | Sin | Cos | Tan | Asin | Acos | Atan
            | Sinh | Cosh | Tanh | Round | Trunc | Floor | Ceil => {
                same_unary(&ops, &res, Type::is_float)
            }
            FPowI => {
                if ops[0].is_float() && ops[1].is_int() && res[0] == ops[0] {
                    Ok(())
                } else {
                    Err("expects (float, int) -> the float type".into())
                }
            }
            CmpI | CmpF => {
                let pointers = data.kind == CmpI && ops[0] == Type::Ptr;
                if pointers && !matches!(attrs.str("pred"), Some("eq" | "ne")) {
                    return Err("pointers compare with 'eq' or 'ne' only".into());
                }
                let ok_type = if data.kind == CmpI {
                    ops[0].is_int() || pointers
                } else {
                    ops[0].is_float()
                };
                if !ok_type || ops[0] != ops[1] || res[0] != Type::I1 {
                    return Err("operands of one matching type, result i1".into());
                }
                let preds: &[&str] = if data.kind == CmpI {
                    &[
                        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
                    ]
                } else {
                    &["oeq", "one", "olt", "ole", "ogt", "oge", "une"]
                };
                match attrs.str("pred") {
                    Some(p) if preds.contains(&p) => Ok(()),
                    _ => Err(format!("'pred' must be one of {preds:?}")),
                }
            }
            Select => {
                if ops[0] == Type::I1 && ops[1] == ops[2] && res[0] == ops[1] {
                    Ok(())
                } else {
                    Err("expects (i1, T, T) -> T".into())
                }
            }
            SIToFP | FPToSI | UIToFP | FPToUI | ExtF | TruncF | ExtSI | ExtUI | TruncI => {
                check_conversion(data.kind, ops[0], res[0])
            }
            Alloca => {
                if res[0] != Type::Ptr {
                    return Err("result must be ptr".into());
                }
                match attrs.get("elem").and_then(Attr::as_type) {
                    Some(Type::Scalar(_)) | Some(Type::Ptr) => {}
                    _ => return Err("'elem' must be a scalar type or ptr".into()),
                }
                match attrs.int("count") {
                    Some(n) if n <= 0 => Err("'count' must be a positive integer".into()),
                    _ => Ok(()),
                }
            }
            AllocaDyn => {
                expect_type(ops[0], Type::I64)?;
                expect_type(res[0], Type::Ptr)?;
                match attrs.get("elem").and_then(Attr::as_type) {
                    Some(Type::Scalar(_)) | Some(Type::Ptr) => Ok(()),
                    _ => Err("'elem' must be a scalar type or ptr".into()),
                }
            }
            GlobalAddr => {
                let sym = attrs.str("sym").unwrap_or_default();
                if self.module.global(sym).is_none()
                    && self.module.function(sym).is_none()
                    && self.module.extern_decl(sym).is_none()
                {
                    return Err(format!("unknown global or function '@{sym}'"));
                }
                expect_type(res[0], Type::Ptr)
            }
            PtrToInt => {
                if ops[0] != Type::Ptr || res[0] != Type::I64 {
                    return Err("expects (ptr) -> i64".into());
                }
                Ok(())
            }
            IntToPtr => {
                if ops[0] != Type::I64 || res[0] != Type::Ptr {
                    return Err("expects (i64) -> ptr".into());
                }
                Ok(())
            }
            Offset => {
                if ops[0] != Type::Ptr || !ops[1].is_int() || res[0] != Type::Ptr {
                    return Err("expects (ptr, int) -> ptr".into());
                }
                Ok(())
            }
            View => {
                let Type::View { rank, .. } = res[0] else {
                    return Err("result must be a view".into());
                };
                // The storage size in bytes may follow.
                let sized = ops.len() == 2 + 2 * rank as usize;
                expect_counts(&ops, &res, 1 + 2 * rank as usize + sized as usize, 1)?;
                if ops[0] != Type::Ptr || !ops[1..].iter().all(|t| t.is_int()) {
                    return Err(
                        "expects (ptr, lo..., stride...[, bytes]) with integer bounds".into(),
                    );
                }
                Ok(())
            }
            ViewLoad => match (ops[0], res[0]) {
                (Type::Ptr, Type::View { .. }) => Ok(()),
                _ => Err("expects (ptr) -> view".into()),
            },
            ElemPtr => {
                let Type::View { rank, .. } = ops[0] else {
                    return Err("first operand must be a view".into());
                };
                expect_counts(&ops, &res, 1 + rank as usize, 1)?;
                if !ops[1..].iter().all(|t| t.is_int()) {
                    return Err("indices must be integers".into());
                }
                expect_type(res[0], Type::Ptr)
            }
            CheckIndex => {
                if !ops[0].is_int() || ops[1] != Type::I64 || ops[2] != Type::I64 {
                    return Err("expects (int index, i64 lo, i64 hi)".into());
                }
                Ok(())
            }
            Load => {
                expect_type(ops[0], Type::Ptr)?;
                match res[0] {
                    Type::Scalar(_) | Type::Ptr => Ok(()),
                    t => Err(format!("cannot load a {t}")),
                }
            }
            Store => {
                expect_type(ops[1], Type::Ptr)?;
                match ops[0] {
                    Type::Scalar(_) | Type::Ptr => Ok(()),
                    t => Err(format!("cannot store a {t}")),
                }
            }
            For => {
                if !ops[0].is_int() || ops[0] != ops[1] || ops[0] != ops[2] {
                    return Err("bounds must share one integer type".into());
                }
                self.check_entry_args(data.regions[0], &[ops[0]])
            }
            If => {
                expect_type(ops[0], Type::I1)?;
                self.check_entry_args(data.regions[0], &[])?;
                self.check_entry_args(data.regions[1], &[])
            }
            While => {
                self.check_entry_args(data.regions[0], &[])?;
                self.check_entry_args(data.regions[1], &[])
            }
            Yield => match parent_kind {
                Some(For | If | Parallel | Region | ExecuteRegion) => Ok(()),
                Some(While) if self.in_region_index(op, 1) => Ok(()),
                _ => Err(
                    "must end a region of scf.for/if/while(after) or dvm.parallel/region".into(),
                ),
            },
            Condition => {
                expect_type(ops[0], Type::I1)?;
                if parent_kind == Some(While) && self.in_region_index(op, 0) {
                    Ok(())
                } else {
                    Err("must end the 'before' region of scf.while".into())
                }
            }
            Br | Unreachable | Finish | Init | SetLine => Ok(()),
            CondBr => expect_type(ops[0], Type::I1),
            Stop => expect_type(ops[0], Type::I32),
            ArrayFree => expect_type(ops[0], Type::Ptr),
            Processors => match ops.iter().position(|&t| t != Type::I64) {
                Some(k) => Err(format!("extent {} must be i64", k + 1)),
                None => Ok(()),
            },
            Onto => {
                expect_type(ops[0], Type::Ptr)?;
                if ops.len().is_multiple_of(2) {
                    return Err("a section needs (lo, hi) pairs".into());
                }
                match ops[1..].iter().position(|&t| t != Type::I64) {
                    Some(k) => Err(format!("section bound {} must be i64", k + 1)),
                    None => Ok(()),
                }
            }
            Distribute | Redistribute => {
                expect_type(ops[0], Type::Ptr)?;
                check_distribute_params(attrs.get("formats"), attrs.get("counts"), &ops[1..])
            }
            Align | Realign => {
                expect_type(ops[0], Type::Ptr)?;
                expect_type(ops[1], Type::Ptr)?;
                check_rules(attrs.get("rules"), "rules")?;
                // Rules known at run time: (axis, a, b) per base dimension.
                let n = match attrs.get("rules") {
                    Some(Attr::Array(r)) => r.len(),
                    _ => 0,
                };
                match &ops[2..] {
                    [] => Ok(()),
                    v if v.len() != 3 * n => Err(format!(
                        "run-time rules need 3 values per base dimension ({}), found {}",
                        3 * n,
                        v.len()
                    )),
                    v => match v.iter().position(|&t| t != Type::I64) {
                        Some(k) => Err(format!("rule value {} must be i64", k + 1)),
                        None => Ok(()),
                    },
                }
            }
            Call => {
                let callee = attrs.str("callee").unwrap_or_default();
                let (params, results) = if let Some(e) = self.module.extern_decl(callee) {
                    (e.params.clone(), e.results.clone())
                } else if let Some(g) = self.module.function(callee) {
                    (g.params(), g.results.clone())
                } else {
                    return Err(format!("unknown callee '@{callee}'"));
                };
                let variadic = self.module.extern_decl(callee).is_some_and(|e| e.variadic)
                    || self.module.function(callee).is_some_and(|g| {
                        !matches!(g.attrs.get("variadic"), None | Some(Attr::Bool(false)))
                    });
                let fixed_ok = if variadic {
                    ops.len() >= params.len() && ops[..params.len()] == params[..]
                } else {
                    ops == params
                };
                if !fixed_ok || res != results {
                    return Err(format!(
                        "call of '@{callee}' does not match its signature ({}) -> ({})",
                        join(&params),
                        join(&results)
                    ));
                }
                Ok(())
            }
            CallIndirect => expect_type(ops[0], Type::Ptr),
            VaStart | VaEnd => {
                if matches!(f.attrs.get("variadic"), None | Some(Attr::Bool(false))) {
                    return Err("must be in a function with the 'variadic' attribute".into());
                }
                expect_type(ops[0], Type::Ptr)
            }
            Return => {
                if parent.is_some() {
                    return Err("must be in the function body, not in a nested region".into());
                }
                if ops != f.results {
                    return Err(format!(
                        "returns ({}) but the function returns ({})",
                        join(&ops),
                        join(&f.results)
                    ));
                }
                Ok(())
            }
            ArrayCreate => {
                let rank = ops.len() / 2;
                if !ops.len().is_multiple_of(2) || !(1..=MAX_RANK).contains(&rank) {
                    return Err("expects lo, hi pairs for 1..7 dimensions".into());
                }
                if !ops.iter().all(|t| t.is_int()) || res[0] != Type::Ptr {
                    return Err("expects integer bounds and returns ptr".into());
                }
                if elem_attr(attrs, "elem").is_none() {
                    return Err("'elem' must be a scalar type".into());
                }
                match attrs.get("shadow").and_then(Attr::as_int_array) {
                    Some(s) if s.len() == 2 * rank && s.iter().all(|&w| w >= 0) => Ok(()),
                    _ => Err("'shadow' needs 2 non-negative widths per dimension".into()),
                }
            }
            CheckStored => {
                if ops[0] != Type::Ptr || !ops[1..].iter().all(|t| t.is_int()) {
                    return Err("expects (ptr, indices...) with integer indices".into());
                }
                Ok(())
            }
            RemoteCreate => {
                if ops[0] != Type::Ptr || ops.len() % 2 != 1 || res[0] != Type::Ptr {
                    return Err("expects (ptr, lo_1, hi_1, ..., lo_r, hi_r) -> ptr".into());
                }
                if !ops[1..].iter().all(|&t| t == Type::I64) {
                    return Err("the bounds must be i64".into());
                }
                Ok(())
            }
            RemoteFree | ShadowRenew => {
                if ops[0] != Type::Ptr {
                    return Err("expects (ptr)".into());
                }
                Ok(())
            }
            ReadElem => {
                if ops[0] != Type::Ptr {
                    return Err("expects (ptr, indices...) -> scalar".into());
                }
                if !ops[1..].iter().all(|t| t.is_int()) || res[0].scalar().is_none() {
                    return Err("indices must be integers and the result a scalar".into());
                }
                Ok(())
            }
            WriteElem => {
                if ops[1] != Type::Ptr {
                    return Err("expects (value, ptr, indices...)".into());
                }
                if !ops[2..].iter().all(|t| t.is_int()) || ops[0].scalar().is_none() {
                    return Err("indices must be integers and the value a scalar".into());
                }
                Ok(())
            }
            ReadElemTo | WriteElemFrom => {
                if ops[0] != Type::Ptr || ops[1] != Type::Ptr {
                    return Err("expects (ptr, ptr, indices...)".into());
                }
                if !ops[2..].iter().all(|t| t.is_int()) {
                    return Err("indices must be integers".into());
                }
                Ok(())
            }
            Parallel | ParallelCall => self.check_parallel(op),
            ExecuteRegion => self.check_entry_args(data.regions[0], &[]),
            Region => {
                let intents = attrs.get("intents").and_then(Attr::as_array).unwrap_or(&[]);
                if !ops.iter().all(|&t| t == Type::Ptr)
                    || intents.len() != ops.len()
                    || !intents.iter().all(|i| matches!(i.as_int(), Some(1..=5)))
                {
                    return Err("needs one array handle and one intent (1..5) per operand".into());
                }
                self.check_entry_args(data.regions[0], &[])
            }
            ActualSection => {
                let (first, bounds) = ops.split_first().ok_or("needs an array handle")?;
                if *first != Type::Ptr
                    || bounds.is_empty()
                    || bounds.len() % 2 != 0
                    || !bounds.iter().all(|&t| t == Type::I64)
                {
                    return Err(
                        "needs an array handle and i64 bounds (lo, hi) per dimension".into(),
                    );
                }
                if data
                    .attrs
                    .int("intent")
                    .is_some_and(|i| !(1..=3).contains(&i))
                {
                    return Err("a section's intent is 1 IN, 2 OUT or 3 INOUT".into());
                }
                Ok(())
            }
            Actual | GetActual => {
                if !ops.iter().all(|&t| t == Type::Ptr) {
                    return Err("operands must be pointers".into());
                }
                let kinds = attrs.get("kinds").and_then(Attr::as_array).unwrap_or(&[]);
                if kinds.len() != ops.len()
                    || !kinds
                        .iter()
                        .all(|k| matches!(k.as_str(), Some("array" | "scalar")))
                {
                    return Err("'kinds' needs one array|scalar per operand".into());
                }
                Ok(())
            }
        }
    }

    fn in_region_index(&self, op: OpId, index: usize) -> bool {
        let f = self.func;
        let Some(block) = f.ops[op].block else {
            return false;
        };
        let Some(region) = f.blocks[block].region else {
            return false;
        };
        let Some(parent) = f.regions[region].parent else {
            return false;
        };
        f.ops[parent].regions.get(index) == Some(&region)
    }

    fn check_entry_args(&self, region: RegionId, want: &[Type]) -> Result<(), String> {
        let f = self.func;
        let Some(&entry) = f.regions[region].blocks.first() else {
            return Err("empty region".into());
        };
        let got: Vec<Type> = f.blocks[entry].args.iter().map(|&v| self.ty(v)).collect();
        if got != want {
            return Err(format!(
                "region entry block takes ({}), expected ({})",
                join(&got),
                join(want)
            ));
        }
        Ok(())
    }

    /// `dvm.parallel` / `dvm.parallel_call`: operand groups sized by `operand_segments`, each
    /// consistent with the attributes that describe it.
    fn check_parallel(&self, op: OpId) -> Result<(), String> {
        let f = self.func;
        let data = &f.ops[op];
        let attrs = &data.attrs;
        let is_call = data.kind == OpKind::ParallelCall;
        let layout = ParallelLayout::of(attrs, is_call, data.operands.len())?;
        if layout.mapped {
            check_rules(attrs.get("on"), "on")?;
        }
        for (k, r) in layout.reduction_specs.iter().enumerate() {
            let known = crate::abi::reduction_code(&r.op).is_some();
            if !known || r.elem.scalar().is_none() || r.count <= 0 {
                return Err(format!(
                    "bad reduction [{}, {}, {}]: expected [op, elem, count]",
                    r.op, r.elem, r.count
                ));
            }
            // A MAXLOC/MINLOC value (one element) is followed by its location, and only it.
            let after_value = k > 0
                && matches!(
                    layout.reduction_specs[k - 1].op.as_str(),
                    "maxloc" | "minloc"
                );
            if after_value != (r.op == "loc") {
                return Err(format!(
                    "reduction {k} ({}): a 'maxloc'/'minloc' value must be followed by its 'loc', and only it",
                    r.op
                ));
            }
            if matches!(r.op.as_str(), "maxloc" | "minloc") && r.count != 1 {
                return Err(format!("reduction {k}: a '{}' value is one element", r.op));
            }
        }
        if let Some(last) = layout.reduction_specs.last() {
            if matches!(last.op.as_str(), "maxloc" | "minloc") {
                return Err(format!("the '{}' reduction has no 'loc' after it", last.op));
            }
        }
        if is_call {
            let h = attrs.str("handler").unwrap_or_default();
            match self.module.function(h) {
                Some(hf) if hf.attrs.get("handler").is_some() => {}
                _ => return Err(format!("'@{h}' is not a handler function")),
            }
        }
        let types: Vec<Type> = data.operands.iter().map(|&v| self.ty(v)).collect();
        let all = |g: Group, want: Type| types[layout.group(g)].iter().all(|&t| t == want);
        if !all(Group::Bounds, Type::I64) {
            return Err("loop bounds must be i64".into());
        }
        if !all(Group::OnDynamic, Type::I64) {
            return Err("run-time offsets of 'on' rules must be i64".into());
        }
        if ![Group::On, Group::Renew, Group::Reductions]
            .into_iter()
            .all(|g| all(g, Type::Ptr))
        {
            return Err("on/renew/reduction operands must be pointers".into());
        }
        if !is_call {
            self.check_entry_args(data.regions[0], &vec![Type::I64; layout.rank])?;
        }
        Ok(())
    }
}

fn join(types: &[Type]) -> String {
    types
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

fn expect_counts(ops: &[Type], res: &[Type], n_ops: usize, n_res: usize) -> Result<(), String> {
    if ops.len() != n_ops || res.len() != n_res {
        return Err(format!(
            "expected {n_ops} operand(s) and {n_res} result(s), found {} and {}",
            ops.len(),
            res.len()
        ));
    }
    Ok(())
}

fn expect_type(got: Type, want: Type) -> Result<(), String> {
    if got == want {
        Ok(())
    } else {
        Err(format!("expected {want}, found {got}"))
    }
}

fn same_binary(ops: &[Type], res: &[Type], class: fn(Type) -> bool) -> Result<(), String> {
    expect_counts(ops, res, 2, 1)?;
    if class(ops[0]) && ops[0] == ops[1] && res[0] == ops[0] {
        Ok(())
    } else {
        Err(format!(
            "operand and result types must match and be of the right class, found ({}, {}) -> {}",
            ops[0], ops[1], res[0]
        ))
    }
}

fn same_unary(ops: &[Type], res: &[Type], class: fn(Type) -> bool) -> Result<(), String> {
    expect_counts(ops, res, 1, 1)?;
    if class(ops[0]) && res[0] == ops[0] {
        Ok(())
    } else {
        Err(format!("bad types ({}) -> {}", ops[0], res[0]))
    }
}

fn check_conversion(kind: OpKind, from: Type, to: Type) -> Result<(), String> {
    let (Some(a), Some(b)) = (from.scalar(), to.scalar()) else {
        return Err("conversions are between scalars".into());
    };
    let ok = match kind {
        OpKind::SIToFP | OpKind::UIToFP => a.is_int() && b.is_float(),
        OpKind::FPToSI | OpKind::FPToUI => a.is_float() && b.is_int(),
        OpKind::ExtF => a.is_float() && b.is_float() && b.bits() > a.bits(),
        OpKind::TruncF => a.is_float() && b.is_float() && b.bits() < a.bits(),
        OpKind::ExtSI | OpKind::ExtUI => a.is_int() && b.is_int() && b.bits() > a.bits(),
        OpKind::TruncI => a.is_int() && b.is_int() && b.bits() < a.bits(),
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(format!("cannot convert {from} to {to}"))
    }
}

/// `[[axis, a, b], ...]` rules of `dvm.align` / `dvm.parallel`'s `on`.
fn check_rules(attr: Option<&Attr>, name: &str) -> Result<(), String> {
    let rules = attr
        .and_then(Attr::as_array)
        .ok_or_else(|| format!("missing '{name}'"))?;
    if rules.is_empty() || rules.len() > MAX_RANK {
        return Err(format!("'{name}' needs 1..7 rules"));
    }
    for r in rules {
        match r.as_int_array() {
            Some(v) if v.len() == 3 && v[0] >= -2 => {}
            _ => return Err(format!("bad rule {r} in '{name}': expected [axis, a, b]")),
        }
    }
    Ok(())
}

/// Dominator sets for the blocks of one region (iterative data-flow; regions are small).
fn compute_dominators(func: &Function, region: RegionId) -> HashMap<BlockId, HashSet<BlockId>> {
    let blocks = &func.regions[region].blocks;
    let all: HashSet<BlockId> = blocks.iter().copied().collect();
    let mut preds: HashMap<BlockId, Vec<BlockId>> = HashMap::new();
    for &b in blocks {
        if let Some(&last) = func.blocks[b].ops.last() {
            for &s in &func.ops[last].successors {
                preds.entry(s).or_default().push(b);
            }
        }
    }
    let mut dom: HashMap<BlockId, HashSet<BlockId>> = HashMap::new();
    for (i, &b) in blocks.iter().enumerate() {
        dom.insert(b, if i == 0 { [b].into() } else { all.clone() });
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &b in blocks.iter().skip(1) {
            let mut new: Option<HashSet<BlockId>> = None;
            for p in preds.get(&b).map(Vec::as_slice).unwrap_or(&[]) {
                let pd = &dom[p];
                new = Some(match new {
                    None => pd.clone(),
                    Some(n) => n.intersection(pd).copied().collect(),
                });
            }
            // Unreachable blocks dominate nothing and are dominated by everything.
            let mut new = new.unwrap_or_else(|| all.clone());
            new.insert(b);
            if new != dom[&b] {
                dom.insert(b, new);
                changed = true;
            }
        }
    }
    dom
}

/// `dvm.distribute`: the formats are known, and the parameters after the handle are exactly
/// those the formats and counts call for, with their types (see the op's documentation).
fn check_distribute_params(
    formats: Option<&Attr>,
    counts: Option<&Attr>,
    params: &[Type],
) -> Result<(), String> {
    let formats = match formats.and_then(Attr::as_array) {
        Some(fs) if !fs.is_empty() => fs,
        _ => return Err("'formats' must be a non-empty list of formats".into()),
    };
    let counts = match counts {
        None => vec![0; formats.len()],
        Some(c) => match c.as_int_array() {
            Some(c) if c.len() == formats.len() && c.iter().all(|&n| n >= -1) => c,
            _ => return Err("'counts' must have one count (>= -1) per format".into()),
        },
    };
    let mut expected = Vec::new();
    for (f, &n) in formats.iter().zip(&counts) {
        // -1: the parameters stay in the program's array, passed as (address, count, kind).
        let in_memory = n == -1;
        let n = n.max(0) as usize;
        match f.as_str() {
            Some("block" | "star") => {}
            Some("gen_block") if in_memory => expected.extend([Type::I64; 3]),
            Some("gen_block") => expected.extend(std::iter::repeat_n(Type::I64, n)),
            Some("wgt_block") if in_memory => expected.extend([Type::I64; 4]),
            Some("wgt_block") => {
                expected.push(Type::I64);
                expected.extend(std::iter::repeat_n(Type::F64, n));
            }
            Some("mult_block") => expected.push(Type::I64),
            _ => {
                return Err(
                    "'formats' must be a list of block/star/gen_block/wgt_block/mult_block".into(),
                )
            }
        }
    }
    if expected.len() != params.len() {
        return Err(format!(
            "the formats call for {} parameters but {} are given",
            expected.len(),
            params.len()
        ));
    }
    match params.iter().zip(&expected).position(|(&v, &t)| v != t) {
        Some(k) => Err(format!("parameter {} must be {}", k + 1, expected[k])),
        None => Ok(()),
    }
}

//! Modules, functions and the data-flow graph of a function body.
//!
//! A [`Module`] owns globals, extern declarations and functions. Each [`Function`] owns arenas of
//! values, ops, blocks and regions (the function's data-flow graph); its body is a region. Ops
//! own nested regions, so structured control flow (`scf.for`, `dvm.parallel`) is a tree of
//! regions, and unstructured control flow is blocks and branches inside one region.

use crate::attr::{Attr, Attrs};
use crate::entity::{Arena, BlockId, OpId, RegionId, SecondaryMap, ValueId};
use crate::loc::Loc;
use crate::opdef::{segment_ranges, OperandSpec};
use crate::ops::OpKind;
use crate::types::{Scalar, Type};
use std::collections::HashMap;
use std::sync::Mutex;

/// Where a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// The `n`-th result of an op.
    Result(OpId, u32),
    /// The `n`-th argument of a block.
    BlockArg(BlockId, u32),
}

#[derive(Clone, Debug)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
}

#[derive(Clone, Debug)]
pub struct OpData {
    pub kind: OpKind,
    pub operands: Vec<ValueId>,
    pub results: Vec<ValueId>,
    pub attrs: Attrs,
    pub regions: Vec<RegionId>,
    pub successors: Vec<BlockId>,
    /// The block the op sits in; `None` once detached.
    pub block: Option<BlockId>,
}

impl OpData {
    /// The operands of the named operand group of a segmented op (`dvm.parallel`'s `renew`,
    /// ...), from its `operand_segments`; `None` if the op has no such group or its segments
    /// are invalid (which the verifier reports).
    pub fn group(&self, name: &str) -> Option<&[ValueId]> {
        let def = self.kind.def();
        let index = def.group_index(name)?;
        let OperandSpec::Segments(groups) = def.operands else {
            return None;
        };
        let ranges = segment_ranges(groups, &self.attrs, self.operands.len()).ok()?;
        Some(&self.operands[ranges[index].clone()])
    }
}

#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub args: Vec<ValueId>,
    pub ops: Vec<OpId>,
    pub region: Option<RegionId>,
}

#[derive(Clone, Debug, Default)]
pub struct RegionData {
    pub blocks: Vec<BlockId>,
    /// The op owning the region; `None` for a function body.
    pub parent: Option<OpId>,
}

/// A function with a body.
#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub results: Vec<Type>,
    /// `entry` (the program's main), `handler` (a host handler), ...
    pub attrs: Attrs,
    pub body: RegionId,
    pub values: Arena<ValueId, ValueData>,
    pub ops: Arena<OpId, OpData>,
    pub blocks: Arena<BlockId, BlockData>,
    pub regions: Arena<RegionId, RegionData>,
    /// Source locations of ops (see `loc.rs`).
    pub locs: SecondaryMap<OpId, Loc>,
}

/// A function defined elsewhere (the runtime library, libm).
#[derive(Clone, Debug, PartialEq)]
pub struct Extern {
    pub name: String,
    pub params: Vec<Type>,
    pub results: Vec<Type>,
    /// A C variadic function (`printf`): calls may pass more arguments than `params`, as the C
    /// default argument promotions leave them (`i32`, `i64`, `f64`, `ptr`). Printed `(ptr, ...)`.
    pub variadic: bool,
}

/// Initial contents of a global.
#[derive(Clone, Debug, PartialEq)]
pub enum GlobalInit {
    /// All bytes zero.
    Zero,
    /// All bytes zero, and shared with every global of the same name in the program: a
    /// Fortran COMMON block (the linker keeps the largest size).
    Common,
    /// Constant bytes (string literals, format specifications); the global is read-only.
    Bytes(Vec<u8>),
    /// A variable with initial bytes (Fortran DATA): `count` elements of `elem`, writable.
    Data(Vec<u8>),
    /// All bytes zero, visible in this object only (C `static` variables). Printed `internal`.
    InternalZero,
    /// Defined in another object or library (C `extern int x;`, libc's `stderr`): only
    /// declared here. Printed `external`.
    External,
    /// Initial bytes of a global every object of the program sees: the one strong definition
    /// of the name (a COMMON block's BLOCK DATA, which the linker picks over the zero-filled
    /// `Common` ones of other objects; a C file-scope variable with an initializer).
    CommonData(Vec<u8>),
}

/// A module-level variable: `count` elements of `elem` (or constant bytes).
#[derive(Clone, Debug, PartialEq)]
pub struct Global {
    pub name: String,
    pub elem: Type,
    pub count: u64,
    pub init: GlobalInit,
}

impl Global {
    pub fn size_bytes(&self) -> u64 {
        match &self.init {
            GlobalInit::Bytes(b) => b.len() as u64,
            GlobalInit::Zero
            | GlobalInit::Common
            | GlobalInit::External
            | GlobalInit::InternalZero
            | GlobalInit::Data(_)
            | GlobalInit::CommonData(_) => self.count * type_size(self.elem),
        }
    }
}

/// Size of a type in memory.
pub fn type_size(t: Type) -> u64 {
    match t {
        Type::Scalar(s) => s.size_bytes(),
        Type::Ptr => 8,
        Type::View { rank, .. } => 8 + 16 * rank as u64,
    }
}

/// A module. Its symbol lists only grow (entries are appended or replaced in place by an entry
/// of the same name, never removed or renamed), which is what lets lookups by name go through
/// an index that catches up with appended entries instead of scanning the lists.
#[derive(Debug, Default)]
pub struct Module {
    pub name: String,
    /// File names that op locations (`Loc::file`) index.
    pub files: Vec<String>,
    pub globals: Vec<Global>,
    pub externs: Vec<Extern>,
    pub functions: Vec<Function>,
    index: Mutex<SymbolIndex>,
}

impl Clone for Module {
    fn clone(&self) -> Module {
        Module {
            name: self.name.clone(),
            files: self.files.clone(),
            globals: self.globals.clone(),
            externs: self.externs.clone(),
            functions: self.functions.clone(),
            index: Mutex::default(),
        }
    }
}

/// Positions of the first entry of each name in the module's lists, for the entries seen so far.
#[derive(Debug, Default)]
struct SymbolIndex {
    globals: HashMap<String, usize>,
    externs: HashMap<String, usize>,
    functions: HashMap<String, usize>,
    seen: [usize; 3],
}

impl SymbolIndex {
    /// Indexes the entries of `list` appended since the last call.
    fn catch_up<T>(
        map: &mut HashMap<String, usize>,
        seen: &mut usize,
        list: &[T],
        name: impl Fn(&T) -> &str,
    ) {
        if list.len() < *seen {
            // Items were removed without `Module::remove_global`: index them again.
            map.clear();
            *seen = 0;
        }
        for (i, item) in list.iter().enumerate().skip(*seen) {
            map.entry(name(item).to_string()).or_insert(i);
        }
        *seen = list.len();
    }
}

impl Module {
    pub fn new(name: impl Into<String>) -> Self {
        Module {
            name: name.into(),
            ..Default::default()
        }
    }

    /// Positions of the first global, extern and function named `name`.
    fn lookup(&self, name: &str) -> [Option<usize>; 3] {
        let mut index = self.index.lock().unwrap_or_else(|p| p.into_inner());
        let SymbolIndex {
            globals,
            externs,
            functions,
            seen,
        } = &mut *index;
        let [sg, se, sf] = seen;
        SymbolIndex::catch_up(globals, sg, &self.globals, |g| &g.name);
        SymbolIndex::catch_up(externs, se, &self.externs, |e| &e.name);
        SymbolIndex::catch_up(functions, sf, &self.functions, |f| &f.name);
        [
            globals.get(name).copied(),
            externs.get(name).copied(),
            functions.get(name).copied(),
        ]
    }

    /// The index of a file name in `files`, added on first use.
    pub fn intern_file(&mut self, name: &str) -> u32 {
        match self.files.iter().position(|f| f == name) {
            Some(i) => i as u32,
            None => {
                self.files.push(name.to_string());
                (self.files.len() - 1) as u32
            }
        }
    }

    /// The file name of a known location.
    pub fn file_of(&self, loc: Loc) -> Option<&str> {
        if !loc.is_known() {
            return None;
        }
        self.files.get(loc.file as usize).map(String::as_str)
    }

    pub fn function(&self, name: &str) -> Option<&Function> {
        self.lookup(name)[2].map(|i| &self.functions[i])
    }

    pub fn function_mut(&mut self, name: &str) -> Option<&mut Function> {
        self.lookup(name)[2].map(|i| &mut self.functions[i])
    }

    pub fn global(&self, name: &str) -> Option<&Global> {
        self.lookup(name)[0].map(|i| &self.globals[i])
    }

    pub fn extern_decl(&self, name: &str) -> Option<&Extern> {
        self.lookup(name)[1].map(|i| &self.externs[i])
    }

    /// Declares an extern once; later declarations of the same name are ignored.
    pub fn declare_extern(&mut self, name: &str, params: &[Type], results: &[Type]) {
        if self.extern_decl(name).is_none() {
            self.externs.push(Extern {
                name: name.to_string(),
                params: params.to_vec(),
                results: results.to_vec(),
                variadic: false,
            });
        }
    }

    /// Declares a variadic extern once (C `printf`: `params` are the fixed parameters).
    pub fn declare_variadic_extern(&mut self, name: &str, params: &[Type], results: &[Type]) {
        if self.extern_decl(name).is_none() {
            self.externs.push(Extern {
                name: name.to_string(),
                params: params.to_vec(),
                results: results.to_vec(),
                variadic: true,
            });
        }
    }

    /// Removes the globals named `name` (a C tentative or `extern` declaration that a
    /// definition replaces); later positions shift, so the symbol index is rebuilt.
    pub fn remove_global(&mut self, name: &str) {
        self.globals.retain(|g| g.name != name);
        *self.index.get_mut().unwrap_or_else(|p| p.into_inner()) = SymbolIndex::default();
    }

    /// Adds a global, returning its (possibly uniquified) name.
    pub fn add_global(&mut self, name: &str, elem: Type, count: u64, init: GlobalInit) -> String {
        let name = self.unique_symbol(name);
        self.globals.push(Global {
            name: name.clone(),
            elem,
            count,
            init,
        });
        name
    }

    /// Returns `base` if no symbol has that name yet, else `base.1`, `base.2`, ...
    pub fn unique_symbol(&self, base: &str) -> String {
        let taken = |n: &str| self.lookup(n).iter().any(Option::is_some);
        if !taken(base) {
            return base.to_string();
        }
        (1..)
            .map(|i| format!("{base}.{i}"))
            .find(|n| !taken(n))
            .expect("infinite iterator") // ok: unbounded range
    }
}

impl Function {
    /// A new function whose body has one entry block with arguments `params`.
    pub fn new(name: impl Into<String>, params: &[Type], results: &[Type]) -> Self {
        let mut f = Function {
            name: name.into(),
            results: results.to_vec(),
            attrs: Attrs::new(),
            body: RegionId::new_placeholder(),
            values: Arena::new(),
            ops: Arena::new(),
            blocks: Arena::new(),
            regions: Arena::new(),
            locs: SecondaryMap::with_default(Loc::UNKNOWN),
        };
        f.body = f.new_region(None);
        let entry = f.new_block(params);
        f.append_block(f.body, entry);
        f
    }

    pub fn entry_block(&self) -> BlockId {
        self.regions[self.body].blocks[0]
    }

    pub fn params(&self) -> Vec<Type> {
        self.blocks[self.entry_block()]
            .args
            .iter()
            .map(|&v| self.values[v].ty)
            .collect()
    }

    // ------------------------------------------------------------------ construction

    pub fn new_region(&mut self, parent: Option<OpId>) -> RegionId {
        self.regions.push(RegionData {
            blocks: Vec::new(),
            parent,
        })
    }

    /// A detached block with arguments of the given types.
    pub fn new_block(&mut self, arg_types: &[Type]) -> BlockId {
        let block = self.blocks.push(BlockData::default());
        for (i, &ty) in arg_types.iter().enumerate() {
            let v = self.values.push(ValueData {
                ty,
                def: ValueDef::BlockArg(block, i as u32),
            });
            self.blocks[block].args.push(v);
        }
        block
    }

    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        self.blocks[block].region = Some(region);
        self.regions[region].blocks.push(block);
    }

    /// Creates a detached op with fresh result values.
    pub fn create_op(
        &mut self,
        kind: OpKind,
        operands: &[ValueId],
        result_types: &[Type],
        attrs: Attrs,
    ) -> OpId {
        let op = self.ops.push(OpData {
            kind,
            operands: operands.to_vec(),
            results: Vec::new(),
            attrs,
            regions: Vec::new(),
            successors: Vec::new(),
            block: None,
        });
        for (i, &ty) in result_types.iter().enumerate() {
            let v = self.values.push(ValueData {
                ty,
                def: ValueDef::Result(op, i as u32),
            });
            self.ops[op].results.push(v);
        }
        op
    }

    /// Adds a new empty region to an op and returns it.
    pub fn add_region(&mut self, op: OpId) -> RegionId {
        let r = self.new_region(Some(op));
        self.ops[op].regions.push(r);
        r
    }

    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        self.ops[op].block = Some(block);
        self.blocks[block].ops.push(op);
    }

    /// Inserts `op` into `before`'s block, just before it.
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        let block = self.ops[before].block.expect("anchor op is detached"); // ok: IR invariant
        let pos = self.op_position(before);
        self.ops[op].block = Some(block);
        self.blocks[block].ops.insert(pos, op);
    }

    /// Inserts `op` just after `after`.
    pub fn insert_op_after(&mut self, after: OpId, op: OpId) {
        let block = self.ops[after].block.expect("anchor op is detached"); // ok: IR invariant
        let pos = self.op_position(after);
        self.ops[op].block = Some(block);
        self.blocks[block].ops.insert(pos + 1, op);
    }

    /// Removes an op from its block (its results must be dead or replaced first). Linear in
    /// the block's length: passes that remove many ops use [`Function::splice`].
    pub fn detach_op(&mut self, op: OpId) {
        if let Some(block) = self.ops[op].block.take() {
            self.blocks[block].ops.retain(|&o| o != op);
        }
    }

    /// A detached block in which a pass builds a sequence of ops (with a `Builder::at_end`)
    /// before [`Function::take_block_ops`] and [`Function::splice`] put them in place.
    pub fn scratch_block(&mut self) -> BlockId {
        self.new_block(&[])
    }

    /// Empties a (scratch) block and returns its ops, which stay linked to no block until they
    /// are spliced somewhere.
    pub fn take_block_ops(&mut self, block: BlockId) -> Vec<OpId> {
        let ops = std::mem::take(&mut self.blocks[block].ops);
        for &op in &ops {
            self.ops[op].block = None;
        }
        ops
    }

    /// Edits many blocks at once: every key op is replaced, where it stands, by the ops of its
    /// list (which may include the key itself, to insert around it; an empty list removes it).
    /// Each touched block is rebuilt once, so a pass that rewrites every op of a large block
    /// stays linear, where inserting or removing ops one at a time would be quadratic. An op
    /// listed in a new place must be a key of its own (usually with an empty list) if it is
    /// still in its old block.
    pub fn splice(&mut self, edits: &HashMap<OpId, Vec<OpId>>) {
        let mut home: HashMap<OpId, BlockId> = HashMap::new();
        let mut touched: Vec<BlockId> = Vec::new();
        for &key in edits.keys() {
            if let Some(block) = self.ops[key].block.take() {
                home.insert(key, block);
                touched.push(block);
            }
        }
        touched.sort_unstable();
        touched.dedup();
        for &block in &touched {
            let old = std::mem::take(&mut self.blocks[block].ops);
            let mut new = Vec::with_capacity(old.len());
            for op in old {
                match edits.get(&op) {
                    Some(list) => new.extend_from_slice(list),
                    None => new.push(op),
                }
            }
            self.blocks[block].ops = new;
        }
        for (key, list) in edits {
            if let Some(&block) = home.get(key) {
                for &op in list {
                    self.ops[op].block = Some(block);
                }
            }
        }
    }

    fn op_position(&self, op: OpId) -> usize {
        let block = self.ops[op].block.expect("op is detached"); // ok: IR invariant
        self.blocks[block]
            .ops
            .iter()
            .position(|&o| o == op)
            .expect("op missing from its block") // ok: IR invariant
    }

    // ------------------------------------------------------------------ queries

    /// Where `op` comes from (`Loc::UNKNOWN` if nobody said).
    pub fn loc(&self, op: OpId) -> Loc {
        *self.locs.get(op)
    }

    pub fn set_loc(&mut self, op: OpId, loc: Loc) {
        if loc.is_known() || self.locs.get(op).is_known() {
            self.locs.set(op, loc);
        }
    }

    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v].ty
    }

    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v].def {
            ValueDef::Result(op, _) => Some(op),
            ValueDef::BlockArg(..) => None,
        }
    }

    pub fn result(&self, op: OpId) -> ValueId {
        self.ops[op].results[0]
    }

    /// The op owning the region that contains `op` (`None` at function-body level).
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.ops[op].block?;
        let region = self.blocks[block].region?;
        self.regions[region].parent
    }

    /// The region in which a value is defined.
    pub fn value_region(&self, v: ValueId) -> Option<RegionId> {
        let block = match self.values[v].def {
            ValueDef::Result(op, _) => self.ops[op].block?,
            ValueDef::BlockArg(b, _) => b,
        };
        self.blocks[block].region
    }

    /// Is region `inner` equal to or nested inside region `outer`?
    pub fn region_is_within(&self, mut inner: RegionId, outer: RegionId) -> bool {
        loop {
            if inner == outer {
                return true;
            }
            let Some(op) = self.regions[inner].parent else {
                return false;
            };
            let Some(block) = self.ops[op].block else {
                return false;
            };
            let Some(r) = self.blocks[block].region else {
                return false;
            };
            inner = r;
        }
    }

    /// All ops reachable from the body, in textual (pre-order) order, nested ones included.
    pub fn walk_ops(&self) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk_region(self.body, &mut out);
        out
    }

    /// All ops nested inside `region`, pre-order.
    pub fn walk_region(&self, region: RegionId, out: &mut Vec<OpId>) {
        for &b in &self.regions[region].blocks {
            for &op in &self.blocks[b].ops {
                out.push(op);
                for &r in &self.ops[op].regions {
                    self.walk_region(r, out);
                }
            }
        }
    }

    /// Replaces every use of `from` with `to` in ops reachable from the body. Walks the whole
    /// function: passes that replace many values collect them and call [`Function::substitute`].
    pub fn replace_all_uses(&mut self, from: ValueId, to: ValueId) {
        self.substitute(&HashMap::from([(from, to)]));
    }

    /// Replaces every use of each key of `map` by its value (following chains `a → b → c`) in
    /// ops reachable from the body, in one walk.
    pub fn substitute(&mut self, map: &HashMap<ValueId, ValueId>) {
        if map.is_empty() {
            return;
        }
        let resolve = |mut v: ValueId| {
            // A chain cannot be longer than the map (a cycle would be a pass bug).
            for _ in 0..=map.len() {
                match map.get(&v) {
                    Some(&next) if next != v => v = next,
                    _ => break,
                }
            }
            v
        };
        for op in self.walk_ops() {
            for operand in &mut self.ops[op].operands {
                *operand = resolve(*operand);
            }
        }
    }

    /// Number of uses of each value by reachable ops, indexed by value.
    pub fn use_counts(&self) -> Vec<u32> {
        let mut counts = vec![0u32; self.values.len()];
        for op in self.walk_ops() {
            for &v in &self.ops[op].operands {
                counts[v.index_usize()] += 1;
            }
        }
        counts
    }

    // ------------------------------------------------------------------ attribute helpers

    pub fn attr(&self, op: OpId, name: &str) -> Option<&Attr> {
        self.ops[op].attrs.get(name)
    }
}

/// `RegionId` placeholder used while a function is being built.
impl RegionId {
    fn new_placeholder() -> RegionId {
        use crate::entity::EntityRef;
        RegionId::new(0)
    }
}

impl ValueId {
    pub fn index_usize(self) -> usize {
        use crate::entity::EntityRef;
        self.index()
    }
}

/// A scalar element type from an attribute (`elem = f32`).
pub fn elem_attr(attrs: &Attrs, name: &str) -> Option<Scalar> {
    attrs.get(name)?.as_type()?.scalar()
}

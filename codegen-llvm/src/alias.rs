//! Which memory each load and store touches, for alias-scope metadata and `noalias` parameters.
//!
//! LLVM cannot see that the arrays a handler works on are distinct: their base pointers are
//! loaded from runtime descriptors, which are themselves loaded from the handler's `args`. Without
//! help, the vectoriser guards every loop with run-time overlap checks, and LICM cannot keep
//! descriptor fields or reduction accumulators in registers across stores to array elements.
//!
//! This module traces every address back to where it comes from (an [`Origin`] plus a constant
//! byte offset when one is known) and sorts accesses into [`MemoryClass`]es that are known not
//! to overlap:
//!
//! - `Stack`: the function's own stack slots (`mem.alloca`). BasicAA already tells slots apart
//!   from each other; one class keeps them apart from the classes below.
//! - `Global`: module globals, likewise.
//! - `Descriptor`: the runtime's `dvmh_view` descriptors read by `mem.view_load`, never written
//!   by compiled code. A descriptor the function keeps in its own slot or in a global is not
//!   runtime memory: reading it is a `Stack`/`Global` access, ordered with the stores that
//!   build it.
//! - `ArrayData(d)`: in a handler, the elements of the distributed array whose descriptor
//!   pointer was read from `args` along the constant path `d`. Distinct paths are distinct
//!   arrays: the outliner captures each array handle once, and each distributed array owns its
//!   storage, allocated by the runtime. This is the one assumption made about the producer.
//! - `Reduction(k)`: in a handler, the thread-private accumulator `reds[k]`. It may be the
//!   reduction variable itself (a global), so it is kept apart from everything but `Global`.
//!
//! Anything else (pointers from calls, pointers loaded through non-constant paths, pointers of
//! non-handler functions' parameters) gets no metadata and so may alias everything.

use std::collections::HashMap;

use dvmh_ir::{Attr, Function, OpId, OpKind, Type, ValueDef, ValueId};

use crate::symbols::{role, FnRole};

/// Handler parameters, in ABI order.
const HANDLER_ARGS_PARAM: u32 = 1;
const HANDLER_REDS_PARAM: u32 = 2;

/// How deep address chains are followed before giving up (keeps recursion bounded on
/// pathological input; real chains are a few links long).
const MAX_CHAIN: u32 = 16;

/// Where a pointer points.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Origin {
    /// A stack slot.
    Alloca(OpId),
    /// A module global (or function) by symbol.
    Global(String),
    /// The function's `n`-th parameter.
    Param(u32),
    /// A pointer loaded from memory at the location.
    Loaded(Box<Location>),
    /// The elements of the array whose descriptor pointer is the location's pointer.
    ArrayData(Box<Location>),
    /// Untraceable.
    Unknown,
}

/// An origin plus a byte offset into it (`None`: not a compile-time constant).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Location {
    pub(crate) origin: Origin,
    pub(crate) offset: Option<i64>,
}

impl Location {
    fn unknown() -> Self {
        Location {
            origin: Origin::Unknown,
            offset: None,
        }
    }

    fn at(origin: Origin) -> Self {
        Location {
            origin,
            offset: Some(0),
        }
    }

    /// Is this a constant path of loads from the handler's `args` parameter?
    fn is_constant_path_from(&self, param: u32) -> bool {
        if self.offset.is_none() {
            return false;
        }
        match &self.origin {
            Origin::Param(p) => *p == param,
            Origin::Loaded(inner) => inner.is_constant_path_from(param),
            _ => false,
        }
    }
}

/// Sets of memory known not to overlap each other (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(crate) enum MemoryClass {
    Stack,
    Global,
    Descriptor,
    /// Keyed by the descriptor pointer's location, printed for the scope name.
    ArrayData(String),
    Reduction(i64),
}

impl MemoryClass {
    /// May two different classes overlap?
    pub(crate) fn may_overlap(&self, other: &MemoryClass) -> bool {
        matches!(
            (self, other),
            (MemoryClass::Global, MemoryClass::Reduction(_))
                | (MemoryClass::Reduction(_), MemoryClass::Global)
        )
    }

    /// A name for the scope in the printed IR.
    pub(crate) fn scope_name(&self) -> String {
        match self {
            MemoryClass::Stack => "stack".to_string(),
            MemoryClass::Global => "globals".to_string(),
            MemoryClass::Descriptor => "descriptors".to_string(),
            MemoryClass::ArrayData(key) => format!("array {key}"),
            MemoryClass::Reduction(offset) => format!("reduction {}", offset / 8),
        }
    }
}

/// The value of an integer `arith.constant`.
pub(crate) fn constant_int(f: &Function, v: ValueId) -> Option<i64> {
    let op = f.defining_op(v)?;
    let data = &f.ops[op];
    if data.kind != OpKind::Constant || !f.value_type(v).is_int() {
        return None;
    }
    match data.attrs.get("value")? {
        Attr::Int(i) => Some(*i),
        Attr::Bool(b) => Some(i64::from(*b)),
        _ => None,
    }
}

/// Traces addresses of one function.
pub(crate) struct AddressTracer<'f> {
    func: &'f Function,
    memo: HashMap<ValueId, Location>,
}

impl<'f> AddressTracer<'f> {
    pub(crate) fn new(func: &'f Function) -> Self {
        AddressTracer {
            func,
            memo: HashMap::new(),
        }
    }

    /// Where the pointer `v` points.
    pub(crate) fn location(&mut self, v: ValueId) -> Location {
        self.location_at_depth(v, 0)
    }

    fn location_at_depth(&mut self, v: ValueId, depth: u32) -> Location {
        if let Some(l) = self.memo.get(&v) {
            return l.clone();
        }
        let l = if depth > MAX_CHAIN {
            Location::unknown()
        } else {
            self.compute(v, depth)
        };
        self.memo.insert(v, l.clone());
        l
    }

    fn compute(&mut self, v: ValueId, depth: u32) -> Location {
        let f = self.func;
        let op = match f.values[v].def {
            ValueDef::BlockArg(block, index) => {
                return if block == f.entry_block() {
                    Location::at(Origin::Param(index))
                } else {
                    Location::unknown()
                };
            }
            ValueDef::Result(op, _) => op,
        };
        let data = &f.ops[op];
        match data.kind {
            OpKind::Alloca => Location::at(Origin::Alloca(op)),
            OpKind::GlobalAddr => match data.attrs.str("sym") {
                Some(sym) => Location::at(Origin::Global(sym.to_string())),
                None => Location::unknown(),
            },
            OpKind::Load if f.value_type(v) == Type::Ptr => match data.operands.first() {
                Some(&addr) => {
                    let from = self.location_at_depth(addr, depth + 1);
                    Location::at(Origin::Loaded(Box::new(from)))
                }
                None => Location::unknown(),
            },
            OpKind::ElemPtr => self.element_location(op, depth),
            OpKind::Offset => match data.operands[..] {
                [base, bytes] => {
                    let base = self.location_at_depth(base, depth + 1);
                    let offset = base
                        .offset
                        .zip(constant_int(f, bytes))
                        .and_then(|(a, b)| a.checked_add(b));
                    Location {
                        origin: base.origin,
                        offset,
                    }
                }
                _ => Location::unknown(),
            },
            _ => Location::unknown(),
        }
    }

    /// `mem.elem_ptr(view, i...)`: the view's base plus the element's constant offset if known.
    fn element_location(&mut self, op: OpId, depth: u32) -> Location {
        let f = self.func;
        let data = &f.ops[op];
        let Some((&view, indices)) = data.operands.split_first() else {
            return Location::unknown();
        };
        let Type::View { elem, rank } = f.value_type(view) else {
            return Location::unknown();
        };
        let Some(view_op) = f.defining_op(view) else {
            return Location::unknown();
        };
        let view_data = &f.ops[view_op];
        let rank = usize::from(rank);
        match view_data.kind {
            OpKind::ViewLoad => match view_data.operands.first() {
                Some(&desc) => {
                    let desc_loc = self.location_at_depth(desc, depth + 1);
                    Location {
                        origin: Origin::ArrayData(Box::new(desc_loc)),
                        offset: None,
                    }
                }
                None => Location::unknown(),
            },
            OpKind::View
                if (1 + 2 * rank..=2 + 2 * rank).contains(&view_data.operands.len())
                    && indices.len() == rank =>
            {
                let base = self.location_at_depth(view_data.operands[0], depth + 1);
                let los = &view_data.operands[1..=rank];
                // (A storage size may follow the strides.)
                let strides = &view_data.operands[1 + rank..1 + 2 * rank];
                let mut offset = base.offset;
                for k in 0..rank {
                    let term = (|| {
                        let i = constant_int(f, indices[k])?;
                        let lo = constant_int(f, los[k])?;
                        let st = constant_int(f, strides[k])?;
                        i.checked_sub(lo)?
                            .checked_mul(st)?
                            .checked_mul(elem.size_bytes() as i64)
                    })();
                    offset = offset.zip(term).and_then(|(a, b)| a.checked_add(b));
                }
                Location {
                    origin: base.origin,
                    offset,
                }
            }
            _ => Location::unknown(),
        }
    }
}

/// The memory class of an access through pointer `ptr` in a function with the given role.
pub(crate) fn classify(
    tracer: &mut AddressTracer<'_>,
    ptr: ValueId,
    role: FnRole,
) -> Option<MemoryClass> {
    let loc = tracer.location(ptr);
    match loc.origin {
        Origin::Alloca(_) => Some(MemoryClass::Stack),
        Origin::Global(_) => Some(MemoryClass::Global),
        Origin::ArrayData(desc)
            if role == FnRole::Handler && desc.is_constant_path_from(HANDLER_ARGS_PARAM) =>
        {
            Some(MemoryClass::ArrayData(describe(&desc)))
        }
        Origin::Loaded(slot)
            if role == FnRole::Handler
                && slot.origin == Origin::Param(HANDLER_REDS_PARAM)
                && slot.offset.is_some() =>
        {
            slot.offset.map(MemoryClass::Reduction)
        }
        _ => None,
    }
}

/// A short printable key of a constant path of loads (`args[1]`, `*args[2]`).
fn describe(loc: &Location) -> String {
    let offset = loc.offset.unwrap_or(0);
    match &loc.origin {
        Origin::Param(HANDLER_ARGS_PARAM) => format!("args[{}]", offset / 8),
        Origin::Param(p) => format!("param{p}+{offset}"),
        Origin::Loaded(inner) if offset == 0 => format!("*{}", describe(inner)),
        Origin::Loaded(inner) => format!("(*{})+{offset}", describe(inner)),
        _ => "?".to_string(),
    }
}

/// The memory class of the descriptor read by a `mem.view_load` of `desc`.
fn descriptor_class(tracer: &mut AddressTracer<'_>, desc: ValueId) -> MemoryClass {
    match tracer.location(desc).origin {
        Origin::Alloca(_) => MemoryClass::Stack,
        Origin::Global(_) => MemoryClass::Global,
        _ => MemoryClass::Descriptor,
    }
}

/// The memory class of every `mem.load`, `mem.store` and `mem.view_load` of `func` that has
/// one.
pub(crate) fn classify_accesses(func: &Function) -> HashMap<OpId, MemoryClass> {
    // A device handler (`ir/src/passes/device.rs`) takes `bounds`, `args` and `reds` where a
    // host handler does, captured the same way: its arrays are told apart the same way.
    let role = if crate::symbols::has_flag(&func.attrs, "device") {
        FnRole::Handler
    } else {
        role(func)
    };
    let mut tracer = AddressTracer::new(func);
    let mut by_op = HashMap::new();
    for op in func.walk_ops() {
        let data = &func.ops[op];
        let class = match (data.kind, data.operands.as_slice()) {
            (OpKind::Load, [addr]) | (OpKind::Store, [_, addr]) => {
                classify(&mut tracer, *addr, role)
            }
            (OpKind::ViewLoad, [desc]) => Some(descriptor_class(&mut tracer, *desc)),
            _ => None,
        };
        if let Some(class) = class {
            by_op.insert(op, class);
        }
    }
    by_op
}

/// Pointer parameters of a handler that are used only as addresses of loads and stores
/// (directly, or through `mem.view` + `mem.elem_ptr`): they neither escape nor alias anything
/// the handler reaches another way, so they can be `noalias nocapture`.
pub(crate) fn private_pointer_params(func: &Function) -> Vec<u32> {
    let entry = &func.blocks[func.entry_block()];
    let mut uses: HashMap<ValueId, Vec<(OpId, usize)>> = HashMap::new();
    for op in func.walk_ops() {
        for (i, &v) in func.ops[op].operands.iter().enumerate() {
            uses.entry(v).or_default().push((op, i));
        }
    }
    let only_addresses = |start: ValueId| -> bool {
        let mut work = vec![start];
        let mut steps = 0usize;
        while let Some(v) = work.pop() {
            steps += 1;
            if steps > 10_000 {
                return false;
            }
            for &(op, index) in uses.get(&v).map(Vec::as_slice).unwrap_or(&[]) {
                let data = &func.ops[op];
                match (data.kind, index) {
                    (OpKind::Load, 0) | (OpKind::Store, 1) => {}
                    (OpKind::View | OpKind::ElemPtr | OpKind::Offset, 0) => {
                        work.extend(&data.results)
                    }
                    _ => return false,
                }
            }
        }
        true
    };
    entry
        .args
        .iter()
        .enumerate()
        .filter(|&(_, &v)| func.value_type(v) == Type::Ptr && only_addresses(v))
        .map(|(i, _)| i as u32)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn function(text: &str) -> Function {
        let module = dvmh_ir::parse_module(text).expect("test IR parses");
        module.functions.into_iter().next().expect("one function")
    }

    /// The classes of the function's accesses, in op order, as scope names (`-` for none).
    fn classes(f: &Function) -> Vec<String> {
        let by_op = classify_accesses(f);
        f.walk_ops()
            .into_iter()
            .filter(|&op| {
                matches!(
                    f.ops[op].kind,
                    OpKind::Load | OpKind::Store | OpKind::ViewLoad
                )
            })
            .map(|op| {
                by_op
                    .get(&op)
                    .map_or("-".to_string(), MemoryClass::scope_name)
            })
            .collect()
    }

    #[test]
    fn handler_accesses_are_sorted_by_array() {
        let f = function(
            r#"
module {
  global @g : f64 x 4
  func @h(%bounds: ptr, %args: ptr, %reds: ptr) attributes {handler = true} {
    %c0 = arith.constant {value = 0} : i64
    %c8 = arith.constant {value = 8} : i64
    %lo = mem.load(%bounds) : i64
    %sa = mem.offset(%args, %c0) : ptr
    %da = mem.load(%sa) : ptr
    %sb = mem.offset(%args, %c8) : ptr
    %db = mem.load(%sb) : ptr
    %a = mem.view_load(%da) : !mem.view<f64, 1>
    %b = mem.view_load(%db) : !mem.view<f64, 1>
    %pa = mem.elem_ptr(%a, %lo) : ptr
    %x = mem.load(%pa) : f64
    %pb = mem.elem_ptr(%b, %lo) : ptr
    mem.store(%x, %pb)
    %acc = mem.load(%reds) : ptr
    mem.store(%x, %acc)
    %slot = mem.alloca {elem = f64} : ptr
    mem.store(%x, %slot)
    %pg = mem.global_addr {sym = @g} : ptr
    mem.store(%x, %pg)
    func.return
  }
}
"#,
        );
        assert_eq!(
            classes(&f),
            [
                "-",              // bounds
                "-",              // args[0] slot
                "-",              // args[1] slot
                "descriptors",    // view_load A
                "descriptors",    // view_load B
                "array *args[0]", // A(lo)
                "array *args[1]", // B(lo)
                "-",              // reds[0] slot
                "reduction 0",    // the accumulator
                "stack",          // a private slot
                "globals",        // a global
            ]
        );
        assert_eq!(private_pointer_params(&f), [0, 1, 2]);
    }

    #[test]
    fn a_descriptor_in_a_stack_slot_is_stack_memory() {
        let f = function(
            r#"
module {
  func @f(%base: ptr) {
    %desc = mem.alloca {elem = i64, count = 15} : ptr
    mem.store(%base, %desc)
    %v = mem.view_load(%desc) : !mem.view<f64, 1>
    func.return
  }
}
"#,
        );
        assert_eq!(classes(&f), ["stack", "stack"]);
    }

    #[test]
    fn outside_handlers_parameters_are_not_trusted() {
        let f = function(
            r#"
module {
  func @f(%args: ptr) {
    %d = mem.load(%args) : ptr
    %a = mem.view_load(%d) : !mem.view<f64, 1>
    %c1 = arith.constant {value = 1} : i64
    %p = mem.elem_ptr(%a, %c1) : ptr
    %x = mem.load(%p) : f64
    func.return
  }
}
"#,
        );
        assert_eq!(classes(&f), ["-", "descriptors", "-"]);
    }

    #[test]
    fn escaping_parameters_are_not_noalias() {
        let f = function(
            r#"
module {
  extern @keep(ptr)
  func @h(%bounds: ptr, %args: ptr, %reds: ptr) attributes {handler = true} {
    func.call(%args) {callee = @keep}
    %x = mem.load(%bounds) : i64
    func.return
  }
}
"#,
        );
        assert_eq!(private_pointer_params(&f), [0, 2]);
    }

    #[test]
    fn only_global_and_reductions_may_overlap() {
        let all = [
            MemoryClass::Stack,
            MemoryClass::Global,
            MemoryClass::Descriptor,
            MemoryClass::ArrayData("a".into()),
            MemoryClass::Reduction(0),
        ];
        for a in &all {
            for b in &all {
                let expected = matches!(
                    (a, b),
                    (MemoryClass::Global, MemoryClass::Reduction(_))
                        | (MemoryClass::Reduction(_), MemoryClass::Global)
                );
                assert_eq!(a.may_overlap(b), expected, "{a:?} {b:?}");
            }
        }
    }
}

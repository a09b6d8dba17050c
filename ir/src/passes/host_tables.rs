//! Host tables: read-only non-distributed arrays that a device loop reads.
//!
//! Real codes read small coefficient tables, stencil weights and lookup arrays in their
//! parallel loops. Such an array is not distributed, so the runtime has no handle for it:
//! the loop body reaches it through a view (`mem.view`) over host storage built outside the
//! loop — the address of a global (a module, COMMON or SAVE array, a C file-scope array),
//! perhaps advanced by a constant (`mem.offset`), or a stack array of a known size
//! (`mem.alloca {count}`) captured by the loop. The host handler rematerializes that view; a
//! device handler cannot read host memory, so without this module the loop stays on the host.
//!
//! When every use of the storage in the loop body is a read (an element load through the
//! view, or a load at an address derived from it), the storage becomes a *host table*
//! capture: kind [`HOST_ARRAY`]` | bytes << 16`. The runtime copies the whole storage to the
//! device (again only when its host bytes changed since the last copy, since the host may
//! write it between loops like a replicated variable) and passes the device copy's address
//! as the argument; the device handler builds the same view over it. A global is not a
//! capture of the host handler, which keeps addressing it directly: it is appended to the
//! loop's captures ([`HostTables::extra`]), after those of the host handler, which ignores
//! them. A non-distributed array the loop also writes is a table too, marked
//! [`HOST_ARRAY_WRITTEN`]: the runtime copies the device copy back over the host storage after
//! the loop's kernels, so that host code (a host section, the serial code after the region)
//! reads what the loop wrote; each process writes its own iterations' elements of its copy,
//! as the host handler would (the spec's non-distributed data is replicated).
//! A dummy array's view carries the size of its storage (explicit shape, constant or
//! evaluated on entry, and assumed shape; `mem.view`'s optional last operand): a constant one
//! makes an ordinary table, one known at run time a [`HOST_ARRAY_SIZED`] capture. Arrays of
//! unknown size (assumed-size dummies, C variable-length arrays) are left alone.

use std::collections::{HashMap, HashSet};

use super::outline::{Plan, Source};
use crate::attr::Attr;
use crate::entity::{OpId, RegionId, ValueId};
use crate::module::{type_size, Function};
use crate::ops::OpKind;

/// `capture_kinds` entry of a host table: `HOST_ARRAY | bytes << 16`, the argument the whole
/// storage's host address.
pub const HOST_ARRAY: i64 = 0x200;

/// `capture_kinds` entry of a host table whose size is known at run time only (a dummy
/// array's): `HOST_ARRAY_SIZED | j << 16`, capture `j` holding its size in bytes. It never
/// reaches the runtime: `lower-dvm` makes the [`HOST_ARRAY`] entry of that size, and keeps the
/// loop on the host when the size is not positive.
pub const HOST_ARRAY_SIZED: i64 = 0x400;

/// Added to a [`HOST_ARRAY`] (or [`HOST_ARRAY_SIZED`]) kind: the loop writes the array too;
/// the runtime copies the device copy back to the host storage after the loop's kernels.
pub const HOST_ARRAY_WRITTEN: i64 = 0x100;

/// A capture of the device handler that the host handler does not have.
#[derive(Clone, Debug, PartialEq)]
pub enum ExtraCapture {
    /// A value of the loop's function (a rematerialized global address).
    Value(ValueId),
    /// The address of this global, which the loop body takes itself (C's file-scope arrays):
    /// the caller takes it too, before the loop.
    Global(String),
}

/// The host tables of one loop's device handler.
#[derive(Default)]
pub struct HostTables {
    /// Capture index (in the device plan) to its `capture_kinds` entry.
    pub kinds: HashMap<usize, i64>,
    /// The device handler's captures after the host handler's, in order.
    pub extra: Vec<ExtraCapture>,
    /// Globals whose addresses the body takes, by symbol: their capture index.
    pub body_globals: HashMap<String, usize>,
}

/// Finds the host tables of the loop whose body is `region` and whose sources `plan` lists;
/// turns the globals among them into captures (appended to `plan.captures`).
/// `global_bytes` gives a global's size in bytes (`None`: unknown, or an external
/// declaration).
pub(super) fn find(
    src: &Function,
    region: RegionId,
    plan: &mut Plan,
    global_bytes: &dyn Fn(&str) -> Option<u64>,
) -> HostTables {
    let mut tables = HostTables::default();
    let remat: HashSet<ValueId> = plan
        .sources
        .iter()
        .filter(|&&(_, s)| s == Source::Remat)
        .map(|&(v, _)| v)
        .collect();
    let mut body = Vec::new();
    src.walk_region(region, &mut body);
    let mut roots: Vec<ValueId> = Vec::new();
    for &v in &remat {
        let Some(def) = src.defining_op(v) else {
            continue;
        };
        if src.ops[def].kind != OpKind::View {
            continue;
        }
        let root = root_of(src, &remat, src.ops[def].operands[0]);
        if !roots.contains(&root) {
            roots.push(root);
        }
    }
    roots.sort_unstable();
    for root in roots {
        let kind = match storage_bytes(src, &remat, root, global_bytes) {
            Some(bytes) if bytes > 0 && bytes < 1 << 46 => HOST_ARRAY | (bytes as i64) << 16,
            Some(_) => continue,
            None => match sized_view(src, &remat, root) {
                Some(Size::Known(bytes)) if bytes > 0 && bytes < 1 << 46 => {
                    HOST_ARRAY | bytes << 16
                }
                // The size is a capture of the loop: the kind is made at run time.
                Some(Size::Captured(size)) => match plan.sources.iter().find(|s| s.0 == size) {
                    Some(&(_, Source::Capture(j))) => HOST_ARRAY_SIZED | (j as i64) << 16,
                    _ => continue,
                },
                _ => continue,
            },
        };
        let Some(written) = accessed(src, &remat, &body, root) else {
            continue;
        };
        let kind = with_written(kind, written);
        let Some(at) = plan.sources.iter().position(|&(v, _)| v == root) else {
            continue;
        };
        match plan.sources[at].1 {
            Source::Capture(k) => {
                tables.kinds.insert(k, kind);
            }
            Source::Remat => {
                let k = plan.captures.len();
                plan.captures.push(root);
                plan.sources[at].1 = Source::Capture(k);
                tables.kinds.insert(k, kind);
                tables.extra.push(ExtraCapture::Value(root));
            }
            Source::Reduction(_) => {}
        }
    }
    // Captured storage the body addresses itself (C's local arrays: `mem.offset` of the
    // captured address in the body) rather than through a view built outside it.
    let remat_operands: HashSet<ValueId> = remat
        .iter()
        .filter_map(|&v| src.defining_op(v))
        .flat_map(|d| src.ops[d].operands.iter().copied())
        .collect();
    for &(v, source) in &plan.sources {
        let Source::Capture(k) = source else {
            continue;
        };
        if tables.kinds.contains_key(&k)
            || remat_operands.contains(&v)
            || src.value_type(v) != crate::types::Type::Ptr
            || super::outline::only_loaded_in(src, region, v)
        {
            continue;
        }
        let Some(bytes) = storage_bytes(src, &remat, v, global_bytes) else {
            continue;
        };
        let Some(kind) = table_kind(bytes) else {
            continue;
        };
        if let Some(written) = loads_stores(src, &body, &[v]) {
            tables.kinds.insert(k, with_written(kind, written));
        }
    }
    // Globals whose address the body takes itself.
    let mut symbols: Vec<String> = Vec::new();
    for &o in &body {
        if let (OpKind::GlobalAddr, Some(Attr::Symbol(name))) =
            (src.ops[o].kind, src.ops[o].attrs.get("sym"))
        {
            if !symbols.contains(name) {
                symbols.push(name.clone());
            }
        }
    }
    for name in symbols {
        let addresses: Vec<ValueId> = body
            .iter()
            .filter(|&&o| {
                src.ops[o].kind == OpKind::GlobalAddr
                    && src.ops[o].attrs.get("sym") == Some(&Attr::Symbol(name.clone()))
            })
            .map(|&o| src.result(o))
            .collect();
        let Some(bytes) = global_bytes(&name) else {
            continue;
        };
        let Some(kind) = table_kind(bytes) else {
            continue;
        };
        let Some(written) = loads_stores(src, &body, &addresses) else {
            continue;
        };
        let k = plan.captures.len() + tables.extra.len()
            - tables
                .extra
                .iter()
                .filter(|e| matches!(e, ExtraCapture::Value(_)))
                .count();
        tables.kinds.insert(k, with_written(kind, written));
        tables.body_globals.insert(name.clone(), k);
        tables.extra.push(ExtraCapture::Global(name));
    }
    tables
}

/// Replaces the body's global addresses of [`HostTables::body_globals`] in device handler `h`
/// by `loaded` (symbol: the capture loaded at the handler's entry).
pub(super) fn rebind_globals(h: &mut Function, loaded: &HashMap<String, ValueId>) {
    if loaded.is_empty() {
        return;
    }
    let mut replace: HashMap<ValueId, ValueId> = HashMap::new();
    let mut edits: HashMap<OpId, Vec<OpId>> = HashMap::new();
    for o in h.walk_ops() {
        if h.ops[o].kind != OpKind::GlobalAddr {
            continue;
        }
        if let Some(Attr::Symbol(name)) = h.ops[o].attrs.get("sym") {
            if let Some(&v) = loaded.get(name) {
                replace.insert(h.result(o), v);
                edits.insert(o, Vec::new());
            }
        }
    }
    h.splice(&edits);
    h.substitute(&replace);
}

/// The storage size a dummy array's view gives (`mem.view`'s optional last operand).
enum Size {
    Known(i64),
    /// The loop captures the value that holds it.
    Captured(ValueId),
}

/// The storage size of `root` that a rematerialized view over it gives, when one does.
fn sized_view(src: &Function, remat: &HashSet<ValueId>, root: ValueId) -> Option<Size> {
    remat.iter().find_map(|&v| {
        let d = src.defining_op(v)?;
        let op = &src.ops[d];
        let crate::types::Type::View { rank, .. } = src.value_type(v) else {
            return None;
        };
        if op.kind != OpKind::View || op.operands[0] != root {
            return None;
        }
        let &size = op.operands.get(1 + 2 * rank as usize)?;
        let def = src.defining_op(size).map(|d| &src.ops[d]);
        match def {
            Some(c) if c.kind == OpKind::Constant => {
                c.attrs.get("value")?.as_int().map(Size::Known)
            }
            _ if remat.contains(&size) => None,
            _ => Some(Size::Captured(size)),
        }
    })
}

/// The storage `base` addresses: followed back through rematerialized constant offsets.
fn root_of(src: &Function, remat: &HashSet<ValueId>, mut base: ValueId) -> ValueId {
    while remat.contains(&base) {
        match src.defining_op(base) {
            Some(d) if src.ops[d].kind == OpKind::Offset => base = src.ops[d].operands[0],
            _ => break,
        }
    }
    base
}

/// The size of the storage at `root` when it is known: a global's, or a stack array's of a
/// constant element count, less the constant offset of `root` into it (a module or COMMON
/// array that the unit addresses as `mem.offset` of its global, captured by the loop).
fn storage_bytes(
    src: &Function,
    remat: &HashSet<ValueId>,
    root: ValueId,
    global_bytes: &dyn Fn(&str) -> Option<u64>,
) -> Option<u64> {
    let mut at = root;
    let mut offset: u64 = 0;
    loop {
        let def = &src.ops[src.defining_op(at)?];
        match def.kind {
            OpKind::Offset => {
                let by = &src.ops[src.defining_op(def.operands[1])?];
                if by.kind != OpKind::Constant {
                    return None;
                }
                offset += u64::try_from(by.attrs.get("value").and_then(Attr::as_int)?).ok()?;
                at = def.operands[0];
            }
            OpKind::GlobalAddr => {
                // A global reached directly is rematerialized in the body (never captured).
                if at == root && !remat.contains(&root) {
                    return None;
                }
                let Some(Attr::Symbol(name)) = def.attrs.get("sym") else {
                    return None;
                };
                return global_bytes(name)?.checked_sub(offset);
            }
            OpKind::Alloca if !remat.contains(&root) => {
                let Some(Attr::Type(elem)) = def.attrs.get("elem") else {
                    return None;
                };
                let count = def.attrs.get("count").and_then(Attr::as_int).unwrap_or(1);
                let bytes = u64::try_from(count).ok()? * type_size(*elem);
                return bytes.checked_sub(offset);
            }
            _ => return None,
        }
    }
}

/// Does the loop body `body` only read the storage at `root`? Every value derived from it
/// (rematerialized offsets and views outside the body) is used in the body only to load
/// ([`loads_stores`]); and no op outside that family takes one of them as another operand.
/// `Some(written)`: yes, and whether the body also stores to it.
fn accessed(
    src: &Function,
    remat: &HashSet<ValueId>,
    body: &[OpId],
    root: ValueId,
) -> Option<bool> {
    // The family: root, then remat offsets/views over a family value (as their base).
    let mut family: Vec<ValueId> = vec![root];
    let mut grew = true;
    while grew {
        grew = false;
        for &v in remat {
            if family.contains(&v) {
                continue;
            }
            let Some(d) = src.defining_op(v) else {
                continue;
            };
            let op = &src.ops[d];
            let uses_family = op.operands.iter().any(|o| family.contains(o));
            if !uses_family {
                continue;
            }
            if !matches!(op.kind, OpKind::Offset | OpKind::View)
                || op.operands[1..].iter().any(|o| family.contains(o))
            {
                return None;
            }
            family.push(v);
            grew = true;
        }
    }
    loads_stores(src, body, &family)
}

/// Are the addresses `starts`, and those the body derives from them (`mem.offset`,
/// `mem.elem_ptr` with them as the base), only loaded from or stored to in `body`, the value
/// never a pointer? `Some(written)`: yes, `written` telling whether some are stored to.
fn loads_stores(src: &Function, body: &[OpId], starts: &[ValueId]) -> Option<bool> {
    let mut addresses: Vec<ValueId> = starts.to_vec();
    let mut written = false;
    let mut next = 0;
    while next < addresses.len() {
        let a = addresses[next];
        next += 1;
        for &o in body {
            let d = &src.ops[o];
            if !d.operands.contains(&a) {
                continue;
            }
            match d.kind {
                // A pointer loaded from the table would address host memory (an allocatable
                // array's descriptor is no table).
                OpKind::Load
                    if d.operands == [a]
                        && src.value_type(src.result(o)) != crate::types::Type::Ptr => {}
                OpKind::Store
                    if d.operands[1] == a
                        && d.operands[0] != a
                        && src.value_type(d.operands[0]) != crate::types::Type::Ptr =>
                {
                    written = true;
                }
                OpKind::Offset | OpKind::ElemPtr
                    if d.operands[0] == a && !d.operands[1..].contains(&a) =>
                {
                    let derived = src.result(o);
                    if !addresses.contains(&derived) {
                        addresses.push(derived);
                    }
                }
                _ => return None,
            }
        }
    }
    Some(written)
}

/// The capture kind of a host table of `bytes` bytes (`None`: empty, or too large for the
/// kind's size field).
fn table_kind(bytes: u64) -> Option<i64> {
    (bytes > 0 && bytes < 1 << 46).then_some(HOST_ARRAY | (bytes as i64) << 16)
}

/// `kind` marked [`HOST_ARRAY_WRITTEN`] when the loop writes the table.
fn with_written(kind: i64, written: bool) -> i64 {
    if written {
        kind | HOST_ARRAY_WRITTEN
    } else {
        kind
    }
}

//! `volatile` objects: their loads and stores are the IR's `volatile` accesses (LLVM keeps
//! every one, in order), so flags set by signal handlers and timing loops behave as with gcc.
//!
//! Types carry the qualifier where it travels with a value ([`CType::Volatile`]: what a
//! pointer points to, array elements, struct members). An lvalue's volatility is a property
//! of its address: when an expression designates a volatile object, the address value is
//! marked in the function (`FnCx::volatile_addrs`), and `load_val`/`store_value` emit volatile
//! accesses for marked addresses. Variables declared `volatile` are marked through their slot
//! (locals) or their symbol (globals).

use super::expr::Val;
use super::Lowerer;
use crate::c::types::{CType, Quals};
use dvmh_ir::ValueId;

/// A declared type without its own top-level qualifiers, and whether it was `volatile`.
pub(super) fn strip(t: CType) -> (CType, bool) {
    let (t, q) = strip_quals(t);
    (t, q.volatile)
}

/// A declared type without its own top-level qualifiers, and those qualifiers.
pub(super) fn strip_quals(t: CType) -> (CType, Quals) {
    match t {
        CType::Qual(inner, q) => (*inner, q),
        t => (t, Quals::default()),
    }
}

impl Lowerer<'_> {
    pub(super) fn mark_volatile(&mut self, addr: ValueId) {
        if let Some(f) = self.fcx.as_mut() {
            f.volatile_addrs.insert(addr);
        }
    }

    pub(super) fn is_volatile_addr(&self, addr: ValueId) -> bool {
        self.fcx
            .as_ref()
            .is_some_and(|f| f.volatile_addrs.contains(&addr))
    }

    /// An lvalue of volatile type becomes one of the unqualified type at a marked address.
    pub(super) fn settle_volatile(&mut self, v: Val) -> Val {
        match v {
            Val::L(a, t @ CType::Qual(..)) => {
                let (t, volatile) = strip(t);
                if volatile {
                    self.mark_volatile(a);
                }
                Val::L(a, t)
            }
            v => v,
        }
    }

    /// A member or element at `p` inside the object at `base` is volatile if that object is.
    pub(super) fn inherit_volatile(&mut self, base: ValueId, p: ValueId) {
        if self.is_volatile_addr(base) {
            self.mark_volatile(p);
        }
    }
}

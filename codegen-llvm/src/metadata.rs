//! Alias-scope metadata nodes, built through the raw LLVM C API.
//!
//! Scoped-noalias metadata needs *distinct*, self-referential nodes (`!0 = distinct !{!0,
//! !"name"}`): uniqued nodes named only by strings would be shared by every inlined copy of a
//! function, and the inliner could then claim that two copies' arrays do not overlap when they
//! are the same. inkwell only builds uniqued nodes, so this module builds the self-reference
//! itself: a temporary node is made an operand of the new node and then replaced by the node,
//! which LLVM turns into a distinct node. All `unsafe` of the crate is confined here.

use std::marker::PhantomData;

use inkwell::context::Context;
use inkwell::values::MetadataValue;
use llvm_sys::core::{LLVMMDNodeInContext2, LLVMMDStringInContext2, LLVMMetadataAsValue};
use llvm_sys::debuginfo::{LLVMMetadataReplaceAllUsesWith, LLVMTemporaryMDNode};
use llvm_sys::prelude::LLVMMetadataRef;

/// A metadata node owned by the LLVM context `'ctx`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MdNode<'ctx> {
    raw: LLVMMetadataRef,
    _context: PhantomData<&'ctx Context>,
}

fn md_string(ctx: &Context, text: &str) -> LLVMMetadataRef {
    // SAFETY: the context is live; LLVM copies the bytes (pointer + length, no NUL needed).
    unsafe { LLVMMDStringInContext2(ctx.raw(), text.as_ptr().cast(), text.len()) }
}

/// `distinct !{!self, rest...}`.
fn self_referential<'ctx>(ctx: &'ctx Context, rest: &[LLVMMetadataRef]) -> MdNode<'ctx> {
    // SAFETY: every ref is a live node or string of this context. The temporary is created
    // empty, used once as an operand, then replaced by the new node and destroyed by
    // `LLVMMetadataReplaceAllUsesWith` (it takes ownership of the temporary); replacing a
    // uniqued node's operand by the node itself makes LLVM store it as a distinct node.
    unsafe {
        let temporary = LLVMTemporaryMDNode(ctx.raw(), std::ptr::null_mut(), 0);
        let mut operands = Vec::with_capacity(rest.len() + 1);
        operands.push(temporary);
        operands.extend_from_slice(rest);
        let node = LLVMMDNodeInContext2(ctx.raw(), operands.as_mut_ptr(), operands.len());
        LLVMMetadataReplaceAllUsesWith(temporary, node);
        MdNode {
            raw: node,
            _context: PhantomData,
        }
    }
}

/// A fresh alias-scope domain: `distinct !{!self, !"name"}`.
pub(crate) fn alias_domain<'ctx>(ctx: &'ctx Context, name: &str) -> MdNode<'ctx> {
    self_referential(ctx, &[md_string(ctx, name)])
}

/// A fresh alias scope in `domain`: `distinct !{!self, !domain, !"name"}`.
pub(crate) fn alias_scope<'ctx>(
    ctx: &'ctx Context,
    domain: MdNode<'ctx>,
    name: &str,
) -> MdNode<'ctx> {
    self_referential(ctx, &[domain.raw, md_string(ctx, name)])
}

/// A uniqued list `!{scopes...}`, as a value to attach with `set_metadata`.
pub(crate) fn scope_list<'ctx>(ctx: &'ctx Context, scopes: &[MdNode<'ctx>]) -> MetadataValue<'ctx> {
    let mut raws: Vec<LLVMMetadataRef> = scopes.iter().map(|s| s.raw).collect();
    // SAFETY: the refs are live nodes of this context; the result is an MDNode wrapped as a
    // value, which is what `MetadataValue::new` requires.
    unsafe {
        let node = LLVMMDNodeInContext2(ctx.raw(), raws.as_mut_ptr(), raws.len());
        MetadataValue::new(LLVMMetadataAsValue(ctx.raw(), node))
    }
}

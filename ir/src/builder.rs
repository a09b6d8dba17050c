//! A cursor for emitting ops: appends to a block, or inserts before an op.
//!
//! Front ends and passes build IR through this instead of pushing into arenas directly, so result
//! values, parent links and region ownership are always consistent.

use crate::attr::{Attr, Attrs};
use crate::entity::{BlockId, OpId, RegionId, ValueId};
use crate::loc::Loc;
use crate::module::Function;
use crate::ops::OpKind;
use crate::types::{Scalar, Type};

/// Where the next op goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// At the end of a block.
    End(BlockId),
    /// Just before an op.
    Before(OpId),
}

pub struct Builder<'f> {
    pub func: &'f mut Function,
    pub at: InsertPoint,
    /// The source location given to every op the builder creates.
    pub loc: Loc,
}

impl<'f> Builder<'f> {
    pub fn at_end(func: &'f mut Function, block: BlockId) -> Self {
        Builder {
            func,
            at: InsertPoint::End(block),
            loc: Loc::UNKNOWN,
        }
    }

    pub fn before(func: &'f mut Function, op: OpId) -> Self {
        Builder {
            func,
            at: InsertPoint::Before(op),
            loc: Loc::UNKNOWN,
        }
    }

    pub fn set_block(&mut self, block: BlockId) {
        self.at = InsertPoint::End(block);
    }

    /// The block the builder is inserting into.
    pub fn block(&self) -> BlockId {
        match self.at {
            InsertPoint::End(b) => b,
            InsertPoint::Before(op) => self.func.ops[op].block.expect("anchor op is detached"), // ok: IR invariant
        }
    }

    /// Inserts a fully general op and returns it.
    pub fn insert(
        &mut self,
        kind: OpKind,
        operands: &[ValueId],
        result_types: &[Type],
        attrs: Attrs,
    ) -> OpId {
        let op = self.func.create_op(kind, operands, result_types, attrs);
        self.func.set_loc(op, self.loc);
        match self.at {
            InsertPoint::End(b) => self.func.append_op(b, op),
            InsertPoint::Before(anchor) => self.func.insert_op_before(anchor, op),
        }
        op
    }

    /// Inserts an op with one result and returns the result.
    pub fn op1(&mut self, kind: OpKind, operands: &[ValueId], ty: Type, attrs: Attrs) -> ValueId {
        let op = self.insert(kind, operands, &[ty], attrs);
        self.func.result(op)
    }

    /// Inserts an op with no results.
    pub fn op0(&mut self, kind: OpKind, operands: &[ValueId], attrs: Attrs) -> OpId {
        self.insert(kind, operands, &[], attrs)
    }

    pub fn ty(&self, v: ValueId) -> Type {
        self.func.value_type(v)
    }

    // ------------------------------------------------------------------ constants

    pub fn const_int(&mut self, ty: Type, value: i64) -> ValueId {
        self.op1(
            OpKind::Constant,
            &[],
            ty,
            [("value", Attr::Int(value))].into_iter().collect(),
        )
    }

    pub fn const_float(&mut self, ty: Type, value: f64) -> ValueId {
        self.op1(
            OpKind::Constant,
            &[],
            ty,
            [("value", Attr::Float(value))].into_iter().collect(),
        )
    }

    /// An `f80` constant: its source text (`0.1`, `0x1p-3`), which codegen rounds once to
    /// the 64-bit mantissa, and the nearest `f64` for passes that look at values.
    pub fn const_f80(&mut self, text: &str, approx: f64) -> ValueId {
        self.op1(
            OpKind::Constant,
            &[],
            Type::F80,
            [
                ("value", Attr::Float(approx)),
                ("text", Attr::Str(text.to_string())),
            ]
            .into_iter()
            .collect(),
        )
    }

    pub fn const_i32(&mut self, value: i64) -> ValueId {
        self.const_int(Type::I32, value)
    }

    pub fn const_i64(&mut self, value: i64) -> ValueId {
        self.const_int(Type::I64, value)
    }

    pub fn const_bool(&mut self, value: bool) -> ValueId {
        self.const_int(Type::I1, value as i64)
    }

    // ------------------------------------------------------------------ arithmetic

    /// A binary op whose result type is the type of its first operand.
    pub fn binary(&mut self, kind: OpKind, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        self.op1(kind, &[a, b], ty, Attrs::new())
    }

    /// A unary op whose result type is the operand's.
    pub fn unary(&mut self, kind: OpKind, a: ValueId) -> ValueId {
        let ty = self.ty(a);
        self.op1(kind, &[a], ty, Attrs::new())
    }

    pub fn cmpi(&mut self, pred: &str, a: ValueId, b: ValueId) -> ValueId {
        self.op1(
            OpKind::CmpI,
            &[a, b],
            Type::I1,
            [("pred", Attr::ident(pred))].into_iter().collect(),
        )
    }

    pub fn cmpf(&mut self, pred: &str, a: ValueId, b: ValueId) -> ValueId {
        self.op1(
            OpKind::CmpF,
            &[a, b],
            Type::I1,
            [("pred", Attr::ident(pred))].into_iter().collect(),
        )
    }

    pub fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.ty(a);
        self.op1(OpKind::Select, &[c, a, b], ty, Attrs::new())
    }

    /// Converts a scalar to another scalar type with Fortran semantics (int → float is signed,
    /// float → int truncates, `i1` ↔ int is 0/1). A no-op when the types are equal.
    pub fn convert(&mut self, v: ValueId, to: Type) -> ValueId {
        let from = self.ty(v);
        if from == to {
            return v;
        }
        let (Some(fs), Some(ts)) = (from.scalar(), to.scalar()) else {
            panic!("convert between non-scalar types {from} -> {to}"); // ok: caller bug, not user input
        };
        let kind = match (fs.is_float(), ts.is_float()) {
            (true, true) if ts.bits() > fs.bits() => OpKind::ExtF,
            (true, true) => OpKind::TruncF,
            (false, true) => {
                if fs == Scalar::I1 {
                    let wide = self.op1(OpKind::ExtUI, &[v], Type::I32, Attrs::new());
                    return self.op1(OpKind::SIToFP, &[wide], to, Attrs::new());
                }
                OpKind::SIToFP
            }
            (true, false) => {
                if ts == Scalar::I1 {
                    let zero = self.const_float(from, 0.0);
                    return self.cmpf("une", v, zero);
                }
                OpKind::FPToSI
            }
            (false, false) => {
                if ts == Scalar::I1 {
                    let zero = self.const_int(from, 0);
                    return self.cmpi("ne", v, zero);
                }
                if fs == Scalar::I1 {
                    OpKind::ExtUI
                } else if ts.bits() > fs.bits() {
                    OpKind::ExtSI
                } else {
                    OpKind::TruncI
                }
            }
        };
        self.op1(kind, &[v], to, Attrs::new())
    }

    // ------------------------------------------------------------------ memory

    pub fn alloca(&mut self, elem: Scalar) -> ValueId {
        self.op1(
            OpKind::Alloca,
            &[],
            Type::Ptr,
            [("elem", Attr::Type(Type::Scalar(elem)))]
                .into_iter()
                .collect(),
        )
    }

    /// A stack slot for `count` (at least one) values of `elem`.
    pub fn alloca_array(&mut self, elem: Type, count: u64) -> ValueId {
        self.op1(
            OpKind::Alloca,
            &[],
            Type::Ptr,
            [
                ("elem", Attr::Type(elem)),
                ("count", Attr::Int(count.max(1) as i64)),
            ]
            .into_iter()
            .collect(),
        )
    }

    /// `count` (an `i64` value) values of `elem` on the stack (`mem.alloca_dyn`).
    pub fn alloca_dyn(&mut self, elem: Type, count: ValueId) -> ValueId {
        self.op1(
            OpKind::AllocaDyn,
            &[count],
            Type::Ptr,
            [("elem", Attr::Type(elem))].into_iter().collect(),
        )
    }

    /// A `volatile` load (C).
    pub fn load_volatile(&mut self, ptr: ValueId, ty: Type) -> ValueId {
        self.op1(
            OpKind::Load,
            &[ptr],
            ty,
            [("volatile", Attr::Bool(true))].into_iter().collect(),
        )
    }

    /// A `volatile` store (C).
    pub fn store_volatile(&mut self, value: ValueId, ptr: ValueId) {
        self.op0(
            OpKind::Store,
            &[value, ptr],
            [("volatile", Attr::Bool(true))].into_iter().collect(),
        );
    }

    /// `p` advanced by `bytes` (an `i64` value).
    pub fn offset(&mut self, p: ValueId, bytes: ValueId) -> ValueId {
        self.op1(OpKind::Offset, &[p, bytes], Type::Ptr, Attrs::new())
    }

    pub fn global_addr(&mut self, sym: &str) -> ValueId {
        self.op1(
            OpKind::GlobalAddr,
            &[],
            Type::Ptr,
            [("sym", Attr::Symbol(sym.to_string()))]
                .into_iter()
                .collect(),
        )
    }

    pub fn load(&mut self, ptr: ValueId, ty: Type) -> ValueId {
        self.op1(OpKind::Load, &[ptr], ty, Attrs::new())
    }

    pub fn store(&mut self, value: ValueId, ptr: ValueId) {
        self.op0(OpKind::Store, &[value, ptr], Attrs::new());
    }

    pub fn elem_ptr(&mut self, view: ValueId, indices: &[ValueId]) -> ValueId {
        let mut operands = vec![view];
        operands.extend_from_slice(indices);
        self.op1(OpKind::ElemPtr, &operands, Type::Ptr, Attrs::new())
    }

    // ------------------------------------------------------------------ calls and control

    pub fn call(&mut self, callee: &str, args: &[ValueId], results: &[Type]) -> OpId {
        self.insert(
            OpKind::Call,
            args,
            results,
            [("callee", Attr::Symbol(callee.to_string()))]
                .into_iter()
                .collect(),
        )
    }

    pub fn yield_(&mut self) {
        self.op0(OpKind::Yield, &[], Attrs::new());
    }

    /// An `scf.for` over the `count` elements of type `ty` at `base`: `body` emits what each
    /// iteration does with its element's address; the builder is left after the loop.
    pub fn for_each_element(
        &mut self,
        base: ValueId,
        count: i64,
        ty: Type,
        body: impl FnOnce(&mut Self, ValueId),
    ) {
        let zero = self.const_i64(0);
        let last = self.const_i64(count - 1);
        let one = self.const_i64(1);
        let for_op = self.op0(OpKind::For, &[zero, last, one], Attrs::new());
        let (_, block) = self.add_region(for_op, &[Type::I64]);
        let e = self.func.blocks[block].args[0];
        let outer = self.block();
        self.set_block(block);
        let size = self.const_i64(crate::module::type_size(ty) as i64);
        let offset = self.binary(OpKind::MulI, e, size);
        let p = self.offset(base, offset);
        body(self, p);
        self.yield_();
        self.set_block(outer);
    }

    pub fn br(&mut self, dest: BlockId) {
        let op = self.op0(OpKind::Br, &[], Attrs::new());
        self.func.ops[op].successors.push(dest);
    }

    pub fn cond_br(&mut self, cond: ValueId, then: BlockId, els: BlockId) {
        let op = self.op0(OpKind::CondBr, &[cond], Attrs::new());
        self.func.ops[op].successors.extend([then, els]);
    }

    /// Creates a new block (with `args`) appended to `region`.
    pub fn new_block_in(&mut self, region: RegionId, args: &[Type]) -> BlockId {
        let b = self.func.new_block(args);
        self.func.append_block(region, b);
        b
    }

    /// Adds a region to `op` with one entry block taking `args`; returns (region, entry block).
    pub fn add_region(&mut self, op: OpId, args: &[Type]) -> (RegionId, BlockId) {
        let r = self.func.add_region(op);
        let b = self.new_block_in(r, args);
        (r, b)
    }

    /// Does the block already end in a terminator?
    pub fn block_terminated(&self, block: BlockId) -> bool {
        self.func.blocks[block]
            .ops
            .last()
            .is_some_and(|&op| self.func.ops[op].kind.is_terminator())
    }
}

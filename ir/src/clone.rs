//! Copying ops and regions, within a function or from one function into another.
//!
//! Outlining (moving a loop body into a handler) and inlining (splicing a region into its
//! parent) both copy IR while renaming values and blocks; this module is the one place that
//! does it. Values not found in the map are kept as they are, which is right when copying
//! within one function and a bug (caught by the verifier) across functions.

use crate::builder::Builder;
use crate::entity::{BlockId, OpId, RegionId, ValueId};
use crate::module::Function;
use std::collections::HashMap;

/// Value and block renaming built up while copying.
#[derive(Default, Debug)]
pub struct CloneMap {
    pub values: HashMap<ValueId, ValueId>,
    pub blocks: HashMap<BlockId, BlockId>,
}

impl CloneMap {
    pub fn value(&self, v: ValueId) -> ValueId {
        self.values.get(&v).copied().unwrap_or(v)
    }
}

/// Copies `op` (with nested regions) from `src` to the builder's insertion point.
pub fn clone_op(src: &Function, op: OpId, b: &mut Builder, map: &mut CloneMap) -> OpId {
    let data = &src.ops[op];
    let operands: Vec<ValueId> = data.operands.iter().map(|&v| map.value(v)).collect();
    let result_types: Vec<_> = data.results.iter().map(|&r| src.values[r].ty).collect();
    let new = b.insert(data.kind, &operands, &result_types, data.attrs.clone());
    b.func.set_loc(new, src.loc(op));
    for (&old, &fresh) in data
        .results
        .iter()
        .zip(b.func.ops[new].results.clone().iter())
    {
        map.values.insert(old, fresh);
    }
    b.func.ops[new].successors = data.successors.iter().map(|s| map.blocks[s]).collect();
    for &r in &data.regions {
        let nr = b.func.add_region(new);
        clone_region_into(src, r, b.func, nr, None, map);
    }
    new
}

/// Copies the blocks of `src_region` into `dst_region` of `dst`. If `merge_entry` is given, the
/// source entry block's ops are appended to that (already existing) block instead of a new one,
/// and the entry block's arguments must already be mapped by the caller.
pub fn clone_region_into(
    src: &Function,
    src_region: RegionId,
    dst: &mut Function,
    dst_region: RegionId,
    merge_entry: Option<BlockId>,
    map: &mut CloneMap,
) {
    let blocks = &src.regions[src_region].blocks;
    // Create all blocks first so branches can name blocks that come later.
    for (i, &b) in blocks.iter().enumerate() {
        let nb = match (i, merge_entry) {
            (0, Some(m)) => m,
            _ => {
                let types: Vec<_> = src.blocks[b]
                    .args
                    .iter()
                    .map(|&a| src.values[a].ty)
                    .collect();
                let nb = dst.new_block(&types);
                for (&old, &fresh) in src.blocks[b].args.iter().zip(dst.blocks[nb].args.iter()) {
                    map.values.insert(old, fresh);
                }
                dst.append_block(dst_region, nb);
                nb
            }
        };
        map.blocks.insert(b, nb);
    }
    for &b in blocks {
        let nb = map.blocks[&b];
        let mut builder = Builder::at_end(dst, nb);
        for &op in &src.blocks[b].ops {
            clone_op(src, op, &mut builder, map);
        }
    }
}

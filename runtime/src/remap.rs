//! REDISTRIBUTE and REALIGN: an array (or template) already mapped gets a new mapping, and
//! its values move between the processes accordingly.
//!
//! Every process knows every process's old and new owned boxes (they are pure functions of
//! the mappings), so the exchange needs no negotiation: process `p` sends to process `q` the
//! part of its old owned box inside `q`'s new owned box, and `q` posts the matching receive.
//! A replicated array is owned by several processes at once; the sources of `q` are then the
//! processes that agree with `q` on every grid dimension the old mapping replicates along, and
//! their owned boxes partition the array, so each element arrives exactly once. Shadow edges
//! are not moved: the new storage has zeroed edges until the next SHADOW_RENEW, as the
//! language says. With NEW_VALUE nothing moves at all.
//!
//! Device copies: the host copy is made current first and the device copy dropped; the next
//! region uploads the new local part.

use crate::array::{ArrayObject, Placement};
use crate::boxes::IndexBox;
use crate::device;
use crate::distrib::Mapping;
use crate::fault::RtResult;
use crate::state::Runtime;

/// Gives `array` the mapping `mapping`, moving its values unless `new_value`.
pub fn remap(
    rt: &Runtime,
    array: &mut ArrayObject,
    mapping: Mapping,
    new_value: bool,
    what: &str,
) -> RtResult<()> {
    let _stat = crate::stat::category(crate::stat::Category::Redistribute);
    if let Some(d) = device::get() {
        if !new_value {
            d.use_on_host(array, what)?;
        }
        d.forget(array)?;
    }
    let old = array.take_placement();
    array.place(rt, mapping)?;
    match old {
        Some(old) if !new_value && array.state.ty.size() > 0 => move_values(rt, array, &old),
        _ => Ok(()),
    }
}

/// Is the process at `p` a source of values for the process at `q` under a mapping that
/// replicates along the grid dimensions `replicated`?
fn is_source(replicated: &[bool], p: &[usize], q: &[usize]) -> bool {
    replicated
        .iter()
        .enumerate()
        .all(|(g, &r)| !r || p[g] == q[g])
}

/// The part of the array each process sends to `q` (or receives from `p`): old owned box of
/// the source intersected with the new owned box of the destination.
fn piece(array: &ArrayObject, old: &Mapping, new: &Mapping, from: usize, to: usize) -> IndexBox {
    // Each mapping on its own arrangement: a REDISTRIBUTE may move the array ONTO another.
    let bounds = &array.state.bounds;
    old.owned_box(bounds, old.grid(), &old.coords_of(from))
        .intersect(&new.owned_box(bounds, new.grid(), &new.coords_of(to)))
}

fn move_values(rt: &Runtime, array: &mut ArrayObject, old: &Placement) -> RtResult<()> {
    // Who sends what is decided on the old arrangement (its replicated dimensions).
    let grid = old.mapping().grid();
    let me = rt.comm.rank();
    let mine = grid.coords_of(me);
    let replicated = old.mapping().replicated_grid_dims(grid);
    let new_mapping = array.state.placement("REDISTRIBUTE")?.mapping().clone();
    let new_layout = *array.state.placement("REDISTRIBUTE")?.layout();
    let old_layout = *old.layout();
    let mut sends: Vec<(usize, Vec<u8>)> = Vec::new();
    let mut recvs: Vec<(usize, IndexBox, Vec<u8>)> = Vec::new();
    for other in 0..grid.size() {
        let theirs = grid.coords_of(other);
        if other == me {
            if is_source(&replicated, &mine, &mine) {
                let local = piece(array, old.mapping(), &new_mapping, me, me);
                if !local.is_empty() {
                    let storage = array.state.placement_mut("REDISTRIBUTE")?.storage_mut();
                    new_layout.copy_from(storage, &old_layout, old.storage(), &local);
                }
            }
            continue;
        }
        if is_source(&replicated, &mine, &theirs) {
            let out = piece(array, old.mapping(), &new_mapping, me, other);
            if !out.is_empty() {
                let mut buf = Vec::new();
                old_layout.pack(old.storage(), &out, &mut buf);
                sends.push((other, buf));
            }
        }
        if is_source(&replicated, &theirs, &mine) {
            let inc = piece(array, old.mapping(), &new_mapping, other, me);
            if !inc.is_empty() {
                let bytes = inc.volume() as usize * new_layout.elem_size();
                recvs.push((other, inc, vec![0; bytes]));
            }
        }
    }
    {
        let send_refs: Vec<(usize, &[u8])> = sends.iter().map(|(p, b)| (*p, &b[..])).collect();
        let mut recv_refs: Vec<(usize, &mut [u8])> =
            recvs.iter_mut().map(|(p, _, b)| (*p, &mut b[..])).collect();
        rt.comm.exchange(&send_refs, &mut recv_refs)?;
    }
    let storage = array.state.placement_mut("REDISTRIBUTE")?.storage_mut();
    for (_, region, data) in &recvs {
        new_layout.unpack(storage, region, data);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sources_agree_on_the_replicated_grid_dimensions() {
        assert!(is_source(&[false, true], &[0, 1], &[1, 1]));
        assert!(!is_source(&[false, true], &[0, 0], &[1, 1]));
        assert!(is_source(&[false, false], &[0, 0], &[1, 1]));
    }
}

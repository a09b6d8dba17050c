//! Moving array elements between processes, all through one mechanism: every process computes
//! every other process's owned and stored boxes, intersects them with its own, and exchanges
//! exactly those boxes with non-blocking point-to-point messages.
//!
//! * shadow renewal: send (peer's shadow ∩ my owned), receive (my shadow ∩ peer's owned);
//! * element read: the owner broadcasts the element;
//! * output of a whole array: each owner sends its block to rank 0;
//! * input of a whole array: rank 0 sends each process the block it owns;
//! * REMOTE_ACCESS buffers: every process gets the box it names from the owners.
//!
//! Along grid dimensions where an array is replicated every process holds the same data, so
//! exchanges happen only among processes with the same coordinates in those dimensions (the
//! array's *group*); within a group every element has exactly one owner.

use crate::array::ArrayObject;
use crate::boxes::{DenseLayout, IndexBox};
use crate::distrib::Mapping;
use crate::fault::{RtError, RtResult};
use crate::scratch;
use crate::state::Runtime;
use crate::watchdog;

/// The parts of a stored box outside the owned box that a renewal fills: the whole shadow
/// with `corner`, otherwise only the faces (elements outside the owned box in exactly one
/// dimension). The faces are disjoint outside the owned box.
pub fn shadow_parts(stored: &IndexBox, owned: &IndexBox, corner: bool) -> Vec<IndexBox> {
    if owned.is_empty() {
        return Vec::new();
    }
    if corner {
        return vec![*stored];
    }
    (0..owned.rank())
        .map(|d| owned.with_dim(d, stored.lo(d), stored.hi(d)))
        .collect()
}

/// The other processes in this process's group for an array mapped by `mapping`.
fn group_peers<'a>(rt: &'a Runtime, mapping: &Mapping) -> impl Iterator<Item = usize> + 'a {
    let replicated = mapping.replicated_grid_dims(mapping.grid());
    let me = rt.comm.rank();
    let mine = mapping.coords_of(me);
    let grid = mapping.grid().clone();
    (0..rt.comm.size()).filter(move |&p| {
        p != me && {
            let c = grid.coords_of(p);
            (0..grid.rank()).all(|g| !replicated[g] || c[g] == mine[g])
        }
    })
}

/// Pieces of `region_list`, each intersected with `with`, skipping empty ones.
fn intersections(region_list: &[IndexBox], with: &IndexBox) -> Vec<IndexBox> {
    region_list
        .iter()
        .map(|b| b.intersect(with))
        .filter(|b| !b.is_empty())
        .collect()
}

fn bytes_of(boxes: &[IndexBox], elem_size: usize) -> usize {
    boxes.iter().map(|b| b.volume() as usize * elem_size).sum()
}

/// What a shadow renewal moves for this process: per peer, the boxes of its own part it sends
/// and the boxes of its shadow edges it receives.
pub struct Renewal {
    sends: Vec<(usize, Vec<IndexBox>)>,
    recvs: Vec<(usize, Vec<IndexBox>)>,
}

impl Renewal {
    /// Does this process neither send nor receive anything (one process, or no neighbours)?
    /// Then its data need not be current on the host for the renewal.
    pub fn moves_nothing(&self) -> bool {
        self.sends.is_empty() && self.recvs.is_empty()
    }

    /// Per peer, the boxes of this process's own part that it sends.
    pub fn sends(&self) -> &[(usize, Vec<IndexBox>)] {
        &self.sends
    }

    /// Per peer, the boxes of this process's shadow edges that it receives.
    pub fn recvs(&self) -> &[(usize, Vec<IndexBox>)] {
        &self.recvs
    }

    /// The boxes of this process's own part that it sends.
    pub fn sent_boxes(&self) -> Vec<IndexBox> {
        self.sends
            .iter()
            .flat_map(|(_, b)| b.iter().copied())
            .collect()
    }

    /// The boxes of this process's shadow edges that it receives.
    pub fn received_boxes(&self) -> Vec<IndexBox> {
        self.recvs
            .iter()
            .flat_map(|(_, b)| b.iter().copied())
            .collect()
    }
}

/// The boxes a `SHADOW_RENEW` of `array` moves for this process (computed from the mapping
/// alone, identically on every process).
pub fn plan_renewal(rt: &Runtime, array: &ArrayObject, corner: bool) -> RtResult<Renewal> {
    let state = &array.state;
    let mut plan = Renewal {
        sends: Vec::new(),
        recvs: Vec::new(),
    };
    if state.ty.size() == 0 {
        return Ok(plan);
    }
    let placement = state.placement("shadow renew")?;
    // Every caller performs the renewal it plans.
    state.shadows.renewed(corner);
    let mapping = placement.mapping().clone();
    let layout = *placement.layout();
    let my_owned = *placement.owned();
    let my_parts = shadow_parts(layout.stored(), &my_owned, corner);
    for peer in group_peers(rt, &mapping) {
        let coords = mapping.coords_of(peer);
        let their_owned = state.owned_box_at(&mapping, mapping.grid(), &coords);
        if their_owned.is_empty() {
            continue;
        }
        let their_stored = state.stored_box_for(&their_owned);
        let outgoing = intersections(
            &shadow_parts(&their_stored, &their_owned, corner),
            &my_owned,
        );
        if !outgoing.is_empty() {
            plan.sends.push((peer, outgoing));
        }
        let incoming = intersections(&my_parts, &their_owned);
        if !incoming.is_empty() {
            plan.recvs.push((peer, incoming));
        }
    }
    Ok(plan)
}

/// `SHADOW_RENEW`: refreshes this process's shadow edges of `array` from their owners
/// (collective over the processes that hold the array).
pub fn renew_shadows(rt: &Runtime, array: &mut ArrayObject, corner: bool) -> RtResult<()> {
    let plan = plan_renewal(rt, array, corner)?;
    perform_renewal(rt, array, &plan)
}

/// Moves the data of a renewal planned by [`plan_renewal`] (collective, as the renewal).
pub fn perform_renewal(rt: &Runtime, array: &mut ArrayObject, plan: &Renewal) -> RtResult<()> {
    let state = &mut array.state;
    if state.ty.size() == 0 {
        return Ok(());
    }
    let _purpose = watchdog::purpose(|| format!("shadow renewal of '{}'", state.name));
    let placement = state.placement("shadow renew")?;
    let layout = *placement.layout();
    let elem = layout.elem_size();
    let sends: Vec<(usize, Vec<u8>)> = plan
        .sends
        .iter()
        .map(|(peer, boxes)| {
            let mut buf = scratch::take(bytes_of(boxes, elem));
            let mut used = 0;
            for b in boxes {
                used += layout.pack_into(placement.storage(), b, &mut buf[used..]);
            }
            (*peer, buf)
        })
        .collect();
    let recv_plan = &plan.recvs;
    let mut recv_bufs: Vec<Vec<u8>> = recv_plan
        .iter()
        .map(|(_, boxes)| scratch::take(bytes_of(boxes, elem)))
        .collect();
    {
        let send_refs: Vec<(usize, &[u8])> =
            sends.iter().map(|(p, b)| (*p, b.as_slice())).collect();
        let mut recv_refs: Vec<(usize, &mut [u8])> = recv_plan
            .iter()
            .zip(recv_bufs.iter_mut())
            .map(|((p, _), b)| (*p, b.as_mut_slice()))
            .collect();
        rt.comm.exchange(&send_refs, &mut recv_refs)?;
    }
    sends.into_iter().for_each(|(_, buf)| scratch::give(buf));
    let storage = state.placement_mut("shadow renew")?.storage_mut();
    for ((_, boxes), data) in recv_plan.iter().zip(recv_bufs) {
        let mut used = 0;
        for b in boxes {
            used += layout.unpack(storage, b, &data[used..]);
        }
        scratch::give(data);
    }
    Ok(())
}

/// Reads element `index` on every process: its owner (the lowest-numbered one, under
/// replication) broadcasts it. Collective over all processes.
pub fn read_element(rt: &Runtime, array: &ArrayObject, index: &[i64]) -> RtResult<Vec<u8>> {
    let state = &array.state;
    let _purpose = watchdog::purpose(|| format!("reading an element of '{}'", state.name));
    let _stat = crate::stat::category(crate::stat::Category::Remote);
    let placement = state.placement("dvmh_elem_read")?;
    let mapping = placement.mapping();
    let owner = (0..rt.comm.size()).find(|&p| {
        state
            .owned_box_at(mapping, mapping.grid(), &mapping.coords_of(p))
            .contains(index)
    });
    let Some(owner) = owner else {
        // ok: indices are checked against the bounds by the caller, and every element of the
        // bounds has an owner.
        return Err(RtError::collective(format!(
            "element {index:?} of {} has no owner",
            state.describe()
        )));
    };
    let layout = placement.layout();
    let mut value = vec![0u8; layout.elem_size()];
    if owner == rt.comm.rank() {
        let at = layout.byte_offset(index);
        value.copy_from_slice(&placement.storage()[at..at + layout.elem_size()]);
    }
    rt.comm.broadcast(&mut value, owner)?;
    Ok(value)
}

/// Gathers box `want` of an array (inside its bounds) on every process, column-major over
/// `want`: the remote buffer of REMOTE_ACCESS. Collective over all processes; each may want a
/// different box. The boxes are exchanged first, then every process sends each peer of its
/// group the part of its own block that the peer wants (within a group every element has
/// exactly one owner).
pub fn gather_box(rt: &Runtime, array: &ArrayObject, want: &IndexBox) -> RtResult<Vec<u8>> {
    let state = &array.state;
    let _purpose = watchdog::purpose(|| format!("REMOTE_ACCESS to array '{}'", state.name));
    let placement = state.placement("dvmh_remote_create")?;
    let mapping = placement.mapping();
    let layout = placement.layout();
    let rank = state.rank();
    // Everyone's wanted box: lo_1..lo_r, hi_1..hi_r as little-endian i64.
    let mut mine = Vec::with_capacity(16 * rank);
    for v in want
        .los()
        .iter()
        .copied()
        .chain((0..rank).map(|d| want.hi(d)))
    {
        mine.extend_from_slice(&v.to_le_bytes());
    }
    let mut all = vec![0u8; mine.len() * rt.comm.size()];
    rt.comm.all_gather(&mine, &mut all)?;
    let wanted_by = |p: usize| {
        let at = p * mine.len();
        let value = |k: usize| {
            let mut b = [0u8; 8];
            b.copy_from_slice(&all[at + 8 * k..at + 8 * k + 8]);
            i64::from_le_bytes(b)
        };
        let lo: Vec<i64> = (0..rank).map(value).collect();
        let hi: Vec<i64> = (rank..2 * rank).map(value).collect();
        IndexBox::new(&lo, &hi)
    };
    let dense = DenseLayout::new(*want, layout.elem_size());
    let Some(len) = dense.checked_byte_len() else {
        return Err(RtError::local(format!(
            "the REMOTE_ACCESS buffer {want} of array '{}' is too large",
            state.name
        )));
    };
    let mut result = Vec::new();
    if result.try_reserve_exact(len).is_err() {
        return Err(RtError::local(format!(
            "cannot allocate {len} bytes for the REMOTE_ACCESS buffer {want} of array '{}'",
            state.name
        )));
    }
    result.resize(len, 0);
    let owned = placement.owned();
    let local = owned.intersect(want);
    if !local.is_empty() {
        dense.copy_from(&mut result, layout, placement.storage(), &local);
    }
    let peers: Vec<usize> = group_peers(rt, mapping).collect();
    let mut sends: Vec<(usize, Vec<u8>)> = Vec::new();
    let mut sources: Vec<(usize, IndexBox)> = Vec::new();
    for &p in &peers {
        let theirs = owned.intersect(&wanted_by(p));
        if !theirs.is_empty() {
            let mut buf = Vec::with_capacity(bytes_of(&[theirs], layout.elem_size()));
            layout.pack(placement.storage(), &theirs, &mut buf);
            sends.push((p, buf));
        }
        let from = state
            .owned_box_at(mapping, mapping.grid(), &mapping.coords_of(p))
            .intersect(want);
        if !from.is_empty() {
            sources.push((p, from));
        }
    }
    let mut bufs: Vec<Vec<u8>> = sources
        .iter()
        .map(|(_, b)| vec![0u8; bytes_of(&[*b], layout.elem_size())])
        .collect();
    {
        let refs: Vec<(usize, &[u8])> = sends.iter().map(|(p, b)| (*p, b.as_slice())).collect();
        let mut recvs: Vec<(usize, &mut [u8])> = sources
            .iter()
            .zip(bufs.iter_mut())
            .map(|((p, _), b)| (*p, b.as_mut_slice()))
            .collect();
        rt.comm.exchange(&refs, &mut recvs)?;
    }
    for ((_, b), data) in sources.iter().zip(&bufs) {
        dense.unpack(&mut result, b, data);
    }
    Ok(result)
}

/// Gathers the whole array, column-major over its declared bounds, on rank 0 (`Some` there,
/// `None` elsewhere). Collective over all processes.
pub fn gather_to_root(rt: &Runtime, array: &ArrayObject) -> RtResult<Option<Vec<u8>>> {
    let state = &array.state;
    let _purpose = watchdog::purpose(|| format!("output of array '{}'", state.name));
    let placement = state.placement("output of a distributed array")?;
    let mapping = placement.mapping();
    let grid = mapping.grid();
    let replicated = mapping.replicated_grid_dims(grid);
    // The root's group: coordinate 0 along every replicated dimension.
    let in_root_group =
        |coords: &[usize]| (0..grid.rank()).all(|g| !replicated[g] || coords[g] == 0);
    let me = rt.comm.rank();
    let my_coords = grid.coords_of(me);
    let layout = placement.layout();
    if me != 0 {
        if in_root_group(&my_coords) && !placement.owned().is_empty() {
            let mut buf = Vec::with_capacity(bytes_of(&[*placement.owned()], layout.elem_size()));
            layout.pack(placement.storage(), placement.owned(), &mut buf);
            rt.comm.exchange(&[(0, &buf)], &mut [])?;
        }
        return Ok(None);
    }
    let whole = DenseLayout::new(state.bounds, layout.elem_size());
    let mut result = Vec::new();
    let len = whole.checked_byte_len();
    if len.is_none_or(|n| result.try_reserve_exact(n).is_err()) {
        let bytes = state
            .bounds
            .byte_size(layout.elem_size())
            .map_or_else(|| format!("more than {}", u128::MAX), |n| n.to_string());
        return Err(RtError::local(format!(
            "cannot allocate {bytes} bytes to gather array '{}' for output",
            state.name
        )));
    }
    result.resize(len.unwrap_or(0), 0);
    if in_root_group(&my_coords) {
        whole.copy_from(&mut result, layout, placement.storage(), placement.owned());
    }
    let sources: Vec<(usize, IndexBox)> = (1..rt.comm.size())
        .filter_map(|p| {
            let c = grid.coords_of(p);
            if !in_root_group(&c) {
                return None;
            }
            let owned = state.owned_box_at(mapping, grid, &c);
            (!owned.is_empty()).then_some((p, owned))
        })
        .collect();
    let mut bufs: Vec<Vec<u8>> = sources
        .iter()
        .map(|(_, b)| vec![0u8; b.volume() as usize * layout.elem_size()])
        .collect();
    {
        let mut recvs: Vec<(usize, &mut [u8])> = sources
            .iter()
            .zip(bufs.iter_mut())
            .map(|((p, _), b)| (*p, b.as_mut_slice()))
            .collect();
        rt.comm.exchange(&[], &mut recvs)?;
    }
    for ((_, b), data) in sources.iter().zip(&bufs) {
        whole.unpack(&mut result, b, data);
    }
    Ok(Some(result))
}

/// The inverse of [`gather_to_root`]: rank 0 holds the whole array, column-major over its
/// declared bounds, in `whole` (`None` elsewhere), and every process stores the part it owns
/// (under replication, every copy). Collective over all processes.
pub fn scatter_from_root(
    rt: &Runtime,
    array: &mut ArrayObject,
    whole: Option<&[u8]>,
) -> RtResult<()> {
    let state = &mut array.state;
    let _purpose = watchdog::purpose(|| format!("input of array '{}'", state.name));
    let placement = state.placement("input of a distributed array")?;
    let mapping = placement.mapping().clone();
    let layout = *placement.layout();
    let my_owned = *placement.owned();
    let dense = DenseLayout::new(state.bounds, layout.elem_size());
    let me = rt.comm.rank();
    if me == 0 {
        let Some(whole) = whole else {
            return Err(RtError::local("scatter_from_root: rank 0 has no data"));
        };
        let mut sends: Vec<(usize, Vec<u8>)> = Vec::new();
        for p in 1..rt.comm.size() {
            let owned = state.owned_box_at(&mapping, mapping.grid(), &mapping.coords_of(p));
            if owned.is_empty() {
                continue;
            }
            let mut buf = Vec::with_capacity(bytes_of(&[owned], layout.elem_size()));
            dense.pack(whole, &owned, &mut buf);
            sends.push((p, buf));
        }
        if !my_owned.is_empty() {
            let mut mine = Vec::with_capacity(bytes_of(&[my_owned], layout.elem_size()));
            dense.pack(whole, &my_owned, &mut mine);
            let storage = state
                .placement_mut("input of a distributed array")?
                .storage_mut();
            layout.unpack(storage, &my_owned, &mine);
        }
        let refs: Vec<(usize, &[u8])> = sends.iter().map(|(p, b)| (*p, b.as_slice())).collect();
        return rt.comm.exchange(&refs, &mut []);
    }
    if my_owned.is_empty() {
        return Ok(());
    }
    let mut buf = vec![0u8; bytes_of(&[my_owned], layout.elem_size())];
    rt.comm.exchange(&[], &mut [(0, buf.as_mut_slice())])?;
    let storage = state
        .placement_mut("input of a distributed array")?
        .storage_mut();
    layout.unpack(storage, &my_owned, &buf);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_without_corners_and_whole_shadow_with_them() {
        let owned = IndexBox::new(&[5, 5], &[8, 8]);
        let stored = IndexBox::new(&[4, 4], &[9, 9]);
        let faces = shadow_parts(&stored, &owned, false);
        assert_eq!(
            faces,
            vec![
                IndexBox::new(&[4, 5], &[9, 8]),
                IndexBox::new(&[5, 4], &[8, 9])
            ]
        );
        // A diagonal neighbour's owned block meets no face, only the corner shadow.
        let diagonal = IndexBox::new(&[9, 9], &[12, 12]);
        assert!(intersections(&faces, &diagonal).is_empty());
        let with_corner = shadow_parts(&stored, &owned, true);
        assert_eq!(
            intersections(&with_corner, &diagonal),
            vec![IndexBox::new(&[9, 9], &[9, 9])]
        );
        // A side neighbour gets its face strip.
        let right = IndexBox::new(&[5, 9], &[8, 12]);
        assert_eq!(
            intersections(&faces, &right),
            vec![IndexBox::new(&[5, 9], &[8, 9])]
        );
        assert!(shadow_parts(&stored, &IndexBox::empty(2), true).is_empty());
    }
}

//! Which shadow elements of a distributed array hold current values: the run-time locality
//! check of checked builds (`-fcheck=bounds`) reports a read of a stale one.
//!
//! Why: a shadow element is stored on the process, so reading it never faults and the
//! "is it stored here" check passes, but its value is the owner's as of the last renewal. A
//! program that forgets a SHADOW_RENEW after a loop writes the array, or CORNER before a
//! loop that reads a diagonal neighbour, silently prints wrong results. So each array keeps
//! the boxes of elements that parallel loops wrote since the last renewal, one list for the
//! edge elements (cleared by every renewal) and one for the corner elements (cleared only by
//! a renewal with CORNER); a shadow element inside one of them is stale.
//!
//! Writes are known from the checked stores of compiled code ([`ShadowCurrency::record_write`]:
//! each thread widens the array's hull of written indices) in the loops the compiler says
//! write the array (`dvmh_loop_writes`). After such a loop every process's hull is gathered
//! ([`after_loop`]), so each process knows what its neighbours changed, also when it ran no
//! iterations itself. Only stores in parallel loops make shadows stale: outside them an
//! element is written on every process that stores it (`dvmh_elem_write`). REDISTRIBUTE and
//! REALIGN leave every shadow element stale (the new storage's edges are zeroed).

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::RwLock;

use crate::array::ArrayObject;
use crate::boxes::{IndexBox, MAX_RANK};
use crate::fault::RtResult;
use crate::state::Runtime;

/// A list longer than this is replaced by its bounding box.
const MAX_BOXES: usize = 32;

/// Where a stale shadow element lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stale {
    /// Outside the owned part in one dimension: renewed by any SHADOW_RENEW.
    Edge,
    /// Outside it in two or more dimensions: renewed only by SHADOW_RENEW with CORNER.
    Corner,
}

/// The stale parts of one array's shadow edges, and this process's writes in the running loop.
pub struct ShadowCurrency {
    stale: RwLock<(Vec<IndexBox>, Vec<IndexBox>)>,
    hull_lo: [AtomicI64; MAX_RANK],
    hull_hi: [AtomicI64; MAX_RANK],
}

impl Default for ShadowCurrency {
    fn default() -> Self {
        ShadowCurrency {
            stale: RwLock::new((Vec::new(), Vec::new())),
            hull_lo: std::array::from_fn(|_| AtomicI64::new(i64::MAX)),
            hull_hi: std::array::from_fn(|_| AtomicI64::new(i64::MIN)),
        }
    }
}

impl ShadowCurrency {
    /// A checked store of element `index` in a parallel loop (any thread).
    pub fn record_write(&self, index: &[i64]) {
        for (d, &i) in index.iter().enumerate().take(MAX_RANK) {
            self.hull_lo[d].fetch_min(i, Ordering::Relaxed);
            self.hull_hi[d].fetch_max(i, Ordering::Relaxed);
        }
    }

    /// This process's hull of writes since the last call (empty without writes), reset.
    fn take_hull(&self, rank: usize) -> IndexBox {
        let lo: Vec<i64> = (0..rank)
            .map(|d| self.hull_lo[d].swap(i64::MAX, Ordering::Relaxed))
            .collect();
        let hi: Vec<i64> = (0..rank)
            .map(|d| self.hull_hi[d].swap(i64::MIN, Ordering::Relaxed))
            .collect();
        IndexBox::new(&lo, &hi)
    }

    /// Elements of `b` were changed by their owner: stale in every other process's shadows.
    fn written(&self, b: IndexBox) {
        if b.is_empty() {
            return;
        }
        let mut stale = self.stale.write().unwrap_or_else(|e| e.into_inner());
        add_box(&mut stale.0, b);
        add_box(&mut stale.1, b);
    }

    /// A renewal of the edges (with `corner`: and the corners) from their owners.
    pub fn renewed(&self, corner: bool) {
        let mut stale = self.stale.write().unwrap_or_else(|e| e.into_inner());
        stale.0.clear();
        if corner {
            stale.1.clear();
        }
    }

    /// Every shadow element of an array with bounds `bounds` is stale (a new mapping).
    pub fn all_stale(&self, bounds: &IndexBox) {
        let mut stale = self.stale.write().unwrap_or_else(|e| e.into_inner());
        *stale = (vec![*bounds], vec![*bounds]);
    }

    /// Is element `index`, stored on this process but outside its `owned` part, stale?
    pub fn stale(&self, index: &[i64], owned: &IndexBox) -> Option<Stale> {
        let outside = (0..owned.rank())
            .filter(|&d| index[d] < owned.lo(d) || index[d] > owned.hi(d))
            .count();
        let stale = self.stale.read().unwrap_or_else(|e| e.into_inner());
        let (list, kind) = match outside {
            0 => return None,
            1 => (&stale.0, Stale::Edge),
            _ => (&stale.1, Stale::Corner),
        };
        list.iter().any(|b| b.contains(index)).then_some(kind)
    }
}

/// Adds `b` to a list of boxes, dropping boxes it covers; a long list becomes its hull.
fn add_box(list: &mut Vec<IndexBox>, b: IndexBox) {
    if list.iter().any(|x| covers(x, &b)) {
        return;
    }
    list.retain(|x| !covers(&b, x));
    list.push(b);
    if list.len() > MAX_BOXES {
        let mut hull = list[0];
        for x in &list[1..] {
            hull = bounding(&hull, x);
        }
        *list = vec![hull];
    }
}

fn covers(outer: &IndexBox, inner: &IndexBox) -> bool {
    (0..inner.rank()).all(|d| outer.lo(d) <= inner.lo(d) && inner.hi(d) <= outer.hi(d))
}

fn bounding(a: &IndexBox, b: &IndexBox) -> IndexBox {
    let lo: Vec<i64> = (0..a.rank()).map(|d| a.lo(d).min(b.lo(d))).collect();
    let hi: Vec<i64> = (0..a.rank()).map(|d| a.hi(d).max(b.hi(d))).collect();
    IndexBox::new(&lo, &hi)
}

/// After a parallel loop that writes `arrays` (the same list on every process; collective):
/// every process's hull of checked writes becomes stale in the shadows of the others.
pub fn after_loop(rt: &Runtime, arrays: &[*mut ArrayObject]) -> RtResult<()> {
    if arrays.is_empty() {
        return Ok(());
    }
    let per_array = 2 * MAX_RANK * 8;
    let mut mine = Vec::with_capacity(arrays.len() * per_array);
    for &a in arrays {
        // SAFETY: live handles checked by `dvmh_loop_writes`; only read here.
        let state = unsafe { &(*a).state };
        let hull = state.shadows.take_hull(state.rank());
        for d in 0..MAX_RANK {
            let (lo, hi) = if d < hull.rank() {
                (hull.lo(d), hull.hi(d))
            } else {
                (0, 0)
            };
            mine.extend_from_slice(&lo.to_le_bytes());
            mine.extend_from_slice(&hi.to_le_bytes());
        }
    }
    let mut all = vec![0u8; mine.len() * rt.comm.size()];
    rt.comm.all_gather(&mine, &mut all)?;
    let word = |at: usize| i64::from_le_bytes(all[at..at + 8].try_into().unwrap_or([0; 8]));
    for p in 0..rt.comm.size() {
        for (k, &a) in arrays.iter().enumerate() {
            // SAFETY: as above.
            let state = unsafe { &(*a).state };
            let rank = state.rank();
            let base = (p * arrays.len() + k) * per_array;
            let lo: Vec<i64> = (0..rank).map(|d| word(base + 16 * d)).collect();
            let hi: Vec<i64> = (0..rank).map(|d| word(base + 16 * d + 8)).collect();
            state.shadows.written(IndexBox::new(&lo, &hi));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edges_and_corners_become_current_by_their_renewals() {
        let s = ShadowCurrency::default();
        let owned = IndexBox::new(&[1, 1], &[4, 4]);
        s.written(IndexBox::new(&[5, 1], &[8, 8]));
        assert_eq!(s.stale(&[5, 2], &owned), Some(Stale::Edge));
        assert_eq!(s.stale(&[5, 5], &owned), Some(Stale::Corner));
        assert_eq!(s.stale(&[2, 2], &owned), None);
        s.renewed(false);
        assert_eq!(s.stale(&[5, 2], &owned), None);
        assert_eq!(s.stale(&[5, 5], &owned), Some(Stale::Corner));
        s.renewed(true);
        assert_eq!(s.stale(&[5, 5], &owned), None);
    }

    #[test]
    fn writes_outside_the_shadows_leave_them_current() {
        let s = ShadowCurrency::default();
        let owned = IndexBox::new(&[1], &[4]);
        s.record_write(&[7]);
        s.record_write(&[6]);
        let hull = s.take_hull(1);
        assert_eq!((hull.lo(0), hull.hi(0)), (6, 7));
        s.written(hull);
        assert_eq!(s.stale(&[5], &owned), None);
        assert!(s.take_hull(1).is_empty());
    }

    #[test]
    fn long_lists_become_their_hull() {
        let mut list = Vec::new();
        for i in 0..(MAX_BOXES as i64 + 1) {
            add_box(&mut list, IndexBox::new(&[2 * i], &[2 * i]));
        }
        assert_eq!(list.len(), 1);
        assert!(list[0].contains(&[1]));
        add_box(&mut list, IndexBox::new(&[3], &[3]));
        assert_eq!(list.len(), 1);
    }
}

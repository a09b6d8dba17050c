//! Sub-array actuality (seed 000 ch. 3): parts of an array whose host copy is current while
//! the array as a whole has newer values on the device.
//!
//! `GET_ACTUAL(A(1:10, 5))` (C `get_actual(A[0:9][5])`) downloads only that section of the
//! device copy and records it here, so that host code reading elements inside it (a
//! HOST_SECTION printing them) downloads nothing more; an element outside every recorded part
//! still brings the whole array back. `ACTUAL` of a section uploads only that section when
//! the device copy is current. A device loop that writes the array forgets the parts (the
//! host copy is then stale everywhere). Parts are kept as a short list of boxes, each checked
//! on its own: a section covered only by several of them together is downloaded again, which
//! is correct, merely not minimal.

use crate::boxes::IndexBox;

/// At most this many parts are remembered (the oldest is forgotten first).
const MAX_PARTS: usize = 16;

/// Boxes (in the array's index space) where the host copy is current.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HostParts {
    parts: Vec<IndexBox>,
}

impl HostParts {
    /// Is all of `section` inside one recorded part?
    pub fn covers(&self, section: &IndexBox) -> bool {
        section.is_empty() || self.parts.iter().any(|p| p.intersect(section) == *section)
    }

    /// Is element `index` inside a recorded part?
    pub fn covers_index(&self, index: &[i64]) -> bool {
        self.parts.iter().any(|p| p.contains(index))
    }

    /// The host copy is now current in `section` as well.
    pub fn add(&mut self, section: IndexBox) {
        if section.is_empty() || self.covers(&section) {
            return;
        }
        self.parts.retain(|p| section.intersect(p) != *p);
        if self.parts.len() == MAX_PARTS {
            self.parts.remove(0);
        }
        self.parts.push(section);
    }

    /// The host copy is stale everywhere again (or current everywhere: parts are moot).
    pub fn clear(&mut self) {
        self.parts.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(lo: &[i64], hi: &[i64]) -> IndexBox {
        IndexBox::new(lo, hi)
    }

    #[test]
    fn parts_cover_their_sections_and_elements() {
        let mut h = HostParts::default();
        assert!(!h.covers(&b(&[1, 5], &[10, 5])));
        h.add(b(&[1, 5], &[10, 5]));
        assert!(h.covers(&b(&[2, 5], &[4, 5])));
        assert!(h.covers_index(&[10, 5]));
        assert!(!h.covers_index(&[11, 5]));
        assert!(!h.covers(&b(&[1, 4], &[10, 5])));
        // A larger part replaces the ones inside it.
        h.add(b(&[1, 1], &[20, 8]));
        assert_eq!(h.parts.len(), 1);
        assert!(h.covers(&b(&[1, 4], &[10, 5])));
        h.clear();
        assert!(!h.covers_index(&[1, 1]));
        for k in 0..40 {
            h.add(b(&[k], &[k]));
        }
        assert_eq!(h.parts.len(), MAX_PARTS);
        assert!(h.covers_index(&[39]) && !h.covers_index(&[0]));
    }
}

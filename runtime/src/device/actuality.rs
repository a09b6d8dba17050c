//! Which copies of an array hold its current values (seed 000, chapter 3), per sub-range of
//! its local storage (owned block and shadow edges): a loop that writes part of an array
//! (the interior `2:N-1`, or its share of a loop split between the CPU and the GPU) leaves
//! the other copy stale only in that part, so the next access moves only it.
//!
//! The rules are pure state transitions, so they are tested here without any device; the
//! transfers they ask for are made by the caller ([`super::Device`]). At least one copy is
//! always current.

use crate::boxes::IndexBox;

/// Where one copy of an array is stale (holds older values than the other copy).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stale {
    /// The copy is current.
    Nowhere,
    /// Stale only inside these boxes of the array's index space (what the other side's
    /// loops wrote since: the iteration blocks mapped through the written arrays'
    /// footprints); current elsewhere.
    Parts(Vec<IndexBox>),
    /// Stale everywhere (or where is not known).
    Everywhere,
}

/// At most this many stale boxes are remembered per copy; one more makes it stale everywhere.
const MAX_STALE_PARTS: usize = 16;

impl Stale {
    pub fn is_nowhere(&self) -> bool {
        *self == Stale::Nowhere
    }

    pub fn is_everywhere(&self) -> bool {
        *self == Stale::Everywhere
    }

    /// The copy is (also) stale in `part` now.
    pub fn add(&mut self, part: IndexBox) {
        if part.is_empty() {
            return;
        }
        match self {
            Stale::Nowhere => *self = Stale::Parts(vec![part]),
            Stale::Parts(parts) => {
                if parts.iter().any(|p| p.intersect(&part) == part) {
                    return;
                }
                parts.retain(|p| part.intersect(p) != *p);
                if parts.len() == MAX_STALE_PARTS {
                    *self = Stale::Everywhere;
                } else {
                    parts.push(part);
                }
            }
            Stale::Everywhere => {}
        }
    }

    /// Is element `index` stale?
    pub fn at(&self, index: &[i64]) -> bool {
        match self {
            Stale::Nowhere => false,
            Stale::Parts(parts) => parts.iter().any(|p| p.contains(index)),
            Stale::Everywhere => true,
        }
    }

    /// Is any element of `section` stale?
    pub fn meets(&self, section: &IndexBox) -> bool {
        match self {
            Stale::Nowhere => false,
            Stale::Parts(parts) => parts.iter().any(|p| !p.intersect(section).is_empty()),
            Stale::Everywhere => !section.is_empty(),
        }
    }

    /// The copy is current in `section` now (it was just made so, or declared so): the stale
    /// parts lose what lies inside it; `whole` is everything the copy holds. When what is left
    /// takes more boxes than are remembered, nothing changes (stale where it may not be is
    /// only another transfer later, never a wrong value: the other copy is current there).
    pub fn remove(&mut self, section: &IndexBox, whole: &IndexBox) {
        let parts: Vec<IndexBox> = match self {
            Stale::Nowhere => return,
            Stale::Parts(parts) => parts.clone(),
            Stale::Everywhere => vec![*whole],
        };
        let left: Vec<IndexBox> = parts.iter().flat_map(|p| subtract(p, section)).collect();
        if left.len() > MAX_STALE_PARTS {
            return;
        }
        *self = if left.is_empty() {
            Stale::Nowhere
        } else {
            Stale::Parts(left)
        };
    }

    /// The stale boxes inside `section` (`section` itself when stale everywhere).
    pub fn within(&self, section: &IndexBox) -> Vec<IndexBox> {
        match self {
            Stale::Nowhere => Vec::new(),
            Stale::Parts(parts) => parts
                .iter()
                .map(|p| p.intersect(section))
                .filter(|b| !b.is_empty())
                .collect(),
            Stale::Everywhere => vec![*section],
        }
    }
}

/// `p` without `cut`, as disjoint boxes: along each dimension in turn, the slices of what is
/// left below and above `cut`.
fn subtract(p: &IndexBox, cut: &IndexBox) -> Vec<IndexBox> {
    let cut = p.intersect(cut);
    if cut.is_empty() {
        return vec![*p];
    }
    let mut out = Vec::new();
    let mut rest = *p;
    for d in 0..p.rank() {
        if rest.lo(d) < cut.lo(d) {
            out.push(rest.with_dim(d, rest.lo(d), cut.lo(d) - 1));
        }
        if rest.hi(d) > cut.hi(d) {
            out.push(rest.with_dim(d, cut.hi(d) + 1, rest.hi(d)));
        }
        rest = rest.with_dim(d, cut.lo(d), cut.hi(d));
    }
    out
}

/// The state of one array that has a device copy: where each copy is stale. Every element
/// is current in at least one copy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actuality {
    pub host: Stale,
    pub device: Stale,
}

impl Actuality {
    /// A device copy just allocated: nothing in it yet.
    pub const NEW: Actuality = Actuality {
        host: Stale::Nowhere,
        device: Stale::Everywhere,
    };

    /// A device loop is about to use the array: what must be uploaded first (the device
    /// copy is current after it).
    pub fn use_on_device(&mut self) -> Stale {
        std::mem::replace(&mut self.device, Stale::Nowhere)
    }

    /// A device loop (with the device copy current) wrote `part` of the array (`None`: all of
    /// it, or where is not known): the host copy is stale there.
    pub fn written_on_device(&mut self, part: Option<IndexBox>) {
        match part {
            Some(b) => self.host.add(b),
            None => {
                self.device = Stale::Nowhere;
                self.host = Stale::Everywhere;
            }
        }
    }

    /// Host code is about to read the array: what must be downloaded first (the host copy
    /// is current after it).
    pub fn use_on_host(&mut self) -> Stale {
        std::mem::replace(&mut self.host, Stale::Nowhere)
    }

    /// Host code (with the host copy current) wrote `part` of the array (`None`: all of it,
    /// or where is not known), or `ACTUAL` declared the host copy current: the device copy
    /// is stale there.
    pub fn written_on_host(&mut self, part: Option<IndexBox>) {
        match part {
            Some(b) => self.device.add(b),
            None => {
                self.host = Stale::Nowhere;
                self.device = Stale::Everywhere;
            }
        }
    }
}

/// The data direction of an array in a region (seed 000 §1.1 and §3.4.2), as the bit set the
/// compiler passes: IN = 1 (actual values needed on entry), OUT = 2 (written, the new values
/// used afterwards), LOCAL = 4 (written, the new values not used afterwards). INOUT = 3 and
/// INLOCAL = 5; OUT and LOCAL together mean OUT.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Intent(pub i32);

impl Intent {
    pub const IN: i32 = 1;
    pub const OUT: i32 = 2;
    pub const LOCAL: i32 = 4;

    /// A valid bit set: at least one of the three bits, no other bits.
    pub fn checked(bits: i32) -> Option<Intent> {
        (bits > 0 && bits & !(Self::IN | Self::OUT | Self::LOCAL) == 0).then_some(Intent(bits))
    }

    /// The region needs the current values on entry.
    pub fn reads_in(self) -> bool {
        self.0 & Self::IN != 0
    }

    /// The region writes the array.
    pub fn writes(self) -> bool {
        self.0 & (Self::OUT | Self::LOCAL) != 0
    }

    /// The region's new values are not used after it (LOCAL or INLOCAL).
    pub fn local_only(self) -> bool {
        self.0 & Self::LOCAL != 0 && self.0 & Self::OUT == 0
    }

    /// Two clauses naming one array (`IN(A) OUT(A)` is INOUT).
    pub fn merge(self, other: Intent) -> Intent {
        Intent(self.0 | other.0)
    }

    /// For logs: `IN`, `OUT`, `INOUT`, `LOCAL`, `INLOCAL`.
    pub fn name(self) -> &'static str {
        match (self.reads_in(), self.0 & Self::OUT != 0, self.local_only()) {
            (true, true, _) => "INOUT",
            (false, true, _) => "OUT",
            (true, false, true) => "INLOCAL",
            (false, false, true) => "LOCAL",
            _ => "IN",
        }
    }
}

impl Actuality {
    /// Region entry with data direction `intent` (seed 000 §3.4.2): whether the device copy
    /// must be uploaded first (IN parts need the current values; OUT and LOCAL do not). A
    /// written array's device copy is then declared current and the host copy stale, before
    /// any loop runs.
    pub fn enter_region(&mut self, intent: Intent) -> Stale {
        let upload = if intent.reads_in() {
            self.use_on_device()
        } else {
            Stale::Nowhere
        };
        if intent.writes() {
            self.written_on_device(None);
        }
        upload
    }

    /// Region entry with data direction `intent` for `section` of the array only (`whole`:
    /// all the copies hold): returns the stale boxes of the device copy inside the section,
    /// to be uploaded now when the region reads it in (none otherwise). The device copy is
    /// then current in the section (uploaded, or, for OUT, declared so: the region writes it
    /// all), and a written section leaves the host copy stale there. Outside the section
    /// nothing changes: the region's loops move what they use there.
    pub fn enter_region_section(
        &mut self,
        intent: Intent,
        section: &IndexBox,
        whole: &IndexBox,
    ) -> Vec<IndexBox> {
        let upload = if intent.reads_in() {
            self.device.within(section)
        } else {
            Vec::new()
        };
        if intent.reads_in() || intent.writes() {
            self.device.remove(section, whole);
        }
        if intent.writes() {
            self.host.add(*section);
        }
        upload
    }

    /// Region exit of a LOCAL or INLOCAL array: its new values are dropped, not downloaded, so
    /// the host copy (current at entry: every region starts with all host copies current)
    /// is the current one and the device copy stale.
    pub fn drop_local(&mut self) {
        self.host = Stale::Nowhere;
        self.device = Stale::Everywhere;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(lo: &[i64], hi: &[i64]) -> IndexBox {
        IndexBox::new(lo, hi)
    }

    #[test]
    fn transfers_only_when_the_other_copy_is_newer() {
        let mut a = Actuality::NEW;
        assert!(
            a.use_on_device().is_everywhere(),
            "first device use uploads"
        );
        assert!(a.use_on_device().is_nowhere(), "the device copy is kept");
        assert!(
            a.use_on_host().is_nowhere(),
            "reading on the device changes nothing"
        );
        a.written_on_device(None);
        assert!(a.use_on_device().is_nowhere());
        assert!(
            a.use_on_host().is_everywhere(),
            "a device write makes the host stale"
        );
        assert!(a.use_on_host().is_nowhere());
        assert!(
            a.use_on_device().is_nowhere(),
            "a download leaves both current"
        );
        a.written_on_host(None);
        assert!(
            a.use_on_device().is_everywhere(),
            "a host write makes the device stale"
        );
        a.written_on_device(None);
        a.written_on_host(None); // ACTUAL after a device write: the host copy wins
        assert_eq!(
            a,
            Actuality {
                host: Stale::Nowhere,
                device: Stale::Everywhere
            }
        );
    }

    #[test]
    fn partial_writes_leave_the_other_copy_stale_only_there() {
        let mut a = Actuality::NEW;
        a.use_on_device();
        // A device loop writes the interior, then a split loop: the device its rows, the
        // host the others.
        a.written_on_device(Some(b(&[2, 2], &[9, 9])));
        assert!(a.host.at(&[5, 5]) && !a.host.at(&[1, 5]));
        assert_eq!(a.use_on_host(), Stale::Parts(vec![b(&[2, 2], &[9, 9])]));
        a.written_on_device(Some(b(&[1, 1], &[5, 10])));
        a.written_on_host(Some(b(&[6, 1], &[10, 10])));
        assert!(a.host.meets(&b(&[5, 5], &[6, 6])));
        assert!(!a.host.meets(&b(&[6, 1], &[10, 10])));
        assert_eq!(
            a.host.within(&b(&[4, 1], &[10, 1])),
            vec![b(&[4, 1], &[5, 1])]
        );
        assert_eq!(a.use_on_device(), Stale::Parts(vec![b(&[6, 1], &[10, 10])]));
        // A box inside a stale one adds nothing; one around them replaces them.
        a.written_on_device(Some(b(&[2, 2], &[3, 3])));
        a.written_on_device(Some(b(&[1, 1], &[10, 10])));
        assert_eq!(a.host, Stale::Parts(vec![b(&[1, 1], &[10, 10])]));
        // Too many parts: stale everywhere.
        let mut s = Stale::Nowhere;
        for k in 0..=MAX_STALE_PARTS as i64 {
            s.add(b(&[k], &[k]));
        }
        assert!(s.is_everywhere());
        s.add(b(&[1], &[0]));
        assert!(s.is_everywhere());
    }

    #[test]
    fn sections_leave_the_rest_of_the_array_alone() {
        let whole = b(&[1, 1], &[10, 8]);
        let intent = |bits| Intent::checked(bits).unwrap();
        // IN of a column: only it is uploaded; the device copy stays stale elsewhere.
        let mut a = Actuality::NEW;
        let col = b(&[1, 5], &[10, 5]);
        assert_eq!(a.enter_region_section(intent(1), &col, &whole), vec![col]);
        assert!(!a.device.meets(&col) && a.device.at(&[1, 4]) && a.device.at(&[3, 6]));
        assert!(a.host.is_nowhere());
        assert!(
            a.enter_region_section(intent(1), &b(&[2, 5], &[4, 5]), &whole)
                .is_empty(),
            "already current there"
        );
        // OUT of a block: no upload, the host copy stale only there.
        let blk = b(&[1, 1], &[4, 2]);
        assert!(a.enter_region_section(intent(2), &blk, &whole).is_empty());
        assert_eq!(a.host, Stale::Parts(vec![blk]));
        assert!(!a.device.meets(&blk));
        // INOUT of a box the device holds partly: only the stale part moves.
        let mut a = Actuality::NEW;
        a.enter_region_section(intent(1), &col, &whole);
        let up = a.enter_region_section(intent(3), &b(&[1, 4], &[2, 5]), &whole);
        assert_eq!(up, vec![b(&[1, 4], &[2, 4])]);
        assert!(a.host.at(&[1, 5]) && !a.host.at(&[3, 5]));
        // Subtraction leaves disjoint boxes that cover the rest exactly.
        let left = subtract(&whole, &b(&[3, 3], &[5, 9]));
        let cells: u64 = left.iter().map(|p| p.volume()).sum();
        assert_eq!(cells, whole.volume() - 3 * 6);
        assert!(left
            .iter()
            .all(|p| p.intersect(&b(&[3, 3], &[5, 8])).is_empty()));
    }

    #[test]
    fn region_entry_follows_the_data_directions() {
        let intent = |bits| Intent::checked(bits).unwrap();
        // IN: uploaded once, host stays current.
        let mut a = Actuality::NEW;
        assert!(a.enter_region(intent(1)).is_everywhere());
        assert!(a.host.is_nowhere() && a.device.is_nowhere());
        assert!(
            a.enter_region(intent(1)).is_nowhere(),
            "already current on the device"
        );
        // OUT: no upload, the device copy is the current one.
        let mut a = Actuality::NEW;
        assert!(a.enter_region(intent(2)).is_nowhere());
        assert!(a.host.is_everywhere() && a.device.is_nowhere());
        assert!(
            a.use_on_device().is_nowhere(),
            "a loop does not upload it either"
        );
        // INOUT and INLOCAL: uploaded, then written.
        for bits in [3, 5] {
            let mut a = Actuality::NEW;
            assert!(a.enter_region(intent(bits)).is_everywhere());
            assert!(a.host.is_everywhere() && a.device.is_nowhere());
        }
        // LOCAL: no upload, and at exit no download.
        let mut a = Actuality::NEW;
        assert!(a.enter_region(intent(4)).is_nowhere());
        a.drop_local();
        assert!(a.use_on_host().is_nowhere());
        assert!(
            a.use_on_device().is_everywhere(),
            "the next region uploads the host values again"
        );
        assert_eq!(Intent::checked(0), None);
        assert_eq!(Intent::checked(8), None);
        assert_eq!(intent(1).merge(intent(4)).name(), "INLOCAL");
        assert_eq!(intent(6).name(), "OUT");
        assert!(!intent(6).local_only());
    }
}

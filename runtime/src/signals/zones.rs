//! Which distributed array (or which loop's reduction accumulators) a guard zone belongs to,
//! for the fault handler.
//!
//! `storage` fences every local part with inaccessible zones; an access there is an index past
//! a bound of that array. The handler runs on a thread that crashed anywhere, so it may neither
//! allocate nor wait for a lock: the registry is a fixed table of slots written under a mutex
//! (by whoever creates and frees arrays) and read without one, each slot guarded by a sequence
//! number (a seqlock) so that a reader never trusts a slot that changed while it read it.
//! Arrays beyond the table's capacity are simply not named in crash reports.

use std::ops::Range;
use std::sync::atomic::{fence, AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::Mutex;

/// Arrays whose zones can be named at the same time.
const SLOTS: usize = 1024;
/// Bytes of an array name kept (Fortran names have at most 63 characters).
pub const NAME_BYTES: usize = 64;

/// Where a faulting address lies relative to an array's local part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Below,
    Above,
}

/// What the fenced memory holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// The local part of the named distributed array.
    ArrayPart,
    /// The threads' accumulators of a parallel loop's reduction variables.
    Reductions,
}

/// A faulting address inside a registered guard zone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hit {
    pub side: Side,
    pub owner: Owner,
    /// The length of the name copied out (0 for reductions).
    pub name_len: usize,
}

struct Slot {
    /// 0: free; odd: being changed; even: live, with a number unique to the registration.
    seq: AtomicU64,
    below_start: AtomicUsize,
    below_end: AtomicUsize,
    above_start: AtomicUsize,
    above_end: AtomicUsize,
    /// 0: an array's part, 1: reduction accumulators.
    owner: AtomicU8,
    name_len: AtomicUsize,
    name: [AtomicU8; NAME_BYTES],
}

impl Slot {
    const fn new() -> Slot {
        Slot {
            seq: AtomicU64::new(0),
            below_start: AtomicUsize::new(0),
            below_end: AtomicUsize::new(0),
            above_start: AtomicUsize::new(0),
            above_end: AtomicUsize::new(0),
            owner: AtomicU8::new(0),
            name_len: AtomicUsize::new(0),
            name: [const { AtomicU8::new(0) }; NAME_BYTES],
        }
    }
}

static TABLE: [Slot; SLOTS] = [const { Slot::new() }; SLOTS];
/// One more than the highest slot ever used: readers look no further.
static USED: AtomicUsize = AtomicUsize::new(0);
/// Serialises the writers.
static WRITERS: Mutex<u64> = Mutex::new(0);

/// The registration of one array's zones; dropping it forgets them.
#[derive(Debug)]
pub struct Registration {
    slot: Option<usize>,
}

fn lock_writers() -> std::sync::MutexGuard<'static, u64> {
    match WRITERS.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// Remembers that `below` and `above` fence the local part of array `name`.
pub fn register(below: Range<usize>, above: Range<usize>, name: &str) -> Registration {
    register_owner(below, above, Owner::ArrayPart, name)
}

/// Remembers that `below` and `above` fence reduction accumulators.
pub fn register_reductions(below: Range<usize>, above: Range<usize>) -> Registration {
    register_owner(below, above, Owner::Reductions, "")
}

fn register_owner(
    below: Range<usize>,
    above: Range<usize>,
    owner: Owner,
    name: &str,
) -> Registration {
    let mut generation = lock_writers();
    let Some(index) = TABLE
        .iter()
        .position(|s| s.seq.load(Ordering::Relaxed) == 0)
    else {
        return Registration { slot: None };
    };
    *generation += 2;
    let slot = &TABLE[index];
    slot.seq.store(*generation - 1, Ordering::Relaxed);
    fence(Ordering::Release);
    slot.below_start.store(below.start, Ordering::Relaxed);
    slot.below_end.store(below.end, Ordering::Relaxed);
    slot.above_start.store(above.start, Ordering::Relaxed);
    slot.above_end.store(above.end, Ordering::Relaxed);
    slot.owner.store(owner as u8, Ordering::Relaxed);
    let bytes = name.as_bytes();
    let mut n = bytes.len().min(NAME_BYTES);
    while !name.is_char_boundary(n) {
        n -= 1;
    }
    for (dst, &b) in slot.name.iter().zip(&bytes[..n]) {
        dst.store(b, Ordering::Relaxed);
    }
    slot.name_len.store(n, Ordering::Relaxed);
    slot.seq.store(*generation, Ordering::Release);
    USED.fetch_max(index + 1, Ordering::Release);
    Registration { slot: Some(index) }
}

impl Drop for Registration {
    fn drop(&mut self) {
        if let Some(index) = self.slot {
            let generation = lock_writers();
            let slot = &TABLE[index];
            slot.seq.store(*generation + 1, Ordering::Relaxed);
            fence(Ordering::Release);
            slot.seq.store(0, Ordering::Release);
        }
    }
}

/// The guard zone containing `addr`: which side of what, with the array's name copied into
/// `name`. Safe to call from a signal handler.
pub fn find(addr: usize, name: &mut [u8; NAME_BYTES]) -> Option<Hit> {
    let used = USED.load(Ordering::Acquire).min(SLOTS);
    for slot in &TABLE[..used] {
        let seq = slot.seq.load(Ordering::Acquire);
        if seq == 0 || seq % 2 == 1 {
            continue;
        }
        let below =
            slot.below_start.load(Ordering::Relaxed)..slot.below_end.load(Ordering::Relaxed);
        let above =
            slot.above_start.load(Ordering::Relaxed)..slot.above_end.load(Ordering::Relaxed);
        let side = if below.contains(&addr) {
            Side::Below
        } else if above.contains(&addr) {
            Side::Above
        } else {
            continue;
        };
        let owner = match slot.owner.load(Ordering::Relaxed) {
            0 => Owner::ArrayPart,
            _ => Owner::Reductions,
        };
        let len = slot.name_len.load(Ordering::Relaxed).min(NAME_BYTES);
        for (dst, src) in name.iter_mut().zip(&slot.name[..len]) {
            *dst = src.load(Ordering::Relaxed);
        }
        fence(Ordering::Acquire);
        if slot.seq.load(Ordering::Relaxed) == seq {
            return Some(Hit {
                side,
                owner,
                name_len: len,
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zones_are_found_by_address_until_unregistered() {
        // Addresses far from anything real: the table is global to the test process.
        let base = usize::MAX - (1 << 20);
        let a = register(base..base + 100, base + 200..base + 300, "ALPHA");
        let b = register(base + 400..base + 500, base + 600..base + 700, "B");
        let mut name = [0u8; NAME_BYTES];
        let hit = |side, name_len| {
            Some(Hit {
                side,
                owner: Owner::ArrayPart,
                name_len,
            })
        };
        assert_eq!(find(base + 250, &mut name), hit(Side::Above, 5));
        assert_eq!(&name[..5], b"ALPHA");
        assert_eq!(find(base + 400, &mut name), hit(Side::Below, 1));
        assert_eq!(&name[..1], b"B");
        assert_eq!(find(base + 150, &mut name), None);
        drop(a);
        assert_eq!(find(base + 250, &mut name), None);
        assert_eq!(find(base + 650, &mut name), hit(Side::Above, 1));
        let r = register_reductions(base + 800..base + 900, base + 1000..base + 1100);
        assert_eq!(
            find(base + 1050, &mut name),
            Some(Hit {
                side: Side::Above,
                owner: Owner::Reductions,
                name_len: 0
            })
        );
        drop(r);
        drop(b);
        assert_eq!(find(base + 650, &mut name), None);
    }

    #[test]
    fn long_names_are_cut_at_a_character_boundary() {
        let base = usize::MAX - (2 << 20);
        let long = format!("{}é", "X".repeat(NAME_BYTES - 1));
        let _r = register(base..base + 10, base + 20..base + 30, &long);
        let mut name = [0u8; NAME_BYTES];
        let hit = find(base + 5, &mut name).unwrap();
        assert_eq!(hit.name_len, NAME_BYTES - 1);
    }
}

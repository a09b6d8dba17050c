//! Structures with ALLOCATABLE components (Fortran derived types): the deep copy intrinsic
//! assignment needs and the deallocation of the components when the structure goes.
//!
//! The compiled code passes a constant table of the type's allocatable parts (made by the
//! compiler's `sema::deep_types`, which documents the format): `i64` words, word 0 the
//! index of the type's entry, an entry `[n, n × [kind, offset, a, b, sub]]` with kind 1 an
//! allocatable array component (descriptor at `offset`, rank `a`, elements of `b` bytes,
//! `sub` the elements' entry or -1) and kind 2 a component of derived type (`a` structures
//! `b` bytes apart, `sub` their entry); kind 3 is a deferred-length CHARACTER component,
//! whose descriptor holds the address and the length in bytes. Components are allocated and freed through
//! [`dvmh_allocate`] and [`dvmh_deallocate`], as ALLOCATE and DEALLOCATE do.

use super::memory::{dvmh_allocate, dvmh_deallocate};

/// The table as words (read unaligned: it is a byte constant of the compiled code).
struct Table {
    words: Vec<i64>,
}

impl Table {
    /// # Safety
    /// `table` points to `len` readable words (or is null with `len == 0`).
    unsafe fn new(table: *const i64, len: i64) -> Self {
        let len = len.clamp(0, 1 << 20) as usize;
        let mut words = Vec::with_capacity(len);
        if !table.is_null() {
            for k in 0..len {
                // SAFETY: per the contract.
                words.push(unsafe { table.add(k).read_unaligned() });
            }
        }
        Table { words }
    }

    fn word(&self, k: i64) -> i64 {
        usize::try_from(k)
            .ok()
            .and_then(|k| self.words.get(k))
            .copied()
            .unwrap_or(0)
    }

    /// The parts of the entry at `at`: `[kind, offset, a, b, sub]` each.
    fn parts(&self, at: i64) -> impl Iterator<Item = [i64; 5]> + '_ {
        let n = self.word(at).clamp(0, 1 << 16);
        (0..n).map(move |k| {
            let p = at + 1 + 5 * k;
            [
                self.word(p),
                self.word(p + 1),
                self.word(p + 2),
                self.word(p + 3),
                self.word(p + 4),
            ]
        })
    }

    fn root(&self) -> i64 {
        self.word(0)
    }
}

/// The number of elements a descriptor of rank `rank` describes.
///
/// # Safety
/// `desc` points to `1 + 2 * rank` words.
unsafe fn element_count(desc: *const i64, rank: i64) -> i64 {
    let mut n: i64 = 1;
    for k in 0..rank.clamp(0, 16) as usize {
        // SAFETY: per the contract.
        let (lo, hi) = unsafe { (desc.add(1 + 2 * k).read(), desc.add(2 + 2 * k).read()) };
        n = n.saturating_mul((hi.saturating_sub(lo).saturating_add(1)).max(0));
    }
    n
}

/// Gives each allocated component of the structure at `p` (of the entry `at`) a copy of
/// the elements it points to, recursively: afterwards `p` shares no allocation.
///
/// # Safety
/// `p` points to a structure laid out as the entry says, whose descriptors are null or point
/// to live allocations.
unsafe fn duplicate(p: *mut u8, t: &Table, at: i64, depth: u32) {
    if depth > 64 {
        return;
    }
    for [kind, offset, a, b, sub] in t.parts(at) {
        // SAFETY: per the contract, the part lies inside the structure.
        let q = unsafe { p.offset(offset as isize) };
        match kind {
            1 | 3 => {
                let desc = q.cast::<i64>();
                // SAFETY: a descriptor of rank `a`.
                let old = unsafe { desc.read_unaligned() };
                if old == 0 {
                    continue;
                }
                // A deferred-length CHARACTER scalar: one element of its length.
                let (a, b) = match kind {
                    // SAFETY: its descriptor's second word is the length.
                    3 => (0, unsafe { desc.add(1).read_unaligned() }),
                    _ => (a, b),
                };
                let rank = a.clamp(0, 16);
                let mut bounds = vec![0i64; 2 * rank as usize];
                for (k, w) in bounds.iter_mut().enumerate() {
                    // SAFETY: inside the descriptor.
                    *w = unsafe { desc.add(1 + k).read_unaligned() };
                }
                // SAFETY: inside the descriptor.
                let count = unsafe { element_count(desc, rank) };
                // SAFETY: the descriptor is writable; it now describes no allocation.
                unsafe { desc.write_unaligned(0) };
                // SAFETY: a descriptor of rank `rank` and as many bounds.
                unsafe { dvmh_allocate(desc, rank, b, bounds.as_ptr(), 0, c"component".as_ptr()) };
                // SAFETY: the new allocation was just stored.
                let new = unsafe { desc.read_unaligned() } as *mut u8;
                let bytes = (count.max(0) as usize).saturating_mul(b.max(0) as usize);
                // SAFETY: both hold `count` elements of `b` bytes; they are distinct.
                unsafe { std::ptr::copy_nonoverlapping(old as *const u8, new, bytes) };
                if sub >= 0 {
                    for e in 0..count {
                        // SAFETY: element `e` of the new allocation.
                        unsafe { duplicate(new.offset((e * b) as isize), t, sub, depth + 1) };
                    }
                }
            }
            2 => {
                for e in 0..a.max(0) {
                    // SAFETY: element `e` of the array component.
                    unsafe { duplicate(q.offset((e * b) as isize), t, sub, depth + 1) };
                }
            }
            _ => {}
        }
    }
}

/// Frees the allocated components of the structure at `p` (of the entry `at`), recursively,
/// and marks them unallocated.
///
/// # Safety
/// As for [`duplicate`].
unsafe fn release(p: *mut u8, t: &Table, at: i64, depth: u32) {
    if depth > 64 {
        return;
    }
    for [kind, offset, a, b, sub] in t.parts(at) {
        // SAFETY: per the contract, the part lies inside the structure.
        let q = unsafe { p.offset(offset as isize) };
        match kind {
            // (A deferred-length CHARACTER scalar, kind 3, has `sub` -1.)
            1 | 3 => {
                let desc = q.cast::<i64>();
                // SAFETY: a descriptor of rank `a`.
                let base = unsafe { desc.read_unaligned() } as *mut u8;
                if base.is_null() {
                    continue;
                }
                if sub >= 0 {
                    // SAFETY: inside the descriptor.
                    let count = unsafe { element_count(desc, a) };
                    for e in 0..count {
                        // SAFETY: element `e` of the allocation.
                        unsafe { release(base.offset((e * b) as isize), t, sub, depth + 1) };
                    }
                }
                // SAFETY: the base came from `dvmh_allocate`.
                unsafe { dvmh_deallocate(desc, 1, std::ptr::null()) };
            }
            2 => {
                for e in 0..a.max(0) {
                    // SAFETY: element `e` of the array component.
                    unsafe { release(q.offset((e * b) as isize), t, sub, depth + 1) };
                }
            }
            _ => {}
        }
    }
}

/// Intrinsic assignment `*dst = *src` of a structure of `size` bytes with allocatable
/// components described by `table` (`len` words): the allocations of `dst` are freed (unless
/// `free_dst` is 0: `dst` holds none, as a new temporary), then `dst` gets the bytes of `src`
/// and copies of its components' elements. `dst` and `src` may be the same structure.
///
/// # Safety
/// `dst` and `src` point to structures of the type the table describes, `table` to `len`
/// words.
#[no_mangle]
pub unsafe extern "C" fn dvmh_struct_copy(
    dst: *mut u8,
    src: *const u8,
    size: i64,
    table: *const i64,
    len: i64,
    free_dst: i32,
) {
    if dst.is_null() || src.is_null() || std::ptr::eq(dst.cast_const(), src) {
        return;
    }
    // SAFETY: per the contract.
    let t = unsafe { Table::new(table, len) };
    let size = size.max(0) as usize;
    // The copy is made beside both first, so that freeing `dst` cannot free what `src`
    // reaches (`s = s%inner(1)` of recursive types).
    let mut tmp = vec![0u8; size];
    // SAFETY: `src` holds `size` bytes.
    unsafe { std::ptr::copy_nonoverlapping(src, tmp.as_mut_ptr(), size) };
    // SAFETY: `tmp` is a structure of the type whose descriptors are `src`'s.
    unsafe { duplicate(tmp.as_mut_ptr(), &t, t.root(), 0) };
    if free_dst != 0 {
        // SAFETY: per the contract.
        unsafe { release(dst, &t, t.root(), 0) };
    }
    // SAFETY: `dst` holds `size` bytes.
    unsafe { std::ptr::copy_nonoverlapping(tmp.as_ptr(), dst, size) };
}

/// Frees the allocatable components of the `count` structures of `size` bytes at `p` (null:
/// none), described by `table` (`len` words).
///
/// # Safety
/// `p` is null or points to `count` structures of the type the table describes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_struct_free(
    p: *mut u8,
    count: i64,
    size: i64,
    table: *const i64,
    len: i64,
) {
    if p.is_null() {
        return;
    }
    // SAFETY: per the contract.
    let t = unsafe { Table::new(table, len) };
    for e in 0..count.max(0) {
        // SAFETY: structure `e`.
        unsafe { release(p.offset((e * size) as isize), &t, t.root(), 0) };
    }
}

/// After ALLOCATE (of status `status`: nothing unless 0) of the array of structures of
/// `size` bytes described by `desc` (of rank `rank`): each element gets the bytes of
/// `image`, the type's default component values.
///
/// # Safety
/// `desc` points to an allocatable array's descriptor of rank `rank`, `image` to `size`
/// bytes.
#[no_mangle]
pub unsafe extern "C" fn dvmh_struct_init(
    desc: *const i64,
    rank: i64,
    size: i64,
    image: *const u8,
    status: i32,
) {
    if status != 0 || desc.is_null() || image.is_null() {
        return;
    }
    // SAFETY: per the contract.
    let base = unsafe { desc.read() } as *mut u8;
    if base.is_null() {
        return;
    }
    // SAFETY: per the contract.
    let count = unsafe { element_count(desc, rank) };
    let size = size.max(0) as usize;
    for e in 0..count.max(0) as usize {
        // SAFETY: element `e` of the allocation, `size` bytes.
        unsafe { std::ptr::copy_nonoverlapping(image, base.add(e * size), size) };
    }
}

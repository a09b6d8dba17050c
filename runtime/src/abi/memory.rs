//! ALLOCATE and DEALLOCATE of Fortran allocatable arrays.
//!
//! Arrays of [`GUARDED_MIN`] bytes or more live in guarded memory (`storage::ZeroedBuffer`),
//! registered with the fault handler under the array's name, as distributed arrays' parts
//! are: an index past a bound stops the program with a message naming the array instead of
//! corrupting the C library's heap. Smaller ones come from the heap, as gfortran's do: a
//! guarded mapping costs four system calls (some 50 µs per ALLOCATE/DEALLOCATE pair, against
//! gfortran's 0.1 µs), which codes that allocate temporaries in loops (array-valued functions,
//! automatic reallocation) cannot afford; `-fcheck=bounds` finds their bad indices. The
//! allocations are kept here by their address until DEALLOCATE.
//!
//! An allocatable array is described by a descriptor the compiled code owns: the address of
//! its elements (null while unallocated), then the lower and upper bound of each dimension as
//! `i64` (`[base, lo1, hi1, lo2, hi2, ...]`). The compiled code builds its views from the
//! descriptor; these functions only change it. Failures follow gfortran: with STAT= the
//! status is returned (5014 for an array already allocated or memory exhausted, 1 for
//! deallocating an unallocated array), without it the program stops with a message naming
//! the array and the source line.

use std::ffi::c_char;

use std::alloc::Layout;
use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use crate::array::name_from_c;
use crate::error;
use crate::signals::zones::{self, Registration};
use crate::storage::ZeroedBuffer;

/// Arrays of at least this many bytes get guard zones (see the module documentation).
const GUARDED_MIN: usize = 256 << 10;
/// Alignment of heap allocations (a cache line, as the guarded buffers').
const HEAP_ALIGN: usize = 64;

/// A live allocation.
enum Allocation {
    /// Guarded memory and its guard zones' registration (held until the memory goes).
    Guarded {
        buffer: ZeroedBuffer,
        _zones: Option<Registration>,
    },
    /// Zeroed heap memory of this layout.
    Heap(*mut u8, Layout),
}

// SAFETY: the heap pointer is owned by the allocation alone (the map's lock guards it).
unsafe impl Send for Allocation {}

impl Allocation {
    /// Zeroed memory for `size` bytes (at least 1), guarded when large; `None` when there is
    /// not enough memory.
    fn new(size: usize, array: &str) -> Option<Allocation> {
        if size < GUARDED_MIN {
            let layout = Layout::from_size_align(size, HEAP_ALIGN).ok()?;
            // SAFETY: the layout's size is not zero (callers ask for at least one byte).
            let p = unsafe { std::alloc::alloc_zeroed(layout) };
            return (!p.is_null()).then_some(Allocation::Heap(p, layout));
        }
        let buffer = ZeroedBuffer::new(size)?;
        let registration = buffer
            .guard_zones()
            .map(|(below, above)| zones::register(below, above, array));
        Some(Allocation::Guarded {
            buffer,
            _zones: registration,
        })
    }

    fn as_mut_ptr(&mut self) -> *mut u8 {
        match self {
            Allocation::Guarded { buffer, .. } => buffer.as_mut_ptr(),
            Allocation::Heap(p, _) => *p,
        }
    }
}

impl Drop for Allocation {
    fn drop(&mut self) {
        if let Allocation::Heap(p, layout) = *self {
            // SAFETY: allocated by `alloc_zeroed` with this layout, freed once (on drop).
            unsafe { std::alloc::dealloc(p, layout) };
        }
        // Guarded memory unmaps itself and forgets its zones when its fields drop.
    }
}

/// The live allocations by the address of their elements.
static LIVE: Mutex<Option<HashMap<usize, Allocation>>> = Mutex::new(None);

fn live() -> MutexGuard<'static, Option<HashMap<usize, Allocation>>> {
    match LIVE.lock() {
        Ok(g) => g,
        Err(p) => p.into_inner(),
    }
}

/// STAT= of ALLOCATE when the array is already allocated or memory is exhausted (gfortran's
/// `LIBERROR_ALLOCATION`).
pub const DVMH_STAT_ALLOCATION: i32 = 5014;
/// STAT= of DEALLOCATE when the array is not allocated.
pub const DVMH_STAT_NOT_ALLOCATED: i32 = 1;

/// The descriptor's words: `[base, lo1, hi1, ...]`.
///
/// # Safety
/// `desc` points to `1 + 2 * rank` writable 8-byte words.
unsafe fn words<'a>(desc: *mut i64, rank: usize) -> &'a mut [i64] {
    if desc.is_null() {
        error::fatal("ALLOCATE: the array descriptor is null");
    }
    // SAFETY: per the contract.
    unsafe { std::slice::from_raw_parts_mut(desc, 1 + 2 * rank) }
}

/// Allocates the array described by `desc` with the bounds `bounds` (`[lo1, hi1, ...]`) and
/// elements of `unit_bytes` bytes. Returns 0, or (when `has_stat` is non-zero) the failure's
/// STAT value; without STAT a failure stops the program.
///
/// # Safety
/// `desc` points to a descriptor of rank `rank`, `bounds` to `2 * rank` integers, `name` is
/// a NUL-terminated string or null.
#[no_mangle]
pub unsafe extern "C" fn dvmh_allocate(
    desc: *mut i64,
    rank: i64,
    unit_bytes: i64,
    bounds: *const i64,
    has_stat: i32,
    name: *const c_char,
) -> i32 {
    let rank = rank.clamp(0, 16) as usize;
    // SAFETY: per the contract.
    let d = unsafe { words(desc, rank) };
    // SAFETY: per the contract.
    let b = unsafe { super::slice_arg(bounds, 2 * rank, "ALLOCATE: the bounds") };
    let fail = |status: i32, what: String| -> i32 {
        if has_stat != 0 {
            return status;
        }
        error::fatal(what)
    };
    if d[0] != 0 {
        // SAFETY: per the contract.
        let name = unsafe { name_from_c(name) };
        return fail(
            DVMH_STAT_ALLOCATION,
            format!("ALLOCATE: the array '{name}' is already allocated"),
        );
    }
    let mut bytes: u128 = unit_bytes.max(0) as u128;
    for k in 0..rank {
        let extent = (b[2 * k + 1] as i128 - b[2 * k] as i128 + 1).max(0) as u128;
        bytes = bytes.saturating_mul(extent);
    }
    // A zero-size array still gets an address of its own: allocated, with no elements.
    let size = usize::try_from(bytes)
        .ok()
        .filter(|&n| n <= isize::MAX as usize)
        .map(|n| n.max(1));
    // SAFETY: per the contract.
    let array = unsafe { name_from_c(name) };
    let Some(mut memory) = size.and_then(|n| Allocation::new(n, &array)) else {
        return fail(
            DVMH_STAT_ALLOCATION,
            format!("ALLOCATE: out of memory for the {bytes} bytes of '{array}'"),
        );
    };
    let p = memory.as_mut_ptr();
    live()
        .get_or_insert_with(HashMap::new)
        .insert(p as usize, memory);
    d[0] = p as i64;
    d[1..].copy_from_slice(b);
    0
}

/// Frees the array described by `desc`. Returns 0, or (when `has_stat` is non-zero)
/// [`DVMH_STAT_NOT_ALLOCATED`] for an unallocated array; without STAT that stops the program.
///
/// # Safety
/// `desc` points to a descriptor whose base is null or came from [`dvmh_allocate`]; `name` is
/// a NUL-terminated string or null.
#[no_mangle]
pub unsafe extern "C" fn dvmh_deallocate(
    desc: *mut i64,
    has_stat: i32,
    name: *const c_char,
) -> i32 {
    // SAFETY: per the contract (the base word is all that is touched).
    let d = unsafe { words(desc, 0) };
    if d[0] == 0 {
        // SAFETY: per the contract.
        return unsafe { not_allocated(has_stat, name, "array") };
    }
    // Dropping the allocation frees it (and forgets its guard zones).
    let freed = live().as_mut().and_then(|m| m.remove(&(d[0] as usize)));
    drop(freed);
    d[0] = 0;
    0
}

/// MOVE_ALLOC(FROM, TO) of allocatable variables whose descriptors (`from`, `to`) have `words`
/// 8-byte words (a scalar's is its value's address alone): TO's allocation, if any, is freed,
/// TO takes FROM's words and FROM becomes unallocated.
///
/// # Safety
/// `from` and `to` point to descriptors of `words` words whose bases are null or came from
/// [`dvmh_allocate`].
#[no_mangle]
pub unsafe extern "C" fn dvmh_move_alloc(
    from: *mut i64,
    from_words: i64,
    to: *mut i64,
    words: i64,
) {
    if from == to {
        return;
    }
    let n = usize::try_from(words.min(from_words))
        .unwrap_or(1)
        .clamp(1, 1 + 2 * 16);
    if from.is_null() || to.is_null() {
        error::fatal("MOVE_ALLOC: a descriptor is null");
    }
    // SAFETY: per the contract, distinct descriptors of `n` words.
    let (f, t) = unsafe {
        (
            std::slice::from_raw_parts_mut(from, n),
            std::slice::from_raw_parts_mut(to, n),
        )
    };
    if t[0] != 0 {
        let freed = live().as_mut().and_then(|m| m.remove(&(t[0] as usize)));
        drop(freed);
    }
    t.copy_from_slice(f);
    f[0] = 0;
}

/// ALLOCATE of a distributed allocatable array, whose descriptor's first word is the handle
/// of its runtime array (null while unallocated; the compiled code creates, maps and stores
/// it when this returns 0). Returns 0, or (when `has_stat` is non-zero)
/// [`DVMH_STAT_ALLOCATION`] for an array already allocated; without STAT that stops the
/// program.
///
/// # Safety
/// `desc` points to a descriptor; `name` is a NUL-terminated string or null.
#[no_mangle]
pub unsafe extern "C" fn dvmh_allocate_dist_check(
    desc: *mut i64,
    has_stat: i32,
    name: *const c_char,
) -> i32 {
    // SAFETY: per the contract (the handle word is all that is read).
    let d = unsafe { words(desc, 0) };
    if d[0] == 0 {
        return 0;
    }
    if has_stat != 0 {
        return DVMH_STAT_ALLOCATION;
    }
    // SAFETY: per the contract.
    let name = unsafe { name_from_c(name) };
    error::fatal(format!(
        "ALLOCATE: the distributed array '{name}' is already allocated"
    ))
}

/// DEALLOCATE of a distributed allocatable array: destroys its runtime array and clears the
/// handle. Returns 0, or (when `has_stat` is non-zero) [`DVMH_STAT_NOT_ALLOCATED`] for an
/// unallocated array; without STAT that stops the program. Collective.
///
/// # Safety
/// `desc` points to a descriptor whose first word is null or a live handle from
/// `dvmh_array_create`; `name` is a NUL-terminated string or null.
#[no_mangle]
pub unsafe extern "C" fn dvmh_deallocate_dist(
    desc: *mut i64,
    has_stat: i32,
    name: *const c_char,
) -> i32 {
    // SAFETY: per the contract (the handle word is all that is touched).
    let d = unsafe { words(desc, 0) };
    if d[0] == 0 {
        // SAFETY: per the contract.
        return unsafe { not_allocated(has_stat, name, "distributed array") };
    }
    let handle = d[0] as *mut crate::abi::types::DvmhArray;
    d[0] = 0;
    // SAFETY: per the contract, a live handle.
    unsafe { super::arrays::dvmh_array_free(handle) };
    0
}

/// DEALLOCATE of an unallocated array: [`DVMH_STAT_NOT_ALLOCATED`] with STAT= (`has_stat`
/// non-zero), else the program stops with a message naming the array (`what`: "array" or
/// "distributed array").
///
/// # Safety
/// `name` is a NUL-terminated string or null.
unsafe fn not_allocated(has_stat: i32, name: *const c_char, what: &str) -> i32 {
    if has_stat != 0 {
        return DVMH_STAT_NOT_ALLOCATED;
    }
    // SAFETY: per the contract.
    let name = unsafe { name_from_c(name) };
    error::fatal(format!("DEALLOCATE: the {what} '{name}' is not allocated"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn allocate_sets_bounds_and_reports_status() {
        let mut desc = [0i64; 5];
        let bounds = [0i64, 3, -2, 2];
        let name = c"a".as_ptr();
        // SAFETY: a rank-2 descriptor and its bounds.
        unsafe {
            assert_eq!(
                dvmh_allocate(desc.as_mut_ptr(), 2, 8, bounds.as_ptr(), 1, name),
                0
            );
            assert_ne!(desc[0], 0);
            assert_eq!(&desc[1..], &bounds);
            assert_eq!(
                dvmh_allocate(desc.as_mut_ptr(), 2, 8, bounds.as_ptr(), 1, name),
                DVMH_STAT_ALLOCATION
            );
            assert_eq!(dvmh_deallocate(desc.as_mut_ptr(), 1, name), 0);
            assert_eq!(desc[0], 0);
            assert_eq!(
                dvmh_deallocate(desc.as_mut_ptr(), 1, name),
                DVMH_STAT_NOT_ALLOCATED
            );
            // An empty extent allocates nothing but is allocated.
            let empty = [1i64, 0, 1, 5];
            assert_eq!(
                dvmh_allocate(desc.as_mut_ptr(), 2, 8, empty.as_ptr(), 1, name),
                0
            );
            assert_ne!(desc[0], 0);
            assert_eq!(dvmh_deallocate(desc.as_mut_ptr(), 1, name), 0);
        }
    }
}

//! The C ABI (`runtime/ABI.md`): thin `extern "C"` entry points that check their arguments,
//! turn raw pointers into slices and objects, and call the modules that do the work.
//!
//! This is where runtime errors end the job: the modules below return
//! `Result<_, fault::RtError>`, and each entry point reports an error with `.or_raise()`
//! (`error::raise`: collective or local as the error says); errors in the arguments
//! themselves are reported here directly with `error::fatal`.
//! `include/dvmh_rt.h` is generated from these files by cbindgen (see `tests/header.rs`).

pub mod arrays;
pub mod checks;
pub mod complex_pow;
pub mod cstdio;
pub mod cstdio_dist;
pub mod device;
pub mod intrinsics;
pub mod io;
pub mod loops;
pub mod memory;
pub mod regions;
pub mod remote;
pub mod start;
pub mod strings;
pub mod structs;
pub mod types;

use crate::error;

/// `len` elements at `ptr`, or a fatal error naming `what` when `ptr` is null (and `len > 0`).
///
/// # Safety
/// A non-null `ptr` must point to `len` readable elements that stay valid for `'a`.
unsafe fn slice_arg<'a, T>(ptr: *const T, len: usize, what: &str) -> &'a [T] {
    if len == 0 {
        return &[];
    }
    if ptr.is_null() {
        error::fatal(format!("{what} is null"));
    }
    // SAFETY: non-null and, per the ABI, `len` elements long.
    unsafe { std::slice::from_raw_parts(ptr, len) }
}

/// Checks an array or loop rank from the program.
fn check_rank(rank: i32, call: &str) -> usize {
    if !(1..=types::DVMH_MAX_RANK).contains(&rank) {
        error::fatal(format!(
            "{call}: rank {rank} is outside 1..{}",
            types::DVMH_MAX_RANK
        ));
    }
    rank as usize
}

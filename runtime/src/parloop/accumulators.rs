//! The reduction accumulators of a parallel loop's threads.
//!
//! Handlers index reduction arrays through the pointers they are given, without checks, so an
//! index past a bound of a reduction array writes past its accumulator. On the heap that
//! corrupted glibc's bookkeeping (`double free or corruption` at the end of the program), so
//! all accumulators of a loop live in one buffer of `storage`, fenced by guard zones: an
//! overflow lands in another accumulator of the same loop, in unused room, or in a guard zone,
//! which the crash report calls an access to a reduction variable. Each accumulator starts on
//! its own cache line, so threads never share one. The buffer is kept for the next loop: loops
//! with reductions run often, and a new mapping each time would cost system calls.

use std::ffi::c_void;
use std::sync::{Mutex, MutexGuard};

use crate::fault::{RtError, RtResult};
use crate::signals::zones::{self, Registration};
use crate::storage::ZeroedBuffer;

/// Alignment and granularity of accumulators (a cache line).
const LINE: usize = 64;

/// A buffer with its guard zones registered. `_zones` is declared first so that it is
/// forgotten before the memory is unmapped.
struct Fenced {
    _zones: Option<Registration>,
    buffer: ZeroedBuffer,
}

/// The buffer of the last loop, for the next one.
static SPARE: Mutex<Option<Fenced>> = Mutex::new(None);

fn spare() -> MutexGuard<'static, Option<Fenced>> {
    match SPARE.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// Accumulators for `threads` threads, one per reduction of the loop, and the pointer table
/// handed to handlers. Each thread writes only its own accumulators.
pub struct Accumulators {
    fenced: Option<Fenced>,
    /// Bytes of each reduction's accumulator.
    sizes: Vec<usize>,
    /// Offset of each reduction's accumulator within a thread's block.
    offsets: Vec<usize>,
    /// Bytes per thread.
    stride: usize,
    pointers: Vec<Vec<*mut c_void>>,
}

impl Accumulators {
    /// Room for `threads` copies of accumulators of `sizes` bytes (contents unspecified: the
    /// caller fills every accumulator before the loop runs).
    pub fn new(threads: usize, sizes: &[usize]) -> RtResult<Accumulators> {
        let mut offsets = Vec::with_capacity(sizes.len());
        let mut stride = 0usize;
        for &n in sizes {
            offsets.push(stride);
            stride = stride.saturating_add(n.max(1).next_multiple_of(LINE));
        }
        let total = stride.saturating_mul(threads);
        let mut fenced = if total == 0 {
            None
        } else {
            Some(take_buffer(total)?)
        };
        let pointers = (0..threads)
            .map(|t| match fenced.as_mut() {
                Some(f) => {
                    let base = f.buffer.as_mut_ptr();
                    offsets
                        .iter()
                        // SAFETY: t * stride + offset + size <= total <= the buffer's length.
                        .map(|&o| unsafe { base.add(t * stride + o) } as *mut c_void)
                        .collect()
                }
                None => Vec::new(),
            })
            .collect();
        Ok(Accumulators {
            fenced,
            sizes: sizes.to_vec(),
            offsets,
            stride,
            pointers,
        })
    }

    /// Thread `t`'s accumulator of reduction `k`.
    pub fn get(&self, t: usize, k: usize) -> &[u8] {
        let at = t * self.stride + self.offsets[k];
        match &self.fenced {
            Some(f) => &f.buffer.as_slice()[at..at + self.sizes[k]],
            None => &[],
        }
    }

    /// Thread `t`'s accumulator of reduction `k`, to fill.
    pub fn get_mut(&mut self, t: usize, k: usize) -> &mut [u8] {
        let at = t * self.stride + self.offsets[k];
        match &mut self.fenced {
            Some(f) => &mut f.buffer.as_mut_slice()[at..at + self.sizes[k]],
            None => &mut [],
        }
    }

    /// Per thread, the pointers to its accumulators (the handlers' `reds`).
    pub fn pointers(&self) -> &[Vec<*mut c_void>] {
        &self.pointers
    }
}

/// The spare buffer if it is large enough, else a new one.
fn take_buffer(len: usize) -> RtResult<Fenced> {
    if let Some(f) = spare().take() {
        if f.buffer.len() >= len {
            return Ok(f);
        }
    }
    let Some(buffer) = ZeroedBuffer::new(len) else {
        return Err(RtError::local(format!(
            "cannot allocate {len} bytes for the reduction variables of a parallel loop"
        )));
    };
    let zones = buffer
        .guard_zones()
        .map(|(below, above)| zones::register_reductions(below, above));
    Ok(Fenced {
        _zones: zones,
        buffer,
    })
}

impl Drop for Accumulators {
    fn drop(&mut self) {
        if let Some(f) = self.fenced.take() {
            let mut spare = spare();
            if spare
                .as_ref()
                .is_none_or(|s| s.buffer.len() < f.buffer.len())
            {
                *spare = Some(f);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accumulators_are_separate_aligned_and_fenced() {
        let mut acc = Accumulators::new(3, &[8, 100, 0]).expect("a small buffer");
        for t in 0..3 {
            for k in 0..3 {
                let p = acc.pointers()[t][k] as usize;
                assert_eq!(p % LINE, 0);
                acc.get_mut(t, k).fill((10 * t + k) as u8);
            }
        }
        for t in 0..3 {
            assert!(acc.get(t, 0).iter().all(|&b| b == (10 * t) as u8));
            assert!(acc.get(t, 1).iter().all(|&b| b == (10 * t + 1) as u8));
            assert_eq!(acc.get(t, 1).len(), 100);
            assert!(acc.get(t, 2).is_empty());
        }
        // Past the accumulators (and the buffer's unused room) lies a registered guard zone.
        let last = acc.pointers()[2][2] as usize;
        let fenced = acc.fenced.as_ref().unwrap();
        let (_, above) = fenced.buffer.guard_zones().unwrap();
        assert!(last + LINE <= above.start);
        let mut name = [0u8; zones::NAME_BYTES];
        let hit = zones::find(above.start, &mut name).map(|h| h.owner);
        assert_eq!(hit, Some(zones::Owner::Reductions));
        let none = Accumulators::new(2, &[]).expect("no buffer");
        assert!(none.pointers().iter().all(|p| p.is_empty()));
    }
}

//! The unit numbers OPEN(NEWUNIT=) hands out: negative ones (so that no program's own unit
//! number is taken), from -10 down as gfortran's, the closest to -10 that is free.
//!
//! Every process keeps the same set, since every process executes each OPEN and CLOSE (only
//! rank 0 touches the files): a number is taken when NEWUNIT= asks for it and free again
//! once CLOSE of it ran.

use std::collections::BTreeSet;
use std::sync::{Mutex, MutexGuard};

static TAKEN: Mutex<BTreeSet<i32>> = Mutex::new(BTreeSet::new());

fn taken() -> MutexGuard<'static, BTreeSet<i32>> {
    match TAKEN.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// The number NEWUNIT= gives: free, and taken from now on.
pub fn take() -> i32 {
    let mut set = taken();
    let mut n = -10;
    while set.contains(&n) {
        n -= 1;
    }
    set.insert(n);
    n
}

/// Whether `n` came from NEWUNIT= and has not been closed since.
pub fn is_taken(n: i32) -> bool {
    taken().contains(&n)
}

/// CLOSE of unit `n`: a NEWUNIT= number is free again.
pub fn release(n: i32) {
    taken().remove(&n);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_reused_after_close() {
        let a = take();
        let b = take();
        assert!(a <= -10 && b <= -10 && a != b);
        assert!(is_taken(a) && is_taken(b));
        release(a);
        assert!(!is_taken(a));
        assert_eq!(take(), a);
        release(a);
        release(b);
    }
}

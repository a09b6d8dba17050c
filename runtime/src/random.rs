//! The generator behind Fortran's `RANDOM_NUMBER` and `RANDOM_SEED`: xoshiro256** (Blackman
//! and Vigna), the algorithm gfortran uses too, with 256 bits of state.
//!
//! Every process of a job runs the program's sequential code, so every process must draw the
//! same numbers: a replicated variable set from `RANDOM_NUMBER` has to agree everywhere. The
//! state therefore starts from one fixed default seed (the same in every run, as the Fortran
//! standard allows; gfortran seeds from the operating system instead, so its sequences cannot
//! be an oracle), and `RANDOM_SEED()` without arguments draws fresh entropy on the first
//! process only and broadcasts it (see `abi/intrinsics.rs`).
//!
//! `RANDOM_SEED(PUT=)` takes [`SEED_WORDS`] default integers; `GET=` gives back the words that
//! `PUT=` turns into the current state, so `GET` followed by `PUT` restores it exactly.

use std::sync::Mutex;

/// The seed's size in default (32-bit) integers: `RANDOM_SEED(SIZE=n)`.
pub const SEED_WORDS: usize = 8;

/// Mixed into seeds given by `PUT=` (then the words are mixed with each other, see
/// [`spread`]) so that small seeds (`1, 2, 3, ...`) start from well-spread states; `GET=` undoes
/// both steps.
const SEED_KEYS: [u64; 4] = [
    0x9e37_79b9_7f4a_7c15,
    0xbf58_476d_1ce4_e5b9,
    0x94d0_49bb_1331_11eb,
    0x2545_f491_4f6c_dd1d,
];

/// The state before any `RANDOM_SEED`: derived from a fixed value by splitmix64.
const DEFAULT_SEED: u64 = 0x0d7e_5eed_2026_f00d;

/// xoshiro256** state: four words, not all zero.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Xoshiro256 {
    s: [u64; 4],
}

impl Xoshiro256 {
    /// A state spread from one word by splitmix64 (the seeding its authors recommend).
    pub const fn from_u64(mut x: u64) -> Xoshiro256 {
        let mut s = [0u64; 4];
        let mut k = 0;
        while k < 4 {
            s[k] = scramble(x);
            x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
            k += 1;
        }
        Xoshiro256 { s }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A `REAL(4)` in `[0, 1)` from the top 24 bits (every value a multiple of 2^-24).
    pub fn next_f32(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 * (1.0 / (1u64 << 24) as f32)
    }

    /// A `REAL(8)` in `[0, 1)` from the top 53 bits.
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// The state `PUT=` gives for these seed words (missing words are 0). An all-zero state
    /// would only ever give zeros; that one seed falls back to the default state.
    pub fn from_seed(words: &[i32; SEED_WORDS]) -> Xoshiro256 {
        let mut s = [0u64; 4];
        for (k, w) in s.iter_mut().enumerate() {
            let lo = u64::from(words[2 * k] as u32);
            let hi = u64::from(words[2 * k + 1] as u32);
            *w = (lo | (hi << 32)) ^ SEED_KEYS[k];
        }
        spread(&mut s, false);
        if s == [0; 4] {
            return Xoshiro256::from_u64(DEFAULT_SEED);
        }
        Xoshiro256 { s }
    }

    /// The seed words that `PUT=` turns back into this state.
    pub fn seed(&self) -> [i32; SEED_WORDS] {
        let mut out = [0i32; SEED_WORDS];
        let mut s = self.s;
        spread(&mut s, true);
        for (k, w) in s.iter().enumerate() {
            let v = w ^ SEED_KEYS[k];
            out[2 * k] = v as u32 as i32;
            out[2 * k + 1] = (v >> 32) as u32 as i32;
        }
        out
    }
}

/// splitmix64's output function: a bijection of 64-bit words that spreads every input bit.
const fn scramble(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Mixes the state words into each other (two rounds of `s[k+1] ^= scramble(s[k])`), so that
/// every seed word affects every state word; `inverse` undoes it (each step is an XOR with
/// a function of a word the step leaves alone, undone in reverse order).
fn spread(s: &mut [u64; 4], inverse: bool) {
    let steps = (0..2).flat_map(|_| 0..4usize);
    let steps: Vec<usize> = if inverse {
        steps.collect::<Vec<_>>().into_iter().rev().collect()
    } else {
        steps.collect()
    };
    for k in steps {
        s[(k + 1) % 4] ^= scramble(s[k]);
    }
}

static STATE: Mutex<Xoshiro256> = Mutex::new(Xoshiro256::from_u64(DEFAULT_SEED));

/// Runs `f` on the process's generator.
pub fn with<T>(f: impl FnOnce(&mut Xoshiro256) -> T) -> T {
    let mut g = STATE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    f(&mut g)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reals_lie_in_the_unit_interval_and_spread() {
        let mut g = Xoshiro256::from_u64(1);
        let (mut sum, n) = (0.0f64, 100_000);
        for _ in 0..n {
            let x = g.next_f64();
            assert!((0.0..1.0).contains(&x));
            let y = g.next_f32();
            assert!((0.0..1.0).contains(&y));
            sum += x;
        }
        let mean = sum / n as f64;
        assert!((mean - 0.5).abs() < 0.01, "mean {mean}");
    }

    #[test]
    fn get_then_put_restores_the_state() {
        let mut g = Xoshiro256::from_u64(42);
        g.next_u64();
        let words = g.seed();
        let mut h = Xoshiro256::from_seed(&words);
        assert_eq!(h, g);
        assert_eq!(h.next_u64(), g.next_u64());
    }

    #[test]
    fn small_seeds_give_different_sequences() {
        let mut a = Xoshiro256::from_seed(&[1, 0, 0, 0, 0, 0, 0, 0]);
        let mut b = Xoshiro256::from_seed(&[2, 0, 0, 0, 0, 0, 0, 0]);
        assert_ne!(a.next_u64(), b.next_u64());
    }

    #[test]
    fn the_all_zero_state_is_never_used() {
        let keys: Vec<i32> = SEED_KEYS
            .iter()
            .flat_map(|k| [*k as u32 as i32, (*k >> 32) as u32 as i32])
            .collect();
        let words: [i32; SEED_WORDS] = keys.try_into().unwrap();
        let mut g = Xoshiro256::from_seed(&words);
        assert_ne!(g.next_u64(), 0);
    }
}

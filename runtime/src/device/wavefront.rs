//! Which device variant an ACROSS loop runs: one launch per hyperplane, or the one-kernel
//! wavefront (`codegen-ptx/src/wave.rs`) that walks every plane in one launch with a grid
//! barrier between planes.
//!
//! A launch costs a few microseconds of the host and the driver, a grid barrier about as much
//! as one global-memory round trip per block; the wavefront kernel also runs on a grid that
//! is only as large as the device holds at once. So it wins when the planes are small — each
//! fits in that grid, and launch costs dominate; with large planes, launches are better:
//! their grid can be as large as the plane. Loops with reductions choose the same way: with
//! launches their partials are combined plane by plane, in the wavefront kernel each thread's
//! partials run on across the planes and each block's are combined once at the end.
//! `DVMH_ACROSS_VARIANT` overrides the choice.

use crate::settings::AcrossVariant;

/// The shape of an ACROSS loop's local block on the device.
#[derive(Clone, Copy, Debug)]
pub struct Planes {
    /// Hyperplanes of the block.
    pub count: u64,
    /// Threads the largest plane needs.
    pub most: u64,
}

/// Whether the loop runs as one wavefront kernel: `setting` is `DVMH_ACROSS_VARIANT`,
/// `resident_threads` the threads the device holds at once for the kernel.
pub fn use_wave(setting: AcrossVariant, planes: Planes, resident_threads: u64) -> bool {
    if resident_threads == 0 {
        return false;
    }
    match setting {
        AcrossVariant::Launches => false,
        AcrossVariant::Kernel => true,
        AcrossVariant::Auto => planes.count > 1 && planes.most <= resident_threads,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_planes_run_as_one_kernel() {
        let small = Planes {
            count: 500,
            most: 250,
        };
        let large = Planes {
            count: 3,
            most: 100_000,
        };
        assert!(use_wave(AcrossVariant::Auto, small, 1024));
        assert!(!use_wave(AcrossVariant::Auto, large, 1024));
        assert!(
            !use_wave(AcrossVariant::Auto, Planes { count: 1, most: 5 }, 1024),
            "one plane: nothing to synchronise"
        );
        assert!(use_wave(AcrossVariant::Kernel, large, 1024));
        assert!(!use_wave(AcrossVariant::Kernel, large, 0));
        assert!(!use_wave(AcrossVariant::Launches, small, 1024));
    }
}

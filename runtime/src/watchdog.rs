//! `DVMH_TIMEOUT`: a thread that ends the job when a blocking MPI call makes no progress for
//! that long.
//!
//! A process that stops (`kill -STOP`, a debugger, a swapped-out node), dies without MPI
//! noticing, or waits in a different collective leaves the others blocked in MPI for ever,
//! which on a batch system burns the whole allocation. `comm` marks every blocking call with
//! [`blocking`] (two atomic stores when the watchdog runs, one load when it does not); the
//! layers above may say what the communication is for with [`purpose`]. The watchdog thread
//! looks at the mark periodically and, once a call has lasted longer than the timeout, reports
//! it through the common error path, which aborts the job.
//!
//! The watchdog thread has no caller to return an error to, so [`start`] is handed the way
//! out ([`Raise`], `error::raise` from `dvmh_init`) instead of this module depending on the
//! reporting layer, which sits above `comm` and therefore above this module.
//!
//! The report and `MPI_Abort` happen on the watchdog thread, although MPI runs in
//! `MPI_THREAD_FUNNELED` mode (only the main thread may call MPI): the main thread is stuck
//! inside MPI and cannot do it, and the job is being killed anyway. MPICH's abort only tells
//! the process manager to kill the job, which works from any thread.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

use crate::fault::{Raise, RtError, RtResult};

/// Whether the watchdog runs (then blocking calls are marked).
static ENABLED: AtomicBool = AtomicBool::new(false);
/// When the current blocking call started, in nanoseconds since [`epoch`] plus 1; 0: none.
static SINCE: AtomicU64 = AtomicU64::new(0);
/// The current blocking call, a [`Call`] as its number.
static CALL: AtomicU8 = AtomicU8::new(0);
/// What the current communication is for, e.g. `shadow renewal of 'A'` (may be empty).
static PURPOSE: Mutex<String> = Mutex::new(String::new());

/// The clock's origin for [`SINCE`].
fn epoch() -> Instant {
    static EPOCH: OnceLock<Instant> = OnceLock::new();
    *EPOCH.get_or_init(Instant::now)
}

fn now_ns() -> u64 {
    epoch().elapsed().as_nanos() as u64 + 1
}

/// The blocking MPI calls of the runtime.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Call {
    Waitall,
    Barrier,
    Bcast,
    Allgather,
    CommSplitType,
    Finalize,
}

impl Call {
    const ALL: [Call; 6] = [
        Call::Waitall,
        Call::Barrier,
        Call::Bcast,
        Call::Allgather,
        Call::CommSplitType,
        Call::Finalize,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Call::Waitall => "MPI_Waitall",
            Call::Barrier => "MPI_Barrier",
            Call::Bcast => "MPI_Bcast",
            Call::Allgather => "MPI_Allgather",
            Call::CommSplitType => "MPI_Comm_split_type",
            Call::Finalize => "MPI_Finalize",
        }
    }
}

/// Marks a blocking MPI call while it lives.
#[must_use]
pub struct Blocked {
    marked: bool,
}

impl Drop for Blocked {
    fn drop(&mut self) {
        if self.marked {
            SINCE.store(0, Ordering::Release);
        }
    }
}

/// Marks the blocking MPI call `call` until the guard is dropped.
pub fn blocking(call: Call) -> Blocked {
    if !ENABLED.load(Ordering::Relaxed) {
        return Blocked { marked: false };
    }
    CALL.store(call as u8, Ordering::Relaxed);
    SINCE.store(now_ns(), Ordering::Release);
    Blocked { marked: true }
}

/// Says what the communication is for while the guard lives.
#[must_use]
pub struct Purpose {
    set: bool,
}

impl Drop for Purpose {
    fn drop(&mut self) {
        if self.set {
            lock_purpose().clear();
        }
    }
}

fn lock_purpose() -> std::sync::MutexGuard<'static, String> {
    match PURPOSE.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// Names the purpose of the communication that follows (`describe` is only called when the
/// watchdog runs), until the guard is dropped.
pub fn purpose(describe: impl FnOnce() -> String) -> Purpose {
    if !ENABLED.load(Ordering::Relaxed) {
        return Purpose { set: false };
    }
    *lock_purpose() = describe();
    Purpose { set: true }
}

/// The current blocking call's name and how long it has lasted, if there is one.
fn current() -> Option<(&'static str, Duration)> {
    let since = SINCE.load(Ordering::Acquire);
    if since == 0 {
        return None;
    }
    let number = CALL.load(Ordering::Relaxed) as usize;
    let call = Call::ALL.get(number).map_or("MPI", |c| c.name());
    let lasted = Duration::from_nanos(now_ns().saturating_sub(since));
    Some((call, lasted))
}

/// The message for a call that made no progress.
fn message(call: &str, purpose: &str, timeout: Duration) -> String {
    let seconds = timeout.as_secs_f64();
    let what = if purpose.is_empty() {
        call.to_string()
    } else {
        format!("{call} ({purpose})")
    };
    format!(
        "no progress for {seconds} s in {what}: another process may have stopped, crashed or deadlocked (DVMH_TIMEOUT={seconds})"
    )
}

/// How often the watchdog looks: often enough to end the job soon after the timeout, rarely
/// enough to cost nothing.
fn poll_interval(timeout: Duration) -> Duration {
    (timeout / 10).clamp(Duration::from_millis(10), Duration::from_millis(500))
}

/// Starts the watchdog thread (once; later calls do nothing). A stalled call is reported by
/// `on_stall` as a collective error (every waiting process may see it).
pub fn start(timeout: Duration, on_stall: Raise) -> RtResult<()> {
    if ENABLED.swap(true, Ordering::SeqCst) {
        return Ok(());
    }
    epoch();
    let spawned = std::thread::Builder::new()
        .name("dvmh-watchdog".to_string())
        .spawn(move || loop {
            std::thread::sleep(poll_interval(timeout));
            if let Some((call, lasted)) = current() {
                if lasted >= timeout {
                    // try_lock: the main thread sets the purpose only between calls.
                    let purpose = PURPOSE.try_lock().map(|p| p.clone()).unwrap_or_default();
                    on_stall(RtError::collective(message(call, &purpose, timeout)));
                }
            }
        });
    match spawned {
        Ok(_) => Ok(()),
        Err(e) => Err(RtError::local(format!(
            "DVMH_TIMEOUT: cannot start the watchdog thread: {e}"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_name_the_call_its_purpose_and_the_setting() {
        assert_eq!(
            message("MPI_Waitall", "shadow renewal of 'A'", Duration::from_secs(10)),
            "no progress for 10 s in MPI_Waitall (shadow renewal of 'A'): another process may have stopped, crashed or deadlocked (DVMH_TIMEOUT=10)"
        );
        assert_eq!(
            message("MPI_Barrier", "", Duration::from_millis(2500)),
            "no progress for 2.5 s in MPI_Barrier: another process may have stopped, crashed or deadlocked (DVMH_TIMEOUT=2.5)"
        );
    }

    #[test]
    fn polling_is_bounded() {
        assert_eq!(
            poll_interval(Duration::from_secs(100)),
            Duration::from_millis(500)
        );
        assert_eq!(
            poll_interval(Duration::from_millis(1)),
            Duration::from_millis(10)
        );
        assert_eq!(
            poll_interval(Duration::from_secs(2)),
            Duration::from_millis(200)
        );
    }
}

//! The way from an error line to the end of the job, shared by fatal errors, the signal
//! handlers and the watchdog.
//!
//! It is written for the worst caller, a signal handler on a thread that crashed anywhere
//! (perhaps inside `malloc`, perhaps holding the output lock): it allocates nothing, takes
//! locks only with `try_lock`, and writes with `write(2)`. Its last step, `MPI_Abort`, is not
//! async-signal-safe; the job is being killed anyway, and an alarm bounds the wait should it
//! hang.
//!
//! Timing: rank 0 reports at once. Rank k > 0 waits [`QUIET_GRACE`] plus a stagger that grows
//! with k up to [`STAGGERED_RANKS`] steps: when rank 0 (or a lower rank) saw the error too,
//! its abort kills this process before it prints; when only rank k saw it, the job still ends
//! within about 5 s. The output drain before `MPI_Abort` is bounded by [`DRAIN_LIMIT`] so the
//! stagger between ranks covers it. On top of the timing, processes of one node print only
//! after winning the node-local [`claim`](super::claim), so one node never prints twice even
//! when the machine is too loaded for the timing to work.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::claim;
use crate::{comm, io, log};

/// Status of a job killed by a runtime error.
const ERROR_STATUS: i32 = 1;
/// How long a process other than rank 0 waits before reporting an error that every process
/// may have seen (rank 0 reports at once).
const QUIET_GRACE: Duration = Duration::from_millis(1500);
/// The extra wait per rank above 1, so that of several reporting ranks the lowest goes first.
const STAGGER: Duration = Duration::from_millis(250);
/// Ranks above this one wait as long as it does (the total stays below the 5 s goal).
const STAGGERED_RANKS: usize = 9;
/// `mpirun` forwards the processes' output through pipes, and MPICH's process manager tears
/// the job down on `MPI_Abort` without draining them: under load the error line was seen to
/// be lost. So before aborting, wait (bounded) until the pipes behind stdout and stderr are
/// empty, then a little longer for the forwarding itself.
const DRAIN_LIMIT: Duration = Duration::from_millis(1000);
const DRAIN_POLL: Duration = Duration::from_millis(10);
const FORWARD_GRACE: Duration = Duration::from_millis(100);
/// How long a process that stays quiet (another one reports) waits to be killed before it
/// aborts the job itself.
const KILL_WAIT: Duration = Duration::from_secs(10);
/// Seconds `MPI_Abort` may take before an alarm ends this process the hard way.
const ABORT_DEADLINE_S: u32 = 10;

/// Who should report an error first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Urgency {
    /// An error of this process alone: report at once.
    Now,
    /// An error other processes may see as well: rank 0 at once, the others after a grace.
    LowestRankFirst,
}

/// Set by the first thread of this process that starts reporting.
static REPORTING: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// This thread is the one reporting (a fault now would leave nobody to end the job).
    static REPORTER: Cell<bool> = const { Cell::new(false) };
}

/// Whether the calling thread is on its way to abort the job.
pub fn reporting_on_this_thread() -> bool {
    REPORTER.with(|r| r.get())
}

/// How long rank `rank` waits before reporting a [`Urgency::LowestRankFirst`] error.
fn grace(rank: usize) -> Duration {
    if rank == 0 {
        return Duration::ZERO;
    }
    let steps = (rank - 1).min(STAGGERED_RANKS - 1) as u32;
    QUIET_GRACE + STAGGER * steps
}

/// Writes all of `bytes` to `fd`, ignoring errors (there is nobody left to tell).
fn write_fd(fd: i32, mut bytes: &[u8]) {
    while !bytes.is_empty() {
        // SAFETY: the pointer and length describe live bytes.
        let n = unsafe { libc::write(fd, bytes.as_ptr() as *const libc::c_void, bytes.len()) };
        if n <= 0 {
            if n < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
                continue;
            }
            return;
        }
        bytes = &bytes[n as usize..];
    }
}

/// Bytes written to `fd` that its reader has not consumed yet (0 when it is not a pipe).
fn unread_bytes(fd: i32) -> i32 {
    let mut pending: libc::c_int = 0;
    // SAFETY: FIONREAD stores an int; on a descriptor that is not a pipe it fails harmlessly.
    let rc = unsafe { libc::ioctl(fd, libc::FIONREAD, &mut pending) };
    if rc == 0 {
        pending
    } else {
        0
    }
}

/// Gives the process manager the chance to forward what this process wrote.
fn let_output_drain() {
    let start = Instant::now();
    while (unread_bytes(1) > 0 || unread_bytes(2) > 0) && start.elapsed() < DRAIN_LIMIT {
        std::thread::sleep(DRAIN_POLL);
    }
    std::thread::sleep(FORWARD_GRACE);
}

/// Points standard error at `/dev/null`, so that MPICH's own `Abort(1) on node 0 ...` line
/// does not follow ours.
fn silence_stderr() {
    // SAFETY: open and dup2 on a literal path; the descriptor is only duplicated and closed.
    unsafe {
        let null = libc::open(c"/dev/null".as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC);
        if null >= 0 {
            libc::dup2(null, 2);
            libc::close(null);
        }
    }
}

/// Ends the job without a word of its own: drains the output, silences stderr, aborts.
fn abort_quietly() -> ! {
    if comm::is_active() {
        let_output_drain();
        silence_stderr();
        // SAFETY: alarm only schedules SIGALRM, whose default action ends the process.
        unsafe { libc::alarm(ABORT_DEADLINE_S) };
    }
    comm::abort(ERROR_STATUS)
}

/// Waits to be killed by the process that reports, then aborts the job itself in case that
/// never happens.
fn stay_quiet() -> ! {
    std::thread::sleep(KILL_WAIT);
    abort_quietly()
}

/// Prints `line` (a complete error line without newline) unless another process or thread
/// does, and aborts the whole job. See the module documentation for who prints and when.
pub fn report(line: &[u8], urgency: Urgency) -> ! {
    if REPORTING.swap(true, Ordering::SeqCst) {
        if reporting_on_this_thread() {
            // An error while reporting one: nothing more can be said.
            abort_quietly();
        }
        // Another thread of this process is on its way to abort the job.
        loop {
            std::thread::sleep(Duration::from_secs(1));
        }
    }
    REPORTER.with(|r| r.set(true));
    let several = comm::is_active() && comm::job_size() > 1;
    if several && urgency == Urgency::LowestRankFirst {
        if let Some(rank) = comm::job_rank() {
            std::thread::sleep(grace(rank));
        }
    }
    if several && !claim::claim() {
        stay_quiet();
    }
    io::flush_for_abort();
    let text = std::str::from_utf8(line).unwrap_or("dvmh: error: (unprintable message)");
    if log::fatal_to_file(text) {
        write_fd(2, text.as_bytes());
        write_fd(2, b"\n");
    }
    abort_quietly()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lower_ranks_report_first_and_everyone_within_five_seconds() {
        assert_eq!(grace(0), Duration::ZERO);
        assert_eq!(grace(1), QUIET_GRACE);
        for r in 1..20 {
            assert!(grace(r) <= grace(r + 1));
            assert!(grace(r) + DRAIN_LIMIT + FORWARD_GRACE < Duration::from_secs(5));
        }
        assert!(grace(2) - grace(1) >= STAGGER);
    }
}

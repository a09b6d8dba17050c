//! Node-local agreement on which process prints the job's error line.
//!
//! Several processes may report the same error at nearly the same moment (every process
//! crashing in the same loop, every waiting process timing out); the timing of
//! [`report`](super::report) orders them, but on a loaded machine one process's abort can take
//! longer than the stagger between two ranks. So before printing, a process binds a Unix
//! socket in the abstract namespace under a name shared by the processes of its job on this
//! node: the first bind wins, the others stay quiet. The kernel releases the name when the
//! winner and a short-lived child holding the socket ([`hold_after_exit`]) are gone, nothing is
//! left on disk, and `socket`/`bind`/`fork` are async-signal-safe.
//!
//! The name is taken from the parent process: the processes of one job on one node are the
//! children of the same process-manager proxy (`hydra_pmi_proxy`, `slurmstepd`), distinct
//! for every job. Where that does not hold (ranks started through a shell), no two processes
//! share a name and the timing alone decides; nothing worse than today happens.

use std::fmt::Write;

use crate::stack_text::StackText;

/// Tries to become the process of this job on this node that prints the error. True also
/// when the claim cannot be made at all (better two lines than none).
pub fn claim() -> bool {
    // SAFETY: plain system calls on a socket this function owns; `addr` is a zeroed
    // sockaddr_un whose path is filled within its bounds.
    unsafe {
        let fd = libc::socket(libc::AF_UNIX, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0);
        if fd < 0 {
            return true;
        }
        let mut addr: libc::sockaddr_un = std::mem::zeroed();
        addr.sun_family = libc::AF_UNIX as libc::sa_family_t;
        let mut name = StackText::<64>::new();
        let _ = write!(name, "dvmh-error-{}-{}", libc::getuid(), libc::getppid());
        // sun_path[0] stays 0: the abstract namespace.
        let path = &mut addr.sun_path[1..];
        let n = name.as_bytes().len().min(path.len());
        for (dst, &src) in path.iter_mut().zip(&name.as_bytes()[..n]) {
            *dst = src as libc::c_char;
        }
        let len = std::mem::size_of::<libc::sa_family_t>() + 1 + n;
        let rc = libc::bind(
            fd,
            &addr as *const libc::sockaddr_un as *const libc::sockaddr,
            len as libc::socklen_t,
        );
        if rc == 0 {
            // Keep the socket open: the claim lasts until this process dies, and a little
            // longer (see `hold_after_exit`).
            hold_after_exit(fd);
            return true;
        }
        let taken = std::io::Error::last_os_error().raw_os_error() == Some(libc::EADDRINUSE);
        libc::close(fd);
        !taken
    }
}

/// How long the claim outlives the process that made it.
const HOLD_S: libc::time_t = 10;
/// How often the holder looks whether the winner still lives.
const POLL_NS: libc::c_long = 100_000_000;
/// The longest the holder waits for the winner to end (the winner's abort is bounded by an
/// alarm well below this).
const MAX_POLLS: u32 = 1200;

/// Keeps the claim while this process lives and [`HOLD_S`] seconds more, in a child that holds
/// nothing else. The winner aborts the job right after printing and may be gone before the
/// process manager has killed the others; a rank whose own error came a little later would
/// then find the name free and print a second line. The child closes every other descriptor
/// (the job's output pipes must not wait for it) and only sleeps, so it is made with the raw
/// `fork` system call: glibc's `fork` runs the allocator's fork handlers, which may block on
/// a heap that this very error corrupted. The child starts a session of its own: MPICH's
/// process manager kills each rank's whole process group on an abort, and a child in the
/// winner's group died with it. It waits for the winner's end rather than a fixed time: a
/// winner whose `MPI_Abort` hangs on the state its crash left is ended only by its alarm, and
/// a hold counted from the claim had expired by then (both seen in CI as a second error line).
/// A failed fork leaves the claim as it was.
fn hold_after_exit(fd: libc::c_int) {
    // SAFETY: raw system calls only; the child touches no memory of the parent's allocator
    // and ends with `_exit`.
    unsafe {
        let winner = libc::syscall(libc::SYS_getpid);
        if libc::syscall(libc::SYS_fork) != 0 {
            return;
        }
        libc::syscall(libc::SYS_setsid);
        let max = libc::sysconf(libc::_SC_OPEN_MAX).clamp(64, 4096) as libc::c_int;
        for other in 0..max {
            if other != fd {
                libc::close(other);
            }
        }
        let poll = libc::timespec {
            tv_sec: 0,
            tv_nsec: POLL_NS,
        };
        // Reparented (to init or a subreaper) once the winner is gone.
        for _ in 0..MAX_POLLS {
            if libc::syscall(libc::SYS_getppid) != winner {
                break;
            }
            libc::nanosleep(&poll, std::ptr::null_mut());
        }
        let pause = libc::timespec {
            tv_sec: HOLD_S,
            tv_nsec: 0,
        };
        libc::nanosleep(&pause, std::ptr::null_mut());
        libc::_exit(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_claim_wins_until_its_process_ends() {
        assert!(claim());
        assert!(!claim());
        assert!(!claim());
    }
}

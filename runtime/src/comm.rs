//! The only module that touches MPI.
//!
//! It talks to MPI through `mpi::ffi` with the `MPI_ERRORS_RETURN` error handler, so that every
//! failing call returns an error of this process ([`RtError::local`]) naming the call and MPI's
//! error string, which the ABI layer reports as the runtime's own one-line fatal error instead
//! of MPICH's multi-line abort. All data is moved as bytes; the geometry of what is moved is
//! decided elsewhere (`exchange`). MPI is initialised with `MPI_THREAD_FUNNELED`: only the main
//! thread calls into this module.
//!
//! Every call that waits for other processes is bracketed by `blocking`: it writes rank 0's
//! buffered program output first (if a peer has failed, this process may be killed while it
//! waits, and what the program printed before must not be lost) and marks the call for the
//! `DVMH_TIMEOUT` watchdog. Every call that moves data or waits is reported to `DVMH_STAT`'s
//! collector ([`stat::record_comm`]: bytes sent, messages, seconds), a flag check when off.
//!
//! A program started without an MPI process manager (`./prog`, not `mpirun -n 1 ./prog`) does
//! not start MPI at all: it is a job of one process, and MPICH's singleton start-up costs some
//! 50 ms (it starts a process manager of its own), which is a fifth of a short run such as NPB
//! class W. That *solo* communicator does every operation within the process, with MPI's
//! semantics for a job of one: messages to itself are matched in the order they were sent.
//! Whether a process manager started the program is read from the environment it gives its
//! processes ([`LAUNCHER_VARIABLES`]); a program that started MPI itself before the runtime
//! keeps using it.

use std::collections::VecDeque;
use std::ffi::{c_char, c_int, c_void};
use std::sync::atomic::{AtomicU8, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::Instant;

use mpi::ffi;

use crate::fault::{RtError, RtResult};
use crate::io;
use crate::scratch;
use crate::stat;
use crate::watchdog::{self, Call};

/// Largest message piece: MPI counts are `int`, so big transfers go in several pieces.
const CHUNK: usize = 1 << 30;
/// The tag of every point-to-point message of the runtime (its own communicator isolates it).
const TAG: c_int = 0x0d7;

const NOT_STARTED: u8 = 0;
const RUNNING: u8 = 1;
const RUNNING_FOREIGN: u8 = 2;
const FINISHED: u8 = 3;
/// A job of one process without MPI (see the module documentation).
const SOLO: u8 = 4;

/// Variables a process manager puts into the environment of the processes it starts: MPICH's
/// Hydra and Slurm's PMI (`PMI_*`), PMIx-based launchers (`PMIX_*`), Open MPI (`OMPI_*`).
/// Any of them present means MPI must start, even for one process.
const LAUNCHER_VARIABLES: [&str; 3] = ["PMI_", "PMIX_", "OMPI_"];

/// Messages a solo job sent to itself and has not received yet, oldest first.
static SELF_MAIL: Mutex<VecDeque<Vec<u8>>> = Mutex::new(VecDeque::new());
/// The origin of [`wtime`] in a solo job.
static SOLO_EPOCH: OnceLock<Instant> = OnceLock::new();

/// Whether MPI is up (and whether this runtime started it).
static STATE: AtomicU8 = AtomicU8::new(NOT_STARTED);
/// This process's rank once [`init`] has run (`usize::MAX` before), and the job's size.
static RANK: AtomicUsize = AtomicUsize::new(usize::MAX);
static SIZE: AtomicUsize = AtomicUsize::new(1);

/// The runtime's communicator: a duplicate of `MPI_COMM_WORLD`, or `None` in a solo job.
#[derive(Debug)]
pub struct Comm {
    handle: Option<ffi::MPI_Comm>,
    rank: usize,
    size: usize,
}

/// Turns an MPI return code into an error of this process naming the call.
fn check(code: c_int, call: &str) -> RtResult<()> {
    if code != ffi::MPI_SUCCESS as c_int {
        return Err(RtError::local(format!(
            "{call} failed: {}",
            error_string(code)
        )));
    }
    Ok(())
}

fn error_string(code: c_int) -> String {
    let mut buf = vec![0 as c_char; ffi::MPI_MAX_ERROR_STRING as usize + 1];
    let mut len: c_int = 0;
    // SAFETY: the buffer has MPI_MAX_ERROR_STRING + 1 bytes, as MPI_Error_string requires.
    let rc = unsafe { ffi::MPI_Error_string(code, buf.as_mut_ptr(), &mut len) };
    if rc != ffi::MPI_SUCCESS as c_int {
        return format!("MPI error code {code}");
    }
    let bytes: Vec<u8> = buf[..len.max(0) as usize]
        .iter()
        .map(|&c| c as u8)
        .collect();
    String::from_utf8_lossy(&bytes).trim().to_string()
}

/// Prepares for a call that waits for other processes; keep the result until it returns.
fn blocking(call: Call) -> watchdog::Blocked {
    io::flush_output();
    watchdog::blocking(call)
}

/// Whether MPI calls can be made now (initialised and not finalised).
pub fn is_active() -> bool {
    matches!(STATE.load(Ordering::SeqCst), RUNNING | RUNNING_FOREIGN)
}

/// This process's rank, once MPI is up (plain atomics: the error path reads it from signal
/// handlers).
pub fn job_rank() -> Option<usize> {
    Some(RANK.load(Ordering::Relaxed)).filter(|&r| r != usize::MAX)
}

/// The number of processes of the job (1 until MPI is up).
pub fn job_size() -> usize {
    SIZE.load(Ordering::Relaxed)
}

/// Whether a process manager started this process (see [`LAUNCHER_VARIABLES`]).
fn started_by_launcher() -> bool {
    std::env::vars_os().any(|(name, _)| {
        let name = name.to_string_lossy();
        LAUNCHER_VARIABLES.iter().any(|p| name.starts_with(p))
    })
}

/// Starts MPI (unless the program already did) and returns the runtime's communicator; a
/// program started without a process manager gets the solo communicator instead.
pub fn init() -> RtResult<Comm> {
    let mut flag: c_int = 0;
    // SAFETY: plain MPI calls with valid out-pointers.
    unsafe {
        check(ffi::MPI_Initialized(&mut flag), "MPI_Initialized")?;
        if flag == 0 && !started_by_launcher() {
            SOLO_EPOCH.get_or_init(Instant::now);
            STATE.store(SOLO, Ordering::SeqCst);
            SIZE.store(1, Ordering::Relaxed);
            RANK.store(0, Ordering::Relaxed);
            return Ok(Comm {
                handle: None,
                rank: 0,
                size: 1,
            });
        }
        if flag == 0 {
            let mut provided: c_int = 0;
            check(
                ffi::MPI_Init_thread(
                    std::ptr::null_mut(),
                    std::ptr::null_mut(),
                    ffi::RSMPI_THREAD_FUNNELED,
                    &mut provided,
                ),
                "MPI_Init_thread",
            )?;
            STATE.store(RUNNING, Ordering::SeqCst);
        } else {
            STATE.store(RUNNING_FOREIGN, Ordering::SeqCst);
        }
        check(
            ffi::MPI_Comm_set_errhandler(ffi::RSMPI_COMM_WORLD, ffi::RSMPI_ERRORS_RETURN),
            "MPI_Comm_set_errhandler",
        )?;
        let mut handle = ffi::RSMPI_COMM_NULL;
        check(
            ffi::MPI_Comm_dup(ffi::RSMPI_COMM_WORLD, &mut handle),
            "MPI_Comm_dup",
        )?;
        check(
            ffi::MPI_Comm_set_errhandler(handle, ffi::RSMPI_ERRORS_RETURN),
            "MPI_Comm_set_errhandler",
        )?;
        let (mut rank, mut size): (c_int, c_int) = (0, 0);
        check(ffi::MPI_Comm_rank(handle, &mut rank), "MPI_Comm_rank")?;
        check(ffi::MPI_Comm_size(handle, &mut size), "MPI_Comm_size")?;
        SIZE.store(size as usize, Ordering::Relaxed);
        RANK.store(rank as usize, Ordering::Relaxed);
        Ok(Comm {
            handle: Some(handle),
            rank: rank as usize,
            size: size as usize,
        })
    }
}

/// Ends MPI (if this runtime started it). Later MPI use is an error; aborts then just exit.
pub fn finalize() -> RtResult<()> {
    if STATE.swap(FINISHED, Ordering::SeqCst) == RUNNING {
        let _blocked = blocking(Call::Finalize);
        // SAFETY: MPI is initialised and not yet finalised (the state said RUNNING).
        check(unsafe { ffi::MPI_Finalize() }, "MPI_Finalize")?;
    }
    Ok(())
}

/// Kills every process of the job with the given status (or just this one without MPI).
/// Called on the way out of an error, possibly from a signal handler, so the fallback is
/// `_exit`: nothing of the failing process runs any more.
///
/// A job of one process is finalised instead of aborted: there MPICH's `MPI_Abort` is a plain
/// `exit` that leaves the process manager's PMI socket open until the process dies, and
/// Hydra's proxy, when it sees that socket close after the exit, records the exit as a kill
/// by signal 1, so that `mpirun` prints its "BAD TERMINATION ... Hangup" box (seen under
/// load). `MPI_Finalize` closes the socket the orderly way first; the caller's alarm bounds
/// it should the crash have left MPI unable to finish.
pub fn abort(status: i32) -> ! {
    if is_active() {
        // SAFETY: MPI is initialised; MPI_Abort does not return on success, and MPI_Finalize
        // is only called once (the state changes to FINISHED first).
        unsafe {
            if job_size() == 1 && STATE.swap(FINISHED, Ordering::SeqCst) != FINISHED {
                ffi::MPI_Finalize();
            } else {
                ffi::MPI_Abort(ffi::RSMPI_COMM_WORLD, status);
            }
        }
    }
    // SAFETY: _exit ends the process at once.
    unsafe { libc::_exit(status) }
}

/// `MPI_Wtime` (a monotonic clock in a solo job), or 0 before the runtime starts.
pub fn wtime() -> f64 {
    if STATE.load(Ordering::SeqCst) == SOLO {
        return SOLO_EPOCH.get().map_or(0.0, |e| e.elapsed().as_secs_f64());
    }
    if !is_active() {
        return 0.0;
    }
    // SAFETY: MPI is initialised.
    unsafe { ffi::RSMPI_Wtime() }
}

fn int_count(len: usize, call: &str) -> RtResult<c_int> {
    c_int::try_from(len)
        .map_err(|_| RtError::local(format!("{call}: {len} bytes exceed the MPI count limit")))
}

impl Comm {
    pub fn rank(&self) -> usize {
        self.rank
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// This process's rank among the processes of this job on its node, and their number
    /// (`MPI_COMM_TYPE_SHARED`).
    pub fn node_local(&self) -> RtResult<(usize, usize)> {
        let Some(handle) = self.handle else {
            return Ok((0, 1));
        };
        let _blocked = blocking(Call::CommSplitType);
        // SAFETY: valid communicator and out-pointers; the new communicator is freed here.
        unsafe {
            let mut node = ffi::RSMPI_COMM_NULL;
            check(
                ffi::MPI_Comm_split_type(
                    handle,
                    ffi::RSMPI_COMM_TYPE_SHARED,
                    0,
                    ffi::RSMPI_INFO_NULL,
                    &mut node,
                ),
                "MPI_Comm_split_type",
            )?;
            let mut size: c_int = 1;
            check(ffi::MPI_Comm_size(node, &mut size), "MPI_Comm_size")?;
            let mut rank: c_int = 0;
            check(ffi::MPI_Comm_rank(node, &mut rank), "MPI_Comm_rank")?;
            check(ffi::MPI_Comm_free(&mut node), "MPI_Comm_free")?;
            Ok((rank.max(0) as usize, size.max(1) as usize))
        }
    }

    pub fn barrier(&self) -> RtResult<()> {
        let started = stat::comm_start();
        if let Some(handle) = self.handle {
            let _blocked = blocking(Call::Barrier);
            // SAFETY: valid communicator.
            check(unsafe { ffi::MPI_Barrier(handle) }, "MPI_Barrier")?;
        }
        stat::record_comm(started, 0, 1);
        Ok(())
    }

    /// Every process gets `root`'s `buf`.
    pub fn broadcast(&self, buf: &mut [u8], root: usize) -> RtResult<()> {
        let started = stat::comm_start();
        let Some(handle) = self.handle else {
            // The root is the only process: everybody has its data.
            stat::record_comm(started, 0, 1);
            return Ok(());
        };
        let _blocked = blocking(Call::Bcast);
        for piece in buf.chunks_mut(CHUNK) {
            let n = int_count(piece.len(), "MPI_Bcast")?;
            // SAFETY: the pointer and count describe `piece`, which lives across the call.
            check(
                unsafe {
                    ffi::MPI_Bcast(
                        piece.as_mut_ptr() as *mut c_void,
                        n,
                        ffi::RSMPI_UINT8_T,
                        root as c_int,
                        handle,
                    )
                },
                "MPI_Bcast",
            )?;
        }
        let sent = if root == self.rank { buf.len() } else { 0 };
        stat::record_comm(started, sent, 1);
        Ok(())
    }

    /// Process k's `mine` lands in `all[k * mine.len() ..]` on every process.
    pub fn all_gather(&self, mine: &[u8], all: &mut [u8]) -> RtResult<()> {
        debug_assert_eq!(all.len(), mine.len() * self.size);
        let Some(handle) = self.handle else {
            all.copy_from_slice(mine);
            return Ok(());
        };
        let n = int_count(mine.len(), "MPI_Allgather")?;
        int_count(all.len(), "MPI_Allgather")?;
        let started = stat::comm_start();
        let _blocked = blocking(Call::Allgather);
        // SAFETY: `all` holds size * n bytes; both buffers live across the call.
        check(
            unsafe {
                ffi::MPI_Allgather(
                    mine.as_ptr() as *const c_void,
                    n,
                    ffi::RSMPI_UINT8_T,
                    all.as_mut_ptr() as *mut c_void,
                    n,
                    ffi::RSMPI_UINT8_T,
                    handle,
                )
            },
            "MPI_Allgather",
        )?;
        stat::record_comm(started, mine.len(), 1);
        Ok(())
    }

    /// Non-blocking point-to-point exchange: posts every receive, then every send, then waits
    /// for all. Each `(peer, bytes)` of `sends` must be matched by a receive of the same size
    /// on the peer, and the sizes are known on both sides in advance.
    pub fn exchange(
        &self,
        sends: &[(usize, &[u8])],
        recvs: &mut [(usize, &mut [u8])],
    ) -> RtResult<()> {
        let started = stat::comm_start();
        let Some(handle) = self.handle else {
            exchange_with_itself(sends, recvs)?;
            let sent: usize = sends.iter().map(|(_, b)| b.len()).sum();
            stat::record_comm(started, sent, sends.len() + recvs.len());
            return Ok(());
        };
        let mut requests: Vec<ffi::MPI_Request> = Vec::new();
        for (peer, buf) in recvs.iter_mut() {
            for piece in buf.chunks_mut(CHUNK) {
                // SAFETY: reading a constant exported by the MPI shim.
                let mut request = unsafe { ffi::RSMPI_REQUEST_NULL };
                // SAFETY: `piece` stays alive and untouched until MPI_Waitall below.
                check(
                    unsafe {
                        ffi::MPI_Irecv(
                            piece.as_mut_ptr() as *mut c_void,
                            piece.len() as c_int,
                            ffi::RSMPI_UINT8_T,
                            *peer as c_int,
                            TAG,
                            handle,
                            &mut request,
                        )
                    },
                    "MPI_Irecv",
                )?;
                requests.push(request);
            }
        }
        for (peer, buf) in sends {
            // SAFETY: `buf` stays alive and unchanged until `wait_all` below.
            unsafe { start_sends(handle, *peer, buf, &mut requests) }?;
        }
        wait_all(&mut requests)?;
        if started.is_some() {
            let sent: usize = sends.iter().map(|(_, b)| b.len()).sum();
            stat::record_comm(started, sent, sends.len() + recvs.len());
        }
        Ok(())
    }
}

/// [`Comm::exchange`] in a solo job: every message goes to the process itself, and each
/// receive takes the oldest message not yet received, as MPI matches messages of one sender
/// and tag.
fn exchange_with_itself(
    sends: &[(usize, &[u8])],
    recvs: &mut [(usize, &mut [u8])],
) -> RtResult<()> {
    let mut mail = SELF_MAIL.lock().unwrap_or_else(|p| p.into_inner());
    for (peer, buf) in sends {
        check_self_peer(*peer)?;
        mail.push_back(buf.to_vec());
    }
    for (peer, buf) in recvs.iter_mut() {
        check_self_peer(*peer)?;
        match mail.pop_front() {
            Some(data) if data.len() == buf.len() => buf.copy_from_slice(&data),
            Some(data) => {
                return Err(RtError::local(format!(
                    "a message of {} bytes was received into a buffer of {} bytes",
                    data.len(),
                    buf.len()
                )))
            }
            None => {
                return Err(RtError::local(
                    "a receive in a job of one process has no message to match: it would wait \
                     for ever",
                ))
            }
        }
    }
    Ok(())
}

/// A peer of a solo job must be the process itself (rank 0).
fn check_self_peer(peer: usize) -> RtResult<()> {
    if peer == 0 {
        Ok(())
    } else {
        Err(RtError::local(format!(
            "process {peer} addressed in a job of one process"
        )))
    }
}

/// Starts non-blocking sends of `buf` to `peer`, in pieces of at most [`CHUNK`] bytes, and
/// adds their requests to `requests`.
///
/// # Safety
/// `buf` must stay alive and unchanged until the requests have been waited for.
unsafe fn start_sends(
    handle: ffi::MPI_Comm,
    peer: usize,
    buf: &[u8],
    requests: &mut Vec<ffi::MPI_Request>,
) -> RtResult<()> {
    for piece in buf.chunks(CHUNK) {
        // SAFETY: reading a constant exported by the MPI shim.
        let mut request = unsafe { ffi::RSMPI_REQUEST_NULL };
        // SAFETY: `piece` outlives the request, per the contract.
        check(
            unsafe {
                ffi::MPI_Isend(
                    piece.as_ptr() as *const c_void,
                    piece.len() as c_int,
                    ffi::RSMPI_UINT8_T,
                    peer as c_int,
                    TAG,
                    handle,
                    &mut request,
                )
            },
            "MPI_Isend",
        )?;
        requests.push(request);
    }
    Ok(())
}

/// Waits for every request of `requests` (statuses ignored) and empties the list.
fn wait_all(requests: &mut Vec<ffi::MPI_Request>) -> RtResult<()> {
    if requests.is_empty() {
        return Ok(());
    }
    let n = int_count(requests.len(), "MPI_Waitall")?;
    let _blocked = blocking(Call::Waitall);
    // SAFETY: `requests` holds n active requests whose buffers are alive.
    let rc = unsafe { ffi::MPI_Waitall(n, requests.as_mut_ptr(), ffi::RSMPI_STATUSES_IGNORE) };
    check(rc, "MPI_Waitall")?;
    requests.clear();
    Ok(())
}

/// Sends started with [`Outgoing::send`] and not yet known complete: the pipeline of an ACROSS
/// loop sends each portion's edge and goes on computing, so a send must not wait for the peer
/// to post its receive. The buffers are kept here until [`Outgoing::finish`].
#[derive(Default)]
pub struct Outgoing {
    buffers: Vec<Vec<u8>>,
    requests: Vec<ffi::MPI_Request>,
}

impl Outgoing {
    /// Starts sending `data` to `peer` (matched by a receive of the same size there).
    pub fn send(&mut self, comm: &Comm, peer: usize, data: Vec<u8>) -> RtResult<()> {
        let started = stat::comm_start();
        let bytes = data.len();
        let Some(handle) = comm.handle else {
            check_self_peer(peer)?;
            SELF_MAIL
                .lock()
                .unwrap_or_else(|p| p.into_inner())
                .push_back(data);
            stat::record_comm(started, bytes, 1);
            return Ok(());
        };
        // The heap block of `data` does not move when `buffers` grows.
        self.buffers.push(data);
        let buf = &self.buffers[self.buffers.len() - 1];
        // SAFETY: `buf` stays alive and unchanged until `finish` waits for it (or, on the way
        // out of an error, forever: see `Drop`).
        unsafe { start_sends(handle, peer, buf, &mut self.requests) }?;
        stat::record_comm(started, bytes, 1);
        Ok(())
    }

    /// Waits until every started send has completed and frees the buffers.
    pub fn finish(&mut self) -> RtResult<()> {
        let started = stat::comm_start();
        wait_all(&mut self.requests)?;
        self.buffers.drain(..).for_each(scratch::give);
        stat::record_comm(started, 0, 0);
        Ok(())
    }
}

impl Drop for Outgoing {
    /// Only on the way out of an error: the sends may still read their buffers, so they are
    /// leaked rather than freed.
    fn drop(&mut self) {
        if !self.requests.is_empty() {
            std::mem::forget(std::mem::take(&mut self.buffers));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fault::Scope;

    /// The only test that touches the solo mailbox (a process-wide queue).
    #[test]
    fn a_solo_job_receives_its_own_messages_in_the_order_sent() {
        let solo = Comm {
            handle: None,
            rank: 0,
            size: 1,
        };
        let mut out = Outgoing::default();
        out.send(&solo, 0, vec![1, 2])
            .expect("pipeline send to itself");
        let (mut a, mut b) = ([0u8; 2], [0u8; 3]);
        solo.exchange(&[(0, &[3, 4, 5])], &mut [(0, &mut a), (0, &mut b)])
            .expect("matched in order");
        out.finish().expect("nothing to wait for");
        assert_eq!((a, b), ([1, 2], [3, 4, 5]));
        let mut all = [0u8; 2];
        solo.all_gather(&[7, 8], &mut all).expect("gather of one");
        assert_eq!(all, [7, 8]);
        let mut small = [0u8; 1];
        let e = solo
            .exchange(&[(0, &[1, 2])], &mut [(0, &mut small)])
            .expect_err("sizes differ");
        assert!(e.to_string().contains("2 bytes"), "{e}");
        let e = solo
            .exchange(&[], &mut [(0, &mut small)])
            .expect_err("nothing was sent");
        assert!(e.to_string().contains("would wait"), "{e}");
        let e = solo
            .exchange(&[(1, &[0])], &mut [])
            .expect_err("no process 1");
        assert!(e.to_string().contains("process 1"), "{e}");
        assert!(SELF_MAIL.lock().unwrap().is_empty());
    }

    #[test]
    fn failed_mpi_calls_are_errors_naming_the_call_and_mpis_reason() {
        assert_eq!(check(ffi::MPI_SUCCESS as c_int, "MPI_Barrier"), Ok(()));
        let e = check(ffi::MPI_ERR_COMM as c_int, "MPI_Barrier").expect_err("a failed call");
        assert_eq!(e.scope(), Scope::Local);
        // MPI's own words for the code (MPICH: "Invalid communicator").
        assert_eq!(
            e.to_string(),
            format!(
                "MPI_Barrier failed: {}",
                error_string(ffi::MPI_ERR_COMM as c_int)
            )
        );
        assert!(!error_string(ffi::MPI_ERR_COMM as c_int).starts_with("MPI error code"));
        let e = int_count(usize::MAX, "MPI_Bcast").expect_err("too many bytes");
        assert_eq!(
            e.to_string(),
            format!("MPI_Bcast: {} bytes exceed the MPI count limit", usize::MAX)
        );
    }
}

//! A persistent pool of `DVMH_NUM_THREADS - 1` worker threads; the calling (main) thread is
//! thread 0 of every job.
//!
//! Workers sleep on a condition variable between jobs: test machines run several MPI processes
//! with several threads each on few cores, where spinning workers would steal the cores that
//! the working threads need. Only the main thread calls MPI, so jobs never communicate.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;

use crate::fault::{RtError, RtResult};
use crate::signals;

/// Stack size of worker threads: handlers may keep large private arrays on the stack.
const WORKER_STACK: usize = 64 << 20;

/// A job: called once on every thread with the thread's number.
type Job = dyn Fn(usize) + Sync + 'static;

/// The job pointer handed to workers. Its lifetime is erased; [`ThreadPool::run`] does not
/// return before every worker has finished with it.
#[derive(Clone, Copy)]
struct JobRef(*const Job);

// SAFETY: the pointee is Sync, and `run` keeps it alive while workers use it.
unsafe impl Send for JobRef {}

struct State {
    generation: u64,
    job: Option<JobRef>,
    /// Workers that have not finished the current job.
    pending: usize,
    /// A worker's job panicked (a bug in the runtime: handlers are C functions).
    panicked: bool,
    shutdown: bool,
}

struct Shared {
    state: Mutex<State>,
    work: Condvar,
    done: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        match self.state.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        }
    }
}

/// The pool; `size()` threads take part in each job, the caller included.
pub struct ThreadPool {
    shared: Arc<Shared>,
    workers: Mutex<Vec<JoinHandle<()>>>,
    size: usize,
}

impl ThreadPool {
    /// A pool of `threads` threads (at least 1): `threads - 1` workers plus the caller.
    pub fn new(threads: usize) -> RtResult<ThreadPool> {
        let size = threads.max(1);
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                generation: 0,
                job: None,
                pending: 0,
                panicked: false,
                shutdown: false,
            }),
            work: Condvar::new(),
            done: Condvar::new(),
        });
        let mut workers = Vec::with_capacity(size - 1);
        for index in 1..size {
            let shared = Arc::clone(&shared);
            let spawned = std::thread::Builder::new()
                .name(format!("dvmh-worker-{index}"))
                .stack_size(WORKER_STACK)
                .spawn(move || worker_loop(&shared, index));
            match spawned {
                Ok(handle) => workers.push(handle),
                Err(e) => {
                    return Err(RtError::local(format!(
                        "cannot start worker thread {index} of {size} (DVMH_NUM_THREADS): {e}"
                    )))
                }
            }
        }
        Ok(ThreadPool {
            shared,
            workers: Mutex::new(workers),
            size,
        })
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// Runs `job(t)` for every thread number `t < size()`, `t = 0` on the calling thread, and
    /// returns when all have finished. A panicking job (a bug in the runtime) is an error.
    pub fn run(&self, job: &(dyn Fn(usize) + Sync + '_)) -> RtResult<()> {
        let workers = self.size - 1;
        if workers == 0 {
            job(0);
            return Ok(());
        }
        // SAFETY (lifetime erasure): this function waits below until `pending == 0`, i.e.
        // until no worker uses the pointer any more, before `job` can go out of scope.
        let erased: &'static Job =
            unsafe { std::mem::transmute::<&(dyn Fn(usize) + Sync + '_), &'static Job>(job) };
        {
            let mut st = self.shared.lock();
            st.job = Some(JobRef(erased as *const Job));
            st.pending = workers;
            st.generation += 1;
        }
        self.shared.work.notify_all();
        let main_result = catch_unwind(AssertUnwindSafe(|| job(0)));
        let mut st = self.shared.lock();
        while st.pending > 0 {
            st = match self.shared.done.wait(st) {
                Ok(g) => g,
                Err(poisoned) => poisoned.into_inner(),
            };
        }
        st.job = None;
        let panicked = std::mem::take(&mut st.panicked);
        drop(st);
        if main_result.is_err() || panicked {
            return Err(RtError::local(
                "internal error: a parallel loop portion panicked",
            ));
        }
        Ok(())
    }

    /// Stops and joins the workers (at program end).
    pub fn shutdown(&self) {
        self.shared.lock().shutdown = true;
        self.shared.work.notify_all();
        let handles = match self.workers.lock() {
            Ok(mut w) => std::mem::take(&mut *w),
            Err(poisoned) => std::mem::take(&mut *poisoned.into_inner()),
        };
        for h in handles {
            let _ = h.join();
        }
    }
}

fn worker_loop(shared: &Shared, index: usize) {
    // Workers run compiled code: crashes there, stack overflows included, are reported.
    let _alt_stack = signals::AltStack::install();
    let mut seen = 0u64;
    loop {
        let job = {
            let mut st = shared.lock();
            while st.generation == seen && !st.shutdown {
                st = match shared.work.wait(st) {
                    Ok(g) => g,
                    Err(poisoned) => poisoned.into_inner(),
                };
            }
            if st.shutdown {
                return;
            }
            seen = st.generation;
            st.job
        };
        let ok = match job {
            // SAFETY: `run` keeps the job alive until this worker decrements `pending`.
            Some(JobRef(ptr)) => {
                catch_unwind(AssertUnwindSafe(|| unsafe { (*ptr)(index) })).is_ok()
            }
            None => true,
        };
        let mut st = shared.lock();
        if !ok {
            st.panicked = true;
        }
        st.pending -= 1;
        if st.pending == 0 {
            shared.done.notify_one();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn every_thread_runs_each_job_once() {
        let pool = ThreadPool::new(3).expect("threads start");
        assert_eq!(pool.size(), 3);
        for round in 1..=50 {
            let seen: Vec<AtomicUsize> = (0..3).map(|_| AtomicUsize::new(0)).collect();
            pool.run(&|t| {
                seen[t].fetch_add(round, Ordering::SeqCst);
            })
            .expect("the job does not panic");
            let counts: Vec<usize> = seen.iter().map(|a| a.load(Ordering::SeqCst)).collect();
            assert_eq!(counts, vec![round; 3]);
        }
        pool.shutdown();
    }

    #[test]
    fn single_thread_pool_runs_on_the_caller() {
        let pool = ThreadPool::new(0).expect("no thread to start");
        assert_eq!(pool.size(), 1);
        let caller = std::thread::current().id();
        let ran_on = Mutex::new(None);
        pool.run(&|t| {
            assert_eq!(t, 0);
            *ran_on.lock().unwrap() = Some(std::thread::current().id());
        })
        .expect("the job does not panic");
        assert_eq!(*ran_on.lock().unwrap(), Some(caller));
    }

    #[test]
    fn jobs_borrow_local_data() {
        let pool = ThreadPool::new(2).expect("threads start");
        let data = [10usize, 20];
        let sum = AtomicUsize::new(0);
        pool.run(&|t| {
            sum.fetch_add(data[t], Ordering::SeqCst);
        })
        .expect("the job does not panic");
        assert_eq!(sum.load(Ordering::SeqCst), 30);
        pool.shutdown();
    }

    #[test]
    fn a_panicking_portion_is_an_error_of_this_process() {
        let pool = ThreadPool::new(2).expect("threads start");
        let e = pool
            .run(&|t| assert_ne!(t, 1, "worker 1 fails on purpose"))
            .expect_err("worker 1 panicked");
        assert_eq!(
            e.to_string(),
            "internal error: a parallel loop portion panicked"
        );
        assert_eq!(e.scope(), crate::fault::Scope::Local);
        pool.shutdown();
    }
}

//! `DVMH_STAT`: per-loop and per-process statistics, written when the program finishes.
//!
//! Why it is built this way: the numbers a person needs to see where the time goes (which
//! loop, which process, how much of it is communication and of which kind) are all known at
//! two places only, the parallel loop (`parloop`: iterations, time) and the MPI layer (`comm`:
//! bytes, messages, time spent in MPI). So `comm` reports every call to [`record_comm`], which
//! charges it to the loop running now ([`LoopScope`]) and to the *purpose* of the
//! communication named by the innermost [`CategoryScope`] (shadow renewal, ACROSS pipeline,
//! remote access, reduction, redistribution), set by the modules that know why they move
//! data. A `REMOTE_ACCESS` clause's buffers are gathered just before its loop starts, at the
//! loop's source position: remote traffic outside loops is held back ([`Collector::pending`])
//! and charged to the next loop if that loop has the same position, else to the traffic
//! outside loops. Nothing here depends on MPI: this part sits at the bottom of the runtime; gathering
//! the processes' numbers and writing the files ([`finish`]) sits above `comm`.
//!
//! When `DVMH_STAT` is off every entry point costs one relaxed atomic load ([`enabled`]).
//! Only the main thread communicates (MPI is `FUNNELED`) and runs loops, so one mutex over
//! the whole collector is uncontended.

pub mod finish;
pub mod report;
pub mod svg;
pub mod table;

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use crate::position::Position;

/// Why data moved between processes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    /// `SHADOW_RENEW` (a loop clause or the directive).
    Shadow,
    /// The ACROSS wavefront or pipeline.
    Across,
    /// `REMOTE_ACCESS` buffers and distributed elements read in sequential code.
    Remote,
    /// Reductions of parallel loops.
    Reduction,
    /// `REDISTRIBUTE` and `REALIGN`.
    Redistribute,
    /// Everything else: I/O, the start of the program, intrinsic functions.
    Other,
}

impl Category {
    pub const ALL: [Category; 6] = [
        Category::Shadow,
        Category::Across,
        Category::Remote,
        Category::Reduction,
        Category::Redistribute,
        Category::Other,
    ];

    /// The name used in the JSON file, the table and the chart.
    pub fn name(self) -> &'static str {
        match self {
            Category::Shadow => "shadow",
            Category::Across => "across",
            Category::Remote => "remote",
            Category::Reduction => "reduction",
            Category::Redistribute => "redistribute",
            Category::Other => "other",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Communication of one kind: bytes this process sent, messages (MPI calls) and seconds spent
/// in MPI.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CommStat {
    pub bytes: u64,
    pub messages: u64,
    pub seconds: f64,
}

impl CommStat {
    pub fn add(&mut self, other: &CommStat) {
        self.bytes += other.bytes;
        self.messages += other.messages;
        self.seconds += other.seconds;
    }
}

/// Communication by [`Category`] (indexed as [`Category::ALL`]).
pub type CommByKind = [CommStat; 6];

/// Sums every kind of a [`CommByKind`].
pub fn comm_total(comm: &CommByKind) -> CommStat {
    let mut total = CommStat::default();
    for c in comm {
        total.add(c);
    }
    total
}

/// One parallel loop (all its executions) on this process.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopStat {
    /// `file:line` of its directive.
    pub at: String,
    /// How many times it ran.
    pub executions: u64,
    /// Iterations this process executed, over all executions.
    pub iterations: u64,
    /// Wall seconds in `dvmh_loop_perform`, communication included.
    pub seconds: f64,
    pub comm: CommByKind,
}

/// What this process measured.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Local {
    pub loops: Vec<LoopStat>,
    /// Communication outside parallel loops.
    pub outside: CommByKind,
    /// Seconds from `dvmh_init` to `dvmh_finish`.
    pub program_seconds: f64,
    pub threads: usize,
}

struct Collector {
    local: Local,
    index: HashMap<String, usize>,
    current_loop: Option<usize>,
    category: Category,
    /// Remote traffic outside loops at the position `.0` since the last loop started.
    pending: Option<(String, CommByKind)>,
    start: Instant,
}

impl Collector {
    /// The held-back remote traffic goes to the loop `l` when it is at `at`, else outside.
    fn settle_pending(&mut self, loop_here: Option<(usize, &str)>) {
        if let Some((key, comm)) = self.pending.take() {
            let to = match loop_here {
                Some((l, at)) if at == key => &mut self.local.loops[l].comm,
                _ => &mut self.local.outside,
            };
            for (t, c) in to.iter_mut().zip(&comm) {
                t.add(c);
            }
        }
    }
}

static ENABLED: AtomicBool = AtomicBool::new(false);
static COLLECTOR: Mutex<Option<Collector>> = Mutex::new(None);

/// Whether statistics are collected (`DVMH_STAT`): one relaxed load, the whole cost when off.
#[inline]
pub fn enabled() -> bool {
    ENABLED.load(Ordering::Relaxed)
}

fn with<R>(f: impl FnOnce(&mut Collector) -> R) -> Option<R> {
    let mut guard = COLLECTOR.lock().unwrap_or_else(|p| p.into_inner());
    guard.as_mut().map(f)
}

/// Starts collecting (`dvmh_init` with `DVMH_STAT` on); `threads`: this process's threads.
pub fn enable(threads: usize) {
    let mut guard = COLLECTOR.lock().unwrap_or_else(|p| p.into_inner());
    *guard = Some(Collector {
        local: Local {
            threads,
            ..Local::default()
        },
        index: HashMap::new(),
        current_loop: None,
        category: Category::Other,
        pending: None,
        start: Instant::now(),
    });
    ENABLED.store(true, Ordering::Relaxed);
}

/// Stops collecting and returns what was measured (`None` when it was off).
pub fn take() -> Option<Local> {
    ENABLED.store(false, Ordering::Relaxed);
    let mut guard = COLLECTOR.lock().unwrap_or_else(|p| p.into_inner());
    guard.take().map(|mut c| {
        c.settle_pending(None);
        let mut local = c.local;
        local.program_seconds = c.start.elapsed().as_secs_f64();
        local
    })
}

/// The start of an MPI call, when statistics are on.
#[inline]
pub fn comm_start() -> Option<Instant> {
    enabled().then(Instant::now)
}

/// An MPI call that began at `start` ([`comm_start`]) is over: it sent `bytes` in `messages`
/// messages. Charged to the current loop (or to communication outside loops) under the
/// current [`Category`].
#[inline]
pub fn record_comm(start: Option<Instant>, bytes: usize, messages: usize) {
    if let Some(start) = start {
        let seconds = start.elapsed().as_secs_f64();
        let stat = CommStat {
            bytes: bytes as u64,
            messages: messages as u64,
            seconds,
        };
        with(|c| {
            let k = c.category.index();
            match c.current_loop {
                Some(l) => c.local.loops[l].comm[k].add(&stat),
                None if c.category == Category::Remote => {
                    let at = Position::current().to_string();
                    if c.pending.as_ref().is_some_and(|(key, _)| *key != at) {
                        c.settle_pending(None);
                    }
                    let (_, comm) = c.pending.get_or_insert_with(|| (at, CommByKind::default()));
                    comm[k].add(&stat);
                }
                None => c.local.outside[k].add(&stat),
            }
        });
    }
}

/// Communication in this scope is of kind `category` (the previous kind is restored on drop).
#[must_use]
pub struct CategoryScope {
    previous: Option<Category>,
}

/// Opens a [`CategoryScope`].
#[inline]
pub fn category(category: Category) -> CategoryScope {
    if !enabled() {
        return CategoryScope { previous: None };
    }
    let previous = with(|c| std::mem::replace(&mut c.category, category));
    CategoryScope { previous }
}

impl Drop for CategoryScope {
    fn drop(&mut self) {
        if let Some(previous) = self.previous {
            with(|c| c.category = previous);
        }
    }
}

/// One execution of a parallel loop: its time runs until drop.
#[must_use]
pub struct LoopScope {
    started: Option<(Instant, Option<usize>)>,
}

/// The loop at `at` starts, executing `iterations()` iterations on this process (evaluated
/// only when statistics are on).
#[inline]
pub fn loop_scope(at: Position, iterations: impl FnOnce() -> u64) -> LoopScope {
    if !enabled() {
        return LoopScope { started: None };
    }
    let key = at.to_string();
    let iterations = iterations();
    let previous = with(|c| {
        let l = match c.index.get(&key) {
            Some(&l) => l,
            None => {
                c.local.loops.push(LoopStat {
                    at: key.clone(),
                    executions: 0,
                    iterations: 0,
                    seconds: 0.0,
                    comm: CommByKind::default(),
                });
                c.index.insert(key, c.local.loops.len() - 1);
                c.local.loops.len() - 1
            }
        };
        c.local.loops[l].executions += 1;
        c.local.loops[l].iterations += iterations;
        let at = c.local.loops[l].at.clone();
        c.settle_pending(Some((l, &at)));
        c.current_loop.replace(l)
    });
    LoopScope {
        started: previous.map(|p| (Instant::now(), p)),
    }
}

impl Drop for LoopScope {
    fn drop(&mut self) {
        if let Some((start, previous)) = self.started {
            let seconds = start.elapsed().as_secs_f64();
            with(|c| {
                if let Some(l) = c.current_loop {
                    c.local.loops[l].seconds += seconds;
                }
                c.current_loop = previous;
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The collector is process-wide: one test drives it from start to end.
    #[test]
    fn loops_and_categories_are_charged_where_they_happen() {
        assert!(!enabled());
        // Off: nothing is recorded and nothing panics.
        record_comm(comm_start(), 10, 1);
        assert!(take().is_none());

        enable(2);
        let at = Position::new(7, c"prog.fdv".as_ptr());
        {
            let _outer = category(Category::Redistribute);
            record_comm(comm_start(), 100, 2);
        }
        for _ in 0..2 {
            let _l = loop_scope(at, || 50);
            {
                let _s = category(Category::Shadow);
                record_comm(comm_start(), 8, 1);
                {
                    let _r = category(Category::Reduction);
                    record_comm(comm_start(), 16, 1);
                }
                record_comm(comm_start(), 8, 1);
            }
            record_comm(comm_start(), 1, 1);
        }
        // A REMOTE_ACCESS clause: gathered at the loop's position just before it starts.
        let here = Position::current();
        {
            let _r = category(Category::Remote);
            record_comm(comm_start(), 1000, 1);
        }
        drop(loop_scope(here, || 0));
        // A standalone REMOTE_ACCESS, then a loop elsewhere: the traffic stays outside.
        {
            let _r = category(Category::Remote);
            record_comm(comm_start(), 3, 1);
        }
        drop(loop_scope(at, || 0));
        let local = take().expect("enabled"); // ok: enabled above
        assert!(!enabled());
        assert_eq!(local.threads, 2);
        let l = &local.loops[0];
        assert_eq!(l.at, "prog.fdv:7");
        assert_eq!((l.executions, l.iterations), (3, 100));
        let kind = |c: Category| l.comm[c.index()];
        assert_eq!(kind(Category::Shadow).bytes, 32);
        assert_eq!(kind(Category::Shadow).messages, 4);
        assert_eq!(kind(Category::Reduction).bytes, 32);
        assert_eq!(kind(Category::Other).bytes, 2);
        assert_eq!(local.outside[Category::Redistribute.index()].bytes, 100);
        assert_eq!(comm_total(&l.comm).bytes, 66);
        assert!(l.seconds >= 0.0 && local.program_seconds >= l.seconds);
        if here.to_string() != l.at {
            assert_eq!(local.loops.len(), 2);
            assert_eq!(local.loops[1].comm[Category::Remote.index()].bytes, 1000);
            assert_eq!(local.outside[Category::Remote.index()].bytes, 3);
        }
    }
}

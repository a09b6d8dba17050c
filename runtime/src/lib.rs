//! `dvmh-runtime`: the library every program compiled by dvmhc links (`libdvmh_runtime.a`).
//!
//! Programs call it only through the C ABI of `runtime/ABI.md` (module [`abi`], header
//! `include/dvmh_rt.h`); everything else is internal. The modules, bottom up:
//!
//! * [`fault`]: the error value inner modules return; [`position`]: the program's source
//!   position; [`settings`], [`log`]: `DVMH_*` variables, logging; [`stack_text`]: text
//!   formatting without allocation for the crash path;
//! * [`signals`]: what crash reports know (guard zones, loops, alternate stacks);
//! * [`stat`]: `DVMH_STAT`'s collector (what `comm` and `parloop` measured), and its
//!   report (`stat::finish`, above `comm`: gathers the processes' numbers, writes the files);
//! * [`comm`]: the only module that calls MPI; [`watchdog`]: `DVMH_TIMEOUT`;
//!   [`threads`]: the worker pool;
//! * [`grid`], [`distrib`], [`boxes`]: processor grid, templates and alignment, index boxes;
//!   [`strided_copy`]: the copy loop that packs and unpacks boxes; [`scratch`]: message
//!   buffers kept between exchanges;
//! * [`array`], [`storage`], [`exchange`]: distributed arrays and the data movement between
//!   processes (shadow renewal, element reads, gathers);
//! * [`parloop`], [`reduction`]: parallel loops and their reductions;
//! * [`io`], [`region`]: Fortran output and regions;
//! * [`device`]: the device regions run their loops on (a GPU through the CUDA driver, or the
//!   emulation device), the device copies of arrays and their actuality;
//! * [`state`]: the process-wide runtime created by `dvmh_init`;
//! * [`error`]: fatal errors (one line for the job, then abort), the crash handlers;
//! * [`abi`]: the C entry points.
//!
//! Errors go up, never sideways: every module below `error` returns
//! `Result<_, fault::RtError>`, and only `abi` turns an error into a report
//! (`error::raise`, `.or_raise()`). The reporting layer needs `comm` (to abort) and `io` (to
//! flush the program's output), so it sits above them; before, every module called
//! `error::fatal` itself and `error` used `comm` and `io`, a cycle through the whole crate.
//! The layering (an arrow: "uses"; a module uses the modules on its right in its row and
//! those in the rows below it, never one above):
//!
//! ```text
//!   abi ──► error: report (comm::abort, io::flush_for_abort, log), crash (signal handlers)
//!    ▼
//!   parloop, io ──► exchange ──► array ──► state;  region;  parloop ──► device ──► array
//!    │
//!    ▼
//!   threads, comm ──► io::units (the unit table: buffered output), watchdog
//!    │
//!    ▼
//!   grid, distrib, boxes ──► strided_copy, scratch, storage, reduction, types, signals, abi::types
//!   (plain C types)
//!    │
//!    ▼
//!   fault, position, settings, log, stack_text, stat (the collector; stat::finish sits with
//!   state, above comm)
//! ```
//!
//! The two ways out that have no caller to return an error to reach the reporting layer
//! without a dependency from below: the crash handlers live in it (`error::crash`, installed
//! by `dvmh_init`), and the `DVMH_TIMEOUT` watchdog thread is handed `error::raise` when
//! `dvmh_init` starts it ([`fault::Raise`]).

pub mod abi;
pub mod array;
pub mod boxes;
pub mod comm;
pub mod device;
pub mod distrib;
pub mod error;
pub mod exchange;
pub mod fault;
pub mod formats;
pub mod grid;
pub mod io;
pub mod log;
pub mod parloop;
pub mod position;
pub mod random;
pub mod reduction;
pub mod region;
pub mod remap;
pub mod remote;
pub mod scratch;
pub mod settings;
pub mod shadow_currency;
pub mod signals;
pub mod stack_text;
pub mod stat;
pub mod state;
pub mod storage;
pub mod strided_copy;
pub mod threads;
pub mod types;
pub mod watchdog;

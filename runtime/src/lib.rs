//! `dvmh-runtime`: the library every program compiled by dvmhc links (`libdvmh_runtime.a`).
//!
//! Programs call it only through the C ABI of `runtime/ABI.md` (module [`abi`], header
//! `include/dvmh_rt.h`); everything else is internal. The modules, bottom up:
//!
//! * [`settings`], [`log`], [`error`]: `DVMH_*` variables, logging, fatal errors;
//!   [`stack_text`]: text formatting without allocation for the crash path;
//! * [`signals`]: crashes of compiled code reported as runtime errors;
//! * [`comm`]: the only module that calls MPI; [`watchdog`]: `DVMH_TIMEOUT`;
//!   [`threads`]: the worker pool;
//! * [`grid`], [`distrib`], [`boxes`]: processor grid, templates and alignment, index boxes;
//! * [`array`], [`storage`], [`exchange`]: distributed arrays and the data movement between
//!   processes (shadow renewal, element reads, gathers);
//! * [`parloop`], [`reduction`]: parallel loops and their reductions;
//! * [`io`], [`region`]: Fortran output and regions;
//! * [`state`]: the process-wide runtime created by `dvmh_init`.

pub mod abi;
pub mod array;
pub mod boxes;
pub mod comm;
pub mod distrib;
pub mod error;
pub mod exchange;
pub mod fault;
pub mod grid;
pub mod io;
pub mod log;
pub mod parloop;
pub mod position;
pub mod reduction;
pub mod region;
pub mod settings;
pub mod signals;
pub mod stack_text;
pub mod state;
pub mod storage;
pub mod threads;
pub mod types;
pub mod watchdog;

//! Fortran formatted output and input, shared by the dvmhc compiler and its runtime.
//!
//! * [`format`](mod@format) parses format specifications (`(I5, 2F8.3)`): the compiler uses it to check
//!   FORMAT statements and constant formats at compile time, with byte offsets for diagnostics;
//!   the runtime uses it for formats computed at run time.
//! * [`edit`] (also reachable as `write`, the path dependents use) executes PRINT and WRITE
//!   statements, list-directed or with a format.
//! * [`read`] executes READ statements, list-directed or with a format, one record at a time.
//!
//! Programs built by dvmhc are compared byte for byte with the same programs built by gfortran,
//! so both halves reproduce gfortran 12 (and its runtime library, libgfortran) exactly, including
//! its extensions and its quirks. The crate depends only on `std`.
//!
//! It is a crate of its own (not in DESIGN.md's table) because both the compiler and the runtime
//! need the same format language, and neither may depend on the other.

pub mod edit;
pub mod format;
pub use edit as write;

pub use format::{parse_format, Format, FormatError};
pub use write::{IoError, Item, NamelistWriter, RecordWriter};
pub mod read;

pub use read::{
    read_namelist, NmlKind, NmlVar, ReadError, RecordReader, RecordSource, Target, TextSource,
    Value,
};

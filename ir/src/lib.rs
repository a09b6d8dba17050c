//! `dvmh-ir`: the mid-level, MLIR-style IR of dvmhc.
//!
//! Front ends lower typed ASTs into this IR; passes transform it (outline parallel-loop bodies
//! into handlers, lower the `dvm` dialect into runtime calls); back ends (`codegen-host`,
//! `codegen-ptx`) translate it to LLVM. See `ops.rs` for the op catalogue and its contracts,
//! `opdef.rs` for the op definitions the verifier and accessors derive from (MLIR ODS-style,
//! with `operand_segments` sizing the operand groups of `dvm.parallel`, see `parallel.rs`),
//! `print.rs`/`parse.rs` for the one textual form, `verify.rs` for the rules every pass keeps,
//! and `pass.rs` for the pass manager.

pub mod abi;
pub mod analysis;
pub mod attr;
pub mod builder;
pub mod clone;
pub mod entity;
pub mod loc;
pub mod module;
pub mod opdef;
pub mod ops;
pub mod parallel;
pub mod parse;
pub mod pass;
pub mod passes;
pub mod print;
pub mod types;
pub mod verify;

pub use attr::{Attr, Attrs};
pub use builder::{Builder, InsertPoint};
pub use entity::{Arena, BlockId, EntityRef, OpId, RegionId, SecondaryMap, ValueId};
pub use loc::Loc;
pub use module::{Extern, Function, Global, GlobalInit, Module, OpData, ValueData, ValueDef};
pub use opdef::{OpDef, SEGMENTS_ATTR};
pub use ops::OpKind;
pub use parse::{parse_module, ParseError};
pub use print::{print_module, print_module_with_locs};
pub use types::{Scalar, Type, MAX_RANK};
pub use verify::{verify, verify_module, VerifyError};

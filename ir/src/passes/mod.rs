//! The transform passes (registered by name in `pass.rs`).

pub mod canonicalize;
pub mod device;
pub mod device_grid;
pub mod host_tables;
pub mod located;
pub mod lower_dvm;
pub mod outline;
pub mod split;
pub mod tfm;

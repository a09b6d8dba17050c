//! Host tables on the device: read-only non-distributed arrays a device loop reads
//! (coefficient tables, stencil weights, lookup arrays; capture kind `0x200 | bytes << 16`,
//! see the compiler's `passes/host_tables.rs`).
//!
//! Such an array has no handle, so the runtime cannot see the host write it: its device copy
//! is kept like a replicated variable's, with its actuality decided by its bytes. The copy
//! remembers what it was made of; a loop that reads the table compares the host bytes with
//! that and uploads them only when they differ (the host wrote the table since, or the
//! address now holds another array of the same size: a stack array of another call). A
//! device loop that writes a table (capture kind `0x300 | bytes << 16`) has its copy brought
//! back to the host storage after its kernels ([`HostTables::back_on_host`]), so the host
//! copy is current whenever host code runs.

use std::collections::HashMap;

use super::backend::{Backend, DevPtr, DeviceError};

/// The device copy of one table.
struct TableCopy {
    ptr: DevPtr,
    /// The host bytes the copy holds.
    bytes: Vec<u8>,
}

/// Device copies of host tables, by host address and size.
#[derive(Default)]
pub struct HostTables {
    copies: HashMap<(usize, usize), TableCopy>,
}

impl HostTables {
    /// The device copy of the `host` bytes, made current (uploaded when the host bytes
    /// differ from those it holds). Returns its address and the bytes uploaded.
    pub fn use_on_device(
        &mut self,
        backend: &dyn Backend,
        host: &[u8],
    ) -> Result<(DevPtr, usize), DeviceError> {
        let key = (host.as_ptr() as usize, host.len());
        if let Some(copy) = self.copies.get(&key) {
            if copy.bytes == host {
                return Ok((copy.ptr, 0));
            }
        }
        // Taken out until uploaded: a failed upload leaves no copy to trust.
        let ptr = match self.copies.remove(&key) {
            Some(copy) => copy.ptr,
            None => backend.alloc(host.len())?,
        };
        if let Err(e) = backend.upload(ptr, host) {
            let _ = backend.free(ptr);
            return Err(e);
        }
        self.copies.insert(
            key,
            TableCopy {
                ptr,
                bytes: host.to_vec(),
            },
        );
        Ok((ptr, host.len()))
    }

    /// Copies the device copy of the table at `host` (written by a device loop) back to the
    /// host storage; it then holds what the host does. Returns the bytes downloaded.
    pub fn back_on_host(
        &mut self,
        backend: &dyn Backend,
        host: &mut [u8],
    ) -> Result<usize, DeviceError> {
        let key = (host.as_ptr() as usize, host.len());
        let Some(copy) = self.copies.get_mut(&key) else {
            return Ok(0);
        };
        backend.download(host, copy.ptr)?;
        copy.bytes.copy_from_slice(host);
        Ok(host.len())
    }
}

//! Where formatted records go: standard output for `*` and unit 6, standard error for unit 0,
//! `fort.N` for any other unit (as gfortran does for units that were never opened). Only
//! rank 0 writes. Output is buffered and flushed at the end of the program, before `STOP`,
//! and before a fatal error aborts the job.

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::sync::{Mutex, MutexGuard};

use crate::abi::types::DVMH_UNIT_STAR;
use crate::error;

/// Buffer size for standard output and unit files.
const BUFFER: usize = 64 << 10;

#[derive(Default)]
struct Sinks {
    stdout: Option<BufWriter<std::io::Stdout>>,
    files: HashMap<i32, BufWriter<File>>,
}

static SINKS: Mutex<Option<Sinks>> = Mutex::new(None);

fn lock() -> MutexGuard<'static, Option<Sinks>> {
    match SINKS.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// Appends `bytes` (whole records with their newlines) to `unit`.
pub fn write_records(unit: i32, bytes: &[u8]) {
    let mut guard = lock();
    let sinks = guard.get_or_insert_with(Sinks::default);
    let result = match unit {
        DVMH_UNIT_STAR | 6 => sinks
            .stdout
            .get_or_insert_with(|| BufWriter::with_capacity(BUFFER, std::io::stdout()))
            .write_all(bytes),
        0 => {
            // Standard error is unbuffered: keep stdout's order by flushing it first.
            if let Some(out) = sinks.stdout.as_mut() {
                let _ = out.flush();
            }
            std::io::stderr().write_all(bytes)
        }
        n if n > 0 => {
            let file = match sinks.files.entry(n) {
                Entry::Occupied(e) => e.into_mut(),
                Entry::Vacant(slot) => {
                    let name = format!("fort.{n}");
                    match File::create(&name) {
                        Ok(f) => slot.insert(BufWriter::with_capacity(BUFFER, f)),
                        Err(e) => {
                            drop(guard);
                            error::fatal_local(format!(
                                "WRITE to unit {n}: cannot create {name}: {e}"
                            ));
                        }
                    }
                }
            };
            file.write_all(bytes)
        }
        n => {
            drop(guard);
            error::fatal_local(format!("WRITE to unit {n}: negative unit number"));
        }
    };
    if let Err(e) = result {
        drop(guard);
        error::fatal_local(format!("WRITE to unit {unit} failed: {e}"));
    }
}

fn flush_sinks(sinks: &mut Sinks) {
    if let Some(out) = sinks.stdout.as_mut() {
        let _ = out.flush();
    }
    for f in sinks.files.values_mut() {
        let _ = f.flush();
    }
}

/// Flushes everything written so far.
pub fn flush() {
    if let Some(sinks) = lock().as_mut() {
        flush_sinks(sinks);
    }
}

/// Flushes without waiting: used on the way to an abort, which may start while the output
/// lock is held by the failing code itself.
pub fn flush_for_abort() {
    if let Ok(mut guard) = SINKS.try_lock() {
        if let Some(sinks) = guard.as_mut() {
            flush_sinks(sinks);
        }
    }
}

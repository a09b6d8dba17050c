//! What a program may ask about the I/O statement that just ended: its message (IOMSG=) and,
//! for a non-advancing READ, how many characters its data edit descriptors took (SIZE=).
//!
//! The statement's code runs on rank 0 (the file work) or on every process (an internal file),
//! so the outcome is recorded where it happens and given to every process when asked: the
//! compiler asks right after the statement, on every process, so the broadcast matches.

use std::sync::Mutex;

use super::{is_root, lock, share};
use crate::fault::RtResult;

#[derive(Default)]
struct Outcome {
    /// The condition's IOSTAT (0: none).
    status: i32,
    /// gfortran's message for the condition (what IOMSG= receives).
    message: String,
    /// Characters transferred by the data edit descriptors of a non-advancing READ.
    size: i64,
    /// Known on every process (an internal file): nothing to broadcast.
    local: bool,
}

static LAST: Mutex<Option<Outcome>> = Mutex::new(None);

/// A statement starts: no condition yet.
pub fn reset(local: bool) {
    *lock(&LAST) = Some(Outcome {
        local,
        ..Outcome::default()
    });
}

/// The statement met a condition the program handles.
pub fn failed(code: i32, message: &str) {
    let mut last = lock(&LAST);
    let o = last.get_or_insert_with(Outcome::default);
    o.status = code;
    o.message = message.to_string();
}

/// SIZE= of the statement: the characters its data edit descriptors took.
pub fn set_size(n: i64) {
    lock(&LAST).get_or_insert_with(Outcome::default).size = n;
}

/// Whether the outcome must come from rank 0.
fn shared() -> bool {
    !lock(&LAST).as_ref().is_some_and(|o| o.local)
}

/// The message of the last statement's condition, the same on every process; `None` when it
/// ended normally (IOMSG= keeps its value then).
pub fn message() -> RtResult<Option<String>> {
    let (status, text) = {
        let last = lock(&LAST);
        last.as_ref().map_or((0, Vec::new()), |o| {
            (o.status, o.message.clone().into_bytes())
        })
    };
    let (status, text) = if shared() {
        let mut head = [0u8; 12];
        if is_root() {
            head[..4].copy_from_slice(&status.to_le_bytes());
            head[4..].copy_from_slice(&(text.len() as u64).to_le_bytes());
        }
        share(&mut head)?;
        let status = i32::from_le_bytes([head[0], head[1], head[2], head[3]]);
        let mut len = [0u8; 8];
        len.copy_from_slice(&head[4..]);
        let mut body = if is_root() {
            text
        } else {
            vec![0; u64::from_le_bytes(len) as usize]
        };
        share(&mut body)?;
        (status, body)
    } else {
        (status, text)
    };
    Ok((status != 0).then(|| String::from_utf8_lossy(&text).into_owned()))
}

/// SIZE= of the last statement, the same on every process.
pub fn size() -> RtResult<i64> {
    let n = lock(&LAST).as_ref().map_or(0, |o| o.size);
    if !shared() {
        return Ok(n);
    }
    let mut b = n.to_le_bytes();
    share(&mut b)?;
    Ok(i64::from_le_bytes(b))
}

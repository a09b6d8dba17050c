//! A file connected to a unit, read and written by explicit offsets (`pread`/`pwrite`) with a
//! write buffer and a read buffer, so that one unit can be written, rewound and read back, and
//! positioned backwards (BACKSPACE) without reopening. Writes are buffered until the next read,
//! seek, flush or close.

use std::fs::File;
use std::io;
use std::os::unix::fs::FileExt;

const BUFFER: usize = 64 << 10;

#[derive(Debug)]
pub struct FileIo {
    file: File,
    /// The offset of the next transfer.
    pos: u64,
    /// Bytes not yet written, which belong at `wstart`.
    wbuf: Vec<u8>,
    wstart: u64,
    /// Bytes read ahead from `rstart`; `pos` lies in them while they are valid.
    rbuf: Vec<u8>,
    rstart: u64,
    /// The length of the file as far as this unit knows (it is the only writer).
    len: u64,
}

impl FileIo {
    pub fn new(file: File, pos_at_end: bool) -> io::Result<FileIo> {
        let len = file.metadata()?.len();
        Ok(FileIo {
            file,
            pos: if pos_at_end { len } else { 0 },
            wbuf: Vec::new(),
            wstart: 0,
            rbuf: Vec::new(),
            rstart: 0,
            len,
        })
    }

    pub fn pos(&self) -> u64 {
        self.pos
    }

    pub fn len(&self) -> u64 {
        self.len
    }

    pub fn flush(&mut self) -> io::Result<()> {
        if !self.wbuf.is_empty() {
            self.file.write_all_at(&self.wbuf, self.wstart)?;
            self.wbuf.clear();
        }
        Ok(())
    }

    /// Moves to `pos`.
    pub fn seek(&mut self, pos: u64) -> io::Result<()> {
        self.flush()?;
        self.rbuf.clear();
        self.pos = pos;
        Ok(())
    }

    pub fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.rbuf.clear();
        if self.wbuf.is_empty() {
            self.wstart = self.pos;
        } else if self.wstart + self.wbuf.len() as u64 != self.pos {
            self.flush()?;
            self.wstart = self.pos;
        }
        self.wbuf.extend_from_slice(bytes);
        self.pos += bytes.len() as u64;
        self.len = self.len.max(self.pos);
        if self.wbuf.len() >= BUFFER {
            self.flush()?;
        }
        Ok(())
    }

    /// Cuts the file at the current position.
    pub fn truncate(&mut self) -> io::Result<()> {
        self.flush()?;
        self.rbuf.clear();
        self.file.set_len(self.pos)?;
        self.len = self.pos;
        Ok(())
    }

    /// Reads up to `out.len()` bytes at the position; returns how many.
    pub fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        self.flush()?;
        self.rbuf.clear();
        let mut got = 0;
        while got < out.len() {
            let n = self.file.read_at(&mut out[got..], self.pos + got as u64)?;
            if n == 0 {
                break;
            }
            got += n;
        }
        self.pos += got as u64;
        Ok(got)
    }

    /// Reads bytes ending at `end` (up to `n` of them) without moving.
    pub fn read_before(&mut self, end: u64, n: usize) -> io::Result<Vec<u8>> {
        self.flush()?;
        let start = end.saturating_sub(n as u64);
        let mut out = vec![0; (end - start) as usize];
        self.file.read_exact_at(&mut out, start)?;
        Ok(out)
    }

    /// The next line without its newline into `buf`; `false` at the end of the file.
    pub fn read_line(&mut self, buf: &mut Vec<u8>) -> io::Result<bool> {
        self.flush()?;
        let mut any = false;
        loop {
            let at = (self.pos - self.rstart) as usize;
            if self.rbuf.is_empty() || self.pos < self.rstart || at >= self.rbuf.len() {
                self.rbuf.resize(BUFFER, 0);
                let n = self.file.read_at(&mut self.rbuf, self.pos)?;
                self.rbuf.truncate(n);
                self.rstart = self.pos;
                if n == 0 {
                    return Ok(any);
                }
                continue;
            }
            any = true;
            let rest = &self.rbuf[at..];
            match rest.iter().position(|&b| b == b'\n') {
                Some(i) => {
                    buf.extend_from_slice(&rest[..i]);
                    self.pos += i as u64 + 1;
                    return Ok(true);
                }
                None => {
                    buf.extend_from_slice(rest);
                    self.pos += rest.len() as u64;
                }
            }
        }
    }
}

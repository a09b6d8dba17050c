//! stdio calls in a parallel run (manual §12): every process runs the program, but its files
//! behave as in gcc's serial build.
//!
//! The runtime keeps the files (`runtime/src/abi/cstdio.rs`): `fopen`, `tmpfile`, `fclose`,
//! `remove` and `rename` become its `dvmh_c_*` functions, which open a shared file on the I/O
//! process only (a stand-in stream elsewhere) and a local one (`l` in the mode) on every
//! process. Here every other stdio call on a stream is made where `dvmh_c_file_here` says
//! (the I/O process for shared files and the standard streams, every process for its local
//! files); a call that reads then hands the I/O process's result and the bytes it stored to
//! every process (`dvmh_c_bcast`, `dvmh_c_bcast_str`), so all of them go on with the same
//! values. Output calls are not followed by a broadcast: their result is 0 elsewhere.

use super::expr::Val;
use super::{Lowerer, R};
use crate::c::ast::{Expr, Pos};
use crate::c::types::{CType, IntKind};
use dvmh_ir::{OpKind, Type, ValueId};

/// What a read stores besides its result.
#[derive(Clone, Copy)]
enum Reads {
    /// Nothing.
    Result,
    /// `scanf` family: the objects behind the pointer arguments from this index on.
    Scanf(usize),
    /// `fgets(s, n, f)`: a string into `s` (the result is `s` or NULL).
    Fgets,
    /// `fread(p, size, n, f)`: `result * size` bytes into `p`.
    Fread,
    /// The object behind the pointer argument at this index (`fgetpos`).
    Object(usize),
}

#[derive(Clone, Copy)]
enum Kind {
    /// Writes (or sets a stream up): made where the file is, nothing to share.
    Output,
    /// Reads or asks: made where the file is, what it produced shared.
    Input(Reads),
    /// Opens, closes or names files: the runtime function that does it.
    Runtime(&'static str),
}

/// A stdio function: its name, the index of its `FILE *` argument (`None`: the standard
/// streams), and what it does.
struct Entry(&'static str, Option<usize>, Kind);

const STDIO: &[Entry] = &[
    Entry("printf", None, Kind::Output),
    Entry("vprintf", None, Kind::Output),
    Entry("puts", None, Kind::Output),
    Entry("putchar", None, Kind::Output),
    Entry("putchar_unlocked", None, Kind::Output),
    Entry("perror", None, Kind::Output),
    Entry("fprintf", Some(0), Kind::Output),
    Entry("vfprintf", Some(0), Kind::Output),
    Entry("fputs", Some(1), Kind::Output),
    Entry("fputs_unlocked", Some(1), Kind::Output),
    Entry("fputc", Some(1), Kind::Output),
    Entry("fputc_unlocked", Some(1), Kind::Output),
    Entry("putc", Some(1), Kind::Output),
    Entry("putc_unlocked", Some(1), Kind::Output),
    Entry("fwrite", Some(3), Kind::Output),
    Entry("fwrite_unlocked", Some(3), Kind::Output),
    Entry("wprintf", None, Kind::Output),
    Entry("vwprintf", None, Kind::Output),
    Entry("putwchar", None, Kind::Output),
    Entry("fwprintf", Some(0), Kind::Output),
    Entry("vfwprintf", Some(0), Kind::Output),
    Entry("fputws", Some(1), Kind::Output),
    Entry("fputwc", Some(1), Kind::Output),
    Entry("putwc", Some(1), Kind::Output),
    Entry("fflush", Some(0), Kind::Output),
    Entry("setbuf", Some(0), Kind::Output),
    Entry("setvbuf", Some(0), Kind::Output),
    Entry("scanf", None, Kind::Input(Reads::Scanf(1))),
    Entry("getchar", None, Kind::Input(Reads::Result)),
    Entry("getchar_unlocked", None, Kind::Input(Reads::Result)),
    Entry("fscanf", Some(0), Kind::Input(Reads::Scanf(2))),
    Entry("fgetc", Some(0), Kind::Input(Reads::Result)),
    Entry("fgetc_unlocked", Some(0), Kind::Input(Reads::Result)),
    Entry("getc", Some(0), Kind::Input(Reads::Result)),
    Entry("getc_unlocked", Some(0), Kind::Input(Reads::Result)),
    Entry("ungetc", Some(1), Kind::Input(Reads::Result)),
    Entry("fgets", Some(2), Kind::Input(Reads::Fgets)),
    Entry("fread", Some(3), Kind::Input(Reads::Fread)),
    Entry("fread_unlocked", Some(3), Kind::Input(Reads::Fread)),
    Entry("feof", Some(0), Kind::Input(Reads::Result)),
    Entry("ferror", Some(0), Kind::Input(Reads::Result)),
    Entry("ftell", Some(0), Kind::Input(Reads::Result)),
    Entry("fseek", Some(0), Kind::Input(Reads::Result)),
    Entry("rewind", Some(0), Kind::Input(Reads::Result)),
    Entry("clearerr", Some(0), Kind::Input(Reads::Result)),
    Entry("fgetpos", Some(0), Kind::Input(Reads::Object(1))),
    Entry("fsetpos", Some(0), Kind::Input(Reads::Result)),
    Entry("fopen", None, Kind::Runtime("dvmh_c_fopen")),
    Entry("freopen", None, Kind::Runtime("dvmh_c_freopen")),
    Entry("tmpfile", None, Kind::Runtime("dvmh_c_tmpfile")),
    Entry("fclose", None, Kind::Runtime("dvmh_c_fclose")),
    Entry("remove", None, Kind::Runtime("dvmh_c_remove")),
    Entry("rename", None, Kind::Runtime("dvmh_c_rename")),
];

/// The runtime function that does a file operation in place of libc's (`fopen` →
/// `dvmh_c_fopen`), for the calls that are not made through [`Lowerer::stdio_call`].
pub(super) fn runtime_name(name: &str) -> Option<&'static str> {
    STDIO.iter().find_map(|e| match e {
        Entry(n, _, Kind::Runtime(r)) if *n == name => Some(*r),
        _ => None,
    })
}

/// A call of libc's stdio, as [`Lowerer::stdio_call`] needs it.
pub(super) struct StdioCall<'a> {
    pub name: &'a str,
    pub args: &'a [Expr],
    pub values: &'a [ValueId],
    /// The C types the arguments were passed as.
    pub types: &'a [CType],
    pub ret: &'a CType,
    pub pos: Pos,
}

impl Lowerer<'_> {
    /// A stdio call made by the rules of this module; `None` when `name` is not stdio's.
    pub(super) fn stdio_call(&mut self, c: &StdioCall) -> R<Option<Val>> {
        let Some(Entry(_, file, kind)) = STDIO.iter().find(|e| e.0 == c.name) else {
            return Ok(None);
        };
        let results: Vec<Type> = c.ret.ir().into_iter().collect();
        let reads = match *kind {
            Kind::Runtime(runtime) => {
                let op = self.b().call(runtime, c.values, &results);
                return Ok(Some(match results.as_slice() {
                    [_] => Val::R(self.fcx().func.result(op), c.ret.clone()),
                    _ => Val::Void,
                }));
            }
            Kind::Output => None,
            Kind::Input(r) => Some(r),
        };
        let f = match file {
            Some(i) => c.values[*i],
            None => self.b().const_int(Type::Ptr, 0),
        };
        let here = match file {
            Some(_) => {
                self.module
                    .declare_extern("dvmh_c_file_here", &[Type::Ptr], &[Type::I32]);
                let op = self.b().call("dvmh_c_file_here", &[f], &[Type::I32]);
                self.fcx().func.result(op)
            }
            None => {
                self.module
                    .declare_extern("dvmh_is_io_process", &[], &[Type::I32]);
                let op = self.b().call("dvmh_is_io_process", &[], &[Type::I32]);
                self.fcx().func.result(op)
            }
        };
        let slot = results.first().map(|&t| {
            let s = self.b().alloca_array(t, 1);
            let zero = if t == Type::Ptr || t.is_int() {
                self.b().const_int(t, 0)
            } else {
                self.b().const_float(t, 0.0)
            };
            self.b().store(zero, s);
            (s, t)
        });
        let zero = self.b().const_i32(0);
        let on_here = self.b().cmpi("ne", here, zero);
        let (doit, done) = (self.new_block(), self.new_block());
        self.b().cond_br(on_here, doit, done);
        self.start_block(doit);
        let op = self.b().call(c.name, c.values, &results);
        if let Some((s, _)) = slot {
            let r = self.fcx().func.result(op);
            self.b().store(r, s);
        }
        self.b().br(done);
        self.start_block(done);
        if let Some(reads) = reads {
            if let Some((s, _)) = slot {
                let size = self.structs.size(c.ret).unwrap_or(0) as i64;
                self.bcast(f, s, size);
            }
            self.share_reads(c, reads, f, slot.map(|s| s.0))?;
        }
        Ok(Some(match slot {
            Some((s, t)) => {
                let mut v = self.b().load(s, t);
                if matches!(reads, Some(Reads::Fgets)) {
                    // The I/O process's non-null result is this process's buffer.
                    let null = self.b().const_int(Type::Ptr, 0);
                    let got = self.b().cmpi("ne", v, null);
                    v = self.b().select(got, c.values[0], null);
                }
                Val::R(v, c.ret.clone())
            }
            None => Val::Void,
        }))
    }

    fn bcast_len(&mut self, f: ValueId, p: ValueId, len: ValueId) {
        self.module
            .declare_extern("dvmh_c_bcast", &[Type::Ptr, Type::Ptr, Type::I64], &[]);
        self.b().call("dvmh_c_bcast", &[f, p, len], &[]);
    }

    fn bcast(&mut self, f: ValueId, p: ValueId, len: i64) {
        let len = self.b().const_int(Type::I64, len);
        self.bcast_len(f, p, len);
    }

    fn bcast_str(&mut self, f: ValueId, p: ValueId, max: ValueId) {
        self.module
            .declare_extern("dvmh_c_bcast_str", &[Type::Ptr, Type::Ptr, Type::I64], &[]);
        self.b().call("dvmh_c_bcast_str", &[f, p, max], &[]);
    }

    /// Broadcasts what a read stored through its pointer arguments.
    fn share_reads(
        &mut self,
        c: &StdioCall,
        reads: Reads,
        f: ValueId,
        slot: Option<ValueId>,
    ) -> R<()> {
        let long = CType::Int(IntKind::Long, true);
        match reads {
            Reads::Result => {}
            Reads::Scanf(first) => {
                for i in first..c.values.len() {
                    let Some(t) = c.types[i].pointee().cloned() else {
                        continue;
                    };
                    if matches!(t, CType::Int(IntKind::Char, _)) {
                        // `%s`, `%c`, `%[`: a string, within the array when it is one.
                        let max = match self.type_of(&c.args[i]) {
                            Some(CType::Array(_, Some(n))) => n as i64,
                            _ => i64::MAX,
                        };
                        let max = self.b().const_int(Type::I64, max);
                        self.bcast_str(f, c.values[i], max);
                    } else if let Some(size) = self.structs.size(&t).filter(|&s| s > 0) {
                        self.bcast(f, c.values[i], size as i64);
                    }
                }
            }
            Reads::Fgets => {
                let n = self.convert((c.values[1], c.types[1].clone()), &long, c.pos, false)?;
                self.bcast_str(f, c.values[0], n);
            }
            Reads::Fread => {
                let Some(s) = slot else { return Ok(()) };
                let got = self.b().load(s, Type::I64);
                let size = self.convert((c.values[1], c.types[1].clone()), &long, c.pos, false)?;
                let bytes = self.b().binary(OpKind::MulI, got, size);
                self.bcast_len(f, c.values[0], bytes);
            }
            Reads::Object(i) => {
                if let Some(size) = c.types[i]
                    .pointee()
                    .and_then(|t| self.structs.size(t))
                    .filter(|&s| s > 0)
                {
                    self.bcast(f, c.values[i], size as i64);
                }
            }
        }
        Ok(())
    }
}

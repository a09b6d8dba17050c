//! The text of a crash report: `dvmh: error: <what> <where>`, written without allocating.

use std::fmt::{self, Write};

use super::zones::{Owner, Side};
use crate::position::{write_position, Position};
use crate::stack_text::write_lossy;

/// What the kernel told about a fault, and what the runtime knows about its address.
#[derive(Clone, Copy, Debug)]
pub struct Fault<'a> {
    pub signal: i32,
    /// `si_code`.
    pub code: i32,
    pub addr: usize,
    /// The guard zone that holds `addr`: which side of what (with an array's name).
    pub zone: Option<(Side, Owner, &'a [u8])>,
    /// `addr` is just below the faulting thread's stack.
    pub stack_overflow: bool,
    /// The parallel loop the faulting thread was running, with the loop's position.
    pub in_loop: Option<Position>,
    /// The program's current position.
    pub at: Position,
}

/// `si_code` values of SIGFPE (Linux `asm-generic/siginfo.h`; the libc crate lacks them).
const FPE_INTDIV: i32 = 1;
const FPE_INTOVF: i32 = 2;
const FPE_FLTDIV: i32 = 3;
const FPE_FLTOVF: i32 = 4;
const FPE_FLTINV: i32 = 7;

const INDEX_HINT: &str = "(an array index out of bounds? rebuild with -fcheck=bounds to find it)";

fn write_what(out: &mut dyn Write, f: &Fault<'_>) -> fmt::Result {
    match f.signal {
        libc::SIGFPE => out.write_str(match f.code {
            FPE_INTDIV => "integer division by zero",
            FPE_INTOVF => "integer overflow",
            FPE_FLTDIV => "floating-point division by zero",
            FPE_FLTOVF => "floating-point overflow",
            FPE_FLTINV => "invalid floating-point operation",
            _ => "arithmetic exception (SIGFPE)",
        }),
        libc::SIGILL => write!(out, "illegal instruction at address {:#x}", f.addr),
        // The C library stops the program when it finds its heap corrupted (an out-of-bounds
        // write into an allocated array overwrites the allocator's bookkeeping).
        libc::SIGABRT => write!(
            out,
            "the C library aborted the program on a corrupted heap {INDEX_HINT}"
        ),
        _ => {
            if let Some((_, Owner::Reductions, _)) = f.zone {
                out.write_str("out-of-bounds access to a reduction variable")
            } else if let Some((side, Owner::ArrayPart, name)) = f.zone {
                let side = match side {
                    Side::Below => "before",
                    Side::Above => "beyond",
                };
                write!(out, "out-of-bounds access {side} the local part of array '")?;
                write_lossy(out, name)?;
                out.write_char('\'')
            } else if f.stack_overflow {
                out.write_str("stack overflow (too deep recursion or too large local arrays)")
            } else {
                write!(
                    out,
                    "invalid memory access at address {:#x} {INDEX_HINT}",
                    f.addr
                )
            }
        }
    }
}

/// Writes the whole line (without newline).
pub fn write_line(out: &mut dyn Write, f: &Fault<'_>) -> fmt::Result {
    out.write_str("dvmh: error: ")?;
    write_what(out, f)?;
    match f.in_loop {
        Some(at) if at.is_known() => write!(out, " in the parallel loop at {at}"),
        Some(_) => out.write_str(" in a parallel loop"),
        None => write_position(out, f.at),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(f: &Fault<'_>) -> String {
        let mut s = String::new();
        write_line(&mut s, f).unwrap();
        s
    }

    fn fault(signal: i32, code: i32) -> Fault<'static> {
        Fault {
            signal,
            code,
            addr: 0x10,
            zone: None,
            stack_overflow: false,
            in_loop: None,
            at: Position::UNKNOWN,
        }
    }

    #[test]
    fn every_kind_of_fault_has_its_words() {
        assert_eq!(
            line(&fault(libc::SIGFPE, FPE_INTDIV)),
            "dvmh: error: integer division by zero"
        );
        assert_eq!(
            line(&fault(libc::SIGFPE, FPE_INTOVF)),
            "dvmh: error: integer overflow"
        );
        assert_eq!(
            line(&fault(libc::SIGSEGV, 1)),
            "dvmh: error: invalid memory access at address 0x10 (an array index out of bounds? rebuild with -fcheck=bounds to find it)"
        );
        assert_eq!(
            line(&fault(libc::SIGILL, 1)),
            "dvmh: error: illegal instruction at address 0x10"
        );
        assert_eq!(
            line(&fault(libc::SIGABRT, 0)),
            "dvmh: error: the C library aborted the program on a corrupted heap (an array index out of bounds? rebuild with -fcheck=bounds to find it)"
        );
        let mut f = fault(libc::SIGSEGV, 2);
        f.zone = Some((Side::Above, Owner::ArrayPart, b"K"));
        assert_eq!(
            line(&f),
            "dvmh: error: out-of-bounds access beyond the local part of array 'K'"
        );
        f.zone = Some((Side::Below, Owner::ArrayPart, b"A\xff"));
        assert_eq!(
            line(&f),
            "dvmh: error: out-of-bounds access before the local part of array 'A\u{FFFD}'"
        );
        f.zone = Some((Side::Above, Owner::Reductions, b""));
        assert_eq!(
            line(&f),
            "dvmh: error: out-of-bounds access to a reduction variable"
        );
        let mut f = fault(libc::SIGSEGV, 2);
        f.stack_overflow = true;
        assert_eq!(
            line(&f),
            "dvmh: error: stack overflow (too deep recursion or too large local arrays)"
        );
    }

    #[test]
    fn the_place_is_the_loop_or_the_current_line() {
        let mut f = fault(libc::SIGFPE, FPE_INTDIV);
        f.in_loop = Some(Position::new(5, c"oob.f90".as_ptr()));
        f.at = Position::new(9, c"oob.f90".as_ptr());
        assert_eq!(
            line(&f),
            "dvmh: error: integer division by zero in the parallel loop at oob.f90:5"
        );
        f.in_loop = Some(Position::UNKNOWN);
        assert_eq!(
            line(&f),
            "dvmh: error: integer division by zero in a parallel loop"
        );
        f.in_loop = None;
        assert_eq!(
            line(&f),
            "dvmh: error: integer division by zero [at oob.f90:9]"
        );
    }
}

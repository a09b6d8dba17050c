#![allow(dead_code)] // shared by several test crates, each using a part
//! The Fortran side of the differential test: a driver program compiled with gfortran once, fed
//! all cases on standard input.
//!
//! A case names a *shape* (the types of the items of one output statement), a format (empty for
//! list-directed output) and the item values. Values travel as text that converts exactly:
//! integers in decimal, reals as the integer bit patterns of their storage. For every case the
//! driver executes one WRITE statement, then writes a marker line, so that the output can be split
//! back into cases.

use std::fmt::Write as _;

/// Type of one item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ty {
    I1,
    I2,
    I4,
    I8,
    R4,
    R8,
    X4,
    X8,
    L,
    C,
}

/// The items of a statement: a fixed list of scalars, or an array section of one type whose
/// length varies by case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    Scalars(Vec<Ty>),
    Array(Ty),
}

/// One item value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Int(Ty, i64),
    R4(f32),
    R8(f64),
    X4(f32, f32),
    X8(f64, f64),
    L(bool),
    C(Vec<u8>),
}

impl Value {
    pub fn ty(&self) -> Ty {
        match self {
            Value::Int(ty, _) => *ty,
            Value::R4(_) => Ty::R4,
            Value::R8(_) => Ty::R8,
            Value::X4(..) => Ty::X4,
            Value::X8(..) => Ty::X8,
            Value::L(_) => Ty::L,
            Value::C(_) => Ty::C,
        }
    }

    /// The item as the writer under test takes it.
    pub fn item(&self) -> dvmh_fortran_io::Item<'_> {
        use dvmh_fortran_io::Item;
        match self {
            Value::Int(ty, value) => Item::Int {
                value: *value,
                kind: match ty {
                    Ty::I1 => 1,
                    Ty::I2 => 2,
                    Ty::I4 => 4,
                    _ => 8,
                },
            },
            Value::R4(x) => Item::Real4(*x),
            Value::R8(x) => Item::Real8(*x),
            Value::X4(re, im) => Item::Complex4(*re, *im),
            Value::X8(re, im) => Item::Complex8(*re, *im),
            Value::L(b) => Item::Logical(*b),
            Value::C(bytes) => Item::Char(bytes),
        }
    }

    /// Human-readable form for mismatch reports.
    pub fn describe(&self) -> String {
        match self {
            Value::Int(ty, v) => format!("{ty:?} {v}"),
            Value::R4(x) => format!("R4 {x:e} (bits {:#010x})", x.to_bits()),
            Value::R8(x) => format!("R8 {x:e} (bits {:#018x})", x.to_bits()),
            Value::X4(re, im) => format!("X4 ({re:e},{im:e})"),
            Value::X8(re, im) => format!("X8 ({re:e},{im:e})"),
            Value::L(b) => format!("L {b}"),
            Value::C(bytes) => format!("C {:?}", String::from_utf8_lossy(bytes)),
        }
    }
}

/// One output statement to run on both sides.
#[derive(Debug, Clone)]
pub struct Case {
    pub shape: usize,
    /// `None`: list-directed.
    pub format: Option<String>,
    pub values: Vec<Value>,
}

/// Largest number of items of a case.
pub const MAX_ITEMS: usize = 64;

/// Marker line written after each case.
pub const MARKER: &[u8] = b"@@\n";

fn fortran_type(ty: Ty) -> &'static str {
    match ty {
        Ty::I1 => "i1",
        Ty::I2 => "i2",
        Ty::I4 => "i4",
        Ty::I8 => "i8",
        Ty::R4 => "r4",
        Ty::R8 => "r8",
        Ty::X4 => "x4",
        Ty::X8 => "x8",
        Ty::L => "l",
        Ty::C => "c",
    }
}

/// The expression for the item of type `ty` stored in slot `k` (1-based).
fn slot(ty: Ty, k: usize) -> String {
    match ty {
        Ty::C => format!("c({k})(1:clen({k}))"),
        other => format!("{}({k})", fortran_type(other)),
    }
}

/// Source of the driver program for `shapes`.
pub fn driver_source(shapes: &[Shape]) -> String {
    let mut s = String::new();
    s.push_str(
        "program driver
  use, intrinsic :: iso_fortran_env
  implicit none
  character(len=2000) :: fmt, line
  character(len=300) :: c(64)
  integer :: clen(64)
  integer(int8) :: i1(64)
  integer(int16) :: i2(64)
  integer(int32) :: i4(64)
  integer(int64) :: i8(64)
  real(real32) :: r4(64)
  real(real64) :: r8(64)
  complex(real32) :: x4(64)
  complex(real64) :: x8(64)
  logical :: l(64)
  integer(int32) :: b4, b4b
  integer(int64) :: b8, b8b
  integer :: shape, n, flen, k, ios
  do
    read(*, *, iostat=ios) shape, n, flen
    if (ios /= 0) exit
    read(*, '(A)') fmt
    do k = 1, n
      read(*, '(A)') line
      select case (line(1:2))
      case ('I1')
        read(line(3:), *) b4
        i1(k) = int(b4, int8)
      case ('I2')
        read(line(3:), *) b4
        i2(k) = int(b4, int16)
      case ('I4')
        read(line(3:), *) i4(k)
      case ('I8')
        read(line(3:), *) i8(k)
      case ('R4')
        read(line(3:), *) b4
        r4(k) = transfer(b4, r4(k))
      case ('R8')
        read(line(3:), *) b8
        r8(k) = transfer(b8, r8(k))
      case ('X4')
        read(line(3:), *) b4, b4b
        x4(k) = cmplx(transfer(b4, 1.0_real32), transfer(b4b, 1.0_real32), real32)
      case ('X8')
        read(line(3:), *) b8, b8b
        x8(k) = cmplx(transfer(b8, 1.0_real64), transfer(b8b, 1.0_real64), real64)
      case ('L ')
        read(line(3:), *) b4
        l(k) = b4 /= 0
      case ('C ')
        read(line(3:), *) clen(k)
        read(*, '(A)') c(k)
      end select
    end do
    select case (shape)
",
    );
    for (index, shape) in shapes.iter().enumerate() {
        let list = match shape {
            Shape::Scalars(types) => types
                .iter()
                .enumerate()
                .map(|(k, ty)| slot(*ty, k + 1))
                .collect::<Vec<_>>()
                .join(", "),
            Shape::Array(Ty::C) => "(c(k)(1:clen(k)), k = 1, n)".to_string(),
            Shape::Array(ty) => format!("{}(1:n)", fortran_type(*ty)),
        };
        let _ = write!(
            s,
            "    case ({index})
      if (flen == 0) then
        print *, {list}
      else
        write(*, fmt(1:flen)) {list}
      end if
"
        );
    }
    s.push_str(
        "    end select
    write(*, '(A)') '@@'
  end do
end program driver
",
    );
    s
}

/// The driver's input for `cases`.
pub fn driver_input(cases: &[Case]) -> String {
    let mut s = String::new();
    for case in cases {
        let format = case.format.as_deref().unwrap_or("");
        let _ = writeln!(s, "{} {} {}", case.shape, case.values.len(), format.len());
        let _ = writeln!(s, "{format}");
        for value in &case.values {
            let _ = match value {
                Value::Int(ty, v) => writeln!(s, "{ty:?} {v}"),
                Value::R4(x) => writeln!(s, "R4 {}", x.to_bits() as i32),
                Value::R8(x) => writeln!(s, "R8 {}", x.to_bits() as i64),
                Value::X4(re, im) => {
                    writeln!(s, "X4 {} {}", re.to_bits() as i32, im.to_bits() as i32)
                }
                Value::X8(re, im) => {
                    writeln!(s, "X8 {} {}", re.to_bits() as i64, im.to_bits() as i64)
                }
                Value::L(b) => writeln!(s, "L  {}", i32::from(*b)),
                Value::C(bytes) => {
                    writeln!(s, "C  {}\n{}", bytes.len(), String::from_utf8_lossy(bytes))
                }
            };
        }
    }
    s
}

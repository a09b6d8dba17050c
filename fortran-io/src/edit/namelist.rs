//! NAMELIST output (`WRITE(u, NML=grp)`, `PRINT grp`), laid out as libgfortran lays it out.
//!
//! The group is written as `&GRP`, then each object on a new record as ` NAME=` followed by its
//! values, each ended by a comma, then ` /`. The fields are the list-directed ones without their
//! separating blank, except that integers are left-justified in their width, complex values
//! carry no padding and character values are delimited by quotes (inner quotes doubled). A run
//! of equal consecutive elements is written once with a repeat count (` 4*`); the value after a
//! repeat count loses its leading blanks (they move to its end). After every six values (five on
//! an object's first record; a complex value counts twice) a new record starts with a blank.
//! Every rule was checked byte for byte against gfortran 12.

use super::real::{self, Real};
use super::{int, Decimal, Item};

/// One value of a namelist object, owned, compared by its bits for repeat counts.
#[derive(Debug, Clone, PartialEq)]
enum Value {
    Int { value: i64, kind: u8 },
    Real4(u32),
    Real8(u64),
    Complex4(u32, u32),
    Complex8(u64, u64),
    Logical(bool),
    Char(Vec<u8>),
}

impl Value {
    fn of(item: Item<'_>) -> Value {
        match item {
            Item::Int { value, kind } => Value::Int { value, kind },
            Item::Real4(x) => Value::Real4(x.to_bits()),
            Item::Real8(x) => Value::Real8(x.to_bits()),
            Item::Complex4(a, b) => Value::Complex4(a.to_bits(), b.to_bits()),
            Item::Complex8(a, b) => Value::Complex8(a.to_bits(), b.to_bits()),
            Item::Logical(b) => Value::Logical(b),
            Item::Char(b) => Value::Char(b.to_vec()),
        }
    }
}

/// The output of one NAMELIST statement.
#[derive(Debug, Default)]
pub struct NamelistWriter {
    group: String,
    objects: Vec<(String, Vec<Value>)>,
}

fn single(x: u32) -> Real {
    Real {
        value: f64::from(f32::from_bits(x)),
        single: true,
    }
}

fn double(x: u64) -> Real {
    Real {
        value: f64::from_bits(x),
        single: false,
    }
}

/// The field of one value; `repeated`: after a repeat count.
fn field(v: &Value, repeated: bool, dec: &mut Decimal, out: &mut Vec<u8>) {
    let start = out.len();
    match v {
        Value::Int { value, kind } => {
            let w = match kind {
                1 => 4,
                2 => 6,
                4 => 11,
                _ => 20,
            };
            int::decimal(out, *value, 0, None, false);
            let len = out.len() - start;
            out.resize(start + len.max(w), b' ');
            return;
        }
        Value::Real4(x) => real::list(out, single(*x), dec),
        Value::Real8(x) => real::list(out, double(*x), dec),
        Value::Complex4(a, b) => real::list_complex(out, single(*a), single(*b), dec),
        Value::Complex8(a, b) => real::list_complex(out, double(*a), double(*b), dec),
        Value::Logical(b) => out.push(if *b { b'T' } else { b'F' }),
        Value::Char(bytes) => {
            out.push(b'"');
            for &c in bytes {
                if c == b'"' {
                    out.push(b'"');
                }
                out.push(c);
            }
            out.push(b'"');
            return;
        }
    }
    let complex = matches!(v, Value::Complex4(..) | Value::Complex8(..));
    let blanks = out[start..].iter().take_while(|&&c| c == b' ').count();
    if complex || repeated {
        out.drain(start..start + blanks);
        if complex {
            let trailing = out[start..]
                .iter()
                .rev()
                .take_while(|&&c| c == b' ')
                .count();
            out.truncate(out.len() - trailing);
        } else {
            out.resize(out.len() + blanks, b' ');
        }
    }
}

impl NamelistWriter {
    /// The output of group `group` (written upper case).
    pub fn new(group: &str) -> Self {
        NamelistWriter {
            group: group.to_ascii_uppercase(),
            objects: Vec::new(),
        }
    }

    /// Starts the next object of the group.
    pub fn object(&mut self, name: &str) {
        self.objects.push((name.to_ascii_uppercase(), Vec::new()));
    }

    /// The next value of the current object (in array element order).
    pub fn item(&mut self, item: Item<'_>) {
        if self.objects.is_empty() {
            self.objects.push((String::new(), Vec::new()));
        }
        if let Some((_, values)) = self.objects.last_mut() {
            values.push(Value::of(item));
        }
    }

    /// The bytes of all the statement's records.
    pub fn finish(self) -> Vec<u8> {
        let mut out = Vec::new();
        let mut dec = Decimal::default();
        out.push(b'&');
        out.extend_from_slice(self.group.as_bytes());
        for (name, values) in &self.objects {
            out.extend_from_slice(b"\n ");
            out.extend_from_slice(name.as_bytes());
            out.push(b'=');
            let mut count = 1;
            let mut k = 0;
            while k < values.len() {
                let v = &values[k];
                let run = values[k..].iter().take_while(|w| *w == v).count();
                if run > 1 {
                    out.extend_from_slice(format!(" {run}*").as_bytes());
                }
                field(v, run > 1, &mut dec, &mut out);
                out.push(b',');
                count += if matches!(v, Value::Complex4(..) | Value::Complex8(..)) {
                    2
                } else {
                    1
                };
                if count > 5 {
                    count = 0;
                    out.extend_from_slice(b"\n ");
                }
                k += run;
            }
        }
        out.extend_from_slice(b"\n /\n");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(w: NamelistWriter) -> String {
        String::from_utf8(w.finish()).unwrap_or_default()
    }

    #[test]
    fn scalars_are_laid_out_as_gfortran() {
        let mut w = NamelistWriter::new("grp");
        w.object("i");
        w.item(Item::Int { value: 5, kind: 4 });
        w.object("r");
        w.item(Item::Real4(1.5));
        w.object("c");
        w.item(Item::Complex4(1.0, -2.0));
        w.object("s");
        w.item(Item::Char(b"ab\"c "));
        assert_eq!(
            text(w),
            "&GRP\n I=5          ,\n R=  1.50000000    ,\n C=(1.00000000,-2.00000000),\n S=\"ab\"\"c \",\n /\n"
        );
    }

    #[test]
    fn runs_of_equal_values_get_repeat_counts() {
        let mut w = NamelistWriter::new("g2");
        w.object("ra");
        for k in 0..12 {
            w.item(Item::Real4(if k == 4 { -1.25 } else { 3.0 }));
        }
        assert_eq!(
            text(w),
            "&G2\n RA= 4*3.00000000      , -1.25000000    , 7*3.00000000      ,\n /\n"
        );
    }

    #[test]
    fn long_arrays_wrap_after_five_then_six_values() {
        let mut w = NamelistWriter::new("g");
        w.object("ia");
        for k in 1..=8 {
            w.item(Item::Int { value: k, kind: 4 });
        }
        assert_eq!(
            text(w),
            "&G\n IA=1          ,2          ,3          ,4          ,5          ,\n 6          ,7          ,8          ,\n /\n"
        );
    }
}

//! NAMELIST input (`READ(u, NML=grp)`): `&grp a=1, b(2)=3.0, c='x' /`.
//!
//! As libgfortran reads it: records before the one holding `&grp` (or `$grp`) are skipped; then
//! come assignments `name[(subscripts)] = values` in any order, values separated by commas or
//! blanks, with repeat counts (`3*1.0`), null values (`,,`, `2*`) that leave their elements
//! unchanged, and `!` comments to the end of the record; `/` (or `&end`) ends the group. A whole
//! array takes its values in array element order from its first element, an element or a
//! section (`b(2:3)`, `m(1, :)`) the elements it designates; fewer values leave the rest
//! unchanged. Objects not named keep their values. Character values are quoted. Names and
//! logical values are case-insensitive.
//!
//! A structure is given as its components, objects named `s%x` (lower case, nested ones
//! `s%a%b`): `s%x = 1` assigns one, `s = 1, 2` takes values for all of them in order. An
//! array of structures is given as its elements' components, objects named `arr(2)%x` (the
//! element's subscripts as integers joined by commas): the input's `arr( 2 )%x = 1` names
//! that object, `arr(2) = 1, 2.5` all of one element's components, `arr = ...` all of every
//! element's, in array element order.

use super::field;
use super::{ReadError, RecordSource};
use crate::read::codes;

/// The type of a namelist object's elements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NmlKind {
    Int,
    Real,
    Complex,
    Logical,
    Char,
}

/// One object of the group: its elements' bytes, in array element order.
#[derive(Debug)]
pub struct NmlVar<'a> {
    /// Lower case.
    pub name: String,
    pub kind: NmlKind,
    /// Bytes of one element (a CHARACTER element's length).
    pub elem_size: usize,
    /// (lower bound, extent) per dimension; empty for a scalar.
    pub dims: Vec<(i64, i64)>,
    pub data: &'a mut [u8],
}

fn bad(message: impl Into<String>) -> ReadError {
    ReadError::new(codes::READ_VALUE, message)
}

/// The characters of the group, from after `&grp` to its end, records joined by newlines.
struct Text {
    bytes: Vec<u8>,
    at: usize,
}

impl Text {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    /// Skips blanks, record ends and comments; with `commas`, commas too.
    fn skip(&mut self, commas: bool) {
        while let Some(c) = self.peek() {
            match c {
                b' ' | b'\t' | b'\r' | b'\n' => self.at += 1,
                b',' if commas => self.at += 1,
                b'!' => {
                    while self.peek().is_some_and(|c| c != b'\n') {
                        self.at += 1;
                    }
                }
                _ => break,
            }
        }
    }

    fn name(&mut self) -> String {
        let start = self.at;
        while self
            .peek()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == b'_')
        {
            self.at += 1;
        }
        String::from_utf8_lossy(&self.bytes[start..self.at]).to_ascii_lowercase()
    }

    /// Whether a name followed by `=`, `(` or `%` starts here (the next assignment).
    fn at_assignment(&self) -> bool {
        if !self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            return false;
        }
        let mut k = self.at;
        while self
            .bytes
            .get(k)
            .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
        {
            k += 1;
        }
        while self.bytes.get(k).is_some_and(|c| matches!(c, b' ' | b'\t')) {
            k += 1;
        }
        matches!(self.bytes.get(k), Some(b'=') | Some(b'(') | Some(b'%'))
    }
}

/// Reads the group `group` (lower case) from `src` into `vars`.
pub fn read_namelist(
    group: &str,
    src: &mut dyn RecordSource,
    vars: &mut [NmlVar<'_>],
) -> Result<(), ReadError> {
    let mut text = find_group(group, src)?;
    loop {
        text.skip(true);
        match text.peek() {
            None => {
                // The group goes on in the next record.
                if !more(&mut text, src)? {
                    return Err(ReadError::end_of_file());
                }
                continue;
            }
            Some(b'/') => return Ok(()),
            Some(b'&') | Some(b'$') => {
                text.at += 1;
                let word = text.name();
                if word == "end" {
                    return Ok(());
                }
                return Err(bad(format!("Cannot match namelist object name &{word}")));
            }
            _ => {}
        }
        let name = object_name(&mut text, vars);
        if name.is_empty() {
            return Err(bad("Bad character in namelist input"));
        }
        text.skip(false);
        let slots = match vars.iter().position(|v| v.name == name) {
            Some(k) if text.peek() == Some(b'(') => {
                text.at += 1;
                let subs = subscripts(&mut text, &name)?;
                let elements = selection(&vars[k], &subs, &name)?;
                elements.into_iter().map(|e| (k, e)).collect()
            }
            Some(k) => whole(&vars[k]).map(|e| (k, e)).collect(),
            None => {
                // A structure (or an array of them, or a component of every element of
                // one): every element of every component, in order.
                let (member, element) = (format!("{name}%"), format!("{name}("));
                let slots: Vec<(usize, usize)> = vars
                    .iter()
                    .enumerate()
                    .filter(|(_, v)| {
                        v.name.starts_with(&member)
                            || v.name.starts_with(&element)
                            || of_every_element(&v.name, &name)
                    })
                    .flat_map(|(k, v)| whole(v).map(move |e| (k, e)))
                    .collect();
                if slots.is_empty() || text.peek() == Some(b'(') {
                    return Err(bad(format!("Cannot match namelist object name {name}")));
                }
                slots
            }
        };
        text.skip(false);
        if text.peek() != Some(b'=') {
            return Err(bad(format!("Equal sign missing in namelist object {name}")));
        }
        text.at += 1;
        values(&mut text, src, vars, &slots, &name)?;
    }
}

/// The name of the object an assignment starts with: a designator (`s%x`), with the
/// subscripts of an element of an array of structures made part of it (`arr(2)%x`, see the
/// module's documentation). Subscripts that are not of such an element stay in the text.
fn object_name(text: &mut Text, vars: &[NmlVar<'_>]) -> String {
    let mut name = text.name();
    loop {
        let element = format!("{name}(");
        if text.peek() == Some(b'(') && vars.iter().any(|v| v.name.starts_with(&element)) {
            let start = text.at;
            text.at += 1;
            match element_subscripts(text) {
                Some(subs) => name = format!("{name}({subs})"),
                None => {
                    text.at = start;
                    return name;
                }
            }
        }
        if text.peek() != Some(b'%') {
            return name;
        }
        text.at += 1;
        name.push('%');
        name.push_str(&text.name());
    }
}

/// Whether object `var` (`arr(2)%x%y`) is part of `name` taken as a component of every
/// element of an array of structures (`arr%x`).
fn of_every_element(var: &str, name: &str) -> bool {
    let Some((base, component)) = name.split_once('%') else {
        return false;
    };
    let Some(rest) = var.strip_prefix(base).and_then(|r| r.strip_prefix('(')) else {
        return false;
    };
    let Some((_, after)) = rest.split_once(')') else {
        return false;
    };
    after
        .strip_prefix('%')
        .and_then(|a| a.strip_prefix(component))
        .is_some_and(|tail| tail.is_empty() || tail.starts_with('%'))
}

/// The integer subscripts after `(` up to and including `)`, joined by commas; `None` if
/// they are not all single integers (a section).
fn element_subscripts(text: &mut Text) -> Option<String> {
    let mut subs = Vec::new();
    loop {
        subs.push(int(text)?.to_string());
        match text.peek() {
            Some(b',') => text.at += 1,
            Some(b')') => {
                text.at += 1;
                return Some(subs.join(","));
            }
            _ => return None,
        }
    }
}

/// The element indices of a whole object.
fn whole(var: &NmlVar<'_>) -> std::ops::Range<usize> {
    0..var.data.len() / var.elem_size.max(1)
}

/// Appends the next record (after a newline); `false` at the end of the file.
fn more(text: &mut Text, src: &mut dyn RecordSource) -> Result<bool, ReadError> {
    let mut rec = Vec::new();
    if !src.next_record(&mut rec)? {
        return Ok(false);
    }
    text.bytes.push(b'\n');
    text.bytes.extend_from_slice(&rec);
    Ok(true)
}

/// Skips records up to `&group`; the text after the group name.
fn find_group(group: &str, src: &mut dyn RecordSource) -> Result<Text, ReadError> {
    loop {
        let mut rec = Vec::new();
        if !src.next_record(&mut rec)? {
            return Err(ReadError::end_of_file());
        }
        let start = rec.iter().take_while(|c| matches!(c, b' ' | b'\t')).count();
        if !matches!(rec.get(start), Some(b'&') | Some(b'$')) {
            continue;
        }
        let mut text = Text {
            bytes: rec,
            at: start + 1,
        };
        if text.name() == group {
            return Ok(text);
        }
    }
}

/// One subscript: a single index or a triplet (`None` parts: the bound of the dimension).
type Sub = (Option<i64>, Option<i64>, Option<i64>, bool);

fn int(text: &mut Text) -> Option<i64> {
    text.skip(false);
    let start = text.at;
    if matches!(text.peek(), Some(b'-') | Some(b'+')) {
        text.at += 1;
    }
    while text.peek().is_some_and(|c| c.is_ascii_digit()) {
        text.at += 1;
    }
    let s = std::str::from_utf8(&text.bytes[start..text.at]).ok()?;
    let v = s.parse().ok();
    text.skip(false);
    v
}

/// The subscripts after `(`, up to and including `)`.
fn subscripts(text: &mut Text, name: &str) -> Result<Vec<Sub>, ReadError> {
    let mut out = Vec::new();
    loop {
        let lo = int(text);
        let mut sub = (lo, lo, None, false);
        if text.peek() == Some(b':') {
            text.at += 1;
            sub.1 = int(text);
            sub.3 = true;
            if text.peek() == Some(b':') {
                text.at += 1;
                sub.2 = int(text);
            }
        } else if lo.is_none() {
            return Err(bad(format!("Bad subscript in namelist object {name}")));
        }
        out.push(sub);
        match text.peek() {
            Some(b',') => text.at += 1,
            Some(b')') => {
                text.at += 1;
                return Ok(out);
            }
            _ => return Err(bad(format!("Bad subscript in namelist object {name}"))),
        }
    }
}

/// The element indices (array element order) a list of subscripts designates.
fn selection(var: &NmlVar<'_>, subs: &[Sub], name: &str) -> Result<Vec<usize>, ReadError> {
    if subs.len() != var.dims.len() {
        return Err(bad(format!(
            "Wrong number of subscripts for namelist object {name}"
        )));
    }
    let mut per_dim: Vec<Vec<i64>> = Vec::with_capacity(subs.len());
    for (&(lo, hi, step, range), &(lb, ext)) in subs.iter().zip(&var.dims) {
        let ub = lb + ext - 1;
        let (lo, hi, step) = if range {
            (lo.unwrap_or(lb), hi.unwrap_or(ub), step.unwrap_or(1))
        } else {
            let i = lo.unwrap_or(lb);
            (i, i, 1)
        };
        if step == 0 {
            return Err(bad(format!("Zero stride in namelist object {name}")));
        }
        let mut v = Vec::new();
        let mut i = lo;
        while (step > 0 && i <= hi) || (step < 0 && i >= hi) {
            if i < lb || i > ub {
                return Err(bad(format!("Index out of range in namelist object {name}")));
            }
            v.push(i - lb);
            i += step;
        }
        per_dim.push(v);
    }
    let mut strides = Vec::with_capacity(var.dims.len());
    let mut stride = 1usize;
    for &(_, ext) in &var.dims {
        strides.push(stride);
        stride *= ext.max(0) as usize;
    }
    let mut out = Vec::new();
    if per_dim.iter().any(Vec::is_empty) {
        return Ok(out);
    }
    // An odometer over the subscripts, the first dimension fastest.
    let mut at = vec![0usize; per_dim.len()];
    loop {
        let offset = (0..per_dim.len())
            .map(|d| per_dim[d][at[d]] as usize * strides[d])
            .sum();
        out.push(offset);
        let mut d = 0;
        loop {
            if d == per_dim.len() {
                return Ok(out);
            }
            at[d] += 1;
            if at[d] < per_dim[d].len() {
                break;
            }
            at[d] = 0;
            d += 1;
        }
    }
}

/// The values of the assignment to `name`, into the `slots` (object, element) in order.
fn values(
    text: &mut Text,
    src: &mut dyn RecordSource,
    vars: &mut [NmlVar<'_>],
    slots: &[(usize, usize)],
    name: &str,
) -> Result<(), ReadError> {
    let mut next = 0;
    let mut after_value = false;
    loop {
        text.skip(false);
        match text.peek() {
            None => {
                if !more(text, src)? {
                    return Err(ReadError::end_of_file());
                }
                continue;
            }
            Some(b'/') | Some(b'&') | Some(b'$') => return Ok(()),
            Some(b',') => {
                text.at += 1;
                if !after_value {
                    next += 1; // a null value
                }
                after_value = false;
                continue;
            }
            _ => {}
        }
        if text.at_assignment() {
            return Ok(());
        }
        // A repeat count.
        let start = text.at;
        let digits = text.bytes[start..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        let mut repeat = 1usize;
        if digits > 0 && text.bytes.get(start + digits) == Some(&b'*') {
            repeat = std::str::from_utf8(&text.bytes[start..start + digits])
                .ok()
                .and_then(|s| s.parse().ok())
                .filter(|&r| r > 0)
                .ok_or_else(|| bad(format!("Zero repeat count in namelist object {name}")))?;
            text.at = start + digits + 1;
            let null = text
                .peek()
                .map_or(true, |c| matches!(c, b' ' | b'\t' | b'\n' | b',' | b'/'));
            if null {
                next += repeat;
                after_value = true;
                continue;
            }
        }
        let Some(&(first, _)) = slots.get(next) else {
            return Err(bad(format!(
                "Repeat count too large for namelist object {name}"
            )));
        };
        let token = token(text, vars[first].kind);
        if next + repeat > slots.len() {
            return Err(bad(format!(
                "Repeat count too large for namelist object {name}"
            )));
        }
        for _ in 0..repeat {
            let (k, e) = slots[next];
            let var = &mut vars[k];
            let bytes = convert(&token, var)?;
            let at = e * var.elem_size;
            var.data[at..at + var.elem_size].copy_from_slice(&bytes);
            next += 1;
        }
        after_value = true;
    }
}

/// The text of one value (a quoted string without its quotes and with doubled quotes undone).
fn token(text: &mut Text, kind: NmlKind) -> (Vec<u8>, bool) {
    let first = text.peek().unwrap_or(b' ');
    if kind == NmlKind::Char && (first == b'\'' || first == b'"') {
        text.at += 1;
        let mut out = Vec::new();
        while let Some(c) = text.peek() {
            text.at += 1;
            if c == b'\n' {
                continue;
            }
            if c == first {
                if text.peek() == Some(first) {
                    text.at += 1;
                } else {
                    break;
                }
            }
            out.push(c);
        }
        return (out, true);
    }
    let start = text.at;
    if first == b'(' {
        while let Some(c) = text.peek() {
            text.at += 1;
            if c == b')' {
                break;
            }
        }
    } else {
        while text
            .peek()
            .is_some_and(|c| !matches!(c, b' ' | b'\t' | b'\n' | b'\r' | b',' | b'/' | b'!'))
        {
            text.at += 1;
        }
    }
    let out = text.bytes[start..text.at]
        .iter()
        .copied()
        .filter(|&c| c != b'\n')
        .collect();
    (out, false)
}

/// `v` as an integer of `size` bytes in native byte order.
fn int_bytes(v: i64, size: usize) -> Vec<u8> {
    match size {
        1 => (v as i8).to_ne_bytes().to_vec(),
        2 => (v as i16).to_ne_bytes().to_vec(),
        8 => v.to_ne_bytes().to_vec(),
        _ => (v as i32).to_ne_bytes().to_vec(),
    }
}

/// The element bytes (native byte order) of a value for `var`.
fn convert(token: &(Vec<u8>, bool), var: &NmlVar<'_>) -> Result<Vec<u8>, ReadError> {
    let (text, quoted) = (&token.0[..], token.1);
    let name = &var.name;
    let size = var.elem_size;
    let real = |t: &[u8], single: bool| -> Result<Vec<u8>, ReadError> {
        let trimmed: Vec<u8> = t.iter().copied().filter(|c| *c != b' ').collect();
        match field::real(&trimmed, 0, 0, single) {
            Ok(super::Value::Real4(x)) => Ok(x.to_ne_bytes().to_vec()),
            Ok(super::Value::Real8(x)) => Ok(x.to_ne_bytes().to_vec()),
            _ => Err(bad(format!("Bad real number in namelist object {name}"))),
        }
    };
    match var.kind {
        NmlKind::Char => {
            if !quoted {
                return Err(bad(format!(
                    "Bad character value in namelist object {name}"
                )));
            }
            match field::assign_chars(text, size) {
                super::Value::Char(b) => Ok(b),
                _ => Ok(vec![b' '; size]),
            }
        }
        NmlKind::Int => {
            let v = field::integer(text, size as u8, 10, true)
                .map_err(|_| bad(format!("Bad integer in namelist object {name}")))?;
            Ok(int_bytes(v, size))
        }
        NmlKind::Real => real(text, size == 4),
        NmlKind::Logical => {
            let b = field::logical(text)
                .map_err(|_| bad(format!("Bad logical value in namelist object {name}")))?;
            Ok(int_bytes(i64::from(b), size))
        }
        NmlKind::Complex => {
            let inner = text
                .strip_prefix(b"(")
                .and_then(|t| t.strip_suffix(b")"))
                .ok_or_else(|| bad(format!("Bad complex value in namelist object {name}")))?;
            let comma = inner
                .iter()
                .position(|&c| c == b',')
                .ok_or_else(|| bad(format!("Bad complex value in namelist object {name}")))?;
            let single = size == 8;
            let mut out = real(&inner[..comma], single)?;
            out.extend(real(&inner[comma + 1..], single)?);
            Ok(out)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::TextSource;

    fn ints(v: &[i32]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_ne_bytes()).collect()
    }

    fn as_ints(b: &[u8]) -> Vec<i32> {
        b.chunks_exact(4)
            .map(|c| i32::from_ne_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    }

    #[test]
    fn assignments_in_any_order_with_repeats_sections_and_comments() {
        let mut a = ints(&[0]);
        let mut b = ints(&[1, 2, 3, 4, 5, 6]);
        let mut s = b"      ".to_vec();
        let mut vars = vec![
            NmlVar {
                name: "a".into(),
                kind: NmlKind::Int,
                elem_size: 4,
                dims: vec![],
                data: &mut a,
            },
            NmlVar {
                name: "b".into(),
                kind: NmlKind::Int,
                elem_size: 4,
                dims: vec![(1, 6)],
                data: &mut b,
            },
            NmlVar {
                name: "s".into(),
                kind: NmlKind::Char,
                elem_size: 6,
                dims: vec![],
                data: &mut s,
            },
        ];
        let input = b"junk\n&grp s='it''s' ! note\n B(2:3)= 2*9, a=7\n b(6)=-1 /\n";
        let mut src = TextSource::new(input);
        let r = read_namelist("grp", &mut src, &mut vars);
        assert!(r.is_ok(), "{r:?}");
        drop(vars);
        assert_eq!(as_ints(&a), vec![7]);
        assert_eq!(as_ints(&b), vec![1, 9, 9, 4, 5, -1]);
        assert_eq!(&s, b"it's  ");
    }

    #[test]
    fn a_structure_by_components_and_as_a_whole() {
        let mut x = ints(&[0]);
        let mut y = ints(&[0, 0]);
        let mut vars = vec![
            NmlVar {
                name: "s%x".into(),
                kind: NmlKind::Int,
                elem_size: 4,
                dims: vec![],
                data: &mut x,
            },
            NmlVar {
                name: "s%y".into(),
                kind: NmlKind::Int,
                elem_size: 4,
                dims: vec![(1, 2)],
                data: &mut y,
            },
        ];
        let mut src = TextSource::new(b"&g S%y(2)=5, s%X=1 /\n&g s = 7, 2*8 /");
        assert!(read_namelist("g", &mut src, &mut vars).is_ok());
        assert_eq!(as_ints(vars[0].data), vec![1]);
        assert_eq!(as_ints(vars[1].data), vec![0, 5]);
        assert!(read_namelist("g", &mut src, &mut vars).is_ok());
        drop(vars);
        assert_eq!(as_ints(&x), vec![7]);
        assert_eq!(as_ints(&y), vec![8, 8]);
    }

    #[test]
    fn an_array_of_structures_by_element_components_elements_and_as_a_whole() {
        let (mut a1, mut b1, mut a2, mut b2) = (ints(&[0]), ints(&[0]), ints(&[0]), ints(&[0]));
        let mut vars = Vec::new();
        for (name, data) in [
            ("arr(1)%a", &mut a1),
            ("arr(1)%b", &mut b1),
            ("arr(2)%a", &mut a2),
            ("arr(2)%b", &mut b2),
        ] {
            vars.push(NmlVar {
                name: name.into(),
                kind: NmlKind::Int,
                elem_size: 4,
                dims: vec![],
                data,
            });
        }
        let mut src = TextSource::new(
            b"&g ARR( 2 )%B=5, arr(1)%a=1 /\n&g arr(2) = 7 8 /\n&g arr = 4*3 /\n&g arr%b = 6 9 /",
        );
        assert!(read_namelist("g", &mut src, &mut vars).is_ok());
        let got = |vars: &[NmlVar<'_>]| {
            vars.iter()
                .flat_map(|v| as_ints(v.data))
                .collect::<Vec<_>>()
        };
        assert_eq!(got(&vars), vec![1, 0, 0, 5]);
        assert!(read_namelist("g", &mut src, &mut vars).is_ok());
        assert_eq!(got(&vars), vec![1, 0, 7, 8]);
        assert!(read_namelist("g", &mut src, &mut vars).is_ok());
        assert_eq!(got(&vars), vec![3, 3, 3, 3]);
        assert!(read_namelist("g", &mut src, &mut vars).is_ok());
        assert_eq!(got(&vars), vec![3, 6, 3, 9]);
        let mut src = TextSource::new(b"&g arr(1:2)%a=1 /");
        assert!(read_namelist("g", &mut src, &mut vars).is_err());
    }

    #[test]
    fn a_two_dimensional_section_is_in_array_element_order() {
        let mut m = ints(&[0; 6]);
        let mut vars = vec![NmlVar {
            name: "m".into(),
            kind: NmlKind::Int,
            elem_size: 4,
            dims: vec![(1, 2), (1, 3)],
            data: &mut m,
        }];
        let mut src = TextSource::new(b"&g m(2,:)=1,2,3 m(1,2:3)=8 9 /");
        assert!(read_namelist("g", &mut src, &mut vars).is_ok());
        drop(vars);
        assert_eq!(as_ints(&m), vec![0, 1, 8, 2, 9, 3]);
    }
}

//! Character and logical editing: `A[w]` and `Lw`.

/// `A` (`w == None`: the item's length) or `Aw`: the leftmost `w` characters, or the item
/// right-justified with blanks in front.
pub(crate) fn chars(out: &mut Vec<u8>, text: &[u8], w: Option<u32>) {
    match w {
        None => out.extend_from_slice(text),
        Some(w) => {
            let w = w as usize;
            if w <= text.len() {
                out.extend_from_slice(&text[..w]);
            } else {
                out.resize(out.len() + (w - text.len()), b' ');
                out.extend_from_slice(text);
            }
        }
    }
}

/// `Lw`: `T` or `F` right-justified (`w == 0` is taken as 1).
pub(crate) fn logical(out: &mut Vec<u8>, value: bool, w: u32) {
    out.resize(out.len() + (w as usize).saturating_sub(1), b' ');
    out.push(if value { b'T' } else { b'F' });
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_truncates_on_the_right_and_pads_on_the_left() {
        let mut out = Vec::new();
        super::chars(&mut out, b"hello", Some(3));
        super::chars(&mut out, b"hi", Some(4));
        super::chars(&mut out, b"x", None);
        assert_eq!(out, b"hel  hix");
    }

    #[test]
    fn l_right_justifies() {
        let mut out = Vec::new();
        super::logical(&mut out, false, 3);
        super::logical(&mut out, true, 0);
        assert_eq!(out, b"  FT");
    }
}

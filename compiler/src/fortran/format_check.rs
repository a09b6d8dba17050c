//! Compile-time checking of format specifications, through the same parser the runtime uses
//! (`dvmh_fortran_io::parse_format`), so a format accepted here behaves the same at run time.

/// A problem found in a format specification: byte offset into the text, and message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatProblem {
    pub offset: usize,
    pub message: String,
}

/// Checks a specification (with its parentheses). `Ok` carries the warnings.
pub fn check(text: &str) -> Result<Vec<FormatProblem>, FormatProblem> {
    match dvmh_fortran_io::parse_format(text) {
        Ok(format) => Ok(format
            .warnings
            .iter()
            .map(|w| FormatProblem {
                offset: w.offset,
                message: w.message.clone(),
            })
            .collect()),
        Err(e) => Err(FormatProblem {
            offset: e.offset,
            message: e.message,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_and_bad_formats() {
        assert_eq!(check("(' IT = ',i4,'    EPS = ',e14.7)"), Ok(vec![]));
        assert_eq!(check("(2(1x,'V(',i2,') =',e13.5,:,';'))"), Ok(vec![]));
        assert!(check("(I4").is_err());
        assert!(check("(Q7)").is_err());
    }
}

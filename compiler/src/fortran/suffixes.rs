//! The suffixes of SUBROUTINE and FUNCTION statements: `RESULT(r)` and `BIND(C [,
//! NAME='f'])`, in either order, each at most once.
//!
//! The grammar takes any `keyword(arg [, name = 'text'])` there and this module checks it
//! when the unit is built, so a bad suffix is one diagnostic and the unit is still read
//! (its END, its body), instead of a syntax error that loses the unit and every line after.

use crate::diag::Diagnostics;
use crate::fortran::ast::{BindC, ProcSuffix};
use crate::name::Name;

/// The RESULT name (functions only) and the BIND(C) of `suffixes`; each bad suffix is
/// reported and left out.
pub fn check(
    diags: &mut Diagnostics,
    suffixes: Vec<ProcSuffix>,
    function: bool,
) -> (Option<Name>, Option<BindC>) {
    let mut result: Option<Name> = None;
    let mut bind: Option<BindC> = None;
    for s in suffixes {
        match s.keyword.text.as_str() {
            "result" if function && s.named.is_none() => {
                if result.is_some() {
                    diags.error(s.span, "RESULT appears twice");
                } else {
                    result = Some(s.arg);
                }
            }
            "bind" => {
                if s.arg.text != "c" {
                    diags.error(s.arg.span, "expected C in BIND(C)");
                    continue;
                }
                let name = match s.named {
                    None => None,
                    Some((kw, text)) if kw.text == "name" => {
                        let text = text.trim().to_string();
                        if !is_c_identifier(&text) {
                            diags.error(
                                s.span,
                                format!("'{text}' is not a C identifier in BIND(C, NAME=)"),
                            );
                            continue;
                        }
                        Some(text)
                    }
                    Some((kw, _)) => {
                        diags.error(kw.span, "expected NAME= in BIND(C, ...)");
                        continue;
                    }
                };
                if bind.is_some() {
                    diags.error(s.span, "BIND(C) appears twice");
                } else {
                    bind = Some(BindC { name, span: s.span });
                }
            }
            _ if function => diags.error(
                s.keyword.span,
                "expected RESULT or BIND(C) after the dummy arguments",
            ),
            _ => diags.error(s.keyword.span, "expected BIND(C) after the dummy arguments"),
        }
    }
    (result, bind)
}

/// A C identifier: a letter or `_`, then letters, digits and `_`.
fn is_c_identifier(s: &str) -> bool {
    s.chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::is_c_identifier;

    #[test]
    fn c_identifiers() {
        assert!(is_c_identifier("strlen"));
        assert!(is_c_identifier("_Fast_1"));
        assert!(!is_c_identifier("two words"));
        assert!(!is_c_identifier("1st"));
        assert!(!is_c_identifier(""));
    }
}

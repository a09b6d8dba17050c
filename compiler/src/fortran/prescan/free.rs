//! Free source form (`.f90`, `.f95`, `.F90`): `!` comments, `&` continuation (optionally resumed
//! after a leading `&` on the next line), labels as a leading digit string, `!DVM$` directive
//! lines as the first non-blank of a line (continued by a trailing `&` and a `!DVM$` line).

use super::cook::Fed;
use super::{has_sentinel, lines, Label, Pending, Statement, StatementKind};
use crate::diag::Diagnostics;
use crate::source::{FileId, Span};

/// Feeds `chars[from..]` to `p`. Returns the statement still open at the end of the line and
/// whether the line ended with a continuation `&`.
fn feed_line(
    file: FileId,
    mut p: Pending,
    chars: &[(u32, char)],
    from: usize,
    diags: &mut Diagnostics,
    out: &mut Vec<Statement>,
) -> (Pending, bool) {
    let mut i = from;
    while i < chars.len() {
        let (off, c) = chars[i];
        if c == '&' {
            let rest = &chars[i + 1..];
            let tail_is_empty = if p.cooker.in_literal() {
                rest.iter().all(|(_, c)| c.is_whitespace())
            } else {
                rest.iter()
                    .find(|(_, c)| !c.is_whitespace())
                    .is_none_or(|(_, c)| *c == '!')
            };
            if tail_is_empty {
                return (p, true);
            }
        }
        match p.cooker.feed(c, off) {
            Fed::Continue => {}
            Fed::Comment => break,
            Fed::Separator => {
                p.finish(file, diags, out);
                p = Pending::new(StatementKind::Fortran, None, off + 1);
            }
        }
        i += 1;
    }
    (p, false)
}

/// A leading label (1–5 digits followed by a blank): returns it and the index after it.
fn leading_label(
    file: FileId,
    chars: &[(u32, char)],
    at: usize,
    diags: &mut Diagnostics,
) -> (Option<Label>, usize) {
    let end = chars[at..]
        .iter()
        .position(|(_, c)| !c.is_ascii_digit())
        .map_or(chars.len(), |n| at + n);
    if end == at
        || chars
            .get(end)
            .is_some_and(|(_, c)| !c.is_whitespace() && *c != ';')
    {
        return (None, at);
    }
    let span = Span::new(file, chars[at].0, chars[end - 1].0 + 1);
    let digits: String = chars[at..end].iter().map(|(_, c)| *c).collect();
    if digits.len() > 5 {
        diags.error(span, "a statement label has at most 5 digits");
        return (None, end);
    }
    match digits.parse::<u32>() {
        Ok(0) | Err(_) => {
            diags.error(span, "zero is not a valid statement label");
            (None, end)
        }
        Ok(value) => (Some(Label { value, span }), end),
    }
}

pub(super) fn read(file: FileId, text: &str, diags: &mut Diagnostics) -> Vec<Statement> {
    let mut out = Vec::new();
    let mut open: Option<Pending> = None;
    for (line_off, line) in lines(text) {
        let chars: Vec<(u32, char)> = line
            .char_indices()
            .map(|(i, c)| (line_off + i as u32, c))
            .collect();
        let first = chars.iter().position(|(_, c)| !c.is_whitespace());
        let rest_at = |i: usize| &line[(chars[i].0 - line_off) as usize..];

        if let Some(p) = open.take() {
            let Some(i) = first else {
                open = Some(p); // blank lines may separate continuation lines
                continue;
            };
            let rest = rest_at(i);
            let resume = match p.kind {
                StatementKind::Directive if has_sentinel(rest, &['!']) => {
                    let mut j = i + 5;
                    while chars.get(j).is_some_and(|(_, c)| c.is_whitespace()) {
                        j += 1;
                    }
                    if chars.get(j).is_some_and(|(_, c)| *c == '&') {
                        j += 1;
                    }
                    Some((p, j))
                }
                _ if rest.starts_with('!') && !p.cooker.in_literal() => {
                    open = Some(p); // comment lines may separate continuation lines
                    continue;
                }
                StatementKind::Directive => {
                    diags.error(
                        Span::new(file, chars[i].0, chars[i].0 + 1),
                        "expected a !DVM$ line continuing the directive",
                    );
                    p.finish(file, diags, &mut out);
                    None
                }
                StatementKind::Fortran => {
                    let from = if chars[i].1 == '&' {
                        i + 1
                    } else if p.cooker.in_literal() {
                        0
                    } else {
                        i
                    };
                    Some((p, from))
                }
            };
            if let Some((p, from)) = resume {
                let (p, continued) = feed_line(file, p, &chars, from, diags, &mut out);
                if continued {
                    open = Some(p);
                } else {
                    p.finish(file, diags, &mut out);
                }
                continue;
            }
        }

        let Some(i) = first else {
            continue;
        };
        let rest = rest_at(i);
        let (pending, from) = if has_sentinel(rest, &['!']) {
            (
                Pending::new(StatementKind::Directive, None, chars[i].0),
                i + 5,
            )
        } else if rest.starts_with('!') {
            continue;
        } else {
            let (label, from) = leading_label(file, &chars, i, diags);
            (
                Pending::new(StatementKind::Fortran, label, chars[i].0),
                from,
            )
        };
        let (p, continued) = feed_line(file, pending, &chars, from, diags, &mut out);
        if continued {
            open = Some(p);
        } else {
            p.finish(file, diags, &mut out);
        }
    }
    if let Some(p) = open.take() {
        p.finish(file, diags, &mut out);
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::fortran::form::SourceForm;
    use crate::fortran::prescan::tests::run;
    use crate::fortran::prescan::StatementKind;

    fn texts(src: &str) -> Vec<String> {
        crate::fortran::prescan::tests::texts(SourceForm::Free, src)
    }

    #[test]
    fn continuation_comments_labels_and_separators() {
        let src = "\
program p   ! comment
  x = a + &  ! more
      ! between
      & b
10 continue; y = 'it''s &
   &ok'
  z = 1 &
  + 2
end program p
";
        assert_eq!(
            texts(src),
            [
                "programp",
                "x=a+b",
                "10:continue",
                "y='it''s ok'",
                "z=1+2",
                "endprogramp"
            ]
        );
    }

    #[test]
    fn directives_with_continuation() {
        let src = "\
  !DVM$ PARALLEL (k, j, i) ON v(i, j, k), &
  !DVM$&  SHADOW_RENEW(u)
!dvm$ distribute a(BLOCK) ! note
x = 1 ! !DVM$ not a directive
";
        let (s, d, _) = run(SourceForm::Free, src);
        assert!(!d.has_errors(), "{:?}", d.raw());
        assert_eq!(s[0].kind, StatementKind::Directive);
        assert_eq!(
            s[0].text,
            "parallel (k, j, i) on v(i, j, k), shadow_renew(u)"
        );
        assert_eq!(s[1].text, "distribute a(block)");
        assert_eq!(s[2].kind, StatementKind::Fortran);
        assert_eq!(s[2].text, "x=1");
    }

    #[test]
    fn bad_directive_continuation_is_reported() {
        let (s, d, _) = run(SourceForm::Free, "!DVM$ REGION &\nx = 1\n");
        assert_eq!(
            d.raw()[0].message,
            "expected a !DVM$ line continuing the directive"
        );
        assert_eq!(s.len(), 2);
    }

    #[test]
    fn long_labels_are_rejected() {
        let (_, d, _) = run(SourceForm::Free, "123456 continue\n");
        assert_eq!(d.raw()[0].message, "a statement label has at most 5 digits");
    }
}

//! Fixed source form (`.f`, `.for`, `.fdv`, ...): columns 1–5 label, column 6 continuation,
//! columns 7–72 statement text, `C`/`c`/`*`/`!` in column 1 for comments, and `CDVM$`/`*DVM$`/
//! `!DVM$` in columns 1–5 for directive lines (continued with a non-blank, non-zero column 6).
//! A TAB within the first six columns starts the statement text (or, before a nonzero digit,
//! marks a continuation), as in gfortran.

use super::cook::Fed;
use super::{has_sentinel, lines, Label, Pending, Statement, StatementKind};
use crate::diag::Diagnostics;
use crate::source::{FileId, Span};

/// One line split into its fields. `text` holds (file offset, column, char) for columns 7–72.
struct Fields {
    label: Vec<(u32, char)>,
    continuation: bool,
    text: Vec<(u32, usize, char)>,
    /// Text past the margin that looks like part of the statement (see `cut_statement`).
    dropped: Option<(u32, String)>,
}

/// Whether a `!` comment starts in the text (outside character literals): what follows the
/// margin is then part of the comment.
fn ends_in_comment(text: impl Iterator<Item = char>) -> bool {
    let mut quote = None;
    for c in text {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, '!') => return true,
            _ => {}
        }
    }
    false
}

/// Whether the text past the margin looks like part of the statement rather than a sequence
/// field (card numbers such as `BT000120` in columns 73–80, which old codes carry): it holds
/// punctuation or operators, or a word runs across column 72.
fn cut_statement(last_kept: Option<char>, dropped: &str) -> bool {
    let first = dropped.chars().next();
    let runs_across = last_kept.is_some_and(|c| c != ' ') && first.is_some_and(|c| c != ' ');
    let code_like = dropped
        .chars()
        .any(|c| !(c.is_ascii_alphanumeric() || c == ' ' || c == '\t'));
    runs_across || code_like
}

fn split_fields(line_off: u32, line: &str, margin: usize) -> Fields {
    let chars: Vec<(u32, char)> = line
        .char_indices()
        .map(|(i, c)| (line_off + i as u32, c))
        .collect();
    let tab = chars.iter().take(6).position(|&(_, c)| c == '\t');
    let (label_end, continuation, text_start) = match tab {
        Some(t) => {
            let cont = chars
                .get(t + 1)
                .is_some_and(|&(_, c)| c.is_ascii_digit() && c != '0');
            (t, cont, if cont { t + 2 } else { t + 1 })
        }
        None => {
            let cont = chars.get(5).is_some_and(|&(_, c)| c != ' ' && c != '0');
            (chars.len().min(5), cont, 6)
        }
    };
    let text: Vec<(u32, usize, char)> = chars
        .iter()
        .enumerate()
        .skip(text_start)
        .map(|(i, &(off, c))| (off, 7 + i - text_start, c))
        .take_while(|&(_, col, _)| col <= margin)
        .collect();
    let beyond = text_start + text.len();
    let dropped = chars.get(beyond).and_then(|&(off, _)| {
        let rest: String = chars[beyond..].iter().map(|&(_, c)| c).collect();
        let rest = rest.trim_end();
        let last_kept = text.last().filter(|t| t.1 == margin).map(|t| t.2);
        let in_comment = ends_in_comment(text.iter().map(|t| t.2));
        // A `!` comment placed past the margin is a comment either way.
        let comment_after = rest.trim_start().starts_with('!');
        (!rest.trim().is_empty() && !in_comment && !comment_after && cut_statement(last_kept, rest))
            .then(|| (off, rest.to_string()))
    });
    Fields {
        label: chars[..label_end.min(chars.len())].to_vec(),
        continuation,
        text,
        dropped,
    }
}

/// Added to the error on a line whose label field starts with a letter: such a file is most
/// likely free-form source named like a fixed-form one (`prog.fdv`, `prog.f`).
const FREE_FORM_HINT: &str = " (the file is read as fixed form, and this line looks like free-form source: give -ffree-form, or name the file .f90)";

/// Whether the label field of a line starts with a letter, as a free-form statement there
/// would (a mistyped label starts with a digit).
fn looks_free_form(label: &[(u32, char)]) -> bool {
    label
        .iter()
        .find(|(_, c)| *c != ' ')
        .is_some_and(|(_, c)| c.is_ascii_alphabetic())
}

fn parse_label(
    file: FileId,
    field: &[(u32, char)],
    hint: &str,
    diags: &mut Diagnostics,
) -> Option<Label> {
    let digits: Vec<&(u32, char)> = field.iter().filter(|(_, c)| *c != ' ').collect();
    let (&first, &last) = (digits.first()?, digits.last()?);
    let span = Span::new(file, first.0, last.0 + 1);
    if let Some(bad) = digits.iter().find(|(_, c)| !c.is_ascii_digit()) {
        diags.error(
            Span::new(file, bad.0, bad.0 + 1),
            format!(
                "invalid character '{}' in the statement label field{hint}",
                bad.1
            ),
        );
        return None;
    }
    let value: u32 = digits
        .iter()
        .map(|(_, c)| *c)
        .collect::<String>()
        .parse()
        .ok()?;
    if value == 0 {
        diags.error(span, "zero is not a valid statement label");
        return None;
    }
    Some(Label { value, span })
}

/// Reads the statements of a fixed-form file whose statement text ends at column `margin`.
/// A file that turns out to be free-form source gets one error saying so, and no statements
/// (rather than an error for nearly every line).
pub(super) fn read(
    file: FileId,
    text: &str,
    margin: usize,
    diags: &mut Diagnostics,
) -> Vec<Statement> {
    let mut out = Vec::new();
    let mut cur: Option<Pending> = None;
    for (line_off, line) in lines(text) {
        if line.trim().is_empty() {
            continue;
        }
        let is_directive = has_sentinel(line, &['c', 'C', '*', '!']);
        let first = line.chars().next().unwrap_or(' ');
        let label_field_comment = line
            .chars()
            .take(5)
            .find(|c| *c != ' ')
            .is_some_and(|c| c == '!');
        if !is_directive && (matches!(first, 'c' | 'C' | '*' | '!') || label_field_comment) {
            continue;
        }
        let fields = split_fields(line_off, line, margin);
        let line_span = Span::new(file, line_off, line_off + 1);
        let free_form = looks_free_form(&fields.label);
        if let Some((off, dropped)) = &fields.dropped {
            diags.warning(
                Span::new(file, *off, *off + dropped.len() as u32),
                format!(
                    "text past column {margin} is ignored in fixed form: '{dropped}' (see -ffixed-line-length-N)"
                ),
            );
        }
        if is_directive {
            if fields.continuation {
                match &cur {
                    Some(p) if p.kind == StatementKind::Directive => {}
                    _ => {
                        diags.error(
                            line_span,
                            "directive continuation line without a directive to continue",
                        );
                        continue;
                    }
                }
            } else {
                if let Some(p) = cur.take() {
                    p.finish(file, diags, &mut out);
                }
                cur = Some(Pending::new(StatementKind::Directive, None, line_off));
            }
        } else if fields.continuation {
            match &cur {
                Some(p) if p.kind == StatementKind::Fortran => {
                    if fields.label.iter().any(|(_, c)| *c != ' ') {
                        diags.warning(
                            line_span,
                            "the label field of a continuation line is ignored",
                        );
                    }
                }
                _ => {
                    let hint = if free_form { FREE_FORM_HINT } else { "" };
                    diags.error(
                        line_span,
                        format!("continuation line without a statement to continue{hint}"),
                    );
                    if free_form {
                        return Vec::new();
                    }
                    continue;
                }
            }
        } else {
            if let Some(p) = cur.take() {
                p.finish(file, diags, &mut out);
            }
            let hint = if free_form { FREE_FORM_HINT } else { "" };
            let label = parse_label(file, &fields.label, hint, diags);
            if free_form {
                return Vec::new();
            }
            cur = Some(Pending::new(StatementKind::Fortran, label, line_off));
        }
        let Some(mut p) = cur.take() else {
            continue;
        };
        let mut last_col = 6;
        for &(off, col, c) in &fields.text {
            last_col = col;
            match p.cooker.feed(c, off) {
                Fed::Continue => {}
                Fed::Comment => break,
                Fed::Separator => {
                    p.finish(file, diags, &mut out);
                    p = Pending::new(StatementKind::Fortran, None, off + 1);
                }
            }
        }
        let end = line_off + line.len() as u32;
        p.cooker.end_fixed_line(last_col as u32, margin, end);
        cur = Some(p);
    }
    if let Some(p) = cur.take() {
        p.finish(file, diags, &mut out);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::read;
    use crate::diag::Diagnostics;
    use crate::fortran::form::SourceForm;
    use crate::fortran::prescan::tests::run;
    use crate::fortran::prescan::StatementKind;
    use crate::source::FileId;

    fn texts(src: &str) -> Vec<String> {
        crate::fortran::prescan::tests::texts(SourceForm::Fixed, src)
    }

    #[test]
    fn text_cut_by_the_margin_is_reported_but_sequence_fields_and_comments_are_not() {
        let pad = |s: &str| format!("{s:<72}");
        let warnings = |src: &str| {
            let mut d = Diagnostics::new();
            read(FileId(0), src, 72, &mut d);
            d.raw().len() - d.error_count()
        };
        assert_eq!(warnings(&format!("{}+ 2\n", pad("      i = 1"))), 1);
        assert_eq!(warnings(&format!("{}SEQ00010\n", pad("      i = 1"))), 0);
        assert_eq!(
            warnings(&format!("{}more words\n", pad("      i = 1 ! a comment"))),
            0
        );
        assert_eq!(warnings(&format!("{} ! note: x\n", pad("      i = 1"))), 0);
        // A name running across column 72.
        assert_eq!(warnings(&format!("      i = {}bc\n", "a".repeat(62))), 1);
    }

    #[test]
    fn columns_labels_continuations_and_margin() {
        let src = "\
C     a comment
      PROGRAM JACH
   10 DO 20 I = 1,
     *   N                                                              IGNORED
      X = 'A  B' ! trailing
*     another comment
      Y = 1; Z = 2
";
        assert_eq!(
            texts(src),
            ["programjach", "10:do20i=1,n", "x='A  B'", "y=1", "z=2"]
        );
    }

    #[test]
    fn continued_literals_are_padded_to_column_72() {
        let src = "      X = 'AB\n     &CD'\n";
        let t = texts(src);
        assert_eq!(t[0].len(), "x='AB".len() + (72 - 13) + "CD'".len());
        assert!(t[0].starts_with("x='AB ") && t[0].ends_with(" CD'"));
    }

    #[test]
    fn directive_lines_keep_separating_blanks() {
        let src = "\
CDVM$ PARALLEL (J,I) ON A(I,J),
CDVM$*  REDUCTION(MAX(EPS))
*DVM$ REGION
!dvm$ end region
      END
";
        let (s, d, _) = run(SourceForm::Fixed, src);
        assert!(!d.has_errors());
        assert_eq!(s[0].kind, StatementKind::Directive);
        assert_eq!(s[0].text, "parallel (j,i) on a(i,j), reduction(max(eps))");
        assert_eq!(s[1].text, "region");
        assert_eq!(s[2].text, "end region");
        assert_eq!(s[3].kind, StatementKind::Fortran);
    }

    #[test]
    fn tab_formatting() {
        assert_eq!(texts("10\tX = 1\n\t1+ 2\n"), ["10:x=1+2"]);
    }

    #[test]
    fn errors_for_bad_labels_and_orphan_continuations() {
        let (_, d, _) = run(SourceForm::Fixed, "     &X = 1\n 1a   Y = 2\n    0 Z = 3\n");
        let msgs: Vec<&str> = d.raw().iter().map(|d| d.message.as_str()).collect();
        assert_eq!(
            msgs,
            [
                "continuation line without a statement to continue",
                "invalid character 'a' in the statement label field",
                "zero is not a valid statement label"
            ]
        );
    }

    #[test]
    fn positions_map_back_to_columns() {
        let (s, _, sm) = run(SourceForm::Fixed, "      X = Y +\n     &  ZZ\n");
        let stmt = &s[0];
        let at = stmt.text.find("zz").expect("zz"); // ok: test
        let span = stmt.span_of(at, at + 2);
        assert_eq!(sm.file(span.file).line_col(span.lo), (2, 9));
    }
}

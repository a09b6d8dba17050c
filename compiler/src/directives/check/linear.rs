//! Directive expressions as linear forms: an alignment or ON subscript must be `a*i + b` in the
//! directive's variables (ALIGN dummies, loop variables), with named integer constants allowed
//! wherever a number is. Overflow, division by zero and non-linear products are errors.

use crate::diag::Diagnostics;
use crate::directives::ast::{DExpr, DExprKind, DOp};
use crate::directives::check::NameInfo;
use crate::source::Span;

/// `sum(coef_k * var_k) + constant` over the variables of a directive.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Linear {
    pub coefs: Vec<i64>,
    pub constant: i64,
}

impl Linear {
    fn constant(value: i64, vars: usize) -> Linear {
        Linear {
            coefs: vec![0; vars],
            constant: value,
        }
    }

    fn is_constant(&self) -> bool {
        self.coefs.iter().all(|&c| c == 0)
    }
}

/// The terms of a sum (`a - (b + c)` is `a`, `-b`, `-c`), each with whether it is negated.
pub fn additive_terms<'e>(e: &'e DExpr, negated: bool, out: &mut Vec<(bool, &'e DExpr)>) {
    match &e.kind {
        DExprKind::Binary(op @ (DOp::Add | DOp::Sub), a, b) => {
            additive_terms(a, negated, out);
            additive_terms(b, negated != (*op == DOp::Sub), out);
        }
        DExprKind::Neg(a) => additive_terms(a, !negated, out),
        _ => out.push((negated, e)),
    }
}

/// Does `e` name one of `vars`?
pub fn mentions_any(e: &DExpr, vars: &[&str]) -> bool {
    match &e.kind {
        DExprKind::Int(_) => false,
        DExprKind::Name(n) => vars.contains(&n.text.as_str()),
        DExprKind::Neg(a) => mentions_any(a, vars),
        DExprKind::Binary(_, a, b) => mentions_any(a, vars) || mentions_any(b, vars),
        DExprKind::Call(_, args) => args.iter().any(|a| mentions_any(a, vars)),
        DExprKind::Cond(c, a, b) => {
            mentions_any(c, vars) || mentions_any(a, vars) || mentions_any(b, vars)
        }
    }
}

fn overflow(diags: &mut Diagnostics, span: Span) -> Option<Linear> {
    diags.error(span, "integer overflow in a directive expression");
    None
}

/// `e` as a linear form in `vars`; other names must be named integer constants.
pub fn linear(
    e: &DExpr,
    vars: &[&str],
    names: &dyn NameInfo,
    diags: &mut Diagnostics,
) -> Option<Linear> {
    Some(match &e.kind {
        DExprKind::Call(f, args) if f.text == "sizeof" => {
            match args.first().and_then(|a| names.size_of(a)) {
                Some(n) => Linear::constant(n, vars.len()),
                None => {
                    diags.error(e.span, "'sizeof' of something that is not a type here");
                    return None;
                }
            }
        }
        DExprKind::Cond(c, a, b) => {
            let c = linear(c, vars, names, diags)?;
            if !c.is_constant() {
                diags.error(e.span, "a directive subscript must be linear (a*i+b)");
                return None;
            }
            return linear(if c.constant != 0 { a } else { b }, vars, names, diags);
        }
        DExprKind::Call(f, _) => {
            diags.error(
                e.span,
                format!(
                    "a function reference or array element ('{}') is not allowed in this directive expression",
                    f.text
                ),
            );
            return None;
        }
        DExprKind::Int(digits) => match digits.parse::<i64>() {
            Ok(v) => Linear::constant(v, vars.len()),
            Err(_) => return overflow(diags, e.span),
        },
        DExprKind::Name(n) => {
            if let Some(k) = vars.iter().position(|v| *v == n.text) {
                let mut coefs = vec![0; vars.len()];
                coefs[k] = 1;
                Linear { coefs, constant: 0 }
            } else {
                let Some(c) = names.int_constant(n) else {
                    diags.error(
                        n.span,
                        format!(
                            "'{}' in a directive must be a named INTEGER constant or a dummy variable",
                            n.text
                        ),
                    );
                    return None;
                };
                Linear::constant(c, vars.len())
            }
        }
        DExprKind::Neg(a) => {
            let a = linear(a, vars, names, diags)?;
            let coefs: Option<Vec<i64>> = a.coefs.iter().map(|&c| c.checked_neg()).collect();
            match (coefs, a.constant.checked_neg()) {
                (Some(coefs), Some(constant)) => Linear { coefs, constant },
                _ => return overflow(diags, e.span),
            }
        }
        DExprKind::Binary(op, a, b) => {
            let a = linear(a, vars, names, diags)?;
            let b = linear(b, vars, names, diags)?;
            let result = match op {
                DOp::Add | DOp::Sub => {
                    let f = |x: i64, y: i64| {
                        if *op == DOp::Add {
                            x.checked_add(y)
                        } else {
                            x.checked_sub(y)
                        }
                    };
                    let coefs: Option<Vec<i64>> = a
                        .coefs
                        .iter()
                        .zip(&b.coefs)
                        .map(|(&x, &y)| f(x, y))
                        .collect();
                    coefs
                        .zip(f(a.constant, b.constant))
                        .map(|(coefs, constant)| Linear { coefs, constant })
                }
                DOp::Mul => {
                    let (k, l) = if a.is_constant() {
                        (a.constant, b)
                    } else if b.is_constant() {
                        (b.constant, a)
                    } else {
                        diags.error(e.span, "a directive subscript must be linear (a*i+b)");
                        return None;
                    };
                    let coefs: Option<Vec<i64>> =
                        l.coefs.iter().map(|&c| c.checked_mul(k)).collect();
                    coefs
                        .zip(l.constant.checked_mul(k))
                        .map(|(coefs, constant)| Linear { coefs, constant })
                }
                _ => {
                    // `/`, `%` and C's bitwise, shift, comparison and logical operators: of
                    // constants only.
                    if !(a.is_constant() && b.is_constant()) {
                        diags.error(e.span, "a directive subscript must be linear (a*i+b)");
                        return None;
                    }
                    if matches!(op, DOp::Div | DOp::Rem) && b.constant == 0 {
                        diags.error(e.span, "division by zero in a directive expression");
                        return None;
                    }
                    if matches!(op, DOp::Shl | DOp::Shr) && !(0..64).contains(&b.constant) {
                        diags.error(e.span, "shift count out of range in a directive expression");
                        return None;
                    }
                    op.fold(a.constant, b.constant)
                        .map(|c| Linear::constant(c, vars.len()))
                }
            };
            match result {
                Some(r) => r,
                None => return overflow(diags, e.span),
            }
        }
    })
}

/// `e` as a constant (no variables).
pub fn constant(e: &DExpr, names: &dyn NameInfo, diags: &mut Diagnostics) -> Option<i64> {
    linear(e, &[], names, diags).map(|l| l.constant)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::name::Name;
    use crate::source::{FileId, Span};

    struct Consts;
    impl NameInfo for Consts {
        fn int_constant(&self, name: &Name) -> Option<i64> {
            (name.text == "n").then_some(10)
        }
    }

    fn sp() -> Span {
        Span::new(FileId(0), 0, 1)
    }
    fn e(kind: DExprKind) -> DExpr {
        DExpr { kind, span: sp() }
    }
    fn name(s: &str) -> DExpr {
        e(DExprKind::Name(Name::new(s.to_string(), sp())))
    }
    fn int(v: &str) -> DExpr {
        e(DExprKind::Int(v.to_string()))
    }
    fn bin(op: DOp, a: DExpr, b: DExpr) -> DExpr {
        e(DExprKind::Binary(op, Box::new(a), Box::new(b)))
    }

    #[test]
    fn linear_forms_of_alignment_subscripts() {
        let mut d = Diagnostics::new();
        // 2*i - (n - j)
        let x = bin(
            DOp::Sub,
            bin(DOp::Mul, int("2"), name("i")),
            bin(DOp::Sub, name("n"), name("j")),
        );
        let l = linear(&x, &["i", "j"], &Consts, &mut d);
        assert_eq!(
            l,
            Some(Linear {
                coefs: vec![2, 1],
                constant: -10
            })
        );
        assert!(!d.has_errors());
    }

    #[test]
    fn non_linear_and_unknown_names_are_errors() {
        let mut d = Diagnostics::new();
        let x = bin(DOp::Mul, name("i"), name("i"));
        assert_eq!(linear(&x, &["i"], &Consts, &mut d), None);
        assert_eq!(linear(&name("m"), &["i"], &Consts, &mut d), None);
        let msgs: Vec<String> = d.raw().iter().map(|x| x.message.clone()).collect();
        assert_eq!(
            msgs,
            vec![
                "a directive subscript must be linear (a*i+b)".to_string(),
                "'m' in a directive must be a named INTEGER constant or a dummy variable"
                    .to_string()
            ]
        );
    }
}

//! The names of operator and assignment interfaces. `INTERFACE OPERATOR(+)`,
//! `INTERFACE OPERATOR(.dot.)` and `INTERFACE ASSIGNMENT(=)` declare generics whose names no
//! Fortran name can be spelled as (`operator(+)`, `operator(.dot.)`, `assignment(=)`), so
//! they live in the ordinary scopes, go through USE with the module's other names, and
//! resolve with the generic-procedure machinery (`sema/generics.rs`). Every spelling of one
//! operator (`==` and `.EQ.`) maps to one name here, in one place for the classifier (the
//! INTERFACE statement), the grammar (defined operations) and semantic analysis (intrinsic
//! operators extended to other operand types).

use crate::fortran::ast::{BinaryOp, UnaryOp};

/// The generic name of `INTERFACE ASSIGNMENT(=)`.
pub const ASSIGNMENT: &str = "assignment(=)";

/// The generic name of the operator spelled `op` (lower case, blanks removed) in
/// `OPERATOR(op)`: `None` if `op` is no operator.
pub fn operator_generic(op: &str) -> Option<String> {
    let canonical = match op {
        "+" | "-" | "*" | "/" | "**" | "//" | "==" | "/=" | "<" | "<=" | ">" | ">=" => op,
        ".eq." => "==",
        ".ne." => "/=",
        ".lt." => "<",
        ".le." => "<=",
        ".gt." => ">",
        ".ge." => ">=",
        ".and." | ".or." | ".not." | ".eqv." | ".neqv." => op,
        ".true." | ".false." => return None,
        _ => {
            let word = op.strip_prefix('.')?.strip_suffix('.')?;
            if word.is_empty() || word.len() > 63 || !word.bytes().all(|b| b.is_ascii_alphabetic())
            {
                return None;
            }
            op
        }
    };
    Some(format!("operator({canonical})"))
}

/// The generic name that extends the intrinsic binary operator `op`.
pub fn binary_generic(op: BinaryOp) -> String {
    let text = match op {
        BinaryOp::Add => "+",
        BinaryOp::Sub => "-",
        BinaryOp::Mul => "*",
        BinaryOp::Div => "/",
        BinaryOp::Pow => "**",
        BinaryOp::Concat => "//",
        BinaryOp::Eq => "==",
        BinaryOp::Ne => "/=",
        BinaryOp::Lt => "<",
        BinaryOp::Le => "<=",
        BinaryOp::Gt => ">",
        BinaryOp::Ge => ">=",
        BinaryOp::And => ".and.",
        BinaryOp::Or => ".or.",
        BinaryOp::Eqv => ".eqv.",
        BinaryOp::Neqv => ".neqv.",
    };
    format!("operator({text})")
}

/// The generic name that extends the intrinsic unary operator `op`.
pub fn unary_generic(op: UnaryOp) -> String {
    let text = match op {
        UnaryOp::Plus => "+",
        UnaryOp::Minus => "-",
        UnaryOp::Not => ".not.",
    };
    format!("operator({text})")
}

/// The generic name of the user-defined operator `.word.`.
pub fn defined_generic(word: &str) -> String {
    format!("operator(.{word}.)")
}

/// Whether `name` is the generic name of an operator or assignment interface.
pub fn is_operator_generic(name: &str) -> bool {
    name.starts_with("operator(") || name == ASSIGNMENT
}

/// Why `name`, the name of an INTERFACE block, can name no interface: `OPERATOR(%)`,
/// `ASSIGNMENT(+)`.
pub fn invalid_interface_name(name: &str) -> Option<String> {
    if let Some(op) = name
        .strip_prefix("operator(")
        .and_then(|r| r.strip_suffix(')'))
    {
        if operator_generic(op).is_none() {
            return Some(format!(
                "'{op}' is not an operator that an interface can define"
            ));
        }
    }
    if name.starts_with("assignment(") && name != ASSIGNMENT {
        return Some("an ASSIGNMENT interface is spelled ASSIGNMENT(=)".into());
    }
    None
}

/// `name` as the program spells it in messages: `OPERATOR(.dot.)`, `ASSIGNMENT(=)`.
pub fn display(name: &str) -> String {
    match name.strip_prefix("operator(") {
        Some(rest) => format!("OPERATOR({rest}"),
        None if name == ASSIGNMENT => "ASSIGNMENT(=)".into(),
        None => name.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings_of_one_operator_share_a_name() {
        assert_eq!(operator_generic(".eq."), operator_generic("=="));
        assert_eq!(operator_generic(".ge.").as_deref(), Some("operator(>=)"));
        assert_eq!(
            operator_generic(".dot.").as_deref(),
            Some("operator(.dot.)")
        );
        assert_eq!(operator_generic(".true."), None);
        assert_eq!(operator_generic("%"), None);
        assert_eq!(binary_generic(BinaryOp::Eq), "operator(==)");
        assert_eq!(defined_generic("cross"), "operator(.cross.)");
        assert_eq!(display("operator(.dot.)"), "OPERATOR(.dot.)");
        assert_eq!(display(ASSIGNMENT), "ASSIGNMENT(=)");
    }
}

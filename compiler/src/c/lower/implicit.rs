//! C89's implicit function declarations, still accepted by gcc 12 with a warning and used by
//! old DVM examples: a call of an undeclared function `f` declares `int f()` for the rest of
//! the unit (a later definition of another type is "conflicting types"). A name gcc knows as
//! a built-in library function (`sqrt`, `printf`, `malloc`) is declared with the library's
//! type instead, as gcc does, with its second warning when that type is not `int f()`'s.

use super::{Lowerer, Sym};
use crate::c::ast::Pos;
use crate::c::types::{CType, FuncType, Quals, INT, ULONG};

/// The library type gcc gives an implicitly declared built-in function, if `name` is one.
fn builtin_type(name: &str) -> Option<FuncType> {
    let double = || CType::Double;
    let text = || CType::ptr_to(CType::qualified(crate::c::types::CHAR, Quals::CONST));
    let any = || CType::ptr_to(CType::Void);
    let f = |ret: CType, params: Vec<CType>, variadic: bool| FuncType {
        ret,
        params,
        variadic,
        unspecified: false,
    };
    Some(match name {
        "sqrt" | "sin" | "cos" | "tan" | "asin" | "acos" | "atan" | "sinh" | "cosh" | "tanh"
        | "exp" | "log" | "log10" | "fabs" | "floor" | "ceil" | "cbrt" | "round" | "trunc" => {
            f(double(), vec![double()], false)
        }
        "pow" | "atan2" | "fmod" | "hypot" | "fmax" | "fmin" => {
            f(double(), vec![double(), double()], false)
        }
        "abs" => f(INT, vec![INT], false),
        "labs" => f(crate::c::types::LONG, vec![crate::c::types::LONG], false),
        "printf" | "scanf" => f(INT, vec![text()], true),
        "sprintf" | "sscanf" => {
            let out = CType::ptr_to(crate::c::types::CHAR);
            f(
                INT,
                vec![if name == "sscanf" { text() } else { out }, text()],
                true,
            )
        }
        "puts" => f(INT, vec![text()], false),
        "putchar" => f(INT, vec![INT], false),
        "malloc" => f(any(), vec![ULONG], false),
        "calloc" => f(any(), vec![ULONG, ULONG], false),
        "realloc" => f(any(), vec![any(), ULONG], false),
        "free" => f(CType::Void, vec![any()], false),
        "exit" => f(CType::Void, vec![INT], false),
        "abort" => f(CType::Void, vec![], false),
        "strlen" => f(ULONG, vec![text()], false),
        "strcmp" => f(INT, vec![text(), text()], false),
        _ => return None,
    })
}

impl Lowerer<'_> {
    /// Declares `name`, called at `at` without a declaration in scope, as gcc does, with its
    /// warnings; the declaration's type.
    pub(super) fn declare_implicitly(&mut self, name: &str, at: Pos) -> FuncType {
        self.messages.push((
            at,
            format!("implicit declaration of function '{name}'"),
            true,
        ));
        let implicit = FuncType {
            ret: INT,
            params: Vec::new(),
            variadic: false,
            unspecified: true,
        };
        let ft = match builtin_type(name) {
            Some(b) => {
                let agrees = b.ret == INT && !b.variadic && b.params.iter().all(|p| *p == INT);
                if !agrees {
                    self.messages.push((
                        at,
                        format!("incompatible implicit declaration of built-in function '{name}'"),
                        true,
                    ));
                }
                b
            }
            None => implicit,
        };
        self.scopes[0].insert(name.to_string(), Sym::Func(ft.clone()));
        ft
    }
}

//! Macro expansion inside `#pragma dvm` lines.
//!
//! The C preprocessor leaves the text of an unknown pragma as written, but C-DVMH directives
//! are macro-expanded (`distribute[block]` sizes are usually `#define`d). The driver asks the
//! preprocessor for the macro table (`cc -E -dM`, the definitions in force at the end of the
//! file) and the directive's tokens are expanded here: object-like and function-like macros
//! (without `#` and `##`), rescanned, each macro hidden inside its own expansion. Expanded
//! tokens take the position of the name they replace, so diagnostics point at the use.

use super::lexer::{tokenize, Tok, Token};
use std::collections::HashMap;

/// A macro definition: parameters (`None`: object-like) and replacement text.
#[derive(Clone, Debug)]
pub struct Macro {
    pub params: Option<Vec<String>>,
    pub body: String,
}

/// Macros by name.
pub type Macros = HashMap<String, Macro>;

/// Parses `cc -E -dM` output (`#define NAME body`, `#define NAME(a, b) body`).
pub fn parse_definitions(text: &str) -> Macros {
    let mut out = Macros::new();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("#define ") else {
            continue;
        };
        let name_end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let name = &rest[..name_end];
        let after = &rest[name_end..];
        let (params, body) = match after.strip_prefix('(') {
            Some(p) => {
                let Some(close) = p.find(')') else { continue };
                let params = p[..close]
                    .split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect();
                (Some(params), p[close + 1..].trim())
            }
            None => (None, after.trim()),
        };
        out.insert(
            name.to_string(),
            Macro {
                params,
                body: body.to_string(),
            },
        );
    }
    out
}

/// Expands the macros in `toks`.
pub fn expand(toks: Vec<Token>, macros: &Macros) -> Vec<Token> {
    let mut hidden = Vec::new();
    expand_in(toks, macros, &mut hidden, 0)
}

fn expand_in(
    toks: Vec<Token>,
    macros: &Macros,
    hidden: &mut Vec<String>,
    depth: usize,
) -> Vec<Token> {
    let mut out = Vec::with_capacity(toks.len());
    let mut i = 0;
    while i < toks.len() {
        let t = &toks[i];
        i += 1;
        let Tok::Ident(name) = &t.tok else {
            out.push(t.clone());
            continue;
        };
        let Some(m) = macros
            .get(name)
            .filter(|_| depth < 64 && !hidden.contains(name))
        else {
            out.push(t.clone());
            continue;
        };
        // The body's tokens, placed at the name (a body the directive language cannot
        // tokenize is left unexpanded).
        let Ok(mut body) = tokenize(&m.body, 0) else {
            out.push(t.clone());
            continue;
        };
        for b in &mut body {
            b.lo = t.lo;
            b.hi = t.hi;
        }
        if let Some(params) = &m.params {
            if toks.get(i).map(|x| &x.tok) != Some(&Tok::Punct('(')) {
                out.push(t.clone());
                continue;
            }
            // Arguments: split at top-level commas.
            let mut args: Vec<Vec<Token>> = vec![Vec::new()];
            let mut level = 0;
            let mut j = i + 1;
            while j < toks.len() {
                match toks[j].tok {
                    Tok::Punct('(') => level += 1,
                    Tok::Punct(')') if level == 0 => break,
                    Tok::Punct(')') => level -= 1,
                    Tok::Punct(',') if level == 0 => {
                        args.push(Vec::new());
                        j += 1;
                        continue;
                    }
                    _ => {}
                }
                if let Some(a) = args.last_mut() {
                    a.push(toks[j].clone());
                }
                j += 1;
            }
            if j >= toks.len()
                || (args.len() != params.len()
                    && !(params.is_empty() && args.len() == 1 && args[0].is_empty()))
            {
                out.push(t.clone());
                continue;
            }
            i = j + 1;
            let mut substituted = Vec::new();
            for b in body {
                match &b.tok {
                    Tok::Ident(p) if params.contains(p) => {
                        let k = params.iter().position(|q| q == p).unwrap_or(0);
                        let arg = expand_in(args[k].clone(), macros, hidden, depth + 1);
                        substituted.extend(arg);
                    }
                    _ => substituted.push(b),
                }
            }
            body = substituted;
        }
        hidden.push(name.clone());
        out.extend(expand_in(body, macros, hidden, depth + 1));
        hidden.pop();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn object_and_function_macros() {
        let m = parse_definitions(
            "#define N 10\n#define M (N+2)\n#define TWICE(x) (2*(x))\n#define SELF SELF\n",
        );
        let t = expand(tokenize("[M][TWICE(N)] SELF", 0).unwrap(), &m); // ok: test
        let text: Vec<String> = t
            .iter()
            .map(|t| match &t.tok {
                Tok::Ident(s) | Tok::Int(s) | Tok::Float(s) => s.clone(),
                Tok::Punct(c) => c.to_string(),
                Tok::Op(o) => o.to_string(),
            })
            .collect();
        assert_eq!(text.concat(), "[(10+2)][(2*(10))]SELF");
    }
}

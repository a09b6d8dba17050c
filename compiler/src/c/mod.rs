//! The C-DVMH front end: C99 with `#pragma dvm` directives.
//!
//! Stages, one module each:
//!
//! | stage | module |
//! | --- | --- |
//! | `cc -E` with the driver's `-I`/`-D`/`-U`; line markers → a map back to the user's files; `#pragma` lines taken out | [`preprocess`] |
//! | `#pragma dvm` lines (macros expanded) → the shared directive AST | [`pragma`] |
//! | tokens (logos) | [`lexer`] |
//! | GNU extensions out, typedef names told apart by scope (the "lexer hack") | [`tokens`] |
//! | `packed`/`aligned` attributes, `_Alignas`, `#pragma pack`: kept aside by position | [`layout_attrs`] |
//! | C99 grammar (lalrpop, `c/grammar.lalrpop`) → [`ast::TranslationUnit`] | [`parse`] |
//! | C types, integer promotions, usual arithmetic conversions, sizes and layouts | [`types`] |
//! | declarations, expressions, statements, builtins → `dvmh_ir::Module` | [`lower`] |
//!
//! What is supported: the scalar types (`char`, `short`, `int`, `long`, `long long`, signed
//! and unsigned, `_Bool`, `float`, `double`), enums, pointers (arithmetic, difference,
//! comparison, `NULL`), arrays of any rank (row-major, 0-based), structs and unions (members,
//! `.`/`->`, assignment, initializers), typedefs, all statements and operators, function
//! definitions and calls by value (structs too, by the x86-64 System V convention, so
//! objects gcc compiled link in: `lower/abi.rs`; in a variadic tail too), bit-fields laid out
//! as gcc lays them out (`types.rs`, read and written by `lower/bitfield.rs`), variadic
//! functions of the program's own (`lower/va_arg.rs`), function pointers (`qsort` callbacks, tables of
//! functions, indirect calls), calls of anything the headers declare (libc, libm, whose
//! math functions set `errno` as with gcc's default `-fmath-errno`; variadic
//! `printf` and friends are real variadic calls), string literals, global and `static`
//! variables with initializers (constant ones become data, others are stored at the start of
//! `main`), `extern` variables of libc (`stderr`), the GCC builtins glibc's macros use
//! (`NAN`, `INFINITY`, `isnan`, `isinf`, `isfinite`, `signbit`, `fpclassify`), GNU statement
//! expressions (`assert`), `__func__`, designated initializers and compound literals,
//! variable-length arrays (`lower/vla.rs`: locals, parameters, pointers to VLA types; jumps
//! into their scopes are refused, `lower/jump_scope.rs`), `volatile` accesses
//! (`lower/volatile.rs`), old-style (K&R) function definitions (read as prototypes), and
//! multi-character and wide (`L'x'`) character constants with gcc's values, wide string
//! literals (`L"..."`, `wchar_t` arrays; `wprintf` and friends print on the I/O process) and
//! `u8"..."`, gcc's struct layouts under `packed`, `aligned(n)`, `_Alignas` and `#pragma pack`
//! ([`layout_attrs`]), `_Alignof`, and casts between integers and pointers.
//!
//! DVMH semantics: the program's `main` starts and finishes the DVMH runtime (`dvm.init`,
//! `dvm.finish`; also before `exit`), so the program runs under `mpirun` like a Fortran-DVMH
//! one. Every process runs the whole program; stdio calls on the standard streams and on
//! shared files run on the I/O process only, so the output is printed once, and what reads
//! produce reaches every process; local files (`fopen` mode `l`) are each process's own
//! (`lower/stdio.rs`, the runtime's `abi/cstdio.rs`).
//!
//! DVMH directives: `#pragma dvm` lines are parsed into the language-neutral directive AST
//! ([`pragma`]) and attached by position to the declaration or statement that follows
//! (`lower/dvm_data.rs`: distributed arrays and templates, element access and the
//! own-computation rule; `lower/dvm_loop.rs`: `parallel` with its clauses, `region`,
//! `actual`/`get_actual`, `remote_access`; `lower/dvm_dynamic.rs`: pointers declared as
//! distributed arrays, created by `malloc`/`calloc` and destroyed by `free`, and postponed
//! mappings completed by `redistribute`/`realign`; on mapped arrays these two are
//! `dvm.redistribute`/`dvm.realign`, which move the values unless `new_value`), a standalone
//! `shadow_renew` (`dvm.shadow_renew`), `inherit` parameters (the caller's handle passed in
//! place of the pointer: `lower/dvm_inherit.rs`). They become the `dvm.*` ops the Fortran
//! front end emits, with C's row-major, 0-based arrays created with their dimensions
//! reversed; `and`/`or`/`xor` reductions are the IR's bitwise `iand`/`ior`/`ieor`. The user
//! API of Annex 4 (`dvmh_barrier`, `dvmh_wtime`, the processor queries) is declared by an
//! implicitly included header ([`api_header`]).
//!
//! A C program's distributions take C's processor axes (`dvm.init {c_axes}`): the k-th
//! distributed dimension in C order goes to axis k whatever the array's rank.
//!
//! `extern` distributed arrays (a bare `#pragma dvm array` before `extern double A[N][M];`)
//! use the handle of the unit that defines them (`lower/dvm_data.rs`).
//!
//! `extern` templates (`#pragma dvm template` + `extern void *T;`) and templates passed to
//! `inherit` parameters `void *T` take the rank of their first use in the unit; `fwrite`/`fread`
//! of a whole distributed array go through the runtime (`lower/dvm_stdio.rs`).
//!
//! `long double` is IR `f80`; `float`/`double`/`long double _Complex` are two-part structs
//! with complex arithmetic of their own (`lower/complex.rs`).
//!
//! Not yet: dynamic templates, `parallel(n)` loops, complex integer types (`_Complex int`, an
//! error), `_Float128` values, structs passed to unprototyped functions, nested
//! designators (`[1].x = 0`) and brace elision in initializers, VLA members of structs, K&R
//! definitions, integers converted to pointers without a cast, indirect calls of variadic
//! functions, variables aligned beyond 32 bytes, packed bit-fields that straddle their type's
//! units, and diagnostics for assignments to `const` objects.
//! `inline` is accepted and ignored; `const` changes no code, but writes to `const` objects
//! are refused (`const_check.rs`, before lowering); `volatile` is kept in types
//! (`CType::Volatile`); `restrict` on a function's pointer parameter becomes LLVM's `noalias`
//! there (`noalias_params`).

pub mod api_header;
pub mod ast;
pub mod const_check;
pub mod layout_attrs;
pub mod lex_errors;
pub mod lexer;

pub mod lower;
pub mod parse;
pub mod pragma;
pub mod preprocess;
pub mod tokens;
pub mod types;

use crate::diag::{Diagnostic, Diagnostics, Severity};
use crate::source::SourceMap;
use crate::FrontendOptions;
use preprocess::{LineMap, Preprocessed};
use std::path::Path;

impl lower::Locate for LineMap {
    fn file_line(&self, offset: usize) -> Option<(String, u32)> {
        LineMap::file_line(self, offset).map(|(f, l)| (f.to_string(), l))
    }

    fn in_system_header(&self, offset: usize) -> bool {
        LineMap::in_system_header(self, offset)
    }
}

/// The diagnostics of a failed preprocessor run: its `file:line:col: error: message` lines
/// become ours (with the source line); anything else is reported as it is.
fn preprocessor_failure(path: &Path, msg: String) -> Vec<Diagnostic> {
    let located: Vec<Diagnostic> = msg.lines().filter_map(located_error).collect();
    if !located.is_empty() {
        return located;
    }
    vec![Diagnostic {
        severity: Severity::Error,
        message: format!("preprocessing failed:\n{msg}"),
        file: path.display().to_string(),
        line: 0,
        col: 0,
        len: 0,
        source_line: None,
    }]
}

/// `file:line:col: [fatal ]error: message` from the preprocessor.
fn located_error(line: &str) -> Option<Diagnostic> {
    let (head, message) = line
        .split_once(": fatal error: ")
        .or_else(|| line.split_once(": error: "))?;
    let mut parts = head.rsplitn(3, ':');
    let col: u32 = parts.next()?.trim().parse().ok()?;
    let line_no: u32 = parts.next()?.trim().parse().ok()?;
    let file = parts.next()?.to_string();
    let source_line = std::fs::read_to_string(&file).ok().and_then(|t| {
        t.lines()
            .nth(line_no.saturating_sub(1) as usize)
            .map(str::to_string)
    });
    Some(Diagnostic {
        severity: Severity::Error,
        message: message.to_string(),
        file,
        line: line_no,
        col,
        len: 1,
        source_line,
    })
}

/// Messages at preprocessed positions → resolved diagnostics.
fn resolve(
    pp: &mut Preprocessed,
    text: &str,
    main_name: &str,
    messages: &[lower::Message],
) -> Vec<Diagnostic> {
    let mut sources = SourceMap::new();
    let mut diags = Diagnostics::new();
    for (pos, msg, warning) in messages {
        match pp.lines.span(&mut sources, text, pos.lo, pos.hi) {
            Some(span) if *warning => diags.warning(span, msg.clone()),
            Some(span) => diags.error(span, msg.clone()),
            None => diags.error_nowhere(msg.clone()),
        }
    }
    diags.resolve(&sources, main_name)
}

/// What the stages before semantic analysis produce.
enum Front {
    Parsed(
        Box<Preprocessed>,
        ast::TranslationUnit,
        Vec<lower::Message>,
        Vec<pragma::Pragma>,
    ),
    /// Syntax errors (and warnings).
    Failed(Box<Preprocessed>, Vec<lower::Message>),
    /// The preprocessor failed (its message says where).
    NotPreprocessed(Vec<Diagnostic>),
}

/// The `#pragma dvm` lines parsed (other pragmas are left to the C compiler's meaning:
/// ignored); syntax errors go to `messages`.
fn dvm_pragmas(
    pp: &Preprocessed,
    macros: &pragma::expand::Macros,
    messages: &mut Vec<lower::Message>,
) -> Vec<pragma::Pragma> {
    let mut out = Vec::new();
    for p in pp.pragmas.iter().filter(|p| pragma::is_dvm(&p.text)) {
        match pragma::parse::parse_pragma(&p.text, p.text_at, macros) {
            Ok(d) => out.push(d),
            Err((pos, msg)) => messages.push((pos, msg, false)),
        }
    }
    out
}

/// Preprocesses and parses, with the `#pragma dvm` directives.
fn front(path: &Path, opts: &FrontendOptions) -> Front {
    let raw = match preprocess::run_preprocessor(path, &opts.include_dirs, &opts.defines) {
        Ok(raw) => raw,
        Err(m) => return Front::NotPreprocessed(preprocessor_failure(path, m)),
    };
    let pp = Box::new(preprocess::split_output(&raw, &path.display().to_string()));
    let mut messages = Vec::new();
    let mut macros = pragma::expand::Macros::new();
    if pp.pragmas.iter().any(|p| pragma::is_dvm(&p.text)) {
        match preprocess::macro_definitions(path, &opts.include_dirs, &opts.defines) {
            Ok(defs) => macros = pragma::expand::parse_definitions(&defs),
            Err(m) => return Front::NotPreprocessed(preprocessor_failure(path, m)),
        }
    }
    let pragmas = dvm_pragmas(&pp, &macros, &mut messages);
    match parse::parse_text(&pp.text) {
        Ok(mut tu) if messages.is_empty() => {
            tu.layout.read_packs(&pp.pragmas);
            Front::Parsed(pp, tu, messages, pragmas)
        }
        Ok(_) => Front::Failed(pp, messages),
        Err(errs) => {
            messages.extend(errs.into_iter().map(|e| (e.pos, e.message, false)));
            Front::Failed(pp, messages)
        }
    }
}

/// Parses a C-DVMH file (`--emit=ast`): the syntax tree when there are no errors.
pub fn parse_c(
    path: &Path,
    text: &str,
    opts: &FrontendOptions,
) -> (Option<ast::TranslationUnit>, Vec<Diagnostic>) {
    let main = path.display().to_string();
    match front(path, opts) {
        Front::Parsed(mut pp, mut tu, msgs, _) => {
            // The dump shows the user's file, not what the system headers declare.
            tu.items.retain(|item| {
                let lo = match item {
                    ast::External::Decl(d) => d.pos.lo,
                    ast::External::Func(f) => f.pos.lo,
                };
                pp.lines.in_main_file(lo)
            });
            (Some(tu), resolve(&mut pp, text, &main, &msgs))
        }
        Front::Failed(mut pp, msgs) => (None, resolve(&mut pp, text, &main, &msgs)),
        Front::NotPreprocessed(d) => (None, d),
    }
}

/// Compiles a C-DVMH file to an IR module (only when there are no errors; it passes
/// `dvmh_ir::verify`).
pub fn compile_c(
    path: &Path,
    text: &str,
    opts: &FrontendOptions,
) -> (Option<dvmh_ir::Module>, Vec<Diagnostic>) {
    let main = path.display().to_string();
    let (mut pp, tu, mut msgs, pragmas) = match front(path, opts) {
        Front::Parsed(pp, tu, msgs, pragmas) => (pp, tu, msgs, pragmas),
        Front::Failed(mut pp, msgs) => return (None, resolve(&mut pp, text, &main, &msgs)),
        Front::NotPreprocessed(d) => return (None, d),
    };
    let name = path
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let const_errors = const_check::check(&tu, &pp.text);
    let writes_const = !const_errors.is_empty();
    msgs.extend(const_errors);
    let (module, more) =
        lower::lower_translation_unit_checked(&tu, &name, &pp.lines, pragmas, opts.check_bounds);
    let module = module.filter(|_| !writes_const);
    msgs.extend(more);
    let mut diags = resolve(&mut pp, text, &main, &msgs);
    let module = match module {
        Some(m) => match dvmh_ir::verify(&m) {
            Ok(()) => Some(m),
            Err(e) => {
                diags.push(Diagnostic {
                    severity: Severity::Error,
                    message: format!(
                        "internal compiler error: the generated IR does not verify: {e}"
                    ),
                    file: main.clone(),
                    line: 0,
                    col: 0,
                    len: 0,
                    source_line: None,
                });
                None
            }
        },
        None => None,
    };
    let module = module.and_then(|m| {
        if opts.skip_dependence_check {
            return Some(m);
        }
        let found = crate::deps::check(&m, &main, text);
        let errors = found.iter().any(Diagnostic::is_error);
        diags.extend(found);
        (!errors).then_some(m)
    });
    (module, diags)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Preprocessed text straight through parsing and lowering (no `cc -E`): the messages.
    fn check_text(text: &str) -> Vec<lower::Message> {
        let pp = preprocess::split_output(text, "t.c");
        let mut msgs = Vec::new();
        let pragmas = dvm_pragmas(&pp, &Default::default(), &mut msgs);
        match parse::parse_text(&pp.text) {
            Ok(tu) => lower::lower_translation_unit(&tu, "t", &pp.lines, pragmas).1,
            Err(e) => e.into_iter().map(|e| (e.pos, e.message, false)).collect(),
        }
    }

    /// Truncated and garbled versions of real programs give diagnostics, never a panic.
    #[test]
    fn damaged_programs_do_not_panic() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test-suite/programs/c");
        for name in [
            "c_structs.c",
            "c_switch.c",
            "c_pointers.c",
            "c_logic_cond.c",
            "cdv_gauss.cdv",
            "cdv_private.cdv",
        ] {
            let path = dir.join(name);
            let raw = preprocess::run_preprocessor(&path, &[], &[]).unwrap(); // ok: test
                                                                              // The user's part: after the last line marker that returns to the main file.
            let back = format!("\"{}\" 2", path.display());
            let user_start = raw.rfind(&back).unwrap_or(0); // ok: test
            let user = &raw[user_start..];
            assert!(
                user.len() > 200 && user.len() < 3000,
                "{name}: {}",
                user.len()
            );
            let base = raw.len() - user.len();
            for cut in (0..user.len()).step_by(7) {
                let mut t = raw[..base + cut].to_string();
                t.push('\n');
                let _ = check_text(&t);
            }
            let garbage = [
                "(", ")", "}", "{", ";", "*", "int", "0", "\"", "'x'", "[", "->", ",",
            ];
            for (k, at) in (0..user.len()).step_by(11).enumerate() {
                let at = base + at;
                if !raw.is_char_boundary(at) {
                    continue;
                }
                let mut t = raw[..at].to_string();
                t.push_str(garbage[k % garbage.len()]);
                t.push_str(&raw[at..]);
                let _ = check_text(&t);
            }
        }
        assert!(!check_text("int main(void) { return x; }").is_empty());
    }
}

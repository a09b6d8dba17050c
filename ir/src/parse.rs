//! Reads the textual form written by `print.rs` back into a [`Module`].
//!
//! Pass tests are IR text in → IR text out, so the parser accepts exactly the printer's language
//! (plus `//` comments and free choice of value/block names). Values may be used before their
//! textual definition (as branches in unstructured code allow); uses are resolved when the
//! function ends. Errors carry a line and column and never panic.

use crate::attr::{Attr, Attrs};
use crate::entity::{BlockId, OpId, RegionId, ValueId};
use crate::loc::Loc;
use crate::module::{type_size, Extern, Function, Global, GlobalInit, Module};
use crate::ops::OpKind;
use crate::types::{Scalar, Type};
use std::collections::HashMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq)]
pub struct ParseError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Parses a whole module.
pub fn parse_module(text: &str) -> Result<Module, ParseError> {
    let tokens = lex(text)?;
    let mut p = Parser { tokens, pos: 0 };
    p.module()
}

// ---------------------------------------------------------------------- lexer

#[derive(Debug, Clone, PartialEq)]
enum Tok {
    Value(String),
    Block(String),
    Symbol(String),
    Ident(String),
    /// `!mem.view<...>`
    BangType(String),
    Int(i64),
    Float(f64),
    Str(Vec<u8>),
    Punct(&'static str),
    Eof,
}

impl fmt::Display for Tok {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tok::Value(s) => write!(f, "'%{s}'"),
            Tok::Block(s) => write!(f, "'^{s}'"),
            Tok::Symbol(s) => write!(f, "'@{s}'"),
            Tok::Ident(s) => write!(f, "'{s}'"),
            Tok::BangType(s) => write!(f, "'{s}'"),
            Tok::Int(i) => write!(f, "'{i}'"),
            Tok::Float(x) => write!(f, "'{x}'"),
            Tok::Str(_) => f.write_str("string"),
            Tok::Punct(p) => write!(f, "'{p}'"),
            Tok::Eof => f.write_str("end of input"),
        }
    }
}

#[derive(Debug, Clone)]
struct Token {
    tok: Tok,
    line: usize,
    col: usize,
}

fn is_name_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c == b'$'
}

fn lex(text: &str) -> Result<Vec<Token>, ParseError> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line, mut line_start) = (0usize, 1usize, 0usize);
    while i < bytes.len() {
        let c = bytes[i];
        let col = i - line_start + 1;
        let err = |message: String| ParseError { line, col, message };
        match c {
            b'\n' => {
                i += 1;
                line += 1;
                line_start = i;
                continue;
            }
            b' ' | b'\t' | b'\r' => {
                i += 1;
                continue;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            _ => {}
        }
        let start = i;
        let tok = match c {
            b'%' | b'^' | b'@' => {
                i += 1;
                while i < bytes.len() && is_name_char(bytes[i]) {
                    i += 1;
                }
                let name = text[start + 1..i].to_string();
                if name.is_empty() {
                    return Err(err(format!("expected a name after '{}'", c as char)));
                }
                match c {
                    b'%' => Tok::Value(name),
                    b'^' => Tok::Block(name),
                    _ => Tok::Symbol(name),
                }
            }
            b'!' => {
                while i < bytes.len() && bytes[i] != b'>' && bytes[i] != b'\n' {
                    i += 1;
                }
                if i >= bytes.len() || bytes[i] != b'>' {
                    return Err(err("unterminated type".into()));
                }
                i += 1;
                Tok::BangType(text[start..i].to_string())
            }
            b'"' => {
                i += 1;
                let mut s = Vec::new();
                loop {
                    match bytes.get(i) {
                        None | Some(b'\n') => return Err(err("unterminated string".into())),
                        Some(b'"') => {
                            i += 1;
                            break;
                        }
                        Some(b'\\') => {
                            let esc = bytes.get(i + 1).copied();
                            i += 2;
                            match esc {
                                Some(b'n') => s.push(b'\n'),
                                Some(b't') => s.push(b'\t'),
                                Some(b'"') => s.push(b'"'),
                                Some(b'\\') => s.push(b'\\'),
                                Some(b'x') => {
                                    let hex = text.get(i..i + 2).unwrap_or("");
                                    let v = u8::from_str_radix(hex, 16)
                                        .map_err(|_| err("bad \\x escape".into()))?;
                                    s.push(v);
                                    i += 2;
                                }
                                _ => return Err(err("unknown escape in string".into())),
                            }
                        }
                        Some(&b) => {
                            s.push(b);
                            i += 1;
                        }
                    }
                }
                Tok::Str(s)
            }
            b'-' if bytes.get(i + 1) == Some(&b'>') => {
                i += 2;
                Tok::Punct("->")
            }
            b'.' if text[i..].starts_with("...") => {
                i += 3;
                Tok::Punct("...")
            }
            b'-' | b'0'..=b'9' => {
                i += 1;
                while i < bytes.len()
                    && (bytes[i].is_ascii_alphanumeric()
                        || bytes[i] == b'.'
                        || ((bytes[i] == b'-' || bytes[i] == b'+')
                            && matches!(bytes[i - 1], b'e' | b'E')))
                {
                    i += 1;
                }
                let s = &text[start..i];
                if s == "-inf" {
                    Tok::Float(f64::NEG_INFINITY)
                } else if s.contains(['.', 'e', 'E']) {
                    Tok::Float(s.parse().map_err(|_| err(format!("bad number '{s}'")))?)
                } else {
                    Tok::Int(s.parse().map_err(|_| err(format!("bad number '{s}'")))?)
                }
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while i < bytes.len() && is_name_char(bytes[i]) {
                    i += 1;
                }
                Tok::Ident(text[start..i].to_string())
            }
            _ => {
                i += 1;
                let p = match c {
                    b'(' => "(",
                    b')' => ")",
                    b'{' => "{",
                    b'}' => "}",
                    b'[' => "[",
                    b']' => "]",
                    b',' => ",",
                    b'=' => "=",
                    b':' => ":",
                    _ => return Err(err(format!("unexpected character '{}'", c as char))),
                };
                Tok::Punct(p)
            }
        };
        out.push(Token { tok, line, col });
    }
    out.push(Token {
        tok: Tok::Eof,
        line,
        col: bytes.len() - line_start + 1,
    });
    Ok(out)
}

// ---------------------------------------------------------------------- parser

struct Parser {
    tokens: Vec<Token>,
    pos: usize,
}

/// Per-function name resolution state.
struct Scope {
    values: HashMap<String, ValueId>,
    blocks: HashMap<String, BlockId>,
    /// Blocks referenced (as successors) but not yet defined, with where they were first used.
    undefined_blocks: HashMap<String, (usize, usize)>,
    /// Operands naming values not yet defined: (op, operand index, name, line, col).
    pending: Vec<(OpId, usize, String, usize, usize)>,
    /// A stand-in operand for pending uses.
    placeholder: ValueId,
}

impl Parser {
    fn peek(&self) -> &Tok {
        &self.tokens[self.pos].tok
    }

    fn peek_at(&self, n: usize) -> &Tok {
        let i = (self.pos + n).min(self.tokens.len() - 1);
        &self.tokens[i].tok
    }

    fn next(&mut self) -> Tok {
        let t = self.tokens[self.pos].tok.clone();
        if self.pos + 1 < self.tokens.len() {
            self.pos += 1;
        }
        t
    }

    fn error<T>(&self, message: impl Into<String>) -> Result<T, ParseError> {
        let t = &self.tokens[self.pos];
        Err(ParseError {
            line: t.line,
            col: t.col,
            message: message.into(),
        })
    }

    fn here(&self) -> (usize, usize) {
        let t = &self.tokens[self.pos];
        (t.line, t.col)
    }

    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }

    fn eat_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.next();
            true
        } else {
            false
        }
    }

    fn expect_punct(&mut self, p: &str) -> Result<(), ParseError> {
        if self.eat_punct(p) {
            Ok(())
        } else {
            self.error(format!("expected '{p}', found {}", self.peek()))
        }
    }

    fn is_ident(&self, word: &str) -> bool {
        matches!(self.peek(), Tok::Ident(w) if w == word)
    }

    fn expect_ident(&mut self, word: &str) -> Result<(), ParseError> {
        if self.is_ident(word) {
            self.next();
            Ok(())
        } else {
            self.error(format!("expected '{word}', found {}", self.peek()))
        }
    }

    fn symbol(&mut self) -> Result<String, ParseError> {
        match self.next() {
            Tok::Symbol(s) => Ok(s),
            t => {
                self.pos -= 1;
                self.error(format!("expected a symbol '@name', found {t}"))
            }
        }
    }

    fn ty(&mut self) -> Result<Type, ParseError> {
        let (line, col) = self.here();
        let text = match self.next() {
            Tok::Ident(s) | Tok::BangType(s) => s,
            t => {
                return Err(ParseError {
                    line,
                    col,
                    message: format!("expected a type, found {t}"),
                })
            }
        };
        Type::parse(&text).ok_or(ParseError {
            line,
            col,
            message: format!("unknown type '{text}'"),
        })
    }

    fn type_list_in_parens(&mut self) -> Result<Vec<Type>, ParseError> {
        self.expect_punct("(")?;
        let mut types = Vec::new();
        if !self.eat_punct(")") {
            loop {
                types.push(self.ty()?);
                if self.eat_punct(")") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        Ok(types)
    }

    /// An extern's parameter types, `(ptr, ...)` ending in `...` when it is variadic.
    fn extern_params(&mut self) -> Result<(Vec<Type>, bool), ParseError> {
        self.expect_punct("(")?;
        let mut types = Vec::new();
        if self.eat_punct(")") {
            return Ok((types, false));
        }
        loop {
            if self.eat_punct("...") {
                self.expect_punct(")")?;
                return Ok((types, true));
            }
            types.push(self.ty()?);
            if self.eat_punct(")") {
                return Ok((types, false));
            }
            self.expect_punct(",")?;
        }
    }

    fn module(&mut self) -> Result<Module, ParseError> {
        self.expect_ident("module")?;
        let name = match self.peek() {
            Tok::Symbol(_) => self.symbol()?,
            _ => String::new(),
        };
        let mut module = Module::new(name);
        self.expect_punct("{")?;
        self.module_items(&mut module)?;
        Ok(module)
    }

    fn module_items(&mut self, module: &mut Module) -> Result<(), ParseError> {
        loop {
            if self.eat_punct("}") {
                break;
            }
            match self.peek().clone() {
                Tok::Ident(w) if w == "file" => {
                    self.next();
                    let index = match self.next() {
                        Tok::Int(i) if i as usize == module.files.len() => i,
                        t => {
                            self.pos -= 1;
                            return self.error(format!(
                                "expected file number {}, found {t}",
                                module.files.len()
                            ));
                        }
                    };
                    self.expect_punct("=")?;
                    match self.next() {
                        Tok::Str(bytes) => module
                            .files
                            .push(String::from_utf8_lossy(&bytes).into_owned()),
                        t => {
                            self.pos -= 1;
                            return self
                                .error(format!("expected the name of file {index}, found {t}"));
                        }
                    }
                }
                Tok::Ident(w) if w == "global" => {
                    self.next();
                    let g = self.global()?;
                    if module.global(&g.name).is_some() {
                        return self.error(format!("duplicate global '@{}'", g.name));
                    }
                    module.globals.push(g);
                }
                Tok::Ident(w) if w == "extern" => {
                    self.next();
                    let name = self.symbol()?;
                    let (params, variadic) = self.extern_params()?;
                    let results = if self.eat_punct("->") {
                        self.type_list_in_parens()?
                    } else {
                        Vec::new()
                    };
                    module.externs.push(Extern {
                        name,
                        params,
                        results,
                        variadic,
                    });
                }
                Tok::Ident(w) if w == "func" => {
                    self.next();
                    let f = self.function()?;
                    if module.function(&f.name).is_some() {
                        return self.error(format!("duplicate function '@{}'", f.name));
                    }
                    module.functions.push(f);
                }
                t => {
                    return self.error(format!(
                        "expected 'file', 'global', 'extern' or 'func', found {t}"
                    ))
                }
            }
        }
        if *self.peek() != Tok::Eof {
            return self.error(format!("unexpected {} after the module", self.peek()));
        }
        Ok(())
    }

    fn global(&mut self) -> Result<Global, ParseError> {
        let name = self.symbol()?;
        if self.eat_punct("=") {
            match self.next() {
                Tok::Str(bytes) => Ok(Global {
                    name,
                    elem: Type::I8,
                    count: bytes.len() as u64,
                    init: GlobalInit::Bytes(bytes),
                }),
                t => {
                    self.pos -= 1;
                    self.error(format!("expected a string, found {t}"))
                }
            }
        } else {
            self.expect_punct(":")?;
            let elem = self.ty()?;
            let count = if self.is_ident("x") {
                self.next();
                match self.next() {
                    Tok::Int(n) if n >= 0 => n as u64,
                    t => {
                        self.pos -= 1;
                        return self.error(format!("expected an element count, found {t}"));
                    }
                }
            } else {
                1
            };
            let common = self.is_ident("common");
            if common {
                self.next();
            }
            let external = self.is_ident("external");
            if external {
                self.next();
            }
            let internal = !external && self.is_ident("internal");
            if internal {
                self.next();
            }
            let init = if external {
                GlobalInit::External
            } else if internal {
                GlobalInit::InternalZero
            } else if common && !self.is_ident("data") {
                GlobalInit::Common
            } else if self.is_ident("data") {
                self.next();
                match self.next() {
                    Tok::Str(bytes) if bytes.len() as u64 == count * type_size(elem) => {
                        if common {
                            GlobalInit::CommonData(bytes)
                        } else {
                            GlobalInit::Data(bytes)
                        }
                    }
                    t => {
                        self.pos -= 1;
                        return self.error(format!(
                            "expected the {} bytes of {count} elements of type {elem}, found {t}",
                            count * type_size(elem)
                        ));
                    }
                }
            } else if self.eat_punct("=") {
                if self.eat_punct("[") {
                    return self.int_data(name, elem, count);
                }
                match self.next() {
                    Tok::Str(bytes) if bytes.len() as u64 == count * type_size(elem) => {
                        GlobalInit::Bytes(bytes)
                    }
                    Tok::Str(bytes) => {
                        self.pos -= 1;
                        return self.error(format!(
                            "{} bytes do not fill {count} elements of type {elem}",
                            bytes.len()
                        ));
                    }
                    t => {
                        self.pos -= 1;
                        return self.error(format!("expected a string, found {t}"));
                    }
                }
            } else {
                GlobalInit::Zero
            };
            Ok(Global {
                name,
                elem,
                count,
                init,
            })
        }
    }

    /// `loc(file:line:col)`, three numbers.
    fn loc(&mut self) -> Result<Loc, ParseError> {
        self.next();
        self.expect_punct("(")?;
        let mut numbers = [0u32; 3];
        for (i, n) in numbers.iter_mut().enumerate() {
            if i > 0 {
                self.expect_punct(":")?;
            }
            *n = match self.next() {
                Tok::Int(v) if (0..=u32::MAX as i64).contains(&v) => v as u32,
                t => {
                    self.pos -= 1;
                    return self.error(format!("expected a location number, found {t}"));
                }
            };
        }
        self.expect_punct(")")?;
        Ok(Loc::new(numbers[0], numbers[1], numbers[2]))
    }

    /// `[1, 2, ...]` after `global @g : i64 x n =`: read-only integer data.
    fn int_data(&mut self, name: String, elem: Type, count: u64) -> Result<Global, ParseError> {
        let width = match elem.scalar() {
            Some(s) if s.is_int() => s.size_bytes() as usize,
            _ => return self.error(format!("an integer list cannot initialise a {elem} global")),
        };
        let mut bytes = Vec::new();
        if !self.eat_punct("]") {
            loop {
                match self.next() {
                    Tok::Int(v) => bytes.extend_from_slice(&v.to_le_bytes()[..width]),
                    t => {
                        self.pos -= 1;
                        return self.error(format!("expected an integer, found {t}"));
                    }
                }
                if self.eat_punct("]") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        if bytes.len() as u64 != count * width as u64 {
            return self.error(format!("the list does not have {count} elements"));
        }
        Ok(Global {
            name,
            elem,
            count,
            init: GlobalInit::Bytes(bytes),
        })
    }

    fn function(&mut self) -> Result<Function, ParseError> {
        let name = self.symbol()?;
        self.expect_punct("(")?;
        let mut params = Vec::new();
        if !self.eat_punct(")") {
            loop {
                let (line, col) = self.here();
                let Tok::Value(v) = self.next() else {
                    return Err(ParseError {
                        line,
                        col,
                        message: "expected a parameter '%name'".into(),
                    });
                };
                self.expect_punct(":")?;
                params.push((v, self.ty()?));
                if self.eat_punct(")") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        let results = if self.eat_punct("->") {
            self.type_list_in_parens()?
        } else {
            Vec::new()
        };
        let param_types: Vec<Type> = params.iter().map(|p| p.1).collect();
        let mut func = Function::new(name, &param_types, &results);
        if self.is_ident("attributes") {
            self.next();
            func.attrs = self.attr_dict()?;
        }
        let placeholder_block = func.new_block(&[Type::Ptr]);
        let mut scope = Scope {
            values: HashMap::new(),
            blocks: HashMap::new(),
            undefined_blocks: HashMap::new(),
            pending: Vec::new(),
            placeholder: func.blocks[placeholder_block].args[0],
        };
        let entry = func.entry_block();
        for ((pname, _), &v) in params.iter().zip(func.blocks[entry].args.clone().iter()) {
            self.define_value(&mut scope, pname.clone(), v)?;
        }
        self.expect_punct("{")?;
        let body = func.body;
        self.region_body(&mut func, &mut scope, body, Some(entry))?;
        // Resolve forward references.
        for (op, idx, name, line, col) in std::mem::take(&mut scope.pending) {
            let Some(&v) = scope.values.get(&name) else {
                return Err(ParseError {
                    line,
                    col,
                    message: format!("use of undefined value '%{name}'"),
                });
            };
            func.ops[op].operands[idx] = v;
        }
        if let Some((name, (line, col))) = scope.undefined_blocks.iter().next() {
            return Err(ParseError {
                line: *line,
                col: *col,
                message: format!("reference to undefined block '^{name}'"),
            });
        }
        Ok(func)
    }

    fn define_value(&self, scope: &mut Scope, name: String, v: ValueId) -> Result<(), ParseError> {
        if scope.values.insert(name.clone(), v).is_some() {
            return self.error(format!("value '%{name}' is defined twice"));
        }
        Ok(())
    }

    fn block_ref(&mut self, func: &mut Function, scope: &mut Scope, name: &str) -> BlockId {
        if let Some(&b) = scope.blocks.get(name) {
            return b;
        }
        let b = func.new_block(&[]);
        scope.blocks.insert(name.to_string(), b);
        scope.undefined_blocks.insert(name.to_string(), self.here());
        b
    }

    /// Parses a region nested in an op. Names defined inside are local to it (sibling regions
    /// may reuse them), block labels are per region, and forward references made inside must be
    /// resolved by its end.
    fn nested_region(
        &mut self,
        func: &mut Function,
        scope: &mut Scope,
        region: RegionId,
    ) -> Result<(), ParseError> {
        let outer_values = scope.values.clone();
        let outer_blocks = std::mem::take(&mut scope.blocks);
        let outer_undefined = std::mem::take(&mut scope.undefined_blocks);
        let pending_start = scope.pending.len();
        self.region_body(func, scope, region, None)?;
        for (op, idx, name, line, col) in scope.pending.split_off(pending_start) {
            let Some(&v) = scope.values.get(&name) else {
                return Err(ParseError {
                    line,
                    col,
                    message: format!("use of undefined value '%{name}'"),
                });
            };
            func.ops[op].operands[idx] = v;
        }
        if let Some((name, &(line, col))) = scope.undefined_blocks.iter().next() {
            return Err(ParseError {
                line,
                col,
                message: format!("reference to undefined block '^{name}'"),
            });
        }
        scope.values = outer_values;
        scope.blocks = outer_blocks;
        scope.undefined_blocks = outer_undefined;
        Ok(())
    }

    /// Parses blocks up to the closing `}` of a region. `entry` is a pre-made entry block (the
    /// function body's, whose arguments come from the signature).
    fn region_body(
        &mut self,
        func: &mut Function,
        scope: &mut Scope,
        region: RegionId,
        entry: Option<BlockId>,
    ) -> Result<(), ParseError> {
        let mut current: Option<BlockId> = entry;
        loop {
            if self.eat_punct("}") {
                break;
            }
            if let Tok::Block(name) = self.peek().clone() {
                self.next();
                let block = self.block_ref(func, scope, &name);
                if !scope.undefined_blocks.contains_key(&name) {
                    return self.error(format!("block '^{name}' is defined twice"));
                }
                scope.undefined_blocks.remove(&name);
                if self.eat_punct("(") {
                    loop {
                        let Tok::Value(v) = self.next() else {
                            self.pos -= 1;
                            return self.error("expected a block argument '%name'");
                        };
                        self.expect_punct(":")?;
                        let ty = self.ty()?;
                        let idx = func.blocks[block].args.len() as u32;
                        let arg = func.values.push(crate::module::ValueData {
                            ty,
                            def: crate::module::ValueDef::BlockArg(block, idx),
                        });
                        func.blocks[block].args.push(arg);
                        self.define_value(scope, v, arg)?;
                        if self.eat_punct(")") {
                            break;
                        }
                        self.expect_punct(",")?;
                    }
                }
                self.expect_punct(":")?;
                func.append_block(region, block);
                current = Some(block);
                continue;
            }
            let block = match current {
                Some(b) => b,
                None => {
                    let b = func.new_block(&[]);
                    func.append_block(region, b);
                    current = Some(b);
                    b
                }
            };
            self.op(func, scope, block)?;
        }
        if func.regions[region].blocks.is_empty() {
            return self.error("a region needs at least one block");
        }
        Ok(())
    }

    fn op(
        &mut self,
        func: &mut Function,
        scope: &mut Scope,
        block: BlockId,
    ) -> Result<(), ParseError> {
        // Results.
        let mut result_names = Vec::new();
        if matches!(self.peek(), Tok::Value(_)) {
            loop {
                let Tok::Value(v) = self.next() else {
                    self.pos -= 1;
                    return self.error("expected a result name '%name'");
                };
                result_names.push(v);
                if self.eat_punct("=") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        let (line, col) = self.here();
        let name = match self.next() {
            Tok::Ident(n) => n,
            t => {
                return Err(ParseError {
                    line,
                    col,
                    message: format!("expected an op name, found {t}"),
                })
            }
        };
        let Some(kind) = OpKind::from_name(&name) else {
            return Err(ParseError {
                line,
                col,
                message: format!("unknown op '{name}'"),
            });
        };
        // Operands.
        let mut operand_names = Vec::new();
        if self.is_punct("(") && !matches!(self.peek_at(1), Tok::Punct("{")) {
            self.next();
            if !self.eat_punct(")") {
                loop {
                    let pos = self.here();
                    let Tok::Value(v) = self.next() else {
                        self.pos -= 1;
                        return self.error("expected an operand '%name'");
                    };
                    operand_names.push((v, pos));
                    if self.eat_punct(")") {
                        break;
                    }
                    self.expect_punct(",")?;
                }
            }
        }
        // Successors.
        let mut successors = Vec::new();
        if self.eat_punct("[") {
            loop {
                let Tok::Block(b) = self.next() else {
                    self.pos -= 1;
                    return self.error("expected a successor '^name'");
                };
                successors.push(self.block_ref(func, scope, &b));
                if self.eat_punct("]") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        let attrs = if self.is_punct("{") {
            self.attr_dict()?
        } else {
            Attrs::new()
        };
        // Create the op now so nested regions can refer to it as their parent; result types are
        // filled in after the regions (they follow them in the text).
        let op = func.create_op(kind, &[], &[], attrs);
        func.ops[op].successors = successors;
        for (i, (v, (l, c))) in operand_names.into_iter().enumerate() {
            let id = match scope.values.get(&v) {
                Some(&id) => id,
                None => {
                    scope.pending.push((op, i, v, l, c));
                    scope.placeholder
                }
            };
            func.ops[op].operands.push(id);
        }
        func.append_op(block, op);
        if self.is_punct("(") && matches!(self.peek_at(1), Tok::Punct("{")) {
            self.next();
            loop {
                self.expect_punct("{")?;
                let region = func.add_region(op);
                self.nested_region(func, scope, region)?;
                if self.eat_punct(")") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        let mut result_types = Vec::new();
        if self.eat_punct(":") {
            loop {
                result_types.push(self.ty()?);
                if !self.eat_punct(",") {
                    break;
                }
            }
        }
        if result_types.len() != result_names.len() {
            return Err(ParseError {
                line,
                col,
                message: format!(
                    "'{name}' names {} result(s) but gives {} type(s)",
                    result_names.len(),
                    result_types.len()
                ),
            });
        }
        if self.is_ident("loc") && matches!(self.peek_at(1), Tok::Punct("(")) {
            let loc = self.loc()?;
            func.set_loc(op, loc);
        }
        for (i, (rname, ty)) in result_names.into_iter().zip(result_types).enumerate() {
            let v = func.values.push(crate::module::ValueData {
                ty,
                def: crate::module::ValueDef::Result(op, i as u32),
            });
            func.ops[op].results.push(v);
            self.define_value(scope, rname, v)?;
        }
        Ok(())
    }

    fn attr_dict(&mut self) -> Result<Attrs, ParseError> {
        self.expect_punct("{")?;
        let mut attrs = Attrs::new();
        if self.eat_punct("}") {
            return Ok(attrs);
        }
        loop {
            let key = match self.next() {
                Tok::Ident(k) => k,
                t => {
                    self.pos -= 1;
                    return self.error(format!("expected an attribute name, found {t}"));
                }
            };
            self.expect_punct("=")?;
            let value = self.attr_value()?;
            attrs.set(key, value);
            if self.eat_punct("}") {
                break;
            }
            self.expect_punct(",")?;
        }
        Ok(attrs)
    }

    fn attr_value(&mut self) -> Result<Attr, ParseError> {
        Ok(match self.next() {
            Tok::Int(i) => Attr::Int(i),
            Tok::Float(f) => Attr::Float(f),
            Tok::Str(bytes) => match String::from_utf8(bytes) {
                Ok(s) => Attr::Str(s),
                Err(_) => {
                    self.pos -= 1;
                    return self.error("attribute strings must be UTF-8");
                }
            },
            Tok::Symbol(s) => Attr::Symbol(s),
            Tok::BangType(s) => match Type::parse(&s) {
                Some(t) => Attr::Type(t),
                None => {
                    self.pos -= 1;
                    return self.error(format!("unknown type '{s}'"));
                }
            },
            Tok::Ident(w) => match w.as_str() {
                "true" => Attr::Bool(true),
                "false" => Attr::Bool(false),
                "inf" => Attr::Float(f64::INFINITY),
                "nan" => Attr::Float(f64::NAN),
                _ if w == "ptr" || Scalar::from_name(&w).is_some() => {
                    Attr::Type(Type::parse(&w).unwrap_or(Type::Ptr))
                }
                _ => Attr::Ident(w),
            },
            Tok::Punct("[") => {
                let mut items = Vec::new();
                if !self.eat_punct("]") {
                    loop {
                        items.push(self.attr_value()?);
                        if self.eat_punct("]") {
                            break;
                        }
                        self.expect_punct(",")?;
                    }
                }
                Attr::Array(items)
            }
            t => {
                self.pos -= 1;
                return self.error(format!("expected an attribute value, found {t}"));
            }
        })
    }
}

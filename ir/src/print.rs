//! The textual form of the IR (the printer; `parse.rs` reads the same text back).
//!
//! ```text
//! module @jac {
//!   global @b : f32 x 64
//!   global @fmt = "(I4)"
//!   file 0 = "jac.fdv"                    (with locations: the files they index)
//!   global @rules : i64 x 3 = [0, 1, 0]   (read-only integer data)
//!   global @blk_ : i8 x 400 common        (a COMMON block, shared by name across objects)
//!   extern @dvmh_io_i32(i32)
//!   func @main() -> (i32) attributes {entry = true} {
//!     %0 = arith.constant {value = 1} : i32 loc(0:12:7)   (with locations: file, line, col)
//!     scf.for(%1, %2, %3) ({
//!     ^bb1(%4: i32):
//!       scf.yield
//!     })
//!     func.return(%0)
//!   }
//! }
//! ```
//!
//! Every op prints in one generic shape: `results = name(operands) [successors] {attributes}
//! (regions) : result types`, omitting empty parts, so one printer and one parser serve every
//! dialect. Values and blocks are numbered per function in print order, so printing is
//! deterministic and independent of arena layout.

use crate::entity::{BlockId, OpId, RegionId, ValueId};
use crate::module::{Function, GlobalInit, Module};
use crate::types::Type;
use std::collections::HashMap;
use std::fmt::Write;

/// Prints a whole module (without source locations).
pub fn print_module(module: &Module) -> String {
    print_module_impl(module, false)
}

/// Prints a whole module with the file table (`file 0 = "a.f90"`) and each op's source
/// location after it, `loc(0:12:3)` (file, line, column).
pub fn print_module_with_locs(module: &Module) -> String {
    print_module_impl(module, true)
}

fn print_module_impl(module: &Module, locs: bool) -> String {
    let mut out = String::new();
    if module.name.is_empty() {
        out.push_str("module {\n");
    } else {
        let _ = writeln!(out, "module @{} {{", module.name);
    }
    if locs {
        for (i, f) in module.files.iter().enumerate() {
            let _ = writeln!(out, "  file {i} = {}", quote_bytes(f.as_bytes()));
        }
    }
    for g in &module.globals {
        match &g.init {
            GlobalInit::Bytes(bytes) if g.elem == Type::I8 => {
                let _ = writeln!(out, "  global @{} = {}", g.name, quote_bytes(bytes));
            }
            init => {
                let _ = write!(out, "  global @{} : {}", g.name, g.elem);
                if g.count != 1 {
                    let _ = write!(out, " x {}", g.count);
                }
                if *init == GlobalInit::Common {
                    out.push_str(" common");
                }
                if *init == GlobalInit::External {
                    out.push_str(" external");
                }
                if *init == GlobalInit::InternalZero {
                    out.push_str(" internal");
                }
                if let GlobalInit::Data(bytes) = init {
                    let _ = write!(out, " data {}", quote_bytes(bytes));
                }
                if let GlobalInit::CommonData(bytes) = init {
                    let _ = write!(out, " common data {}", quote_bytes(bytes));
                }
                if let GlobalInit::Bytes(bytes) = init {
                    match g.elem.scalar().filter(|s| s.is_int()) {
                        Some(s) => {
                            let values = bytes.chunks(s.size_bytes() as usize).map(|c| {
                                let mut le = [0u8; 8];
                                le[..c.len()].copy_from_slice(c);
                                // Sign-extend from the element's width.
                                let shift = 64 - 8 * c.len() as u32;
                                ((i64::from_le_bytes(le) << shift) >> shift).to_string()
                            });
                            out.push_str(" = [");
                            write_list(&mut out, values);
                            out.push(']');
                        }
                        None => {
                            let _ = write!(out, " = {}", quote_bytes(bytes));
                        }
                    }
                }
                out.push('\n');
            }
        }
    }
    for e in &module.externs {
        let _ = write!(out, "  extern @{}(", e.name);
        write_list(
            &mut out,
            e.params
                .iter()
                .map(|t| t.to_string())
                .chain(e.variadic.then(|| "...".to_string())),
        );
        out.push(')');
        if !e.results.is_empty() {
            out.push_str(" -> (");
            write_list(&mut out, e.results.iter().map(|t| t.to_string()));
            out.push(')');
        }
        out.push('\n');
    }
    for f in &module.functions {
        let mut p = FunctionPrinter::new(f);
        p.locs = locs;
        p.number_region(f.body);
        p.print_function();
        out.push_str(&p.out);
    }
    out.push_str("}\n");
    out
}

/// Prints one function (indented as inside a module).
pub fn print_function(func: &Function) -> String {
    let mut p = FunctionPrinter::new(func);
    p.number_region(func.body);
    p.print_function();
    p.out
}

/// Quotes bytes as an IR string literal (printable ASCII as is, the rest as `\xNN`).
pub fn quote_bytes(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('"');
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\\""),
            b'\\' => s.push_str("\\\\"),
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\x{b:02x}");
            }
        }
    }
    s.push('"');
    s
}

fn write_list(out: &mut String, items: impl Iterator<Item = String>) {
    for (i, item) in items.enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(&item);
    }
}

struct FunctionPrinter<'f> {
    func: &'f Function,
    /// Whether source locations are printed.
    locs: bool,
    value_names: HashMap<ValueId, usize>,
    block_names: HashMap<BlockId, usize>,
    out: String,
}

impl<'f> FunctionPrinter<'f> {
    fn new(func: &'f Function) -> Self {
        FunctionPrinter {
            func,
            locs: false,
            value_names: HashMap::new(),
            block_names: HashMap::new(),
            out: String::new(),
        }
    }

    /// Numbers values and blocks in print order.
    fn number_region(&mut self, region: RegionId) {
        for &b in &self.func.regions[region].blocks {
            let n = self.block_names.len();
            self.block_names.insert(b, n);
            for &a in &self.func.blocks[b].args {
                let n = self.value_names.len();
                self.value_names.insert(a, n);
            }
            for &op in &self.func.blocks[b].ops {
                for &r in &self.func.ops[op].results {
                    let n = self.value_names.len();
                    self.value_names.insert(r, n);
                }
                for &r in &self.func.ops[op].regions {
                    self.number_region(r);
                }
            }
        }
    }

    fn value(&self, v: ValueId) -> String {
        match self.value_names.get(&v) {
            Some(n) => format!("%{n}"),
            // A value not reachable from the body (a verifier error); print its arena id.
            None => format!("%dangling{}", v.index_usize()),
        }
    }

    fn block(&self, b: BlockId) -> String {
        match self.block_names.get(&b) {
            Some(n) => format!("^bb{n}"),
            None => format!("^dangling{b:?}"),
        }
    }

    fn print_function(&mut self) {
        let f = self.func;
        let entry = f.entry_block();
        let _ = write!(self.out, "  func @{}(", f.name);
        let params: Vec<String> = f.blocks[entry]
            .args
            .iter()
            .map(|&a| format!("{}: {}", self.value(a), f.values[a].ty))
            .collect();
        write_list(&mut self.out, params.into_iter());
        self.out.push(')');
        if !f.results.is_empty() {
            self.out.push_str(" -> (");
            write_list(&mut self.out, f.results.iter().map(|t| t.to_string()));
            self.out.push(')');
        }
        if !f.attrs.is_empty() {
            self.out.push_str(" attributes ");
            self.print_attrs(&f.attrs);
        }
        self.out.push_str(" {\n");
        self.print_region_blocks(f.body, 2, true);
        self.out.push_str("  }\n");
    }

    fn print_attrs(&mut self, attrs: &crate::attr::Attrs) {
        self.out.push('{');
        for (i, (k, v)) in attrs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = write!(self.out, "{k} = {v}");
        }
        self.out.push('}');
    }

    /// Prints the blocks of a region at `depth` levels of indentation. The entry block's label
    /// is omitted when it has no arguments, and for a function body (whose arguments are printed
    /// in the signature).
    fn print_region_blocks(&mut self, region: RegionId, depth: usize, is_function_body: bool) {
        let blocks = self.func.regions[region].blocks.clone();
        for (i, &b) in blocks.iter().enumerate() {
            let args = &self.func.blocks[b].args;
            let needs_label = i > 0 || (!is_function_body && !args.is_empty());
            if needs_label {
                let indent = "  ".repeat(depth.saturating_sub(1));
                let _ = write!(self.out, "{indent}{}", self.block(b));
                if !args.is_empty() {
                    let list: Vec<String> = args
                        .iter()
                        .map(|&a| format!("{}: {}", self.value(a), self.func.values[a].ty))
                        .collect();
                    self.out.push('(');
                    write_list(&mut self.out, list.into_iter());
                    self.out.push(')');
                }
                self.out.push_str(":\n");
            }
            for &op in &self.func.blocks[b].ops {
                self.print_op(op, depth);
            }
        }
    }

    fn print_op(&mut self, op: OpId, depth: usize) {
        let data = &self.func.ops[op];
        let indent = "  ".repeat(depth);
        self.out.push_str(&indent);
        if !data.results.is_empty() {
            let names: Vec<String> = data.results.iter().map(|&r| self.value(r)).collect();
            write_list(&mut self.out, names.into_iter());
            self.out.push_str(" = ");
        }
        self.out.push_str(data.kind.name());
        if !data.operands.is_empty() {
            let names: Vec<String> = data.operands.iter().map(|&v| self.value(v)).collect();
            self.out.push('(');
            write_list(&mut self.out, names.into_iter());
            self.out.push(')');
        }
        if !data.successors.is_empty() {
            let names: Vec<String> = data.successors.iter().map(|&b| self.block(b)).collect();
            self.out.push_str(" [");
            write_list(&mut self.out, names.into_iter());
            self.out.push(']');
        }
        if !data.attrs.is_empty() {
            self.out.push(' ');
            let attrs = data.attrs.clone();
            self.print_attrs(&attrs);
        }
        if !data.regions.is_empty() {
            self.out.push_str(" (");
            let regions = data.regions.clone();
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.out.push_str("{\n");
                self.print_region_blocks(r, depth + 1, false);
                self.out.push_str(&indent);
                self.out.push('}');
            }
            self.out.push(')');
        }
        let data = &self.func.ops[op];
        if !data.results.is_empty() {
            self.out.push_str(" : ");
            let types: Vec<String> = data
                .results
                .iter()
                .map(|&r| self.func.values[r].ty.to_string())
                .collect();
            write_list(&mut self.out, types.into_iter());
        }
        let loc = self.func.loc(op);
        if self.locs && loc.is_known() {
            let _ = write!(self.out, " loc({}:{}:{})", loc.file, loc.line, loc.col);
        }
        self.out.push('\n');
    }
}

//! Input the back end cannot translate is reported as a `CodegenError` naming the problem,
//! never a panic: leftover `dvm` ops, bad entry/handler signatures, contract violations that
//! bypassed the verifier, bad options.

mod common;

use dvmh_codegen_host::{emit_llvm_ir, emit_object, CodegenError, CodegenOptions};
use dvmh_ir::{Attrs, Builder, Function, Module, OpKind, Type};

fn error_of(module: &Module) -> CodegenError {
    match emit_llvm_ir(module, &common::options(2)) {
        Ok(ir) => panic!("expected an error, got IR:\n{ir}"),
        Err(e) => e,
    }
}

#[test]
fn leftover_dvm_op_is_named() {
    let module = common::parse(
        r#"
module @m {
  func @main() -> (i32) attributes {entry = true} {
    dvm.init {grid_rank = 1}
    %z = arith.constant {value = 0} : i32
    func.return(%z)
  }
}
"#,
    );
    let e = error_of(&module);
    assert!(
        matches!(e, CodegenError::UnloweredOp { op: "dvm.init", .. }),
        "{e:?}"
    );
    assert!(e.to_string().contains("lower-dvm"), "{e}");
}

#[test]
fn handler_signature_is_checked() {
    // The IR verifier rejects this too; the back end must not rely on it having run.
    let module = dvmh_ir::parse_module(
        r#"
module @m {
  func @h(%a: ptr, %b: ptr) attributes {handler = true} {
    func.return
  }
}
"#,
    )
    .expect("parses");
    let e = error_of(&module);
    assert!(matches!(e, CodegenError::Module { .. }), "{e:?}");
    assert!(e.to_string().contains("handler @h"), "{e}");
}

#[test]
fn entry_signature_and_uniqueness_are_checked() {
    let two_entries = common::parse(
        r#"
module @m {
  func @a() attributes {entry = true} {
    func.return
  }
  func @b() attributes {entry = true} {
    func.return
  }
}
"#,
    );
    assert!(error_of(&two_entries)
        .to_string()
        .contains("more than one entry"));

    let with_params = common::parse(
        r#"
module @m {
  func @a(%x: i32) attributes {entry = true} {
    func.return
  }
}
"#,
    );
    assert!(error_of(&with_params)
        .to_string()
        .contains("int main(void)"));
}

/// `arith.addi` of an `i32` and an `i64`, built without the verifier.
#[test]
fn mismatched_operand_types_are_malformed_ir() {
    let mut f = Function::new("bad", &[Type::I32, Type::I64], &[Type::I32]);
    let entry = f.entry_block();
    let args = f.blocks[entry].args.clone();
    let mut b = Builder::at_end(&mut f, entry);
    let r = b.op1(OpKind::AddI, &[args[0], args[1]], Type::I32, Attrs::new());
    b.op0(OpKind::Return, &[r], Attrs::new());
    let mut m = Module::new("m");
    m.functions.push(f);
    let e = error_of(&m);
    assert!(matches!(e, CodegenError::Malformed { .. }), "{e:?}");
    assert!(e.to_string().contains("arith.addi"), "{e}");
}

/// A value defined inside an `scf.if` region used after it, built without the verifier.
#[test]
fn use_outside_the_defining_region_is_malformed_ir() {
    let mut f = Function::new("bad", &[Type::I1], &[Type::I32]);
    let entry = f.entry_block();
    let cond = f.blocks[entry].args[0];
    let mut b = Builder::at_end(&mut f, entry);
    let if_op = b.insert(OpKind::If, &[cond], &[], Attrs::new());
    let (_, then_block) = b.add_region(if_op, &[]);
    let (_, else_block) = b.add_region(if_op, &[]);
    b.set_block(then_block);
    let inner = b.op1(OpKind::ExtUI, &[cond], Type::I32, Attrs::new());
    b.yield_();
    b.set_block(else_block);
    b.yield_();
    b.set_block(entry);
    b.op0(OpKind::Return, &[inner], Attrs::new());
    let mut m = Module::new("m");
    m.functions.push(f);
    let e = error_of(&m);
    assert!(matches!(e, CodegenError::Malformed { .. }), "{e:?}");
}

/// A call of a function the module does not know, built without the verifier.
#[test]
fn unknown_callee_is_reported() {
    let mut f = Function::new("caller", &[], &[]);
    let entry = f.entry_block();
    let mut b = Builder::at_end(&mut f, entry);
    b.call("nowhere", &[], &[]);
    b.op0(OpKind::Return, &[], Attrs::new());
    let mut m = Module::new("m");
    m.functions.push(f);
    assert!(error_of(&m).to_string().contains("@nowhere"));
}

#[test]
fn bad_options_are_reported() {
    let module = Module::new("empty");
    let opts = CodegenOptions {
        opt_level: 4,
        cpu: None,
        features: None,
    };
    assert!(matches!(
        emit_llvm_ir(&module, &opts),
        Err(CodegenError::Options(_))
    ));
    let e = emit_object(
        &module,
        &common::options(0),
        std::path::Path::new("/nonexistent/dir/x.o"),
    )
    .expect_err("writing into a missing directory");
    assert!(e.to_string().contains("/nonexistent/dir/x.o"), "{e}");
}

#[test]
fn native_cpu_is_accepted() {
    let module = common::parse(include_str!("ir/jacobi_handler.ir"));
    let opts = CodegenOptions {
        opt_level: 2,
        cpu: Some("native".to_string()),
        features: None,
    };
    let ir = emit_llvm_ir(&module, &opts).expect("codegen for the host CPU");
    assert!(ir.contains("define void @jacobi_sweep"));
}

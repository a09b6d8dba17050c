//! Integration with the IR passes: every fully lowered golden output of `ir/tests/passes`
//! (no `dvm` ops left) compiles at -O0 and -O2.

mod common;

#[test]
fn lowered_pass_outputs_compile() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../ir/tests/passes");
    let mut compiled = Vec::new();
    for entry in std::fs::read_dir(dir).expect("ir/tests/passes exists") {
        let path = entry.expect("directory entry").path();
        let name = path.display().to_string();
        if !name.ends_with(".out.ir") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable golden file");
        if text.contains("dvm.") {
            continue;
        }
        let module = common::parse(&text);
        for level in [0, 2] {
            let ir = common::llvm_ir(&module, level);
            for f in &module.functions {
                let symbol = if f.attrs.get("entry").is_some() {
                    "main"
                } else {
                    &f.name
                };
                assert!(
                    ir.contains(&format!("@{symbol}(")),
                    "{name}: @{symbol} missing"
                );
            }
        }
        compiled.push(name);
    }
    assert!(
        !compiled.is_empty(),
        "no lowered pass output found in {dir}"
    );
}

//! `include/dvmh_rt.h` is generated from the ABI sources by cbindgen and checked in. This test
//! regenerates it and fails when the checked-in file differs (`DVMH_BLESS=1` rewrites it), and
//! checks that a C11 program including it compiles without warnings.

use std::path::{Path, PathBuf};
use std::process::Command;

const ABI_SOURCES: &[&str] = &[
    "src/abi/types.rs",
    "src/abi/start.rs",
    "src/abi/arrays.rs",
    "src/abi/loops.rs",
    "src/abi/device.rs",
    "src/abi/regions.rs",
    "src/abi/remote.rs",
    "src/abi/io.rs",
    "src/abi/intrinsics.rs",
    "src/abi/cstdio.rs",
    "src/abi/cstdio_dist.rs",
];

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn header_path() -> PathBuf {
    crate_dir().join("include").join("dvmh_rt.h")
}

fn generate() -> String {
    let dir = crate_dir();
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml"))
        .expect("runtime/cbindgen.toml is readable and valid");
    let mut builder = cbindgen::Builder::new().with_config(config);
    for src in ABI_SOURCES {
        builder = builder.with_src(dir.join(src));
    }
    let bindings = builder.generate().expect("cbindgen parses the ABI sources");
    let mut out = Vec::new();
    bindings.write(&mut out);
    String::from_utf8(out).expect("cbindgen writes UTF-8")
}

#[test]
fn checked_in_header_is_up_to_date() {
    let generated = generate();
    let path = header_path();
    if std::env::var_os("DVMH_BLESS").is_some() {
        std::fs::write(&path, &generated).expect("write include/dvmh_rt.h");
        return;
    }
    let current = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        current == generated,
        "{} is out of date with the ABI sources; regenerate it with\n    DVMH_BLESS=1 cargo test -p dvmh-runtime --test header",
        path.display()
    );
}

#[test]
fn header_declares_the_whole_abi() {
    let text = std::fs::read_to_string(header_path()).expect("include/dvmh_rt.h exists");
    for name in [
        "typedef struct dvmh_view",
        "typedef struct DvmhArray DvmhArray;",
        "typedef struct DvmhLoop DvmhLoop;",
        "typedef void (*dvmh_handler)(const int64_t *bounds, void *const *args, void *const *reds);",
        "#define DVMH_TYPE_I16 7",
        "#define DVMH_RED_NEQV 8",
        "#define DVMH_AXIS_CONSTANT -2",
        "#define DVMH_UNIT_STAR -1",
        "void dvmh_init(int32_t grid_rank);",
        "void dvmh_loop_perform(struct DvmhLoop *l, dvmh_handler h, int64_t nargs, void *const *args);",
        "void dvmh_io_dist_array(struct DvmhArray *a);",
        "void dvmh_loop_device(struct DvmhLoop *l,",
        "struct DvmhRemote *dvmh_remote_create(struct DvmhArray *a,",
    ] {
        assert!(text.contains(name), "dvmh_rt.h lacks `{name}`");
    }
}

fn compiles_as_c11(dir: &Path) -> std::process::Output {
    let src = dir.join("include_header.c");
    std::fs::write(
        &src,
        "#include \"dvmh_rt.h\"\n\
         static void body(const int64_t *b, void *const *a, void *const *r) { (void)b; (void)a; (void)r; }\n\
         int main(void) {\n\
             dvmh_handler h = body;\n\
             dvmh_view v = {0};\n\
             (void)h; (void)v;\n\
             return DVMH_TYPE_F64 == 4 ? 0 : 1;\n\
         }\n",
    )
    .expect("write the probe program");
    Command::new("cc")
        .args([
            "-std=c11",
            "-Wall",
            "-Wextra",
            "-Werror",
            "-pedantic",
            "-c",
            "-o",
        ])
        .arg(dir.join("include_header.o"))
        .arg("-I")
        .arg(crate_dir().join("include"))
        .arg(&src)
        .output()
        .expect("run cc")
}

#[test]
fn header_compiles_as_c11_without_warnings() {
    let dir = std::env::temp_dir().join(format!("dvmh-header-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("create a temporary directory");
    let out = compiles_as_c11(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "cc rejects dvmh_rt.h:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

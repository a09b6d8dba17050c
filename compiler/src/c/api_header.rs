//! The C-DVMH user API header (manual, Annex 4: `dvmh_runtime_api.h`), which a C-DVMH
//! compiler includes implicitly: a program calls `dvmh_wtime()` or `dvmh_barrier()` under
//! `#ifdef _DVMH` without including anything.
//!
//! The declarations are text given to the system preprocessor (`-include`), so the program is
//! typed against them like against any header, and `#include <dvmh_runtime_api.h>` works too
//! (the header's directory is on the include path). The file is written once per user into the
//! temporary directory, through a rename so that concurrent compilations never read half of it.
//! The functions are the runtime's (`runtime/src/abi/`).

use std::path::PathBuf;

/// The header's file name, as programs include it.
pub const NAME: &str = "dvmh_runtime_api.h";

/// The declarations of the user API the runtime implements.
const TEXT: &str = "\
/* dvmh_runtime_api.h: the C-DVMH user API (Annex 4), included implicitly by dvmhc. */
#pragma GCC system_header
#ifndef DVMH_RUNTIME_API_H
#define DVMH_RUNTIME_API_H
void dvmh_barrier(void);
int dvmh_get_total_num_procs(void);
int dvmh_get_num_proc_axes(void);
int dvmh_get_num_procs(int axis);
double dvmh_wtime(void);
int dvmh_remove_local(const char *filename);
int dvmh_rename_local(const char *oldFN, const char *newFN);
void *dvmh_tmpfile_local(void);
char *dvmh_tmpnam_local(char *s);
#endif
";

/// The header's directory, with the header in it (written if missing or different).
pub fn directory() -> Result<PathBuf, String> {
    let user = std::env::var("USER").unwrap_or_default();
    // The text's hash in the name: compilers with different headers (builds of other
    // versions) never rewrite each other's while one of them is preprocessing.
    let hash = TEXT.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    });
    let dir = std::env::temp_dir().join(format!(
        "dvmhc-{}-{}-{hash:016x}",
        env!("CARGO_PKG_VERSION"),
        if user.is_empty() { "user" } else { &user }
    ));
    let path = dir.join(NAME);
    if std::fs::read_to_string(&path).is_ok_and(|t| t == TEXT) {
        return Ok(dir);
    }
    let fail = |e: std::io::Error| format!("cannot write {}: {e}", path.display());
    std::fs::create_dir_all(&dir).map_err(fail)?;
    let part = dir.join(format!("{NAME}.{}", std::process::id()));
    std::fs::write(&part, TEXT).map_err(fail)?;
    std::fs::rename(&part, &path).map_err(fail)?;
    Ok(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_is_written_and_declares_the_api() {
        let dir = directory().expect("temporary directory is writable"); // ok: test
        let text = std::fs::read_to_string(dir.join(NAME)).expect("header written"); // ok: test
        for f in ["dvmh_barrier", "dvmh_wtime", "dvmh_get_num_procs"] {
            assert!(text.contains(f), "{f} not declared");
        }
        // A second call finds it in place.
        assert_eq!(directory().ok(), Some(dir)); // ok: test
    }
}

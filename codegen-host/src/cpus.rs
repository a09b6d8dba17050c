//! The CPU names `-march=` accepts for the host.
//!
//! LLVM does not validate a CPU name when a target machine is created: an unknown name only
//! prints a note to stderr and falls back to a generic CPU, and a 32-bit-only CPU (`i386`)
//! makes code generation abort the whole process with `LLVM ERROR`. Its C API has no way to
//! list the CPUs of a target, so the names LLVM 19's X86 back end knows are listed here (from
//! `llc -mtriple=x86_64 -mcpu=help`, split by whether they run 64-bit code), and a name is
//! checked before LLVM ever sees it.

/// CPUs of LLVM 19's X86 target that execute x86-64 code.
#[rustfmt::skip]
const X86_64: &[&str] = &[
    "alderlake", "amdfam10", "arrowlake", "arrowlake-s", "arrowlake_s", "athlon-fx", "athlon64",
    "athlon64-sse3", "atom", "atom_sse4_2", "atom_sse4_2_movbe", "barcelona", "bdver1", "bdver2",
    "bdver3", "bdver4", "bonnell", "broadwell", "btver1", "btver2", "cannonlake", "cascadelake",
    "clearwaterforest", "cooperlake", "core-avx-i", "core-avx2", "core2", "core_2_duo_sse4_1",
    "core_2_duo_ssse3", "core_2nd_gen_avx", "core_3rd_gen_avx", "core_4th_gen_avx",
    "core_4th_gen_avx_tsx", "core_5th_gen_avx", "core_5th_gen_avx_tsx", "core_aes_pclmulqdq",
    "core_i7_sse4_2", "corei7", "corei7-avx", "emeraldrapids", "generic", "goldmont",
    "goldmont-plus", "goldmont_plus", "gracemont", "grandridge", "graniterapids",
    "graniterapids-d", "graniterapids_d", "haswell", "icelake-client", "icelake-server",
    "icelake_client", "icelake_server", "ivybridge", "k8", "k8-sse3", "knl", "knm", "lunarlake",
    "meteorlake", "mic_avx512", "nehalem", "nocona", "opteron", "opteron-sse3", "pantherlake",
    "penryn", "raptorlake", "rocketlake", "sandybridge", "sapphirerapids", "sierraforest",
    "silvermont", "skx", "skylake", "skylake-avx512", "skylake_avx512", "slm", "tigerlake",
    "tremont", "westmere", "x86-64", "x86-64-v2", "x86-64-v3", "x86-64-v4", "znver1", "znver2",
    "znver3", "znver4", "znver5",
];

/// CPUs LLVM's X86 target knows that cannot run 64-bit code.
#[rustfmt::skip]
const X86_32_ONLY: &[&str] = &[
    "athlon", "athlon-4", "athlon-mp", "athlon-tbird", "athlon-xp", "c3", "c3-2", "geode", "i386",
    "i486", "i586", "i686", "k6", "k6-2", "k6-3", "lakemont", "pentium", "pentium-m",
    "pentium-mmx", "pentium2", "pentium3", "pentium3m", "pentium4", "pentium4m", "pentium_4",
    "pentium_4_sse3", "pentium_ii", "pentium_iii", "pentium_iii_no_xmm_regs", "pentium_m",
    "pentium_mmx", "pentium_pro", "pentiumpro", "prescott", "winchip-c6", "winchip2", "yonah",
];

/// Checks a `-march=` name for a host with the given target triple. `native` is always valid;
/// on hosts other than x86-64 the name is left to LLVM.
pub fn check_cpu(triple: &str, name: &str) -> Result<(), String> {
    if name == "native" || !triple.starts_with("x86_64") {
        return Ok(());
    }
    if X86_64.contains(&name) {
        return Ok(());
    }
    if X86_32_ONLY.contains(&name) {
        return Err(format!(
            "-march={name}: '{name}' is a 32-bit CPU; dvmhc generates x86-64 code (try -march=x86-64 or -march=native)"
        ));
    }
    let hint = closest(name)
        .map(|c| format!(" (did you mean '{c}'?)"))
        .unwrap_or_default();
    Err(format!(
        "-march={name}: unknown CPU '{name}'{hint}; use 'native', 'x86-64', 'x86-64-v3' or a CPU name such as 'skylake' or 'znver4'"
    ))
}

/// The known x86-64 CPU name nearest to `name`, if it is near enough to be a typo.
fn closest(name: &str) -> Option<&'static str> {
    let name = name.to_ascii_lowercase();
    X86_64
        .iter()
        .map(|&c| (edit_distance(&name, c), c))
        .filter(|&(d, c)| d <= 2.max(c.len() / 4))
        .min()
        .map(|(_, c)| c)
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let next = (diagonal + usize::from(ca != cb))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diagonal = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOST: &str = "x86_64-pc-linux-gnu";

    #[test]
    fn known_64_bit_cpus_and_native_pass() {
        for name in [
            "native",
            "x86-64",
            "skylake",
            "znver4",
            "x86-64-v3",
            "generic",
        ] {
            assert_eq!(check_cpu(HOST, name), Ok(()), "{name}");
        }
    }

    #[test]
    fn thirty_two_bit_and_unknown_cpus_are_errors() {
        let e = check_cpu(HOST, "i386").unwrap_err();
        assert!(e.contains("32-bit CPU"), "{e}");
        let e = check_cpu(HOST, "nosuchcpu").unwrap_err();
        assert!(e.contains("unknown CPU 'nosuchcpu'"), "{e}");
        assert!(!e.contains("did you mean"), "{e}");
        let e = check_cpu(HOST, "skylak").unwrap_err();
        assert!(e.contains("did you mean 'skylake'"), "{e}");
    }

    #[test]
    fn other_hosts_leave_names_to_llvm() {
        assert_eq!(
            check_cpu("aarch64-unknown-linux-gnu", "neoverse-v2"),
            Ok(())
        );
    }
}

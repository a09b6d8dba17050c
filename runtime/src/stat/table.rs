//! The short table `DVMH_STAT` prints on rank 0's standard error: one line per loop (the
//! slowest process's time, imbalance, communication by kind) and one per process.

use std::fmt::Write;

use super::report::Report;
use super::{comm_total, Category, CommByKind};

/// `12.3 KB`-style sizes.
fn size(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KB", "MB", "GB", "TB"];
    let mut v = bytes as f64;
    let mut u = 0;
    while v >= 1024.0 && u + 1 < UNITS.len() {
        v /= 1024.0;
        u += 1;
    }
    if u == 0 {
        format!("{bytes} B")
    } else {
        format!("{v:.1} {}", UNITS[u])
    }
}

/// The kinds of communication that happened, as `across 0.120 s 1.2 MB, reduction ...`.
fn kinds(comm: &CommByKind) -> String {
    let parts: Vec<String> = Category::ALL
        .iter()
        .filter(|&&k| comm[k as usize].messages > 0)
        .map(|&k| {
            let c = comm[k as usize];
            format!("{} {:.3} s {}", k.name(), c.seconds, size(c.bytes))
        })
        .collect();
    if parts.is_empty() {
        "-".to_string()
    } else {
        parts.join(", ")
    }
}

/// The table; `files` names where the JSON and the chart went.
pub fn table(report: &Report, files: &str) -> String {
    let mut s = String::new();
    let procs = report.processes.len();
    // Writing to a String cannot fail.
    let _ = writeln!(
        s,
        "DVMH statistics ({procs} process{}; {files}):",
        if procs == 1 { "" } else { "es" }
    );
    let loops = report.loops();
    let w = loops.iter().map(|v| v.at.len()).max().unwrap_or(0).max(4);
    let _ = writeln!(
        s,
        "  {:<w$} {:>6} {:>12} {:>10} {:>6}  communication (all processes)",
        "loop", "runs", "iterations", "time max", "imbal"
    );
    for v in loops {
        let max = v.times().into_iter().fold(0.0, f64::max);
        let _ = writeln!(
            s,
            "  {:<w$} {:>6} {:>12} {:>10.3} {:>6.2}  {}",
            v.at,
            v.executions(),
            v.iterations(),
            max,
            v.imbalance(),
            kinds(&v.comm())
        );
    }
    for (rank, p) in report.processes.iter().enumerate() {
        let comm = report.process_comm(rank);
        let total = comm_total(&comm);
        let share = if p.program_seconds > 0.0 {
            100.0 * total.seconds / p.program_seconds
        } else {
            0.0
        };
        let loops: f64 = p.loops.iter().map(|l| l.seconds).sum();
        let _ = writeln!(
            s,
            "  process {rank}: {:.3} s, in loops {loops:.3} s, communication {:.3} s ({share:.1}%), {} sent",
            p.program_seconds,
            total.seconds,
            size(total.bytes)
        );
    }
    let _ = writeln!(
        s,
        "  communication share: {:.1}% of the processes' time",
        100.0 * report.comm_share()
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stat::report::tests::sample;

    #[test]
    fn the_table_has_a_line_per_loop_and_per_process() {
        let t = table(&sample(), "dvmh_stat.json, dvmh_stat.svg");
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines.len(), 2 + 3 + 2 + 1, "{t}");
        assert!(lines[0].starts_with("DVMH statistics (2 processes; dvmh_stat.json"));
        let sor = lines.iter().find(|l| l.contains("sor.fdv:22")).unwrap();
        assert!(sor.contains("800"), "{sor}");
        assert!(sor.contains("3.000"), "{sor}");
        assert!(sor.contains("across 1.000 s 15.6 KB"), "{sor}");
        assert!(
            lines[5].contains(
                "process 0: 5.000 s, in loops 4.000 s, communication 1.500 s (30.0%), 7.8 KB sent"
            ),
            "{t}"
        );
        assert!(t.ends_with("communication share: 17.5% of the processes' time\n"));
        assert_eq!(size(1023), "1023 B");
        assert_eq!(size(3 << 20), "3.0 MB");
    }
}

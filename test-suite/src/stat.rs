//! Reading the statistics file `DVMH_STAT=1` makes a program write (`dvmh_stat.json`): the
//! program-level statistics test and the benchmarks' communication share use it.

use std::path::Path;

use serde_json::Value;

use crate::{run_mpi, Launch};

/// The communication kinds of the file, in its order.
pub const KINDS: [&str; 6] = [
    "shadow",
    "across",
    "remote",
    "reduction",
    "redistribute",
    "other",
];

/// Reads and parses a statistics file.
pub fn read(path: &Path) -> Result<Value, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{} is not JSON: {e}", path.display()))
}

/// The share of the processes' time spent communicating, in total and by kind (kinds with
/// no time left out): communication seconds over program seconds, both summed over the
/// processes.
pub fn comm_share(stat: &Value) -> Option<(f64, Vec<(&'static str, f64)>)> {
    let processes = stat.get("per_process")?.as_array()?;
    let time: f64 = processes
        .iter()
        .map(|p| p.get("time").and_then(Value::as_f64))
        .sum::<Option<f64>>()?;
    if time <= 0.0 {
        return None;
    }
    let total = stat.get("totals")?.get("comm_share")?.as_f64()?;
    let mut kinds = Vec::new();
    for kind in KINDS {
        let seconds: f64 = processes
            .iter()
            .map(|p| p.get("comm")?.get(kind)?.get("time")?.as_f64())
            .sum::<Option<f64>>()?;
        if seconds > 0.0 {
            kinds.push((kind, seconds / time));
        }
    }
    Some((total, kinds))
}

/// `12.3% (across 10.1%, reduction 2.2%)`: the kinds that print as more than 0.0%.
pub fn describe_share(stat: &Value) -> String {
    let shown = comm_share(stat).map(|(total, kinds)| {
        let kinds: Vec<_> = kinds.into_iter().filter(|(_, s)| *s >= 0.0005).collect();
        (total, kinds)
    });
    match shown {
        Some((total, kinds)) if kinds.is_empty() => format!("{:.1}%", 100.0 * total),
        Some((total, kinds)) => format!(
            "{:.1}% ({})",
            100.0 * total,
            kinds
                .iter()
                .map(|(k, s)| format!("{k} {:.1}%", 100.0 * s))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        None => "unknown".to_string(),
    }
}

/// Runs `exe` once more with `DVMH_STAT=1` (the statistics file named after the launch, beside
/// the executable) and describes its communication share: what the benchmarks report next to
/// their timings, from a run of its own so that the timed runs are not measured.
pub fn measured_share(exe: &Path, launch: &Launch) -> String {
    let name = format!(
        "{}.{}x{}.stat.json",
        exe.file_name()
            .map_or("prog".into(), |n| n.to_string_lossy()),
        launch.procs,
        launch.threads
    );
    let launch = launch
        .clone()
        .with_env("DVMH_STAT", "1")
        .with_env("DVMH_STAT_FILE", &name);
    let result = run_mpi(exe, &launch).and_then(|(out, _)| {
        if out.status.success() {
            Ok(())
        } else {
            Err(String::from_utf8_lossy(&out.stderr).into_owned())
        }
    });
    let path = exe.with_file_name(&name);
    match result.and_then(|()| read(&path)) {
        Ok(stat) => describe_share(&stat),
        Err(e) => format!("unknown ({})", e.lines().next().unwrap_or("")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn shares_are_summed_over_processes() {
        let comm = |across: f64| {
            let mut m = serde_json::Map::new();
            for k in KINDS {
                let t = if k == "across" { across } else { 0.0 };
                m.insert(k.into(), json!({"bytes": 0, "messages": 0, "time": t}));
            }
            Value::Object(m)
        };
        let stat = json!({
            "totals": {"comm_share": 0.25},
            "per_process": [
                {"time": 2.0, "comm": comm(1.0)},
                {"time": 2.0, "comm": comm(0.0)},
            ],
        });
        let (total, kinds) = comm_share(&stat).unwrap(); // ok: a test
        assert_eq!(total, 0.25);
        assert_eq!(kinds, vec![("across", 0.25)]);
        assert_eq!(describe_share(&stat), "25.0% (across 25.0%)");
        assert_eq!(describe_share(&json!({})), "unknown");
        let tiny = json!({
            "totals": {"comm_share": 0.0001},
            "per_process": [{"time": 1.0, "comm": comm(0.0001)}],
        });
        assert_eq!(describe_share(&tiny), "0.0%");
    }
}

//! The end of a `DVMH_STAT` run (`dvmh_finish`): every process sends its numbers to rank 0,
//! which writes the JSON file, the SVG chart and the table on standard error.
//!
//! Collective: every process calls it while MPI is still up. A file that cannot be written is
//! a warning, not an error: the program's own work is done by then.

use std::path::{Path, PathBuf};

use super::report::{local_from_json, local_to_json, Report};
use super::{svg, table, take};
use crate::fault::{RtError, RtResult};
use crate::log::log;
use crate::settings::LogLevel;
use crate::state::Runtime;

/// The JSON file's default name, in the current directory.
pub const DEFAULT_FILE: &str = "dvmh_stat.json";

/// The chart's file: the JSON file's with `.svg` for its `.json` (or added to it).
pub fn svg_path(json: &Path) -> PathBuf {
    if json.extension().is_some_and(|e| e == "json") {
        json.with_extension("svg")
    } else {
        let mut name = json.as_os_str().to_owned();
        name.push(".svg");
        PathBuf::from(name)
    }
}

/// Gathers the statistics on rank 0 and writes them (nothing when `DVMH_STAT` is off).
pub fn write(rt: &Runtime) -> RtResult<()> {
    let Some(local) = take() else {
        return Ok(());
    };
    let mine = serde_json::to_vec(&local_to_json(&local))
        .map_err(|e| RtError::local(format!("DVMH_STAT: {e}")))?;
    let size = rt.comm.size();
    let mut lengths = vec![0u8; 8 * size];
    rt.comm
        .all_gather(&(mine.len() as u64).to_le_bytes(), &mut lengths)?;
    let lengths: Vec<usize> = lengths
        .chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap_or_default()) as usize)
        .collect();
    let longest = lengths.iter().copied().max().unwrap_or(0);
    let mut padded = mine;
    padded.resize(longest, b' ');
    let mut all = vec![0u8; longest * size];
    rt.comm.all_gather(&padded, &mut all)?;
    if rt.comm.rank() != 0 {
        return Ok(());
    }
    let processes = all
        .chunks_exact(longest.max(1))
        .zip(&lengths)
        .map(|(chunk, &n)| {
            serde_json::from_slice(&chunk[..n])
                .ok()
                .and_then(|v| local_from_json(&v))
                .ok_or_else(|| RtError::local("DVMH_STAT: a process's statistics are garbled"))
        })
        .collect::<RtResult<Vec<_>>>()?;
    let report = Report { processes };
    let json_path = PathBuf::from(
        rt.settings
            .stat_file
            .clone()
            .unwrap_or_else(|| DEFAULT_FILE.to_string()),
    );
    let svg_path = svg_path(&json_path);
    let text = serde_json::to_string_pretty(&report.to_json())
        .map_err(|e| RtError::local(format!("DVMH_STAT: {e}")))?;
    let mut written = Vec::new();
    for (path, content) in [(&json_path, text + "\n"), (&svg_path, svg::chart(&report))] {
        match std::fs::write(path, content) {
            Ok(()) => written.push(path.display().to_string()),
            Err(e) => log!(
                LogLevel::Warning,
                "DVMH_STAT: cannot write {}: {e}",
                path.display()
            ),
        }
    }
    let files = if written.is_empty() {
        "no files written".to_string()
    } else {
        format!("written to {}", written.join(" and "))
    };
    eprint!("{}", table::table(&report, &files));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chart_sits_next_to_the_json_file() {
        assert_eq!(
            svg_path(Path::new("dvmh_stat.json")),
            PathBuf::from("dvmh_stat.svg")
        );
        assert_eq!(
            svg_path(Path::new("out/run1.stat")),
            PathBuf::from("out/run1.stat.svg")
        );
    }
}

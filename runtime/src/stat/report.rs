//! The job's statistics once every process's numbers are on rank 0: the per-loop view across
//! processes (imbalance, totals) and the JSON file.
//!
//! The processes' numbers travel as JSON too ([`local_to_json`], [`local_from_json`]): one
//! format for the wire and the file keeps the gathering trivial and the file's per-process
//! parts exactly what each process measured.

use serde_json::{json, Map, Value};

use super::{comm_total, Category, CommByKind, CommStat, Local, LoopStat};

/// Every process's numbers, indexed by rank.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub processes: Vec<Local>,
}

/// One loop across the processes.
pub struct LoopView<'a> {
    pub at: &'a str,
    /// The loop on each process (`None`: it never ran there).
    pub per_process: Vec<Option<&'a LoopStat>>,
}

impl LoopView<'_> {
    fn each<F: Fn(&LoopStat) -> f64>(&self, f: F) -> Vec<f64> {
        self.per_process.iter().map(|l| l.map_or(0.0, &f)).collect()
    }

    pub fn times(&self) -> Vec<f64> {
        self.each(|l| l.seconds)
    }

    /// Each process's time outside MPI calls.
    pub fn compute_times(&self) -> Vec<f64> {
        self.each(compute_seconds)
    }

    pub fn iterations(&self) -> u64 {
        self.per_process
            .iter()
            .flatten()
            .map(|l| l.iterations)
            .sum()
    }

    pub fn executions(&self) -> u64 {
        self.per_process
            .iter()
            .flatten()
            .map(|l| l.executions)
            .max()
            .unwrap_or(0)
    }

    /// Communication of every process together.
    pub fn comm(&self) -> CommByKind {
        let mut sum = CommByKind::default();
        for l in self.per_process.iter().flatten() {
            for (s, c) in sum.iter_mut().zip(&l.comm) {
                s.add(c);
            }
        }
        sum
    }

    /// Load imbalance: the largest process's computation time over the mean ([`imbalance`]).
    pub fn imbalance(&self) -> f64 {
        imbalance(&self.compute_times())
    }
}

/// A loop's time on one process less its time in MPI calls.
pub fn compute_seconds(l: &LoopStat) -> f64 {
    (l.seconds - comm_total(&l.comm).seconds).max(0.0)
}

/// `max / mean` of `values` (1 when they are all 0: nothing to balance).
pub fn imbalance(values: &[f64]) -> f64 {
    let max = values.iter().copied().fold(0.0, f64::max);
    let mean = values.iter().sum::<f64>() / values.len().max(1) as f64;
    if mean > 0.0 {
        max / mean
    } else {
        1.0
    }
}

impl Report {
    /// The loops in the order they first ran (rank 0's order, then loops only others ran).
    pub fn loops(&self) -> Vec<LoopView<'_>> {
        let mut names: Vec<&str> = Vec::new();
        for p in &self.processes {
            for l in &p.loops {
                if !names.contains(&l.at.as_str()) {
                    names.push(&l.at);
                }
            }
        }
        names
            .into_iter()
            .map(|at| LoopView {
                at,
                per_process: self
                    .processes
                    .iter()
                    .map(|p| p.loops.iter().find(|l| l.at == at))
                    .collect(),
            })
            .collect()
    }

    /// A process's communication, in loops and outside them.
    pub fn process_comm(&self, rank: usize) -> CommByKind {
        let p = &self.processes[rank];
        let mut sum = p.outside;
        for l in &p.loops {
            for (s, c) in sum.iter_mut().zip(&l.comm) {
                s.add(c);
            }
        }
        sum
    }

    /// The share of the program's time spent in MPI calls: the processes' communication time
    /// over their program time, both summed over the processes.
    pub fn comm_share(&self) -> f64 {
        let comm: f64 = (0..self.processes.len())
            .map(|r| comm_total(&self.process_comm(r)).seconds)
            .sum();
        let time: f64 = self.processes.iter().map(|p| p.program_seconds).sum();
        if time > 0.0 {
            comm / time
        } else {
            0.0
        }
    }

    /// The file `DVMH_STAT` writes.
    pub fn to_json(&self) -> Value {
        let loops: Vec<Value> = self
            .loops()
            .iter()
            .map(|v| {
                let per_process: Vec<Value> = v
                    .per_process
                    .iter()
                    .enumerate()
                    .map(|(rank, l)| {
                        let zero = LoopStat {
                            at: v.at.to_string(),
                            executions: 0,
                            iterations: 0,
                            seconds: 0.0,
                            comm: CommByKind::default(),
                        };
                        let l = l.unwrap_or(&zero);
                        json!({
                            "rank": rank,
                            "executions": l.executions,
                            "iterations": l.iterations,
                            "time": l.seconds,
                            "compute_time": compute_seconds(l),
                            "comm": comm_json(&l.comm),
                        })
                    })
                    .collect();
                let times = v.times();
                json!({
                    "at": v.at,
                    "executions": v.executions(),
                    "iterations": v.iterations(),
                    "time_max": times.iter().copied().fold(0.0, f64::max),
                    "time_mean": times.iter().sum::<f64>() / times.len().max(1) as f64,
                    "imbalance": v.imbalance(),
                    "comm": comm_json(&v.comm()),
                    "per_process": per_process,
                })
            })
            .collect();
        let processes: Vec<Value> = self
            .processes
            .iter()
            .enumerate()
            .map(|(rank, p)| {
                let comm = self.process_comm(rank);
                let total = comm_total(&comm);
                json!({
                    "rank": rank,
                    "threads": p.threads,
                    "time": p.program_seconds,
                    "loop_time": p.loops.iter().map(|l| l.seconds).sum::<f64>(),
                    "comm_time": total.seconds,
                    "comm_bytes": total.bytes,
                    "comm": comm_json(&comm),
                    "outside_loops": comm_json(&p.outside),
                })
            })
            .collect();
        let time_max = self
            .processes
            .iter()
            .map(|p| p.program_seconds)
            .fold(0.0, f64::max);
        let bytes: u64 = (0..self.processes.len())
            .map(|r| comm_total(&self.process_comm(r)).bytes)
            .sum();
        json!({
            "format": "dvmh-stat 1",
            "processes": self.processes.len(),
            "totals": {
                "time_max": time_max,
                "comm_share": self.comm_share(),
                "comm_bytes": bytes,
            },
            "loops": loops,
            "per_process": processes,
        })
    }
}

fn stat_json(c: &CommStat) -> Value {
    json!({ "bytes": c.bytes, "messages": c.messages, "time": c.seconds })
}

/// `{"shadow": {...}, "across": {...}, ...}`.
pub fn comm_json(comm: &CommByKind) -> Value {
    let mut map = Map::new();
    for k in Category::ALL {
        map.insert(k.name().to_string(), stat_json(&comm[k as usize]));
    }
    Value::Object(map)
}

fn comm_from_json(v: &Value) -> Option<CommByKind> {
    let mut comm = CommByKind::default();
    for k in Category::ALL {
        let c = v.get(k.name())?;
        comm[k as usize] = CommStat {
            bytes: c.get("bytes")?.as_u64()?,
            messages: c.get("messages")?.as_u64()?,
            seconds: c.get("time")?.as_f64()?,
        };
    }
    Some(comm)
}

/// One process's numbers as sent to rank 0.
pub fn local_to_json(local: &Local) -> Value {
    let loops: Vec<Value> = local
        .loops
        .iter()
        .map(|l| {
            json!({
                "at": l.at,
                "executions": l.executions,
                "iterations": l.iterations,
                "time": l.seconds,
                "comm": comm_json(&l.comm),
            })
        })
        .collect();
    json!({
        "threads": local.threads,
        "time": local.program_seconds,
        "outside_loops": comm_json(&local.outside),
        "loops": loops,
    })
}

/// The inverse of [`local_to_json`] (`None` for anything else).
pub fn local_from_json(v: &Value) -> Option<Local> {
    let loops = v
        .get("loops")?
        .as_array()?
        .iter()
        .map(|l| {
            Some(LoopStat {
                at: l.get("at")?.as_str()?.to_string(),
                executions: l.get("executions")?.as_u64()?,
                iterations: l.get("iterations")?.as_u64()?,
                seconds: l.get("time")?.as_f64()?,
                comm: comm_from_json(l.get("comm")?)?,
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some(Local {
        loops,
        outside: comm_from_json(v.get("outside_loops")?)?,
        program_seconds: v.get("time")?.as_f64()?,
        threads: v.get("threads")?.as_u64()? as usize,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Two processes running two loops; rank 1 also runs a third.
    pub(crate) fn sample() -> Report {
        let comm = |k: Category, bytes: u64, seconds: f64| {
            let mut c = CommByKind::default();
            c[k as usize] = CommStat {
                bytes,
                messages: 2,
                seconds,
            };
            c
        };
        let lp = |at: &str, iterations: u64, seconds: f64, comm: CommByKind| LoopStat {
            at: at.to_string(),
            executions: 10,
            iterations,
            seconds,
            comm,
        };
        let p0 = Local {
            loops: vec![
                lp("sor.fdv:11", 500, 1.0, CommByKind::default()),
                lp("sor.fdv:22", 400, 3.0, comm(Category::Across, 8000, 1.0)),
            ],
            outside: comm(Category::Other, 16, 0.5),
            program_seconds: 5.0,
            threads: 1,
        };
        let p1 = Local {
            loops: vec![
                lp("sor.fdv:11", 500, 1.0, CommByKind::default()),
                lp("sor.fdv:22", 400, 2.0, comm(Category::Across, 8000, 0.0)),
                lp("a<b>&.fdv:30", 1, 0.5, comm(Category::Reduction, 8, 0.25)),
            ],
            outside: CommByKind::default(),
            program_seconds: 5.0,
            threads: 2,
        };
        Report {
            processes: vec![p0, p1],
        }
    }

    #[test]
    fn processes_travel_as_json_unchanged() {
        for p in sample().processes {
            let text = serde_json::to_string(&local_to_json(&p)).unwrap();
            let back: Value = serde_json::from_str(&text).unwrap();
            assert_eq!(local_from_json(&back), Some(p));
        }
        assert_eq!(local_from_json(&json!({"loops": 3})), None);
    }

    #[test]
    fn the_json_file_is_consistent_with_the_measurements() {
        let report = sample();
        let text = serde_json::to_string_pretty(&report.to_json()).unwrap();
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["processes"], 2);
        let loops = v["loops"].as_array().unwrap();
        let names: Vec<&str> = loops.iter().map(|l| l["at"].as_str().unwrap()).collect();
        assert_eq!(names, ["sor.fdv:11", "sor.fdv:22", "a<b>&.fdv:30"]);
        let sor = &loops[1];
        assert_eq!(sor["iterations"], 800);
        assert_eq!(sor["executions"], 10);
        assert_eq!(sor["time_max"], 3.0);
        assert_eq!(sor["comm"]["across"]["bytes"], 16000);
        assert_eq!(sor["comm"]["shadow"]["bytes"], 0);
        // Computation: 2 s on both processes: balanced.
        assert_eq!(sor["imbalance"], 1.0);
        let per = sor["per_process"].as_array().unwrap();
        assert_eq!(per[0]["compute_time"], 2.0);
        // The loop that ran on rank 1 only: rank 0 has zeros, all imbalance on one side.
        assert_eq!(loops[2]["per_process"][0]["iterations"], 0);
        assert_eq!(loops[2]["imbalance"], 2.0);
        // Per-process totals add the loops and what happened outside them.
        let p0 = &v["per_process"][0];
        assert_eq!(p0["comm_bytes"], 8016);
        assert_eq!(p0["comm_time"], 1.5);
        assert_eq!(p0["loop_time"], 4.0);
        assert_eq!(v["per_process"][1]["threads"], 2);
        // (1.5 + 0.25) s of communication in 10 s of the two processes.
        assert_eq!(v["totals"]["comm_share"], 0.175);
        assert_eq!(v["totals"]["comm_bytes"], 16024);
    }

    #[test]
    fn imbalance_is_max_over_mean() {
        assert_eq!(imbalance(&[1.0, 3.0]), 1.5);
        assert_eq!(imbalance(&[0.0, 0.0]), 1.0);
        assert_eq!(imbalance(&[]), 1.0);
    }
}

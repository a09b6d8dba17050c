//! The `DVMH_*` environment variables: parsing, validation and clear error messages.
//!
//! Names and value formats follow the DVM system (`rts/dvmh/settings.cpp`): numbers, words
//! (case-insensitive), booleans (`1/on/yes/enable`, `0/off/no/disable`) and lists separated by
//! commas and/or spaces. Variables the DVM system knows but this runtime does not use are
//! accepted, their values checked where the format is plain (booleans, counts, performance
//! ratios: [`UNUSED_FORMATS`]) so that a job script written for the DVM system gets the same
//! error for the same mistake, and listed in [`Settings::ignored`] (an info message);
//! unknown `DVMH_*` names are reported so typos do not go unnoticed. `DVMH_STAT` and
//! `DVMH_STAT_FILE` are this runtime's own (the DVM system takes its statistics switch from
//! its parameter files, `usr.par`'s `Is_DVM_STAT`).
//! Parsing is a pure function of the variables, so it is tested without processes.

use std::ffi::OsString;
use std::fmt;
use std::time::Duration;

/// Detail of the log, as `DVMH_LOGLEVEL` (0 fatal .. 5 trace).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum LogLevel {
    Fatal = 0,
    Error = 1,
    Warning = 2,
    Info = 3,
    Debug = 4,
    Trace = 5,
}

impl LogLevel {
    pub fn name(self) -> &'static str {
        match self {
            LogLevel::Fatal => "fatal",
            LogLevel::Error => "error",
            LogLevel::Warning => "warning",
            LogLevel::Info => "info",
            LogLevel::Debug => "debug",
            LogLevel::Trace => "trace",
        }
    }

    fn parse(text: &str) -> Option<LogLevel> {
        const ALL: [LogLevel; 6] = [
            LogLevel::Fatal,
            LogLevel::Error,
            LogLevel::Warning,
            LogLevel::Info,
            LogLevel::Debug,
            LogLevel::Trace,
        ];
        let t = text.trim();
        if let Ok(n) = t.parse::<usize>() {
            return ALL.get(n).copied();
        }
        ALL.into_iter().find(|l| l.name().eq_ignore_ascii_case(t))
    }
}

/// The runtime's settings after validation.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    pub log_level: LogLevel,
    /// Messages at or below this level flush the log file at once.
    pub flush_log_level: LogLevel,
    /// `None`: standard error. `%d` is replaced by the process rank.
    pub log_file: Option<String>,
    /// Copy fatal messages to stderr as well when logging to a file.
    pub fatal_to_stderr: bool,
    /// Threads per process, a ring list indexed by process rank.
    pub num_threads: Option<Vec<usize>>,
    /// The explicit processor grid.
    pub proc_grid: Option<Vec<usize>>,
    /// `DVMH_TIMEOUT`: abort the job when a blocking MPI call makes no progress this long
    /// (`None`: wait forever, MPI's own behaviour).
    pub timeout: Option<Duration>,
    /// `DVMH_NUM_CUDAS`: how many GPUs a process may use (`Some(0)`: none, CPU only; `None`:
    /// the GPU of this process if one is found).
    pub num_cudas: Option<usize>,
    /// `DVMH_CUDA_EMULATION`: run device variants on the emulation device when no GPU is used.
    pub cuda_emulation: bool,
    /// `DVMH_ALLOW_ASYNC`: the host does not wait for the kernels of an `ASYNC` region
    /// (it waits when it needs their data, at the latest at the region's end).
    pub allow_async: bool,
    /// `DVMH_STAT`: write statistics at the end (`crate::stat`).
    pub stat: bool,
    /// `DVMH_STAT_FILE`: where the statistics' JSON file goes (the chart next to it); `None`:
    /// `dvmh_stat.json` in the current directory.
    pub stat_file: Option<String>,
    /// `DVMH_ACROSS_VARIANT`: how an ACROSS loop runs on a device.
    pub across_variant: AcrossVariant,
    /// `DVMH_CPU_PERF`: the relative performance of a process's CPU threads. With
    /// `DVMH_CUDAS_PERF`, a region's parallel loops are split between the CPU and the device
    /// in the ratio of the two (the DVM system's simple static scheme).
    pub cpu_perf: Option<f64>,
    /// `DVMH_CUDAS_PERF`: the relative performance of each of a process's GPUs (this runtime
    /// uses one, the first value).
    pub cudas_perf: Option<Vec<f64>>,
    /// `DVMH_SCHED_TECH`: how a region's loops are distributed over the CPU and the device.
    pub sched_tech: SchedTech,
    /// `DVMH_*` names this runtime does not know.
    pub unknown: Vec<String>,
    /// `DVMH_*` names of the DVM system that are set but have no effect here.
    pub ignored: Vec<String>,
}

/// `DVMH_ACROSS_VARIANT` (this runtime's own variable): which device variant of an ACROSS
/// loop runs — one launch per hyperplane (`launches`), one kernel that walks every plane
/// with a grid barrier between them (`kernel`), or the runtime's choice by the planes' sizes
/// (`auto`, the default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AcrossVariant {
    #[default]
    Auto,
    Launches,
    Kernel,
}

/// `DVMH_SCHED_TECH` (C-DVMH manual §14.2): the distribution mode of a region's parallel loops
/// over a process's devices, by number or by name (case-insensitive).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SchedTech {
    /// 0, `single`: one device only (the GPU when there is one, else the CPU); the weights
    /// are not used.
    Single,
    /// 1, `static` (the default): the simple static scheme, loops split in the ratio
    /// `DVMH_CPU_PERF` : `DVMH_CUDAS_PERF` when both are set.
    #[default]
    Static,
    /// 2, `dynamic1`: weights searched for during the run (not implemented: runs as
    /// [`SchedTech::Static`], with a warning).
    Dynamic1,
    /// 3, `dynamic2`: per-region weights searched for during the run (not implemented: as
    /// [`SchedTech::Static`], with a warning).
    Dynamic2,
    /// 4, `scheme`: weights read from `DVMH_SCHED_FILE` (not implemented: as
    /// [`SchedTech::Static`], with a warning).
    Scheme,
}

impl SchedTech {
    const NAMES: [(&'static str, SchedTech); 5] = [
        ("single", SchedTech::Single),
        ("static", SchedTech::Static),
        ("dynamic1", SchedTech::Dynamic1),
        ("dynamic2", SchedTech::Dynamic2),
        ("scheme", SchedTech::Scheme),
    ];

    fn parse(text: &str) -> Option<SchedTech> {
        let t = text.trim().to_ascii_lowercase();
        Self::NAMES
            .iter()
            .enumerate()
            .find(|(n, (name, _))| t == *name || t == n.to_string())
            .map(|(_, &(_, mode))| mode)
    }

    /// The mode's number and name, as `DVMH_SCHED_TECH` writes them.
    pub fn describe(self) -> String {
        let n = Self::NAMES
            .iter()
            .position(|&(_, m)| m == self)
            .unwrap_or(1);
        format!("{n} ({})", Self::NAMES[n].0)
    }

    /// Whether the mode splits loops by `DVMH_CPU_PERF` / `DVMH_CUDAS_PERF`.
    pub fn uses_weights(self) -> bool {
        self != SchedTech::Single
    }

    /// Whether the mode is one this runtime runs as another (the dynamic and the scheme
    /// modes run as the simple static one).
    pub fn runs_as_static(self) -> bool {
        matches!(
            self,
            SchedTech::Dynamic1 | SchedTech::Dynamic2 | SchedTech::Scheme
        )
    }
}

impl AcrossVariant {
    fn parse(text: &str) -> Option<AcrossVariant> {
        match text.trim().to_ascii_lowercase().as_str() {
            "auto" => Some(AcrossVariant::Auto),
            "launches" => Some(AcrossVariant::Launches),
            "kernel" => Some(AcrossVariant::Kernel),
            _ => None,
        }
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            // The DVM system's default is 1 (errors); warnings are shown too here, so that
            // misspelt DVMH_* variables and similar mistakes are seen.
            log_level: LogLevel::Warning,
            flush_log_level: LogLevel::Fatal,
            log_file: None,
            fatal_to_stderr: true,
            num_threads: None,
            proc_grid: None,
            timeout: None,
            num_cudas: None,
            cuda_emulation: false,
            allow_async: false,
            stat: false,
            stat_file: None,
            across_variant: AcrossVariant::Auto,
            cpu_perf: None,
            cudas_perf: None,
            sched_tech: SchedTech::Static,
            unknown: Vec::new(),
            ignored: Vec::new(),
        }
    }
}

impl Settings {
    /// `DVMH_NUM_THREADS` for the process `rank`, if set.
    pub fn threads_for(&self, rank: usize) -> Option<usize> {
        self.num_threads
            .as_ref()
            .and_then(|list| list.get(rank % list.len().max(1)).copied())
    }
}

/// A variable with a bad value: `DVMH_NUM_THREADS='x': expected a positive integer (at most 1024)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingError {
    pub name: String,
    /// The value as given (bytes that are not UTF-8 shown as U+FFFD).
    pub value: String,
    /// What is wrong with it: `expected ...`, or that it is not text.
    pub problem: String,
}

impl fmt::Display for SettingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}='{}': {}", self.name, self.value, self.problem)
    }
}

/// `DVMH_*` names read by dvmhc's own tools, not by a running program: the compiler driver
/// (`DVMH_CC`, `DVMH_RUNTIME_LIB`), the test suite and benchmarks (`DVMH_PTXAS`,
/// `DVMH_BENCH_*`, ...) and the set-up scripts (`DVMH_TOOLS_DIR`). A program started from a
/// shell that sets them is not warned about them; a `DVMH_BENCH_` prefix covers every
/// benchmark size setting.
const TOOL_SETTINGS: &[&str] = &[
    "DVMH_CC",
    "DVMH_RUNTIME_LIB",
    "DVMH_PTXAS",
    "DVMH_REQUIRE_PTXAS",
    "DVMH_TOOLS_DIR",
    "DVMH_TARGET_DIR",
    "DVMH_BLESS",
    "DVMH_MUTANTS",
    "DVMH_MUTATION_SEED",
];

fn is_tool_setting(name: &str) -> bool {
    TOOL_SETTINGS.contains(&name) || name.starts_with("DVMH_BENCH_")
}

/// Every `DVMH_*` name of the DVM system (settings.cpp and the driver), used or not here.
const KNOWN: &[&str] = &[
    "DVMH_LOGLEVEL",
    "DVMH_FLUSHLOGLEVEL",
    "DVMH_LOGFILE",
    "DVMH_FATAL_TO_STDERR",
    "DVMH_NUM_THREADS",
    "DVMH_NUM_CUDAS",
    "DVMH_CPU_PERF",
    "DVMH_CUDAS_PERF",
    "DVMH_PPN",
    "DVMH_PROC_GRID",
    "DVMH_SET_AFFINITY",
    "DVMH_STACKSIZE",
    "DVMH_SCHED_TECH",
    "DVMH_SCHED_FILE",
    "DVMH_REDUCE_DEPS",
    "DVMH_OPT_PARAMS",
    "DVMH_USE_GENBLOCK",
    "DVMH_ALLOW_ASYNC",
    "DVMH_PREFER_BEST_ORDER",
    "DVMH_CHECK_EXCHANGE_MAP",
    "DVMH_COMPARE_DEBUG",
    "DVMH_COMPARE_FLOATS_EPS",
    "DVMH_COMPARE_DOUBLES_EPS",
    "DVMH_COMPARE_LONGDOUBLES_EPS",
    "DVMH_SYNC_CUDA",
    "DVMH_FORTRAN_NOTATION",
    "DVMH_ON_THE_FLY_DEBUG",
    "DVMH_CACHE_CUDA_ALLOC",
    "DVMH_PAGE_LOCK_HOST_MEM",
    "DVMH_NO_DIRECT_COPY",
    "DVMH_CUDA_PREFER_SHARED",
    "DVMH_SPECIALIZE_RTC",
    "DVMH_NUM_VARIANTS_FOR_VAR_RTC",
    "DVMH_PREFER_CALL_SWITCH",
    "DVMH_PARALLEL_IO_THRES",
    "DVMH_IO_BUF_SIZE",
    "DVMH_IO_THREAD_COUNT",
    "DVMH_ARGS",
    "DVMH_CUDA_EMULATION",
    "DVMH_STAT",
    "DVMH_STAT_FILE",
    "DVMH_ACROSS_VARIANT",
];

/// The value format of a variable the DVM system reads and this runtime does not use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Format {
    Bool,
    /// A positive integer.
    Count,
    /// Positive integers, one per node or process.
    CountList,
    /// A non-negative real (relative performance, a tolerance).
    Real,
    /// Non-negative reals, one per device.
    RealList,
}

impl Format {
    fn expected(self) -> &'static str {
        match self {
            Format::Bool => BOOL_EXPECTED,
            Format::Count => "a positive integer",
            Format::CountList => "positive integers separated by spaces or commas",
            Format::Real => "a non-negative number",
            Format::RealList => "non-negative numbers separated by spaces or commas",
        }
    }

    fn accepts(self, value: &str) -> bool {
        let real = |s: &str| parse_real(s).is_some();
        match self {
            Format::Bool => parse_bool(value).is_some(),
            Format::Count => value.trim().parse::<usize>().is_ok_and(|n| n > 0),
            Format::CountList => parse_positive_list(value, false).is_some(),
            Format::Real => real(value.trim()),
            Format::RealList => split_list(value, false)
                .is_some_and(|items| !items.is_empty() && items.iter().all(|s| real(s))),
        }
    }
}

/// The DVM system's variables this runtime does not use whose values have a plain format;
/// the others of [`KNOWN`] (file names, the driver's `DVMH_ARGS`, scheduling words) are not
/// checked.
const UNUSED_FORMATS: &[(&str, Format)] = &[
    ("DVMH_PPN", Format::CountList),
    ("DVMH_SET_AFFINITY", Format::Bool),
    ("DVMH_REDUCE_DEPS", Format::Bool),
    ("DVMH_USE_GENBLOCK", Format::Bool),
    ("DVMH_PREFER_BEST_ORDER", Format::Bool),
    ("DVMH_CHECK_EXCHANGE_MAP", Format::Bool),
    ("DVMH_COMPARE_DEBUG", Format::Bool),
    ("DVMH_COMPARE_FLOATS_EPS", Format::Real),
    ("DVMH_COMPARE_DOUBLES_EPS", Format::Real),
    ("DVMH_COMPARE_LONGDOUBLES_EPS", Format::Real),
    ("DVMH_SYNC_CUDA", Format::Bool),
    ("DVMH_FORTRAN_NOTATION", Format::Bool),
    ("DVMH_CACHE_CUDA_ALLOC", Format::Bool),
    ("DVMH_PAGE_LOCK_HOST_MEM", Format::Bool),
    ("DVMH_NO_DIRECT_COPY", Format::Bool),
    ("DVMH_CUDA_PREFER_SHARED", Format::Bool),
    ("DVMH_SPECIALIZE_RTC", Format::Bool),
    ("DVMH_PREFER_CALL_SWITCH", Format::Bool),
    ("DVMH_NUM_VARIANTS_FOR_VAR_RTC", Format::Count),
    ("DVMH_IO_THREAD_COUNT", Format::Count),
];

const BOOL_EXPECTED: &str = "a boolean (1, on, yes, enable, 0, off, no, disable)";

/// The most GPUs `DVMH_NUM_CUDAS` may name (a node has far fewer).
pub const MAX_CUDAS: usize = 64;

/// The most threads one process may start: far above any node's core count, and low enough
/// that a typo (`DVMH_NUM_THREADS=99999`) is an error, not a machine brought to its knees.
pub const MAX_THREADS: usize = 1024;
const MAX_THREADS_EXPECTED: &str = "a positive integer (at most 1024)";

/// Splits a list value: elements separated by commas and/or blanks (and `x` when `allow_x`);
/// repeated blanks count as one; `None` for an empty element between separators (`"1,,2"`).
fn split_list(value: &str, allow_x: bool) -> Option<Vec<&str>> {
    let is_comma = |c: char| c == ',' || (allow_x && (c == 'x' || c == 'X'));
    let parts: Vec<&str> = value.split(is_comma).collect();
    if parts.len() > 1 && parts.iter().any(|p| p.trim().is_empty()) {
        return None;
    }
    Some(parts.iter().flat_map(|p| p.split_whitespace()).collect())
}

fn parse_positive_list(value: &str, allow_x: bool) -> Option<Vec<usize>> {
    let items = split_list(value, allow_x)?;
    if items.is_empty() {
        return None;
    }
    items
        .iter()
        .map(|s| s.parse::<usize>().ok().filter(|&n| n > 0))
        .collect()
}

fn parse_bool(value: &str) -> Option<bool> {
    match value.trim().to_ascii_lowercase().as_str() {
        "1" | "on" | "yes" | "enable" | "true" => Some(true),
        "0" | "off" | "no" | "disable" | "false" => Some(false),
        _ => None,
    }
}

const TIMEOUT_EXPECTED: &str = "a positive number of seconds (e.g. 60 or 2.5)";

/// `DVMH_TIMEOUT`: seconds, possibly fractional, positive and finite.
fn parse_timeout(value: &str) -> Option<Duration> {
    let seconds: f64 = value.trim().parse().ok()?;
    if seconds.is_nan() || seconds <= 0.0 {
        return None;
    }
    Duration::try_from_secs_f64(seconds).ok()
}

/// Validates the `DVMH_*` variables of the environment, as [`parse`] does. Names and values are
/// OS strings: a `DVMH_*` variable whose name or value is not UTF-8 is an error naming it (it
/// cannot be meant as anything this runtime understands, and ignoring it would hide the
/// mistake); other variables are not looked at.
pub fn parse_os<I>(vars: I) -> Result<Settings, SettingError>
where
    I: IntoIterator<Item = (OsString, OsString)>,
{
    let mut text = Vec::new();
    for (name, value) in vars {
        if !name.as_encoded_bytes().starts_with(b"DVMH_") {
            continue;
        }
        match (name.into_string(), value.into_string()) {
            (Ok(name), Ok(value)) => text.push((name, value)),
            (Ok(name), Err(value)) => {
                return Err(SettingError {
                    name,
                    value: value.to_string_lossy().into_owned(),
                    problem: "the value is not valid UTF-8 text".to_string(),
                })
            }
            (Err(name), value) => {
                return Err(SettingError {
                    name: name.to_string_lossy().into_owned(),
                    value: value.unwrap_or_else(|v| v.to_string_lossy().into_owned()),
                    problem: "the variable's name is not valid UTF-8 text".to_string(),
                })
            }
        }
    }
    parse(text)
}

/// Validates the `DVMH_*` variables among `vars` (other names are ignored). An empty value
/// means "unset", as in the DVM system.
pub fn parse<I, K, V>(vars: I) -> Result<Settings, SettingError>
where
    I: IntoIterator<Item = (K, V)>,
    K: AsRef<str>,
    V: AsRef<str>,
{
    let mut s = Settings::default();
    let mut vars: Vec<(String, String)> = vars
        .into_iter()
        .filter(|(k, _)| k.as_ref().starts_with("DVMH_"))
        .map(|(k, v)| (k.as_ref().to_string(), v.as_ref().to_string()))
        .collect();
    vars.sort();
    for (name, value) in vars {
        let error = |expected: &str| SettingError {
            name: name.clone(),
            value: value.clone(),
            problem: format!("expected {expected}"),
        };
        if value.trim().is_empty() {
            continue;
        }
        match name.as_str() {
            "DVMH_LOGLEVEL" => {
                s.log_level = LogLevel::parse(&value)
                    .ok_or_else(|| error("0..5 or fatal, error, warning, info, debug, trace"))?
            }
            "DVMH_FLUSHLOGLEVEL" => {
                s.flush_log_level = LogLevel::parse(&value)
                    .ok_or_else(|| error("0..5 or fatal, error, warning, info, debug, trace"))?
            }
            "DVMH_LOGFILE" => s.log_file = Some(value.clone()),
            "DVMH_FATAL_TO_STDERR" => {
                s.fatal_to_stderr = parse_bool(&value).ok_or_else(|| error(BOOL_EXPECTED))?
            }
            "DVMH_NUM_THREADS" => {
                s.num_threads = Some(
                    parse_positive_list(&value, false)
                        .filter(|counts| counts.iter().all(|&n| n <= MAX_THREADS))
                        .ok_or_else(|| error(MAX_THREADS_EXPECTED))?,
                )
            }
            "DVMH_PROC_GRID" => {
                s.proc_grid = Some(parse_positive_list(&value, true).ok_or_else(|| {
                    error("positive integers separated by spaces, commas or 'x' (e.g. \"4 2\")")
                })?)
            }
            "DVMH_TIMEOUT" => {
                s.timeout = Some(parse_timeout(&value).ok_or_else(|| error(TIMEOUT_EXPECTED))?)
            }
            "DVMH_NUM_CUDAS" => {
                s.num_cudas = Some(
                    value
                        .trim()
                        .parse::<usize>()
                        .ok()
                        .filter(|&n| n <= MAX_CUDAS)
                        .ok_or_else(|| error("a number of GPUs from 0 (CPU only) to 64"))?,
                )
            }
            "DVMH_CUDA_EMULATION" => {
                s.cuda_emulation = parse_bool(&value).ok_or_else(|| error(BOOL_EXPECTED))?
            }
            "DVMH_ALLOW_ASYNC" => {
                s.allow_async = parse_bool(&value).ok_or_else(|| error(BOOL_EXPECTED))?
            }
            "DVMH_STAT" => s.stat = parse_bool(&value).ok_or_else(|| error(BOOL_EXPECTED))?,
            "DVMH_ACROSS_VARIANT" => {
                s.across_variant =
                    AcrossVariant::parse(&value).ok_or_else(|| error("auto, launches or kernel"))?
            }
            "DVMH_STAT_FILE" => s.stat_file = Some(value.clone()),
            "DVMH_SCHED_TECH" => {
                s.sched_tech = SchedTech::parse(&value).ok_or_else(|| {
                    error("0 (single), 1 (static), 2 (dynamic1), 3 (dynamic2) or 4 (scheme)")
                })?
            }
            "DVMH_CPU_PERF" => {
                s.cpu_perf =
                    Some(parse_real(value.trim()).ok_or_else(|| error(Format::Real.expected()))?)
            }
            "DVMH_CUDAS_PERF" => {
                s.cudas_perf = Some(
                    split_list(&value, false)
                        .filter(|items| !items.is_empty())
                        .and_then(|items| items.iter().map(|i| parse_real(i)).collect())
                        .ok_or_else(|| error(Format::RealList.expected()))?,
                )
            }
            other if KNOWN.contains(&other) => {
                if let Some(&(_, format)) = UNUSED_FORMATS.iter().find(|(n, _)| *n == other) {
                    if !format.accepts(&value) {
                        return Err(error(format.expected()));
                    }
                }
                s.ignored.push(other.to_string());
            }
            other if is_tool_setting(other) => {}
            other => s.unknown.push(other.to_string()),
        }
    }
    if let (Some(cpu), Some(gpus)) = (s.cpu_perf, &s.cudas_perf) {
        if cpu == 0.0 && gpus.first() == Some(&0.0) {
            return Err(SettingError {
                name: "DVMH_CUDAS_PERF".to_string(),
                value: "0".to_string(),
                problem: "expected a positive performance when DVMH_CPU_PERF is 0 too (a loop must run somewhere)".to_string(),
            });
        }
    }
    Ok(s)
}

/// A non-negative finite real.
fn parse_real(s: &str) -> Option<f64> {
    s.parse::<f64>().ok().filter(|x| x.is_finite() && *x >= 0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_one(name: &str, value: &str) -> Result<Settings, SettingError> {
        parse([(name, value)])
    }

    #[test]
    fn across_variants() {
        for (text, v) in [
            ("auto", AcrossVariant::Auto),
            (" Launches", AcrossVariant::Launches),
            ("KERNEL", AcrossVariant::Kernel),
        ] {
            assert_eq!(
                parse_one("DVMH_ACROSS_VARIANT", text)
                    .unwrap()
                    .across_variant,
                v
            );
        }
        let e = parse_one("DVMH_ACROSS_VARIANT", "planes").unwrap_err();
        assert_eq!(
            e.to_string(),
            "DVMH_ACROSS_VARIANT='planes': expected auto, launches or kernel"
        );
    }

    #[test]
    fn sched_tech_by_number_or_name() {
        for (text, mode) in [
            ("0", SchedTech::Single),
            ("Single", SchedTech::Single),
            ("1", SchedTech::Static),
            (" static ", SchedTech::Static),
            ("2", SchedTech::Dynamic1),
            ("DYNAMIC2", SchedTech::Dynamic2),
            ("4", SchedTech::Scheme),
        ] {
            assert_eq!(
                parse_one("DVMH_SCHED_TECH", text).unwrap().sched_tech,
                mode,
                "{text}"
            );
        }
        assert_eq!(
            parse(Vec::<(String, String)>::new()).unwrap().sched_tech,
            SchedTech::Static
        );
        assert!(!SchedTech::Single.uses_weights() && SchedTech::Static.uses_weights());
        assert!(SchedTech::Dynamic1.runs_as_static() && !SchedTech::Single.runs_as_static());
        assert_eq!(SchedTech::Dynamic2.describe(), "3 (dynamic2)");
        for bad in ["5", "-1", "dynamic", "1.0"] {
            let e = parse_one("DVMH_SCHED_TECH", bad).unwrap_err();
            assert_eq!(
                e.to_string(),
                format!("DVMH_SCHED_TECH='{bad}': expected 0 (single), 1 (static), 2 (dynamic1), 3 (dynamic2) or 4 (scheme)")
            );
        }
    }

    #[test]
    fn defaults_without_variables() {
        let s = parse(Vec::<(String, String)>::new()).unwrap();
        assert_eq!(s, Settings::default());
        assert_eq!(s.threads_for(3), None);
    }

    #[test]
    fn thread_counts_single_and_ring_list() {
        let s = parse_one("DVMH_NUM_THREADS", "3").unwrap();
        assert_eq!(s.threads_for(0), Some(3));
        assert_eq!(s.threads_for(7), Some(3));
        let s = parse_one("DVMH_NUM_THREADS", "2 1, 2").unwrap();
        assert_eq!(s.num_threads, Some(vec![2, 1, 2]));
        assert_eq!(s.threads_for(1), Some(1));
        assert_eq!(s.threads_for(4), Some(1));
        let s = parse_one("DVMH_NUM_THREADS", "").unwrap();
        assert_eq!(s.num_threads, None);
    }

    #[test]
    fn bad_thread_counts_are_clear_errors() {
        let e = parse_one("DVMH_NUM_THREADS", "x").unwrap_err();
        assert_eq!(
            e.to_string(),
            "DVMH_NUM_THREADS='x': expected a positive integer (at most 1024)"
        );
        assert!(parse_one("DVMH_NUM_THREADS", "0").is_err());
        assert!(parse_one("DVMH_NUM_THREADS", "-2").is_err());
        assert!(parse_one("DVMH_NUM_THREADS", "1,,2").is_err());
        assert!(parse_one("DVMH_NUM_THREADS", "1024").is_ok());
        assert!(parse_one("DVMH_NUM_THREADS", "99999").is_err());
    }

    #[test]
    fn processor_grid_separators() {
        for text in ["4 2", "4,2", "4x2", " 4 , 2 ", "4X2"] {
            assert_eq!(
                parse_one("DVMH_PROC_GRID", text).unwrap().proc_grid,
                Some(vec![4, 2])
            );
        }
        let e = parse_one("DVMH_PROC_GRID", "4 two").unwrap_err();
        assert_eq!(
            e.to_string(),
            "DVMH_PROC_GRID='4 two': expected positive integers separated by spaces, commas or 'x' (e.g. \"4 2\")"
        );
        assert!(parse_one("DVMH_PROC_GRID", "4 0").is_err());
    }

    #[test]
    fn timeouts_are_positive_seconds() {
        let t = |v| parse_one("DVMH_TIMEOUT", v).map(|s| s.timeout);
        assert_eq!(t("10"), Ok(Some(Duration::from_secs(10))));
        assert_eq!(t(" 2.5 "), Ok(Some(Duration::from_millis(2500))));
        assert_eq!(t("1e-3"), Ok(Some(Duration::from_millis(1))));
        assert_eq!(t(""), Ok(None));
        assert_eq!(
            t("0").unwrap_err().to_string(),
            "DVMH_TIMEOUT='0': expected a positive number of seconds (e.g. 60 or 2.5)"
        );
        for bad in ["-1", "ten", "inf", "NaN", "1e300", "5s"] {
            assert!(t(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn values_that_are_not_text_are_errors_naming_the_variable() {
        use std::os::unix::ffi::OsStringExt;
        let os = |s: &str| OsString::from(s);
        let bad = OsString::from_vec(b"4\xff2".to_vec());
        let e = parse_os([(os("DVMH_PROC_GRID"), bad.clone())]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "DVMH_PROC_GRID='4\u{fffd}2': the value is not valid UTF-8 text"
        );
        let name = OsString::from_vec(b"DVMH_\xffX".to_vec());
        let e = parse_os([(name, os("1"))]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "DVMH_\u{fffd}X='1': the variable's name is not valid UTF-8 text"
        );
        // Other variables are none of the runtime's business, text or not.
        let s = parse_os([(os("LANG"), bad), (os("DVMH_NUM_THREADS"), os("3"))]).unwrap();
        assert_eq!(s.num_threads, Some(vec![3]));
    }

    #[test]
    fn gpu_counts_and_emulation() {
        let s = parse([("DVMH_NUM_CUDAS", "0"), ("DVMH_CUDA_EMULATION", "on")]).unwrap();
        assert_eq!(s.num_cudas, Some(0));
        assert!(s.cuda_emulation);
        assert_eq!(
            parse_one("DVMH_NUM_CUDAS", " 2 ").unwrap().num_cudas,
            Some(2)
        );
        assert_eq!(parse_one("DVMH_NUM_CUDAS", "").unwrap().num_cudas, None);
        assert_eq!(
            parse_one("DVMH_NUM_CUDAS", "two").unwrap_err().to_string(),
            "DVMH_NUM_CUDAS='two': expected a number of GPUs from 0 (CPU only) to 64"
        );
        for bad in ["-1", "65", "1 2"] {
            assert!(parse_one("DVMH_NUM_CUDAS", bad).is_err(), "{bad}");
        }
        assert_eq!(
            parse_one("DVMH_CUDA_EMULATION", "2")
                .unwrap_err()
                .to_string(),
            "DVMH_CUDA_EMULATION='2': expected a boolean (1, on, yes, enable, 0, off, no, disable)"
        );
    }

    #[test]
    fn log_levels_by_number_or_name() {
        assert_eq!(
            parse_one("DVMH_LOGLEVEL", "4").unwrap().log_level,
            LogLevel::Debug
        );
        assert_eq!(
            parse_one("DVMH_LOGLEVEL", "Trace").unwrap().log_level,
            LogLevel::Trace
        );
        assert_eq!(
            parse_one("DVMH_LOGLEVEL", "0").unwrap().log_level,
            LogLevel::Fatal
        );
        let e = parse_one("DVMH_LOGLEVEL", "9").unwrap_err();
        assert_eq!(
            e.to_string(),
            "DVMH_LOGLEVEL='9': expected 0..5 or fatal, error, warning, info, debug, trace"
        );
    }

    #[test]
    fn booleans_and_files() {
        let s = parse([
            ("DVMH_FATAL_TO_STDERR", "off"),
            ("DVMH_LOGFILE", "dvmh_%d.log"),
        ])
        .unwrap();
        assert!(!s.fatal_to_stderr);
        assert_eq!(s.log_file.as_deref(), Some("dvmh_%d.log"));
        assert!(parse_one("DVMH_FATAL_TO_STDERR", "maybe").is_err());
    }

    #[test]
    fn statistics_switch_and_file() {
        let s = parse([("DVMH_STAT", "yes"), ("DVMH_STAT_FILE", "out/run.json")]).unwrap();
        assert!(s.stat);
        assert_eq!(s.stat_file.as_deref(), Some("out/run.json"));
        assert!(!parse_one("DVMH_STAT", "0").unwrap().stat);
        assert!(!parse_one("DVMH_STAT", "").unwrap().stat);
        assert_eq!(
            parse_one("DVMH_STAT", "full").unwrap_err().to_string(),
            "DVMH_STAT='full': expected a boolean (1, on, yes, enable, 0, off, no, disable)"
        );
    }

    #[test]
    fn unused_variables_of_the_dvm_system_are_checked_by_their_format() {
        let s = parse([
            ("DVMH_SET_AFFINITY", "on"),
            ("DVMH_PPN", "2, 2"),
            ("DVMH_CPU_PERF", "1.5"),
            ("DVMH_CUDAS_PERF", "1 2.5"),
            ("DVMH_SCHED_FILE", "sched.txt"),
        ])
        .unwrap();
        assert_eq!(s.cpu_perf, Some(1.5));
        assert_eq!(s.cudas_perf, Some(vec![1.0, 2.5]));
        let zero = parse([("DVMH_CPU_PERF", "0"), ("DVMH_CUDAS_PERF", "0.0")]).unwrap_err();
        assert_eq!(zero.name, "DVMH_CUDAS_PERF");
        assert!(parse([("DVMH_CPU_PERF", "0"), ("DVMH_CUDAS_PERF", "1")]).is_ok());
        assert_eq!(
            s.ignored,
            ["DVMH_PPN", "DVMH_SCHED_FILE", "DVMH_SET_AFFINITY"]
        );
        assert!(s.unknown.is_empty());
        assert_eq!(
            parse_one("DVMH_SET_AFFINITY", "2").unwrap_err().to_string(),
            "DVMH_SET_AFFINITY='2': expected a boolean (1, on, yes, enable, 0, off, no, disable)"
        );
        assert_eq!(
            parse_one("DVMH_PPN", "0").unwrap_err().to_string(),
            "DVMH_PPN='0': expected positive integers separated by spaces or commas"
        );
        assert_eq!(
            parse_one("DVMH_CPU_PERF", "fast").unwrap_err().to_string(),
            "DVMH_CPU_PERF='fast': expected a non-negative number"
        );
        for (name, bad) in [
            ("DVMH_CUDAS_PERF", "1,,2"),
            ("DVMH_CUDAS_PERF", "-1"),
            ("DVMH_CUDAS_PERF", "1,x"),
            ("DVMH_CPU_PERF", "-0.5"),
            ("DVMH_COMPARE_DOUBLES_EPS", "inf"),
            ("DVMH_IO_THREAD_COUNT", "0"),
            ("DVMH_FORTRAN_NOTATION", "maybe"),
        ] {
            let e = parse_one(name, bad).unwrap_err();
            assert_eq!(e.name, name);
        }
        // Every format-checked name is one the DVM system knows.
        for (name, _) in UNUSED_FORMATS {
            assert!(KNOWN.contains(name), "{name}");
        }
    }

    #[test]
    fn unknown_names_are_collected_and_known_ones_accepted() {
        let s = parse([
            ("DVMH_NUM_THRADS", "2"),
            ("DVMH_NUM_CUDAS", "0"),
            ("PATH", "/bin"),
            ("DVMH_FOO", "1"),
            ("DVMH_PTXAS", "/opt/ptxas"),
            ("DVMH_BENCH_LINES", "5000"),
        ])
        .unwrap();
        assert_eq!(
            s.unknown,
            vec!["DVMH_FOO".to_string(), "DVMH_NUM_THRADS".to_string()]
        );
    }
}

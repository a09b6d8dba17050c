//! The runtime's one logging facility, honouring `DVMH_LOGLEVEL`, `DVMH_FLUSHLOGLEVEL` and
//! `DVMH_LOGFILE` (`%d` in the name becomes the process rank; default: standard error).
//!
//! Lines look like `dvmh[2] warning: ...`. Until `dvmh_init` has read the settings, messages
//! of level warning and above go to standard error.

use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::Write;
use std::sync::{Mutex, OnceLock};

use crate::settings::{LogLevel, Settings};

enum Sink {
    Stderr,
    File(File),
}

struct Logger {
    level: LogLevel,
    flush_level: LogLevel,
    fatal_to_stderr: bool,
    rank: usize,
    sink: Mutex<Sink>,
}

static LOGGER: OnceLock<Logger> = OnceLock::new();

/// The log file name for a process: `%d` replaced by its rank.
pub fn file_name_for(pattern: &str, rank: usize) -> String {
    pattern.replace("%d", &rank.to_string())
}

/// Sets the logger up from the settings; the first call wins.
pub fn configure(settings: &Settings, rank: usize) {
    let mut problem = None;
    let sink = match &settings.log_file {
        None => Sink::Stderr,
        Some(pattern) => {
            let name = file_name_for(pattern, rank);
            match OpenOptions::new().create(true).append(true).open(&name) {
                Ok(f) => Sink::File(f),
                Err(e) => {
                    problem = Some(format!(
                        "DVMH_LOGFILE: cannot open '{name}': {e}; logging to standard error"
                    ));
                    Sink::Stderr
                }
            }
        }
    };
    let _ = LOGGER.set(Logger {
        level: settings.log_level,
        flush_level: settings.flush_log_level,
        fatal_to_stderr: settings.fatal_to_stderr,
        rank,
        sink: Mutex::new(sink),
    });
    if let Some(p) = problem {
        emit(LogLevel::Warning, format_args!("{p}"));
    }
}

/// Whether messages of `level` are written.
pub fn enabled(level: LogLevel) -> bool {
    level <= LOGGER.get().map_or(LogLevel::Warning, |l| l.level)
}

/// Writes one message (the caller checked [`enabled`], or uses the [`log!`] macro).
pub fn emit(level: LogLevel, message: fmt::Arguments<'_>) {
    let Some(logger) = LOGGER.get() else {
        let _ = writeln!(std::io::stderr(), "dvmh {}: {message}", level.name());
        return;
    };
    let line = format!("dvmh[{}] {}: {message}\n", logger.rank, level.name());
    let mut sink = match logger.sink.lock() {
        Ok(s) => s,
        Err(poisoned) => poisoned.into_inner(),
    };
    match &mut *sink {
        Sink::Stderr => {
            let _ = std::io::stderr().write_all(line.as_bytes());
        }
        Sink::File(f) => {
            let _ = f.write_all(line.as_bytes());
            if level <= logger.flush_level {
                let _ = f.flush();
            }
        }
    }
}

/// Records a fatal error in the log file, if there is one (standard error gets the error line
/// from `error` itself). Returns whether the error should also go to standard error.
pub fn fatal_to_file(line: &str) -> bool {
    let Some(logger) = LOGGER.get() else {
        return true;
    };
    let Ok(mut sink) = logger.sink.try_lock() else {
        return true;
    };
    match &mut *sink {
        Sink::Stderr => true,
        Sink::File(f) => {
            let _ = writeln!(f, "dvmh[{}] fatal: {line}", logger.rank);
            let _ = f.flush();
            logger.fatal_to_stderr
        }
    }
}

/// `log!(LogLevel::Debug, "format", args...)`: formats only when the level is enabled.
macro_rules! log {
    ($level:expr, $($arg:tt)*) => {
        if $crate::log::enabled($level) {
            $crate::log::emit($level, format_args!($($arg)*));
        }
    };
}
pub(crate) use log;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn per_process_file_names() {
        assert_eq!(file_name_for("dvmh_%d.log", 3), "dvmh_3.log");
        assert_eq!(file_name_for("run.log", 3), "run.log");
    }
}

//! Scalars that one iteration of a parallel loop would pass to the next.
//!
//! Why this exists: a scalar the body assigns without PRIVATE or REDUCTION is made private to
//! each iteration (each process and thread has its own copy), as the DVM system does. That is
//! right when every iteration sets it before reading it. When an iteration reads it first, the
//! serial program reads the value an earlier iteration left, which a parallel run never has:
//! the iterations depend on each other through the scalar, and the results change with the
//! number of processes. The front ends find the first access to the scalar in one iteration's
//! order (each on its own syntax tree, conservatively: an access under a condition, in an inner
//! loop or through a call is not known) and report a certain read before any write here, with
//! the same words for both languages and each language's spelling of the clause.

/// The host language, for the spelling of clauses in messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Fortran,
    C,
}

/// The first access to a scalar in one iteration of a loop body, in the serial order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch<P> {
    /// A read that runs in every iteration before any write of the same iteration.
    Read(P),
    /// An assignment that runs in every iteration before any read.
    Write(P),
    /// Something that may read or write it, or may not run (a condition, an inner loop, a
    /// call that gets its address): nothing is proven.
    Unknown,
}

impl<P> Touch<P> {
    /// The first of two accesses in sequence: `self`, or `then` when `self` is none.
    pub fn then(
        first: Option<Touch<P>>,
        then: impl FnOnce() -> Option<Touch<P>>,
    ) -> Option<Touch<P>> {
        match first {
            Some(t) => Some(t),
            None => then(),
        }
    }
}

fn private(lang: Lang, name: &str) -> String {
    match lang {
        Lang::Fortran => format!("PRIVATE({name})"),
        Lang::C => format!("private({name})"),
    }
}

fn reduction(lang: Lang, op: &str, name: &str) -> String {
    match lang {
        Lang::Fortran => format!("REDUCTION({}({name}))", op.to_ascii_uppercase()),
        Lang::C => format!("reduction({}({name}))", op.to_ascii_lowercase()),
    }
}

/// A scalar read before the iteration assigns it (`read_line`, `write_line`): its value
/// would come from an earlier iteration.
pub fn carried_message(lang: Lang, name: &str, read_line: usize, write_line: usize) -> String {
    let reduction = match lang {
        Lang::Fortran => "REDUCTION",
        Lang::C => "reduction",
    };
    format!(
        "'{name}' is read at line {read_line} before the iteration assigns it at line {write_line}, so it would hold the value of an earlier iteration, which may run on another process or thread: the iterations depend on each other through '{name}', and a parallel loop passes no scalar from one iteration to the next (assign it before reading it and add {}, or use {reduction} if it accumulates)",
        private(lang, name)
    )
}

/// A scalar updated from its own value (`s = s + x`): `op` is the reduction that fits when
/// the update is a recognised one.
pub fn accumulation_message(lang: Lang, name: &str, op: Option<&str>) -> String {
    match op {
        Some(op) => format!(
            "'{name}' accumulates over the iterations of the parallel loop, so it must be a {} variable: add {}",
            match lang {
                Lang::Fortran => "REDUCTION",
                Lang::C => "reduction",
            },
            reduction(lang, op, name)
        ),
        None => format!(
            "'{name}' is updated from its own value in the parallel loop, so it must be a {} variable (or {}, if each iteration sets it first)",
            match lang {
                Lang::Fortran => "REDUCTION",
                Lang::C => "reduction",
            },
            match lang {
                Lang::Fortran => "PRIVATE",
                Lang::C => "private",
            }
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clauses_are_spelled_per_language() {
        assert!(accumulation_message(Lang::Fortran, "s", Some("SUM"))
            .ends_with("add REDUCTION(SUM(s))"));
        assert!(accumulation_message(Lang::C, "s", Some("SUM")).ends_with("add reduction(sum(s))"));
        assert!(carried_message(Lang::C, "t", 3, 4).contains("add private(t)"));
    }

    #[test]
    fn the_first_access_wins() {
        let t: Option<Touch<u32>> = Touch::then(Some(Touch::Read(1)), || Some(Touch::Write(2)));
        assert_eq!(t, Some(Touch::Read(1)));
        assert_eq!(
            Touch::then(None, || Some(Touch::Write(2))),
            Some(Touch::Write(2))
        );
    }
}

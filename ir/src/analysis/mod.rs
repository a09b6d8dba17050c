//! Analyses of the IR that report facts about the program rather than transform it.
//!
//! `deps`: the data dependences between the iterations of each parallel loop nest, with the
//! clauses that cover them, for the compiler's diagnostics and `dvmhc --emit=deps`; `affine`:
//! the affine form of subscripts in the loop variables that the dependence tests work on;
//! `report`: the text of `--emit=deps` and the diagnostics for dependences no clause covers.

pub mod affine;
pub mod deps;
pub mod report;

//! `dvmh-fortran-io`

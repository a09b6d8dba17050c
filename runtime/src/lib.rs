//! `dvmh-runtime`

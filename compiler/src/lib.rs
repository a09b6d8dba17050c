//! `dvmh-compiler`: the front ends of dvmhc.

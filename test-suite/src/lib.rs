//! `dvmh-test-suite`

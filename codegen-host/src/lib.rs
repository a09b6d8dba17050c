//! `dvmh-codegen-host`: IR → LLVM IR → native object.

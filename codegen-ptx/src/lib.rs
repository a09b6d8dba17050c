//! `dvmh-codegen-ptx`: device handlers → PTX.

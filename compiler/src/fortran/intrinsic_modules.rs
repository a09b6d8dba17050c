//! The intrinsic modules ISO_FORTRAN_ENV, ISO_C_BINDING and IEEE_ARITHMETIC (with
//! IEEE_EXCEPTIONS and IEEE_FEATURES), as Fortran source.
//!
//! `USE iso_fortran_env` (also `USE, INTRINSIC ::`) reads one of these texts as a module
//! file is read (`mod.rs`'s loader; no code is generated for it), so named constants, their
//! USE ONLY lists and renames, and their errors need nothing of their own. The values are
//! gfortran's on x86-64, so that a program prints what its gfortran build prints: kinds
//! numbered by bytes, the preconnected units 5, 6 and 0, IOSTAT_END = -1, IOSTAT_EOR = -2.
//! Kinds dvmhc does not have (REAL128, C_LONG_DOUBLE) are named, and a
//! declaration that uses one says that the kind is not supported. Not yet: the array
//! constants (INTEGER_KINDS, REAL_KINDS, ...: an imported module's array constants live in
//! its object, and these modules have none). ISO_C_BINDING's C_PTR and C_FUNPTR are types
//! here only so that USE and USE ONLY find them: declarations of them are INTEGER(8)
//! addresses (`sema/c_interop.rs`, which their one component's name tells to). The modules'
//! functions (COMPILER_VERSION, IEEE_IS_NAN, C_LOC, ...) are intrinsics resolved by name
//! (`sema/intrinsics.rs`, `sema/ieee.rs`, `sema/c_interop.rs`); USE ONLY accepts them.
//!
//! IEEE_ARITHMETIC's class constants are INTEGER named constants here (no derived type
//! IEEE_CLASS_TYPE yet): IEEE_VALUE reads them (`sema/ieee.rs`, which resolves the module's
//! functions). IEEE_EXCEPTIONS and IEEE_FEATURES have no entities yet.

/// The intrinsic modules, lower case.
pub const NAMES: [&str; 5] = [
    "iso_fortran_env",
    "iso_c_binding",
    "ieee_arithmetic",
    "ieee_exceptions",
    "ieee_features",
];

/// Whether `name` (lower case) is an intrinsic module.
pub fn is_intrinsic_module(name: &str) -> bool {
    NAMES.contains(&name)
}

/// The source text of intrinsic module `name` (lower case), free form.
pub fn source(name: &str) -> Option<&'static str> {
    match name {
        "iso_fortran_env" => Some(ISO_FORTRAN_ENV),
        "iso_c_binding" => Some(ISO_C_BINDING),
        "ieee_arithmetic" => Some(IEEE_ARITHMETIC),
        "ieee_exceptions" => Some(IEEE_EXCEPTIONS),
        "ieee_features" => Some(IEEE_FEATURES),
        _ => None,
    }
}

const ISO_FORTRAN_ENV: &str = "\
module iso_fortran_env
  implicit none
  integer, parameter :: int8 = 1, int16 = 2, int32 = 4, int64 = 8
  integer, parameter :: real32 = 4, real64 = 8, real128 = 16
  integer, parameter :: input_unit = 5, output_unit = 6, error_unit = 0
  integer, parameter :: iostat_end = -1, iostat_eor = -2
  integer, parameter :: numeric_storage_size = 32, character_storage_size = 8
  integer, parameter :: file_storage_size = 8
  integer, parameter :: atomic_int_kind = 4, atomic_logical_kind = 4
end module iso_fortran_env
";

const ISO_C_BINDING: &str = "\
module iso_c_binding
  implicit none
  integer, parameter :: c_int = 4, c_short = 2, c_long = 8, c_long_long = 8
  integer, parameter :: c_signed_char = 1, c_size_t = 8, c_intmax_t = 8, c_intptr_t = 8
  integer, parameter :: c_ptrdiff_t = 8
  integer, parameter :: c_int8_t = 1, c_int16_t = 2, c_int32_t = 4, c_int64_t = 8
  integer, parameter :: c_int_least8_t = 1, c_int_least16_t = 2, c_int_least32_t = 4
  integer, parameter :: c_int_least64_t = 8
  integer, parameter :: c_int_fast8_t = 1, c_int_fast16_t = 8, c_int_fast32_t = 8
  integer, parameter :: c_int_fast64_t = 8
  integer, parameter :: c_float = 4, c_double = 8, c_long_double = 10
  integer, parameter :: c_float_complex = 4, c_double_complex = 8
  integer, parameter :: c_long_double_complex = 10
  integer, parameter :: c_bool = 1, c_char = 1
  character(len=1), parameter :: c_null_char = achar(0), c_alert = achar(7)
  character(len=1), parameter :: c_backspace = achar(8), c_form_feed = achar(12)
  character(len=1), parameter :: c_new_line = achar(10), c_carriage_return = achar(13)
  character(len=1), parameter :: c_horizontal_tab = achar(9), c_vertical_tab = achar(11)
  type :: c_ptr
    integer(8) :: dvmh_c_address
  end type c_ptr
  type :: c_funptr
    integer(8) :: dvmh_c_address
  end type c_funptr
  integer(8), parameter :: c_null_ptr = 0, c_null_funptr = 0
end module iso_c_binding
";

const IEEE_ARITHMETIC: &str = "\
module ieee_arithmetic
  implicit none
  integer, parameter :: ieee_signaling_nan = 1, ieee_quiet_nan = 2
  integer, parameter :: ieee_negative_inf = 3, ieee_negative_normal = 4
  integer, parameter :: ieee_negative_denormal = 5, ieee_negative_subnormal = 5
  integer, parameter :: ieee_negative_zero = 6, ieee_positive_zero = 7
  integer, parameter :: ieee_positive_denormal = 8, ieee_positive_subnormal = 8
  integer, parameter :: ieee_positive_normal = 9, ieee_positive_inf = 10
  integer, parameter :: ieee_other_value = 11
end module ieee_arithmetic
";

const IEEE_EXCEPTIONS: &str = "\
module ieee_exceptions
  implicit none
end module ieee_exceptions
";

const IEEE_FEATURES: &str = "\
module ieee_features
  implicit none
end module ieee_features
";

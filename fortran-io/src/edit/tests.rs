//! Statement-level tests. Every expected string is what a gfortran 12 program prints for the same
//! statement (captured once; `tests/gfortran_differential.rs` re-checks thousands more against a
//! live gfortran).
// The literals are the values given to gfortran, not approximations of constants.
#![allow(clippy::approx_constant)]

use std::sync::Arc;

use super::*;
use crate::format::parse_format;

fn list(items: &[Item<'_>]) -> String {
    let mut writer = RecordWriter::list_directed();
    for item in items {
        writer
            .item(*item)
            .expect("list-directed output cannot fail");
    }
    String::from_utf8(writer.finish().expect("no error")).expect("ASCII output")
}

fn formatted(spec: &str, items: &[Item<'_>]) -> String {
    let format = parse_format(spec).expect("valid format");
    let mut writer = RecordWriter::formatted(Arc::new(format));
    for item in items {
        writer.item(*item).expect("item matches its descriptor");
    }
    String::from_utf8(writer.finish().expect("no error")).expect("ASCII output")
}

fn int4(value: i64) -> Item<'static> {
    Item::Int { value, kind: 4 }
}

#[test]
fn list_directed_reals_of_both_kinds() {
    assert_eq!(
        list(&[
            Item::Real4(1.0),
            Item::Real4(0.1),
            Item::Real4(-0.0),
            Item::Real4(1.0e10),
            Item::Real4(1.0e-10),
            Item::Real4(f32::MAX),
        ]),
        "   1.00000000      0.100000001      -0.00000000       1.00000000E+10   \
         1.00000001E-10   3.40282347E+38\n"
    );
    assert_eq!(
        list(&[
            Item::Real8(1.0),
            Item::Real8(0.1),
            Item::Real8(1.0e100),
            Item::Real8(1.0e-100),
            Item::Real8(1.0e17),
            Item::Real8(1.0e16),
        ]),
        "   1.0000000000000000       0.10000000000000001        1.0000000000000000E+100   \
         1.0000000000000000E-100   1.0000000000000000E+017   10000000000000000.     \n"
    );
}

#[test]
fn list_directed_separators_and_character_items() {
    assert_eq!(
        list(&[
            Item::Char(b"abc"),
            Item::Char(b"def"),
            int4(1),
            Item::Char(b"x"),
            Item::Real4(2.5),
            Item::Logical(true),
            Item::Char(b"y"),
        ]),
        " abcdef           1 x   2.50000000     T y\n"
    );
}

#[test]
fn list_directed_integer_widths_follow_the_kind() {
    assert_eq!(
        list(&[
            Item::Int {
                value: -128,
                kind: 1
            },
            Item::Int {
                value: -32768,
                kind: 2
            },
            Item::Int {
                value: i64::MIN,
                kind: 8
            },
        ]),
        " -128 -32768 -9223372036854775808\n"
    );
    assert_eq!(
        list(&[
            Item::Real4(1.0),
            Item::Real4(-2.5),
            Item::Real4(3.0e-5),
            int4(1),
            int4(-20),
            int4(300),
        ]),
        "   1.00000000      -2.50000000       2.99999992E-05           1         -20         300\n"
    );
}

#[test]
fn list_directed_complex_and_special_values() {
    assert_eq!(
        list(&[Item::Complex4(1.0, -2.0), Item::Complex8(0.5, 1.0e20)]),
        "            (1.00000000,-2.00000000)        \
         (0.50000000000000000,1.00000000000000000E+020)\n"
    );
    assert_eq!(
        list(&[
            Item::Real4(f32::INFINITY),
            Item::Real8(f64::NEG_INFINITY),
            Item::Real4(f32::NAN),
        ]),
        "         Infinity                 -Infinity              NaN\n"
    );
}

#[test]
fn empty_list_writes_an_empty_record() {
    assert_eq!(list(&[]), "\n");
}

#[test]
fn fixed_point_rounding_ties_and_overflow() {
    assert_eq!(formatted("(F5.2)", &[Item::Real4(0.125)]), " 0.12\n");
    assert_eq!(formatted("(F3.0)", &[Item::Real4(2.5)]), " 2.\n");
    assert_eq!(formatted("(F3.0)", &[Item::Real4(3.5)]), " 4.\n");
    assert_eq!(formatted("(F5.1)", &[Item::Real4(-0.04)]), " -0.0\n");
    assert_eq!(
        formatted("(F10.0)", &[Item::Real4(123.456)]),
        "      123.\n"
    );
    assert_eq!(formatted("(F4.1)", &[Item::Real4(123.4)]), "****\n");
    assert_eq!(formatted("(F0.3)", &[Item::Real4(-2.5)]), "-2.500\n");
}

#[test]
fn exponent_forms() {
    assert_eq!(
        formatted("(E12.4)", &[Item::Real4(1.0e30)]),
        "  0.1000E+31\n"
    );
    // A three-digit exponent drops the letter.
    assert_eq!(
        formatted("(E12.4)", &[Item::Real8(1.0e100)]),
        "  0.1000+101\n"
    );
    assert_eq!(
        formatted("(E12.4E3)", &[Item::Real8(1.0e100)]),
        " 0.1000E+101\n"
    );
    assert_eq!(
        formatted("(ES12.4)", &[Item::Real4(12345.678)]),
        "  1.2346E+04\n"
    );
    assert_eq!(
        formatted("(EN12.4)", &[Item::Real4(12345.678)]),
        " 12.3457E+03\n"
    );
    assert_eq!(
        formatted("(D12.4)", &[Item::Real8(0.000123)]),
        "  0.1230D-03\n"
    );
    assert_eq!(formatted("(E0.3)", &[Item::Real4(3.14159)]), "0.314E+1\n");
}

#[test]
fn g_chooses_between_f_and_e() {
    assert_eq!(
        formatted("(G12.5)", &[Item::Real4(0.099999)]),
        " 0.99999E-01\n"
    );
    assert_eq!(
        formatted("(G12.5)", &[Item::Real4(123456.0)]),
        " 0.12346E+06\n"
    );
    assert_eq!(
        formatted("(G12.5)", &[Item::Real4(12345.0)]),
        "  12345.    \n"
    );
    assert_eq!(formatted("(G12.5)", &[Item::Real4(0.0)]), "  0.0000    \n");
    assert_eq!(formatted("(G0)", &[Item::Real4(3.14159)]), "3.14159012\n");
    assert_eq!(
        formatted("(G0)", &[Item::Real8(2.5)]),
        "2.5000000000000000\n"
    );
}

#[test]
fn scale_factor() {
    assert_eq!(
        formatted("(1PE12.4)", &[Item::Real4(3.14159)]),
        "  3.1416E+00\n"
    );
    assert_eq!(
        formatted("(-2PE12.4)", &[Item::Real4(3.14159)]),
        "  0.0031E+03\n"
    );
    assert_eq!(
        formatted("(2PF10.3)", &[Item::Real4(3.14159)]),
        "   314.159\n"
    );
    assert_eq!(
        formatted("(1PG12.4)", &[Item::Real4(3.14159e10)]),
        "  3.1416E+10\n"
    );
}

#[test]
fn infinities_and_nan_in_fields() {
    assert_eq!(
        formatted("(F8.3)", &[Item::Real4(f32::INFINITY)]),
        "Infinity\n"
    );
    assert_eq!(
        formatted("(F8.3)", &[Item::Real4(f32::NEG_INFINITY)]),
        "    -Inf\n"
    );
    assert_eq!(
        formatted("(F3.1)", &[Item::Real4(f32::NEG_INFINITY)]),
        "***\n"
    );
    assert_eq!(formatted("(F8.3)", &[Item::Real4(f32::NAN)]), "     NaN\n");
}

#[test]
fn integer_character_and_logical_edits() {
    assert_eq!(formatted("(I5.3)", &[int4(7)]), "  007\n");
    assert_eq!(formatted("(I5.3)", &[int4(-7)]), " -007\n");
    assert_eq!(formatted("(SP,I5)", &[int4(7)]), "   +7\n");
    assert_eq!(formatted("(A3)", &[Item::Char(b"hello")]), "hel\n");
    assert_eq!(formatted("(A7)", &[Item::Char(b"hello")]), "  hello\n");
    assert_eq!(formatted("(L3)", &[Item::Logical(false)]), "  F\n");
}

#[test]
fn tabs_overwrite_and_skips_are_not_trailing_blanks() {
    assert_eq!(
        formatted("(A,T2,A)", &[Item::Char(b"abcdef"), Item::Char(b"X")]),
        "aXcdef\n"
    );
    assert_eq!(
        formatted("(A,TL3,A)", &[Item::Char(b"abcdef"), Item::Char(b"XY")]),
        "abcXYf\n"
    );
    assert_eq!(
        formatted("(I3,5X,A)", &[int4(1), Item::Char(b"z")]),
        "  1     z\n"
    );
    assert_eq!(formatted("(I3,5X)", &[int4(1)]), "  1\n");
    // libgfortran measures TL from the last written position, not from the tab position.
    assert_eq!(
        formatted("(A,T10,TL8,A)", &[Item::Char(b"abc"), Item::Char(b"XY")]),
        "abc   XY\n"
    );
}

#[test]
fn format_reversion_restarts_at_the_last_top_level_group() {
    assert_eq!(
        formatted("(2(I3,1X))", &[int4(1), int4(2), int4(3), int4(4), int4(5)]),
        "  1   2\n  3   4\n  5\n"
    );
    let items: Vec<Item<'_>> = (1..=9).map(int4).collect();
    assert_eq!(
        formatted("(I3,2(I3,\"x\"),\"y\")", &items),
        "  1  2x  3xy\n  4x  5xy\n  6x  7xy\n  8x  9xy\n"
    );
}

#[test]
fn statement_ends_at_colon_or_at_a_data_edit_without_item() {
    assert_eq!(formatted("(I3,:,\"x\")", &[int4(5)]), "  5\n");
    assert_eq!(formatted("(I3,\"x\",:,\"y\")", &[int4(5)]), "  5x\n");
    assert_eq!(formatted("(\" a\",I3,\" b\")", &[]), " a\n");
    assert_eq!(formatted("(I3/)", &[int4(5)]), "  5\n\n");
}

#[test]
fn dollar_leaves_the_record_open() {
    assert_eq!(formatted("(I3,$)", &[int4(42)]), " 42");
}

#[test]
fn type_mismatch_is_gfortrans_error_with_the_format_excerpt() {
    let format = Arc::new(parse_format("(\"a\",I5)").unwrap());
    let mut writer = RecordWriter::formatted(format);
    writer.item(int4(2)).unwrap();
    let error = writer.item(Item::Real4(1.0)).unwrap_err();
    assert_eq!(
        error.message,
        "Expected INTEGER for item 2 in formatted transfer, got REAL"
    );
    assert_eq!(
        error.render(),
        "Expected INTEGER for item 2 in formatted transfer, got REAL\n(\"a\",I5)\n     ^"
    );
    // The record completed by reversion was written before the error; the new one is lost.
    assert_eq!(writer.completed_output(), b"a    2\n");
    assert_eq!(writer.item(int4(3)).unwrap_err(), error);
    assert_eq!(writer.finish().unwrap_err(), error);
}

#[test]
fn format_without_data_edits_fails_when_an_item_remains() {
    let format = Arc::new(parse_format("(\"abc\")").unwrap());
    let mut writer = RecordWriter::formatted(format);
    let error = writer.item(int4(1)).unwrap_err();
    assert_eq!(
        error.render(),
        "Insufficient data descriptors in format after reversion"
    );
    assert_eq!(writer.completed_output(), b"");
}

#[test]
fn e_with_zero_digits_is_a_runtime_error() {
    let format = Arc::new(parse_format("(E10.0)").unwrap());
    let mut writer = RecordWriter::formatted(format);
    let error = writer.item(Item::Real4(1.0)).unwrap_err();
    assert_eq!(
        error.message,
        "Scale factor out of range in format specifier 'E' or 'D'"
    );
    assert_eq!(error.excerpt, None);
}

#[test]
fn unlimited_group_without_data_edits_fails_at_the_start() {
    let format = Arc::new(parse_format("(I2,*(\"x\"))").unwrap());
    let mut writer = RecordWriter::formatted(format);
    let error = writer.item(int4(1)).unwrap_err();
    assert_eq!(
        error.render(),
        "'*' requires at least one associated data descriptor\n(I2,*(\"x\"))\n         ^"
    );
    assert_eq!(writer.completed_output(), b"");
}

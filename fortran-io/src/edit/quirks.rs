//! Behaviour found by experiment with gfortran 12 beyond what the standard prescribes; every
//! expected string is the output of a gfortran-built program for the same statement.

use std::sync::Arc;

use super::*;
use crate::format::parse_format;

fn run(spec: &str, items: &[Item<'_>]) -> Result<Vec<u8>, (IoError, Vec<u8>)> {
    let format = parse_format(spec).expect("valid format");
    let mut writer = RecordWriter::formatted(Arc::new(format));
    for item in items {
        if let Err(error) = writer.item(*item) {
            return Err((error, writer.completed_output().to_vec()));
        }
    }
    let completed = writer.completed_output().to_vec();
    writer.finish().map_err(|error| (error, completed))
}

fn formatted(spec: &str, items: &[Item<'_>]) -> String {
    let bytes = run(spec, items).expect("no error");
    String::from_utf8_lossy(&bytes).into_owned()
}

fn list(items: &[Item<'_>]) -> String {
    let mut writer = RecordWriter::list_directed();
    for item in items {
        writer
            .item(*item)
            .expect("list-directed output cannot fail");
    }
    String::from_utf8_lossy(&writer.finish().expect("no error")).into_owned()
}

fn int4(value: i64) -> Item<'static> {
    Item::Int { value, kind: 4 }
}

#[test]
fn a_tab_cannot_land_left_of_a_pending_move() {
    assert_eq!(formatted("(5X,T3,A)", &[Item::Char(b"XY")]), "     XY\n");
    assert_eq!(
        formatted("(A,5X,T2,A)", &[Item::Char(b"abc"), Item::Char(b"XY")]),
        "abc  XY\n"
    );
    assert_eq!(
        formatted("(A,T2,8X,A)", &[Item::Char(b"abcdef"), Item::Char(b"XY")]),
        "abcdef   XY\n"
    );
}

#[test]
fn dollar_suppresses_every_newline_of_the_statement() {
    assert_eq!(formatted("(I3,$,/,I3)", &[int4(1), int4(2)]), "  1  2");
    assert_eq!(formatted("(I3,$)", &[int4(1), int4(2)]), "  1  2");
}

#[test]
fn a_format_without_data_edits_runs_twice_before_failing() {
    let (error, completed) = run("(\"abc\",/,\"d\")", &[int4(1)]).expect_err("fails");
    assert_eq!(error, IoError::insufficient_descriptors());
    assert_eq!(completed, b"abc\ndabc\n");
    // A colon stops the second pass.
    let (_, completed) = run("(:,\"a\",/)", &[int4(1)]).expect_err("fails");
    assert_eq!(completed, b"a\n");
}

#[test]
fn minimal_width_fields() {
    assert_eq!(formatted("(F0.3)", &[Item::Real8(0.1)]), ".100\n");
    assert_eq!(formatted("(F0.0)", &[Item::Real8(0.4)]), "0.\n");
    assert_eq!(formatted("(E0.3)", &[Item::Real8(0.1)]), "0.100\n");
    assert_eq!(formatted("(E0.0)", &[Item::Real4(1.5)]), "0.150000000E+1\n");
    assert_eq!(
        formatted("(ES0.0)", &[Item::Real4(9.323115e-6)]),
        "9.323114682E-6\n"
    );
    // The optional zero goes when the field would exceed the list-directed width of the kind.
    assert_eq!(
        formatted("(G0.14,G0.15)", &[Item::Real4(0.5), Item::Real4(0.5)]),
        "0.50000000000000.500000000000000\n"
    );
    // An exponent too large for its digits: asterisks for the sign and the digits.
    assert_eq!(formatted("(E0.4E2)", &[Item::Real8(1e100)]), "*****\n");
    assert_eq!(formatted("(E0.4E2)", &[Item::Real8(-1e100)]), "******\n");
    assert_eq!(formatted("(I0.0)", &[int4(0)]), " \n");
}

#[test]
fn g_thresholds_are_evaluated_in_the_kind_of_the_item() {
    assert_eq!(
        formatted("(G10.3E3)", &[Item::Real4(9.995)]),
        " 10.0     \n"
    );
    assert_eq!(
        formatted("(RU,G12.1,G0)", &[Item::Real4(9.0), Item::Real4(1e9)]),
        "      9.    0.100000000E+10\n"
    );
    assert_eq!(
        formatted("(2P,G0)", &[Item::Real4(3.3142e-14)]),
        "33.1420004E-15\n"
    );
}

#[test]
fn directed_rounding_sees_a_limited_number_of_places() {
    assert_eq!(
        formatted("(RU,F8.3)", &[Item::Real8(5.1e-24)]),
        "   0.001\n"
    );
    assert_eq!(
        formatted("(RU,F8.3)", &[Item::Real8(4.9e-24)]),
        "   0.000\n"
    );
    // Rounding left of the tens digit, the whole value counts.
    assert_eq!(
        formatted("(RD,-2PF0.0)", &[Item::Real4(-8.6836615e-35)]),
        "-1.\n"
    );
    // gfortran sizes this field without its sign.
    assert_eq!(formatted("(RU,F0.0)", &[Item::Real8(-0.4)]), "**\n");
    assert_eq!(formatted("(RN,F0.0)", &[Item::Real8(-0.4)]), "-0.\n");
}

#[test]
fn infinities_shorten_and_lose_the_plus_sign_before_overflowing() {
    let inf = Item::Real4(f32::INFINITY);
    assert_eq!(
        formatted("(SP,F3.0,F4.0,F8.1,F9.1)", &[inf, inf, inf, inf]),
        "Inf+Inf    +Inf+Infinity\n"
    );
    assert_eq!(
        formatted("(F0.3)", &[Item::Real8(f64::NEG_INFINITY)]),
        "-Inf\n"
    );
}

#[test]
fn any_item_goes_through_a_l_and_z() {
    assert_eq!(formatted("(A)", &[int4(65)]), "A\0\0\0\n");
    assert_eq!(
        formatted("(L3,L3)", &[Item::Real4(0.0), Item::Real4(-0.0)]),
        "  F  T\n"
    );
    assert_eq!(
        formatted(
            "(Z0,Z4)",
            &[Item::Int { value: -2, kind: 1 }, Item::Logical(true)]
        ),
        "FE   1\n"
    );
    assert_eq!(
        formatted("(G5.2,G0)", &[int4(42), Item::Char(b"abc")]),
        "   42abc\n"
    );
}

#[test]
fn list_directed_separators_and_complex_widths() {
    assert_eq!(list(&[int4(1), Item::Char(b"")]), "           1 \n");
    assert_eq!(list(&[Item::Char(b""), Item::Char(b"")]), " \n");
    assert_eq!(
        list(&[Item::Complex4(1e10, -1e-10)]),
        "  (1.000000000E+10,-1.000000013E-10)\n"
    );
}

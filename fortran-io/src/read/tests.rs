//! Input statements against the behaviour of gfortran 12 (each expectation was observed in a
//! gfortran-built program reading the same records).

use std::sync::Arc;

use super::*;
use crate::parse_format;

fn fmt(text: &str) -> RecordReader {
    RecordReader::formatted(Arc::new(parse_format(text).expect("valid format")))
}

/// Runs one statement over `src` with `targets`; `Err` is the statement's condition.
fn run(
    mut reader: RecordReader,
    src: &mut TextSource<'_>,
    targets: &[Target],
) -> Result<Vec<Option<Value>>, ReadError> {
    let mut values = Vec::new();
    for &t in targets {
        values.push(reader.item(t, src)?);
    }
    reader.finish(src)?;
    Ok(values)
}

const I: Target = Target::Int { kind: 4 };
const R: Target = Target::Real4;
const D: Target = Target::Real8;
const L: Target = Target::Logical;

fn c(len: usize) -> Target {
    Target::Char { len }
}

fn i(v: i64) -> Option<Value> {
    Some(Value::Int(v))
}

fn r(v: f32) -> Option<Value> {
    Some(Value::Real4(v))
}

fn s(v: &str) -> Option<Value> {
    Some(Value::Char(v.as_bytes().to_vec()))
}

fn list(src: &mut TextSource<'_>, targets: &[Target]) -> Result<Vec<Option<Value>>, ReadError> {
    run(RecordReader::list_directed(), src, targets)
}

#[test]
fn list_values_of_every_type() {
    let mut src = TextSource::new(b" 12 3.5e1 .true.\n'it''s' x,y\n");
    assert_eq!(
        list(&mut src, &[I, R, L]),
        Ok(vec![i(12), r(35.0), Some(Value::Logical(true))])
    );
    assert_eq!(
        list(&mut src, &[c(5), c(5), c(5)]),
        Ok(vec![s("it's "), s("x    "), s("y    ")])
    );
    assert!(list(&mut src, &[I]).unwrap_err().is_end_of_file());
}

#[test]
fn list_repeat_counts_null_values_and_slash() {
    let mut src = TextSource::new(b"3*7 2*\n,5,,\n1/ 9 9\n3*\n2*\"a\" 'b''c'\n");
    assert_eq!(list(&mut src, &[I, I, I]), Ok(vec![i(7), i(7), i(7)]));
    assert_eq!(list(&mut src, &[I, I, I]), Ok(vec![None, i(5), None]));
    assert_eq!(list(&mut src, &[I, I, I]), Ok(vec![i(1), None, None]));
    assert_eq!(list(&mut src, &[I, I, I]), Ok(vec![None, None, None]));
    assert_eq!(
        list(&mut src, &[c(5), c(5), c(5)]),
        Ok(vec![s("a    "), s("a    "), s("b'c  ")])
    );
}

#[test]
fn list_reals_in_every_form() {
    let mut src = TextSource::new(b"1.5d2 -4 2+3\ninf nan -Infinity\n2e400 +.5E-1 7\n");
    assert_eq!(
        list(&mut src, &[D, R, R]),
        Ok(vec![Some(Value::Real8(150.0)), r(-4.0), r(2000.0)])
    );
    let v = list(&mut src, &[R, R, D]).unwrap();
    assert_eq!(v[0], r(f32::INFINITY));
    assert!(matches!(v[1], Some(Value::Real4(x)) if x.is_nan()));
    assert_eq!(v[2], Some(Value::Real8(f64::NEG_INFINITY)));
    assert_eq!(
        list(&mut src, &[R, R, R]),
        Ok(vec![r(f32::INFINITY), r(0.05), r(7.0)])
    );
}

#[test]
fn list_values_continue_on_later_records_and_the_rest_is_skipped() {
    let mut src = TextSource::new(b"1\n\n  2, 3 4\n5\n'ab\ncd'\n");
    assert_eq!(list(&mut src, &[I, I, I]), Ok(vec![i(1), i(2), i(3)]));
    assert_eq!(list(&mut src, &[I]), Ok(vec![i(5)]));
    assert_eq!(list(&mut src, &[c(5)]), Ok(vec![s("abcd ")]));
}

#[test]
fn list_logicals_take_the_first_letter() {
    let mut src = TextSource::new(b"Tru .false. f T,x\n");
    let t = Some(Value::Logical(true));
    let f = Some(Value::Logical(false));
    assert_eq!(
        list(&mut src, &[L, L, L, L]),
        Ok(vec![t.clone(), f.clone(), f, t])
    );
}

#[test]
fn list_errors_are_worded_as_gfortran_words_them() {
    let mut src = TextSource::new(b"abc\n12 x\n1.5 T\n999999\n0*5\nx\n");
    let e = list(&mut src, &[I]).unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (5010, "Bad integer for item 1 in list input")
    );
    let e = list(&mut src, &[I, I]).unwrap_err();
    assert_eq!(e.message, "Bad integer for item 2 in list input");
    // Values continue on the next record.
    assert_eq!(
        list(&mut src, &[R, L, I]),
        Ok(vec![r(1.5), Some(Value::Logical(true)), i(999999)])
    );
    let mut src = TextSource::new(b"999999\n0*5\nx\nq\n");
    let e = list(&mut src, &[Target::Int { kind: 1 }]).unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (5010, "Integer overflow while reading item 1")
    );
    let e = list(&mut src, &[I]).unwrap_err();
    assert_eq!(e.message, "Zero repeat count in item 1 of list input");
    let e = list(&mut src, &[R]).unwrap_err();
    assert_eq!(e.message, "Bad real number in item 1 of list input");
    let e = list(&mut src, &[L]).unwrap_err();
    assert_eq!(e.message, "Bad logical value while reading item 1");
}

#[test]
fn a_statement_without_items_consumes_one_record() {
    let mut src = TextSource::new(b"1\n2\n");
    assert_eq!(list(&mut src, &[]), Ok(vec![]));
    assert_eq!(list(&mut src, &[I]), Ok(vec![i(2)]));
    assert!(list(&mut src, &[]).unwrap_err().is_end_of_file());
    let mut src = TextSource::new(b"1\n2\n");
    assert_eq!(run(fmt("(A)"), &mut src, &[]), Ok(vec![]));
    assert_eq!(run(fmt("(I1)"), &mut src, &[I]), Ok(vec![i(2)]));
}

#[test]
fn formatted_integers_positions_and_blanks() {
    let mut src = TextSource::new(b"12345\n 1 2  \n  1 5 \n 12 3.5e1\n1,2,3\n+\n  \n");
    assert_eq!(
        run(fmt("(I2,1X,I1)"), &mut src, &[I, I]),
        Ok(vec![i(12), i(4)])
    );
    assert_eq!(run(fmt("(I2,I3)"), &mut src, &[I, I]), Ok(vec![i(1), i(2)]));
    assert_eq!(run(fmt("(BN,I6)"), &mut src, &[I]), Ok(vec![i(15)]));
    assert_eq!(
        run(fmt("(T5,F3.1,TL3,F3.2,T2,BZ,I3)"), &mut src, &[R, R, I]),
        Ok(vec![r(3.5), r(3.5), i(120)])
    );
    assert_eq!(
        run(fmt("(3I5)"), &mut src, &[I, I, I]),
        Ok(vec![i(1), i(2), i(3)])
    );
    let e = run(fmt("(I3)"), &mut src, &[I]).unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (5010, "Bad value during integer read")
    );
    assert_eq!(
        run(fmt("(I3,F3.1)"), &mut src, &[I, R]),
        Ok(vec![i(0), r(0.0)])
    );
}

#[test]
fn formatted_reals_use_d_without_a_point_and_p_without_an_exponent() {
    let mut src = TextSource::new(b"123456\n1.5e3 \n  -.5 \n1.5d2\n150\n15\n");
    assert_eq!(run(fmt("(F6.2)"), &mut src, &[R]), Ok(vec![r(1234.56)]));
    assert_eq!(run(fmt("(2PF6.2)"), &mut src, &[R]), Ok(vec![r(1500.0)]));
    assert_eq!(run(fmt("(F6.2)"), &mut src, &[R]), Ok(vec![r(-0.5)]));
    assert_eq!(
        run(fmt("(E10.3)"), &mut src, &[D]),
        Ok(vec![Some(Value::Real8(150.0))])
    );
    assert_eq!(run(fmt("(1P,F5.1)"), &mut src, &[R]), Ok(vec![r(1.5)]));
    assert_eq!(run(fmt("(G5.0)"), &mut src, &[R]), Ok(vec![r(15.0)]));
}

#[test]
fn formatted_characters_and_logicals() {
    let mut src = TextSource::new(b"abc\nabcdefgh\n  .TRUE.x\n5 T\nab\n");
    assert_eq!(
        run(fmt("(A2,A)"), &mut src, &[c(5), c(5)]),
        Ok(vec![s("ab   "), s("c    ")])
    );
    assert_eq!(run(fmt("(A8)"), &mut src, &[c(5)]), Ok(vec![s("defgh")]));
    assert_eq!(
        run(fmt("(L9)"), &mut src, &[L]),
        Ok(vec![Some(Value::Logical(true))])
    );
    let e = run(fmt("(L3)"), &mut src, &[L]).unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (5010, "Bad value on logical read")
    );
    // A short record is padded with blanks.
    assert_eq!(
        run(fmt("(A4,I3)"), &mut src, &[c(4), I]),
        Ok(vec![s("ab  "), i(0)])
    );
}

#[test]
fn slashes_and_reversion_start_new_records() {
    let mut src = TextSource::new(b" 12\nabcde\n3*7 2\n,5,,\n1\n2\n3\n4\n5\n");
    assert_eq!(
        run(fmt("(I3,/,A)"), &mut src, &[I, c(5)]),
        Ok(vec![i(12), s("abcde")])
    );
    assert_eq!(
        run(fmt("(A)"), &mut src, &[c(5), c(5)]),
        Ok(vec![s("3*7 2"), s(",5,, ")])
    );
    assert_eq!(run(fmt("(I1/)"), &mut src, &[I]), Ok(vec![i(1)]));
    assert_eq!(run(fmt("(I1)"), &mut src, &[I]), Ok(vec![i(3)]));
    assert_eq!(run(fmt("(/)"), &mut src, &[]), Ok(vec![]));
    let e = run(fmt("(I1)"), &mut src, &[I]).unwrap_err();
    assert!(e.is_end_of_file());
}

#[test]
fn format_errors_on_input() {
    let mut src = TextSource::new(b"abc\n99999999999\n");
    let e = run(fmt("(A3, \"x\")"), &mut src, &[c(3)]).unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (5006, "Constant string in input format")
    );
    let e = run(fmt("(I4)"), &mut src, &[R]).unwrap_err();
    assert_eq!(
        e.message,
        "Expected INTEGER for item 1 in formatted transfer, got REAL"
    );
    assert_eq!(e.excerpt.as_deref(), Some("(I4)\n ^"));
    let mut src = TextSource::new(b"99999999999\n");
    let e = run(fmt("(I11)"), &mut src, &[I]).unwrap_err();
    assert_eq!(
        (e.code, e.message.as_str()),
        (5011, "Value overflowed during integer read")
    );
}

#[test]
fn radix_input_gives_the_bit_pattern() {
    let mut src = TextSource::new(b"ff  101\n");
    assert_eq!(
        run(fmt("(Z2,B5)"), &mut src, &[Target::Int { kind: 1 }, I]),
        Ok(vec![i(-1), i(5)])
    );
}

fn cx(re: f32, im: f32) -> Option<Value> {
    Some(Value::Complex(Box::new((
        Value::Real4(re),
        Value::Real4(im),
    ))))
}

#[test]
fn complex_list_input() {
    let z = Target::Complex4;
    let mut src = TextSource::new(b"(1.5, -2) ( 3 ,\n 4 ) 2*(0.25,-0.5)");
    assert_eq!(
        list(&mut src, &[z, z, z, z]).expect("valid input"),
        vec![cx(1.5, -2.0), cx(3.0, 4.0), cx(0.25, -0.5), cx(0.25, -0.5)]
    );
    let mut bad = TextSource::new(b"(1.0; 2.0)");
    assert!(list(&mut bad, &[z]).is_err());
    let mut bare = TextSource::new(b"1.0");
    assert!(list(&mut bare, &[z]).is_err());
}

#[test]
fn complex_formatted_input_takes_two_fields() {
    let mut src = TextSource::new(b"  1.25 -0.50");
    assert_eq!(
        run(fmt("(2F6.2)"), &mut src, &[Target::Complex4]).expect("valid input"),
        vec![cx(1.25, -0.5)]
    );
}

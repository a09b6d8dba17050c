//! Parser tests. The accept/reject tables were established by compiling each format with
//! gfortran 12 (`print '<format>', 1`).

use super::*;

fn items(spec: &str) -> Vec<FormatItemKind> {
    match parse_format(spec) {
        Ok(format) => format.items.into_iter().map(|item| item.kind).collect(),
        Err(e) => panic!("{spec}: {e}"),
    }
}

fn data(repeat: u32, edit: DataEdit) -> FormatItemKind {
    FormatItemKind::Data { repeat, edit }
}

#[test]
fn accepts_what_gfortran_accepts() {
    let accepted = [
        "(I5)",
        "(I0)",
        "(I5.3)",
        "(F0.3)",
        "(E10.3)",
        "(E10.3E0)",
        "(E10.3E2)",
        "(E0.3)",
        "(ES10.3)",
        "(EN10.3E3)",
        "(D10.3)",
        "(G10.3)",
        "(G0)",
        "(G0.5)",
        "(G10.3E2)",
        "(A)",
        "(A5)",
        "(L)",
        "(L0)",
        "(L3)",
        "(X)",
        "(1X)",
        "(T5)",
        "(TL5)",
        "(TR5)",
        "(/)",
        "(3/)",
        "(:)",
        "(2P)",
        "(-2P)",
        "(+2P)",
        "(1PE12.4)",
        "(1P,E12.4)",
        "(1P E12.4)",
        "(1P2E12.4)",
        "(S,SP,SS)",
        "(BN,BZ)",
        "('abc')",
        "('abc'I5)",
        "(I5'abc')",
        "(1X'abc')",
        "(\"a\"\"b\")",
        "('a''b')",
        "(3Habc)",
        "(3Habc,I5)",
        "(2(I3,1X))",
        "()",
        "(I5 I5)",
        "(I5/I5)",
        "(I5:I5)",
        "(I5/,I5)",
        "(I5,/I5)",
        "((I5))",
        "(*(I5))",
        "(B8)",
        "(O8.3)",
        "(Z8)",
        "(B0)",
        "(2I5)",
        "($)",
        "(I5,$)",
        "(DC,DP)",
        "(RN)",
        "(I5)junk",
        "(I5.0)",
        "(F5.0)",
        "(E5.0)",
        "(D5.0)",
        "(G5.0)",
        "(EN5.0)",
        "(ES5.0)",
        "(I 5)",
        "(i5, f8.3)",
        "( 1 0 X )",
        "(10x)",
        "(1P)",
        "(1P/)",
        "(1P,I5)",
        "(2 (I3))",
        "(3H a ,I2)",
        "(I5/)",
        "(:I5)",
        "(I5:)",
        "(I5 'a')",
        "('a' 'b')",
        "('a'/'b')",
        "(5HabcI5)",
        "(1PE12.4E3)",
        "(E12.4E3,1PD10.2)",
        "(EN0.3)",
        "(ES0.3)",
        "(D0.3)",
        "(F0.0)",
        "(I0.0)",
        "(I0.5)",
        "(B0.5)",
        "(3(2(I2)))",
        "(I5))",
        "(I5)(I3)",
        "(SP 2I5)",
        "(S P)",
        "(SPI5)",
        "(BNI5)",
        "(DCF5.2)",
        "(5 X)",
        "(1 2 I 5)",
        "(0PF5.2)",
        "(00PF5.2)",
        "(-0PF5.2)",
        "(+0PF5.2)",
        "(F 5 . 2)",
        "(a5)",
        "(ES0.3E0)",
        "(*('x'))",
        "(*(I3),I2)",
        "(I5,*(I3))",
        "(*(*(I3)))",
        "(I5\tI3)",
        "(RU,F5.2)",
        "(1X,$,I5)",
        "(3HI5))",
        "(2H'')",
        "('it''s')",
        "(A'x')",
        "(1P2/)",
    ];
    for spec in accepted {
        if let Err(e) = parse_format(spec) {
            panic!("{spec} rejected: {e}");
        }
    }
}

#[test]
fn rejects_what_gfortran_rejects() {
    let rejected = [
        "(I)",
        "(I5.)",
        "(F5)",
        "(F5.)",
        "(F.3)",
        "(E10)",
        "(E10.3E)",
        "(D10.3E2)",
        "(G10)",
        "(G0.5E2)",
        "(A0)",
        "(0X)",
        "(T)",
        "(T0)",
        "(0/)",
        "(P)",
        "(1PI5)",
        "(2(I3,1X)",
        "(I5,)",
        "(,I5)",
        "(*I5)",
        "(0I5)",
        "(Q5)",
        "I5",
        "(I5.3.2)",
        "(A5.2)",
        "(L5.2)",
        "(F5.2.1)",
        "(I-5)",
        "(1P'abc')",
        "(1PX)",
        "(1P 2X)",
        "(2'abc')",
        "(I5,,I5)",
        "(2:)",
        "(2X3)",
        "(TL0)",
        "(T5.2)",
        "(0HI5)",
        "(I5,5H)",
        "(G0.0)",
        "(G0.)",
        "(A10,)",
        "('unterminated)",
        "(I5",
        "(2HI5",
        "(TR)",
        "(X5)",
        "(E12.4E)",
        "(E12.4E-1)",
        "(F5.-1)",
        "(Fe5.2)",
        "(E0)",
        "(F0)",
        "(ES0)",
        "(D0)",
        "(EN0)",
        "(2*(I3))",
        "(I5.3E2)",
        "(F5.2E2)",
        "(EX10.3E2)",
        "(I5;I3)",
        "(R5)",
        "(Q)",
        "(E12.4E3.2)",
        "(G0.5E0)",
        "(G0E2)",
        "(F5.2,)",
        "(F5.2,,)",
        "(/,)",
        "(1P,)",
        "(:,)",
        "('a',)",
        "(())",
        "(2())",
        "(Habc)",
        "(2$)",
        "(2RN,I3)",
        "(2\"a\")",
        "(E.3)",
        // gfortran accepts these at compile time but fails when the statement runs.
        "(2T5,A)",
        "(2S,I3)",
        "(2BN,I3)",
        "(2DC,I3)",
        "(1P2))",
        "(I2.5)",
        "(Z3.4)",
        "(B5.6)",
    ];
    for spec in rejected {
        if let Ok(format) = parse_format(spec) {
            panic!("{spec} accepted: {:?}", format.items);
        }
    }
}

#[test]
fn parses_descriptors_with_their_parameters() {
    assert_eq!(
        items("(' IT = ',I4, '    EPS = ', E14.7)"),
        vec![
            FormatItemKind::Literal(b" IT = ".to_vec()),
            data(1, DataEdit::I { w: 4, m: None }),
            FormatItemKind::Literal(b"    EPS = ".to_vec()),
            data(
                1,
                DataEdit::E {
                    w: 14,
                    d: 7,
                    e: None
                }
            ),
        ]
    );
    assert_eq!(
        items("(i5.3, 2f8.3, g0, g0.4, g10.3e3, l, a, a7, b8.8, o0, z4)"),
        vec![
            data(1, DataEdit::I { w: 5, m: Some(3) }),
            data(2, DataEdit::F { w: 8, d: 3 }),
            data(
                1,
                DataEdit::G {
                    w: 0,
                    d: None,
                    e: None
                }
            ),
            data(
                1,
                DataEdit::G {
                    w: 0,
                    d: Some(4),
                    e: None
                }
            ),
            data(
                1,
                DataEdit::G {
                    w: 10,
                    d: Some(3),
                    e: Some(3)
                }
            ),
            data(1, DataEdit::L { w: 1 }),
            data(1, DataEdit::A { w: None }),
            data(1, DataEdit::A { w: Some(7) }),
            data(1, DataEdit::B { w: 8, m: Some(8) }),
            data(1, DataEdit::O { w: 0, m: None }),
            data(1, DataEdit::Z { w: 4, m: None }),
        ]
    );
}

#[test]
fn scale_factor_may_prefix_a_real_descriptor() {
    assert_eq!(
        items("(1PE12.4, -2P3F6.1, 0P)"),
        vec![
            FormatItemKind::ScaleFactor(1),
            data(
                1,
                DataEdit::E {
                    w: 12,
                    d: 4,
                    e: None
                }
            ),
            FormatItemKind::ScaleFactor(-2),
            data(3, DataEdit::F { w: 6, d: 1 }),
            FormatItemKind::ScaleFactor(0),
        ]
    );
}

#[test]
fn groups_positions_and_control_items() {
    assert_eq!(
        items("(2(I3,1X), *(A:', '), 3/, T5, TL2, TR1, X, SP, SS, S, BZ, DC, RU, $)"),
        vec![
            FormatItemKind::Group {
                repeat: GroupRepeat::Count(2),
                items: vec![
                    FormatItem {
                        kind: data(1, DataEdit::I { w: 3, m: None }),
                        offset: 3
                    },
                    FormatItem {
                        kind: FormatItemKind::Position(Position::X(1)),
                        offset: 7
                    },
                ],
                close: 8
            },
            FormatItemKind::Group {
                repeat: GroupRepeat::Unlimited,
                items: vec![
                    FormatItem {
                        kind: data(1, DataEdit::A { w: None }),
                        offset: 13
                    },
                    FormatItem {
                        kind: FormatItemKind::Colon,
                        offset: 14
                    },
                    FormatItem {
                        kind: FormatItemKind::Literal(b", ".to_vec()),
                        offset: 15
                    },
                ],
                close: 19
            },
            FormatItemKind::NewRecord { repeat: 3 },
            FormatItemKind::Position(Position::T(5)),
            FormatItemKind::Position(Position::TL(2)),
            FormatItemKind::Position(Position::TR(1)),
            FormatItemKind::Position(Position::X(1)),
            FormatItemKind::Sign(SignEdit::Plus),
            FormatItemKind::Sign(SignEdit::Suppress),
            FormatItemKind::Sign(SignEdit::Default),
            FormatItemKind::BlankZero(true),
            FormatItemKind::DecimalComma(true),
            FormatItemKind::Round(RoundEdit::Up),
            FormatItemKind::Dollar,
        ]
    );
}

#[test]
fn literals_collapse_doubled_delimiters_and_hollerith_keeps_blanks() {
    assert_eq!(
        items("('it''s', \"say \"\"hi\"\"\", 4H a,b)"),
        vec![
            FormatItemKind::Literal(b"it's".to_vec()),
            FormatItemKind::Literal(b"say \"hi\"".to_vec()),
            FormatItemKind::Literal(b" a,b".to_vec()),
        ]
    );
}

#[test]
fn errors_point_at_the_offending_token() {
    let cases = [
        ("(I5, F8)", 7, "period required in F edit descriptor"),
        ("(I)", 2, "nonnegative width required in I edit descriptor"),
        ("(3I5", 4, "unexpected end of format: expected ')'"),
        ("I5)", 0, "format specification must start with '('"),
        ("(A0)", 2, "zero width in A edit descriptor"),
        ("(0I5)", 1, "repeat count must be positive"),
        ("(I5,)", 4, "missing item in format"),
        ("(1PI5)", 3, "comma required after P edit descriptor"),
        ("(I5 ; I3)", 4, "unexpected ';' in format"),
        ("('abc)", 1, "unterminated character literal in format"),
        (
            "(2T5)",
            2,
            "repeat count not allowed before T edit descriptor",
        ),
        (
            "(E10.3E)",
            7,
            "positive exponent width required in E edit descriptor",
        ),
    ];
    for (spec, offset, message) in cases {
        match parse_format(spec) {
            Ok(_) => panic!("{spec} accepted"),
            Err(e) => {
                assert_eq!((e.offset, e.message.as_str()), (offset, message), "{spec}");
            }
        }
    }
}

#[test]
fn warnings_for_constructs_gfortran_warns_about() {
    let format = parse_format("(I5)  x").unwrap();
    assert_eq!(format.warnings.len(), 1);
    assert_eq!(format.warnings[0].offset, 6);
    let format = parse_format("(3Habc)").unwrap();
    assert_eq!(format.warnings.len(), 1);
    assert!(format.warnings[0].message.contains("H edit descriptor"));
    let format = parse_format("(*('x'))").unwrap();
    assert!(format.warnings[0].message.contains("requires at least one"));
    assert!(parse_format("(I5, 'x')").unwrap().warnings.is_empty());
}

#[test]
fn reports_whether_data_edits_occur() {
    assert!(parse_format("(2(1X,'a',(L2)))").unwrap().has_data_edits());
    assert!(!parse_format("('a',/,3X)").unwrap().has_data_edits());
}

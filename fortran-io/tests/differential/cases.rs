#![allow(dead_code)] // shared by several test crates, each using a part
//! The cases of the differential test: edge values and pseudo-random values (from a fixed seed)
//! for every edit descriptor, list-directed output of scalars and arrays of every type, and
//! statements that exercise positioning, reversion and control edit descriptors.

use super::driver::{Case, Shape, Ty, Value, MAX_ITEMS};

/// SplitMix64: small, fast and good enough to spread test values.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// Uniform in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

/// The statement shapes the driver knows.
pub fn shapes() -> Vec<Shape> {
    use Ty::*;
    let mut shapes: Vec<Shape> = [I1, I2, I4, I8, R4, R8, X4, X8, L, C]
        .iter()
        .map(|ty| Shape::Scalars(vec![*ty]))
        .collect();
    shapes.extend(
        [I1, I2, I4, I8, R4, R8, X4, X8, L, C]
            .iter()
            .map(|ty| Shape::Array(*ty)),
    );
    shapes.extend([
        Shape::Scalars(vec![C, I4, C, R4, L, C, R8]),
        Shape::Scalars(vec![C, C, I8]),
        Shape::Scalars(vec![I4, C]),
        Shape::Scalars(vec![R8, C, R4, I2, I1]),
        Shape::Scalars(vec![L, L, C, X4]),
        Shape::Scalars(vec![C, R8, R8, R8]),
        Shape::Scalars(vec![C, C, C]),
        Shape::Scalars(vec![C, I4, C, I4]),
    ]);
    shapes
}

fn shape_index(shapes: &[Shape], wanted: &Shape) -> usize {
    shapes
        .iter()
        .position(|shape| shape == wanted)
        .unwrap_or_else(|| panic!("unknown shape {wanted:?}"))
}

/// Values where rounding, the F/E choice of G, carries or field widths change behaviour.
fn edge_reals() -> Vec<f64> {
    let mut values = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.1,
        0.2,
        0.3,
        0.5,
        -0.5,
        0.125,
        0.25,
        0.375,
        0.625,
        2.5,
        3.5,
        -2.5,
        9.5,
        99.5,
        999.5,
        0.95,
        0.995,
        0.9995,
        0.09995,
        9.995,
        99.95,
        0.05,
        0.005,
        0.045,
        1.5,
        1e10,
        1e-10,
        1e15,
        1e16,
        1e17,
        1e18,
        1e22,
        1e23,
        1e99,
        1e100,
        1e-99,
        1e-100,
        1e300,
        1e-300,
        f64::MAX,
        f64::MIN_POSITIVE,
        5e-324,
        123456.789,
        -98765.4321,
        std::f64::consts::PI,
        -std::f64::consts::E,
        1.0 / 3.0,
        2.0 / 3.0,
        999999.5,
        9999999.5,
        99999999.5,
        999999999.5,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
    ];
    for k in -12..=22 {
        let p = 10f64.powi(k);
        values.push(p);
        values.push(f64::from_bits(p.to_bits() + 1));
        values.push(f64::from_bits(p.to_bits() - 1));
        values.push(p * 0.95);
        values.push(-p * 0.5);
    }
    values
}

fn edge_reals_f32() -> Vec<f32> {
    let mut values: Vec<f32> = edge_reals().iter().map(|&x| x as f32).collect();
    values.extend([
        f32::MAX,
        f32::MIN_POSITIVE,
        1e-45,
        0.1f32,
        16777216.0,
        16777217.0,
        999999936.0,
        1e9,
    ]);
    for k in -12..=12 {
        let p = 10f32.powi(k);
        values.push(f32::from_bits(p.to_bits() + 1));
        values.push(f32::from_bits(p.to_bits() - 1));
    }
    values
}

/// A random finite double: either random bits or a short decimal at a random magnitude.
fn random_f64(rng: &mut Rng) -> f64 {
    loop {
        let x = match rng.below(3) {
            0 => f64::from_bits(rng.next_u64()),
            1 => {
                let digits = rng.range(1, 17) as u32;
                let mantissa = rng.below(10u64.pow(digits)) as f64;
                mantissa * 10f64.powi(rng.range(-30, 30) as i32)
            }
            _ => {
                let mantissa = rng.range(1, 99999) as f64;
                mantissa * 10f64.powi(rng.range(-8, 8) as i32)
                    + 0.5 * 10f64.powi(rng.range(-6, 0) as i32)
            }
        };
        if x.is_finite() {
            return if rng.chance(30) { -x } else { x };
        }
    }
}

fn random_f32(rng: &mut Rng) -> f32 {
    loop {
        let x = if rng.chance(50) {
            f32::from_bits(rng.next_u64() as u32)
        } else {
            random_f64(rng) as f32
        };
        if x.is_finite() {
            return x;
        }
    }
}

fn random_int(rng: &mut Rng, ty: Ty) -> i64 {
    let bits = match ty {
        Ty::I1 => 8,
        Ty::I2 => 16,
        Ty::I4 => 32,
        _ => 64,
    };
    let raw = rng.next_u64();
    let magnitude_bits = rng.range(0, bits - 1) as u32;
    let value = if magnitude_bits == 0 {
        0
    } else {
        (raw >> (64 - magnitude_bits)) as i64
    };
    if rng.chance(40) {
        -value
    } else {
        value
    }
}

fn edge_ints(ty: Ty) -> Vec<i64> {
    let (min, max) = match ty {
        Ty::I1 => (i8::MIN as i64, i8::MAX as i64),
        Ty::I2 => (i16::MIN as i64, i16::MAX as i64),
        Ty::I4 => (i32::MIN as i64, i32::MAX as i64),
        _ => (i64::MIN + 1, i64::MAX),
    };
    [
        0,
        1,
        -1,
        7,
        -42,
        99,
        100,
        12345,
        -12345,
        min,
        max,
        min + 1,
        max - 1,
    ]
    .into_iter()
    .filter(|v| (min..=max).contains(v))
    .collect()
}

fn random_text(rng: &mut Rng) -> Vec<u8> {
    const ALPHABET: &[u8] = b"abcdefXYZ 0123456789,.;:!?'\"()-+";
    let len = match rng.below(6) {
        0 => 0,
        1 => rng.range(20, 90) as usize,
        _ => rng.range(1, 12) as usize,
    };
    (0..len).map(|_| *rng.pick(ALPHABET)).collect()
}

fn random_value(rng: &mut Rng, ty: Ty) -> Value {
    match ty {
        Ty::I1 | Ty::I2 | Ty::I4 | Ty::I8 => Value::Int(ty, random_int(rng, ty)),
        Ty::R4 => Value::R4(random_f32(rng)),
        Ty::R8 => Value::R8(random_f64(rng)),
        Ty::X4 => Value::X4(random_f32(rng), random_f32(rng)),
        Ty::X8 => Value::X8(random_f64(rng), random_f64(rng)),
        Ty::L => Value::L(rng.chance(50)),
        Ty::C => Value::C(random_text(rng)),
    }
}

/// A random descriptor for a REAL.
fn real_descriptor(rng: &mut Rng) -> String {
    let w = rng.range(1, 30);
    let d = rng.range(0, w.min(14));
    let exponent = |rng: &mut Rng| -> String {
        if rng.chance(30) {
            format!("E{}", rng.range(1, 4))
        } else {
            String::new()
        }
    };
    match rng.below(12) {
        0 | 1 => format!("F{w}.{d}"),
        2 => format!("F0.{}", rng.range(0, 12)),
        3 => format!("E{w}.{}{}", rng.range(1, 12), exponent(rng)),
        4 => format!("EN{w}.{d}{}", exponent(rng)),
        5 => format!("ES{w}.{d}{}", exponent(rng)),
        6 => format!("D{w}.{}", rng.range(1, 12)),
        7 | 8 => format!("G{w}.{}{}", rng.range(1, 12), exponent(rng)),
        9 => rng
            .pick(&[
                "G0", "G0.3", "G0.10", "E0.3", "ES0.5", "EN0.4", "D0.6", "E0.4E2",
            ])
            .to_string(),
        10 => {
            let k = rng.range(-3, 4);
            let d = rng.range(1, 10);
            let w = rng.range(d + 3, 30);
            let letter = rng.pick(&["F", "E", "D", "G", "EN", "ES"]);
            format!("{k}P{letter}{w}.{d}")
        }
        _ => format!("F{}.{}", rng.range(5, 40), rng.range(0, 20)),
    }
}

/// Optional control items in front of a real descriptor.
fn real_prefix(rng: &mut Rng) -> String {
    let mut prefix = String::new();
    if rng.chance(15) {
        let sign: &&str = rng.pick(&["SP,", "SS,", "S,"]);
        prefix.push_str(sign);
    }
    if rng.chance(8) {
        let round: &&str = rng.pick(&["RU,", "RD,", "RZ,", "RN,", "RC,", "RP,"]);
        prefix.push_str(round);
    }
    if rng.chance(4) {
        prefix.push_str("DC,");
    }
    prefix
}

fn int_descriptor(rng: &mut Rng) -> String {
    let w = rng.range(0, 24);
    match rng.below(8) {
        0 | 1 => format!("I{w}"),
        2 => format!("I{w}.{}", rng.range(0, 12)),
        3 => format!("B{w}.{}", rng.range(0, 8)),
        4 => format!("O{w}"),
        5 => format!("Z{w}.{}", rng.range(0, 4)),
        6 => format!("G{}.{}", rng.range(1, 20), rng.range(0, 5)),
        _ => rng
            .pick(&["G0", "I0", "SP,I6", "SP,I0", "SS,I5", "B0", "Z0"])
            .to_string(),
    }
}

/// Single scalars through every kind of edit descriptor.
fn scalar_cases(rng: &mut Rng, shapes: &[Shape], cases: &mut Vec<Case>) {
    let real_formats_fixed = [
        "(F8.3)",
        "(F5.2)",
        "(F3.0)",
        "(F10.0)",
        "(F0.0)",
        "(F0.3)",
        "(F20.10)",
        "(F5.1)",
        "(E14.7)",
        "(E12.4E3)",
        "(E10.3E1)",
        "(E12.4E0)",
        "(E9.2)",
        "(EN12.3)",
        "(ES12.3)",
        "(D15.8)",
        "(G12.5)",
        "(G10.3E3)",
        "(G14.6)",
        "(G25.17)",
        "(G0)",
        "(G0.4)",
        "(1PE12.4)",
        "(1PG12.4)",
        "(2PF10.3)",
        "(-2PF10.3)",
        "(-3PE12.4)",
        "(3PE12.4)",
        "(SP,F8.2)",
        "(1PD20.12)",
        "(-1PG12.5)",
        "(E0.3)",
        "(ES0.3)",
        "(EN0.3)",
        "(D0.3)",
    ];
    let r4 = shape_index(shapes, &Shape::Scalars(vec![Ty::R4]));
    let r8 = shape_index(shapes, &Shape::Scalars(vec![Ty::R8]));
    for format in real_formats_fixed {
        for x in edge_reals() {
            cases.push(Case {
                shape: r8,
                format: Some(format.to_string()),
                values: vec![Value::R8(x)],
            });
        }
        for x in edge_reals_f32() {
            cases.push(Case {
                shape: r4,
                format: Some(format.to_string()),
                values: vec![Value::R4(x)],
            });
        }
    }
    for _ in 0..6000 {
        let format = format!("({}{})", real_prefix(rng), real_descriptor(rng));
        let (shape, value) = if rng.chance(50) {
            let x = if rng.chance(15) {
                *rng.pick(&edge_reals())
            } else {
                random_f64(rng)
            };
            (r8, Value::R8(x))
        } else {
            let x = if rng.chance(15) {
                *rng.pick(&edge_reals_f32())
            } else {
                random_f32(rng)
            };
            (r4, Value::R4(x))
        };
        cases.push(Case {
            shape,
            format: Some(format),
            values: vec![value],
        });
    }
    for ty in [Ty::I1, Ty::I2, Ty::I4, Ty::I8] {
        let shape = shape_index(shapes, &Shape::Scalars(vec![ty]));
        for v in edge_ints(ty) {
            for format in [
                "(I6)", "(I0)", "(I8.5)", "(SP,I12)", "(B0)", "(O12)", "(Z20.4)", "(G0)",
            ] {
                cases.push(Case {
                    shape,
                    format: Some(format.to_string()),
                    values: vec![Value::Int(ty, v)],
                });
            }
        }
        for _ in 0..300 {
            cases.push(Case {
                shape,
                format: Some(format!("({})", int_descriptor(rng))),
                values: vec![Value::Int(ty, random_int(rng, ty))],
            });
        }
    }
    let logical = shape_index(shapes, &Shape::Scalars(vec![Ty::L]));
    let text = shape_index(shapes, &Shape::Scalars(vec![Ty::C]));
    for format in ["(L)", "(L1)", "(L5)", "(G0)", "(G7.2)", "(Z4)"] {
        for b in [true, false] {
            cases.push(Case {
                shape: logical,
                format: Some(format.to_string()),
                values: vec![Value::L(b)],
            });
        }
    }
    for _ in 0..200 {
        let format = rng.pick(&["(A)", "(A1)", "(A5)", "(A12)", "(G0)", "(G8.3)", "(A40)"]);
        cases.push(Case {
            shape: text,
            format: Some(format.to_string()),
            values: vec![Value::C(random_text(rng))],
        });
    }
    // Bit patterns of reals (a GNU extension).
    for format in ["(Z8)", "(Z0)", "(B40)", "(O30)"] {
        cases.push(Case {
            shape: r4,
            format: Some(format.to_string()),
            values: vec![Value::R4(-1.5)],
        });
        cases.push(Case {
            shape: r8,
            format: Some(format.to_string()),
            values: vec![Value::R8(0.1)],
        });
    }
    // Complex values take two real descriptors.
    let x4 = shape_index(shapes, &Shape::Scalars(vec![Ty::X4]));
    let x8 = shape_index(shapes, &Shape::Scalars(vec![Ty::X8]));
    for _ in 0..200 {
        let format = format!("({},', ',{})", real_descriptor(rng), real_descriptor(rng));
        let (shape, value) = if rng.chance(50) {
            (x4, random_value(rng, Ty::X4))
        } else {
            (x8, random_value(rng, Ty::X8))
        };
        cases.push(Case {
            shape,
            format: Some(format),
            values: vec![value],
        });
    }
}

/// List-directed output of scalars, arrays and mixed lists.
fn list_directed_cases(rng: &mut Rng, shapes: &[Shape], cases: &mut Vec<Case>) {
    let r4 = shape_index(shapes, &Shape::Scalars(vec![Ty::R4]));
    let r8 = shape_index(shapes, &Shape::Scalars(vec![Ty::R8]));
    for x in edge_reals() {
        cases.push(Case {
            shape: r8,
            format: None,
            values: vec![Value::R8(x)],
        });
    }
    for x in edge_reals_f32() {
        cases.push(Case {
            shape: r4,
            format: None,
            values: vec![Value::R4(x)],
        });
    }
    for ty in [Ty::I1, Ty::I2, Ty::I4, Ty::I8] {
        let shape = shape_index(shapes, &Shape::Scalars(vec![ty]));
        for v in edge_ints(ty) {
            cases.push(Case {
                shape,
                format: None,
                values: vec![Value::Int(ty, v)],
            });
        }
    }
    for (index, shape) in shapes.iter().enumerate() {
        for _ in 0..60 {
            let values = match shape {
                Shape::Scalars(types) => types.iter().map(|ty| random_value(rng, *ty)).collect(),
                Shape::Array(ty) => {
                    let n = rng.range(0, MAX_ITEMS as i64);
                    (0..n).map(|_| random_value(rng, *ty)).collect()
                }
            };
            cases.push(Case {
                shape: index,
                format: None,
                values,
            });
        }
    }
    for ty in [Ty::X4, Ty::X8] {
        let shape = shape_index(shapes, &Shape::Scalars(vec![ty]));
        for x in edge_reals().iter().step_by(3) {
            let value = match ty {
                Ty::X4 => Value::X4(*x as f32, -(*x as f32)),
                _ => Value::X8(*x, 1.0 / *x),
            };
            cases.push(Case {
                shape,
                format: None,
                values: vec![value],
            });
        }
    }
}

/// A data edit descriptor suitable for an item of type `ty`.
fn descriptor_for(rng: &mut Rng, ty: Ty) -> String {
    match ty {
        Ty::C => rng.pick(&["A", "A3", "A8", "A1", "G0"]).to_string(),
        Ty::L => rng.pick(&["L", "L3", "G0"]).to_string(),
        Ty::R4 | Ty::R8 | Ty::X4 | Ty::X8 => real_descriptor(rng),
        _ => int_descriptor(rng),
    }
}

/// Control items to put between data edit descriptors.
///
/// A `T` right after another position edit (nothing written in between) is avoided once the
/// record has been tabbed: libgfortran can then leave bytes of its buffer unwritten, and the
/// output shows whatever an earlier record left there.
struct Controls {
    /// A position edit occurred since the last write.
    moved: bool,
    /// A `T` or `TL` occurred in this record.
    tabbed: bool,
}

impl Controls {
    fn new() -> Self {
        Controls {
            moved: false,
            tabbed: false,
        }
    }

    fn item(&mut self, rng: &mut Rng) -> String {
        self.pick(rng, true)
    }

    /// A control item that is not `T` or `TL`: inside repeated groups, where a repetition would
    /// put a tab right after another one.
    fn item_without_tabs(&mut self, rng: &mut Rng) -> String {
        self.pick(rng, false)
    }

    fn pick(&mut self, rng: &mut Rng, tabs: bool) -> String {
        loop {
            let item = *rng.pick(&[
                "X", "3X", "T1", "T5", "T12", "T30", "TL2", "TL10", "TR3", "'ab'", "\"q\"", "/",
                ":", "2X", "TL1", "T3", "1X'|'", "SP", "SS", "2P", "BN", "2/", "4Hhol ",
            ]);
            let is_tab = item.starts_with('T') && !item.starts_with("TR");
            if is_tab && ((self.moved && self.tabbed) || !tabs) {
                continue;
            }
            if is_tab {
                self.tabbed = true;
            }
            if is_tab || item.ends_with('X') || item.starts_with("TR") {
                self.moved = true;
            } else if item.contains('/') {
                self.moved = false;
                self.tabbed = false;
            } else if item.contains(['\'', '"', 'H']) {
                self.moved = false;
            }
            return item.to_string();
        }
    }

    /// Something is written: pending moves are carried out.
    fn wrote(&mut self) {
        self.moved = false;
    }
}

/// Statements mixing data edit descriptors with positioning and other control items.
fn positioning_cases(rng: &mut Rng, shapes: &[Shape], cases: &mut Vec<Case>) {
    let mixed: Vec<usize> = shapes
        .iter()
        .enumerate()
        .filter(|(_, shape)| matches!(shape, Shape::Scalars(types) if types.len() > 1))
        .map(|(index, _)| index)
        .collect();
    for _ in 0..2500 {
        let shape = *rng.pick(&mixed);
        let Shape::Scalars(types) = &shapes[shape] else {
            continue;
        };
        let mut parts = Vec::new();
        let mut controls = Controls::new();
        for ty in types {
            for _ in 0..rng.below(3) {
                parts.push(controls.item(rng));
            }
            parts.push(descriptor_for(rng, *ty));
            controls.wrote();
        }
        for _ in 0..rng.below(3) {
            parts.push(controls.item(rng));
        }
        // After `$` with the position moved back, libgfortran keeps the bytes after the
        // position for the next statement's record; the driver's marker line would show them.
        let moves_back = parts
            .iter()
            .any(|p| p.starts_with('T') && !p.starts_with("TR"));
        if rng.chance(5) && !moves_back {
            parts.push("$".to_string());
        }
        let values = types.iter().map(|ty| random_value(rng, *ty)).collect();
        cases.push(Case {
            shape,
            format: Some(format!("({})", parts.join(","))),
            values,
        });
    }
}

/// A random format for arrays of `ty`, with groups so that reversion has somewhere to go.
fn reversion_format(rng: &mut Rng, ty: Ty) -> String {
    let mut top = Vec::new();
    let mut controls = Controls::new();
    for _ in 0..rng.range(1, 3) {
        let mut inner = Vec::new();
        for _ in 0..rng.range(1, 3) {
            if rng.chance(35) {
                inner.push(controls.item_without_tabs(rng));
            } else {
                controls.wrote();
                inner.push(format!(
                    "{}{}",
                    if rng.chance(20) { "2" } else { "" },
                    descriptor_for(rng, ty)
                ));
            }
        }
        match rng.below(4) {
            0 => top.extend(inner),
            1 => top.push(format!("({})", inner.join(","))),
            2 => top.push(format!("{}({})", rng.range(2, 4), inner.join(","))),
            _ => {
                top.push(format!("{}({})", rng.range(1, 3), inner.join(",")));
                top.push(controls.item(rng));
            }
        }
    }
    if rng.chance(10) {
        return format!(
            "({},*({},:,', '))",
            descriptor_for(rng, ty),
            descriptor_for(rng, ty)
        );
    }
    format!("({})", top.join(","))
}

fn reversion_cases(rng: &mut Rng, shapes: &[Shape], cases: &mut Vec<Case>) {
    for ty in [Ty::I4, Ty::R8, Ty::R4, Ty::C, Ty::L, Ty::I2, Ty::X8] {
        let shape = shape_index(shapes, &Shape::Array(ty));
        for _ in 0..300 {
            let n = rng.range(0, 20);
            let values = (0..n).map(|_| random_value(rng, ty)).collect();
            cases.push(Case {
                shape,
                format: Some(reversion_format(rng, ty)),
                values,
            });
        }
    }
}

/// All cases, reproducibly.
pub fn all_cases(shapes: &[Shape]) -> Vec<Case> {
    let mut rng = Rng::new(0x5EED_F0F7_2024_0001);
    let mut cases = Vec::new();
    scalar_cases(&mut rng, shapes, &mut cases);
    list_directed_cases(&mut rng, shapes, &mut cases);
    positioning_cases(&mut rng, shapes, &mut cases);
    reversion_cases(&mut rng, shapes, &mut cases);
    cases
}

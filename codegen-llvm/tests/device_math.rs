//! The device math library against the host's libm (glibc, itself within an ulp of the exact
//! results): the library is compiled for the host by LLVM's JIT and called from here on random
//! arguments over each function's whole domain and on special values; the test asserts the
//! largest error in ulps and the exact special results of C99 Annex F.

use std::sync::OnceLock;

use inkwell::context::Context;
use inkwell::targets::{InitializationConfig, Target};
use inkwell::OptimizationLevel;

type F1 = unsafe extern "C" fn(f64) -> f64;
type F2 = unsafe extern "C" fn(f64, f64) -> f64;
type G1 = unsafe extern "C" fn(f32) -> f32;
type G2 = unsafe extern "C" fn(f32, f32) -> f32;

/// Addresses of the JIT-compiled functions, by name (the engine lives as long as the process).
struct Library {
    addresses: Vec<(String, usize)>,
}

fn library() -> &'static Library {
    static LIB: OnceLock<Library> = OnceLock::new();
    LIB.get_or_init(|| {
        Target::initialize_native(&InitializationConfig::default()).expect("native target");
        let ctx: &'static Context = Box::leak(Box::new(Context::create()));
        let module = ctx.create_module("device_math");
        dvmh_codegen_llvm::define_device_math_library(ctx, &module).expect("library");
        module.verify().expect("valid IR");
        let ee = module
            .create_jit_execution_engine(OptimizationLevel::Default)
            .expect("JIT");
        let mut addresses = Vec::new();
        for (name, _) in dvmh_codegen_llvm::DEVICE_MATH_FUNCTIONS {
            for suffix in ["f64", "f32"] {
                let full = format!("dvmh_math_{name}_{suffix}");
                let a = ee.get_function_address(&full).expect("compiled function");
                addresses.push((full, a));
            }
        }
        std::mem::forget(ee);
        Library { addresses }
    })
}

fn address(name: &str) -> usize {
    library()
        .addresses
        .iter()
        .find(|(n, _)| n == name)
        .map(|&(_, a)| a)
        .unwrap_or_else(|| panic!("no {name}"))
}

fn f1(name: &str) -> impl Fn(f64) -> f64 {
    // SAFETY: the JIT compiled `name` with this signature and keeps it alive.
    let f: F1 = unsafe { std::mem::transmute(address(&format!("dvmh_math_{name}_f64"))) };
    move |x| unsafe { f(x) }
}

fn f2(name: &str) -> impl Fn(f64, f64) -> f64 {
    // SAFETY: as in `f1`.
    let f: F2 = unsafe { std::mem::transmute(address(&format!("dvmh_math_{name}_f64"))) };
    move |x, y| unsafe { f(x, y) }
}

fn g1(name: &str) -> impl Fn(f32) -> f32 {
    // SAFETY: as in `f1`.
    let f: G1 = unsafe { std::mem::transmute(address(&format!("dvmh_math_{name}_f32"))) };
    move |x| unsafe { f(x) }
}

fn g2(name: &str) -> impl Fn(f32, f32) -> f32 {
    // SAFETY: as in `f1`.
    let f: G2 = unsafe { std::mem::transmute(address(&format!("dvmh_math_{name}_f32"))) };
    move |x, y| unsafe { f(x, y) }
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// Uniform in `[lo, hi)`.
    fn uniform(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * ((self.next() >> 11) as f64 / (1u64 << 53) as f64)
    }
    /// Any finite double, uniform over the bit patterns (so over the exponents).
    fn any_finite(&mut self) -> f64 {
        loop {
            let x = f64::from_bits(self.next());
            if x.is_finite() {
                return x;
            }
        }
    }
}

/// A key that orders doubles like the numbers they are, one step per ulp.
fn key(x: f64) -> i64 {
    let b = x.to_bits() as i64;
    if b < 0 {
        i64::MIN - b
    } else {
        b
    }
}

/// Distance in ulps of `got` from `want` (0 for two NaNs, huge for one).
fn ulps(got: f64, want: f64) -> u64 {
    if got.is_nan() || want.is_nan() {
        return if got.is_nan() && want.is_nan() {
            0
        } else {
            u64::MAX
        };
    }
    key(got).abs_diff(key(want))
}

fn ulps32(got: f32, want: f32) -> u64 {
    if got.is_nan() || want.is_nan() {
        return if got.is_nan() && want.is_nan() {
            0
        } else {
            u64::MAX
        };
    }
    ulps(
        f64::from_bits(((got.to_bits() as i32) as i64) as u64),
        f64::from_bits(((want.to_bits() as i32) as i64) as u64),
    )
}

/// Checks `name` against `reference` on `inputs`; returns the largest error.
fn check1(name: &str, reference: fn(f64) -> f64, inputs: &[f64], max_ulps: u64) {
    let f = f1(name);
    let mut worst = (0u64, 0.0);
    for &x in inputs {
        let u = ulps(f(x), reference(x));
        if u > worst.0 {
            worst = (u, x);
        }
    }
    assert!(
        worst.0 <= max_ulps,
        "{name}({:e}) = {:e}, libm {:e}: {} ulps",
        worst.1,
        f(worst.1),
        reference(worst.1),
        worst.0
    );
    // The f32 version against libm's f64 result rounded to f32.
    let g = g1(name);
    for &x in inputs {
        let x = x as f32;
        let want = reference(f64::from(x)) as f32;
        let u = ulps32(g(x), want);
        assert!(u <= 1, "{name}f({x:e}) = {:e}, want {want:e}", g(x));
    }
    eprintln!("{name}: {} inputs, max {} ulp", inputs.len(), worst.0);
}

fn check2(name: &str, reference: fn(f64, f64) -> f64, inputs: &[(f64, f64)], max_ulps: u64) {
    let f = f2(name);
    let mut worst = (0u64, (0.0, 0.0));
    for &(x, y) in inputs {
        let u = ulps(f(x, y), reference(x, y));
        if u > worst.0 {
            worst = (u, (x, y));
        }
    }
    let (x, y) = worst.1;
    assert!(
        worst.0 <= max_ulps,
        "{name}({x:e}, {y:e}) = {:e}, libm {:e}: {} ulps",
        f(x, y),
        reference(x, y),
        worst.0
    );
    let g = g2(name);
    for &(x, y) in inputs {
        let (x, y) = (x as f32, y as f32);
        let want = reference(f64::from(x), f64::from(y)) as f32;
        let u = ulps32(g(x, y), want);
        assert!(
            u <= 1,
            "{name}f({x:e}, {y:e}) = {:e}, want {want:e}",
            g(x, y)
        );
    }
    eprintln!("{name}: {} inputs, max {} ulp", inputs.len(), worst.0);
}

const N: usize = 100_000;

/// Values every function meets: zeros, infinities, NaN, the extremes, subnormals.
const EDGES: [f64; 14] = [
    0.0,
    -0.0,
    f64::INFINITY,
    f64::NEG_INFINITY,
    f64::NAN,
    f64::MAX,
    -f64::MAX,
    f64::MIN_POSITIVE,
    -f64::MIN_POSITIVE,
    5e-324,
    -5e-324,
    1.0,
    -1.0,
    0.5,
];

fn inputs(seed: u64, ranges: &[(f64, f64)], any: bool) -> Vec<f64> {
    let mut rng = Rng(seed);
    let mut v: Vec<f64> = EDGES.to_vec();
    let parts = ranges.len() + usize::from(any);
    for &(lo, hi) in ranges {
        v.extend((0..N / parts + 1).map(|_| rng.uniform(lo, hi)));
    }
    if any {
        v.extend((0..N / parts + 1).map(|_| rng.any_finite()));
    }
    v
}

#[test]
fn exp_log() {
    check1(
        "exp",
        f64::exp,
        &inputs(1, &[(-746.0, 710.0), (-1.0, 1.0), (-1e-8, 1e-8)], true),
        1,
    );
    let positive: Vec<f64> = inputs(2, &[(0.0, 4.0), (0.9, 1.1)], true)
        .into_iter()
        .map(f64::abs)
        .chain([-1.0, -5e-324, -f64::INFINITY])
        .collect();
    check1("log", f64::ln, &positive, 1);
    // glibc's log10 itself is off by up to 2 ulps (e.g. at 1.3123758658405165, where ours is
    // the correctly rounded one).
    check1("log10", f64::log10, &positive, 2);
    for k in 0..=22 {
        assert_eq!(f1("log10")(10f64.powi(k)), f64::from(k));
    }
}

#[test]
fn trigonometric() {
    let args = inputs(
        3,
        &[(-7.0, 7.0), (-1e6, 1e6), (-3e8, 3e8), (-1e-5, 1e-5)],
        true,
    );
    check1("sin", f64::sin, &args, 1);
    check1("cos", f64::cos, &args, 1);
    check1("tan", f64::tan, &args, 2);
    // Close to multiples of pi/2, where the reduction must not lose the low bits.
    let near: Vec<f64> = (1..20_000)
        .flat_map(|k| {
            let m = f64::from(k) * std::f64::consts::FRAC_PI_2;
            [
                m,
                f64::from_bits(m.to_bits() + 1),
                f64::from_bits(m.to_bits() - 1),
            ]
        })
        .collect();
    check1("sin", f64::sin, &near, 1);
    check1("cos", f64::cos, &near, 1);
    check1("tan", f64::tan, &near, 2);
}

#[test]
fn inverse_trigonometric() {
    let unit = inputs(
        4,
        &[(-1.0, 1.0), (0.999, 1.0), (-1.0, -0.999), (-1e-3, 1e-3)],
        false,
    );
    check1("asin", f64::asin, &unit, 1);
    check1("acos", f64::acos, &unit, 1);
    check1(
        "atan",
        f64::atan,
        &inputs(5, &[(-3.0, 3.0), (-1e5, 1e5)], true),
        1,
    );
    let mut rng = Rng(6);
    let mut pairs: Vec<(f64, f64)> = (0..N / 2)
        .map(|_| (rng.uniform(-10.0, 10.0), rng.uniform(-10.0, 10.0)))
        .collect();
    pairs.extend((0..N / 2).map(|_| (rng.any_finite(), rng.any_finite())));
    for &y in &EDGES {
        for &x in &EDGES {
            pairs.push((y, x));
        }
    }
    check2("atan2", f64::atan2, &pairs, 1);
}

#[test]
fn hyperbolic() {
    let args = inputs(7, &[(-715.0, 715.0), (-3.0, 3.0), (-1e-4, 1e-4)], true);
    // Max 2 against glibc, whose sinh and tanh are off by more than an ulp themselves (e.g.
    // sinh(-0.7232590468781135): glibc 1.27 ulps, ours 0.73; tanh(0.43990681589133906):
    // glibc 1.66, ours 0.33, by 60-digit arithmetic).
    check1("sinh", f64::sinh, &args, 2);
    check1("cosh", f64::cosh, &args, 1);
    check1("tanh", f64::tanh, &args, 2);
}

#[test]
fn power() {
    let mut rng = Rng(8);
    let mut pairs: Vec<(f64, f64)> = Vec::new();
    pairs.extend((0..N / 4).map(|_| (rng.uniform(0.0, 10.0), rng.uniform(-300.0, 300.0))));
    // |y log x| up to 745: the double-double logarithm at work.
    pairs.extend((0..N / 4).map(|_| {
        let x = rng.uniform(0.5, 2.0);
        (x, rng.uniform(-745.0, 709.0) / x.ln())
    }));
    // Negative bases with integral exponents.
    pairs.extend((0..N / 4).map(|_| (rng.uniform(-20.0, 0.0), rng.uniform(-200.0, 200.0).round())));
    pairs.extend((0..N / 4).map(|_| (rng.any_finite(), rng.any_finite())));
    let specials = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -0.5,
        2.0,
        -2.0,
        3.0,
        -3.0,
        2.5,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        5e-324,
    ];
    for &x in &specials {
        for &y in &specials {
            pairs.push((x, y));
        }
    }
    check2("pow", f64::powf, &pairs, 1);
}

/// Signs of zeros and the special values C99 Annex F fixes, bit for bit.
#[test]
fn special_values() {
    let same =
        |got: f64, want: f64| got.to_bits() == want.to_bits() || (got.is_nan() && want.is_nan());
    let one_arg = [
        ("exp", f64::exp as fn(f64) -> f64),
        ("log", f64::ln),
        ("log10", f64::log10),
        ("sin", f64::sin),
        ("cos", f64::cos),
        ("tan", f64::tan),
        ("asin", f64::asin),
        ("acos", f64::acos),
        ("atan", f64::atan),
        ("sinh", f64::sinh),
        ("cosh", f64::cosh),
        ("tanh", f64::tanh),
    ];
    for (name, reference) in one_arg {
        let f = f1(name);
        for x in EDGES
            .into_iter()
            .chain([2.0, -2.0, 1e-300, -1e-300, 800.0, -800.0])
        {
            let (got, want) = (f(x), reference(x));
            assert!(
                same(got, want) || (got.is_finite() && ulps(got, want) <= 1),
                "{name}({x:e}) = {got:e}, C says {want:e}"
            );
            if want == 0.0 || want.is_infinite() || want.is_nan() {
                assert!(same(got, want), "{name}({x:e}) = {got:e}, C says {want:e}");
            }
        }
    }
    let pow = f2("pow");
    let atan2 = f2("atan2");
    for x in EDGES.into_iter().chain([2.0, -2.0, 3.0, -3.0, 0.25]) {
        for y in EDGES.into_iter().chain([2.0, -2.0, 3.0, -3.0, 0.25]) {
            for (name, f, reference) in [
                ("pow", &pow, f64::powf as fn(f64, f64) -> f64),
                ("atan2", &atan2, f64::atan2),
            ] {
                let (got, want) = (f(x, y), reference(x, y));
                if want == 0.0 || want.is_infinite() || want.is_nan() || want == 1.0 {
                    assert!(
                        same(got, want),
                        "{name}({x:e}, {y:e}) = {got:e}, C says {want:e}"
                    );
                }
            }
        }
    }
}

/// Arguments where the algorithms are most fragile: the double closest to a multiple of pi/2
/// (6381956970095103 * 2^797, Kahan–McDonald), huge and tiny arguments, the edges of
/// overflow and underflow, subnormal results, and arguments next to 1.
#[test]
fn hard_cases() {
    // Huge arguments against values computed with 450-digit arithmetic (Python's `decimal`,
    // pi by Machin's formula), correctly rounded: glibc itself is 8 ulps off for the cosine of
    // the first, whose remainder modulo pi/2 is about 4.7e-19.
    for &(x, sin, cos, tan) in HUGE_ARGUMENTS {
        for (name, want) in [("sin", sin), ("cos", cos), ("tan", tan)] {
            for sign in [1.0, -1.0] {
                let want = if name == "cos" { want } else { sign * want };
                let got = f1(name)(sign * x);
                assert!(
                    ulps(got, want) <= 1,
                    "{name}({:e}) = {got:e}, exactly {want:e}",
                    sign * x
                );
            }
        }
    }
    let edges: Vec<f64> = [
        709.782712893384,
        709.7827128933841,
        -708.3964185322641,
        -708.4,
        -745.1332191019411,
        -745.1332191019412,
        -744.4400719213812,
        -720.5,
        -1e-300,
        1e-300,
    ]
    .into_iter()
    .flat_map(|x: f64| {
        [
            x,
            f64::from_bits(x.to_bits() + 1),
            f64::from_bits(x.to_bits() - 1),
        ]
    })
    .collect();
    check1("exp", f64::exp, &edges, 1);
    let hyper: Vec<f64> = [
        710.4758600739439,
        710.475860073944,
        710.47586007394,
        22.0,
        21.99,
        1.0,
        0.9999999999999999,
        40.0,
        2e-300,
    ]
    .into_iter()
    .flat_map(|x: f64| [x, -x])
    .collect();
    check1("sinh", f64::sinh, &hyper, 2);
    check1("cosh", f64::cosh, &hyper, 1);
    check1("tanh", f64::tanh, &hyper, 2);
    let near_one: Vec<f64> = (1..2000u64)
        .flat_map(|k| {
            [
                f64::from_bits(1f64.to_bits() + k),
                f64::from_bits(1f64.to_bits() - k),
            ]
        })
        .collect();
    check1("log", f64::ln, &near_one, 1);
    check1("log10", f64::log10, &near_one, 2);
    check1(
        "asin",
        f64::asin,
        &near_one.iter().map(|x| x - 1e-9).collect::<Vec<_>>(),
        1,
    );
    let pairs = [
        (2.0, -1074.0),
        (2.0, -1075.0),
        (2.0, 1023.0),
        (2.0, 1024.0),
        (0.5, 1074.5),
        (10.0, -323.5),
        (10.0, 308.25),
        (1.0000000000000002, 1e16),
        (0.9999999999999999, -1e17),
        (1.0000001, 7e9),
        (-10.0, 307.0),
        (-10.0, -321.0),
        (-0.5, 1075.0),
        (3.0, 646.0),
        (1e-300, 1.03),
        (1e300, -1.02),
    ];
    check2("pow", f64::powf, &pairs, 1);
}

/// `(x, sin x, cos x, tan x)`, correctly rounded, for arguments that take the Payne–Hanek path
/// (and the edge of it): Kahan–McDonald's hardest case and its neighbours first.
#[rustfmt::skip]
const HUGE_ARGUMENTS: &[(f64, f64, f64, f64)] = &[
    (5.319372648326541e+255, 1.0, -4.687165924254628e-19, -2.133485385753704e+18),
    (5.319372648326542e+255, -0.6116218779093976, -0.7911502249652603, 0.773079319968915),
    (5.3193726483265406e+255, -0.6116218779093976, 0.7911502249652603, -0.773079319968915),
    (1e+300, -0.8178819121159085, -0.5753861119575491, 1.4214488238747245),
    (1.0000000000000002e+300, -0.7337461724215215, -0.6794236928874109, 1.0799537609635768),
    (9.999999999999999e+299, -0.8873754056066426, -0.46104760006364465, 1.9246936877757226),
    (1e+22, -0.8522008497671888, 0.523214785395139, -1.6287782256068988),
    (1.0000000000000002e+22, -0.3396317409328751, 0.9405584939550036, -0.36109582031920195),
    (9.999999999999998e+21, -0.9924409679936447, -0.1227229605568478, 8.086840176365575),
    (8.98846567431158e+307, 0.563127779850884, -0.826369834614148, -0.6814476476066215),
    (8.988465674311582e+307, -0.9761717718866479, -0.21699924371223547, 4.498503106218921),
    (8.988465674311579e+307, 0.9999969223519041, 0.002480985030190885, 403.06447245067216),
    (268435456.0, -0.9861982118369756, -0.16556897949057875, 5.956418979396394),
    (268435456.00000006, -0.9861982217056541, -0.16556892070858437, 5.9564211537106555),
    (268435455.99999997, -0.9861982069026352, -0.16556900888157572, 5.956417892239843),
    (268435455.5, -0.7860923561071786, -0.6181090580713606, 1.2717696753384649),
    (268435455.50000003, -0.7860923745282637, -0.6181090346439825, 1.2717697533430101),
    (268435455.49999997, -0.7860923376860929, -0.6181090814987382, 1.2717695973339256),
    (100000000.25, 0.8127737160763773, -0.5825795108441392, -1.395129250080721),
    (100000000.25000001, 0.812773707395266, -0.5825795229554113, -1.3951292061761549),
    (100000000.24999999, 0.8127737247574883, -0.582579498732867, -1.395129293985289),
    (1.7976931348623157e+308, 0.004961954789184062, -0.9999876894265599, -0.004962015874444895),
];

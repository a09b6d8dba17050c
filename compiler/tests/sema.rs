//! Semantic analysis per construct: types and promotions, constant folding, implicit typing,
//! named constants and bounds, distributions, parallel loops (locals, ON rules, reductions),
//! and the structured/unstructured decision.

use dvmh_compiler::fortran::check;
use dvmh_compiler::fortran::hir::{
    self, AxisRule, BinOp, Const, ExprKind, Mapping, StmtKind, SymbolKind, Ty,
};
use dvmh_compiler::render_diagnostics;
use std::path::Path;

/// Checks a free-form program that must have no errors.
fn checked_program(src: &str) -> hir::Program {
    let (program, parsed) = check(
        Path::new("t.f90"),
        src,
        &dvmh_compiler::FrontendOptions::default(),
    );
    let diags = parsed.diags.resolve(&parsed.sources, "t.f90");
    assert!(!parsed.diags.has_errors(), "{}", render_diagnostics(&diags));
    program.expect("a program")
}

/// Checks a free-form program of one unit that must have no errors; returns the unit.
fn checked(src: &str) -> hir::Unit {
    let mut units = checked_program(src).units;
    assert_eq!(units.len(), 1);
    units.remove(0)
}

fn sym(p: &hir::Unit, name: &str) -> hir::SymId {
    let i = p
        .symbols
        .iter()
        .position(|s| s.name == name)
        .unwrap_or_else(|| panic!("no symbol {name}"));
    hir::SymId(i as u32)
}

/// The value assigned by the n-th top-level assignment.
fn assigned(p: &hir::Unit, n: usize) -> &hir::Expr {
    p.body
        .iter()
        .filter_map(|s| match &s.kind {
            StmtKind::Assign { value, .. } => Some(value),
            _ => None,
        })
        .nth(n)
        .expect("assignment")
}

#[test]
fn mixed_mode_arithmetic_converts_each_integer_operand() {
    let p = checked("integer i, j\nreal x\nx = 1. + i + j\nend\n");
    let e = assigned(&p, 0);
    assert_eq!(e.ty, Ty::R4);
    // (1. + REAL(i)) + REAL(j)
    let ExprKind::Binary(BinOp::Add, lhs, rhs) = &e.kind else {
        panic!("{e:?}")
    };
    assert!(matches!(rhs.kind, ExprKind::Convert(_)), "{rhs:?}");
    let ExprKind::Binary(BinOp::Add, one, i) = &lhs.kind else {
        panic!("{lhs:?}")
    };
    assert!(matches!(one.kind, ExprKind::Const(Const::Real(v)) if v == 1.0));
    assert!(matches!(&i.kind, ExprKind::Convert(inner) if matches!(inner.kind, ExprKind::Load(_))));
}

#[test]
fn integer_constants_fold_with_fortran_semantics() {
    let p =
        checked("integer k\nk = 7 / 2\nk = -7 / 2\nk = 2**-1\nk = (-1)**3\nk = mod(-7, 3)\nend\n");
    let values: Vec<Option<&Const>> = (0..5).map(|n| assigned(&p, n).as_const()).collect();
    assert_eq!(
        values,
        [
            Some(&Const::Int(3)),
            Some(&Const::Int(-3)),
            Some(&Const::Int(0)),
            Some(&Const::Int(-1)),
            Some(&Const::Int(-1))
        ]
    );
}

#[test]
fn real_power_with_integer_exponent_keeps_the_integer() {
    let p = checked("integer i\nreal x\ndouble precision d\nx = 1.5**i\nd = 2.0d0**x\nend\n");
    let ExprKind::Binary(BinOp::Pow, base, exp) = &assigned(&p, 0).kind else {
        panic!()
    };
    assert_eq!((base.ty, exp.ty), (Ty::R4, Ty::I4));
    let ExprKind::Binary(BinOp::Pow, base, exp) = &assigned(&p, 1).kind else {
        panic!()
    };
    assert_eq!((base.ty, exp.ty), (Ty::R8, Ty::R8));
}

#[test]
fn implicit_typing_rules() {
    let p = checked(
        "implicit double precision (a-h, o-z)\ninteger*8 big\nalpha = 1\nindex = 2\nzeta = 3\nbig = 4\nend\n",
    );
    let ty = |n: &str| p.symbols[sym(&p, n).0 as usize].ty;
    assert_eq!(ty("alpha"), Ty::R8);
    assert_eq!(ty("index"), Ty::I4);
    assert_eq!(ty("zeta"), Ty::R8);
    assert_eq!(ty("big"), Ty::I8);
}

#[test]
fn named_constants_and_array_bounds() {
    let p = checked(
        "integer, parameter :: n = 10\nparameter (m = n / 3, x = 2.5)\nreal a(0:n+1, m), b(n-1)\nlogical, parameter :: t = .true.\nend\n",
    );
    let s = |n: &str| &p.symbols[sym(&p, n).0 as usize];
    assert_eq!(s("m").kind, SymbolKind::Constant(Const::Int(3)));
    assert_eq!(s("x").kind, SymbolKind::Constant(Const::Real(2.5)));
    assert_eq!(s("t").kind, SymbolKind::Constant(Const::Logical(true)));
    match &s("a").kind {
        SymbolKind::Array(info) => assert_eq!(info.dims, [(0, 11), (1, 3)]),
        k => panic!("{k:?}"),
    }
    match &s("b").kind {
        SymbolKind::Array(info) => assert_eq!(info.element_count(), 9),
        k => panic!("{k:?}"),
    }
}

fn dist(p: &hir::Unit, name: &str) -> hir::Distribution {
    match &p.symbols[sym(p, name).0 as usize].kind {
        SymbolKind::Array(a) => a.dist.clone().expect("distributed"),
        k => panic!("{k:?}"),
    }
}

#[test]
fn distributions_alignments_and_shadows() {
    let program = checked_program(
        "real a(8, 8), b(8, 8), c(4), d(8), e(8)\n\
         !DVM$ DISTRIBUTE (*, BLOCK) :: a\n\
         !DVM$ ALIGN b(i, j) WITH a(j, i)\n\
         !DVM$ ALIGN (i) WITH a(*, 2*i) :: c\n\
         !DVM$ ALIGN d(i) WITH b(i, 3)\n\
         !DVM$ ALIGN e(i) WITH d(i)\n\
         !DVM$ SHADOW a(0, 2:1)\n\
         end\n",
    );
    assert_eq!(program.grid_rank, 1);
    let p = &program.units[0];
    let a = dist(p, "a");
    assert_eq!(a.mapping, Mapping::Distribute(vec![false, true]));
    assert_eq!(a.shadow, [(0, 0), (2, 1)]);
    let b = dist(p, "b");
    let a_id = sym(p, "a");
    assert_eq!(
        b.mapping,
        Mapping::Align {
            base: a_id,
            rules: vec![
                AxisRule::Linear {
                    axis: 1,
                    a: 1,
                    b: 0
                },
                AxisRule::Linear {
                    axis: 0,
                    a: 1,
                    b: 0
                }
            ]
        }
    );
    assert_eq!(b.distributed_dims, [true, false]);
    assert_eq!(b.shadow, [(1, 1), (0, 0)]);
    let c = dist(p, "c");
    assert_eq!(
        c.mapping,
        Mapping::Align {
            base: a_id,
            rules: vec![
                AxisRule::Replicated,
                AxisRule::Linear {
                    axis: 0,
                    a: 2,
                    b: 0
                }
            ]
        }
    );
    // d is aligned with b(i, 3), b with a(j, i): flattened onto a, a(3, i).
    let d = dist(p, "d");
    assert_eq!(
        d.mapping,
        Mapping::Align {
            base: a_id,
            rules: vec![
                AxisRule::Constant(3),
                AxisRule::Linear {
                    axis: 0,
                    a: 1,
                    b: 0
                }
            ]
        }
    );
    // e with d: the chain is flattened again, and e comes after d.
    assert_eq!(dist(p, "e").mapping, d.mapping);
    let order: Vec<&str> = p
        .distributed
        .iter()
        .map(|&id| p.symbols[id.0 as usize].name.as_str())
        .collect();
    assert_eq!(order, ["a", "b", "c", "d", "e"]);
}

fn first_parallel(stmts: &[hir::Stmt]) -> Option<&hir::ParallelLoop> {
    stmts.iter().find_map(|s| match &s.kind {
        StmtKind::Parallel(p) => Some(&**p),
        StmtKind::Region(r) => first_parallel(&r.body),
        StmtKind::Loop(l) => first_parallel(&l.body),
        _ => None,
    })
}

#[test]
fn parallel_loops_resolve_their_clauses() {
    let p = checked(
        "real a(10, 20), s, t\ninteger k\n\
         !DVM$ DISTRIBUTE a(BLOCK, BLOCK)\n\
         !DVM$ PARALLEL (j, i) ON a(i, j+1), REDUCTION(SUM(s)), PRIVATE(t, u)\n\
         do j = 1, 19\n  do i = 1, 10\n    t = a(i, j + 1)\n    do k = 1, 2\n      u = t * k\n    end do\n    s = s + u\n  end do\nend do\n\
         end\n",
    );
    let lp = first_parallel(&p.body).expect("parallel loop");
    assert_eq!(lp.dims.len(), 2);
    assert_eq!(lp.dims[0].var, sym(&p, "j"));
    let on = lp.on.as_ref().expect("on");
    assert_eq!(on.array, sym(&p, "a"));
    assert!(on.offsets.is_empty());
    assert_eq!(
        on.rules,
        [
            AxisRule::Linear {
                axis: 1,
                a: 1,
                b: 0
            },
            AxisRule::Linear {
                axis: 0,
                a: 1,
                b: 1
            }
        ]
    );
    assert_eq!(lp.reductions.len(), 1);
    assert_eq!(lp.reductions[0].var, sym(&p, "s"));
    // t and u (PRIVATE), k (an inner DO variable, private implicitly).
    let mut locals: Vec<&str> = lp
        .locals
        .iter()
        .map(|&v| p.symbols[v.0 as usize].name.as_str())
        .collect();
    locals.sort();
    assert_eq!(locals, ["k", "t", "u"]);
    assert_eq!(lp.line, 4);
}

#[test]
fn on_subscripts_split_into_a_rule_and_a_run_time_offset() {
    let p = checked(
        "real a(10, 20)\ninteger k, i\n\
         !DVM$ DISTRIBUTE a(BLOCK, BLOCK)\n\
         do k = 1, 5\n\
         !DVM$ PARALLEL (i) ON a(2 * i - 1 - k, 2 - (k - 3) * 1)\n\
         do i = 1, 5\n  a(2 * i - 1 - k, 5 - k) = 0\nend do\nend do\n\
         end\n",
    );
    let lp = first_parallel(&p.body).expect("parallel loop");
    let on = lp.on.as_ref().expect("on");
    assert_eq!(
        on.rules,
        [
            AxisRule::Linear {
                axis: 0,
                a: 2,
                b: -1
            },
            AxisRule::Constant(2)
        ]
    );
    // -k, then -(k - 3) * 1 (its constant part stays in the run-time term).
    let rules: Vec<usize> = on.offsets.iter().map(|(r, _)| *r).collect();
    assert_eq!(rules, [0, 1]);
    for (_, e) in &on.offsets {
        assert!(e.ty.is_int());
        assert!(e.as_const().is_none(), "{e:?}");
    }
}

#[test]
fn branches_leaving_constructs_make_them_unstructured() {
    let p = checked(
        "do i = 1, 10\n  if (i > 5) goto 10\n  do j = 1, 3\n    if (j == 2) cycle\n  end do\nend do\n10 continue\nend\n",
    );
    let StmtKind::Loop(outer) = &p.body[0].kind else {
        panic!("{:?}", p.body[0].kind)
    };
    assert!(!outer.structured, "the GO TO leaves the outer loop");
    let StmtKind::If(goto_if) = &outer.body[0].kind else {
        panic!()
    };
    assert!(!goto_if.structured);
    let StmtKind::Loop(inner) = &outer.body[1].kind else {
        panic!()
    };
    assert!(inner.structured, "CYCLE stays within the inner loop");
    let StmtKind::If(cycle_if) = &inner.body[0].kind else {
        panic!()
    };
    assert!(!cycle_if.structured, "CYCLE leaves the IF");
    assert!(p.branch_targets.contains(&10));
}

#[test]
fn exit_makes_its_loop_unstructured() {
    let p = checked("do while (.true.)\n  exit\nend do\ndo i = 1, 2\nend do\nend\n");
    let structured: Vec<bool> = p
        .body
        .iter()
        .filter_map(|s| match &s.kind {
            StmtKind::Loop(l) => Some(l.structured),
            _ => None,
        })
        .collect();
    assert_eq!(structured, [false, true]);
}

//! Parsing per construct, checked through the `--emit=ast` dump (every binary operation
//! parenthesised, so precedence and grouping are visible): expressions, declarations,
//! constructs and labels, I/O statements, every directive form, and the classifier's
//! fixed-form decisions.

use dvmh_compiler::{parse_fortran, render_diagnostics, FrontendOptions};
use std::path::Path;

fn dump(name: &str, src: &str) -> String {
    let (ast, diags) = parse_fortran(Path::new(name), src, &FrontendOptions::default());
    assert!(diags.is_empty(), "{}", render_diagnostics(&diags));
    ast.expect("an AST").to_string()
}

/// The body lines of a dump, without the `program`/`spec`/`body`/`end` frame.
fn body(name: &str, src: &str) -> String {
    let d = dump(name, src);
    let mut out = Vec::new();
    let mut in_body = false;
    for line in d.lines() {
        if line == "  body" {
            in_body = true;
        } else if line == "end" {
            in_body = false;
        } else if in_body {
            out.push(&line[4..]);
        }
    }
    out.join("\n")
}

#[test]
fn expression_precedence_and_associativity() {
    let src = "\
x = -a**2 + b*c**d**e
y = a*-b - -c
z = 2**-1
p = .not. a .and. b .or. c .eqv. d .neqv. e
q = a + b < c * d
r = a - b - c
s = a / b / c
t = (a + b) * 1.5e-3_8 + 1.0d0 + .5 + 7_8 + 'it''s' // \"q\"
u = a .eq. b .and. c /= d .or. e >= 1.
v = 1.eq.2
w = real(i + 1, kind=dp) + f(a, b=c(1), k = 2 * j)
end
";
    assert_eq!(
        body("t.f90", src),
        "\
x = ((-(a ** 2)) + (b * (c ** (d ** e))))
y = ((a * (-b)) - (-c))
z = (2 ** (-1))
p = (((((.not. a) .and. b) .or. c) .eqv. d) .neqv. e)
q = ((a + b) < (c * d))
r = ((a - b) - c)
s = ((a / b) / c)
t = (((((((a + b) * 1.5e-3_8) + 1.0d0) + .5) + 7_8) + 'it''s') // 'q')
u = (((a == b) .and. (c /= d)) .or. (e >= 1.))
v = (1 == 2)
w = (real((i + 1), kind=dp) + f(a, b=c(1), k=(2 * j)))"
    );
}

#[test]
fn declaration_forms() {
    let src = "\
program decls
  implicit double precision (a-h, o-z), integer(i-n)
  integer, parameter :: n = 10, m = n * 2
  integer*8 big
  real(kind=8), dimension(0:n+1, m) :: u, v
  real*4 :: w(n), s
  double precision t(3)
  logical :: flag
  dimension q(5)
  parameter (k = 3, eps = 1.0d-6)
end
";
    assert_eq!(
        dump("t.f90", src),
        "\
program decls
  spec
    implicit double precision (a-h, o-z), integer (i-n)
    integer, parameter :: n = 10, m = (n * 2)
    integer*8 :: big
    real(kind=8), dimension(0:(n + 1), m) :: u, v
    real*4 :: w(n), s
    double precision :: t(3)
    logical :: flag
    dimension q(5)
    parameter (k = 3, eps = 1.0d-6)
  body
end
"
    );
}

#[test]
fn constructs_and_labels() {
    let src = "\
do 10 i = 1, n
  do 10 j = 1, m, 2
    a(i, j) = 0
10 continue
do k = n, 1, -1
  if (k > 5) then
    cycle
  else if (k == 3) then
    exit
  else
    x = 1
  end if
end do
do while (x < 10.0)
  x = x * 2
end do
do
  if (x > 100) exit
end do
do 20, i = 1, 3
20 end do
if (x > 1) goto 30
30 stop 'done'
stop 4
end
";
    assert_eq!(
        body("t.f90", src),
        "\
do 10 i = 1, n
  do 10 j = 1, m, 2
    a(i, j) = 0
    10 continue
do k = n, 1, (-1)
  if ((k > 5)) then
    cycle
  else if ((k == 3)) then
    exit
  else
    x = 1
  end if
end do
do while ((x < 10.0))
  x = (x * 2)
end do
do
  if ((x > 100)) exit
end do
do 20 i = 1, 3
20 end do
if ((x > 1)) go to 30
30 stop 'done'
stop 4"
    );
}

#[test]
fn output_statements() {
    let src = "\
print *, 'a =', a, (b(i), i = 1, n)
print 100, ((c(i, j), i = 1, 2), j = 1, 3, 2)
print '(I5)', k
print *
write (*, *) x
write (6, 100) x, y
write (unit=*, fmt='(F8.3)') x
100 format (1x, 3(i4, 2x), 'x=', f8.3, 5hHello)
end
";
    assert_eq!(
        body("t.f90", src),
        "\
print *, 'a =', a, (b(i), i = 1, n)
print 100, ((c(i, j), i = 1, 2), j = 1, 3, 2)
print '(I5)', k
print *
write (*, *) x
write (6, 100) x, y
write (unit=*, fmt='(F8.3)') x
100 format (1x,3(i4,2x),'x=',f8.3,'Hello')"
    );
}

#[test]
fn every_directive_form() {
    let src = "      PROGRAM DIRS
CDVM$ DISTRIBUTE A(BLOCK, *), B(*, BLOCK)
CDVM$ DISTRIBUTE (BLOCK, BLOCK) :: C, D
CDVM$ ALIGN E(I, J) WITH A(I, J)
CDVM$ ALIGN (I) WITH A(2*I+1, *) :: F, G
CDVM$ SHADOW A(1:2, 0)
CDVM$ SHADOW (1, 1) :: C
CDVM$ REGION IN(A, B(1:5, 2)), OUT(C), INOUT(D), LOCAL(E), INLOCAL(F),
CDVM$*  TARGETS(HOST, CUDA), ASYNC
CDVM$ PARALLEL (J, I) ON A(I, J), REDUCTION(MAX(EPS), SUM(S), NEQV(L)),
CDVM$*  SHADOW_RENEW(A, B(CORNER)), PRIVATE(X, Y), CUDA_BLOCK(32, 4)
      DO 1 J = 1, 10
      DO 1 I = 1, 10
    1 CONTINUE
*DVM$ PARALLEL (I) ON A(I, *)
      DO 2 I = 1, 10
    2 CONTINUE
!DVM$ PARALLEL (I) ON C(5, -I + 1)
      DO 3 I = 1, 10
    3 CONTINUE
CDVM$ END REGION
CDVM$ ACTUAL
CDVM$ ACTUAL(EPS, A)
CDVM$ GET_ACTUAL
CDVM$ GET_ACTUAL(B)
      END
";
    assert_eq!(
        dump("t.fdv", src),
        "\
program dirs
  spec
    !dvm$ DISTRIBUTE a(BLOCK, *), b(*, BLOCK)
    !dvm$ DISTRIBUTE c(BLOCK, BLOCK), d(BLOCK, BLOCK)
    !dvm$ ALIGN e(i, j) WITH a(i, j)
    !dvm$ ALIGN f(i) WITH a(((2 * i) + 1), *), g(i) WITH a(((2 * i) + 1), *)
    !dvm$ SHADOW a(1:2, 0)
    !dvm$ SHADOW c(1, 1)
  body
    !dvm$ REGION IN(a, b(1:5, 2)), OUT(c), INOUT(d), LOCAL(e), INLOCAL(f), TARGETS(HOST, CUDA), ASYNC
      !dvm$ PARALLEL (j, i) ON a(i, j), REDUCTION(MAX(eps), SUM(s), NEQV(l)), SHADOW_RENEW(a, b(CORNER)), PRIVATE(x, y), CUDA_BLOCK(32, 4)
      do 1 j = 1, 10
        do 1 i = 1, 10
          1 continue
      !dvm$ PARALLEL (i) ON a(i, *)
      do 2 i = 1, 10
        2 continue
      !dvm$ PARALLEL (i) ON c(5, ((-i) + 1))
      do 3 i = 1, 10
        3 continue
    !dvm$ end region
    !dvm$ ACTUAL
    !dvm$ ACTUAL(eps, a)
    !dvm$ GET_ACTUAL
    !dvm$ GET_ACTUAL(b)
end
"
    );
}

#[test]
fn keywords_are_not_reserved() {
    // Fixed form: blanks do not separate anything, so these are assignments and a
    // declaration of X; names may equal directive keywords.
    let src = "      REAL*8X, ON(3), MAX
      DO 10 I = 1.5
      IF (X) = 1
      DO10I=1,5
         ON(I) = X
   10 CONTINUE
      END
";
    assert_eq!(
        dump("t.f", src),
        "\
program
  spec
    real*8 :: x, on(3), max
  body
    do10i = 1.5
    if(x) = 1
    do 10 i = 1, 5
      on(i) = x
      10 continue
end
"
    );
}

#[test]
fn free_and_fixed_form_give_the_same_tree() {
    let fixed = "      PROGRAM P
      X = A +
     &    B * C
      IF (X .GT. 1.) THEN
         Y = 2 ; Z = 3
      ENDIF
      END PROGRAM P
";
    let free = "\
program p
  x = a + &
      b * c
  if (x > 1.) then
     y = 2; z = 3
  end if
end program p
";
    assert_eq!(dump("t.f", fixed), dump("t.f90", free));
}

/// Every directive of the DVMH language parses into the shared directive AST, including those
/// semantic analysis does not implement yet (their contents are kept, not skipped). The lines
/// follow the forms of the DVM system's Fortran-DVMH examples.
#[test]
fn every_dvmh_directive_parses_into_the_shared_ast() {
    let src = "\
program alldirs
!dvm$ processors p(number_of_processors()), q(2, 0:mod(n, 2) + 1)
!dvm$ template t(100, 0:n-1), tt
!dvm$ template :: t3(n)
!dvm$ dynamic a, b
!dvm$ distribute a(*, block) onto p
!dvm$ distribute (block, block) onto q(1:2, 1) :: c, d
!dvm$ distribute :: e, f
!dvm$ distribute g(gen_block(gb), wgt_block(wb, 10), mult_block(4))
!dvm$ align x(i) with a(i, n+1)
!dvm$ shadow a(1:2, 0)
!dvm$ inherit u, v
!dvm$ remote_group bound
!dvm$ reduction_group reps
!dvm$ redistribute a(*, block) onto mb(1)
!dvm$ redistribute (block) :: h new_value
!dvm$ realign b(i, j) with a(j, i) new_value
!dvm$ realign (i) with a(i, *) :: y, z
!dvm$ parallel (k, j, i) on a(i, j, k), across(a(0:0, 1:1, 0:0), b(1:1)(corner)), stage(2)
!dvm$ parallel (j, i) on a(i, j), new(s), reduction(max(eps)), shadow_renew(a)
!dvm$ parallel (j, i) on a(i, j), shadow_start sa, reduction(reps: max(eps), minloc(e, loc, 2))
!dvm$ parallel (j, i) on b(i, j) shadow_wait(sa)
!dvm$ parallel (j) on a1(n1+1, j), remote_access(bound: b2(2, j)), tie(c(j, *), d(-j))
!dvm$ parallel (i, j) on b1(i, j), remote_access(b(i, :), x(j+1), w), cuda_block(32, 8)
!dvm$ remote_access (b(1, :))
!dvm$ remote_access (grp: b)
!dvm$ shadow_group sa(a, b(corner))
!dvm$ create_shadow_group sb: c(1:1, 0:0)
!dvm$ shadow_start sa
!dvm$ shadow_wait sa
!dvm$ reduction_start reps
!dvm$ reduction_wait reps
!dvm$ prefetch bound
!dvm$ reset (bound)
!dvm$ barrier
!dvm$ region
!dvm$ host_section
!dvm$ get_actual(a)
!dvm$ end host_section
!dvm$ end region
!dvm$ interval 10
!dvm$ endinterval
!dvm$ interval
!dvm$ end interval
!dvm$ task_region mb
!dvm$ on mb(1)
!dvm$ end on
!dvm$ end task_region
!dvm$ asynchronous id
!dvm$ debug 1 (d = 0)
end program alldirs
";
    let expected = "\
!dvm$ PROCESSORS p(number_of_processors()), q(2, 0:(mod(n, 2) + 1))
!dvm$ TEMPLATE t(100, 0:(n - 1)), tt
!dvm$ TEMPLATE t3(n)
!dvm$ DYNAMIC a, b
!dvm$ DISTRIBUTE a(*, BLOCK) ONTO p
!dvm$ DISTRIBUTE c(BLOCK, BLOCK) ONTO q(1:2, 1), d(BLOCK, BLOCK) ONTO q(1:2, 1)
!dvm$ DISTRIBUTE e, f
!dvm$ DISTRIBUTE g(GEN_BLOCK(gb), WGT_BLOCK(wb, 10), MULT_BLOCK(4))
!dvm$ ALIGN x(i) WITH a(i, (n + 1))
!dvm$ SHADOW a(1:2, 0)
!dvm$ INHERIT u, v
!dvm$ REMOTE_GROUP bound
!dvm$ REDUCTION_GROUP reps
!dvm$ REDISTRIBUTE a(*, BLOCK) ONTO mb(1)
!dvm$ REDISTRIBUTE h(BLOCK) NEW_VALUE
!dvm$ REALIGN b(i, j) WITH a(j, i) NEW_VALUE
!dvm$ REALIGN y(i) WITH a(i, *), z(i) WITH a(i, *)
!dvm$ PARALLEL (k, j, i) ON a(i, j, k), ACROSS(a(0:0, 1:1, 0:0), b(1:1)(CORNER)), STAGE(2)
!dvm$ PARALLEL (j, i) ON a(i, j), PRIVATE(s), REDUCTION(MAX(eps)), SHADOW_RENEW(a)
!dvm$ PARALLEL (j, i) ON a(i, j), SHADOW_START sa, REDUCTION(reps: MAX(eps), MINLOC(e, loc, 2))
!dvm$ PARALLEL (j, i) ON b(i, j), SHADOW_WAIT sa
!dvm$ PARALLEL (j) ON a1((n1 + 1), j), REMOTE_ACCESS(bound: b2(2, j)), TIE(c(j, *), d((-j)))
!dvm$ PARALLEL (i, j) ON b1(i, j), REMOTE_ACCESS(b(i, :), x((j + 1)), w), CUDA_BLOCK(32, 8)
!dvm$ REMOTE_ACCESS(b(1, :))
!dvm$ REMOTE_ACCESS(grp: b)
!dvm$ SHADOW_GROUP sa(a, b(CORNER))
!dvm$ SHADOW_GROUP sb(c(1:1, 0:0))
!dvm$ SHADOW_START sa
!dvm$ SHADOW_WAIT sa
!dvm$ REDUCTION_START reps
!dvm$ REDUCTION_WAIT reps
!dvm$ PREFETCH bound
!dvm$ RESET bound
!dvm$ BARRIER
!dvm$ REGION
!dvm$ HOST_SECTION
!dvm$ GET_ACTUAL(a)
!dvm$ END HOST_SECTION
!dvm$ end region
!dvm$ INTERVAL 10
!dvm$ END INTERVAL
!dvm$ INTERVAL
!dvm$ END INTERVAL
!dvm$ TASK_REGION
!dvm$ ON
!dvm$ END ON
!dvm$ END TASK_REGION
!dvm$ ASYNCHRONOUS
!dvm$ DEBUG";
    let dump = dump("t.f90", src);
    let got: Vec<&str> = dump
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("!dvm$"))
        .collect();
    assert_eq!(got.join("\n"), expected);
}

! Root finding with callbacks (Fortran 2003 procedure pointers): a solver module takes the
! function and its derivative as PROCEDURE(iface) dummies; the caller picks the method
! (bisection, secant, Newton) and the equation through procedure pointers, among them
! internal procedures that read the host's parameters (changed between solves), pointers
! copied and compared, and a pointer passed straight on as the actual argument. Each
! solve prints the root, the residual and the iteration count.
module roots
  implicit none
  integer, parameter :: wp = kind(1.0d0)
  abstract interface
    function scalar_fn(x) result(y)
      import :: wp
      real(wp), intent(in) :: x
      real(wp) :: y
    end function scalar_fn
  end interface
  abstract interface
    subroutine solver(f, df, a, b, x, iters)
      import :: wp, scalar_fn
      procedure(scalar_fn) :: f, df
      real(wp), intent(in) :: a, b
      real(wp), intent(out) :: x
      integer, intent(out) :: iters
    end subroutine solver
  end interface
  real(wp), parameter :: tol = 1.0e-12_wp
  integer, parameter :: maxit = 200
contains
  subroutine bisection(f, df, a, b, x, iters)
    procedure(scalar_fn) :: f, df
    real(wp), intent(in) :: a, b
    real(wp), intent(out) :: x
    integer, intent(out) :: iters
    real(wp) :: lo, hi, flo, fmid
    lo = a
    hi = b
    flo = f(lo)
    iters = 0
    do while (hi - lo > tol .and. iters < maxit)
      iters = iters + 1
      x = 0.5_wp * (lo + hi)
      fmid = f(x)
      if (sign(1.0_wp, fmid) == sign(1.0_wp, flo)) then
        lo = x
        flo = fmid
      else
        hi = x
      end if
    end do
    x = 0.5_wp * (lo + hi)
    if (.false.) x = df(x)
  end subroutine bisection

  subroutine secant(f, df, a, b, x, iters)
    procedure(scalar_fn) :: f, df
    real(wp), intent(in) :: a, b
    real(wp), intent(out) :: x
    integer, intent(out) :: iters
    real(wp) :: x0, x1, f0, f1
    x0 = a
    x1 = b
    f0 = f(x0)
    f1 = f(x1)
    iters = 0
    do while (abs(x1 - x0) > tol .and. iters < maxit .and. f1 /= f0)
      iters = iters + 1
      x = x1 - f1 * (x1 - x0) / (f1 - f0)
      x0 = x1
      f0 = f1
      x1 = x
      f1 = f(x1)
    end do
    x = x1
    if (.false.) x = df(x)
  end subroutine secant

  subroutine newton(f, df, a, b, x, iters)
    procedure(scalar_fn) :: f, df
    real(wp), intent(in) :: a, b
    real(wp), intent(out) :: x
    integer, intent(out) :: iters
    real(wp) :: dx
    x = 0.5_wp * (a + b)
    iters = 0
    dx = huge(1.0_wp)
    do while (abs(dx) > tol .and. iters < maxit)
      iters = iters + 1
      dx = f(x) / df(x)
      x = x - dx
    end do
  end subroutine newton

  ! Runs one method on one equation and reports.
  subroutine report(name, method, f, df, a, b)
    character(*), intent(in) :: name
    procedure(solver) :: method
    procedure(scalar_fn) :: f, df
    real(wp), intent(in) :: a, b
    real(wp) :: x
    integer :: iters
    call method(f, df, a, b, x, iters)
    print '(a10, f18.12, l3, i5)', name, x, abs(f(x)) < 1.0e-10_wp, iters
  end subroutine report
end module roots

program poly2_root_callbacks
  use roots
  implicit none
  procedure(solver), pointer :: method => null(), chosen => null()
  procedure(scalar_fn), pointer :: f => null(), df => null()
  character(len=10) :: name
  real(wp) :: c, x
  integer :: k, iters

  ! sqrt(2) through each method, the equation an internal procedure.
  c = 2.0_wp
  f => square_minus_c
  df => two_x
  do k = 1, 3
    call pick(k)
    write (name, '(a, i1)') 'method', k
    call report(name, method, f, df, 0.0_wp, 2.0_wp)
  end do

  ! The host's parameter changes: the same pointers now find sqrt(7).
  c = 7.0_wp
  call pick(3)
  call method(f, df, 1.0_wp, 3.0_wp, x, iters)
  print '(a, f18.12, i4)', 'sqrt(7)', x, iters

  ! Kepler's equation E - e sin E = M for several eccentricities, Newton versus secant.
  f => kepler
  df => kepler_prime
  chosen => secant
  do k = 0, 4
    c = 0.2_wp * k
    call pick(3)
    call report('kep-newton', method, f, df, 0.0_wp, 3.0_wp)
    call report('kep-secant', chosen, f, df, 0.5_wp, 2.5_wp)
  end do
  print *, associated(chosen, secant), associated(method, secant), associated(method, newton)
  method => chosen
  print *, associated(method, chosen), associated(method, newton)
contains
  subroutine pick(which)
    integer, intent(in) :: which
    select case (which)
    case (1)
      method => bisection
    case (2)
      method => secant
    case default
      method => newton
    end select
  end subroutine pick

  function square_minus_c(x) result(y)
    real(wp), intent(in) :: x
    real(wp) :: y
    y = x * x - c
  end function square_minus_c

  function two_x(x) result(y)
    real(wp), intent(in) :: x
    real(wp) :: y
    y = 2.0_wp * x
  end function two_x

  function kepler(e) result(y)
    real(wp), intent(in) :: e
    real(wp) :: y
    y = e - c * sin(e) - 1.2_wp
  end function kepler

  function kepler_prime(e) result(y)
    real(wp), intent(in) :: e
    real(wp) :: y
    y = 1.0_wp - c * cos(e)
  end function kepler_prime
end program poly2_root_callbacks

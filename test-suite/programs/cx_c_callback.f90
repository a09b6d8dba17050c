! dvmh-test: c-files=lib/cx_c_quad.c
! C numerical routines calling back into Fortran: BIND(C) integrands and ODE right-hand
! sides passed with C_FUNLOC, their parameters passed as an opaque TYPE(C_PTR) context
! (C_LOC of a derived-type TARGET) and recovered with C_F_POINTER; libc's qsort sorting
! records with a Fortran comparator; a procedure pointer set from a C_FUNPTR.
module model_params
  use, intrinsic :: iso_c_binding
  implicit none
  type, bind(c) :: gauss_t
    real(c_double) :: amp, mu, sigma
  end type gauss_t
  type, bind(c) :: oscillator_t
    real(c_double) :: omega, damping
    integer(c_int) :: calls
  end type oscillator_t
  type, bind(c) :: rec_t
    integer(c_int) :: key
    real(c_double) :: val
  end type rec_t
  abstract interface
    function integrand(x, ctx) result(y) bind(c)
      import :: c_double, c_ptr
      real(c_double), value :: x
      type(c_ptr), value :: ctx
      real(c_double) :: y
    end function integrand
  end interface
  interface
    real(c_double) function simpson(f, ctx, a, b, m) bind(c, name='cx_simpson')
      import :: c_funptr, c_ptr, c_double, c_int
      type(c_funptr), value :: f
      type(c_ptr), value :: ctx
      real(c_double), value :: a, b
      integer(c_int), value :: m
    end function simpson
    integer(c_int) function rk4(rhs, ctx, n, y, t0, h, steps) bind(c, name='cx_rk4')
      import :: c_funptr, c_ptr, c_double, c_int
      type(c_funptr), value :: rhs
      type(c_ptr), value :: ctx
      integer(c_int), value :: n, steps
      real(c_double), intent(inout) :: y(*)
      real(c_double), value :: t0, h
    end function rk4
    integer(c_int) function is_null(p) bind(c, name='cx_is_null')
      import :: c_ptr, c_int
      type(c_ptr), value :: p
    end function is_null
    subroutine qsort(base, nmemb, size, compar) bind(c, name='qsort')
      import :: c_ptr, c_size_t, c_funptr
      type(c_ptr), value :: base
      integer(c_size_t), value :: nmemb, size
      type(c_funptr), value :: compar
    end subroutine qsort
  end interface
contains
  function gaussian(x, ctx) result(y) bind(c)
    real(c_double), value :: x
    type(c_ptr), value :: ctx
    real(c_double) :: y
    type(gauss_t), pointer :: g
    call c_f_pointer(ctx, g)
    y = g%amp * exp(-0.5d0 * ((x - g%mu) / g%sigma)**2)
  end function gaussian

  function poly(x, ctx) result(y) bind(c)
    real(c_double), value :: x
    type(c_ptr), value :: ctx
    real(c_double) :: y
    real(c_double), pointer :: coef(:)
    integer :: k
    call c_f_pointer(ctx, coef, [4])
    y = 0
    do k = 4, 1, -1
      y = y * x + coef(k)
    end do
  end function poly

  subroutine damped(n, t, y, dydt, ctx) bind(c)
    integer(c_int), value :: n
    real(c_double), value :: t
    real(c_double), intent(in) :: y(n)
    real(c_double), intent(out) :: dydt(n)
    type(c_ptr), value :: ctx
    type(oscillator_t), pointer :: p
    call c_f_pointer(ctx, p)
    p%calls = p%calls + 1
    dydt(1) = y(2)
    dydt(2) = -p%omega**2 * y(1) - 2 * p%damping * y(2) + 0 * t
  end subroutine damped

  integer(c_int) function by_key(a, b) bind(c)
    type(rec_t), intent(in) :: a, b
    by_key = 0
    if (a%key < b%key) by_key = -1
    if (a%key > b%key) by_key = 1
  end function by_key
end module model_params

program cx_c_callback
  use model_params
  implicit none
  type(gauss_t), target :: g
  type(oscillator_t), target :: osc
  real(c_double), target :: coef(4)
  real(c_double) :: area, y(2), exact
  type(rec_t), target :: recs(7)
  procedure(integrand), pointer :: fp => null()
  type(c_funptr) :: cf
  integer :: i, calls

  g = gauss_t(2.0d0, 0.5d0, 0.25d0)
  area = simpson(c_funloc(gaussian), c_loc(g), -2d0, 3d0, 200)
  exact = g%amp * g%sigma * sqrt(8 * atan(1d0))
  print '(a, f14.10)', 'gaussian area:', area
  print '(a, l2)', 'close to exact:', abs(area - exact) < 1d-8

  coef = [1d0, -2d0, 0.5d0, 0.25d0]
  area = simpson(c_funloc(poly), c_loc(coef), 0d0, 2d0, 10)
  print '(a, f14.10)', 'cubic integral:', area

  osc = oscillator_t(3d0, 0.1d0, 0)
  y = [1d0, 0d0]
  calls = rk4(c_funloc(damped), c_loc(osc), 2, y, 0d0, 0.01d0, 250)
  print '(a, i6, i6)', 'rhs calls (C, Fortran):', calls, osc%calls
  print '(a, 2es18.9)', 'y(2.5):', y

  print '(a, i2, i2)', 'null context:', is_null(c_null_ptr), is_null(c_loc(g))

  do i = 1, size(recs)
    recs(i) = rec_t(mod(i * 5, 7) - 3, 10d0 * i)
  end do
  call qsort(c_loc(recs), int(size(recs), c_size_t), c_sizeof(recs(1)), c_funloc(by_key))
  print '(a, 7i3)', 'sorted keys:', recs%key
  print '(a, 7f6.1)', 'their values:', recs%val

  cf = c_funloc(gaussian)
  print '(a, l2, l2)', 'funptr associated:', c_associated(cf), c_associated(cf, c_null_funptr)
  call c_f_procpointer(cf, fp)
  print '(a, f12.8)', 'through procedure pointer:', fp(0.5d0, c_loc(g))
end program cx_c_callback

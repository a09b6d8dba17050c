! Solver settings as ALLOCATABLE scalars, the way codes tell "not given" from a value:
! ALLOCATABLE scalar dummies (the callee allocates, updates or frees the caller's), a
! function with an ALLOCATABLE scalar result, a derived type with ALLOCATABLE scalar
! components (allocated before they are assigned) copied by assignment, internal procedures reaching the host's allocatable
! scalars, and a procedure's own allocatable scalar freed at return (unallocated on the
! next call). The iterations (a damped Jacobi sweep) use the values that were set.
module settings
  implicit none
  type solver_opts
    real(8), allocatable :: omega
    integer, allocatable :: max_sweeps
    character(len=8) :: name = 'jacobi'
  end type solver_opts
contains
  subroutine default_if_missing(v, dflt)
    real(8), allocatable, intent(inout) :: v
    real(8), intent(in) :: dflt
    if (.not. allocated(v)) v = dflt
  end subroutine default_if_missing

  subroutine forget(v)
    integer, allocatable, intent(inout) :: v
    if (allocated(v)) deallocate(v)
  end subroutine forget

  function sweeps_for(tol) result(n)
    real(8), intent(in) :: tol
    integer, allocatable :: n
    if (tol > 0) n = ceiling(log(tol) / log(0.5d0))
  end function sweeps_for

  integer function calls_seen()
    integer, allocatable :: first_call
    calls_seen = 0
    if (.not. allocated(first_call)) then
      allocate(first_call)
      first_call = 1
      calls_seen = first_call
    end if
  end function calls_seen
end module settings

program alloc2_optional_settings
  use settings
  implicit none
  integer, parameter :: n = 12
  type(solver_opts) :: opts, copy
  real(8), allocatable :: relax
  real(8) :: u(0:n + 1), f(n), unew(n), res
  integer :: i, sweep
  integer, allocatable :: spare

  call default_if_missing(relax, 0.8d0)
  print *, 'relax', allocated(relax), relax
  call default_if_missing(relax, 0.5d0)
  print *, 'relax kept', relax
  block
    real(8), allocatable :: w
    call default_if_missing(w, 2.0d0 / 3.0d0)
    allocate(opts%omega)
    opts%omega = w
  end block
  allocate(opts%max_sweeps)
  opts%max_sweeps = sweeps_for(1.0d-3)
  print *, 'opts', opts%omega, opts%max_sweeps, opts%name
  copy = opts
  copy%max_sweeps = copy%max_sweeps * 4
  deallocate(opts%max_sweeps)
  print *, 'copy kept', copy%max_sweeps, allocated(opts%max_sweeps)
  print *, 'calls', calls_seen(), calls_seen()
  spare = 7
  call forget(spare)
  print *, 'forgotten', allocated(spare)

  u = 0
  f = [(sin(3.14159d0 * i / (n + 1)), i = 1, n)]
  do sweep = 1, copy%max_sweeps
    call jacobi_sweep()
  end do
  res = 0
  do i = 1, n
    res = max(res, abs(f(i) + u(i - 1) - 2 * u(i) + u(i + 1)))
  end do
  print '(a, i4, a, es12.4)', 'sweeps', copy%max_sweeps, ' residual', res
  print '(4f12.6)', u(1:n:3)
  deallocate(relax)
  print *, 'freed', allocated(relax)
contains
  subroutine jacobi_sweep()
    do i = 1, n
      unew(i) = (f(i) + u(i - 1) + u(i + 1)) / 2
    end do
    u(1:n) = (1 - copy%omega) * u(1:n) + copy%omega * unew
    relax = relax * 0.99d0
  end subroutine jacobi_sweep
end program alloc2_optional_settings

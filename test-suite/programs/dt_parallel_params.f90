! A structure of parameters read inside a PARALLEL loop over a distributed array (its
! components are replicated values every process reads), with a reduction.
program dt_parallel_params
  type params
    real(8) :: a, b
    integer :: n
  end type
  type(params) :: p
  real(8) :: x(100)
!DVM$ DISTRIBUTE x(BLOCK)
  integer :: i
  real(8) :: s
  p = params(2d0, 0.5d0, 100)
  s = 0
!DVM$ PARALLEL (i) ON x(i), REDUCTION(SUM(s))
  do i = 1, 100
    x(i) = p%a * i + p%b
    s = s + x(i)
  end do
  print *, s, p%n
end program dt_parallel_params

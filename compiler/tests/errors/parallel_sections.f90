! Sections of distributed arrays passed inside parallel loops: one that ranges only along
! dimensions that are not distributed lives where its first element does (passed to an
! explicit-shape dummy as that element); one along a distributed dimension, one that is not
! the iteration's, and one given to an assumed-shape dummy are errors.
program parallel_sections
  integer, parameter :: n = 8
  real :: c(n, n), d(n, n)
  integer :: j
!DVM$ DISTRIBUTE c(*, BLOCK)
!DVM$ DISTRIBUTE d(BLOCK, BLOCK)
!DVM$ PARALLEL (j) ON c(*, j)
  do j = 1, n - 1
    call col(c(:, j), n)
    call col(c(2:n, j), n - 1)
    call shaped(c(:, j))
    call col(c(:, j + 1), n)
  end do
!DVM$ PARALLEL (j) ON d(1, j)
  do j = 1, n
    call col(d(:, j), n)
  end do
contains
  subroutine shaped(v)
    real :: v(:)
    v = 0
  end subroutine shaped
end program parallel_sections

subroutine col(v, n)
  integer n
  real v(n)
  v = 1
end subroutine col

! Sections of distributed arrays passed inside parallel loops: one that ranges only along
! dimensions that are not distributed lives where its first element does (passed to an
! explicit-shape dummy as that element); one along a distributed dimension, one that is not
! the iteration's, a strided one and one given to an assumed-shape dummy are errors.
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
    call shaped(c(:, j))  ! ERROR: a section of a distributed array inside a parallel loop can be passed only to an explicit-shape or assumed-size dummy, not yet to an assumed-shape or POINTER one
    call col(c(:, j + 1), n)  ! ERROR: c(:, j + 1) is passed by reference to a procedure, which may write it, but it may belong to another process: a procedure called in a parallel loop may only get elements that live with its iterations (ON c(*, j)); pass a copy of its value as (c(:, j + 1))
    call col(c(1:n:2, j), n / 2)  ! ERROR: passing a section of the distributed array 'c' whose elements are not contiguous (a single subscript before a range, a stride, or shadow edges between them) inside a parallel loop is not supported yet
  end do
!DVM$ PARALLEL (j) ON d(1, j)
  do j = 1, n
    call col(d(:, j), n)  ! ERROR: a section of the distributed array 'd' cannot be passed to a procedure inside a parallel loop: a procedure called there may reach distributed arrays only through the elements of the iteration passed as arguments (d(I) with the loop's variables)
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

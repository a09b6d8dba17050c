! dvmh-test: grids=4:2x2 4:4x1
! A 2-D Jacobi relaxation on ALLOCATABLE distributed arrays: sizes computed from a PARAMETER,
! DISTRIBUTE (BLOCK, BLOCK) and ALIGN on allocatable arrays, mapped at ALLOCATE, with SHADOW
! edges, SHADOW_RENEW, MAX and SUM reductions, element access outside loops, ALLOCATED,
! SIZE/LBOUND/UBOUND; then DEALLOCATE and a second run on arrays reallocated with other
! bounds (lower bounds other than 1). The arrays live in a module whose procedure relaxes.
module jacobi_fields
  implicit none
  real(8), allocatable :: a(:,:), b(:,:)
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ shadow a(1:1, 1:1)
contains
  subroutine relax(eps, total)
    real(8), intent(out) :: eps, total
    integer :: i, j, it, il, ih, jl, jh
    il = lbound(a, 1)
    ih = ubound(a, 1)
    jl = lbound(a, 2)
    jh = ubound(a, 2)
!dvm$ parallel (j, i) on a(i, j)
    do j = jl, jh
      do i = il, ih
        if (i == il .or. i == ih .or. j == jl .or. j == jh) then
          a(i, j) = 1 + 0.01d0 * (i - il) * (j - jl)
        else
          a(i, j) = 0
        end if
        b(i, j) = 0
      end do
    end do
    do it = 1, 20
      eps = 0
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a), reduction(max(eps))
      do j = jl + 1, jh - 1
        do i = il + 1, ih - 1
          b(i, j) = (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1)) / 4
          eps = max(eps, abs(b(i, j) - a(i, j)))
        end do
      end do
!dvm$ parallel (j, i) on a(i, j)
      do j = jl + 1, jh - 1
        do i = il + 1, ih - 1
          a(i, j) = b(i, j)
        end do
      end do
    end do
    total = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(total))
    do j = jl, jh
      do i = il, ih
        total = total + a(i, j) * (i - il + 1)
      end do
    end do
  end subroutine
end module

program dvm_alloc_jacobi
  use jacobi_fields
  implicit none
  integer, parameter :: nbase = 10
  integer :: n, m, run, lo1, lo2
  real(8) :: eps, total
  print *, 'allocated before:', allocated(a), allocated(b)
  do run = 1, 2
    n = nbase * run + 2
    m = nbase + 3 * run
    lo1 = 2 - run
    lo2 = 3 * (run - 1)
    allocate (a(lo1:lo1 + n - 1, lo2:lo2 + m - 1))
    allocate (b(lo1:lo1 + n - 1, lo2:lo2 + m - 1))
    print *, 'run', run, allocated(a), size(a), size(b, 1), lbound(a, 1), ubound(a, 2)
    call relax(eps, total)
    print '(a, es14.6, f18.6)', ' eps, total:', eps, total
    print '(3f14.6)', a(lo1 + 1, lo2 + 1), a(lo1 + n / 2, lo2 + m / 2), b(lo1 + n - 2, lo2 + m - 2)
    a(lo1, lo2) = -1
    print *, a(lo1, lo2)
    deallocate (a, b)
    print *, 'allocated after:', allocated(a), allocated(b)
  end do
end program

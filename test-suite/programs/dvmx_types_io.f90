! dvmh-test: grids=4:2x2 4:1x4 6:3x2
! Distributed LOGICAL, INTEGER(8), INTEGER(2) and REAL(4) arrays in one alignment tree:
! parallel loops with AND/OR/MAX/SUM reductions over them, ALLOCATABLE distributed arrays passed
! to INHERIT dummies, and formatted output of whole arrays and sections after REDISTRIBUTE
! and REALIGN (gathered in Fortran order).
module dvmx_tio
contains
  subroutine mark(f, l, n, m, lim)
    integer, intent(in) :: n, m
    real(4) :: f(n, m)
    logical :: l(n, m)
    real(4), intent(in) :: lim
    integer :: i, j
!dvm$ inherit f, l
!dvm$ parallel (j, i) on f(i, j)
    do j = 1, m
      do i = 1, n
        l(i, j) = f(i, j) > lim
      end do
    end do
  end subroutine
end module

program dvmx_types_io
  use dvmx_tio
  implicit none
  integer, parameter :: n = 7, m = 5
  real(4), allocatable :: f(:, :)
  logical, allocatable :: l(:, :)
  integer(8) :: k8(n, m)
  integer(2) :: k2(n)
  integer :: i, j
  integer(8) :: s8, mx8
  logical :: all_l, any_l
!dvm$ dynamic k8, k2
!dvm$ distribute f(block, block)
!dvm$ align l(i, j) with f(i, j)
!dvm$ distribute k8(block, block)
!dvm$ align k2(i) with k8(i, 1)
  allocate (f(n, m), l(n, m))
!dvm$ parallel (j, i) on f(i, j)
  do j = 1, m
    do i = 1, n
      f(i, j) = real(mod(i * 3 + j * 7, 10), 4) * 0.5
    end do
  end do
  call mark(f, l, n, m, 2.0)
!dvm$ parallel (j, i) on k8(i, j)
  do j = 1, m
    do i = 1, n
      k8(i, j) = int(i, 8) * 3000000000_8 + j
    end do
  end do
!dvm$ parallel (i) on k2(i)
  do i = 1, n
    k2(i) = int(i * 1000 - 3500, 2)
  end do
  s8 = 0; mx8 = 0; all_l = .true.; any_l = .false.
!dvm$ parallel (j, i) on l(i, j), reduction(and(all_l), or(any_l))
  do j = 1, m
    do i = 1, n
      all_l = all_l .and. l(i, j)
      any_l = any_l .or. l(i, j)
    end do
  end do
!dvm$ parallel (j, i) on k8(i, j), reduction(sum(s8), max(mx8))
  do j = 1, m
    do i = 1, n
      s8 = s8 + k8(i, j)
      mx8 = max(mx8, k8(i, j) * 2)
    end do
  end do
  print *, all_l, any_l, s8, mx8, count(l)
  print '(7l2)', l
  print '(7f5.1)', f(:, 2)
!dvm$ redistribute k8(*, block)
  print '(3i12)', k8(n, :), k8(1:n:3, 2)
!dvm$ realign k2(i) with k8(n + 1 - i, m)
  print '(7i6)', k2
  print *, sum(k2), minval(k2)
end program

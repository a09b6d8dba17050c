! dvmh-test: grids=3:3x1 4:2x2 2:1x2
! A transpose-based ADI pattern on module arrays: the solver's arrays are DYNAMIC in a
! module; one procedure redistributes them (BLOCK, *) so that each process holds whole rows
! and runs a sequential recurrence along each row inside a parallel loop over the rows,
! another redistributes them (*, BLOCK) for the columns; WGT_BLOCK with uneven weights in
! between; every redistribution keeps the values (checked by SUM after each phase).
module dvmz4_adi_data
  implicit none
  integer, parameter :: n = 13, m = 10
  real(8) :: u(n, m), r(n, m)
  real(8) :: wt(5) = (/ 3d0, 1d0, 2d0, 1d0, 4d0 /)
!dvm$ distribute u(block, *)
!dvm$ align r(i, j) with u(i, j)
!dvm$ dynamic u
end module dvmz4_adi_data

program dvmz4_module_redist
  use dvmz4_adi_data
  implicit none
  integer :: i, j, it
!dvm$ parallel (i) on u(i, *)
  do i = 1, n
    do j = 1, m
      u(i, j) = 1d0 + 0.1d0 * mod(i * 3 + j * 5, 7)
      r(i, j) = 0d0
    end do
  end do
  do it = 1, 3
    call rows()
    print '(a, i2, f18.10)', 'rows', it, sum(u)
    call cols()
    print '(a, i2, f18.10)', 'cols', it, sum(u)
  end do
  call uneven()
  print '(4f14.9)', u(1, 1), u(n, 1), u(1, m), u(n, m)
  print '(f18.10)', sum(r)
end program dvmz4_module_redist

subroutine rows()
  use dvmz4_adi_data
  implicit none
  integer :: i, j
!dvm$ redistribute u(block, *)
!dvm$ parallel (i) on u(i, *)
  do i = 1, n
    do j = 2, m
      u(i, j) = 0.7d0 * u(i, j) + 0.3d0 * u(i, j - 1)
    end do
    r(i, 1) = u(i, m)
  end do
end subroutine rows

subroutine cols()
  use dvmz4_adi_data
  implicit none
  integer :: i, j
!dvm$ redistribute u(*, block)
!dvm$ parallel (j) on u(*, j)
  do j = 1, m
    do i = n - 1, 1, -1
      u(i, j) = 0.6d0 * u(i, j) + 0.4d0 * u(i + 1, j)
    end do
    r(n, j) = r(n, j) + u(1, j)
  end do
end subroutine cols

subroutine uneven()
  use dvmz4_adi_data
  implicit none
  integer :: i, j
!dvm$ redistribute u(wgt_block(wt, 5), *)
!dvm$ parallel (j, i) on u(i, j)
  do j = 1, m
    do i = 1, n
      u(i, j) = u(i, j) * i / j
    end do
  end do
end subroutine uneven

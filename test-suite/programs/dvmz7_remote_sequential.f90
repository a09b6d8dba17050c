! dvmh-test: grids=4:2x2 4:1x4
! Sequential code between parallel loops that reads distributed elements of other processes
! through the standalone REMOTE_ACCESS directive (a boundary condition copying a far column
! with `:` subscripts, a periodic wrap of a 1-D array), and a REMOTE_ACCESS group whose
! buffer a PARALLEL loop with ACROSS and a MINLOC reduction reads.
program remote_sequential
  implicit none
  integer, parameter :: n = 17, m = 12
  real(8) :: a(n, m), v(n), vmin
  integer :: i, j, it, imin
!dvm$ distribute a(block, block)
!dvm$ align v(i) with a(i, 1)
!dvm$ shadow a(1:0, 0:0)
!dvm$ remote_group grp
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 11 + j * 7, 13) * 0.1d0
    end do
  end do
!dvm$ parallel (i) on v(i)
  do i = 1, n
    v(i) = i * 0.25d0
  end do
  do it = 1, 3
!dvm$ remote_access (a(:, m - 1))
    do i = 1, n
      a(i, 1) = a(i, m - 1) * 0.5d0 + it
    end do
!dvm$ remote_access (v(n))
    v(1) = v(n) * 0.5d0
!dvm$ parallel (j, i) on a(i, j), across(a(1:0, 0:0)), remote_access(grp: v(:))
    do j = 2, m
      do i = 2, n
        a(i, j) = 0.5d0 * (a(i, j) + a(i - 1, j)) + 0.01d0 * v(n + 2 - i)
      end do
    end do
    vmin = 1d30
    imin = 0
!dvm$ parallel (i) on v(i), remote_access(a(:, m)), reduction(minloc(vmin, imin))
    do i = 1, n
      v(i) = v(i) + a(n + 1 - i, m) * 0.1d0
      if (v(i) < vmin) then
        vmin = v(i)
        imin = i
      end if
    end do
    write (*, '(i2, es24.15, i4)') it, vmin, imin
  end do
  write (*, '(4es24.15)') a(1, 1), a(n, m), a(5, 6), v(n)
end program remote_sequential

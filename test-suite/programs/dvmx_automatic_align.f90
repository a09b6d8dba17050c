! dvmh-test: grids=4:4x1 4:1x4 6:2x3
! A local array sized by the dummies (automatic) ALIGNed with an INHERIT dummy, automatic
! distributed arrays of a subroutine (DISTRIBUTE, and ALIGN with a shift) created on each
! call with another size, and loops ON a row of the inherited array with a constant
! subscript.
subroutine shift_stats(u, n, m, s, cmax)
  implicit none
  integer, intent(in) :: n, m
  real(8) :: u(n, m)
  real(8), intent(out) :: s, cmax
  real(8) :: loc(n, m)
  integer :: i, j
!dvm$ inherit u
!dvm$ align loc(i, j) with u(i, j)
!dvm$ parallel (j, i) on loc(i, j)
  do j = 1, m
    do i = 1, n
      loc(i, j) = u(i, j) * i - j
    end do
  end do
  s = 0; cmax = -1d30
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s), max(cmax))
  do j = 1, m
    do i = 1, n
      s = s + loc(i, j)
      cmax = max(cmax, loc(i, j) + u(i, j))
    end do
  end do
!dvm$ parallel (j) on u(1, j)
  do j = 1, m
    u(1, j) = -j
  end do
end subroutine

subroutine local_work(n, r)
  implicit none
  integer, intent(in) :: n
  real(8), intent(out) :: r
  real(8) :: w(n), z(n + 2)
  integer :: i
!dvm$ distribute z(block)
!dvm$ align w(i) with z(i + 1)
!dvm$ parallel (i) on z(i)
  do i = 1, n + 2
    z(i) = i * 0.5d0
  end do
!dvm$ parallel (i) on w(i), shadow_renew(z)
  do i = 1, n
    w(i) = z(i) + z(i + 2) - z(i + 1)
  end do
  r = 0
!dvm$ parallel (i) on w(i), reduction(sum(r))
  do i = 1, n
    r = r + w(i) * i
  end do
end subroutine

program dvmx_automatic_align
  implicit none
  integer, parameter :: n = 9, m = 7
  real(8) :: a(n, m)
  real(8) :: s, c, r
  integer :: i, j, k
  interface
    subroutine shift_stats(u, n, m, s, cmax)
      integer, intent(in) :: n, m
      real(8) :: u(n, m)
      real(8), intent(out) :: s, cmax
    end subroutine
  end interface
!dvm$ distribute a(block, block)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 0.1d0 * j
    end do
  end do
  call shift_stats(a, n, m, s, c)
  print '(2f16.6)', s, c
  print '(5f10.3)', a(1, 1), a(1, m), a(2, 3), a(n, m), a(1, 4)
  do k = 3, 11, 4
    call local_work(k, r)
    print '(i3, f14.4)', k, r
  end do
end program

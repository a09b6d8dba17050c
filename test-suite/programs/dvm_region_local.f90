! dvmh-test: grids=4:1x4 2:1x2
! One REGION holding a sequence of parallel loops over (*, BLOCK)-distributed arrays: a
! LOCAL scratch array that lives only inside the region, IN and OUT clauses, boundary
! values changed on the host between regions (GET_ACTUAL of the array, element updates,
! ACTUAL), PRIVATE temporaries and a MAX reduction inside the region.
program dvm_region_local
  implicit none
  integer, parameter :: m = 8, n = 36, nt = 5
  real(8) :: u(m, n), f(m, n), w(m, n), t, big
  integer :: i, j, it
!dvm$ distribute u(*, block)
!dvm$ align (i, j) with u(i, j) :: f, w
!dvm$ shadow u(0:0, 1:1)
!dvm$ region out(u, f)
!dvm$ parallel (j) on u(*, j), private(i)
  do j = 1, n
    do i = 1, m
      u(i, j) = 0
      f(i, j) = sin(0.2d0 * j) * (i - 0.5d0 * m)
    end do
  end do
!dvm$ end region
  do it = 1, nt
!dvm$ get_actual(u)
    do i = 1, m
      u(i, 1) = dble(it)
      u(i, n) = -dble(it) / 2
    end do
!dvm$ actual(u)
    big = 0
!dvm$ region in(f), inout(u), local(w)
!dvm$ parallel (j) on w(*, j), shadow_renew(u), private(i, t)
    do j = 2, n - 1
      do i = 1, m
        t = 0.25d0 * (u(i, j - 1) + u(i, j + 1)) + 0.5d0 * u(i, j)
        w(i, j) = t + 0.01d0 * f(i, j)
      end do
    end do
!dvm$ parallel (j) on u(*, j), private(i), reduction(max(big))
    do j = 2, n - 1
      do i = 1, m
        big = max(big, abs(w(i, j) - u(i, j)))
        u(i, j) = w(i, j)
      end do
    end do
!dvm$ end region
!dvm$ get_actual(big)
    write (*, '(i3, es16.7)') it, big
  end do
!dvm$ get_actual(u)
  write (*, '(6f12.7)') (u(3, j), j = 1, n, 7)
end program dvm_region_local

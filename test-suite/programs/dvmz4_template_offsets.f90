! dvmh-test: grids=3:3 4:4 2:2
! dvmh-warnings: expected (cc(i/2) on the even I of a loop ON T(I): local by the stride-2 alignment, not provable as a*I+b)
! A staggered 1-D grid as finite-volume codes lay it out: cell-centred arrays aligned with
! a template T(0:N) at T(I), face arrays at T(I-1) and a half-length coarse array at
! T(2*I); loops ON the template itself (`ON T(I)`) touch arrays of all three alignments;
! inside a subroutine an ALLOCATABLE template-aligned work array sized by a dummy; shifted
! reads through the shadow edges; flux divergence and conservation checked by SUM.
program dvmz4_template_offsets
  implicit none
  integer, parameter :: n = 23
  real(8) :: u(n), flux(n + 1), cc(n / 2), tot0, tot1
  integer :: i, it
!dvm$ template t(0:n)
!dvm$ distribute t(block)
!dvm$ align u(i) with t(i)
!dvm$ align flux(i) with t(i - 1)
!dvm$ align cc(i) with t(2 * i)
!dvm$ shadow u(1:1), flux(1:0)
!dvm$ parallel (i) on t(i)
  do i = 0, n
    if (i >= 1) u(i) = exp(-0.05d0 * (i - 8)**2)
    flux(i + 1) = 0d0
    if (i >= 2 .and. mod(i, 2) == 0) cc(i / 2) = 0d0
  end do
  tot0 = sum(u)
  do it = 1, 5
!dvm$ parallel (i) on flux(i), shadow_renew(u)
    do i = 2, n
      flux(i) = 0.4d0 * u(i - 1) - 0.1d0 * (u(i) - u(i - 1))
    end do
!dvm$ parallel (i) on u(i), shadow_renew(flux)
    do i = 1, n
      u(i) = u(i) - (flux(i + 1) - flux(i))
    end do
  end do
  tot1 = sum(u)
!dvm$ parallel (i) on cc(i), shadow_renew(u)
  do i = 1, n / 2
    cc(i) = 0.5d0 * (u(2 * i) + u(2 * i + 1))
  end do
  print '(2f18.12)', tot0, tot1
  print '(5f14.10)', u(1), u(8), u(12), u(20), u(n)
  print '(f18.12)', sum(cc)
  call work(u, n)
end program dvmz4_template_offsets

subroutine work(u, n)
  integer n, i
  real(8) u(n), s
!dvm$ inherit u
  real(8), allocatable :: w(:)
!dvm$ align w(i) with u(i)
  allocate(w(n))
  w = 2d0 * u
  s = 0d0
!dvm$ parallel (i) on w(i), reduction(sum(s))
  do i = 1, n
    s = s + w(i) * i
  end do
  print '(f18.12)', s
  deallocate(w)
end subroutine work

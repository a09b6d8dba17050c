! dvmh-test: grids=4:2x2 4:4x1
! Regions inside a time loop with a REDISTRIBUTE between them (the device copies follow the
! new mapping), an ACROSS nest and MAXLOC/MINLOC with location arrays together with SUM in
! a region, a region loop ON a template with arrays aligned with shifts, and GET_ACTUAL.
program dvmx_region_mix
  implicit none
  integer, parameter :: n = 14, m = 10
  real(8) :: a(n, m), b(n, m)
  integer :: i, j, it, lmax(2), lmin(2)
  real(8) :: s, amax, amin
!dvm$ template t(0:n + 1, 0:m + 1)
!dvm$ dynamic t
!dvm$ distribute t(block, block)
!dvm$ align a(i, j) with t(i, j)
!dvm$ align b(i, j) with t(i + 1, j - 1)
!dvm$ region
!dvm$ parallel (j, i) on t(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 7 + j * 3, 11) + 0.5d0 * i
    end do
  end do
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = 0
    end do
  end do
!dvm$ end region
  do it = 1, 3
    if (it == 2) then
!dvm$ redistribute t(*, block)
    end if
    if (it == 3) then
!dvm$ redistribute t(block, *)
    end if
!dvm$ region
!dvm$ parallel (j, i) on a(i, j), across(a(1:0, 1:0))
    do j = 2, m
      do i = 2, n
        a(i, j) = (a(i - 1, j) + a(i, j - 1)) * 0.5d0 + 0.01d0 * it
      end do
    end do
    s = 0; amax = -1d30; amin = 1d30; lmax = 0; lmin = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), maxloc(amax, lmax, 2), &
!dvm$& minloc(amin, lmin, 2))
    do j = 1, m
      do i = 1, n
        s = s + a(i, j)
        if (a(i, j) > amax) then
          amax = a(i, j); lmax(1) = i; lmax(2) = j
        end if
        if (a(i, j) < amin) then
          amin = a(i, j); lmin(1) = i; lmin(2) = j
        end if
      end do
    end do
!dvm$ end region
!dvm$ get_actual(s, amax, amin, lmax, lmin)
    print '(i2, 3f16.8, 4i4)', it, s, amax, amin, lmax, lmin
  end do
  print '(3f16.8)', a(n, m), a(2, 2), a(7, 5)
end program

! dvmh-test: grids=4:2x2 3:3x1
! Regions inside module procedures called from a main program without directives, over
! distributed arrays of COMPLEX(8), INTEGER(8) and LOGICAL of odd extents (23 x 17): a
! complex stencil with SHADOW_RENEW, INTEGER(8) arithmetic beyond 32 bits, a LOGICAL mask
! computed with a PRIVATE work array, then SUM of COMPLEX, MAX and SUM of INTEGER(8), PRODUCT,
! AND/OR and MAXLOC with two location variables in one loop; GET_ACTUAL before output.
module dvmz3_rt_mod
  implicit none
  integer, parameter :: n = 23, m = 17
  complex(8) :: z(n, m), zn(n, m)
  integer(8) :: k8(n, m)
  logical :: mask(n, m)
!dvm$ distribute z(block, block)
!dvm$ align (i, j) with z(i, j) :: zn, k8, mask
contains
  subroutine init()
    integer :: i, j
!dvm$ region
!dvm$ parallel (j, i) on z(i, j)
    do j = 1, m
      do i = 1, n
        z(i, j) = cmplx(i * 0.5d0, -j * 0.25d0, kind=8)
        zn(i, j) = z(i, j)
        k8(i, j) = int(i, 8) * 1000000007_8 + int(j, 8) * 3_8**20
      end do
    end do
!dvm$ end region
  end subroutine init

  subroutine smooth(steps)
    integer, intent(in) :: steps
    integer :: i, j, it
    do it = 1, steps
!dvm$ region
!dvm$ parallel (j, i) on zn(i, j), shadow_renew(z)
      do j = 2, m - 1
        do i = 2, n - 1
          zn(i, j) = 0.25d0 * (z(i - 1, j) + z(i + 1, j) + z(i, j - 1) + z(i, j + 1)) &
                     * (0d0, 1d0) + conjg(z(i, j)) * 0.1d0
        end do
      end do
!dvm$ parallel (j, i) on z(i, j)
      do j = 2, m - 1
        do i = 2, n - 1
          z(i, j) = zn(i, j)
        end do
      end do
!dvm$ end region
    end do
  end subroutine smooth

  subroutine summary()
    integer :: i, j, cnt, lmax(2)
    complex(8) :: zs
    integer(8) :: kmax, ksum, kprod
    real(8) :: amax, t(2)
    logical :: lall, lany
    zs = 0
    kmax = 0
    ksum = 0
    kprod = 1
    cnt = 0
    amax = -1
    lmax = 0
    lall = .true.
    lany = .false.
!dvm$ actual(zs, kmax, ksum, kprod, cnt, amax, lmax, lall, lany)
!dvm$ region
!dvm$ parallel (j, i) on mask(i, j), private(t)
    do j = 1, m
      do i = 1, n
        t(1) = real(z(i, j))
        t(2) = aimag(z(i, j))
        mask(i, j) = t(1) > t(2) .neqv. mod(k8(i, j), 3_8) == 0
      end do
    end do
!dvm$ parallel (j, i) on mask(i, j), reduction(sum(zs), max(kmax), sum(ksum), sum(cnt), &
!dvm$& product(kprod), maxloc(amax, lmax, 2), and(lall), or(lany))
    do j = 1, m
      do i = 1, n
        if (mask(i, j)) then
          zs = zs + z(i, j)
          cnt = cnt + 1
          k8(i, j) = k8(i, j) * 3_8
        end if
        kmax = max(kmax, k8(i, j))
        ksum = ksum + k8(i, j) / 1000_8
        if (i == j) kprod = kprod * int(i + 1, 8)
        if (abs(z(i, j)) > amax) then
          amax = abs(z(i, j))
          lmax(1) = i
          lmax(2) = j
        end if
        lall = lall .and. k8(i, j) > 0
        lany = lany .or. (mask(i, j) .and. i == n)
      end do
    end do
!dvm$ end region
!dvm$ get_actual(zs, kmax, ksum, kprod, cnt, amax, lmax, lall, lany, mask, k8, z)
    write (*, '(2f20.10, i5)') zs, cnt
    write (*, '(3i22)') kmax, ksum, kprod
    write (*, '(f16.10, 2i4, 2l2)') amax, lmax, lall, lany
    write (*, '(23l2)') mask
    write (*, '(3i22)') k8(1, 1), k8(n, m), k8(12, 9)
    write (*, '(4f16.10)') z(12, 9), z(2, 2)
  end subroutine summary
end module dvmz3_rt_mod

program dvmz3_region_typed
  use dvmz3_rt_mod
  implicit none
  call init()
  call smooth(3)
  call summary()
end program dvmz3_region_typed

! dvmh-test: grids=2:2 3:3 4:4
! A multigrid V-cycle for -u'' = f on three grid levels, each level's arrays aligned with
! one template at a stride (ALIGN u2(i) WITH t(2*i-1), u3(i) WITH t(4*i-3)): weighted Jacobi
! smoothing with SHADOW_RENEW, full-weighting restriction reading the finer residual through
! the shadow edge of its aligned neighbours, linear prolongation reading the coarser level
! by REMOTE_ACCESS, and the residual norm as a SUM reduction per cycle.
module mg_levels
  implicit none
  integer, parameter :: n1 = 65, n2 = 33, n3 = 17
  real(8) :: u1(n1), f1(n1), r1(n1), v1(n1)
  real(8) :: u2(n2), f2(n2), r2(n2), v2(n2)
  real(8) :: u3(n3), f3(n3), v3(n3)
!dvm$ template t(n1)
!dvm$ distribute t(block)
!dvm$ align (i) with t(i) :: u1, f1, r1, v1
!dvm$ align (i) with t(2*i-1) :: u2, f2, r2, v2
!dvm$ align (i) with t(4*i-3) :: u3, f3, v3
!dvm$ shadow (1:1) :: u1, r1, v1, u2, r2, v2, u3, v3
end module mg_levels

program dvmz4_mg_levels
  use mg_levels
  implicit none
  integer :: i, cyc
  real(8) :: h1, res
  h1 = 1d0 / (n1 - 1)
!dvm$ parallel (i) on u1(i)
  do i = 1, n1
    u1(i) = 0d0
    f1(i) = sin(3.14159265358979d0 * (i - 1) * h1) + 0.3d0 * mod(i, 5)
  end do
  do cyc = 1, 4
    call smooth1(3)
    call residual1(res)
!dvm$ parallel (i) on f2(i), shadow_renew(r1)
    do i = 1, n2
      if (i == 1 .or. i == n2) then
        f2(i) = 0d0
      else
        f2(i) = 0.25d0 * (r1(2 * i - 2) + 2d0 * r1(2 * i - 1) + r1(2 * i))
      end if
      u2(i) = 0d0
    end do
    call smooth2(3)
!dvm$ parallel (i) on r2(i), shadow_renew(u2)
    do i = 1, n2
      r2(i) = 0d0
      if (i > 1 .and. i < n2) r2(i) = f2(i) - (2d0 * u2(i) - u2(i - 1) - u2(i + 1)) * (n2 - 1)**2
    end do
!dvm$ parallel (i) on f3(i), shadow_renew(r2)
    do i = 1, n3
      f3(i) = 0d0
      if (i > 1 .and. i < n3) f3(i) = 0.25d0 * (r2(2*i - 2) + 2d0 * r2(2*i - 1) + r2(2*i))
      u3(i) = 0d0
    end do
    call smooth3(20)
!dvm$ parallel (i) on u2(i), remote_access(u3(:))
    do i = 1, n2
      if (mod(i, 2) == 1) then
        u2(i) = u2(i) + u3((i + 1) / 2)
      else
        u2(i) = u2(i) + 0.5d0 * (u3(i / 2) + u3(i / 2 + 1))
      end if
    end do
    call smooth2(2)
!dvm$ parallel (i) on u1(i), remote_access(u2(:))
    do i = 1, n1
      if (mod(i, 2) == 1) then
        u1(i) = u1(i) + u2((i + 1) / 2)
      else
        u1(i) = u1(i) + 0.5d0 * (u2(i / 2) + u2(i / 2 + 1))
      end if
    end do
    call smooth1(2)
    call residual1(res)
    print '(a, i2, es14.6)', 'cycle', cyc, res
  end do
  print '(4f14.9)', u1(2), u1(17), u1(33), u1(n1 - 1)
  print '(2f16.9)', sum(u1), sum(u2)
contains
  subroutine smooth1(k)
    integer, intent(in) :: k
    integer :: s, j
    real(8) :: hh
    hh = 1d0 / (n1 - 1)**2
    do s = 1, k
!dvm$ parallel (j) on v1(j), shadow_renew(u1)
      do j = 2, n1 - 1
        v1(j) = u1(j) + (2d0 / 3d0) * (0.5d0 * (u1(j - 1) + u1(j + 1) + hh * f1(j)) - u1(j))
      end do
!dvm$ parallel (j) on u1(j)
      do j = 2, n1 - 1
        u1(j) = v1(j)
      end do
    end do
  end subroutine smooth1
  subroutine smooth2(k)
    integer, intent(in) :: k
    integer :: s, j
    real(8) :: hh
    hh = 1d0 / (n2 - 1)**2
    do s = 1, k
!dvm$ parallel (j) on v2(j), shadow_renew(u2)
      do j = 2, n2 - 1
        v2(j) = u2(j) + (2d0 / 3d0) * (0.5d0 * (u2(j - 1) + u2(j + 1) + hh * f2(j)) - u2(j))
      end do
!dvm$ parallel (j) on u2(j)
      do j = 2, n2 - 1
        u2(j) = v2(j)
      end do
    end do
  end subroutine smooth2
  subroutine smooth3(k)
    integer, intent(in) :: k
    integer :: s, j
    real(8) :: hh
    hh = 1d0 / (n3 - 1)**2
    do s = 1, k
!dvm$ parallel (j) on v3(j), shadow_renew(u3)
      do j = 2, n3 - 1
        v3(j) = u3(j) + (2d0 / 3d0) * (0.5d0 * (u3(j - 1) + u3(j + 1) + hh * f3(j)) - u3(j))
      end do
!dvm$ parallel (j) on u3(j)
      do j = 2, n3 - 1
        u3(j) = v3(j)
      end do
    end do
  end subroutine smooth3
  subroutine residual1(rn)
    real(8), intent(out) :: rn
    integer :: j
    rn = 0d0
!dvm$ parallel (j) on r1(j), shadow_renew(u1), reduction(sum(rn))
    do j = 1, n1
      r1(j) = 0d0
      if (j > 1 .and. j < n1) then
        r1(j) = f1(j) - (2d0 * u1(j) - u1(j - 1) - u1(j + 1)) * (n1 - 1)**2
        rn = rn + r1(j)**2
      end if
    end do
    rn = sqrt(rn)
  end subroutine residual1
end program dvmz4_mg_levels

! dvmh-test: grids=2:2 3:3 4:4
! A staggered 1-D grid on a TEMPLATE: cell values P(I) on T(2*I), face fluxes F(I) on
! T(2*I-1) (stretch and shift), a coarse grid aligned with every fourth template point and a
! mirrored copy aligned with T(2*N+2-2*I) (negative stride). A few explicit steps read faces
! next to cells through shadows; then the template is REDISTRIBUTEd (BLOCK to
! WGT_BLOCK) mid-run with all aligned arrays following, the mirrored copy is REALIGNed onto
! the cells (values kept) and a work array is REALIGNed with NEW_VALUE and refilled, and
! the steps continue; the results may not depend on the mapping.
program dvmz5_template_remap
  implicit none
  integer, parameter :: n = 24, nt = 2 * n + 1, nc = n / 2
  real(8) :: p(n), f(n + 1), pc(nc), pm(n), wk(n)
!dvm$ template t(nt)
!dvm$ distribute t(block)
!dvm$ dynamic t, pm, wk
!dvm$ align p(i) with t(2 * i)
!dvm$ align f(i) with t(2 * i - 1)
!dvm$ align pc(i) with t(4 * i)
!dvm$ align pm(i) with t(2 * n + 2 - 2 * i)
!dvm$ align wk(i) with t(2 * i)
  real(8) :: wt(nt)
  integer :: i, it
  real(8) :: mass, pmax, csum, msum
!dvm$ parallel (i) on p(i)
  do i = 1, n
    p(i) = 1d0 + 0.5d0 * sin(0.5d0 * i) + merge(1d0, 0d0, i > 8 .and. i < 14)
  end do
  do i = 1, nt
    wt(i) = 1d0 + 2d0 * exp(-0.01d0 * (i - nt / 3)**2)
  end do
  do it = 1, 8
    if (it == 5) then
!dvm$ redistribute t(wgt_block(wt, nt))
!dvm$ realign pm(i) with t(2 * i)
!dvm$ realign wk(i) with t(2 * n + 2 - 2 * i) new_value
    end if
    ! face fluxes from the neighbouring cells (upwind for a velocity of +1)
!dvm$ parallel (i) on f(i), remote_access(p(:))
    do i = 1, n + 1
      if (i == 1) then
        f(i) = 0d0
      else if (i == n + 1) then
        f(i) = p(n)
      else
        f(i) = p(i - 1) - 0.1d0 * (p(i) - p(i - 1))
      end if
    end do
!dvm$ parallel (i) on p(i), remote_access(f(:))
    do i = 1, n
      p(i) = p(i) - 0.4d0 * (f(i + 1) - f(i))
    end do
!dvm$ parallel (i) on pm(i), remote_access(p(:))
    do i = 1, n
      pm(i) = p(n + 1 - i)
    end do
!dvm$ parallel (i) on wk(i), remote_access(pm(:))
    do i = 1, n
      wk(i) = pm(i) * i
    end do
!dvm$ parallel (i) on pc(i), remote_access(p(:))
    do i = 1, nc
      pc(i) = 0.5d0 * (p(2 * i - 1) + p(2 * i))
    end do
    mass = 0d0
    pmax = -1d0
!dvm$ parallel (i) on p(i), reduction(sum(mass), max(pmax))
    do i = 1, n
      mass = mass + p(i)
      pmax = max(pmax, p(i))
    end do
    csum = 0d0
!dvm$ parallel (i) on pc(i), reduction(sum(csum))
    do i = 1, nc
      csum = csum + pc(i)
    end do
    msum = 0d0
!dvm$ parallel (i) on wk(i), reduction(sum(msum))
    do i = 1, n
      msum = msum + wk(i)
    end do
    print '(i2, 4f18.12)', it, mass, pmax, 2d0 * csum, msum
  end do
  print '(6f12.8)', p(1:n:4)
  print '(6f12.8)', pm(1:n:4), wk(2), f(n)
end program dvmz5_template_remap

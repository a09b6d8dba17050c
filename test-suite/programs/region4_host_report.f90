! A 1-D advection-diffusion run inside one long REGION whose HOST_SECTIONs report progress as a
! simulation does: every few steps the host prints the mass, the peak (from a reduction the
! region's loop computed) and probe values the device wrote, and once it injects mass at a
! point; the loops after each section must see the host's write. A final region checks the
! totals against a host loop over the whole field.
! dvmh-test: grids=4:4 3:3 2:2
program region4_host_report
  implicit none
  integer, parameter :: n = 200, nsteps = 16, every = 4
  real(8), parameter :: cfl = 0.4d0, nu = 0.1d0
  real(8) :: q(0:n + 1), qn(0:n + 1), mass, peak, check
  integer :: i, step
!dvm$ distribute q(block)
!dvm$ align qn(i) with q(i)
!dvm$ shadow q(1:1)
!dvm$ region
!dvm$ parallel (i) on q(i)
  do i = 0, n + 1
    q(i) = 0.0d0
    if (i >= 20 .and. i <= 40) q(i) = 1.0d0 + 0.01d0 * (i - 20)
    qn(i) = q(i)
  end do
  do step = 1, nsteps
!dvm$ parallel (i) on qn(i), shadow_renew(q)
    do i = 1, n
      qn(i) = q(i) - cfl * (q(i) - q(i - 1)) + nu * (q(i - 1) - 2.0d0 * q(i) + q(i + 1))
    end do
    mass = 0
    peak = 0
!dvm$ parallel (i) on q(i), reduction(sum(mass), max(peak))
    do i = 1, n
      q(i) = qn(i)
      mass = mass + q(i)
      peak = max(peak, q(i))
    end do
!dvm$ host_section
    if (mod(step, every) == 0) then
      print '(A, I3, 2F18.12, 3F14.10)', ' step', step, mass, peak, q(30), q(30 + step), q(n / 2)
      if (step == every) q(n / 2) = q(n / 2) + 0.5d0
    end if
!dvm$ end host_section
  end do
!dvm$ end region
  check = 0
  do i = 1, n
    check = check + q(i) * i
  end do
  print '(A, F22.12)', ' moment', check
end program region4_host_report

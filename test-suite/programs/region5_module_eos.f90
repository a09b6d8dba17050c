! A hydro code's equation of state in a module: a small lookup table of the module (gamma
! per material), filled by an initialisation routine, and a module procedure whose REGION
! computes pressure and sound speed over the distributed cells (INHERIT dummies) with sum and
! max reductions; the main program changes a material between steps and calls it again.
! dvmh-test: grids=4:4 2:2 3:3
module eos_tables
  implicit none
  integer, parameter :: nmat = 5
  real(8) :: gam(nmat), pmin(nmat)
contains
  subroutine eos_init()
    integer :: k
    do k = 1, nmat
      gam(k) = 1.2d0 + 0.1d0 * k
      pmin(k) = 1.0d-3 * k
    end do
  end subroutine eos_init

  subroutine eos_update(n, rho, e, mat, p, c, psum, cmax)
    integer, intent(in) :: n
    real(8) :: rho(n), e(n), p(n), c(n)
    integer :: mat(n)
    real(8), intent(out) :: psum, cmax
    integer :: i, m
!dvm$ inherit rho, e, mat, p, c
    psum = 0
    cmax = 0
!dvm$ actual(psum, cmax)
!dvm$ region
!dvm$ parallel (i) on p(i), reduction(sum(psum), max(cmax)), private(m)
    do i = 1, n
      m = mat(i)
      p(i) = max((gam(m) - 1.0d0) * rho(i) * e(i), pmin(m))
      c(i) = sqrt(gam(m) * p(i) / rho(i))
      psum = psum + p(i)
      cmax = max(cmax, c(i))
    end do
!dvm$ end region
!dvm$ get_actual(psum, cmax)
  end subroutine eos_update
end module eos_tables

program region5_module_eos
  use eos_tables
  implicit none
  integer, parameter :: n = 120
  real(8) :: rho(n), e(n), p(n), c(n), psum, cmax
  integer :: mat(n), i, step
!dvm$ distribute rho(block)
!dvm$ align (i) with rho(i) :: e, p, c, mat
  call eos_init()
!dvm$ parallel (i) on rho(i)
  do i = 1, n
    rho(i) = 1.0d0 + 0.5d0 * cos(0.07d0 * i)
    e(i) = 2.0d0 + mod(i, 7) * 0.25d0
    mat(i) = mod(i * 3, nmat) + 1
  end do
  do step = 1, 3
    call eos_update(n, rho, e, mat, p, c, psum, cmax)
    print '(A, I2, 2F20.10)', ' step', step, psum, cmax
    gam(2) = gam(2) + 0.05d0
!dvm$ region
!dvm$ parallel (i) on e(i)
    do i = 1, n
      e(i) = e(i) * 0.99d0 + 0.01d0 * p(i) / rho(i)
    end do
!dvm$ end region
  end do
!dvm$ get_actual(p, c)
  print '(A, 4F18.12)', ' p, c', p(1), p(n / 2), c(7), c(n)
end program region5_module_eos

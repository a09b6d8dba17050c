! dvmh-test: procs=1 2 3
! dvmh-test: grids=4:4x1 2:2x1
! dvmh-test: serial-files=lib/dvmy_nproc_serial.f90
! A Jacobi solver written as DVM users write it: module procedures whose INHERIT dummies
! are declared 0-based, U(0:N-1, 0:N-1), while the arrays passed are 1-based; called on a
! GEN_BLOCK x BLOCK distribution (sizes computed from NUMBER_OF_PROCESSORS()) and on a
! (*, BLOCK) one. The time loop has SHADOW_RENEW, a MAX reduction for convergence, a
! boundary set by element assignments through the dummy, and an ACROSS relaxation sweep.
module solver
  implicit none
contains
  subroutine boundary(u, n)
    integer, intent(in) :: n
    real(8) :: u(0:n - 1, 0:n - 1)
    integer :: i
!dvm$ inherit u
!dvm$ parallel (i) on u(i, 0)
    do i = 0, n - 1
      u(i, 0) = 1d0 + i * 0.1d0
    end do
!dvm$ parallel (i) on u(i, n - 1)
    do i = 0, n - 1
      u(i, n - 1) = -0.5d0
    end do
    u(0, 0) = 2d0
    u(n - 1, n - 1) = u(n - 2, n - 1) + u(0, 0)
  end subroutine

  subroutine jacobi(u, v, n, eps, iters)
    integer, intent(in) :: n
    real(8) :: u(0:n - 1, 0:n - 1), v(0:n - 1, 0:n - 1)
    real(8), intent(in) :: eps
    integer, intent(out) :: iters
    real(8) :: err
    integer :: i, j, it
!dvm$ inherit u, v
    iters = 0
    do it = 1, 200
      err = 0
!dvm$ parallel (j, i) on v(i, j), shadow_renew(u), reduction(max(err))
      do j = 1, n - 2
        do i = 1, n - 2
          v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1))
          err = max(err, abs(v(i, j) - u(i, j)))
        end do
      end do
!dvm$ parallel (j, i) on u(i, j)
      do j = 1, n - 2
        do i = 1, n - 2
          u(i, j) = v(i, j)
        end do
      end do
      iters = it
      if (err < eps) exit
    end do
  end subroutine

  subroutine sweep(u, n)
    integer, intent(in) :: n
    real(8) :: u(0:n - 1, 0:n - 1)
    integer :: i, j
!dvm$ inherit u
!dvm$ parallel (j, i) on u(i, j), across(u(1:1, 1:1))
    do j = 1, n - 2
      do i = 1, n - 2
        u(i, j) = (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) + u(i, j + 1)) * 0.25d0
      end do
    end do
  end subroutine

  real(8) function checksum(u, n)
    integer, intent(in) :: n
    real(8) :: u(0:n - 1, 0:n - 1)
    real(8) :: s
    integer :: i, j
!dvm$ inherit u
    s = 0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s))
    do j = 0, n - 1
      do i = 0, n - 1
        s = s + u(i, j) * (1 + mod(i + 2 * j, 5))
      end do
    end do
    checksum = s
  end function
end module

program dvm_inherit_solver
  use solver
  implicit none
  integer, parameter :: n = 14
  real(8) :: a(n, n), b(n, n), c(n, n), d(n, n)
  integer :: sizes(8), np, k, left, iters
  integer :: number_of_processors
!dvm$ distribute :: a
!dvm$ dynamic a, b
!dvm$ align b(i, j) with a(i, j)
!dvm$ distribute c(*, block)
!dvm$ align d(i, j) with c(i, j)
  np = number_of_processors()
  sizes = 0
  left = n
  do k = 1, np - 1
    sizes(k) = min(left, 2 * k + 1)
    left = left - sizes(k)
  end do
  sizes(np) = left
!dvm$ redistribute a(gen_block(sizes), block)
  a = 0
  b = 0
  c = 0
  d = 0
  call boundary(a, n)
  call boundary(c, n)
  call jacobi(a, b, n, 1d-4, iters)
  print '(a, i5, f20.10)', ' gen_block ', iters, checksum(a, n)
  call jacobi(c, d, n, 1d-3, iters)
  print '(a, i5, f20.10)', ' star      ', iters, checksum(c, n)
  call sweep(a, n)
  call sweep(c, n)
  print '(a, 2f20.10)', ' swept ', checksum(a, n), checksum(c, n)
  print '(4f16.10)', a(2, 2), a(n - 1, n - 1), c(7, 3), a(n, n)
end program

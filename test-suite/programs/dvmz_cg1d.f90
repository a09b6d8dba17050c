! Conjugate gradients for a 1-D Poisson problem (-u'' + c u = f, tridiagonal) on distributed
! vectors: the matrix-vector product in a subroutine on INHERIT dummies reading the shadow
! edges, dot products as SUM reductions in a function, AXPY updates in parallel loops; the
! residual history and the error against the exact discrete solution are printed.
module cg_ops
  implicit none
contains
  subroutine matvec(n, p, q, c)
    integer, intent(in) :: n
    real(8) :: p(n), q(n)
    real(8), intent(in) :: c
!dvm$ inherit p, q
    integer :: i
!dvm$ parallel (i) on q(i), shadow_renew(p)
    do i = 1, n
      if (i == 1) then
        q(i) = (2d0 + c) * p(i) - p(i + 1)
      else if (i == n) then
        q(i) = (2d0 + c) * p(i) - p(i - 1)
      else
        q(i) = (2d0 + c) * p(i) - p(i - 1) - p(i + 1)
      end if
    end do
  end subroutine matvec

  real(8) function dot(n, a, b)
    integer, intent(in) :: n
    real(8) :: a(n), b(n)
!dvm$ inherit a, b
    integer :: i
    real(8) :: s
    s = 0d0
!dvm$ parallel (i) on a(i), reduction(sum(s))
    do i = 1, n
      s = s + a(i) * b(i)
    end do
    dot = s
  end function dot
end module cg_ops

program dvmz_cg1d
  use cg_ops
  implicit none
  integer, parameter :: n = 300
  real(8) :: x(n), r(n), p(n), q(n), ex(n)
  real(8) :: alpha, beta, rr, rr_new, c, err
  integer :: i, it
!dvm$ distribute x(block)
!dvm$ align (i) with x(i) :: r, p, q, ex
  c = 0.01d0
  ! the exact solution ex; f = A ex is put in r, x starts at 0
!dvm$ parallel (i) on ex(i)
  do i = 1, n
    ex(i) = sin(3.0d0 * i / n) + 0.001d0 * i
    x(i) = 0d0
  end do
  call matvec(n, ex, r, c)
!dvm$ parallel (i) on p(i)
  do i = 1, n
    p(i) = r(i)
  end do
  rr = dot(n, r, r)
  write (*, '(a, es12.4)') 'initial residual', sqrt(rr)
  do it = 1, 400
    call matvec(n, p, q, c)
    alpha = rr / dot(n, p, q)
!dvm$ parallel (i) on x(i)
    do i = 1, n
      x(i) = x(i) + alpha * p(i)
      r(i) = r(i) - alpha * q(i)
    end do
    rr_new = dot(n, r, r)
    if (mod(it, 20) == 0) write (*, '(a, i4, es12.3)') 'iteration', it, sqrt(rr_new)
    if (sqrt(rr_new) < 1d-10) exit
    beta = rr_new / rr
    rr = rr_new
!dvm$ parallel (i) on p(i)
    do i = 1, n
      p(i) = r(i) + beta * p(i)
    end do
  end do
  err = 0d0
!dvm$ parallel (i) on x(i), reduction(max(err))
  do i = 1, n
    err = max(err, abs(x(i) - ex(i)))
  end do
  write (*, '(a, l2)') 'converged', it <= 400
  write (*, '(a, l2)') 'error below 1e-8', err < 1d-8
  write (*, '(3f14.9)') x(1), x(n / 2), x(n)
end program dvmz_cg1d

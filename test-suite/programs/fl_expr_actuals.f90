! Rank-2 array expressions as actual arguments of assumed-shape dummies, as linear-algebra
! and stencil codes pass them: a residual r = b - A x passed straight to a norm routine,
! a transposed matrix, a strided column section scaled, a sum of sections, and the kind
! inquiries (PRECISION, RANGE, EPSILON, HUGE, TINY) of the real, complex and integer kinds
! chosen with SELECTED_REAL_KIND / SELECTED_INT_KIND.
program expr_actuals
  implicit none
  integer, parameter :: dp = selected_real_kind(15, 300), sp = selected_real_kind(6, 30)
  integer, parameter :: i8 = selected_int_kind(15), i2 = selected_int_kind(4)
  real(dp) :: a(4, 6), b(4, 6), c(6, 4)
  complex(dp) :: z
  complex(sp) :: zs
  real(sp) :: s
  integer(i8) :: big
  integer(i2) :: small
  integer :: i, j

  do j = 1, 6
    do i = 1, 4
      a(i, j) = 1.0_dp / (i + j - 1)
      b(i, j) = real(mod(3 * i + j, 5), dp) - 2.0_dp
    end do
  end do
  call report('a + 2b', a + 2 * b)
  call report('transpose(a)', transpose(a))
  call report('a(:, ::2) * 3', a(:, ::2) * 3)
  call report('b - a', b - a)
  call report('a(2:4, 2:5) + b(1:3, 1:4)', a(2:4, 2:5) + b(1:3, 1:4))
  c = transpose(b)
  call report('c(2:5, :) - 1', c(2:5, :) - 1.0_dp)
  call report('matmul(a, c)', matmul(a, c))
  call scale_rows(abs(b(:, 1:3)) + 1)

  print *, precision(z), range(z), kind(z), precision(zs), range(zs), kind(zs)
  print *, precision(s), range(s), digits(s), epsilon(s), huge(s), tiny(s)
  print *, precision(a), range(a), digits(a(1, 1)), epsilon(a), huge(a), tiny(a)
  print *, range(big), huge(big), kind(big), range(small), huge(small), kind(small)
  print *, dp, sp, i8, i2, kind(1.0_dp), kind((1.0_sp, 0.0_sp))
contains
  subroutine report(what, x)
    character(*), intent(in) :: what
    real(dp), intent(in) :: x(:, :)
    print '(a30,2i3,3f16.10)', what, shape(x), sum(x), sqrt(sum(x**2)), &
        x(size(x, 1), size(x, 2))
  end subroutine report

  subroutine scale_rows(x)
    real(dp), intent(in) :: x(:, :)
    integer :: k
    do k = 1, size(x, 1)
      print '(i3,4f10.4)', k, x(k, :) / maxval(x(k, :))
    end do
  end subroutine scale_rows
end program expr_actuals

! Kernels with assumed-shape and constant-shape coefficient dummies, as modern Fortran codes
! write them: a module procedure receives distributed fields (INHERIT) and a filter kernel
! as an assumed-shape dummy (k(-m:)), a constant-shape mixing matrix dummy (mix(3, 3)) and
! reads a module array; its REGION loops apply them. The caller passes a contiguous array
! and a strided section of a larger table (every other element), which must both be read
! correctly, and changes the tables between calls.
! dvmh-test: grids=4:4 2:2 3:3
! dvmh-warnings: expected (u(i + l) with the inner loop's l: the compiler cannot prove it local, it is)
module filters
  implicit none
  real(8) :: bias(3) = (/ 0.1d0, -0.2d0, 0.05d0 /)
contains
  subroutine apply_filter(n, m, u, v, k, mix, total)
    integer, intent(in) :: n, m
    real(8) :: u(n), v(n)
    real(8), intent(in) :: k(-m:), mix(3, 3)
    real(8), intent(out) :: total
    integer :: i, l, c
    real(8) :: acc
!dvm$ inherit u, v
    total = 0
!dvm$ actual(total)
!dvm$ region
!dvm$ parallel (i) on v(i), shadow_renew(u), private(l, c, acc)
    do i = 1 + m, n - m
      acc = 0
      do l = -m, m
        c = mod(i + l + 3 * m, 3) + 1
        acc = acc + k(l) * mix(c, mod(abs(l), 3) + 1) * u(i + l) + bias(c)
      end do
      v(i) = acc
    end do
!dvm$ parallel (i) on v(i), reduction(sum(total))
    do i = 1, n
      total = total + v(i) * mod(i, 7)
    end do
!dvm$ end region
!dvm$ get_actual(total)
  end subroutine apply_filter
end module filters

program region5_assumed_shape
  use filters
  implicit none
  integer, parameter :: n = 90, m = 2
  real(8) :: u(n), v(n), k(-m:m), big(2 * (2 * m + 1)), mix(3, 3), total
  integer :: i, c
!dvm$ distribute u(block)
!dvm$ align v(i) with u(i)
!dvm$ shadow u(2:2)
  do i = -m, m
    k(i) = 1.0d0 / (1 + i * i)
  end do
  do i = 1, size(big)
    big(i) = 0.1d0 * i
  end do
  do c = 1, 3
    do i = 1, 3
      mix(i, c) = merge(1.0d0, 0.1d0 * (i - c), i == c)
    end do
  end do
!dvm$ parallel (i) on u(i)
  do i = 1, n
    u(i) = sin(0.11d0 * i) + 0.01d0 * i
    v(i) = 0
  end do
  call apply_filter(n, m, u, v, k, mix, total)
  print '(A, F20.10)', ' contiguous kernel', total
  call apply_filter(n, m, u, v, big(1::2), mix, total)
  print '(A, F20.10)', ' strided kernel', total
  bias(2) = 0.3d0
  mix(2, 1) = -0.4d0
  call apply_filter(n, m, u, v, k, mix, total)
  print '(A, F20.10)', ' changed tables', total
!dvm$ get_actual(v)
  print '(A, 3F18.12)', ' samples', v(10), v(n / 2), v(n - 5)
end program region5_assumed_shape

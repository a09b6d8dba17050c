! ALIGN with coefficients known only at run time (`ALIGN B(I) WITH A(K*I+L)`, K and L
! variables or dummies): distributed ALLOCATABLE arrays aligned after K and L are read, a
! subroutine's automatic arrays aligned by its dummies (called with other coefficients), a
! run-time constant subscript (`WITH G(L, J)`), an array aligned with such an array (the rules
! composed at run time), REALIGN with run-time coefficients (the values move); parallel loops
! ON the aligned arrays reading the base at the aligned element, a reduction, SHADOW_RENEW of
! the base, sequential access.
program dvm_align_runtime
  implicit none
  integer :: k, l, n, i, j
  real(8), allocatable :: a(:), b(:), g(:, :), s(:), c(:), r(:)
  real(8) :: total, gsum
  integer :: params(3)
!dvm$ distribute a(block)
!dvm$ align b(i) with a(k * i + l)
!dvm$ shadow a(1:1)
!dvm$ align c(i) with b(i)
!dvm$ dynamic r
!dvm$ align r(i) with a(i)
!dvm$ distribute g(*, block)
!dvm$ align s(j) with g(l, j)
  params = (/ 3, 2, 14 /)
  k = params(1)
  l = params(2)
  n = params(3)
  allocate (a(k * n + l + 1))
  allocate (b(n))
!dvm$ parallel (i) on a(i)
  do i = 1, k * n + l + 1
    a(i) = i * 0.5d0 + mod(i, 5)
  end do
  total = 0
!dvm$ parallel (i) on b(i), shadow_renew(a), reduction(sum(total))
  do i = 1, n
    b(i) = a(k * i + l) + 0.25d0 * (a(k * i + l - 1) + a(k * i + l + 1))
    total = total + b(i) * i
  end do
  print '(a, f14.4, 3f10.4)', 'b', total, b(1), b(n / 2), b(n)
  b(4) = -b(4)
  print '(a, f10.4, f10.4)', 'seq', b(4), a(k * 4 + l)
  allocate (c(n), r(n))
!dvm$ parallel (i) on c(i)
  do i = 1, n
    c(i) = b(i) - a(k * i + l)
  end do
!dvm$ parallel (i) on r(i)
  do i = 1, n
    r(i) = a(i) * 3
  end do
!dvm$ realign r(i) with a(k * i + l)
  total = 0
!dvm$ parallel (i) on r(i), reduction(sum(total))
  do i = 1, n
    r(i) = r(i) + a(k * i + l) + c(i)
    total = total + r(i)
  end do
  print '(a, f14.4, 2f10.4)', 'r', total, r(2), c(n)
  allocate (g(4, 3 * n), s(3 * n))
!dvm$ parallel (j, i) on g(i, j)
  do j = 1, 3 * n
    do i = 1, 4
      g(i, j) = i * 100 + j
    end do
  end do
  gsum = 0
!dvm$ parallel (j) on s(j), reduction(sum(gsum))
  do j = 1, 3 * n
    s(j) = g(l, j) * 2
    gsum = gsum + s(j)
  end do
  print '(a, f14.2, 2f10.2)', 's', gsum, s(1), s(3 * n)
  deallocate (s, g, r, c, b, a)
  call mapped(2, -1, 9)
  call mapped(1, 3, 12)
end program

! Automatic arrays aligned by the dummies' values.
subroutine mapped(k, l, n)
  implicit none
  integer, intent(in) :: k, l, n
  integer :: u(k * n + l + 2), v(n), i
  integer :: m
!dvm$ distribute u(block)
!dvm$ align v(i) with u(k * i + l + 1)
!dvm$ parallel (i) on u(i)
  do i = 1, k * n + l + 2
    u(i) = i * i
  end do
  m = 0
!dvm$ parallel (i) on v(i), reduction(max(m))
  do i = 1, n
    v(i) = u(k * i + l + 1) - i
    m = max(m, v(i))
  end do
  print '(a, 3i4, 3i8)', 'mapped', k, l, n, m, v(1), v(n)
end subroutine

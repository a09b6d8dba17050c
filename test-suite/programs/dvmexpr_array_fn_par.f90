! dvmh-warnings: expected (rows of INHERIT dummies: the distribution is not known at compile time)
! Array-valued functions (explicit-shape results sized by a dummy, ALLOCATABLE results)
! referenced inside parallel loops: each iteration gets its own result, freed when it ends;
! and temporaries of a size known only at run time inside parallel loops (an assignment to
! an overlapping section of a PRIVATE work array, MATMUL of sections of run-time extent).
module dvmexpr_fns
  implicit none
contains
  function ramp(n, base) result(r)
    integer, intent(in) :: n
    real(8), intent(in) :: base
    real(8) :: r(n)
    integer :: k
    do k = 1, n
      r(k) = base + k * 0.5d0
    end do
  end function ramp

  function positive(x) result(r)
    real(8), intent(in) :: x(:)
    real(8), allocatable :: r(:)
    r = pack(x, x > 0)
  end function positive
end module dvmexpr_fns

program dvmexpr_array_fn_par
  use dvmexpr_fns
  implicit none
  integer, parameter :: n = 14, m = 9
  real(8) :: a(n, m), s(n), tot, g(3, 3), row(m)
  integer :: i, j, cnt
!dvm$ distribute a(block, *)
!dvm$ align s(i) with a(i, *)
!dvm$ parallel (i) on a(i, *)
  do i = 1, n
    do j = 1, m
      a(i, j) = mod(i * 7 + j * 5, 11) - 4.5d0
    end do
  end do
  do j = 1, 3
    do i = 1, 3
      g(i, j) = i - j * 0.5d0
    end do
  end do
  tot = 0
  cnt = 0
!dvm$ parallel (i) on a(i, *), private(row), reduction(sum(tot), sum(cnt))
  do i = 1, n
    a(i, 1:m) = a(i, :) + ramp(m, i * 0.25d0)
    row = a(i, :)
    s(i) = sum(positive(row))
    cnt = cnt + size(positive(row(2:m)))
    tot = tot + sum(ramp(1 + mod(i, 4), 1d0) * 2)
  end do
  print '(a, 3f14.6)', 'a:', sum(a), a(1, 1), a(n, m)
  print '(a, 3f14.6)', 's:', sum(s), s(2), s(n)
  print '(a, i6, f14.6)', 'cnt, tot:', cnt, tot
  call work(a, n, m, 1 + mod(n, 4))
  print '(a, 3f14.6)', 'a:', sum(a), a(2, 3), a(n, 1)
contains
  subroutine work(a, n, m, h)
    integer, intent(in) :: n, m, h
    real(8) :: a(n, m)
!dvm$ inherit a
    real(8) :: t(m), v(h)
    integer :: i
!dvm$ parallel (i) on a(i, *), private(t, v)
    do i = 1, n
      t = a(i, :)
      t = t(m:1:-1) + t * 0.5d0
      t(2:m) = t(1:m-1) - 1
      v = matmul(g(1:h, 1:h), t(1:h))
      a(i, :) = t
      a(i, 1:h) = v
    end do
  end subroutine work
end program dvmexpr_array_fn_par

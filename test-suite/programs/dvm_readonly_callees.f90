! dvmh-test: grids=4:4x1 4:2x2 3:1x3
! Procedures of this file without an explicit interface, called in parallel loops with
! shadow elements passed by reference (A(I-1, J), A(I, J+1)): their bodies never write those
! dummies (they only read them, pass values of them on, print nothing), so the elements need
! no copy; the callee writes only the dummy that gets the iteration's own element.
subroutine stencil(w, e, s, n, c, r)
  real(8) :: w, e, s, n, c, r
  r = 0.2d0 * (w + e + s + n + c)
end subroutine

real(8) function weighted(x, y, k)
  real(8) :: x, y
  integer :: k
  weighted = x * k + y / (k + 1)
end function

subroutine blend(x, y, out)
  real(8) :: x, y, out
  real(8) :: weighted
  out = out + 0.5d0 * weighted((x), y, 2) + max(x, y)
end subroutine

program dvm_readonly_callees
  implicit none
  integer, parameter :: n = 11, m = 9
  real(8) :: a(n, m), b(n, m)
  real(8) :: s, weighted
  integer :: i, j
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * 13 + j * 7, 17) * 0.25d0
      b(i, j) = 0
    end do
  end do
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a)
  do j = 2, m - 1
    do i = 2, n - 1
      call stencil(a(i - 1, j), a(i + 1, j), a(i, j - 1), a(i, j + 1), a(i, j), b(i, j))
    end do
  end do
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a(corner))
  do j = 2, m
    do i = 1, n - 1
      call blend(a(i + 1, j - 1), a(i, j), b(i, j))
      b(i, j) = b(i, j) + weighted(a(i, j - 1), a(i + 1, j), i)
    end do
  end do
  s = 0
!dvm$ parallel (j, i) on b(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + b(i, j) * (i + 3 * j)
    end do
  end do
  print '(a, f22.10)', ' sum ', s
  print '(4f16.8)', b(2, 2), b(n - 1, m - 1), b(5, 6), b(1, m)
end program

! dvmh-warnings: expected (rows of INHERIT dummies: the distribution is not known at compile time)
! Work arrays of a size known only at run time inside parallel loops: a PRIVATE automatic
! array sized by a dummy (each iteration its own), and array expressions on it and on sections
! whose extents are known only at run time, needing temporaries.
program dvmexpr_private_auto
  implicit none
  integer, parameter :: n = 14, m = 9
  real(8) :: a(n, m), b(n, m)
  integer :: i, j
!dvm$ distribute a(block, *)
!dvm$ align (i, j) with a(i, j) :: b
!dvm$ parallel (i) on a(i, *)
  do i = 1, n
    do j = 1, m
      a(i, j) = mod(i * 7 + j * 3, 10) * 0.5d0
      b(i, j) = 0
    end do
  end do
  call smooth(a, b, n, m, 5)
  print '(a, 3f14.6)', 'b:', sum(b), b(1, 1), b(n, m)
  call smooth(a, b, n, m, 3)
  print '(a, 3f14.6)', 'b:', sum(b), b(2, 3), b(n - 1, m)
  call rows(a, n, m)
  print '(a, 3f14.6)', 'a:', sum(a), a(3, 2), a(n, m)
contains
  subroutine smooth(a, b, n, m, k)
    integer, intent(in) :: n, m, k
    real(8) :: a(n, m), b(n, m)
!dvm$ inherit a, b
    real(8) :: w(k), u(m)
    integer :: i, j, l
!dvm$ parallel (i) on b(i, *), private(w, u, j, l)
    do i = 1, n
      do l = 1, k
        w(l) = a(i, l) * l + i
      end do
      u = a(i, :) * 0.5d0
      do j = 1, m
        b(i, j) = u(j) + sum(w) / k + maxval(w(1:min(k, j)))
      end do
    end do
  end subroutine smooth
  subroutine rows(a, n, m)
    integer, intent(in) :: n, m
    real(8) :: a(n, m)
!dvm$ inherit a
    real(8) :: t(m)
    integer :: i, h
!dvm$ parallel (i) on a(i, *), private(t, h)
    do i = 1, n
      h = 1 + mod(i, m)
      t = a(i, :)
      t = t(m:1:-1) + t
      a(i, 1:h) = t(m - h + 1:m) * 2 + sum(t(1:h) * t(m - h + 1:m))
    end do
  end subroutine rows
end program dvmexpr_private_auto

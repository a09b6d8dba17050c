! WHERE constructs and statements: ELSEWHERE, masked ELSEWHERE chains, masks that the
! assignments change (the mask is evaluated first), 2-D masks, several assignments per
! branch, masks on sections.
program arr_where
  implicit none
  integer, parameter :: n = 10
  real :: a(n), b(n)
  integer :: k(n), m(3, 4), i, j
  logical :: big(n)
  do i = 1, n
    a(i) = i - 5.5
    k(i) = mod(i * 7, 11)
  end do
  b = 0
  where (a > 0)
    b = sqrt(a)
  elsewhere
    b = -a * 2
  end where
  write (*, '(5f9.4)') b
  where (k > 5) k = 0
  print *, k
  where (a > 2.0)
    a = a + 100
  elsewhere (a > -2.0)
    a = 0
    b = 1
  elsewhere
    a = -1
  end where
  write (*, '(5f9.2)') a, b
  do i = 1, n
    k(i) = i
  end do
  where (k > 4) k = k - 10
  print *, k
  where (k < 0)
    k = -k
  elsewhere
    k = k * 100
  end where
  print *, k
  big = k > 100
  where (.not. big) k = k + 1
  print *, k, count(big)
  do j = 1, 4
    do i = 1, 3
      m(i, j) = i * j - 4
    end do
  end do
  where (m > 0)
    m = m * 10
  elsewhere (m == 0)
    m = 7
  end where
  print *, m
  where (k(2:n:2) > 50) k(1:n-1:2) = -1
  print *, k
end program

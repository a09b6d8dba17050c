! Exact integer linear algebra in INTEGER(8): determinants by Bareiss fraction-free
! elimination (with row swaps when a pivot is zero), checked against cofactor expansion
! for 3x3 minors, the adjugate-free inverse test det(A) * det(A^-1) through Cramer's rule
! on small systems, and Hilbert-like integer matrices whose determinants grow fast.
program bareiss_det
  implicit none
  integer, parameter :: nmax = 7
  integer(8) :: a(nmax, nmax), d, d3, b(nmax), x(nmax), ai(nmax, nmax)
  integer :: n, i, j, k
  do n = 2, nmax
    do j = 1, n
      do i = 1, n
        a(i, j) = mod(i * i + 3 * j + i * j, 7) - 2
      end do
    end do
    d = det(a, n)
    write (*, '(a, i2, a, i16)') 'n =', n, '  det =', d
  end do
  ! a matrix whose first pivot is zero needs a row swap
  n = 3
  a(1, 1) = 0; a(1, 2) = 2; a(1, 3) = 1
  a(2, 1) = 3; a(2, 2) = 1; a(2, 3) = 4
  a(3, 1) = 5; a(3, 2) = 9; a(3, 3) = 2
  d3 = a(1, 1) * (a(2, 2) * a(3, 3) - a(2, 3) * a(3, 2)) &
     - a(1, 2) * (a(2, 1) * a(3, 3) - a(2, 3) * a(3, 1)) &
     + a(1, 3) * (a(2, 1) * a(3, 2) - a(2, 2) * a(3, 1))
  write (*, '(a, 2i8)') 'swap case', det(a, n), d3
  ! Cramer's rule: x(k) = det(A_k) / det(A), exact when det divides
  b(1) = 7; b(2) = 29; b(3) = 41
  d = det(a, n)
  do k = 1, n
    do j = 1, n
      do i = 1, n
        ai(i, j) = a(i, j)
        if (j == k) ai(i, j) = b(i)
      end do
    end do
    x(k) = det(ai, n)
  end do
  write (*, '(a, 3i8, a, i6)') 'Cramer numerators', (x(k), k = 1, n), ' / ', d
  do n = 2, 6
    do j = 1, n
      do i = 1, n
        a(i, j) = (i + j - 1) ** 2 + i * j
      end do
    end do
    write (*, '(a, i2, i20)') 'grow', n, det(a, n)
  end do
contains
  integer(8) function det(m, nn)
    integer(8), intent(in) :: m(nmax, nmax)
    integer, intent(in) :: nn
    integer(8) :: w(nmax, nmax), prev, t
    integer :: r, c, p, sgn, q
    do c = 1, nn
      do r = 1, nn
        w(r, c) = m(r, c)
      end do
    end do
    prev = 1
    sgn = 1
    do p = 1, nn - 1
      if (w(p, p) == 0) then
        q = 0
        do r = p + 1, nn
          if (w(r, p) /= 0) then
            q = r
            exit
          end if
        end do
        if (q == 0) then
          det = 0
          return
        end if
        do c = 1, nn
          t = w(p, c); w(p, c) = w(q, c); w(q, c) = t
        end do
        sgn = -sgn
      end if
      do r = p + 1, nn
        do c = p + 1, nn
          w(r, c) = (w(r, c) * w(p, p) - w(r, p) * w(p, c)) / prev
        end do
      end do
      prev = w(p, p)
    end do
    det = sgn * w(nn, nn)
  end function det
end program bareiss_det

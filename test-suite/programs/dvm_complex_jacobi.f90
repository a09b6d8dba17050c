! COMPLEX distributed arrays: a 2-D complex Jacobi relaxation (SHADOW_RENEW of a COMPLEX
! array distributed in both dimensions), COMPLEX SUM and PRODUCT reductions of a parallel loop,
! whole-array assignments (`Z = (0.0, 1.0)`, `W = CONJG(Z)`), a whole-array SUM, elements
! read and written outside parallel loops, and output of the whole array and sections (list-directed and formatted), COMPLEX(4) and COMPLEX(8).
program dvm_complex_jacobi
  implicit none
  integer, parameter :: n = 14, m = 11, iters = 6
  complex(8) :: a(n, m), b(n, m), s, p
  complex :: z(n, m), w(n, m), col(m)
  double complex :: total
  integer :: i, j, it
!dvm$ distribute a(block, block)
!dvm$ align (i, j) with a(i, j) :: b, z, w
!dvm$ shadow a(1:1, 1:1)

!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = dcmplx(dble(i) / n, dble(j) / m)
      b(i, j) = (0d0, 0d0)
    end do
  end do

  do it = 1, iters
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a)
    do j = 2, m - 1
      do i = 2, n - 1
        b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1)) &
                  * (1d0, 0.1d0)
      end do
    end do
!dvm$ parallel (j, i) on a(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        a(i, j) = b(i, j)
      end do
    end do
  end do

  s = (0d0, 0d0)
  p = (1d0, 0d0)
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), product(p))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * conjg(a(i, j)) + a(i, j)
      if (i == j) p = p * (a(i, j) + (1d0, 0d0))
    end do
  end do
  write (*, '(a, 2f18.10)') 'sum ', s
  write (*, '(a, 2es18.8)') 'product ', p

  ! Whole-array assignments and a whole-array SUM.
  z = (0.0, 1.0)
  w = conjg(z)
!dvm$ parallel (j, i) on z(i, j)
  do j = 1, m
    do i = 1, n
      z(i, j) = z(i, j) * cmplx(real(a(i, j)), aimag(a(i, j))) + w(i, j)
    end do
  end do
  total = sum(a)
  write (*, '(a, 2f16.8)') 'total ', total
  write (*, '(a, 2f12.3)') 'sum z ', sum(z)

  ! Elements outside parallel loops.
  z(3, 4) = (7.5, -2.25)
  a(n, m) = a(2, 2) + z(3, 4)
  print *, 'z(3,4) =', z(3, 4), ' a(n,m) =', a(n, m)

  ! A row read element by element outside parallel loops.
  do j = 1, m
    col(j) = z(5, j)
  end do
  print '(4(f8.4, 1x, f8.4, 3x))', col

  print '(2f10.5)', a(2:4, 3)
  print *, w(1:2, 1)
  write (*, '(6(f7.3))') z
end program

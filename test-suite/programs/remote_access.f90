! dvmh-test: grids=4:2x2 4:4x1 4:1x4 3:3x1 3:1x3 2:2x1 2:1x2
! REMOTE_ACCESS on a 2-D processor grid: a column B(:, K) with a scalar K read by a loop over
! a vector, a row and a column of the same array in one clause, a loop-variable subscript
! C(I, 1) of an array distributed differently from the ON array, a constant subscript, a
! whole array, a 2-D loop reading a transposed column, standalone REMOTE_ACCESS before an
! assignment, a sequential DO, a PARALLEL loop and a PRINT, subscripts that the statement or
! loop changes (a DO variable, a PRIVATE one), and a buffer that is read while the loop
! writes other elements of the same array.
program remacc
  implicit none
  integer, parameter :: n = 11, m = 9
  integer :: b(n, m), c(n, 3), e(n, m), v(n), w(m)
  real :: r(n)
  integer :: i, j, k, s, t
!DVM$ DISTRIBUTE b(BLOCK, BLOCK)
!DVM$ ALIGN e(i, j) WITH b(i, j)
!DVM$ DISTRIBUTE c(*, BLOCK)
!DVM$ DISTRIBUTE v(BLOCK)
!DVM$ ALIGN r(i) WITH v(i)
!DVM$ DISTRIBUTE w(BLOCK)
!DVM$ PARALLEL (j, i) ON b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = 100 * i + j
    end do
  end do
!DVM$ PARALLEL (j, i) ON c(i, j)
  do j = 1, 3
    do i = 1, n
      c(i, j) = 7 * i - j
    end do
  end do
!DVM$ PARALLEL (i) ON v(i)
  do i = 1, n
    v(i) = i
  end do
!DVM$ PARALLEL (i) ON w(i)
  do i = 1, m
    w(i) = i * i
  end do

  ! A column with a scalar K, read at the iteration's row and at the mirrored one.
  do k = 1, m, 3
!DVM$ PARALLEL (i) ON v(i), REMOTE_ACCESS(b(:, k))
    do i = 1, n
      v(i) = v(i) + b(i, k) - b(n + 1 - i, k)
    end do
  end do
  print '(11I7)', v

  ! A loop-variable subscript of an array distributed another way, and a constant one.
!DVM$ PARALLEL (i) ON v(i), REMOTE_ACCESS(c(i, 1), c(n, 3))
  do i = 1, n
    v(i) = v(i) + c(i, 1) * 2 + c(n, 3)
  end do
  print '(11I7)', v

  ! A row and a column of the same array; the whole of w.
  k = 4
!DVM$ PARALLEL (j, i) ON e(i, j), REMOTE_ACCESS(b(k, :), b(:, k), w)
  do j = 1, m
    do i = 1, n
      e(i, j) = b(k, j) + b(i, k) + w(m + 1 - j)
    end do
  end do
  s = 0
!DVM$ PARALLEL (j, i) ON e(i, j), REDUCTION(SUM(s))
  do j = 1, m
    do i = 1, n
      s = s + e(i, j) * mod(i + 2 * j, 7)
    end do
  end do
  print *, 'e', s

  ! A 2-D loop reading a transposed column: b(j, 1) with j a loop variable.
!DVM$ PARALLEL (j, i) ON e(i, j), REMOTE_ACCESS(b(j, 1))
  do j = 1, m
    do i = 1, n
      e(i, j) = e(i, j) - b(j, 1)
    end do
  end do
  s = 0
!DVM$ PARALLEL (j, i) ON e(i, j), REDUCTION(SUM(s))
  do j = 1, m
    do i = 1, n
      s = s + e(i, j) * mod(3 * i + j, 5)
    end do
  end do
  print *, 'e', s

  ! The loop overwrites column 1 while reading the buffered column 2 of the same array.
!DVM$ PARALLEL (j, i) ON b(i, j), REMOTE_ACCESS(b(n + 1 - i, 2))
  do j = 1, 1
    do i = 1, n
      b(i, j) = b(n + 1 - i, 2)
    end do
  end do

  ! Standalone: before an assignment, before a sequential loop, before a parallel loop.
!DVM$ REMOTE_ACCESS (b(:, 2))
  s = b(1, 2) + b(n, 2) * 3
  print *, 's', s
  t = 0
!DVM$ REMOTE_ACCESS (b(:, 1), w)
  do i = 1, n
    t = t + b(i, 1) * w(mod(i, m) + 1)
  end do
  print *, 't', t
!DVM$ REMOTE_ACCESS (b(3, :))
!DVM$ PARALLEL (i) ON r(i)
  do i = 1, n
    r(i) = real(b(3, mod(i, m) + 1)) / 8.0
  end do
  print '(6F10.3)', r

  ! Subscripts the statement or loop changes: a DO variable, a PRIVATE variable; an element
  ! printed.
  s = 0
!DVM$ REMOTE_ACCESS (v(i))
  do i = 1, n
    s = s + v(i) * i
  end do
  print *, 'sv', s
  k = 5
!DVM$ REMOTE_ACCESS (v(k))
  print *, 'vk', v(k)
!DVM$ PARALLEL (i) ON w(i), PRIVATE(j), REMOTE_ACCESS(v(j))
  do i = 1, m
    j = n + 1 - i
    w(i) = w(i) + v(j)
  end do
  print '(9I7)', w
end program remacc

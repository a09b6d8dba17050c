! dvmh-test: grids=4:2x2 4:4x1 3:1x3
! Statements outside parallel loops that assign elements of distributed arrays (the
! own-computation rule: only the owner of the left side executes it, every process reads
! the right side): boundary fix-ups A(N) = A(1) + B(K), corner values from other corners,
! a scalar read from a distributed element and used in the next loop, an element updated in
! a sequential DO over distributed indexes, and a swap of two far elements.
program own_computation
  implicit none
  integer, parameter :: n = 21, m = 16
  real(8) :: a(n), b(n), c(n, m), x, s, t
  integer :: i, j, k, it
!dvm$ distribute a(block)
!dvm$ align b(i) with a(i)
!dvm$ distribute c(block, block)
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = i * 0.5d0
    b(i) = mod(i, 4) - 1.5d0
  end do
!dvm$ parallel (j, i) on c(i, j)
  do j = 1, m
    do i = 1, n
      c(i, j) = 0.1d0 * i * j
    end do
  end do
  do it = 1, 4
    k = 1 + mod(it * 7, n)
    a(n) = a(1) + b(k)
    a(1) = a(n - 1) * 0.5d0 - b(n + 1 - k)
    c(1, 1) = c(n, m) - c(1, m)
    c(n, m) = c(n, 1) + a(k)
    x = c(n / 2, m / 2) + a(n / 2)
!dvm$ parallel (i) on a(i)
    do i = 2, n - 1
      a(i) = a(i) * 0.9d0 + 0.01d0 * x
    end do
    do j = 2, m
      c(it, j) = c(it, j - 1) + b(j)
    end do
    t = b(2)
    b(2) = b(n - 1)
    b(n - 1) = t
  end do
  s = 0
!dvm$ parallel (j, i) on c(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + c(i, j) * (i + j)
    end do
  end do
  write (*, '(a, es24.15)') 'c sum', s
  write (*, '(4es24.15)') a(1), a(n), a(n / 2), x
  write (*, '(4es24.15)') c(1, 1), c(n, m), c(3, m), b(2)
end program own_computation

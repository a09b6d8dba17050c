! dvmh-test: grids=4:2x2 4:1x4 2:2x1
! The Mandelbrot set on a (BLOCK, BLOCK)-distributed integer grid of escape counts: a
! DO WHILE with two exit conditions inside the parallel loop body (real arithmetic only,
! so the counts do not depend on a complex ABS), PRIVATE iteration variables, SUM, MAX
! and MIN reductions, and a coarse character picture of the counts after GET_ACTUAL.
program dvm_mandel
  implicit none
  integer, parameter :: nx = 48, ny = 24, maxit = 60
  integer :: cnt(nx, ny), i, j, k, total, inside, kmin
  real(8) :: cr, ci, zr, zi, t
  character(len=nx) :: row
  character(len=6) :: shades
!dvm$ distribute cnt(block, block)
  shades = ' .:-=#'
!dvm$ parallel (j, i) on cnt(i, j), private(cr, ci, zr, zi, t, k)
  do j = 1, ny
    do i = 1, nx
      cr = -2.2d0 + 3.0d0 * (i - 1) / (nx - 1)
      ci = -1.2d0 + 2.4d0 * (j - 1) / (ny - 1)
      zr = 0
      zi = 0
      k = 0
      do while (k < maxit .and. zr * zr + zi * zi <= 4)
        t = zr * zr - zi * zi + cr
        zi = 2 * zr * zi + ci
        zr = t
        k = k + 1
      end do
      cnt(i, j) = k
    end do
  end do
  total = 0
  inside = 0
  kmin = maxit
!dvm$ parallel (j, i) on cnt(i, j), reduction(sum(total), sum(inside), min(kmin))
  do j = 1, ny
    do i = 1, nx
      total = total + cnt(i, j)
      if (cnt(i, j) == maxit) inside = inside + 1
      kmin = min(kmin, cnt(i, j))
    end do
  end do
  write (*, '(a, i8, a, i5, a, i3)') 'iterations', total, ' inside', inside, ' min', kmin
!dvm$ get_actual(cnt)
  do j = 1, ny, 2
    do i = 1, nx
      k = 1 + min(5, cnt(i, j) / 6)
      if (cnt(i, j) == maxit) k = 6
      row(i:i) = shades(k:k)
    end do
    write (*, '(a)') row
  end do
end program dvm_mandel

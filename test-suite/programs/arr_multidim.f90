! 2-D and 3-D sections: rows, columns, planes, strided blocks, reductions of sections,
! sections of rank 1 taken from different dimensions of a 3-D array.
program arr_multidim
  implicit none
  integer :: a(4, 5, 3), b(5, 3), c(4, 3), i, j, k
  double precision :: p(6, 6)
  do k = 1, 3
    do j = 1, 5
      do i = 1, 4
        a(i, j, k) = i + 10 * j + 100 * k
      end do
    end do
  end do
  print *, a(2, :, 3)
  print *, a(:, 4, 2)
  print *, a(3, 2, :)
  print *, a(2:3, 1:5:2, 3)
  print *, a(4:1:-2, 5, :)
  b = a(1, :, :)
  print *, b
  c = a(:, 3, :) - a(:, 2, :)
  print *, c
  a(:, :, 1) = a(:, :, 2) + a(:, :, 3)
  print *, a(:, :, 1)
  a(1:4:3, 2:5:3, 2:3) = 0
  print *, a
  do j = 1, 6
    do i = 1, 6
      p(i, j) = dble(i) / dble(j)
    end do
  end do
  p(2:5, 2:5) = (p(1:4, 2:5) + p(3:6, 2:5) + p(2:5, 1:4) + p(2:5, 3:6)) / 4
  write (*, '(6f9.4)') p
  print *, sum(a(:, :, 2)), maxval(a(1, :, :)), minval(a(:, 2:4, 3))
  write (*, '(f12.5)') sum(p(2:5, 2:5))
end program

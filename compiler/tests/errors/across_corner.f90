! A diagonal read in an ACROSS loop needs CORNER in the ACROSS clause itself.
program across_corner
  integer, parameter :: n = 20
  real(8) :: a(n, n)
  integer :: i, j
!DVM$ DISTRIBUTE a(BLOCK, BLOCK)
!DVM$ PARALLEL (j, i) ON a(i, j), ACROSS(a(1:1, 1:1))
  do j = 2, n - 1
    do i = 2, n - 1
      a(i, j) = a(i - 1, j - 1) + a(i + 1, j)  ! ERROR: a(i - 1, j - 1) reads a corner of the shadow edge of 'a', which ACROSS does not exchange without CORNER: write ACROSS(a(...)(CORNER))
    end do
  end do
!DVM$ PARALLEL (j, i) ON a(i, j), ACROSS(a(1:1, 1:1)(CORNER))
  do j = 2, n - 1
    do i = 2, n - 1
      a(i, j) = a(i - 1, j - 1) + a(i + 1, j)
    end do
  end do
  print *, a(5, 5)
end program across_corner

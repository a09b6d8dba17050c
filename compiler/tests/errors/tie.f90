! TIE items: arrays of the right rank, each subscript a loop variable of the nest, its
! negation, or '*', and a loop variable at most once per array.
program tie_errors
  integer, parameter :: n = 8
  real :: a(n, n), b(n, n), v(n), s
  integer :: i, j
!dvm$ distribute b(block, block)
!dvm$ region
!dvm$ parallel (j, i), tie(a(i))
! ERROR: TIE gives 1 subscript but 'a' has rank 2
  do j = 1, n
    do i = 1, n
      a(i, j) = 1
    end do
  end do
!dvm$ parallel (j, i), tie(a(i + 1, j))
! ERROR: a TIE subscript is a loop variable of the nest ('i'), its negation ('-i'), or empty
  do j = 1, n
    do i = 1, n
      a(i, j) = 2
    end do
  end do
!dvm$ parallel (j, i) on b(i, j), tie(a(i, i))
! ERROR: loop variable 'i' ties two dimensions of 'a'
  do j = 1, n
    do i = 1, n
      b(i, j) = 3
    end do
  end do
!dvm$ parallel (i), tie(s(i))
! ERROR: 's' in TIE is not an array
  do i = 1, n
    v(i) = 4
  end do
!dvm$ parallel (i), tie(v(2 * i))
! ERROR: a TIE subscript is a loop variable of the nest ('i'), its negation ('-i'), or empty
  do i = 1, n
    v(i) = 5
  end do
!dvm$ end region
end program tie_errors

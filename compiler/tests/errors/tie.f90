! TIE items: arrays of the right rank, each subscript a loop variable of the nest, its
! negation, or '*', and a loop variable at most once per array; a plain array named in TIE
! may be assigned only by a loop without ON (which every process runs whole).
program tie_errors
  integer, parameter :: n = 8
  real :: a(n, n), b(n, n), v(n), s
  integer :: i, j
!dvm$ distribute b(block, block)
!dvm$ region
!dvm$ parallel (j, i), tie(a(i)), reduction(sum(s))
! ERROR: TIE gives 1 subscript but 'a' has rank 2
  do j = 1, n
    do i = 1, n
      s = s + a(i, j)
    end do
  end do
!dvm$ parallel (j, i), tie(a(i + 1, j)), reduction(sum(s))
! ERROR: a TIE subscript is a loop variable of the nest ('i'), its negation ('-i'), or empty
  do j = 1, n
    do i = 1, n
      s = s + a(i, j)
    end do
  end do
!dvm$ parallel (j, i) on b(i, j), tie(a(i, i))
! ERROR: loop variable 'i' ties two dimensions of 'a'
  do j = 1, n
    do i = 1, n
      b(i, j) = 3
    end do
  end do
!dvm$ parallel (i), tie(s(i)), reduction(sum(s))
! ERROR: 's' in TIE is not an array
  do i = 1, n
    s = s + v(i)
  end do
!dvm$ parallel (i), tie(v(2 * i)), reduction(sum(s))
! ERROR: a TIE subscript is a loop variable of the nest ('i'), its negation ('-i'), or empty
  do i = 1, n
    s = s + v(i)
  end do
!dvm$ parallel (i) on b(i, 1), tie(v(i))
  do i = 1, n
    v(i) = 1
! ERROR: the non-distributed array 'v' cannot be assigned in a parallel loop unless it is PRIVATE
  end do
!dvm$ end region
end program tie_errors

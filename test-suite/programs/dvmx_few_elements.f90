! dvmh-test: procs=1 2 5 6 7 8
! Arrays with fewer elements than processes (most processes own nothing): shadow renewal,
! ACROSS, REMOTE_ACCESS, every reduction kind, REDISTRIBUTE and array assignments still give
! the serial results; a 2-D array on a grid with more rows of processes than rows of data.
program dvmx_few_elements
  implicit none
  integer, parameter :: n = 3, m = 4
  real(8) :: a(n), b(n), c(n, m)
  integer :: i, j, imax
  real(8) :: s, p, mx, r
  logical :: l1
!dvm$ dynamic a
!dvm$ distribute a(block)
!dvm$ align b(i) with a(i)
!dvm$ distribute c(block, block)
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = i * 1.5d0
    b(i) = 0
  end do
!dvm$ parallel (i) on b(i), shadow_renew(a)
  do i = 2, n - 1
    b(i) = a(i - 1) + a(i + 1)
  end do
!dvm$ parallel (i) on a(i), across(a(1:1))
  do i = 2, n
    a(i) = a(i - 1) * 0.5d0 + a(i)
  end do
  s = 0; p = 1; mx = -1; l1 = .true.; imax = 0
!dvm$ parallel (i) on a(i), reduction(sum(s), product(p), maxloc(mx, imax), and(l1))
  do i = 1, n
    s = s + a(i)
    p = p * a(i)
    if (a(i) > mx) then
      mx = a(i); imax = i
    end if
    l1 = l1 .and. a(i) > 0
  end do
  print '(4f12.5, i3, l3)', s, p, mx, b(2), imax, l1
!dvm$ parallel (j, i) on c(i, j), remote_access(a(:))
  do j = 1, m
    do i = 1, n
      c(i, j) = a(n + 1 - i) * j
    end do
  end do
!dvm$ redistribute a(block)
  c(2, :) = c(2, :) + 1
  r = sum(c) + maxval(c(:, 2:m))
  print '(f14.5)', r
!dvm$ redistribute a(*)
!dvm$ parallel (i) on a(i)
  do i = 1, n
    a(i) = a(i) + b(i)
  end do
  print '(3f12.5)', a
end program

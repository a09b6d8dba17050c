! A parallel loop may not assign elements it also reads through REMOTE_ACCESS: the buffer is
! copied before the loop (directives/check/remote_writes.rs). Other elements of the same array
! may be written (Gauss elimination's rows below the pivot row).
program rw
  integer, parameter :: n = 16
  real :: a(n, n), x(n)
  integer :: i, j, k, p
!dvm$ distribute a(block, block)
!dvm$ distribute x(block)
  p = 3
!dvm$ parallel (i) on x(i), remote_access(x(1))
  do i = 1, n
    x(i) = x(i) + x(1)  ! ERROR: x(i) writes an element that this loop also reads through REMOTE_ACCESS(x(1)): the remote copy is made before the loop, so iterations would read its old value; a parallel loop may not assign elements it reads remotely
  end do
!dvm$ parallel (i) on x(i), remote_access(x(1))
  do i = 2, n
    x(i) = x(i) + x(1)
  end do
!dvm$ parallel (k, j) on a(k, j), remote_access(a(p, :))
  do k = p + 1, n
    do j = 1, n
      a(k, j) = a(k, j) - a(p, j)
    end do
  end do
!dvm$ parallel (k, j) on a(k, j), remote_access(a(p, :))
  do k = p, n
    do j = 1, n
      a(k, j) = a(k, j) - a(p, j)  ! ERROR: a(k, j) writes an element that this loop also reads through REMOTE_ACCESS(a(p, :)): the remote copy is made before the loop, so iterations would read its old value; a parallel loop may not assign elements it reads remotely
    end do
  end do
!dvm$ parallel (k, j) on a(k, j), remote_access(a(:, 1))
  do k = 1, n
    do j = 2, n
      a(k, j) = a(k, 1) * 2
    end do
  end do
  print *, x(1), a(2, 2)
end program

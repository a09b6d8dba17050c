! dvmh-test: procs=2 4
! Several PROCESSORS arrangements of different shapes, views of the same processes: arrays
! distributed ONTO a 1-D arrangement, ONTO a 2 x NP/2 one and ONTO a section of it; parallel
! loops ON one reading another through REMOTE_ACCESS, REDISTRIBUTE from one arrangement to
! the other and back, sequential reads and output of each.
program dvm_processors_shapes
  implicit none
  integer, parameter :: n = 12, m = 10
  real(8) :: a(n, m), b(n, m), c(n, m), d(n, m)
  real(8) :: s, t
  integer :: i, j
!dvm$ processors p(number_of_processors())
!dvm$ processors q(2, number_of_processors() / 2)
!dvm$ distribute a(block, *) onto p
!dvm$ distribute b(block, block) onto q
!dvm$ distribute c(block, block) onto q(1:1, :)
!dvm$ dynamic d
!dvm$ distribute d(*, block) onto p
!dvm$ parallel (j, i) on a(i, *)
  do j = 1, m
    do i = 1, n
      a(i, j) = i + 100 * j
    end do
  end do
!dvm$ parallel (j, i) on b(i, j)
  do j = 1, m
    do i = 1, n
      b(i, j) = 2 * i - j
    end do
  end do
! A loop on Q reads A of P through REMOTE_ACCESS.
!dvm$ parallel (j, i) on c(i, j), remote_access (a(:, :), b(:, :))
  do j = 1, m
    do i = 1, n
      c(i, j) = a(i, j) + b(i, j)
    end do
  end do
! And the other way round: a loop on P reads C of a section of Q.
!dvm$ parallel (j, i) on d(*, j), remote_access (c(:, :))
  do j = 1, m
    do i = 1, n
      d(i, j) = c(n + 1 - i, j) * 0.5d0
    end do
  end do
  s = 0
!dvm$ parallel (j, i) on c(i, j), reduction (sum(s))
  do j = 1, m
    do i = 1, n
      s = s + c(i, j) * i
    end do
  end do
  print *, 'sum c', s
  print *, 'c(3, 4) d(5, 6) b(n, m) a(1, m)', c(3, 4), d(5, 6), b(n, m), a(1, m)
! D moves from P to Q and back; its values go with it.
!dvm$ redistribute d(block, block) onto q
  t = 0
!dvm$ parallel (j, i) on d(i, j), reduction (max(t))
  do j = 1, m
    do i = 1, n
      d(i, j) = d(i, j) + b(i, j)
      t = max(t, d(i, j))
    end do
  end do
  print *, 'max d on q', t
!dvm$ redistribute d(block, *) onto p
!dvm$ parallel (j, i) on d(i, *)
  do j = 1, m
    do i = 1, n
      d(i, j) = d(i, j) - a(i, j)
    end do
  end do
  print *, 'd(:, 2)', (d(i, 2), i = 1, n)
  print *, 'd(n, :)', (d(n, j), j = 1, m)
  do j = 1, m
    print *, 'column', j, sum(c(:, j))
  end do
end program

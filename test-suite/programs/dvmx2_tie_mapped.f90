! dvmh-test: grids=4:2x2 4:4x1 3:1x3
! TIE on parallel loops: mapped loops that tie plain (not distributed) coefficient arrays,
! one in reverse (TIE(C(-I))), and loops without ON over plain arrays that only reduce,
! inside and outside regions. Prints checksums of a weighted smoothing of a distributed field.
program tie_mapped
  implicit none
  integer, parameter :: n = 30, m = 22
  double precision :: u(n, m), un(n, m), c(n), e(m), p(n, m)
  double precision :: s1, s2, smax
  integer :: i, j, it
!dvm$ distribute u(block, block)
!dvm$ align un(i, j) with u(i, j)

  do i = 1, n
    c(i) = 1d0 + mod(i * 7, 5) * 0.125d0
  end do
  do j = 1, m
    e(j) = 0.5d0 + mod(j * 3, 4) * 0.25d0
  end do
  do j = 1, m
    do i = 1, n
      p(i, j) = mod(i * j, 9) * 0.0625d0
    end do
  end do
!dvm$ region in(c, e)
!dvm$ parallel (j, i) on u(i, j), tie(c(i), e(j))
  do j = 1, m
    do i = 1, n
      u(i, j) = c(i) * e(j) + mod(i + 2 * j, 7)
      un(i, j) = 0
    end do
  end do
!dvm$ end region
  do it = 1, 3
!dvm$ region in(c, p)
!dvm$ parallel (j, i) on un(i, j), shadow_renew(u), tie(c(-i), p(i, j))
    do j = 2, m - 1
      do i = 2, n - 1
        un(i, j) = 0.25d0 * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1)) * c(n + 1 - i) &
                   + p(i, j)
      end do
    end do
!dvm$ parallel (j, i) on u(i, j), tie(p(i, j))
    do j = 2, m - 1
      do i = 2, n - 1
        u(i, j) = un(i, j) / (1 + p(i, j))
      end do
    end do
!dvm$ end region
  end do
  s1 = 0
  smax = 0
!dvm$ region in(p, c)
!dvm$ parallel (j, i), tie(p(i, j), c(i)), reduction(sum(s1), max(smax))
  do j = 1, m
    do i = 1, n
      s1 = s1 + p(i, j) * c(i)
      smax = max(smax, p(i, j) + c(i))
    end do
  end do
!dvm$ end region
!dvm$ get_actual(s1, smax)
  s2 = 0
!dvm$ parallel (j, i) on u(i, j), reduction(sum(s2))
  do j = 1, m
    do i = 1, n
      s2 = s2 + u(i, j) * (1 + mod(i + j, 3))
    end do
  end do
!dvm$ get_actual(u)
  write (*, '(a, es20.12)') 'plain sum ', s1
  write (*, '(a, es20.12)') 'plain max ', smax
  write (*, '(a, es20.12)') 'field sum ', s2
  write (*, '(a, 3f16.10)') 'samples   ', u(2, 2), u(15, 11), u(29, 21)
end program tie_mapped

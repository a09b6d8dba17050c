! dvmh-test: flags=-O2 -fcheck=bounds
! dvmh-test: grids=4:2x2 5:5x1 6:3x2 7:1x7
! A DYNAMIC array redistributed inside a time loop, alternating (BLOCK, *), (*, BLOCK) and
! (BLOCK, BLOCK), with an aligned array following it, a stencil renewing the shadow edges
! after every redistribution, a boundary loop that writes only the first column (no renewal
! needed afterwards for the rows it does not touch), and checked-build shadow currency.
program dvmy_redist_stencil
  implicit none
  integer, parameter :: n = 13, m = 11, steps = 6
  real(8) :: a(n, m), b(n, m)
  integer :: i, j, it
  real(8) :: s
!dvm$ distribute a(block, block)
!dvm$ dynamic a
!dvm$ align b(i, j) with a(i, j)
!dvm$ shadow a(1:1, 1:1)
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, m
    do i = 1, n
      a(i, j) = mod(i * j, 7) + 0.5d0 * i
      b(i, j) = 0
    end do
  end do
  do it = 1, steps
    if (mod(it, 3) == 1) then
!dvm$ redistribute a(block, *)
    else if (mod(it, 3) == 2) then
!dvm$ redistribute a(*, block)
    else
!dvm$ redistribute a(block, block)
    end if
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a)
    do j = 2, m - 1
      do i = 2, n - 1
        b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
      end do
    end do
!dvm$ parallel (j, i) on a(i, j)
    do j = 2, m - 1
      do i = 2, n - 1
        a(i, j) = b(i, j) + it * 0.01d0
      end do
    end do
!dvm$ parallel (i) on a(i, 1)
    do i = 1, n
      a(i, 1) = a(i, 1) + 1
    end do
  end do
  s = 0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s))
  do j = 1, m
    do i = 1, n
      s = s + a(i, j) * (i + 2 * j)
    end do
  end do
  print '(3f16.8)', a(2, 2), a(n - 1, m - 1), a(7, 1)
  print '(f22.8)', s
end program dvmy_redist_stencil

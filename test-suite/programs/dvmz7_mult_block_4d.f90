! dvmh-test: grids=4:1x2x1x2 4:2x1x2x1 4:1x1x1x4 2:1x1x2x1 3:1x3x1x1
! A 4-D array distributed on all four dimensions (MULT_BLOCK on the first two so the
! blocks are multiples of 2 and 3), any DVMH_PROC_GRID: a 4-D diffusion step with shadow
! edges on every dimension, a max reduction and a checksum that must not depend on the
! processor grid.
program mult_block_4d
  implicit none
  integer, parameter :: n1 = 8, n2 = 9, n3 = 6, n4 = 7
  real(8) :: a(n1, n2, n3, n4), b(n1, n2, n3, n4), s, amax
  integer :: i, j, k, l, it
!dvm$ distribute a(mult_block(2), mult_block(3), block, block)
!dvm$ align b(i, j, k, l) with a(i, j, k, l)
!dvm$ parallel (l, k, j, i) on a(i, j, k, l)
  do l = 1, n4
    do k = 1, n3
      do j = 1, n2
        do i = 1, n1
          a(i, j, k, l) = mod(i + 2 * j + 3 * k + 5 * l, 7) * 0.25d0
          b(i, j, k, l) = 0
        end do
      end do
    end do
  end do
  do it = 1, 4
!dvm$ parallel (l, k, j, i) on b(i, j, k, l), shadow_renew(a)
    do l = 2, n4 - 1
      do k = 2, n3 - 1
        do j = 2, n2 - 1
          do i = 2, n1 - 1
            b(i, j, k, l) = 0.2d0 * a(i, j, k, l) + 0.1d0 * (a(i - 1, j, k, l) + a(i + 1, j, k, l) &
                            + a(i, j - 1, k, l) + a(i, j + 1, k, l) + a(i, j, k - 1, l) + a(i, j, k + 1, l) &
                            + a(i, j, k, l - 1) + a(i, j, k, l + 1))
          end do
        end do
      end do
    end do
    amax = 0
!dvm$ parallel (l, k, j, i) on a(i, j, k, l), reduction(max(amax))
    do l = 2, n4 - 1
      do k = 2, n3 - 1
        do j = 2, n2 - 1
          do i = 2, n1 - 1
            amax = max(amax, abs(b(i, j, k, l) - a(i, j, k, l)))
            a(i, j, k, l) = b(i, j, k, l)
          end do
        end do
      end do
    end do
    write (*, '(a, i2, es24.15)') 'it', it, amax
  end do
  s = 0
!dvm$ parallel (l, k, j, i) on a(i, j, k, l), reduction(sum(s))
  do l = 1, n4
    do k = 1, n3
      do j = 1, n2
        do i = 1, n1
          s = s + a(i, j, k, l) * (i + j * 0.5d0 + k * 0.25d0 + l * 0.125d0)
        end do
      end do
    end do
  end do
  write (*, '(a, es24.15)') 'checksum', s
  write (*, '(3es24.15)') a(2, 2, 2, 2), a(4, 5, 3, 4), a(n1 - 1, n2 - 1, n3 - 1, n4 - 1)
end program mult_block_4d

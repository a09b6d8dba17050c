! dvmh-test: procs=1 2 4
! dvmh-test: grids=8:2x1x2x2 6:1x3x1x2 5:1x1x5x1 4:1x2x1x2
! A 4-D array distributed on all four dimensions over 4-D processor grids (DVMH_PROC_GRID with
! four extents; some processes own nothing on 5 along an axis of 3), a shadow stencil along
! every dimension, an ACROSS sweep along two dimensions and MAXLOC with a 4-coordinate
! location together with SUM.
program dvmx_grid4d
  implicit none
  integer, parameter :: n1 = 4, n2 = 5, n3 = 3, n4 = 6
  real(8) :: u(n1, n2, n3, n4), v(n1, n2, n3, n4)
  integer :: i, j, k, l, loc(4)
  real(8) :: s, mx
!dvm$ distribute u(block, block, block, block)
!dvm$ align v(i, j, k, l) with u(i, j, k, l)
!dvm$ parallel (l, k, j, i) on u(i, j, k, l)
  do l = 1, n4
    do k = 1, n3
      do j = 1, n2
        do i = 1, n1
          u(i, j, k, l) = mod(i * 7 + j * 5 + k * 3 + l * 11, 13) * 0.5d0
          v(i, j, k, l) = 0
        end do
      end do
    end do
  end do
!dvm$ parallel (l, k, j, i) on v(i, j, k, l), shadow_renew(u)
  do l = 2, n4 - 1
    do k = 2, n3 - 1
      do j = 2, n2 - 1
        do i = 2, n1 - 1
          v(i, j, k, l) = u(i - 1, j, k, l) + u(i + 1, j, k, l) + u(i, j - 1, k, l) &
                          + u(i, j + 1, k, l) + u(i, j, k - 1, l) + u(i, j, k + 1, l) &
                          + u(i, j, k, l - 1) + u(i, j, k, l + 1)
        end do
      end do
    end do
  end do
!dvm$ parallel (l, k, j, i) on u(i, j, k, l), across(u(0:0, 1:0, 0:0, 1:0))
  do l = 2, n4
    do k = 1, n3
      do j = 2, n2
        do i = 1, n1
          u(i, j, k, l) = (u(i, j - 1, k, l) + u(i, j, k, l - 1)) * 0.5d0 + v(i, j, k, l) * 0.1d0
        end do
      end do
    end do
  end do
  s = 0; mx = -1; loc = 0
!dvm$ parallel (l, k, j, i) on u(i, j, k, l), reduction(sum(s), maxloc(mx, loc, 4))
  do l = 1, n4
    do k = 1, n3
      do j = 1, n2
        do i = 1, n1
          s = s + u(i, j, k, l) * (i + 2 * j + 3 * k + 4 * l)
          if (u(i, j, k, l) > mx) then
            mx = u(i, j, k, l)
            loc(1) = i; loc(2) = j; loc(3) = k; loc(4) = l
          end if
        end do
      end do
    end do
  end do
  print '(2f20.8, 4i3)', s, mx, loc
  print '(3f16.8)', u(n1, n2, n3, n4), v(2, 3, 2, 4), u(1, 2, 3, 2)
end program
